"""The JSON API (/api/v1), its OpenAPI 3.1 document, its docs page and the incident schema.

Every operation is declared once with ``operation(...)``: that registers the Flask
route and its entry in the OpenAPI document together. Input goes through the same
path as the CLI and the batch (explainer.service); output is built through the
pydantic models of explainer.openapi. Errors are JSON (explainer.openapi.Problem)
with the path of each bad field; bad input is a 4xx, never a 500.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, TypeVar

from flask import Blueprint, Flask, Response, current_app, render_template, request
from pydantic import BaseModel, ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed
from werkzeug.routing import RequestRedirect

from explainer import cards, casebook, drafts, i18n, interview, limits, openapi, service, store
from explainer.errors import field_errors, format_loc, words
from explainer.limits import Busy
from explainer.loading import InputError, load_file, strict_json
from explainer.memo import Memo
from explainer.messages import say
from explainer.openapi import (
    CaseList,
    CaseSummary,
    DecisionDocument,
    DraftAnswer,
    DraftRequestBody,
    DraftSource,
    FieldProblem,
    IncidentRecord,
    InterviewDocument,
    InterviewRequestBody,
    Links,
    Operation,
    Param,
    Permalink,
    Problem,
    SummaryDocument,
)
from explainer.render import explain_text
from explainer.store import StoreError, permalink_id
from explainer.views.errors import RETRY_AFTER
from rules import ENGINE_VERSION, Analysis, Incident, analyse, choose_edition, decide
from rules.problems import Message, from_pydantic

bp = Blueprint("api", __name__, url_prefix=openapi.API_PREFIX)
docs = Blueprint("apidocs", __name__)

TITLE = "VAR explainer API"
DESCRIPTION = (
    "Explains offside and VAR decisions: send an incident (the facts of a move, as "
    "structured data) and get the decision under the Laws of the Game, every step of the "
    "reasoning with its citation, what VAR could do, what would have changed the decision, "
    "and the explanation in plain words. Errors are JSON with the path of each bad field."
)
#: Paths whose errors (even routing errors: 404, 405) are JSON, not HTML pages.
JSON_PATHS = (openapi.API_PREFIX + "/", "/oembed", "/openapi.json", "/schema/")

#: The casebook incident the docs page shows as an example request.
EXAMPLE_CASE = "2022-10-26-tottenham-sporting-kane"
#: Every operation, in the order of the document.
OPERATIONS: list[Operation] = []

F = TypeVar("F", bound=Callable[..., Any])

EDITION = Param(
    "edition",
    "query",
    {"type": "string", "enum": list(service.EDITION_NAMES)},
    "Judge under this edition of the Laws of the Game instead of the one in force on the "
    "match date (or the incident's own `edition`).",
)
LANG = Param(
    "lang",
    "query",
    {"type": "string", "enum": list(i18n.LANGUAGES)},
    "The language of the words in the answer (headline, lede, explanation); without it, the "
    "best of the request's Accept-Language, else English. The facts and the decision are "
    "the same in every language.",
)
#: Error responses every operation that reads an incident may give.
BAD_INPUT: dict[int, tuple[str, type[BaseModel] | None]] = {
    400: ("The body is not JSON, or a query parameter is invalid.", Problem),
    413: ("The body is too large.", Problem),
    415: ("The body is not sent as application/json.", Problem),
    422: ("The JSON is not a valid incident; each error gives the field path.", Problem),
}


def operation(
    method: str,
    rule: str,
    *,
    operation_id: str,
    tag: str,
    responses: dict[int, tuple[str, type[BaseModel] | None]],
    body: type[BaseModel] | None = None,
    params: tuple[Param, ...] = (),
) -> Callable[[F], F]:
    """Declare an API operation: its Flask route and its OpenAPI entry, from one place."""

    def register(view: F) -> F:
        doc = (view.__doc__ or "").strip()
        summary, _, description = doc.partition("\n")
        bp.add_url_rule(rule, endpoint=operation_id, view_func=view, methods=[method])
        OPERATIONS.append(
            Operation(
                method=method,
                rule=openapi.API_PREFIX + rule,
                operation_id=operation_id,
                summary=summary.strip(),
                description=" ".join(description.split()),
                tag=tag,
                responses=responses,
                body=body,
                params=params,
            )
        )
        return view

    return register


# --- errors -------------------------------------------------------------------------------------


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


@bp.errorhandler(HTTPException)
def _http_error(exc: HTTPException) -> Response:
    return http_problem(exc)


@bp.errorhandler(Busy)
def _busy(exc: Busy) -> Response:
    detail = say("problems", "busy", exc.seconds)
    return problem(503, say("problems", "title", 503), detail, retry_after=exc.seconds)


@bp.errorhandler(StoreError)
def _store_error(exc: StoreError) -> Response:
    current_app.logger.error("store error: %s", exc)
    return http_problem(fail(503, "unavailable"))


def _json_routing_errors() -> Response | None:
    """404 and 405 under the API's paths are JSON too (no view, so no blueprint handler)."""
    exc = request.routing_exception
    if exc is None or isinstance(exc, RequestRedirect) or not isinstance(exc, HTTPException):
        return None
    if request.path.startswith(JSON_PATHS) or request.path == openapi.API_PREFIX:
        return http_problem(exc)
    return None


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


