"""Error pages: bad input gets a 4xx with a clear message, never a 500."""

from __future__ import annotations

from flask import Flask, render_template
from werkzeug.exceptions import HTTPException

from explainer.store import StoreError

#: Status -> (title, what the reader can do about it).
MESSAGES = {
    400: ("Bad request", "The page received something it could not understand."),
    404: ("Page not found", "Check the address, or start from the home page."),
    405: ("Not allowed", "This page cannot be used that way."),
    410: (
        "Explanation no longer available",
        "This explanation was saved in a format the explainer can no longer read.",
    ),
    413: (
        "Too much data",
        "The form sent more than the explainer accepts. Remove some rows and try again.",
    ),
    500: ("Something went wrong", "The explainer hit a problem. Please try again later."),
    503: (
        "Explanations cannot be saved or read just now",
        "The database is not available. Please try again in a few minutes.",
    ),
}


#: How long to wait before trying again when the database is not available (seconds).
RETRY_AFTER = 60


def _page(status: int) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
    title, message = MESSAGES.get(status, (f"Error {status}", ""))
    page = render_template("pages/error.html", status=status, title=title, message=message)
    if status == 503:
        return page, status, {"Retry-After": str(RETRY_AFTER)}
    return page, status


def init_app(app: Flask) -> None:
    """Register the error pages on ``app``."""

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
        return _page(exc.code or 500)

    @app.errorhandler(StoreError)
    def store_error(exc: StoreError) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
        app.logger.error("store error: %s", exc)
        return _page(503)
