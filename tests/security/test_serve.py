"""What `var-explainer serve` takes from a client and from the machine (issue 31): the
forwarded headers and ports links are built from, a Content-Length too long for ``int()``,
gunicorn's control socket, the event loop's errors in the log, and connections that never
finish a request (a deadline for the request head, a cap below the fd limit).

The live tests start the server as deployed (tests/stress/live.py) and assert no timing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import KANE_SLUG, app_in

from explainer import connections
from explainer.connections import Connection, Guard, GuardedLoop
from explainer.hosts import link_host
from explainer.loop_errors import BURST, LoopErrors
from tests.stress.live import HOST, Database, Server, request

PAGE = f"/cases/{KANE_SLUG}"
#: The deadlined server's --header-timeout (10 s by default).
HEADER_TIMEOUT = 1
#: A guard against a hang, never a figure that is checked.
HANG = 30
CANONICAL = re.compile(rb'<link rel="canonical" href="([^"]+)"')


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("serve")
    live = Server(Database.sqlite(tmp).url, tmp / "server.log", env={"HOME": str(tmp)})
    live.start()
    try:
        yield live
    finally:
        live.stop()


def _canonical(server: Server, headers: dict[str, str]) -> str:
    status, body, _ = request(server, "GET", PAGE, headers=headers)
    assert status == 200, body[:300]
    found = CANONICAL.search(body)
    assert found, body[:300]
    return found.group(1).decode()


# --- links: the scheme from X-Forwarded-Proto only, a port never from the client ------------


@pytest.mark.parametrize(
    "header", [("X-Forwarded-Ssl", "on"), ("X-Forwarded-Protocol", "ssl")], ids=str
)
def test_only_x_forwarded_proto_makes_links_https(server: Server, header: tuple[str, str]) -> None:
    """gunicorn's defaults also took these two (from 127.0.0.1, a trusted proxy)."""
    host = {"Host": f"{HOST}:{server.port}"}
    assert _canonical(server, {**host, header[0]: header[1]}).startswith("http://")
    assert _canonical(server, {**host, "X-Forwarded-Proto": "https"}).startswith("https://")


def test_a_port_the_client_chose_never_reaches_a_link(server: Server) -> None:
    link = _canonical(server, {"Host": f"{HOST}:6666"})
    assert "6666" not in link and link.startswith(f"http://{HOST}/"), link
    # The port the request came in on is the server's own.
    own = _canonical(server, {"Host": f"{HOST}:{server.port}"})
    assert own.startswith(f"http://{HOST}:{server.port}/"), own


def test_a_trusted_name_may_give_the_port(tmp_path: Path) -> None:
    with app_in(tmp_path, TRUSTED_HOSTS="var.example:8443, .news.example") as app:
        client = app.test_client()
        for asked in ("var.example:6666", "var.example"):
            html = client.get(PAGE, headers={"Host": asked}).get_data(as_text=True)
            assert f'href="http://var.example:8443/cases/{KANE_SLUG}"' in html, asked
        html = client.get(PAGE, headers={"Host": "a.news.example:6666"}).get_data(as_text=True)
        assert f'href="http://a.news.example/cases/{KANE_SLUG}"' in html
    assert link_host("[::1]:5000", ["[::1]"], "5000") == "[::1]:5000"
    assert link_host("[::1]:6666", ["[::1]"], "5000") == "[::1]"
    assert link_host("[::1]", ["[::1]"], "5000") == "[::1]"


# --- a Content-Length int() refuses -------------------------------------------------------------


def test_a_content_length_of_5000_digits_gets_a_4xx_and_no_traceback(server: Server) -> None:
    head = (
        f"POST /api/v1/decisions HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {'9' * 5000}\r\nConnection: close\r\n\r\n"
    )
    with socket.create_connection((HOST, server.port), timeout=30) as sock:
        sock.sendall(head.encode() + b"{}")
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    assert re.match(rb"HTTP/1\.1 4(00|13) ", answer), answer[:300]
    assert request(server, "GET", "/health")[0] == 200
    assert "Traceback" not in server.log.read_text(errors="replace")


# --- gunicorn's control socket ------------------------------------------------------------------


def test_two_servers_leave_no_control_socket_to_share(tmp_path: Path) -> None:
    """gunicorn's default path is the same for every server of a user: the second took it
    over, and stopping it deleted the first one's. Now neither makes one."""
    env = {"HOME": str(tmp_path), "XDG_RUNTIME_DIR": ""}
    first = Server(Database.sqlite(tmp_path / "1").url, tmp_path / "1.log", workers=1, env=env)
    second = Server(Database.sqlite(tmp_path / "2").url, tmp_path / "2.log", workers=1, env=env)
    first.start()
    try:
        second.start()
        second.stop()
        assert request(first, "GET", "/health")[0] == 200
        made = [p for p in tmp_path.rglob("*") if p.is_socket()]
        assert made == [], made
        assert "Control socket" not in first.log.read_text(errors="replace")
    finally:
        second.stop()
        first.stop()


