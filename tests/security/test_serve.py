"""What `var-explainer serve` takes from a client and from the machine (issue 31): the
forwarded headers and ports links are built from, a Content-Length too long for ``int()``,
gunicorn's control socket, and the event loop's errors in the log.

The live tests start the server as deployed (tests/stress/live.py) and assert no timing.
"""

from __future__ import annotations

import logging
import re
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import KANE_SLUG, app_in

from explainer.hosts import link_host
from explainer.loop_errors import BURST, LoopErrors
from tests.stress.live import HOST, Database, Server, request

PAGE = f"/cases/{KANE_SLUG}"
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
