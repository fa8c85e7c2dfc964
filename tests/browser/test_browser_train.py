"""The trainer (/train) in the browser, at 390 px, in each language: the start page's form,
a set of 5 questions answered one by one, each answer's page, the score. Every page kind
passes axe with no serious or critical finding, and no page scrolls sideways. Screenshots
go to reports/screenshots/train-*.png.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from explainer.training import bank

from .test_browser_pages import serious_violations

LANGUAGES = ("en", "fr", "de", "es")


@pytest.fixture(scope="module", autouse=True)
def made() -> None:
    """The live server runs in this process: its bank made before the first page (the
    server itself makes it at start, explainer.training.bank.warm)."""
    bank.bank()


def _checked(page: Any, lang: str, kind: str, shots: Path | None = None) -> None:
    """The page in ``lang``: no sideways scroll, and axe clean (``shots``: screenshot it)."""
    expect(page.locator("html")).to_have_attribute("lang", lang)
    widths = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], (lang, kind, page.url, widths)
    if shots is not None:
        page.screenshot(path=str(shots / f"train-{kind}-{lang}.png"), full_page=True)
        assert serious_violations(page) == [], (lang, kind, page.url)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_set_of_five_in_each_language(mobile_page: Any, screenshots: Path, lang: str) -> None:
    page = mobile_page
    page.goto(f"/train?lang={lang}")
    _checked(page, lang, "start", screenshots)
    expect(page.locator("#count-5")).to_be_checked()
    page.locator("form.train-start button[type=submit]").click()
    rights = 0
    for n in range(1, 6):
        expect(page).to_have_url(re.compile(rf"/train/q/{n}\?"))
        choices = page.locator("input[name=choice]")
        expect(choices.first).to_be_visible()
        _checked(page, lang, "question", screenshots if n == 1 else None)
        # The last choice one time, the first the next: some right, some wrong.
        (choices.last if n % 2 else choices.first).check()
        page.locator("form.train-question button[type=submit]").click()
        expect(page).to_have_url(re.compile(rf"/train/a/{n}\?"))
        verdict = page.locator("[data-right]")
        expect(verdict).to_be_visible()
        rights += verdict.get_attribute("data-right") == "yes"
        _checked(page, lang, "answer", screenshots if n == 1 else None)
        page.locator(".button-row a.button").first.click()
    expect(page).to_have_url(re.compile(r"/train/score\?"))
    score = page.locator("[data-score]")
    expect(score).to_have_attribute("data-total", "5")
    expect(score).to_have_attribute("data-score", str(rights))
    expect(page.locator("table.train-scores tbody tr").first).to_be_visible()
    expect(page.locator("#share-link")).to_have_value(re.compile(r"/train/q/1\?ids="))
    _checked(page, lang, "score", screenshots)
    # A question missed links back to its answer.
    if rights < 5:
        page.locator(".train-missed a").first.click()
        expect(page).to_have_url(re.compile(r"/train/a/\d\?"))
        expect(page.locator("[data-right]")).to_have_attribute("data-right", "no")


def test_a_bad_choice_comes_back_named_with_the_form_filled(mobile_page: Any) -> None:
    page = mobile_page
    page.goto("/train/new?topic=restarts&edition=2022/23&count=11")
    expect(page.locator(".error-summary")).to_contain_text("count")
    expect(page.locator("#topic")).to_have_value("restarts")
    expect(page.locator("#edition")).to_have_value("2022/23")
    _checked(page, "en", "bad-choice", None)
    assert serious_violations(page) == []
