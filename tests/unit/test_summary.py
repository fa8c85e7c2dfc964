"""The summary: what the Law says, what the officials did, what stood, whether it was right,
and the findings it turns on (rules/summary.py, rules/reasons.py, rules/misconceptions.py)."""

from __future__ import annotations

from typing import Any

import pytest
from support import base_incident, qualitative, run, touches

from explainer.casebook import case, cases
from rules import Decision, Summary
from rules.incident import CLOSED_WORLD_OFFICIALS


def summary(d: Decision) -> Summary:
    assert d.summary is not None
    return d.summary


def decisive(d: Decision) -> list[tuple[str, str, int | None, str | None]]:
    return [(r.rule, r.outcome, r.at, r.player) for r in summary(d).decisive]


def with_officials(data: dict[str, Any], **officials: Any) -> dict[str, Any]:
    """A textbook incident's officials: what it does not say they did, they did not do."""
    data["officials"] = {**CLOSED_WORLD_OFFICIALS, "on_field": "goal", "final": "goal", **officials}
    return data


def test_an_unreported_restart_before_the_check_leaves_what_stood_open() -> None:
    # Version 2: nobody said whether play restarted before the check, so whether VAR could
    # still correct the factual error is not known, and what stood is not either.
    data = base_incident(positions=[qualitative("A2", 1)])
    data["officials"] = {"on_field": "goal", "final": "unknown"}
    s = summary(run(data))
    assert (s.stood, s.law.call) == ("undetermined", "no_goal")
    assert [m.field for m in s.depends_on] == [
        "officials.final",
        "officials.restarted_before_check",
    ]


def offside_goal(**officials: Any) -> dict[str, Any]:
    return with_officials(base_incident(positions=[qualitative("A2", 1)]), **officials)


def onside_goal(**officials: Any) -> dict[str, Any]:
    data = base_incident(positions=[qualitative("A2", 1, second_last="behind")])
    return with_officials(data, **officials)


# --- the Law alone -----------------------------------------------------------------------------


def test_without_officials_what_stood_is_the_laws_answer() -> None:
    s = summary(run(base_incident(positions=[qualitative("A2", 1)])))
    assert (s.stood, s.stood_basis, s.correct, s.officials) == ("no_goal", "law", None, None)
    assert (s.law.offside_offence, s.law.call, s.reason) == (True, "no_goal", "offside")


def test_without_officials_an_unsettled_fact_leaves_it_undetermined() -> None:
    d = run(base_incident(positions=[qualitative("A2", 1, second_last="unknown")]))
    s = summary(d)
    assert (s.stood, s.stood_basis, s.correct, s.reason) == (
        "undetermined",
        None,
        None,
        "unsettled_fact",
    )
    assert [m.field for m in s.depends_on] == [m.field for m in d.missing] != []
    assert decisive(d) == [("OFF-POS-2", "unknown", 1, "A2")]


def test_kane_turns_on_his_position_and_the_deflection_that_did_not_change_it() -> None:
    found = case("2022-10-26-tottenham-sporting-kane")
    assert found is not None
    from rules import decide

    d = decide(found.incident)
    assert decisive(d) == [
        ("OFF-POS-2", "offside_position", 2, "kane"),
        ("PHASE-2", "not_reset", 3, "nazinho"),
    ]
    s = summary(d)
    assert all(d.trace[r.index].rule == r.rule for r in s.decisive)
    assert s.nature == "both"


def test_a_deliberate_play_decides_only_if_the_player_then_took_part() -> None:
    # A2 offside at A1's pass, D1 plays it deliberately, A2 scores: the reset decides.
    data = base_incident(
        sequence=touches(("A1", "pass"), ("D1", "deliberate_play"), ("A2", "shot")),
        positions=[qualitative("A2", 1)],
    )
    d = run(data)
    assert summary(d).reason == "deliberate_play"
    assert decisive(d) == [
        ("OFF-POS-2", "offside_position", 1, "A2"),
        ("OFF-DP-1", "deliberate_play", 2, "D1"),
    ]
    assert [m.id for m in d.misconceptions] == ["clearly_beyond"]
    # The same reset, but A1 scores: A2's position never mattered, he was not involved.
    data["sequence"][2] = {"by": "A1", "action": "shot"}
    d = run(data)
    assert summary(d).reason == "not_involved"
    assert decisive(d)[0] == ("OFF-POS-2", "offside_position", 1, "A2")


