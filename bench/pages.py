"""Page benchmarks: a bare page, a permalink explanation page and the decisions API.

gunicorn serves the app with 2 workers on loopback; the load comes from Debian's wrk
when it is installed, else from a small bundled Python load generator. Requests stay
on 127.0.0.1 and every run is bounded in time.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import yaml

from bench.live import served

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
KANE = ROOT / "explainer" / "casebook" / "2022-10-26-tottenham-sporting-kane.yaml"
CONNECTIONS = 16


def _wrk(url: str, seconds: float, body: str | None) -> dict[str, Any]:
    args = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{int(seconds)}s", "--latency"]
    script = None
    if body is not None:
        escaped = body.replace("\\", "\\\\").replace('"', '\\"')
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
            handle.write(
                'wrk.method = "POST"\n'
                f'wrk.body = "{escaped}"\n'
                'wrk.headers["Content-Type"] = "application/json"\n'
            )
            script = handle.name
        args += ["-s", script]
    out = subprocess.run([*args, url], capture_output=True, text=True, check=True).stdout
    if script is not None:
        os.unlink(script)
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    p = {m.group(1): _ms(m.group(2)) for m in re.finditer(r"\s+(50|90|99)%\s+(\S+)", out)}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "tool": "wrk",
        "rps": rps,
        "p50_ms": p.get("50"),
        "p90_ms": p.get("90"),
        "p99_ms": p.get("99"),
        "non_2xx": int(errors.group(1)) if errors else 0,
    }


def _ms(text: str) -> float:
    value = float(re.sub(r"[a-z]+$", "", text))
    unit = re.sub(r"^[\d.]+", "", text)
    return value * {"us": 0.001, "ms": 1.0, "s": 1000.0}.get(unit, 1.0)


def _python_load(url: str, seconds: float, body: str | None) -> dict[str, Any]:
    """A bounded keep-alive load generator: CONNECTIONS threads for ``seconds``."""
    host, port_path = url.split("//", 1)[1].split(":", 1)
    port, path = port_path.split("/", 1)
    latencies: list[float] = []
    errors = [0]
    stop = time.monotonic() + seconds
    lock = threading.Lock()

    def worker() -> None:
        conn = HTTPConnection(host, int(port), timeout=10)
        mine: list[float] = []
        while time.monotonic() < stop:
            start = time.perf_counter()
            if body is None:
                conn.request("GET", "/" + path)
            else:
                conn.request("POST", "/" + path, body, {"Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - start)
            if response.status >= 400:
                with lock:
                    errors[0] += 1
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(CONNECTIONS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    latencies.sort()

    def pct(q: float) -> float:
        return round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 2)

    return {
        "tool": "python",
        "rps": round(len(latencies) / seconds, 1),
        "p50_ms": pct(0.50),
        "p90_ms": pct(0.90),
        "p99_ms": pct(0.99),
        "non_2xx": errors[0],
    }


def load(url: str, seconds: float, body: str | None = None) -> dict[str, Any]:
    if shutil.which("wrk"):
        return _wrk(url, seconds, body)
    return _python_load(url, seconds, body)


def run(seconds: float) -> dict[str, Any]:
    from explainer.store import Store
    from rules import Incident, decide

    data = yaml.safe_load(KANE.read_text())
    incident = Incident.model_validate(data)
    workdir = Path(tempfile.mkdtemp(prefix="bench-"))
    url = f"sqlite:///{workdir / 'bench.sqlite3'}"
    ident = Store(url).save(incident, decide(incident).edition)
    try:
        with served(url) as (port, _):
            base = f"http://127.0.0.1:{port}"
            body = json.dumps(data, default=str)
            results: dict[str, Any] = {"connections": CONNECTIONS, "seconds": seconds}
            # Warm both workers, then measure side by side.
            for path in ("/health", f"/e/{ident}"):
                for _ in range(20):
                    urllib.request.urlopen(base + path).read()
            results["bare"] = load(base + "/health", seconds)
            results["permalink"] = load(base + f"/e/{ident}", seconds)
            try:
                req = urllib.request.Request(
                    base + "/api/v1/decisions", body.encode(), {"Content-Type": "application/json"}
                )
                urllib.request.urlopen(req).read()
                results["api"] = load(base + "/api/v1/decisions", seconds, body)
            except OSError as exc:
                results["api"] = {"skipped": f"POST /api/v1/decisions unavailable: {exc}"}
            results["permalink_over_bare"] = round(
                results["permalink"]["rps"] / results["bare"]["rps"], 2
            )
            return results
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
