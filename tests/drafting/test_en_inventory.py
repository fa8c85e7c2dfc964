"""English drafting, issue 32 (session 36): inventories of how English reports say the facts
that fresh writers' paragraphs showed the drafter missing, each a table of sentences
written for these tests, in our own words."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="en"))


# --- a surname with its lowercase particles names the person of the full name -------------


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            'Keeper Thijs van Rooijen could not reach the shot. "He was offside and right in '
            'front of me the whole time," van Rooijen said afterwards.',
            "Thijs van Rooijen",
        ),
        (
            'Goalkeeper Marit van der Berg was beaten at her near post. "She was offside and '
            'blocking my view of the ball," van der Berg said.',
            "Marit van der Berg",
        ),
        (
            'Defender Luca de Santis was furious. "It is the wrong decision, there was no '
            'offside at all," de Santis insisted.',
            "Luca de Santis",
        ),
    ],
)
def test_a_quote_after_a_surname_with_its_particles_has_its_speaker(
    text: str, speaker: str
) -> None:
    speakers = {c[0] for c in _view(text)["claims"]}
    assert speaker in speakers
    assert None not in speakers
