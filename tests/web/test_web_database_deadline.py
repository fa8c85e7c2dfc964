"""A database that stops answering: requests get a 503 within the deadline, at most
DATABASE_THREADS threads per process wait on it, and pages that need no database never
touch it (issue 31, item 4). The server here accepts connections and never says a word,
as a frozen PostgreSQL does; no PostgreSQL is needed. The live server's figures (pages
under 100 ms while saves hang) are in tests/stress/test_stalled_database.py."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from support import KANE_SLUG, app_in, kane_data

from explainer import limits, store
from explainer.server import THREADS

TIMEOUT = 1.0  # seconds: the app's DATABASE_TIMEOUT here (5 by default)
#: How long a test waits for an answer before calling it hung (a guard, not a figure).
HUNG = 30.0


class SilentServer:
    """A TCP server on loopback that accepts every connection and never answers."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            self.held.append(conn)

    def close(self) -> None:
        self.listener.close()
        for conn in self.held:
            conn.close()


@pytest.fixture
def silent() -> Iterator[SilentServer]:
    server = SilentServer()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def frozen_app(tmp_path: Path, silent: SilentServer) -> Iterator[Flask]:
    pytest.importorskip("psycopg")
    url = f"postgresql+psycopg://user@127.0.0.1:{silent.port}/db"
    with app_in(tmp_path, DATABASE_URL=url, DATABASE_TIMEOUT=TIMEOUT) as app:
        yield app


def answered(app: Flask, method: str, path: str, **kwargs: Any) -> Any:
    """The response, asked from another thread; None if it has not come after HUNG s."""
    found: list[Any] = []

    def ask() -> None:
        found.append(app.test_client().open(path, method=method, **kwargs))

    asking = threading.Thread(target=ask, daemon=True)
    asking.start()
    asking.join(HUNG)
    return found[0] if found else None


def test_a_save_to_a_silent_database_is_a_503_not_a_hang(frozen_app: Flask) -> None:
    saved = answered(frozen_app, "POST", "/api/v1/incidents", json=kane_data())
    assert saved is not None, "the save waited on the database without end"
    assert saved.status_code == 503 and saved.headers["Retry-After"] == "60"
    assert "database" in saved.get_json()["detail"]
    page = answered(frozen_app, "GET", "/e/aaaaaaaaaaaa")
    assert page is not None and page.status_code == 503
    assert "cannot be saved or read" in page.get_data(as_text=True)


def test_while_the_database_is_stuck_more_requests_are_refused_within_a_stall(
    frozen_app: Flask,
) -> None:
    lane: limits.Lane = frozen_app.extensions["explainer.store"].lane
    first = answered(frozen_app, "POST", "/api/v1/incidents", json=kane_data())
    assert first is not None and first.status_code == 503
    # The first operation is still stuck on the database (it holds the lane's thread):
    # the next ones do not wait for it to the deadline, they are refused after one stall.
    assert lane.running == lane.threads == 1
    for _ in range(5):
        again = answered(frozen_app, "GET", "/api/v1/incidents/aaaaaaaaaaaa")
        assert again is not None and again.status_code == 503
    assert lane.running <= lane.threads


