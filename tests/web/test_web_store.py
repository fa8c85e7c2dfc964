"""Permalink ids and the store: same facts, same id; SQLite created on first use; any URL."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import event
from support import KANE_SLUG, app_in, form_fields

from explainer import casebook, create_app
from explainer.store import ID_PATTERN, Store, canonical, canonical_json, permalink_id
from rules import Incident


@pytest.fixture
def kane_incident() -> Incident:
    found = casebook.case(KANE_SLUG)
    assert found is not None
    return found.incident


def test_id_depends_on_facts_and_edition_only(kane_incident: Incident) -> None:
    same = Incident.model_validate_json(canonical_json(kane_incident))
    assert permalink_id(same, "2022/23") == permalink_id(kane_incident, "2022/23")
    assert ID_PATTERN.match(permalink_id(kane_incident, "2022/23"))
    assert permalink_id(kane_incident, "2025/26") != permalink_id(kane_incident, "2022/23")
    moved = kane_incident.model_copy(update={"title": "Another title"})
    assert permalink_id(moved, "2022/23") != permalink_id(kane_incident, "2022/23")


def test_save_is_idempotent_and_get_returns_the_same_facts(
    tmp_path: Path, kane_incident: Incident
) -> None:
    store = Store(f"sqlite:///{tmp_path / 'deep' / 'folder' / 'db.sqlite3'}")
    ident = store.save(kane_incident, "2022/23")
    assert store.save(kane_incident, "2022/23") == ident
    saved = store.get(ident)
    assert saved is not None
    # The same facts, in their one spelling (the sources by id: explainer/canonical_form.py).
    assert saved.incident == canonical(kane_incident, "2022/23") and saved.edition == "2022/23"
    assert store.get("aaaaaaaaaaaa") is None
    assert store.get("../../etc/passwd") is None
    store.dispose()


def test_concurrent_saves_of_the_same_facts_give_one_row(
    tmp_path: Path, kane_incident: Incident
) -> None:
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    ids: list[str] = []
    errors: list[BaseException] = []

    def save() -> None:
        try:
            ids.append(store.save(kane_incident, "2022/23"))
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=save) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(set(ids)) == 1 and len(ids) == 8
    store.dispose()


def test_database_url_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'from-env.sqlite3'}"
    monkeypatch.setenv("EXPLAINER_DATABASE_URL", url)
    app = create_app()
    assert app.extensions["explainer.store"].url == url


def test_default_database_is_in_the_instance_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EXPLAINER_DATABASE_URL", raising=False)
    app: Flask = create_app()
    url = app.extensions["explainer.store"].url
    assert url == f"sqlite:///{Path(app.instance_path) / 'explainer.sqlite3'}"


def test_an_unreachable_database_gives_503_not_500(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the database folder should be")
    with app_in(tmp_path, DATABASE_URL=f"sqlite:///{blocker}/x/db.sqlite3") as app:
        response = app.test_client().get("/e/aaaaaaaaaaaa")
        api = app.test_client().get("/api/v1/incidents/aaaaaaaaaaaa")
    assert response.status_code == 503
    assert "cannot be saved or read" in response.get_data(as_text=True)
    assert response.headers["Retry-After"] == "60"  # when to try again
    assert api.status_code == 503 and api.headers["Retry-After"] == "60"
    assert api.get_json()["status"] == 503


# --- durability and failures (issue 8): simulated here, for real in tests/stress ----------------


def _pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def test_sqlite_runs_in_wal_mode_with_synchronous_full(
    tmp_path: Path, kane_incident: Incident
) -> None:
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    store.save(kane_incident, "2022/23")
    engine = store._connect()
    with engine.connect() as conn:
        mode = conn.exec_driver_sql("PRAGMA journal_mode").scalar()
        sync = conn.exec_driver_sql("PRAGMA synchronous").scalar()
        busy = conn.exec_driver_sql("PRAGMA busy_timeout").scalar()
    store.dispose()
    # 2 = FULL: an fsync per commit; writers queue for the lock until a second before the
    # request's deadline (5 s: explainer/limits.py), then the save is a 503 in time.
    assert (mode, sync, busy) == ("wal", 2, 4000)
    assert _pragma(tmp_path / "db.sqlite3", "journal_mode") == "wal"  # kept in the file


def test_put_says_created_exactly_once_under_concurrent_saves(
    tmp_path: Path, kane_incident: Incident
) -> None:
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    results: list[tuple[str, bool]] = []
    barrier = threading.Barrier(8)

    def put() -> None:
        barrier.wait()
        results.append(store.put(kane_incident, "2022/23"))

    threads = [threading.Thread(target=put) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    store.dispose()
    assert len(results) == 8 and len({ident for ident, _ in results}) == 1
    assert sorted(created for _, created in results) == [False] * 7 + [True]


def _limit(app: Flask, pragma: str) -> None:
    """Every new connection of the app's store runs ``pragma`` (the open ones are dropped)."""
    engine = app.extensions["explainer.store"]._connect()

    def run(dbapi_conn: object, _record: object) -> None:
        cursor = dbapi_conn.cursor()  # type: ignore[attr-defined]
        cursor.execute(f"PRAGMA {pragma}")
        cursor.close()

    event.listen(engine, "connect", run)
    engine.dispose()


