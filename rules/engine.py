"""The engine: walk the sequence of contacts, ask the clause modules, return a Decision.

The engine holds no clause of its own. It keeps, for every attacker, the standing fixed
at the last team-mate's touch (rules.phases.Status) and asks the clause modules what
each contact does to it: a team-mate's touch is a moment of judgement for the others
(rules.offside.moment), an opponent's touch may start a new phase
(rules.offside.deliberate, rules.phases), a player in an offside position who becomes
involved commits an offence (rules.offside.involvement) unless a foul came first
(rules.offside.order), and the decision ends with its sanction (rules.offside.sanction,
rules.ball).

Each position is judged once, when it first matters, and its findings are kept aside;
they go into the trace (once) only if the explanation needs them. The trace is then put
in the order of the touches it is about. The engine never raises on a valid incident: a
missing fact makes the decision undetermined and names the fact.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Literal

from rules import ball, handball, paths, restarts
from rules.catalogue.sanction import OffOrder4
from rules.catalogue.var import App4
from rules.context import Context, choose_edition, make_context, missing
from rules.incident import MAX_CONTACTS, Contact, Incident
from rules.offside import (
    deliberate,
    involvement,
    judgements,
    moment,
    order,
    position,
    sanction,
    unreported,
)
from rules.offside.involvement import Offence
from rules.offside.order import Event, EventKey, FoulEvent, Penalised, Source
from rules.phases import Status, after_opponent, after_rebound, ended, new_phase
from rules.session import Question, Session
from rules.trace import Decision, Finding, OtherOffence, Restart
from rules.var import measurement
from rules.var.officials import deduced

ENGINE_VERSION = "0.1.0"

__all__ = ["ENGINE_VERSION", "choose_edition", "decide"]

Events = list[tuple[EventKey, Event]]


def decide(
    incident: Incident, edition: str | None = None, *, law_11: bool = False, quiet: bool = False
) -> Decision:
    """Decide ``incident`` under ``edition`` (default: the Laws in force on the day);
    ``law_11`` applies Law 11 as written even where the competition plays a trial;
    ``quiet`` records no findings (rules.context.Context.quiet)."""
    return evaluate(incident, edition, law_11=law_11, quiet=quiet)[1]


def evaluate(
    incident: Incident,
    edition: str | None = None,
    *,
    law_11: bool = False,
    quiet: bool = False,
    session: Session | None = None,
    asked: dict[Question, bool] | None = None,
) -> tuple[Context, Decision]:
    """``decide``, with the context it was decided in (for a layer that adds to its trace).
    The context's incident has the officials' facts their reported decisions settle
    (rules.var.officials.deduced): they are never asked. ``session``: what the runs of
    one analysis share (rules.session); ``asked`` gathers what the run asked of its
    edition (rules.context.Context.asked)."""
    ctx = make_context(
        deduced(incident), edition, law_11=law_11, quiet=quiet, session=session, asked=asked
    )
    return ctx, _conclude(ctx, _walk(ctx))


# --- each position judged once, stated at most once -------------------------------------------


def _resolve(ctx: Context, status: Status) -> Status:
    """Judge the player's position at the status's moment, keeping the findings aside."""
    if not status.resolved:
        verdict, found = judgements.judged(ctx, status.player, status.judged_at, status.point)
        status.offside, status.missing, status.resolved = verdict.offside, verdict.missing, True
        status.findings = found
    return status


def _state(ctx: Context, status: Status) -> None:
    """Put a status's judgement into the trace, once, after its moment of judgement."""
    if status.stated:
        return
    status.stated = True
    moment.state(ctx, status.judged_at)
    ctx.findings.extend(status.findings)


def _reported(ctx: Context, status: Status) -> bool:
    return (status.player, status.judged_at, status.point) in ctx.position_index


def _close_phase(ctx: Context, statuses: dict[str, Status]) -> None:
    """A phase ends: state every offside position, and every position the incident
    reports (they are part of its story: "he was offside at the first pass", "he was
    still in his own half"); unreported ones stay unjudged unless they are offside."""
    for status in statuses.values():
        if status.stated:  # (judged, and in the trace already)
            continue
        if not status.resolved and _reported(ctx, status):
            _resolve(ctx, status)
        if status.resolved and (status.offside or _reported(ctx, status)):
            _state(ctx, status)