def test_pages_that_need_no_database_never_touch_it(
    frozen_app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the database was asked")

    for name in ("get", "put", "save", "_connect"):
        monkeypatch.setattr(store.Store, name, refuse)
    client = frozen_app.test_client()
    for path in ("/health", "/", f"/cases/{KANE_SLUG}", "/explain", "/laws", "/api/v1/cases"):
        assert client.get(path).status_code == 200, path
    assert client.post("/api/v1/decisions", json=kane_data()).status_code == 200


def test_postgresql_gets_connect_statement_and_pool_timeouts_within_the_deadline() -> None:
    url = "postgresql+psycopg://user@127.0.0.1:5432/db"
    args = store.server_timeouts(url, 5.0)
    assert args == {"connect_timeout": 2, "options": "-c statement_timeout=5000"}
    # The URL's own settings are kept.
    assert store.server_timeouts(url + "?connect_timeout=9", 5.0).get("connect_timeout") is None
    assert store.sqlite_pragmas(5.0)[0] == "busy_timeout = 4000"


# --- the lane itself -----------------------------------------------------------------------------


def test_the_lane_queues_while_the_database_answers() -> None:
    """Concurrent operations that each take a moment all get their answer: a full lane is
    waited for while nothing in it is stuck."""
    lane = limits.Lane(timeout=TIMEOUT * 5, threads=1)
    answers: list[int] = []
    gate = threading.Event()

    def slow(n: int) -> int:
        gate.wait(0.01)
        return n

    threads = [
        threading.Thread(target=lambda n=n: answers.append(lane.run(lambda: slow(n))))
        for n in range(8)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(HUNG)
    assert sorted(answers) == list(range(8))


def test_the_lane_gives_up_on_a_stuck_operation_and_refuses_while_it_is_stuck() -> None:
    lane = limits.Lane(timeout=0.2, threads=1)
    release = threading.Event()
    with pytest.raises(limits.LateError):
        lane.run(lambda: release.wait(HUNG))
    assert lane.running == 1  # its thread is still stuck on the "database"
    with pytest.raises(limits.LateError):
        lane.run(lambda: 1)  # the stuck one is older than the stall: refused
    release.set()
    deadline = threading.Event()
    while lane.running and not deadline.wait(0.01):
        pass
    assert lane.run(lambda: 2) == 2  # back: answered again


def _until(check: Any) -> None:
    """Wait (at most HUNG s) until ``check()`` is true."""
    waited = threading.Event()
    for _ in range(int(HUNG / 0.01)):
        if check():
            return
        waited.wait(0.01)
    raise AssertionError("never came")


def _ask(lane: limits.Lane, outcomes: list[str]) -> None:
    """A request's database operation: ``outcomes`` says whether it was answered."""
    try:
        lane.run(lambda: 1)
        outcomes.append("answered")
    except limits.LateError:
        outcomes.append("refused")


def _stuck_looking(lane: limits.Lane) -> threading.Event:
    """Start an operation that runs until the event is set, and wait until it is older than
    the lane's stall (what a stopped database, or a healthy one on a starved machine, shows)."""
    release = threading.Event()
    threading.Thread(target=lambda: lane.run(lambda: release.wait(HUNG)), daemon=True).start()
    _until(lambda: lane.running == 1)
    threading.Event().wait(lane.stall + 0.05)
    return release


def test_a_request_that_finds_an_old_operation_waits_one_stall_for_it_to_end() -> None:
    """A save descheduled past the stall on a loaded machine ends soon after: a request that
    comes then is not refused at once (it was, in 56 ms, before), it is answered."""
    lane = limits.Lane(timeout=HUNG, threads=1)
    release = _stuck_looking(lane)
    answers: list[int] = []
    waiting = threading.Thread(target=lambda: answers.append(lane.run(lambda: 7)), daemon=True)
    waiting.start()
    _until(lambda: lane.looking == 1)
    release.set()
    waiting.join(HUNG)
    assert answers == [7] and lane.looking == 0


def test_only_a_few_requests_watch_a_stuck_operation_the_others_are_refused_at_once() -> None:
    lane = limits.Lane(timeout=HUNG, threads=1)
    release = _stuck_looking(lane)
    outcomes: list[str] = []

    lookers = [
        threading.Thread(target=_ask, args=(lane, outcomes), daemon=True)
        for _ in range(limits.LOOKERS)
    ]
    for t in lookers:
        t.start()
    _until(lambda: lane.looking == limits.LOOKERS)
    with pytest.raises(limits.LateError):
        lane.run(lambda: 2)
    assert lane.looking == limits.LOOKERS  # refused while the others still watched
    for t in lookers:
        t.join(HUNG)
    # Nothing ended within their stall: they are refused too, and stop watching.
    assert outcomes == ["refused"] * limits.LOOKERS and lane.looking == 0
    release.set()


def test_while_requests_watch_a_stuck_operation_a_page_still_has_a_thread() -> None:
    """A worker's app threads (explainer.server.THREADS) while its database operation is
    stuck: one waits on it, at most LOOKERS watch it, and one is left for the pages that
    need no database. (With every thread but the waiting one watching, a casebook page
    waited 453 ms for a thread in a stress run: tests/stress/test_stalled_database.py.)"""
    lane = limits.Lane(timeout=HUNG, threads=1)
    release = _stuck_looking(lane)  # the request waiting on it holds one app thread
    outcomes: list[str] = []
    with ThreadPoolExecutor(THREADS - 1) as app_threads:  # the worker's other threads
        for _ in range(THREADS - 1):
            app_threads.submit(_ask, lane, outcomes)
        _until(lambda: lane.looking == min(limits.LOOKERS, THREADS - 1))
        page = app_threads.submit(lambda: lane.looking)
        watching_when_served = page.result(HUNG)
        release.set()
    # served while every watcher still watched (not in the thread of one refused)
    assert watching_when_served == limits.LOOKERS, "the page waited for a watcher's thread"
    # the operation ended while they watched: the watchers are answered, the rest refused
    assert sorted(outcomes) == ["answered"] * limits.LOOKERS + ["refused"] * (
        THREADS - 1 - limits.LOOKERS
    )


def test_an_error_in_the_lane_reaches_the_caller() -> None:
    def broken() -> None:
        raise ValueError("no")

    with pytest.raises(ValueError, match="no"):
        limits.Lane(timeout=1.0).run(broken)
