"""The /train pages with Flask's test client: a set from the start page to the score, the
score per clause for answers of known rightness (the right ones found through the
decisions API, not the bank), the set's link, bad parameters (a 400 that names each, the
form filled), and every page kind in every language."""

from __future__ import annotations

import re
from collections import Counter
from html import unescape
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from flask.testing import FlaskClient

from explainer.training.questions import value_at

#: A set drawn again and again by its seed (any topic, edition and difficulty).
SEED = "20261205"


class Page(HTMLParser):
    """A trainer page as a browser reads it: the GET form's action, what it would send
    (hidden fields, checked radios, selected options), its radio choices, and the
    score table's rows."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.action = ""
        self.fields: dict[str, str] = {}
        self.radios: dict[str, list[str]] = {}
        self.rows: dict[str, tuple[int, int]] = {}
        self.data: dict[str, str] = {}
        self._select: str | None = None
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("method") == "get":
            self.action = a["action"]
        elif tag == "input" and a.get("name"):
            if a.get("type") == "radio":
                self.radios.setdefault(a["name"], []).append(a["value"])
                if "checked" in a:
                    self.fields[a["name"]] = a["value"]
            else:
                self.fields[a["name"]] = a.get("value", "")
        elif tag == "select":
            self._select = a["name"]
        elif tag == "option" and self._select and "selected" in a:
            self.fields[self._select] = a["value"]
        elif tag == "tr" and "data-rule" in a:
            self.rows[a["data-rule"]] = (int(a["data-right"]), int(a["data-asked"]))
        for key in ("data-right", "data-score", "data-total"):
            if key in a and tag != "tr":
                self.data[key] = a[key]

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None


def _path(location: str) -> str:
    parts = urlsplit(location)
    return f"{parts.path}?{parts.query}" if parts.query else parts.path


def _right_choice(client: FlaskClient, ident: str) -> tuple[str, str, list[str]]:
    """The id of the right choice of question ``ident``, found by deciding its incident
    through POST /api/v1/decisions (the choice whose value is at the question's field),
    a wrong one, and the clauses its answer cites."""
    q = client.get(f"/api/v1/training/questions/{ident}").get_json()
    decided = client.post("/api/v1/decisions", json=q["incident"]).get_json()
    said = value_at(decided, q["field"])
    right = [c["id"] for c in q["choices"] if c["value"] == said]
    assert len(right) == 1, ident
    wrong = next(c["id"] for c in q["choices"] if c["value"] != said)
    return right[0], wrong, q["clauses"]


def _walk(client: FlaskClient, first: str, plan: list[bool], lang: str = "en") -> list[str]:
    """Answer the set at ``first`` (a question page's address) right or wrong as ``plan``
    says, as a browser would (each form sent as it stands); the addresses of the pages
    seen, question and answer pages in turn, then the score page."""
    seen, here = [], first
    for n, right in enumerate(plan, start=1):
        page = client.get(here)
        assert page.status_code == 200, here
        form = Page(page.get_data(as_text=True))
        assert form.fields["number"] == str(n)
        ident = form.fields["ids"].split(",")[n - 1]
        good, bad, _ = _right_choice(client, ident)
        assert set(form.radios["choice"]) >= {good, bad}
        sent = client.get(
            form.action + "?" + urlencode({**form.fields, "choice": good if right else bad})
        )
        assert sent.status_code == 302
        answer = _path(sent.headers["Location"])
        shown = Page(client.get(answer).get_data(as_text=True))
        assert shown.data["data-right"] == ("yes" if right else "no"), (n, answer)
        seen += [here, answer]
        assert f"lang={lang}" in answer or lang == "en"
        query = parse_qs(urlsplit(answer).query)
        nxt = f"/train/q/{n + 1}" if n < len(plan) else "/train/score"
        here = f"{nxt}?{urlencode({k: v[0] for k, v in query.items()})}"
    return [*seen, here]


@pytest.fixture(scope="module")
def first(client: FlaskClient) -> str:
    """The first question of a 5-question set, drawn by SEED."""
    sent = client.get(f"/train/new?count=5&seed={SEED}")
    assert sent.status_code == 302
    return _path(sent.headers["Location"])


def test_the_start_page_offers_topics_editions_difficulties_and_counts(
    client: FlaskClient,
) -> None:
    page = client.get("/train")
    assert page.status_code == 200
    form = Page(page.get_data(as_text=True))
    assert form.action == "/train/new"
    assert form.radios["count"] == ["5", "10", "20"]
    assert form.radios["difficulty"] == ["", "1", "2", "3"]
    html = page.get_data(as_text=True)
    for value in ("interference", "deflections", "phases", "restarts", "var", "OFF-DP-1"):
        assert f'value="{value}"' in html
    assert 'value="2022/23"' in html


def test_a_set_from_start_to_score_counts_right_what_was_right(
    client: FlaskClient, first: str
) -> None:
    plan = [True, False, True, False, False]
    pages = _walk(client, first, plan)
    score = client.get(pages[-1])
    assert score.status_code == 200
    shown = Page(score.get_data(as_text=True))
    assert (shown.data["data-score"], shown.data["data-total"]) == ("2", "5")
    # Per clause: the clauses each question's answer cites (the API's), tallied here.
    ids = parse_qs(urlsplit(first).query)["ids"][0].split(",")
    asked: Counter[str] = Counter()
    right: Counter[str] = Counter()
    for ident, good in zip(ids, plan, strict=True):
        for rule in _right_choice(client, ident)[2]:
            asked[rule] += 1
            right[rule] += good
    assert shown.rows == {rule: (right[rule], asked[rule]) for rule in asked}
    # The questions missed link to their answers.
    html = score.get_data(as_text=True)
    for n in (2, 4, 5):
        assert f'href="/train/a/{n}?' in html
    assert 'href="/train/a/1?' not in html and 'href="/train/a/3?' not in html


def test_a_reload_loses_no_answer_and_every_page_is_a_link(client: FlaskClient, first: str) -> None:
    pages = _walk(client, first, [False, True, True, True, True])
    again = [client.get(p) for p in pages]
    assert all(r.status_code == 200 for r in again)
    assert [r.get_data() for r in again] == [client.get(p).get_data() for p in pages]
    assert Page(again[-1].get_data(as_text=True)).data["data-score"] == "4"


def test_the_link_of_a_set_gives_the_same_questions_in_any_language(
    client: FlaskClient, first: str
) -> None:
    ids = parse_qs(urlsplit(first).query)["ids"][0]
    pages = _walk(client, first, [True] * 5)
    html = client.get(pages[-1]).get_data(as_text=True)
    found = re.search(r'id="share-link"[^>]*value="([^"]+)"', html)
    assert found is not None
    link = _path(unescape(found.group(1)))
    assert "lang=" not in link
    for lang in ("en", "fr", "de", "es"):
        page = client.get(f"{link}&lang={lang}")
        assert page.status_code == 200
        assert Page(page.get_data(as_text=True)).fields["ids"] == ids
    # The same seed draws the same set; another seed, another.
    again = client.get(f"/train/new?count=5&seed={SEED}").headers["Location"]
    assert parse_qs(urlsplit(again).query)["ids"][0] == ids
    other = client.get("/train/new?count=5&seed=1").headers["Location"]
    assert parse_qs(urlsplit(other).query)["ids"][0] != ids


def test_a_set_keeps_to_the_choice(client: FlaskClient) -> None:
    sent = client.get("/train/new?topic=deflections&edition=2022/23&difficulty=2&count=10&seed=4")
    assert sent.status_code == 302
    ids = parse_qs(urlsplit(sent.headers["Location"]).query)["ids"][0].split(",")
    assert 0 < len(ids) <= 10
    for ident in ids:
        q = client.get(f"/api/v1/training/questions/{ident}").get_json()
        assert "deflections" in q["topics"] and q["edition"] == "2022/23"
        assert q["difficulty"] == 2


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("topic=nope", "topic"),
        ("edition=1999/00", "edition"),
        ("count=7", "count"),
        ("count=", "count"),
        ("difficulty=9", "difficulty"),
        ("seed=abc", "seed"),
    ],
)
def test_a_bad_choice_is_a_400_naming_it_with_the_form_filled(
    client: FlaskClient, query: str, name: str
) -> None:
    sent = client.get(f"/train/new?{query}&edition=2022/23&topic=restarts&count=10")
    html = sent.get_data(as_text=True)
    assert sent.status_code == 400
    assert f'<a href="#{name}">' in html or f"{name} accepts" in html
    form = Page(html).fields
    kept = {"edition": "2022/23", "topic": "restarts", "count": "10"}
    assert {k: form.get(k) for k in kept if k != name} == {
        k: v for k, v in kept.items() if k != name
    }


def test_a_tampered_set_is_a_400_naming_the_parameter(client: FlaskClient, first: str) -> None:
    query = parse_qs(urlsplit(first).query)
    ids = query["ids"][0]
    tampered = [
        ("/train/q/1", {"ids": ids.replace(ids[:4], "ffff", 1)}, "ids"),
        ("/train/q/1", {"ids": ids + "," + ids.split(",")[0]}, "ids"),
        ("/train/q/1", {"ids": ""}, "ids"),
        ("/train/q/2", {"ids": ids, "answers": "z"}, "answers"),
        ("/train/q/2", {"ids": ids, "answers": "aaaaaa"}, "answers"),
        ("/train/q/4", {"ids": ids, "answers": ""}, "number"),
        ("/train/a/1", {"ids": ids}, "number"),
        ("/train/score", {"ids": ids, "answers": ""}, "answers"),
        ("/train/answer", {"ids": ids, "number": "3"}, "number"),
        ("/train/q/1", {"ids": ids, "topic": "nope"}, "topic"),
    ]
    for path, args, name in tampered:
        page = client.get(f"{path}?{urlencode({**args, 'edition': '2022/23'})}")
        html = page.get_data(as_text=True)
        assert page.status_code == 400, (path, args)
        assert f"{name} accepts" in html, (path, args, name)
        if name != "edition":
            assert Page(html).fields.get("edition") == "2022/23"  # the choice kept


def test_an_answer_without_a_usable_choice_gives_the_question_back(
    client: FlaskClient, first: str
) -> None:
    form = Page(client.get(first).get_data(as_text=True))
    for choice, said in (("", "Choose one of the answers"), ("z", "choice accepts")):
        page = client.get(form.action + "?" + urlencode({**form.fields, "choice": choice}))
        html = page.get_data(as_text=True)
        assert page.status_code == 400 and said in html
        assert Page(html).fields["ids"] == form.fields["ids"]  # the set kept
