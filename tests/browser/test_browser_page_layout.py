"""The page's frame on a phone and on a desktop: the navigation reads one link a line at
most, and the explanation's parts are where a reader looks for them."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect
from support import KANE_SLUG

from explainer.i18n import LANGUAGES

#: Each link of the masthead whose words break over two lines ("Explain an / incident").
BROKEN_LINKS = """() => [...document.querySelectorAll('.masthead a')]
    .filter(a => a.getClientRects().length > 1)
    .map(a => a.textContent.trim())"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_navigation_link_breaks_over_two_lines_on_a_phone(
    mobile_page: Any, language: str
) -> None:
    mobile_page.goto(f"/cases/{KANE_SLUG}?lang={language}")
    expect(mobile_page.locator("html")).to_have_attribute("lang", language)
    expect(mobile_page.locator(".masthead nav").last).to_be_visible()
    assert mobile_page.evaluate(BROKEN_LINKS) == [], language
    widths = mobile_page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], (language, widths)


def test_the_incident_name_is_a_label_smaller_than_the_lede(page: Any) -> None:
    page.goto(f"/cases/{KANE_SLUG}")
    name, lede = page.locator(".incident-name"), page.locator("p.lede")
    expect(name).to_be_visible()
    sizes = page.evaluate(
        """() => ['.incident-name', 'p.lede', 'h1.verdict'].map(s =>
            parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"""
    )
    assert sizes[0] < sizes[1] < sizes[2], sizes
    # Above the headline, not under the lede.
    assert name.bounding_box()["y"] < lede.bounding_box()["y"]
