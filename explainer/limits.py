"""Per-process bounds on the work that can hold an app thread for long.

Each worker process runs the app in a few threads (explainer/server.py: 4). A page of
the casebook needs one of them for a few milliseconds; but a draft of a long article, the
form of an incident at the model's limits, or a save to a database that has stopped
answering can hold one for seconds. Were every thread so held, every page would wait,
however cheap. So two kinds of work are bounded here, each to fewer threads than the
process has, and what finds no room is refused at once with a 503 and ``Retry-After``,
never queued behind work it cannot see the end of:

- ``Slots``: heavy work (drafting, the form of a large incident, the interview of a large
  one) takes a slot, or is refused without waiting (``Busy``). ``HEAVY_SLOTS`` per process.
  Drafting, pure work on text, runs in worker processes of low priority (``offload``):
  in a thread it shared the process's interpreter lock and the cores with the pages at the
  same priority, and 8 worst-case drafts put a casebook page's median at 56-98 ms (7 ms
  alone); a process of its own at nice 10 leaves the pages the cores first.
- ``Lane``: every database operation runs in a thread of its own, at most
  ``DATABASE_THREADS`` at once per process, and the request waits for its answer at most
  ``DATABASE_TIMEOUT`` seconds (``LateError``). A frozen database server enforces no
  statement timeout of its own, and its driver may wait on a read forever: the thread that
  runs the operation then stays stuck, but the request that asked is answered, and while
  the lane's threads are stuck, new operations are refused within a stall instead of waiting.
  While the database answers, operations that find the lane full wait their turn (a save
  takes milliseconds), so concurrent saves are not refused.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any, TypeVar

from flask import Flask, current_app, request
from werkzeug.exceptions import ServiceUnavailable

T = TypeVar("T")

#: Heavy requests run at once in one process; fewer than its app threads (4), so that
#: pages always have threads, even while database operations wait too (DATABASE_THREADS).
HEAVY_SLOTS = 2
#: A request body larger than this makes the form or the interview heavy work (the form of
#: an incident a tenth of the model's limits is about 42 KB and takes 0.1 s to render, at
#: the limits seconds; a casebook incident's is 7 KB and 20 ms, its JSON 5 KB).
HEAVY_BODY = 16 * 1024
#: How much lower the priority of the processes that draft is (os.nice: 0 to 19).
HEAVY_NICE = 10
#: Seconds a client refused for lack of a heavy slot is asked to wait.
BUSY_RETRY_AFTER = 5
#: Seconds a request waits for the database before it is answered with a 503.
DATABASE_TIMEOUT = 5.0
#: Database operations running at once in one process (threads that may be stuck on it).
DATABASE_THREADS = 1
#: Seconds an operation may run before it may count as stuck (see Lane), and the same for
#: the first operation of a process, which opens the database.
STALL = 0.5
FIRST_STALL = 1.0
#: Requests per process that, finding the lane full of an operation older than the stall,
#: still wait up to one more stall for it to end before they are refused (see Lane): the app
#: threads (explainer/server.py: 4) but the one whose request waits on that operation and
#: one left for the pages, which need no database. (With 3, every thread of a worker could
#: wait on a database that never answers, and a casebook page waited 453 ms for one in a
#: stress run on a machine at load 7; with 2, a healthy PostgreSQL with 8 clients a process
#: on a machine at load 10-14 had 97 of 16,000 saves refused, with 3, 11: a 503 with
#: Retry-After, the form keeping what was typed.)
LOOKERS = 2


class Busy(ServiceUnavailable):
    """No heavy slot is free: a 503 with ``Retry-After`` (explainer/views/errors.py and the
    API's handler word it)."""

    def __init__(self, seconds: int = BUSY_RETRY_AFTER) -> None:
        super().__init__(retry_after=seconds)
        self.seconds = seconds


class LateError(Exception):
    """The database did not answer within the deadline, or is stuck and the lane is full."""


class Slots:
    """At most ``size`` pieces of heavy work at once; one more is refused, not queued."""

    def __init__(self, size: int, retry_after: int = BUSY_RETRY_AFTER) -> None:
        self.size = size
        self.retry_after = retry_after
        self._free = threading.BoundedSemaphore(size)

    @contextmanager
    def hold(self) -> Iterator[None]:
        """Run the block in a slot, or raise ``Busy`` at once when none is free."""
        if not self._free.acquire(blocking=False):
            raise Busy(self.retry_after)
        try:
            yield
        finally:
            self._free.release()


class Lane:
    """Database operations, each in a thread of its own, at most ``threads`` at once, with a
    deadline for whoever waits on them.

    An operation is stuck when it has run four times as long as the slowest of the last
    operations that ended, and at least STALL seconds (at most half the deadline); until one
    has ended, FIRST_STALL (the first opens the database and may create its table: 0.1-0.25
    s on PostgreSQL with four workers starting at once, more under load). While one is, an
    operation that finds the lane full is refused once it has waited one stall itself;
    otherwise it waits for room, as long as its deadline allows. So when the database
    stops, the requests that came meanwhile wait for room half a second (a second if it
    never answered), and then pages have their threads again. A request that comes when the
    operation is already that old watches it for one more stall before it is refused: a
    healthy save on a machine loaded to seven times its cores was seen to pass the stall
    and end soon after, and requests that came then were refused in 56 ms. At most LOOKERS
    watch at once, the others are refused at once, so that while a stopped database is
    asked again and again a page still finds a thread. (A floor of 0.25 s
    refused 2 of 16,000 concurrent saves to a healthy PostgreSQL on a loaded machine.) A
    thread is let go only when its operation ends (the driver's own timeouts, or the server
    coming back), so at most ``threads`` are ever stuck on the database, and requests wait
    on it at most ``timeout`` seconds.
    """

    def __init__(self, timeout: float = DATABASE_TIMEOUT, threads: int = DATABASE_THREADS) -> None:
        self.timeout = timeout
        self.threads = threads
        self._recent: deque[float] = deque(maxlen=64)
        self._opened = False
        self._started: dict[int, float] = {}
        self._count = 0
        self._looking = 0
        self._room = threading.Condition()

    @property
    def stall(self) -> float:
        """Seconds after which a running operation counts as stuck."""
        if not self._opened:  # the first operation opens the database: no measure yet
            return min(self.timeout / 2, FIRST_STALL)
        return min(self.timeout / 2, max(STALL, 4 * max(self._recent, default=0.0)))

    def _stuck(self, now: float) -> bool:
        stall = self.stall
        return any(now - started > stall for started in self._started.values())

    def run(self, operation: Callable[[], T]) -> T:
        """``operation()``'s answer, or ``LateError`` once the deadline has passed."""
        arrived = time.monotonic()
        deadline = arrived + self.timeout
        with self._room:
            self._wait_for_room(arrived, deadline)
            self._count += 1
            token = self._count
            self._started[token] = time.monotonic()
        done = threading.Event()
        answer: list[T] = []
        failure: list[BaseException] = []

        def work() -> None:
            try:
                answer.append(operation())
            except BaseException as exc:  # noqa: BLE001 - handed to the request's thread
                failure.append(exc)
            finally:
                with self._room:
                    took = time.monotonic() - self._started.pop(token)
                    if self._opened:  # the first, opening the database, is no measure
                        self._recent.append(took)
                    self._opened = True
                    self._room.notify_all()
                done.set()

        threading.Thread(target=work, name="explainer-database", daemon=True).start()
        if not done.wait(max(0.0, deadline - time.monotonic())):
            raise LateError(f"the database did not answer within {self.timeout:g} s")
        if failure:
            raise failure[0]
        return answer[0]

    def _wait_for_room(self, arrived: float, deadline: float) -> None:
        """Wait (holding ``_room``) until the lane has room; ``LateError`` at the deadline,
        or when what runs is stuck and this request has watched it for a stall (or finds
        LOOKERS others already watching)."""
        looking = False
        try:
            while len(self._started) >= self.threads:
                now = time.monotonic()
                if now >= deadline:
                    raise LateError("the database is not answering")
                if self._stuck(now):
                    if now - arrived >= self.stall:
                        raise LateError("the database is not answering")
                    if not looking:
                        if self._looking >= LOOKERS:
                            raise LateError("the database is not answering")
                        looking = True
                        self._looking += 1
                self._room.wait(min(0.05, deadline - now))
        finally:
            if looking:
                self._looking -= 1

    @property
    def running(self) -> int:
        """Operations running now (stuck ones included)."""
        with self._room:
            return len(self._started)

    @property
    def looking(self) -> int:
        """Requests now watching a stuck-looking operation for one more stall."""
        with self._room:
            return self._looking


def init_app(app: Flask) -> Slots:
    """Attach the process's heavy slots to ``app`` (HEAVY_SLOTS, BUSY_RETRY_AFTER)."""
    slots = Slots(int(app.config["HEAVY_SLOTS"]), int(app.config["BUSY_RETRY_AFTER"]))
    app.extensions["explainer.heavy"] = slots
    return slots


def slots() -> Slots:
    """The heavy slots of the app handling the current request."""
    found: Slots = current_app.extensions["explainer.heavy"]
    return found


@contextmanager
def heavy(when: bool = True) -> Iterator[None]:
    """Run the block in one of the app's heavy slots (``Busy`` if none is free), or as it is
    when ``when`` is false (light work needs no slot)."""
    if not when:
        yield
        return
    with slots().hold():
        yield


def large_body() -> bool:
    """The current request's body is large enough to make the form or the interview heavy
    work (their cost grows with the incident; the body's length is known before reading)."""
    limit = int(current_app.config.get("HEAVY_BODY", HEAVY_BODY))
    return (request.content_length or 0) > limit


def large_incident(json_length: int) -> bool:
    """A stored incident (its JSON with every field: about half the length of the form it
    fills in) large enough to make its form heavy work."""
    return json_length > int(current_app.config.get("HEAVY_BODY", HEAVY_BODY))


_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def _lower_priority() -> None:
    """A drafting process's start: its priority lowered."""
    os.nice(HEAVY_NICE)


def _processes(size: int) -> ProcessPoolExecutor:
    """This process's pool of drafting processes, started on first use ("spawn": a fresh
    interpreter, as forking a process with threads running is unsafe)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(size, mp_context=context, initializer=_lower_priority)
        return _pool


def _forget(broken: ProcessPoolExecutor) -> None:
    global _pool
    with _pool_lock:
        if _pool is broken:
            _pool = None


def _speaking(language: str, work: Callable[..., T], *args: Any) -> T:
    """``work(*args)`` in the request's language (a draft words its warnings)."""
    from explainer import i18n

    with i18n.speaking(language):
        return work(*args)


def offload(work: Callable[..., T], *args: Any) -> T:
    """``work(*args)`` in one of this process's low-priority worker processes, in the
    request's language (``work`` and its arguments and answer must pickle: a module-level
    function), when HEAVY_PROCESSES is on; here otherwise. Call it inside a heavy slot: the
    slots bound how many run."""
    if not current_app.config.get("HEAVY_PROCESSES", True):
        return work(*args)
    from explainer import i18n

    pool = _processes(slots().size)
    try:
        return pool.submit(_speaking, i18n.current(), work, *args).result()
    except BrokenProcessPool:  # a worker process died (killed): a new pool next time
        _forget(pool)
        return work(*args)
