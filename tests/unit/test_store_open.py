"""explainer.store: opening the store while other workers open it too."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from explainer import store


def _locked(*_: Any, **__: Any) -> None:
    raise OperationalError("CREATE TABLE explanations", {}, Exception("database is locked"))


def test_a_table_being_created_by_another_worker_is_waited_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []

    def create_all(engine: Any) -> None:
        calls.append("create")
        if calls.count("create") < 3:
            _locked()

    monkeypatch.setattr(store.metadata, "create_all", create_all)
    monkeypatch.setattr(store, "_has_table", lambda engine: False)
    monkeypatch.setattr(store.time, "sleep", lambda seconds: calls.append(f"wait {seconds}"))
    store._create_table(object())  # type: ignore[arg-type]
    assert calls == ["create", "wait 0.05", "create", "wait 0.1", "create"]


def test_a_store_that_stays_locked_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store.metadata, "create_all", _locked)
    monkeypatch.setattr(store, "_has_table", lambda engine: False)
    monkeypatch.setattr(store.time, "sleep", lambda seconds: None)
    with pytest.raises(OperationalError):
        store._create_table(object())  # type: ignore[arg-type]


def test_a_table_another_worker_made_meanwhile_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store.metadata, "create_all", _locked)
    monkeypatch.setattr(store, "_has_table", lambda engine: True)
    store._create_table(object())  # type: ignore[arg-type]
