"""The match's minute and date in wordings fresh text uses (issue 32, session 49): a
minute after a noun and a preposition ("a goal with 12 minutes to go": no span of time),
an added minute with an ordinal's ending ("the 120+1st minute"), a numbered list's
headings ("1. The scene", "2. The law": no ticker's minutes), a minute told only in a
quoted account of the incident (a reader's letter, an official statement), the adjective
of "yesterday" ("des gestrigen Abends") and a weekday after a contraction ("del pasado
domingo"). Sentences written for these tests, with names of our own; the cases marked
"guard" pass on main."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

#: A Wednesday.
DAY = dt.date(2026, 3, 4)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


MINUTES = [
    # a noun and "with" before the minute: no span of time ("a further 12 minutes")
    (
        "en",
        "Holt City v Marsden Town in the FA Cup. A goal with 12 minutes to go was chalked off: "
        "Ben Archer scored but the flag went up for offside.",
        (78, None),
    ),
    (
        "en",
        "Holt City left the ground sure they had been robbed, after a goal with 12 minutes to "
        "go was wiped out by a late flag. Ben Archer scored but the goal was ruled out for "
        "offside.",
        (78, None),
    ),
    (
        "en",
        "Holt City v Marsden Town. Ben Archer had a goal with eight minutes left ruled out for "
        "offside.",
        (82, None),
    ),
    # guard: the same reading in French (no span of time is read before "à")
    (
        "fr",
        "Rodez - Annecy. Un but à 12 minutes de la fin a été refusé : Paul Vidal a marqué, "
        "mais le drapeau s'est levé pour hors-jeu.",
        (78, None),
    ),
    # guard: the same in Spanish
    (
        "es",
        "Eibar - Huesca. Un gol a falta de 12 minutos fue anulado: Pablo Ruiz marcó, pero el "
        "juez de línea levantó la bandera por fuera de juego.",
        (78, None),
    ),
    # an added minute with an ordinal's ending
    (
        "en",
        "In the 120+1st minute of Holt City v Marsden Town in the FA Cup, Ben Archer scored "
        "but the goal was ruled out for offside.",
        (120, 1),
    ),
    (
        "en",
        "Holt City v Marsden Town. Ben Archer thought he had won it in the 90+2nd minute, but "
        "the goal was ruled out for offside.",
        (90, 2),
    ),
    # guard: the French, German and Spanish forms
    (
        "fr",
        "Rodez - Annecy. À la 90+2e minute, Paul Vidal a marqué, mais le but a été annulé "
        "pour hors-jeu.",
        (90, 2),
    ),
    (
        "de",
        "Paderborn gegen Fürth. In der 120+1. Minute traf Jonas Keller, doch das Tor wurde "
        "wegen Abseits aberkannt.",
        (120, 1),
    ),
    # a numbered list's headings are no ticker's minutes
    (
        "de",
        "Paderborn ist am Dienstagabend im DFB-Pokal gegen Fürth nach Verlängerung "
        "ausgeschieden. Wir erklären die Szene in drei Schritten.\n"
        "1. Der Moment\n"
        "112. Minute, Flutlicht, volles Haus. Jonas Keller traf, doch das Tor wurde wegen "
        "Abseits aberkannt.\n"
        "2. Die Regel\n"
        "Der VAR durfte nicht eingreifen, weil der Pfiff vorher kam.\n"
        "3. Was bleibt\n"
        "Paderborn ist raus.",
        (112, None),
    ),
    # guard: headings asking a question (passes on main: the minute opens its line)
    (
        "de",
        "Paderborn ist am Dienstagabend gegen Fürth ausgeschieden. Drei Fragen zur Szene.\n"
        "1. Was ist passiert?\n"
        "64. Minute: Jonas Keller traf, doch das Tor wurde wegen Abseits aberkannt.\n"
        "2. War es richtig\n"
        "Ja, sagen die Bilder.",
        (64, None),
    ),
    # a minute told only in a reader's quoted letter about the incident
    (
        "fr",
        "LA QUESTION DU LECTEUR\n"
        "« Lors de Rodez - Annecy, à quinze minutes de la fin, Paul Vidal marque mais le but "
        "est refusé pour hors-jeu. Pourquoi ? » — Marc, Albi\n"
        "La réponse : au départ de l'action, Vidal était bien devant le dernier défenseur.",
        (75, None),
    ),
    (
        "en",
        "ASK THE REF\n"
        '"In Holt City v Marsden Town, with ten minutes to go, Ben Archer scored but the goal '
        'was ruled out for offside. Why?" - Dan, Leeds\n'
        "The answer: Archer was beyond the last defender when the pass was played.",
        (80, None),
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), MINUTES)
def test_the_minute(language: str, text: str, expected: tuple[int, int | None]) -> None:
    drafted = _view(text, language)
    assert (drafted.get("minute"), drafted.get("added_time")) == expected


DATES = [
    # the adjective of "yesterday"
    (
        "de",
        "Im gestrigen Zweitligaspiel zwischen Paderborn und Fürth traf Jonas Keller in der "
        "71. Minute, doch das Tor wurde wegen Abseits aberkannt.",
        "2026-03-03",
    ),
    (
        "de",
        "Die Schlussminuten des gestrigen Abends, Paderborn gegen Fürth: Jonas Keller traf, "
        "doch das Tor wurde wegen Abseits aberkannt.",
        "2026-03-03",
    ),
    (
        "de",
        "Im vorgestrigen Spiel zwischen Paderborn und Fürth traf Jonas Keller, doch das Tor "
        "wurde wegen Abseits aberkannt.",
        "2026-03-02",
    ),
    # guard: "gestern Abend"
    (
        "de",
        "Paderborn schlug Fürth gestern Abend 2:1. Jonas Keller traf, doch das Tor wurde wegen "
        "Abseits aberkannt.",
        "2026-03-03",
    ),
    # a weekday after a contraction, marked as gone by: the day of writing is not the match's
    (
        "es",
        "El comité ha explicado este miércoles el gol anulado al Eibar en el partido ante el "
        "Huesca del pasado domingo en Ipurua. Pablo Ruiz marcó, pero el gol fue anulado por "
        "fuera de juego.",
        "2026-03-01",
    ),
    (
        "es",
        "La liga ha publicado este miércoles los audios del gol anulado al Eibar ante el "
        "Huesca del último sábado. Pablo Ruiz marcó, pero el gol fue anulado por fuera de "
        "juego.",
        "2026-02-28",
    ),
    # guard: "el pasado domingo" alone
    (
        "es",
        "El Eibar ganó 2-1 al Huesca el pasado domingo. Pablo Ruiz marcó, pero el gol fue "
        "anulado por fuera de juego.",
        "2026-03-01",
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), DATES)
def test_the_date(language: str, text: str, expected: str) -> None:
    assert _view(text, language).get("date") == expected