def _status_for(ctx: Context, statuses: dict[str, Status], player: str) -> Status | None:
    """The status of ``player``, judged if need be, with its findings in the trace."""
    status = statuses.get(player)
    if status is None:
        return None
    _state(ctx, _resolve(ctx, status))
    return status


def _anyone_at_risk(ctx: Context, statuses: dict[str, Status]) -> bool:
    return any(_resolve(ctx, s).offside is not False for s in statuses.values())


# --- the walk through the sequence ------------------------------------------------------------


def _walk(ctx: Context) -> Events:
    statuses: dict[str, Status] = {}
    events: Events = []
    restarts.state(ctx)
    for at, contact in enumerate(ctx.incident.sequence, start=1):
        by = contact.by
        team = ctx.teams.get(by)
        if team == "attacking":
            statuses = _team_mate_touch(ctx, statuses, at, by, events)
        elif team == "defending":
            statuses = _opponent_touch(ctx, statuses, at, contact)
        else:
            if _anyone_at_risk(ctx, statuses):
                _close_phase(ctx, statuses)
            after_rebound(ctx, at, by, statuses)
        events.extend(_after_contact(ctx, at, statuses))
    _close_phase(ctx, statuses)
    ended(ctx)
    position.inside_goal(ctx)
    position.deliberate_exits(ctx)
    measurement.located(ctx)
    events.sort(key=itemgetter(0))
    return events


def _team_mate_touch(
    ctx: Context, statuses: dict[str, Status], at: int, by: str, events: Events
) -> dict[str, Status]:
    """Attacker ``by`` plays the ball: an offence if he was at risk, then a new moment."""
    status = _status_for(ctx, statuses, by)
    # The phase's positions are stated before what this touch makes of them.
    _close_phase(ctx, statuses)
    if status is not None and status.at_risk:
        offence = involvement.by_touch(ctx, by, at, status)
        if offence is not None:
            events.append((EventKey(at, order.FIRST, Source.TOUCH), offence))
    new_phase(ctx, at, by, statuses)
    return moment.judge_everyone(ctx, by, at)


def _opponent_touch(
    ctx: Context, statuses: dict[str, Status], at: int, contact: Contact
) -> dict[str, Status]:
    """An opponent touches the ball; how the touch counts is said only if it matters."""
    with ctx.deferred() as found:
        verdict = deliberate.classify(ctx, contact, at)
    at_risk = _anyone_at_risk(ctx, statuses)
    if at_risk or verdict.resets:
        # The phase ends here (or may): its reported positions are part of the story.
        _close_phase(ctx, statuses)
    if at_risk:
        ctx.findings.extend(found)
    return after_opponent(statuses, verdict)


def _after_contact(ctx: Context, at: int, statuses: dict[str, Status]) -> Events:
    """Involvements and fouls in the moment between contact ``at`` and the next."""
    found: Events = []
    if at not in ctx.moments_with_events:
        return found
    for n, inv in enumerate(ctx.incident.involvements):
        if inv.after != at:
            continue
        status = _status_for(ctx, statuses, inv.player)
        key = EventKey(at, order.WITH, Source.INVOLVEMENT, n)
        offence = involvement.by_action(ctx, inv, status)
        if offence is not None:
            found.append((key, offence))
        impeding = order.impeding(ctx, inv, status)
        if impeding is not None:
            found.append((key, impeding))
    reported = len(ctx.incident.involvements)
    for n, inv in enumerate(ctx.unreported):
        # What nobody reported matters only for a player who was, or may have been, in an
        # offside position: judged first, and stated only then.
        if inv.after != at or inv.player not in statuses:
            continue
        if _resolve(ctx, statuses[inv.player]).offside is False:
            continue
        status = _status_for(ctx, statuses, inv.player)
        offence = involvement.by_action(ctx, inv, status, path=unreported.path_of(inv))
        if offence is not None:
            found.append((EventKey(at, order.WITH, Source.INVOLVEMENT, reported + n), offence))
    fouls = [f for f in ctx.incident.fouls if f.after == at]
    for n, foul in enumerate(fouls):
        for player in (foul.by, foul.against):
            if player in statuses:
                _status_for(ctx, statuses, player)
        stage, event, offence = order.place_foul(ctx, foul, statuses)
        if offence is not None:
            found.append((EventKey(at, order.WITH, Source.FOUL_OFFENCE, n), offence))
        if event is not None:
            found.append((EventKey(at, stage, Source.FOUL, n), event))
    return found


