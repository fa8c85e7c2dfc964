"""The touches of a player the text does not name: one told by a role word that stands for
no one the draft can tell ("the midfielder" after three names) and on no known side is left
out (better no touch than one of a player no one can name or place: the interview asks);
an unnamed player of a known side ("a Chelsea defender") keeps his. Each case drafts
sentences written for it: the touches in order, each by, action, direction."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import OPENING, sequence


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "en",
            "In the 88th minute Ned Corley crossed, Abel Fenn headed it only as far as Rui "
            "Salgado, and the midfielder drove a low shot past the goalkeeper.",
            [("Ned Corley", "cross", None), ("Abel Fenn", "header", None)],
        ),
        (
            "de",
            "In der 88. Minute flankte Ned Corley, Abel Fenn klärte nur bis zu Rui Salgado, "
            "und der Mittelfeldspieler zog flach ab.",
            [("Ned Corley", "cross", None), ("Abel Fenn", "clearance", None)],
        ),
        (
            "fr",
            "À la 88e minute, Ned Corley a centré, Abel Fenn a dégagé sur Rui Salgado et le "
            "milieu a frappé au ras du poteau.",
            [("Ned Corley", "cross", None), ("Abel Fenn", "clearance", None)],
        ),
        (
            "es",
            "En el minuto 88 Ned Corley centró, Abel Fenn despejó hacia Rui Salgado y el "
            "centrocampista disparó raso.",
            [("Ned Corley", "cross", None), ("Abel Fenn", "clearance", None)],
        ),
        (
            "en",
            "In the 88th minute Ned Corley crossed and a Chelsea defender headed it clear.",
            [("Ned Corley", "cross", None), ("(defending)", "clearance", None)],
        ),
    ],
)
def test_unnamed_player_touches(language: str, text: str, expected: list[tuple]) -> None:
    told = [
        (by, action, direction)
        for by, action, direction, _ in sequence(language, OPENING[language] + text)
    ]
    assert told == expected
