"""Start from an article, in a browser: the section and the drafted form pass axe-core with
no serious violation, at desktop and 390 px, and a pasted script never runs."""

from __future__ import annotations

from typing import Any

import pytest

from .test_browser_pages import serious_violations

ARTICLE = (
    "<script>window.pwned = 1</script>Tottenham were denied a late winner against Sporting "
    "in the Champions League when Harry Kane's 95th-minute effort was ruled out by VAR for "
    "offside."
)


@pytest.mark.stress  # axe on the drafted form, section by section: a sweep for `make stress`
def test_the_article_section_and_the_drafted_form_are_accessible(
    page: Any, mobile_page: Any
) -> None:
    for shown in (page, mobile_page):
        shown.goto("/explain")
        assert serious_violations(shown) == [], ("/explain", shown.viewport_size)
        shown.fill("#article-text", ARTICLE)
        shown.fill("#article-name", "Example News")
        shown.click("text=Draft the incident from this article")
        shown.wait_for_load_state()
        assert shown.input_value("#match-minute") == "90"
        assert shown.evaluate("() => window.pwned") is None
        assert serious_violations(shown) == [], ("drafted", shown.viewport_size)
