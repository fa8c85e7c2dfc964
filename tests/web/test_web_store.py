"""Permalink ids and the store: same facts, same id; SQLite created on first use; any URL."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from flask import Flask

from explainer import casebook, create_app
from explainer.store import ID_PATTERN, Store, canonical_json, permalink_id
from rules import Incident

from .conftest import KANE_SLUG


@pytest.fixture
def kane() -> Incident:
    found = casebook.case(KANE_SLUG)
    assert found is not None
    return found.incident


def test_id_depends_on_facts_and_edition_only(kane: Incident) -> None:
    same = Incident.model_validate_json(canonical_json(kane))
    assert permalink_id(same, "2022/23") == permalink_id(kane, "2022/23")
    assert ID_PATTERN.match(permalink_id(kane, "2022/23"))
    assert permalink_id(kane, "2025/26") != permalink_id(kane, "2022/23")
    moved = kane.model_copy(update={"title": "Another title"})
    assert permalink_id(moved, "2022/23") != permalink_id(kane, "2022/23")


def test_save_is_idempotent_and_get_returns_the_same_facts(tmp_path: Path, kane: Incident) -> None:
    store = Store(f"sqlite:///{tmp_path / 'deep' / 'folder' / 'db.sqlite3'}")
    ident = store.save(kane, "2022/23")
    assert store.save(kane, "2022/23") == ident
    saved = store.get(ident)
    assert saved is not None
    assert saved.incident == kane and saved.edition == "2022/23"
    assert store.get("aaaaaaaaaaaa") is None
    assert store.get("../../etc/passwd") is None
    store.dispose()


def test_concurrent_saves_of_the_same_facts_give_one_row(tmp_path: Path, kane: Incident) -> None:
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    ids: list[str] = []
    errors: list[BaseException] = []

    def save() -> None:
        try:
            ids.append(store.save(kane, "2022/23"))
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
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{blocker}/x/db.sqlite3"})
    response = app.test_client().get("/e/aaaaaaaaaaaa")
    assert response.status_code == 503
    assert "cannot be saved or read" in response.get_data(as_text=True)
