"""OpenGraph and Twitter card meta on explanation and case pages, and the PNG card they share."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_HEADLINE, KANE_SLUG, make_app

from explainer import cards, casebook

from .conftest import png_size


class _Head(HTMLParser):
    """meta property/name -> content, link rel (+type) -> href, and the page's h1 and lede."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.meta: dict[str, str] = {}
        self.links: dict[str, str] = {}
        self.text: dict[str, str] = {"h1": "", "lede": "", "title": ""}
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "meta" and ("property" in a or "name" in a):
            key = a.get("property") or a["name"]
            assert key not in self.meta, f"{key} given twice"
            self.meta[key] = a.get("content", "")
        elif tag == "link":
            key = a["rel"] + (f" {a['type']}" if "type" in a else "")
            self.links[key] = a["href"]
        elif tag == "h1" or (tag == "title" and not self.text["title"]):
            self._in = tag  # the page's <title>, not the diagram's
        elif tag == "p" and "lede" in a.get("class", "").split():
            self._in = "lede"

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "p", "title"):
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in:
            self.text[self._in] += data


def read_head(html: str) -> _Head:
    parser = _Head()
    parser.feed(html)
    parser.text = {k: " ".join(v.split()) for k, v in parser.text.items()}
    return parser


def svg_headline(svg: str) -> str:
    """The headline as the card draws it: its lines joined again."""
    lines = re.findall(r'<text class="headline"[^>]*>([^<]*)</text>', svg)
    return html.unescape(" ".join(lines))


def _path(url: str) -> str:
    return re.sub(r"^https?://[^/]+", "", url)


def check_card(client: FlaskClient, url_path: str, *, fetch_image: bool = True) -> _Head:
    """The page at ``url_path`` unfurls into a card that matches what the page says."""
    response = client.get(url_path)
    assert response.status_code == 200, url_path
    head = read_head(response.get_data(as_text=True))
    meta, links = head.meta, head.links
    canonical = f"http://localhost{url_path}"
    assert links["canonical"] == canonical
    assert meta["og:url"] == canonical
    assert meta["og:type"] == "article" and meta["og:site_name"] == "VAR explainer"
    # Title = the headline (the page's h1 and <title>); description = the match, then the
    # lede (one sentence).
    assert meta["og:title"] == head.text["h1"] != ""
    assert head.text["title"] == f"{meta['og:title']} · VAR explainer"
    match, lede = meta["og:description"].split(". ", 1)
    assert lede == head.text["lede"] != "" and lede.endswith(".") and ". " not in lede
    assert "Laws of the Game" in match
    assert meta["description"] == meta["og:description"]
    assert meta["twitter:card"] == "summary_large_image"
    assert meta["twitter:title"] == meta["og:title"]
    assert meta["twitter:description"] == meta["og:description"]
    assert meta["twitter:image"] == meta["og:image"] == f"{canonical}/card.png"
    assert (meta["og:image:width"], meta["og:image:height"]) == ("1200", "630")
    assert meta["og:image:type"] == "image/png" and meta["og:image:alt"]
    assert links["alternate application/json+oembed"].startswith("http://localhost/oembed?url=")
    if fetch_image:
        image = client.get(_path(meta["og:image"]))
        assert image.status_code == 200 and image.mimetype == "image/png"
        assert png_size(image.data) == (1200, 630)
    return head


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> FlaskClient:
    return make_app(tmp_path_factory.mktemp("cards")).test_client()


@pytest.mark.parametrize("slug", [c.slug for c in casebook.cases()])
def test_every_case_page_unfurls_into_a_card_with_its_image(shared: FlaskClient, slug: str) -> None:
    head = check_card(shared, f"/cases/{slug}")
    if slug == KANE_SLUG:
        assert head.meta["og:title"] == KANE_HEADLINE
        assert head.meta["og:description"] == (
            "Tottenham Hotspur v Sporting CP · 26 October 2022 · Laws of the Game 2022/23. "
            "The referee first gave a goal and changed it to no goal after the VAR check, "
            "and the Laws support the change."
        )


