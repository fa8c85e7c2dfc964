"""The public entry point: Law 11 first, then the VAR protocol, then the summary on top."""

from __future__ import annotations

from rules import engine, misconceptions, reasons, summary
from rules.context import Context
from rules.incident import Incident
from rules.session import Question, Session
from rules.trace import Decision, LawAnswer, Misconception, Summary
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
    ctx, law = engine.evaluate(incident, edition, session=session, asked=asked)
    incident = ctx.incident
    index = reasons.Index(law.trace)
    reason, decisive = reasons.law_reason(incident, law, index)
    layer = _var_layer(ctx, law, index, decisive)
    law_11 = _law_11(incident, edition, session, asked) if ctx.offside_rule != "law" else None
    found = summary.summarise(incident, law, layer, reason, decisive, law_11)
    misreadings = misconceptions.find_all(incident, law, layer[1], found)
    return _decided(law, layer, found, misreadings)


def _var_layer(
    ctx: Context, law: Decision, index: reasons.Index, decisive: tuple[int, ...]
) -> summary.Layer:
    """The VAR protocol's review of the Law's decision (or the measurements' findings,
    when only they are given), and the index of the trace with the layer's findings after
    the Law's (``index``, the Law's trace's, extended)."""
    incident = ctx.incident
    if incident.officials is None and not incident.measurements:
        return None, index
    ctx.findings = []
    review = None
    if incident.officials is None:
        for m in incident.measurements:
            measurement.assess(ctx, m)
    else:
        review = protocol.review(ctx, law, decisive)
    return review, index.extended(ctx.findings)


def _decided(
    law: Decision, layer: summary.Layer, found: Summary, misreadings: tuple[Misconception, ...]
) -> Decision:
    """The Law's decision with the VAR layer, the summary and the misreadings on it, made
    in one go: copying a Decision with ``dataclasses.replace`` (generic, interpreted) cost
    a decision as much as its summary. Every field is named (tests/unit/engine/test_speedups.py
    checks that none is left to its default)."""
    review, index = layer
    return Decision(
        offside_offence=law.offside_offence,
        offender=law.offender,
        judged_at=law.judged_at,
        offence_at=law.offence_at,
        offence_rule=law.offence_rule,
        goal=law.goal,
        restart=law.restart,
        other_offence=law.other_offence,
        missing=law.missing,
        misconceptions=misreadings,
        edition=law.edition,
        engine_version=law.engine_version,
        trace=index.trace,
        review=review,
        summary=found,
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
