"""The rule book in the app: /laws and one page per clause, /laws/<id>."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_SLUG

from explainer import casebook, clauses, rulebook
from explainer.views.laws import mark, sections
from rules import EDITIONS, RULES, decide
from rules.catalogue import LAWS_URL, VAR_URL, cite

ROOT = Path(__file__).resolve().parents[2]
SUMMARIES = ROOT / "templates" / "laws" / "summaries"
DELIBERATE = "Deliberate play, deflection or save"
#: Scenario titles of features/deliberate_play.feature, by the clause they document.
DP2_TITLES = (
    "García had the ball under control and miscued his clearance to Mbappé; the goal stands",
    "Nobody reported how García's header was judged, so the decision stays open",
    "García controls the ball and then passes it straight to Mbappé, who is onside again",
)
DP1_ONLY_TITLE = "García deliberately plays the ball to Mbappé, who is not penalised"
GRID = "Son <line> the second-last opponent, <half>, <verdict> in an offside position"


def text_of(page: str) -> str:
    """The page's text with tags removed and entities decoded, whitespace collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def section(page: str, heading_id: str) -> str:
    """The HTML of the <section> labelled by ``heading_id`` (up to the next top-level one)."""
    start = page.index(f'aria-labelledby="{heading_id}"')
    end = page.find('<section aria-labelledby="', start + 1)
    return page[start : end if end != -1 else len(page)]


def scenario_results(page: str) -> dict[str, str]:
    """Scenario title -> the result shown next to it on a clause page."""
    found = {}
    for chunk in page.split('<details class="scenario" ')[1:]:
        title = re.search(r"<h4[^>]*>(.*?)</h4>", chunk, re.S)
        status = re.search(r'<span class="status status-([a-z-]+)">', chunk)
        assert title is not None
        found[html.unescape(re.sub(r"<[^>]+>", "", title.group(1)))] = (
            status.group(1) if status else "none"
        )
    return found


def summary_module(app: Flask, rule_id: str) -> Any:
    return app.jinja_env.get_template(f"laws/summaries/{rule_id}.html").module


def cucumber(path: Path, results: dict[tuple[str, str], str]) -> Path:
    """Write a Cucumber JSON report like pytest-bdd's, one element per (feature, scenario)."""
    features: dict[str, list[dict[str, Any]]] = {}
    for (feature, name), status in results.items():
        steps = [
            {"keyword": "Given", "name": "a step", "result": {"status": "passed"}},
            {"keyword": "Then", "name": "a check", "result": {"status": status}},
        ]
        features.setdefault(feature, []).append(
            {"keyword": "Example", "name": name, "steps": steps}
        )
    data = [{"name": f, "uri": f"features/{f}.feature", "elements": e} for f, e in features.items()]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def no_report(tmp_path: Path) -> dict[str, str]:
    return {"RULEBOOK_REPORT": str(tmp_path / "no-report.json")}


# --- /laws ---------------------------------------------------------------------------


def test_index_lists_every_clause_with_its_summary_by_section(
    app: Flask, client: FlaskClient
) -> None:
    response = client.get("/laws")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<h1>The rule book</h1>" in page
    text = text_of(page)
    for rule_id in RULES:
        assert f'href="/laws/{rule_id}"' in page, rule_id
        assert RULES[rule_id].title in text, rule_id
    # Grouped by section, in the order of the Laws: 11.1 before 11.2, the VAR protocol last.
    assert text.index("Law 5.3") < text.index("Law 11.1: Offside position")
    assert text.index("Law 11.1: Offside position") < text.index("Law 11.2: Offside offence")
    assert text.index("Law 11.4") < text.index("VAR protocol, 1. Principles")
    dp2 = page.index('href="/laws/OFF-DP-2"')
    assert page.index('id="law-11-2"') < dp2 < page.index('id="law-11-3"')


def test_every_clause_is_in_exactly_one_section() -> None:
    listed = [rule.id for sec in sections() for rule in sec.rules]
    assert sorted(listed) == sorted(RULES)
    assert len({sec.anchor for sec in sections()}) == len(sections())


def test_the_nav_leads_to_the_rule_book(client: FlaskClient) -> None:
    home = client.get("/").get_data(as_text=True)
    assert '<a href="/laws">Rule book</a>' in home
    book = client.get("/laws").get_data(as_text=True)
    assert '<a href="/laws" aria-current="page">Rule book</a>' in book


# --- completeness ----------------------------------------------------------------------


