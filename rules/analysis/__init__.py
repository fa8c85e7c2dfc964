"""The analysis: the decision, what would have changed it, the answer under each reading of
a disputed or unknown fact, and the comparison with today's Laws.

Every alternative is found by changing one fact (or the edition of the Laws) and running
the engine again, so no alternative claims a flip the engine does not confirm. The runs of
one analysis go through one ``Runs`` (rules.analysis.runs), within one analysis's work
(rules.analysis.budget), and share one session (rules.session).
"""

from __future__ import annotations

from rules.analysis.counterfactuals import counterfactuals
from rules.analysis.editions import compare_editions
from rules.analysis.readings import readings
from rules.analysis.runs import begin
from rules.incident import Incident
from rules.trace import Analysis

__all__ = ["analyse", "compare_editions", "counterfactuals", "readings"]


def analyse(incident: Incident, edition: str | None = None) -> Analysis:
    """Decide ``incident`` and work out its alternatives, within one analysis's work: the
    comparison with today's Laws first, then the unknown and disputed facts, then single
    changes of fact (those about the offender and the decisive touches first), then other
    editions."""
    runs = begin(incident, edition)
    decision = runs.decision
    comparison = compare_editions(incident, decision, runs)
    found_readings = readings(incident, decision, runs)
    found = counterfactuals(incident, decision, runs)
    return Analysis(
        decision=decision,
        counterfactuals=found,
        readings=found_readings,
        edition_comparison=comparison,
        unexplored=runs.budget.unexplored(),
    )
