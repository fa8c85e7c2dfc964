"""XSS payloads in every text field, through the form and the API, opened in Chromium.

Each payload sets ``window.__xss`` and opens a dialog if it ever runs. Chromium opens
the form with errors, the explanation, the form filled in from it, the embed, the case
page and the link-card PNG: nothing runs, no dialog opens, no element was injected, and
no page needs anything the CSP refuses (no violation at all). Then the CSP is shown to
hold on its own: a page whose escaping is undone on the way to the browser still runs
nothing, and Chromium reports each blocked script as an enforced violation.

Skipped without /usr/bin/chromium, except in CI (CI=true) where it must be there.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from markupsafe import escape
from support import BROWSER_TIMEOUT_MS, KANE_SLUG, app_in, chromium, serving

from explainer import form

from .conftest import HOSTILE_URL, PAYLOADS, hostile_kane

#: Runs before any page script: records every CSP violation the page reports.
WATCH = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__csp.push([e.effectiveDirective, e.disposition, e.blockedURI]);
}, true);
"""
#: What a payload would have left in the DOM had it been parsed as markup.
INJECTED = r"""() => {
  const all = [...document.querySelectorAll('*')];
  return {
    inline_scripts: [...document.scripts].filter((s) => !s.src).length,
    handlers: all.filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
    javascript_urls: all.filter((e) => ['href', 'src', 'action', 'xlink:href'].some(
      (n) => /^\s*javascript:/i.test(e.getAttribute(n) || ''))).length,
    frames: document.querySelectorAll('iframe, object, embed').length,
    xss: window.__xss === undefined ? null : window.__xss,
  };
}"""
CLEAN = {"inline_scripts": 0, "handlers": 0, "javascript_urls": 0, "frames": 0, "xss": None}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # As in production: errors are not propagated to the test (TESTING off).
    with app_in(tmp_path_factory.mktemp("xss"), TESTING=False) as app, serving(app) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


class Tab:
    """A page that records dialogs and CSP violations."""

    def __init__(self, browser: Any, base: str) -> None:
        self.context = browser.new_context(base_url=base)
        self.context.set_default_timeout(BROWSER_TIMEOUT_MS)
        self.context.add_init_script(WATCH)
        self.page = self.context.new_page()
        self.dialogs: list[str] = []
        self.page.on("dialog", self._dialog)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def open(self, path: str) -> Any:
        response = self.page.goto(path, wait_until="load")
        self.page.wait_for_timeout(50)  # let an onerror/onload handler fire, if any
        return response

    def check(self, where: str) -> None:
        assert self.page.evaluate(INJECTED) == CLEAN, where
        assert self.dialogs == [], where
        assert self.page.evaluate("() => window.__csp") == [], where

    def shows(self, text: str) -> bool:
        """``text`` is on the page as text, or as the value of a form field."""
        script = """(t) => document.body.innerText.includes(t)
          || [...document.querySelectorAll('input')].some((i) => i.value.includes(t))"""
        return bool(self.page.evaluate(script, text))


@pytest.fixture
def tab(browser: Any, server: str) -> Iterator[Tab]:
    opened = Tab(browser, server)
    try:
        yield opened
    finally:
        opened.context.close()


#: Player rows of the Kane form and the touches (by player row) of its sequence.
KANE_PLAYERS = 6
KANE_TOUCHES = (0, 1, 3, 2)


def _fill_form_with_payloads(tab: Tab) -> list[str]:
    """Start from Kane and put a payload in every text field; the names stay distinct.

    The values are set in one go (typing 40 fields one by one takes seconds); the form is
    then sent by its own button, as a person would.
    """
    tab.open(f"/explain?case={KANE_SLUG}")
    tab.check("the form")
    names = [PAYLOADS[i % len(PAYLOADS)] for i in range(KANE_PLAYERS)]
    assert len({form.slug(n) for n in names}) == KANE_PLAYERS
    values = {
        "title": PAYLOADS[0],
        "match-competition": PAYLOADS[4],
        "match-home": PAYLOADS[2],
        "match-away": PAYLOADS[1],
        "sources-0-url": HOSTILE_URL,
        "positions-0-player": names[2],
    }
    for i in range(4):
        values[f"sources-{i}-publisher"] = PAYLOADS[(i + 5) % len(PAYLOADS)]
        values[f"sources-{i}-headline"] = PAYLOADS[(i + 3) % len(PAYLOADS)]
    for i, name in enumerate(names):
        values[f"players-{i}-name"] = name
    for i, row in enumerate(KANE_TOUCHES):
        values[f"sequence-{i}-by"] = names[row]
        values[f"sequence-{i}-note"] = PAYLOADS[(i + 6) % len(PAYLOADS)]
    missing = tab.page.evaluate(
        """(values) => Object.entries(values).filter(([id, value]) => {
             const input = document.getElementById(id);
             if (input) { input.value = value; }
             return !input;
           }).map(([id]) => id)""",
        values,
    )
    assert missing == []
    return names


