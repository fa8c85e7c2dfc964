"""The touches: how the sequence started, and each contact of the ball in order."""

from __future__ import annotations

from typing import Literal

from pydantic import StrictBool

from rules.incident.sources import Provenances
from rules.incident.values import BoolOrUnknown, Ident, Metres, Model, ShortText, Text, Unknown

#: Things other than players that the ball can touch (Law 11.2 lists them).
OBJECTS: tuple[str, ...] = ("goalpost", "crossbar", "referee", "assistant_referee", "official")
#: The match officials among them.
OFFICIAL_OBJECTS: tuple[str, ...] = ("referee", "assistant_referee", "official")

# --- how the sequence started ---------------------------------------------------------------

StartKind = Literal[
    "open_play",
    "goal_kick",
    "throw_in",
    "corner_kick",
    "free_kick",
    "penalty_kick",
    "kick_off",
    "dropped_ball",
    "goalkeeper_release",
]


#: Why a restart was awarded, where a recent change to the Laws decides what it is: a
#: goalkeeper holding the ball more than 8 seconds (a corner kick from 2025/26, before an
#: indirect free kick), a thrower or goal kick taker past the 5-second countdown (from
#: 2026/27: a throw-in to the opponents, and a corner kick instead of the goal kick).
AwardedFor = Literal["goalkeeper_held_ball_too_long", "throw_in_too_slow", "goal_kick_too_slow"]
#: The restarts each reason can give, in one edition or another.
AWARDED_KINDS: dict[str, tuple[str, ...]] = {
    "goalkeeper_held_ball_too_long": ("corner_kick", "free_kick"),
    "throw_in_too_slow": ("throw_in",),
    "goal_kick_too_slow": ("corner_kick",),
}


class Start(Model):
    """How the sequence started. For a restart, contact 1 is the restart itself."""

    kind: StartKind
    #: Why the restart was awarded, when it was for one of the reasons in AwardedFor.
    awarded_for: AwardedFor | None = None
    provenance: Provenances = ()


# --- ball contacts --------------------------------------------------------------------------

Action = Literal[
    "pass",
    "cross",
    "shot",
    "header",
    "throw",
    "unintended_touch",
    "deflection",
    "deliberate_play",
    "save",
    "deliberate_handball",
    "clearance",
    "control",
    "rebound",
]

#: How an opponent's touch is classified for offside (Law 11.2).
Classification = Literal["deliberate_play", "deflection", "save", "deliberate_handball"]


class Indicators(Model):
    """The IFAB 2022 indicators that an opponent controlled the ball (Law 11.2).

    Each is True when it points towards a deliberate play, False when it points
    towards a deflection, and None when the source does not say.
    """

    travelled_from_distance_clear_view: StrictBool | None = None
    not_moving_quickly: StrictBool | None = None
    direction_not_unexpected: StrictBool | None = None
    time_to_coordinate: StrictBool | None = None
    on_the_ground: StrictBool | None = None
    #: True when the player had control of the ball (the definition itself).
    had_control: StrictBool | None = None


class Location(Model):
    """Where something happened."""

    distance_from_goal_line_m: Metres | None = None
    half: Literal["own", "opponents"] | None = None
    description: ShortText | None = None


class Contact(Model):
    """One touch of the ball: who or what touched it, and how."""

    by: Ident
    action: Action
    #: For an opponent's touch: how the officials classified it, if reported.
    classification: Classification | Unknown | None = None
    #: For an opponent's touch: the deliberate-play indicators, if known.
    indicators: Indicators | None = None
    #: Which way the ball went relative to the goal attacked, as reported.
    direction: Literal["forwards", "square", "backwards"] | None = None
    #: Where the touch happened (used for the free kick's place).
    location: Location | None = None
    #: The touch was inside the defending team's penalty area: a defender's deliberate
    #: handball there gives a penalty kick, and a ball that touched a match official there
    #: is dropped for the defending goalkeeper (Law 8.2).
    in_defending_penalty_area: BoolOrUnknown | None = None
    #: For a defender's deliberate handball: the referee let play go on (advantage).
    advantage_played: BoolOrUnknown | None = None
    #: For a match official's touch: which team had, or would have gained, possession, if
    #: that was clear (from 2025/26 the dropped ball goes to that team; Law 8.2).
    possession_to: Literal["attacking", "defending", "unclear"] | None = None
    note: Text | None = None
    provenance: Provenances = ()
