"""The engine: walk the sequence of contacts, apply Law 11, and return a Decision.

Each team-mate's touch is a moment of judgement for the other attackers
(OFF-MOJ-1); an opponent's touch may start a new phase (PHASE-2); the first
involvement of a player judged offside is the offence, unless a foul came first.
The engine never raises on a valid incident: a missing fact makes the decision
undetermined and names the fact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

from rules.catalogue import RULES
from rules.context import Context
from rules.editions import DELIBERATE_PLAY_CIRCULAR, Edition, edition_named, edition_on
from rules.incident import MAX_CONTACTS, Distances, Foul, Incident, Qualitative
from rules.offside import deliberate, involvement, order, position, sanction
from rules.offside.involvement import Offence
from rules.offside.order import FoulEvent
from rules.phases import Status
from rules.trace import Decision, Finding, Misconception, Missing, OtherOffence, Restart

ENGINE_VERSION = "0.1.0"

Event = Offence | FoulEvent
T = TypeVar("T")


def choose_edition(incident: Incident, edition: str | None = None) -> tuple[Edition, str]:
    """The edition to apply: given explicitly, in the incident, or in force on the day."""
    if edition is not None:
        return edition_named(edition), "explicit"
    if incident.edition is not None:
        return edition_named(incident.edition), "incident"
    found = edition_on(incident.match.date)
    if found is None:  # the model rejects such incidents; keep the engine total anyway
        return edition_named("2019/20"), "earliest"
    return found, "match_date"


def decide(incident: Incident, edition: str | None = None) -> Decision:
    """Decide ``incident`` under ``edition`` (default: the Laws in force on the day)."""
    chosen, basis = choose_edition(incident, edition)
    ctx = Context(incident, chosen, edition_on(incident.match.date))
    ctx.dp_criteria = chosen.deliberate_play_criteria and not (
        basis == "match_date" and incident.match.date < DELIBERATE_PLAY_CIRCULAR
    )
    ctx.add("EDITION-1", basis, edition=chosen.name, match_date=incident.match.date.isoformat())
    events = _walk(ctx)
    return _conclude(ctx, events)


def _point(ctx: Context, at: int) -> Literal["first_contact", "last_contact"]:
    """Which instant of touch ``at`` positions are judged at (OFF-MOJ-2, OFF-MOJ-3)."""
    if (
        ctx.incident.sequence[at - 1].action == "throw"
        and ctx.edition.goalkeeper_throw_last_contact
    ):
        return "last_contact"
    return "first_contact"


def _judge_everyone(ctx: Context, toucher: str, at: int) -> dict[str, Status]:
    """A team-mate touched the ball: every other attacker is judged afresh (OFF-MOJ-1).

    The judgement itself waits until a position matters (see _resolve), so players
    who never become involved cost nothing and add nothing to the trace.
    """
    point = _point(ctx, at)
    return {a: Status(at, None, player=a, point=point) for a in ctx.attackers if a != toucher}


def _resolve(ctx: Context, status: Status) -> Status:
    """Judge the player's position at the status's moment, without stating it yet."""
    if not status.resolved:
        verdict = _quietly(ctx, position.judge, status.player, status.judged_at, status.point)
        status.offside, status.missing, status.resolved = verdict.offside, verdict.missing, True
    return status


def _quietly(ctx: Context, work: Callable[..., T], *args: Any) -> T:
    """Run ``work`` without recording findings (the engine may not need to state them)."""
    ctx.recording = False
    try:
        return work(ctx, *args)
    finally:
        ctx.recording = True


def _state_moment(ctx: Context, at: int) -> None:
    """Say once that touch ``at`` was a moment of judgement."""
    if at in ctx.stated_moments:
        return
    ctx.stated_moments.add(at)
    toucher = ctx.incident.sequence[at - 1].by
    point = _point(ctx, at)
    if ctx.incident.sequence[at - 1].action == "throw":
        rule = "OFF-MOJ-3" if point == "last_contact" else "OFF-MOJ-2"
        ctx.add(rule, point, at=at, player=toucher)
    ctx.add("OFF-MOJ-1", "moment_of_judgement", at=at, player=toucher, point=point)


def _state(ctx: Context, status: Status) -> None:
    """Put a status's position judgement into the trace (once), judging it again aloud."""
    if status.stated:
        return
    status.stated = True
    _state_moment(ctx, status.judged_at)
    position.judge(ctx, status.player, status.judged_at, status.point)


