"""The one path every front end uses: raw data -> Incident -> Decision -> output."""

from __future__ import annotations

import dataclasses
from typing import Any

from pydantic import BaseModel, ValidationError

from explainer.errors import field_errors, invalid
from explainer.loading import InputError
from explainer.openapi import (
    DecisionDocument,
    DecisionSummary,
    SummaryDocument,
)
from explainer.wording import summary_lines
from rules import EDITIONS, Analysis, Decision, Incident, analyse, read_incident

EDITION_NAMES = tuple(e.name for e in EDITIONS)


def parse_incident(data: Any) -> Incident:
    """Validate ``data`` as an incident, or raise InputError naming each bad field."""
    if not isinstance(data, dict):
        raise InputError([invalid("", "not_a_mapping")])
    try:
        return read_incident(data)
    except ValidationError as exc:
        raise InputError(field_errors(exc)) from None
    except RecursionError:
        raise InputError([invalid("", "too_deep")]) from None


def check_edition(edition: str | None) -> str | None:
    if edition is not None and edition not in EDITION_NAMES:
        known = ", ".join(EDITION_NAMES)
        raise InputError([invalid("edition", "unknown_edition", edition=edition, known=known)])
    return edition


def decision_document(incident: Incident, analysis: Analysis, explanation: str) -> DecisionDocument:
    """The decision document (the API's; the CLI's --format json): the summary with its
    headline first, then the decision, its trace, the alternatives and ``explanation``."""
    decision = analysis.decision
    return DecisionDocument(
        summary=summary_document(incident, decision),
        decision=decision_summary(decision),
        edition=decision.edition,
        engine_version=decision.engine_version,
        trace=list(decision.trace),
        review=decision.review,
        counterfactuals=list(analysis.counterfactuals),
        readings=list(analysis.readings),
        edition_comparison=analysis.edition_comparison,
        unexplored=analysis.unexplored,
        explanation=explanation,
    )


def decision_json(incident: Incident, analysis: Analysis) -> dict[str, Any]:
    """The decision document as JSON data, without the explanation (CLI --format json)."""
    document = decision_document(incident, analysis, "")
    return document.model_dump(mode="json", exclude={"explanation"})


def decision_summary(decision: Decision) -> BaseModel:
    """The decision itself, without the parts a decision document lifts to its top."""
    return DecisionSummary(
        **{name: getattr(decision, name) for name in DecisionSummary.model_fields}
    )


def explain(data: Any, edition: str | None = None) -> tuple[Incident, Analysis]:
    incident = parse_incident(data)
    return incident, analyse(incident, check_edition(edition))


def summary_document(incident: Incident, decision: Decision) -> SummaryDocument:
    """The summary with its headline and lede, as every decision document carries it."""
    summary = decision.summary
    assert summary is not None
    top = summary_lines(incident, decision)
    fields = {f.name: getattr(summary, f.name) for f in dataclasses.fields(summary)}
    return SummaryDocument(**fields, headline=top.headline, lede=top.lede)
