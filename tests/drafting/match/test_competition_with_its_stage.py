"""The match's competition: of several competitions a text names and no score picks out,
the one told with a stage of the match beside it ("a third-round FA Cup tie", "les quarts
de finale de la Coupe de France", "im Achtelfinal-Rückspiel der Europa League", "la
segunda ronda de la Copa del Rey"); a league named for a table or a club's level is not
the match's. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


STAGED = [
    (
        "en",
        "Barnet against Oxford United, a third-round FA Cup tie, went to extra time. A "
        "header by Tom Heald was ruled out for offside. Oxford sit ninth in the "
        "Championship.",
        "FA Cup",
    ),
    (
        "fr",
        "Rodez a éliminé Annecy en quarts de finale de la Coupe de France mercredi. Le but "
        "de Hugo Marais a été refusé pour hors-jeu. Annecy reste quatrième de Ligue 2.",
        "Coupe de France",
    ),
    (
        "de",
        "Mainz verlor das Achtelfinal-Rückspiel der Europa League gegen Braga. Ein Tor von "
        "Lukas Bremer wurde wegen Abseits aberkannt. In der Bundesliga steht Mainz auf "
        "Platz sieben.",
        "Europa League",
    ),
    (
        "es",
        "El Talavera, de Primera Federación, cayó ante el Alavés en la segunda ronda de la "
        "Copa del Rey. El gol de Rubén Llorente fue anulado por fuera de juego.",
        "Copa del Rey",
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), STAGED)
def test_the_competition_told_with_a_stage_is_the_match_s(
    language: str, text: str, competition: str
) -> None:
    assert _view(text, language).get("competition") == competition


def test_stages_of_two_competitions_leave_both_undrafted() -> None:
    # guard: each competition has a stage beside it; neither is picked
    text = (
        "Burnley reached the FA Cup fifth round on Saturday, three days after a Carabao Cup "
        "semi-final. A goal by Dan Pryce was ruled out for offside."
    )
    assert _view(text, "en").get("competition") is None


#: A place in a cup's next round, told with the round after the cup's name, is won by a tie
#: of the same cup: the match's competition; a place in a league or its table is not.
PLACE_IN_A_ROUND = [
    (
        "en",
        "Harwick beat Elmford 2-1 to earn a place in the FA Cup fifth round. A header by Tom "
        "Heald was ruled out for offside.",
        "FA Cup",
    ),
    (
        "en",
        "Harwick were minutes from a place in the Scottish Cup quarter-finals when a header by "
        "Tom Heald was ruled out for offside.",
        "Scottish Cup",
    ),
    (
        # guard: passes on main (a place in a league's table)
        "en",
        "Harwick beat Elmford 2-1 in the league to close in on a place in the Champions "
        "League. A header by Tom Heald was ruled out for offside.",
        None,
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), PLACE_IN_A_ROUND)
def test_a_place_in_a_cup_s_next_round_is_the_cup_s(
    language: str, text: str, competition: str | None
) -> None:
    assert _view(text, language)["competition"] == competition
