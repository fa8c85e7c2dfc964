"""The incident: what happened, as an article describes it, as frozen pydantic models.

An incident names its players, how the sequence started, the ordered ball
contacts, where the attackers were at each team-mate's touch, what they did
afterwards, any fouls, and how the sequence ended. A fact that is not known is
given as ``"unknown"`` (or left out where the field is optional); the engine never
fills one in silently. Contacts are numbered from 1 in the order they happened.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AnyHttpUrl,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
    StrictFloat,
    StrictInt,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from rules import paths
from rules.editions import EARLIEST, EDITIONS, edition_named, edition_on
from rules.problems import Problem, problem

MAX_CONTACTS = 40


#: Explicit bidirectional embeddings, overrides and isolates: they can make text display in
#: another order than it is stored (names that read differently in each output).
_BIDI_CONTROLS = ((0x202A, 0x202E), (0x2066, 0x2069))
#: Invisible characters that make two names look equal when they are not, plus the line and
#: paragraph separators that break line-based output. Zero-width (non-)joiners stay allowed:
#: some scripts and emoji need them.
_INVISIBLE = (
    (0x180E, 0x180E),
    (0x200B, 0x200B),
    (0x2028, 0x2029),
    (0x2060, 0x2064),
    (0xFEFF, 0xFEFF),
)
#: Unpaired surrogates and noncharacters (U+FDD0-U+FDEF and the last two of every plane).
_INVALID = (
    (0xD800, 0xDFFF),
    (0xFDD0, 0xFDEF),
    *((p + 0xFFFE, p + 0xFFFF) for p in range(0, 0x110000, 0x10000)),
)
#: C0 controls except tab and newline, DEL and the C1 controls.
_CONTROLS = ((0x00, 0x08), (0x0B, 0x1F), (0x7F, 0x9F))


def _class(*groups: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    ranges = "".join(f"\\U{a:08x}-\\U{b:08x}" for group in groups for a, b in group)
    return re.compile(f"[{ranges}]")


#: Any character _printable refuses: one regular expression scans the text.
_REFUSED = _class(_CONTROLS, _INVALID, _BIDI_CONTROLS, _INVISIBLE)


def _within(code: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(a <= code <= b for a, b in ranges)


def _printable(value: str) -> str:
    """Text in one canonical spelling (Unicode NFC, no spaces around it: the same words
    always give the same incident), refusing control characters, unpaired surrogates,
    noncharacters, bidirectional controls and invisible characters (they break every
    output or disguise what the text says), and text that is only spaces."""
    value = value.strip()
    if not value:
        raise PydanticCustomError("blank", "is only spaces")
    if not value.isascii():
        value = unicodedata.normalize("NFC", value)
    if value.isprintable():
        return value  # every refused character is non-printable: the common case is quick
    found = _REFUSED.search(value)
    if found is None:
        return value
    code = ord(found.group())
    if _within(code, _INVALID):
        raise PydanticCustomError("bad_unicode", "contains an invalid Unicode character")
    if _within(code, _CONTROLS):
        raise PydanticCustomError("control_character", "contains a control character")
    if _within(code, _BIDI_CONTROLS):
        raise PydanticCustomError(
            "bidi_control",
            "contains a bidirectional control character (U+{code}), which can disguise text",
            {"code": f"{code:04X}"},
        )
    raise PydanticCustomError(
        "invisible_character", "contains an invisible character (U+{code})", {"code": f"{code:04X}"}
    )


def _not_yes_or_no(value: Any) -> Any:
    """A number is never given as yes or no (true would otherwise be taken as 1)."""
    if isinstance(value, bool):
        raise PydanticCustomError("bool_not_number", "must be a number, not true or false")
    return value


def _whole(value: Any) -> Any:
    """A whole number, never a boolean; NaN and infinity are named as such (strict mode
    would call them not whole numbers, which hides why)."""
    value = _not_yes_or_no(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise PydanticCustomError("finite_number", "Input should be a finite number")
    return value


#: Numbers in strict mode (a value has one meaning: ``"90"``, ``"9_0"`` and ``90.0`` are
#: not the whole number 90; a whole number is a decimal one), never a boolean.
Int = Annotated[int, Strict(), BeforeValidator(_whole)]
Number = Annotated[float, Strict(), BeforeValidator(_not_yes_or_no)]
Text = Annotated[str, Field(min_length=1, max_length=500), AfterValidator(_printable)]
ShortText = Annotated[str, Field(min_length=1, max_length=120), AfterValidator(_printable)]
Ident = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")]
#: Distance in metres from the goal line the attackers attack (pitch at most 120 m).
Metres = Annotated[float, Strict(), BeforeValidator(_not_yes_or_no), Field(ge=-3.0, le=120.0)]
Unknown = Literal["unknown"]


def _yes_no_or_unknown(value: Any) -> Any:
    """A fact that may be not known is true, false or "unknown", nothing else ("yes", 1
    and "false" are not true or false): one error at the field, not one per choice."""
    if isinstance(value, bool) or value is None or (isinstance(value, str) and value == "unknown"):
        return value
    raise PydanticCustomError("bool_or_unknown", 'must be true, false or "unknown"')


#: true, false or "unknown", strictly.
BoolOrUnknown = Annotated[StrictBool | Unknown, BeforeValidator(_yes_no_or_unknown)]
EditionName = Literal[
    "2016/17",
    "2017/18",
    "2018/19",
    "2019/20",
    "2020/21",
    "2021/22",
    "2022/23",
    "2023/24",
    "2024/25",
    "2025/26",
    "2026/27",
]

#: Things other than players that the ball can touch (Law 11.2 lists them).
OBJECTS: tuple[str, ...] = ("goalpost", "crossbar", "referee", "assistant_referee", "official")
#: The match officials among them.
OFFICIAL_OBJECTS: tuple[str, ...] = ("referee", "assistant_referee", "official")


#: The Laws before 1863 do not matter here, and no edition after 2026/27 is encoded.
EARLIEST_DATE = dt.date(1863, 1, 1)
LATEST_DATE = dt.date(2027, 6, 30)


def _not_a_number(value: Any) -> Any:
    """A date is a date (YAML's) or its ISO text (JSON's), never a number: pydantic would
    read 0 as 1 January 1970, a count of seconds."""
    if isinstance(value, int | float):
        raise PydanticCustomError("date_type", "Input should be a valid date")
    return value


#: Dates as YAML writes them or as ISO text (JSON has no dates), never as numbers.
Date = Annotated[dt.date, BeforeValidator(_not_a_number)]
SourceDate = Annotated[Date, Field(ge=EARLIEST_DATE, le=dt.date(2100, 1, 1))]
MatchDate = Annotated[Date, Field(ge=EARLIEST_DATE, le=LATEST_DATE)]
#: A field of the incident such as ``sequence[2].classification``.
FieldPath = Annotated[
    str,
    Field(
        min_length=1,
        max_length=200,
        pattern=r"^[a-z_]+(\[[0-9]{1,3}\])?(\.[A-Za-z0-9_]+(\[[0-9]{1,3}\])?)*$",
    ),
]


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


# --- where the facts come from --------------------------------------------------------------


class Source(Model):
    """A published report the incident is encoded from (its address when it has one: an
    article pasted from print, or not yet online, is still a source)."""

    id: Ident
    publisher: ShortText
    headline: Text
    url: AnyHttpUrl | None = None
    date: SourceDate | None = None


class Provenance(Model):
    """Which source states a fact, and where in it."""

    source: Ident
    paragraph: Int | None = Field(default=None, ge=1, le=1000)
    note: Text | None = None


Provenances = Annotated[tuple[Provenance, ...], Field(max_length=20)]


class Match(Model):
    """The match, as far as it is known. Every field may be left out: an incident without
    a date is hypothetical, judged under the latest Laws unless an edition is named."""

    competition: ShortText | None = None
    home: ShortText | None = None
    away: ShortText | None = None
    date: MatchDate | None = None
    minute: Int | None = Field(default=None, ge=0, le=130)
    added_time: Int | None = Field(default=None, ge=0, le=30)
    #: Length of the pitch in metres (Law 1: 90-120 m), if known.
    pitch_length_m: Number | None = Field(default=None, ge=90.0, le=120.0)
    provenance: Provenances = ()


class Player(Model):
    id: Ident
    name: ShortText
    number: Int | None = Field(default=None, ge=0, le=99)
    team: Literal["attacking", "defending"]
    goalkeeper: StrictBool = False


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


# --- positions at a team-mate's touch -------------------------------------------------------

BodyPart = Literal["head", "shoulder", "torso", "leg", "knee", "foot", "arm", "hand"]
Relative = Literal["ahead", "level", "behind", "unknown"]


class Qualitative(Model):
    """A position described in words: nearer the goal line than X, level, or not.

    ``ball`` and ``second_last`` say whether the attacker's nearest head, body or
    foot part was ahead of (nearer the goal line than), level with or behind them.
    """

    kind: Literal["qualitative"] = "qualitative"
    half: Literal["opponents", "halfway_line", "own"] | Unknown
    ball: Relative
    second_last: Relative
    #: Who the second-last opponent was, if the source names them.
    second_last_player: Ident | None = None
    #: The measured margin beyond the second-last opponent, in cm.
    margin_cm: Number | None = Field(default=None, ge=0.0, le=5000.0)
    #: Which of the attacker's body parts were beyond the second-last opponent.
    parts_beyond: tuple[BodyPart, ...] | None = Field(default=None, max_length=8)
    #: The second-last opponent's part the comparison was made with, if the source says.
    #: Arms and hands do not count for any player, defenders included.
    second_last_part: BodyPart | None = None
    #: Was every part of the attacker with which a goal can be scored beyond the
    #: second-last opponent ("daylight" between them)? Only the daylight trial asks.
    wholly_beyond: BoolOrUnknown | None = None


class Distances(Model):
    """A position as distances from the goal line (metres), of nearest legal body parts.

    From these the engine finds the second-last opponent itself.
    """

    kind: Literal["distances"] = "distances"
    attacker_m: Metres
    ball_m: Metres
    opponents_m: dict[Ident, Metres]
    #: The attacker's part that is farthest from the goal line, among those with which a
    #: goal can be scored (only the daylight trial asks).
    attacker_rear_m: Metres | None = None

    @field_validator("opponents_m")
    @classmethod
    def _two_opponents(cls, value: dict[str, float]) -> dict[str, float]:
        if len(value) < 2:
            raise PydanticCustomError(
                "too_few_opponents",
                "give the distance of at least two opponents (the last two)",
            )
        return value


class Opponents(Model):
    """A position given as who was nearer the goal line than the attacker, without
    distances ("only the goalkeeper was nearer the goal line"). From the lists the engine
    finds whether the attacker was ahead of, level with or behind the second-last
    opponent; defenders off the field without permission are added where they count."""

    kind: Literal["opponents"] = "opponents"
    half: Literal["opponents", "halfway_line", "own"] | Unknown
    ball: Relative
    #: The opponents nearer their own goal line than the attacker.
    nearer: tuple[Ident, ...] = Field(max_length=11)
    #: The opponents level with the attacker.
    level: tuple[Ident, ...] = Field(default=(), max_length=11)
    #: Are these all the opponents nearer or level? False when the source names only some.
    complete: StrictBool = True
    #: As for Qualitative: every part with which a goal can be scored was beyond the
    #: second-last opponent (only the daylight trial asks).
    wholly_beyond: BoolOrUnknown | None = None


Where = Annotated[Qualitative | Distances | Opponents, Field(discriminator="kind")]


class Position(Model):
    """Where an attacker was when a team-mate played or touched the ball (contact ``at``)."""

    player: Ident
    at: Int = Field(ge=1, le=MAX_CONTACTS)
    #: Which instant of the team-mate's touch this describes (Law 11.2 footnote).
    point: Literal["first_contact", "last_contact"] = "first_contact"
    where: Where
    provenance: Provenances = ()


# --- players off the field, involvement, fouls ----------------------------------------------


class OffField(Model):
    """A player off the field of play at a moment of judgement (Law 11.4)."""

    player: Ident
    at: Int = Field(ge=1, le=MAX_CONTACTS)
    with_permission: BoolOrUnknown
    #: The boundary crossed: a defender without permission counts as on it.
    crossed: Literal["goal_line", "touchline"]
    #: For a touchline exit: the exit point's distance from the goal line.
    exit_point_m: Metres | None = None
    #: Has play stopped, or the defending team played the ball towards halfway
    #: and out of its penalty area, since the player left?
    reset_since: BoolOrUnknown = False
    #: For an attacker: re-entered from the goal line and became involved.
    reentered: StrictBool = False
    #: For a defender off without permission: did they leave deliberately? (A caution at
    #: the next stoppage.)
    deliberate: BoolOrUnknown | None = None
    provenance: Provenances = ()


InvolvementKind = Literal[
    "obstructed_line_of_vision",
    "challenged_opponent",
    "attempted_close_ball_impacting_opponent",
    "obvious_action_impacting_opponent",
    "in_opponents_way_impacting",
    "moved_into_opponents_path",
    "moving_to_play_ball",
    "none",
    # Not known: whether and how he became involved from his position (Law 11). Impeding
    # an opponent (moved_into_opponents_path) is a Law 12 offence, reported as one.
    "unknown",
]


class Involvement(Model):
    """What an attacker did, other than touching the ball, after contact ``after``."""

    player: Ident
    after: Int = Field(ge=1, le=MAX_CONTACTS)
    kind: InvolvementKind
    #: The opponent affected, if any.
    opponent: Ident | None = None
    #: For moving_to_play_ball: could a team-mate in an onside position also play the ball?
    #: (If none could, the player may be penalised before touching it.)
    onside_teammate_could_play: BoolOrUnknown | None = None
    location: Location | None = None
    provenance: Provenances = ()


class Foul(Model):
    """A Law 12 offence by or against an attacker, after contact ``after``."""

    by: Ident
    against: Ident
    after: Int = Field(ge=1, le=MAX_CONTACTS)
    free_kick: Literal["direct", "indirect", "penalty"]
    #: For a foul against an attacker: what that attacker was doing when fouled.
    victim_was: Literal["moving_towards_ball", "playing_or_challenging"] | Unknown | None = None
    #: For a foul by an attacker: when it came relative to their offside involvement.
    relative_to_involvement: Literal["before", "same_action", "after"] | Unknown | None = None
    #: The referee played advantage, so this foul did not stop play.
    advantage_played: StrictBool = False
    location: Location | None = None
    provenance: Provenances = ()


# --- the officials, VAR and measurement (VAR protocol) --------------------------------------

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


def _whole_as_int(value: Any) -> Any:
    """JSON has one kind of number: a reading of 90.0 is the reading 90, which a field of
    whole numbers (strict: rules.incident.Int) takes, as a field of decimals does."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


