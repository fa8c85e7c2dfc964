"""Where the attackers were: their positions at a team-mate's touch, and the players off
the field of play at a moment of judgement (Law 11.4)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StrictBool
from pydantic_core import PydanticCustomError

from rules.incident.sources import Provenances
from rules.incident.values import (
    MAX_CONTACTS,
    BoolOrUnknown,
    Ident,
    Int,
    Metres,
    Model,
    Number,
    Unknown,
)

# --- positions at a team-mate's touch -------------------------------------------------------

BodyPart = Literal["head", "shoulder", "torso", "leg", "knee", "foot", "arm", "hand"]
Relative = Literal["ahead", "level", "behind", "unknown"]


class Qualitative(Model):
    """A position described in words: nearer the goal line than X, level, or not.

    Its fields ball and second_last say whether the attacker's nearest head, body or
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


def _two_opponents(value: dict[str, float]) -> dict[str, float]:
    """The distances name the last two opponents at least (a check of the field's own type,
    so that checking the field alone checks it: rules.changes)."""
    if len(value) < 2:
        raise PydanticCustomError(
            "too_few_opponents",
            "give the distance of at least two opponents (the last two)",
        )
    return value


class Distances(Model):
    """A position as distances from the goal line (metres), of nearest legal body parts.

    From these the engine finds the second-last opponent itself.
    """

    kind: Literal["distances"] = "distances"
    attacker_m: Metres
    ball_m: Metres
    opponents_m: Annotated[dict[Ident, Metres], AfterValidator(_two_opponents)]
    #: The attacker's part that is farthest from the goal line, among those with which a
    #: goal can be scored (only the daylight trial asks).
    attacker_rear_m: Metres | None = None


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


# SAOT-1: a line is only as precise as what it is drawn from (the domain reference, 3.6). A
# tracked position's ``where`` says ``unknown`` within the tolerance rather than guess; the
# engine states how it was located (rules.var.measurement.located).
class Located(Model):
    """How a position was located when it was read from tracking data rather than told by
    a report. tracking_centres: the centre of each player's body in a freeze frame (one
    picture of the moment of the pass), not the body parts the Law compares. Within
    tolerance_m metres of the ball, the halfway line or the second-last opponent, which
    side a player was is not known, and the explanation says so."""

    method: Literal["tracking_centres"]
    #: How far a body part can be from its body's centre, in metres, as the position took it.
    tolerance_m: Number = Field(gt=0.0, le=5.0)


class Position(Model):
    """Where an attacker was when a team-mate played or touched the ball (the touch its at
    field numbers)."""

    player: Ident
    at: Int = Field(ge=1, le=MAX_CONTACTS)
    #: Which instant of the team-mate's touch this describes (Law 11.2 footnote).
    point: Literal["first_contact", "last_contact"] = "first_contact"
    where: Where
    #: Read from tracking data: how, and how precisely (None: told by the sources).
    located: Located | None = None
    provenance: Provenances = ()


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