def _explain(tab: Tab) -> Any:
    with tab.page.expect_navigation():
        tab.page.get_by_role("button", name="Explain this incident").last.click()
    tab.page.wait_for_timeout(50)


def _open_everything(tab: Tab, ident: str) -> None:
    """The explanation, the form from it, the embed, the case page and the card PNG."""
    for path in (f"/e/{ident}", f"/explain?from={ident}", f"/e/{ident}/embed"):
        response = tab.open(path)
        assert response.status == 200, path
        tab.check(path)
        assert tab.shows("window.__xss"), path  # shown as text
    tab.open(f"/cases/{KANE_SLUG}")
    tab.check("case page")
    response = tab.open(f"/e/{ident}/card.png")
    assert response.status == 200 and response.headers["content-type"] == "image/png"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert tab.page.evaluate("() => window.__xss === undefined") and tab.dialogs == []


def test_payloads_typed_into_the_form_never_run(tab: Tab) -> None:
    names = _fill_form_with_payloads(tab)
    # First with a mistake: the form comes back with errors and every value as typed.
    tab.page.locator("#match-minute").fill(PAYLOADS[6])
    _explain(tab)
    assert tab.page.locator("[data-error-summary]").is_visible()
    tab.check("the form with errors")
    for i, name in enumerate(names):
        assert tab.page.locator(f"#players-{i}-name").input_value() == name
    assert tab.page.locator("#title").input_value() == PAYLOADS[0]
    # Then corrected: saved, and every page of it is safe.
    tab.page.locator("#match-minute").fill("90")
    _explain(tab)
    assert "/e/" in tab.page.url, tab.page.url
    assert tab.page.locator("h1").first.is_visible()
    ident = tab.page.url.rsplit("/", 1)[1]
    _open_everything(tab, ident)


def _post_json(base: str, path: str, data: Any) -> dict[str, Any]:
    request = urllib.request.Request(
        base + path,
        data=json.dumps(data).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        body: dict[str, Any] = json.load(response)
    return body


@pytest.mark.parametrize("offset", [0, pytest.param(4, marks=pytest.mark.stress)])
def test_payloads_sent_to_the_api_never_run(tab: Tab, server: str, offset: int) -> None:
    ident = _post_json(server, "/api/v1/incidents", hostile_kane(offset))["id"]
    _open_everything(tab, ident)
    tab.open(f"/e/{ident}")
    assert tab.shows(PAYLOADS[offset])


def test_the_csp_alone_stops_script_that_escaping_missed(tab: Tab, server: str) -> None:
    """Undo the escaping on the way to Chromium: the CSP still blocks every payload."""
    ident = _post_json(server, "/api/v1/incidents", hostile_kane())["id"]
    undone: list[str] = []

    def unescape(route: Any) -> None:
        response = route.fetch()
        body = response.text()
        for payload in PAYLOADS[:3]:
            if str(escape(payload)) in body:
                undone.append(payload)
                body = body.replace(str(escape(payload)), payload)
        route.fulfill(response=response, body=body)

    tab.page.route(f"**/e/{ident}", unescape)
    tab.open(f"/e/{ident}")
    assert len(undone) == 3, undone  # the page really carried raw script this time
    injected = tab.page.evaluate(INJECTED)
    assert injected["inline_scripts"] > 0 and injected["handlers"] > 0
    assert injected["xss"] is None and tab.dialogs == []
    violations = tab.page.evaluate("() => window.__csp")
    blocked = {directive for directive, disposition, _ in violations if disposition == "enforce"}
    assert {"script-src-elem", "script-src-attr"} <= blocked, violations