def send(model: BaseModel, status: int = 200, **headers: str) -> Response:
    response = Response(model.model_dump_json(), status, mimetype="application/json")
    response.headers.update(headers)
    return response


def decision_document(incident: Incident, analysis: Analysis) -> DecisionDocument:
    """The decision JSON document (as the CLI's --format json) with the plain-text explanation."""
    return service.decision_document(incident, analysis, explain_text(incident, analysis))


# --- operations ---------------------------------------------------------------------------------


@operation(
    "POST",
    "/decisions",
    operation_id="create_decision",
    tag="decisions",
    body=Incident,
    params=(EDITION, LANG),
    responses={
        200: ("The decision, its reasons and the explanation.", DecisionDocument),
        **BAD_INPUT,
    },
)
def create_decision() -> Response:
    """Decide an incident.

    Runs the rules engine over the incident and returns the decision, the cited trace,
    the VAR review, the alternatives and the plain-text explanation. Nothing is stored.
    """
    edition = edition_param()
    incident = read_incident()
    facts = hashlib.sha256(incident.model_dump_json().encode()).digest()
    key = (facts, edition, ENGINE_VERSION, i18n.current())
    body = ANSWERS.get(key)
    if body is None:
        made = decision_document(incident, analyse(incident, edition)).model_dump_json()
        body = ANSWERS.put(key, made)
    return Response(body, 200, mimetype="application/json")


#: Answers to POST /decisions by the incident as validated, the edition asked for, the
#: engine and the language: the same facts always get the same answer (an article's
#: embed, a script that sends its incidents again), so each worker keeps the answers it
#: made (explainer/memo.py).
ANSWERS = Memo(16_000_000)


@operation(
    "POST",
    "/interview",
    operation_id="interview",
    tag="decisions",
    body=InterviewRequestBody,
    params=(EDITION, LANG),
    responses={
        200: ("What is still to ask, and the answer until then.", InterviewDocument),
        **BAD_INPUT,
        503: ("The incident is large and the explainer is busy with other long requests.", Problem),
    },
)
def interview_incident() -> Response:
    """Ask what the outcome turns on.

    Takes an incident as far as it is known (any field may be missing: what is not given
    is not known) and answers with the facts the outcome turns on that are still not
    known, most decisive first, each with its answers and what each would lead to, and the
    summary POST /decisions gives, which says what the answer depends on until it is
    settled. Answer a question by writing a choice's value at its first path, and each of
    the choice's ``also`` writes (or, for "not known", by sending its id in declined), and
    ask again. At most eight questions come at a time. Nothing is stored.
    """
    edition = edition_param()
    body = read_json()
    try:
        request = InterviewRequestBody.model_validate(body)
    except ValidationError as exc:
        raise fail(422, "not_incident", errors=_problems(InputError(field_errors(exc)))) from None
    try:
        with limits.heavy(limits.large_body()):
            document = interview.document(request.incident, request.declined, edition)
    except InputError as exc:
        problems = [p.model_copy(update={"path": _inside(p.path)}) for p in _problems(exc)]
        raise fail(422, "not_incident", errors=problems) from None
    return send(document)


