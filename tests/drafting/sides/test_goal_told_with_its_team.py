"""A goal told with its team's adjective or name as a modifier ("le deuxième but
rennais", "l'égalisation nantaise", "das aberkannte Mainzer Tor") is that team's: it
attacked. Not the goal frame a place's preposition names ("devant le but rennais", "vor
dem Bremer Tor"): there the team defended, and the words give no side."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import sides


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Rennes et Nantes se sont quittés sur un nul (1-1). À la 70e minute, Hugo "
            "Leclair reprend un centre de Paul Amiot, mais le deuxième but rennais est "
            "refusé pour un hors-jeu de Leclair.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "Rennes et Nantes se sont quittés sur un nul (1-1). À la 88e minute, "
            "l'égalisation nantaise de Marc Thobie a été refusée pour hors-jeu après "
            "consultation de la VAR.",
            "fr",
            "FC Nantes",
            "Stade rennais",
        ),
        (
            "Mainz gegen Werder Bremen endete 1:1. In der 23. Minute köpfte Jan Hollberg nach "
            "einer Flanke von Tim Roder ein, doch das aberkannte Mainzer Tor blieb das "
            "Gesprächsthema: Hollberg stand im Abseits.",
            "de",
            "1. FSV Mainz 05",
            "Werder Bremen",
        ),
    ],
)
def test_a_goal_told_with_its_team_is_that_teams_attack(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language", "frame"),
    [
        (
            "Rennes et Nantes se sont quittés sur un nul (1-1). À la 70e minute, Hugo "
            "Leclair reprend un centre devant le but rennais, mais son but est refusé "
            "pour hors-jeu.",
            "fr",
            "Stade rennais",
        ),
        (
            "Mainz gegen Werder Bremen endete 1:1. In der 23. Minute köpfte Jan Hollberg vor "
            "dem Bremer Tor ein, doch der Treffer wurde wegen Abseits aberkannt.",
            "de",
            "Werder Bremen",
        ),
    ],
)
def test_the_goal_frame_a_place_names_is_not_the_attack(
    text: str, language: str, frame: str
) -> None:
    attacking, _ = sides(text, language)
    assert attacking != frame
