"""Where the receiver stood when the ball was played, as the freeze frame can tell it.

Positions are the centres of players' bodies, so a difference of TOLERANCE_M or less is
not known either way. An opponent out of the camera's view is not absent: when the
opponents in view leave the receiver nearer the goal line than the second-last of them
and part of the band between him and the goal line was out of view, his position is not
known. The answer is given to the engine as facts (``where``), never as a verdict.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from explainer.tracking.frames import Frame, Seen, Spot
from explainer.tracking.receiver import REACH_M, RUN_SPEED_MS
from explainer.tracking.view import band_in_view

#: Centre-of-body positions: within this many metres of a line, which side is not known.
TOLERANCE_M = 0.5
#: A team has at most eleven players on the field (Law 3): those out of view are at most
#: eleven less those in view.
TEAM_SIZE = 11


@dataclass(frozen=True)
class Placing:
    """The receiver's position as facts for the incident (``where``, None when no place is
    known), the opponents it names by id, and the reason the report gives."""

    reason: str
    where: dict[str, Any] | None = None
    opponents: dict[str, Seen] = field(default_factory=dict)


def _relative(attacker: float, line: float) -> str:
    """ahead (nearer the goal line), behind, or unknown within the tolerance."""
    if attacker < line - TOLERANCE_M:
        return "ahead"
    if attacker > line + TOLERANCE_M:
        return "behind"
    return "unknown"


def _half(attacker: float, frame: Frame) -> str:
    return {"ahead": "opponents", "behind": "own", "unknown": "unknown"}[
        _relative(attacker, frame.length_m / 2)
    ]


def place(receiver: Seen, ball: Spot, frame: Frame) -> Placing:
    """The receiver's position at the pass, from the frame (positions in metres)."""
    mine = receiver.spot.goal_m
    opponents = sorted((s for s in frame.seen if not s.teammate), key=lambda s: s.spot.goal_m)
    ids = {f"opponent_{i}": s for i, s in enumerate(opponents, start=1)}
    half, ball_rel = _half(mine, frame), _relative(mine, ball.goal_m)
    near = [s for s in opponents if s.spot.goal_m <= mine + TOLERANCE_M]
    counted = False
    if len(opponents) >= 2 and opponents[1].spot.goal_m < mine - TOLERANCE_M:
        second = "behind"
    elif len(near) >= 2:
        second = "unknown"
    elif len(near) + TEAM_SIZE - len(opponents) <= 1:
        second, counted = "ahead", True  # even if every opponent out of view were nearer
    else:
        second = "ahead" if band_in_view(frame, mine + TOLERANCE_M) else "unknown"
    reason = _reason(half, ball_rel, second, len(near))
    if counted and reason == "offside_in_view":
        reason = "offside_counted"
    if len(opponents) >= 2 and "unknown" not in (half, ball_rel, second):
        where: dict[str, Any] = {
            "kind": "distances",
            "attacker_m": round(mine, 2),
            "ball_m": round(ball.goal_m, 2),
            "opponents_m": {k: round(s.spot.goal_m, 2) for k, s in ids.items()},
        }
    else:
        # (the second-last opponent is not named: he may be out of view)
        where = {"kind": "qualitative", "half": half, "ball": ball_rel, "second_last": second}
    return Placing(reason, where, ids)


def _reason(half: str, ball: str, second: str, near: int) -> str:
    if half == "own":
        return "own_half"
    if ball == "behind":
        return "behind_ball"
    if second == "behind":
        return "opponents_nearer"
    if second == "unknown":
        return "tolerance_opponent" if near >= 2 else "out_of_view"
    if ball == "unknown":
        return "tolerance_ball"
    if half == "unknown":
        return "tolerance_half"
    return "offside_in_view"


def passer_at_receipt(
    ball: Spot, end: Spot | None, flight_s: float | None, frame: Frame
) -> dict[str, Any] | None:
    """Where the passer stood when the receiver played the ball, as far as can be known
    without a frame of that moment: he can have run at most ``RUN_SPEED_MS`` for the
    ball's flight from where he passed it. Facts only where that settles something (behind
    the ball, which was where the pass ended, or in his own half); None otherwise."""
    if end is None or flight_s is None:
        return None
    nearest = ball.goal_m - RUN_SPEED_MS * flight_s - REACH_M
    behind = nearest > end.goal_m + TOLERANCE_M
    own = nearest > frame.length_m / 2 + TOLERANCE_M
    if not (behind or own):
        return None
    return {
        "kind": "qualitative",
        "half": "own" if own else "unknown",
        "ball": "behind" if behind else "unknown",
        "second_last": "unknown",
    }
