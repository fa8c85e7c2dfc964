"""One headline everywhere: for every casebook incident the page's h1 and <title>, its
OpenGraph and Twitter titles, the card PNG's text, the embed, the oEmbed title, the CLI's
first line and every API document say the same words, byte for byte."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest
from click.testing import CliRunner
from flask import Flask
from flask.testing import FlaskClient
from support import CASEBOOK, kane_data, make_app

from explainer import cards, casebook
from explainer.cli import main
from explainer.wording import summary_lines
from rules import decide

SLUGS = [c.slug for c in casebook.cases()]


def expected(slug: str) -> str:
    found = casebook.case(slug)
    assert found is not None
    return summary_lines(found.incident, decide(found.incident)).headline


def text_of(pattern: str, page: str) -> str:
    found = re.search(pattern, page, re.S)
    assert found is not None, pattern
    return html.unescape(" ".join(re.sub(r"<[^>]+>", "", found.group(1)).split()))


def meta(page: str, key: str) -> str:
    return text_of(rf'<meta (?:property|name)="{re.escape(key)}" content="([^"]*)"', page)


def card_headline(svg: str) -> str:
    lines = re.findall(r'<text class="headline"[^>]*>([^<]*)</text>', svg)
    return html.unescape(" ".join(lines))


@pytest.mark.parametrize("slug", SLUGS)
def test_the_headline_is_the_same_everywhere(
    module_app: Flask, module_client: FlaskClient, slug: str
) -> None:
    headline = expected(slug)
    assert headline and "\n" not in headline
    found: dict[str, str] = {}

    page = module_client.get(f"/cases/{slug}").get_data(as_text=True)
    found["h1"] = text_of(r'<h1 class="verdict[^"]*" id="verdict"[^>]*>(.*?)</h1>', page)
    found["<title>"] = text_of(r"<title>(.*?) · VAR explainer</title>", page)
    for key in ("og:title", "twitter:title"):
        found[key] = meta(page, key)

    embed = module_client.get(f"/cases/{slug}/embed").get_data(as_text=True)
    found["embed h1"] = text_of(r'<h1 class="embed-verdict"[^>]*>(.*?)</h1>', embed)

    url = quote(f"http://localhost/cases/{slug}", safe="")
    oembed = module_client.get(f"/oembed?url={url}").get_json()
    found["oEmbed title"] = oembed["title"]
    found["oEmbed iframe title"] = text_of(r'title="VAR explainer: ([^"]*)"', oembed["html"])

    incident = casebook.case(slug).incident  # type: ignore[union-attr]
    decision = decide(incident)
    with module_app.test_request_context():
        card = cards.link_card("case", slug, incident, decision)
        found["card PNG"] = card_headline(cards.card_svg(card, incident, decision))

    runner = CliRunner()
    path = str(CASEBOOK / f"{slug}.yaml")
    found["CLI first line"] = runner.invoke(main, ["explain", path]).stdout.splitlines()[0]
    cli_json = json.loads(runner.invoke(main, ["explain", path, "--format", "json"]).stdout)
    found["CLI json"] = cli_json["summary"]["headline"]

    listed = {c["slug"]: c for c in module_client.get("/api/v1/cases").get_json()["cases"]}
    found["API cases"] = listed[slug]["summary"]["headline"]
    data = json.loads(json.dumps(incident.model_dump(mode="json")))
    decided = module_client.post("/api/v1/decisions", json=data).get_json()
    found["API decision"] = decided["summary"]["headline"]
    found["API explanation"] = decided["explanation"].splitlines()[0]

    different = {where: text for where, text in found.items() if text != headline}
    assert not different, f"expected {headline!r} everywhere; differs in {different}"


def test_a_permalink_and_its_record_say_it_too(tmp_path: Path) -> None:
    client = make_app(tmp_path).test_client()
    stored = client.post("/api/v1/incidents", json=kane_data()).get_json()
    record = client.get(f"/api/v1/incidents/{stored['id']}").get_json()
    page = client.get(f"/e/{stored['id']}").get_data(as_text=True)
    headline = expected("2022-10-26-tottenham-sporting-kane")
    assert record["result"]["summary"]["headline"] == headline
    assert text_of(r'<h1 class="verdict[^"]*" id="verdict"[^>]*>(.*?)</h1>', page) == headline
    embed = client.get(f"/e/{stored['id']}/embed").get_data(as_text=True)
    assert text_of(r'<h1 class="embed-verdict"[^>]*>(.*?)</h1>', embed) == headline
