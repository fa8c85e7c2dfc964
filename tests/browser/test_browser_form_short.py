"""Issue 15's short path, measured in Chromium: a real incident from scratch in at most 15
fields and 40 tab stops, a hypothetical one in at most 10; axe on every state of the form;
a visible change on focus for every control; the short path within two screen heights.

The counts are printed (``FORM-COUNTS ...``) and appended to reports/form-counts.txt.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from support import KANE_HEADLINE, ROOT

from .conftest import DESKTOP, MOBILE, SCREENSHOTS
from .test_browser_pages import serious_violations

COUNTS = ROOT / "reports" / "form-counts.txt"
MAX_FIELDS, MAX_TABS, MAX_FIELDS_HYPOTHETICAL = 15, 40, 10
#: The answer "in an offside position" to a question where an attacker was.
OFFSIDE = (
    "In an offside position: in the opponents' half, nearer the goal line than the ball "
    "and the second-last opponent"
)
#: The short path's button ("Continue" while questions are asked, then "Explain this
#: incident").
PRIMARY = ".short-path .form-actions button[name=op]"


class Typist:
    """Fills the form as a person would, counting each field they fill or choose."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.fields: list[str] = []

    def _count(self, selector: str) -> Any:
        if selector not in self.fields:
            self.fields.append(selector)
        return self.page.locator(selector)

    def type(self, selector: str, text: str) -> None:
        self._count(selector).fill(text)

    def choose(self, selector: str, value: str) -> None:
        self._count(selector).select_option(value)

    def check(self, selector: str) -> None:
        self._count(selector).check()

    def answer(self, question: str, label: str) -> None:
        """The answer ``label`` to the question (a radio group) worded ``question``."""
        group = self.page.get_by_role("group", name=question)
        expect(group).to_be_visible()
        radio = group.get_by_label(label, exact=True)
        self._count(f"#{radio.get_attribute('id')}").check()


def tabs_to_primary(page: Any) -> int:
    """Tab presses from the top of the form until its first submit button has focus."""
    page.evaluate(
        "() => { const f = document.getElementById('incident-form'); f.tabIndex = -1; f.focus(); }"
    )
    target = page.locator(PRIMARY).first
    for tabs in range(1, 200):
        page.keyboard.press("Tab")
        if target.evaluate("el => el === document.activeElement"):
            return tabs
    raise AssertionError("Tab never reached the submit button")


def record(name: str, **counts: int) -> None:
    line = f"FORM-COUNTS {name}: " + " ".join(f"{k}={v}" for k, v in counts.items())
    print(line)
    COUNTS.parent.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    with COUNTS.open("a", encoding="utf-8") as out:
        out.write(f"{stamp} {line}\n")


def players(t: Typist, names: list[tuple[str, str]]) -> None:
    """The players in the order they touch the ball; the team where it is not attacking."""
    for i, (name, team) in enumerate(names):
        if t.page.locator(f"#players-{i}-name").count() == 0:
            t.page.get_by_role("button", name="Add another player").click()
        t.type(f"#players-{i}-name", name)
        if team == "defending":
            t.check(f"#players-{i}-team-2")


def touches(t: Typist, actions: list[str], by: list[str]) -> None:
    """Who touched the ball (the touch starts empty: it is never filled in with the next
    player listed) and what they did, touch by touch."""
    for i, action in enumerate(actions):
        if t.page.locator(f"#sequence-{i}-action").count() == 0:
            t.page.get_by_role("button", name="Add another touch").click()
        expect(t.page.locator(f"#sequence-{i}-by")).to_have_value("")
        t.type(f"#sequence-{i}-by", by[i])
        t.choose(f"#sequence-{i}-action", action)


def ending(t: Typist, on_field: str, final: str) -> None:
    t.check("#outcome")  # A goal was scored
    t.choose("#officials-on_field", on_field)
    t.choose("#officials-final", final)


def match_date(t: Typist, date: str) -> None:
    """The date, on the short path: it picks the Laws in force on the day."""
    expect(t.page.locator("[data-short-path] #match-date")).to_be_visible()
    t.type("#match-date", date)


