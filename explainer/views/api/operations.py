"""The JSON API's operations (/api/v1): decisions, interviews, stored incidents, the
casebook and drafts.

Every operation is declared once with ``operation(...)``: that registers the Flask
route and its entry in the OpenAPI document (explainer.views.api.docs) together. Input
goes through the same path as the CLI and the batch (explainer.service); output is built
through the pydantic models of explainer.openapi; errors are the problem documents of
explainer.views.api.problems.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from flask import Blueprint, Response
from pydantic import BaseModel, ValidationError
from werkzeug.exceptions import HTTPException

from explainer import cards, casebook, drafts, i18n, interview, limits, openapi, service, store
from explainer.errors import field_errors, format_loc, words
from explainer.limits import Busy
from explainer.loading import InputError
from explainer.memo import Memo
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
from explainer.store import StoreError, permalink_id
from explainer.views.api.problems import (
    _problems,
    busy,
    edition_param,
    fail,
    http_problem,
    read_incident,
    read_json,
    store_error,
)
from explainer.wording import explain_text
from rules import ENGINE_VERSION, Analysis, Incident, analyse, choose_edition, decide, paths
from rules.problems import from_pydantic

bp = Blueprint("api", __name__, url_prefix=openapi.API_PREFIX)
bp.register_error_handler(HTTPException, http_problem)
bp.register_error_handler(Busy, busy)
bp.register_error_handler(StoreError, store_error)

#: Every operation, in the order of the document.
OPERATIONS: list[Operation] = []

F = TypeVar("F", bound=Callable[..., Any])

EDITION = Param(
    "edition",
    "query",
    {"type": "string", "enum": list(service.EDITION_NAMES)},
    "Judge under this edition of the Laws of the Game instead of the one in force on the "
    "match date (or the edition the incident itself names).",
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
    the writes in the choice's also list (or, for "not known", by sending its id in declined), and
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
    return paths.nested("incident", path)


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
                title=c.worded().title,  # in the language of the answer
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
    tells of several incidents is drafted one at a time, never merged: the field candidates
    lists them, and candidate in the request chooses one. Nothing is invented and nothing is
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
