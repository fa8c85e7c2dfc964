"""var-explainer's rules engine: Law 11 (offside) as pure functions over pydantic models.

No Flask, Jinja, I/O or globals here; ``explainer`` imports ``rules``, never the reverse.
"""

# First: whether the compiled modules (make compile) or the source run (rules/_native.py).
from rules import _native  # noqa: F401  (isort: keep first)
from rules.analysis import analyse, compare_editions, counterfactuals, readings
from rules.api import decide
from rules.catalogue import RULES, Rule, cite, tag_for
from rules.context import choose_edition
from rules.editions import EDITIONS, Edition, edition_named, edition_on
from rules.engine import ENGINE_VERSION
from rules.incident import Incident
from rules.reading import read_incident, read_incident_json
from rules.trace import (
    Alternative,
    Analysis,
    Citation,
    Decision,
    EditionComparison,
    Finding,
    LawAnswer,
    Missing,
    OfficialsAnswer,
    Restart,
    Review,
    Summary,
    TraceRef,
    Unexplored,
)

__all__ = [
    "Alternative",
    "Analysis",
    "EditionComparison",
    "Review",
    "Summary",
    "LawAnswer",
    "OfficialsAnswer",
    "TraceRef",
    "Unexplored",
    "analyse",
    "compare_editions",
    "counterfactuals",
    "readings",
    "EDITIONS",
    "ENGINE_VERSION",
    "RULES",
    "Citation",
    "Decision",
    "Edition",
    "Finding",
    "Incident",
    "Missing",
    "Restart",
    "Rule",
    "choose_edition",
    "read_incident",
    "read_incident_json",
    "cite",
    "decide",
    "edition_named",
    "edition_on",
    "tag_for",
]
