"""A live gunicorn server on loopback, incidents to save, and checks of the database behind it.

Used by the store integrity and load tests: every server is started in its own process
group so that ``kill -9`` hits the master and all its workers, and nothing else.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from explainer.store import permalink_id
from rules import Incident, choose_edition

BIN = Path(sys.executable).parent
HOST = "127.0.0.1"
#: Set by .ci/run when it could start a PostgreSQL server (any database the user may connect to,
#: with the right to create databases: each test gets a fresh one).
POSTGRES_ENV = "EXPLAINER_TEST_POSTGRES_URL"


#: Every summary line of this run, repeated at the end of pytest's output (see conftest.py).
SUMMARIES: list[str] = []
REPORT = Path(__file__).resolve().parents[2] / "reports" / "stress-summary.txt"


def summary(name: str, **figures: Any) -> str:
    """One line of key figures, for `make stress` output and reports/stress-summary.txt."""
    parts = " ".join(f"{k}={_compact(v)}" for k, v in figures.items())
    line = f"STRESS {name}: {parts}"
    print("\n" + line, flush=True)
    SUMMARIES.append(line)
    try:
        REPORT.parent.mkdir(exist_ok=True)
        with REPORT.open("a") as out:
            out.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {line}\n")
    except OSError:
        pass  # a read-only checkout: the terminal summary still has the line
    return line


def _compact(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ",".join(map(str, value)) or "-"
    return str(value)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


# --- the server ---------------------------------------------------------------------------------


@dataclass
class Server:
    """``var-explainer serve`` (gunicorn, N workers) with its own database URL and log."""

    database_url: str
    log: Path
    workers: int = 2
    port: int = 0
    process: subprocess.Popen[bytes] | None = None
    env: dict[str, str] = field(default_factory=dict)
    #: More ``var-explainer serve`` options, such as ("--body-timeout", "1").
    args: tuple[str, ...] = ()

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self, timeout: float = 30) -> Server:
        self.port = free_port()
        env = {**os.environ, "EXPLAINER_DATABASE_URL": self.database_url, **self.env}
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(
                [str(BIN / "var-explainer"), "serve", "--host", HOST, "--port", str(self.port)]
                + ["--workers", str(self.workers), *self.args],
                stdout=out,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=True,  # its own process group: kill -9 reaches every worker
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_tail()}")
            try:
                # Every worker must be up, not only the first: ask a few times.
                for _ in range(self.workers * 2):
                    if request(self, "GET", "/health", timeout=2)[0] != 200:
                        raise OSError("not healthy yet")
                return self
            except OSError:
                time.sleep(0.1)
        self.kill9()
        raise RuntimeError(f"server did not answer on {self.base}: {self.log_tail()}")

    def pids(self) -> list[int]:
        """Every process in the server's process group: the master, its workers and what
        they started (each worker's drafting processes, explainer/limits.py)."""
        if self.process is None:
            return []
        pgid = self.process.pid
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    if os.getpgid(int(entry.name)) == pgid:
                        found.append(int(entry.name))
                except OSError:
                    continue
        return sorted(found)

    def worker_pids(self) -> list[int]:
        """The master's workers: the processes of the group whose parent is the master (not
        the drafting processes a worker starts, nor their helpers)."""
        if self.process is None:
            return []
        master = self.process.pid
        return [pid for pid in self.pids() if _parent(pid) == master]

    def kill9(self) -> int:
        """SIGKILL the whole process group at once; how many of the master and its workers
        were killed (the group's other processes, each worker's drafting processes, die
        with it: ``_wait_group_gone``)."""
        if self.process is None:
            return 0
        victims = [self.process.pid, *self.worker_pids()]
        with suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(10)
        self._wait_group_gone()
        self.process = None
        return sum(not _alive(pid) for pid in victims)

    def stop(self) -> None:
        """A graceful stop (SIGTERM to the master), then SIGKILL if it lingers."""
        if self.process is None:
            return
        self.process.terminate()
        with suppress(subprocess.TimeoutExpired):
            self.process.wait(15)
        self.kill9()

    def _wait_group_gone(self, timeout: float = 10) -> None:
        deadline = time.monotonic() + timeout
        while self.pids() and time.monotonic() < deadline:
            time.sleep(0.05)

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"


def _parent(pid: int) -> int | None:
    """Process ``pid``'s parent (None when it is gone)."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return None


def _alive(pid: int) -> bool:
    """Whether process ``pid`` still exists (a zombie reaped by nobody counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


@contextmanager
def running(database_url: str, tmp: Path, workers: int = 2) -> Iterator[Server]:
    server = Server(database_url, tmp / "server.log", workers=workers).start()
    try:
        yield server
    finally:
        server.stop()


def request(
    server: Server,
    method: str,
    path: str,
    body: str | bytes | None = None,
    headers: dict[str, str] | None = None,
    timeout: float = 60,
) -> tuple[int, bytes, dict[str, str]]:
    conn = HTTPConnection(HOST, server.port, timeout=timeout)
    try:
        conn.request(method, path, body, headers or {})
        response = conn.getresponse()
        return response.status, response.read(), dict(response.getheaders())
    finally:
        conn.close()


def post_json(server: Server, path: str, text_body: str) -> tuple[int, Any]:
    status, raw, _ = request(
        server, "POST", path, text_body.encode(), {"Content-Type": "application/json"}
    )
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode(errors="replace")


# --- incidents ----------------------------------------------------------------------------------

EDITIONS = (None, "2022/23", "2025/26")


def incident_data(tag: str, number: int) -> dict[str, Any]:
    """A valid incident whose facts depend on ``tag`` and ``number`` only."""
    rng = random.Random(f"{tag}:{number}")
    names = ["Müller", "Søren Ødegård", "José Núñez", "Kim Min-jae", "O'Neill", "Łukasz"]
    return {
        "match": {
            "competition": f"Stress league {tag}",
            "home": f"Home {number}",
            "away": "Away",
            "date": f"20{rng.randint(20, 25)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
            "minute": rng.randint(1, 90),
        },
        "players": [
            {"id": "A1", "name": rng.choice(names), "team": "attacking"},
            {"id": "A2", "name": "Striker", "team": "attacking"},
            {"id": "D1", "name": "Defender One", "team": "defending"},
            {"id": "D2", "name": "Defender Two", "team": "defending"},
            {"id": "GK", "name": "Keeper", "team": "defending", "goalkeeper": True},
        ],
        "start": {"kind": "open_play"},
        "sequence": [{"by": "A1", "action": "pass"}, {"by": "A2", "action": "shot"}],
        "positions": [
            {
                "player": "A2",
                "at": 1,
                "where": {
                    "kind": "qualitative",
                    "half": "opponents",
                    "ball": rng.choice(["ahead", "level", "behind"]),
                    "second_last": rng.choice(["ahead", "level", "behind"]),
                },
            }
        ],
        "outcome": "goal_scored",
    }


def shuffled(value: Any, rng: random.Random) -> Any:
    """The same JSON value with every object's keys in a random order."""
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {k: shuffled(v, rng) for k, v in items}
    if isinstance(value, list):
        return [shuffled(v, rng) for v in value]
    return value


def body_text(data: dict[str, Any], rng: random.Random) -> str:
    """The incident as JSON text, keys shuffled and spacing varied: other text, same facts."""
    indent = rng.choice([None, 0, 2])
    return json.dumps(shuffled(data, rng), indent=indent, ensure_ascii=rng.random() < 0.5)


@dataclass(frozen=True)
class Facts:
    """One incident as sent to the API, with the id it must get."""

    key: str
    data: dict[str, Any]
    edition: str | None
    expected_id: str
    canonical: dict[str, Any]

    @classmethod
    def make(cls, tag: str, number: int, edition: str | None = None) -> Facts:
        data = incident_data(tag, number)
        incident = Incident.model_validate(data)
        chosen = choose_edition(incident, edition)[0].name
        return cls(
            key=f"{tag}:{number}:{edition}",
            data=data,
            edition=edition,
            expected_id=permalink_id(incident, chosen),
            canonical=incident.model_dump(mode="json"),
        )

    @property
    def path(self) -> str:
        if self.edition is None:
            return "/api/v1/incidents"
        return "/api/v1/incidents?" + urllib.parse.urlencode({"edition": self.edition})


# --- the database behind the server -------------------------------------------------------------


@dataclass
class Database:
    """A fresh database for one test: an SQLite file, or a new PostgreSQL database."""

    kind: str
    url: str
    path: Path | None = None
    _admin_url: str | None = None
    _name: str | None = None

    @classmethod
    def sqlite(cls, folder: Path) -> Database:
        return cls.sqlite_file(folder / "db" / "explainer.sqlite3")

    @classmethod
    def sqlite_file(cls, path: Path) -> Database:
        return cls("sqlite", f"sqlite:///{path}", path=path)

    @classmethod
    def postgres(cls) -> Database:
        admin = os.environ.get(POSTGRES_ENV)
        if not admin:
            pytest.skip(f"PostgreSQL: {POSTGRES_ENV} is not set (.ci/run sets it)")
        name = f"explainer_stress_{uuid.uuid4().hex[:10]}"
        engine = create_engine(_psycopg(admin), isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as conn:
                conn.execute(text(f'CREATE DATABASE "{name}"'))
        finally:
            engine.dispose()
        url = make_url(_psycopg(admin)).set(database=name)
        return cls(
            "postgresql",
            url.render_as_string(hide_password=False),
            _admin_url=_psycopg(admin),
            _name=name,
        )

    def drop(self) -> None:
        if self._admin_url is None:
            return
        engine = create_engine(self._admin_url, isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as conn:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{self._name}" WITH (FORCE)'))
        finally:
            engine.dispose()

    def rows(self) -> list[tuple[str, str, str]]:
        """Every stored (id, edition, incident JSON)."""
        engine = create_engine(self.url)
        try:
            with engine.connect() as conn:
                found = conn.execute(text("SELECT id, edition, incident FROM explanations"))
                return [(r[0], r[1], r[2]) for r in found]
        finally:
            engine.dispose()

    def integrity(self) -> str:
        """The database's own integrity check: 'ok', or what it found wrong."""
        if self.kind == "sqlite":
            import sqlite3

            assert self.path is not None
            conn = sqlite3.connect(self.path)
            try:
                found = [r[0] for r in conn.execute("PRAGMA integrity_check")]
            finally:
                conn.close()
            return "ok" if found == ["ok"] else "; ".join(found)
        # PostgreSQL: amcheck verifies the primary key's B-tree against the table's rows.
        engine = create_engine(self.url, isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as conn:
                conn.execute(text("CREATE EXTENSION IF NOT EXISTS amcheck"))
                conn.execute(text("SELECT bt_index_parent_check('explanations_pkey', true)"))
                problems = conn.execute(
                    text("SELECT count(*) FROM verify_heapam('explanations')")
                ).scalar_one()
        finally:
            engine.dispose()
        return "ok" if problems == 0 else f"{problems} heap problems"


def _psycopg(url: str) -> str:
    """postgresql://... -> postgresql+psycopg://... (psycopg 3, the driver we install)."""
    parsed = make_url(url)
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def rows_hash_check(rows: list[tuple[str, str, str]]) -> list[str]:
    """Rows whose id is not the hash of their own facts and edition (should be none)."""
    wrong = []
    for ident, edition, incident in rows:
        if permalink_id(Incident.model_validate_json(incident), edition) != ident:
            wrong.append(ident)
    return wrong
