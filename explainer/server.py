"""Run the app under gunicorn (a production server), from Python, so that slow clients
cannot stall it.

gunicorn's sync and gthread workers read each request in the thread that runs the app: a
client that never finishes its headers, or sends less body than its Content-Length, holds
that thread (a sync worker: the whole process) until it gives up or the worker is killed.
Here gunicorn's ``asgi`` worker reads every connection in one event loop per process, and
``Buffered`` reads each request's whole body there too, at most MAX_CONTENT_LENGTH + 1
bytes, however it is framed (Content-Length or chunked). Only a request that has fully
arrived reaches a thread, which runs the Flask app as gunicorn's workers did. A slow client
costs a socket, never a thread.

Bodies: a declared Content-Length over the limit is not read (the app answers 413 from
the header, as before); a chunked body goes on until it passes the limit, then the app
sees a body one byte too long and answers its own 413 (JSON on the API, the error page
elsewhere); a body that stops coming (BODY_TIMEOUT seconds without a byte, or the client
gone) reaches the app as one whose reading fails with a 400, and the connection is closed.
A malformed chunk size is a 400 from gunicorn's parser before the app sees anything.
Connections that have not sent a whole request yet: silent ones wait in the kernel, not
the worker, for their first DEFER_S seconds (explainer/listeners.py); in the worker, one
that has not sent a whole request head ``header_timeout`` seconds after it was opened, or
after its previous answer, is closed, and each worker holds at most a cap of connections
below its fd limit (explainer/connections.py, which this app tells when a request starts
and when its answer is sent).

Answers: the body goes to gunicorn SLICE bytes at a time, each slice awaited for at most
``send_timeout`` seconds (gunicorn waits while the connection's buffer is over 64 KB), and
a client that takes nothing for that long is given up: the response is left incomplete,
which makes gunicorn close the connection, and the kernel drops it (TCP_USER_TIMEOUT).
Handed over whole, a 520 KB page was copied into every connection's buffer, and a client
that never read held all of it. A large body is held once while it is sent, however many
connections it goes to (``SharedBodies``): the same cached page to a thousand slow clients
is one copy, not a thousand.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import io
import socket
import sys
from collections.abc import Awaitable, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import unquote_to_bytes

from gunicorn.app.base import BaseApplication

from explainer import connections
from explainer.listeners import prepare, raise_fd_limit
from explainer.loop_errors import LoopErrors
from explainer.security import FORM_PATH

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

#: Threads per worker process that run the app (requests already read in full).
THREADS = 4
#: Seconds a request body may go without a byte before the request gets a 400.
BODY_TIMEOUT = 10.0
#: Seconds a worker may go without telling gunicorn's master it is alive (then restarted).
TIMEOUT = 30
#: The most body read when the app sets no MAX_CONTENT_LENGTH (it sets 256 KB).
BODY_LIMIT = 256 * 1024
#: Seconds a kept-alive connection may wait for its next request.
KEEPALIVE = 5
#: Bytes of an answer handed to gunicorn at a time.
SLICE = 16 * 1024
#: Seconds a client may take no slice of its answer before the connection is given up.
SEND_TIMEOUT = 30.0
#: Seconds between two returns of the worker's free memory to the system (``_trim``).
TRIM_S = 10.0
#: Bodies at least this long are held once while they are sent (``SharedBodies``).
SHARED_FROM = 64 * 1024
#: The forwarded headers gunicorn reads (from ``forwarded_allow_ips`` only): the scheme,
#: from X-Forwarded-Proto alone. Its defaults also took X-Forwarded-Ssl and
#: X-Forwarded-Protocol, and let a proxy set SCRIPT_NAME and PATH_INFO by header.
SECURE_SCHEME_HEADERS = {"X-FORWARDED-PROTO": "https"}

_TOO_LARGE = "too_large"
_INCOMPLETE = "incomplete"


class _Unreadable(io.RawIOBase):
    """A request body that ended too soon: reading it raises a 400 the app answers."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        from werkzeug.exceptions import BadRequest

        from explainer.messages import say

        raise BadRequest(say("problems", "incomplete_body"))


