"""Saved explanations: the canonical incident JSON under a permalink id.

The id is a short hash of the canonical incident JSON plus the edition of the Laws
applied, so the same facts always give the same link, and a link never changes
meaning: the page behind it is always rebuilt from the stored facts and edition.
Storage is any SQLAlchemy database; SQLite by default, created on first use.

Durability. A permalink may be printed in an article the moment it is acknowledged, so
an acknowledged save must survive a crash of the server. SQLite runs in WAL mode with
``synchronous = FULL``: every commit is fsynced to the write-ahead log before the save is
acknowledged, so a saved row survives a killed process *and* a power cut or kernel crash
(NORMAL would survive a killed process, but could drop the last commits on power loss).
The cost is one fsync per new permalink, which is far below what a page costs to render.
WAL also lets readers go on while one writer commits, and ``busy_timeout`` makes writers
from several worker processes queue instead of failing.

Failures. Any database error (cannot open, read-only, disk full, locked too long, server
gone) is a StoreError, which the views turn into a 503 page or JSON problem.

Deadlines. A database that stops answering must not stop the site: every operation runs
in the store's lane (explainer/limits.py), which answers the request within
``DATABASE_TIMEOUT`` seconds (5) and lets at most ``DATABASE_THREADS`` threads per process
(1) be stuck on the database, so pages that need no database always have threads. The
drivers are given timeouts below that deadline too, so a stuck operation ends by itself
where the driver can tell: SQLite's ``busy_timeout`` (a second less than the deadline);
PostgreSQL's ``connect_timeout``, a server-side ``statement_timeout`` and the pool's
checkout timeout. A frozen PostgreSQL (stopped, not closed) honours none of them and libpq
waits on its socket: that is what the lane's own deadline is for. When an
SQLite file cannot be opened normally because its folder or filesystem is read-only,
reads fall back to an immutable read-only connection, so existing permalinks keep
working while saves get the 503.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import sqlite3
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from flask import Flask, current_app
from sqlalchemy import (
    Column,
    DateTime,
    Engine,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    insert,
    select,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from explainer.canonical_form import one_spelling
from explainer.limits import DATABASE_THREADS, DATABASE_TIMEOUT, Lane, LateError
from rules import Incident
from rules.context import in_force
from rules.incident import SCHEMA_VERSION

ID_LENGTH = 12
#: Lower-case base32 without padding: a permalink id is 12 of these characters.
ID_PATTERN = re.compile(r"^[a-z2-7]{12}$")

metadata = MetaData()
explanations = Table(
    "explanations",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("edition", String(16), nullable=False),
    Column("incident", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)


class StoreError(Exception):
    """The store could not save or read an explanation."""


def canonical(incident: Incident, edition: str) -> Incident:
    """The incident as stored for ``edition``: an edition it names that is the one in force
    anyway is left out (the stored edition says it), so naming it or not is one permalink.
    Its text is already in NFC and trimmed (rules.incident); white space inside it is
    collapsed, and the sources, the players and the positions, which have no order, are
    put in one (explainer/canonical_form.py). Validated, an incident
    of schema version 1 holds every fact version 1 read by default, so it is stored as the
    version 2 incident with the same facts (one permalink for them, however written)."""
    if incident.schema_version != SCHEMA_VERSION:
        incident = incident.model_copy(update={"schema_version": SCHEMA_VERSION})
    if incident.edition is not None and incident.edition == edition:
        unnamed = incident.model_copy(update={"edition": None})
        if in_force(unnamed)[0].name == edition:
            incident = unnamed
    # White space inside text collapsed, lists that have no order in one order.
    return one_spelling(incident)


def _numbers(value: Any) -> Any:
    """-0.0 as 0.0 (one number, one spelling), through lists and objects."""
    if isinstance(value, float) and value == 0.0:
        return 0.0
    if isinstance(value, dict):
        return {k: _numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers(v) for v in value]
    return value


def canonical_json(incident: Incident) -> str:
    """The incident as JSON with every field (defaults explicit), sorted keys, no spaces and
    one spelling per number: one text per facts."""
    data = _numbers(incident.model_dump(mode="json"))
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def permalink_id(incident: Incident, edition: str) -> str:
    """A short, stable id for these facts judged under this edition."""
    text = canonical_json(canonical(incident, edition))
    digest = hashlib.sha256(f"{edition}\n{text}".encode()).digest()
    return base64.b32encode(digest).decode("ascii").lower()[:ID_LENGTH]


@dataclass(frozen=True)
class Saved:
    id: str
    edition: str
    incident: Incident
    created_at: datetime


class Store:
    """Explanations in a database given by an SQLAlchemy URL; every operation answered
    within ``timeout`` seconds, at most ``threads`` at once (explainer/limits.py)."""

    def __init__(
        self, url: str, timeout: float = DATABASE_TIMEOUT, threads: int = DATABASE_THREADS
    ) -> None:
        self.url = url
        self.timeout = timeout
        self.lane = Lane(timeout, threads)
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    def _in_lane(self, operation: Any) -> Any:
        """``operation()`` in the lane: a StoreError (503) when the database is late."""
        try:
            return self.lane.run(operation)
        except LateError as exc:
            raise StoreError(str(exc)) from None

    def _connect(self) -> Engine:
        with self._lock:
            if self._engine is None:
                try:
                    self._engine = _open(self.url, self.timeout)
                except (OSError, SQLAlchemyError) as exc:
                    raise StoreError(f"cannot open the database: {_reason(exc)}") from exc
            return self._engine

    def save(self, incident: Incident, edition: str) -> str:
        """Store ``incident`` under its permalink id (idempotent) and return the id."""
        return self.put(incident, edition)[0]

    def put(self, incident: Incident, edition: str) -> tuple[str, bool]:
        """Store ``incident`` (idempotent): its permalink id, and whether this call created it.

        Of any number of concurrent saves of the same facts, from any number of threads
        or processes, exactly one gets ``True``: the row is inserted once, and every
        other save finds it (the primary key decides, inside the database).
        """
        incident = canonical(incident, edition)
        ident = permalink_id(incident, edition)
        text = canonical_json(incident)
        answer: tuple[str, bool] = self._in_lane(lambda: self._insert(ident, edition, text))
        return answer

    def _insert(self, ident: str, edition: str, text: str) -> tuple[str, bool]:
        engine = self._connect()
        row = {
            "id": ident,
            "edition": edition,
            "incident": text,
            "created_at": datetime.now(UTC),
        }
        try:
            with engine.begin() as conn:
                conn.execute(insert(explanations).values(**row))
        except IntegrityError:
            # Saved before (perhaps at the same instant by another worker): same facts, same id.
            existing = self._row(ident)
            if existing is None or existing["incident"] != text or existing["edition"] != edition:
                raise StoreError(f"permalink id {ident} is taken by other facts") from None
            return ident, False
        except SQLAlchemyError as exc:
            # Read-only, disk full, locked for too long, server gone...: the save did not happen.
            raise StoreError(f"cannot save: {_reason(exc)}") from exc
        return ident, True

    def get(self, ident: str) -> Saved | None:
        """The explanation saved under ``ident``, or None."""
        if not ID_PATTERN.match(ident):
            return None
        row: dict[str, Any] | None = self._in_lane(lambda: self._row(ident))
        if row is None:
            return None
        incident = Incident.model_validate_json(row["incident"])
        created = row["created_at"]
        if created.tzinfo is None:  # SQLite keeps no time zone; every save is in UTC
            created = created.replace(tzinfo=UTC)
        return Saved(row["id"], row["edition"], incident, created)

    def _row(self, ident: str) -> dict[str, Any] | None:
        query = select(explanations).where(explanations.c.id == ident)
        try:
            engine = self._connect()
            with engine.connect() as conn:
                found = conn.execute(query).first()
        except (StoreError, SQLAlchemyError) as exc:
            found = self._read_only_fallback(query, exc)
        return dict(found._mapping) if found is not None else None

    def _read_only_fallback(self, query: Any, exc: Exception) -> Any:
        """Read through an immutable connection when the SQLite file sits on read-only storage.

        A WAL database needs its -shm file to be read normally, and cannot create it in a
        read-only folder: ``immutable=1`` reads the main file alone. That is only safe when
        nothing can be writing to it, hence only when the storage itself refuses writes, and
        only when no write-ahead log is left over (after a crash): an immutable read ignores
        the log, and would answer "not found" for permalinks saved in it. Then it is a 503.
        """
        path = _sqlite_path(self.url)
        reason = exc if isinstance(exc, StoreError) else StoreError(f"cannot read: {_reason(exc)}")
        if path is None or not path.is_file() or not _read_only_storage(path):
            raise reason from exc
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            raise reason from exc
        uri = f"file:{quote(str(path))}?mode=ro&immutable=1"
        engine = create_engine("sqlite://", creator=lambda: sqlite3.connect(uri, uri=True))
        try:
            with engine.connect() as conn:
                return conn.execute(query).first()
        except SQLAlchemyError:
            raise reason from exc
        finally:
            engine.dispose()

    def dispose(self) -> None:
        with self._lock:
            if self._engine is not None:
                self._engine.dispose()
                self._engine = None


def _reason(exc: BaseException) -> str:
    """The database's own words for an error, without SQLAlchemy's SQL and links."""
    orig = getattr(exc, "orig", None)
    lines = str(orig if orig is not None else exc).strip().splitlines()
    return lines[0] if lines else type(orig or exc).__name__


def _sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    if parsed.database.startswith("file:"):  # an SQLite URI filename
        return None
    return Path(parsed.database)


def _read_only_storage(path: Path) -> bool:
    """The file's folder refuses writes (read-only mount, or no write permission)."""
    try:
        if os.statvfs(path).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        return False
    return not os.access(path.parent, os.W_OK)