def explain(t: Typist) -> dict[str, Any]:
    """Continue: the form asks what the decision depends on. The tab stops before it."""
    page = t.page
    tabs_first = tabs_to_primary(page)
    with page.expect_navigation():
        page.locator(PRIMARY).first.click()
    expect(page.locator("[data-questions]")).to_be_visible()
    return {"tabs_first": tabs_first}


def finish(t: Typist, name: str, first: dict[str, Any]) -> dict[str, Any]:
    """Continue with the answers given (nothing more is then asked), and explain: records
    the fields filled and the tab stops, returns the saved incident."""
    page = t.page
    with page.expect_navigation():
        page.locator(PRIMARY).first.click()
    expect(page.locator("[data-questions]")).to_contain_text("does not depend on anything more")
    expect(page.locator(PRIMARY).first).to_have_text("Explain this incident")
    tabs = tabs_to_primary(page)
    fields = len(t.fields)
    record(name, fields=fields, tabs=tabs, tabs_before_continue=first["tabs_first"])
    page.locator(PRIMARY).first.click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    assert fields <= MAX_FIELDS, (name, t.fields)
    assert tabs <= MAX_TABS and first["tabs_first"] <= MAX_TABS, (tabs, first)
    ident = page.url.rsplit("/", 1)[1]
    incident: dict[str, Any] = page.request.get(f"/api/v1/incidents/{ident}").json()["incident"]
    return incident


def test_kane_v_sporting_from_scratch_on_the_short_path(page: Any) -> None:
    page.goto("/explain")
    t = Typist(page)
    players(
        t, [("Emerson Royal", "attacking"), ("Flávio Nazinho", "defending"), ("Harry Kane", "")]
    )
    touches(t, ["header", "deflection", "shot"], ["Emerson Royal", "Flávio Nazinho", "Harry Kane"])
    ending(t, "goal", "no_goal")
    match_date(t, "26 Oct 2022")
    first = explain(t)
    questions = page.locator("[data-questions]")
    # Asked in words: where Kane was at Emerson Royal's header; nothing about the others.
    t.answer(
        "Was Harry Kane in an offside position at Emerson Royal's header (touch 1)?",
        OFFSIDE,
    )
    assert "Flávio Nazinho in an offside position" not in questions.inner_text()
    incident = finish(t, "kane", first)
    expect(page.get_by_role("heading", level=1)).to_have_text(KANE_HEADLINE)
    assert incident["match"]["date"] == "2022-10-26"
    assert [c["action"] for c in incident["sequence"]] == ["header", "deflection", "shot"]
    expect(page.locator("main")).to_contain_text("Laws of the Game 2022/23")


def test_mbappe_v_spain_from_scratch_on_the_short_path(page: Any) -> None:
    page.goto("/explain")
    t = Typist(page)
    players(
        t,
        [("Theo Hernández", "attacking"), ("Eric García", "defending"), ("Kylian Mbappé", "")],
    )
    touches(
        t, ["pass", "deliberate_play", "shot"], ["Theo Hernández", "Eric García", "Kylian Mbappé"]
    )
    ending(t, "goal", "goal")
    match_date(t, "10/10/2021")
    first = explain(t)
    # Mbappé's position at the pass does not change the outcome (García's deliberate play
    # resets it): what is asked is whether Hernández, behind the ball, was in an offside
    # position at Mbappé's shot.
    questions = page.locator("[data-questions]")
    expect(questions).not_to_contain_text("Was Kylian Mbappé in an offside position")
    t.answer(
        "Was Theo Hernández in an offside position at Kylian Mbappé's shot (touch 3)?",
        "Behind the ball",
    )
    incident = finish(t, "mbappe", first)
    headline = page.get_by_role("heading", level=1)
    # Mbappé's position, not asked, is not known: the goal stands whatever it was.
    expect(headline).to_contain_text("Goal stands")
    assert incident["match"]["date"] == "2021-10-10"
    assert incident["sequence"][1]["action"] == "deliberate_play"


