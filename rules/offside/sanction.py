"""Law 11.4 Offences and sanctions: the indirect free kick, no card, no goal.

The free kick is taken where the offside player became involved, in their own
half too (OFF-SANC-1). Offside is not misconduct (OFF-SANC-2). A goal scored
after the offence does not stand; with no offence before it, it does (OFF-SANC-3).
A Law 12 offence that came first is penalised with its own free kick (OFF-ORDER-*).
"""

from __future__ import annotations

from typing import Literal

from rules.catalogue.sanction import OffSanc1, OffSanc2, OffSanc3
from rules.context import Context
from rules.incident import Location
from rules.offside.involvement import Offence
from rules.offside.order import FoulEvent
from rules.trace import OtherOffence, Restart

_FREE_KICKS: dict[str, Literal["direct_free_kick", "indirect_free_kick", "penalty_kick"]] = {
    "direct": "direct_free_kick",
    "indirect": "indirect_free_kick",
    "penalty": "penalty_kick",
}


def offside_restart(ctx: Context, offence: Offence) -> Restart:
    location: Location | None
    if offence.involvement is not None:
        location = offence.involvement.location
    elif offence.rule in ("OFF-ORDER-2", "OFF-ORDER-4"):
        # The offside player was challenging where the foul happened.
        location = next(
            (
                f.location
                for f in ctx.incident.fouls
                if offence.player in (f.against, f.by) and f.after == offence.at
            ),
            None,
        )
    else:
        location = ctx.incident.sequence[offence.at - 1].location
    ctx.add(
        OffSanc1.indirect_free_kick,
        at=offence.at,
        player=offence.player,
        place_known=location is not None,
    )
    ctx.add(OffSanc2.no_card, player=offence.player)
    return Restart(
        kind="indirect_free_kick",
        to="defending",
        at_player=offence.player,
        location=location,
        rule="OFF-SANC-1",
    )


def goal_after_offence(ctx: Context, offence: Offence) -> None:
    if ctx.incident.outcome == "goal_scored":
        ctx.add(OffSanc3.goal_disallowed, at=offence.at, player=offence.player)


def goal_stands(ctx: Context) -> Restart | None:
    """OFF-SANC-3: with no offence before it, the goal stands: a kick-off."""
    if ctx.incident.outcome != "goal_scored":
        return None
    ctx.add(OffSanc3.goal_stands)
    return Restart(kind="kick_off", to="defending", rule="OFF-SANC-3")


def after_foul(
    ctx: Context, foul: FoulEvent
) -> tuple[OtherOffence, Restart, Literal["disallowed"] | None]:
    """The Law 12 offence penalised instead of offside, its free kick, and whether it
    takes a goal away (a foul by the attacking team does)."""
    incident = ctx.incident
    to: Literal["attacking", "defending"] = (
        "defending" if incident.team_of(foul.by) == "attacking" else "attacking"
    )
    other = OtherOffence(
        by=foul.by,
        against=foul.against,
        after=foul.after,
        free_kick=foul.free_kick,
        rule=foul.rule,
    )
    location = foul.foul.location if foul.foul is not None else None
    restart = Restart(
        kind=_FREE_KICKS[foul.free_kick],
        to=to,
        at_player=foul.by,
        location=location,
        rule=foul.rule,
    )
    disallowed = incident.outcome == "goal_scored" and to == "defending"
    return other, restart, "disallowed" if disallowed else None
