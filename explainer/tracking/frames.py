"""One pass as the data gives it, in metres: the shapes every provider is read into.

Distances along the pitch are measured from the goal line of the team defending against
the pass (``goal_m``); across it from the touchline on the passing team's right
(``across_m``), as the provider's coordinates give it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.incident import StartKind

#: The pitch the provider's coordinates are scaled to, when the match's own is not known
#: (StatsBomb normalises every pitch to 120 x 80 units).
PITCH_LENGTH_M = 105.0
PITCH_WIDTH_M = 68.0


@dataclass(frozen=True)
class Spot:
    """A point on the pitch: metres from the defending team's goal line, and across."""

    goal_m: float
    across_m: float

    def distance(self, other: Spot) -> float:
        return float(
            ((self.goal_m - other.goal_m) ** 2 + (self.across_m - other.across_m) ** 2) ** 0.5
        )


@dataclass(frozen=True)
class Seen:
    """A player in a freeze frame: anonymous but for the one on the ball (the actor)."""

    spot: Spot
    teammate: bool
    actor: bool = False
    keeper: bool = False


@dataclass(frozen=True)
class Frame:
    """The players the camera saw at the moment of the pass, and the part of the pitch it
    saw (a polygon of spots; empty when the provider does not say)."""

    seen: tuple[Seen, ...]
    visible: tuple[Spot, ...] = ()
    length_m: float = PITCH_LENGTH_M
    width_m: float = PITCH_WIDTH_M


@dataclass(frozen=True)
class Person:
    """A named player of the lineup."""

    id: str
    name: str
    number: int | None = None


@dataclass(frozen=True)
class Pass:
    """One pass: who, when, from where to where, how play restarted with it, and the
    provider's own offside label."""

    event_id: str
    period: int
    minute: int
    second: int
    team: str
    opponents: str
    passer: Person
    recipient: Person | None
    start: StartKind
    action: str
    ball: Spot
    end: Spot | None
    duration_s: float | None
    provider_label: str | None = None
    frame: Frame | None = None
    match: dict[str, str] = field(default_factory=dict)
