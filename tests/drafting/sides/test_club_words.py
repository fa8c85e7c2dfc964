"""Sides and teams (issue 32, session 40), in sentences of our own: a club's adjective or
lowercase nickname stands for it when it is the one such club named ("el portero
rojiblanco", "los azulones"), a club's word for its people before a name is the team ("le
Lillois Jonathan David", "der Kölner Linton Maina"), and a draw is no equaliser ("el Real
Madrid empató con el Sevilla")."""

from __future__ import annotations

import pytest
from drafted_views import sides, viewed


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "El Athletic Club recibió al Real Betis. En el minuto 70, Isco marcó ante el "
            "portero rojiblanco, Unai Simón, pero el VAR anuló el gol por fuera de juego.",
            "es",
            "Real Betis",
            "Athletic Club",
        ),
        (
            "El Real Madrid empató con el Sevilla. En el minuto 70, el delantero sevillista "
            "Isaac Romero marcó, pero el VAR anuló el gol por fuera de juego.",
            "es",
            "Sevilla",
            "Real Madrid",
        ),
        (
            "El Valencia empató con el Getafe en Mestalla. En el minuto 70, el gol de los "
            "azulones fue anulado por fuera de juego.",
            "es",
            "Getafe",
            "Valencia",
        ),
        (
            "Real Murcia - Hércules (1-1). En el minuto 80, Adri Molina marcó ante Joel "
            "Navarro, el portero herculano, pero el asistente levantó la bandera.",
            "es",
            "Real Murcia",
            "Hércules",
        ),
        (
            "Lyon a battu Lille 2-1. À la 70e minute, le Lillois Jonathan David a marqué, "
            "mais le but a été annulé pour hors-jeu.",
            "fr",
            "LOSC Lille",
            "Olympique lyonnais",
        ),
        (
            "Der 1. FC Köln hat gegen Borussia Mönchengladbach 1:1 gespielt. In der 70. "
            "Minute traf der Kölner Linton Maina, doch das Tor wurde wegen Abseits aberkannt.",
            "de",
            "1. FC Köln",
            "Borussia Mönchengladbach",
        ),
    ],
)
def test_a_clubs_word_gives_its_side(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # "rojiblanco" is the word of several clubs, none of them named here: no side.
        (
            "El Getafe empató con el Valencia. En el minuto 70, Hugo Duro marcó ante el "
            "portero rojiblanco, pero el VAR anuló el gol por fuera de juego.",
            "es",
        ),
    ],
)
def test_the_word_of_no_club_named_gives_no_side(text: str, language: str) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] is None and v["defending_team"] is None
