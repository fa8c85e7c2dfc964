"""VAR protocol: category, attacking phase, factual vs subjective, procedure, outcome, restart."""

from __future__ import annotations

from typing import Any

from support import base_incident, qualitative, run, touches

from rules.incident import CLOSED_WORLD_OFFICIALS


def offside_goal(**officials: Any) -> dict[str, Any]:
    """A1 passes, A2 (ahead of the ball and the line) scores: an offside goal."""
    data = base_incident(positions=[qualitative("A2", 1)])
    # A textbook incident: what it does not say the officials did, they did not do.
    data["officials"] = {
        **CLOSED_WORLD_OFFICIALS,
        "on_field": "goal",
        "final": "no_goal",
        **officials,
    }
    return data


def onside_goal(**officials: Any) -> dict[str, Any]:
    data = base_incident(positions=[qualitative("A2", 1, second_last="behind")])
    data["officials"] = {**CLOSED_WORLD_OFFICIALS, "on_field": "goal", "final": "goal", **officials}
    return data


def var_rules(decision: Any) -> list[tuple[str, str]]:
    return [(f.rule, f.outcome) for f in decision.trace if f.citation.document == "VAR protocol"]


def test_no_officials_means_no_review() -> None:
    assert run(base_incident()).review is None


def test_goal_is_a_reviewable_category() -> None:
    d = run(offside_goal())
    assert d.review is not None
    assert d.review.category == "goal"
    assert ("VAR-CAT-1", "category_goal") in var_rules(d)
    assert d.review.reviewable is True


def test_offside_without_goal_is_not_reviewable() -> None:
    data = offside_goal(on_field="play_on", final="play_on")
    data["outcome"] = "play_continued"
    d = run(data)
    assert d.review is not None
    assert d.review.category == "none"
    assert d.review.reviewable is False
    assert ("VAR-CAT-1", "category_none") in var_rules(d)


def test_factual_error_is_corrected_by_a_var_only_review() -> None:
    d = run(offside_goal(review="var_only"))
    r = d.review
    assert r is not None
    assert r.nature == "factual"
    assert (r.correct_call, r.on_field_call, r.final_call) == ("no_goal", "goal", "no_goal")
    assert r.procedure == "var_only_review"
    assert r.outcome == "overturned"
    assert ("VAR-FACT-1", "var_only_review") in var_rules(d)
    assert r.restart is not None and r.restart.kind == "indirect_free_kick"
    assert r.restart.rule == "VAR-RESTART-1"


def test_correct_on_field_call_gets_a_silent_check() -> None:
    d = run(onside_goal())
    r = d.review
    assert r is not None
    assert r.procedure == "silent_check"
    assert r.outcome == "stood"
    assert ("VAR-PROC-1", "silent_check") in var_rules(d)
    assert r.restart is not None and r.restart.kind == "kick_off"


def test_subjective_call_goes_to_the_monitor_and_needs_a_clear_error() -> None:
    data = base_incident(
        sequence=touches(("A1", "shot"), ("GK", "save"), ("A1", "shot")),
        positions=[qualitative("A2", 1)],
        involvements=[
            {"player": "A2", "after": 2, "kind": "obstructed_line_of_vision", "opponent": "GK"}
        ],
    )
    data["officials"] = {"on_field": "goal", "final": "no_goal", "review": "on_field_review"}
    d = run(data)
    r = d.review
    assert r is not None
    # The position is a fact; the interference a judgement, and the contested one.
    assert r.nature == "both"
    assert r.procedure == "on_field_review"
    assert ("VAR-FACT-2", "on_field_review") in var_rules(d)
    assert ("VAR-PRIN-1", "clear_and_obvious_needed") in var_rules(d)


def test_subjective_no_interference_stands_as_referees_call() -> None:
    data = base_incident(
        sequence=[{"by": "A1", "action": "pass"}, {"by": "A1", "action": "shot"}],
        players=[
            {"id": "A1", "name": "Scorer", "team": "attacking"},
            {"id": "A2", "name": "Runner", "team": "attacking"},
            {"id": "D1", "name": "Defender", "team": "defending"},
            {"id": "GK", "name": "Keeper", "team": "defending", "goalkeeper": True},
        ],
        positions=[qualitative("A2", 1)],
        involvements=[{"player": "A2", "after": 1, "kind": "none"}],
    )
    data["officials"] = {"on_field": "goal", "final": "goal"}
    d = run(data)
    assert d.offside_offence is False
    r = d.review
    assert r is not None
    assert r.nature == "both"
    assert r.outcome == "stood_no_clear_error"


