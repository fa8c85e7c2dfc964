"""The incident's minute in the forms new writers use (drafting.facts.minute): an ordinal
after a word of time that is no duration ("bereits die 95. Minute", "hasta el minuto 71"),
the end of normal time that is no moment ("Nach 90 Minuten stand es 1:1"), a scorer's
bracketed minute beside the move's own, the later of two moments in one sentence, and a
live blog's stamp of the paragraph that tells of the goal, not of the check after it.
Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _minute(text: str, language: str) -> tuple[Any, Any]:
    v = view(drafting.draft(text, language=language))
    return v["minute"], v["added_time"]


_DISALLOWED = {
    "en": " The VAR ruled the goal out for offside.",
    "de": " Der Videoassistent meldete sich, der Treffer wurde wegen Abseits aberkannt.",
    "fr": " La VAR a annulé le but pour un hors-jeu.",
    "es": " El VAR anuló el gol por fuera de juego.",
}


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # an ordinal after a word that may start a duration ("bereits", "hasta", "for")
        (
            "Es lief bereits die 94. Minute, als Tim Brandt den Ball über die Linie schob.",
            "de",
            (90, 4),
        ),
        ("Es lief schon die 83. Minute, als Tim Brandt zum 2:1 einköpfte.", "de", (83, None)),
        ("Hasta el minuto 77 no llegó el empate: Iker Soto remató a la red.", "es", (77, None)),
        ("Bis zur 70. Minute passierte wenig, dann köpfte Tim Brandt ein.", "de", (70, None)),
        # the end of normal time is no moment of the move; the ordinal of extra time is
        (
            "Nach 90 Minuten stand es 1:1. In der 112. Minute der Verlängerung schob Tim "
            "Brandt ein.",
            "de",
            (112, None),
        ),
        (
            "Tras 90 minutos el marcador seguía 1-1. En el minuto 104 de la prórroga Iker "
            "Soto remató a la red.",
            "es",
            (104, None),
        ),
        # a minute "since" which a side trailed is another moment
        (
            "Menés depuis la 40e minute, les Lorrains ont égalisé à huit minutes de la fin "
            "par Hugo Marchal.",
            "fr",
            (82, None),
        ),
        # a scorer's bracketed minute beside the move's own
        (
            "Zehn Minuten vor Schluss, Mainz führt durch das Tor von Jan Roth (23.), köpft "
            "Tim Brandt ein.",
            "de",
            (80, None),
        ),
        (
            "Con el 1-0 de Pablo Gil (12') en el marcador y cuando quedaban cinco minutos, "
            "Iker Soto remató a la red.",
            "es",
            (85, None),
        ),
        # of two moments in one sentence, the later (the earlier was the other side's goal)
        (
            "Aquella tarde el Betis marcó a los diez minutos y el Valencia no empató hasta "
            "el minuto 64. Iker Soto cabeceó a la red.",
            "es",
            (64, None),
        ),
    ],
)
def test_the_incidents_minute(text: str, language: str, expected: tuple[Any, Any]) -> None:
    assert _minute(text + _DISALLOWED[language], language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # a goal told under its stamp, the check under the next one: the goal's stamp
        (
            "LIVE | Hertha BSC – Hannover 96\n\n"
            "40. Hertha drückt.\n\n"
            "57. TOOOR! Ben Krause flankt, Tim Brandt köpft ein.\n\n"
            "59. Der VAR schaut sich das noch an ... Brandt stand im Abseits. Das Tor zählt "
            "nicht!\n\n"
            "80. Wechsel bei Hannover.",
            "de",
            (57, None),
        ),
        # the stamp of a question ("GOAL... or is it?") is still the goal's stamp
        (
            "Leeds v Hull – live\n\n"
            "30 min: GOAL... or is it? Sam Dyer crosses and Joe Pike slides it in. The referee "
            "points to the centre circle.\n\n"
            "32 min: NO GOAL. The VAR has had a look: Pike was offside when Dyer crossed.\n\n"
            "60 min: Hull make a change.",
            "en",
            (30, None),
        ),
        # a blog told newest first: the stamp above the goal is a later one, not its own
        (
            "Leeds v Hull – live\n\n"
            "88 min: GOAL GIVEN! The VAR has overturned the flag: Pike was onside.\n\n"
            "87 min: Pike scores but the flag is up! Sam Dyer crosses and Joe Pike heads in. "
            "VAR check under way.\n\n"
            "60 min: Hull make a change.",
            "en",
            (87, None),
        ),
    ],
)
def test_a_live_blogs_stamp(text: str, language: str, expected: tuple[Any, Any]) -> None:
    assert _minute(text, language) == expected
