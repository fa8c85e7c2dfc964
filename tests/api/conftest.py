"""Fixtures for the API, link-card and embed tests: an app with its own database and card cache."""

from __future__ import annotations

import copy
import struct
from typing import Any

import pytest
from support import kane_data


@pytest.fixture(scope="session")
def kane_json() -> dict[str, Any]:
    """The Kane incident (Tottenham v Sporting, 2022) as the JSON a client would send."""
    return kane_data()


@pytest.fixture
def kane_incident(kane_json: dict[str, Any]) -> dict[str, Any]:
    """The Kane incident as JSON data, a copy a test may change."""
    return copy.deepcopy(kane_json)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (and a check that it is a PNG)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height
