"""Final decisions told in a few words that open their sentence ("It stands!", "Goal
given.", "The goal is given!" in a live blog's present tense): the words that anchor them
at a sentence's start are the end of the sentence before, not part of the match, so the
decision is read in its own sentence. Sentences written for these tests, invented names."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import OPENING, viewed

_CHECK = "Tom Reddy fired in from the edge of the box on 69 minutes. The VAR checked it. "


@pytest.mark.parametrize(
    "text",
    [
        _CHECK + "It stands.",
        _CHECK + "It stands!",
        _CHECK + "Goal given.",
        _CHECK + "But it stood, and the home fans roared.",
        "69 min: Tom Reddy fires in from the edge of the box. The VAR checks it.\n\n"
        "70 min: It stands!",
        _CHECK + "The goal is given!",
    ],
)
def test_a_decision_opening_its_sentence_is_read(text: str) -> None:
    assert viewed(OPENING["en"] + text, "en")["final"] == "goal"


@pytest.mark.parametrize(
    "text",
    [
        # a question is no decision; a goal stood only in a condition is none either
        _CHECK + "Does it stand?",
        _CHECK + "If the goal is given, Reddy will be the hero.",
    ],
)
def test_no_decision_where_none_is_told(text: str) -> None:
    assert viewed(OPENING["en"] + text, "en")["final"] is None
