"""The trainer's pages, built on the question bank (explainer.training).

- ``/train``: the start page (a topic, an edition, a difficulty, how many questions);
- ``/train/new``: picks a set for that choice and sends the reader to its first question;
- ``/train/q/<n>``: question n of a set, with the incident's storyboard and in words;
- ``/train/answer``: where a question's form goes; sends the reader on to its answer;
- ``/train/a/<n>``: the answer to question n (right or wrong, the misreading, the clauses);
- ``/train/score``: the score, overall and per clause, and the set's link;
- ``/train/explanations/<id>`` and ``/train/sheet``: a question's explanation, a
  printable sheet of a set with its answers.

A set lives in its address (explainer.training.sets): every page is a GET, a link, and
reloading it loses nothing. A parameter that cannot be used gets the start page back with
status 400, naming it, with everything else the reader chose kept.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, NamedTuple

from flask import Blueprint, abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from explainer import i18n, question_storyboard, storyboard
from explainer.training import bank, sets
from explainer.training.document import document
from explainer.training.topics import TOPICS
from explainer.views.api.training import asked, documents, explanation_url
from explainer.views.common import law_url, render_explanation
from explainer.wording import Words, summary_lines
from rules.editions import EDITION_NAMES

bp = Blueprint("training", __name__)

Page = str | tuple[str, int] | Response


@bp.get("/train/explanations/<ident>")
def explanation(ident: str) -> str:
    """The explanation of a question's incident, as the engine gives it, with citations."""
    found = bank.by_id(ident)
    if found is None:
        abort(404)
    return render_explanation("training/explanation.html", found.material.incident)


@bp.get("/train/sheet")
def sheet() -> str:
    """A printable sheet of a set (the API's query: limit, offset, clause, edition...):
    the questions, then their answers."""
    found, _ = asked()
    return render_template("training/sheet.html", questions=documents(found), nav="train")


def _start(
    choice: sets.Choice, problems: list[sets.ParamError], matched: int | None = None
) -> tuple[str, int]:
    """The start page, filled with ``choice``; 400 when a parameter could not be used."""
    page = render_template(
        "training/start.html",
        choice=choice,
        problems=problems,
        matched=matched,
        topics=TOPICS,
        editions=EDITION_NAMES,
        counts=sets.COUNTS,
        difficulties=sets.DIFFICULTIES,
        **_common(),
    )
    return page, 400 if problems else 200


def _common() -> dict[str, Any]:
    return {"keep_lang": i18n.in_links(), "nav": "train", "law_url": law_url}


@bp.get("/train")
def start() -> Page:
    """What the reader picks a set by; every parameter given fills the form."""
    choice, problems = sets.read_choice(request.args, count="count" in request.args)
    return _start(choice, problems)


@bp.get("/train/new")
def new() -> Page:
    """A new set for the reader's choice (``seed`` draws the same one again): its first
    question, at an address that holds the set."""
    choice, problems = sets.read_choice(request.args, count=True)
    raw = request.args.get("seed")
    if raw is not None and not (raw.isdigit() and len(raw) <= 12):
        problems.append(sets.ParamError("seed", raw))
    if problems:
        return _start(choice, problems)
    seed = int(raw) if raw is not None else random.randrange(10**9)
    found = sets.pick(choice, seed)
    if not found:
        return _start(choice, [], matched=0)
    ids = ",".join(q.id for q in found)
    # Fewer match than were asked for: the first question says so (``count``, as asked).
    asked = choice.count if len(found) < choice.count else None
    return redirect(url_for("training.question", number=1, ids=ids, count=asked, **choice.query()))


def _read() -> tuple[sets.Choice, sets.QuestionSet]:
    """The reader's choice and the set of this address; a ParamError when one cannot be used.
    ``count``, when given, is how many questions were asked for (a set may have fewer)."""
    choice, problems = sets.read_choice(request.args, count="count" in request.args)
    if problems:
        raise problems[0]
    return choice, sets.read_set(request.args)


def _links(choice: sets.Choice, found: sets.QuestionSet) -> dict[str, Any]:
    """The addresses every page of a set gives: its link, the score, another set."""
    keep = choice.query()

    def answer(n: int) -> str:
        return url_for("training.answer", number=n, ids=found.ids, answers=found.answers, **keep)

    def question(n: int) -> str:
        before = found.answers[: n - 1] or None
        return url_for("training.question", number=n, ids=found.ids, answers=before, **keep)

    return {
        "share": url_for(
            "training.question", number=1, ids=found.ids, lang=None, _external=True, **keep
        ),
        "score_url": url_for("training.score", ids=found.ids, answers=found.answers, **keep),
        "again": url_for("training.new", count=_count(len(found.questions)), **keep),
        "answer_url": answer,
        "question_url": question,
    }


