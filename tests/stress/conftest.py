"""Fixtures for the store integrity and load tests (live servers on loopback)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .live import Database


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A fresh database: the same test runs against SQLite and, when available, PostgreSQL."""
    db = Database.sqlite(tmp_path) if request.param == "sqlite" else Database.postgres()
    try:
        yield db
    finally:
        db.drop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Repeat the key figures of the store and load tests at the end of the run."""
    from .live import REPORT, SUMMARIES

    if SUMMARIES:
        terminalreporter.section("store integrity and load figures")
        for line in SUMMARIES:
            terminalreporter.write_line(line)
        terminalreporter.write_line(f"(also appended to {REPORT})")
