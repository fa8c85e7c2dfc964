"""Touches: the kicks and saves of a penalty shoot-out are no touches of the incident.

A report on a goal ruled out in extra time often ends with the shoot-out that followed
("In the shoot-out Varga saved twice", "Im Elfmeterschießen parierte Moos zweimal", "lors
de la séance de tirs au but", "en la tanda de penaltis"), or with a goalkeeper's saves
counted ("who saved two penalties", "zwei Versuche parierte"): those saves and kicks are
other attempts, not the move the officials decided on.
"""

import pytest

from tests.drafting.drafted_views import touches

SHOOTOUT = [
    (
        "en",
        "In the 110th minute Pavel Orsk crossed and Dino Marek headed in, but the VAR ruled "
        "Marek offside and the goal was disallowed. In the shoot-out that followed, "
        "goalkeeper Ivo Varga saved twice and Luka Brenn scored the winning kick.",
        ["Ivo Varga", "Luka Brenn"],
    ),
    (
        "en",
        "In the 110th minute Pavel Orsk crossed and Dino Marek headed in, but the VAR ruled "
        "Marek offside and the goal was disallowed. The hosts went through on penalties.\n"
        "Their goalkeeper Ivo Varga, who saved two penalties, was calm afterwards.",
        ["Ivo Varga"],
    ),
    (
        "fr",
        "À la 112e minute, Hugo Tessier a centré et Malo Quéré a marqué de la tête, mais le "
        "but a été refusé pour hors-jeu après intervention de la VAR. Lors de la séance de "
        "tirs au but, le gardien Yann Le Dréau a arrêté deux tentatives.",
        ["Yann Le Dréau"],
    ),
    (
        "de",
        "In der 112. Minute flankte Jannis Wehr, und Lars Oppen köpfte ein, doch der VAR nahm "
        "das Tor wegen Abseits von Oppen zurück.\nIm Elfmeterschießen parierte Torhüter "
        "Timo Moos zweimal.",
        ["Timo Moos"],
    ),
    (
        "es",
        "En el minuto 112 Iker Zabala centró y Mikel Arruti remató de cabeza, pero el VAR "
        "anuló el gol por fuera de juego de Arruti. En la tanda de penaltis, el portero "
        "Unai Ezkurra detuvo dos lanzamientos.",
        ["Unai Ezkurra"],
    ),
]


@pytest.mark.parametrize(("language", "text", "others"), SHOOTOUT)
def test_a_shootout_gives_no_touch(language: str, text: str, others: list[str]) -> None:
    """The shoot-out's goalkeeper and kickers touch nothing in the incident."""
    names = [by for by, _ in touches(language, text)]
    assert not set(others) & set(names)
    assert names, "the incident's own touches are kept"