# --- the decision -----------------------------------------------------------------------------


def _conclude(ctx: Context, events: Events) -> Decision:
    penalised = order.first_penalised(events)
    offence = penalised.offence
    undetermined = bool(penalised.missing) and (offence is None or not offence.certain)
    if not undetermined and unreported.implied_foul(ctx.incident, offence is not None):
        # The officials penalised a foul nobody describes: which offence came first, and
        # so what the Law penalises, depends on it.
        ctx.add(OffOrder4.unreported_foul, facts={"call": _officials_call(ctx)})
        penalised.missing = [missing("fouls", "OFF-ORDER-4")]
        undetermined = True
    verdict: bool | None = None if undetermined else offence is not None
    concluded = None if undetermined else _sanction_unless_unexplained(ctx, offence, penalised)
    if concluded is None and not undetermined:
        undetermined, verdict = True, None
    restart, other, goal = (None, None, None) if concluded is None else concluded
    officials = ctx.incident.officials
    for_offside = officials is not None and officials.on_field in ("offside_flag", "whistle")
    if undetermined and for_offside and ball.stopped_before_goal(ctx):
        # Play stopped for offside before the ball went in: whatever Law 11 says of the
        # move, no goal (Law 9.1), and the same indirect free kick to the defenders, for
        # the offside if there was one, for the flag if not (Laws 8 and 9).
        goal, restart = "disallowed", ball.after_stoppage(ctx)
    if goal != "disallowed" and ball.play_stopped(ctx.incident) == "unknown":
        # A goal the Law would let stand, or might, unless the referee had already stopped
        # play: nobody said whether he had (BALL-STOPPED-1, Law 9.1).
        whistle = missing("officials.stopped_before_goal", "BALL-STOPPED-1")
        penalised.missing = [*(penalised.missing if undetermined else ()), whistle]
        undetermined, verdict, goal, restart = True, None, None, None
    if verdict is False and other is None and restart is None:
        handled_at = handball.area_unknown(ctx.incident)
        if handled_at is not None:
            # A defender's deliberate handball stopped play, and nobody said where: a
            # penalty kick or a direct free kick (HB-SANC-1), not play on.
            path = paths.at("sequence", handled_at - 1, "in_defending_penalty_area")
            penalised.missing = [missing(path, "HB-SANC-1")]
            undetermined, verdict, goal = True, None, None
    chosen = offence if verdict else None
    if chosen is not None:
        moment.at_receipt(ctx, chosen)
    return Decision(
        offside_offence=verdict,
        offender=chosen.player if chosen else None,
        judged_at=chosen.judged_at if chosen else None,
        offence_at=chosen.at if chosen else None,
        offence_rule=chosen.rule if chosen else None,
        goal=goal,
        restart=restart,
        other_offence=other,
        missing=tuple(penalised.missing) if undetermined else (),
        misconceptions=(),
        edition=ctx.edition.name,
        engine_version=ENGINE_VERSION,
        # (A quiet run's answer alone is read: its trace is left empty.)
        trace=() if ctx.quiet else tuple(_in_touch_order(ctx.findings)),
    )