def _inside(path: str) -> str:
    """A path in the incident as a path in the interview's body."""
    return f"incident.{path}" if path else "incident"


@operation(
    "POST",
    "/incidents",
    operation_id="store_incident",
    tag="incidents",
    body=Incident,
    params=(EDITION, LANG),
    responses={
        200: ("These facts were already stored: the same permalink.", Permalink),
        201: ("Stored: the new permalink.", Permalink),
        **BAD_INPUT,
        503: ("The database is not available.", Problem),
    },
)
def store_incident() -> Response:
    """Store an incident under a permalink.

    The id is derived from the facts and the edition of the Laws applied, so storing the
    same facts again gives the same id (200 instead of 201), and a link never changes
    meaning.
    """
    edition = edition_param()
    incident = read_incident()
    chosen = choose_edition(incident, edition)[0].name
    saved = store.current()
    ident = permalink_id(incident, chosen)
    try:
        existed = saved.get(ident) is not None  # a read: works on a read-only database too
    except ValidationError:  # stored long ago in a form no longer readable: still taken
        existed = True
    if not existed:
        # The database decides who created it: of concurrent first saves, one gets 201.
        ident, created = saved.put(incident, chosen)
        existed = not created
    urls = cards.links("explanation", ident)
    body = Permalink(id=ident, edition=chosen, created=not existed, links=Links(**urls))
    if existed:
        return send(body, 200)
    return send(body, 201, Location=str(urls["api"]))


@operation(
    "GET",
    "/incidents/<ident>",
    operation_id="get_incident",
    tag="incidents",
    params=(
        Param("ident", "path", {"type": "string", "pattern": "^[a-z2-7]{12}$"}, "Permalink id."),
    ),
    responses={
        200: ("The stored incident and its decision.", IncidentRecord),
        404: ("No incident is stored under this id.", Problem),
        410: ("The incident was stored in a format that can no longer be read.", Problem),
        503: ("The database is not available.", Problem),
    },
)
def get_incident(ident: str) -> Response:
    """Read a stored incident and its decision.

    The decision is made again from the stored facts under the stored edition of the Laws.
    """
    try:
        saved = store.current().get(ident)
    except ValidationError:
        raise fail(410, "gone") from None
    if saved is None:
        raise fail(404, "no_incident", ident)
    default = choose_edition(saved.incident)[0].name
    analysis = analyse(saved.incident, None if saved.edition == default else saved.edition)
    body = IncidentRecord(
        id=saved.id,
        edition=saved.edition,
        created_at=saved.created_at,
        links=Links(**cards.links("explanation", saved.id)),
        incident=saved.incident,
        result=decision_document(saved.incident, analysis),
    )
    return send(body)


def _case_decisions() -> tuple[tuple[str, BaseModel, SummaryDocument], ...]:
    return _case_decisions_in(i18n.current())


@lru_cache(maxsize=len(i18n.LANGUAGES))
def _case_decisions_in(language: str) -> tuple[tuple[str, BaseModel, SummaryDocument], ...]:
    """The casebook's decisions and summaries, worded in ``language`` (the current one)."""
    found = []
    for c in casebook.cases():
        decision = decide(c.incident)
        summary = service.summary_document(c.incident, decision)
        found.append((c.slug, service.decision_summary(decision), summary))
    return tuple(found)


@operation(
    "GET",
    "/cases",
    operation_id="list_cases",
    tag="cases",
    responses={200: ("Every casebook incident with its decision.", CaseList)},
)
def list_cases() -> Response:
    """List the casebook.

    Real incidents encoded from published reports, each with its facts, its decision and
    the links of its explanation page.
    """
    decided = {slug: (decision, summary) for slug, decision, summary in _case_decisions()}
    body = CaseList(
        cases=[
            CaseSummary(
                slug=c.slug,
                title=c.incident.title,
                links=Links(**cards.links("case", c.slug)),
                incident=c.incident,
                summary=decided[c.slug][1],
                decision=decided[c.slug][0],
            )
            for c in casebook.cases()
        ]
    )
    return send(body)


