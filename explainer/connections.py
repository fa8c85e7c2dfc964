"""Each worker's connections: a deadline for a request, and a cap below the fd limit (issue 31).

gunicorn's asgi worker gives a connection that has not sent a whole request (its line and
headers) no deadline, and enforces no ``worker_connections``: a client that sends half a
request line and waits holds a file descriptor for as long as it likes, and 700 of them
took every descriptor of a server limited to 300 files, after which nothing new was
answered. The worker shows the app no connection before its request, so this is done below
gunicorn, in the event loop, with asyncio's public API only:

- ``serve`` (explainer/server.py) sets gunicorn's ``asgi_loop`` to ``asyncio`` and, in each
  worker before gunicorn makes its loop (the ``post_fork`` hook), installs an event loop
  policy whose loops are ``GuardedLoop``: gunicorn's ``asyncio.new_event_loop()`` then makes
  one of ours, and its ``loop.create_server(protocol_factory, sock=...)`` wraps every
  connection's protocol in a ``Connection``, a forwarding ``asyncio.Protocol`` that passes
  every callback on to gunicorn's and keeps the connection's place in the worker's
  ``Guard``.
- A request that reaches the app marks its connection busy, and its answer sent marks it
  waiting again (``Buffered``, explainer/server.py, finds its connection in a context
  variable the forwarding protocol sets while gunicorn makes the connection's task).
- A connection waiting for a request (since it was opened, or since its previous answer)
  for ``header_timeout`` seconds is closed. One that has sent a whole request head is busy:
  its body has ``--body-timeout`` and its answer ``--send-timeout`` (explainer/server.py).
- At most ``cap`` connections are held per worker (``cap_for``: the fd limit, less RESERVE
  descriptors for the database, files and logs, shared among the workers). A connection
  beyond it closes the one that has waited longest for a request; when every connection
  is busy with a request, the new one is closed at once rather than held unanswered.

Nothing is logged per connection: a worker writes at most one line every PERIOD seconds,
with how many it closed and why.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import warnings
from collections.abc import Callable
from typing import Any, cast

#: Seconds a connection may wait, from its opening or its previous answer, before it has
#: sent a whole request head (line and headers).
HEADER_TIMEOUT = 10.0
#: File descriptors of each process not given to connections: the database's connections
#: (a pool of up to 15), the log files, the listening sockets, the event loop's own, the
#: templates and messages read while answering.
RESERVE = 64
#: The fewest connections a worker holds, however low the fd limit.
LEAST = 16
#: Seconds between two of a worker's lines about the connections it closed.
PERIOD = 60.0

log = logging.getLogger("gunicorn.error")

_LATE, _SHED, _REFUSED = "late", "shed", "refused"

_current: contextvars.ContextVar[Connection | None] = contextvars.ContextVar(
    "explainer_connection", default=None
)


def cap_for(fd_limit: int, workers: int, reserve: int = RESERVE) -> int:
    """The connections each of ``workers`` processes may hold when each may open
    ``fd_limit`` files. Sharing the table among the workers leaves room besides: asyncio
    accepts up to 100 connections on a wake before the worker sees any of them."""
    return max(LEAST, (fd_limit - reserve) // max(workers, 1))


def current() -> Connection | None:
    """The connection of the request being served (None outside a ``GuardedLoop``)."""
    return _current.get()


class Guard:
    """One worker's connections: those waiting for a request, in the order they began to
    wait, and how many are open."""

    def __init__(self, loop: asyncio.AbstractEventLoop, cap: int, header_timeout: float) -> None:
        self.loop = loop
        self.cap = cap
        self.header_timeout = header_timeout
        #: Connections made and not yet lost.
        self.open = 0
        #: Of them, those closed here and not yet lost.
        self.closing = 0
        #: Connections waiting for a request -> when they are closed (in that order).
        self.waiting: dict[Connection, float] = {}
        self.closed = {_LATE: 0, _SHED: 0, _REFUSED: 0}
        self._timer: asyncio.TimerHandle | None = None
        self._report: asyncio.TimerHandle | None = None

    def admit(self, connection: Connection) -> bool:
        """Count a new connection; False when it was closed at once (every other one is busy
        with a request)."""
        self.open += 1
        while self.open - self.closing > self.cap:
            oldest = next(iter(self.waiting), None)
            if oldest is None:
                self.close(connection, _REFUSED)
                return False
            self.close(oldest, _SHED)
        self.wait(connection)
        return True

    def wait(self, connection: Connection) -> None:
        """``connection`` waits for a request from now on."""
        self.waiting.pop(connection, None)
        deadline = self.loop.time() + self.header_timeout
        self.waiting[connection] = deadline
        if self._timer is None:
            self._timer = self.loop.call_at(deadline, self._expire)

    def busy(self, connection: Connection) -> None:
        self.waiting.pop(connection, None)

    def lost(self, connection: Connection) -> None:
        self.waiting.pop(connection, None)
        self.open -= 1
        if connection.closed_here:
            self.closing -= 1

    def close(self, connection: Connection, why: str) -> None:
        self.waiting.pop(connection, None)
        if connection.closed_here:
            return
        connection.closed_here = True
        self.closing += 1
        self.closed[why] += 1
        if self._report is None:
            self._report = self.loop.call_later(PERIOD, self._say)
        if connection.transport is not None:
            # What the connection was still sending goes first (a slow reader's answer
            # has its own deadline, TCP_USER_TIMEOUT).
            connection.transport.close()

    def _expire(self) -> None:
        self._timer = None
        now = self.loop.time()
        while self.waiting:
            connection, deadline = next(iter(self.waiting.items()))
            if deadline > now:
                self._timer = self.loop.call_at(deadline, self._expire)
                return
            self.close(connection, _LATE)  # and out of ``waiting``

    def _say(self) -> None:
        self._report = None
        late, shed, refused = (self.closed[k] for k in (_LATE, _SHED, _REFUSED))
        self.closed = dict.fromkeys(self.closed, 0)
        log.warning(
            "connections closed in the last %g s: %d sent no whole request within %g s, "
            "%d made room at this worker's cap of %d, %d refused (every connection busy)",
            PERIOD,
            late,
            self.header_timeout,
            shed,
            self.cap,
            refused,
        )


class Connection(asyncio.Protocol):
    """Forwards every callback to the protocol gunicorn made, which it makes once the
    connection is admitted (a refused one never reaches gunicorn)."""

    def __init__(self, guard: Guard, factory: Callable[[], asyncio.BaseProtocol]) -> None:
        self.guard = guard
        self.factory = factory
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.BaseTransport | None = None
        self.closed_here = False
        self.made = False
        self.requests = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        self.made = True
        if not self.guard.admit(self):
            return
        # The task gunicorn makes for the connection copies this context: the app finds
        # its connection there (``current``).
        token = _current.set(self)
        try:
            self.inner = cast(asyncio.Protocol, self.factory())
            self.inner.connection_made(transport)
        finally:
            _current.reset(token)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            token = _current.set(self)
            try:
                self.inner.data_received(data)
            finally:
                _current.reset(token)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def connection_lost(self, exc: Exception | None) -> None:
        if self.made:
            self.made = False
            self.guard.lost(self)
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def busy(self) -> None:
        """A request reached the app: no deadline until its answer is sent."""
        self.requests += 1
        self.guard.busy(self)

    def idle(self) -> None:
        """A request's answer is sent (or given up): the next one has its deadline."""
        self.requests -= 1
        if self.requests == 0 and self.made and not self.closed_here:
            self.guard.wait(self)


class GuardedLoop(asyncio.SelectorEventLoop):
    """asyncio's loop whose servers wrap each connection in a ``Connection``."""

    def __init__(self, cap: int, header_timeout: float) -> None:
        super().__init__()
        self.guard = Guard(self, cap, header_timeout)

    async def create_server(
        self, protocol_factory: Callable[[], asyncio.BaseProtocol], *args: Any, **kwargs: Any
    ) -> asyncio.Server:
        guard = self.guard

        def guarded() -> asyncio.BaseProtocol:
            return Connection(guard, protocol_factory)

        return await super().create_server(guarded, *args, **kwargs)


def install(cap: int, header_timeout: float = HEADER_TIMEOUT) -> bool:
    """Make this process's new event loops ``GuardedLoop``s; False where Python no longer
    has event loop policies (deprecated from 3.14, to go in 3.16)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        base = getattr(asyncio, "DefaultEventLoopPolicy", None)
        setter = getattr(asyncio, "set_event_loop_policy", None)
        if base is None or setter is None:
            return False

        class Policy(base):  # type: ignore[misc, valid-type]
            def new_event_loop(self) -> asyncio.AbstractEventLoop:
                return GuardedLoop(cap, header_timeout)

        setter(Policy())
    return True
