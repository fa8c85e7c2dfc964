"""Law 9 The ball in and out of play, as it bears on goals.

The ball is out of play once the referee has stopped play, so nothing that goes in after
the whistle is a goal, even if the whistle was wrong (BALL-STOPPED-1, Law 9.1); a raised
flag alone does not stop play. Since 2019/20 a ball that goes into the goal straight off
a match official is no goal either: play restarts with a dropped ball (BALL-OFFICIAL-1,
Law 9.2); before, an official was part of the field of play and such a goal counted.
"""

from __future__ import annotations

from typing import Literal

from rules.context import Context
from rules.incident import OBJECTS, OFFICIAL_OBJECTS, Officials
from rules.outputs import built
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
        ctx.add("BALL-OFFICIAL-1", "part_of_play", at=len(incident.sequence), player=last)
        return None
    ctx.add("BALL-OFFICIAL-1", "dropped_ball", at=len(incident.sequence), player=last)
    return built(Restart, kind="dropped_ball", to=dropped_for(ctx), rule="BALL-OFFICIAL-1")


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
        ctx.add("DROP-1", "goalkeeper", at=at, to="defending")
        return "defending"
    if area is None or area == "unknown":
        ctx.add("DROP-1", "unknown", at=at)
        return None
    team = official.possession_to
    if ctx.has("dropped_ball_to_possession") and team in ("attacking", "defending"):
        ctx.add("DROP-1", "possession_team", at=at, to=team)
        return team
    last = next((c.by for c in reversed(incident.sequence) if c.by not in OBJECTS), None)
    touched = incident.team_of(last) if last is not None else None
    if touched is None:
        ctx.add("DROP-1", "unknown", at=at)
        return None
    ctx.add("DROP-1", "last_touch", at=at, player=last, to=touched)
    return touched


def stopped_before_goal(ctx: Context, officials: Officials) -> bool | Literal["unknown"]:
    """BALL-STOPPED-1: had the referee stopped play before the ball went into the goal?"""
    if ctx.incident.outcome != "goal_scored" or officials.stopped_before_goal is False:
        return False
    if officials.stopped_before_goal == "unknown":
        return "unknown"
    ctx.add("BALL-STOPPED-1", "no_goal_after_stoppage", at=len(ctx.incident.sequence))
    return True