@operation(
    "POST",
    "/drafts",
    operation_id="create_draft",
    tag="drafts",
    body=DraftRequestBody,
    responses={
        200: (
            "The draft: the incident as far as the text states it, and where, and the "
            "interview that asks what the outcome still turns on.",
            DraftAnswer,
        ),
        400: ("The body is not JSON.", Problem),
        413: ("The body is too large.", Problem),
        415: ("The body is not sent as application/json.", Problem),
        422: (
            "The body is not a draft request, or the text cannot be drafted from (empty, "
            "binary, in a language drafting does not read), or it has no such candidate; "
            "each error gives the field.",
            Problem,
        ),
        503: (
            "The explainer is busy with other long requests: try again after Retry-After.",
            Problem,
        ),
    },
)
def create_draft() -> Response:
    """Draft an incident from an article.

    Reads the text (rules and patterns, no model; English, French, German or Spanish, told
    from the text itself) and returns the incident as far as the text states it: each fact
    with the sentence (span) and the words (cue) it came from, the values it is unsure of
    as suggestions, what people say as claims, the officials' calls, the fields still
    missing, and the interview that asks what the outcome still turns on. An article that
    tells of several incidents is drafted one at a time, never merged: ``candidates`` lists
    them, and ``candidate`` in the request chooses one. Nothing is invented and nothing is
    stored.
    """
    # The slot first: a request refused for want of one costs no reading of its body.
    with limits.heavy():  # drafting and its interview: seconds for a long article
        return _create_draft()


def _create_draft() -> Response:
    data = read_json()
    try:
        body = DraftRequestBody.model_validate(data)
    except ValidationError as exc:
        problems = []
        for e in exc.errors(include_url=False):
            # Pydantic's own words for a missing or unknown field of a draft request.
            message = from_pydantic(e)
            message = message._replace(params={**message.params, "as_pydantic": True})
            problems.append(
                FieldProblem(path=format_loc(e["loc"]), message=words(message), code=message.code)
            )
        raise fail(422, "not_draft_request", errors=problems) from None
    source = body.source or DraftSource()
    try:
        req = drafts.request(
            body.text,
            body.reference_date.isoformat() if body.reference_date else None,
            source.name,
            source.url,
            body.candidate,
            source.headline,
        )
        draft, asked = limits.offload(draft_and_ask, req)
    except drafts.DraftRequestError as exc:
        problem_ = FieldProblem(path=exc.field, message=exc.message, code="not_draftable")
        raise fail(422, "not_draftable", errors=[problem_]) from None
    return send(DraftAnswer(**dict(draft), interview=asked))


def draft_and_ask(req: drafts.DraftRequest) -> tuple[Any, InterviewDocument | None]:
    """The draft of ``req`` and what its interview asks (in a drafting process)."""
    draft = drafts.make(req)
    try:
        return draft, interview.document(draft.incident)
    except InputError:
        return draft, None  # (a draft the text leaves invalid: the form shows what to mend)


# --- the document, the schema and the docs page -------------------------------------------------


def _oembed_operation() -> Operation:
    """/oembed is served by explainer.views.embed; it is documented here with the rest."""
    from explainer.openapi import OEmbed

    return Operation(
        method="GET",
        rule="/oembed",
        operation_id="oembed",
        summary="Describe an explanation page for embedding (oEmbed 1.0).",
        description=(
            "For an explanation or casebook page of this site, an oEmbed response of type "
            "rich: an iframe of the embeddable card. Only format=json is offered."
        ),
        tag="embeds",
        params=(
            Param("url", "query", {"type": "string", "format": "uri"}, "The page URL.", True),
            Param("format", "query", {"type": "string", "enum": ["json", "xml"]}, "json only."),
            Param("maxwidth", "query", {"type": "integer", "minimum": 1}, "Widest embed wanted."),
            Param("maxheight", "query", {"type": "integer", "minimum": 1}, "Tallest embed wanted."),
            LANG,
        ),
        responses={
            200: ("The oEmbed response.", OEmbed),
            400: ("The url or a size is missing or invalid.", Problem),
            404: ("The url is not an explanation page of this site.", Problem),
            501: ("The format asked for is not offered (xml).", Problem),
        },
    )


