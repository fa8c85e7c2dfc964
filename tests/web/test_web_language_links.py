"""Every internal link keeps the reader's language: a French page read in an
English-language browser sends the reader on to French pages only (the rule book, the
casebook, the form, the embed's way back). A link to the page in another language (the
language menu, the alternates) names that language, English included."""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pytest
from flask.testing import FlaskClient
from support import KANE_SLUG, kane_data

from explainer import casebook
from rules.catalogue import RULES

OTHER_LANGUAGES = ("fr", "de", "es")
#: The browser asks for English: only the link can keep the page's language.
ENGLISH_BROWSER = {"Accept-Language": "en-GB,en;q=0.9"}
#: Where the test client's pages live (absolute links to the site are internal too).
HOST = "localhost"


class _Links(HTMLParser):
    """Each link of a page: (tag, address, hreflang)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        for attr in ("href", "action", "src", "formaction"):
            address = named.get(attr)
            if address is not None:
                # A button that sends the form in another language says which in its lang.
                other = named.get("lang") if attr == "formaction" else named.get("hreflang")
                self.found.append((tag, address, other))


def _language_of(address: str) -> str | None:
    """The language an internal address asks for (oEmbed's: the page it describes)."""
    query = parse_qs(urlsplit(address).query)
    if "lang" in query:
        return query["lang"][0]
    if "url" in query:
        return _language_of(query["url"][0])
    return None


def _internal(address: str) -> bool:
    parts = urlsplit(address)
    if parts.scheme not in ("", "http", "https") or parts.netloc not in ("", HOST):
        return False
    # A fragment of this page, or a static file (the same in every language).
    return bool(parts.path) and not parts.path.startswith("/static/")


def links_without_language(html: str, language: str) -> list[str]:
    """The internal links of ``html`` that do not ask for ``language`` (a link marked with
    hreflang must ask for the language it names)."""
    reader = _Links()
    reader.feed(html)
    return [
        f"<{tag}> {address}"
        for tag, address, hreflang in reader.found
        if _internal(address) and _language_of(address) not in _asking(tag, hreflang, language)
    ]


def _asking(tag: str, hreflang: str | None, language: str) -> tuple[str | None, ...]:
    """What a link may ask for: the page's language, or the one its hreflang names (for
    search engines, the English alternate is the address as it is)."""
    if hreflang is None:
        return (language,)
    if tag == "link" and hreflang in ("en", "x-default"):
        return (None, "en")
    return (hreflang,)


def test_a_planted_link_without_the_language_is_found() -> None:
    page = (
        '<a href="/laws/OFF-POS-1?lang=fr">ok</a> <a href="#why">here</a>'
        '<a href="https://www.theifab.com/laws">IFAB</a>'
        '<a href="/laws/OFF-POS-6">planted</a>'
        '<form action="http://localhost/explain"></form>'
        '<a href="/?lang=de" hreflang="en">English</a>'
    )
    assert links_without_language(page, "fr") == [
        "<a> /laws/OFF-POS-6",
        "<form> http://localhost/explain",
        "<a> /?lang=de",
    ]


def _pages(client: FlaskClient) -> Iterator[str]:
    yield from ("/", "/explain", "/laws", "/api/docs", "/nowhere")
    yield from (f"/laws/{rule}" for rule in RULES)
    for case in casebook.cases():
        yield from (
            f"/cases/{case.slug}",
            f"/explain?case={case.slug}",
            f"/cases/{case.slug}/embed",
        )
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    yield from (f"/e/{ident}", f"/e/{ident}/embed")


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_internal_link_keeps_the_language(client: FlaskClient, language: str) -> None:
    lost: dict[str, list[str]] = {}
    for path in _pages(client):
        asked = f"{path}{'&' if '?' in path else '?'}lang={language}"
        html = client.get(asked, headers=ENGLISH_BROWSER).get_data(as_text=True)
        if found := links_without_language(html, language):
            lost[path] = found
    assert not lost, lost


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_the_explanation_the_form_leads_to_keeps_the_language(
    client: FlaskClient, kane_fields: dict[str, str], language: str
) -> None:
    sent = client.post(
        f"/explain?lang={language}",
        data=kane_fields,
        headers=ENGLISH_BROWSER,
        follow_redirects=True,
    )
    assert sent.request.path.startswith("/e/")
    assert links_without_language(sent.get_data(as_text=True), language) == []


def test_the_language_menu_names_english_so_an_english_reader_stays_in_english(
    client: FlaskClient,
) -> None:
    """In a French browser, the menu's English link and every link of the English page it
    leads to keep English."""
    french_browser = {"Accept-Language": "fr-FR,fr;q=0.9"}
    page = client.get(f"/cases/{KANE_SLUG}?lang=en", headers=french_browser)
    assert page.headers["Content-Language"] == "en"
    assert links_without_language(page.get_data(as_text=True), "en") == []
