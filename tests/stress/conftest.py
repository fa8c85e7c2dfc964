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
