"""The analysis document (``explain --format json``, the API's decisions) keeps to its
published JSON Schema (/schema/analysis.json, ``var-explainer schema --analysis``): every
casebook analysis, and generated incidents (150 in ``make test``, 1,000 with their text
explanations in ``make stress``) are validated against it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from jsonschema import Draft202012Validator
from test_properties import build, incidents

from explainer import openapi, service, wording
from explainer.casebook import cases
from rules import Incident, analyse

VALIDATOR = Draft202012Validator(openapi.analysis_schema())


def document(incident: Incident, text: bool = True) -> dict[str, Any]:
    """The analysis document as the CLI prints it (its text explanation left empty when
    ``text`` is False: the quick run checks the JSON, the long one the words too)."""
    analysis = analyse(incident)
    doc = service.decision_json(incident, analysis)
    doc["explanation"] = wording.explain_text(incident, analysis) if text else ""
    loaded: dict[str, Any] = json.loads(json.dumps(doc))
    return loaded


def check(doc: dict[str, Any]) -> None:
    errors = sorted(VALIDATOR.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "; ".join(f"{list(e.path)}: {e.message}" for e in errors[:5])
    summary = doc["summary"]
    assert summary["headline"] and "\n" not in summary["headline"]
    if doc["explanation"]:
        assert doc["explanation"].startswith(summary["headline"] + "\n")
    for ref in summary["decisive"]:
        assert doc["trace"][ref["index"]]["rule"] == ref["rule"]


def test_the_schema_is_a_valid_json_schema() -> None:
    Draft202012Validator.check_schema(openapi.analysis_schema())
    required = set(openapi.analysis_schema()["required"])
    assert {"summary", "decision", "trace"} <= required


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.slug)
def test_every_casebook_analysis_keeps_to_the_schema(case: Any) -> None:
    check(document(case.incident))


@settings(max_examples=150)
@given(incidents())
def test_generated_analyses_keep_to_the_schema(data: dict[str, Any]) -> None:
    check(document(build(data), text=False))


@pytest.mark.stress
@settings(max_examples=1000)
@given(incidents())
def test_a_thousand_generated_analyses_keep_to_the_schema(data: dict[str, Any]) -> None:
    check(document(build(data)))


def test_a_document_that_breaks_the_schema_is_caught() -> None:
    doc = document(cases()[0].incident)
    doc["summary"]["stood"] = "maybe"
    assert list(VALIDATOR.iter_errors(doc))
