"""A position's judgement, made once for the runs of an analysis, and what it bears.

The engine judges a position when it first matters (``judged``; rules.offside.position
judges it). Inside an analysis the runs share a session (rules.session), and a position
judged on the same facts is taken as judged. The analysis asks what a position bears on
the engine (``bearing``) before running it again on a changed position.
"""

from __future__ import annotations

from typing import Literal

from rules.context import Context
from rules.incident import Position
from rules.offside.position import PositionVerdict, judge
from rules.session import Judgement, Judgements, PositionsJudged, Question, Session
from rules.trace import Finding


def judged(
    ctx: Context, player: str, at: int, point: Literal["first_contact", "last_contact"]
) -> tuple[PositionVerdict, list[Finding]]:
    """``judge``, with its findings kept aside (for the trace, if they matter). Inside an
    analysis (``ctx.session``, rules.session) a judgement already made on the same facts
    is taken again: the same position item, players, players off the field and match (the
    same objects: the analysis's copies share what they do not change), the same
    unlisted-positions rule and offside rule, and the same edition or one that answers
    alike what judging it asked (``_alike``); and what judging it asked of the edition is
    asked again (rules.context.Context.asked)."""
    if ctx.session is None:
        with ctx.deferred() as found:
            return judge(ctx, player, at, point), found
    index = ctx.position_index.get((player, at, point), -1)
    item = ctx.incident.positions[index] if index >= 0 else None
    here = ctx.judged_here
    if here is None:
        here = ctx.judged_here = _judged_here(ctx, ctx.session)
    made = here.of((player, at, point, index), item)
    own = made.get(ctx.edition.name) or _alike(ctx, made)
    if own is not None:
        offside, lacking, found, questions = own
        if questions:  # (what judging it asked of the edition is asked again)
            ctx.asked.update(questions)
        return PositionVerdict(offside, list(lacking)), list(found)
    run_asked = ctx.asked
    asked: dict[Question, bool] = {}
    ctx.asked = asked
    with ctx.deferred(record=True) as found:  # (kept for the runs that are not quiet)
        verdict = judge(ctx, player, at, point)
    ctx.asked = run_asked
    run_asked.update(asked)
    made[ctx.edition.name] = (verdict.offside, verdict.missing, list(found), asked)
    return verdict, found


def _alike(ctx: Context, made: Judgements) -> Judgement | None:
    """A judgement of the same position made under another edition that gives the same
    answers to what judging it asked (the armpit line, where the parts beyond matter):
    judged under ``ctx``'s edition, it takes the same path through the clauses and finds
    the same, but for the words of each finding's citation, which are made again."""
    for offside, lacking, found, questions in made.values():
        if ctx.answers_alike(questions):
            judgement = (offside, lacking, [ctx.cited(f) for f in found], questions)
            made[ctx.edition.name] = judgement
            return judgement
    return None


def _judged_here(ctx: Context, session: Session) -> PositionsJudged:
    """The session's judgements made on what every position of ``ctx``'s run shares (the
    same objects: the analysis's copies share what they do not change), by position."""
    incident = ctx.incident
    rules = (incident.unlisted_positions, ctx.offside_rule)
    return session.positions_judged(rules, (incident.players, incident.off_field, incident.match))


#: What the walk reads of a position (``bearing``): offside or not (None: unknown), and
#: the facts missing to say, each as (field, rule).
Bearing = tuple[bool | None, tuple[tuple[str, str], ...]]


def bearing(ctx: Context, index: int, item: Position | None = None) -> Bearing | None:
    """What the walk through the sequence reads of position ``index`` of ``ctx``'s
    incident: whether it was an offside position (None: unknown), for want of which facts.
    A position reaches the walk only through its judgement (``judged``; the findings it
    records are never read back), so two incidents that differ in that position alone,
    judged under the same edition and offside rule, in which it bears alike, take the same
    path through the rules and reach the same offside answer and goal. The analysis asks
    this before running the engine on a changed position (rules/analysis/runs.py).

    ``item``: what that position would bear changed to ``item`` (judged in its place);
    None when ``item`` is of another player, touch or point."""
    own = ctx.incident.positions[index]
    player, at, point = own.player, own.at, own.point
    if item is None:
        verdict, _ = judged(ctx, player, at, point)
    elif (item.player, item.at, item.point) != (player, at, point):
        return None
    else:
        with ctx.deferred():
            verdict = judge(ctx, player, at, point, item=item)
    return verdict.offside, tuple((m.field, m.rule) for m in verdict.missing)