def test_a_hypothetical_incident_in_at_most_ten_fields(page: Any) -> None:
    page.goto("/explain")
    t = Typist(page)
    players(t, [("Ana Attacker", "attacking"), ("Bea Striker", "attacking")])
    touches(t, ["pass", "shot"], ["Ana Attacker", "Bea Striker"])
    ending(t, "goal", "no_goal")
    first = explain(t)
    t.answer(
        "Was Bea Striker in an offside position at Ana Attacker's pass (touch 1)?",
        OFFSIDE,
    )
    incident = finish(t, "hypothetical", first)
    assert len(t.fields) <= MAX_FIELDS_HYPOTHETICAL, t.fields
    assert incident["match"].get("date") in (None, "")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Goal disallowed")
    expect(page.locator("main")).to_contain_text(
        re.compile(r"a hypothetical incident judged under the Laws of the Game \d{4}/\d{2}", re.I)
    )


def test_players_who_never_touched_the_ball_have_no_touch_and_a_goalkeeper_is_ticked(
    page: Any,
) -> None:
    """Netherlands v France (Euro 2024): Simons shoots; Dumfries, in front of Maignan, and
    Maignan never touch the ball. Listing them fills in no touch, in the browser or after
    "Continue", and Maignan is ticked as the goalkeeper on the short path."""
    page.goto("/explain")
    t = Typist(page)
    players(
        t,
        [
            ("Xavi Simons", "attacking"),
            ("Denzel Dumfries", "attacking"),
            ("Mike Maignan", "defending"),
        ],
    )
    t.check("#players-2-goalkeeper")
    expect(page.locator("[data-short-path] #players-2-goalkeeper")).to_be_checked()
    for i in range(2):
        expect(page.locator(f"#sequence-{i}-by")).to_have_value("")
    t.type("#sequence-0-by", "Xavi Simons")
    t.choose("#sequence-0-action", "shot")
    ending(t, "goal", "no_goal")
    match_date(t, "6 Jul 2024")
    explain(t)
    expect(page.locator("#sequence-0-by")).to_have_value("Xavi Simons")
    expect(page.locator("#sequence-1-by")).to_have_value("")
    expect(page.locator("#players-2-goalkeeper")).to_be_checked()
    # Explained with what the questions ask left not known.
    page.get_by_role("button", name="Explain it now, with the rest not known").click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    ident = page.url.rsplit("/", 1)[1]
    incident = page.request.get(f"/api/v1/incidents/{ident}").json()["incident"]
    assert [c["by"] for c in incident["sequence"]] == ["xavi-simons"]
    # The stored incident lists its players in one order (by id), not as typed.
    keepers = {p["name"]: p.get("goalkeeper", False) for p in incident["players"]}
    assert keepers == {"Xavi Simons": False, "Denzel Dumfries": False, "Mike Maignan": True}
    assert incident["match"]["date"] == "2024-07-06"


def after_continue(page: Any) -> None:
    """A hypothetical pass and goal, through "Continue": the questions are shown."""
    page.locator("#players-0-name").fill("Ana Attacker")
    page.locator("#players-1-name").fill("Bea Striker")
    page.locator("#sequence-0-by").fill("Ana Attacker")
    page.locator("#sequence-0-action").select_option("pass")
    page.locator("#sequence-1-by").fill("Bea Striker")
    page.locator("#sequence-1-action").select_option("shot")
    page.locator("#outcome").check()
    page.locator(PRIMARY).first.click()
    expect(page.locator("[data-questions]")).to_be_visible()


def _form_states(page: Any) -> list[str]:
    """Each state of the form, reached in turn; axe's serious findings in each."""
    found: list[str] = []

    def check(state: str) -> None:
        found.extend(f"{state}: {v}" for v in serious_violations(page))

    page.goto("/explain")
    check("empty")
    page.locator("#players-0-name").fill("Bukayo Saka")
    page.locator("#sequence-1-by").fill("Somebody Else")
    page.locator(PRIMARY).first.click()
    expect(page.locator("[data-error-summary]")).to_be_visible()
    check("errors")
    page.goto("/explain")
    after_continue(page)
    check("after Continue")
    open_every_section(page)
    check("every section open")
    return found


