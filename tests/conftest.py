"""Shared fixtures and incident builders for the tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, settings
from support import CASEBOOK, app_in

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


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where the app's SQLite database is (not made until the app first uses it)."""
    return tmp_path / "explainer.sqlite3"


@pytest.fixture
def app(tmp_path: Path, db_path: Path) -> Iterator[Flask]:
    """The app, with its own database (db_path) and card cache: the one app of a test."""
    with app_in(tmp_path, DATABASE_URL=f"sqlite:///{db_path}") as app:
        yield app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="module")
def module_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    """One app for all the tests of a module, with its own database and card cache: for
    Hypothesis tests (many inputs per test) and modules that only read."""
    with app_in(tmp_path_factory.mktemp("app")) as app:
        yield app


@pytest.fixture(scope="module")
def module_client(module_app: Flask) -> FlaskClient:
    return module_app.test_client()


@pytest.fixture
def kane_yaml() -> Path:
    """The casebook's YAML file of Kane v Sporting (2022)."""
    return CASEBOOK / "2022-10-26-tottenham-sporting-kane.yaml"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Say loudly that the browser tests did not run, when they were skipped on request."""
    skipped = [
        r for r in terminalreporter.stats.get("skipped", []) if "SKIP_BROWSER" in str(r.longrepr)
    ]
    if skipped:
        terminalreporter.section("BROWSER TESTS SKIPPED", sep="!", red=True, bold=True)
        terminalreporter.line(
            f"{len(skipped)} browser tests did not run (SKIP_BROWSER is set): "
            "the pages, the form and the embeds are untested in a browser.",
            red=True,
        )
