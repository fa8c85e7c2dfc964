"""Clients that never read their answer, and more connections than file descriptors
(issue 31, items 2 and 6), against a live ``var-explainer serve`` (2 workers).

The figures: ``.venv/bin/pytest -q -p no:xdist -m stress tests/stress/test_slow_readers.py``
(``STRESS slow-readers``, ``STRESS fd-limit`` and ``STRESS fd-limit-partial`` lines);
``BENCH_ONLY=readers`` measures 1,024 such clients.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import socket
import subprocess
import time
from pathlib import Path

import pytest
from support import KANE_SLUG

from bench.generate import at_limits
from bench.readers import non_reader, raise_own_fd_limit, rss_mb, tcp_mb
from explainer.connections import RESERVE, cap_for
from tests.stress.live import BIN, HOST, Database, Server, free_port, request, summary

READERS = 256
#: What 256 clients that never read may add to the server's memory (its RSS and the
#: kernel's TCP buffers), in MB; before issue 31 they added about 200 MB.
READERS_MB = 100
FD_LIMIT = 300
IDLE = 700
#: The most the server may log while IDLE silent connections are held (bytes).
LOG_BYTES = 64 * 1024


@pytest.mark.stress
def test_clients_that_never_read_the_largest_page_hold_little_memory(tmp_path: Path) -> None:
    raise_own_fd_limit(READERS + 256)
    args = ("--send-timeout", "60")  # every client still held while measured
    live = Server(Database.sqlite(tmp_path).url, tmp_path / "server.log", args=args).start()
    clients: list[socket.socket] = []
    try:
        assert live.process is not None
        stored = json.dumps(at_limits(1.0))
        status, body, _ = request(
            live, "POST", "/api/v1/incidents", stored, {"Content-Type": "application/json"}
        )
        assert status in (200, 201), body[:300]
        page = "/" + json.loads(body)["links"]["page"].split("/", 3)[3]
        for _ in range(8):  # every worker makes the page once
            assert request(live, "GET", page)[0] == 200
        time.sleep(1)
        before = rss_mb(live.process.pid) + tcp_mb()
        clients = [non_reader(live.port, page) for _ in range(READERS)]
        held = before
        for _ in range(20):
            time.sleep(0.5)
            held = max(held, rss_mb(live.process.pid) + tcp_mb())
        answered = request(live, "GET", page, timeout=30)[0]
        for client in clients:
            client.close()
        clients = []
        time.sleep(12)  # the workers give their free memory back every 10 s
        after = rss_mb(live.process.pid) + tcp_mb()
    finally:
        for client in clients:
            client.close()
        live.stop()
    added, kept = round(held - before, 1), round(after - before, 1)
    summary("slow-readers", clients=READERS, added_mb=added, kept_after_mb=kept)
    assert answered == 200
    assert added < READERS_MB, (before, held)
    assert kept < READERS_MB, (before, after)


@pytest.mark.stress
def test_at_the_fd_limit_pages_are_answered_and_the_log_stays_small(tmp_path: Path) -> None:
    """A server whose processes may open 300 files, and 700 connections that send nothing:
    before issue 31 no page was answered (0 of 5) and each worker logged a traceback a
    second. Silent connections now wait in the kernel (TCP_DEFER_ACCEPT) for their first
    10 s; the pages are asked for within them."""
    raise_own_fd_limit(IDLE + 256)
    live = _limited_server(tmp_path)
    port = live.port
    idle: list[socket.socket] = []
    try:
        _wait_healthy(live)
        idle = [socket.create_connection((HOST, port)) for _ in range(IDLE)]
        time.sleep(2)
        answered = 0
        for _ in range(5):
            with contextlib.suppress(OSError):
                answered += request(live, "GET", f"/cases/{KANE_SLUG}", timeout=5)[0] == 200
        time.sleep(3)
        logged = live.log.stat().st_size
    finally:
        for sock in idle:
            sock.close()
        live.stop()
    summary("fd-limit", fd_limit=FD_LIMIT, idle=IDLE, answered=f"{answered}/5", log_bytes=logged)
    assert answered == 5
    assert logged < LOG_BYTES


@pytest.mark.stress
def test_at_the_fd_limit_connections_that_stall_mid_request_make_room(tmp_path: Path) -> None:
    """The same, with 700 connections that each sent part of a request line: those are
    accepted at once (TCP_DEFER_ACCEPT waits only for a first byte), and before the
    connection cap they took every file descriptor (0 of 5 pages). Each worker now holds at
    most ``cap_for(300, 2)`` connections and closes the one that has waited longest for a
    request to make room. The header deadline is set out of the way (60 s): the cap alone
    answers the pages."""
    raise_own_fd_limit(IDLE + 256)
    live = _limited_server(tmp_path, "--header-timeout", "60")
    port = live.port
    stalled: list[socket.socket] = []
    most_fds = 0
    try:
        _wait_healthy(live)
        workers = live.worker_pids()
        for _ in range(IDLE):
            sock = socket.create_connection((HOST, port), timeout=30)
            sock.sendall(b"GET /cases/ HT")
            stalled.append(sock)
            if len(stalled) % 50 == 0:
                most_fds = max(most_fds, *(_fds(pid) for pid in workers))
        time.sleep(2)
        answered = 0
        for _ in range(5):
            with contextlib.suppress(OSError):
                answered += request(live, "GET", f"/cases/{KANE_SLUG}", timeout=5)[0] == 200
            most_fds = max(most_fds, *(_fds(pid) for pid in workers))
        time.sleep(3)
        logged = live.log.stat().st_size
        closed = sum(_closed_by_server(sock) for sock in stalled)
    finally:
        for sock in stalled:
            sock.close()
        live.stop()
    cap = cap_for(FD_LIMIT, 2)
    summary(
        "fd-limit-partial",
        fd_limit=FD_LIMIT,
        cap=cap,
        stalled=IDLE,
        closed_to_make_room=closed,
        most_fds_in_a_worker=most_fds,
        answered=f"{answered}/5",
        log_bytes=logged,
    )
    assert answered == 5
    assert logged < LOG_BYTES
    # Every worker holds at most its cap, besides what it keeps for itself.
    assert IDLE - closed <= 2 * cap, closed
    assert most_fds < FD_LIMIT, most_fds
    assert cap < FD_LIMIT - RESERVE


def _limited_server(tmp_path: Path, *args: str) -> Server:
    """``var-explainer serve`` (2 workers) whose processes may open FD_LIMIT files."""
    port = free_port()
    log = tmp_path / "server.log"
    env = {"EXPLAINER_DATABASE_URL": Database.sqlite(tmp_path).url}
    with log.open("ab") as out:
        process = subprocess.Popen(
            [str(BIN / "var-explainer"), "serve", "--host", HOST, "--port", str(port), *args],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, **env},
            start_new_session=True,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (FD_LIMIT, FD_LIMIT)),
        )
    return Server(env["EXPLAINER_DATABASE_URL"], log, port=port, process=process)


def _fds(pid: int) -> int:
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def _closed_by_server(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True  # reset


def _wait_healthy(live: Server, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if all(request(live, "GET", "/health", timeout=2)[0] == 200 for _ in range(4)):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(live.log_tail())
