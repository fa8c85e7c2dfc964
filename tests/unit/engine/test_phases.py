"""Phases of play in the offside sense: how long a judged position lasts (PHASE-1 ... 4)."""

from __future__ import annotations

import pytest
from law11_helpers import a3_scores, find, incident, missing_fields, one, qualitative, run, verdict


def test_a_new_team_mate_touch_starts_a_new_phase() -> None:
    # A2 is offside at A1's pass; the ball comes off D1 to A3, who passes to A2,
    # now onside. A2's earlier position no longer counts.
    data = incident(
        ("A1", "pass"),
        {"by": "D1", "action": "deflection"},
        ("A3", "pass"),
        ("A2", "shot"),
        positions=[
            qualitative("A2", 1),
            qualitative("A3", 1, second_last="behind"),
            qualitative("A2", 3, second_last="behind"),
        ],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    one(decision, "PHASE-1", "new_phase", at=3, player="A3")
    one(decision, "OFF-POS-2", "offside_position", player="A2", at=1)
    one(decision, "OFF-POS-2", "not_offside_position", player="A2", at=3)


def test_without_anyone_offside_no_new_phase_is_announced() -> None:
    data = incident(
        ("A1", "pass"),
        ("A3", "pass"),
        ("A2", "shot"),
        positions=[
            qualitative("A3", 1, second_last="behind"),
            qualitative("A2", 2, second_last="behind"),
        ],
        unlisted_positions="onside",
    )
    decision = run(data)
    assert decision.offside_offence is False
    assert not find(decision, "PHASE-1")


def test_after_a_deliberate_play_the_old_position_cannot_be_penalised() -> None:
    # D1 deliberately plays it; A2 then challenges the keeper: not an offence.
    data = a3_scores(
        {"by": "D1", "action": "clearance", "classification": "deliberate_play"},
        involvements=[
            {"player": "A2", "after": 2, "kind": "challenged_opponent", "opponent": "GK"}
        ],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    one(decision, "PHASE-2", "reset", at=2, player="D1")
    assert not find(decision, "OFF-OFF-2", "interfering_with_opponent")


def test_a_deflection_keeps_the_phase_open() -> None:
    data = a3_scores(
        {"by": "D1", "action": "deflection"},
        involvements=[
            {"player": "A2", "after": 2, "kind": "challenged_opponent", "opponent": "GK"}
        ],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    assert decision.offence_rule == "OFF-OFF-3"
    one(decision, "PHASE-2", "not_reset", at=2, player="D1")


def test_an_opponent_touch_that_may_have_reset_leaves_a_later_offence_open() -> None:
    data = incident(
        ("A1", "pass"),
        {"by": "D1", "action": "header", "classification": "unknown"},
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-2")]
    one(decision, "OFF-DP-2", "undetermined", at=2)


@pytest.mark.parametrize("outcome", ["ball_out_of_play", "play_stopped"])
def test_a_stoppage_ends_the_phase(outcome: str) -> None:
    decision = run(incident(positions=[qualitative("A2", 1)], outcome=outcome))
    assert verdict(decision) == (True, "A2", 1, 2)
    ended = one(decision, "PHASE-3", "ended", at=2)
    assert ended.facts["ended_by"] == outcome
    assert decision.goal is None


@pytest.mark.parametrize("outcome", ["goal_scored", "play_continued", "unknown"])
def test_no_stoppage_no_end_of_phase(outcome: str) -> None:
    decision = run(incident(positions=[qualitative("A2", 1)], outcome=outcome))
    assert decision.offside_offence is True
    assert not find(decision, "PHASE-3")


def test_a_defender_gaining_control_ends_the_phase() -> None:
    data = incident(
        ("A1", "pass"),
        {"by": "D1", "action": "control"},
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    one(decision, "PHASE-4", "defending_control", at=2, player="D1")
    one(decision, "PHASE-2", "reset", at=2)
    assert one(decision, "OFF-DP-1", "deliberate_play").facts["basis"] == "action"
