"""The match's day (drafting.facts.date): a weekday or "yesterday"/"last night" counted
back from the day the text was written; a weekday to come in its clause ("away on
Wednesday", "le tirage aura lieu lundi") is no match day and leaves the other one alone;
a wire's dateline is the day it was written, not a match day of its own; a German weekday
in a compound or the genitive ("im Sonntagsspiel", "des Dienstagabends") is a day too.
Sentences written for these tests."""

from __future__ import annotations

import datetime as dt

import pytest

import drafting
from drafting.eval.score import view

#: A Monday.
_WRITTEN = dt.date(2026, 3, 16)

_GOAL = {
    "en": " Tom Pike headed in, but the goal was ruled out for offside.",
    "de": " Tim Brandt köpfte ein, doch der Treffer wurde wegen Abseits aberkannt.",
    "fr": " Hugo Marchal a marqué de la tête, mais le but a été refusé pour hors-jeu.",
    "es": " Iker Soto cabeceó a la red, pero el gol fue anulado por fuera de juego.",
}


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Leeds drew 1-1 with Hull on Saturday.", "en", "2026-03-14"),
        ("Leeds drew 1-1 with Hull last night.", "en", "2026-03-15"),
        ("It was a long evening at Elland Road last night.", "en", "2026-03-15"),
        (
            "Leeds drew 1-1 with Hull on Saturday. Leeds are away at Hull on Wednesday.",
            "en",
            "2026-03-14",
        ),
        ("Leeds drew 1-1 with Hull on Saturday. They host Derby on Thursday.", "en", "2026-03-14"),
        (
            "Ask anyone about Saturday night and they will tell you it was a robbery.",
            "en",
            "2026-03-14",
        ),
        ("Leeds will face Hull on Wednesday.", "en", None),
        (
            "Lyon a fait match nul 1-1 face à Nice samedi soir. Le tirage aura lieu lundi.",
            "fr",
            "2026-03-14",
        ),
        ("LYON, 15 mars - Lyon a fait match nul 1-1 face à Nice samedi soir.", "fr", "2026-03-14"),
        ("Lyon recevra Nice dimanche.", "fr", None),
        (
            "Mainz spielte am Samstag 1:1. Bereits am Mittwoch treffen beide Teams erneut "
            "aufeinander.",
            "de",
            "2026-03-14",
        ),
        ("Mainz trifft am Mittwoch auf Bochum.", "de", None),
        # a weekday in a compound or the genitive: the day all the same
        ("Das einzige Tor des Dienstagabends fiel in Mainz.", "de", "2026-03-10"),
        ("Im Sonntagsspiel trennten sich Mainz und Bochum 1:1.", "de", "2026-03-15"),
        ("Im Samstagabendspiel trennten sich Mainz und Bochum 1:1.", "de", "2026-03-14"),
        ("El Betis empató anoche en el Villamarín.", "es", "2026-03-15"),
        ("El Betis empató el sábado. El Betis se medirá al Sevilla el jueves.", "es", "2026-03-14"),
        ("Sevilla, 15 mar.- El Betis empató el sábado en el Villamarín.", "es", "2026-03-14"),
    ],
)
def test_the_match_day(text: str, language: str, expected: str | None) -> None:
    v = view(drafting.draft(text + _GOAL[language], reference_date=_WRITTEN, language=language))
    assert v["date"] == expected


#: A title naming the day it is written (a column's, a newsletter's, an edition's day):
#: no match day; a title naming a fixture, or the day told as "this Monday", keeps its day.
_TITLES = [
    ("THE EARLY BALL – your Monday briefing\n\nLeeds drew 1-1 with Hull.", "en", None),
    ("The Terrace Times | Monday edition\n\nLeeds drew 1-1 with Hull.", "en", None),
    ("LE COUP DE SIFFLET DU LUNDI | par Paul Roy\n\nLyon a fait 1-1 face à Nice.", "fr", None),
    ("La Lettre du lundi 16 mars – football\n\nLyon a fait 1-1 face à Nice.", "fr", None),
    ("ANPFIFF – der Newsletter am Montag\n\nMainz spielte 1:1 gegen Bochum.", "de", None),
    ("El Boletín del lunes | fútbol\n\nEl Betis empató 1-1 con el Sevilla.", "es", None),
    ("LIVE: Leeds v Hull, Monday 16 March\n\nLeeds drew 1-1 with Hull.", "en", "2026-03-16"),
    (
        "Ligue 1 : ce qu'il faut retenir de ce lundi\n\nLyon fait 1-1 face à Nice.",
        "fr",
        "2026-03-16",
    ),
    ("THE EARLY BALL – Monday\n\nLeeds drew 1-1 with Hull on Saturday.", "en", "2026-03-14"),
    # the title's day still leaves a day told apart from the match unsure
    ("THE EARLY BALL – Monday\n\nLeeds drew 1-1 with Hull. More on that on Friday.", "en", None),
]


@pytest.mark.parametrize(("text", "language", "expected"), _TITLES)
def test_a_title_s_own_day(text: str, language: str, expected: str | None) -> None:
    v = view(drafting.draft(text + _GOAL[language], reference_date=_WRITTEN, language=language))
    assert v["date"] == expected
