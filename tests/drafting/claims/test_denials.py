"""Claims (issue 32, session 50, round 2): a speaker who denies that the player interfered
or stood where offside puts him ("he isn't in front of the keeper", "n'est pas devant le
gardien", "nimmt keinem die Sicht", "no le quita la visión a nadie", "ni lo vi
adelantado") claims onside: the negation's scope covers the interference words, which
alone would say offside. The same words without the negation stay a claim of offside.
A goal named by its cancelling ("le but refusé", "the disallowed goal", "el gol
anulado") is the incident, no verdict on it: a complaint that gives none ("je ne
comprends pas le but refusé") claims nothing about the decision.
Sentences of our own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view
from drafting.facts.claims import ClaimFacts
from drafting.tables import tables

OPENING = {
    "en": "Walsall beat Crewe 2-1 on Saturday. Jordan Pike's goal was ruled out for offside. ",
    "fr": "Rodez a battu Niort 2-1 samedi. Le but de Théo Vasseur a été refusé pour hors-jeu. ",
    "de": "Aalen schlug Verl 2:1 am Samstag. Das Tor von Jan Brosig zählte wegen Abseits nicht. ",
    "es": "El Mirandés ganó 2-1 al Lugo el sábado. El gol de Hugo Pardo fue anulado por "
    "fuera de juego. ",
}
SPEAKER = {
    "en": " said coach Ellis Warne.",
    "fr": " a déclaré l'entraîneur Gilles Aubrac.",
    "de": " sagte Trainer Henrik Moll.",
    "es": " dijo el entrenador Ramiro Vidal.",
}
NAME = {"en": "Ellis Warne", "fr": "Gilles Aubrac", "de": "Henrik Moll", "es": "Ramiro Vidal"}


def _claims(words: str, language: str) -> set[tuple[Any, ...]]:
    text = OPENING[language] + "«" + words + "»," + SPEAKER[language]
    if language in ("en", "de", "es"):
        text = OPENING[language] + '"' + words + '",' + SPEAKER[language]
    return {tuple(c) for c in view(drafting.draft(text, language=language))["claims"]}


@pytest.mark.parametrize(
    ("words", "language"),
    [
        ("He isn't in front of the keeper at all", "en"),
        ("He was not standing in front of the goalkeeper", "en"),
        ("He doesn't block the keeper's view", "en"),
        ("Il n'est pas devant le gardien", "fr"),
        ("Il ne lui masque pas la vue", "fr"),
        ("Il ne se trouve pas devant le gardien", "fr"),
        ("Er nimmt keinem die Sicht", "de"),
        ("Er nimmt dem Torwart nicht die Sicht", "de"),
        ("Er steht nicht vor dem Torwart", "de"),
        ("No le quita la visión a nadie", "es"),
        ("No le tapa la visión al portero", "es"),
        ("Ni la vi adelantada", "es"),
        ("No estaba adelantado", "es"),
    ],
)
def test_a_denied_interference_is_a_claim_of_onside(words: str, language: str) -> None:
    # on the round's start these were claims of offside (the interference words alone)
    assert _claims(words, language) == {(NAME[language], "onside")}


@pytest.mark.parametrize(
    ("words", "language"),
    [
        ("He is right in front of the keeper", "en"),
        ("Il est juste devant le gardien", "fr"),
        ("Er nimmt dem Torwart die Sicht", "de"),
        ("Le quita la visión al portero", "es"),
        ("Estaba adelantado", "es"),
    ],
)
def test_the_interference_itself_stays_offside(words: str, language: str) -> None:
    assert _claims(words, language) == {(NAME[language], "offside")}


@pytest.mark.parametrize(
    ("words", "language"),
    [
        ("Je ne comprends toujours pas le but refusé à Rodez", "fr"),
        ("I still can't get my head round the disallowed goal at Crewe", "en"),
        ("Sigo sin entender el gol anulado en Lugo", "es"),
    ],
)
def test_a_goal_named_by_its_cancelling_is_no_verdict(words: str, language: str) -> None:
    # "the disallowed goal" names the incident; a complaint that gives no verdict on it
    # is no claim about the decision (on the round's start: a decision claim)
    assert _claims(words, language) == set()


@pytest.mark.parametrize(
    ("words", "language"),
    [
        ("Le but a été refusé à tort", "fr"),
        ("The goal should never have been disallowed", "en"),
        ("El gol fue anulado injustamente", "es"),
    ],
)
def test_the_cancelling_said_of_the_goal_stays_a_verdict(words: str, language: str) -> None:
    assert _claims(words, language) == {(NAME[language], "decision")}


def _about(language: str, words: str) -> str | None:
    return ClaimFacts(tables(language))._claim_about(words)


@pytest.mark.parametrize(
    ("language", "words", "about"),
    [
        # a position undone ("no longer", "can't be", "n'est plus"): onside
        ("en", "Once the full-back heads it, Pike is no longer offside.", "onside"),
        ("en", "Pike can't be offside after the defender's header.", "onside"),
        ("en", "Pike cannot be offside there.", "onside"),
        ("fr", "Après la tête du défenseur, Vasseur n'est plus hors-jeu.", "onside"),
        ("fr", "Vasseur n'était plus hors-jeu quand il a frappé.", "onside"),
        ("de", "Der Innenverteidiger spielt ihn an, damit ist das Abseits weg.", "onside"),
        ("de", "Brosigs Abseits ist damit erledigt.", "onside"),
        # a question how it can be an offence of offside
        ("de", "Wie soll das strafbares Abseits sein, bitte?", "onside"),
        # level denied: offside
        ("de", "Das war doch nie im Leben gleiche Höhe.", "offside"),
        ("en", "Pike was never level with their centre-half.", "offside"),
        ("fr", "Vasseur n'est pas en ligne avec le défenseur.", "offside"),
        ("es", "Pardo no estaba en línea con la zaga.", "offside"),
        # a negation ends with its clause: "nothing to complain about, that was offside"
        ("de", "Da kann ich nicht meckern, das war Abseits.", "offside"),
        # guards: a comparison is no negation; a plain position stays
        ("fr", "Il était plus hors-jeu que tous les autres.", "offside"),
        ("en", "Pike was offside by a yard, simple as that.", "offside"),
        ("de", "Er stand nicht im Abseits, klar auf gleicher Höhe.", "onside"),
        ("de", "Das war kein Abseits.", "onside"),
    ],
)
def test_a_position_undone_is_onside(language: str, words: str, about: str | None) -> None:
    assert _about(language, words) == about
