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


def open_section(page: Any, part: str) -> None:
    """Open a folded section ("More about the incident") as a reader would: its summary."""
    section = page.locator(f"#more-{part}")
    if section.get_attribute("open") is None:
        section.locator("> summary").click()
    expect(section).to_have_attribute("open", "")


def short_rows(page: Any, group: str) -> Any:
    """The rows of a group on the short path (a player's and a touch's row have a second
    part under "More about ...")."""
    return page.locator(f'[data-rows="{group}"]:not([data-part]) > [data-row]')


def fill_kane_from_scratch(page: Any) -> None:
    """Type in the Kane v Sporting incident as a reader of the match reports would: the
    short path, then every folded section the reports have something for."""
    page.goto("/explain")
    page.get_by_label("What happened, in a sentence (optional)").fill(
        "Kane's late winner against Sporting ruled out"
    )
    players = [
        ("Ivan Perišić", "attacking"),
        ("Emerson Royal", "attacking"),
        ("Harry Kane", "attacking"),
        ("Flávio Nazinho", "defending"),
    ]
    for i, (name, team) in enumerate(players):
        if i >= short_rows(page, "players").count():
            page.get_by_role("button", name="Add another player").click()
        page.locator(f"#players-{i}-name").fill(name)
        page.locator(f"#players-{i}-team{'-2' if team == 'defending' else ''}").check()
    touches = [
        ("Ivan Perišić", "cross", ""),
        ("Emerson Royal", "header", "backwards"),
        ("Flávio Nazinho", "deflection", ""),
        ("Kane", "shot", ""),
    ]
    for i, (who, action, _) in enumerate(touches):
        if i >= short_rows(page, "sequence").count():
            page.get_by_role("button", name="Add another touch").click()
        page.locator(f"#sequence-{i}-by").fill(who)
        page.locator(f"#sequence-{i}-action").select_option(action)
    page.get_by_label("A goal was scored").check()
    page.locator("#officials-on_field").select_option("goal")
    page.locator("#officials-final").select_option("no_goal")

    open_section(page, "match")
    typed = {
        "#match-competition": "UEFA Champions League",
        "#match-home": "Tottenham Hotspur",
        "#match-away": "Sporting CP",
        "#match-date": "26/10/2022",
        "#match-minute": "90+5",
    }
    open_section(page, "start")
    page.get_by_label("In open play: no restart").check()
    open_section(page, "sources")
    typed |= {
        "#sources-0-publisher": "CBS Sports",
        "#sources-0-headline": "Why it took so long to disallow Kane's winner",
        "#sources-0-url": "https://www.cbssports.com/soccer/news/kane-sporting/",
    }
    open_section(page, "positions")
    typed |= {"#positions-0-player": "Harry Kane", "#positions-0-at": "2"}
    for selector, text in typed.items():
        page.locator(selector).fill(text)
    open_section(page, "touches")
    chosen = {f"#sequence-{i}-direction": d for i, (_, _, d) in enumerate(touches) if d}
    chosen |= {f"#positions-0-{n}": "ahead" for n in ("ball", "second_last")}
    chosen["#positions-0-half"] = "opponents"
    for selector, value in chosen.items():
        page.locator(selector).select_option(value)
    page.get_by_text("Which part of the body was beyond the line?").click()
    page.get_by_label("Knee").check()
    page.get_by_label("Was onside: the reports raise no question about them").check()


