"""The home team from a wire's dateline ("HOLMFORD, Oct 4 -", "Valdeluz (Soria), 12
mar (agencia).-"): the place a match report is filed from is where the match was played,
so the one team of the text whose name holds the place is at home, the other named team
away. Only where nothing else in the text gives the venue, the incident's two sides are
known and the team is one of them; not where the place is in the names of no team, or of
both (a derby of one city), nor in a derby at all (the club without the city's name may
be the host of the one with it)."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import viewed

# (language, text, home, away)
DATELINES = [
    (
        "en",
        "ZARAGOZA, Jan 14 - Osasuna went through to the Copa del Rey quarter-finals after "
        "beating Real Zaragoza 2-1 in extra time. Osasuna's Unai Ortiz shot past Zaragoza "
        "goalkeeper Pol Ribas in the 108th minute and the goal stood after a check for offside.",
        "Real Zaragoza",
        "Osasuna",
    ),
    (
        "es",
        "Zaragoza, 14 ene (agencia).- Osasuna se clasificó para los cuartos de final de la "
        "Copa del Rey tras vencer por 1-2 al Real Zaragoza en la prórroga. Unai Ortiz, "
        "delantero de Osasuna, marcó en el minuto 108 ante el portero del Real Zaragoza, "
        "Pol Ribas, y el gol subió al marcador tras una revisión por fuera de juego.",
        "Real Zaragoza",
        "Osasuna",
    ),
    (
        "fr",
        "KAISERSLAUTERN, 3 mars (agence) - Paderborn a battu le FC Kaiserslautern 1-0 "
        "samedi. À la 70e minute, Jan Sommer, l'attaquant de Paderborn, a trompé le gardien "
        "de Kaiserslautern, Tim Brandt, mais le but a été refusé pour hors-jeu.",
        "FC Kaiserslautern",
        "Paderborn",
    ),
]


@pytest.mark.parametrize(("language", "text", "home", "away"), DATELINES)
def test_the_datelines_place_is_the_home_teams(
    language: str, text: str, home: str, away: str
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


# The place in no team's name (a capital), or in both (a derby): no venue from it.
NO_VENUE = [
    (
        "en",
        "LONDON, Nov 7 - Barnet knocked Stockport County out of the FA Cup, winning 2-1. "
        "Rhys Oakes shot past goalkeeper Adam Kerr in the 108th minute, though he had been "
        "offside.",
    ),
    (
        "fr",
        "PARIS, 3 mars (agence) - Le Paris FC a battu le Paris Saint-Germain 1-0 samedi. À "
        "la 70e minute, Jan Sommer a trompé le gardien Tim Brandt, mais le but a été refusé "
        "pour hors-jeu.",
    ),
    # a derby: the club without the city's name may be the host of the one with it
    (
        "en",
        "HOLMFORD, Oct 4 - Athletic Norbury beat Holmford City 1-0 in the city's derby. "
        "Holmford City's Dan Reyes shot past Norbury goalkeeper Tom Adeyemi in the 80th "
        "minute, but the goal was ruled out for offside.",
    ),
    (
        "es",
        "Valdeluz, 12 mar (agencia).- El Atlético Norte ganó el derbi al Real Valdeluz por "
        "1-0. En el minuto 80, Dani Rey, delantero del Real Valdeluz, marcó ante el portero "
        "del Atlético Norte, Tomás Ayala, pero el gol fue anulado por fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), NO_VENUE)
def test_no_venue_from_a_dateline_naming_no_one_team(language: str, text: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (None, None)