class Reading(Model):
    """One source's version of a disputed fact, of the type of the field it disputes."""

    value: Annotated[
        ShortText | StrictInt | StrictFloat | StrictBool | None, BeforeValidator(_whole_as_int)
    ]
    source: Ident | None = None


class Dispute(Model):
    """A decisive fact on which sources disagree, e.g. ``sequence[2].classification``."""

    field: FieldPath
    readings: tuple[Reading, ...] = Field(min_length=2, max_length=5)


Outcome = Literal["goal_scored", "ball_out_of_play", "play_stopped", "play_continued", "unknown"]


#: Schema version 1 read a fact nobody gave as "did not happen": no involvement reported
#: meant none, and the officials had not stopped play, not delayed the flag, not restarted
#: before the check, and the VAR had checked without a review. Version 2 (the default) reads
#: it as not known. An incident that says it is version 1 keeps those defaults
#: (``_closed_world``), so that what was written under version 1 means what it meant.
SCHEMA_VERSION: Literal[2] = 2
CLOSED_WORLD: dict[str, Any] = {"unlisted_involvements": "none", "unlisted_fouls": "none"}
CLOSED_WORLD_OFFICIALS: dict[str, Any] = {
    "delayed_flag": False,
    "stopped_before_goal": False,
    "var_checked": True,
    "review": "none",
    "restarted_before_check": False,
}


