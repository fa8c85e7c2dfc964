"""The answer at the top: what stood, whether it was right, and the one reason why.

Four things are kept apart. What the Law says (``LawAnswer``: offence or not, by whom,
at which touch). What the officials decided on the field and what VAR did with it
(``OfficialsAnswer``). What stood: the reported final decision, or the on-field one where
the VAR protocol leaves no other possibility, or the Law's answer when nothing is reported
about the officials. And whether what stood was right by the Law.

The reason is the Law's own (rules.reasons) whenever what stood agrees with the Law;
otherwise it is the protocol's: play had restarted (VAR-CAT-2), the offence lay in an
earlier attacking phase (APP-2), play had been stopped before the ball went in
(BALL-STOPPED-1), or nothing showed a clear and obvious error (VAR-PRIN-1). Data only:
templates/summary/ words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.catalogue import Outcome, Outcomes
from rules.catalogue.play import BallStopped1
from rules.catalogue.var import App2, RefChange1, VarCat2, VarFact3, VarPrin1, VarPrin2
from rules.context import missing
from rules.incident import Incident
from rules.reasons import MAX_DECISIVE, Index, find, nature_of
from rules.trace import (
    LAW_REASONS,
    Call,
    Decision,
    Finding,
    LawAnswer,
    Missing,
    OfficialsAnswer,
    Reason,
    Review,
    Stood,
    StoodBasis,
    Summary,
    TraceRef,
    VarStatus,
)
from rules.var import told

#: The VAR layer on the Law's decision: its review (None when nothing is reported about
#: the officials) and the index of the trace with the layer's findings after the Law's.
Layer = tuple[Review | None, Index]


def law_call(incident: Incident, decision: Decision) -> Call | None:
    """The call the Laws lead to, strictly (no competition tolerance). Where Law 11's own
    answer is not settled, no goal all the same once play had stopped before the ball
    went in (Law 9.1: the engine then says the goal is disallowed)."""
    if decision.offside_offence is None:
        stopped = incident.outcome == "goal_scored" and decision.goal == "disallowed"
        return "no_goal" if stopped else None
    goal_scored = incident.outcome == "goal_scored"
    if decision.offside_offence:
        return "no_goal" if goal_scored else "free_kick"
    other = decision.other_offence
    if other is not None:
        if other.free_kick == "penalty" and incident.team_of(other.by) == "defending":
            return "penalty"
        return "no_goal" if goal_scored and decision.goal == "disallowed" else "free_kick"
    if goal_scored:
        return "no_goal" if decision.goal == "disallowed" else "goal"
    return "play_on"


def summarise(
    incident: Incident,
    decision: Decision,
    layer: Layer,
    law_reason: Reason,
    law_refs: Sequence[int],
    law_11: LawAnswer | None = None,
) -> Summary:
    """What stood and why, from the Law's decision, the VAR layer on it (its review, and
    the trace with the layer's findings) and the Law's reason; ``law_11``: what Law 11 as
    written says, for a competition that plays a trial rule (``Summary.law_11``)."""
    review, index = layer
    trace = index.trace
    strict = law_call(incident, decision)
    competition, reason, refs = strict, law_reason, list(law_refs)
    tolerance = _tolerance(decision, index)
    if tolerance is not None and strict is not None:
        competition = "goal" if incident.outcome == "goal_scored" else "play_on"
        reason, refs = "offside_within_tolerance", [*refs[:1], tolerance]
    law = LawAnswer(
        offside_offence=decision.offside_offence,
        offender=decision.offender,
        judged_at=decision.judged_at,
        offence_at=decision.offence_at,
        other_offence=decision.other_offence is not None,
        call=strict,
        competition_call=competition if competition != strict else None,
        reason=law_reason,
    )
    if review is None or incident.officials is None:
        stood: Stood = competition if competition is not None else "undetermined"
        basis: StoodBasis | None = "law" if competition is not None else None
        depends: tuple[Missing, ...] = decision.missing if competition is None else ()
        return _summary(
            stood, basis, law, None, None, reason, refs, law_refs, trace, depends, law_11
        )
    officials = _officials(incident, review)
    stood, basis, depends = _stood(incident, decision, review, competition)
    correct = None if stood == "undetermined" or competition is None else stood == competition
    if stood == "undetermined":
        reason = "unsettled_fact" if competition is None else "unsettled_officials"
    elif competition is None:
        changed = officials.final is not None and officials.final != officials.on_field
        # (Nobody said whether play had stopped: VAR may not have been able to look at all.)
        whistle = any(m.field == "officials.stopped_before_goal" for m in decision.missing)
        reason = (
            "play_stopped"
            if basis == "play_stopped"
            else ("unsettled_fact" if changed or whistle else "no_clear_error")
        )
    elif correct is False:
        reason = _protocol_reason(basis, review)
    elif basis == "play_stopped" and law_reason not in ("offside", "foul"):
        # No goal as the Law requires once play had stopped (Law 9.1), but no offence the
        # Law can see was behind the whistle: the stoppage, not Law 11, is the reason.
        reason = "play_stopped"
    refs = _protocol_refs(index, reason, refs)
    return _summary(
        stood, basis, law, officials, correct, reason, refs, law_refs, trace, depends, law_11
    )


def _summary(
    stood: Stood,
    basis: StoodBasis | None,
    law: LawAnswer,
    officials: OfficialsAnswer | None,
    correct: bool | None,
    reason: Reason,
    refs: Sequence[int],
    law_refs: Sequence[int],
    trace: tuple[Finding, ...],
    depends: tuple[Missing, ...],
    law_11: LawAnswer | None,
) -> Summary:
    unique = list(dict.fromkeys(refs))[:MAX_DECISIVE]
    return Summary(
        stood=stood,
        stood_basis=basis,
        law=law,
        officials=officials,
        correct=correct,
        reason=reason,
        # The Law's own findings say what kind of question it was (the review reads the same).
        nature=nature_of(trace, law_refs),
        decisive=tuple(reference(trace, i) for i in unique),
        depends_on=depends,
        law_11=law_11,
    )


def _tolerance(decision: Decision, index: Index) -> int | None:
    """The finding that the competition's tolerance gave the offender's line to him."""
    if not decision.offside_offence:
        return None
    return find(
        index,
        VarFact3.tolerance_applied,
        player=decision.offender,
        at=decision.judged_at,
    )


def _officials(incident: Incident, review: Review) -> OfficialsAnswer:
    officials = incident.officials
    assert officials is not None
    reported = review.final_call if officials.final != "unknown" else None
    var: VarStatus
    if review.outcome == RefChange1.changed_without_review.name:
        var = told.unreviewed_status(incident)
    elif review.outcome == VarPrin2.no_var.name:
        var = "no_var"
    elif review.outcome == VarPrin2.not_checked.name:
        var = "not_checked"
    elif review.blocked_by is not None:
        var = "could_not_review"
    elif officials.review in ("var_only", "on_field_review"):
        # Only a reported review: a changed decision whose review no report gives may have
        # been the referee's own change on an assistant's word (REF-CHANGE-1).
        var = "reviewed"
    elif officials.var_checked is True and review.outcome != VarPrin2.unknown.name:
        var = "checked"
    else:
        var = "unknown"
    return OfficialsAnswer(
        on_field=review.on_field_call,
        final=reported,
        var=var,
        blocked_by=review.blocked_by,
        outcome=review.outcome,
    )


def _stood(
    incident: Incident, decision: Decision, review: Review, competition: Call | None
) -> tuple[Stood, StoodBasis | None, tuple[Missing, ...]]:
    """What stood, where that comes from, and what it depends on when it is not settled."""
    officials = incident.officials
    assert officials is not None
    if review.blocked_by == "play_stopped":
        return "no_goal", "play_stopped", ()
    if officials.final != "unknown" and review.final_call is not None:
        return review.final_call, "reported", ()
    on_field = review.on_field_call
    if on_field is None:
        if competition is not None:
            return competition, "law", ()
        return "undetermined", None, (*decision.missing, *review.missing)
    if review.final_call is not None:
        # Not reported, but the protocol left no other possibility (see var.protocol).
        return review.final_call, "on_field", ()
    if competition is not None and review.reviewable and review.nature == "factual":
        # VAR must correct a factual error on its own word (VAR-FACT-1).
        return competition, "protocol", ()
    # What the Law's answer turns on, then what the protocol's does; with nothing else
    # missing, what stood is the final decision nobody reported.
    lacking = (*(decision.missing if competition is None else ()), *review.missing)
    return "undetermined", None, lacking or (missing("officials.final", "VAR-PRIN-1"),)


def _protocol_reason(basis: StoodBasis | None, review: Review) -> Reason:
    """Why what stood differs from the Law's answer, under the VAR protocol."""
    if basis == "play_stopped":
        return "play_stopped"
    if review.blocked_by is not None:
        return review.blocked_by
    if review.outcome == VarPrin2.unknown.name and any(
        m.field == "officials.restarted_before_check" for m in review.missing
    ):
        # Wrong, and either past correcting or a missed correction: the restart decides.
        return "restart_not_known"
    return _REVIEW_REASONS.get(review.outcome, "not_corrected")