def _new_facts(kane_json: dict[str, Any], n: int) -> dict[str, Any]:
    data = json.loads(json.dumps(kane_json))
    data["match"]["minute"] = 1 + n
    return data


@pytest.fixture
def kane_json() -> dict[str, Any]:
    found = casebook.case(KANE_SLUG)
    assert found is not None
    data: dict[str, Any] = found.incident.model_dump(mode="json", exclude_none=True)
    return data


def _assert_503_problem(response: Any) -> None:
    assert response.status_code == 503
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["title"] == "Service Unavailable" and "database" in body["detail"]


def _assert_503_page(response: Any) -> None:
    assert response.status_code == 503
    assert response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert "cannot be saved or read" in page and "Please try again" in page


@pytest.mark.parametrize(
    ("pragma", "error"),
    [
        ("max_page_count = {pages}", "database or disk is full"),
        ("query_only = ON", "readonly database"),
    ],
    ids=["full", "read-only"],
)
def test_a_full_or_read_only_database_gives_503s_and_saved_permalinks_still_open(
    app: Flask,
    client: FlaskClient,
    db_path: Path,
    kane_json: dict[str, Any],
    kane_fields: dict[str, str],
    pragma: str,
    error: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    saved = [client.post("/api/v1/incidents", json=_new_facts(kane_json, n)) for n in range(3)]
    assert [r.status_code for r in saved] == [201] * 3
    ids = [r.get_json()["id"] for r in saved]
    # Full: the file may not grow by one page. Read-only: SQLite refuses every write.
    _limit(app, pragma.format(pages=_pragma(db_path, "page_count")))

    refused = [client.post("/api/v1/incidents", json=_new_facts(kane_json, n)) for n in range(3, 9)]
    for response in refused:
        _assert_503_problem(response)
    # The form comes back with everything typed, a message and when to try again.
    form_refused = client.post("/explain", data={**kane_fields, "op": "explain"})
    assert form_refused.status_code == 503 and form_refused.headers["Retry-After"] == "60"
    page = form_refused.get_data(as_text=True)
    assert "could not be saved just now" in page
    kept = form_fields(page)
    assert {k: kept.get(k) for k in kane_fields if k != "csrf_token"} == {
        k: v for k, v in kane_fields.items() if k != "csrf_token"
    }
    assert error in caplog.text  # the cause is logged for the operator
    for ident in ids:  # reads need no write
        assert client.get(f"/e/{ident}").status_code == 200
        assert client.get(f"/api/v1/incidents/{ident}").status_code == 200
    again = client.post("/api/v1/incidents", json=_new_facts(kane_json, 0))
    assert again.status_code == 200 and again.get_json()["id"] == ids[0]
    assert client.get("/health").status_code == 200


def test_a_corrupt_database_file_gives_503_not_500(tmp_path: Path, kane_json: dict) -> None:
    path = tmp_path / "corrupt.sqlite3"
    path.write_bytes(b"this is not an SQLite database" * 200)
    with app_in(tmp_path, DATABASE_URL=f"sqlite:///{path}") as app:
        client = app.test_client()
        _assert_503_page(client.get("/e/aaaaaaaaaaaa"))
        _assert_503_problem(client.get("/api/v1/incidents/aaaaaaaaaaaa"))
        _assert_503_problem(client.post("/api/v1/incidents", json=kane_json))


def test_a_database_that_comes_back_is_used_again_without_a_restart(
    tmp_path: Path, kane_json: dict
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the database folder should be")
    with app_in(tmp_path, DATABASE_URL=f"sqlite:///{blocker}/db.sqlite3") as app:
        client = app.test_client()
        _assert_503_problem(client.post("/api/v1/incidents", json=kane_json))
        blocker.unlink()  # the folder can be made now
        assert client.post("/api/v1/incidents", json=kane_json).status_code == 201