def test_wrong_call_cannot_be_corrected_once_play_restarted() -> None:
    data = onside_goal(on_field="offside_flag", final="no_goal", restarted_before_check=True)
    d = run(data)
    r = d.review
    assert r is not None
    assert r.correct_call == "goal"
    assert r.reviewable is False
    assert r.procedure == "no_review_possible"
    assert r.outcome == "uncorrectable"
    assert ("VAR-CAT-2", "play_restarted") in var_rules(d)


def test_uncorrected_factual_error() -> None:
    d = run(onside_goal(on_field="offside_flag", final="no_goal"))
    assert d.review is not None
    assert d.review.outcome == "wrong_not_corrected"


def test_wrongly_overturned() -> None:
    d = run(onside_goal(on_field="goal", final="no_goal", review="var_only"))
    assert d.review is not None
    assert d.review.outcome == "wrongly_overturned"


def test_defending_control_ends_the_attacking_phase() -> None:
    data = base_incident(
        sequence=touches(
            ("A1", "pass"),
            ("A2", "pass"),
            ("D1", "control"),
            ("D1", "unintended_touch"),
            ("A1", "shot"),
        ),
        positions=[qualitative("A2", 1)],
    )
    data["officials"] = {"on_field": "goal", "final": "goal"}
    d = run(data)
    assert d.offside_offence is True  # by Law 11, A2 was offside at touch 2
    r = d.review
    assert r is not None
    assert r.in_attacking_phase is False
    assert r.reviewable is False
    assert ("APP-2", "defending_control_ends_phase") in var_rules(d)


def test_deflection_does_not_end_the_attacking_phase() -> None:
    data = base_incident(
        sequence=touches(("A1", "pass"), ("D1", "deflection"), ("A2", "shot")),
        positions=[qualitative("A2", 1)],
    )
    data["officials"] = {"on_field": "goal", "final": "no_goal"}
    d = run(data)
    assert d.review is not None and d.review.in_attacking_phase is True
    assert ("APP-2", "phase_not_reset") in var_rules(d)


def test_premier_league_phase_test_is_a_judgement_call() -> None:
    data = base_incident(
        sequence=touches(
            ("A1", "pass"),
            ("A2", "pass"),
            {"by": "D1", "action": "clearance", "classification": "deflection"},
            ("A1", "shot"),
        ),
        positions=[qualitative("A2", 1)],
        competition_rules={"attacking_phase": "premier_league"},
    )
    data["officials"] = {"on_field": "goal", "final": "goal"}
    d = run(data)
    assert d.review is not None
    assert d.review.in_attacking_phase is None
    assert ("APP-3", "defence_may_have_reset") in var_rules(d)


def test_no_var_in_the_competition() -> None:
    data = offside_goal(final="goal")
    data["competition_rules"] = {"var_in_use": False}
    d = run(data)
    assert d.review is not None
    assert (d.review.outcome, d.review.reviewable) == ("no_var", False)


def test_delayed_flag_is_explained() -> None:
    d = run(offside_goal(on_field="offside_flag", delayed_flag=True))
    assert ("VAR-PROC-2", "delayed_flag") in var_rules(d)
    assert d.review is not None and d.review.outcome == "stood"


def test_penalty_category() -> None:
    data = base_incident(
        sequence=[{"by": "A1", "action": "pass"}],
        fouls=[{"by": "D1", "against": "A2", "after": 1, "free_kick": "penalty"}],
        positions=[qualitative("A2", 1, second_last="behind")],
        outcome="play_stopped",
    )
    data["officials"] = {"on_field": "penalty", "final": "penalty"}
    d = run(data)
    assert d.review is not None
    assert d.review.category == "penalty"
    assert d.review.correct_call == "penalty"
    assert d.review.restart is not None and d.review.restart.kind == "penalty_kick"


def test_unknown_officials_facts_give_unknown_outcome() -> None:
    d = run(offside_goal(on_field="unknown"))
    assert d.review is not None and d.review.outcome == "unknown"


def test_every_var_finding_cites_the_var_protocol() -> None:
    d = run(offside_goal(review="var_only"))
    for f in d.trace:
        if f.rule.startswith(("VAR-", "APP-", "SAOT-")):
            assert f.citation.document == "VAR protocol"
            assert f.citation.edition == d.edition


