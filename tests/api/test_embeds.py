"""oEmbed (checked against the oEmbed 1.0 spec for type rich), the embeddable card, and
the framing policy: the embeds may be framed by any site, every other response by none."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any
from urllib.parse import quote

import pytest
from flask.testing import FlaskClient
from support import KANE_HEADLINE, KANE_SLUG, api_and_static_paths, make_app

from explainer import cards

OEMBED_TYPES: dict[str, type | tuple[type, ...]] = {
    # oEmbed 1.0, section 2.3.4: fields every response may carry, with their types.
    "type": str,
    "version": str,
    "title": str,
    "author_name": str,
    "author_url": str,
    "provider_name": str,
    "provider_url": str,
    "cache_age": int,
    "thumbnail_url": str,
    "thumbnail_width": int,
    "thumbnail_height": int,
    # 2.3.4.4: the rich type.
    "html": str,
    "width": int,
    "height": int,
}


def check_oembed_rich(body: dict[str, Any]) -> None:
    """A response of type rich as oEmbed 1.0 defines it."""
    assert body["version"] == "1.0"
    assert body["type"] == "rich"
    for required in ("html", "width", "height"):
        assert required in body, required
    for key, value in body.items():
        assert key in OEMBED_TYPES, f"{key} is not an oEmbed field"
        assert isinstance(value, OEMBED_TYPES[key]) and not isinstance(value, bool), key
    assert body["width"] > 0 and body["height"] > 0
    thumbnail = {"thumbnail_url", "thumbnail_width", "thumbnail_height"} & set(body)
    assert thumbnail in (set(), {"thumbnail_url", "thumbnail_width", "thumbnail_height"})
    # The html is an iframe of the given size and nothing more (no padding or margins).
    frame = re.fullmatch(
        r'<iframe src="([^"]+)" width="(\d+)" height="(\d+)"[^>]*></iframe>', body["html"]
    )
    assert frame, body["html"]
    assert (int(frame.group(2)), int(frame.group(3))) == (body["width"], body["height"])


def oembed(client: FlaskClient, url: str, **params: Any) -> Any:
    return client.get("/oembed", query_string={"url": url, **params})


@pytest.fixture
def ident(client: FlaskClient, kane_incident: dict[str, Any]) -> str:
    stored: str = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    return stored


def test_oembed_of_an_explanation_is_rich_with_an_iframe_of_the_embed(
    client: FlaskClient, ident: str
) -> None:
    response = oembed(client, f"http://localhost/e/{ident}", format="json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    check_oembed_rich(body)
    assert body["title"] == KANE_HEADLINE
    assert body["provider_name"] == "VAR explainer"
    assert body["provider_url"] == "http://localhost/"
    assert f'src="http://localhost/e/{ident}/embed"' in body["html"]
    assert body["thumbnail_url"] == f"http://localhost/e/{ident}/card.png"
    assert (body["thumbnail_width"], body["thumbnail_height"]) == (1200, 630)
    assert 'sandbox="' in body["html"] and "allow-scripts" not in body["html"]
    embed = client.get(f"/e/{ident}/embed")
    assert embed.status_code == 200


def test_oembed_works_for_cases_embeds_and_urls_with_queries(
    client: FlaskClient, ident: str
) -> None:
    for url in (
        f"http://localhost/cases/{KANE_SLUG}",
        f"https://localhost/cases/{KANE_SLUG}?utm_source=x#steps",
        f"http://localhost/e/{ident}/embed",
        f"http://LOCALHOST/e/{ident}",
    ):
        response = oembed(client, url)
        assert response.status_code == 200, url
        check_oembed_rich(response.get_json())


def test_oembed_respects_maxwidth_and_maxheight(client: FlaskClient, ident: str) -> None:
    small = oembed(client, f"http://localhost/e/{ident}", maxwidth=300, maxheight=200).get_json()
    check_oembed_rich(small)
    assert small["width"] <= 300 and small["height"] <= 200
    assert "thumbnail_url" not in small  # a 1200x630 thumbnail would not respect them
    big = oembed(client, f"http://localhost/e/{ident}", maxwidth=1600, maxheight=900).get_json()
    assert big["width"] == cards.EMBED_WIDTH and big["thumbnail_width"] == 1200
    for bad in ("0", "-5", "wide", "1e3", "9" * 20):
        response = oembed(client, f"http://localhost/e/{ident}", maxwidth=bad)
        assert response.status_code == 400, bad
        assert response.get_json()["status"] == 400


def test_oembed_of_anything_else_is_a_json_404(client: FlaskClient, ident: str) -> None:
    for url in (
        "http://localhost/e/aaaaaaaaaaaa",
        "http://localhost/cases/no-such-case",
        "http://localhost/",
        "http://localhost/explain",
        "http://localhost/api/v1/cases",
        f"http://elsewhere.example/e/{ident}",
        f"ftp://localhost/e/{ident}",
        f"/e/{ident}",
        "not a url",
        "javascript:alert(1)",
        "http://[::1",
    ):
        response = oembed(client, url)
        assert response.status_code == 404, url
        assert response.mimetype == "application/json"
        assert response.get_json()["status"] == 404


def test_oembed_offers_json_only(client: FlaskClient, ident: str) -> None:
    for fmt in ("xml", "yaml", "JSON"):
        response = oembed(client, f"http://localhost/e/{ident}", format=fmt)
        assert response.status_code == 501, fmt
    missing = client.get("/oembed")
    assert missing.status_code == 400 and missing.get_json()["status"] == 400


def test_oembed_knows_the_public_url(tmp_path: Any, kane_incident: dict[str, Any]) -> None:
    client = make_app(tmp_path, PUBLIC_URL="https://var.example.org/x").test_client()
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    body = oembed(client, f"https://var.example.org/x/e/{ident}").get_json()
    check_oembed_rich(body)
    assert f'src="https://var.example.org/x/e/{ident}/embed"' in body["html"]
    assert oembed(client, f"https://var.example.org/e/{ident}").status_code == 404


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.anchors: list[dict[str, str]] = []
        self.oembed: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a":
            self.anchors.append(a)
        elif tag == "link" and a.get("type") == "application/json+oembed":
            self.oembed.append(a["href"])
        elif tag == "script":
            self.scripts += 1


def _links(html: str) -> _Links:
    parser = _Links()
    parser.feed(html)
    return parser


@pytest.mark.parametrize("kind", ["explanation", "case"])
def test_pages_announce_their_oembed_and_it_answers(
    client: FlaskClient, ident: str, kind: str
) -> None:
    path = f"/e/{ident}" if kind == "explanation" else f"/cases/{KANE_SLUG}"
    found = _links(client.get(path).get_data(as_text=True)).oembed
    assert len(found) == 1
    assert (
        found[0]
        == f"http://localhost/oembed?url={quote(f'http://localhost{path}', safe='')}&format=json"
    )
    response = client.get(found[0].removeprefix("http://localhost"))
    assert response.status_code == 200
    check_oembed_rich(response.get_json())


@pytest.mark.parametrize("kind", ["explanation", "case"])
def test_the_embed_is_framable_cookie_free_and_links_to_the_full_explanation(
    client: FlaskClient, ident: str, kind: str
) -> None:
    page = f"/e/{ident}" if kind == "explanation" else f"/cases/{KANE_SLUG}"
    response = client.get(f"{page}/embed")
    assert response.status_code == 200 and response.mimetype == "text/html"
    # The full policy (explainer.security), with any site allowed to frame it.
    assert "frame-ancestors *" in response.headers["Content-Security-Policy"]
    assert "'none'" not in response.headers["Content-Security-Policy"].split("frame-ancestors")[1]
    assert "X-Frame-Options" not in response.headers
    assert "Set-Cookie" not in response.headers
    html = response.get_data(as_text=True)
    parsed = _links(html)
    assert parsed.scripts == 0
    full = [a for a in parsed.anchors if a["href"] == f"http://localhost{page}"]
    assert full and all(a["target"] == "_blank" and "noopener" in a["rel"] for a in full)
    assert KANE_HEADLINE in html
    assert "Tottenham Hotspur v Sporting CP" in html
    assert client.get_cookie("session") is None


def test_unknown_embeds_are_404s(client: FlaskClient) -> None:
    for path in ("/e/aaaaaaaaaaaa/embed", "/cases/nope/embed"):
        response = client.get(path)
        assert response.status_code == 404
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]


def test_every_other_response_refuses_to_be_framed(client: FlaskClient, ident: str) -> None:
    paths = [
        "/",
        "/explain",
        f"/cases/{KANE_SLUG}",
        f"/e/{ident}",
        f"/cases/{KANE_SLUG}/card.png",
        *api_and_static_paths(ident),
        "/health",
        "/no-such-page",
        "/api/v1/nowhere",
    ]
    for path in paths:
        response = client.get(path)
        response.close()  # static files are streamed
        assert response.headers.get("X-Frame-Options") == "DENY", path
        csp = response.headers.get("Content-Security-Policy", "")
        assert csp.endswith("frame-ancestors 'none'") and csp.count("frame-ancestors") == 1, path
    posted = client.post("/explain", data={"op": "explain"})
    assert posted.headers.get("X-Frame-Options") == "DENY"
