"""Law 11.1 offside position and the off-the-field cases of Law 11.4 (OFF-POS-1 ... 10)."""

from __future__ import annotations

import pytest
from law11_helpers import (
    a3_scores,
    dist,
    find,
    incident,
    missing_fields,
    off_field,
    offside_at,
    one,
    qualitative,
    run,
    verdict,
)

# --- OFF-POS-1: the position alone is no offence -------------------------------------------


def test_an_offside_position_alone_is_not_an_offence() -> None:
    # A2 is in an offside position at A1's pass but A3 (onside) receives and scores.
    data = a3_scores(
        involvements=[{"player": "A2", "after": 1, "kind": "none"}],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    assert ("A2", 1) in offside_at(decision)
    one(decision, "OFF-POS-1", "not_involved", player="A2", at=1)
    # Said once: the general statement is not repeated after the player-specific one.
    assert not find(decision, "OFF-POS-1", "position_alone_no_offence")


def test_an_unused_offside_position_without_an_involvement_record_is_stated_once() -> None:
    data = a3_scores()
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-POS-1", "position_alone_no_offence")


def test_the_position_alone_finding_needs_someone_in_an_offside_position() -> None:
    data = incident(positions=[qualitative("A2", 1, ball="behind")])
    decision = run(data)
    assert decision.offside_offence is False
    assert not find(decision, "OFF-POS-1")


# --- OFF-POS-2: the opponents' half, the halfway line not counting --------------------------


@pytest.mark.parametrize(
    ("half", "offside"),
    [("opponents", True), ("halfway_line", False), ("own", False)],
)
def test_only_the_opponents_half_counts(half: str, offside: bool) -> None:
    decision = run(incident(positions=[qualitative("A2", 1, half=half)]))
    assert decision.offside_offence is offside
    one(decision, "OFF-POS-2", f"half_{half}", player="A2", at=1)
    expected = "offside_position" if offside else "not_offside_position"
    one(decision, "OFF-POS-2", expected, player="A2", at=1)
    if not offside:
        assert decision.goal == "stands"


@pytest.mark.parametrize(
    ("attacker_m", "half", "offside"),
    [(49.9, "opponents", True), (50.0, "halfway_line", False), (50.1, "own", False)],
)
def test_the_halfway_line_from_the_pitch_length(
    attacker_m: float, half: str, offside: bool
) -> None:
    # A 100 m pitch: the halfway line is 50 m from the goal line.
    match = {**incident()["match"], "pitch_length_m": 100.0}
    opponents = {"D1": 55.0, "GK": 52.0}
    data = incident(match=match, positions=[dist("A2", 1, attacker_m, 70.0, opponents)])
    decision = run(data)
    assert decision.offside_offence is offside
    finding = one(decision, "OFF-POS-2", f"half_{half}", player="A2")
    assert finding.facts["attacker_m"] == attacker_m


@pytest.mark.parametrize(
    ("attacker_m", "outcome"),
    [(44.0, "half_opponents"), (61.0, "half_own")],
)
def test_without_the_pitch_length_only_clear_cases_are_decided(
    attacker_m: float, outcome: str
) -> None:
    opponents = {"D1": 70.0, "GK": 65.0}
    decision = run(incident(positions=[dist("A2", 1, attacker_m, 90.0, opponents)]))
    one(decision, "OFF-POS-2", outcome, player="A2")
    assert decision.offside_offence is (outcome == "half_opponents")


def test_near_halfway_without_the_pitch_length_is_undetermined() -> None:
    # 50 m could be in either half on a 90-120 m pitch.
    decision = run(incident(positions=[dist("A2", 1, 50.0, 90.0, {"D1": 70.0, "GK": 65.0})]))
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("match.pitch_length_m", "OFF-POS-2")]
    one(decision, "OFF-POS-2", "unknown", player="A2", at=1)


def test_an_unknown_half_does_not_matter_when_the_player_is_behind_the_ball() -> None:
    decision = run(incident(positions=[qualitative("A2", 1, half="unknown", ball="behind")]))
    assert decision.offside_offence is False
    assert decision.missing == ()
    one(decision, "OFF-POS-6", "ball_behind", player="A2")


# --- OFF-POS-3: arms and hands are ignored --------------------------------------------------


