"""A permalink page is rendered once per worker and then served from memory."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient

from explainer import store
from explainer.views import explain
from rules import Incident, decide

KANE = (
    Path(__file__).resolve().parents[2]
    / "explainer/casebook/2022-10-26-tottenham-sporting-kane.yaml"
)


@pytest.fixture
def saved_id(app: Flask) -> str:
    incident = Incident.model_validate(yaml.safe_load(Path(KANE).read_text()))
    with app.app_context():
        return store.current().save(incident, decide(incident).edition)


def test_second_request_does_not_touch_the_store(
    app: Flask, client: FlaskClient, saved_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    explain.PAGES.clear()
    first = client.get(f"/e/{saved_id}")
    assert first.status_code == 200

    def refuse(*_: object) -> None:
        raise AssertionError("the store was read again")

    monkeypatch.setattr(store.Store, "get", refuse)
    second = client.get(f"/e/{saved_id}")
    assert second.status_code == 200
    assert second.data == first.data
    assert "public" in second.headers["Cache-Control"]


def test_cache_is_bounded_in_characters(app: Flask, client: FlaskClient, saved_id: str) -> None:
    """Pages of incidents at the model's limits are half a megabyte: the cache holds at most
    its size in characters, however many pages that is, and drops the oldest first."""
    pages = explain.PAGES
    pages.clear()
    page = "p" * 1_000_000
    for n in range(pages.size // len(page) + 10):
        pages.put((f"id{n}", "base", "v"), page)
    assert pages.held <= pages.size
    assert len(pages) == pages.size // len(page)
    assert ("id0", "base", "v") not in pages
    pages.put(("huge", "base", "v"), "p" * (pages.size + 1))
    assert ("huge", "base", "v") not in pages


def test_unknown_permalink_is_not_cached(client: FlaskClient) -> None:
    explain.PAGES.clear()
    assert client.get("/e/doesnotexist").status_code == 404
    assert not len(explain.PAGES)
