"""Law 9.1: once the referee has stopped play, a ball that goes in is no goal (BALL-STOPPED-1)."""

from __future__ import annotations

from typing import Any

from law11_helpers import one
from support import base_incident, qualitative, run


def whistled(second_last: str, stopped: object = True, **officials: Any) -> dict[str, Any]:
    """A2 scores from A1's pass after the referee blew for offside."""
    data = base_incident(positions=[qualitative("A2", 1, second_last=second_last)])
    data["officials"] = {
        "on_field": "whistle",
        "stopped_before_goal": stopped,
        "final": "no_goal",
        **officials,
    }
    return data


def test_a_wrong_whistle_before_the_ball_went_in_leaves_no_goal() -> None:
    d = run(whistled("behind"))
    assert d.offside_offence is False  # the Law: A2 was onside
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    assert d.review is not None
    assert (d.review.reviewable, d.review.blocked_by) == (False, "play_stopped")
    s = d.summary
    assert s is not None
    assert (s.stood, s.stood_basis, s.correct, s.reason) == (
        "no_goal",
        "play_stopped",
        False,
        "play_stopped",
    )
    assert [m.id for m in d.misconceptions] == ["flag_was_wrong"]


def test_a_right_whistle_is_the_offside_itself() -> None:
    d = run(whistled("ahead"))
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    s = d.summary
    assert s is not None
    assert (s.stood, s.correct, s.reason) == ("no_goal", True, "offside")
    assert "flag_was_wrong" not in [m.id for m in d.misconceptions]


def test_a_flag_without_the_whistle_does_not_stop_play() -> None:
    data = whistled("behind", stopped=False, on_field="offside_flag", final="goal")
    d = run(data)
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)
    s = d.summary
    assert s is not None and (s.stood, s.correct) == ("goal", True)


def test_not_knowing_whether_play_had_stopped_leaves_what_stood_open() -> None:
    d = run(whistled("behind", stopped="unknown", final="unknown"))
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)
    s = d.summary
    assert s is not None and s.stood == "undetermined"
    assert "officials.stopped_before_goal" in [m.field for m in s.depends_on]


def test_no_goal_scored_means_nothing_was_stopped_before_a_goal() -> None:
    data = whistled("ahead")
    data["outcome"] = "play_stopped"
    d = run(data)
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)
