"""Start from an article, in a browser: the section and the drafted form pass axe-core with
no serious violation, at desktop and 390 px, and a pasted script never runs."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

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


# --- Real Madrid v Bayern (Champions League, 8 May 2024): a report, drafted ----------------

#: A report of the incident in our own words (issue 32): the flag, the whistle before De
#: Ligt's shot, the VAR unable to look, the minute in added time.
MAZRAOUI_REPORT = (
    "Bayern Munich's hopes of forcing extra time at the Bernabéu ended in controversy in the "
    "13th minute of stoppage time of their Champions League semi-final second leg against "
    "Real Madrid. Noussair Mazraoui was flagged offside as Joshua Kimmich's long ball reached "
    "him, and referee Szymon Marciniak blew his whistle before Matthijs de Ligt struck the "
    "ball into the net. Because play had already been stopped, the VAR could not review the "
    "decision, although replays suggested Mazraoui may have been onside. Real Madrid won 2-1 "
    "on 8 May 2024 to reach the final."
)


def test_a_report_of_the_whistle_before_de_ligts_shot_is_explained_right(page: Any) -> None:
    from .test_browser_form_interview import explain, interview, submit

    page.goto("/explain")
    page.fill("#article-text", MAZRAOUI_REPORT)
    page.fill("#article-headline", "Bayern fume as early whistle rules out De Ligt leveller")
    page.fill("#article-name", "Example Sport")
    submit(page, page.get_by_role("button", name="Draft the incident from this article"))
    # The draft holds the whistle, what the VAR could do, and the minute.
    expect(page.locator("#officials-stopped_before_goal")).to_have_value("yes")
    expect(page.locator("#officials-review")).to_have_value("none")
    expect(page.locator("#match-minute")).to_have_value("90")
    expect(page.locator("#match-added_time")).to_have_value("13")
    # The interview asks what is still open; whatever it asks is answered "Not known",
    # which the whistle makes irrelevant: play had stopped before the ball went in.
    asked = interview(page, truthful=False)
    assert not any("stopped play" in q for q in asked), asked
    headline = explain(page)
    expect(headline).to_have_text("No goal: the referee had stopped play before the ball went in")
