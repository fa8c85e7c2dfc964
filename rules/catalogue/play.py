"""Laws 8, 9, 12, 15 and 16: the ball in and out of play, restarts, handball."""

from __future__ import annotations

from typing import Final, Literal

from rules.catalogue.clause import (
    FACT,
    LAW_8,
    LAW_9,
    LAW_12,
    LAW_15,
    Clause,
    Outcome,
    clause,
)

#: The restarts for the ball out of play over a line.
OutOver = Literal["goal_kick", "corner_kick", "throw_in"]


# Law 9.2: the ball touching a match official (since 2019/20)
class BallOfficial1(Clause):
    rule: Final = clause(
        "BALL-OFFICIAL-1",
        LAW_9,
        "9.2",
        FACT,
        title="A ball off a match official into the goal is no goal",
    )
    dropped_ball: Final = rule.outcome("dropped_ball", draws="rebound")
    part_of_play: Final = rule.outcome("part_of_play")


# Law 9.1: once the referee has stopped play the ball is out of play, so no goal
class BallStopped1(Clause):
    rule: Final = clause(
        "BALL-STOPPED-1",
        LAW_9,
        "9.1",
        FACT,
        title="No goal once the referee has stopped play",
    )
    no_goal_after_stoppage: Final = rule.outcome("no_goal_after_stoppage")
    offside_free_kick: Final = rule.outcome("offside_free_kick")
    penalty_kick: Final = rule.outcome("penalty_kick")
    dropped_ball: Final = rule.outcome("dropped_ball")


class BallOut1(Clause):
    rule: Final = clause(
        "BALL-OUT-1",
        LAW_9,
        "9.1",
        FACT,
        title="The ball out of play over a line, and the restart it gives",
    )
    goal_kick: Final = rule.outcome("goal_kick")
    corner_kick: Final = rule.outcome("corner_kick")
    throw_in: Final = rule.outcome("throw_in")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    by_kind: Final[dict[OutOver, Outcome]] = {
        "goal_kick": goal_kick,
        "corner_kick": corner_kick,
        "throw_in": throw_in,
    }


class Drop1(Clause):
    rule: Final = clause("DROP-1", LAW_8, "8.2", FACT, title="Who gets the dropped ball")
    goalkeeper: Final = rule.outcome("goalkeeper")
    possession_team: Final = rule.outcome("possession_team")
    last_touch: Final = rule.outcome("last_touch")
    unknown: Final = rule.outcome("unknown", unsettled=True)


# Laws 12, 15 and 16: restarts that recent changes created
class Restart8s1(Clause):
    rule: Final = clause(
        "RESTART-8S-1",
        LAW_12,
        "12.2",
        FACT,
        title="A goalkeeper holding the ball too long",
    )
    corner_kick: Final = rule.outcome("corner_kick")
    indirect_free_kick: Final = rule.outcome("indirect_free_kick")


class Restart5s1(Clause):
    rule: Final = clause(
        "RESTART-5S-1",
        LAW_15,
        "15.2 and 16.2",
        FACT,
        since="2026/27",
        title="The five-second countdown for throw-ins and goal kicks",
    )
    throw_in_to_opponents: Final = rule.outcome("throw_in_to_opponents")
    corner_kick: Final = rule.outcome("corner_kick")
    no_such_restart: Final = rule.outcome("no_such_restart")


class HbSanc1(Clause):
    rule: Final = clause(
        "HB-SANC-1",
        LAW_12,
        "12.1 and 12.3",
        FACT,
        title="A defender's deliberate handball: free kick, penalty or advantage",
    )
    direct_free_kick: Final = rule.outcome("direct_free_kick")
    penalty_kick: Final = rule.outcome("penalty_kick")
    advantage: Final = rule.outcome("advantage")
    unknown: Final = rule.outcome("unknown", unsettled=True)
