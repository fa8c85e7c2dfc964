"""What the reports say VAR did with the on-field decision, read once for the protocol and
the summary.

A decision the referee changed counts as changed by a review only where a review is
reported (VAR-PRIN-2); with no VAR, no check or no review it was the referee's own change
before the restart (REF-CHANGE-1, Law 5.2). Where the reports give no review, a change
followed the VAR's check (a changed decision was checked: rules.var.officials), and no more
is said about how: a review, or the referee's own change on an assistant's word.
"""

from __future__ import annotations

from typing import Literal

from rules.incident import Incident, Officials
from rules.trace import VarStatus

#: How a changed decision came about, as far as the reports say: a reported review, or a
#: VAR check (rules.var.officials deduces the check from the change) with no more said.
Via = Literal["review", "check"]


def unreviewed(incident: Incident) -> bool:
    """No VAR review can have changed the on-field decision: no VAR in the competition, no
    VAR check, or no review (as version 1 says of a review it does not give)."""
    officials = incident.officials
    return (
        not incident.competition_rules.var_in_use
        or officials is None
        or officials.var_checked is False
        or officials.review == "none"
    )


def unreviewed_status(incident: Incident) -> VarStatus:
    """What VAR did with a decision the referee changed with no review (REF-CHANGE-1)."""
    officials = incident.officials
    if not incident.competition_rules.var_in_use:
        return "no_var"
    if officials is None or officials.var_checked == "unknown":
        return "unknown"
    return "checked" if officials.var_checked else "not_checked"


def via(officials: Officials) -> Via:
    """A reported review, or only the check that preceded the change."""
    return "review" if officials.review in ("var_only", "on_field_review") else "check"
