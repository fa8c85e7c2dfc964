"""Every template escapes what people type: hostile text in every field comes out as text.

The hostile Kane incident (a payload in every free-text field) is stored through the
API and rendered by every page that shows an incident: the explanation, its embed, the
form filled in from it, the form with errors, the oEmbed and API JSON, the link-card SVG
behind the PNG, and the CLI's standalone HTML. Nothing in them may run or load as script.
"""

from __future__ import annotations

import html as html_lib
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape
from support import KANE_SLUG

from explainer import cards
from explainer.cli import main
from explainer.wording import environment, template_dir
from rules import Incident, decide

from .conftest import HOSTILE_URL, PAYLOADS, form_token, hostile_kane, parse

TEMPLATES = sorted(
    str(p.relative_to(template_dir())) for p in template_dir().rglob("*") if p.is_file()
)
#: Markup a payload would create if it were not escaped.
RAW_MARKERS = (
    "<script>window",
    "<img src=x",
    "<svg onload",
    "<iframe srcdoc",
    '<a href="javascript',
)


def test_there_are_templates_of_every_kind() -> None:
    suffixes = {re.sub(r"^[^.]*", "", Path(name).name) for name in TEMPLATES}
    assert {".html", ".html.j2", ".svg.j2", ".txt.j2"} <= suffixes, suffixes


def test_the_app_environment_autoescapes_every_template(app: Flask) -> None:
    autoescape = app.jinja_env.autoescape
    assert callable(autoescape)
    for name in TEMPLATES:
        assert autoescape(name) is True, name
        # ... and a template of that name really escapes: markup comes out as text.
        env = app.jinja_env
        code = env.compile("{{ value }}", name=name)
        template = env.template_class.from_code(env, code, env.make_globals(None))
        assert template.render(value="<b>") == "&lt;b&gt;", name


def test_the_cli_environment_escapes_its_html_templates() -> None:
    autoescape = environment().autoescape
    assert callable(autoescape)
    for name in TEMPLATES:
        if name.endswith((".html", ".html.j2", ".svg.j2")):
            # card.svg.j2 turns escaping on itself ({% autoescape true %}).
            assert (
                autoescape(name) or "{%- autoescape true -%}" in (template_dir() / name).read_text()
            ), name


def _escaped(payload: str) -> str:
    return str(escape(payload))


def _assert_inert(html: str, where: str, oembed: bool = False) -> None:
    """No script, handler, javascript: URL or inline style came from the payloads.

    The oEmbed snippet is for the consumer's page: one iframe of our embed, with a style.
    """
    found = parse(html)
    assert found.inline_scripts == [], where
    assert found.handlers == [], where
    assert found.javascript_urls == [], where
    assert found.style_elements == 0, where
    if oembed:
        assert found.tags == ["iframe"], where
    else:
        assert found.style_attrs == [], where
        assert "iframe" not in found.tags, where
    for marker in RAW_MARKERS:
        assert marker not in html, (where, marker)


def _store(client: FlaskClient, data: dict[str, Any]) -> str:
    response = client.post("/api/v1/incidents", json=data)
    assert response.status_code == 201, response.get_data(as_text=True)
    ident: str = response.get_json()["id"]
    return ident


@pytest.mark.parametrize(
    "offset",
    [0, pytest.param(1, marks=pytest.mark.stress), pytest.param(2, marks=pytest.mark.stress)],
)
def test_every_page_of_a_hostile_incident_shows_the_payloads_as_text(
    client: FlaskClient, offset: int
) -> None:
    data = hostile_kane(offset)
    ident = _store(client, data)
    pages = {
        "explanation": f"/e/{ident}",
        "embed": f"/e/{ident}/embed",
        "form from it": f"/explain?from={ident}",
    }
    for where, path in pages.items():
        response = client.get(path)
        assert response.status_code == 200, where
        assert response.mimetype == "text/html"
        text = response.get_data(as_text=True)
        _assert_inert(text, where)
        # The payloads are there, as text: escaped, not dropped.
        shown = [p for p in PAYLOADS if _escaped(p) in text]
        assert len(shown) >= 3, (where, shown)
        assert "{{ 7 * 7 }}" in text or where == "embed"
    page = client.get(f"/e/{ident}").get_data(as_text=True)
    # The title and OpenGraph meta are escaped too.
    title = page.split("<title>", 1)[1].split("</title>", 1)[0]
    assert "<" not in title
    assert html_lib.escape(HOSTILE_URL) not in page  # pydantic percent-encodes the URL
    assert "https://example.com/a?q=%22%3E%3Cscript%3E" in page


