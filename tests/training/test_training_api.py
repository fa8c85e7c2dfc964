"""The trainer's API: every answer recomputed through POST /api/v1/decisions, the query's
parameters checked (a 400 naming the bad one), pages, filters and languages."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from explainer.training.questions import Question, value_at


def _check_through_the_api(client: FlaskClient, found: list[Question]) -> int:
    """POST each question's incident to the decisions API; the right choice's value is
    the one at the question's field, and no other choice's is. Returns how many."""
    for q in found:
        body = q.material.incident.model_dump(mode="json")
        response = client.post("/api/v1/decisions", json=body)
        assert response.status_code == 200, (q.id, response.get_json())
        said = value_at(response.get_json(), q.field)
        values = [c.value for c in q.choices]
        assert said == q.right().value, (q.id, q.field, said)
        assert values.count(said) == 1, q.id
    return len(found)


def test_every_answer_is_what_the_decisions_api_says(
    client: FlaskClient, questions: tuple[Question, ...]
) -> None:
    """Every question of the bank (some 4,400, about 30 s: the decisions API keeps its answer
    to each incident, asked by each of its questions)."""
    assert _check_through_the_api(client, list(questions)) == len(questions)


def test_the_questions_answer_total_and_a_page(
    client: FlaskClient, questions: tuple[Question, ...]
) -> None:
    first = client.get("/api/v1/training/questions?limit=100").get_json()
    assert first["total"] == len(questions) and len(first["questions"]) == 100
    second = client.get("/api/v1/training/questions?limit=5&offset=100").get_json()
    assert [q["id"] for q in second["questions"]] == [q.id for q in questions[100:105]]
    one = first["questions"][0]
    assert {"id", "incident", "field", "choices", "answer", "clauses", "explanation_url"} <= set(
        one
    )
    assert all({"id", "text", "value"} <= set(c) for c in one["choices"])
    assert client.post("/api/v1/decisions", json=one["incident"]).status_code == 200


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("limit=ten", "limit"),
        ("offset=-1", "offset"),
        ("clause=OFF-XYZ-9", "clause"),
        ("edition=1999/00", "edition"),
        ("topic=tactics", "topic"),
        ("kind=colour", "kind"),
        ("difficulty=4", "difficulty"),
    ],
)
def test_a_bad_parameter_is_a_400_naming_it(client: FlaskClient, query: str, name: str) -> None:
    for path in ("/api/v1/training/questions", "/api/v1/training/questions.gift"):
        response = client.get(f"{path}?{query}")
        assert response.status_code == 400
        problem = response.get_json()
        assert [(e["path"], e["location"]) for e in problem["errors"]] == [(name, "query")]


def test_filters_keep_what_they_name(client: FlaskClient) -> None:
    data = client.get("/api/v1/training/questions?clause=PHASE-2&limit=100").get_json()
    assert data["total"] > 0 and all("PHASE-2" in q["clauses"] for q in data["questions"])
    data = client.get("/api/v1/training/questions?edition=2019/20&kind=offence").get_json()
    assert data["total"] > 0
    assert all(q["edition"] == "2019/20" and q["kind"] == "offence" for q in data["questions"])


def _words(q: dict[str, Any]) -> list[str]:
    return [q["prompt"], *(c["text"] for c in q["choices"])]


@pytest.mark.parametrize("lang", ["fr", "de", "es"])
def test_each_language_words_the_same_questions(client: FlaskClient, lang: str) -> None:
    english = client.get("/api/v1/training/questions?kind=offence&limit=3").get_json()
    other = client.get(f"/api/v1/training/questions?kind=offence&limit=3&lang={lang}").get_json()
    for a, b in zip(english["questions"], other["questions"], strict=True):
        assert (a["id"], a["answer"], a["field"]) == (b["id"], b["answer"], b["field"])
        assert [c["value"] for c in a["choices"]] == [c["value"] for c in b["choices"]]
        assert not set(_words(a)) & set(_words(b)), (lang, _words(b))


def test_one_question_by_its_id_and_its_explanation(
    client: FlaskClient, questions: tuple[Question, ...]
) -> None:
    q = questions[3]
    data = client.get(f"/api/v1/training/questions/{q.id}").get_json()
    assert data["id"] == q.id and data["answer"] == q.answer
    assert client.get("/api/v1/training/questions/0000000000000000-offence").status_code == 404
    page = client.get(data["explanation_url"].split("localhost", 1)[-1])
    assert page.status_code == 200
    assert client.get("/train/explanations/0000000000000000-offence").status_code == 404


def test_the_trainer_is_in_the_openapi_document(client: FlaskClient) -> None:
    paths = client.get("/openapi.json").get_json()["paths"]
    listed = paths["/api/v1/training/questions"]["get"]
    assert {p["name"] for p in listed["parameters"]} >= {
        "limit", "offset", "clause", "edition", "lang"
    }  # fmt: skip
    assert "/api/v1/training/questions.gift" in paths
    schema = listed["responses"]["200"]["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/QuestionList"}