def test_every_rule_has_a_title_and_a_summary_template_with_a_lead(app: Flask) -> None:
    missing = [r for r in RULES if not (SUMMARIES / f"{r}.html").is_file()]
    assert missing == [], f"rules without a summary in templates/laws/summaries/: {missing}"
    strays = sorted(p.stem for p in SUMMARIES.glob("*.html") if p.stem not in RULES)
    assert strays == [], f"summaries of rules the catalogue does not have: {strays}"
    with app.test_request_context():
        for rule_id in RULES:
            module = summary_module(app, rule_id)
            assert RULES[rule_id].title.strip(), rule_id  # declared in the catalogue only
            assert not hasattr(module, "title"), rule_id
            assert len(text_of(str(module.lead()))) > 30, rule_id
            str(module.body())  # renders (its links resolve)


def test_every_rule_page_renders_with_its_title_and_place_in_the_laws(
    app: Flask, client: FlaskClient
) -> None:
    for rule_id, rule in RULES.items():
        response = client.get(f"/laws/{rule_id}")
        assert response.status_code == 200, rule_id
        page = response.get_data(as_text=True)
        h1 = re.search(r'<h1 id="clause-title">(.*?)</h1>', page)
        assert h1 is not None and text_of(h1.group(1)) == rule.title
        url = cite(rule_id, "2025/26").url
        assert f'href="{url}"' in page, rule_id
        if rule.document == "VAR protocol":
            assert url == VAR_URL
        elif rule.law == 11:
            assert url == LAWS_URL
        if rule.law is not None:
            assert f"Law {rule.section}" in page, rule_id


def test_every_law_link_of_every_explanation_leads_to_a_clause_page(
    client: FlaskClient,
) -> None:
    linked: set[str] = set()
    for case in casebook.cases():
        page = client.get(f"/cases/{case.slug}").get_data(as_text=True)
        linked |= set(re.findall(r'href="/laws/([^"#]+)"', page))
    assert {"OFF-POS-6", "OFF-OFF-3", "EDITION-1"} <= linked
    for rule_id in sorted(linked):
        assert client.get(f"/laws/{rule_id}").status_code == 200, rule_id


# --- one clause --------------------------------------------------------------------------


def test_deliberate_play_clause_shows_its_summary_history_and_scenarios(
    make_client: Any, no_report: dict[str, str]
) -> None:
    page = make_client(**no_report).get("/laws/OFF-DP-2").get_data(as_text=True)
    text = text_of(page)
    assert "A deliberate play means having the ball under control" in text
    assert "Law 11.2" in text and f'href="{LAWS_URL}"' in page
    assert "Since 2022/23" in text
    # History: not in the Laws up to 2021/22, the IFAB test of control from 2022/23.
    history = text_of(section(page, "editions"))
    assert "2016/17 to 2021/22" in history and "Not yet part of the Laws" in history
    assert "2022/23 to 2026/27" in history
    # Its scenarios, as Given/When/Then, and not those of other clauses.
    scenarios = text_of(section(page, "scenarios"))
    assert DELIBERATE in scenarios
    for title in DP2_TITLES:
        assert title in scenarios
    assert DP1_ONLY_TITLE not in scenarios
    assert "Given the attacking team is France: Hernández, Benzema and Mbappé" in scenarios
    assert "And García tries to clear the ball" in scenarios
    assert "When the referee applies the Laws" in scenarios
    assert "Then there is no offside offence" in scenarios
    assert "features/" not in scenarios and ".feature" not in scenarios
    assert "the results of the last run are not included in this copy" in scenarios


def test_results_come_from_the_last_cucumber_report(make_client: Any, tmp_path: Path) -> None:
    report = cucumber(
        tmp_path / "cucumber.json",
        {
            (DELIBERATE, DP2_TITLES[0]): "passed",
            (DELIBERATE, DP2_TITLES[1]): "failed",
            # Same title in another feature: must not be taken for this one.
            ("Some other feature", DP2_TITLES[2]): "passed",
        },
    )
    page = make_client(RULEBOOK_REPORT=str(report)).get("/laws/OFF-DP-2").get_data(as_text=True)
    results = scenario_results(page)
    assert results[DP2_TITLES[0]] == "passed"
    assert results[DP2_TITLES[1]] == "failed"
    assert results[DP2_TITLES[2]] == "not-run"
    assert "Results are from the last test run" in page