class Incident(Model):
    """A structured description of one incident, from the start of the move to its end."""

    #: 2: a fact not given is not known; 1: as in version 1 (see CLOSED_WORLD).
    schema_version: Literal[1, 2] = SCHEMA_VERSION
    title: ShortText | None = None
    match: Match = Match()
    sources: tuple[Source, ...] = Field(default=(), max_length=20)
    edition: EditionName | None = None
    players: tuple[Player, ...] = Field(min_length=1, max_length=60)
    start: Start
    sequence: tuple[Contact, ...] = Field(min_length=1, max_length=MAX_CONTACTS)
    positions: tuple[Position, ...] = Field(default=(), max_length=400)
    off_field: tuple[OffField, ...] = Field(default=(), max_length=40)
    involvements: tuple[Involvement, ...] = Field(default=(), max_length=100)
    fouls: tuple[Foul, ...] = Field(default=(), max_length=40)
    #: How to treat an attacker whose position at a team-mate's touch is not given:
    #: "onside" when the sources raise no question about it, else "unknown".
    unlisted_positions: Literal["onside", "unknown"] = "unknown"
    #: How to treat an attacker in an offside position who does not play the ball and of
    #: whom no involvement is given: "none" when the sources say nobody else did anything
    #: that affected an opponent, else "unknown" (whether he did is then a fact to ask).
    unlisted_involvements: Literal["none", "unknown"] = "unknown"
    #: Does ``fouls`` list every foul of the move ("none" left out), or may the sources
    #: leave one out ("unknown")? Asked only where the officials' decision shows a foul
    #: that nothing listed explains (rules.offside.unreported.implied_foul).
    unlisted_fouls: Literal["none", "unknown"] = "unknown"
    #: An attacker standing still inside the goal as the ball went in.
    inside_goal: tuple[Ident, ...] = Field(default=(), max_length=22)
    outcome: Outcome
    #: For a ball out of play: the line it crossed, wholly, off the last contact (the
    #: goal line of the goal attacked, or a touchline).
    out_over: Literal["goal_line", "touchline"] | Unknown | None = None
    officials: Officials | None = None
    competition_rules: Competition = Competition()
    measurements: tuple[Measurement, ...] = Field(default=(), max_length=40)
    disputes: tuple[Dispute, ...] = Field(default=(), max_length=20)
    notes: Text | None = None

    @model_validator(mode="before")
    @classmethod
    def _closed_world(cls, data: Any) -> Any:
        """Version 1's defaults for the facts a version 1 incident does not give."""
        if not isinstance(data, dict) or data.get("schema_version") != 1:
            return data
        data = {**CLOSED_WORLD, **data}
        officials = data.get("officials")
        if isinstance(officials, dict):
            data["officials"] = {**CLOSED_WORLD_OFFICIALS, **officials}
        return data

    @model_validator(mode="after")
    def _references(self) -> Incident:
        problems = reference_problems(self)
        if problems:
            # The problems as data (rules.problems); explainer words them. The summary
            # names their codes and values, for a reader of pydantic's own error.
            summary = "; ".join(
                f"{p.path}: {p.message.code} {dict(p.message.params)}" for p in problems
            )
            raise PydanticCustomError(
                "incident_reference", "{summary}", {"summary": summary, "problems": problems}
            )
        return self

    # Convenience look-ups used by the engine -------------------------------------------------

    def _players_by_id(self) -> dict[str, Player]:
        """Players by id, built on first use and kept beside the fields (never dumped or
        compared). Keyed on the players tuple itself, so a copy with other players
        (``model_copy(update=...)``) builds its own."""
        cached = self.__dict__.get("_player_index")
        if cached is None or cached[0] is not self.players:
            found: dict[str, Player] = {}
            for player in self.players:
                found.setdefault(player.id, player)
            cached = (self.players, found)
            self.__dict__["_player_index"] = cached  # not a field: frozen fields stay frozen
        index: dict[str, Player] = cached[1]
        return index

    def player(self, ident: str) -> Player | None:
        return self._players_by_id().get(ident)

    def team_of(self, ident: str) -> Literal["attacking", "defending"] | None:
        player = self._players_by_id().get(ident)
        return player.team if player else None


