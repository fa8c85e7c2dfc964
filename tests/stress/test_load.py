"""Load: 60 s at 64 connections against explanation pages and the API, with 0 errors.

Three loads run side by side against one gunicorn server on loopback, 64 connections in
all: a permalink page (/e/<id>), a casebook page (/cases/<slug>) and the decisions API
(POST /api/v1/decisions). wrk drives them when it is installed (.ci/run installs it),
else a bundled Python generator. LOAD_SECONDS shortens the run for a quick look.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from http.client import HTTPConnection
from pathlib import Path

import pytest
from support import KANE_SLUG

from explainer import casebook

from .live import HOST, Database, Server, post_json, request, summary

pytestmark = pytest.mark.stress

SECONDS = int(os.environ.get("LOAD_SECONDS", "60"))
CONNECTIONS = 64
WORKERS = int(os.environ.get("LOAD_WORKERS", "4"))
CASE_SLUG = "2019-08-10-westham-mancity-sterling"


@dataclass
class Target:
    name: str
    method: str
    path: str
    connections: int
    body: str | None = None


@dataclass
class Result:
    name: str
    connections: int
    requests: int
    rps: float
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    non_2xx: int
    socket_errors: int
    tool: str

    @property
    def errors(self) -> int:
        return self.non_2xx + self.socket_errors


# --- wrk ----------------------------------------------------------------------------------------


def _ms(text: str) -> float:
    number = float(re.sub(r"[a-z]+$", "", text))
    unit = re.sub(r"^[\d.]+", "", text)
    return number * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def parse_wrk(name: str, connections: int, out: str) -> Result:
    requests = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    pct = {m.group(1): _ms(m.group(2)) for m in re.finditer(r"^\s+(50|90|99)%\s+(\S+)", out, re.M)}
    latency = re.search(r"Latency\s+\S+\s+\S+\s+(\S+)", out)
    sockets = re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out
    )
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return Result(
        name=name,
        connections=connections,
        requests=requests,
        rps=round(rps, 1),
        p50_ms=round(pct["50"], 2),
        p90_ms=round(pct["90"], 2),
        p99_ms=round(pct["99"], 2),
        max_ms=round(_ms(latency.group(1)), 2) if latency else float("nan"),
        non_2xx=int(non_2xx.group(1)) if non_2xx else 0,
        socket_errors=sum(int(g) for g in sockets.groups()) if sockets else 0,
        tool="wrk",
    )


def wrk_command(server: Server, target: Target, folder: Path) -> list[str]:
    args = ["wrk", "-t1", f"-c{target.connections}", f"-d{SECONDS}s", "--timeout", "10s"]
    args.append("--latency")
    if target.body is not None:
        script = folder / f"{target.name}.lua"
        body = json.dumps(target.body)  # a valid Lua string literal too (ASCII JSON)
        script.write_text(
            f'wrk.method = "{target.method}"\n'
            f"wrk.body = {body}\n"
            'wrk.headers["Content-Type"] = "application/json"\n'
        )
        args += ["-s", str(script)]
    return [*args, server.base + target.path]


def run_wrk(server: Server, targets: list[Target]) -> list[Result]:
    with tempfile.TemporaryDirectory() as folder:
        procs = [
            subprocess.Popen(
                wrk_command(server, t, Path(folder)),
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
            for t in targets
        ]
        outs = [p.communicate(timeout=SECONDS + 60)[0] for p in procs]
    for t, p, out in zip(targets, procs, outs, strict=True):
        assert p.returncode == 0, f"wrk failed for {t.name}: {out}"
    return [parse_wrk(t.name, t.connections, out) for t, out in zip(targets, outs, strict=True)]


# --- the bundled generator (no wrk) -------------------------------------------------------------


def run_python(server: Server, targets: list[Target]) -> list[Result]:
    """One thread per connection, each sending its target's request back to back."""
    stop = time.monotonic() + SECONDS
    latencies: dict[str, list[float]] = {t.name: [] for t in targets}
    errors = {t.name: [0, 0] for t in targets}  # non-2xx, socket errors
    lock = threading.Lock()

    def worker(target: Target) -> None:
        mine: list[float] = []
        bad = [0, 0]
        headers = {"Content-Type": "application/json"} if target.body else {}
        while time.monotonic() < stop:
            start = time.perf_counter()
            try:
                conn = HTTPConnection(HOST, server.port, timeout=10)
                conn.request(target.method, target.path, target.body, headers)
                response = conn.getresponse()
                response.read()
                conn.close()
            except OSError:
                bad[1] += 1
                continue
            mine.append(time.perf_counter() - start)
            if not 200 <= response.status < 400:
                bad[0] += 1
        with lock:
            latencies[target.name] += mine
            errors[target.name][0] += bad[0]
            errors[target.name][1] += bad[1]

    pool = [
        threading.Thread(target=worker, args=(t,)) for t in targets for _ in range(t.connections)
    ]
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    results = []
    for t in targets:
        got = sorted(latencies[t.name]) or [float("nan")]

        def pct(q: float, got: list[float] = got) -> float:
            return round(got[min(len(got) - 1, int(q * len(got)))] * 1000, 2)

        results.append(
            Result(
                name=t.name,
                connections=t.connections,
                requests=len(latencies[t.name]),
                rps=round(len(latencies[t.name]) / SECONDS, 1),
                p50_ms=pct(0.5),
                p90_ms=pct(0.9),
                p99_ms=pct(0.99),
                max_ms=round(got[-1] * 1000, 2),
                non_2xx=errors[t.name][0],
                socket_errors=errors[t.name][1],
                tool="python",
            )
        )
    return results