def test_an_explanation_page_unfurls_into_a_card_with_its_image(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    head = check_card(client, f"/e/{ident}")
    assert head.meta["og:title"] == KANE_HEADLINE


def test_explanations_saved_from_the_form_and_undetermined_ones_unfurl_too(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    # Undetermined: the position of the attacker is unknown.
    kane_incident["positions"][0]["where"]["second_last"] = "unknown"
    stored = client.post("/api/v1/incidents", json=kane_incident)
    assert stored.status_code == 201
    head = check_card(client, f"/e/{stored.get_json()['id']}")
    # The reported on-field goal and final decision settle what stood, though the Law's
    # answer is open: the headline says so rather than "undetermined" (and not "after
    # review": the reports give VAR's check, not whether a review changed the decision).
    assert head.meta["og:title"] == (
        "Goal disallowed, though the reports do not settle whether Harry Kane "
        "was in an offside position when Emerson Royal headed it"
    )


def test_meta_is_escaped(client: FlaskClient, kane_incident: dict[str, Any]) -> None:
    kane_incident["match"]["competition"] = 'Cup "A" & <B>'
    kane_incident["match"]["home"] = "Home <script>alert(1)</script>"
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    html = client.get(f"/e/{ident}").get_data(as_text=True)
    assert "<script>alert(1)" not in html
    head = check_card(client, f"/e/{ident}")  # the SVG card escapes them too
    assert "Home <script>alert(1)</script> v" in head.meta["og:image:alt"]


def test_the_image_is_drawn_on_first_request_then_served_from_the_cache(
    app: Flask, client: FlaskClient, kane_incident: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    real = cards.to_png

    def counting(svg: str) -> bytes:
        drawn.append(svg)
        return real(svg)

    monkeypatch.setattr(cards, "to_png", counting)
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    assert client.get(f"/e/{ident}").status_code == 200
    assert drawn == [], "rendering the page must not draw the image"
    first = client.get(f"/e/{ident}/card.png")
    assert first.status_code == 200 and len(drawn) == 1
    assert svg_headline(drawn[0]) == KANE_HEADLINE and "Tottenham Hotspur v Sporting CP" in drawn[0]
    cached = list(Path(app.config["CARD_CACHE"]).glob(f"explanation-{ident}-*.png"))
    assert len(cached) == 1 and cached[0].read_bytes() == first.data
    second = client.get(f"/e/{ident}/card.png")
    assert second.data == first.data and len(drawn) == 1
    assert "max-age" in second.headers["Cache-Control"]
    etag = second.headers["ETag"]
    assert client.get(f"/e/{ident}/card.png", headers={"If-None-Match": etag}).status_code == 304
    # A new app (another worker, or after a restart) reads the same file.
    other = make_app(Path(app.config["CARD_CACHE"]).parent).test_client()
    assert other.get(f"/e/{ident}/card.png").data == first.data and len(drawn) == 1


def test_the_image_name_changes_with_the_facts_and_the_edition(
    app: Flask, kane_incident: dict[str, Any]
) -> None:
    from rules import Incident

    incident = Incident.model_validate(kane_incident)
    later = Incident.model_validate({**kane_incident, "notes": "changed"})
    with app.app_context():
        base = cards.fingerprint("case", "x", incident, None)
        assert cards.fingerprint("case", "x", incident, None) == base
        assert cards.fingerprint("case", "x", later, None) != base
        assert cards.fingerprint("case", "x", incident, "2019/20") != base


def test_without_cairo_the_image_is_a_503_and_pages_still_work(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(svg: str) -> bytes:
        raise cards.CardUnavailableError("no cairo here")

    monkeypatch.setattr(cards, "to_png", missing)
    assert client.get(f"/cases/{KANE_SLUG}/card.png").status_code == 503
    assert client.get(f"/cases/{KANE_SLUG}").status_code == 200


def test_unknown_images_are_404s(client: FlaskClient) -> None:
    for path in ("/cases/nope/card.png", "/e/aaaaaaaaaaaa/card.png", "/e/bad/card.png"):
        assert client.get(path).status_code == 404, path


def test_cards_use_the_public_url(tmp_path: Path) -> None:
    client = make_app(tmp_path, PUBLIC_URL="https://var.example.org").test_client()
    page = client.get(f"/cases/{KANE_SLUG}").get_data(as_text=True)
    head = read_head(page)
    assert head.links["canonical"] == f"https://var.example.org/cases/{KANE_SLUG}"
    assert head.meta["og:image"] == f"https://var.example.org/cases/{KANE_SLUG}/card.png"
    oembed = html.unescape(head.links["alternate application/json+oembed"])
    assert oembed.startswith("https://var.example.org/oembed?url=https%3A%2F%2Fvar.example.org")
