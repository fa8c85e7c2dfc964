"""Law 11.2 offside offence (OFF-OFF-1 ... 3) and Law 11.3 restarts (OFF-NOOFF-1)."""

from __future__ import annotations

import pytest
from law11_helpers import a3_scores, find, incident, one, qualitative, run, verdict

# --- OFF-OFF-1: interfering with play (touching the ball) -------------------------------------


def test_touching_a_ball_played_by_a_team_mate_is_interfering_with_play() -> None:
    decision = run(incident(positions=[qualitative("A2", 1)]))
    assert verdict(decision) == (True, "A2", 1, 2)
    assert decision.offence_rule == "OFF-OFF-1"
    touch = one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=2)
    assert touch.facts["judged_at"] == 1
    assert decision.goal == "disallowed"
    assert decision.misconceptions == ()


def test_an_offside_player_who_never_touches_the_ball_does_not_interfere_with_play() -> None:
    data = a3_scores()
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert not find(decision, "OFF-OFF-1")


# --- OFF-OFF-2: interfering with an opponent --------------------------------------------------

SUBCASES = [
    ("obstructed_line_of_vision", "a"),
    ("challenged_opponent", "b"),
    ("attempted_close_ball_impacting_opponent", "c"),
    ("obvious_action_impacting_opponent", "d"),
    ("in_opponents_way_impacting", "in_the_way"),
]


@pytest.mark.parametrize(("kind", "subcase"), SUBCASES)
def test_each_way_of_interfering_with_an_opponent_is_an_offence(kind: str, subcase: str) -> None:
    # A2, offside at A1's pass, affects the keeper; A3 (onside) scores.
    data = a3_scores(
        involvements=[{"player": "A2", "after": 1, "kind": kind, "opponent": "GK"}],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 1)
    assert decision.offence_rule == "OFF-OFF-2"
    assert decision.goal == "disallowed"
    found = one(decision, "OFF-OFF-2", "interfering_with_opponent", player="A2", at=1)
    assert (found.facts["subcase"], found.facts["opponent"]) == (subcase, "GK")
    assert found.judgement is True
    assert [m.id for m in decision.misconceptions] == ["never_touched_it"]


