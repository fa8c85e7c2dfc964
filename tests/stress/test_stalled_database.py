"""A database that stops answering, under a live server: pages that need no database answer
as before, saves get their 503 within the stated timeout (issue 31, item 4).

Three ways to stall it: a server that accepts connections and never says a word (what a
frozen PostgreSQL looks like to a new connection; needs nothing installed), an SQLite file
locked by another process (BEGIN EXCLUSIVE held), and, when EXPLAINER_TEST_POSTGRES_URL is
set (.ci/run starts one, tests run as root), a real PostgreSQL whose postmaster and backends
are stopped with SIGSTOP, then let go with SIGCONT. Before issue 31, 8 hung saves took all
8 app threads: /health and casebook pages waited 40 s, without bound.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from support import KANE_SLUG

from .live import Database, Facts, Server, post_json, request, summary
from .test_slow_clients import _limit_ms, _page_ms, _warm_every_worker

pytestmark = pytest.mark.stress

SAVES = 10
#: The server's DATABASE_TIMEOUT (the default); a save's 503 may take this and a margin.
TIMEOUT = 5.0
MARGIN = 1.5
PAGES = 20


def _saves_in_background(server: Server, tag: str) -> tuple[list[threading.Thread], list[Any]]:
    """SAVES saves of new facts at once, each timed: (status, seconds)."""
    results: list[Any] = []

    def save(n: int) -> None:
        facts = Facts.make(tag, n)
        start = time.monotonic()
        try:
            status, _ = post_json(server, facts.path, json.dumps(facts.data))
        except OSError as exc:
            status = repr(exc)
        results.append((status, round(time.monotonic() - start, 2)))

    threads = [threading.Thread(target=save, args=(n,), daemon=True) for n in range(SAVES)]
    for t in threads:
        t.start()
    return threads, results


def _stalled_run(server: Server, name: str, stall: Callable[[], Any], settle: float = 1.0) -> None:
    """Pages alone, then the database stalled by ``stall`` (a context manager) while SAVES
    saves are sent at once and, ``settle`` seconds later, PAGES pages and /health are asked
    one after another. (The lane judges an operation stuck after 0.5 s once the database
    has answered, after 1 s while it never has: explainer/limits.py.)"""
    _warm_every_worker(server)
    alone = [_page_ms(server) for _ in range(PAGES)]
    with stall():
        threads, saves = _saves_in_background(server, name)
        time.sleep(settle)  # every save has reached the server and waits on the database
        pages, health = [], []
        for _ in range(PAGES):
            pages.append(_page_ms(server, timeout=30))
            start = time.perf_counter()
            status = request(server, "GET", "/health", timeout=30)[0]
            health.append((time.perf_counter() - start) * 1000)
            assert status == 200
            time.sleep(0.1)
        for t in threads:
            t.join(TIMEOUT * 6)
    summary(
        f"stalled-database[{name}]",
        saves=len(saves),
        save_statuses=sorted({str(s) for s, _ in saves}),
        slowest_save_s=max((s for _, s in saves), default=None),
        worst_page_ms=round(max(pages), 1),
        median_page_ms=round(sorted(pages)[len(pages) // 2], 1),
        worst_health_ms=round(max(health), 1),
        alone_worst_ms=round(max(alone), 1),
        limit_ms=round(_limit_ms(alone), 1),
    )
    assert len(saves) == SAVES and all(s == 503 for s, _ in saves), saves
    assert max(s for _, s in saves) <= TIMEOUT + MARGIN, saves
    assert max(pages) <= _limit_ms(alone), (pages, alone)
    assert max(health) <= _limit_ms(alone), (health, alone)


class _Silent:
    """Accepts every connection on loopback and never answers."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0), backlog=128)
        self.port = self.listener.getsockname()[1]
        self.held: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                self.held.append(self.listener.accept()[0])
            except OSError:
                return

    def close(self) -> None:
        self.listener.close()
        for conn in self.held:
            conn.close()


def test_a_database_that_never_answers_stops_no_page(tmp_path: Path) -> None:
    pytest.importorskip("psycopg")
    silent = _Silent()
    server = Server(f"postgresql+psycopg://u@127.0.0.1:{silent.port}/db", tmp_path / "s.log")
    try:
        server.start()

        @contextmanager
        def nothing() -> Iterator[None]:
            yield  # the database never answers from the start

        _stalled_run(server, "silent-server", nothing, settle=1.5)
    finally:
        server.stop()
        silent.close()


def test_an_sqlite_file_locked_by_another_process_stops_no_page(tmp_path: Path) -> None:
    db = Database.sqlite(tmp_path)
    server = Server(db.url, tmp_path / "s.log").start()
    try:
        assert (
            post_json(
                server,
                Facts.make("before-lock", 0).path,
                json.dumps(Facts.make("before-lock", 0).data),
            )[0]
            == 201
        )

        @contextmanager
        def locked() -> Iterator[None]:
            assert db.path is not None
            other = sqlite3.connect(db.path, isolation_level=None)
            other.execute("BEGIN EXCLUSIVE")
            try:
                yield
            finally:
                other.execute("ROLLBACK")
                other.close()

        _stalled_run(server, "sqlite-locked", locked)
        after = Facts.make("after-lock", 0)
        assert post_json(server, after.path, json.dumps(after.data))[0] == 201
    finally:
        server.stop()


def _postgres_pids(db: Database) -> list[int]:
    """The postmaster and every backend of the cluster (pg_stat_activity, postmaster.pid)."""
    engine = create_engine(db._admin_url or "", isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            folder = conn.execute(text("SHOW data_directory")).scalar_one()
            backends = [
                r[0]
                for r in conn.execute(
                    text("SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()")
                )
            ]
    finally:
        engine.dispose()
    postmaster = int(Path(folder, "postmaster.pid").read_text().split()[0])
    return [postmaster, *backends]


def test_a_frozen_postgresql_stops_no_page(tmp_path: Path) -> None:
    if not os.environ.get("EXPLAINER_TEST_POSTGRES_URL"):
        pytest.skip("PostgreSQL: EXPLAINER_TEST_POSTGRES_URL is not set (.ci/run sets it)")
    db = Database.postgres()
    server = Server(db.url, tmp_path / "s.log")
    try:
        server.start()
        first = Facts.make("before-freeze", 0)
        assert post_json(server, first.path, json.dumps(first.data))[0] == 201

        @contextmanager
        def frozen() -> Iterator[None]:
            pids = _postgres_pids(db)
            for pid in pids:
                os.kill(pid, signal.SIGSTOP)
            try:
                yield
            finally:
                for pid in pids:
                    os.kill(pid, signal.SIGCONT)

        _stalled_run(server, "postgresql-sigstop", frozen)
        time.sleep(TIMEOUT)  # what was stuck ends once the server runs again
        after = Facts.make("after-freeze", 0)
        assert post_json(server, after.path, json.dumps(after.data))[0] == 201
        assert request(server, "GET", f"/cases/{KANE_SLUG}")[0] == 200
    finally:
        server.stop()
        db.drop()