#: The lists whose items no other check reads one by one: a change to one of their items
#: (the list keeping its length) can only break the checks of that item.
ITEM_LISTS = ("sequence", "positions", "off_field", "involvements", "fouls", "measurements")


def reference_problems(
    incident: Incident, *, disputes: bool = True, only: tuple[str, int] | None = None
) -> list[Problem]:
    """Cross-field checks, each a message code (rules.problems) with the field path it
    concerns. ``disputes=False``: all but the readings of disputed facts, for a copy whose
    disputes were checked already.
    ``only=(name, i)``: a copy of a valid incident in which only item ``i`` of the list
    ``name`` (one of ITEM_LISTS) changed, so only that item's checks are run."""
    check = _Checks(incident)
    if only is None:
        check.players_and_sources()
        check.sequence()
        check.positions()
        check.events()
        check.provenance(_provenances(incident))
    else:
        name, index = only
        item = getattr(incident, name)[index]
        getattr(check, _ITEM_CHECKS[name])(index, item)
        check.provenance([(f"{name}[{index}]", item.provenance)])
    if disputes and incident.disputes:
        # Readings are tried on the incident only when the rest of it is valid.
        source_ids = {s.id for s in incident.sources}
        check.problems.extend(
            _dispute_problems(incident, source_ids, try_values=not check.problems)
        )
    return check.problems


