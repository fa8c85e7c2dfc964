"""Fixtures for the web app tests: a fresh app with its own database, and a form reader."""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from explainer import create_app

KANE_SLUG = "2022-10-26-tottenham-sporting-kane"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "explainer.sqlite3"


@pytest.fixture
def app(db_path: Path) -> Iterator[Flask]:
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{db_path}"})
    yield app
    app.extensions["explainer.store"].dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


class _FormReader(HTMLParser):
    """Collects what a browser would submit from the incident form (JS templates excluded)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.fields: dict[str, str] = {}
        self.in_form = False
        self.select: str | None = None
        self.first_option: str | None = None
        self.ids: list[str] = []
        self.labels_for: list[str] = []
        self.controls: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "label" and "for" in a:
            self.labels_for.append(a["for"])
        if tag == "form" and a.get("id") == "incident-form":
            self.in_form = True
        if not self.in_form:
            return
        if tag in ("input", "select", "button"):
            self.controls.append((tag, a))
        if tag == "input" and a.get("name"):
            kind = a.get("type", "text")
            if kind in ("radio", "checkbox"):
                if "checked" in a:
                    self.fields[a["name"]] = a.get("value", "on")
            else:
                self.fields[a["name"]] = a.get("value", "")
        elif tag == "select":
            self.select = a.get("name")
            self.first_option = None
        elif tag == "option" and self.select:
            if self.first_option is None:
                self.first_option = a.get("value", "")
                self.fields.setdefault(self.select, self.first_option)
            if "selected" in a:
                self.fields[self.select] = a.get("value", "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self.select = None
        elif tag == "form":
            self.in_form = False


def read_form(html: str) -> _FormReader:
    reader = _FormReader()
    reader.feed(html)
    return reader


def form_fields(html: str) -> dict[str, str]:
    return read_form(html).fields


@pytest.fixture
def kane_fields(client: FlaskClient) -> dict[str, Any]:
    """The form as filled in by 'Start from Kane v Sporting'."""
    page = client.get(f"/explain?case={KANE_SLUG}")
    assert page.status_code == 200
    return form_fields(page.get_data(as_text=True))