def test_only_an_arm_beyond_the_line_is_not_an_offside_position() -> None:
    position = qualitative("A2", 1, parts_beyond=["arm", "hand"])
    decision = run(incident(positions=[position]))
    assert decision.offside_offence is False
    ignored = one(decision, "OFF-POS-3", "arms_ignored", player="A2", at=1)
    assert ignored.facts["parts"] == "arm,hand"
    one(decision, "OFF-POS-7", "second_last_behind", player="A2")


def test_a_knee_beyond_the_line_is_offside_whatever_the_hand_does() -> None:
    position = qualitative("A2", 1, parts_beyond=["hand", "knee"])
    decision = run(incident(positions=[position]))
    assert verdict(decision) == (True, "A2", 1, 2)
    assert one(decision, "OFF-POS-3", "arms_ignored").facts["parts"] == "hand"
    one(decision, "OFF-POS-7", "second_last_ahead", player="A2")


def test_parts_beyond_are_only_read_when_the_player_is_ahead() -> None:
    position = qualitative("A2", 1, second_last="level", parts_beyond=["arm"])
    decision = run(incident(positions=[position]))
    assert decision.offside_offence is False
    assert not find(decision, "OFF-POS-3")
    one(decision, "OFF-POS-5", "level_is_onside")


# --- OFF-POS-4: the shoulder and the armpit line ---------------------------------------------


@pytest.mark.parametrize(
    ("day", "edition", "outcome"),
    [
        ("2021-07-01", "2021/22", "shoulder_counts"),
        ("2024-10-01", "2024/25", "shoulder_counts"),
        ("2021-06-30", "2020/21", "shoulder_counts_by_practice"),
        ("2019-08-10", "2019/20", "shoulder_counts_by_practice"),
    ],
)
def test_the_shoulder_counts_and_since_2021_22_the_law_says_where_the_arm_starts(
    day: str, edition: str, outcome: str
) -> None:
    match = {**incident()["match"], "date": day}
    position = qualitative("A2", 1, parts_beyond=["shoulder", "arm"])
    decision = run(incident(match=match, positions=[position]))
    assert decision.edition == edition
    assert verdict(decision) == (True, "A2", 1, 2)
    finding = one(decision, "OFF-POS-4", player="A2", at=1)
    assert finding.outcome == outcome
    assert finding.citation.edition == edition


def test_the_armpit_line_follows_an_explicit_edition() -> None:
    position = qualitative("A2", 1, parts_beyond=["shoulder"])
    data = incident(positions=[position])
    assert one(run(data, "2020/21"), "OFF-POS-4").outcome == "shoulder_counts_by_practice"
    assert one(run(data, "2021/22"), "OFF-POS-4").outcome == "shoulder_counts"


# --- OFF-POS-5: level is onside ---------------------------------------------------------------


def test_level_with_the_second_last_opponent_is_onside_in_words() -> None:
    decision = run(incident(positions=[qualitative("A2", 1, second_last="level")]))
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-POS-5", "level_is_onside", player="A2", at=1)
    one(decision, "OFF-POS-2", "not_offside_position", player="A2", at=1)
    assert decision.goal == "stands"


def test_level_with_the_second_last_opponent_is_onside_in_metres() -> None:
    data = incident(positions=[dist("A2", 1, 12.0, 30.0, {"D1": 12.0, "GK": 1.0})])
    decision = run(data)
    assert decision.offside_offence is False
    level = one(decision, "OFF-POS-5", "level_is_onside", player="A2")
    assert level.facts["second_last_player"] == "D1"
    assert level.facts["margin_cm"] == 0.0


def test_level_with_the_last_two_opponents_is_onside() -> None:
    data = incident(positions=[dist("A2", 1, 8.0, 30.0, {"D1": 8.0, "D2": 8.0, "GK": 20.0})])
    decision = run(data)
    assert decision.offside_offence is False
    one(decision, "OFF-POS-5", "level_is_onside", player="A2")


def test_a_centimetre_beyond_is_offside() -> None:
    data = incident(positions=[dist("A2", 1, 11.99, 30.0, {"D1": 12.0, "GK": 1.0})])
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    ahead = one(decision, "OFF-POS-7", "second_last_ahead", player="A2")
    assert ahead.facts["margin_cm"] == 1.0


