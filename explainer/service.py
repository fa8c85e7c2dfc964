"""The one path every front end uses: raw data -> Incident -> Decision -> output."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from explainer.errors import field_errors, invalid
from explainer.loading import InputError
from explainer.openapi import ANALYSIS_SCHEMA_VERSION, SummaryDocument
from explainer.render import summary_lines
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


def decision_json(incident: Incident, analysis: Analysis) -> dict[str, Any]:
    """The JSON document for a decision (CLI --format json, the API): the summary with its
    headline first, then the decision, its trace and the alternatives."""
    decision = analysis.decision
    dumped = decision.model_dump(mode="json")
    trace = dumped.pop("trace")
    summary = dumped.pop("summary")
    for key in ("edition", "engine_version", "review"):
        dumped.pop(key)
    top = summary_lines(incident, decision)
    return {
        "schema_version": ANALYSIS_SCHEMA_VERSION,
        "summary": {**summary, "headline": top.headline, "lede": top.lede},
        "decision": dumped,
        "edition": decision.edition,
        "engine_version": decision.engine_version,
        "trace": trace,
        "review": decision.review.model_dump(mode="json") if decision.review else None,
        "counterfactuals": [c.model_dump(mode="json") for c in analysis.counterfactuals],
        "readings": [r.model_dump(mode="json") for r in analysis.readings],
        "edition_comparison": (
            analysis.edition_comparison.model_dump(mode="json")
            if analysis.edition_comparison
            else None
        ),
        "unexplored": analysis.unexplored.model_dump() if analysis.unexplored else None,
    }


def explain(data: Any, edition: str | None = None) -> tuple[Incident, Analysis]:
    incident = parse_incident(data)
    return incident, analyse(incident, check_edition(edition))


def summary_document(incident: Incident, decision: Decision) -> SummaryDocument:
    """The summary with its headline and lede, as every decision document carries it."""
    assert decision.summary is not None
    top = summary_lines(incident, decision)
    return SummaryDocument.model_validate(
        {**decision.summary.model_dump(), "headline": top.headline, "lede": top.lede}
    )
