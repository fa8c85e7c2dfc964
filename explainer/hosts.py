"""Trusted hosts: links are built from the site's own address, never from a Host header
that a client made up.

Absolute links (the canonical link, og:url, the oEmbed iframe, the share box) come from
EXPLAINER_PUBLIC_URL when it is set. Without it they come from the request's host, so
the host must be one the site answers for: EXPLAINER_TRUSTED_HOSTS (a list, or names
separated by commas; ".example.org" takes its subdomains too), else this machine's own
names. A request for any other host gets a plain 400 before the app sees it (no link is
built from it, nothing is cached). With EXPLAINER_PUBLIC_URL set and no list given, any
host is answered: the links do not depend on it.
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
            get_host(environ, self.hosts)
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
        return self.app(environ, start_response)
