"""The interview in words: rules.interview's questions and answers as the API and the form
ask them, in the reader's language (templates/alternatives/question.txt.j2, choice.txt.j2).

Before there is an incident to decide (no players, touches, start or end yet), the first
questions are those four facts themselves.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, get_args

from explainer import i18n
from explainer.errors import FieldError
from explainer.loading import InputError
from explainer.openapi import (
    InterviewChoice,
    InterviewDocument,
    InterviewOutcome,
    InterviewQuestion,
    InterviewWrite,
)
from explainer.service import parse_incident, summary_document
from explainer.wording import Words, environment
from rules import Incident
from rules.incident import Outcome as MoveEnd
from rules.incident import StartKind
from rules.interview import Interview, Outcome, interview
from rules.trace import Missing

#: The facts every incident has, asked first when they are missing, with their answers.
FIRST: dict[str, tuple[str, ...]] = {
    "players": (),
    "sequence": (),
    "start": get_args(StartKind),
    "outcome": tuple(a for a in get_args(MoveEnd) if a != "unknown"),
}
#: The problems that only say that one of those facts is not given yet.
_NOT_GIVEN = ("missing", "too_short")


def first_missing(errors: Iterable[FieldError]) -> list[str] | None:
    """The first facts a set of validation problems says are not given, in FIRST's order;
    None when any problem is another (the incident is then not valid, not unfinished)."""
    found: set[str] = set()
    for e in errors:
        if e.path in FIRST and e.code in _NOT_GIVEN:
            found.add(e.path)
        else:
            return None
    return [name for name in FIRST if name in found]


def asked(
    data: Any, declined: Iterable[str] = (), edition: str | None = None
) -> tuple[Incident | None, Interview | None, list[InterviewQuestion]]:
    """The incident ``data`` (JSON, any field may be missing) if it can be decided, its
    interview, and the questions in words. Raises InputError for a field that is wrong
    rather than missing."""
    try:
        incident = parse_incident(data)
    except InputError as exc:
        names = first_missing(exc.errors)
        if not names:
            raise
        return None, None, [_first(name) for name in names]
    found = interview(incident, edition, declined)
    words = Words(incident, found.decision)
    with i18n.players(incident.match.women):
        return incident, found, [_question(words, q) for q in found.questions]


def document(
    data: Any, declined: Iterable[str] = (), edition: str | None = None
) -> InterviewDocument:
    """The interview of the incident ``data`` (any field may be missing) as the API and the
    CLI give it, with the summary POST /decisions gives; InputError for a field that is
    wrong rather than missing."""
    incident, found, questions = asked(data, declined, edition)
    summary = None
    if incident is not None and found is not None:
        summary = summary_document(incident, found.decision)
    settled = found is not None and found.settled
    return InterviewDocument(settled=settled, questions=questions, summary=summary)


def _first(name: str) -> InterviewQuestion:
    template = environment().get_template("alternatives/question.txt.j2")
    text = template.render(field=name, probe=None).strip()
    if name == "start":
        choices = [_choice("start.kind", key, {"kind": key}, None) for key in FIRST[name]]
    else:
        choices = [_choice(name, key, key, None) for key in FIRST[name]]
    return InterviewQuestion(
        id=name, text=text, paths=[name], choices=choices, decisive=True, rule=None
    )


def _question(words: Words, q: Any) -> InterviewQuestion:
    text = words.question(q.fact, Missing(field=q.fact, rule=q.rule))
    choices = [_choice(q.fact, c.key, c.value, c.outcome, c.also) for c in q.choices]
    choices.append(_choice(q.fact, "not_known", None, None))
    return InterviewQuestion(
        id=q.id, text=text, paths=list(q.paths), choices=choices, decisive=q.decisive, rule=q.rule
    )


def _choice(
    fact: str,
    key: str,
    value: Any,
    outcome: Outcome | None,
    also: tuple[tuple[str, Any], ...] = (),
) -> InterviewChoice:
    words = environment().get_template("alternatives/choice.txt.j2").module
    return InterviewChoice(
        key=key,
        text=str(words.choice(fact, key)).strip(),  # type: ignore[attr-defined]
        value=value,
        also=[InterviewWrite(path=path, value=more) for path, more in also],
        outcome=None
        if outcome is None
        else InterviewOutcome(
            stood=outcome.stood,
            call=outcome.call,
            restart=outcome.restart,
            settled=outcome.settled,
        ),
    )
