"""The top line is the contract (issue 30): no part of an explanation page contradicts
another or the headline, and the headline is the same on the page, its link card, the
embed, oEmbed, the API and the CLI.

Each part of the page states its claims as data attributes (templates/html/_claims.html);
tests/consistency.py checks them against each other. Run on every casebook page in the
four languages and on 500 generated incidents, with version 2 copies of some that leave
out what nobody reported (involvements, the whistle, the flag, the VAR check, the restart,
the final decision), so that thin facts are covered. The checker is shown to fail on each
contradiction the issue lists, on crafted pages and on a page rendered from an
inconsistent answer.
"""

from __future__ import annotations

import copy
import html
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from click.testing import CliRunner
from consistency import Claim, check, claims, contradictions
from flask.testing import FlaskClient
from support import CASEBOOK, app_in, generated_incidents

from explainer import casebook
from explainer.cli import main
from explainer.wording import render
from rules import analyse

SLUGS = [c.slug for c in casebook.cases()]
LANGUAGES = ("en", "fr", "de", "es")
#: Generated incidents (version 1, the generator's) and the version 2 copies made of the
#: first THIN of them; split into CHUNKS runs so that pytest-xdist spreads them.
GENERATED, THIN, CHUNKS, SEED = 500, 250, 5, 30


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    with app_in(tmp_path_factory.mktemp("consistency")) as app:
        yield app.test_client()


# --- what the surfaces say ----------------------------------------------------------------------


def text_of(pattern: str, page: str) -> str:
    found = re.search(pattern, page, re.S)
    assert found is not None, pattern
    return html.unescape(" ".join(re.sub(r"<[^>]+>", "", found.group(1)).split()))


def headlines(client: FlaskClient, page_path: str, lang: str) -> dict[str, str]:
    """The headline as the page, its link-card meta, the embed and oEmbed give it."""
    page = client.get(f"{page_path}?lang={lang}").get_data(as_text=True)
    found = {"page h1": text_of(r'<h1 class="verdict[^"]*" id="verdict"[^>]*>(.*?)</h1>', page)}
    for key in ("og:title", "twitter:title"):
        found[key] = text_of(rf'<meta (?:property|name)="{key}" content="([^"]*)"', page)
    alt = text_of(r'<meta property="og:image:alt" content="([^"]*)"', page)
    found["card image alt"] = alt[: len(found["page h1"])]
    embed = client.get(f"{page_path}/embed?lang={lang}").get_data(as_text=True)
    found["embed"] = text_of(r'<h1 class="embed-verdict"[^>]*>(.*?)</h1>', embed)
    url = quote(f"http://localhost{page_path}", safe="")
    found["oEmbed"] = client.get(f"/oembed?url={url}&lang={lang}").get_json()["title"]
    return found


def first_line_of_cli(path: Path, lang: str) -> str:
    out = CliRunner().invoke(main, ["explain", str(path), "--lang", lang]).stdout
    return out.splitlines()[0]


def assert_one_headline(found: dict[str, str]) -> None:
    headline = found["page h1"]
    different = {where: text for where, text in found.items() if text != headline}
    assert not different, f"the page says {headline!r}; differs in {different}"


# --- the casebook, in four languages --------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", SLUGS)
def test_a_casebook_page_never_contradicts_itself(
    client: FlaskClient, slug: str, lang: str
) -> None:
    page = client.get(f"/cases/{slug}?lang={lang}").get_data(as_text=True)
    parts = claims(page)
    assert [c.kind for c in parts].count("headline") == 1 and any(c.kind == "var" for c in parts)
    assert contradictions(page) == []

    found = headlines(client, f"/cases/{slug}", lang)
    found["CLI first line"] = first_line_of_cli(CASEBOOK / f"{slug}.yaml", lang)
    incident = casebook.case(slug).incident  # type: ignore[union-attr]
    decided = client.post(
        f"/api/v1/decisions?lang={lang}", json=incident.model_dump(mode="json")
    ).get_json()
    found["API summary"] = decided["summary"]["headline"]
    assert_one_headline(found)


