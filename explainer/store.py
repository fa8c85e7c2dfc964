"""Saved explanations: the canonical incident JSON under a permalink id.

The id is a short hash of the canonical incident JSON plus the edition of the Laws
applied, so the same facts always give the same link, and a link never changes
meaning: the page behind it is always rebuilt from the stored facts and edition.
Storage is any SQLAlchemy database; SQLite by default, created on first use.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

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
from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError

from rules import Incident

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


def canonical_json(incident: Incident) -> str:
    """The incident as JSON with every field, sorted keys and no spaces: one text per facts."""
    data = incident.model_dump(mode="json")
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def permalink_id(incident: Incident, edition: str) -> str:
    """A short, stable id for these facts judged under this edition."""
    digest = hashlib.sha256(f"{edition}\n{canonical_json(incident)}".encode()).digest()
    return base64.b32encode(digest).decode("ascii").lower()[:ID_LENGTH]


@dataclass(frozen=True)
class Saved:
    id: str
    edition: str
    incident: Incident
    created_at: datetime


class Store:
    """Explanations in a database given by an SQLAlchemy URL."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    def _connect(self) -> Engine:
        with self._lock:
            if self._engine is None:
                try:
                    self._engine = _open(self.url)
                except (OSError, SQLAlchemyError) as exc:
                    raise StoreError(f"cannot open the database: {exc}") from exc
            return self._engine

    def save(self, incident: Incident, edition: str) -> str:
        """Store ``incident`` under its permalink id (idempotent) and return the id."""
        ident = permalink_id(incident, edition)
        text = canonical_json(incident)
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
        except OperationalError as exc:
            raise StoreError(f"cannot save: {exc.orig}") from exc
        return ident

    def get(self, ident: str) -> Saved | None:
        """The explanation saved under ``ident``, or None."""
        if not ID_PATTERN.match(ident):
            return None
        row = self._row(ident)
        if row is None:
            return None
        incident = Incident.model_validate_json(row["incident"])
        return Saved(row["id"], row["edition"], incident, row["created_at"])

    def _row(self, ident: str) -> dict[str, Any] | None:
        engine = self._connect()
        try:
            with engine.connect() as conn:
                found = conn.execute(select(explanations).where(explanations.c.id == ident)).first()
        except OperationalError as exc:
            raise StoreError(f"cannot read: {exc.orig}") from exc
        return dict(found._mapping) if found is not None else None

    def dispose(self) -> None:
        with self._lock:
            if self._engine is not None:
                self._engine.dispose()
                self._engine = None


def _open(url: str) -> Engine:
    """Connect, creating the SQLite file (and its folder) and the table if needed."""
    parsed = make_url(url)
    is_sqlite = parsed.get_backend_name() == "sqlite"
    if is_sqlite and parsed.database and parsed.database != ":memory:":
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    if is_sqlite:

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cursor = dbapi_conn.cursor()
            cursor.execute("PRAGMA busy_timeout = 10000")
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.close()

    try:
        metadata.create_all(engine)
    except OperationalError:
        # Another worker created the table between the check and the CREATE.
        if not _has_table(engine):
            raise
    return engine


def _has_table(engine: Engine) -> bool:
    from sqlalchemy import inspect

    return inspect(engine).has_table(explanations.name)


def default_url(app: Flask) -> str:
    return f"sqlite:///{Path(app.instance_path) / 'explainer.sqlite3'}"


def init_app(app: Flask) -> Store:
    """Attach a store to ``app`` (DATABASE_URL, else SQLite in the instance folder)."""
    url = app.config.get("DATABASE_URL") or default_url(app)
    store = Store(str(url))
    app.extensions["explainer.store"] = store
    return store


def current() -> Store:
    """The store of the app handling the current request."""
    store: Store = current_app.extensions["explainer.store"]
    return store
