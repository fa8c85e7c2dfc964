"""The VAR protocol, as it bears on goals."""

from __future__ import annotations

from typing import Final, Literal

from rules.catalogue.clause import (
    FACT,
    JUDGEMENT,
    LAW_5,
    PROCEDURE,
    VAR,
    Clause,
    Outcome,
    clause,
)
from rules.trace import RestartKind, VarOutcome


# VAR protocol, as it bears on goals
class VarPrin1(Clause):
    rule: Final = clause(
        "VAR-PRIN-1",
        VAR,
        "1. Principles (3)",
        PROCEDURE,
        title="Only clear and obvious errors",
    )
    clear_and_obvious_needed: Final = rule.outcome("clear_and_obvious_needed")
    no_clear_error_shown: Final = rule.outcome("no_clear_error_shown")


# Law 5.2, beside the protocol: the referee's own change of a decision, with no review
class RefChange1(Clause):
    rule: Final = clause(
        "REF-CHANGE-1",
        LAW_5,
        "5.2",
        PROCEDURE,
        title="The referee may change a decision until play restarts",
    )
    changed_without_review: Final = rule.outcome("changed_without_review")


class VarPrin2(Clause):
    rule: Final = clause(
        "VAR-PRIN-2",
        VAR,
        "1. Principles (2, 5)",
        PROCEDURE,
        title="The referee decides, and the decision stands unless changed",
    )
    stood: Final = rule.outcome("stood")
    stood_no_clear_error: Final = rule.outcome("stood_no_clear_error")
    overturned: Final = rule.outcome("overturned")
    wrongly_overturned: Final = rule.outcome("wrongly_overturned")
    wrong_not_corrected: Final = rule.outcome("wrong_not_corrected")
    not_reviewable: Final = rule.outcome("not_reviewable")
    uncorrectable: Final = rule.outcome("uncorrectable")
    not_checked: Final = rule.outcome("not_checked")
    no_var: Final = rule.outcome("no_var")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    by_review: Final[dict[VarOutcome, Outcome]] = {
        "stood": stood,
        "stood_no_clear_error": stood_no_clear_error,
        "overturned": overturned,
        "wrongly_overturned": wrongly_overturned,
        "wrong_not_corrected": wrong_not_corrected,
        "not_reviewable": not_reviewable,
        "uncorrectable": uncorrectable,
        "not_checked": not_checked,
        "no_var": no_var,
        "unknown": unknown,
    }


class VarTrial1(Clause):
    rule: Final = clause(
        "VAR-TRIAL-1",
        VAR,
        "IFAB experiment (2016 to 2018)",
        PROCEDURE,
        title="Before 2018/19, VAR was an experiment",
    )
    experiment: Final = rule.outcome("experiment")


class VarCat1(Clause):
    rule: Final = clause(
        "VAR-CAT-1",
        VAR,
        "2. Reviewable decisions (a)",
        PROCEDURE,
        title="What VAR may review",
    )
    category_goal: Final = rule.outcome("category_goal")
    category_penalty: Final = rule.outcome("category_penalty")
    category_none: Final = rule.outcome("category_none")
    by_category: Final[dict[Literal["goal", "penalty", "none"], Outcome]] = {
        "goal": category_goal,
        "penalty": category_penalty,
        "none": category_none,
    }


class VarCat2(Clause):
    rule: Final = clause(
        "VAR-CAT-2",
        VAR,
        "1. Principles (10)",
        PROCEDURE,
        title="No review once play has restarted",
    )
    play_restarted: Final = rule.outcome("play_restarted")


class VarCat3(Clause):
    rule: Final = clause(
        "VAR-CAT-3",
        VAR,
        "2. Reviewable decisions",
        PROCEDURE,
        since="2026/27",
        title="VAR's wider remit from 2026/27",
    )
    corner_award_only_before_the_kick: Final = rule.outcome("corner_award_only_before_the_kick")
    corner_review_not_in_competition: Final = rule.outcome("corner_review_not_in_competition")


class App1(Clause):
    rule: Final = clause(
        "APP-1",
        VAR,
        "4. Procedures: review",
        PROCEDURE,
        title="VAR looks back to the start of the attack",
    )
    whole_sequence_in_phase: Final = rule.outcome("whole_sequence_in_phase")


class App2(Clause):
    rule: Final = clause(
        "APP-2",
        VAR,
        "4. Procedures: review",
        PROCEDURE,
        title="What ends the attacking phase",
    )
    defending_control_ends_phase: Final = rule.outcome("defending_control_ends_phase")
    phase_not_reset: Final = rule.outcome("phase_not_reset")