# --- generated incidents, and thin copies of them ------------------------------------------------


def thin(data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Version 2 copies of a generated incident that leave out what nobody reported: every
    involvement not listed, the officials' own facts, then the final decision too; and,
    for a goal, the whistle before it."""
    base = copy.deepcopy(data)
    base.pop("schema_version", None)
    base.pop("unlisted_involvements", None)
    officials = base.get("officials")
    if officials is None:
        yield base
        officials = {"on_field": "no_goal" if base["outcome"] == "goal_scored" else "play_on"}
        yield {**base, "officials": {**officials, "final": "unknown"}}
        return
    for fact in ("delayed_flag", "stopped_before_goal", "var_checked", "restarted_before_check"):
        officials.pop(fact, None)
    yield base
    yield {**base, "officials": {**officials, "final": "unknown"}}
    if base["outcome"] == "goal_scored":
        stopped = {**officials, "on_field": "no_goal", "stopped_before_goal": True}
        yield {**base, "officials": {**stopped, "final": "no_goal"}}
        yield {**base, "officials": {**stopped, "final": "unknown"}}


def incidents() -> list[dict[str, Any]]:
    made = generated_incidents(GENERATED, SEED)
    return made + [copy_ for data in made[:THIN] for copy_ in thin(data)]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_generated_pages_never_contradict_themselves(
    client: FlaskClient, chunk: int, tmp_path: Path
) -> None:
    tmp = tmp_path
    everything = incidents()
    mine = everything[chunk::CHUNKS]
    assert len(everything) > GENERATED + THIN and any("schema_version" not in d for d in mine)
    problems: dict[str, list[str]] = {}
    for n, data in enumerate(mine):
        stored = client.post("/api/v1/incidents", json=data).get_json()
        ident = stored["id"]
        page = client.get(f"/e/{ident}").get_data(as_text=True)
        found = contradictions(page)
        if found:
            problems[f"{ident} ({data['title']})"] = found
        surfaces = headlines(client, f"/e/{ident}", "en")
        decided = client.post("/api/v1/decisions", json=data).get_json()
        surfaces["API summary"] = decided["summary"]["headline"]
        surfaces["API explanation"] = decided["explanation"].splitlines()[0]
        assert_one_headline(surfaces)
        if n % 40 == 0:  # the CLI starts the whole engine: a sample
            path = tmp / f"generated-{chunk}-{n}.json"
            path.write_text(json.dumps(data))
            assert first_line_of_cli(path, "en") == surfaces["page h1"]
    assert not problems, "\n".join(f"{k}: {v}" for k, v in problems.items())


# --- the checker fails on each contradiction ------------------------------------------------------


def part(what: str, **attrs: str) -> str:
    said = " ".join(f'data-{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<p data-claims="{what}" {said}>…</p>'


HEAD = {"stood": "no_goal", "settled": "true", "conditional": "false", "law_call": "no_goal"}
UNSETTLED = {"stood": "undetermined", "settled": "false", "conditional": "true", "law_call": "none"}


@pytest.mark.parametrize(
    ("contradiction", "page"),
    [
        (
            "'How VAR handled it' says the decision stands and was changed to no goal",
            part("headline", **HEAD)
            + part("step", rule="VAR-PRIN-1", says="stood", final="goal")
            + part("step", rule="VAR-PRIN-2", says="changed", final="no_goal"),
        ),
        (
            "'What it depends on ... the goal would have stood' beside 'No single change'",
            part("headline", **HEAD)
            + part("depends", depends="2")
            + part("reading", kind="unknown_fact", offside="false", goal="stands", stood="goal")
            + part("reading", kind="unknown_fact", offside="true", goal="disallowed")
            + part("no-change", flips="none"),
        ),
        (
            "'VAR found no clear and obvious error' beside 'VAR could not intervene'",
            part("headline", **HEAD, blocked_by="play_stopped")
            + part(
                "var",
                var="stood_no_clear_error",
                says="stood",
                final="no_goal",
                no_clear_error="found",
            ),
        ),
        (
            "a settled headline beside a non-empty 'What it depends on'",
            part("headline", **HEAD)
            + part("depends", depends="1")
            + part("reading", kind="unknown_fact", offside="none", stood="no_goal"),
        ),
        (
            "a conditional headline beside a section stating a Law verdict",
            part("headline", **UNSETTLED)
            + part("var", var="overturned", says="changed", final="none", law_call="no_goal"),
        ),
        (
            "a conditional headline beside a VAR section that says what stood",
            part("headline", **UNSETTLED) + part("var", var="stood", says="stood", final="goal"),
        ),
        (
            "the headline's stood is not the VAR section's final",
            part("headline", **HEAD) + part("var", var="overturned", says="changed", final="goal"),
        ),
        (
            "the headline says the Laws give no goal, the VAR section that they support a goal",
            part("headline", **{**HEAD, "stood": "goal"})
            + part("var", var="stood", says="stood", final="goal", law_call="goal"),
        ),
        (
            "the headline says what stood was right, the VAR section that it was wrong",
            part("headline", **HEAD)
            + part(
                "var", var="wrong_not_corrected", says="stood", final="no_goal", law_differs="true"
            ),
        ),
        (
            "the headline blames VAR for not correcting, the VAR section says it could not review",
            part("headline", **HEAD, var="wrong_not_corrected")
            + part("var", var="not_reviewable", says="stood", final="no_goal"),
        ),
        (
            "the lede gives another answer than the headline",
            part("headline", **HEAD) + part("lede", **{**HEAD, "stood": "goal"}),
        ),
        ("no headline", part("lede", **HEAD)),
    ],
)
def test_the_checker_finds_each_contradiction(contradiction: str, page: str) -> None:
    assert contradictions(page), contradiction


def test_a_consistent_page_passes() -> None:
    page = (
        part("headline", **HEAD)
        + part("lede", **HEAD)
        + part("var", var="overturned", says="changed", final="no_goal", law_call="no_goal")
        + part("step", rule="VAR-PRIN-2", says="changed", final="no_goal")
        + part("changes", flips="some")
    )
    assert contradictions(page) == []
    assert str(Claim("var", {"final": "goal", "says": "none"})) == "[var final=goal]"


def test_a_page_rendered_from_an_inconsistent_answer_is_caught() -> None:
    """The real templates, given an answer whose summary says the goal stood while the
    review says it was changed to no goal: the page contradicts itself, and the check says so."""
    incident = casebook.case("2022-10-26-tottenham-sporting-kane").incident  # type: ignore[union-attr]
    analysis = analyse(incident)
    assert contradictions(render("html/standalone.html.j2", incident, analysis)) == []
    d = analysis.decision
    assert d.summary is not None and d.review is not None
    wrong = replace(d, summary=replace(d.summary, stood="goal"))
    page = render("html/standalone.html.j2", incident, replace(analysis, decision=wrong))
    assert any("says goal stood, but" in p or "says no_goal" in p for p in contradictions(page))

    unsure = replace(d.summary, stood="undetermined", law=replace(d.summary.law, call=None))
    page = render(
        "html/standalone.html.j2", incident, replace(analysis, decision=replace(d, summary=unsure))
    )
    found = check(claims(page))
    assert any("not known" in p for p in found) and any("states one" in p for p in found)


def test_every_part_of_a_page_states_its_claims(client: FlaskClient) -> None:
    """The parts the checker reads are on the page: headline, lede, the VAR summary and its
    steps, and 'What would have changed the decision'."""
    page = client.get("/cases/2022-10-26-tottenham-sporting-kane").get_data(as_text=True)
    kinds = {c.kind for c in claims(page)}
    assert {"headline", "lede", "var", "step", "changes", "counterfactual"} <= kinds
