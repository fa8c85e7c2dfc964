"""POST /api/v1/decisions: an incident in, the decision, its reasons and its words out."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import KANE_HEADLINE

from explainer import casebook
from explainer.store import Store
from explainer.wording import explain_text
from rules import EDITIONS, analyse
from rules.edges import to_json


def test_kane_gets_offside_with_trace_review_alternatives_and_text(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    response = client.post("/api/v1/decisions", json=kane_incident)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["decision"]["offside_offence"] is True
    assert body["decision"]["offender"] == "kane"
    assert body["decision"]["goal"] == "disallowed"
    assert body["edition"] == "2022/23"
    rules = [step["rule"] for step in body["trace"]]
    assert "OFF-POS-6" in rules and "OFF-OFF-3" in rules
    assert all(step["citation"]["url"].startswith("https://") for step in body["trace"])
    assert set(body) >= {"review", "counterfactuals", "readings", "edition_comparison"}
    assert body["explanation"].startswith(KANE_HEADLINE + "\n")


def test_the_document_is_the_clis_plus_the_same_text(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    found = casebook.case("2022-10-26-tottenham-sporting-kane")
    assert found is not None
    analysis = analyse(found.incident)
    body = client.post("/api/v1/decisions", json=kane_incident).get_json()
    assert body["explanation"] == explain_text(found.incident, analysis)
    assert body["trace"] == json.loads(to_json(analysis.decision))["trace"]
    assert len(body["counterfactuals"]) == len(analysis.counterfactuals)


def test_nothing_is_stored(app: Any, client: FlaskClient, kane_incident: dict[str, Any]) -> None:
    assert client.post("/api/v1/decisions", json=kane_incident).status_code == 200
    from explainer.store import permalink_id
    from rules import Incident

    store: Store = app.extensions["explainer.store"]
    ident = permalink_id(Incident.model_validate(kane_incident), "2022/23")
    with app.app_context():
        assert store.get(ident) is None


def test_the_edition_parameter_changes_the_laws_applied(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    body = client.post("/api/v1/decisions?edition=2019/20", json=kane_incident).get_json()
    assert body["edition"] == "2019/20"
    explicit = [s for s in body["trace"] if s["rule"] == "EDITION-1"]
    assert explicit and explicit[0]["outcome"] == "explicit"


# "" too: the document lists the names, and schemathesis sent an empty one (make stress).
@pytest.mark.parametrize("edition", ["1999/00", "latest", "2022-23", ""])
def test_an_unknown_edition_is_a_400_naming_the_query_parameter(
    client: FlaskClient, kane_incident: dict[str, Any], edition: str
) -> None:
    response = client.post(
        "/api/v1/decisions", query_string={"edition": edition}, json=kane_incident
    )
    assert response.status_code == 400
    (error,) = response.get_json()["errors"]
    assert error["path"] == "edition" and error["location"] == "query"
    assert all(e.name in error["message"] for e in EDITIONS)


def _problem(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["status"] == status and body["title"]
    return body


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ("{", "not valid JSON"),
        ('{"match": }', "not valid JSON"),
        ('{"a": NaN}', "NaN"),
        ('{"a": Infinity}', "Infinity"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"a": ' + "9" * 5000 + "}", "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        ("", "no body"),
        ("   ", "no body"),
    ],
)
def test_malformed_json_is_a_400_with_a_message(
    client: FlaskClient, body: str | bytes, fragment: str
) -> None:
    response = client.post("/api/v1/decisions", data=body, content_type="application/json")
    problem = _problem(response, 400)
    text = json.dumps(problem)
    assert fragment in text


def test_invalid_incidents_are_422_with_each_field_path(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    kane_incident["sequence"][0]["by"] = "nobody"
    kane_incident["match"]["minute"] = 500
    del kane_incident["outcome"]
    problem = _problem(client.post("/api/v1/decisions", json=kane_incident), 422)
    paths = {e["path"]: e["message"] for e in problem["errors"]}
    assert "match.minute" in paths and "130" in paths["match.minute"]
    assert paths.get("outcome") == "this field is required"
    assert all(e["location"] == "body" for e in problem["errors"])
    kane_incident["outcome"] = "goal_scored"
    kane_incident["match"]["minute"] = 90
    problem = _problem(client.post("/api/v1/decisions", json=kane_incident), 422)
    assert {
        "path": "sequence[0].by",
        "message": 'unknown player "nobody"',
        "code": "unknown_player",
        "location": "body",
    } in problem["errors"]


@pytest.mark.parametrize(
    "data",
    ["[]", "[1, 2]", '"incident"', "42", "null", "true", "{}", '{"match": null}', '{"a": 1}'],
)
def test_json_that_is_not_an_incident_is_a_422(client: FlaskClient, data: str) -> None:
    response = client.post("/api/v1/decisions", data=data, content_type="application/json")
    problem = _problem(response, 422)
    assert problem["errors"] and all("path" in e and e["message"] for e in problem["errors"])


def test_hostile_values_inside_an_incident_are_422_never_500(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    hostile: list[tuple[str, Any]] = [
        ("title", "bad \x00 byte"),
        ("title", "\ud800"),
        ("notes", "x" * 100_000),
        ("players", [kane_incident["players"][0]] * 1000),
        ("sequence", [{"by": "kane", "action": "pass", "note": {"deep": [[[[]]]]}}]),
        ("match", {**kane_incident["match"], "minute": 10**40}),
        ("match", {**kane_incident["match"], "pitch_length_m": 1e308}),
    ]
    for field, value in hostile:
        data = {**kane_incident, field: value}
        response = client.post("/api/v1/decisions", json=data)
        assert response.status_code == 422, (field, response.status_code)
        assert any(e["path"].startswith(field) for e in response.get_json()["errors"]), field


def test_a_body_over_the_limit_is_a_413(client: FlaskClient, app: Any) -> None:
    size = app.config["MAX_CONTENT_LENGTH"] + 1
    response = client.post(
        "/api/v1/decisions", data=b'{"a": "' + b"x" * size + b'"}', content_type="application/json"
    )
    _problem(response, 413)


def test_a_form_post_is_a_415(client: FlaskClient) -> None:
    response = client.post("/api/v1/decisions", data={"match": "x"})
    _problem(response, 415)


def test_routing_errors_under_the_api_are_json(client: FlaskClient) -> None:
    _problem(client.get("/api/v1/nowhere"), 404)
    _problem(client.get("/api/v1"), 404)
    response = client.get("/api/v1/decisions")
    _problem(response, 405)
    assert response.headers["Allow"] == "OPTIONS, POST"
    _problem(client.delete("/api/v1/incidents"), 405)
    _problem(client.post("/oembed"), 405)
    # Pages elsewhere keep their HTML error pages.
    page = client.get("/no-such-page")
    assert page.status_code == 404 and page.mimetype == "text/html"