#: Why what stood differs from the Law's answer, by the review's outcome (VAR-PRIN-2's).
_REVIEW_REASONS: dict[str, Reason] = {
    VarPrin2.no_var.name: "no_var",
    VarPrin2.not_checked.name: "not_checked",
    VarPrin2.wrongly_overturned.name: "wrongly_overturned",
    VarPrin2.stood_no_clear_error.name: "no_clear_error",
    VarPrin2.uncorrectable.name: "play_restarted",
    VarPrin2.not_reviewable.name: "not_reviewable",
    VarPrin2.wrong_not_corrected.name: "not_corrected",
    RefChange1.changed_without_review.name: "changed_without_review",
}


#: The finding each protocol reason rests on (a declared outcome, or any of a clause's by
#: its id), and how many of the Law's findings to keep.
_PROTOCOL_FINDING: dict[str, tuple[str | Outcome | Outcomes, int]] = {
    "play_stopped": (BallStopped1.rule.id, 1),
    "play_restarted": (VarCat2.rule.id, 1),
    "outside_attacking_phase": (App2.defending_control_ends_phase, 1),
    "no_clear_error": (VarPrin1.rule.id, 2),
    "no_var": (VarPrin2.no_var, 2),
    "not_checked": (VarPrin2.not_checked, 2),
    "not_corrected": (VarPrin2.rule.id, 2),
    "not_reviewable": (VarPrin2.not_reviewable, 2),
    "restart_not_known": (VarPrin2.unknown, 2),
    "wrongly_overturned": (VarPrin2.wrongly_overturned, 2),
    "changed_without_review": (RefChange1.changed_without_review, 2),
}


def _protocol_refs(index: Index, reason: Reason, refs: list[int]) -> list[int]:
    if reason in LAW_REASONS or reason not in _PROTOCOL_FINDING:
        return refs[:MAX_DECISIVE]
    what, keep = _PROTOCOL_FINDING[reason]
    found = find(index, what)
    law_part = refs[:keep]
    return [*law_part, found] if found is not None else law_part


def reference(trace: tuple[Finding, ...], index: int) -> TraceRef:
    """The reference to ``trace[index]``, with the finding's clause, outcome, touch and
    player copied for readers of the summary alone (the API's ``summary.decisive``)."""
    found = trace[index]
    return TraceRef(index, found.rule, found.outcome, found.at, found.player)