#: SQLite settings for every connection: see the module docstring for the reasons
#: (``busy_timeout`` is set from the store's deadline: ``sqlite_pragmas``).
SQLITE_PRAGMAS = ("journal_mode = WAL", "synchronous = FULL")


def sqlite_pragmas(timeout: float) -> tuple[str, ...]:
    """The pragmas of every SQLite connection: writers queue for the lock until a second
    before the request's deadline (at least half of it), then fail, so the request gets its
    503 in time instead of the lane's."""
    busy_ms = int(max(timeout / 2, timeout - 1.0) * 1000)
    return (f"busy_timeout = {busy_ms}", *SQLITE_PRAGMAS)


def server_timeouts(url: str, timeout: float) -> dict[str, Any]:
    """Connect arguments for a PostgreSQL server: a connect timeout and a statement timeout
    (on the server) within the deadline, unless the URL sets its own."""
    query = make_url(url).query
    args: dict[str, Any] = {}
    if "connect_timeout" not in query:
        args["connect_timeout"] = max(1, int(timeout / 2))
    if "options" not in query:
        args["options"] = f"-c statement_timeout={int(timeout * 1000)}"
    return args


def _with_driver(url: str) -> str:
    """``postgresql://`` (or ``postgres://``) with psycopg 3 when psycopg2 is not installed."""
    parsed = make_url(url.replace("postgres://", "postgresql://", 1))
    if parsed.drivername == "postgresql":
        try:
            import psycopg2  # type: ignore[import-not-found,import-untyped,unused-ignore] # noqa: F401
        except ImportError:
            parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def _open(url: str, timeout: float = DATABASE_TIMEOUT) -> Engine:
    """Connect, creating the SQLite file (and its folder) and the table if needed; the
    driver's and the pool's timeouts within ``timeout`` (see the module docstring)."""
    url = _with_driver(url)
    parsed = make_url(url)
    is_sqlite = parsed.get_backend_name() == "sqlite"
    path = _sqlite_path(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    if is_sqlite:
        engine = create_engine(url, pool_timeout=timeout)
    else:
        # A server database may restart under us: test pooled connections before use.
        args = server_timeouts(url, timeout) if parsed.get_backend_name() == "postgresql" else {}
        engine = create_engine(url, pool_pre_ping=True, pool_timeout=timeout, connect_args=args)
    if is_sqlite:
        pragmas = sqlite_pragmas(timeout)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cursor = dbapi_conn.cursor()
            try:
                for pragma in pragmas:
                    cursor.execute(f"PRAGMA {pragma}")
            finally:
                cursor.close()

    try:
        _create_table(engine)
    except BaseException:
        engine.dispose()
        raise
    return engine


def _create_table(engine: Engine, attempts: int = 6) -> None:
    """Create the table unless it is there. Workers and their threads all open the store
    at start-up: another may have created the table between the check and the CREATE
    (SQLite: OperationalError; PostgreSQL: DuplicateTable, or a unique violation in
    pg_type), or be creating it now (SQLite answers "database is locked" at once, without
    waiting: its lock cannot be upgraded while another connection writes). Then wait a
    little and look again."""
    for attempt in range(attempts):
        try:
            metadata.create_all(engine)
            return
        except SQLAlchemyError:
            if _has_table(engine):
                return
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * 2**attempt)  # 0.05 s, then up to 0.8 s: 1.55 s in all


def _has_table(engine: Engine) -> bool:
    """Whether the table is there; False where the look itself meets a lock (SQLite's
    "database is locked" while another connection sets WAL or creates the table): then
    ``_create_table`` waits and tries again, instead of failing the first save."""
    from sqlalchemy import inspect

    try:
        return inspect(engine).has_table(explanations.name)
    except SQLAlchemyError:
        return False


def default_url(app: Flask) -> str:
    return f"sqlite:///{Path(app.instance_path) / 'explainer.sqlite3'}"


def init_app(app: Flask) -> Store:
    """Attach a store to ``app`` (DATABASE_URL, else SQLite in the instance folder)."""
    url = app.config.get("DATABASE_URL") or default_url(app)
    timeout = float(app.config.get("DATABASE_TIMEOUT", DATABASE_TIMEOUT))
    store = Store(str(url), timeout, int(app.config.get("DATABASE_THREADS", DATABASE_THREADS)))
    app.extensions["explainer.store"] = store
    return store


def current() -> Store:
    """The store of the app handling the current request."""
    store: Store = current_app.extensions["explainer.store"]
    return store
