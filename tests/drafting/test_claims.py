"""Claims (issue 32): who speaks a quotation and what it is about, in every language.
Each test is a short report in our own words, in at least two wordings."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str = "en") -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Rovers boss Kieran Doyle after the game: “He was two yards offside and "
            "everybody in the ground saw it.” The goal stood after a VAR check.",
            "en",
            "Kieran Doyle",
        ),
        (
            "Former Rovers striker Paul Hanley gave his verdict on the radio: “He is "
            "clearly offside when the pass is played, it should never have stood.”",
            "en",
            "Paul Hanley",
        ),
        (
            "Nantes-Trainer Jonas Albrecht war hinterher noch wütend: „Das war klar "
            "Abseits, der Stürmer steht einen Meter vor dem Verteidiger.“",
            "de",
            "Jonas Albrecht",
        ),
        (
            "L'entraîneur Rémi Castagnet, encore agacé en zone mixte : « Il est hors-jeu "
            "d'un mètre, tout le monde l'a vu. »",
            "fr",
            "Rémi Castagnet",
        ),
    ],
)
def test_the_subject_before_a_colon_speaks_the_quotation(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert claims
    assert all(c[0] == speaker for c in claims)


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Derby anger in the north\n"
            "“That was offside by a mile, everybody saw it.” Rovers boss Kieran Doyle "
            "was still fuming long after the final whistle on Saturday.",
            "en",
            "Kieran Doyle",
        ),
        (
            "Derbi caliente\n"
            "«Estaba en fuera de juego clarísimo, lo vio todo el estadio». Ramón Aguirre "
            "no ocultaba su enfado tras el partido del sábado.",
            "es",
            "Ramón Aguirre",
        ),
    ],
)
def test_a_quotation_opening_a_line_is_the_next_sentences_subjects(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert claims
    assert all(c[0] == speaker for c in claims)


def test_a_quotation_before_a_possessive_is_not_that_persons() -> None:
    claims = _claims(
        "Derby anger in the north\n"
        "“That was offside by a mile, everybody saw it.” Kieran Doyle's side lost 2-1 "
        "on Saturday after a late goal."
    )
    assert all(c[0] != "Kieran Doyle" for c in claims)


def test_an_object_after_a_colon_is_no_speaker() -> None:
    claims = _claims(
        "The referee waved play on, and the travelling fans had one message for "
        "Kieran Doyle: “That was offside by a mile, everybody saw it.”"
    )
    assert all(c[0] != "Kieran Doyle" for c in claims)
