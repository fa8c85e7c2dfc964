"""Law 11.4 Offences and sanctions: the indirect free kick, no card, no goal.

The free kick is taken where the offside player became involved, in their own
half too (OFF-SANC-1). Offside is not misconduct (OFF-SANC-2). A goal scored
after the offence does not stand (OFF-SANC-3).
"""

from __future__ import annotations

from rules.context import Context
from rules.incident import Location
from rules.offside.involvement import Offence
from rules.trace import Restart


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
        "OFF-SANC-1",
        "indirect_free_kick",
        at=offence.at,
        player=offence.player,
        place_known=location is not None,
    )
    ctx.add("OFF-SANC-2", "no_card", player=offence.player)
    return Restart(
        kind="indirect_free_kick",
        to="defending",
        at_player=offence.player,
        location=location,
        rule="OFF-SANC-1",
    )


def goal_after_offence(ctx: Context, offence: Offence) -> None:
    if ctx.incident.outcome == "goal_scored":
        ctx.add("OFF-SANC-3", "goal_disallowed", at=offence.at, player=offence.player)
