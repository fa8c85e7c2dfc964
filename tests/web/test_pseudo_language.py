"""Nothing on a page is left in English: the pages in the pseudo-language (explainer/i18n.py).

In the pseudo-language every marked message comes out accented and between ⟦ ⟧. A word
of a page outside every ⟦ ⟧ that is not data (a name, a number, a clause id, a source's
headline) is a word nobody marked for translation: it would stay English in French,
German and Spanish. The layouts with 40% longer text are checked in the browser
(tests/browser/test_browser_languages.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import app_in

from explainer import i18n
from explainer.casebook import cases
from rules import RULES
from rules.editions import EARLY_ADOPTERS, EDITION_NAMES

#: Inside these the text is code or data (JSON examples, the embed code to copy).
_CODE = {"script", "style", "code", "pre", "textarea"}
_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")
_PSEUDO = re.compile(r"⟦[^⟦⟧]*⟧")
#: The language switch names each language in itself, on purpose.
_AUTONYMS = ("English", "Français", "Deutsch", "Español")


#: Elements that never have an end tag (so they open no subtree).
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}


class _Text(HTMLParser):
    """The text a reader sees (and hears: titles, labels, alt texts), outside code and
    outside what the page itself marks as English (``lang="en"``: the Gherkin scenarios,
    which are the tests and stay in English)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._open: list[bool] = []  # for each open element: is its text skipped?

    def _skipped(self) -> bool:
        return bool(self._open) and self._open[-1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        skip = self._skipped() or tag in _CODE or found.get("lang") == "en"
        if tag not in _VOID:
            self._open.append(skip)
        if skip:
            return
        for name, value in attrs:
            if name in _ATTRIBUTES and value:
                self.found.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag not in _VOID and self._open:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        if not self._skipped() and data.strip():
            self.found.append(data)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def _data() -> list[str]:
    """What a page may show untranslated: the facts as the sources give them."""
    found = {*_AUTONYMS, *(code.upper() for code in i18n.LANGUAGES), *RULES, *EDITION_NAMES}
    found.update(a.competition for a in EARLY_ADOPTERS)  # competitions, as the trace names them
    for case in cases():
        found.update(_strings(case.incident.model_dump(mode="json")))
    return sorted((s for s in found if s.strip()), key=len, reverse=True)


def _english(text: str, data: list[str]) -> bool:
    """Does ``text`` (no ⟦ ⟧ in it) hold a word of English? The pseudo-language accents
    every vowel, so a word with a plain one that is not data was never translated."""
    cut = text.strip()
    if cut.endswith("…") and any(item.startswith(cut[:-1].strip()) for item in data):
        return False  # a name cut short to fit a drawing
    if cut and any(item.endswith(" " + cut) for item in data):
        return False  # a name shortened at a word to fit a drawing ("Schlotterbeck")
    for item in data:
        if item in text:
            text = text.replace(item, " ")
    text = re.sub(r"https?://\S+|\b[a-z0-9-]{12}\b|[\W\d_]+", " ", text)
    return any(re.search(r"[aeiouyAEIOUY]", word) for word in text.split() if len(word) > 1)


def leftovers(html: str, data: list[str]) -> list[str]:
    """The pieces of text on the page that are neither translated nor data: outside every
    ⟦ ⟧, or inside one as the value of a placeholder ("⟦Åt Kane's pass, ...⟧")."""
    parser = _Text()
    parser.feed(html)
    found = []
    for text in parser.found:
        rest, english = text, False
        while True:
            inner = _PSEUDO.findall(rest)
            if not inner:
                break
            english = english or any(_english(segment[1:-1], data) for segment in inner)
            rest = _PSEUDO.sub(" ", rest)
        if english or _english(rest, data):
            found.append(text.strip()[:120])
    return found


PAGES = ["/", "/laws", "/laws/OFF-POS-2", "/explain", "/train/sheet", "/no-such-page"] + [
    path for c in cases() for path in (f"/cases/{c.slug}", f"/cases/{c.slug}/embed")
]


@pytest.fixture(scope="module")
def pseudo_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    folder: Path = tmp_path_factory.mktemp("pseudo")
    with app_in(folder, PSEUDO_LANGUAGE=True) as app:
        yield app.test_client()


def test_the_pseudo_language_is_for_tests_only(client: FlaskClient) -> None:
    assert client.get("/?lang=qps").status_code == 400


@pytest.mark.parametrize("path", PAGES)
def test_every_word_of_the_page_is_marked_for_translation(
    pseudo_client: FlaskClient, path: str
) -> None:
    response = pseudo_client.get(f"{path}?lang=qps")
    assert response.status_code in (200, 404)
    assert leftovers(response.get_data(as_text=True), _data()) == []
