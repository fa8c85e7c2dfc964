"""The VAR protocol for goals: could VAR intervene, on what kind of error, and what happened.

VAR helps only for a clear and obvious error or a serious missed incident about a
goal, a penalty, a direct red card or mistaken identity (VAR-PRIN-1, VAR-CAT-1),
within the attacking phase of play that led to it (APP-1..3), and never once play
has restarted (VAR-CAT-2). Factual errors (offside position) are corrected on the
VAR's word; subjective ones (interference, deliberate play) at the monitor
(VAR-FACT-1, VAR-FACT-2). A goal cannot be given once the referee had stopped play
before the ball went in (BALL-STOPPED-1, Law 9.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from rules import ball, paths, reasons, restarts
from rules.catalogue.play import BallStopped1
from rules.catalogue.var import (
    App1,
    App2,
    App3,
    RefChange1,
    VarAnnounce1,
    VarCat1,
    VarCat2,
    VarCat3,
    VarFact1,
    VarFact2,
    VarPrin1,
    VarPrin2,
    VarProc1,
    VarProc2,
    VarRestart1,
    VarTrial1,
)
from rules.context import Context, missing
from rules.incident import Officials
from rules.summary import law_call
from rules.trace import Call, Decision, Element, Finding, Missing, Nature, Restart, Review
from rules.trace import ReviewOutcome as Outcome
from rules.var import measurement, told

Blocked = Literal["play_restarted", "outside_attacking_phase", "play_stopped"]


def review(ctx: Context, decision: Decision, decisive: Sequence[int] = ()) -> Review | None:
    """Add the VAR findings to ``ctx`` and return the review, if the officials are known.

    ``decisive`` holds the positions in ``decision.trace`` of the findings the Law's
    answer turns on (rules.reasons): the review's elements, and whether they are facts
    or judgements, are read off them, so the review and the steps never disagree.
    """
    officials = ctx.incident.officials
    if officials is None:
        return None
    tolerance, within = _measured(ctx, decision)
    category = _category(ctx, decision, officials)
    correct = _correct_call(ctx, decision, tolerance)
    on_field = _call(ctx, officials.on_field)
    final = _call(ctx, officials.final)
    in_app = _attacking_phase(ctx, decision)
    elements = _elements(decision.trace, decisive)
    nature = reasons.nature_of(decision.trace, decisive)
    stopped = _stopped(ctx, decision)
    # Play stopped with no offence the Law can see behind the whistle: VAR could not step in.
    wrong_whistle = stopped is True and not (
        decision.offside_offence or decision.other_offence is not None
    )
    reviewable = _reviewable(ctx, category, in_app, officials, stopped)
    blocked = _blocked(ctx, officials, category, in_app, stopped)
    _scope_and_flag(ctx, officials, wrong_whistle)
    if final is None and on_field is not None and stopped != "unknown":
        final = _unreported_final(correct, on_field, reviewable, blocked)
    contested = _contested(ctx, elements, decision.trace)
    procedure = _procedure(ctx, correct, on_field, nature, contested, reviewable, wrong_whistle)
    outcome, lacking = _outcome(
        ctx, officials, correct, on_field, final, nature, reviewable, blocked, wrong_whistle
    )
    _announcement(ctx, officials, decision, final)
    return Review(
        category=category,
        reviewable=reviewable,
        in_attacking_phase=in_app,
        elements=elements,
        nature=nature,
        correct_call=correct,
        on_field_call=on_field,
        final_call=final,
        procedure=procedure,
        outcome=outcome,
        within_uncertainty=within,
        tolerance_applied=tolerance,
        restart=_restart(ctx, decision, final, correct),
        missing=tuple(lacking),
        blocked_by=blocked,
    )


def _measured(ctx: Context, decision: Decision) -> tuple[bool, bool | None]:
    """Whether the competition's tolerance gave the decisive line to the attacker, and
    whether its margin lies within what the cameras can tell apart (SAOT-1, VAR-FACT-3)."""
    precision = [measurement.assess(ctx, m) for m in ctx.incident.measurements]
    decisive = _decisive_measurement(ctx, decision)
    if decisive is None:
        return False, None
    return precision[decisive].tolerance_applied, precision[decisive].within_uncertainty


def _stopped(ctx: Context, decision: Decision) -> bool | Literal["unknown"]:
    """BALL-STOPPED-1: had play stopped before the ball went in? The engine states it with
    the Law's answer; where that answer is not settled, the review states it."""
    stopped = ball.play_stopped(ctx.incident)
    if stopped is True and reasons.find(decision.trace, "BALL-STOPPED-1") is None:
        ctx.add(BallStopped1.no_goal_after_stoppage, at=len(ctx.incident.sequence))
    return stopped


