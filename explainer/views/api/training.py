"""The trainer's API (/api/v1/training): the question bank, a page at a time, as JSON or as
Moodle GIFT, and one question by its id. Declared with ``operation(...)``, so each is in
the OpenAPI document."""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, request, url_for
from pydantic import BaseModel

from explainer import i18n, service
from explainer.openapi import FieldProblem, Param, Problem
from explainer.training import bank, gift
from explainer.training.document import TEMPLATE, QuestionDocument, QuestionList, document
from explainer.training.questions import KINDS, Question
from explainer.training.topics import TOPICS
from explainer.views.api.operations import LANG, F, operation, send
from explainer.views.api.problems import fail
from explainer.wording.findings import template_module
from rules import RULES

#: The query parameters of a set of questions.
SET_PARAMS = (
    Param("limit", "query", {"type": "integer", "minimum": 1, "maximum": bank.MAX_LIMIT,
          "default": 20}, "How many questions (at most 100)."),
    Param("offset", "query", {"type": "integer", "minimum": 0, "default": 0},
          "How many questions to skip first."),
    Param("clause", "query", {"type": "string", "pattern": "^[A-Z0-9]+(-[A-Z0-9]+)+$"},
          "Only questions whose answer cites this clause."),
    Param("edition", "query", {"type": "string", "enum": list(service.EDITION_NAMES)},
          "Only questions answered under this edition of the Laws."),
    Param("topic", "query", {"type": "string", "enum": list(TOPICS)},
          "Only questions of this group of clauses."),
    Param("kind", "query", {"type": "string", "enum": list(KINDS)},
          "Only questions of this kind."),
    Param("difficulty", "query", {"type": "integer", "minimum": 1, "maximum": 3},
          "Only questions of this difficulty (1 to 3)."),
    LANG,
)  # fmt: skip
BAD_SET = {400: ("A query parameter is invalid; the problem names it.", Problem)}


def _bad(name: str, value: str) -> Exception:
    message = str(template_module(TEMPLATE).bad_param(name, value)).strip()
    problem = FieldProblem(path=name, message=message, code="bad_query", location="query")
    return fail(400, "bad_query", errors=[problem])


def _number(name: str, default: int, low: int, high: int | None) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    if not raw.isdigit() or int(raw) < low or (high is not None and int(raw) > high):
        raise _bad(name, raw)
    return int(raw)


def _choice(name: str, allowed: object) -> str | None:
    raw = request.args.get(name)
    if raw is not None and raw not in allowed:  # type: ignore[operator]
        raise _bad(name, raw)
    return raw


def asked() -> tuple[list[Question], int]:
    """The questions the query asks for (a page of them), and how many it keeps in all."""
    level = request.args.get("difficulty")
    filters = bank.Filters(
        clause=_choice("clause", RULES),
        edition=_choice("edition", service.EDITION_NAMES),
        topic=_choice("topic", TOPICS),
        kind=_choice("kind", KINDS),
        difficulty=_number("difficulty", 0, 1, 3) if level is not None else None,
    )
    limit = _number("limit", 20, 1, bank.MAX_LIMIT)
    offset = _number("offset", 0, 0, None)
    kept = bank.select(filters)
    return kept[offset : offset + limit], len(kept)


def explanation_url(q: Question) -> str:
    return url_for("training.explanation", ident=q.id, _external=True)


def documents(found: list[Question]) -> list[QuestionDocument]:
    return [document(q, explanation_url(q)) for q in found]


def _set_operation(
    rule: str, operation_id: str, ok: tuple[str, type[BaseModel] | None]
) -> Callable[[F], F]:
    """Declare a GET of a set of questions: read by SET_PARAMS, ``ok`` its 200, 400 when a
    parameter is invalid."""
    return operation(
        "GET",
        rule,
        operation_id=operation_id,
        tag="training",
        params=SET_PARAMS,
        responses={200: ok, **BAD_SET},
    )


@_set_operation(
    "/training/questions",
    "list_training_questions",
    ("A page of the question bank.", QuestionList),
)
def list_questions() -> Response:
    """List the trainer's questions.

    Multiple-choice questions on offside and VAR, drawn from the casebook, the rule book
    and their variants; the engine computes every answer. Each question gives the field of
    the decisions API's answer where its right value is, so a client can check it.
    """
    found, total = asked()
    return send(QuestionList(total=total, questions=documents(found)))


@_set_operation(
    "/training/questions.gift",
    "export_training_questions_gift",
    ("The set as Moodle GIFT text (text/plain).", None),
)
def export_gift() -> Response:
    """Export a set of questions as Moodle GIFT.

    The same questions GET /training/questions gives for the same query, as plain text
    that Moodle and most learning platforms import: the right choice marked, each wrong
    choice with the misreading it reflects as feedback.
    """
    found, _ = asked()
    title = str(template_module(TEMPLATE).set_title()).strip()
    body = gift.export(documents(found), title)
    response = Response(body, 200, mimetype="text/plain")
    response.headers["Content-Disposition"] = "attachment; filename=offside-questions.gift.txt"
    response.headers["Content-Language"] = i18n.current()
    return response


@operation(
    "GET",
    "/training/questions/<ident>",
    operation_id="get_training_question",
    tag="training",
    params=(
        Param(
            "ident",
            "path",
            {"type": "string", "pattern": "^[0-9a-f]{16}-[a-z_]+$"},
            "The question's id.",
        ),
        LANG,
    ),  # fmt: skip
    responses={
        200: ("The question.", QuestionDocument),
        **BAD_SET,
        404: ("No question has this id.", Problem),
    },
)
def get_question(ident: str) -> Response:
    """Read one question of the bank.

    A question's id is made from its incident's facts and its kind, so a shared link finds
    the same question.
    """
    found = bank.by_id(ident)
    if found is None:
        raise fail(404, "not_found")
    return send(documents([found])[0])
