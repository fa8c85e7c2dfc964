"""POST /api/v1/decisions: the same facts get the same answer, made once per worker."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from support import kane_data

from explainer.views.api import operations as api


def _refuse(*_: Any, **__: Any) -> Any:
    raise AssertionError("the engine ran again")


def test_the_same_incident_is_answered_from_memory(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    api.ANSWERS.clear()
    first = client.post("/api/v1/decisions", json=kane_data())
    assert first.status_code == 200
    monkeypatch.setattr(api, "analyse", _refuse)
    # The same facts, spelt differently (key order, a space the model trims): one answer.
    data = kane_data()
    data["title"] = f"  {data['title']}"
    again = client.post("/api/v1/decisions", json=dict(reversed(list(data.items()))))
    assert again.status_code == 200 and again.data == first.data
    assert again.mimetype == "application/json"


def test_other_facts_or_another_edition_are_decided_afresh(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    api.ANSWERS.clear()
    assert client.post("/api/v1/decisions", json=kane_data()).status_code == 200
    ran: list[str | None] = []
    real = api.analyse

    def counted(incident: Any, edition: str | None = None) -> Any:
        ran.append(edition)
        return real(incident, edition)

    monkeypatch.setattr(api, "analyse", counted)
    other = kane_data()
    other["positions"][0]["where"]["second_last"] = "behind"
    onside = client.post("/api/v1/decisions", json=other).get_json()
    assert onside["decision"]["offside_offence"] is False
    older = client.post("/api/v1/decisions?edition=2019/20", json=kane_data()).get_json()
    assert older["edition"] == "2019/20"
    assert ran == [None, "2019/20"]