# --- OFF-POS-6: the ball is part of the test --------------------------------------------------


@pytest.mark.parametrize(
    ("ball", "offside"), [("ahead", True), ("level", False), ("behind", False)]
)
def test_level_with_or_behind_the_ball_is_never_offside(ball: str, offside: bool) -> None:
    decision = run(incident(positions=[qualitative("A2", 1, ball=ball)]))
    assert decision.offside_offence is offside
    one(decision, "OFF-POS-6", f"ball_{ball}", player="A2", at=1)


def test_behind_the_ball_in_metres_even_far_beyond_the_defenders() -> None:
    data = incident(positions=[dist("A2", 1, 5.0, 4.0, {"D1": 30.0, "GK": 20.0})])
    decision = run(data)
    assert decision.offside_offence is False
    assert one(decision, "OFF-POS-6", "ball_behind").facts["ball_m"] == 4.0
    one(decision, "OFF-POS-7", "second_last_ahead", player="A2")


def test_level_with_the_ball_in_metres_is_onside() -> None:
    data = incident(positions=[dist("A2", 1, 5.0, 5.0, {"D1": 30.0, "GK": 20.0})])
    decision = run(data)
    assert decision.offside_offence is False
    one(decision, "OFF-POS-6", "ball_level", player="A2")


# --- OFF-POS-7: the second-last opponent, whoever it is ---------------------------------------


def test_the_second_last_opponent_is_found_from_the_distances() -> None:
    data = incident(positions=[dist("A2", 1, 9.0, 30.0, {"D1": 10.0, "D2": 15.0, "GK": 1.0})])
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    ahead = one(decision, "OFF-POS-7", "second_last_ahead", player="A2", at=1)
    assert ahead.facts["second_last_player"] == "D1"
    assert ahead.facts["last_player"] == "GK"
    assert ahead.facts["margin_cm"] == 100.0


def test_a_goalkeeper_upfield_leaves_two_defenders_as_the_last_two() -> None:
    # The keeper is 25 m out; D2 on the line is last, D1 at 6 m is second-last.
    opponents = {"GK": 25.0, "D1": 6.0, "D2": 0.5}
    decision = run(incident(positions=[dist("A2", 1, 5.0, 30.0, opponents)]))
    assert verdict(decision) == (True, "A2", 1, 2)
    ahead = one(decision, "OFF-POS-7", "second_last_ahead", player="A2")
    assert (ahead.facts["last_player"], ahead.facts["second_last_player"]) == ("D2", "D1")


def test_a_goalkeeper_upfield_behind_the_attacker() -> None:
    # Only the keeper (25 m) and D1 (6 m) are given: D1 last, keeper second-last.
    opponents = {"GK": 25.0, "D1": 6.0}
    decision = run(incident(positions=[dist("A2", 1, 20.0, 30.0, opponents)]))
    assert decision.offside_offence is True
    assert one(decision, "OFF-POS-7", "second_last_ahead").facts["second_last_player"] == "GK"


def test_behind_the_second_last_opponent_in_metres() -> None:
    data = incident(positions=[dist("A2", 1, 11.0, 30.0, {"D1": 10.0, "D2": 15.0, "GK": 1.0})])
    decision = run(data)
    assert decision.offside_offence is False
    behind = one(decision, "OFF-POS-7", "second_last_behind", player="A2")
    assert behind.facts["margin_cm"] == -100.0


def test_the_named_second_last_player_is_carried_into_the_trace() -> None:
    position = qualitative("A2", 1, second_last_player="D2", margin_cm=7.0)
    decision = run(incident(positions=[position]))
    ahead = one(decision, "OFF-POS-7", "second_last_ahead", player="A2")
    assert (ahead.facts["second_last_player"], ahead.facts["margin_cm"]) == ("D2", 7.0)


# --- OFF-POS-8: a defender off the field ------------------------------------------------------