def _blocked(
    ctx: Context,
    officials: Officials,
    category: str,
    in_app: bool | None,
    stopped: bool | Literal["unknown"],
) -> Blocked | None:
    """Why VAR could not review the goal decision, when it could not (and had VAR)."""
    if not ctx.incident.competition_rules.var_in_use:
        return None
    if stopped is True:
        return "play_stopped"
    if officials.restarted_before_check is True and category != "none":
        return "play_restarted"
    if in_app is False and category != "none":
        return "outside_attacking_phase"
    return None


def _scope_and_flag(ctx: Context, officials: Officials, wrong_whistle: bool) -> None:
    """What else the protocol says of the incident: VAR as an experiment before 2018/19,
    the 2026/27 corner option, a delayed flag, and the flag or whistle that was not
    delayed although the ball was on its way in (``wrong_whistle``: play had stopped
    before the goal with no offence the Law can see behind it)."""
    if ctx.incident.competition_rules.var_in_use and not ctx.has("var_in_the_laws"):
        # 2016 to 2018: the IFAB experiment; reviewed under the 2018/19 protocol.
        ctx.add(VarTrial1.experiment, judgement=True)
    corner = restarts.kind_given(ctx, ctx.incident.start) == "corner_kick"
    if ctx.has("var_extended_scope") and corner:
        # 2026/27: a competition may let VAR correct a clearly wrong corner award, but only
        # before the kick is taken.
        if ctx.incident.competition_rules.var_corner_review:
            ctx.add(VarCat3.corner_award_only_before_the_kick)
        else:
            ctx.add(VarCat3.corner_review_not_in_competition)
    if officials.delayed_flag is True:
        ctx.add(VarProc2.delayed_flag)
    elif wrong_whistle and officials.on_field in ("offside_flag", "whistle"):
        # The move ended in the net, a clear attacking situation: the protocol has the
        # officials hold the flag and whistle there, so that VAR can still give the goal.
        ctx.add(VarProc2.stopped_not_delayed, on_field=officials.on_field)


def _decisive_measurement(ctx: Context, decision: Decision) -> int | None:
    """The measurement of the offender's position at the moment of judgement, if any."""
    for i, m in enumerate(ctx.incident.measurements):
        pos = ctx.incident.positions[m.position]
        if decision.offender is None or (
            pos.player == decision.offender and pos.at == decision.judged_at
        ):
            return i
    return None


def _category(
    ctx: Context, decision: Decision, officials: Officials
) -> Literal["goal", "penalty", "none"]:
    if ctx.incident.outcome == "goal_scored" or officials.on_field == "goal":
        category: Literal["goal", "penalty", "none"] = "goal"
    elif "penalty" in (officials.on_field, officials.final) or (
        decision.other_offence is not None and decision.other_offence.free_kick == "penalty"
    ):
        category = "penalty"
    else:
        category = "none"
    ctx.add(VarCat1.by_category[category])
    return category


def _call(ctx: Context, value: str) -> Call | None:
    goal_scored = ctx.incident.outcome == "goal_scored"
    mapping: dict[str, Call] = {
        "goal": "goal",
        "no_goal": "no_goal",
        "offside_flag": "no_goal" if goal_scored else "free_kick",
        "whistle": "no_goal" if goal_scored else "free_kick",
        "play_on": "goal" if goal_scored else "play_on",
        "penalty": "penalty",
        "no_penalty": "no_penalty",
        "free_kick": "free_kick",
    }
    return mapping.get(value)


def _correct_call(ctx: Context, decision: Decision, tolerance: bool) -> Call | None:
    """The call the Laws lead to; within the competition's tolerance, the attacker's."""
    if decision.offside_offence and tolerance:
        return "goal" if ctx.incident.outcome == "goal_scored" else "play_on"
    return law_call(ctx.incident, decision)


def _attacking_phase(ctx: Context, decision: Decision) -> bool | None:
    """Was the decisive offence inside the attacking phase that led to the goal?"""
    start = decision.offence_at or (
        decision.other_offence.after if decision.other_offence else None
    )
    if start is None:
        ctx.add(App1.whole_sequence_in_phase)
        return True
    after = ctx.incident.sequence[start:]
    rules = ctx.incident.competition_rules.attacking_phase
    for offset, contact in enumerate(after, start=start + 1):
        if ctx.incident.team_of(contact.by) != "defending":
            continue
        if (
            contact.action == "control"
            or contact.classification == "deliberate_play"
            and (contact.indicators is not None and contact.indicators.had_control)
        ):
            ctx.add(App2.defending_control_ends_phase, at=offset, player=contact.by)
            return False
        if rules == "premier_league" and contact.action in ("clearance", "deliberate_play", "pass"):
            ctx.add(App3.defence_may_have_reset, at=offset, player=contact.by)
            return None
    ctx.add(App2.phase_not_reset, at=start)
    return True


