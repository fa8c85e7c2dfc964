"""Law 9.2: a ball that goes into the goal off a match official is no goal (BALL-OFFICIAL-1)."""

from __future__ import annotations

import pytest
from law11_helpers import one
from support import base_incident, qualitative, run, touches


def off_official(obj: str, **extra: object) -> dict[str, object]:
    return base_incident(
        sequence=touches(("A1", "shot"), (obj, "rebound")),
        positions=[qualitative("A2", 1, second_last="behind")],
        **extra,
    )


@pytest.mark.parametrize("obj", ["referee", "assistant_referee", "official"])
def test_goal_straight_off_an_official_is_a_dropped_ball(obj: str) -> None:
    d = run(off_official(obj))
    assert d.offside_offence is False
    assert d.goal == "disallowed"
    assert d.restart is not None and d.restart.kind == "dropped_ball"
    finding = one(d, "BALL-OFFICIAL-1", "dropped_ball")
    assert finding.player == obj


def test_goal_off_the_post_stands() -> None:
    d = run(off_official("goalpost"))
    assert d.goal == "stands"
    assert all(f.rule != "BALL-OFFICIAL-1" for f in d.trace)


def test_an_earlier_offside_offence_comes_first() -> None:
    data = base_incident(
        sequence=touches(("A1", "pass"), ("A2", "shot"), ("referee", "rebound")),
        positions=[qualitative("A2", 1)],
    )
    d = run(data)
    assert d.offside_offence is True
    assert d.restart is not None and d.restart.kind == "indirect_free_kick"
    assert all(f.rule != "BALL-OFFICIAL-1" for f in d.trace)


def test_var_treats_it_as_no_goal() -> None:
    data = off_official("referee")
    data["officials"] = {"on_field": "goal", "final": "no_goal"}
    d = run(data)
    assert d.review is not None
    assert d.review.correct_call == "no_goal"
    assert d.review.outcome == "overturned"