def test_a_defender_off_over_the_goal_line_without_permission_counts_on_it() -> None:
    # Without D2 the second-last is D1 (12 m) and A2 at 5 m would be offside. D2, who
    # left over the goal line, counts as on it (0 m): D2 and GK (1 m) are now the last
    # two, and A2 is behind the second-last, GK.
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})
    decision = run(incident(positions=[position], off_field=[off_field("D2")]))
    assert decision.offside_offence is False
    counts = one(decision, "OFF-POS-8", "counts_on_line", player="D2", at=1)
    assert (counts.facts["line"], counts.facts["line_m"]) == ("goal_line", 0.0)
    behind = one(decision, "OFF-POS-7", "second_last_behind", player="A2")
    assert (behind.facts["second_last_player"], behind.facts["last_player"]) == ("GK", "D2")


def test_a_defender_off_over_the_touchline_counts_at_the_exit_point() -> None:
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})
    off = off_field("D2", crossed="touchline", exit_point_m=4.0)
    decision = run(incident(positions=[position], off_field=[off]))
    assert decision.offside_offence is False
    counts = one(decision, "OFF-POS-8", "counts_on_line", player="D2")
    assert (counts.facts["line"], counts.facts["line_m"]) == ("touchline", 4.0)
    assert one(decision, "OFF-POS-7", "second_last_behind").facts["second_last_player"] == "D2"


def test_a_defender_off_with_permission_does_not_count() -> None:
    # D2 was listed at 3 m but left with permission: the line is D1 at 12 m.
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "D2": 3.0, "GK": 1.0})
    decision = run(
        incident(positions=[position], off_field=[off_field("D2", with_permission=True)])
    )
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-POS-8", "does_not_count", player="D2", at=1)
    assert one(decision, "OFF-POS-7", "second_last_ahead").facts["second_last_player"] == "D1"


def test_a_defender_off_no_longer_counts_once_play_has_reset() -> None:
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})
    decision = run(incident(positions=[position], off_field=[off_field("D2", reset_since=True)]))
    assert decision.offside_offence is True
    one(decision, "OFF-POS-8", "does_not_count", player="D2")


@pytest.mark.parametrize(
    ("off", "field"),
    [
        ({"with_permission": "unknown"}, "off_field[0].with_permission"),
        ({"reset_since": "unknown"}, "off_field[0].reset_since"),
        ({"crossed": "touchline"}, "off_field[0].exit_point_m"),
    ],
)
def test_an_unknown_about_a_defender_off_the_field_is_named(
    off: dict[str, object], field: str
) -> None:
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})
    decision = run(incident(positions=[position], off_field=[off_field("D2", **off)]))
    assert decision.offside_offence is None
    assert missing_fields(decision) == [(field, "OFF-POS-8")]
    one(decision, "OFF-POS-2", "unknown", player="A2", at=1)


@pytest.mark.parametrize(
    "off",
    [{"with_permission": "unknown"}, {"reset_since": "unknown"}, {"crossed": "touchline"}],
)
def test_an_unknown_about_a_defender_off_the_field_that_cannot_matter(
    off: dict[str, object],
) -> None:
    # A2 at 20 m is behind D1 (12 m) wherever D2 counts, and if D2 does not count.
    position = dist("A2", 1, 20.0, 30.0, {"D1": 12.0, "GK": 1.0})
    decision = run(incident(positions=[position], off_field=[off_field("D2", **off)]))
    assert decision.offside_offence is False
    assert decision.missing == ()
    behind = one(decision, "OFF-POS-7", "second_last_behind", player="A2")
    assert behind.facts["off_field_unknown"] is True


def test_ahead_of_the_line_wherever_an_open_defender_counts() -> None:
    # A2 at 0.5 m is nearer the line than GK (1 m) even with D2 on the goal line.
    position = dist("A2", 1, 0.5, 30.0, {"D1": 12.0, "GK": 1.0})
    decision = run(
        incident(positions=[position], off_field=[off_field("D2", with_permission="unknown")])
    )
    assert verdict(decision) == (True, "A2", 1, 2)
    assert one(decision, "OFF-POS-7", "second_last_ahead").facts["off_field_unknown"] is True


def test_a_defender_off_the_field_at_another_moment_does_not_count() -> None:
    position = dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        positions=[position],
        off_field=[off_field("D2", at=2)],
    )
    decision = run(data)
    assert decision.offside_offence is True
    assert not find(decision, "OFF-POS-8")


# --- OFF-POS-9: an attacker coming back on from the goal line ----------------------------------