def test_onside_turns_on_the_part_of_the_test_that_failed() -> None:
    d = run(base_incident(positions=[qualitative("A2", 1, ball="behind")]))
    assert summary(d).reason == "onside"
    assert decisive(d) == [("OFF-POS-6", "ball_behind", 1, "A2")]
    d = run(base_incident(positions=[qualitative("A2", 1, half="own")]))
    assert decisive(d) == [("OFF-POS-2", "half_own", 1, "A2")]


# --- what the officials did ------------------------------------------------------------------


def test_a_reported_final_decision_is_what_stood() -> None:
    s = summary(run(offside_goal(final="no_goal", review="var_only")))
    assert (s.stood, s.stood_basis, s.correct) == ("no_goal", "reported", True)
    assert s.officials is not None
    assert (s.officials.on_field, s.officials.final, s.officials.var) == (
        "goal",
        "no_goal",
        "reviewed",
    )


def test_a_wrong_decision_that_stood_is_named_with_the_protocols_reason() -> None:
    s = summary(run(offside_goal(restarted_before_check=True)))
    assert (s.stood, s.correct, s.reason) == ("goal", False, "play_restarted")
    assert s.law.reason == "offside"  # what the Law says is kept apart
    assert [r.rule for r in s.decisive] == ["OFF-POS-2", "VAR-CAT-2"]
    assert s.officials is not None and s.officials.var == "could_not_review"


def test_unreported_final_decision_the_protocol_settles() -> None:
    # The Law agrees with the on-field goal: VAR had nothing to change.
    s = summary(run(onside_goal(final="unknown")))
    assert (s.stood, s.stood_basis, s.correct) == ("goal", "on_field", True)
    # A factual error VAR must correct.
    s = summary(run(offside_goal(final="unknown")))
    assert (s.stood, s.stood_basis, s.correct) == ("no_goal", "protocol", True)


def test_an_unreported_final_decision_on_a_judgement_stays_open() -> None:
    data = base_incident(
        sequence=[{"by": "A1", "action": "shot"}, {"by": "GK", "action": "save"}],
        positions=[qualitative("A2", 1)],
        involvements=[
            {"player": "A2", "after": 1, "kind": "obstructed_line_of_vision", "opponent": "GK"}
        ],
        outcome="ball_out_of_play",
    )
    data["outcome"] = "goal_scored"
    data["sequence"].append({"by": "A1", "action": "shot"})
    d = run(with_officials(data, final="unknown"))
    s = summary(d)
    assert (s.stood, s.reason) == ("undetermined", "unsettled_officials")
    assert "officials.final" in [m.field for m in s.depends_on]


def test_an_unsettled_fact_and_no_final_decision_leave_what_stood_open() -> None:
    # What the reports leave out, the VAR may have seen: with the final decision not
    # reported, the on-field call is not taken to have stood.
    data = base_incident(positions=[qualitative("A2", 1, second_last="unknown")])
    d = run(with_officials(data, on_field="offside_flag", final="unknown"))
    s = summary(d)
    assert (s.stood, s.stood_basis, s.correct, s.reason) == (
        "undetermined",
        None,
        None,
        "unsettled_fact",
    )
    fields = [m.field for m in s.depends_on]
    assert fields[0] == "positions[0].where.second_last" and "officials.final" in fields
    assert d.review is not None and d.review.outcome == "unknown"


def test_an_arguable_call_that_stood_stands_without_a_clear_error() -> None:
    # Reported as stood: the Law unsettled, nothing shows a clear and obvious error in it.
    data = base_incident(positions=[qualitative("A2", 1, second_last="unknown")])
    d = run(with_officials(data, on_field="offside_flag", final="no_goal"))
    s = summary(d)
    assert (s.stood, s.stood_basis, s.correct) == ("no_goal", "reported", None)
    assert d.review is not None and d.review.outcome == "stood_no_clear_error"


