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
from typing import Literal

from rules.context import Context
from rules.incident import Foul, Involvement
from rules.offside.involvement import Offence
from rules.phases import Status
from rules.trace import Missing

#: Sort keys within the moment after a contact: before, with, or after involvements.
FIRST, WITH, LATER = 0, 2, 4


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
    ctx.add(
        "OFF-ORDER-3",
        "law_12_impeding",
        at=inv.after,
        player=inv.player,
        opponent=inv.opponent,
        offside_position=status.offside if status else None,
    )
    return FoulEvent(inv.player, inv.opponent or "unknown", inv.after, "indirect", "OFF-ORDER-3")


def place_foul(
    ctx: Context, foul: Foul, statuses: dict[str, Status]
) -> tuple[int, FoulEvent | None, Offence | None]:
    """Return the foul's sort key within its moment, and any offence it implies."""
    path = f"fouls[{ctx.incident.fouls.index(foul)}]"
    event = FoulEvent(foul.by, foul.against, foul.after, foul.free_kick, "", foul)
    if foul.advantage_played:
        ctx.add("OFF-ORDER-4", "advantage", at=foul.after, player=foul.by, against=foul.against)
        return LATER, None, None
    victim = statuses.get(foul.against)
    offender = statuses.get(foul.by)
    attacking_victim = ctx.incident.team_of(foul.against) == "attacking"
    if attacking_victim and victim is not None and victim.at_risk:
        return _foul_on_offside_player(ctx, foul, event, victim, path)
    if ctx.incident.team_of(foul.by) == "attacking" and offender is not None and offender.at_risk:
        return _foul_by_offside_player(ctx, foul, event, offender, path)
    event.rule = "OFF-ORDER-4"
    ctx.add(
        "OFF-ORDER-4",
        "foul",
        at=foul.after,
        player=foul.by,
        against=foul.against,
        free_kick=foul.free_kick,
    )
    return WITH, event, None


def _foul_on_offside_player(
    ctx: Context, foul: Foul, event: FoulEvent, victim: Status, path: str
) -> tuple[int, FoulEvent | None, Offence | None]:
    at, player = foul.after, foul.against
    if foul.victim_was == "moving_towards_ball":
        ctx.add("OFF-ORDER-1", "foul_first", at=at, player=player, fouled_by=foul.by)
        event.rule = "OFF-ORDER-1"
        return FIRST, event, None
    lacking = [*victim.missing, *victim.maybe_reset]
    if foul.victim_was == "playing_or_challenging":
        ctx.add("OFF-ORDER-2", "offside_first", at=at, player=player, fouled_by=foul.by)
    else:
        ctx.add("OFF-ORDER-2", "unknown", at=at, player=player, fouled_by=foul.by)
        lacking.append(Missing(field=f"{path}.victim_was", rule="OFF-ORDER-2"))
    event.rule = "OFF-ORDER-2"
    offence = Offence(player, victim.judged_at, at, "OFF-ORDER-2", not lacking, lacking)
    return LATER, event, offence


def _foul_by_offside_player(
    ctx: Context, foul: Foul, event: FoulEvent, offender: Status, path: str
) -> tuple[int, FoulEvent | None, Offence | None]:
    at, player = foul.after, foul.by
    event.rule = "OFF-ORDER-4"
    when = foul.relative_to_involvement
    lacking = [*offender.missing, *offender.maybe_reset]
    # The involvement that came first (challenging for the ball) is itself the offence.
    involved = Offence(player, offender.judged_at, at, "OFF-ORDER-4", not lacking, lacking)
    if when == "before":
        ctx.add("OFF-ORDER-4", "foul_first", at=at, player=player)
        return FIRST, event, None
    if when == "after":
        ctx.add("OFF-ORDER-4", "offside_first", at=at, player=player)
        return LATER, event, involved
    if when == "same_action":
        serious = foul.free_kick in ("direct", "penalty")
        ctx.add(
            "OFF-ORDER-4",
            "foul_more_serious" if serious else "offside_penalised",
            at=at,
            player=player,
            free_kick=foul.free_kick,
        )
        return (FIRST, event, None) if serious else (LATER, event, involved)
    ctx.add("OFF-ORDER-4", "unknown", at=at, player=player)
    event.missing.append(Missing(field=f"{path}.relative_to_involvement", rule="OFF-ORDER-4"))
    return FIRST, event, None
