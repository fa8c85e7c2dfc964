"""In a real browser (Debian's Chromium via Playwright): a news page on another site shows
the oEmbed iframe of an explanation, but cannot frame the explanation page itself."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support import BROWSER_TIMEOUT_MS, KANE_HEADLINE, KANE_SLUG, app_in, chromium, serving


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with app_in(tmp_path_factory.mktemp("embed-browser")) as app, serving(app) as base:
        yield base


class _Article:
    """Another site (http://localhost:<port>, not 127.0.0.1) with one news article."""

    html = b""

    def __call__(self, environ: Any, start_response: Any) -> list[bytes]:
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [self.html]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 - our own test server
        return json.loads(response.read())


def test_another_site_shows_the_embed_but_not_the_page(server: str, browser: Any) -> None:
    page_url = f"{server}/cases/{KANE_SLUG}"
    oembed = _get(f"{server}/oembed?format=json&url={page_url}")
    article = (
        "<!doctype html><title>News</title><h1>Match report</h1>"
        f'<div id="embed">{oembed["html"]}</div>'
        f'<iframe id="page" name="page" src="{page_url}" width="600" height="400"></iframe>'
    )
    site = _Article()
    site.html = article.encode()
    context = browser.new_context()
    with serving(site) as base:  # another origin: localhost, not 127.0.0.1
        port = base.rsplit(":", 1)[1]
        try:
            context.set_default_timeout(BROWSER_TIMEOUT_MS)
            page = context.new_page()
            page.goto(f"http://localhost:{port}/article", wait_until="load")
            embed = page.frame_locator("#embed iframe")
            heading = embed.locator("h1")
            assert heading.inner_text() == KANE_HEADLINE
            # The stylesheet loaded inside the sandboxed frame.
            border = heading.evaluate("h => getComputedStyle(h.closest('article')).borderLeftWidth")
            assert border == "8px"
            # The full explanation refused to be framed: its frame holds Chromium's error page.
            framed = page.frame(name="page")
            assert framed is not None
            assert not framed.url.startswith(server), framed.url
            # The embed's link opens the full explanation in a new tab, where it loads.
            with page.expect_popup() as popup:
                embed.get_by_role("link", name="Read the full explanation").click()
            opened = popup.value
            opened.wait_for_load_state()
            assert opened.url == page_url
            assert opened.locator("h1").inner_text() == KANE_HEADLINE
            assert context.cookies() == []
        finally:
            context.close()


def _serious_violations(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.stress  # axe on two more pages: a sweep for `make stress`
def test_the_embed_and_the_api_docs_are_accessible(server: str, browser: Any) -> None:
    pytest.importorskip("axe_playwright_python")
    screenshots = Path(__file__).resolve().parents[2] / "reports" / "screenshots"
    screenshots.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": 560, "height": 320})
    try:
        context.set_default_timeout(BROWSER_TIMEOUT_MS)
        page = context.new_page()
        page.goto(f"{server}/cases/{KANE_SLUG}/embed")
        assert _serious_violations(page) == []
        page.screenshot(path=str(screenshots / "embed-card.png"))
        # The card fits the size oEmbed offers: nothing scrolls out of view.
        overflow = page.evaluate(
            "() => [document.documentElement.scrollHeight, document.documentElement.clientHeight]"
        )
        assert overflow[0] <= overflow[1], overflow
        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(f"{server}/api/docs")
        assert _serious_violations(page) == []
    finally:
        context.close()