class App3(Clause):
    rule: Final = clause(
        "APP-3",
        VAR,
        "4. Procedures: review (competition practice)",
        JUDGEMENT,
        title="The attacking phase as some competitions judge it",
    )
    defence_may_have_reset: Final = rule.outcome("defence_may_have_reset")


class App4(Clause):
    rule: Final = clause(
        "APP-4",
        VAR,
        "2. Reviewable decisions: goal/no goal (an attacking-team offence in the build-up)",
        JUDGEMENT,
        title="A goal ruled out with no offside: an offence earlier in the attack",
    )
    unreported_offence: Final = rule.outcome("unreported_offence", unsettled=True)


class VarFact1(Clause):
    rule: Final = clause(
        "VAR-FACT-1",
        VAR,
        "4. Procedures: review",
        FACT,
        title="Facts are corrected on the VAR's word",
    )
    var_only_review: Final = rule.outcome("var_only_review")


class VarFact2(Clause):
    rule: Final = clause(
        "VAR-FACT-2",
        VAR,
        "4. Procedures: review",
        JUDGEMENT,
        title="Judgement calls are reviewed at the monitor",
    )
    on_field_review: Final = rule.outcome("on_field_review")


class VarFact3(Clause):
    rule: Final = clause(
        "VAR-FACT-3",
        VAR,
        "4. Procedures: review (competition practice)",
        PROCEDURE,
        title="No tolerance in the Law, some in practice",
    )
    onside_by_measure: Final = rule.outcome("onside_by_measure")
    tolerance_applied: Final = rule.outcome("tolerance_applied")
    no_tolerance: Final = rule.outcome("no_tolerance")
    beyond_tolerance: Final = rule.outcome("beyond_tolerance")


class VarProc1(Clause):
    rule: Final = clause(
        "VAR-PROC-1",
        VAR,
        "4. Procedures: check",
        PROCEDURE,
        title="A silent check",
    )
    silent_check: Final = rule.outcome("silent_check")


class VarProc2(Clause):
    rule: Final = clause(
        "VAR-PROC-2",
        VAR,
        "4. Procedures: delayed flag",
        PROCEDURE,
        title="The delayed flag",
    )
    delayed_flag: Final = rule.outcome("delayed_flag")
    stopped_not_delayed: Final = rule.outcome("stopped_not_delayed")


class VarAnnounce1(Clause):
    rule: Final = clause(
        "VAR-ANNOUNCE-1",
        VAR,
        "4. Procedures: communicating the decision",
        PROCEDURE,
        title="Announcing the decision in the stadium",
    )
    announced: Final = rule.outcome("announced")
    not_announced: Final = rule.outcome("not_announced")


class VarRestart1(Clause):
    rule: Final = clause(
        "VAR-RESTART-1",
        VAR,
        "4. Procedures: restart after review",
        PROCEDURE,
        title="How play restarts after a review",
    )
    indirect_free_kick: Final = rule.outcome("indirect_free_kick")
    direct_free_kick: Final = rule.outcome("direct_free_kick")
    penalty_kick: Final = rule.outcome("penalty_kick")
    kick_off: Final = rule.outcome("kick_off")
    goal_kick: Final = rule.outcome("goal_kick")
    corner_kick: Final = rule.outcome("corner_kick")
    throw_in: Final = rule.outcome("throw_in")
    dropped_ball: Final = rule.outcome("dropped_ball")
    by_kind: Final[dict[RestartKind, Outcome]] = {
        "indirect_free_kick": indirect_free_kick,
        "direct_free_kick": direct_free_kick,
        "penalty_kick": penalty_kick,
        "kick_off": kick_off,
        "goal_kick": goal_kick,
        "corner_kick": corner_kick,
        "throw_in": throw_in,
        "dropped_ball": dropped_ball,
    }


class Saot1(Clause):
    rule: Final = clause(
        "SAOT-1",
        VAR,
        "4. Procedures: check (offside technology)",
        FACT,
        title="How precise the offside line can be",
    )
    within_uncertainty: Final = rule.outcome("within_uncertainty")
    outside_uncertainty: Final = rule.outcome("outside_uncertainty")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    #: A position read from tracking data's centres of bodies: within its tolerance of a
    #: line, which side is not known (rules.incident.Located). Said with the position,
    #: among the Law's steps: it bears on the facts, review or not.
    tracking_centres: Final = rule.outcome("tracking_centres", among_law_steps=True)