def test_kane_from_scratch_gives_offside_diagram_and_a_permalink_that_reloads(
    page: Any, mobile_page: Any, screenshots: Path
) -> None:
    fill_kane_from_scratch(page)
    # A new incident goes through "Continue" first: nothing more is asked (the position
    # is given), and every value typed comes back.
    page.get_by_role("button", name="Continue").first.click()
    questions = page.locator("[data-questions]")
    expect(questions).to_contain_text("does not depend on anything more")
    expect(page.locator("#match-minute")).to_have_value("90+5")  # kept as typed
    expect(page.locator("#match-date")).to_have_value("26/10/2022")
    expect(page.locator("#positions-0-player")).to_have_value("Harry Kane")
    page.get_by_role("button", name="Explain this incident").first.click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == KANE_HEADLINE
    record = page.request.get(f"/api/v1/incidents/{page.url.rsplit('/', 1)[1]}").json()
    match = record["incident"]["match"]
    assert (match["date"], match["minute"], match["added_time"]) == ("2022-10-26", 90, 5)
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
    expect(page.locator("[data-copy-status]")).to_have_text(
        re.compile("^(Link copied|Press Ctrl\\+C to copy the selected link)$")
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
    open_section(page, "match")
    page.get_by_label("Competition (optional)").fill("Premier League")
    page.get_by_label("Home team (optional)").fill("Arsenal <b>FC</b>")
    page.get_by_label("Minute (optional)").fill("ninety")
    page.locator("#match-date").fill("05/06/2021")
    page.locator("#players-0-name").fill("Bukayo Saka")
    page.locator("#sequence-0-by").fill("Bukayo Saka")
    page.locator("#sequence-0-action").select_option("shot")
    page.locator("#sequence-1-by").fill("Somebody Else")
    page.locator("#sequence-1-action").select_option("shot")
    page.locator("#match-home").press("Enter")  # "Continue", the form's first button

    summary = page.locator("[data-error-summary]")
    expect(summary).to_be_visible()
    expect(summary).to_be_focused()
    assert page.title().startswith("Error:")
    links = {a.inner_text(): a.get_attribute("href") for a in summary.locator("a").all()}
    assert links["Enter the minute as a whole number"] == "#match-minute"
    assert links["Choose how the move ended"] == "#outcome"
    assert any(href == "#sequence-1-by" for href in links.values())
    assert any(href == "#match-date" for href in links.values())  # 5 June or 6 May: asked
    # The section that holds the errors is open; the message sits at the field, tied to it
    # for screen readers.
    expect(page.locator("#more-match")).to_have_attribute("open", "")
    minute = page.locator("#match-minute")
    expect(minute).to_be_visible()
    assert minute.get_attribute("aria-invalid") == "true"
    assert "match-minute-error" in (minute.get_attribute("aria-describedby") or "")
    assert "Enter the minute as a whole number" in page.locator("#match-minute-error").inner_text()
    # Every value typed is still there, exactly as typed, refused ones too.
    assert page.get_by_label("Competition (optional)").input_value() == "Premier League"
    assert page.get_by_label("Home team (optional)").input_value() == "Arsenal <b>FC</b>"
    assert minute.input_value() == "ninety"
    assert page.locator("#match-date").input_value() == "05/06/2021"
    assert page.locator("#players-0-name").input_value() == "Bukayo Saka"
    assert page.locator("#players-0-team").is_checked()
    assert page.locator("#sequence-0-action").input_value() == "shot"
    assert page.locator("#sequence-1-by").input_value() == "Somebody Else"
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshots / "form-errors-desktop.png"))
    # Following a link in the summary puts the cursor in that field.
    summary.get_by_role("link", name="Enter the minute as a whole number").click()
    expect(minute).to_be_focused()