@pytest.mark.parametrize(("kind", "subcase"), SUBCASES)
def test_interfering_with_an_opponent_from_an_onside_position_is_nothing(
    kind: str, subcase: str
) -> None:
    data = incident(
        ("A1", "pass"),
        ("A3", "shot"),
        positions=[
            qualitative("A2", 1, second_last="level"),
            qualitative("A3", 1, second_last="behind"),
        ],
        involvements=[{"player": "A2", "after": 1, "kind": kind, "opponent": "GK"}],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    assert not find(decision, "OFF-OFF-2")
    one(decision, "OFF-POS-5", "level_is_onside", player="A2")


def test_an_unknown_involvement_is_undetermined() -> None:
    data = a3_scores(
        involvements=[{"player": "A2", "after": 1, "kind": "unknown"}],
    )
    decision = run(data)
    assert decision.offside_offence is None
    assert [(m.field, m.rule) for m in decision.missing] == [("involvements[0].kind", "OFF-OFF-2")]
    one(decision, "OFF-OFF-2", "unknown", player="A2", at=1)


def test_no_involvement_is_no_offence() -> None:
    data = a3_scores(
        involvements=[{"player": "A2", "after": 1, "kind": "none"}],
    )
    decision = run(data)
    assert decision.offside_offence is False
    one(decision, "OFF-POS-1", "not_involved", player="A2")


# --- OFF-OFF-3: gaining an advantage ----------------------------------------------------------


@pytest.mark.parametrize("thing", ["goalpost", "crossbar", "referee", "assistant_referee"])
def test_a_rebound_off_the_frame_or_an_official_does_not_reset(thing: str) -> None:
    data = incident(
        ("A1", "shot"),
        (thing, "rebound"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 3)
    assert decision.offence_rule == "OFF-OFF-3"
    one(decision, "OFF-OFF-3", "rebound_no_reset", at=2)
    advantage = one(decision, "OFF-OFF-3", "gaining_advantage", player="A2", at=3)
    assert (advantage.facts["via"], advantage.facts["kind"]) == ("rebound", "touch")


def test_a_rebound_then_a_deflection_then_a_touch() -> None:
    data = incident(
        ("A1", "shot"),
        ("crossbar", "rebound"),
        {"by": "D1", "action": "deflection"},
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 4)
    assert one(decision, "OFF-OFF-3", "gaining_advantage").facts["via"] == "rebound,deflection"


def test_a_rebound_to_a_player_who_was_onside_at_the_shot() -> None:
    data = incident(
        ("A1", "shot"),
        ("goalpost", "rebound"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1, ball="behind")],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    assert not find(decision, "OFF-OFF-3", "gaining_advantage")


def test_interfering_with_an_opponent_after_a_rebound_is_gaining_an_advantage() -> None:
    # After the rebound, A2 (offside at the shot) challenges D1; A3 scores.
    data = a3_scores(
        ("goalpost", "rebound"),
        first="shot",
        involvements=[
            {"player": "A2", "after": 2, "kind": "challenged_opponent", "opponent": "D1"}
        ],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    assert decision.offence_rule == "OFF-OFF-3"
    one(decision, "OFF-OFF-2", "interfering_with_opponent", player="A2", at=2)
    advantage = one(decision, "OFF-OFF-3", "gaining_advantage", player="A2", at=2)
    assert advantage.facts["kind"] == "action"
    assert "never_touched_it" in [m.id for m in decision.misconceptions]


# --- OFF-NOOFF-1: goal kick, throw-in, corner kick ------------------------------------------


@pytest.mark.parametrize("restart", ["goal_kick", "throw_in", "corner_kick"])
def test_receiving_directly_from_a_goal_kick_throw_in_or_corner_is_no_offence(
    restart: str,
) -> None:
    data = incident(start={"kind": restart}, positions=[qualitative("A2", 1)])
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    exempt = one(decision, "OFF-NOOFF-1", "exempt", player="A2", at=2)
    assert exempt.facts["restart"] == restart
    assert exempt.overrides == "OFF-OFF-1"
    assert not find(decision, "OFF-OFF-1")


@pytest.mark.parametrize("restart", ["free_kick", "penalty_kick"])
def test_a_free_kick_or_penalty_kick_is_not_exempt(restart: str) -> None:
    data = incident(start={"kind": restart}, positions=[qualitative("A2", 1)])
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    not_exempt = one(decision, "OFF-NOOFF-1", "not_exempt", player="A2", at=2)
    assert not_exempt.facts["restart"] == restart
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=2)


@pytest.mark.parametrize("restart", ["open_play", "kick_off", "dropped_ball"])
def test_other_starts_say_nothing_about_the_exemption(restart: str) -> None:
    data = incident(start={"kind": restart}, positions=[qualitative("A2", 1)])
    decision = run(data)
    assert decision.offside_offence is True
    assert not find(decision, "OFF-NOOFF-1")


@pytest.mark.parametrize("restart", ["goal_kick", "throw_in", "corner_kick"])
def test_after_another_touch_the_restart_no_longer_protects(restart: str) -> None:
    # The restart is flicked on by A3; A2 is offside at that touch.
    data = incident(
        ("A1", "pass"),
        ("A3", "header"),
        ("A2", "shot"),
        start={"kind": restart},
        positions=[qualitative("A3", 1, second_last="behind"), qualitative("A2", 2)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 2, 3)
    assert not find(decision, "OFF-NOOFF-1", "exempt", player="A2")
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=3)


@pytest.mark.parametrize("restart", ["goal_kick", "throw_in", "corner_kick"])
def test_a_restart_deflected_by_an_opponent_is_not_received_directly(restart: str) -> None:
    data = incident(
        ("A1", "pass"),
        {"by": "D1", "action": "deflection"},
        ("A2", "shot"),
        start={"kind": restart},
        positions=[qualitative("A2", 1)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 3)
    assert decision.offence_rule == "OFF-OFF-3"
    assert not find(decision, "OFF-NOOFF-1")
