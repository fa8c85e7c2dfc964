"""Fixtures for the web app tests (the app and its client: tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields

from explainer import create_app


@pytest.fixture
def make_client(db_path: Path) -> Iterator[Any]:
    """``make_client(**config)``: a client of an app made with that config (the rule book's
    features and report, say), each app's database closed afterwards."""
    apps: list[Flask] = []

    def make(**config: Any) -> FlaskClient:
        app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{db_path}", **config})
        apps.append(app)
        return app.test_client()

    yield make
    for app in apps:
        app.extensions["explainer.store"].dispose()


@pytest.fixture
def kane_fields(client: FlaskClient) -> dict[str, Any]:
    """The form as filled in by 'Start from Kane v Sporting'."""
    page = client.get(f"/explain?case={KANE_SLUG}")
    assert page.status_code == 200
    return form_fields(page.get_data(as_text=True))
