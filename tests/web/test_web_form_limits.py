"""The form accepts every form it renders (issue 31, item 7).

Before, the app took at most 2,000 fields in one post of the form, while the form of a
stored incident of 60 players and 60 positions had 2,189: "Explain" gave a 413 and what
was typed was lost. The cap is now worked out from the form's fields at the model's own
limits (explainer/form/fields.py, MAX_PARTS), so no form the page renders is over it."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from flask import Flask
from flask.testing import FlaskClient
from support import app_in, read_form

from bench.generate import at_limits
from explainer import form, store
from explainer.form.fields import OWN_PARTS, QUESTION_PARTS
from rules import Incident
from rules.context import choose_edition


def _stored_form(app: Flask, data: dict[str, Any]) -> tuple[FlaskClient, Any]:
    """The form filled in from ``data`` saved as a permalink, as a browser reads it."""
    incident = Incident.model_validate(data)
    with app.app_context():
        ident = store.current().save(incident, choose_edition(incident)[0].name)
    client = app.test_client()
    page = client.get(f"/explain?from={ident}")
    assert page.status_code == 200
    return client, read_form(page.get_data(as_text=True))


def _sent_back(client: FlaskClient, fields: dict[str, str]) -> Any:
    body = urlencode({**fields, "op": "explain"})
    return client.post("/explain", data=body, content_type="application/x-www-form-urlencoded")


def test_the_form_of_sixty_players_and_sixty_positions_is_sent_back(app: Flask) -> None:
    """The issue's incident: 60 players (every incident at_limits makes has 60), 60
    positions, and a few of each other list."""
    client, reader = _stored_form(app, at_limits(0.15))
    assert len(reader.fields) > 2000, len(reader.fields)
    answer = _sent_back(client, reader.fields)
    assert answer.status_code == 303, answer.status_code
    assert "/e/" in answer.headers["Location"]


def _with_every_source(data: dict[str, Any]) -> dict[str, Any]:
    sources = [
        {"id": f"extra{i}", "publisher": f"Publisher {i}", "headline": f"Headline {i}"}
        for i in range(form.MAX_ROWS["sources"])
    ]
    return {**data, "sources": [*data.get("sources", []), *sources][: len(sources)]}


def test_no_form_the_page_renders_has_more_fields_than_the_cap(tmp_path: Path) -> None:
    """Every list at the model's limit: every control the page renders (a box ticked or
    not), plus the questions' answers and the button, is within MAX_FORM_PARTS; and the
    form as a browser sends it goes back to a permalink, within the app's own caps: such a
    form is about 360 KB, more than MAX_CONTENT_LENGTH (256 KB), and url-encoded forms may
    carry MAX_FORM_LENGTH (1 MB; a 413 before)."""
    with app_in(tmp_path) as app:
        _every_form_fits(app)


def test_other_bodies_keep_the_smaller_cap(app: Flask) -> None:
    """Only the incident form's post gets MAX_FORM_LENGTH: a JSON body or an article to
    draft over MAX_CONTENT_LENGTH is still a 413, and so is a form over MAX_FORM_LENGTH."""
    client = app.test_client()
    big = b"{" + b" " * app.config["MAX_CONTENT_LENGTH"] + b"}"
    answer = client.post("/api/v1/decisions", data=big, content_type="application/json")
    assert answer.status_code == 413
    article = "text=" + "x" * app.config["MAX_CONTENT_LENGTH"]
    answer = client.post(
        "/explain/draft", data=article, content_type="application/x-www-form-urlencoded"
    )
    assert answer.status_code == 413
    huge = "notes=" + "x" * app.config["MAX_FORM_LENGTH"]
    answer = client.post("/explain", data=huge, content_type="application/x-www-form-urlencoded")
    assert answer.status_code == 413


def _every_form_fits(app: Flask) -> None:
    assert app.config["MAX_FORM_PARTS"] == form.MAX_PARTS
    client, reader = _stored_form(app, _with_every_source(at_limits(1.0)))
    names = {attrs["name"] for _, attrs in reader.controls if attrs.get("name")}
    rendered = len(names - {"op"}) + QUESTION_PARTS + OWN_PARTS
    assert len(reader.fields) > 12_000 and rendered <= app.config["MAX_FORM_PARTS"], rendered
    answer = _sent_back(client, reader.fields)
    assert answer.status_code == 303, answer.status_code


def test_the_server_reads_a_form_body_up_to_the_form_cap(app: Flask) -> None:
    """explainer/server.py reads the whole body before the app sees it: a url-encoded form
    up to MAX_FORM_LENGTH, any other body up to MAX_CONTENT_LENGTH."""
    from explainer.server import Buffered

    small, large = app.config["MAX_CONTENT_LENGTH"], app.config["MAX_FORM_LENGTH"]
    server = Buffered(app, small, threads=1, form_limit=large)

    def scope(kind: bytes, path: str = "/explain") -> dict[str, Any]:
        return {"path": path, "headers": [(b"content-type", kind)]}

    assert server.limit_for(scope(b"application/x-www-form-urlencoded; charset=UTF-8")) == large
    assert server.limit_for(scope(b"application/json")) == small
    assert server.limit_for(scope(b"multipart/form-data; boundary=x")) == small
    form = b"application/x-www-form-urlencoded"
    assert server.limit_for(scope(form, "/explain/draft")) == small
