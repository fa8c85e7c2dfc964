"""How much one analysis may try: a fixed amount of work, so fewer runs for a bigger incident.

Every alternative the analysis tries (a change of fact, a reading of a disputed fact, a
value of an unknown one, another edition of the Laws) is one more run of the engine, and a
run costs about as much as the incident is long. One analysis gets WORK units; a run costs
BASE units plus one per item the incident lists (players, touches, positions, players off
the field, involvements, fouls, measurements). An ordinary incident of a dozen items has
room for some two hundred runs, more than it asks for; an incident at the model's limits
for about five. What is not tried is counted by kind, and the explanation says so
(``Analysis.unexplored``). The limit is a count, not a clock: the same incident always
gets the same analysis, and so the same permalink page.
"""

from __future__ import annotations

from typing import Literal

from rules.incident import Incident
from rules.trace import Unexplored

#: Units of work one analysis may spend on its alternatives.
WORK = 4000
#: The units one engine run costs before the incident's items.
BASE = 10

Kind = Literal["counterfactuals", "readings", "editions"]


def size(incident: Incident) -> int:
    """The items an engine run goes through."""
    return (
        len(incident.players)
        + len(incident.sequence)
        + len(incident.positions)
        + len(incident.off_field)
        + len(incident.involvements)
        + len(incident.fouls)
        + len(incident.measurements)
    )


class Budget:
    """The runs one analysis has left, and what it did not try for want of them."""

    def __init__(self, incident: Incident, work: int | None = None) -> None:
        self.cost = BASE + size(incident)
        self.left = WORK if work is None else work
        self.skipped: dict[Kind, int] = {"counterfactuals": 0, "readings": 0, "editions": 0}

    def spend(self, kind: Kind) -> bool:
        """Take one run if there is room for it; else count it as not tried."""
        if self.left < self.cost:
            self.skipped[kind] += 1
            return False
        self.left -= self.cost
        return True

    def unexplored(self) -> Unexplored | None:
        """What was not tried, or None when everything was."""
        if not any(self.skipped.values()):
            return None
        return Unexplored(**self.skipped)
