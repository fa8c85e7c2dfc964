"""Issue 30 in Chromium: Netherlands v France (Euro 2024) on the short path. Frimpong plays
it to Simons, who scores; Dumfries stands in an offside position in front of Maignan.
"Continue" asks the interview's questions screen by screen; answered truthfully the page
headlines the right verdict, left unanswered it says what the outcome depends on."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

#: What the reports say, by the words of each question (anything else: "Not known").
TRUTH = {
    "Denzel Dumfries in an offside position at Jeremie Frimpong's pass": "In an offside position",
    "Was Xavi Simons in an offside position at Jeremie Frimpong's pass": "Behind the second-last",
    "Was Jeremie Frimpong in an offside position at Xavi Simons's shot": "Behind the ball",
    "Was Denzel Dumfries in an offside position at Xavi Simons's shot": "In an offside position",
    "did Jeremie Frimpong do anything": "No: nothing",
    "After Jeremie Frimpong's pass (touch 1), did Denzel Dumfries do anything": "No: nothing",
    "After Xavi Simons's shot (touch 2), did Denzel Dumfries do anything": (
        "Yes: clearly blocked an opponent's line of vision"
    ),
}
CONTINUE = ".short-path .form-actions button[name=op][value=continue]"


def fill_short_path(
    page: Any,
    players: list[str],
    touches: list[tuple[str, str]],
    on_field: str,
    date: str,
) -> None:
    """The short path: the players (the last the defending goalkeeper), the touches, a
    goal, the on-field call, no goal in the end, and the date."""
    page.goto("/explain")
    for group, count, button in (
        ("players", len(players), "Add another player"),
        ("sequence", len(touches), "Add another touch"),
    ):
        field = "name" if group == "players" else "by"
        for i in range(count):
            if page.locator(f"#{group}-{i}-{field}").count() == 0:
                page.get_by_role("button", name=button).click()
                expect(page.locator(f"#{group}-{i}-{field}")).to_be_visible()
    for i, name in enumerate(players):
        page.locator(f"#players-{i}-name").fill(name)
    keeper = len(players) - 1
    page.locator(f"#players-{keeper}-team-2").check()
    page.locator(f"#players-{keeper}-goalkeeper").check()
    for i, (who, action) in enumerate(touches):
        page.locator(f"#sequence-{i}-by").fill(who)
        page.locator(f"#sequence-{i}-action").select_option(action)
    page.locator("#outcome").check()
    page.locator("#officials-on_field").select_option(on_field)
    page.locator("#officials-final").select_option("no_goal")
    page.locator("#match-date").fill(date)


def short_path(page: Any) -> None:
    fill_short_path(
        page,
        ["Jeremie Frimpong", "Xavi Simons", "Denzel Dumfries", "Mike Maignan"],
        [("Jeremie Frimpong", "pass"), ("Xavi Simons", "shot")],
        "goal",
        "21 Jun 2024",
    )


def submit(page: Any, button: Any) -> None:
    """Send the form with ``button`` and wait for the page it leads to."""
    with page.expect_navigation():
        button.click()


def interview(page: Any, truthful: bool, truth: dict[str, str] = TRUTH) -> list[str]:
    """Continue, screen by screen, answering as TRUTH says (or "Not known" to everything),
    until nothing more is asked: the questions asked."""
    asked: list[str] = []
    questions = page.locator("[data-questions] .question")
    submit(page, page.locator(CONTINUE).first)
    for _ in range(12):
        expect(page.locator("#s-questions")).to_be_visible()
        if questions.count() == 0:
            return asked
        shown = [" ".join(t.split()) for t in questions.locator("legend").all_inner_texts()]
        asked += shown
        for n, text in enumerate(shown):
            label = next((a for q, a in truth.items() if q in text), None) if truthful else None
            radio = questions.nth(n).get_by_label(re.compile("^" + re.escape(label or "Not known")))
            radio.check()
            expect(radio).to_be_checked()
        submit(page, page.locator(CONTINUE).first)
    raise AssertionError(f"still asking: {asked}")


def explain(page: Any) -> Any:
    """Explain: the permalink page's headline."""
    submit(page, page.locator(".short-path .form-actions button[name=op][value=explain]").first)
    expect(page).to_have_url(re.compile(r"/e/[a-z2-7]{12}$"))
    return page.get_by_role("heading", level=1)


def test_simons_answered_truthfully_is_disallowed_for_dumfries_interfering(page: Any) -> None:
    short_path(page)
    asked = interview(page, truthful=True)
    assert any("Dumfries in an offside position at Xavi Simons's shot" in q for q in asked)
    expect(page.locator("[data-questions]")).to_contain_text("does not depend on anything more")
    headline = explain(page)
    expect(headline).to_have_text(re.compile(r"^Goal disallowed: .*Dumfries"))


def test_simons_without_answers_gives_a_conditional_headline(page: Any) -> None:
    short_path(page)
    asked = interview(page, truthful=False)
    assert asked  # the questions were asked, and all left "Not known"
    questions = page.locator("[data-questions]")
    expect(questions).not_to_contain_text("does not depend on anything more")
    expect(questions.locator(".depends-on li")).not_to_have_count(0)
    headline = explain(page)
    # What stood is reported; what the Laws say is given both ways, never as a verdict.
    expect(headline).not_to_have_text(re.compile("good goal|^Goal disallowed: [^b]"))
    expect(headline).to_have_text(re.compile("reports do not settle|; otherwise"))


# --- Real Madrid v Bayern (Champions League, 8 May 2024): the whistle before De Ligt's goal --

#: What the reports say: the assistant flagged Mazraoui and the referee whistled before De
#: Ligt shot (VAR could not look); replays had Mazraoui onside.
MAZRAOUI_TRUTH = {
    "Had the referee stopped play": "Yes",
    "Was Noussair Mazraoui in an offside position at Joshua Kimmich's pass": (
        "Behind the second-last"
    ),
}


def mazraoui_short_path(page: Any) -> None:
    fill_short_path(
        page,
        [
            "Joshua Kimmich",
            "Noussair Mazraoui",
            "Thomas Müller",
            "Matthijs de Ligt",
            "Andriy Lunin",
        ],
        [
            ("Joshua Kimmich", "pass"),
            ("Noussair Mazraoui", "control"),
            ("Thomas Müller", "header"),
            ("Matthijs de Ligt", "shot"),
        ],
        "offside_flag",
        "8 May 2024",
    )


def test_mazraoui_answered_truthfully_is_no_goal_because_play_had_stopped(page: Any) -> None:
    mazraoui_short_path(page)
    asked = interview(page, truthful=True, truth=MAZRAOUI_TRUTH)
    assert asked and "Had the referee stopped play" in asked[0]
    expect(page.locator("[data-questions]")).to_contain_text("does not depend on anything more")
    headline = explain(page)
    expect(headline).to_have_text("No goal: the referee had stopped play before the ball went in")


def test_mazraoui_without_answers_gives_no_verdict(page: Any) -> None:
    """Continue, then "Explain it now, with the rest not known" without answering."""
    mazraoui_short_path(page)
    submit(page, page.locator(CONTINUE).first)
    expect(page.locator("[data-questions] .question").first).to_contain_text(
        "Had the referee stopped play"
    )
    headline = explain(page)
    expect(headline).to_contain_text("though the reports do not settle")
    expect(headline).not_to_have_text(re.compile(r"^No goal:|good goal|was onside"))
