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


@pytest.mark.parametrize(
    "path", ["/", "/explain", f"/cases/{KANE_SLUG}", "/laws", "/laws/OFF-DP-2", "/laws/OFF-POS-2"]
)
def test_pages_have_no_serious_accessibility_violations(page: Any, path: str) -> None:
    page.goto(path)
    assert serious_violations(page) == []


def test_screenshots_of_home_form_and_case(page: Any, mobile_page: Any, screenshots: Path) -> None:
    for name, path in (("home", "/"), ("form", "/explain"), ("case", f"/cases/{KANE_SLUG}")):
        page.goto(path)
        page.screenshot(path=str(screenshots / f"{name}-desktop.png"), full_page=name != "form")
        mobile_page.goto(path)
        mobile_page.screenshot(path=str(screenshots / f"{name}-mobile.png"))
        assert (screenshots / f"{name}-mobile.png").stat().st_size > 10_000
