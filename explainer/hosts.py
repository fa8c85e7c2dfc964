"""Trusted hosts: links are built from the site's own address, never from a Host header
that a client made up.

Absolute links (the canonical link, og:url, the oEmbed iframe, the share box) come from
EXPLAINER_PUBLIC_URL when it is set. Without it they come from the request's host, so
the host must be one the site answers for: EXPLAINER_TRUSTED_HOSTS (a list, or names
separated by commas; ".example.org" takes its subdomains too), else this machine's own
names. A request for any other host gets a plain 400 before the app sees it (no link is
built from it, nothing is cached). With EXPLAINER_PUBLIC_URL set and no list given, any
host is answered: the links do not depend on it.

A port never comes from the client: the Host header's port reaches a link only when the
trusted name that matched names it (``example.org:8443``) or when it is the port the
request came in on; any other is dropped before the app sees the host (before, ``Host:
localhost:6666`` put 6666 into every absolute link of pages cached publicly for an hour).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from werkzeug.exceptions import SecurityError
from werkzeug.wsgi import get_host

from explainer.messages import say

#: The names of this machine, trusted when nothing else is configured.
LOCAL = ("localhost", "127.0.0.1", "::1", "[::1]")

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def trusted_hosts(config: Mapping[str, Any]) -> list[str] | None:
    """The host names to answer for (None: any)."""
    configured = config.get("TRUSTED_HOSTS")
    if isinstance(configured, str):
        configured = [name.strip() for name in configured.split(",") if name.strip()]
    if configured:
        return [str(name) for name in configured]
    if config.get("PUBLIC_URL"):
        return None
    return list(LOCAL)


class HostCheck:
    """WSGI middleware: a 400 for a host not in ``hosts``, before Flask routes it."""

    def __init__(self, app: WSGIApp, hosts: list[str]) -> None:
        self.app = app
        self.hosts = hosts
        self.body = (say("pages", "untrusted_host") + "\n").encode("utf-8")

    def __call__(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        try:
            host = get_host(environ, self.hosts)
        except SecurityError:
            start_response(
                "400 Bad Request",
                [
                    ("Content-Type", "text/plain; charset=utf-8"),
                    ("Content-Length", str(len(self.body))),
                    ("Cache-Control", "no-store"),
                    ("X-Content-Type-Options", "nosniff"),
                ],
            )
            return [self.body]
        if host:
            environ["HTTP_HOST"] = link_host(host, self.hosts, str(environ.get("SERVER_PORT")))
        return self.app(environ, start_response)


def link_host(host: str, hosts: list[str], own_port: str) -> str:
    """``host`` (a trusted ``name[:port]``) with the port a link may carry: the one the
    matching trusted name gives, else the port the request came in on, else none."""
    name, colon, port = host.rpartition(":")
    if not colon or "]" in port:  # no port ("example.org", "[::1]")
        name, port = host, ""
    for entry in hosts:
        entry_name, entry_colon, entry_port = entry.rpartition(":")
        if entry_colon and "]" not in entry_port and _matches(name, entry_name):
            return f"{name}:{entry_port}"
    return f"{name}:{port}" if port and port == own_port else name


def _matches(name: str, entry: str) -> bool:
    name, entry = name.lower(), entry.lower()
    if entry.startswith("."):
        return name == entry[1:] or name.endswith(entry)
    return name == entry
