"""The headline (what stood, and the one reason why) is the first thing a reader sees.

For the Kane and Mbappé casebook pages, on a desktop and on a phone: the page's h1 says
exactly what ``summary_lines`` says, all of it lies within the first screen, the lede starts
there too, and the page passes axe. The embed, framed at the size an article would give it,
shows the same headline whole. Screenshots of each first screen go to reports/screenshots/.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support import BROWSER_TIMEOUT_MS, KANE_HEADLINE, KANE_SLUG

import rules
from explainer.casebook import case
from explainer.wording import summary_lines

from .test_browser_pages import serious_violations

MBAPPE_SLUG = "2021-10-10-spain-france-mbappe"
SLUGS = [KANE_SLUG, MBAPPE_SLUG]
#: name in the screenshot's file -> (viewport, whether the browser acts as a phone)
SCREENS = {
    "desktop": ({"width": 1280, "height": 800}, False),
    "390": ({"width": 390, "height": 844}, True),
}
#: The size an article would frame the embed at.
EMBED_VIEWPORT = {"width": 400, "height": 320}
#: The smallest font size the embed's headline may shrink to, in CSS pixels.
MIN_EMBED_FONT_PX = 12

#: The box of an element, and its first line's height (its line-height, else its font size).
BOX_JS = """el => {
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const line = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.2;
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
          line: line, fontSize: parseFloat(s.fontSize)};
}"""
#: Everything that could hide part of the embed's headline: the headline itself and each
#: box it sits in up to the document, each as [name, scrollHeight, clientHeight,
#: scrollWidth, clientWidth, overflow].
EMBED_CLIP_JS = """h => {
  const boxes = [];
  for (let el = h; el; el = el.parentElement) {
    const s = getComputedStyle(el);
    boxes.push([el.tagName.toLowerCase() + (el.className ? '.' + el.className : ''),
                el.scrollHeight, el.clientHeight, el.scrollWidth, el.clientWidth,
                s.overflowX + ' ' + s.overflowY]);
  }
  return boxes;
}"""


def headline_of(slug: str) -> str:
    found = case(slug)
    assert found is not None, slug
    return summary_lines(found.incident, rules.decide(found.incident)).headline


def test_the_kane_headline_is_the_one_every_output_shares() -> None:
    assert headline_of(KANE_SLUG) == KANE_HEADLINE


@pytest.fixture(params=list(SCREENS), ids=list(SCREENS))
def screen(
    request: pytest.FixtureRequest, browser: Any, live_server: str
) -> Iterator[tuple[str, Any]]:
    """(name, page): a page at one of SCREENS."""
    viewport, phone = SCREENS[request.param]
    context = browser.new_context(
        base_url=live_server, viewport=viewport, is_mobile=phone, has_touch=phone
    )
    context.set_default_timeout(BROWSER_TIMEOUT_MS)
    try:
        yield request.param, context.new_page()
    finally:
        context.close()


def settled(page: Any) -> None:
    """Wait until the layout will not move again: fonts loaded, at the top of the page."""
    page.wait_for_load_state("load")
    page.wait_for_function("() => document.fonts.status === 'loaded' && window.scrollY === 0")


@pytest.mark.parametrize("slug", SLUGS)
def test_the_headline_opens_the_first_screen(
    screen: tuple[str, Any], screenshots: Path, slug: str
) -> None:
    from playwright.sync_api import expect

    headline = headline_of(slug)
    name, page = screen
    page.goto(f"/cases/{slug}")
    h1 = page.locator("h1#verdict")
    lede = page.locator("p.lede")
    expect(h1).to_have_count(1)
    expect(h1).to_have_text(headline)
    expect(lede).to_be_visible()
    settled(page)
    assert h1.inner_text() == headline
    assert page.locator("h1").count() == 1

    height = page.viewport_size["height"]
    width = page.viewport_size["width"]
    box = h1.evaluate(BOX_JS)
    assert box["top"] >= 0, box
    assert box["bottom"] <= height, (box, height)
    assert box["left"] >= 0 and box["right"] <= width, (box, width)
    start = lede.evaluate(BOX_JS)
    assert start["top"] >= box["bottom"], (start, box)
    # The lede starts within the first screen: its first line shows whole.
    assert start["top"] + start["line"] <= height, (start, height)

    path = screenshots / f"headline-{slug}-{name}.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000

    assert serious_violations(page) == []


@pytest.fixture
def embed_page(browser: Any, live_server: str) -> Iterator[Any]:
    context = browser.new_context(base_url=live_server, viewport=EMBED_VIEWPORT)
    context.set_default_timeout(BROWSER_TIMEOUT_MS)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.mark.parametrize("slug", SLUGS)
def test_the_embed_shows_the_whole_headline(embed_page: Any, screenshots: Path, slug: str) -> None:
    from playwright.sync_api import expect

    headline = headline_of(slug)
    page = embed_page
    page.goto(f"/cases/{slug}/embed")
    h1 = page.locator("h1")
    expect(h1).to_have_count(1)
    expect(h1).to_have_text(headline)
    expect(h1).to_be_visible()
    # The stylesheet applied: the card's coloured edge is there.
    expect(page.locator("article.embed-card")).to_have_css("border-left-width", "8px")
    settled(page)
    assert h1.inner_text() == headline

    box = h1.evaluate(BOX_JS)
    assert box["fontSize"] >= MIN_EMBED_FONT_PX, box
    assert box["top"] >= 0 and box["left"] >= 0, box
    assert box["bottom"] <= EMBED_VIEWPORT["height"], box
    assert box["right"] <= EMBED_VIEWPORT["width"], box
    # Nothing the headline sits in scrolls or clips any of it out of view: no box (nor the
    # document, whose body hides overflow) holds more than it shows.
    for name, scroll_h, client_h, scroll_w, client_w, overflow in h1.evaluate(EMBED_CLIP_JS):
        assert scroll_h <= client_h, (name, scroll_h, client_h, overflow)
        assert scroll_w <= client_w, (name, scroll_w, client_w, overflow)
    # ... and the card's link to the full explanation still shows below it.
    more = page.locator(".embed-more a").evaluate(BOX_JS)
    assert more["top"] >= box["bottom"], (more, box)
    assert more["bottom"] <= EMBED_VIEWPORT["height"], more

    path = screenshots / f"embed-{slug}-400.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 5_000

    assert serious_violations(page) == []
