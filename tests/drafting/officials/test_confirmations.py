"""Calls (issue 32, session 50): a check that confirmed the flag or the decision, told in
the passive or with no verb ("the flag was confirmed", "Décision confirmée", "la decisión
fue confirmada"), the VAR named as the one who checked in its sentence or the one before:
the VAR's offside call (drafting/eval/README.md, calls), not a second call of the
assistant's. Sentences written for these tests, invented names."""

from __future__ import annotations

import pytest

import drafting


def _calls(text: str, language: str) -> list[tuple[str, str]]:
    return sorted({(c.by, c.call) for c in drafting.draft(text, language=language).calls})


FLAG_AND_VAR = [("assistant", "offside"), ("var", "offside")]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Tom Reddy scored on the hour, but the linesman had put his flag up for offside. "
            "The VAR took a long look, the flag was confirmed, and the goal did not count.",
            "en",
            FLAG_AND_VAR,
        ),
        (
            "Tom Reddy scored on the hour, but the linesman had put his flag up for offside. "
            "A VAR check followed. The call was upheld and Reddy could only shake his head.",
            "en",
            FLAG_AND_VAR,
        ),
        (
            "Hugo Blanc a marqué à l'heure de jeu, mais l'assistante a levé son drapeau pour "
            "hors-jeu. Longue vérification VAR. Décision confirmée.",
            "fr",
            FLAG_AND_VAR,
        ),
        (
            "Diego Soler marcó al cumplirse la hora, pero el asistente levantó la bandera por "
            "fuera de juego. El VAR revisó la jugada y la decisión fue ratificada.",
            "es",
            FLAG_AND_VAR,
        ),
        (
            "Diego Soler marcó al cumplirse la hora, pero el asistente levantó la bandera por "
            "fuera de juego. Tras la revisión del VAR, la señal fue confirmada.",
            "es",
            FLAG_AND_VAR,
        ),
    ],
)
def test_passive_confirmation_is_the_vars(text: str, language: str, expected: list) -> None:
    assert _calls(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # no check told: the flag confirmed by nobody named stays the assistant's alone
        (
            "Tom Reddy scored on the hour, but the linesman had put his flag up for offside. "
            "The flag was confirmed and the goal did not count.",
            "en",
            [("assistant", "offside")],
        ),
        # the referee named as the one who confirmed: not the VAR's
        (
            "Tom Reddy scored on the hour, but the linesman had put his flag up for offside. "
            "The VAR was not working. Referee Alan Pike confirmed the decision.",
            "en",
            [("assistant", "offside")],
        ),
    ],
)
def test_confirmation_without_the_var(text: str, language: str, expected: list) -> None:
    assert _calls(text, language) == expected
