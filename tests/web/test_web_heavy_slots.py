"""Heavy requests run in a few slots per process (explainer/limits.py): when every slot is
taken, the next one is refused at once with a 503 and Retry-After, never queued behind
work that may take seconds, so pages always have threads (issue 31)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields, kane_data

from bench.generate import at_limits
from explainer import limits

ARTICLE = (
    "Harry Kane's stoppage-time header was ruled out for offside after a VAR review, "
    "Tottenham 1-1 Sporting, 26 October 2022."
)


@contextmanager
def every_slot_taken(app: Flask) -> Iterator[None]:
    """Hold every heavy slot of ``app``'s process, as long-running drafts would."""
    slots: limits.Slots = app.extensions["explainer.heavy"]
    with ExitStack() as stack:
        for _ in range(slots.size):
            stack.enter_context(slots.hold())
        yield


def _large_incident() -> dict[str, Any]:
    """An incident a quarter of the model's limits: its JSON is over HEAVY_BODY."""
    data = at_limits(0.25)
    assert len(json.dumps(data)) > limits.HEAVY_BODY
    return data


def test_the_slots_are_fewer_than_the_app_threads(app: Flask) -> None:
    from explainer.server import THREADS

    slots: limits.Slots = app.extensions["explainer.heavy"]
    assert 0 < slots.size < THREADS


def test_a_draft_with_every_slot_taken_is_a_503_problem_with_retry_after(
    app: Flask, client: FlaskClient
) -> None:
    with every_slot_taken(app):
        busy = client.post("/api/v1/drafts", json={"text": ARTICLE})
    assert busy.status_code == 503
    assert busy.headers["Retry-After"] == str(limits.BUSY_RETRY_AFTER)
    problem = busy.get_json()
    assert problem["status"] == 503 and problem["title"] == "Service Unavailable"
    assert problem["detail"] == (
        "The explainer is busy with other long requests. Please try again in 5 seconds."
    )
    # A slot free again: the same request is drafted.
    assert client.post("/api/v1/drafts", json={"text": ARTICLE}).status_code == 200


def test_the_form_s_draft_with_every_slot_taken_is_the_busy_page(
    app: Flask, client: FlaskClient
) -> None:
    token = form_fields(client.get("/explain").get_data(as_text=True))["csrf_token"]
    sent = {"csrf_token": token, "article-text": ARTICLE}
    with every_slot_taken(app):
        busy = client.post("/explain/draft", data=sent)
        french = client.post("/explain/draft?lang=fr", data=sent)
    page = busy.get_data(as_text=True)
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "5"
    assert "The explainer is busy just now" in page and "Traceback" not in page
    assert "cannot be saved or read" not in page  # not the database's 503
    assert french.status_code == 503
    assert "L&#39;explicateur est occupé pour le moment" in french.get_data(as_text=True)
    assert client.post("/explain/draft", data=sent).status_code == 200


def test_a_large_interview_or_form_post_needs_a_slot_and_a_small_one_does_not(
    app: Flask, client: FlaskClient
) -> None:
    small = {"incident": kane_data()}
    large = {"incident": _large_incident()}
    with every_slot_taken(app):
        assert client.post("/api/v1/interview", json=small).status_code == 200
        refused = client.post("/api/v1/interview", json=large)
        fields = form_fields(client.get(f"/explain?case={KANE_SLUG}").get_data(as_text=True))
        kane_form = client.post("/explain", data={**fields, "op": "show"})
        padded = {**fields, "op": "show", "notes": "n" * (limits.HEAVY_BODY + 1)}
        large_form = client.post("/explain", data=padded)
        # Pages need no slot.
        assert client.get(f"/cases/{KANE_SLUG}").status_code == 200
        assert client.get("/health").status_code == 200
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "5"
    assert refused.get_json()["detail"].startswith("The explainer is busy")
    assert kane_form.status_code == 200
    assert large_form.status_code == 503 and large_form.headers["Retry-After"] == "5"
    assert client.post("/api/v1/interview", json=large).status_code == 200


def test_a_stored_large_incident_s_form_needs_a_slot_until_it_is_kept(
    app: Flask, client: FlaskClient
) -> None:
    from explainer.views import explain

    explain.FORMS.clear()
    ident = client.post("/api/v1/incidents", json=_large_incident()).get_json()["id"]
    with every_slot_taken(app):
        busy = client.get(f"/explain?from={ident}")
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "5"
    assert client.get(f"/explain?from={ident}").status_code == 200
    with every_slot_taken(app):  # kept: served without a slot
        assert client.get(f"/explain?from={ident}").status_code == 200


@pytest.mark.parametrize("slots", [1, 3])
def test_the_number_of_slots_is_configured(tmp_path: Any, slots: int) -> None:
    from support import app_in

    with app_in(tmp_path, HEAVY_SLOTS=slots) as app:
        assert app.extensions["explainer.heavy"].size == slots


def test_a_draft_made_in_a_drafting_process_is_the_one_made_here(tmp_path: Any) -> None:
    """Drafting runs in low-priority worker processes (limits.offload): the answer is the
    same as when the request's own thread drafts."""
    from support import app_in

    answers = []
    for processes in (True, False):
        with app_in(tmp_path / str(processes), HEAVY_PROCESSES=processes) as app:
            answer = app.test_client().post("/api/v1/drafts", json={"text": ARTICLE})
            assert answer.status_code == 200
            answers.append(answer.get_json())
    assert answers[0] == answers[1] and answers[0]["incident"]


def test_the_drafting_processes_start_at_the_first_draft_not_with_the_app(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No setting starts them with the app (DRAFTING_WARM did: their warming held the
    store's saves past the database's deadline on 2 cores), and none makes them ready."""
    from support import app_in

    monkeypatch.setattr(limits, "_pool", None)  # this test's own (the process's put back)
    with app_in(tmp_path, HEAVY_PROCESSES=True) as app:
        assert limits._pool is None  # (a guard alone: so it was without DRAFTING_WARM)
        assert "DRAFTING_WARM" not in app.config
    assert not hasattr(limits, "start_processes")
    assert limits._lower_priority.__code__.co_argcount == 0
