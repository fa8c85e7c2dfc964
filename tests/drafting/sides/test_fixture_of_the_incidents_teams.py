"""The home and the away team in a text that gives several results ("Elmford 2-2
Castlebury", "Westvale 3-0 Norbrook"): the venue statements disagree, so none of them was
taken; the one whose two teams are the incident's attacking and defending teams is the
incident's fixture, told home side first. With no such fixture, or the incident's sides
unknown, no venue is drafted."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import viewed

# (language, text, home, away)
ROUND_UPS = [
    (
        "en",
        "Three things from the weekend. Chelsea 2-2 Manchester United was the pick of "
        "them. In the 89th minute Lara Quist ran clear for United and fired past Chelsea "
        "goalkeeper Ines Voll, but the goal was ruled out for offside. Elsewhere, Arsenal "
        "3-0 Everton was never in doubt.",
        "Chelsea",
        "Manchester United",
    ),
    (
        "es",
        "Así quedó la fecha. Atlético Nacional 1-1 Millonarios. En el minuto 67, Tomás "
        "Rivas, delantero de Millonarios, definió ante el arquero de Atlético Nacional, "
        "Iván Ruiz, pero el gol fue anulado por fuera de juego. Deportivo Cali 2-0 "
        "Junior, sin polémica.",
        "Atlético Nacional",
        "Millonarios",
    ),
    (
        "fr",
        "Le tour des terrains. Lens 1-1 Nantes : à la 70e minute, Hugo Vernet, "
        "l'attaquant de Nantes, a battu le gardien de Lens, Paul Rive, mais le but a été "
        "refusé pour hors-jeu. Brest 2-0 Lorient, sans discussion.",
        "RC Lens",
        "FC Nantes",
    ),
    (
        "de",
        "Der Spieltag im Überblick. Mainz 05 - SC Freiburg 1:1: In der 70. Minute traf "
        "Freiburgs Stürmer Jonas Keller gegen Mainz-Torwart Tim Ebner, doch der Treffer "
        "zählte wegen Abseits nicht. Werder Bremen - VfL Bochum 2:0 ohne Aufreger.",
        "1. FSV Mainz 05",
        "SC Freiburg",
    ),
]


@pytest.mark.parametrize(("language", "text", "home", "away"), ROUND_UPS)
def test_the_fixture_naming_the_incidents_teams_gives_the_venue(
    language: str, text: str, home: str, away: str
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


# No fixture names both of the incident's teams: no venue.
NO_FIXTURE = [
    (
        "en",
        "Three things from the weekend. Arsenal 3-0 Everton was never in doubt, and "
        "Brighton 1-1 Fulham was dull. In the 89th minute Lara Quist ran clear for "
        "Manchester United against Chelsea and fired past goalkeeper Ines Voll, but the "
        "goal was ruled out for offside.",
    ),
]


@pytest.mark.parametrize(("language", "text"), NO_FIXTURE)
def test_no_venue_without_a_fixture_of_the_incidents_teams(language: str, text: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (None, None)
