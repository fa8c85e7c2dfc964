"""Involvements told in the German present, as a live ticker, a fan forum or a columnist
replaying the scene tells them ("steht im Abseits und sprintet los Richtung Ball"): each
weak verb of the involvement rules that had its past form only ("sprintete", "grätschte",
"verdeckte", "raubte", "lauerte", "versuchte") has its present beside it (patterns.yaml
involvements). Sentences of our own; each case failed before the rule unless marked a
guard."""

import pytest

from tests.drafting.drafted_views import viewed

_BEFORE = "Jonas Pohl flankt von links. "
_AFTER = " Timo Weidlich schiebt ein. Das Tor zählt nicht."


@pytest.mark.parametrize(
    ("sentence", "involvement"),
    [
        ("Felix Ranft steht im Abseits und sprintet los Richtung Ball.", "moving_to_play_ball"),
        ("Felix Ranft steht im Abseits und startet Richtung Ball.", "moving_to_play_ball"),
        (
            "Felix Ranft steht im Abseits und grätscht knapp am Ball vorbei.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "Torwart Ole Breuer sieht nichts, weil Felix Ranft im Abseits steht und ihm die "
            "Sicht raubt.",
            "obstructed_line_of_vision",
        ),
        # guards: the past forms, as before
        ("Felix Ranft stand im Abseits und sprintete los Richtung Ball.", "moving_to_play_ball"),
        (
            "Felix Ranft stand im Abseits und grätschte knapp am Ball vorbei.",
            "attempted_close_ball_impacting_opponent",
        ),
    ],
)
def test_an_involvement_in_the_present(sentence: str, involvement: str) -> None:
    assert viewed(_BEFORE + sentence + _AFTER, "de")["involvements"] == [
        ["Felix Ranft", involvement]
    ]
