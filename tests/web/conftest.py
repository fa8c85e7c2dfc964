"""Fixtures for the web app tests: a fresh app with its own database (tests/support.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_SLUG, app_in, form_fields


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "explainer.sqlite3"


@pytest.fixture
def app(tmp_path: Path, db_path: Path) -> Iterator[Flask]:
    with app_in(tmp_path, DATABASE_URL=f"sqlite:///{db_path}") as app:
        yield app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def kane_fields(client: FlaskClient) -> dict[str, Any]:
    """The form as filled in by 'Start from Kane v Sporting'."""
    page = client.get(f"/explain?case={KANE_SLUG}")
    assert page.status_code == 200
    return form_fields(page.get_data(as_text=True))
