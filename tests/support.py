"""What the test folders share: the Kane incident, apps with their own database, a live
server, Debian's Chromium, and a reader for what a browser would submit from the form.

Importable from any test module (``from support import ...``): ``tests/`` is on the path.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import make_server
from werkzeug.wsgi import FileWrapper

from explainer import create_app
from explainer.loading import load_file
from rules import Decision, Incident, decide

ROOT = Path(__file__).resolve().parent.parent
CASEBOOK = ROOT / "explainer" / "casebook"
KANE_SLUG = "2022-10-26-tottenham-sporting-kane"
KANE_FILE = CASEBOOK / f"{KANE_SLUG}.yaml"
#: What the explainer says first about the Kane incident, on every page, card and output.
KANE_HEADLINE = (
    "Goal disallowed: Harry Kane was ahead of the ball and the second-last defender when "
    "Emerson Royal headed it, and the deflection off Flávio Nazinho did not change that"
)


# --- incidents for the unit tests ----------------------------------------------------------


def base_incident(**overrides: Any) -> dict[str, Any]:
    """A minimal valid incident as plain data: A1 passes to A2, who scores. A textbook
    incident: nobody does anything but what it lists (``unlisted_involvements`` and
    ``unlisted_fouls``: none)."""
    data: dict[str, Any] = {
        "unlisted_involvements": "none",
        "unlisted_fouls": "none",
        "match": {
            "competition": "Test league",
            "home": "Home",
            "away": "Away",
            "date": "2024-10-01",
            "minute": 10,
        },
        "players": [
            {"id": "A1", "name": "Passer", "team": "attacking"},
            {"id": "A2", "name": "Striker", "team": "attacking"},
            {"id": "D1", "name": "Defender One", "team": "defending"},
            {"id": "D2", "name": "Defender Two", "team": "defending"},
            {"id": "GK", "name": "Keeper", "team": "defending", "goalkeeper": True},
        ],
        "start": {"kind": "open_play"},
        "sequence": [
            {"by": "A1", "action": "pass"},
            {"by": "A2", "action": "shot"},
        ],
        "positions": [],
        "outcome": "goal_scored",
    }
    data.update(overrides)
    return data


def touches(*contacts: tuple[str, str] | dict[str, Any]) -> list[dict[str, Any]]:
    """A sequence of contacts, each given as ``("A1", "pass")`` (who, the action) or a dict."""
    return [c if isinstance(c, dict) else {"by": c[0], "action": c[1]} for c in contacts]


def qualitative(
    player: str = "A2",
    at: int = 1,
    half: str = "opponents",
    ball: str = "ahead",
    second_last: str = "ahead",
    **extra: Any,
) -> dict[str, Any]:
    where = {"kind": "qualitative", "half": half, "ball": ball, "second_last": second_last}
    where.update(extra)
    return {"player": player, "at": at, "where": where}


def run(data: dict[str, Any], edition: str | None = None) -> Decision:
    return decide(Incident.model_validate(data), edition)


def rules_in(decision: Decision) -> list[tuple[str, str]]:
    return [(f.rule, f.outcome) for f in decision.trace]


def generated_incidents(n: int, seed: int) -> list[dict[str, Any]]:
    """``n`` incidents from the benchmark's generator (repeatable: a fixed ``seed``)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("generate", ROOT / "bench" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.incidents(n, seed=seed))


def kane_data() -> dict[str, Any]:
    """The Kane incident as JSON data (dates as strings), a fresh copy each time."""
    data: dict[str, Any] = json.loads(json.dumps(load_file(KANE_FILE), default=str))
    return data


def rashford_blocking_ederson() -> dict[str, Any]:
    """Rashford (Manchester United v City, 2023) made to block Ederson's view, as JSON data."""
    from explainer import casebook

    found = casebook.case("2023-01-14-manutd-mancity-rashford")
    assert found is not None
    data: dict[str, Any] = found.incident.model_dump(mode="json")
    data["involvements"] = [
        {
            "player": "rashford",
            "after": 1,
            "kind": "obstructed_line_of_vision",
            "opponent": "ederson",
        }
    ]
    return data


# --- apps and servers --------------------------------------------------------------------------


def make_app(folder: Path, **config: Any) -> Flask:
    """The app with its own SQLite database and card cache in ``folder``."""
    return create_app(
        {
            "TESTING": True,
            "DATABASE_URL": f"sqlite:///{folder / 'explainer.sqlite3'}",
            "CARD_CACHE": str(folder / "cards"),
            **config,
        }
    )


@contextmanager
def app_in(folder: Path, **config: Any) -> Iterator[Flask]:
    """``make_app``, with its database connections closed afterwards."""
    app = make_app(folder, **config)
    try:
        yield app
    finally:
        app.extensions["explainer.store"].dispose()


