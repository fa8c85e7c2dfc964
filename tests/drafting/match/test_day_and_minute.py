"""When the incident happened, in forms fresh texts write (drafting.facts.date, minute):
"tonight"/"heute" and "the day before yesterday" counted from the day of writing; a day
marked as gone by ("last Saturday") over the day of writing (a press conference's); a day
told with the match's minute or score; a fixture told in the present ("Nantes reçoit
Toulouse samedi") or a day the goals are "still" talked about is no match day; minutes
said as "120 plus two", "a quarter of an hour left", "eine Viertelstunde vor Schluss",
"Sixty-one minutes gone", "61 minutos disputados", "Min 65:". Sentences written for these
tests; the cases of a day to come, of a preview's "tonight" and of a number read in part
guard precision (they pass on main too)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

#: A Monday.
_WRITTEN = dt.date(2026, 3, 16)


def _match(text: str, language: str) -> dict[str, Any]:
    made = drafting.draft(text, reference_date=_WRITTEN, language=language)
    return dict(view(made))


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # the day of writing itself, told with the match's words
        ("Leeds 2-1 Hull tonight, and Pike's winner survived a VAR check for offside.", "en",
         "2026-03-16"),
        ("Lyon 2-1 Nice ce soir : le but de Marchal a été validé malgré un hors-jeu.", "fr",
         "2026-03-16"),
        ("Köln – Mainz 2:1 heute, das Siegtor von Brandt zählte trotz Abseitsverdacht.", "de",
         "2026-03-16"),
        ("Betis 2-1 Sevilla esta noche: el gol de Soto subió pese al fuera de juego.", "es",
         "2026-03-16"),
        # the day before yesterday
        ("Avant-hier, le but de Marchal a été refusé pour hors-jeu.", "fr", "2026-03-14"),
        ("Vorgestern wurde das Tor von Brandt wegen Abseits aberkannt.", "de", "2026-03-14"),
        ("Anteayer, el gol de Soto fue anulado por fuera de juego.", "es", "2026-03-14"),
        ("The day before yesterday, Pike's goal was ruled out for offside.", "en", "2026-03-14"),
        # a time word opening the sentence is no name
        ("Anoche, el gol de Soto fue anulado por fuera de juego.", "es", "2026-03-15"),
        ("Yesterday, Pike's goal was ruled out for offside.", "en", "2026-03-15"),
        # a day marked as gone by, and the day of writing (a press conference's)
        (
            "The manager used his press conference on Monday to return to the goal Pike had"
            " ruled out for offside last Saturday.",
            "en",
            "2026-03-14",
        ),
        (
            "Lundi, l'entraîneur est revenu sur le but de Marchal refusé pour hors-jeu samedi"
            " dernier.",
            "fr",
            "2026-03-14",
        ),
        (
            "Am Montag sprach der Trainer über das Tor von Brandt, das am vergangenen Samstag"
            " wegen Abseits aberkannt wurde.",
            "de",
            "2026-03-14",
        ),
        (
            "El lunes, el técnico habló del gol de Soto anulado por fuera de juego el sábado"
            " pasado.",
            "es",
            "2026-03-14",
        ),
        # a fixture told in the present is a day to come
        ("Le but de Marchal, dimanche, a été validé malgré un hors-jeu. Nantes reçoit Toulouse"
         " samedi.", "fr", "2026-03-15"),
        ("El gol de Soto del domingo fue anulado por fuera de juego. El Betis recibe al Cádiz el"
         " sábado.", "es", "2026-03-15"),
        ("Pike's goal on Sunday was ruled out for offside. Leeds go into Saturday's draw ahead"
         " of the next round.", "en", "2026-03-15"),
        # the day the goals are still talked about is the day of writing, no match day
        ("Deux buts refusés pour hors-jeu alimentent encore les discussions ce lundi.", "fr",
         None),
        ("Two goals ruled out for offside are still being argued about this Monday.", "en",
         None),
        # "the hosts" is no fixture to come; a preview's "tonight" is no match day
        ("Saturday's Leeds v Hull game was 2-1 to the hosts when Pike headed in, but the goal"
         " was ruled out for offside.", "en", "2026-03-14"),
        ("Preview: Leeds v Hull, tonight. Pike's goal in the first meeting was ruled out for"
         " offside.", "en", None),
        # a day told with the match's minute
        ("Saturday's semifinal had been settled at 120+1. Pike headed in, but the goal was"
         " ruled out for offside.", "en", "2026-03-14"),
    ],
)  # fmt: skip
def test_the_day(text: str, language: str, expected: str | None) -> None:
    assert _match(text, language).get("date") == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Pike scored in the 120 plus two minute of extra time, but VAR ruled it offside.", "en",
         (120, 2)),
        ("Con 90 más 3 en el reloj, Soto marcó, pero el gol fue anulado por fuera de juego.",
         "es", (90, 3)),
        ("With a quarter of an hour left, Pike's goal was ruled out for offside.", "en",
         (75, None)),
        ("Half an hour from time, Pike's goal was ruled out for offside.", "en", (60, None)),
        ("Eine Viertelstunde vor Schluss wurde das Tor von Brandt wegen Abseits aberkannt.",
         "de", (75, None)),
        ("Eine halbe Stunde vor dem Ende traf Brandt, doch das Tor zählte wegen Abseits nicht.",
         "de", (60, None)),
        ("Sixty-one minutes gone at Elland Road, and Pike taps in, but the goal was ruled out"
         " for offside.", "en", (61, None)),
        ("61 minutos disputados, Soto marcó, pero el gol fue anulado por fuera de juego.", "es",
         (61, None)),
        ("61 minutes de jeu écoulées quand Marchal marque, mais le but est refusé pour"
         " hors-jeu.", "fr", (61, None)),
        # a substitute's "with half an hour left" is no moment of the incident
        ("Pike, brought off the bench with half an hour left, equalized in the 84th minute,"
         " and the goal stood after a VAR check for offside.", "en", (84, None)),
        # a number read in part is no minute ("et une" is not 1)
        ("Soixante et une minutes écoulées quand Marchal marque, mais le but est refusé pour"
         " hors-jeu.", "fr", (None, None)),
        # a thread's "Min 65:" opening a line of a one-paragraph text
        ("Hilo sobre el gol polémico de ayer, lo que vi y lo que dice la regla (1/3)\nMin 65:"
         " Soto controla y define ante el arquero. (2/3)\nEl árbitro da el gol y el VAR lo"
         " convalida pese al fuera de juego. (3/3)", "es", (65, None)),
    ],
)  # fmt: skip
def test_the_minute(text: str, language: str, expected: tuple[Any, Any]) -> None:
    got = _match(text, language)
    assert (got.get("minute"), got.get("added_time")) == expected
