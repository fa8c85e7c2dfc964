"""What each worker's event loop does with the errors it cannot pass to anybody: a line in
the log, a few at a time, never a traceback per connection.

asyncio reports to the loop's exception handler what goes wrong outside any task: an
``accept()`` that fails because the process is out of file descriptors (asyncio then stops
accepting for a second and tries again), and an exception raised while a connection's bytes
were being parsed. Its default handler logs each with a traceback. At the fd limit that was
a traceback a second per worker and per listening socket, 153 MB of log in 2-3 minutes
(issue 31); a Content-Length of 5,000 digits, which gunicorn's parser hands to ``int()``
(Python refuses strings over 4,300 digits), was a traceback and a connection closed without
an answer.

``LoopErrors`` is installed with asyncio's public ``loop.set_exception_handler`` from the
ASGI lifespan startup, which runs in the worker's loop (explainer/server.py). It logs at
most BURST lines of each kind every PERIOD seconds, then says how many it left out; a
connection whose request could not be parsed gets a 400 before the loop closes it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

#: Lines of one kind logged at most every PERIOD seconds.
BURST = 3
PERIOD = 60.0

log = logging.getLogger("gunicorn.error")

_ACCEPT = "socket.accept() out of system resource"


class LoopErrors:
    """An event loop's exception handler: rate-limited lines, a 400 for unparsed requests."""

    def __init__(self, burst: int = BURST, period: float = PERIOD) -> None:
        self.burst = burst
        self.period = period
        #: kind -> [start of the current period, lines logged in it, lines left out]
        self._kinds: dict[str, list[float]] = {}

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message") or "")
        exc = context.get("exception")
        transport = context.get("transport")
        if message.startswith(_ACCEPT):
            self._line("accept", "out of file descriptors: cannot accept a connection (%s)", exc)
        elif transport is not None and exc is not None and not isinstance(exc, OSError):
            # The connection's bytes could not be parsed: the loop closes it next.
            _answer_400(transport)
            self._line("request", "a request that could not be parsed got a 400: %r", exc)
        elif self._allowed("other"):
            loop.default_exception_handler(context)

    def _line(self, kind: str, text: str, *args: Any) -> None:
        if self._allowed(kind):
            kept = self._kinds[kind]
            left_out = int(kept[2])
            kept[2] = 0
            suffix = f" ({left_out} more like it left out)" if left_out else ""
            log.warning(text + suffix, *args)

    def _allowed(self, kind: str) -> bool:
        now = time.monotonic()
        kept = self._kinds.setdefault(kind, [now, 0, 0])
        if now - kept[0] >= self.period:
            kept[0], kept[1] = now, 0
        if kept[1] < self.burst:
            kept[1] += 1
            return True
        kept[2] += 1
        return False


def _answer_400(transport: Any) -> None:
    from explainer.messages import say

    if transport.is_closing():
        return
    body = (say("problems", "title", 400) + "\n").encode("utf-8")
    head = (
        "HTTP/1.1 400 Bad Request\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\n"
        "Cache-Control: no-store\r\n"
        "Connection: close\r\n\r\n"
    )
    with contextlib.suppress(OSError, RuntimeError):  # the client is gone already
        transport.write(head.encode("latin-1") + body)
