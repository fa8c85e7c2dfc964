"""What a claim is about where the speaker concedes a position before their point (issue
32): the conceded position ("he's in front of the keeper, I get that, but ...", "zwar",
"aunque", "oui, mais") is no claim of it; the point is what the sentence or the speaker
concludes. Sentences written for these tests, all languages."""

from __future__ import annotations

import pytest

from drafting.facts.claims import ClaimFacts
from drafting.tables import tables


def _about(language: str, words: str) -> str | None:
    return ClaimFacts(tables(language))._claim_about(words)


@pytest.mark.parametrize(
    ("language", "words", "about"),
    [
        # a conceded position and nothing else: no claim of it
        ("en", "Okafor was in an offside spot, nobody disputes that, but so what?", None),
        ("en", "She's stood in front of their keeper, I get that,", None),
        ("fr", "Lenoir est devant la gardienne, oui, mais elle ne joue pas le ballon.", None),
        ("de", "Brandl steht zwar im Abseits, aber er stört den Torwart nicht.", "onside"),
        ("es", "Aunque Quintero estaba adelantado, no participa en la jugada.", "onside"),
        ("es", "Está en fuera de juego, sí, pero no molesta a nadie.", "onside"),
        # the point after the concession stands
        ("en", "Although Pike was ahead of the last man, she's onside when it's played.", "onside"),
        ("fr", "Certes il part devant, mais il est en ligne au départ du ballon.", "onside"),
        # guards: a position said without a concession stays a claim
        ("en", "He was offside by a yard and the flag was right.", "offside"),
        ("en", "She was offside, I accept that.", "offside"),  # an admission, no turn
        ("es", "Estaba adelantado, lo reconozco.", "offside"),
        ("fr", "Il est hors-jeu, oui, clairement.", "offside"),
        ("de", "Ja, das war Abseits.", "offside"),
        ("es", "Estaba en fuera de juego, clarísimo.", "offside"),
    ],
)
def test_a_conceded_position_is_no_claim(language: str, words: str, about: str | None) -> None:
    assert _about(language, words) == about
