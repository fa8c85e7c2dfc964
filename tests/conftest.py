"""Shared fixtures and incident builders for the tests."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from rules import Decision, Incident, decide

# Hypothesis profiles for every generated test (property, fuzz, schemathesis), loaded before
# any test module is imported, so the settings each test gives inherit from them.
# - "default": the same examples on every run (derandomized, no example database), so a
#   run in CI gives the result it gave here, and a failure reproduces exactly;
# - "explore": fresh random examples on each run, to look for new failures:
#   HYPOTHESIS_PROFILE=explore make stress
# - "long": like "explore", with 100,000 examples for the property tests.
_COMMON: dict[str, Any] = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}
settings.register_profile("default", max_examples=200, derandomize=True, database=None, **_COMMON)
settings.register_profile("explore", max_examples=200, **_COMMON)
settings.register_profile("long", max_examples=100_000, **_COMMON)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

ROOT = Path(__file__).resolve().parent.parent
CASEBOOK = ROOT / "explainer" / "casebook"


def base_incident(**overrides: Any) -> dict[str, Any]:
    """A minimal valid incident as plain data: A1 passes to A2, who scores."""
    data: dict[str, Any] = {
        "match": {
            "competition": "Test league",
            "home": "Home",
            "away": "Away",
            "date": "2024-10-01",
            "minute": 10,
        },
        "players": [
            {"id": "A1", "name": "Passer", "team": "attacking"},
            {"id": "A2", "name": "Striker", "team": "attacking"},
            {"id": "D1", "name": "Defender One", "team": "defending"},
            {"id": "D2", "name": "Defender Two", "team": "defending"},
            {"id": "GK", "name": "Keeper", "team": "defending", "goalkeeper": True},
        ],
        "start": {"kind": "open_play"},
        "sequence": [
            {"by": "A1", "action": "pass"},
            {"by": "A2", "action": "shot"},
        ],
        "positions": [],
        "outcome": "goal_scored",
    }
    data.update(overrides)
    return data


def qualitative(
    player: str = "A2",
    at: int = 1,
    half: str = "opponents",
    ball: str = "ahead",
    second_last: str = "ahead",
    **extra: Any,
) -> dict[str, Any]:
    where = {"kind": "qualitative", "half": half, "ball": ball, "second_last": second_last}
    where.update(extra)
    return {"player": player, "at": at, "where": where}


def run(data: dict[str, Any], edition: str | None = None) -> Decision:
    return decide(Incident.model_validate(data), edition)


def rules_in(decision: Decision) -> list[tuple[str, str]]:
    return [(f.rule, f.outcome) for f in decision.trace]


@pytest.fixture
def kane_file() -> Path:
    return CASEBOOK / "2022-10-26-tottenham-sporting-kane.yaml"
