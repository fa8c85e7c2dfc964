"""No page a visitor can reach shows developer text: no `make` command, no file path
(features/..., reports/..., a .py or .feature file, a line number), and no clause id
without its title. An id is shown either beside its title or in brackets after the words
that name it ("the deliberate-play rule (PHASE-2)")."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient
from support import kane_data

from explainer.casebook import cases
from rules import RULES

CLAUSE_ID = re.compile(r"\b(?:[A-Z]+-)+[A-Z0-9]*\d+\b")
DEVELOPER = re.compile(
    r"\bmake (?:test|run|bench|stress|eval)\b|features/\S+|reports/\S+"
    r"|\S+\.(?:py|feature)\b|cucumber|, line \d+"
)
#: The API's own documentation speaks to developers; it may name files to send.
FOR_DEVELOPERS = {"/api/docs"}


def visible_text(page: str) -> str:
    body = re.sub(r"(?s)<(script|style|head)\b.*?</\1>", "", page)
    text = html.unescape(re.sub(r"<[^>]+>", " ", body))
    return " ".join(text.split()).replace("( ", "(").replace(" )", ")")


def problems(path: str, text: str) -> list[str]:
    found = [] if path in FOR_DEVELOPERS else [m.group(0) for m in DEVELOPER.finditer(text)]
    for m in CLAUSE_ID.finditer(text):
        rule_id = m.group(0)
        if rule_id not in RULES:
            continue
        near = text[max(0, m.start() - 200) : m.end() + 200]
        bracketed = text[m.start() - 1 : m.end() + 1] == f"({rule_id})"
        if RULES[rule_id].title not in near and not bracketed:
            found.append(rule_id)
    return found


def routes(client: FlaskClient) -> list[str]:
    ident = client.post("/api/v1/incidents", json=kane_data()).get_json()["id"]
    paths = ["/", "/explain", "/laws", "/api/docs", "/no-such-page", f"/e/{ident}"]
    paths += ["/laws?q=rudiger", "/laws?q=OFF-POS-3", "/laws?q=deliberate"]
    paths += [f"/e/{ident}/embed", f"/explain?from={ident}"]
    paths += [f"/laws/{rule_id}" for rule_id in RULES]
    for case in cases():
        paths += [f"/cases/{case.slug}", f"/cases/{case.slug}/embed"]
    return paths


def test_no_visitor_page_shows_developer_text_or_a_bare_clause_id(client: FlaskClient) -> None:
    bad = {}
    for path in routes(client):
        response = client.get(path)
        assert response.status_code in (200, 404), path
        found = problems(path, visible_text(response.get_data(as_text=True)))
        if found:
            bad[path] = sorted(set(found))
    assert not bad, bad


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Run make test to see results", ["make test"]),
        ("see features/editions.feature for it", ["features/editions.feature"]),
        ("the scenario at line 12 , line 12 of it", [", line 12"]),
        ("Law 11.1 · OFF-POS-2", ["OFF-POS-2"]),
        (f"OFF-POS-2 · {RULES['OFF-POS-2'].title}", []),
        ("the deliberate-play rule (PHASE-2) seen from", []),
    ],
)
def test_the_check_itself_finds_what_it_should(text: str, found: list[str]) -> None:
    assert problems("/", text) == found
