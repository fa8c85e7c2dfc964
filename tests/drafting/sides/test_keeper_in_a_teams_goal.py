"""A goalkeeper put in his team's goal ("Nils Berg in the Fulham goal", "Jan Roth, im Tor
des VfL Bochum", "Hugo Lefort, dans les buts du FC Nantes", "Mario Gil, bajo los palos del
Getafe"): he is that team's, and the goal he kept was scored against it. Sentences of our
own."""

from __future__ import annotations

import pytest
from drafted_views import sides


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Brentford and Fulham drew 1-1 on Saturday. In the 80th minute Joe Mills fired "
            "past Nils Berg in the Fulham goal, but the flag went up for offside.",
            "en",
            "Brentford",
            "Fulham",
        ),
        (
            "Brentford and Fulham drew 1-1 on Saturday. In the 80th minute Joe Mills fired "
            "past Nils Berg, who had come out of the Fulham goal, but the flag went up for "
            "offside.",
            "en",
            "Brentford",
            "Fulham",
        ),
        (
            "Werder Bremen und der VfL Bochum trennten sich 1:1. In der 80. Minute schob "
            "Jonas Keller an Jan Roth vorbei ein, doch die Fahne ging hoch. Roth, der im Tor "
            "des VfL Bochum stand, hatte sofort reklamiert.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            "Rennes et Nantes ont fait match nul 1-1 samedi. À la 80e minute, Paul Girard a "
            "trompé Hugo Lefort, dans les buts du FC Nantes, d'une frappe croisée, mais le "
            "but a été annulé pour hors-jeu.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "El Getafe y el Valencia empataron 1-1 el sábado. En el minuto 80, Pablo Ruiz "
            "batió a Mario Gil, bajo los palos del Getafe, pero el gol fue anulado por "
            "fuera de juego.",
            "es",
            "Valencia",
            "Getafe",
        ),
    ],
)
def test_a_keeper_in_his_teams_goal_defended(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


def test_the_net_a_keeper_left_is_no_goal_of_his_team() -> None:
    """ "came rushing out of the Fulham goal": Fulham's net, no goal Fulham scored."""
    attacking, _ = sides(
        "Brentford and Fulham drew 1-1 on Saturday. In the 80th minute Nils Berg came "
        "rushing out of the Fulham goal, Joe Mills went round him and scored, but the flag "
        "went up for offside.",
        "en",
    )
    assert attacking != "Fulham"
