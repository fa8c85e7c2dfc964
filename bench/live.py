"""``var-explainer serve`` as deployed (gunicorn, 2 workers) for the benches that load a
live server (bench/pages.py, overload.py, readers.py): one way to start it, wait until it
answers, and stop it."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BIN = Path(sys.executable).parent
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def wait(url: str, timeout: float = 20, times: int = 1) -> None:
    """Until ``url`` has answered ``times`` times in a row (once per worker warms them)."""
    deadline = time.monotonic() + timeout
    answered = 0
    while answered < times:
        if time.monotonic() > deadline:
            raise RuntimeError(f"server did not answer {url}")
        try:
            with urllib.request.urlopen(url, timeout=1):
                answered += 1
        except OSError:
            answered = 0
            time.sleep(0.05)


@contextmanager
def served(database_url: str, workers: int = 2, ready: int = 1) -> Iterator[tuple[int, int]]:
    """A server on a free loopback port over ``database_url``, once ``/health`` has answered
    ``ready`` times: its port and its master's pid (the workers are its children)."""
    port = free_port()
    env = {**os.environ, "EXPLAINER_DATABASE_URL": database_url}
    command = [str(BIN / "var-explainer"), "serve", "--host", HOST, "--port", str(port)]
    server = subprocess.Popen(
        [*command, "--workers", str(workers)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        start_new_session=True,
    )
    try:
        wait(f"http://{HOST}:{port}/health", timeout=30, times=ready)
        yield port, server.pid
    finally:
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(5)
