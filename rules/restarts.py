"""Restarts: the ones recent changes created, and the one a ball out of play gives.

From 2025/26 a goalkeeper who holds the ball in the hands for more than eight seconds
concedes a corner kick; before, an indirect free kick (RESTART-8S-1, Law 12.2). From
2026/27 a throw-in or goal kick not taken within a five-second countdown goes to the
opponents as a throw-in, or becomes a corner kick (RESTART-5S-1, Laws 15 and 16). Both
matter for offside because there is no offside offence straight from a corner kick or a
throw-in (OFF-NOOFF-1), but there is from a free kick. A ball that wholly crosses the
goal line or a touchline is out of play, and play restarts with a goal kick, a corner
kick or a throw-in, by who touched it last (BALL-OUT-1, Laws 9.1, 15, 16 and 17).
"""

from __future__ import annotations

from typing import Literal

from rules.catalogue.play import BallOut1, Restart5s1, Restart8s1
from rules.context import Context
from rules.incident import OBJECTS, Start, StartKind
from rules.trace import Restart


def kind_given(ctx: Context, start: Start) -> StartKind:
    """The restart the Laws applied give for how the move started: a goalkeeper
    holding the ball too long gives a corner kick from 2025/26, before an indirect free
    kick; otherwise the restart as entered."""
    if start.awarded_for == "goalkeeper_held_ball_too_long":
        return "corner_kick" if ctx.has("goalkeeper_eight_seconds_corner") else "free_kick"
    return start.kind


def state(ctx: Context) -> None:
    """Say which restart a recent change made of the start of the move (contact 1)."""
    start = ctx.incident.start
    reason = start.awarded_for
    if reason is None:
        return
    if reason == "goalkeeper_held_ball_too_long":
        corner = ctx.has("goalkeeper_eight_seconds_corner")
        outcome = Restart8s1.corner_kick if corner else Restart8s1.indirect_free_kick
        ctx.add(outcome, at=1, entered=start.kind)
    elif not ctx.has("restart_countdowns"):
        ctx.add(Restart5s1.no_such_restart, at=1, entered=start.kind, reason=reason)
    elif reason == "throw_in_too_slow":
        ctx.add(Restart5s1.throw_in_to_opponents, at=1)
    else:
        ctx.add(Restart5s1.corner_kick, at=1)


def out_of_play(ctx: Context) -> Restart | None:
    """BALL-OUT-1: the restart after the ball went out of play over a line, by who touched
    it last (a goalpost or an official passes it on: the player before them)."""
    incident = ctx.incident
    if incident.outcome != "ball_out_of_play" or incident.out_over is None:
        return None
    at = len(incident.sequence)
    if incident.out_over == "unknown":
        ctx.add(BallOut1.unknown, at=at)
        return None
    last = next((c.by for c in reversed(incident.sequence) if c.by not in OBJECTS), None)
    team = incident.team_of(last) if last is not None else None
    if team is None:
        return None
    other: Literal["attacking", "defending"] = "defending" if team == "attacking" else "attacking"
    kind: Literal["goal_kick", "corner_kick", "throw_in"]
    if incident.out_over == "touchline":
        kind = "throw_in"
    else:
        kind = "goal_kick" if team == "attacking" else "corner_kick"
    ctx.add(BallOut1.by_kind[kind], at=at, player=last, line=incident.out_over, to=other)
    return Restart(kind=kind, to=other, rule="BALL-OUT-1")
