"""Would the latest Laws decide the incident differently from the Laws applied?"""

from __future__ import annotations

from rules.analysis.runs import Runs, key
from rules.editions import CHANGES, LATEST, changes_between, edition_named
from rules.incident import Incident
from rules.trace import Decision, EditionComparison

#: The clauses each change to the Laws bears on.
CHANGE_CLAUSES: dict[str, tuple[str, ...]] = {c.name: c.clauses for c in CHANGES}


def compare_editions(
    incident: Incident, decision: Decision, runs: Runs | None = None
) -> EditionComparison | None:
    """Would the latest Laws decide this incident differently from the Laws applied?"""
    if decision.edition == LATEST.name:
        return None
    now = (runs or Runs(incident, decision)).stand_in(LATEST.name)
    if now is None:
        return None
    # Only the changes that bear on this incident: those whose clauses either decision cites.
    cited = {f.rule for d in (decision, now) for f in d.trace}
    changes = tuple(
        name
        for name in changes_between(edition_named(decision.edition), LATEST)
        if cited & set(CHANGE_CLAUSES[name])
    )
    return EditionComparison(
        then=decision.edition,
        now=LATEST.name,
        changed=key(now) != key(decision),
        changes=changes,
        then_offside=decision.offside_offence,
        now_offside=now.offside_offence,
    )
