"""The JSON API's problems: errors answered as Problem documents (explainer.openapi) with
the path of each bad field, and the reading of a request's body and query into an
incident or such a problem. Bad input is a 4xx, never a 500."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Literal

from flask import Response, current_app, request
from werkzeug.exceptions import HTTPException, MethodNotAllowed
from werkzeug.routing import RequestRedirect

from explainer import i18n, openapi, service
from explainer.errors import words
from explainer.limits import Busy
from explainer.loading import InputError, strict_json
from explainer.messages import say
from explainer.openapi import FieldProblem, Problem
from explainer.store import StoreError
from explainer.views.errors import RETRY_AFTER
from rules import Incident
from rules.problems import Message

#: Paths whose errors (even routing errors: 404, 405) are JSON, not HTML pages.
JSON_PATHS = (openapi.API_PREFIX + "/", "/oembed", "/openapi.json", "/schema/")
#: Paths whose unknown ``lang`` is refused with a problem document, not the 400 page.
_LANGUAGE_PATHS = ("/api/", "/oembed")


class ApiError(HTTPException):
    """An error the API answers with a Problem document."""

    def __init__(
        self,
        status: int,
        title: str,
        detail: str | None = None,
        errors: Iterable[FieldProblem] = (),
    ) -> None:
        super().__init__(detail)
        self.code = status
        self.title = title
        self.detail = detail
        self.errors = list(errors)


def problem(
    status: int,
    title: str,
    detail: str | None = None,
    errors: Iterable[FieldProblem] = (),
    retry_after: int = RETRY_AFTER,
) -> Response:
    body = Problem(status=status, title=title, detail=detail, errors=list(errors))
    response = Response(body.model_dump_json(), status, mimetype="application/json")
    if status == 503:
        response.headers["Retry-After"] = str(retry_after)
    return response


#: The message code for errors raised outside the views' own checks (templates/messages/).
_DETAILS = {404: "not_found", 405: "method", 410: "gone", 413: "too_large", 503: "unavailable"}


def fail(status: int, code: str, *args: Any, errors: Iterable[FieldProblem] = ()) -> ApiError:
    """The ApiError for ``status`` with the problem message ``code`` (templates/messages)."""
    return ApiError(status, say("problems", "title", status), say("problems", code, *args), errors)


def http_problem(exc: HTTPException) -> Response:
    status = exc.code or 500
    if isinstance(exc, ApiError):
        response = problem(status, exc.title, exc.detail, exc.errors)
    else:
        code = _DETAILS.get(status)
        detail = say("problems", code) if code else exc.description
        response = problem(status, say("problems", "title", status, exc.name), detail)
    if isinstance(exc, MethodNotAllowed) and exc.valid_methods:
        response.headers["Allow"] = ", ".join(sorted(exc.valid_methods))
    return response


def busy(exc: Busy) -> Response:
    detail = say("problems", "busy", exc.seconds)
    return problem(503, say("problems", "title", 503), detail, retry_after=exc.seconds)


def store_error(exc: StoreError) -> Response:
    current_app.logger.error("store error: %s", exc)
    return http_problem(fail(503, "unavailable"))


def json_routing_errors() -> Response | None:
    """404 and 405 under the API's paths are JSON too (no view, so no blueprint handler)."""
    exc = request.routing_exception
    if exc is None or isinstance(exc, RequestRedirect) or not isinstance(exc, HTTPException):
        return None
    if request.path.startswith(JSON_PATHS) or request.path == openapi.API_PREFIX:
        return http_problem(exc)
    return None


def refuse_language(asked: str) -> None:
    """A 400 problem naming the ``lang`` parameter, under the JSON addresses (elsewhere
    the app answers with its 400 page): registered with explainer.i18n.refuse_with."""
    if request.path.startswith(_LANGUAGE_PATHS):  # the JSON addresses answer in JSON
        message = say("problems", "unknown_language", asked, ", ".join(i18n.LANGUAGES))
        problem = FieldProblem(
            path="lang", code="unknown_language", message=message, location="query"
        )
        raise fail(400, "bad_query", errors=[problem])


# --- reading requests ---------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def read_json() -> Any:
    """The request body parsed as strict JSON, or a 400/413/415 Problem."""
    mimetype = request.mimetype
    if mimetype and mimetype != "application/json" and not mimetype.endswith("+json"):
        raise fail(415, "media_type")
    raw = request.get_data(cache=False)  # raises 413 past MAX_CONTENT_LENGTH
    if not raw.strip():
        raise fail(400, "no_body")
    try:
        text = raw.decode("utf-8")
        return strict_json(text, parse_constant=_reject_constant)
    except InputError as exc:  # a key given twice: named by its path
        raise fail(400, "not_json", errors=_problems(exc)) from None
    except UnicodeDecodeError:
        message, code = say("problems", "not_utf8"), "not_utf8"
    except json.JSONDecodeError as exc:
        problem = words(Message("json_problem", {"problem": exc.msg}))
        message = say("problems", "json_syntax", problem, exc.lineno, exc.colno)
        code = "json_syntax"
    except RecursionError:
        message, code = say("problems", "json_too_deep"), "too_deep"
    except ValueError as exc:  # NaN/Infinity, or an integer with thousands of digits
        message, code = say("problems", "json_value", str(exc)), "bad_number"
    raise fail(400, "not_json", errors=[FieldProblem(path="", message=message, code=code)])


def _problems(exc: InputError, location: Literal["body", "query"] = "body") -> list[FieldProblem]:
    return [
        FieldProblem(path=e.path, message=e.message, code=e.code, location=location)
        for e in exc.errors
    ]


def edition_param() -> str | None:
    """The optional ``edition`` query parameter, checked against the editions encoded (an
    empty one is refused as any other unknown name: the document lists the names)."""
    edition = request.args.get("edition")
    try:
        return service.check_edition(edition)
    except InputError as exc:
        raise fail(400, "bad_query", errors=_problems(exc, "query")) from None


def read_incident() -> Incident:
    """The incident in the body (validated as the CLI and the batch validate it), or a 422."""
    data = read_json()
    try:
        return service.parse_incident(data)
    except InputError as exc:
        raise fail(422, "not_incident", errors=_problems(exc)) from None
