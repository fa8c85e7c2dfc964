"""Fixtures for the API, link-card and embed tests: an app with its own database and card cache."""

from __future__ import annotations

import copy
import json
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from explainer import casebook, create_app
from explainer.loading import load_file

KANE_SLUG = "2022-10-26-tottenham-sporting-kane"


def make_app(tmp: Path, **config: Any) -> Flask:
    return create_app(
        {
            "TESTING": True,
            "DATABASE_URL": f"sqlite:///{tmp / 'explainer.sqlite3'}",
            "CARD_CACHE": str(tmp / "cards"),
            **config,
        }
    )


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Flask]:
    app = make_app(tmp_path)
    yield app
    app.extensions["explainer.store"].dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="session")
def kane_json() -> dict[str, Any]:
    """The Kane incident (Tottenham v Sporting, 2022) as the JSON a client would send."""
    raw = load_file(Path(casebook.__file__).parent / f"{KANE_SLUG}.yaml")
    data: dict[str, Any] = json.loads(json.dumps(raw, default=str))  # YAML dates -> strings
    return data


@pytest.fixture
def kane(kane_json: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(kane_json)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (and a check that it is a PNG)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height
