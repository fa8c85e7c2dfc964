"""The rule book in a browser: a clause page folds its scenarios (<details>, no script), so
that it is a few screens tall at 1280 and 390 px (it was up to 23,300 and 38,400 px), and
unfolds a scenario when asked to; the index folds each section (it was 11,300 and 16,300 px)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from explainer.views.laws import sections as laws_sections
from rules import RULES

from .conftest import DESKTOP, MOBILE

#: How tall a clause page may be with everything folded, by viewport width.
BOUND_PX = {DESKTOP["width"]: 3000, MOBILE["width"]: 3300}

#: The clause pages with the most scenarios (47, 20 and 19) and the longest history table;
#: `make stress` sweeps every clause page.
LONGEST = ("VAR-PRIN-2", "OFF-DP-1", "OFF-OFF-2", "EDITION-1")
CLAUSES = [
    *LONGEST,
    *(pytest.param(r, marks=pytest.mark.stress) for r in RULES if r not in LONGEST),
]


def height(page: Any) -> int:
    return int(page.evaluate("document.documentElement.scrollHeight"))


@pytest.mark.parametrize("viewport", [DESKTOP, MOBILE], ids=["1280", "390"])
@pytest.mark.parametrize("rule_id", CLAUSES)
def test_a_clause_page_is_a_few_screens_tall_with_its_scenarios_folded(
    browser: Any, live_server: str, rule_id: str, viewport: dict[str, int]
) -> None:
    from playwright.sync_api import expect

    context = browser.new_context(base_url=live_server, viewport=viewport)
    try:
        page = context.new_page()
        page.goto(f"/laws/{rule_id}")
        expect(page.locator("nav.on-this-page a[href='#scenarios']")).to_be_visible()
        folded = page.locator("details.scenario-group")
        expect(folded.first).to_be_visible()
        assert page.locator("details[open]").count() == 0
        assert height(page) < BOUND_PX[viewport["width"]], (rule_id, height(page))
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, MOBILE], ids=["1280", "390"])
def test_the_index_is_a_few_screens_tall_with_its_sections_folded(
    browser: Any, live_server: str, viewport: dict[str, int]
) -> None:
    from playwright.sync_api import expect

    context = browser.new_context(base_url=live_server, viewport=viewport)
    try:
        page = context.new_page()
        page.goto("/laws")
        sections = page.locator("details.law-section")
        expect(sections).to_have_count(len({s.anchor for s in laws_sections()}))
        first = page.locator("#clause-OFF-POS-1 a")
        expect(first).to_be_hidden()
        assert height(page) < BOUND_PX[viewport["width"]], height(page)
        page.locator("details.law-section", has=page.locator("#law-11-1")).locator(
            "summary"
        ).click()
        expect(first).to_be_visible()
    finally:
        context.close()


def test_a_folded_scenario_unfolds_to_its_steps_without_a_script(no_js_page: Any) -> None:
    from playwright.sync_api import expect

    no_js_page.goto("/laws/OFF-DP-2")
    chapter = no_js_page.locator("details.scenario-group").first
    scenario = chapter.locator("details.scenario").first
    steps = scenario.locator(".gherkin-steps")
    expect(steps).to_be_hidden()
    folded = height(no_js_page)
    chapter.locator("summary").first.click()
    scenario.locator("summary").click()
    expect(steps).to_be_visible()
    expect(steps).to_contain_text("When the referee applies the Laws")
    assert height(no_js_page) > folded


def test_the_scenario_asked_for_is_unfolded(page: Any) -> None:
    from playwright.sync_api import expect

    target = page.goto("/laws/OFF-DP-2")
    assert target is not None
    anchor = page.locator("details.scenario").nth(1).get_attribute("id")
    page.goto(f"/laws/OFF-DP-2?scenario={anchor}#{anchor}")
    opened = page.locator(f"details.scenario#{anchor}")
    expect(opened).to_have_attribute("open", "")
    expect(opened.locator(".gherkin-steps")).to_be_in_viewport()
    assert page.locator("details.scenario[open]").count() == 1


def test_the_search_finds_a_player_and_opens_his_scenario_without_a_script(
    no_js_page: Any,
) -> None:
    from playwright.sync_api import expect

    no_js_page.goto("/laws?lang=de")
    no_js_page.get_by_label("Im Regelwerk suchen").fill("rudiger")
    no_js_page.get_by_role("button", name="Suchen").click()
    found = no_js_page.locator(".search-results")
    expect(found).to_contain_text("Rüdiger holds Kane outside the area")
    expect(no_js_page).to_have_url(re.compile(r"[?&]lang=de"))
    no_js_page.locator(".search-scenarios a").first.click()
    expect(no_js_page).to_have_url(re.compile(r"/laws/OFF-[A-Z]+-\d+\?scenario=sc-.*lang=de#sc-"))
    opened = no_js_page.locator("details.scenario[open]")
    expect(opened).to_have_count(1)
    expect(opened.locator(".gherkin-steps")).to_be_in_viewport()
    expect(opened.locator(".gherkin-steps")).to_contain_text("Rüdiger")
    expect(no_js_page.locator("html")).to_have_attribute("lang", "de")
