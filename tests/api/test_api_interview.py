"""POST /api/v1/interview: the questions the outcome turns on, in words, with the summary."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.unit.interview.test_interview import DUMFRIES, simons


def test_the_interview_asks_what_the_short_path_left_out(client: FlaskClient) -> None:
    answer = client.post("/api/v1/interview", json={"incident": simons()})
    assert answer.status_code == 200
    doc = answer.get_json()
    assert doc["settled"] is False
    (question,) = doc["questions"]
    assert question["id"] == DUMFRIES
    assert question["paths"] == [DUMFRIES, "unlisted_involvements"]
    assert "Denzel Dumfries" in question["text"] and "Xavi Simons" in question["text"]
    keys = [c["key"] for c in question["choices"]]
    assert keys[-1] == "not_known" and "none" in keys
    none = next(c for c in question["choices"] if c["key"] == "none")
    assert none["value"] == {"player": "dumfries", "after": 2, "kind": "none"}
    assert none["outcome"]["call"] == "goal"
    # The summary is the decisions endpoint's, and gives no verdict on the Law.
    decided = client.post("/api/v1/decisions", json=simons()).get_json()
    assert doc["summary"] == decided["summary"]
    assert doc["summary"]["law"]["call"] is None


def test_answering_with_a_choice_settles_it(client: FlaskClient) -> None:
    data = simons()
    doc = client.post("/api/v1/interview", json={"incident": data}).get_json()
    choice = next(
        c for c in doc["questions"][0]["choices"] if c["key"] == "obstructed_line_of_vision"
    )
    data["involvements"] = [choice["value"]]
    doc = client.post("/api/v1/interview", json={"incident": data}).get_json()
    assert doc["settled"] is True and doc["questions"] == []
    assert doc["summary"]["law"]["call"] == "no_goal"


def test_a_declined_question_is_not_asked_again(client: FlaskClient) -> None:
    body: dict[str, Any] = {"incident": simons(), "declined": [DUMFRIES]}
    doc = client.post("/api/v1/interview", json=body).get_json()
    assert doc["settled"] is False and doc["questions"] == []


def test_an_empty_incident_is_asked_its_first_facts_in_the_readers_language(
    client: FlaskClient,
) -> None:
    doc = client.post("/api/v1/interview?lang=fr", json={"incident": {}}).get_json()
    assert [q["id"] for q in doc["questions"]] == ["players", "sequence", "start", "outcome"]
    assert doc["summary"] is None and doc["settled"] is False
    start = doc["questions"][2]
    assert start["choices"][0] == {
        "key": "open_play",
        "text": "En jeu",
        "value": {"kind": "open_play"},
        "also": [],
        "outcome": None,
    }


def test_a_wrong_field_is_a_422_naming_it_inside_the_incident(client: FlaskClient) -> None:
    data = simons()
    data["sequence"][1]["by"] = "D9"
    answer = client.post("/api/v1/interview", json={"incident": data})
    assert answer.status_code == 422
    paths = [e["path"] for e in answer.get_json()["errors"]]
    assert paths == ["incident.sequence[1].by"]
    assert client.post("/api/v1/interview", json={"incident": []}).status_code == 422
    assert client.post("/api/v1/interview", json={"nothing": 1}).status_code == 422


def test_an_answer_can_say_it_of_every_attacker_not_listed(client: FlaskClient) -> None:
    data = simons()
    data.pop("positions")
    data.pop("unlisted_positions")
    doc = client.post("/api/v1/interview", json={"incident": data}).get_json()
    first = doc["questions"][0]
    assert first["id"].startswith("positions[")
    every = next(c for c in first["choices"] if c["key"] == "every_other_onside")
    assert every["also"] == [{"path": "unlisted_positions", "value": "onside"}]
    # Nobody left in an offside position: nothing listed explains the officials' no goal,
    # so the answer waits for a foul nobody reported (APP-4).
    assert every["outcome"]["settled"] is False
    data["unlisted_fouls"] = "none"  # every foul is listed: there was none
    doc = client.post("/api/v1/interview", json={"incident": data}).get_json()
    every = next(c for c in doc["questions"][0]["choices"] if c["key"] == "every_other_onside")
    assert every["outcome"]["settled"] is True
