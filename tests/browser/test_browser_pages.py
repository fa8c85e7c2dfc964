"""Every kind of page passes axe-core with no serious or critical violations.

The explanation page and the form with errors are checked in test_browser_form.py,
on the pages those tests reach.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from support import KANE_SLUG


def serious_violations(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at "
        + ", ".join(str(n["target"]) for n in v["nodes"][:3])
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


#: One page of each template a visitor can reach (the form's states are checked in
#: test_browser_form*.py; every clause page shares the clause template). `make test`
#: checks the home and case pages; `make stress` sweeps the rest (axe takes seconds a page).
PAGES = [
    "/",
    f"/cases/{KANE_SLUG}",
    *(
        pytest.param(path, marks=pytest.mark.stress)
        for path in (
            f"/cases/{KANE_SLUG}/embed",
            "/laws",
            "/laws/OFF-DP-2",
            "/laws/TRIAL-DAYLIGHT-1",
            "/api/docs",
            "/no-such-page",
        )
    ),
]


@pytest.mark.parametrize("path", PAGES)
def test_pages_have_no_serious_accessibility_violations(
    page: Any, mobile_page: Any, path: str
) -> None:
    for shown in (page, mobile_page):
        shown.goto(path)
        assert serious_violations(shown) == [], (path, shown.viewport_size)


@pytest.mark.parametrize("path", ["/api/docs", "/laws/OFF-DP-2", f"/cases/{KANE_SLUG}"])
def test_pages_fit_a_390_px_screen(mobile_page: Any, path: str) -> None:
    """Nothing wider than the screen: wide tables and code scroll inside their own box,
    which the keyboard can reach."""
    mobile_page.goto(path)
    widths = mobile_page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], (path, widths)
    unreachable = mobile_page.evaluate(
        """() => [...document.querySelectorAll('pre, .api-table-wrap')]
              .filter(e => e.scrollWidth > e.clientWidth && e.tabIndex < 0)
              .map(e => e.className)"""
    )
    assert unreachable == [], (path, unreachable)


def test_screenshots_of_home_form_and_case(page: Any, mobile_page: Any, screenshots: Path) -> None:
    for name, path in (("home", "/"), ("form", "/explain"), ("case", f"/cases/{KANE_SLUG}")):
        page.goto(path)
        page.screenshot(path=str(screenshots / f"{name}-desktop.png"), full_page=name != "form")
        mobile_page.goto(path)
        mobile_page.screenshot(path=str(screenshots / f"{name}-mobile.png"))
        assert (screenshots / f"{name}-mobile.png").stat().st_size > 10_000