@lru_cache(maxsize=1)
def spec() -> dict[str, Any]:
    """The OpenAPI 3.1 document (the operations do not change while the app runs)."""
    return openapi.build((*OPERATIONS, _oembed_operation()), TITLE, DESCRIPTION)


@docs.get("/openapi.json")
def openapi_json() -> Response:
    """The OpenAPI 3.1 document of the JSON API."""
    return _json(spec(), "application/json")


@docs.get("/schema/incident.json")
def incident_schema() -> Response:
    """The JSON Schema of an incident (the same as ``var-explainer schema`` prints)."""
    schema = {"$id": cards.public_url("apidocs.incident_schema"), **openapi.incident_schema()}
    return _json(schema, "application/schema+json")


@docs.get("/schema/analysis.json")
def analysis_schema() -> Response:
    """The JSON Schema of an analysis (``var-explainer schema --analysis`` prints the same)."""
    schema = {"$id": cards.public_url("apidocs.analysis_schema"), **openapi.analysis_schema()}
    return _json(schema, "application/schema+json")


def _json(data: Any, mimetype: str) -> Response:
    """A public JSON document: any site's scripts may read it."""
    response = Response(json.dumps(data, indent=1), mimetype=mimetype)
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


def _type_label(schema: dict[str, Any]) -> tuple[str, str | None]:
    """A short type for the docs page, and the schema it links to (if any)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        return name, name
    if "anyOf" in schema or "oneOf" in schema:
        options = [_type_label(s) for s in schema.get("anyOf", schema.get("oneOf", []))]
        link = next((link for _, link in options if link), None)
        return " or ".join(label for label, _ in options), link
    if "const" in schema:
        return json.dumps(schema["const"]), None
    if "enum" in schema:
        return "one of " + ", ".join(json.dumps(v) for v in schema["enum"]), None
    kind = schema.get("type", "any")
    if kind == "array":
        label, link = _type_label(schema.get("items", {}))
        return f"list of {label}", link
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        label, link = _type_label(schema["additionalProperties"])
        return f"map of {label}", link
    return str(kind), None


def _schema_tables(document: dict[str, Any]) -> list[dict[str, Any]]:
    tables = []
    for name, schema in sorted(document["components"]["schemas"].items()):
        required = set(schema.get("required", ()))
        rows = []
        for prop, sub in schema.get("properties", {}).items():
            label, link = _type_label(sub)
            rows.append(
                {
                    "name": prop,
                    "type": label,
                    "link": link,
                    "required": prop in required,
                    "description": sub.get("description", ""),
                }
            )
        label, _ = _type_label(schema) if not rows else ("object", None)
        tables.append(
            {
                "name": name,
                "description": schema.get("description", ""),
                "rows": rows,
                "type": label,
            }
        )
    return tables


@lru_cache(maxsize=1)
def _example() -> Any:
    """The Kane incident as JSON: the casebook file itself, dates written as strings."""
    path = Path(casebook.__file__).parent / f"{EXAMPLE_CASE}.yaml"
    return json.loads(json.dumps(load_file(path), default=str))


@docs.get("/api/docs")
def docs_page() -> str:
    """The API reference, rendered on the server from the OpenAPI document (no script, no CDN)."""
    document = spec()
    operations = []
    for path, methods in document["paths"].items():
        for method, op in methods.items():
            operations.append({"path": path, "method": method.upper(), **op})
    example = json.dumps(_example(), indent=2, ensure_ascii=False)
    return render_template(
        "api/docs.html",
        document=document,
        operations=operations,
        schemas=_schema_tables(document),
        example=example,
        base=cards.public_url("pages.home", lang=None).rstrip("/"),  # the bare address
        nav="api",
    )


def init_app(app: Flask) -> None:
    """Register the API, its document and docs page, and JSON errors under the API's paths."""
    app.register_blueprint(bp)
    app.register_blueprint(docs)
    app.before_request(_json_routing_errors)
