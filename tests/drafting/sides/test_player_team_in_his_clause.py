"""The words that give a player his team stay in his clause: a team named before a colon
or a sentence's end is not the team of the role and the name after it ("dann durfte
Bochum jubeln: Freiburgs Innenverteidiger Sauer ..." makes Sauer Freiburg's, not Bochum's)."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import sides


@pytest.mark.parametrize(
    ("text", "attacking", "defending"),
    [
        (
            "Bochum gegen Freiburg endete 1:1. In der 80. Minute schob Lukas Amrhein an "
            "Torwart Felix Grabow vorbei ein, die Fahne blieb unten. Der VAR prüfte "
            "lange, dann durfte Bochum jubeln: Freiburgs Innenverteidiger Tim Sauer hatte das "
            "Abseits aufgehoben.",
            "VfL Bochum",
            "SC Freiburg",
        ),
        (
            "Bochum gegen Freiburg endete 1:1. In der 80. Minute schob Lukas Amrhein an "
            "Torwart Felix Grabow vorbei ein, die Fahne blieb unten. Der VAR prüfte "
            "lange, dann durfte Bochum jubeln. Freiburgs Innenverteidiger Tim Sauer hatte das "
            "Abseits aufgehoben.",
            "VfL Bochum",
            "SC Freiburg",
        ),
    ],
)
def test_a_team_before_a_colon_or_a_full_stop_is_not_the_next_players(
    text: str, attacking: str, defending: str
) -> None:
    assert sides(text, "de") == (attacking, defending)