def test_2026_27_corner_award_note() -> None:
    data = base_incident(
        match={
            "competition": "Cup",
            "home": "H",
            "away": "A",
            "date": "2026-09-01",
            "minute": 5,
        },
        start={"kind": "corner_kick"},
        positions=[qualitative("A2", 1)],
    )
    data["officials"] = {"on_field": "goal", "final": "goal"}
    d = run(data)
    # Only a competition that opted in lets VAR look at corner awards.
    assert ("VAR-CAT-3", "corner_review_not_in_competition") in var_rules(d)
    assert ("VAR-CAT-3", "corner_award_only_before_the_kick") not in var_rules(d)
    data["competition_rules"] = {"var_corner_review": True}
    d = run(data)
    assert ("VAR-CAT-3", "corner_award_only_before_the_kick") in var_rules(d)
    # Before 2026/27 the option does not exist, whatever the competition says.
    data["match"]["date"] = "2025-09-01"
    assert not [r for r in var_rules(run(data)) if r[0] == "VAR-CAT-3"]
    data["match"]["date"] = "2025-09-01"
    assert ("VAR-CAT-3", "corner_award_only_before_the_kick") not in var_rules(run(data))


def _reviewed(review: str, announcements: str) -> list[tuple[str, str]]:
    data = base_incident(positions=[qualitative("A2", 1)])
    data["officials"] = {"on_field": "goal", "review": review, "final": "no_goal"}
    data["competition_rules"] = {"announcements": announcements}
    return var_rules(run(data))


def test_the_announcement_follows_the_competitions_practice() -> None:
    # Every review announced (the IFAB trial), or only on-field reviews (the Premier League).
    assert ("VAR-ANNOUNCE-1", "announced") in _reviewed("var_only", "every_review")
    assert ("VAR-ANNOUNCE-1", "announced") in _reviewed("on_field_review", "on_field_reviews")
    assert ("VAR-ANNOUNCE-1", "not_announced") in _reviewed("var_only", "on_field_reviews")
    assert not [r for r in _reviewed("var_only", "none") if r[0] == "VAR-ANNOUNCE-1"]


def test_the_announcement_says_the_final_decision_and_the_offence() -> None:
    data = base_incident(positions=[qualitative("A2", 1)])
    data["officials"] = {"on_field": "goal", "review": "var_only", "final": "no_goal"}
    data["competition_rules"] = {"announcements": "every_review"}
    d = run(data)
    said = next(f for f in d.trace if f.rule == "VAR-ANNOUNCE-1")
    assert said.player == "A2"
    assert said.facts == {"review": "var_only", "final": "no_goal", "offence": "offside"}


def test_a_change_with_no_review_is_the_referees_under_law_5() -> None:
    """No review, yet the decision changed: the referee's own change (REF-CHANGE-1), not a
    VAR-PRIN-2 outcome. Version 1 of the incident says the same of a review it does not
    give (what it does not say did not happen), as its stored version 2 copy does."""
    d = run(onside_goal(on_field="offside_flag", final="goal", review="none"))
    assert d.review is not None and d.review.outcome == "changed_without_review"
    found = [(f.rule, f.outcome) for f in d.trace]
    assert ("REF-CHANGE-1", "changed_without_review") in found
    assert not [o for rule, o in found if rule == "VAR-PRIN-2"]
    old = onside_goal(on_field="offside_flag", final="goal")
    del old["officials"]["review"]
    old["schema_version"] = 1
    v1 = run(old)
    assert v1.review is not None and v1.review.outcome == "changed_without_review"


def test_not_checked_or_no_var_and_changed_is_the_referees_change() -> None:
    unchecked = run(onside_goal(on_field="offside_flag", final="goal", var_checked=False))
    assert unchecked.review is not None
    assert unchecked.review.outcome == "changed_without_review"
    data = onside_goal(on_field="offside_flag", final="goal", review="unknown")
    data["competition_rules"] = {"var_in_use": False}
    no_var = run(data)
    assert no_var.review is not None and no_var.review.outcome == "changed_without_review"
    reviewed = run(onside_goal(on_field="offside_flag", final="goal", review="var_only"))
    assert reviewed.review is not None and reviewed.review.outcome == "overturned"
