"""Store integrity through a live server: concurrent saves, and kill -9 in the middle of writes.

Each test runs against SQLite and, when EXPLAINER_TEST_POSTGRES_URL is set, PostgreSQL.
The small sizes run in `make test`; the full sizes (32 threads x 500 saves; five kill -9
rounds under load) are marked `stress` and run in `make stress`.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from http.client import HTTPException
from pathlib import Path
from typing import Any

import pytest

from rules import Incident

from .live import Database, Facts, Server, body_text, post_json, rows_hash_check, summary


@dataclass(frozen=True)
class Ack:
    """One answered save: what was sent, what came back, and when."""

    facts: Facts
    status: int
    ident: str | None
    created: bool | None
    sent: float
    answered: float


def plan(threads: int, saves: int, seed: int) -> list[list[Facts]]:
    """What each thread saves: half repeats of facts shared by every thread, half its own.

    The shared facts come under several editions (an explicit edition that is the match
    date's own gives the same id as none: same facts, same edition). Each thread's own
    facts are saved twice, at random places in its sequence.
    """
    shared_count = max(2, saves * threads // 160)
    shared = [Facts.make("shared", n, ed) for n in range(shared_count) for ed in (None, "2025/26")]
    rng = random.Random(seed)
    work = []
    for t in range(threads):
        own = [Facts.make(f"own{t}", n) for n in range(saves // 4)]
        sequence = own + own
        sequence += [rng.choice(shared) for _ in range(saves - len(sequence))]
        rng.shuffle(sequence)
        work.append(sequence)
    return work


def save_all(server: Server, work: list[list[Facts]], seed: int) -> tuple[list[Ack], list[str]]:
    """Every thread posts its sequence at once (a barrier starts them together)."""
    acks: list[Ack] = []
    failures: list[str] = []
    lock = threading.Lock()
    barrier = threading.Barrier(len(work))

    def worker(index: int, sequence: list[Facts]) -> None:
        rng = random.Random(seed * 1000 + index)
        mine: list[Ack] = []
        barrier.wait()
        for facts in sequence:
            sent = time.monotonic()
            try:
                status, body = post_json(server, facts.path, body_text(facts.data, rng))
            except (OSError, HTTPException) as exc:
                with lock:
                    failures.append(f"{facts.key}: {exc!r}")
                continue
            answered = time.monotonic()
            ident = body.get("id") if isinstance(body, dict) else None
            created = body.get("created") if isinstance(body, dict) else None
            mine.append(Ack(facts, status, ident, created, sent, answered))
        with lock:
            acks.extend(mine)

    pool = [threading.Thread(target=worker, args=(i, s)) for i, s in enumerate(work)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return acks, failures


def read_back(server: Server, wanted: dict[str, Facts], threads: int = 8) -> dict[str, str]:
    """GET every id: {id: problem} for each one that does not give back its own facts."""
    from .live import request

    problems: dict[str, str] = {}
    ids = sorted(wanted)
    lock = threading.Lock()

    def worker(chunk: list[str]) -> None:
        import json

        for ident in chunk:
            try:
                status, raw, _ = request(server, "GET", f"/api/v1/incidents/{ident}")
            except (OSError, HTTPException) as exc:
                problem = repr(exc)
            else:
                if status != 200:
                    problem = f"HTTP {status}"
                else:
                    doc: dict[str, Any] = json.loads(raw)
                    same = doc["id"] == ident and doc["incident"] == wanted[ident].canonical
                    problem = "" if same else "other facts"
            if problem:
                with lock:
                    problems[ident] = problem

    pool = [threading.Thread(target=worker, args=(ids[i::threads],)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return problems


@pytest.mark.parametrize(
    ("threads", "saves", "workers"),
    [
        pytest.param(4, 25, 2, id="4x25"),
        pytest.param(32, 500, 4, id="32x500", marks=pytest.mark.stress),
    ],
)
def test_concurrent_saves_through_the_api(
    database: Database, tmp_path: Path, threads: int, saves: int, workers: int
) -> None:
    work = plan(threads, saves, seed=threads * saves)
    by_id = {f.expected_id: f for seq in work for f in seq}
    server = Server(database.url, tmp_path / "server.log", workers=workers).start()
    try:
        started = time.monotonic()
        acks, failures = save_all(server, work, seed=7)
        elapsed = time.monotonic() - started
        unresolved = read_back(server, by_id)
    finally:
        server.stop()

    statuses = Counter(a.status for a in acks)
    wrong_id = [a for a in acks if a.ident != a.facts.expected_id]
    errors = [a for a in acks if a.status not in (200, 201)]
    # Same facts (sent as different JSON text), always the same id.
    ids_per_facts: dict[str, set[str | None]] = defaultdict(set)
    for a in acks:
        ids_per_facts[a.facts.key].add(a.ident)
    acknowledged = {a.ident for a in acks if a.status in (200, 201)}
    rows = database.rows()
    stored = Counter(r[0] for r in rows)
    duplicates = sorted(i for i, n in stored.items() if n > 1)
    lost = sorted(acknowledged - set(stored))
    unexpected = sorted(set(stored) - set(by_id))
    bad_hash = rows_hash_check(rows)
    # 201 is for the first save of an id: once a 201 has been answered, later saves get 200.
    first_done: dict[str, float] = {}
    for a in acks:
        if a.status == 201 and a.ident is not None:
            first_done[a.ident] = min(first_done.get(a.ident, a.answered), a.answered)
    late_201 = [
        a for a in acks if a.status == 201 and a.ident and a.sent > first_done[a.ident] + 1e-9
    ]
    created_twice = statuses[201] - len(first_done)
    no_201 = sorted(set(by_id) - set(first_done))

    summary(
        f"concurrent-saves[{database.kind},{threads}x{saves}]",
        saves=len(acks) + len(failures),
        answered_201=statuses[201],
        answered_200=statuses[200],
        errors=len(errors) + len(failures),
        distinct_ids=len(by_id),
        rows=len(rows),
        lost=len(lost),
        duplicates=len(duplicates),
        wrong_ids=len(wrong_id),
        unresolved=len(unresolved),
        concurrent_double_201=created_twice,
        workers=workers,
        seconds=round(elapsed, 1),
        saves_per_s=round((len(acks) + len(failures)) / elapsed),
    )
    assert failures == [] and errors == [], (
        failures[:5],
        [(e.status, e.ident) for e in errors[:5]],
    )
    assert len(acks) == threads * saves
    assert wrong_id == [], [(a.facts.key, a.ident, a.facts.expected_id) for a in wrong_id[:5]]
    assert all(len(ids) == 1 for ids in ids_per_facts.values())
    assert lost == [] and duplicates == [] and unexpected == [] and bad_hash == []
    assert len(rows) == len(by_id) == len(acknowledged)
    assert unresolved == {}, dict(list(unresolved.items())[:5])
    assert no_201 == [], "every id was created by one save that said so"
    assert late_201 == [], [(a.ident, a.sent, first_done[a.ident]) for a in late_201[:5]]


# --- kill -9 during a write load ----------------------------------------------------------------


@dataclass
class Round:
    acknowledged: int
    in_flight: int
    killed_processes: int
    integrity: str


def write_until_killed(
    server: Server, tag: str, writers: int, kill_after: int, seed: int
) -> tuple[list[Ack], list[Facts], int]:
    """Writers post new facts (and a few repeats) until the server is killed with SIGKILL.

    Returns the answered saves, the saves that were in flight when the server died (sent,
    never answered), and how many processes the kill hit.
    """
    acks: list[Ack] = []
    in_flight: list[Facts] = []
    lock = threading.Lock()
    stop = threading.Event()
    enough = threading.Event()

    def writer(w: int) -> None:
        rng = random.Random(seed * 100 + w)
        n = 0
        recent: list[Facts] = []
        while not stop.is_set():
            if recent and rng.random() < 0.2:
                facts = rng.choice(recent)
            else:
                facts = Facts.make(f"{tag}-w{w}", n)
                n += 1
                recent.append(facts)
            sent = time.monotonic()
            try:
                status, body = post_json(server, facts.path, body_text(facts.data, rng))
            except (OSError, HTTPException):  # refused, reset, or cut off mid-answer
                with lock:
                    in_flight.append(facts)
                return  # the server is gone
            ident = body.get("id") if isinstance(body, dict) else None
            with lock:
                acks.append(Ack(facts, status, ident, None, sent, time.monotonic()))
                if len(acks) >= kill_after:
                    enough.set()

    pool = [threading.Thread(target=writer, args=(w,)) for w in range(writers)]
    for t in pool:
        t.start()
    enough.wait(120)
    killed = server.kill9()  # mid-load: the writers are still posting
    stop.set()
    for t in pool:
        t.join(60)
    return acks, in_flight, killed


@pytest.mark.parametrize(
    ("rounds", "writers", "workers", "kill_after"),
    [
        pytest.param(1, 4, 2, (30, 60), id="1-round"),
        pytest.param(5, 16, 4, (150, 600), id="5-rounds", marks=pytest.mark.stress),
    ],
)
def test_kill_9_during_writes_loses_no_acknowledged_permalink(
    database: Database,
    tmp_path: Path,
    rounds: int,
    writers: int,
    workers: int,
    kill_after: tuple[int, int],
) -> None:
    if database.kind == "postgresql" and rounds == 1:
        pytest.skip("kill -9 with PostgreSQL runs in `make stress` (keeps `make test` short)")
    rng = random.Random(rounds)
    all_acks: list[Ack] = []
    all_in_flight: list[Facts] = []
    results: list[Round] = []
    for r in range(rounds):
        server = Server(database.url, tmp_path / f"server-{r}.log", workers=workers).start()
        try:
            acks, in_flight, killed = write_until_killed(
                server, f"kill{r}", writers, kill_after=rng.randint(*kill_after), seed=r
            )
        finally:
            server.stop()  # already dead: makes sure nothing is left behind
        all_acks += acks
        all_in_flight += in_flight
        results.append(Round(len(acks), len(in_flight), killed, database.integrity()))

    # Restart on the same database: every acknowledged permalink must be there.
    acknowledged = {a.ident: a.facts for a in all_acks if a.status in (200, 201) and a.ident}
    errors = [a for a in all_acks if a.status not in (200, 201)]
    wrong = [a for a in all_acks if a.ident != a.facts.expected_id]
    server = Server(database.url, tmp_path / "server-after.log", workers=2).start()
    try:
        unresolved = read_back(server, acknowledged)
    finally:
        server.stop()
    rows = database.rows()
    stored = {r[0] for r in rows}
    sent = {f.expected_id for f in all_in_flight} | set(acknowledged)
    in_flight_stored = len({f.expected_id for f in all_in_flight} & stored)

    summary(
        f"kill-9[{database.kind}]",
        rounds=rounds,
        processes_killed_per_round=[x.killed_processes for x in results],
        acknowledged=len(acknowledged),
        in_flight_at_kill=len(all_in_flight),
        in_flight_stored_anyway=in_flight_stored,
        integrity=",".join(x.integrity for x in results),
        lost=len(set(acknowledged) - stored),
        unresolved=len(unresolved),
        rows=len(rows),
        errors=len(errors),
    )
    assert all(x.killed_processes == workers + 1 for x in results), results
    assert all(x.integrity == "ok" for x in results), results
    assert errors == [] and wrong == []
    assert set(acknowledged) <= stored, sorted(set(acknowledged) - stored)[:5]
    assert unresolved == {}, dict(list(unresolved.items())[:5])
    assert stored <= sent, "rows appear only for facts that were sent"
    assert rows_hash_check(rows) == []
    assert all(x.acknowledged > 0 for x in results), results


def test_workers_opening_a_new_database_at_once_all_succeed(database: Database) -> None:
    """Every worker creates the table if missing: the ones that lose the race must not fail."""
    from explainer.store import Store

    stores = [Store(database.url) for _ in range(12)]
    facts = Facts.make("first-open", 0)
    incident = Incident.model_validate(facts.data)
    barrier = threading.Barrier(len(stores))
    results: list[object] = []

    def first_save(store: Store) -> None:
        barrier.wait()
        try:
            results.append(store.put(incident, "2025/26")[1])
        except Exception as exc:  # noqa: BLE001 - collected for the assertion
            results.append(exc)

    pool = [threading.Thread(target=first_save, args=(s,)) for s in stores]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    for s in stores:
        s.dispose()
    assert sorted(map(repr, results)) == ["False"] * 11 + ["True"], results