def test_the_form_works_from_the_keyboard_alone(page: Any) -> None:
    page.goto("/explain")
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_text("Skip to main content")
    page.keyboard.press("Enter")
    expect(page.locator("#main")).to_be_focused()

    # Tab through the whole page: every control is reached once, in reading order,
    # each with a visible focus indicator, ending past the submit button.
    expected = [tuple(item) for item in page.evaluate(ORDER_JS)]
    seen: list[tuple[int, str]] = []
    for _ in range(len(expected) + 10):
        page.keyboard.press("Tab")
        element, in_main, visible = page.evaluate(FOCUSED_JS)
        if not in_main:
            break
        if tuple(element) in seen:  # a date input's day, month and year are three stops
            continue
        seen.append(tuple(element))
        assert visible, f"no visible focus indicator on {element[1]}"
    assert [name for _, name in seen] == [name for _, name in expected]
    assert seen == expected
    names = [name for _, name in seen]
    assert "Continue" in names and names[-1] == "Start from this incident"
    # The folded sections are reached by their summaries, their fields are not (closed).
    assert "The match and the Laws" in names and "match-home" not in names

    # Add a touch with the keyboard: focus moves into the new row.
    page.locator("#sequence-1-action").focus()
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_text("Add another touch")
    page.keyboard.press("Enter")
    expect(page.locator("#sequence-2-by")).to_be_focused()
    page.keyboard.type("Harry Kane")
    expect(short_rows(page, "sequence")).to_have_count(3)
    # ...open "More about the touches" with Enter on its summary, and remove the touch
    # again with Space on its Remove button: both parts of the row go.
    page.locator("#more-touches > summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#more-touches")).to_have_attribute("open", "")
    page.get_by_role("button", name="Remove touch 3").focus()
    page.keyboard.press(" ")
    expect(short_rows(page, "sequence")).to_have_count(2)
    expect(page.locator('[data-rows="sequence"][data-part] > [data-row]')).to_have_count(2)

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
    expect(short_rows(page, "sequence")).to_have_count(3)
    expect(page.locator('[data-rows="sequence"][data-part] > [data-row]')).to_have_count(3)
    assert page.locator("#sequence-0-by").input_value() == "Harry Kane"
    open_section(page, "touches")  # a touch's Remove button is with the rest of the touch
    page.get_by_role("button", name="Remove touch 1").click()
    expect(short_rows(page, "sequence")).to_have_count(2)
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
    open_section(page, "involvements")
    page.locator("#involvements-0-after").fill("3")
    open_section(page, "touches")
    page.get_by_role("button", name="Remove touch 1").click()
    expect(short_rows(page, "sequence")).to_have_count(2)
    assert page.locator('input[name="sequence-0-extra"]').input_value() == extra
    assert page.locator("#sequence-0-by").input_value() == "Fabinho"
    # Touch numbers typed elsewhere follow: 3 is now 2; the removed touch is asked for again.
    assert page.locator("#involvements-0-after").input_value() == "2"
    assert page.locator("#positions-0-at").input_value() == ""
    page.locator("#positions-0-at").fill("1")
    page.locator("#involvements-0-after").fill("")  # the row was only there for the check

    open_section(page, "fouls")
    page.get_by_role("button", name="Add another foul").click()
    expect(page.locator("#fouls-1-by")).to_be_focused()
    assert page.locator('input[name="fouls-1-extra"]').count() == 1
    page.locator("#fouls-1-by").fill("Fabinho")
    page.locator("#fouls-1-against").fill("Karim Benzema")
    page.locator("#fouls-1-after").fill("1")
    page.locator("#fouls-1-free_kick").select_option("direct")
    page.get_by_role("button", name="Remove foul 1").click()  # the empty first row
    assert page.locator("#fouls-0-by").input_value() == "Fabinho"
    open_section(page, "measurements")
    page.get_by_role("button", name="Add another measurement").click()
    page.get_by_role("button", name="Remove measurement 2").click()
    open_section(page, "off_field")
    page.get_by_role("button", name="Add another player off the field").click()
    expect(page.locator("fieldset[data-row=off_field]")).to_have_count(2)

    page.get_by_role("button", name="Explain this incident").last.click()
    page.wait_for_url(re.compile(r"/e/[a-z2-7]{12}$"))
    ident = page.url.rsplit("/", 1)[1]
    record = page.request.get(f"/api/v1/incidents/{ident}").json()["incident"]
    assert [d["field"] for d in record["disputes"]] == ["sequence[0].classification"]
    assert record["fouls"][0]["by"] == "fabinho" and record["fouls"][0]["after"] == 1
    assert record["sequence"][0]["provenance"]  # the hidden facts came along


def test_errors_in_new_fields_and_kept_facts_are_linked_and_accessible(page: Any) -> None:
    page.goto(f"/explain?case={KANE_SLUG}")
    for part in ("fouls", "measurements", "notes"):
        open_section(page, part)
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
    # The sections holding an error or a value come back open, their fields visible.
    for field in ("#fouls-0-by", "#measurements-0-position", "#notes"):
        expect(page.locator(field)).to_be_visible()
    assert serious_violations(page) == []
    summary.locator('a[href="#drop_extra"]').click()
    expect(page.locator("#drop_extra")).to_be_focused()
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