class SharedBodies:
    """The bodies being sent, each held once however many connections it goes to.

    A cached page is text, encoded anew for each answer: a thousand clients that read it
    slowly held a thousand copies of it. Here an answer whose body equals one being sent
    is sent from that one, and its own copy is dropped at once. Only the event loop's
    thread uses it (no lock); the hash is worked out in the app's thread (``_run``)."""

    def __init__(self, smallest: int = SHARED_FROM) -> None:
        self.smallest = smallest
        self._sending: dict[bytes, list[Any]] = {}

    def take(self, body: bytes) -> bytes:
        """The copy of ``body`` to send (release it when done)."""
        if len(body) < self.smallest:
            return body
        kept = self._sending.setdefault(body, [body, 0])
        kept[1] += 1
        first: bytes = kept[0]
        return first

    def release(self, body: bytes) -> None:
        kept = self._sending.get(body) if len(body) >= self.smallest else None
        if kept is not None:
            kept[1] -= 1
            if kept[1] <= 0:
                del self._sending[body]

    def __len__(self) -> int:
        return len(self._sending)


class Buffered:
    """A WSGI app as an ASGI app that reads each request in full before a thread runs it."""

    def __init__(
        self,
        app: WSGIApp,
        limit: int,
        threads: int = THREADS,
        body_timeout: float = BODY_TIMEOUT,
        send_timeout: float = SEND_TIMEOUT,
        form_limit: int | None = None,
    ) -> None:
        self.app = app
        self.limit = limit
        self.form_limit = form_limit if form_limit is not None else limit
        self.body_timeout = body_timeout
        self.send_timeout = send_timeout
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="explainer")
        self.bodies = SharedBodies()

    async def __call__(self, scope: Message, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        if scope["type"] != "http":  # a WebSocket: the app has none
            await send({"type": "websocket.close", "code": 1000})
            return
        connection = connections.current()
        if connection is not None:
            connection.busy()  # no deadline for its next request head until this is answered
        try:
            await self._answer(scope, receive, send)
        finally:
            if connection is not None:
                connection.idle()

    async def _answer(self, scope: Message, receive: Receive, send: Send) -> None:
        body, problem = await self._body(scope, receive)
        environ = _environ(scope, body, problem)
        loop = asyncio.get_running_loop()
        status, headers, content = await loop.run_in_executor(self.pool, _run, self.app, environ)
        shared = self.bodies.take(content)
        del content  # a copy of a body being sent goes now, not when this answer is done
        try:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await self._write(send, shared)
        finally:
            self.bodies.release(shared)

    async def _write(self, send: Send, body: bytes) -> None:
        """``body`` a slice at a time; given up when a slice waits ``send_timeout`` seconds
        (gunicorn then closes the connection: its response is not complete)."""
        start = 0
        while True:
            piece = body[start : start + SLICE]
            start += len(piece)
            more = start < len(body)
            message = {"type": "http.response.body", "body": piece, "more_body": more}
            try:
                await asyncio.wait_for(send(message), self.send_timeout)
            except TimeoutError:
                return
            if not more:
                return

    async def _body(self, scope: Message, receive: Receive) -> tuple[bytes, str | None]:
        limit = self.limit_for(scope)
        declared = _header(scope, b"content-length")
        if declared is not None and declared.isdigit() and _over(declared, limit):
            return b"", None  # the app answers 413 from the header; nothing is read
        body = bytearray()
        while True:
            try:
                message = await asyncio.wait_for(receive(), self.body_timeout)
            except TimeoutError:
                return bytes(body), _INCOMPLETE
            if message["type"] == "http.disconnect":
                return bytes(body), _INCOMPLETE
            body += message.get("body", b"")
            if len(body) > limit:
                return bytes(body[: limit + 1]), _TOO_LARGE
            if not message.get("more_body", False):
                return bytes(body), None

    def limit_for(self, scope: Message) -> int:
        """The most body read: ``form_limit`` for the incident form's url-encoded post (the
        app lets it be larger than other bodies: explainer/security.limit_form_fields), else
        ``limit``."""
        kind = (_header(scope, b"content-type") or "").split(";", 1)[0].strip().lower()
        if kind == "application/x-www-form-urlencoded" and scope.get("path") == FORM_PATH:
            return max(self.limit, self.form_limit)
        return self.limit


def _over(digits: str, limit: int) -> bool:
    """Whether the number written ``digits`` is over ``limit``, however many digits it has
    (``int()`` refuses more than 4,300)."""
    significant = digits.lstrip("0")
    return len(significant) > len(str(limit)) or int(significant or "0") > limit


async def _lifespan(receive: Receive, send: Send) -> None:
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            # Runs in the worker's event loop: its errors are logged a few at a time.
            loop = asyncio.get_running_loop()
            loop.set_exception_handler(LoopErrors())
            loop.call_later(TRIM_S, _trim, loop)
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return


def _trim(loop: asyncio.AbstractEventLoop) -> None:
    """Give the system back the memory the C allocator holds free (glibc's malloc_trim),
    then again in TRIM_S seconds. The buffers of the connections that have gone are freed
    but, scattered among the ones still in use, glibc keeps them: after 1,024 clients that
    never read had gone, the workers still held 160 MB more than before them."""
    if _LIBC is not None:
        _LIBC.malloc_trim(0)
    loop.call_later(TRIM_S, _trim, loop)


def _libc() -> Any:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:
        return None  # not glibc: its allocator is left as it is


_LIBC = _libc()


def _header(scope: Message, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return str(value.decode("latin-1")).strip()
    return None


def _environ(scope: Message, body: bytes, problem: str | None) -> dict[str, Any]:
    """The WSGI environ (PEP 3333) of a request read in full, as gunicorn's workers build it."""
    raw_path = (scope.get("raw_path") or scope["path"].encode("utf-8")).split(b"?", 1)[0]
    query = scope.get("query_string", b"")
    path = unquote_to_bytes(raw_path).decode("latin-1")
    root = scope.get("root_path", "").encode("utf-8").decode("latin-1")
    host, port = scope.get("server") or ("localhost", 80)
    environ: dict[str, Any] = {
        "REQUEST_METHOD": scope["method"],
        "SCRIPT_NAME": root,
        "PATH_INFO": path[len(root) :] if root and path.startswith(root) else path,
        "QUERY_STRING": query.decode("latin-1"),
        "RAW_URI": (raw_path + b"?" + query if query else raw_path).decode("latin-1"),
        "SERVER_NAME": str(host),
        "SERVER_PORT": str(port or 0),
        "SERVER_PROTOCOL": f"HTTP/{scope['http_version']}",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": scope.get("scheme", "http"),
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if scope.get("client"):
        environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = scope["client"][0], str(scope["client"][1])
    for key, value in scope["headers"]:
        name = key.decode("latin-1").upper().replace("-", "_")
        name = name if name in ("CONTENT_LENGTH", "CONTENT_TYPE") else f"HTTP_{name}"
        text = value.decode("latin-1")
        environ[name] = f"{environ[name]},{text}" if name in environ else text
    # The body is here in full, dechunked: the app sees its length, not how it was framed.
    environ.pop("HTTP_TRANSFER_ENCODING", None)
    if problem == _INCOMPLETE:
        environ["wsgi.input"] = io.BufferedReader(_Unreadable())
        environ["CONTENT_LENGTH"] = environ.get("CONTENT_LENGTH") or str(len(body) + 1)
    elif problem == _TOO_LARGE or "CONTENT_LENGTH" not in environ:
        # The length read: one byte past the limit when too large (the app answers 413).
        environ["CONTENT_LENGTH"] = str(len(body))
    return environ


def _run(app: WSGIApp, environ: dict[str, Any]) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
    """Call the WSGI app in this thread; its status, headers and whole body."""
    started: list[Any] = []
    chunks: list[bytes] = []

    def start_response(
        status: str, headers: list[tuple[str, str]], exc_info: Any = None
    ) -> Callable[[bytes], None]:
        if exc_info and started:
            raise exc_info[1].with_traceback(exc_info[2])
        started[:] = [status, headers]
        return chunks.append

    result = app(environ, start_response)
    try:
        chunks.extend(result)
    finally:
        close = getattr(result, "close", None)
        if close is not None:
            close()
    status, headers = started
    encoded = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
    body = b"".join(chunks)
    if len(body) >= SHARED_FROM:
        hash(body)  # kept in the object: SharedBodies looks it up without hashing in the loop
    return int(status.split(" ", 1)[0]), encoded, body


class _Server(BaseApplication):  # type: ignore[misc]
    def __init__(
        self, options: dict[str, Any], threads: int, body_timeout: float, send_timeout: float
    ) -> None:
        self.options = options
        self.threads = threads
        self.body_timeout = body_timeout
        self.send_timeout = send_timeout
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        from explainer import create_app

        # The trainer's bank made in the background from the start (explainer.training.bank).
        # The drafting processes start at the first draft (limits.py): started with the
        # app, each making every language ready, they held the saves of the store's stress
        # tests past the database's deadline (503s) on a 2-core machine.
        app = create_app({"TRAINING_WARM": True})
        # What the worker holds once the app is made (every module imported, the app)
        # stays for its whole life: the collector's full passes, which went through all
        # of it at some request or other (a pause of about 100 ms), leave it out.
        gc.freeze()
        # Unlimited is not on offer: a body is held in memory until it has arrived.
        limit = int(app.config.get("MAX_CONTENT_LENGTH") or BODY_LIMIT)
        form_limit = int(app.config.get("MAX_FORM_LENGTH") or limit)
        return Buffered(app, limit, self.threads, self.body_timeout, self.send_timeout, form_limit)


def check_port(host: str, port: int) -> None:
    """Raise OSError when ``port`` on ``host`` cannot be listened on, before gunicorn starts.
    Each worker binds a socket of its own to the port (``reuse_port``): a port that another
    program holds would have every worker try it and be started again for ever, and one
    that another server of ours holds would be shared with it without a word. The probe
    binds without SO_REUSEPORT, so both are refused here (a port in TIME_WAIT is not)."""
    found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, kind, proto, _, address = found[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(address)


def _hooks(
    fd_limit: int, cap: int, workers: int, header_timeout: float, send_timeout: float
) -> dict[str, Callable[..., None]]:
    """gunicorn's hooks: the master's line once it listens, and each worker's connection
    cap and listening sockets."""

    def ready(arbiter: Any) -> None:
        # gunicorn's when_ready hook, in the master once it listens: one line.
        arbiter.log.info(
            "connections: fd limit %d, at most %d per worker (the limit less %d for the "
            "database, files and logs, shared by %d workers), %g s to send a request head",
            fd_limit,
            cap,
            connections.RESERVE,
            workers,
            header_timeout,
        )

    def guard_connections(arbiter: Any, worker: Any) -> None:
        # gunicorn's post_fork hook, in the worker before it makes its event loop.
        if not connections.install(cap, header_timeout):
            worker.log.warning("no event loop policy: no connection cap, no header deadline")

    def listeners_ready(worker: Any) -> None:
        # gunicorn's post_worker_init hook: the worker's own listening sockets are made.
        for listener in worker.sockets:
            prepare(listener.fileno(), send_timeout)

    return {
        "when_ready": ready,
        "post_fork": guard_connections,
        "post_worker_init": listeners_ready,
    }


def serve(
    host: str,
    port: int,
    workers: int,
    threads: int = THREADS,
    body_timeout: float = BODY_TIMEOUT,
    send_timeout: float = SEND_TIMEOUT,
    header_timeout: float = connections.HEADER_TIMEOUT,
) -> None:
    """gunicorn with ``workers`` asgi worker processes, ``threads`` app threads in each."""
    fd_limit, _ = raise_fd_limit()  # before the workers are forked: they inherit it
    cap = connections.cap_for(fd_limit, workers)
    options = {
        "bind": f"{host}:{port}",
        "workers": workers,
        "worker_class": "asgi",
        # asyncio's loop, made through the policy guard_connections installs (uvloop, which
        # "auto" would take when installed, would bypass it).
        "asgi_loop": "asyncio",
        "timeout": TIMEOUT,
        "keepalive": KEEPALIVE,
        "accesslog": "-",
        # Each worker listens on a socket of its own (SO_REUSEPORT), and the kernel spreads
        # new connections across them. On one shared socket each worker's event loop takes
        # every connection waiting when it wakes, so a burst of connections kept open (a
        # proxy's pool, a load generator's) could all fall on one worker, the other idle.
        "reuse_port": True,
        **_hooks(fd_limit, cap, workers, header_timeout, send_timeout),
        # Links are built from the scheme: only the header the README names sets it.
        "secure_scheme_headers": SECURE_SCHEME_HEADERS,
        "forwarder_headers": "",
        # gunicorn's control socket is one path for every server a user runs
        # ($XDG_RUNTIME_DIR/gunicorn.ctl or ~/.gunicorn/gunicorn.ctl): a second explainer
        # took it over, and stopping it deleted the first one's. Nothing here uses it.
        "control_socket_disable": True,
    }
    # The trainer's bank made here, before the workers are forked: each inherits it (copy
    # on write) instead of making its own (seconds of CPU) while answering its first
    # requests, which made a save wait past its busy timeout (a 503) under load.
    from explainer.training import bank

    bank.bank()
    _Server(options, threads, body_timeout, send_timeout).run()
