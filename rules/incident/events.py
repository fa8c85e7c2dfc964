"""What attackers did besides touching the ball (their involvement), and the fouls."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool

from rules.incident.sources import Provenances
from rules.incident.touches import Location
from rules.incident.values import MAX_CONTACTS, BoolOrUnknown, Ident, Int, Model, Unknown

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
    """What an attacker did, other than touching the ball, after the touch its after field
    numbers."""

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
    """A Law 12 offence by or against an attacker, after the touch its after field numbers."""

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