def test_outline_rows_have_their_own_results(make_client: Any, tmp_path: Path) -> None:
    feature = "Offside position"
    ahead = (
        "Son ahead of the second-last opponent, in the opponents' half, is in an offside position"
    )
    behind = (
        "Son behind the second-last opponent, in the opponents' half, is not in an offside position"
    )
    report = cucumber(
        tmp_path / "r.json", {(feature, ahead): "passed", (feature, behind): "failed"}
    )
    page = make_client(RULEBOOK_REPORT=str(report)).get("/laws/OFF-POS-2").get_data(as_text=True)
    # The outline as written, its placeholders marked, and its rows in a table.
    assert "<var>line</var>" in page and "<var>verdict</var>" in page
    assert scenario_results(page)[GRID.replace("<", "").replace(">", "")] == "failed"
    rows = re.findall(r"<tr><td[^>]*>(.*?)</td>.*?status-([a-z-]+)", page)
    by_row = {}
    for first, status in rows:
        by_row.setdefault(first, []).append(status)
    assert "failed" in by_row["behind"] and "passed" in by_row["ahead of"]
    assert "not-run" in by_row["level with"]


def test_a_known_engine_bug_is_marked_as_expected_to_fail(make_client: Any, tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
    (features / "bugs.feature").write_text(
        "Feature: Known bugs\n"
        "  Rule: A rule\n"
        "    @OFF_DP_2 @bug_example\n"
        "    Example: The engine gets this wrong\n"
        "      Given García heads the ball\n"
        "      Then the goal stands\n"
        "    @OFF_DP_2\n"
        "    Example: A skipped scenario\n"
        "      Given García heads the ball\n",
        encoding="utf-8",
    )
    report = cucumber(
        tmp_path / "r.json",
        {
            ("Known bugs", "The engine gets this wrong"): "skipped",
            ("Known bugs", "A skipped scenario"): "skipped",
        },
    )
    client = make_client(RULEBOOK_FEATURES=str(features), RULEBOOK_REPORT=str(report))
    page = client.get("/laws/OFF-DP-2").get_data(as_text=True)
    results = scenario_results(page)
    assert results == {"The engine gets this wrong": "known-bug", "A skipped scenario": "skipped"}
    assert "Known engine bug (expected to fail)" in page and "a known bug" in page


def test_a_broken_report_is_ignored_with_a_note(make_client: Any, tmp_path: Path) -> None:
    broken = tmp_path / "cucumber.json"
    broken.write_text("{not json", encoding="utf-8")
    response = make_client(RULEBOOK_REPORT=str(broken)).get("/laws/OFF-DP-2")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "could not be read" in page and 'class="status' not in page
    assert DP2_TITLES[0] in text_of(page)


def test_casebook_incidents_that_cite_the_clause(client: FlaskClient) -> None:
    page = client.get("/laws/OFF-OFF-3").get_data(as_text=True)
    incidents = section(page, "incidents")
    assert f'href="/cases/{KANE_SLUG}"' in incidents
    kane = incidents[incidents.index(KANE_SLUG) :].split("</li>")[0]
    assert "Tottenham Hotspur v Sporting CP" in kane and "this clause made it an offence" in kane
    # Lukaku v Russia turns on a deliberate play, not on gaining an advantage.
    assert "2021-06-12-belgium-russia-lukaku" not in incidents
    dp1 = section(client.get("/laws/OFF-DP-1").get_data(as_text=True), "incidents")
    assert "2021-06-12-belgium-russia-lukaku" in dp1 and KANE_SLUG not in dp1


def test_cited_incidents_match_the_decision_traces() -> None:
    traces = {c.slug: {f.rule for f in decide(c.incident).trace} for c in casebook.cases()}
    for rule_id in ("OFF-OFF-3", "OFF-DP-1", "EDITION-1", "VAR-CAT-3"):
        cited = {c.case.slug for c in clauses.citing(rule_id)}
        assert cited == {slug for slug, rules in traces.items() if rule_id in rules}, rule_id
    assert len(clauses.citing("EDITION-1")) == len(casebook.cases())


def test_unknown_clause_is_a_404_and_other_spellings_redirect(client: FlaskClient) -> None:
    for path in ("/laws/OFF-XYZ-9", "/laws/OFF-DP-99", "/laws/<script>"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "Page not found" in response.get_data(as_text=True)
    for spelling in ("off-dp-2", "OFF_DP_2"):
        response = client.get(f"/laws/{spelling}")
        assert response.status_code == 301
        assert response.headers["Location"] == "/laws/OFF-DP-2"


# --- without the feature files or the parser -------------------------------------------


def test_without_feature_files_the_page_still_renders_with_a_note(
    make_client: Any, tmp_path: Path, no_report: dict[str, str]
) -> None:
    client = make_client(RULEBOOK_FEATURES=str(tmp_path / "nowhere"), **no_report)
    page = client.get("/laws/OFF-DP-2").get_data(as_text=True)
    assert "examples are not installed" in page
    assert DP2_TITLES[0] not in text_of(page)
    assert "A deliberate play means having the ball under control" in text_of(page)
    assert client.get("/laws").status_code == 200


def test_without_the_gherkin_parser_the_page_says_so(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rulebook, "_parser", lambda: None)
    page = client.get("/laws/OFF-DP-2").get_data(as_text=True)
    assert "cannot read the rule book's examples" in page and DP2_TITLES[0] not in text_of(page)


def test_a_broken_feature_file_is_left_out_and_named(
    make_client: Any, tmp_path: Path, no_report: dict[str, str]
) -> None:
    features = tmp_path / "features"
    features.mkdir()
    source = ROOT / "features" / "deliberate_play.feature"
    (features / "deliberate_play.feature").write_text(source.read_text(encoding="utf-8"))
    (features / "broken.feature").write_text("Feature: x\n  Scenario: a\n    Given a\nFeature: y\n")
    page = (
        make_client(RULEBOOK_FEATURES=str(features), **no_report)
        .get("/laws/OFF-DP-2")
        .get_data(as_text=True)
    )
    assert "broken.feature" in page
    assert DP2_TITLES[0] in text_of(page)


# --- the pieces --------------------------------------------------------------------------


def test_history_follows_the_edition_flags_and_since() -> None:
    dp1 = clauses.history("OFF-DP-1")
    assert [(s.first.name, s.last.name) for s in dp1] == [
        ("2016/17", "2019/20"),
        ("2020/21", EDITIONS[-1].name),
    ]
    assert [s.flags for s in dp1] == [
        (("deliberate_handball_is_play", False),),
        (("deliberate_handball_is_play", True),),
    ]
    moj2 = clauses.history("OFF-MOJ-2")
    assert [s.exceptions for s in moj2] == [(), ("OFF-MOJ-3",)]
    assert moj2[1].first.name == "2025/26"
    unchanged = clauses.history("OFF-POS-5")
    assert len(unchanged) == 1 and unchanged[0].in_laws and not unchanged[0].flags


def test_edition_changes_name_real_clauses_and_agree_with_since() -> None:
    from rules.editions import CHANGES

    for change in CHANGES:
        first_on = next(e.name for e in EDITIONS if e.has(change.name))
        assert first_on == change.since, change
        for rule_id in change.clauses:
            assert rule_id in RULES, change
            assert change.name in RULES[rule_id].changes
            since = RULES[rule_id].since
            if since is not None:
                assert first_on == since, (rule_id, change.name)
    # Every change bears on at least one clause, and the rule book lists them all.
    assert {c.name for c in CHANGES} == set(clauses.FLAG_NAMES)
    assert all(change.clauses for change in CHANGES)


def test_mark_escapes_and_marks_placeholders() -> None:
    assert str(mark("Son is <line> the ball")) == "Son is <var>line</var> the ball"
    assert str(mark("Coates's <b> & <c>")) == "Coates&#39;s <var>b</var> &amp; <var>c</var>"
    assert "<img" not in str(mark('"><img src=x onerror=alert(1)>'))


def test_every_clause_page_says_which_editions_it_applies_to(
    make_client: Any, no_report: dict[str, str]
) -> None:
    client = make_client(**no_report)
    for rule_id, rule in RULES.items():
        editions = text_of(
            section(client.get(f"/laws/{rule_id}").get_data(as_text=True), "editions")
        )
        if rule.document == "IFAB trial":
            assert "not part of any edition" in editions, rule_id
            continue
        spans = clauses.history(rule_id)
        if len(spans) == 1 and not spans[0].flags and spans[0].in_laws:
            assert f"from {EDITIONS[0].name} to {EDITIONS[-1].name}" in editions, rule_id
        else:
            for span in spans:
                first = span.first.name
                assert first in editions, (rule_id, first)


def test_the_shipped_results_are_written_from_the_report_and_read_back_dated(
    make_client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = cucumber(
        tmp_path / "cucumber.json",
        {(DELIBERATE, DP2_TITLES[0]): "failed"},
    )
    shipped = tmp_path / "data" / "rulebook-results.json"
    monkeypatch.setattr(rulebook, "SHIPPED_RESULTS", shipped)
    assert rulebook.main([str(report)]) == 0
    loaded = rulebook.load_report(shipped)
    assert loaded is not None and not loaded.unreadable
    assert loaded.results == rulebook.load_report(report).results  # type: ignore[union-attr]
    # The app shows the shipped results when no report is configured.
    assert rulebook.report_path() == shipped
    page = make_client().get("/laws/OFF-DP-2").get_data(as_text=True)
    assert "Results are from the last test run" in page
    assert rulebook.main([str(tmp_path / "missing.json")]) == 2
