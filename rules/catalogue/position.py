"""Law 11.1 and 11.4: the offside position, and the daylight trial."""

from __future__ import annotations

from typing import Final, Literal

from rules.catalogue.clause import (
    FACT,
    LAW_11,
    TRIAL,
    Clause,
    Outcome,
    PositionClause,
    clause,
)
from rules.incident.positions import Relative

Half = Literal["opponents", "halfway_line", "own"]


# Law 11.1 Offside position
class OffPos1(PositionClause):
    rule: Final = clause(
        "OFF-POS-1",
        LAW_11,
        "11.1",
        FACT,
        title="Being in an offside position is not an offence",
    )
    not_involved: Final = rule.outcome("not_involved")
    position_alone_no_offence: Final = rule.outcome("position_alone_no_offence")


class OffPos2(PositionClause):
    rule: Final = clause(
        "OFF-POS-2",
        LAW_11,
        "11.1",
        FACT,
        title="The two tests for an offside position",
    )
    offside_position: Final = rule.outcome("offside_position")
    not_offside_position: Final = rule.outcome("not_offside_position")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    half_opponents: Final = rule.outcome("half_opponents")
    half_halfway_line: Final = rule.outcome("half_halfway_line", answers="own_half")
    half_own: Final = rule.outcome("half_own", answers="own_half")
    by_half: Final[dict[Half, Outcome]] = {
        "opponents": half_opponents,
        "halfway_line": half_halfway_line,
        "own": half_own,
    }


class OffPos3(PositionClause):
    rule: Final = clause(
        "OFF-POS-3",
        LAW_11,
        "11.1",
        FACT,
        title="Arms and hands never count, for attackers and defenders alike",
    )
    arms_ignored: Final = rule.outcome("arms_ignored")
    opponent_arm_ignored: Final = rule.outcome("opponent_arm_ignored")


class OffPos4(PositionClause):
    rule: Final = clause(
        "OFF-POS-4",
        LAW_11,
        "11.1",
        FACT,
        since="2021/22",
        title="Where the arm ends: the armpit line",
    )
    shoulder_counts: Final = rule.outcome("shoulder_counts")
    shoulder_counts_by_practice: Final = rule.outcome("shoulder_counts_by_practice")


class OffPos5(PositionClause):
    rule: Final = clause("OFF-POS-5", LAW_11, "11.1", FACT, title="Level is onside")
    level_is_onside: Final = rule.outcome("level_is_onside")


class OffPos6(PositionClause):
    rule: Final = clause("OFF-POS-6", LAW_11, "11.1", FACT, title="The ball is part of the test")
    ball_ahead: Final = rule.outcome("ball_ahead")
    ball_level: Final = rule.outcome("ball_level")
    ball_behind: Final = rule.outcome("ball_behind")
    by_relative: Final[dict[Relative, Outcome]] = {
        "ahead": ball_ahead,
        "level": ball_level,
        "behind": ball_behind,
    }


class OffPos7(PositionClause):
    rule: Final = clause(
        "OFF-POS-7",
        LAW_11,
        "11.1",
        FACT,
        title="The second-last opponent can be anyone",
    )
    second_last_ahead: Final = rule.outcome("second_last_ahead")
    second_last_behind: Final = rule.outcome("second_last_behind")
    #: (Level is OFF-POS-5's.)
    by_relative: Final[dict[Relative, Outcome]] = {
        "ahead": second_last_ahead,
        "behind": second_last_behind,
    }


class TrialDaylight1(Clause):
    rule: Final = clause(
        "TRIAL-DAYLIGHT-1",
        TRIAL,
        "Daylight offside (2024 trial)",
        FACT,
        overrides="OFF-POS-7",
        title="The daylight trial: onside while any scoring part is level or behind",
    )
    trial_applies: Final = rule.outcome("trial_applies")
    wholly_beyond: Final = rule.outcome("wholly_beyond")
    not_wholly_beyond: Final = rule.outcome("not_wholly_beyond")
    unknown: Final = rule.outcome("unknown", unsettled=True)


class OffPos8(PositionClause):
    rule: Final = clause(
        "OFF-POS-8",
        LAW_11,
        "11.4",
        FACT,
        title="A defender who leaves the field without permission",
    )
    counts_on_line: Final = rule.outcome("counts_on_line")
    does_not_count: Final = rule.outcome("does_not_count")
    unknown: Final = rule.outcome("unknown", unsettled=True)
    cautioned_next_stoppage: Final = rule.outcome("cautioned_next_stoppage")


class OffPos9(PositionClause):
    rule: Final = clause(
        "OFF-POS-9",
        LAW_11,
        "11.4",
        FACT,
        title="An attacker who steps off the field",
    )
    treated_as_on_goal_line: Final = rule.outcome("treated_as_on_goal_line")


class OffPos10(PositionClause):
    rule: Final = clause(
        "OFF-POS-10",
        LAW_11,
        "11.4",
        FACT,
        title="An attacker standing inside the goal",
    )
    inside_goal: Final = rule.outcome("inside_goal")