def open_every_section(page: Any) -> None:
    """Open every folded section, and every "More ..." inside, by clicking its summary."""
    closed = page.locator("#incident-form details:not([open]) > summary").filter(visible=True)
    for _ in range(60):
        if closed.count() == 0:
            break
        closed.first.click()
    expect(page.locator("#incident-form details.more-section:not([open])")).to_have_count(0)


@pytest.mark.parametrize(
    "width", [DESKTOP["width"], pytest.param(MOBILE["width"], marks=pytest.mark.stress)]
)
def test_axe_finds_nothing_serious_in_any_state_of_the_form(
    page: Any, mobile_page: Any, width: int
) -> None:
    shown = page if width == DESKTOP["width"] else mobile_page
    assert _form_states(shown) == []


#: Each focusable control's look: what a focus indicator may change.
LOOK_JS = """el => { const s = getComputedStyle(el);
  return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor,
          s.borderTopColor, s.borderTopWidth, s.color, s.textDecorationLine].join('|'); }"""
CONTROLS = (
    "#incident-form input:not([type=hidden]), #incident-form select, #incident-form textarea,"
    " #incident-form button, #incident-form summary, #incident-form a[href]"
)


@pytest.mark.parametrize(
    "state", ["empty", pytest.param("after Continue", marks=pytest.mark.stress)]
)
def test_every_control_of_the_form_changes_appearance_on_focus(page: Any, state: str) -> None:
    page.goto("/explain")
    if state == "after Continue":
        after_continue(page)
    open_every_section(page)
    page.mouse.click(1, 1)
    # Every visible control, numbered, with its look unfocused.
    before: list[str] = page.evaluate(
        f"""() => [...document.querySelectorAll({json.dumps(CONTROLS)})]
          .filter(el => el.checkVisibility() && el.tabIndex >= 0)
          .map((el, i) => {{ el.dataset.focusCheck = i; return ({LOOK_JS})(el); }})"""
    )
    page.evaluate(
        "() => { const f = document.getElementById('incident-form'); f.tabIndex = -1; f.focus(); }"
    )
    reached: set[int] = set()
    unchanged: list[str] = []
    for _ in range(len(before) + 10):
        page.keyboard.press("Tab")
        index = page.evaluate(
            "() => { const el = document.activeElement;"
            " if (!el.closest('#incident-form')) { return -1; }"
            " return el.dataset.focusCheck === undefined ? -2 : Number(el.dataset.focusCheck); }"
        )
        if index == -1:
            break
        if index < 0 or index in reached:
            continue
        reached.add(index)
        changed = f"() => ({LOOK_JS})(document.activeElement) !== {json.dumps(before[index])}"
        try:  # waits, as expect does, for the focus style to apply
            page.wait_for_function(changed, timeout=5000)
        except PlaywrightTimeout:
            unchanged.append(page.evaluate("document.activeElement.outerHTML.slice(0, 120)"))
    assert unchanged == [], unchanged
    # Radio groups are one tab stop: their other radios are reached by arrow keys.
    missed = page.evaluate(
        """(reached) => [...document.querySelectorAll('[data-focus-check]')]
          .filter(el => !reached.includes(Number(el.dataset.focusCheck)) && el.type !== 'radio')
          .map(el => el.outerHTML.slice(0, 100))""",
        sorted(reached),
    )
    assert missed == [], missed
    assert len(reached) > 40, len(reached)


@pytest.mark.parametrize("width", [DESKTOP["width"], MOBILE["width"]])
def test_the_short_path_fits_in_two_screen_heights(page: Any, mobile_page: Any, width: int) -> None:
    shown = page if width == DESKTOP["width"] else mobile_page
    name = "desktop" if width == DESKTOP["width"] else "mobile"
    shown.goto("/explain")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shown.screenshot(path=str(SCREENSHOTS / f"form-short-{name}-{width}.png"))
    viewport = shown.viewport_size
    bottom = shown.locator(PRIMARY).first.evaluate(
        "el => el.getBoundingClientRect().bottom + window.scrollY"
    )
    record(f"short-path-{name}", width=width, viewport=viewport["height"], bottom=round(bottom))
    assert bottom <= 2 * viewport["height"], (bottom, viewport)
    # Nothing wider than the screen.
    assert shown.evaluate("document.documentElement.scrollWidth") <= width
