"""Fixtures of the web security tests: an app, hostile text, and the Kane incident carrying it."""

from __future__ import annotations

import copy
from html.parser import HTMLParser
from typing import Any

from flask.testing import FlaskClient
from support import kane_data

#: Each payload sets window.__xss (and opens a dialog) if it ever runs. Every one fits the
#: shortest text limit (120 characters), so valid incidents can carry them.
PAYLOADS = (
    "<script>window.__xss=1;alert(1)</script>",
    '<img src=x onerror="window.__xss=2;alert(2)">',
    '"><svg onload="window.__xss=3;alert(3)">',
    "'><script>window.__xss=4</script>",
    "</title><script>window.__xss=5</script>",
    '<a href="javascript:window.__xss=6">six</a>',
    "javascript:window.__xss=7",
    "</textarea></style><iframe srcdoc='<script>parent.__xss=8</script>'>",
    "{{ 7 * 7 }}{% raw %}",
)
#: A source URL that is a valid http(s) URL but tries to break out of an attribute.
HOSTILE_URL = 'https://example.com/a?q="><script>window.__xss=9</script>'


def hostile_kane(offset: int = 0) -> dict[str, Any]:
    """The Kane incident with a payload in every free-text field (ids stay valid)."""
    data = copy.deepcopy(kane_data())
    pick = iter(PAYLOADS[(offset + i) % len(PAYLOADS)] for i in range(1000))
    data["title"] = next(pick)
    data["notes"] = " ".join(PAYLOADS)
    match = data["match"]
    for key in ("competition", "home", "away"):
        match[key] = next(pick)
    for source in data["sources"]:
        source["publisher"] = next(pick)
        source["headline"] = next(pick)
        source["url"] = HOSTILE_URL
    for player in data["players"]:
        player["name"] = next(pick)
    for contact in data["sequence"]:
        contact["note"] = next(pick)
        if "location" in contact:
            contact["location"]["description"] = next(pick)
        for prov in contact.get("provenance", []):
            prov["note"] = next(pick)
    for position in data["positions"]:
        for prov in position.get("provenance", []):
            prov["note"] = next(pick)
    for prov in data["officials"].get("provenance", []):
        prov["note"] = next(pick)
    data["disputes"] = [
        {
            "field": "sequence[2].note",  # free text, so a payload is a possible value
            "readings": [
                {"value": next(pick), "source": "cbs"},
                {"value": next(pick), "source": "sky"},
            ],
        }
    ]
    return data


class Markup(HTMLParser):
    """What a browser would run or load from a page: scripts, handlers, URLs, styles."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.inline_scripts: list[str] = []
        self.handlers: list[tuple[str, str]] = []
        self.script_urls: list[str] = []
        self.style_attrs: list[str] = []
        self.style_elements = 0
        self.javascript_urls: list[str] = []
        self.tags: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.handlers.append((tag, name))
            if name == "style":
                self.style_attrs.append(value)
            if name in ("href", "src", "action", "formaction", "xlink:href") and (
                value.strip().lower().startswith("javascript:")
            ):
                self.javascript_urls.append(value)
        if tag == "script":
            src = dict(attrs).get("src")
            if src:
                self.script_urls.append(src)
            else:
                self._in_script = True
                self.inline_scripts.append("")
        if tag == "style":
            self.style_elements += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.inline_scripts[-1] += data


def parse(html: str) -> Markup:
    reader = Markup()
    reader.feed(html)
    return reader


def form_token(client: FlaskClient, path: str = "/explain") -> str:
    """The CSRF token of the incident form, as a browser would send it back."""
    html = client.get(path).get_data(as_text=True)
    start = html.index('name="csrf_token"')
    value = html[start:].split('value="', 1)[1].split('"', 1)[0]
    assert len(value) > 20
    return value
