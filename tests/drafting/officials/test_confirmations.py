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


#: The VAR as the subject of a confirming verb with no object of its own but a pronoun,
#: the assistant or nothing ("the VAR backs the linesman", "..., the VAR confirms", "y el
#: VAR lo confirma en segundos"): the VAR's offside call beside the flag's.
@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Tom Reddy scored on the hour, but the linesman's flag went up. Reddy was a yard "
            "offside when the pass was played, the VAR confirms.",
            "en",
        ),
        (
            "Tom Reddy scored on the hour, but the linesman's flag went up. After a short wait "
            "the VAR backs the linesman and the offside stands.",
            "en",
        ),
        (
            "Tom Reddy scored on the hour, but the flag went up for offside. The VAR looked "
            "at it and backed her up.",
            "en",
        ),
        (
            "Marcó Iván Rojo en el 60, pero el asistente levantó la bandera: Rojo estaba en "
            "fuera de juego y el VAR lo confirma en pocos segundos.",
            "es",
        ),
    ],
)
def test_the_var_confirming_with_no_object_of_its_own(text: str, language: str) -> None:
    assert _calls(text, language) == FLAG_AND_VAR


#: The VAR confirming the goal, or that the player was onside: no offside call of its own.
@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Tom Reddy scored on the hour and the referee pointed to the centre spot. The VAR "
            "checked for offside and confirmed it: the goal stands.",
            "en",
        ),
    ],
)
def test_the_var_confirming_the_goal_is_no_offside_call(text: str, language: str) -> None:
    assert ("var", "offside") not in _calls(text, language)
