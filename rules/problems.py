"""What is wrong with an incident, as data: a message code and its values, never words.

The engine's checks (rules/incident/, rules/changes.py, rules/reading.py) name each
problem by a code (``unknown_player``) with the values it concerns (``{"ident": "D9"}``,
as the input gave them); explainer words it in the reader's language
(templates/messages/invalid.txt.j2, one macro per code). Pydantic's own errors keep
pydantic's code (its error ``type``), the values of its ``ctx`` and its English words,
which are shown where no wording maps the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

_NONE: Mapping[str, Any] = MappingProxyType({})


class Message(NamedTuple):
    """A message by code: ``params`` are its values (text, numbers, or other Messages)."""

    code: str
    params: Mapping[str, Any] = _NONE
    #: Pydantic's English words for an error of its own (empty for the engine's codes).
    text: str = ""


class Problem(NamedTuple):
    """A problem at a field path such as ``sequence[2].by`` (the path is never worded)."""

    path: str
    message: Message


def problem(path: str, code: str, **params: Any) -> Problem:
    return Problem(path, Message(code, MappingProxyType(params)))


def from_pydantic(error: Mapping[str, Any]) -> Message:
    """One of pydantic's errors (an item of ``ValidationError.errors()``) as a Message:
    its type, the values of its context that are plain data, and its own words."""
    ctx = error.get("ctx") or {}
    params = {k: v for k, v in ctx.items() if isinstance(v, str | int | float | bool)}
    return Message(str(error["type"]), MappingProxyType(params), str(error["msg"]))