def _count(n: int) -> int:
    return next((c for c in sets.COUNTS if c >= n), sets.COUNTS[-1])


def _shown(q: Any, asking: bool) -> dict[str, Any]:
    """A question as its pages show it: its words, the incident and its storyboard (while
    ``asking``, the question's, which gives no verdict; else the explanation's)."""
    words = Words(q.material.incident, q.decision)
    drawn = question_storyboard if asking else storyboard
    return {
        **words.helpers(),
        "doc": document(q, explanation_url(q)),
        "incident": words.incident,
        "storyboard": drawn.build(q.material.incident, q.decision),
        "top": summary_lines(q.material.incident, q.decision),
    }


def _bad(exc: sets.ParamError) -> tuple[str, int]:
    """The start page, naming ``exc``, filled with the set's choice and its size."""
    choice, _ = sets.read_choice(request.args)
    size = len(request.args.get("ids", "").split(","))
    return _start(replace(choice, count=_count(size)), [exc])


class _At(NamedTuple):
    """Question ``number`` of the set of an address, and the reader's choice."""

    choice: sets.Choice
    found: sets.QuestionSet
    number: int


def _at(number: int, answered: bool) -> _At | tuple[str, int]:
    """Question ``number`` of this address's set, checked (``answered``: as
    sets.number checks it), else the start page naming the parameter (400)."""
    try:
        choice, found = _read()
        return _At(choice, found, sets.number(number, found, answered=answered))
    except sets.ParamError as exc:
        return _bad(exc)


def _render(template: str, at: _At, status: int = 200, **extra: Any) -> tuple[str, int]:
    """A page of question ``at``: its question or its answer, with the set's links."""
    asking = template == "training/question.html"
    q = at.found.questions[at.number - 1]
    links = _links(at.choice, at.found)
    with i18n.players(q.material.incident.match.women):
        page = render_template(
            template,
            **_shown(q, asking),
            **_common(),
            choice=at.choice,
            found=at.found,
            number=at.number,
            **links,
            **extra,
        )
    return page, status


@bp.get("/train/q/<int:number>")
def question(number: int, problem: str | None = None) -> Page:
    """Question ``number`` of the set: the incident, in pictures and words, and its choices."""
    at = _at(number, answered=False)
    if not isinstance(at, _At):
        return at
    return _render(
        "training/question.html",
        at,
        400 if problem else 200,
        asked=at.choice.count if "count" in request.args else None,
        before=at.found.answers[: at.number - 1],
        problem=problem,
    )


@bp.get("/train/answer")
def answered() -> Page:
    """A question's form: its choice added to the answers, then on to its answer's page."""
    try:
        choice, found = _read()
        raw = request.args.get("number", "")
        number = int(raw) if raw.isdigit() else 0
        if number != len(found.answers) + 1 or number > len(found.questions):
            raise sets.ParamError("number", raw)
    except sets.ParamError as exc:
        return _bad(exc)
    picked = request.args.get("choice", "")
    q = found.questions[number - 1]
    if picked not in {c.id for c in q.choices}:
        return question(number, problem=picked or "missing")
    answers = found.answers + picked
    return redirect(
        url_for("training.answer", number=number, ids=found.ids, answers=answers, **choice.query())
    )


@bp.get("/train/a/<int:number>")
def answer(number: int) -> Page:
    """The answer to question ``number``: right or wrong, the right choice, the misreading
    the chosen one reflects, and the explanation with its clauses."""
    at = _at(number, answered=True)
    if not isinstance(at, _At):
        return at
    return _render(
        "training/answer.html",
        at,
        picked=at.found.answers[at.number - 1],
        right=at.found.right(at.number),
    )


@bp.get("/train/score")
def score() -> Page:
    """The score of a set answered in full: overall, per clause, and the questions missed."""
    try:
        choice, found = _read()
        if not found.done:
            raise sets.ParamError("answers", found.answers)
    except sets.ParamError as exc:
        return _bad(exc)
    prompts = {}
    for n in found.missed():
        q = found.questions[n - 1]
        with i18n.players(q.material.incident.match.women):
            prompts[n] = document(q, explanation_url(q)).prompt
    page = render_template(
        "training/score.html",
        choice=choice,
        found=found,
        prompts=prompts,
        **_links(choice, found),
        **_common(),
    )
    return page