def _close_phase(ctx: Context, statuses: dict[str, Status]) -> None:
    """A phase ends: state every offside position the incident gave and nobody used.

    Positions the incident reports are part of its story ("he was offside at the
    first pass", "he was still in his own half"), so they are judged and stated now;
    unreported ones stay unjudged unless they are offside.
    """
    for status in statuses.values():
        if not status.resolved and _reported(ctx, status):
            _resolve(ctx, status)
        # An offside position, or any position the incident reports, is stated here.
        if status.resolved and (status.offside or _reported(ctx, status)):
            _state(ctx, status)


def _reported(ctx: Context, status: Status) -> bool:
    return (status.player, status.judged_at, status.point) in ctx.position_index


def _status_for(ctx: Context, statuses: dict[str, Status], player: str) -> Status | None:
    """The status of ``player``, judged if need be, with its findings in the trace."""
    status = statuses.get(player)
    if status is None:
        return None
    _state(ctx, _resolve(ctx, status))
    return status


def _could_be_offside(ctx: Context, status: Status) -> bool:
    return _resolve(ctx, status).offside is not False


def _walk(ctx: Context) -> list[tuple[tuple[int, int, int], Event]]:
    incident = ctx.incident
    statuses: dict[str, Status] = {}
    events: list[tuple[tuple[int, int, int], Event]] = []
    for at, contact in enumerate(incident.sequence, start=1):
        team = incident.team_of(contact.by)
        if team == "attacking":
            status = _status_for(ctx, statuses, contact.by)
            # The phase's positions are stated before what this touch makes of them.
            _close_phase(ctx, statuses)
            if status is not None and status.at_risk:
                offence = involvement.by_touch(ctx, contact.by, at, status)
                if offence is not None:
                    events.append(((at, 0, 0), offence))
            if any(s.offside for p, s in statuses.items() if p != contact.by):
                ctx.add("PHASE-1", "new_phase", at=at, player=contact.by)
            statuses = _judge_everyone(ctx, contact.by, at)
        elif team == "defending":
            verdict = _quietly(ctx, deliberate.classify, contact, at)
            if any(_could_be_offside(ctx, s) for s in statuses.values()):
                # How the touch counts matters only if somebody could be offside.
                _close_phase(ctx, statuses)
                deliberate.classify(ctx, contact, at)
            for status in statuses.values():
                if verdict.resets is None:
                    # Unless it was a deliberate play, the ball came off an opponent.
                    status.maybe_reset.extend(verdict.missing)
                    status.via.append("deflection")
                elif not verdict.resets:
                    status.via.append("save" if verdict.kind == "save" else "deflection")
            if verdict.resets:
                statuses = {}
        else:
            if any(_could_be_offside(ctx, s) for s in statuses.values()):
                _close_phase(ctx, statuses)
            ctx.add("OFF-OFF-3", "rebound_no_reset", at=at, object=contact.by)
            for status in statuses.values():
                status.via.append("rebound")
        events.extend(_after_contact(ctx, at, statuses))
    _close_phase(ctx, statuses)
    if incident.outcome in ("ball_out_of_play", "play_stopped"):
        ctx.add("PHASE-3", "ended", at=len(incident.sequence), ended_by=incident.outcome)
    for player in incident.inside_goal:
        if incident.outcome == "goal_scored":
            ctx.add("OFF-POS-10", "inside_goal", player=player)
    events.sort(key=lambda item: item[0])
    return events


