"""Phases of play in the offside sense: how long a judged position stays attached.

Not a term of Law 11 itself, but its consequence: a player's offside-position
status is fixed at each team-mate's touch (PHASE-1) and persists through
rebounds, deflections and saves (OFF-OFF-3) until a deliberate play by an
opponent (PHASE-2, PHASE-4) or a stoppage (PHASE-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules.trace import Missing


@dataclass(slots=True)
class Status:
    """An attacker's standing since the last team-mate touch."""

    judged_at: int
    offside: bool | None
    missing: list[Missing] = field(default_factory=list)
    player: str = ""
    #: Has the position been judged yet? (It is judged only once it matters.)
    resolved: bool = False
    #: What the ball did since: "rebound", "deflection", "save" (in order).
    via: list[str] = field(default_factory=list)
    #: Undetermined opponent touches since (each might have reset the phase).
    maybe_reset: list[Missing] = field(default_factory=list)
    #: The instant of the team-mate's touch the position is judged at (OFF-MOJ-2/3).
    point: Literal["first_contact", "last_contact"] = "first_contact"
    #: Has the judgement been put into the trace?
    stated: bool = False

    @property
    def at_risk(self) -> bool:
        """Could a later involvement by this player be an offside offence?"""
        return self.offside is not False
