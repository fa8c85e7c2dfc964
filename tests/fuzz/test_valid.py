"""Generated valid incidents (tests/unit/test_properties.py's strategies) through every path.

``make test``: fifteen incidents through the service (decision, JSON, text, HTML),
the API and the CLI, each twice with the same result. ``make stress``: at least 100,000
incidents through the engine (tests/fuzz/valid_run.py, one process per core).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explainer import service, wording
from explainer.cli import main
from rules.editions import EDITION_NAMES

from . import hostile
from .conftest import record

RUNNER = Path(__file__).with_name("valid_run.py")
#: The long run: at least this many examples in all.
STRESS_EXAMPLES = 100_000


@settings(
    max_examples=15,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    hostile.PROPERTIES_MODULE.incidents(),
    st.one_of(st.none(), st.sampled_from(EDITION_NAMES)),
    st.booleans(),
)
def test_valid_incidents_through_the_service_api_and_cli(
    module_client: FlaskClient,
    tmp_path_factory: pytest.TempPathFactory,
    data: Any,
    edition: Any,
    cli: bool,
) -> None:
    incident, analysis = service.explain(data, edition)
    doc = service.decision_json(incident, analysis)
    text = wording.explain_text(incident, analysis)
    html = wording.explain_html(incident, analysis)
    # Deterministic: the same input (after a JSON round trip) gives the same everything.
    again, repeat = service.explain(json.loads(json.dumps(data)), edition)
    assert service.decision_json(again, repeat) == doc
    assert wording.explain_text(again, repeat) == text
    assert wording.explain_html(again, repeat) == html
    query = {"edition": edition} if edition else {}
    response = module_client.post("/api/v1/decisions", json=data, query_string=query)
    assert response.status_code == 200
    assert response.get_json() == {**json.loads(json.dumps(doc)), "explanation": text}
    if cli:
        path = tmp_path_factory.mktemp("valid") / "incident.json"
        path.write_text(json.dumps(data))
        args = ["explain", str(path), "--format", "json"] + (
            ["--edition", edition] if edition else []
        )
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.stderr
        assert json.loads(result.stdout) == response.get_json()


@pytest.mark.stress
def test_a_hundred_thousand_valid_incidents_never_raise_and_are_deterministic() -> None:
    workers = max(1, min(os.cpu_count() or 1, 4))
    each = -(-STRESS_EXAMPLES // workers)
    runs = [
        subprocess.Popen(
            [sys.executable, str(RUNNER), "--examples", str(each), "--seed", str(seed)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for seed in range(1, workers + 1)
    ]
    results = []
    for run in runs:
        out, _ = run.communicate(timeout=3 * 3600)
        results.append(json.loads(out.strip().splitlines()[-1]))
    failures = [r["failure"] for r in results if r["failure"]]
    total = sum(r["examples"] for r in results)
    record(
        "valid incidents (engine)",
        {
            "examples": total,
            "analysed": sum(r["full"] for r in results),
            "processes": workers,
            "seconds": max(r["seconds"] for r in results),
            "failures": len(failures),
        },
    )
    assert not failures, failures[0]
    assert total >= STRESS_EXAMPLES, results
