"""Law 11.2 (and Law 5.3): which comes first, a foul or the offside offence.

A foul on an offside-positioned player who is only moving towards the ball is
penalised (OFF-ORDER-1); a foul on one who is already playing, attempting to play
or challenging is preceded by the offside offence (OFF-ORDER-2). Moving into an
opponent's path is impeding under Law 12, not offside (OFF-ORDER-3). Otherwise
the first offence is penalised, and of two simultaneous ones the more serious
(OFF-ORDER-4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Literal, NamedTuple

from rules import paths
from rules.catalogue import RULES
from rules.catalogue.sanction import OffOrder1, OffOrder2, OffOrder3, OffOrder4
from rules.context import Context, missing
from rules.incident import Foul, Involvement
from rules.offside.involvement import Offence
from rules.phases import Status
from rules.trace import FactValue, Missing

#: When, within the moment after a contact, an event happens: before, with, or after the
#: involvements of that moment.
FIRST, WITH, LATER = 0, 2, 4


class Source(IntEnum):
    """What an event comes from; of two events at the same time, the lower comes first."""

    TOUCH = 0
    INVOLVEMENT = 1
    FOUL = 2
    #: The offside offence a foul implies (the fouled or fouling player was involved).
    FOUL_OFFENCE = 3


class EventKey(NamedTuple):
    """Where an event stands in the order of the sequence (events sort by it)."""

    #: The contact it happens at, or after.
    at: int
    #: FIRST, WITH or LATER within the moment after the contact.
    stage: int
    source: Source
    #: The involvement's or foul's position in its list.
    n: int = 0


@dataclass(slots=True)
class FoulEvent:
    """A penalisable Law 12 offence at a point in the sequence."""

    by: str
    against: str
    after: int
    free_kick: Literal["direct", "indirect", "penalty"]
    rule: str
    foul: Foul | None = None
    missing: list[Missing] = field(default_factory=list)


def impeding(ctx: Context, inv: Involvement, status: Status | None) -> FoulEvent | None:
    """OFF-ORDER-3: an offside-positioned attacker moving into an opponent's path."""
    if inv.kind != "moved_into_opponents_path":
        return None
    facts: dict[str, FactValue] = {
        "opponent": inv.opponent,
        "offside_position": status.offside if status else None,
    }
    ctx.add(OffOrder3.law_12_impeding, at=inv.after, player=inv.player, facts=facts)
    return FoulEvent(inv.player, inv.opponent or "unknown", inv.after, "indirect", "OFF-ORDER-3")


def place_foul(
    ctx: Context, foul: Foul, statuses: dict[str, Status]
) -> tuple[int, FoulEvent | None, Offence | None]:
    """Return the foul's sort key within its moment, and any offence it implies."""
    index = ctx.index_of("fouls", foul)
    event = FoulEvent(foul.by, foul.against, foul.after, foul.free_kick, "", foul)
    if foul.advantage_played:
        ctx.add(OffOrder4.advantage, at=foul.after, player=foul.by, against=foul.against)
        return LATER, None, None
    victim = statuses.get(foul.against)
    offender = statuses.get(foul.by)
    attacking_victim = ctx.incident.team_of(foul.against) == "attacking"
    if attacking_victim and victim is not None and victim.at_risk:
        return _foul_on_offside_player(ctx, foul, event, victim, index)
    if ctx.incident.team_of(foul.by) == "attacking" and offender is not None and offender.at_risk:
        return _foul_by_offside_player(ctx, foul, event, offender, index)
    event.rule = "OFF-ORDER-4"
    facts: dict[str, FactValue] = {"against": foul.against, "free_kick": foul.free_kick}
    ctx.add(OffOrder4.foul, at=foul.after, player=foul.by, facts=facts)
    return WITH, event, None