class _Checks:
    """The cross-field checks of one incident, gathering Problems (a field path and a
    message code with its values, rules.problems). Each list's items are checked one by
    one (``contact``, ``position``...), so that a copy with one item changed checks that
    item alone (``_ITEM_CHECKS``)."""

    def __init__(self, incident: Incident) -> None:
        self.incident = incident
        self.problems: list[Problem] = []
        #: The players' ids (a look-up kept with the incident, shared by its copies).
        self.known = incident._players_by_id()

    def add(self, path: str, code: str, **params: Any) -> None:
        self.problems.append(problem(path, code, **params))

    def player_ref(self, path: str, ident: str, team: str | None = None) -> None:
        if ident not in self.known:
            self.add(path, "unknown_player", ident=ident)
        elif team and self.incident.team_of(ident) != team:
            self.add(path, "wrong_team", ident=ident, team=team)

    def contact_ref(self, path: str, index: int) -> None:
        n = len(self.incident.sequence)
        if index > n:
            self.add(path, "no_contact", index=index, count=n)

    def players_and_sources(self) -> None:
        incident = self.incident
        ids = [p.id for p in incident.players]
        for i, ident in enumerate(ids):
            if ident in ids[:i]:
                self.add(f"players[{i}].id", "duplicate_player", ident=ident)
            if ident in OBJECTS:
                self.add(f"players[{i}].id", "reserved_id", ident=ident)
        if len({s.id for s in incident.sources}) != len(incident.sources):
            self.add("sources", "duplicate_sources")
        day = incident.match.date
        if day is None:
            pass  # hypothetical: the latest Laws, or the edition named
        elif EARLIEST.effective > day and incident.edition is None:
            self.add("match.date", "before_earliest_edition", earliest=EARLIEST.name)
        elif edition_on(day) is None and incident.edition is None:
            self.add("match.date", "no_edition_for_date")
        self.early_adoption()

    def early_adoption(self) -> None:
        early = self.incident.competition_rules.early_adoption
        if early is None:
            return
        path = "competition_rules.early_adoption"
        if self.incident.match.date is None:
            self.add(path, "early_adoption_without_date")
            return
        chosen = edition_named(early.edition)
        index = EDITIONS.index(chosen)
        if early.date >= chosen.effective:
            self.add(
                f"{path}.date",
                "early_adoption_not_early",
                edition=chosen.name,
                effective=chosen.effective.isoformat(),
            )
        elif index == 0 or early.date < EDITIONS[index - 1].effective:
            self.add(f"{path}.date", "early_adoption_too_early", edition=chosen.name)

    def sequence(self) -> None:
        incident = self.incident
        for i, c in enumerate(incident.sequence):
            self.contact(i, c)
        self.start()

    def touch(self, i: int, c: Contact) -> None:
        """One touch changed: its own checks, and the restart's when it is the first."""
        self.contact(i, c)
        if i == 0:
            self.start()

    def start(self) -> None:
        """The restart, and who took it (the first touch)."""
        incident = self.incident
        if incident.start.kind != "open_play" and incident.sequence[0].by in OBJECTS:
            self.add("sequence[0].by", "restart_by_object")
        reason = incident.start.awarded_for
        if reason is not None and incident.start.kind not in AWARDED_KINDS[reason]:
            self.add("start.awarded_for", "reason_gives_other_restart", kinds=AWARDED_KINDS[reason])
        if incident.out_over is not None and incident.outcome != "ball_out_of_play":
            self.add("out_over", "out_over_not_out_of_play")
        self.officials()

    def officials(self) -> None:
        """A goal cannot be given once play was stopped before the ball went in (Law 9.1):
        an incident that says both contradicts itself."""
        officials = self.incident.officials
        if officials is None or officials.stopped_before_goal is not True:
            return
        if self.incident.outcome != "goal_scored":
            return
        for field in ("on_field", "final"):
            if getattr(officials, field) == "goal":
                self.add(f"officials.{field}", "goal_after_stoppage")

    def contact(self, i: int, c: Contact) -> None:
        if c.by not in self.known and c.by not in OBJECTS:
            self.add(f"sequence[{i}].by", "unknown_player", ident=c.by)
        is_opponent = self.incident.team_of(c.by) == "defending"
        if (c.classification is not None or c.indicators is not None) and not is_opponent:
            self.add(f"sequence[{i}].classification", "classified_not_defender")
        if c.action == "throw":
            player = self.incident.player(c.by)
            if player is None or not player.goalkeeper:
                self.add(f"sequence[{i}].action", "throw_not_goalkeeper")
        self.contact_facts(i, c)

    def contact_facts(self, i: int, c: Contact) -> None:
        """The facts that only some touches can have."""
        handball = c.action == "deliberate_handball" and self.incident.team_of(c.by) == "defending"
        official = c.by in OFFICIAL_OBJECTS
        if c.advantage_played is not None and not handball:
            self.add(f"sequence[{i}].advantage_played", "advantage_not_handball")
        elif c.advantage_played is False and i + 1 < len(self.incident.sequence):
            self.add(f"sequence[{i}].advantage_played", "touch_after_stopped_handball")
        if c.in_defending_penalty_area is not None and not (handball or official):
            self.add(f"sequence[{i}].in_defending_penalty_area", "penalty_area_not_asked")
        if c.possession_to is not None and not official:
            self.add(f"sequence[{i}].possession_to", "possession_not_official")

    def positions(self) -> None:
        positions = self.incident.positions
        twice = _repeated([(p.player, p.at, p.point) for p in positions])
        for i, pos in enumerate(positions):
            self.position(i, pos, i in twice)

    def position(self, i: int, pos: Position, twice: bool | None = None) -> None:
        """``twice``: another position has the same player, touch and point (None: see)."""
        self.player_ref(f"positions[{i}].player", pos.player, "attacking")
        self.contact_ref(f"positions[{i}].at", pos.at)
        if twice is None:
            key = (pos.player, pos.at, pos.point)
            twice = sum((p.player, p.at, p.point) == key for p in self.incident.positions) > 1
        if twice:
            self.add(f"positions[{i}]", "position_twice")
        where = pos.where
        if isinstance(where, Distances):
            for ident in where.opponents_m:
                self.player_ref(f"positions[{i}].where.opponents_m.{ident}", ident, "defending")
        elif isinstance(where, Opponents):
            self.opponent_lists(f"positions[{i}].where", where)
        elif where.second_last_player is not None:
            path = f"positions[{i}].where.second_last_player"
            self.player_ref(path, where.second_last_player, "defending")

    def opponent_lists(self, path: str, where: Opponents) -> None:
        seen: set[str] = set()
        for name, idents in (("nearer", where.nearer), ("level", where.level)):
            for j, ident in enumerate(idents):
                self.player_ref(f"{path}.{name}[{j}]", ident, "defending")
                if ident in seen:
                    self.add(f"{path}.{name}[{j}]", "listed_twice", ident=ident)
                seen.add(ident)

    def events(self) -> None:
        incident = self.incident
        for i, off in enumerate(incident.off_field):
            self.off_field(i, off)
        for i, inv in enumerate(incident.involvements):
            self.involvement(i, inv)
        for i, foul in enumerate(incident.fouls):
            self.foul(i, foul)
        for i, ident in enumerate(incident.inside_goal):
            self.player_ref(f"inside_goal[{i}]", ident, "attacking")
        for i, m in enumerate(incident.measurements):
            self.measurement(i, m)

    def off_field(self, i: int, off: OffField) -> None:
        self.player_ref(f"off_field[{i}].player", off.player)
        if off.reentered and off.crossed != "goal_line":
            self.add(f"off_field[{i}].reentered", "reentry_not_goal_line")
        self.contact_ref(f"off_field[{i}].at", off.at)
        if off.deliberate is not None and (
            self.incident.team_of(off.player) != "defending" or off.with_permission is not False
        ):
            self.add(f"off_field[{i}].deliberate", "deliberate_not_defender")

    def involvement(self, i: int, inv: Involvement) -> None:
        self.player_ref(f"involvements[{i}].player", inv.player, "attacking")
        self.contact_ref(f"involvements[{i}].after", inv.after)
        if inv.opponent is not None:
            self.player_ref(f"involvements[{i}].opponent", inv.opponent, "defending")
        if inv.onside_teammate_could_play is not None and inv.kind != "moving_to_play_ball":
            self.add(f"involvements[{i}].onside_teammate_could_play", "onside_teammate_not_asked")

    def foul(self, i: int, foul: Foul) -> None:
        self.player_ref(f"fouls[{i}].by", foul.by)
        self.player_ref(f"fouls[{i}].against", foul.against)
        self.contact_ref(f"fouls[{i}].after", foul.after)
        if foul.by in self.known and foul.by == foul.against:
            self.add(f"fouls[{i}].against", "foul_against_self")

    def measurement(self, i: int, m: Measurement) -> None:
        if m.position >= len(self.incident.positions):
            self.add(f"measurements[{i}].position", "no_position", index=m.position)

    def provenance(self, found: list[tuple[str, tuple[Provenance, ...]]]) -> None:
        source_ids = {s.id for s in self.incident.sources}
        for path, provs in found:
            for j, prov in enumerate(provs):
                if prov.source not in source_ids:
                    self.add(f"{path}.provenance[{j}].source", "unknown_source", ident=prov.source)