def _sanction_unless_unexplained(
    ctx: Context, offence: Offence | None, penalised: Penalised
) -> Sanction | None:
    """``_sanction``; None where the Law lets a goal stand that the officials ruled out
    and nothing listed explains why (APP-4): an offence in the build-up that nobody
    reported may have (VAR protocol 2a; a foul, Law 12), so the answer depends on it
    (``penalised.missing`` then names it) and the findings of the goal standing are left
    out."""
    before = len(ctx.findings)
    concluded = _sanction(ctx, offence, penalised.foul)
    if concluded[2] == "stands" and offence is None and _unexplained_no_goal(ctx):
        del ctx.findings[before:]
        ctx.add(App4.unreported_offence, facts={"call": _officials_call(ctx)})
        penalised.missing = [missing("fouls", "APP-4")]
        return None
    return concluded


def _unexplained_no_goal(ctx: Context) -> bool:
    """The officials ruled out the goal, and no listed fact explains it: no foul, no
    handball, no offside call (on the field, or by the VAR for a listed position that was
    or may have been offside: the Law may overrule such a call, but it explains it)."""
    if not unreported.unexplained_no_goal(ctx.incident):
        return False
    with ctx.deferred():
        for pos in ctx.incident.positions:
            verdict, _ = judgements.judged(ctx, pos.player, pos.at, pos.point)
            if verdict.offside is not False:
                return False
    return True


def _officials_call(ctx: Context) -> str | None:
    """The call that shows the foul: the final one if reported, else the on-field one."""
    officials = ctx.incident.officials
    if officials is None:
        return None
    return officials.final if officials.final != "unknown" else officials.on_field


#: The restart, the offence penalised instead of offside, and what became of a goal.
Sanction = tuple[Restart | None, OtherOffence | None, Literal["stands", "disallowed"] | None]


def _sanction(ctx: Context, offence: Offence | None, foul: FoulEvent | None) -> Sanction:
    """The restart, the offence penalised instead of offside, and what became of a goal.

    A whistle before the ball went in (BALL-STOPPED-1, Law 9.1) leaves no goal whatever
    the Law 11 answer; with no offence to explain the whistle, the restart is the one
    for the reason play was stopped (ball.after_stoppage)."""
    goal_scored = ctx.incident.outcome == "goal_scored"
    stopped = ball.stopped_before_goal(ctx)
    if offence is not None:
        free_kick = sanction.offside_restart(ctx, offence)
        sanction.goal_after_offence(ctx, offence)
        return free_kick, None, "disallowed" if goal_scored else None
    if foul is not None:
        other, free_kick, goal = sanction.after_foul(ctx, foul)
        return free_kick, other, goal
    official = ball.off_an_official(ctx)
    handled = handball.sanction(ctx) if official is None else None
    restart = None
    if official is None and handled is None:
        restart = restarts.out_of_play(ctx) or (
            ball.after_stoppage(ctx) if stopped else sanction.goal_stands(ctx)
        )
    position.alone_is_no_offence(ctx)
    if official is not None:
        return official, None, "disallowed"
    if handled is not None:
        return handled[1], handled[0], None
    if stopped:
        return restart, None, "disallowed"
    return restart, None, "stands" if restart is not None and restart.kind == "kick_off" else None


#: Findings that conclude the decision (the restart, the goal, the end of play): the last
#: steps, whatever touch they name.
_CONCLUSIONS = frozenset(
    {"OFF-SANC-1", "OFF-SANC-2", "OFF-SANC-3", "PHASE-3", "OFF-POS-10", "BALL-OFFICIAL-1"}
)


def _in_touch_order(findings: list[Finding]) -> list[Finding]:
    """The findings in the order of the touches they are about, so the steps read as the
    move happened: a position is stated only once it matters, which can be well after its
    touch. The edition comes first and the conclusions last; findings about the same
    touch keep the order they were found in (sorting is stable). (Most traces are found in
    that order: they are kept as they are, unsorted.)"""
    keys = [_touch_key(f) for f in findings]
    for i in range(1, len(keys)):
        if keys[i] < keys[i - 1]:
            return sorted(findings, key=_touch_key)
    return findings


def _touch_key(f: Finding) -> int:
    # (Each field read once: compiled, reading a finding's field is a lookup by name.)
    rule, at = f.rule, f.at
    if rule == "EDITION-1":
        return -1
    if at is None or rule in _CONCLUSIONS:
        return MAX_CONTACTS + 1
    return at
