"""Fixtures of the fuzz tests: one app per module (Hypothesis runs many inputs per test)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import app_in

REPORTS = Path(__file__).resolve().parents[2] / "reports"


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    with app_in(tmp_path_factory.mktemp("fuzz")) as app:
        yield app


@pytest.fixture(scope="module")
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def record(name: str, counts: dict[str, int]) -> None:
    """Add a run's counts to reports/fuzz-summary.json (the figures of the closing note)."""
    REPORTS.mkdir(exist_ok=True)
    path = REPORTS / "fuzz-summary.json"
    try:
        summary = json.loads(path.read_text())
    except (OSError, ValueError):
        summary = {}
    summary[name] = counts
    path.write_text(json.dumps(summary, indent=1, sort_keys=True) + "\n")
