"""Law 11.2 The moment of judgement: when a player's position is judged.

A position is judged when a team-mate plays or touches the ball, not when the player
receives it (OFF-MOJ-1), at the first point of contact (OFF-MOJ-2); for a goalkeeper's
throw since 2025/26, at the last (OFF-MOJ-3). Where the player is when the ball arrives
does not matter (OFF-MOJ-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from rules.catalogue.offence import OffMoj1, OffMoj2, OffMoj3, OffMoj4
from rules.context import Context
from rules.incident import Distances, Opponents, Position, Qualitative
from rules.phases import Status

if TYPE_CHECKING:
    from rules.offside.involvement import Offence

Point = Literal["first_contact", "last_contact"]


def point(ctx: Context, at: int) -> Point:
    """Which instant of touch ``at`` positions are judged at (OFF-MOJ-2, OFF-MOJ-3)."""
    return _instant(ctx, ctx.incident.sequence[at - 1].action)


def _instant(ctx: Context, action: str) -> Point:
    """``point``, for a touch made with ``action``."""
    if action == "throw" and ctx.has("goalkeeper_throw_last_contact"):
        return "last_contact"
    return "first_contact"


def judge_everyone(ctx: Context, toucher: str, at: int) -> dict[str, Status]:
    """A team-mate touched the ball: every other attacker is judged afresh (OFF-MOJ-1).

    The judgement itself waits until a position matters (rules.engine), so players who
    never become involved cost nothing and add nothing to the trace.
    """
    instant = point(ctx, at)
    return {a: Status(at, None, player=a, point=instant) for a in ctx.attackers if a != toucher}


def state(ctx: Context, at: int) -> None:
    """Say once that touch ``at`` was a moment of judgement (and, for a goalkeeper's
    throw, which instant of it counts)."""
    if at in ctx.stated_moments:
        return
    ctx.stated_moments.add(at)
    contact = ctx.incident.sequence[at - 1]
    toucher, action = contact.by, contact.action  # (each read once: the incident is a model)
    instant = _instant(ctx, action)
    if action == "throw":
        ctx.add(
            OffMoj3.last_contact if instant == "last_contact" else OffMoj2.first_contact,
            at=at,
            player=toucher,
        )
    ctx.add(OffMoj1.moment_of_judgement, at=at, player=toucher, point=instant)


def at_receipt(ctx: Context, offence: Offence) -> None:
    """OFF-MOJ-4: the offender was level or behind again by the time the ball reached him,
    which does not matter; say so when the incident reports it."""
    # (Of his positions at that touch, the first contact's: which is listed first must not
    # change what is said of the same facts.)
    received = min(
        (p for p in ctx.incident.positions if p.player == offence.player and p.at == offence.at),
        key=_point_of,
        default=None,
    )
    if received is not None and offence.at > offence.judged_at and _not_beyond(received.where):
        ctx.add(OffMoj4.position_at_receipt_irrelevant, at=offence.at, player=offence.player)


def _point_of(position: Position) -> str:
    return position.point


def _not_beyond(where: Qualitative | Distances | Opponents) -> bool:
    """Was the player level with or behind the second-last opponent (as far as is known)?"""
    if isinstance(where, Qualitative):
        return where.second_last in ("level", "behind")
    if isinstance(where, Opponents):
        return where.complete and len(where.nearer) + len(where.level) >= 2
    second_last = sorted(where.opponents_m.values())[1]
    return where.attacker_m >= second_last