def test_a_decision_changed_on_review_when_the_law_cannot_say() -> None:
    data = base_incident(positions=[qualitative("A2", 1, second_last="unknown")])
    s = summary(run(with_officials(data, final="no_goal")))
    assert (s.stood, s.stood_basis, s.correct, s.reason) == (
        "no_goal",
        "reported",
        None,
        "unsettled_fact",
    )


def test_the_competitions_tolerance_makes_the_goal_right() -> None:
    data = offside_goal(on_field="offside_flag")
    data["competition_rules"] = {"offside_tolerance_cm": 5}
    data["measurements"] = [
        {"position": 0, "technology": "semi_automated", "frame_rate_fps": 50, "margin_cm": 3}
    ]
    s = summary(run(data))
    assert (s.law.offside_offence, s.law.call, s.law.competition_call) == (True, "no_goal", "goal")
    assert (s.stood, s.correct, s.reason) == ("goal", True, "offside_within_tolerance")
    assert [r.rule for r in s.decisive] == ["OFF-POS-2", "VAR-FACT-3"]


def test_no_var_keeps_a_wrong_goal() -> None:
    data = offside_goal()
    data["competition_rules"] = {"var_in_use": False}
    s = summary(run(data))
    assert (s.stood, s.correct, s.reason) == ("goal", False, "no_var")
    assert s.officials is not None and s.officials.var == "no_var"


def test_an_offence_in_an_earlier_attacking_phase() -> None:
    data = base_incident(
        sequence=touches(("A1", "pass"), ("A2", "pass"), ("D1", "control"), ("A1", "shot")),
        positions=[qualitative("A2", 1)],
        unlisted_positions="onside",
    )
    s = summary(run(with_officials(data)))
    assert (s.stood, s.correct, s.reason) == ("goal", False, "outside_attacking_phase")
    assert s.officials is not None and s.officials.blocked_by == "outside_attacking_phase"
    assert [(r.rule, r.outcome) for r in s.decisive][-1] == (
        "APP-2",
        "defending_control_ends_phase",
    )


# --- every casebook incident -------------------------------------------------------------------


@pytest.mark.parametrize("slug", [c.slug for c in cases()])
def test_every_casebook_summary_points_into_its_own_trace(slug: str) -> None:
    from rules import decide

    found = case(slug)
    assert found is not None
    d = decide(found.incident)
    s = summary(d)
    assert 1 <= len(s.decisive) <= 3
    for ref in s.decisive:
        f = d.trace[ref.index]
        assert (f.rule, f.outcome, f.at, f.player) == (ref.rule, ref.outcome, ref.at, ref.player)
    assert d.review is not None and s.nature == d.review.nature
    assert s.stood != "undetermined" and s.correct is not None


def test_a_decision_changed_with_no_review_is_the_referees_change_not_vars() -> None:
    """REF-CHANGE-1 (Law 5.2): the reports say there was no review, yet the decision
    changed: the referee changed it before the restart. The summary says VAR only checked,
    and a wrong change is named as the referee's, never as a review's."""
    right = summary(run(offside_goal(final="no_goal", review="none")))
    assert (right.stood, right.correct, right.reason) == ("no_goal", True, "offside")
    assert right.officials is not None
    assert (right.officials.var, right.officials.outcome) == ("checked", "changed_without_review")
    wrong = summary(run(offside_goal(on_field="offside_flag", final="goal", review="none")))
    assert (wrong.stood, wrong.correct, wrong.reason) == ("goal", False, "changed_without_review")
    assert [r.rule for r in wrong.decisive] == ["OFF-POS-2", "OFF-OFF-1", "REF-CHANGE-1"]


def test_without_var_a_changed_decision_is_the_referees_own() -> None:
    data = offside_goal(on_field="offside_flag", final="goal")
    data["competition_rules"] = {"var_in_use": False}
    s = summary(run(data))
    assert (s.stood, s.correct, s.reason) == ("goal", False, "changed_without_review")
    assert s.officials is not None and s.officials.var == "no_var"