def _after_contact(
    ctx: Context, at: int, statuses: dict[str, Status]
) -> list[tuple[tuple[int, int, int], Event]]:
    """Involvements and fouls in the moment between contact ``at`` and the next."""
    incident = ctx.incident
    found: list[tuple[tuple[int, int, int], Event]] = []
    if at not in ctx.moments_with_events:
        return found
    for n, inv in enumerate(incident.involvements):
        if inv.after != at:
            continue
        status = _status_for(ctx, statuses, inv.player)
        offence = involvement.by_action(ctx, inv, status)
        if offence is not None:
            found.append(((at, order.WITH, n), offence))
        impeding = order.impeding(ctx, inv, status)
        if impeding is not None:
            found.append(((at, order.WITH, n), impeding))
    fouls: list[Foul] = [f for f in incident.fouls if f.after == at]
    for n, foul in enumerate(fouls):
        for player in (foul.by, foul.against):
            if player in statuses:
                _status_for(ctx, statuses, player)
        rank, event, offence = order.place_foul(ctx, foul, statuses)
        if offence is not None:
            found.append(((at, order.WITH, 1000 + n), offence))
        if event is not None:
            found.append(((at, rank, 100 + n), event))
    return found


def _conclude(ctx: Context, events: list[tuple[tuple[int, int, int], Event]]) -> Decision:
    incident = ctx.incident
    offence: Offence | None = None
    foul: FoulEvent | None = None
    lacking: list[Missing] = []
    for _, event in events:
        if isinstance(event, FoulEvent):
            if offence is None:
                foul = event
                lacking.extend(event.missing)
            break
        if event.certain:
            offence = event
            break
        if offence is None and not lacking:
            offence = event
            lacking.extend(event.missing)
    if offence is not None and not offence.certain and foul is None:
        # A certain offence later on decides it, unless a foul comes in between: if the
        # uncertain offence was none, that foul (not the later offence) is penalised.
        start = next(i for i, (_, e) in enumerate(events) if e is offence)
        for _, later in events[start + 1 :]:
            if isinstance(later, FoulEvent):
                break
            if later.certain:
                offence = later
                break
    lacking = [m for m in lacking if m.rule in RULES]
    undetermined = bool(lacking) and (offence is None or not offence.certain)
    restart: Restart | None = None
    other: OtherOffence | None = None
    goal: Literal["stands", "disallowed"] | None = None
    if undetermined:
        verdict: bool | None = None
    elif offence is not None:
        verdict = True
        restart = sanction.offside_restart(ctx, offence)
        sanction.goal_after_offence(ctx, offence)
        goal = "disallowed" if incident.outcome == "goal_scored" else None
    else:
        verdict = False
        if foul is not None:
            other = OtherOffence(
                by=foul.by,
                against=foul.against,
                after=foul.after,
                free_kick=foul.free_kick,
                rule=foul.rule,
            )
            restart = _foul_restart(ctx, foul)
            if incident.outcome == "goal_scored":
                goal = "disallowed" if incident.team_of(foul.by) == "attacking" else None
        elif incident.outcome == "goal_scored" and _off_an_official(incident):
            # Law 9.2: a ball that goes into the goal off a match official is not a goal.
            goal = "disallowed"
            last = incident.sequence[-1].by
            ctx.add("BALL-OFFICIAL-1", "dropped_ball", at=len(incident.sequence), player=last)
            restart = Restart(kind="dropped_ball", to=None, rule="BALL-OFFICIAL-1")
        elif incident.outcome == "goal_scored":
            goal = "stands"
            ctx.add("OFF-SANC-3", "goal_stands")
            restart = Restart(kind="kick_off", to="defending", rule="OFF-SANC-3")
    if offence is None and foul is None and not undetermined:
        # Somebody was offside but never involved: say so once, unless already said.
        offside_seen = any(
            f.rule == "OFF-POS-2" and f.outcome == "offside_position" for f in ctx.findings
        )
        said = any(f.rule == "OFF-POS-1" for f in ctx.findings)
        if offside_seen and not said:
            ctx.add("OFF-POS-1", "position_alone_no_offence")
    chosen = offence if verdict else None
    # Every part was built by the engine from a validated incident: no need to re-check.
    return Decision.model_construct(
        offside_offence=verdict,
        offender=chosen.player if chosen else None,
        judged_at=chosen.judged_at if chosen else None,
        offence_at=chosen.at if chosen else None,
        offence_rule=chosen.rule if chosen else None,
        goal=goal,
        restart=restart,
        other_offence=other,
        missing=tuple(lacking) if undetermined else (),
        misconceptions=_misconceptions(ctx, chosen),
        edition=ctx.edition.name,
        engine_version=ENGINE_VERSION,
        trace=tuple(_in_touch_order(ctx.findings)),
    )