def _elements(trace: Sequence[Finding], decisive: Sequence[int]) -> tuple[Element, ...]:
    """The facts and judgements the Law's answer turns on, as the VAR protocol sees them."""
    return tuple(
        Element(
            rule=trace[i].rule,
            nature="subjective" if trace[i].judgement else "factual",
            at=trace[i].at,
            player=trace[i].player,
            index=i,
        )
        for i in decisive
        if trace[i].citation.document == "Laws of the Game"
    )


def _contested(ctx: Context, elements: Sequence[Element], trace: Sequence[Finding]) -> bool:
    """Is a judgement the outcome turns on one somebody actually had to make?

    An opponent's touch that the reports simply describe (``basis`` "action") is a
    judgement in principle that nobody disputed; one the officials or the IFAB
    indicators had to settle, one the sources dispute, and any judgement of an
    attacker's involvement are contested, and go to the referee at the monitor.
    """
    disputed = {
        (found[0], found[1])
        for d in ctx.incident.disputes
        if (found := paths.split_item(d.field)) is not None
    }
    for e in elements:
        if e.nature != "subjective" or e.index is None:
            continue
        f = trace[e.index]
        if f.facts.get("basis") != "action":
            return True
        if e.at is not None and ("sequence", e.at - 1) in disputed:
            return True
    return False


def _reviewable(
    ctx: Context,
    category: str,
    in_app: bool | None,
    officials: Officials,
    stopped: bool | Literal["unknown"],
) -> bool | None:
    if not ctx.incident.competition_rules.var_in_use:
        return False
    if category == "none" or stopped is True:
        return False
    if officials.restarted_before_check is True:
        ctx.add(VarCat2.play_restarted)
        return False
    if in_app is False:
        return False  # (whatever else is not known)
    if officials.restarted_before_check == "unknown" or stopped == "unknown":
        return None
    return in_app


def _procedure(
    ctx: Context,
    correct: Call | None,
    on_field: Call | None,
    nature: Nature,
    contested: bool,
    reviewable: bool | None,
    wrong_whistle: bool = False,
) -> Literal["silent_check", "var_only_review", "on_field_review", "no_review_possible"] | None:
    """How VAR would deal with the on-field call (``wrong_whistle``: play had stopped with
    no offence behind the whistle that the Law can see, so VAR could not step in)."""
    if wrong_whistle:
        return "no_review_possible"
    if correct is None or on_field is None:
        return None
    if correct == on_field:
        ctx.add(VarProc1.silent_check)
        return "silent_check"
    if reviewable is False:
        return "no_review_possible"
    if nature == "subjective" or (nature == "both" and contested):
        ctx.add(VarFact2.on_field_review)
        ctx.add(VarPrin1.clear_and_obvious_needed)
        return "on_field_review"
    ctx.add(VarFact1.var_only_review)
    return "var_only_review"


def _outcome(
    ctx: Context,
    officials: Officials,
    correct: Call | None,
    on_field: Call | None,
    final: Call | None,
    nature: Nature,
    reviewable: bool | None,
    blocked: Blocked | None,
    wrong_whistle: bool = False,
) -> tuple[Outcome, list[Missing]]:
    """How the decision ended up relative to the on-field call, and what that rests on.
    (``wrong_whistle``: play had stopped before the ball went in with no offence behind the
    whistle that the Law can see; VAR could not step in, whatever it would have found.)"""
    lacking: list[Missing] = []
    outcome: Outcome
    if (
        on_field is not None
        and final is not None
        and final != on_field
        and told.unreviewed(ctx.incident)
    ):
        # Changed with no review: the referee's own change before the restart (Law 5.2).
        outcome = "changed_without_review"
    elif not ctx.incident.competition_rules.var_in_use:
        outcome = "no_var"
    elif officials.var_checked is False:
        outcome = "not_checked"
    elif on_field is None or final is None:
        outcome = "unknown"
        lacking = _unreported(ctx, officials, on_field)
    elif final != on_field:
        outcome = "overturned" if correct in (None, final) else "wrongly_overturned"
    elif wrong_whistle:
        outcome = "not_reviewable"
    else:
        judged = nature in ("subjective", "both")
        outcome = _stood(ctx, officials, correct, on_field, judged, reviewable, lacking)
    ctx.add(
        RefChange1.changed_without_review
        if outcome == "changed_without_review"
        else VarPrin2.by_review[outcome],
        on_field=on_field,
        final=final,
        correct=correct,
        blocked_by=blocked,
        reported=officials.final != "unknown",
        facts={"via": told.via(officials)}
        if outcome in ("overturned", "wrongly_overturned")
        else None,
    )
    return outcome, lacking


