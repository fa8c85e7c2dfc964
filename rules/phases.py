"""Phases of play in the offside sense: how long a judged position stays attached.

Not a term of Law 11 itself, but its consequence: a player's offside-position
status is fixed at each team-mate's touch (PHASE-1) and persists through
rebounds, deflections and saves (OFF-OFF-3) until a deliberate play by an
opponent (PHASE-2, PHASE-4, in rules.offside.deliberate) or a stoppage (PHASE-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from rules.catalogue.offence import OffOff3
from rules.catalogue.sanction import Phase1, Phase3
from rules.trace import Finding, Missing

if TYPE_CHECKING:
    from rules.context import Context
    from rules.offside.deliberate import TouchVerdict


class Status:
    """An attacker's standing since the last team-mate touch.

    (A class with its own ``__init__`` rather than a dataclass: the engine makes one per
    attacker at every team-mate's touch, and compiled (make compile) this ``__init__``
    runs as C, where a dataclass's generated one stays interpreted.)"""

    __slots__ = (
        "judged_at", "offside", "missing", "player", "resolved", "via", "maybe_reset",
        "point", "findings", "stated",
    )  # fmt: skip

    def __init__(
        self,
        judged_at: int,
        offside: bool | None,
        player: str = "",
        point: Literal["first_contact", "last_contact"] = "first_contact",
    ) -> None:
        self.judged_at = judged_at
        self.offside = offside
        self.missing: list[Missing] = []
        self.player = player
        #: Has the position been judged yet? (It is judged only once it matters.)
        self.resolved = False
        #: What the ball did since: "rebound", "deflection", "save" (in order).
        self.via: list[str] = []
        #: Undetermined opponent touches since (each might have reset the phase).
        self.maybe_reset: list[Missing] = []
        #: The instant of the team-mate's touch the position is judged at (OFF-MOJ-2/3).
        self.point = point
        #: The findings of the judgement, made once, to be stated at most once.
        self.findings: list[Finding] = []
        #: Has the judgement been put into the trace?
        self.stated = False

    @property
    def at_risk(self) -> bool:
        """Could a later involvement by this player be an offside offence?"""
        return self.offside is not False


def new_phase(ctx: Context, at: int, toucher: str, statuses: dict[str, Status]) -> None:
    """PHASE-1: a team-mate's touch ends the phase of anyone who was offside at the last."""
    if any(s.offside for p, s in statuses.items() if p != toucher):
        ctx.add(Phase1.new_phase, at=at, player=toucher)


def after_opponent(statuses: dict[str, Status], verdict: TouchVerdict) -> dict[str, Status]:
    """What an opponent's touch leaves: nothing after a deliberate play (PHASE-2); after a
    deflection or a save the positions still count, the ball having come off an opponent
    (OFF-OFF-3); after a touch nobody can classify, they count unless it was deliberate."""
    if verdict.resets:
        return {}
    for status in statuses.values():
        if verdict.resets is None:
            status.maybe_reset.extend(verdict.missing)
            status.via.append("deflection")
        else:
            status.via.append("save" if verdict.kind == "save" else "deflection")
    return statuses


def after_rebound(ctx: Context, at: int, thing: str, statuses: dict[str, Status]) -> None:
    """OFF-OFF-3: a rebound off the frame or a match official starts no new phase."""
    ctx.add(OffOff3.rebound_no_reset, at=at, object=thing)
    for status in statuses.values():
        status.via.append("rebound")


def ended(ctx: Context) -> None:
    """PHASE-3: the ball went out of play, or the referee stopped play."""
    outcome = ctx.incident.outcome
    if outcome in ("ball_out_of_play", "play_stopped"):
        ctx.add(Phase3.ended, at=len(ctx.incident.sequence), ended_by=outcome)
