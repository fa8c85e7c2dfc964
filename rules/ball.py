"""Law 9 The ball in and out of play, as it bears on goals.

The ball is out of play once the referee has stopped play, so nothing that goes in after
the whistle is a goal, even if the whistle was wrong (BALL-STOPPED-1, Law 9.1); a raised
flag alone does not stop play. Play then restarts as the reason for the whistle requires
(Law 8): the offside's indirect free kick after a flag, even a wrong one, and a dropped
ball when the reason is not known. Since 2019/20 a ball that goes into the goal straight off
a match official is no goal either: play restarts with a dropped ball (BALL-OFFICIAL-1,
Law 9.2); before, an official was part of the field of play and such a goal counted.
"""

from __future__ import annotations

from typing import Literal

from rules.catalogue.play import BallOfficial1, BallStopped1, Drop1
from rules.context import Context
from rules.incident import OBJECTS, OFFICIAL_OBJECTS, Incident
from rules.trace import Restart

OFFICIALS = OFFICIAL_OBJECTS


def off_an_official(ctx: Context) -> Restart | None:
    """BALL-OFFICIAL-1: the ball went in straight off a match official; the restart."""
    incident = ctx.incident
    last = incident.sequence[-1].by
    if incident.outcome != "goal_scored" or last not in OFFICIALS:
        return None
    if not ctx.has("ball_off_official_no_goal"):
        # Before 2019/20 a match official was part of the field: the goal counts.
        ctx.add(BallOfficial1.part_of_play, at=len(incident.sequence), player=last)
        return None
    ctx.add(BallOfficial1.dropped_ball, at=len(incident.sequence), player=last)
    return Restart(kind="dropped_ball", to=dropped_for(ctx), rule="BALL-OFFICIAL-1")


def dropped_for(ctx: Context) -> Literal["attacking", "defending"] | None:
    """DROP-1 (Law 8.2): who gets the dropped ball after the last touch, a match
    official's. In the defending team's penalty area, its goalkeeper; elsewhere, from
    2025/26 the team that had or would have gained possession when that is clear, and
    otherwise (and before 2025/26 always) the team that last touched the ball."""
    incident = ctx.incident
    at = len(incident.sequence)
    official = incident.sequence[-1]
    area = official.in_defending_penalty_area
    if area is True:
        ctx.add(Drop1.goalkeeper, at=at, to="defending")
        return "defending"
    if area is None or area == "unknown":
        ctx.add(Drop1.unknown, at=at)
        return None
    team = official.possession_to
    if ctx.has("dropped_ball_to_possession") and team in ("attacking", "defending"):
        ctx.add(Drop1.possession_team, at=at, to=team)
        return team
    last = next((c.by for c in reversed(incident.sequence) if c.by not in OBJECTS), None)
    touched = incident.team_of(last) if last is not None else None
    if touched is None:
        ctx.add(Drop1.unknown, at=at)
        return None
    ctx.add(Drop1.last_touch, at=at, player=last, to=touched)
    return touched


def play_stopped(incident: Incident) -> bool | Literal["unknown"]:
    """Had the referee stopped play before the ball went into the goal (as reported)?

    Without the officials there is no whistle to consider: False."""
    officials = incident.officials
    if officials is None or incident.outcome != "goal_scored":
        return False
    return officials.stopped_before_goal


def stopped_before_goal(ctx: Context) -> bool:
    """BALL-STOPPED-1: the referee had stopped play before the ball went into the goal, so
    the ball was already out of play: no goal."""
    if play_stopped(ctx.incident) is not True:
        return False
    ctx.add(BallStopped1.no_goal_after_stoppage, at=len(ctx.incident.sequence))
    return True


def after_stoppage(ctx: Context) -> Restart:
    """BALL-STOPPED-1 with Law 8: the restart after a whistle that came before the ball
    went in, when no offence the engine can see explains it. Play restarts as the reason
    for stopping it requires: an offside flag, or the referee's whistle for offside, gives
    the offside's indirect free kick (even if the call was wrong), a penalty the penalty
    kick; for any other or unknown reason, a dropped ball (Law 8.2), whose taker is not
    known (where the ball was when the whistle went is not part of the incident)."""
    officials = ctx.incident.officials
    on_field = officials.on_field if officials is not None else "unknown"
    at = len(ctx.incident.sequence)
    if on_field in ("offside_flag", "whistle"):
        ctx.add(BallStopped1.offside_free_kick, at=at)
        return Restart(kind="indirect_free_kick", to="defending", rule="BALL-STOPPED-1")
    if on_field == "penalty":
        ctx.add(BallStopped1.penalty_kick, at=at)
        return Restart(kind="penalty_kick", to="attacking", rule="BALL-STOPPED-1")
    ctx.add(BallStopped1.dropped_ball, at=at)
    return Restart(kind="dropped_ball", to=None, rule="BALL-STOPPED-1")
