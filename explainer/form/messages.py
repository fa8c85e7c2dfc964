"""The form's messages to a person: Python names a message (a code and its facts) and
templates/form/messages.txt.j2 says it in words, one macro per code."""

from __future__ import annotations

from functools import cache
from typing import Any

from explainer.form.fields import row_of
from explainer.wording import environment

#: A problem the form finds itself: (field id, message code, facts for the message).
Problem = tuple[str, str, dict[str, Any]]


@cache
def _macros() -> Any:
    return environment().get_template("form/messages.txt.j2").module


def say(code: str, **facts: Any) -> str:
    """The words for message ``code`` (a macro of templates/form/messages.txt.j2)."""
    # str(): the template is plain text, so what it gives is escaped where it is shown.
    return str(getattr(_macros(), code)(**facts))


def in_field(field_id: str | None, text: str) -> str:
    """``text`` after the label of the row the field is in ("Player 2: ..."), if any."""
    row = row_of(field_id) if field_id else None
    if row is None:
        return text
    return say("in_row", group=row[0], n=row[1], text=text)


def say_problem(problem: Problem) -> str:
    """A problem the form found, as the message its field shows."""
    field_id, code, facts = problem
    return in_field(field_id, say(code, **facts))
