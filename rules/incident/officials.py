"""What the match officials and the VAR did, how a line was measured, and how the
competition runs VAR and which Laws it plays."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool

from rules.incident.sources import Provenances
from rules.incident.values import (
    BoolOrUnknown,
    EditionName,
    Int,
    MatchDate,
    Model,
    Number,
    Unknown,
)

OnField = Literal["goal", "no_goal", "offside_flag", "whistle", "play_on", "penalty"]
Final = Literal["goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on"]


class Officials(Model):
    """What the match officials did, as reported."""

    #: The on-field decision before any VAR involvement.
    on_field: OnField | Unknown = "unknown"
    #: The assistant referee delayed the flag until the move ended.
    delayed_flag: BoolOrUnknown = "unknown"
    #: The referee had stopped play (blown the whistle) before the ball went into the goal.
    #: A raised flag alone does not stop play; the whistle does (Law 9.1).
    stopped_before_goal: BoolOrUnknown = "unknown"
    #: Did the VAR check the incident?
    var_checked: BoolOrUnknown = "unknown"
    #: The review, if any: none, a VAR-only review, or an on-field review at the monitor.
    review: Literal["none", "var_only", "on_field_review"] | Unknown = "unknown"
    #: Play restarted while the decision was still open to correction: before the
    #: VAR's check ended, or after it was wrongly declared complete (Díaz, 2023).
    restarted_before_check: BoolOrUnknown = "unknown"
    #: The final decision as reported.
    final: Final | Unknown = "unknown"
    provenance: Provenances = ()


class Measurement(Model):
    """How a tight position was measured, for the uncertainty of the line."""

    #: Which position (index into ``positions``) this measures.
    position: Int = Field(ge=0, le=399)
    technology: Literal["semi_automated", "manual_lines"]
    #: Frames per second of the camera used (manual lines: broadcast, usually 50).
    frame_rate_fps: Number = Field(gt=0, le=1000)
    #: Measured margin beyond (+) or behind (-) the second-last opponent, in cm.
    margin_cm: Number = Field(ge=-5000.0, le=5000.0)
    attacker_speed_kmh: Number | None = Field(default=None, ge=0, le=45)
    defender_speed_kmh: Number | None = Field(default=None, ge=0, le=45)
    provenance: Provenances = ()


class EarlyAdoption(Model):
    """The competition applied a new edition of the Laws before it took effect."""

    edition: EditionName
    #: The first day the competition applied it.
    date: MatchDate
    provenance: Provenances = ()


class Competition(Model):
    """How the competition runs VAR (IFAB defaults unless the competition chose otherwise)."""

    #: The competition applied a new edition early (the table of known early adopters,
    #: rules.editions.EARLY_ADOPTERS, is used when this is not given).
    early_adoption: EarlyAdoption | None = None

    var_in_use: StrictBool = True
    #: IFAB: the attacking phase ends when the defending team gains control.
    #: "premier_league": a subjective test of whether the defence had reset.
    attacking_phase: Literal["ifab", "premier_league"] = "ifab"
    #: Lines within this many cm are given to the attacker (the Law has none).
    offside_tolerance_cm: Number = Field(default=0.0, ge=0.0, le=30.0)
    #: The offside rule the competition plays: Law 11, or the IFAB's "daylight" trial
    #: (onside while any part with which a goal can be scored is level or behind). Not
    #: given: Law 11, unless the competition is a known trial (rules.trials).
    offside_rule: Literal["law", "daylight_trial"] | None = None
    #: From 2026/27, a competition may let VAR review a wrongly awarded corner kick.
    var_corner_review: StrictBool = False
    #: Does the referee announce VAR decisions in the stadium? After an on-field review
    #: only (the Premier League from 2025/26), or after every review (the IFAB trial).
    announcements: Literal["none", "on_field_reviews", "every_review"] = "none"