#: The check of one item of each list (``_Checks``), by the list's name (ITEM_LISTS).
_ITEM_CHECKS = {
    "sequence": "touch",
    "positions": "position",
    "off_field": "off_field",
    "involvements": "involvement",
    "fouls": "foul",
    "measurements": "measurement",
}


def _repeated(keys: list[Any]) -> set[int]:
    """The indices of the keys that an earlier one repeats."""
    seen: set[Any] = set()
    found: set[int] = set()
    for i, key in enumerate(keys):
        if key in seen:
            found.add(i)
        seen.add(key)
    return found


def _dispute_problems(
    incident: Incident, source_ids: set[str], *, try_values: bool
) -> list[Problem]:
    """Each disputed field exists, each reading cites a listed source and is a value the
    field can take (the incident with that reading must itself be valid)."""
    from rules.changes import ChangeError, changed  # changes.py builds on this module

    problems: list[Problem] = []
    base = incident.model_dump(mode="json", exclude={"disputes"})
    for i, dispute in enumerate(incident.disputes):
        for j, reading in enumerate(dispute.readings):
            if reading.source is not None and reading.source not in source_ids:
                path = f"disputes[{i}].readings[{j}].source"
                problems.append(problem(path, "unknown_source", ident=reading.source))
        if not paths.exists(base, dispute.field) or dispute.field.startswith("disputes"):
            problems.append(problem(f"disputes[{i}].field", "no_such_field", field=dispute.field))
            continue
        if not try_values:
            continue
        for j, reading in enumerate(dispute.readings):
            try:
                changed(incident, [(dispute.field, reading.value)])
            except ChangeError as exc:
                problems.append(
                    problem(
                        f"disputes[{i}].readings[{j}].value",
                        "impossible_reading",
                        field=dispute.field,
                        where=exc.where,
                        problem=exc.message,
                    )
                )
    return problems


def _provenances(incident: Incident) -> list[tuple[str, tuple[Provenance, ...]]]:
    found: list[tuple[str, tuple[Provenance, ...]]] = [
        ("match", incident.match.provenance),
        ("start", incident.start.provenance),
    ]
    if incident.officials is not None:
        found.append(("officials", incident.officials.provenance))
    for name in ("sequence", "positions", "off_field", "involvements", "fouls", "measurements"):
        items: tuple[Any, ...] = getattr(incident, name)
        found.extend((f"{name}[{i}]", item.provenance) for i, item in enumerate(items))
    return found
