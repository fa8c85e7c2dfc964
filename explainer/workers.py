"""Where a batch's chunks are decided: on several processes of this machine (``--jobs N``)
or on a Dask cluster (``--dask ADDRESS``, the optional extra ``var-explainer[dask]``).

Both keep the input's order and a bounded number of chunks in flight, so memory stays
constant whatever the input's length, and both run the one function a single process runs
(explainer.batch.decide_chunk): the output is the same, byte for byte, in all three ways.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import importlib
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

from explainer.batch import Chunk, Mapper, Records, decide_chunk, in_process

#: Chunks in flight per worker: enough to keep every worker busy while the parent writes.
AHEAD = 3
#: Seconds to wait for a Dask scheduler to answer.
CONNECT_TIMEOUT = 10
#: Dask's own logs kept by the batch's client and by a local cluster, in entries per log
#: (its configuration ``distributed.admin.low-level-log-length``, 1,000 by default). Among
#: them are the last messages every connection sent: the client's graph of each chunk, and
#: the scheduler's order to a worker to decide it, each with the chunk's lines. At the
#: default, a batch's parent process kept its last 1,000 chunks twice over (about 3 KB a
#: line, so up to some 600 MB) whatever the cluster's size; these logs serve only to debug
#: Dask itself.
DASK_LOG_LENGTH = 0


class _Pending(Protocol):
    def result(self) -> Records: ...


def _ordered(
    pieces: Iterable[Chunk], submit: Callable[[Chunk], _Pending], window: int
) -> Iterator[Records]:
    """Submit chunks while fewer than ``window`` are pending; yield results in input order."""
    pending: collections.deque[_Pending] = collections.deque()
    for chunk in pieces:
        pending.append(submit(chunk))
        if len(pending) >= window:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@contextlib.contextmanager
def processes(jobs: int, edition: str | None, trace: bool) -> Iterator[Mapper]:
    """Decide chunks on ``jobs`` processes of this machine."""
    work = functools.partial(decide_chunk, edition=edition, trace=trace)
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:

        def mapper(pieces: Iterable[Chunk]) -> Iterator[Records]:
            def submit(chunk: Chunk) -> Future[Records]:
                return pool.submit(work, chunk)

            return _ordered(pieces, submit, jobs * AHEAD)

        yield mapper
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


class DaskError(RuntimeError):
    """Dask cannot decide this batch; ``code`` is the CLI's message for it
    (templates/messages/cli.txt.j2, given the address and the reason)."""

    code = "dask_unreachable"


class DaskMissingError(DaskError):
    """``--dask`` was asked for without the optional extra installed."""

    code = "dask_missing"


class DaskUnreachableError(DaskError):
    """No Dask scheduler answered at the address given."""

    code = "dask_unreachable"


def place(
    jobs: int, dask_address: str | None, edition: str | None, trace: bool
) -> contextlib.AbstractContextManager[Mapper]:
    """Where a batch is decided: on Dask when an address is given, else on ``jobs``
    processes (0: one per core), else here."""
    count = jobs or cores()
    if dask_address is not None:
        return dask(dask_address, edition, trace, count)
    if count > 1:
        return processes(count, edition, trace)
    return contextlib.nullcontext(in_process(edition, trace))


@contextlib.contextmanager
def dask(
    address: str, edition: str | None, trace: bool, jobs: int | None = None
) -> Iterator[Mapper]:
    """Decide chunks on a Dask cluster: ``address`` of its scheduler (tcp://host:8786), or
    ``local`` for a cluster of ``jobs`` single-threaded worker processes on this machine."""
    try:
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        raise DaskMissingError(address) from None
    Client, LocalCluster = distributed.Client, distributed.LocalCluster  # noqa: N806
    dask_config: Any = importlib.import_module("dask.config")
    with contextlib.ExitStack() as stack:
        # Read when the client, scheduler, nannies and workers are made, and passed on by the
        # nannies to the worker processes they start.
        stack.enter_context(
            dask_config.set({"distributed.admin.low-level-log-length": DASK_LOG_LENGTH})
        )
        if address == "local":
            cluster: Any = stack.enter_context(
                LocalCluster(
                    n_workers=jobs or cores(),
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=None,
                )
            )
            client = stack.enter_context(Client(cluster))
        else:
            try:
                client = stack.enter_context(Client(address, timeout=CONNECT_TIMEOUT))
            except (OSError, TimeoutError, ValueError) as exc:
                raise DaskUnreachableError(str(exc) or type(exc).__name__) from None
        workers = max(len(client.scheduler_info().get("workers", {})), 1)
        work = functools.partial(decide_chunk, edition=edition, trace=trace)

        def mapper(pieces: Iterable[Chunk]) -> Iterator[Records]:
            def submit(chunk: Chunk) -> _Pending:
                future: _Pending = client.submit(work, chunk, pure=False)
                return future

            return _ordered(pieces, submit, workers * AHEAD)

        yield mapper
