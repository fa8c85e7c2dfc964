"""A full disk and read-only storage, for real, under a live server: 503s, not crashes.

SQLite's database goes on a small tmpfs mounted for the test (root only; skipped where
mounting is not allowed: the in-process tests in tests/web/test_web_store.py simulate the
same errors everywhere, in `make test`). PostgreSQL's read-only case uses
default_transaction_read_only. Each test starts one or more servers, so all are `stress`.
"""

from __future__ import annotations

import errno
import json
import re
import subprocess
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from support import KANE_SLUG, form_fields

from .live import Database, Facts, Server, post_json, request, summary

pytestmark = pytest.mark.stress


def _mount(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["mount", *args], capture_output=True, text=True, check=False)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 4 MB tmpfs of its own: it can be filled up and remounted read-only."""
    where = tmp_path / "disk"
    where.mkdir()
    done = _mount(["-t", "tmpfs", "-o", "size=4m,mode=0755", "tmpfs", str(where)])
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()}): simulated in tests/web")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> Path:
    """Fill the filesystem: write a file until ENOSPC."""
    filler = folder / "filler"
    with filler.open("wb", buffering=0) as out:
        for size in (65536, 4096, 512, 1):
            try:
                while True:
                    out.write(b"\0" * size)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
    return filler


def remount(folder: Path, mode: str) -> None:
    done = _mount(["-o", f"remount,{mode}", str(folder)])
    assert done.returncode == 0, done.stderr


def save_new(server: Server, tag: str, count: int) -> list[tuple[int, Any, Facts]]:
    out = []
    for n in range(count):
        facts = Facts.make(tag, n)
        status, body = post_json(server, facts.path, json.dumps(facts.data))
        out.append((status, body, facts))
    return out


def form_save(server: Server) -> tuple[int, str, str]:
    """Save Kane v Sporting with the web form, as a browser would (cookies and hidden fields)."""
    status, raw, headers = request(server, "GET", f"/explain?case={KANE_SLUG}")
    assert status == 200
    fields = form_fields(raw.decode())
    fields["op"] = "explain"
    cookie = "; ".join(
        value.split(";", 1)[0] for key, value in headers.items() if key.lower() == "set-cookie"
    )
    status, raw, headers = request(
        server,
        "POST",
        "/explain",
        urllib.parse.urlencode(fields),
        {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie},
    )
    content_type = next((v for k, v in headers.items() if k.lower() == "content-type"), "")
    return status, content_type, raw.decode(errors="replace")


def is_503_problem(status: int, body: Any) -> bool:
    return (
        status == 503
        and isinstance(body, dict)
        and body.get("status") == 503
        and body.get("title") == "Service Unavailable"
        and "database" in body.get("detail", "")
    )


def is_503_form(status: int, content_type: str, page: str) -> bool:
    """The form came back (503) with what was typed and a message: nothing was lost."""
    return (
        status == 503
        and content_type.startswith("text/html")
        and "could not be saved just now" in page
        and 'id="incident-form"' in page
        and form_fields(page).get("match-home") == "Tottenham Hotspur"
        and "Traceback" not in page
    )


def resolves(server: Server, ident: str) -> bool:
    api = request(server, "GET", f"/api/v1/incidents/{ident}")[0]
    page = request(server, "GET", f"/e/{ident}")[0]
    return api == 200 and page == 200


def test_a_full_disk_gives_503_for_saves_while_reads_go_on(
    small_disk: Path, tmp_path: Path
) -> None:
    db = Database.sqlite_file(small_disk / "explainer.sqlite3")
    server = Server(db.url, tmp_path / "server.log", workers=2).start()
    try:
        before = save_new(server, "before-full", 5)
        assert [s for s, _, _ in before] == [201] * 5
        filler = fill(small_disk)
        during = save_new(server, "while-full", 10)
        page = form_save(server)
        refused = [b for s, b, _ in during if is_503_problem(s, b)]
        # A save the disk could still hold (WAL space reused) is fine if it really is stored.
        stored_anyway = [f for s, _, f in during if s == 201]
        reads = all(resolves(server, f.expected_id) for _, _, f in before)
        again = post_json(server, before[0][2].path, json.dumps(before[0][2].data))[0]
        filler.unlink()
        after = save_new(server, "after-full", 3)
        alive = request(server, "GET", "/health")[0]
    finally:
        server.stop()
    summary(
        "full-disk[sqlite,tmpfs]",
        saves_while_full=len(during),
        answered_503=len(refused),
        stored_anyway=len(stored_anyway),
        form_503_with_values=is_503_form(*page),
        existing_permalinks_readable=reads,
        resave_of_existing=again,
        saves_after_space_freed=[s for s, _, _ in after],
    )
    assert len(refused) + len(stored_anyway) == len(during) and len(refused) >= 5
    assert is_503_form(*page) or page[0] == 303, page[:2]
    assert reads and again == 200 and alive == 200
    assert [s for s, _, _ in after] == [201] * 3
    assert db.integrity() == "ok"


def test_read_only_storage_gives_503_for_saves_and_still_serves_permalinks(
    small_disk: Path, tmp_path: Path
) -> None:
    db = Database.sqlite_file(small_disk / "explainer.sqlite3")
    with_writes = Server(db.url, tmp_path / "server-rw.log", workers=2).start()
    try:
        before = save_new(with_writes, "before-ro", 5)
    finally:
        with_writes.stop()  # a clean stop checkpoints and removes the write-ahead log
    assert [s for s, _, _ in before] == [201] * 5
    remount(small_disk, "ro")
    server = Server(db.url, tmp_path / "server-ro.log", workers=2).start()
    try:
        reads = [resolves(server, f.expected_id) for _, _, f in before]
        unknown = request(server, "GET", "/api/v1/incidents/aaaaaaaaaaaa")[0]
        during = save_new(server, "while-ro", 3)
        again = post_json(server, before[0][2].path, json.dumps(before[0][2].data))[0]
        page = form_save(server)
    finally:
        server.stop()
        remount(small_disk, "rw")
    summary(
        "read-only[sqlite,tmpfs ro]",
        existing_permalinks_readable=f"{sum(reads)}/{len(reads)}",
        unknown_id=unknown,
        saves=[s for s, _, _ in during],
        resave_of_existing=again,
        form=page[0],
    )
    assert all(reads) and unknown == 404
    assert all(is_503_problem(s, b) for s, b, _ in during), during
    assert again == 200  # already stored: nothing to write
    assert is_503_form(*page), page[:2]


def test_read_only_storage_after_a_crash_never_answers_not_found_for_a_saved_permalink(
    small_disk: Path, tmp_path: Path
) -> None:
    """A crash leaves a write-ahead log; then the storage turns read-only.

    With the log's index (-shm) beside it, SQLite reads the log: the permalinks saved in it
    resolve. Without the index (a copied backup, say), the read-only fallback would not see
    the log, so it must answer 503, never a 404 that says a saved permalink does not exist.
    """
    db = Database.sqlite_file(small_disk / "explainer.sqlite3")
    crashed = Server(db.url, tmp_path / "server-rw.log", workers=2).start()
    try:
        before = save_new(crashed, "before-crash", 3)
    finally:
        crashed.kill9()
    wal = small_disk / "explainer.sqlite3-wal"
    shm = small_disk / "explainer.sqlite3-shm"
    assert [s for s, _, _ in before] == [201] * 3
    assert wal.exists() and wal.stat().st_size > 0 and shm.exists()

    def reads_on_read_only_storage(log: str) -> list[int]:
        remount(small_disk, "ro")
        server = Server(db.url, tmp_path / f"server-ro-{log}.log", workers=2).start()
        try:
            return [
                request(server, "GET", f"/api/v1/incidents/{f.expected_id}")[0] for *_, f in before
            ]
        finally:
            server.stop()
            remount(small_disk, "rw")

    with_index = reads_on_read_only_storage("with-shm")
    shm.unlink()
    without_index = reads_on_read_only_storage("without-shm")
    summary(
        "read-only-after-crash[sqlite,tmpfs ro]",
        reads_with_wal_index=with_index,
        reads_without_wal_index=without_index,
    )
    assert with_index == [200] * 3
    assert without_index == [503] * 3
    assert db.integrity() == "ok"  # once writable again, nothing was lost
    assert {f.expected_id for *_, f in before} <= {r[0] for r in db.rows()}


def test_postgresql_read_only_gives_503_for_saves_and_serves_reads(tmp_path: Path) -> None:
    db = Database.postgres()
    admin = create_engine(db._admin_url or "", isolation_level="AUTOCOMMIT")

    def read_only(on: bool) -> None:
        with admin.connect() as conn:
            conn.execute(
                text(f'ALTER DATABASE "{db._name}" SET default_transaction_read_only = {on}')
            )
            # Sessions pick the setting up when they start: end the server's open ones.
            conn.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = :name AND pid <> pg_backend_pid()"
                ),
                {"name": db._name},
            )

    server = Server(db.url, tmp_path / "server.log", workers=2).start()
    try:
        before = save_new(server, "pg-before-ro", 3)
        read_only(True)
        reads = [resolves(server, f.expected_id) for *_, f in before]
        during = save_new(server, "pg-while-ro", 3)
        page = form_save(server)
        read_only(False)
        after = save_new(server, "pg-after-ro", 2)
    finally:
        server.stop()
        admin.dispose()
        db.drop()
    summary(
        "read-only[postgresql]",
        existing_permalinks_readable=f"{sum(reads)}/{len(reads)}",
        saves=[s for s, _, _ in during],
        form=page[0],
        after=[s for s, _, _ in after],
    )
    assert [s for s, _, _ in before] == [201] * 3
    assert all(reads)
    assert all(is_503_problem(s, b) for s, b, _ in during), during
    assert is_503_form(*page), page[:2]
    assert [s for s, _, _ in after] == [201] * 2


def test_an_unreachable_postgresql_gives_503_pages_and_problems(tmp_path: Path) -> None:
    """A server that is down: the app starts, every store operation is a clear 503."""
    pytest.importorskip("psycopg")
    from .live import free_port

    url = f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/none?connect_timeout=2"
    server = Server(url, tmp_path / "server.log", workers=1).start()
    try:
        facts = Facts.make("unreachable", 0)
        status, body = post_json(server, facts.path, json.dumps(facts.data))
        read = request(server, "GET", "/e/aaaaaaaaaaaa")
        page = form_save(server)
        health = request(server, "GET", "/health")[0]
    finally:
        server.stop()
    assert is_503_problem(status, body), (status, body)
    assert read[0] == 503 and re.search(r"cannot be saved or read", read[1].decode())
    assert is_503_form(*page), page[:2]
    assert health == 200
