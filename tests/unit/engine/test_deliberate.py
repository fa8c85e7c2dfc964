"""Law 11.2: an opponent's touch - deliberate play, deflection, save (OFF-DP-1 ... 4)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import find, incident, missing_fields, one, qualitative, run, verdict

from rules import Incident, analyse

ALL_FOR = {
    "travelled_from_distance_clear_view": True,
    "not_moving_quickly": True,
    "direction_not_unexpected": True,
    "time_to_coordinate": True,
    "on_the_ground": True,
}
ALL_AGAINST = dict.fromkeys(ALL_FOR, False)


def touched(day: str = "2024-10-01", **touch: Any) -> dict[str, Any]:
    """A1 passes with A2 offside; D1 touches the ball (``touch``); A2 scores."""
    match = {**incident()["match"], "date": day}
    return incident(
        ("A1", "pass"),
        {"by": "D1", "action": "clearance", **touch},
        ("A2", "shot"),
        match=match,
        positions=[qualitative("A2", 1)],
    )


# --- OFF-DP-1: a deliberate play by an opponent resets --------------------------------------


def test_an_opponents_deliberate_play_means_no_offside() -> None:
    decision = run(touched(classification="deliberate_play"))
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    play = one(decision, "OFF-DP-1", "deliberate_play", at=2, player="D1")
    assert play.overrides == "OFF-OFF-3"
    assert play.facts["basis"] == "officials"
    one(decision, "PHASE-2", "reset", at=2)
    assert not find(decision, "OFF-OFF-3")


def test_an_inaccurate_deliberate_pass_by_an_opponent_still_resets() -> None:
    # The action alone says it was a deliberate play (a pass) when nobody classified it.
    decision = run(touched(action="pass"))
    assert decision.offside_offence is False
    assert one(decision, "OFF-DP-1", "deliberate_play").facts["basis"] == "action"


@pytest.mark.parametrize("day", ["2020-06-01", "2024-10-01"])
def test_a_deliberate_handball_is_a_deliberate_play_from_2020_21(day: str) -> None:
    decision = run(touched(day, action="deliberate_handball"))
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-DP-1", "deliberate_handball", at=2, player="D1")
    one(decision, "PHASE-2", "reset", at=2)


def test_a_deliberate_handball_was_not_covered_in_2019_20() -> None:
    decision = run(touched("2020-05-31", action="deliberate_handball"))
    assert decision.edition == "2019/20"
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-1")]
    handball = one(decision, "OFF-DP-1", "handball_not_covered", at=2, player="D1")
    assert handball.judgement is True


def test_the_handball_clause_follows_an_explicit_edition() -> None:
    data = touched("2020-05-31", classification="deliberate_handball")
    assert run(data, "2019/20").offside_offence is None
    assert run(data, "2020/21").offside_offence is False


# --- a deflection does not reset (PHASE-2 not_reset, OFF-OFF-3) ------------------------------


@pytest.mark.parametrize(
    "touch",
    [{"classification": "deflection"}, {"action": "deflection"}, {"action": "unintended_touch"}],
)
def test_a_deflection_off_an_opponent_does_not_reset(touch: dict[str, str]) -> None:
    decision = run(touched(**touch))
    assert verdict(decision) == (True, "A2", 1, 3)
    assert decision.offence_rule == "OFF-OFF-3"
    one(decision, "PHASE-2", "not_reset", at=2, player="D1")
    advantage = one(decision, "OFF-OFF-3", "gaining_advantage", player="A2", at=3)
    assert advantage.facts["via"] == "deflection"
    assert "hit_a_defender" in [m.id for m in decision.misconceptions]


# --- OFF-DP-4: a save never resets ----------------------------------------------------------


@pytest.mark.parametrize("by", ["GK", "D1"])
def test_a_deliberate_save_by_any_opponent_does_not_reset(by: str) -> None:
    data = touched(action="save")
    data["sequence"][1]["by"] = by
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 3)
    assert decision.offence_rule == "OFF-OFF-3"
    no_reset = one(decision, "OFF-DP-4", "save_no_reset", at=2, player=by)
    assert no_reset.overrides == "OFF-DP-1"
    one(decision, "OFF-DP-4", "save_gives_advantage", at=3, player="A2")
    assert one(decision, "OFF-OFF-3", "gaining_advantage").facts["via"] == "save"
    assert not find(decision, "PHASE-2", "reset")


def test_a_save_overrides_a_deliberate_looking_action() -> None:
    # The defender meant to play it, but the officials called it a save: no reset.
    decision = run(touched(action="deliberate_play", classification="save"))
    assert decision.offside_offence is True
    assert one(decision, "OFF-DP-4", "save_no_reset").facts["basis"] == "officials"
    assert not find(decision, "OFF-DP-1")


# --- OFF-DP-2 / OFF-DP-3: control and the 2022 indicators ------------------------------------


def test_all_indicators_of_control_make_a_deliberate_play_from_2022_23() -> None:
    decision = run(touched("2022-10-01", indicators=ALL_FOR))
    assert decision.edition == "2022/23"
    assert verdict(decision) == (False, None, None, None)
    criteria = one(decision, "OFF-DP-3", "indicators_deliberate_play", at=2, player="D1")
    assert criteria.facts["on_the_ground"] is True
    one(decision, "OFF-DP-2", "control", at=2)
    assert one(decision, "OFF-DP-1", "deliberate_play").facts["basis"] == "criteria"


def test_all_indicators_against_control_make_a_deflection() -> None:
    decision = run(touched("2023-10-01", indicators=ALL_AGAINST))
    assert verdict(decision) == (True, "A2", 1, 3)
    one(decision, "OFF-DP-3", "indicators_deflection", at=2)
    assert one(decision, "PHASE-2", "not_reset").facts["basis"] == "criteria"


def test_having_control_decides_whatever_the_other_indicators_say() -> None:
    indicators = {**ALL_AGAINST, "had_control": True}
    decision = run(touched("2023-10-01", indicators=indicators))
    assert decision.offside_offence is False
    one(decision, "OFF-DP-3", "indicators_deliberate_play")


def test_mixed_indicators_fall_back_to_the_action() -> None:
    mixed = {"not_moving_quickly": True, "on_the_ground": False}
    decision = run(touched("2023-10-01", indicators=mixed))
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-2")]
    one(decision, "OFF-DP-3", "indicators_mixed")
    one(decision, "OFF-DP-2", "undetermined", at=2, player="D1")
    # ... and a telling action then decides.
    decision = run(touched("2023-10-01", indicators=mixed, action="deflection"))
    assert decision.offside_offence is True
    one(decision, "OFF-DP-3", "indicators_mixed")


def test_indicators_are_not_used_before_2022_23() -> None:
    decision = run(touched("2022-06-30", indicators=ALL_AGAINST))
    assert decision.edition == "2021/22"
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-2")]
    assert not find(decision, "OFF-DP-3")
    # The same incident under 2022/23 is decided by the indicators.
    later = run(touched("2022-06-30", indicators=ALL_AGAINST), "2022/23")
    assert later.offside_offence is True
    one(later, "OFF-DP-3", "indicators_deflection")


@pytest.mark.parametrize(
    "day",
    [
        pytest.param("2021-10-01", id="before 2022/23"),
        pytest.param("2022-07-10", id="in 2022/23 before the circular of 27 July"),
    ],
)
def test_a_deliberate_play_before_the_criteria_has_no_control_finding(day: str) -> None:
    decision = run(touched(day, classification="deliberate_play"))
    assert decision.offside_offence is False
    one(decision, "OFF-DP-1", "deliberate_play")
    assert not find(decision, "OFF-DP-2")


def test_the_officials_call_stands_on_the_day_over_the_indicators() -> None:
    data = touched("2023-10-01", classification="deliberate_play", indicators=ALL_AGAINST)
    decision = run(data)
    assert decision.offside_offence is False
    play = one(decision, "OFF-DP-1", "deliberate_play")
    assert (play.facts["basis"], play.facts["criteria"]) == ("officials", "deflection")


def test_under_other_laws_the_indicators_replace_the_officials_call() -> None:
    data = touched("2023-10-01", classification="deliberate_play", indicators=ALL_AGAINST)
    decision = run(data, "2025/26")
    assert decision.offside_offence is True
    assert one(decision, "PHASE-2", "not_reset").facts["basis"] == "criteria"


def test_the_comparison_with_today_reads_the_indicators_not_the_officials_call() -> None:
    # The decision of the day cannot stand in for today's Laws (rules/analysis/runs.py):
    # its run asked whether its Laws were the officials' own, and today's are not.
    data = touched("2023-10-01", classification="deliberate_play", indicators=ALL_AGAINST)
    comparison = analyse(Incident.model_validate(data)).edition_comparison
    assert comparison is not None
    assert (comparison.then_offside, comparison.now_offside) == (False, True)
    assert comparison.changed


def test_an_unknown_classification_is_read_from_a_telling_action() -> None:
    decision = run(touched(classification="unknown", action="deflection"))
    assert decision.offside_offence is True
    assert one(decision, "PHASE-2", "not_reset").facts["basis"] == "action"


def test_an_unclassified_clearance_is_undetermined() -> None:
    decision = run(touched(classification="unknown"))
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-2")]
    one(decision, "OFF-DP-2", "undetermined", at=2)


def test_how_an_opponent_touched_it_does_not_matter_when_nobody_is_offside() -> None:
    data = touched(classification="unknown")
    data["positions"] = [qualitative("A2", 1, second_last="behind")]
    data["unlisted_positions"] = "onside"  # nor A3 nor the keeper
    decision = run(data)
    assert decision.offside_offence is False
    assert decision.missing == ()
    assert not find(decision, "OFF-DP-2")


# --- The circular of 27 July 2022 ------------------------------------------------------------


def test_between_1_and_27_july_2022_the_criteria_were_not_yet_issued() -> None:
    # The 2022/23 Laws were in force, but the IFAB circular came out on 27 July.
    decision = run(touched("2022-07-20", indicators=ALL_AGAINST))
    assert decision.edition == "2022/23"
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("sequence[1].classification", "OFF-DP-2")]
    note = one(decision, "OFF-DP-3", "not_yet_issued", at=2, player="D1")
    assert (note.facts["issued"], note.facts["match_date"]) == ("2022-07-27", "2022-07-20")
    assert not find(decision, "OFF-DP-3", "indicators_deflection")


def test_from_27_july_2022_the_criteria_apply() -> None:
    decision = run(touched("2022-07-27", indicators=ALL_AGAINST))
    assert decision.offside_offence is True
    one(decision, "OFF-DP-3", "indicators_deflection")
    assert not find(decision, "OFF-DP-3", "not_yet_issued")


def test_before_the_circular_the_comparison_with_today_applies_the_criteria() -> None:
    # The run of the day asked whether the criteria applied (not yet): today they do.
    data = touched("2022-07-20", indicators=ALL_AGAINST)
    comparison = analyse(Incident.model_validate(data)).edition_comparison
    assert comparison is not None
    assert (comparison.then_offside, comparison.now_offside) == (None, True)


def test_asking_for_the_2022_23_laws_applies_the_criteria_whatever_the_date() -> None:
    decision = run(touched("2022-07-20", indicators=ALL_AGAINST), "2022/23")
    assert decision.offside_offence is True
    one(decision, "OFF-DP-3", "indicators_deflection")