def test_the_form_with_errors_shows_the_payloads_as_text(client: FlaskClient) -> None:
    token = form_token(client, f"/explain?case={KANE_SLUG}")
    fields = {
        "csrf_token": token,
        "op": "explain",
        "title": PAYLOADS[0],
        "match-competition": PAYLOADS[1],
        "match-home": PAYLOADS[2],
        "match-away": PAYLOADS[4],
        "match-date": PAYLOADS[3],  # not a date: an error that echoes the value
        "match-minute": PAYLOADS[5],
        "players-0-name": PAYLOADS[2],
        "players-0-team": PAYLOADS[0],
        "sources-0-publisher": PAYLOADS[7],
        "sources-0-headline": PAYLOADS[4],
        "sources-0-url": PAYLOADS[6],  # javascript: is not a web address
        "sequence-0-by": PAYLOADS[1],
        "notes": PAYLOADS[8],
    }
    response = client.post("/explain", data=fields)
    assert response.status_code == 422
    text = response.get_data(as_text=True)
    _assert_inert(text, "form with errors")
    assert "data-error-summary" in text
    assert _escaped(PAYLOADS[0]) in text


def test_oembed_and_api_json_carry_the_text_and_are_not_sniffed(client: FlaskClient) -> None:
    ident = _store(client, hostile_kane())
    record = client.get(f"/api/v1/incidents/{ident}")
    assert record.mimetype == "application/json"
    assert record.headers["X-Content-Type-Options"] == "nosniff"
    assert record.get_json()["incident"]["title"] == PAYLOADS[0]
    oembed = client.get(f"/oembed?url=http://localhost/e/{ident}").get_json()
    _assert_inert(oembed["html"], "oEmbed html", oembed=True)
    assert f'src="http://localhost/e/{ident}/embed"' in oembed["html"]
    assert "<" not in oembed["title"] or "&lt;" in oembed["html"]


def test_the_link_card_svg_is_well_formed_with_the_payloads_as_text(
    app: Flask, client: FlaskClient
) -> None:
    data = hostile_kane()
    ident = _store(client, data)
    incident = Incident.model_validate(data)
    decision = decide(incident)
    with app.test_request_context():
        card = cards.link_card("explanation", ident, incident, decision)
        svg = cards.card_svg(card, incident, decision)
    root = ET.fromstring(svg)  # raises if a payload broke the markup
    ns = "{http://www.w3.org/2000/svg}"
    assert not list(root.iter(f"{ns}script")) and not list(root.iter("script"))
    assert not any(k.startswith("on") for el in root.iter() for k in el.attrib)
    texts = " ".join("".join(el.itertext()) for el in root.iter(f"{ns}text"))
    assert "window.__xss" in texts  # drawn as text on the card
    png = client.get(f"/e/{ident}/card.png")
    assert png.status_code == 200 and png.mimetype == "image/png"
    assert png.headers["X-Content-Type-Options"] == "nosniff"


def test_the_clis_standalone_html_escapes_the_payloads(tmp_path: Path) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(hostile_kane()))
    result = CliRunner().invoke(main, ["explain", str(path), "--format", "html"])
    assert result.exit_code == 0, result.output
    found = parse(result.stdout)
    assert found.inline_scripts == [] and found.handlers == [] and found.javascript_urls == []
    for marker in RAW_MARKERS:
        assert marker not in result.stdout
    assert _escaped(PAYLOADS[0]) in result.stdout


def test_every_page_is_markup_the_policy_allows(client: FlaskClient) -> None:
    """No page needs inline script or style, so the CSP breaks nothing."""
    ident = _store(client, hostile_kane())
    paths = [
        "/",
        "/explain",
        f"/explain?case={KANE_SLUG}",
        f"/cases/{KANE_SLUG}",
        f"/cases/{KANE_SLUG}/embed",
        f"/e/{ident}",
        "/laws",
        "/laws/OFF-POS-6",
        "/api/docs",
        "/health",
        "/no-such-page",
    ]
    for path in paths:
        response = client.get(path)
        assert response.mimetype == "text/html", path
        found = parse(response.get_data(as_text=True))
        assert found.inline_scripts == [], path
        assert found.handlers == [] and found.style_attrs == [], path
        assert found.style_elements == 0, path
        assert all(src.startswith("/static/") for src in found.script_urls), path
