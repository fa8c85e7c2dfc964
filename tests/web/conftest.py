"""Fixtures for the web app tests (the app and its client: tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields


@pytest.fixture
def kane_fields(client: FlaskClient) -> dict[str, Any]:
    """The form as filled in by 'Start from Kane v Sporting'."""
    page = client.get(f"/explain?case={KANE_SLUG}")
    assert page.status_code == 200
    return form_fields(page.get_data(as_text=True))