def _foul_on_offside_player(
    ctx: Context, foul: Foul, event: FoulEvent, victim: Status, index: int
) -> tuple[int, FoulEvent | None, Offence | None]:
    at, player = foul.after, foul.against
    if foul.victim_was == "moving_towards_ball":
        ctx.add(OffOrder1.foul_first, at=at, player=player, fouled_by=foul.by)
        event.rule = "OFF-ORDER-1"
        return FIRST, event, None
    lacking = [*victim.missing, *victim.maybe_reset]
    if foul.victim_was == "playing_or_challenging":
        ctx.add(OffOrder2.offside_first, at=at, player=player, fouled_by=foul.by)
    else:
        ctx.add(OffOrder2.unknown, at=at, player=player, fouled_by=foul.by)
        lacking.append(missing(paths.at("fouls", index, "victim_was"), "OFF-ORDER-2"))
    event.rule = "OFF-ORDER-2"
    offence = Offence(player, victim.judged_at, at, "OFF-ORDER-2", not lacking, lacking)
    return LATER, event, offence


def _foul_by_offside_player(
    ctx: Context, foul: Foul, event: FoulEvent, offender: Status, index: int
) -> tuple[int, FoulEvent | None, Offence | None]:
    at, player = foul.after, foul.by
    event.rule = "OFF-ORDER-4"
    when = foul.relative_to_involvement
    lacking = [*offender.missing, *offender.maybe_reset]
    # The involvement that came first (challenging for the ball) is itself the offence.
    involved = Offence(player, offender.judged_at, at, "OFF-ORDER-4", not lacking, lacking)
    if when == "before":
        ctx.add(OffOrder4.foul_first, at=at, player=player)
        return FIRST, event, None
    if when == "after":
        ctx.add(OffOrder4.offside_first, at=at, player=player)
        return LATER, event, involved
    if when == "same_action":
        serious = foul.free_kick in ("direct", "penalty")
        ctx.add(
            OffOrder4.foul_more_serious if serious else OffOrder4.offside_penalised,
            at=at,
            player=player,
            free_kick=foul.free_kick,
        )
        return (FIRST, event, None) if serious else (LATER, event, involved)
    ctx.add(OffOrder4.unknown, at=at, player=player)
    path = paths.at("fouls", index, "relative_to_involvement")
    event.missing.append(missing(path, "OFF-ORDER-4"))
    return FIRST, event, None


Event = Offence | FoulEvent


class Penalised:
    """What the order of offences leaves to penalise: an offside offence, a foul, or
    (``missing``) what it depends on. (Its own ``__init__``, as rules.phases.Status has.)"""

    __slots__ = ("offence", "foul", "missing")

    def __init__(
        self,
        offence: Offence | None = None,
        foul: FoulEvent | None = None,
        missing: list[Missing] | None = None,
    ) -> None:
        self.offence = offence
        self.foul = foul
        self.missing: list[Missing] = [] if missing is None else missing


def first_penalised(events: list[tuple[EventKey, Event]]) -> Penalised:
    """OFF-ORDER-4: of the offences in order, the first is penalised.

    An offence that may not be one (it depends on a fact nobody reports) holds its place:
    a certain offence after it decides, unless a foul comes in between, for if the
    uncertain offence was none, that foul (not the later offence) is penalised.
    """
    found = Penalised()
    seen: set[tuple[str, str]] = set()

    def depends(event: Event) -> None:
        for m in event.missing:
            key = (m.field, m.rule)
            if key not in seen:
                seen.add(key)
                found.missing.append(m)

    for _, event in events:
        if isinstance(event, FoulEvent):
            depends(event)  # (the first foul: penalised if nothing before it was an offence)
            if found.offence is None:
                found.foul = event
            break
        if event.certain:
            found.offence = event
            break
        if found.offence is None and not found.missing:
            found.offence = event
        # Each offence that may be one, in turn, is what the answer depends on if those
        # before it were none: every fact any of them rests on is one the answer turns on.
        depends(event)
    if found.offence is not None and not found.offence.certain and found.foul is None:
        start = next(i for i, (_, e) in enumerate(events) if e is found.offence)
        for _, later in events[start + 1 :]:
            if isinstance(later, FoulEvent):
                break
            if later.certain:
                found.offence = later
                break
    found.missing = [m for m in found.missing if m.rule in RULES]
    return found
