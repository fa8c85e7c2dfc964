"""The late flag (issue 32, session 46): a flag kept down as the assistant is told to ("garde
son drapeau baissé, ce qui est conforme aux consignes", "kept his flag down, as the protocol
asks"), a flag that stayed down throughout ("le drapeau est resté baissé pendant toute
l'action"), raised only once the ball was in said with a pronoun ("ne l'a levé qu'une fois
le ballon au fond"), a flag that "woke up too late": ``delayed_flag: true``. Sentences
written for these tests."""

from __future__ import annotations

import datetime as dt

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)

LATE = [
    (
        "fr",
        "Hugo Lenoir est en position de hors-jeu. L'assistant garde son drapeau baissé, ce qui "
        "est conforme aux consignes quand l'action est serrée. Lenoir marque, mais le but est "
        "refusé pour hors-jeu.",
    ),
    (
        "fr",
        "Hugo Lenoir marque à la 60e minute. Le drapeau de l'assistant est resté baissé "
        "pendant toute l'action. Le but est refusé pour hors-jeu.",
    ),
    (
        "fr",
        "Hugo Lenoir marque à la 60e minute. L'assistant ne l'a levé qu'une fois le ballon au "
        "fond des filets. Le but est refusé pour hors-jeu.",
    ),
    (
        "en",
        "Tom Ashby was offside. The linesman kept his flag down, as the protocol asks, and "
        "Ashby scored, but the goal was ruled out for offside.",
    ),
    (
        "en",
        "Tom Ashby scored on 60 minutes, but a flag that woke up too late ruled it out for "
        "offside.",
    ),
]


@pytest.mark.parametrize(("language", "text"), LATE)
def test_a_flag_held_back_is_late(language: str, text: str) -> None:
    drafted = view(drafting.draft(text, reference_date=DAY, language=language))
    assert drafted.get("delayed_flag") is True


def test_a_flag_kept_down_for_an_onside_player_is_no_late_flag() -> None:
    # guard (passes on main): the flag stayed down because he was onside, not held back
    text = (
        "Tom Ashby was onside and the linesman rightly kept his flag down. Ashby scored and "
        "the goal stood."
    )
    drafted = view(drafting.draft(text, reference_date=DAY, language="en"))
    assert drafted.get("delayed_flag") is not True
