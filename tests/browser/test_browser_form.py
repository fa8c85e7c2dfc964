"""A person explains an incident in Chromium: from scratch, with mistakes, by keyboard."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from support import KANE_HEADLINE, KANE_SLUG

from .conftest import MOBILE
from .test_browser_pages import serious_violations

#: The controls in main that Tab should reach, in order (a radio group is one stop).
ORDER_JS = """() => Array.from(document.querySelectorAll(
    'main a[href], main input, main select, main textarea, main button, main summary'))
  .filter(el => {
    if (!el.checkVisibility({visibilityProperty: true}) || el.tabIndex < 0) { return false; }
    if (el.type === 'radio') {
      const group = Array.from(document.getElementsByName(el.name));
      const checked = group.find(r => r.checked);
      return checked ? el === checked : el === group[0];
    }
    return true;
  })
  .map(el => [Array.prototype.indexOf.call(document.all, el), el.id || el.textContent.trim()])"""
#: The focused element's name, whether it is in main, and whether its focus is visible.
FOCUSED_JS = """() => {
  const el = document.activeElement;
  const s = getComputedStyle(el);
  const visible = (s.outlineStyle !== 'none' && s.outlineWidth !== '0px')
    || s.boxShadow !== 'none' || s.backgroundColor === 'rgb(255, 221, 0)';
  return [[Array.prototype.indexOf.call(document.all, el), el.id || el.textContent.trim()],
          document.querySelector('main').contains(el), visible];
}"""


def fill_kane_from_scratch(page: Any) -> None:
    """Type in the Kane v Sporting incident as a reader of the match reports would."""
    page.goto("/explain")
    page.get_by_label("A headline for this incident (optional)").fill(
        "Kane's late winner against Sporting ruled out"
    )
    page.get_by_label("Competition").fill("UEFA Champions League")
    page.get_by_label("Home team").fill("Tottenham Hotspur")
    page.get_by_label("Away team").fill("Sporting CP")
    page.get_by_label("Date of the match").fill("26/10/2022")
    page.get_by_label("Minute", exact=True).fill("90")
    page.get_by_label("Added time (optional)").fill("5")
    page.locator("#sources-0-publisher").fill("CBS Sports")
    page.locator("#sources-0-headline").fill("Why it took so long to disallow Kane's winner")
    page.locator("#sources-0-url").fill("https://www.cbssports.com/soccer/news/kane-sporting/")
    players = [
        ("Ivan Perišić", "attacking"),
        ("Emerson Royal", "attacking"),
        ("Harry Kane", "attacking"),
        ("Flávio Nazinho", "defending"),
    ]
    for i, (name, team) in enumerate(players):
        page.locator(f"#players-{i}-name").fill(name)
        page.locator(f"#players-{i}-team").select_option(team)
    page.get_by_label("In open play: no restart").check()
    touches = [
        ("Ivan Perišić", "cross", ""),
        ("Emerson Royal", "header", "backwards"),
        ("Flávio Nazinho", "deflection", ""),
        ("Kane", "shot", ""),
    ]
    for i, (who, action, direction) in enumerate(touches):
        if i >= 2:
            page.get_by_role("button", name="Add another touch").click()
        page.locator(f"#sequence-{i}-by").fill(who)
        page.locator(f"#sequence-{i}-action").select_option(action)
        if direction:
            page.locator(f"#sequence-{i}-direction").select_option(direction)
    page.get_by_label("A goal was scored").check()
    page.locator("#positions-0-player").fill("Harry Kane")
    page.locator("#positions-0-at").fill("2")
    page.locator("#positions-0-half").select_option("opponents")
    page.locator("#positions-0-ball").select_option("ahead")
    page.locator("#positions-0-second_last").select_option("ahead")
    page.get_by_text("Which part of the body was beyond the line?").click()
    page.get_by_label("Knee").check()
    page.get_by_label("Was onside: the reports raise no question about them").check()


def test_kane_from_scratch_gives_offside_diagram_and_a_permalink_that_reloads(
    page: Any, mobile_page: Any, screenshots: Path
) -> None:
    fill_kane_from_scratch(page)
    page.get_by_role("button", name="Explain this incident").click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == KANE_HEADLINE
    # The storyboard: Kane's position at the header, then the deflection.
    frames = page.locator("figure.storyboard svg[role=img]")
    expect(frames).to_have_count(2)
    assert "Harry Kane" in (frames.first.locator("title").text_content() or "")
    assert "schematic" in page.locator("figure.storyboard figcaption").inner_text().lower()
    assert frames.first.locator("line.offside-line").count() == 1
    steps = page.locator("ol.steps > li")
    assert steps.count() >= 8
    assert steps.first.locator("a").get_attribute("href").startswith("/laws/")
    assert (
        "The ball went backwards"
        in page.get_by_role("region", name="Common misconceptions").inner_text()
    )

    assert serious_violations(page) == []

    permalink = page.locator("#permalink-url").input_value()
    assert permalink == page.url
    page.get_by_role("button", name="Copy link").click()
    assert page.locator("[data-copy-status]").inner_text() in (
        "Link copied",
        "Press Ctrl+C to copy the selected link",
    )
    page.screenshot(path=str(screenshots / "explanation-desktop.png"), full_page=True)

    page.goto(permalink)
    assert page.get_by_role("heading", level=1).inner_text() == heading.inner_text()
    assert page.locator("#permalink-url").input_value() == permalink

    mobile_page.goto(permalink)
    assert mobile_page.get_by_role("heading", level=1).is_visible()
    width = mobile_page.evaluate("document.documentElement.scrollWidth")
    assert width <= MOBILE["width"], "the page scrolls sideways on a phone"
    mobile_page.screenshot(path=str(screenshots / "explanation-mobile.png"), full_page=True)


def test_missing_fields_show_the_error_summary_and_keep_every_value(
    page: Any, screenshots: Path
) -> None:
    page.goto("/explain")
    page.get_by_label("Competition").fill("Premier League")
    page.get_by_label("Home team").fill("Arsenal <b>FC</b>")
    page.get_by_label("Minute", exact=True).fill("ninety")
    page.locator("#players-0-name").fill("Bukayo Saka")
    page.locator("#players-0-team").select_option("attacking")
    page.locator("#sequence-0-by").fill("Bukayo Saka")
    page.locator("#sequence-0-action").select_option("shot")
    page.locator("#sequence-1-by").fill("Somebody Else")
    page.get_by_role("button", name="Explain this incident").click()

    summary = page.locator("[data-error-summary]")
    assert summary.is_visible()
    assert page.evaluate("document.activeElement.hasAttribute('data-error-summary')")
    assert page.title().startswith("Error:")
    links = {a.inner_text(): a.get_attribute("href") for a in summary.locator("a").all()}
    assert links["Enter the away team"] == "#match-away"
    assert links["Enter the minute as a whole number"] == "#match-minute"
    assert links["Choose how play started"] == "#start-kind"
    assert any(href == "#sequence-1-by" for href in links.values())
    # The same message sits at the field, tied to it for screen readers.
    away = page.locator("#match-away")
    assert away.get_attribute("aria-invalid") == "true"
    assert "match-away-error" in (away.get_attribute("aria-describedby") or "")
    assert "Enter the away team" in page.locator("#match-away-error").inner_text()
    # Every value typed is still there, exactly as typed.
    assert page.get_by_label("Competition").input_value() == "Premier League"
    assert page.get_by_label("Home team").input_value() == "Arsenal <b>FC</b>"
    assert page.get_by_label("Minute", exact=True).input_value() == "ninety"
    assert page.locator("#players-0-team").input_value() == "attacking"
    assert page.locator("#sequence-0-action").input_value() == "shot"
    assert page.locator("#sequence-1-by").input_value() == "Somebody Else"
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshots / "form-errors-desktop.png"))
    # Following a link in the summary puts the cursor in that field.
    summary.get_by_role("link", name="Enter the away team").click()
    assert page.evaluate("document.activeElement.id") == "match-away"


def test_the_form_works_from_the_keyboard_alone(page: Any) -> None:
    page.goto("/explain")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to main content"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "main"

    # Tab through the whole page: every control is reached once, in reading order,
    # each with a visible focus indicator, ending past the submit button.
    expected = [tuple(item) for item in page.evaluate(ORDER_JS)]
    seen: list[tuple[int, str]] = []
    for _ in range(len(expected) + 5):
        page.keyboard.press("Tab")
        element, in_main, visible = page.evaluate(FOCUSED_JS)
        if not in_main or tuple(element) in seen:
            break
        seen.append(tuple(element))
        assert visible, f"no visible focus indicator on {element[1]}"
    assert [name for _, name in seen] == [name for _, name in expected]
    assert seen == expected
    assert seen[-1][1] == "Explain this incident"

    # Add a touch with the keyboard: focus moves into the new row.
    page.locator("#sequence-1-note").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Remove touch 2"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "sequence-2-by"
    page.keyboard.type("Harry Kane")
    assert page.locator("fieldset[data-row=sequence]").count() == 3
    # ...and remove it again with Space on its Remove button.
    page.locator("fieldset[data-row=sequence]").nth(2).get_by_role("button").focus()
    page.keyboard.press(" ")
    assert page.locator("fieldset[data-row=sequence]").count() == 2

    # Start from the Kane incident and submit with Enter in a text field.
    page.goto("/explain")
    link = page.get_by_role("link", name="Start from Kane v Sporting")
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent.trim()") == link.inner_text():
            break
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(rf"case={KANE_SLUG}"))
    page.locator("#match-home").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    assert page.get_by_role("heading", level=1).inner_text() == KANE_HEADLINE


def test_rows_are_added_without_javascript_and_values_kept(no_js_page: Any) -> None:
    page = no_js_page
    page.goto("/explain")
    page.locator("#sequence-0-by").fill("Harry Kane")
    page.get_by_role("button", name="Add another touch").click()
    assert page.locator("fieldset[data-row=sequence]").count() == 3
    assert page.locator("#sequence-0-by").input_value() == "Harry Kane"
    page.get_by_role("button", name="Remove touch 1").click()
    assert page.locator("fieldset[data-row=sequence]").count() == 2
    assert page.locator("#sequence-0-by").input_value() == ""


BENZEMA_SLUG = "2022-05-28-liverpool-realmadrid-benzema"


def test_new_groups_add_and_remove_rows_and_hidden_facts_move_with_them(
    page: Any, screenshots: Path
) -> None:
    """Start from a case with facts the form cannot show: the page says so, rows added and
    removed by script take their hidden facts along, and the saved incident keeps them."""
    page.goto(f"/explain?case={BENZEMA_SLUG}")
    kept = page.get_by_role("region", name="Facts kept from where you started")
    assert "1 fact the sources disagree on" in kept.inner_text()
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshots / "form-kept-facts-desktop.png"), full_page=True)

    extra = page.locator('input[name="sequence-1-extra"]').input_value()
    assert '"disputes"' in extra
    assert page.locator("#positions-0-at").input_value() == "1"
    page.locator("#involvements-0-after").fill("3")
    page.get_by_role("button", name="Remove touch 1").click()
    assert page.locator("fieldset[data-row=sequence]").count() == 2
    assert page.locator('input[name="sequence-0-extra"]').input_value() == extra
    assert page.locator("#sequence-0-by").input_value() == "Fabinho"
    # Touch numbers typed elsewhere follow: 3 is now 2; the removed touch is asked for again.
    assert page.locator("#involvements-0-after").input_value() == "2"
    assert page.locator("#positions-0-at").input_value() == ""
    page.locator("#positions-0-at").fill("1")
    page.locator("#involvements-0-after").fill("")  # the row was only there for the check

    page.get_by_role("button", name="Add another foul").click()
    assert page.evaluate("document.activeElement.id") == "fouls-1-by"
    assert page.locator('input[name="fouls-1-extra"]').count() == 1
    page.locator("#fouls-1-by").fill("Fabinho")
    page.locator("#fouls-1-against").fill("Karim Benzema")
    page.locator("#fouls-1-after").fill("1")
    page.locator("#fouls-1-free_kick").select_option("direct")
    page.get_by_role("button", name="Remove foul 1").click()  # the empty first row
    assert page.locator("#fouls-0-by").input_value() == "Fabinho"
    page.get_by_role("button", name="Add another measurement").click()
    page.get_by_role("button", name="Remove measurement 2").click()
    page.get_by_role("button", name="Add another player off the field").click()
    assert page.locator("fieldset[data-row=off_field]").count() == 2

    page.get_by_role("button", name="Explain this incident").last.click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    ident = page.url.rsplit("/", 1)[1]
    record = page.request.get(f"/api/v1/incidents/{ident}").json()["incident"]
    assert [d["field"] for d in record["disputes"]] == ["sequence[0].classification"]
    assert record["fouls"][0]["by"] == "fabinho" and record["fouls"][0]["after"] == 1
    assert record["sequence"][0]["provenance"]  # the hidden facts came along


def test_errors_in_new_fields_and_kept_facts_are_linked_and_accessible(page: Any) -> None:
    page.goto(f"/explain?case={KANE_SLUG}")
    page.locator("#fouls-0-by").fill("Nobody Known")
    page.locator("#measurements-0-position").fill("7")
    page.locator("#notes").fill("Line one\nline two")
    page.evaluate("document.querySelector('input[name=\"sequence-0-extra\"]').value = '{broken'")
    page.get_by_role("button", name="Explain this incident").last.click()
    summary = page.locator("[data-error-summary]")
    assert summary.is_visible()
    links = {a.get_attribute("href"): a.inner_text() for a in summary.locator("a").all()}
    assert "There is no player called Nobody Known" in links["#fouls-0-by"]
    assert "There is no position 7" in links["#measurements-0-position"]
    assert "could not be read" in links["#drop_extra"]
    assert page.locator("#notes").input_value() == "Line one\nline two"
    assert serious_violations(page) == []
    summary.locator('a[href="#drop_extra"]').click()
    assert page.evaluate("document.activeElement.id") == "drop_extra"
    page.keyboard.press(" ")
    page.locator("#fouls-0-by").fill("")
    page.locator("#measurements-0-position").fill("")
    page.get_by_role("button", name="Explain this incident").last.click()
    if page.locator("[data-error-summary]").count():
        raise AssertionError(page.locator("[data-error-summary]").inner_text())
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    ident = page.url.rsplit("/", 1)[1]
    record = page.request.get(f"/api/v1/incidents/{ident}").json()["incident"]
    assert record["notes"] == "Line one\nline two"  # sent as CR LF, stored as a line break
    assert record["disputes"] == [] and record["sequence"][0]["provenance"] == []