# --- the event loop's errors --------------------------------------------------------------------


def test_accept_errors_at_the_fd_limit_are_logged_a_few_at_a_time(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """asyncio's default handler logged a traceback for every failed accept (153 MB of log
    in 2-3 minutes at the fd limit)."""
    handler = LoopErrors()
    context = {
        "message": "socket.accept() out of system resource",
        "exception": OSError(24, "Too many open files"),
    }
    with caplog.at_level(logging.WARNING, logger="gunicorn.error"):
        for _ in range(1000):
            handler(None, context)  # type: ignore[arg-type]
    assert len(caplog.records) == BURST
    assert not any(r.exc_info for r in caplog.records)


# --- connections that never finish a request ----------------------------------------------------


@pytest.fixture(scope="module")
def deadlined(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("deadlined")
    args = ("--header-timeout", str(HEADER_TIMEOUT))
    live = Server(Database.sqlite(tmp).url, tmp / "server.log", args=args, env={"HOME": str(tmp)})
    live.start()
    try:
        yield live
    finally:
        live.stop()


def _get(path: str, *headers: str) -> bytes:
    lines = [f"GET {path} HTTP/1.1", f"Host: {HOST}", *headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def _closed_within(sock: socket.socket, bound: float = HANG) -> float:
    """Seconds until the server closes ``sock`` (its answers, if any, read and dropped)."""
    start = time.monotonic()
    sock.settimeout(bound)
    while sock.recv(65536):
        pass
    return time.monotonic() - start


def _response(sock: socket.socket) -> tuple[int, bytes]:
    """One response read off a kept-alive connection (Content-Length framed)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))  # type: ignore[union-attr]
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, head
        body += chunk
    assert len(body) == length, head  # nothing pipelined here
    return int(head.split()[1]), body


def test_a_connection_that_stalls_in_its_request_line_is_closed(deadlined: Server) -> None:
    """It held a socket for as long as the client liked (gunicorn's asgi worker gives no
    deadline before a request's head is whole)."""
    with socket.create_connection((HOST, deadlined.port), timeout=HANG) as sock:
        sock.sendall(b"GET /cases/ HT")
        assert _closed_within(sock) < HANG / 2
    with socket.create_connection((HOST, deadlined.port), timeout=HANG) as sock:
        sock.sendall(_get(PAGE)[:-20])  # the request line and part of the headers
        assert _closed_within(sock) < HANG / 2
    assert request(deadlined, "GET", "/health")[0] == 200


def test_a_kept_alive_connection_has_the_deadline_after_each_answer(deadlined: Server) -> None:
    with socket.create_connection((HOST, deadlined.port), timeout=HANG) as sock:
        for _ in range(3):
            sock.sendall(_get("/health"))
            assert _response(sock)[0] == 200
            time.sleep(HEADER_TIMEOUT / 2)  # under the deadline: still open
        sock.sendall(_get(PAGE))
        status, body = _response(sock)
        assert status == 200 and b"</html>" in body  # a large answer, whole
        sock.sendall(_get(PAGE)[:30])  # the next request stalls
        assert _closed_within(sock) < HANG / 2


def test_the_deadline_stops_once_the_head_is_whole(deadlined: Server) -> None:
    """A body sent slowly (each part within --body-timeout), chunked, over several times
    the header deadline, is answered: the app has the request, the deadline is over."""
    head = (
        f"POST /api/v1/decisions HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    ).encode()
    with socket.create_connection((HOST, deadlined.port), timeout=HANG) as sock:
        sock.sendall(head)
        for part in (b"{", b'"match"', b": ", b"1}"):
            time.sleep(HEADER_TIMEOUT * 0.75)
            sock.sendall(b"%x\r\n%s\r\n" % (len(part), part))
        sock.sendall(b"0\r\n\r\n")
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    # The app's own answer: the incident read, and found short of its required fields.
    assert answer.startswith(b"HTTP/1.1 422 "), answer[:300]
    assert b'"path":"outcome"' in answer, answer[:300]


def test_closing_connections_is_said_once_at_start_and_never_per_connection(
    deadlined: Server,
) -> None:
    socks = [socket.create_connection((HOST, deadlined.port), timeout=HANG) for _ in range(20)]
    try:
        for sock in socks:
            sock.sendall(b"GET / HTTP/1.1\r\nHo")
        for sock in socks:
            _closed_within(sock)
    finally:
        for sock in socks:
            sock.close()
    log = deadlined.log.read_text(errors="replace")
    figures = re.findall(
        r"connections: fd limit (\d+), at most (\d+) per worker .* (\S+) s to", log
    )
    assert len(figures) == 1, log[-2000:]
    limit, cap, timeout = figures[0]
    assert int(cap) < int(limit) and float(timeout) == HEADER_TIMEOUT
    assert "Traceback" not in log and "connections closed" not in log  # one line a minute


# --- the guard itself, in one event loop --------------------------------------------------------


class _Recorder(asyncio.Protocol):
    """gunicorn's protocol as the guard sees it: what it was called with; a request is
    whole when "GO" comes, answered when "DONE" comes."""

    def __init__(self, calls: list[str], eof: bool | None = None) -> None:
        self.calls = calls
        self.eof = eof

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.calls.append("made")

    def data_received(self, data: bytes) -> None:
        self.calls.append(f"data {data!r}")
        connection = connections.current()
        assert connection is not None
        if b"GO" in data:
            connection.busy()
        if b"DONE" in data:
            connection.idle()

    def eof_received(self) -> bool | None:
        self.calls.append("eof")
        return self.eof

    def connection_lost(self, exc: Exception | None) -> None:
        self.calls.append("lost")

    def pause_writing(self) -> None:
        self.calls.append("pause")

    def resume_writing(self) -> None:
        self.calls.append("resume")


def test_the_forwarding_protocol_passes_every_callback_on() -> None:
    loop = asyncio.new_event_loop()
    try:
        calls: list[str] = []
        connection = Connection(Guard(loop, 10, 60), lambda: _Recorder(calls, eof=True))
        transport = asyncio.Transport()
        connection.connection_made(transport)
        connection.data_received(b"GET")
        connection.pause_writing()
        connection.resume_writing()
        assert connection.eof_received() is True
        connection.connection_lost(None)
        assert calls == ["made", "data b'GET'", "pause", "resume", "eof", "lost"]
        assert connection.guard.open == 0 and not connection.guard.waiting
    finally:
        loop.close()


def _guarded(cap: int, header_timeout: float, scenario: object) -> None:
    loop = GuardedLoop(cap, header_timeout)
    try:
        loop.run_until_complete(scenario(loop))  # type: ignore[operator]
    finally:
        loop.close()


async def _client(port: int, first: bytes) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection(HOST, port)
    writer.write(first)
    await writer.drain()
    return reader, writer


async def _close(
    server: asyncio.Server, *clients: tuple[asyncio.StreamReader, asyncio.StreamWriter]
) -> None:
    for _, writer in clients:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()
    server.close()
    await server.wait_closed()
    await asyncio.sleep(0.05)  # the server's side sees their end


async def _settle(loop: GuardedLoop, opened: int) -> None:
    for _ in range(200):
        if loop.guard.open - loop.guard.closing == opened:
            break
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)


async def _is_closed(reader: asyncio.StreamReader) -> bool:
    try:
        return await asyncio.wait_for(reader.read(1), 0.2) == b""
    except TimeoutError:
        return False


def test_at_the_cap_the_connection_waiting_longest_goes_and_busy_ones_stay() -> None:
    async def scenario(loop: GuardedLoop) -> None:
        server = await loop.create_server(lambda: _Recorder([]), HOST, 0)
        port = server.sockets[0].getsockname()[1]
        first = await _client(port, b"x")
        await _settle(loop, 1)
        second = await _client(port, b"x")
        await _settle(loop, 2)
        third = await _client(port, b"GO")  # over the cap of 2: the first goes
        await _settle(loop, 2)
        assert await _is_closed(first[0])
        assert not await _is_closed(second[0]) and not await _is_closed(third[0])
        second[1].write(b"GO")
        await asyncio.sleep(0.05)
        fourth = await _client(port, b"x")  # both busy: refused
        await _settle(loop, 2)
        assert await _is_closed(fourth[0])
        assert not await _is_closed(second[0]) and not await _is_closed(third[0])
        third[1].write(b"DONE")  # answered: it waits again, and is the one to go
        await asyncio.sleep(0.05)
        fifth = await _client(port, b"x")
        await _settle(loop, 2)
        assert await _is_closed(third[0])
        assert not await _is_closed(second[0]) and not await _is_closed(fifth[0])
        assert loop.guard.closed == {"late": 0, "shed": 2, "refused": 1}
        await _close(server, first, second, third, fourth, fifth)

    _guarded(2, 60, scenario)


def test_a_busy_connection_has_no_header_deadline() -> None:
    async def scenario(loop: GuardedLoop) -> None:
        server = await loop.create_server(lambda: _Recorder([]), HOST, 0)
        port = server.sockets[0].getsockname()[1]
        silent = await _client(port, b"")
        busy = await _client(port, b"GO")
        await _settle(loop, 2)
        await asyncio.sleep(0.5)
        assert await _is_closed(silent[0])
        assert not await _is_closed(busy[0])
        busy[1].write(b"DONE")
        await asyncio.sleep(0.5)
        assert await _is_closed(busy[0])
        assert loop.guard.closed["late"] == 2 and loop.guard.open == 0
        await _close(server, silent, busy)

    _guarded(10, 0.2, scenario)
