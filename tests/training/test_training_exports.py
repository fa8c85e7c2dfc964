"""The exports: a set as Moodle GIFT, read back by a strict GIFT reader with the JSON's
answers, and the printable sheet with its answers."""

from __future__ import annotations

import re
from html import unescape

import pytest
from flask.testing import FlaskClient
from gift_reader import GiftError, read

from explainer.training import gift
from explainer.training.document import ChoiceDocument, QuestionDocument

QUERY = "limit=20&offset=40"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_20_question_gift_export_parses_with_the_jsons_answers(
    client: FlaskClient, lang: str
) -> None:
    text = client.get(f"/api/v1/training/questions.gift?{QUERY}&lang={lang}")
    assert text.status_code == 200 and text.mimetype == "text/plain"
    data = client.get(f"/api/v1/training/questions?{QUERY}&lang={lang}").get_json()
    parsed = read(text.get_data(as_text=True))
    assert len(parsed) == len(data["questions"]) == 20
    for question, doc in zip(parsed, data["questions"], strict=True):
        assert question.title == doc["id"]
        assert question.text.endswith(doc["prompt"])
        assert question.text.startswith(doc["story"].splitlines()[0])
        by_id = {c["id"]: c for c in doc["choices"]}
        assert [a.text for a in question.answers] == [c["text"] for c in doc["choices"]]
        right = next(a for a in question.answers if a.right)
        assert right.text == by_id[doc["answer"]]["text"]
        for answer, choice in zip(question.answers, doc["choices"], strict=True):
            misreading = choice.get("misconception")
            assert answer.feedback == (misreading["text"] if misreading else None)


def _doc(text: str) -> QuestionDocument:
    from support import kane_data

    from rules import read_incident

    return QuestionDocument(
        id="0123456789abcdef-offence",
        kind="offence",
        prompt=text,
        story="line one\nline two: {x}",
        incident=read_incident(kane_data()),
        field="decision.offside_offence",
        choices=[
            ChoiceDocument(id="a", text=text, value=True),
            ChoiceDocument(id="b", text="No = never ~ #1", value=False),
        ],
        answer="a",
        clauses=["OFF-POS-2"],
        explanation_url="http://localhost/x",
        topic="position",
        topics=["position"],
        edition="2022/23",
        difficulty=1,
        origin="rulebook",
        source="s",
    )


def test_gifts_special_characters_are_escaped_and_read_back() -> None:
    hard = "A ~ B = C # D { E } F : G \\ H"
    parsed = read(gift.export([_doc(hard)], "title: {x}"))
    assert parsed[0].text == "line one\nline two: {x}\n" + hard
    assert [a.text for a in parsed[0].answers] == [hard, "No = never ~ #1"]
    assert [a.right for a in parsed[0].answers] == [True, False]


def test_the_reader_refuses_what_is_not_gift() -> None:
    with pytest.raises(GiftError):
        read("::t::a { =yes = no }")  # two right answers
    with pytest.raises(GiftError):
        read("::t::what: { =yes ~no }")  # an unescaped colon
    with pytest.raises(GiftError):
        read("::t::what { =yes ~no")  # not closed


def test_the_printable_sheet_has_the_questions_then_their_answers(client: FlaskClient) -> None:
    data = client.get("/api/v1/training/questions?limit=5&lang=de").get_json()
    page = client.get("/train/sheet?limit=5&lang=de")
    assert page.status_code == 200
    html = unescape(page.get_data(as_text=True))
    assert "@media print" in html
    questions, answers = html.split('<section class="answers"', 1)
    for q in data["questions"]:
        assert q["prompt"] in questions
        right = next(c for c in q["choices"] if c["id"] == q["answer"])
        assert re.search(re.escape(q["answer"]) + r"\. " + re.escape(right["text"]), answers)