def _files_read_whole(app: Flask) -> Any:
    """``app``, with a static file's body read and the file closed before the server writes.

    werkzeug's development server closes a response's file only after it has drained the
    request socket; when the browser drops the connection first (a page closed while its
    favicon is in flight), that read raises and the file is left to the garbage collector,
    whose ResourceWarning pytest then reports against whichever test is running."""

    def wsgi(environ: dict[str, Any], start_response: Any) -> Any:
        body = app(environ, start_response)
        if isinstance(body, FileWrapper):
            try:
                return [b"".join(body)]
            finally:
                body.close()
        return body

    return wsgi


@contextmanager
def serving(app: Flask) -> Iterator[str]:
    """``app`` on a free port of 127.0.0.1 (werkzeug, threaded); yields its base URL."""
    server = make_server("127.0.0.1", 0, _files_read_whole(app), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
        server.server_close()


def api_and_static_paths(ident: str) -> list[str]:
    """GET paths of the oEmbed answer for the stored incident ``ident``, the API, its docs
    and schemas, and a static file: part of a walk through every kind of response."""
    return [
        f"/oembed?url=http://localhost/e/{ident}",
        "/api/v1/cases",
        f"/api/v1/incidents/{ident}",
        "/api/docs",
        "/openapi.json",
        "/schema/incident.json",
        "/static/site.css",
    ]


# --- Chromium ----------------------------------------------------------------------------------

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


#: What to run when the browser is missing (make test runs it itself when it can).
INSTALL_CHROMIUM = "apt-get install -y chromium fonts-liberation"


def missing(reason: str) -> None:
    """A browser test without its browser fails, naming the command that installs it; it
    is skipped only on request (SKIP_BROWSER=1), and the run's summary says so loudly."""
    if os.environ.get("SKIP_BROWSER"):
        pytest.skip(f"SKIP_BROWSER is set: {reason}")
    pytest.fail(f"{reason}: run `{INSTALL_CHROMIUM}`, or SKIP_BROWSER=1 to skip these tests")


#: How long a browser test waits for what it checks (a page to load, an element to show):
#: generous, because the tests run two at a time on a 2-core machine that is often busy.
BROWSER_TIMEOUT_MS = 20_000


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright (whose own browser download is never used).

    Playwright's sync API allows one instance at a time: use it in module-scoped fixtures.
    ``expect`` waits up to BROWSER_TIMEOUT_MS too.
    """
    if not CHROMIUM.exists():
        missing(f"Chromium is not installed at {CHROMIUM}")
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        missing("playwright is not installed")
    expect.set_options(timeout=BROWSER_TIMEOUT_MS)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


# --- the incident form as a browser submits it -------------------------------------------------


class FormReader(HTMLParser):
    """What a browser would submit from the incident form: text and hidden inputs, checked
    boxes and radios, each select's selected option (else its first), and text areas.
    Also keeps every element id, every label's ``for`` and the form's controls."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.fields: dict[str, str] = {}
        self.in_form = False
        self.select: str | None = None
        self.first_option: str | None = None
        self.textarea: str | None = None
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
        if tag in ("input", "select", "button", "textarea"):
            self.controls.append((tag, a))
        if tag == "input" and a.get("name"):
            kind = a.get("type", "text")
            if kind in ("radio", "checkbox"):
                if "checked" in a:
                    self.fields[a["name"]] = a.get("value", "on")
            elif kind not in ("submit", "button", "reset", "image"):
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
        elif tag == "textarea" and a.get("name"):
            self.textarea = a["name"]
            self.fields[self.textarea] = ""

    def handle_data(self, data: str) -> None:
        if self.textarea is not None:
            self.fields[self.textarea] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self.select = None
        elif tag == "textarea" and self.textarea is not None:
            # Browsers drop one newline right after <textarea>.
            value = self.fields[self.textarea]
            self.fields[self.textarea] = value[1:] if value.startswith("\n") else value
            self.textarea = None
        elif tag == "form":
            self.in_form = False


def read_form(html: str) -> FormReader:
    reader = FormReader()
    reader.feed(html)
    return reader


def form_fields(html: str) -> dict[str, str]:
    """The fields a browser would submit from the incident form on ``html``."""
    return read_form(html).fields


def interviewed(incident: dict[str, Any]) -> Incident:
    """A drafted incident once the interview has given what the text does not (the start,
    that the ball went in, each touch's action): validated, so that a test can see that
    a draft's facts are ones the model takes."""
    data = dict(incident)
    data.setdefault("start", {"kind": "open_play"})
    data.setdefault("outcome", "goal_scored")
    data["sequence"] = [{"action": "shot", **c} for c in data.get("sequence", [])]
    return Incident.model_validate(data)
