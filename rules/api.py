"""The public entry point: Law 11 first, then the VAR protocol on top of it."""

from __future__ import annotations

from rules import engine
from rules.context import Context
from rules.editions import edition_named, edition_on
from rules.incident import Incident
from rules.trace import Decision
from rules.var import measurement, protocol


def decide(incident: Incident, edition: str | None = None) -> Decision:
    """Decide ``incident`` under Law 11 and, when the officials' actions are given, VAR."""
    decision = engine.decide(incident, edition)
    if incident.officials is None and not incident.measurements:
        return decision
    ctx = Context(incident, edition_named(decision.edition), edition_on(incident.match.date))
    if incident.officials is None:
        # No officials to review, but what the measured lines can show still counts.
        for m in incident.measurements:
            measurement.assess(ctx, m)
        return decision.model_copy(update={"trace": decision.trace + tuple(ctx.findings)})
    review = protocol.review(ctx, decision)
    return decision.model_copy(
        update={"review": review, "trace": decision.trace + tuple(ctx.findings)}
    )
