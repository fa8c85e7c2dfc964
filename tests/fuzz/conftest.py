"""The fuzz tests' reports (their app is tests/conftest.py's module_app: Hypothesis runs
many inputs per test)."""

from __future__ import annotations

import json
from pathlib import Path

REPORTS = Path(__file__).resolve().parents[2] / "reports"


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
