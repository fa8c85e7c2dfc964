"""Claims and calls (issue 32, session 39): German quotations closed by a straight mark.
Sentences written for these tests, in all four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in _view(text, language)["claims"]]


@pytest.mark.parametrize(
    ("text", "speaker", "about"),
    [
        (
            'Das Tor von Kai Brenner zählte. „Das war klar Abseits, da gibt es nichts zu '
            'deuteln", sagte der Trainer Uwe Kramer nach dem Spiel.',
            "Uwe Kramer",
            "offside",
        ),
        (
            "Der Treffer wurde wegen Abseits aberkannt. Trainerin Lena Hoff meinte danach: "
            '„Die Entscheidung war falsch, das Tor war regulär." Ihr Team verlor 0:1.',
            "Lena Hoff",
            "decision",
        ),
    ],
)
def test_a_german_quotation_closed_by_a_straight_mark(text: str, speaker: str, about: str) -> None:
    assert _claims(text, "de") == [[speaker, about]]
