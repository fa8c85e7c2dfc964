"""Claims (issue 32, session 45): an explicit verdict on the decision ("the decision was
correct", "die Entscheidung ist richtig") is a claim of its own, beside the position or
the touch the same sentence argues (eval README, session 42's ruling). Reports in our own
words."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "speaker", "point"),
    [
        (
            "Kian Porter's goal for Hull was ruled out for offside by the VAR. Derby coach "
            "Sam Ellery said: “He was offside, and it was the right decision.”",
            "en",
            "Sam Ellery",
            "offside",
        ),
        (
            "Le but de Hugo Dumas a été refusé pour hors-jeu. « Il était hors-jeu, c'est la "
            "bonne décision », a déclaré l'entraîneur brestois Paul Garnier.",
            "fr",
            "Paul Garnier",
            "offside",
        ),
        (
            "Das Tor von Jonas Brenner wurde wegen Abseits aberkannt. Kiels Trainer Udo "
            "Falk sagte: „Das ist Abseits, und die Entscheidung ist richtig.“",
            "de",
            "Udo Falk",
            "offside",
        ),
        (
            "El gol de Mario Sanz fue anulado por fuera de juego. «Estaba en fuera de "
            "juego y la decisión fue correcta», dijo el técnico del Getafe, Luis Prado.",
            "es",
            "Luis Prado",
            "offside",
        ),
        (
            "Kian Porter's goal for Hull stood after a VAR check. Derby coach Sam Ellery "
            "said: “The defender deflected it, so the decision was wrong.”",
            "en",
            "Sam Ellery",
            "deflection",
        ),
    ],
)
def test_an_explicit_verdict_is_a_claim_of_its_own(
    text: str, language: str, speaker: str, point: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, point] in claims
    assert [speaker, "decision"] in claims


def test_a_position_without_a_verdict_stays_one_claim() -> None:
    """Guard (passes on main): a position alone is no verdict on the decision."""
    text = (
        "Kian Porter's goal for Hull was ruled out for offside by the VAR. Derby coach "
        "Sam Ellery said: “He was a yard offside.”"
    )
    assert _claims(text, "en") == [["Sam Ellery", "offside"]]
