"""Error pages: bad input gets a 4xx with a clear message, never a 500."""

from __future__ import annotations

from flask import Flask, render_template
from werkzeug.exceptions import HTTPException

from explainer.limits import Busy
from explainer.messages import say
from explainer.store import StoreError

#: How long to wait before trying again when the database is not available (seconds).
RETRY_AFTER = 60


def _page(status: int) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
    title, message = say("pages", "title", status), say("pages", "message", status)
    page = render_template("pages/error.html", status=status, title=title, message=message)
    if status == 503:
        return page, status, {"Retry-After": str(RETRY_AFTER)}
    return page, status


def init_app(app: Flask) -> None:
    """Register the error pages on ``app``."""

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
        return _page(exc.code or 500)

    @app.errorhandler(Busy)
    def busy(exc: Busy) -> tuple[str, int, dict[str, str]]:
        title, message = say("pages", "busy_title"), say("pages", "busy_message", exc.seconds)
        page = render_template("pages/error.html", status=503, title=title, message=message)
        return page, 503, {"Retry-After": str(exc.seconds)}

    @app.errorhandler(StoreError)
    def store_error(exc: StoreError) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
        app.logger.error("store error: %s", exc)
        return _page(503)