#: Findings that conclude the decision (the restart, the goal, the end of play): the last
#: steps, whatever touch they name.
_CONCLUSIONS = frozenset(
    {"OFF-SANC-1", "OFF-SANC-2", "OFF-SANC-3", "PHASE-3", "OFF-POS-10", "BALL-OFFICIAL-1"}
)


def _in_touch_order(findings: list[Finding]) -> list[Finding]:
    """The findings in the order of the touches they are about, so the steps read as the
    move happened: the engine states a position only once it matters, which can be well
    after its touch. The edition comes first and the conclusions last; findings about the
    same touch keep the order they were found in."""

    def key(item: tuple[int, Finding]) -> tuple[int, int]:
        index, f = item
        if f.rule == "EDITION-1":
            return (-1, index)
        if f.rule in _CONCLUSIONS or f.at is None:
            return (MAX_CONTACTS + 1, index)
        return (f.at, index)

    return [f for _, f in sorted(enumerate(findings), key=key)]


def _off_an_official(incident: Incident) -> bool:
    """Did the ball go in straight off a referee or another match official?"""
    return incident.sequence[-1].by in ("referee", "assistant_referee", "official")


_FREE_KICKS: dict[str, Literal["direct_free_kick", "indirect_free_kick", "penalty_kick"]] = {
    "direct": "direct_free_kick",
    "indirect": "indirect_free_kick",
    "penalty": "penalty_kick",
}


def _foul_restart(ctx: Context, foul: FoulEvent) -> Restart:
    to: Literal["attacking", "defending"] = (
        "defending" if ctx.incident.team_of(foul.by) == "attacking" else "attacking"
    )
    kind = _FREE_KICKS[foul.free_kick]
    location = foul.foul.location if foul.foul is not None else None
    return Restart(kind=kind, to=to, at_player=foul.by, location=location, rule=foul.rule)


def _misconceptions(ctx: Context, offence: Offence | None) -> tuple[Misconception, ...]:
    """Say so when the offender was onside again by the time the ball reached him.

    The misconceptions themselves are listed by rules.misconceptions, from the trace and
    the summary; this adds the one finding (OFF-MOJ-4) only the engine can state.
    """
    if offence is None:
        return ()
    incident = ctx.incident
    at_receipt = next(
        (p for p in incident.positions if p.player == offence.player and p.at == offence.at),
        None,
    )
    if (
        at_receipt is not None
        and offence.at > offence.judged_at
        and _not_beyond_the_line(at_receipt.where)
    ):
        ctx.add("OFF-MOJ-4", "position_at_receipt_irrelevant", at=offence.at, player=offence.player)
    return ()


def _not_beyond_the_line(where: Qualitative | Distances) -> bool:
    """Was the player level with or behind the second-last opponent (as far as is known)?"""
    if isinstance(where, Qualitative):
        return where.second_last in ("level", "behind")
    second_last = sorted(where.opponents_m.values())[1]
    return where.attacker_m >= second_last
