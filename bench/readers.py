"""make bench, section readers (issue 31): what clients that never read their answer cost.

A live ``var-explainer serve`` (2 workers, as ``make run`` starts it) stores an incident at
the model's limits (bench/generate.py ``at_limits(1.0)``); its permalink page is the largest
page the site makes (about 1.8 MB). 1,024 clients then ask for that page and never read a
byte (a receive buffer of 4 KB each, so that the kernel does not take the page for them).
The figure is the memory the server holds for them: the master's and the workers' RSS,
summed, and the kernel's TCP buffers (/proc/net/sockstat, the whole machine's: what the
server's sockets hold for their clients is there, not in its RSS), before, while they are
held, and after they have gone. Before issue 31 each worker handed the whole page to the
connection at once: the kernel's send buffer grew to take it (about 0.5 MB a client here;
where it takes less, the rest waited in the worker: the issue measured 2.4 MB a client,
2.4 GB for 1,024, 2.8 GB still held after they left). Target: under 200 MB added, held
and after.

``BENCH_READERS`` sets the number of clients (default 1024).
"""

from __future__ import annotations

import json
import os
import resource
import socket
import sys
import tempfile
import time
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

from bench.live import HOST, served

BIN = Path(sys.executable).parent
CLIENTS = int(os.environ.get("BENCH_READERS", "1024"))
#: The most the clients may add to the server's memory, held or after they leave (MB).
TARGET_MB = 200
#: Seconds the clients are held (each asked for the page, none reads it).
HOLD_S = 15
#: Seconds given to the server to let go of what they held, once they have gone.
SETTLE_S = 10


def run() -> dict[str, Any]:
    raise_own_fd_limit(CLIENTS + 256)
    # /health four times: both workers have answered before the clients come.
    with (
        tempfile.TemporaryDirectory(prefix="bench-readers-") as tmp,
        served(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", ready=4) as (port, pid),
    ):
        return _measure(port, pid)


def _measure(port: int, pid: int) -> dict[str, Any]:
    from bench.generate import at_limits

    status, body = _request(port, "POST", "/api/v1/incidents", json.dumps(at_limits(1.0)))
    if status not in (200, 201):
        raise RuntimeError(f"storing the incident at the model's limits: {status}")
    page = json.loads(body)["links"]["page"].split(str(port), 1)[-1]
    size = 0
    for _ in range(8):  # every worker makes the page once and keeps it
        status, body = _request(port, "GET", page)
        size = len(body)
    time.sleep(1)
    rss, tcp = rss_mb(pid), tcp_mb()
    clients = [non_reader(port, page) for _ in range(CLIENTS)]
    peak_rss, peak_tcp = rss, tcp
    deadline = time.monotonic() + HOLD_S
    while time.monotonic() < deadline:
        peak_rss, peak_tcp = max(peak_rss, rss_mb(pid)), max(peak_tcp, tcp_mb())
        time.sleep(0.5)
    for client in clients:
        client.close()
    time.sleep(SETTLE_S)
    after_rss, after_tcp = rss_mb(pid), tcp_mb()
    answered = _request(port, "GET", page)[0] == 200
    return {
        "clients": CLIENTS,
        "page_bytes": size,
        "rss_before_mb": rss,
        "rss_peak_mb": peak_rss,
        "rss_after_mb": after_rss,
        "tcp_before_mb": tcp,
        "tcp_peak_mb": peak_tcp,
        "tcp_after_mb": after_tcp,
        "added_peak_mb": round(peak_rss - rss + peak_tcp - tcp, 1),
        "added_after_mb": round(after_rss - rss + after_tcp - tcp, 1),
        "page_answered_after": answered,
    }


def verdicts(figures: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    if not figures:
        return []
    n = figures["clients"]
    peak, after = figures["added_peak_mb"], figures["added_after_mb"]
    return [
        (f"{n} non-reading clients, MB added", f"{peak:.0f}", f"< {TARGET_MB}", peak < TARGET_MB),
        (
            f"{n} non-reading clients, MB kept after",
            f"{after:.0f}",
            f"< {TARGET_MB}",
            after < TARGET_MB,
        ),
        (
            "page answered after them",
            str(figures["page_answered_after"]),
            "True",
            bool(figures["page_answered_after"]),
        ),
    ]


def _request(port: int, method: str, path: str, body: str | None = None) -> tuple[int, bytes]:
    conn = HTTPConnection(HOST, port, timeout=120)
    try:
        headers = {"Content-Type": "application/json"} if body else {}
        conn.request(method, path, body, headers)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def non_reader(port: int, path: str) -> socket.socket:
    """A client that asks for ``path`` and never reads the answer."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect((HOST, port))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
    return sock


def rss_mb(master: int) -> float:
    """The resident memory of the server's master and workers, summed (MB)."""
    total = 0
    for pid in [master, *_children(master)]:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return round(total / 1024, 1)


def tcp_mb() -> float:
    """The memory of every TCP socket's buffers on this machine (MB)."""
    for line in Path("/proc/net/sockstat").read_text().splitlines():
        if line.startswith("TCP:"):
            fields = line.split()
            return round(
                int(fields[fields.index("mem") + 1]) * os.sysconf("SC_PAGE_SIZE") / 2**20, 1
            )
    return 0.0


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def raise_own_fd_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))
