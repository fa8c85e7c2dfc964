"""The public entry point: Law 11 first, then the VAR protocol, then the summary on top."""

from __future__ import annotations

from dataclasses import replace

from rules import engine, misconceptions, reasons, summary
from rules.incident import Incident
from rules.session import Question, Session
from rules.trace import Decision, LawAnswer
from rules.var import measurement, protocol


def decide(
    incident: Incident,
    edition: str | None = None,
    *,
    session: Session | None = None,
    asked: dict[Question, bool] | None = None,
) -> Decision:
    """Decide ``incident`` under Law 11 and, when the officials' actions are given, VAR.

    The decision ends with its summary: what stood, whether it was right, and why.
    ``session``: what the runs of one analysis share (rules.session); ``asked`` gathers
    what every run of the decision asked of its edition (rules.context.Context.asked).
    """
    ctx, decision = engine.evaluate(incident, edition, session=session, asked=asked)
    # (With what the officials' reported decisions settle about what they did.)
    incident = ctx.incident
    reason, decisive = reasons.law_reason(incident, decision)
    if incident.officials is not None or incident.measurements:
        # The engine's own context (edition, basis, criteria), its findings in the
        # decision's trace already: the layer's own findings go on a new list.
        ctx.findings = []
        review = None
        if incident.officials is None:
            # No officials to review, but what the measured lines can show still counts.
            for m in incident.measurements:
                measurement.assess(ctx, m)
        else:
            review = protocol.review(ctx, decision, decisive)
        decision = replace(decision, review=review, trace=decision.trace + tuple(ctx.findings))
    found = summary.summarise(incident, decision, reason, decisive)
    if ctx.offside_rule != "law":
        found = replace(found, law_11=_law_11(incident, edition, session, asked))
    return replace(
        decision, summary=found, misconceptions=misconceptions.find_all(incident, decision, found)
    )


def _law_11(
    incident: Incident,
    edition: str | None,
    session: Session | None,
    asked: dict[Question, bool] | None,
) -> LawAnswer:
    """What Law 11 as written says of an incident played under a trial rule."""
    plain = engine.evaluate(incident, edition, law_11=True, session=session, asked=asked)[1]
    reason, _ = reasons.law_reason(incident, plain)
    return LawAnswer(
        offside_offence=plain.offside_offence,
        offender=plain.offender,
        judged_at=plain.judged_at,
        offence_at=plain.offence_at,
        other_offence=plain.other_offence is not None,
        call=summary.law_call(incident, plain),
        reason=reason,
    )