def test_an_attacker_re_entering_from_the_goal_line_counts_as_on_it() -> None:
    # A2 re-enters from behind the goal line and scores; no position is given.
    reentry = off_field("A2", reentered=True)
    decision = run(incident(off_field=[reentry], unlisted_positions="onside"))
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-POS-9", "treated_as_on_goal_line", player="A2", at=1)
    on_line = one(decision, "OFF-POS-2", "offside_position", player="A2", at=1)
    assert on_line.facts["from_goal_line"] is True


def test_a_re_entering_attacker_with_distances_is_measured_from_the_goal_line() -> None:
    # The given 30 m is replaced by 0 m (the goal line), ahead of D1 (12 m) and GK (1 m).
    reentry = off_field("A2", reentered=True)
    position = dist("A2", 1, 30.0, 40.0, {"D1": 12.0, "GK": 1.0})
    decision = run(incident(positions=[position], off_field=[reentry]))
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-POS-9", "treated_as_on_goal_line", player="A2")
    assert one(decision, "OFF-POS-2", "half_opponents", player="A2").facts["attacker_m"] == 0.0


def _reentry(reset_since: object) -> dict[str, object]:
    return off_field("A2", reset_since=reset_since, reentered=True)


def test_after_play_has_reset_a_re_entering_attacker_is_judged_where_he_is() -> None:
    # Behind the ball at A1's pass: onside, the goal-line rule no longer applies.
    data = incident(positions=[qualitative("A2", 1, ball="behind")], off_field=[_reentry(True)])
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert not find(decision, "OFF-POS-9")
    one(decision, "OFF-POS-6", "ball_behind", player="A2", at=1)


def test_not_knowing_whether_play_had_reset_leaves_a_re_entry_open() -> None:
    data = incident(
        positions=[qualitative("A2", 1, ball="behind")], off_field=[_reentry("unknown")]
    )
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("off_field[0].reset_since", "OFF-POS-9")]
    one(decision, "OFF-POS-2", "unknown", player="A2", at=1)


def test_not_knowing_whether_play_had_reset_does_not_matter_if_offside_anyway() -> None:
    data = incident(positions=[qualitative("A2", 1)], off_field=[_reentry("unknown")])
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    assert decision.missing == ()
    one(decision, "OFF-POS-2", "offside_position", player="A2", at=1)


def test_an_attacker_off_the_field_who_does_not_come_back_is_judged_as_given() -> None:
    off = off_field("A3")
    data = incident(positions=[qualitative("A2", 1, second_last="behind")], off_field=[off])
    decision = run(data)
    assert decision.offside_offence is False
    assert not find(decision, "OFF-POS-9")


# --- OFF-POS-10: an attacker standing inside the goal -----------------------------------------


def test_an_attacker_standing_in_the_goal_does_not_stop_the_goal() -> None:
    data = incident(
        ("A1", "pass"),
        ("A3", "shot"),
        positions=[qualitative("A3", 1, second_last="behind")],
        inside_goal=["A2"],
        unlisted_positions="onside",
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    one(decision, "OFF-POS-10", "inside_goal", player="A2")


def test_an_attacker_in_the_goal_who_blocks_the_keepers_view_is_penalised() -> None:
    data = incident(
        ("A1", "pass"),
        ("A3", "shot"),
        # A2 stands in the goal, nearer the goal line than the ball and the keeper, at
        # A3's shot (the moment of judgement), and blocks the keeper's view of it.
        positions=[qualitative("A2", 2), qualitative("A3", 1, second_last="behind")],
        involvements=[
            {"player": "A2", "after": 2, "kind": "obstructed_line_of_vision", "opponent": "GK"}
        ],
        inside_goal=["A2"],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 2, 2)
    assert decision.goal == "disallowed"
    one(decision, "OFF-POS-10", "inside_goal", player="A2")
    one(decision, "OFF-OFF-2", "interfering_with_opponent", player="A2")


def test_standing_in_the_goal_is_only_recorded_when_a_goal_is_scored() -> None:
    data = incident(inside_goal=["A2"], outcome="ball_out_of_play", unlisted_positions="onside")
    decision = run(data)
    assert decision.offside_offence is False
    assert not find(decision, "OFF-POS-10")
