"""POST /api/v1/incidents (idempotent permalinks), GET /api/v1/incidents/<id>, GET /api/v1/cases."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from support import KANE_SLUG, make_app

from explainer import casebook
from explainer.store import ID_PATTERN
from rules import decide


def test_storing_gives_a_permalink_201_then_the_same_one_200(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    first = client.post("/api/v1/incidents", json=kane_incident)
    assert first.status_code == 201
    body = first.get_json()
    assert ID_PATTERN.match(body["id"]) and body["created"] is True
    assert body["edition"] == "2022/23"
    links = body["links"]
    assert links["page"] == f"http://localhost/e/{body['id']}"
    assert (
        first.headers["Location"]
        == links["api"]
        == f"http://localhost/api/v1/incidents/{body['id']}"
    )
    assert links["embed"].endswith(f"/e/{body['id']}/embed")
    assert links["image"].endswith(f"/e/{body['id']}/card.png")
    again = client.post("/api/v1/incidents", json=kane_incident)
    assert again.status_code == 200
    assert again.get_json() == {**body, "created": False}
    assert "Location" not in again.headers
    # The permalink page shows the stored facts.
    page = client.get(f"/e/{body['id']}")
    assert page.status_code == 200 and "Harry Kane" in page.get_data(as_text=True)


def test_the_same_facts_written_differently_share_one_id(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    # Defaults spelled out and keys in another order are still the same facts.
    reordered = dict(reversed(list(kane_incident.items())))
    reordered["unlisted_positions"] = kane_incident.get("unlisted_positions", "unknown")
    reordered["schema_version"] = 1
    again = client.post("/api/v1/incidents", json=reordered)
    assert again.status_code == 200 and again.get_json()["id"] == ident


def test_other_facts_or_another_edition_get_another_id(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    ident = client.post("/api/v1/incidents", json=kane_incident).get_json()["id"]
    older = client.post("/api/v1/incidents?edition=2019/20", json=kane_incident)
    assert older.status_code == 201
    assert older.get_json()["id"] != ident and older.get_json()["edition"] == "2019/20"
    kane_incident["match"]["minute"] = 89
    changed = client.post("/api/v1/incidents", json=kane_incident)
    assert changed.status_code == 201 and changed.get_json()["id"] not in (
        ident,
        older.get_json()["id"],
    )


def test_a_stored_incident_reads_back_with_its_decision(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    ident = client.post("/api/v1/incidents?edition=2019/20", json=kane_incident).get_json()["id"]
    response = client.get(f"/api/v1/incidents/{ident}")
    assert response.status_code == 200
    body = response.get_json()
    assert body["id"] == ident and body["edition"] == "2019/20"
    assert body["incident"]["match"]["home"] == "Tottenham Hotspur"
    # (Stored in the order of their ids, one order for the same facts: canonical_form.py.)
    assert body["incident"]["players"] == sorted(
        ({"goalkeeper": False, "number": None, **p} for p in kane_incident["players"]),
        key=lambda p: p["id"],
    )
    assert body["result"]["edition"] == "2019/20"
    assert body["result"]["decision"]["offside_offence"] is True
    assert body["result"]["explanation"].startswith("Goal disallowed: Harry Kane")
    assert body["links"]["api"].endswith(f"/api/v1/incidents/{ident}")
    assert body["created_at"][:4].isdigit()


def test_unknown_and_malformed_ids_are_json_404s(client: FlaskClient) -> None:
    for ident in ("aaaaaaaaaaaa", "not-an-id", "AAAAAAAAAAAA", "a" * 500):
        response = client.get(f"/api/v1/incidents/{ident}")
        assert response.status_code == 404, ident
        assert response.get_json()["status"] == 404


def test_invalid_incidents_are_not_stored(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    del kane_incident["players"]
    response = client.post("/api/v1/incidents", json=kane_incident)
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["path"] == "players"
    bad = client.post("/api/v1/incidents?edition=1900", json=kane_incident)
    assert bad.status_code == 400


def test_a_database_that_is_down_is_a_json_503(
    tmp_path: Any, kane_incident: dict[str, Any]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    app: Flask = make_app(tmp_path, DATABASE_URL=f"sqlite:///{blocker}/sub/db.sqlite3")
    client = app.test_client()
    response = client.post("/api/v1/incidents", json=kane_incident)
    assert response.status_code == 503
    assert response.get_json()["status"] == 503
    assert client.get("/api/v1/incidents/aaaaaaaaaaaa").status_code == 503


def test_the_casebook_lists_every_case_with_its_decision(client: FlaskClient) -> None:
    response = client.get("/api/v1/cases")
    assert response.status_code == 200
    cases = response.get_json()["cases"]
    assert [c["slug"] for c in cases] == [c.slug for c in casebook.cases()]
    for entry, case in zip(cases, casebook.cases(), strict=True):
        assert entry["decision"]["offside_offence"] == decide(case.incident).offside_offence
        assert entry["incident"]["match"]["date"] == case.incident.match.date.isoformat()
        assert entry["links"]["page"] == f"http://localhost/cases/{case.slug}"
        assert entry["links"]["api"] is None
    kane_incident = next(c for c in cases if c["slug"] == KANE_SLUG)
    assert kane_incident["decision"]["offender"] == "kane"


def test_links_use_the_public_url_behind_a_proxy(
    tmp_path: Any, kane_incident: dict[str, Any]
) -> None:
    app = make_app(tmp_path, PUBLIC_URL="https://var.example.org/explainer/")
    body = app.test_client().post("/api/v1/incidents", json=kane_incident).get_json()
    assert body["links"]["page"] == f"https://var.example.org/explainer/e/{body['id']}"
    assert body["links"]["oembed"].startswith("https://var.example.org/explainer/oembed?url=")
