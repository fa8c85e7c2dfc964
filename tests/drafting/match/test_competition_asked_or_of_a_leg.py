"""The match's competition named only in a question the writer asks ("why was the goal given
in the Ligue 2 derby?"), only in quotation marks (a reader's letter) or in a sentence about
the other leg of a tie ("in the first leg of their cup semi-final"): a question or a quote
about the match names its competition, unless it tells what would have been elsewhere; both
legs of a tie are one competition's. Sentences written for these tests; the cases marked
"guard" pass on main."""

from __future__ import annotations

import datetime as dt

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _competition(text: str, language: str) -> object:
    return view(drafting.draft(text, reference_date=DAY, language=language))["competition"]


ASKED = [
    (
        # guard: passes on main
        "fr",
        "Pourquoi le but de Paul Ribaut a-t-il été refusé pour hors-jeu dimanche en Ligue 2 ?",
        "Ligue 2",
    ),
    (
        "es",
        "¿Y el famoso VAR de la Primera Federación? El gol de Juan Pérez fue anulado por fuera "
        "de juego.",
        "Primera Federación",
    ),
    (
        "de",
        "Warum zählte das Tor von Jan Berg im Finale der Europameisterschaft nicht?",
        "Europameisterschaft",
    ),
    (
        # what would have been in another competition: none
        "en",
        "Would the VAR have stepped in in the Premier League? The goal by Tom Pike was ruled "
        "out for offside.",
        None,
    ),
    (
        # guard: a statement's competition wins over a question's
        "en",
        "Hull drew 1-1 with Leeds in the FA Cup. Why is there no VAR in the Championship? A "
        "goal by Tom Pike was ruled out for offside.",
        "FA Cup",
    ),
]

QUOTED = [
    (
        "de",
        "Leser Paul Ahrens fragt: „Am Sonntag in der Eliteserien wurde ein Tor von Lars Berge "
        "wegen Abseits aberkannt. Warum, er stand doch hinter dem Ball?“",
        "Eliteserien",
    ),
    (
        "fr",
        "Un lecteur nous écrit : « Samedi, en Ligue 2, le but de Hugo Marchal a été refusé "
        "pour hors-jeu. Je ne comprends pas. »",
        "Ligue 2",
    ),
    (
        # what would have been elsewhere: a suggestion, no fact
        "en",
        '"In the Premier League the VAR would have given it," said Tom Pike, whose goal was '
        "ruled out for offside.",
        None,
    ),
]

OF_A_LEG = [
    (
        "en",
        "Rovers drew 1-1 with City in the first leg of their Northern Cup semi-final on "
        "Tuesday, and a goal by Tom Pike was ruled out for offside.",
        "Northern Cup",
    ),
    (
        "de",
        "Wolfsburg verlor im Hinspiel der Champions League der Frauen 0:1 gegen Lyon. Ein "
        "Treffer von Lena Berg wurde wegen Abseits aberkannt.",
        "Champions League der Frauen",
    ),
    (
        # guard: a coming match's competition is not the match's
        "en",
        "Hull beat Leeds 2-1. Tom Pike had a goal ruled out for offside. Hull will face Derby "
        "in the FA Cup next week.",
        None,
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), ASKED)
def test_competition_asked_of_the_match(language: str, text: str, competition: object) -> None:
    assert _competition(text, language) == competition


@pytest.mark.parametrize(("language", "text", "competition"), OF_A_LEG)
def test_competition_of_a_leg_of_the_tie(language: str, text: str, competition: object) -> None:
    assert _competition(text, language) == competition


@pytest.mark.parametrize(("language", "text", "competition"), QUOTED)
def test_competition_only_quoted(language: str, text: str, competition: object) -> None:
    assert _competition(text, language) == competition