# --- the test -----------------------------------------------------------------------------------


def test_60_seconds_at_64_connections_with_no_errors(tmp_path: Path) -> None:
    kane = casebook.case(KANE_SLUG)
    assert kane is not None and casebook.case(CASE_SLUG) is not None
    body = json.dumps(kane.incident.model_dump(mode="json", exclude_none=True))
    db = Database.sqlite(tmp_path)
    server = Server(db.url, tmp_path / "server.log", workers=WORKERS).start()
    try:
        status, saved = post_json(server, "/api/v1/incidents", body)
        assert status == 201, saved
        targets = [
            Target("permalink", "GET", f"/e/{saved['id']}", 22),
            Target("case-page", "GET", f"/cases/{CASE_SLUG}", 21),
            Target("api-decisions", "POST", "/api/v1/decisions", 21, body),
        ]
        assert sum(t.connections for t in targets) == CONNECTIONS
        for t in targets:  # each answers, and every worker has warmed up
            for _ in range(WORKERS * 3):
                got = request(
                    server, t.method, t.path, t.body, {"Content-Type": "application/json"}
                )
                assert got[0] == 200, (t.name, got[0])
        results = run_wrk(server, targets) if shutil.which("wrk") else run_python(server, targets)
        alive = request(server, "GET", "/health")[0]
        still_there = request(server, "GET", f"/api/v1/incidents/{saved['id']}")[0]
    finally:
        server.stop()

    for r in results:
        summary(
            f"load[{r.name}]",
            tool=r.tool,
            seconds=SECONDS,
            connections=r.connections,
            requests=r.requests,
            rps=r.rps,
            p50_ms=r.p50_ms,
            p90_ms=r.p90_ms,
            p99_ms=r.p99_ms,
            max_ms=r.max_ms,
            non_2xx=r.non_2xx,
            socket_errors=r.socket_errors,
        )
    total = sum(r.requests for r in results)
    summary(
        "load[all]",
        seconds=SECONDS,
        connections=CONNECTIONS,
        workers=WORKERS,
        requests=total,
        rps=round(sum(r.rps for r in results), 1),
        errors=sum(r.errors for r in results),
    )
    assert [r.errors for r in results] == [0, 0, 0], results
    assert all(r.requests > 0 for r in results), results
    assert alive == 200 and still_there == 200