def _unreported(ctx: Context, officials: Officials, on_field: Call | None) -> list[Missing]:
    """The facts to ask when the on-field or the final decision is not reported."""
    field = "on_field" if on_field is None else "final"
    lacking = [missing(paths.at("officials", field), "VAR-PRIN-2")]
    if on_field is not None and officials.restarted_before_check == "unknown":
        lacking.append(missing(paths.at("officials", "restarted_before_check"), "VAR-CAT-2"))
    if (
        on_field is not None
        and officials.stopped_before_goal == "unknown"
        and ctx.incident.outcome == "goal_scored"
    ):
        lacking.append(missing(paths.at("officials", "stopped_before_goal"), "BALL-STOPPED-1"))
    return lacking


def _stood(
    ctx: Context,
    officials: Officials,
    correct: Call | None,
    on_field: Call,
    judged: bool,
    reviewable: bool | None,
    lacking: list[Missing],
) -> Outcome:
    """How an on-field call that the final decision kept stands against the Laws' answer
    (``judged``: it turns on a judgement); adds to ``lacking`` what that rests on."""
    if correct is None:
        # A fact the decision turns on is unsettled: nothing shows a clear and obvious error.
        ctx.add(VarPrin1.no_clear_error_shown, on_field=on_field)
        return "stood_no_clear_error"
    if correct == on_field:
        return "stood_no_clear_error" if judged else "stood"
    if officials.restarted_before_check is True:
        return "uncorrectable"
    if officials.restarted_before_check == "unknown":
        # Wrong, and either uncorrectable or a missed correction: it depends on the restart.
        lacking.append(missing(paths.at("officials", "restarted_before_check"), "VAR-CAT-2"))
        return "unknown"
    if reviewable is False:
        return "not_reviewable"
    return "stood_no_clear_error" if judged else "wrong_not_corrected"


def _unreported_final(
    correct: Call | None, on_field: Call, reviewable: bool | None, blocked: Blocked | None
) -> Call | None:
    """The final decision nobody reported, where the protocol leaves no other possibility:
    VAR could not review the on-field one, the Laws agree with it, or nothing shows a
    clear and obvious error in it. (Only when it is known whether play had stopped: else
    VAR may not have been able to look at all, or may have had to give the goal.)"""
    return None if _may_change(correct, on_field, reviewable, blocked) else on_field


def _may_change(
    correct: Call | None, on_field: Call, reviewable: bool | None, blocked: Blocked | None
) -> bool:
    """Could the final decision differ from the on-field one under the protocol? When the
    Laws' answer is not settled, it could: what the reports leave out, the VAR may have seen
    (a fact nobody gave is not a fact nobody could see)."""
    if blocked is not None or reviewable is False:
        return False
    return correct is None or correct != on_field


def _restart(
    ctx: Context, decision: Decision, final: Call | None, correct: Call | None
) -> Restart | None:
    """The restart that follows the final decision (the Laws' own one when they agree)."""
    restart: Restart | None
    if final == "goal":
        restart = Restart(kind="kick_off", to="defending", rule="VAR-RESTART-1")
    elif final == correct and decision.restart is not None:
        restart = replace(decision.restart, rule="VAR-RESTART-1")
    elif final == "penalty":
        restart = Restart(kind="penalty_kick", to="attacking", rule="VAR-RESTART-1")
    elif (
        final in ("no_goal", "free_kick")
        and ctx.incident.officials is not None
        and (
            ctx.incident.officials.on_field in ("offside_flag", "whistle")
            or decision.offside_offence
        )
    ):
        # The officials' own (offside) free kick, wherever they gave it.
        restart = Restart(kind="indirect_free_kick", to="defending", rule="VAR-RESTART-1")
    else:
        return None
    ctx.add(VarRestart1.by_kind[restart.kind], to=restart.to)
    return restart


def _announcement(
    ctx: Context, officials: Officials, decision: Decision, final: Call | None
) -> None:
    """VAR-ANNOUNCE-1: where the competition has the referee announce review decisions in
    the stadium, whether this one was announced, and what the referee would say."""
    announces = ctx.incident.competition_rules.announcements
    if announces == "none" or officials.review in ("none", "unknown"):
        return
    said = announces == "every_review" or officials.review == "on_field_review"
    if not said:
        ctx.add(VarAnnounce1.not_announced, review=officials.review)
        return
    offence = None
    if decision.offside_offence:
        offence = "offside"
    elif decision.other_offence is not None:
        offence = "handball" if decision.other_offence.rule == "HB-SANC-1" else "foul"
    ctx.add(
        VarAnnounce1.announced,
        player=decision.offender or (decision.other_offence.by if decision.other_offence else None),
        review=officials.review,
        final=final,
        offence=offence,
    )
