"""Bad input, reported as (field path, message) pairs a person can act on, in the reader's
language, each with a stable code (the engine's message code or pydantic's error type).

The engine and the loader name each problem by a code with its values (rules.problems);
``words`` says it through templates/messages/invalid.txt.j2, one macro per code. A code
with no macro there (a pydantic error type no incident has shown yet) is shown in
pydantic's own English words; tests/unit/test_invalid_messages.py lists the mapped ones.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError

from rules import paths
from rules.problems import Message, from_pydantic

#: Characters that would act on a terminal or hide text: control, format and separators.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]")
#: Pydantic's names for validator steps and union members, which mean nothing to a reader.
_INTERNAL = re.compile(
    r"^(function-(after|before|wrap|plain)\[.*\]|constrained-\w+|[a-z]+-[a-z]+\[.*\])$"
)


def _safe(text: str) -> str:
    """Show control characters as escapes, so input never drives the reader's terminal."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


@dataclass(frozen=True)
class FieldError:
    """A problem at ``path`` (empty for the input as a whole): ``message`` in the reader's
    language, ``code`` what kind of problem it is, and ``params`` the values it names."""

    path: str
    message: str
    code: str = "invalid"
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", _safe(self.path))
        object.__setattr__(self, "message", _safe(self.message))

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def _hidden(part: Any, so_far: str) -> bool:
    """Discriminator tags and pydantic's internal step names are not part of a path."""
    if part in ("qualitative", "distances", "opponents") and so_far.endswith("where"):
        return True
    return isinstance(part, str) and _INTERNAL.match(part) is not None


def format_loc(loc: tuple[Any, ...]) -> str:
    """('sequence', 2, 'by') -> 'sequence[2].by'; discriminator tags are dropped."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out = paths.at(out, part)
        elif not _hidden(part, out):
            out = paths.at(out, str(part))
    return out


@cache
def _macros() -> Any:
    from explainer.wording import environment

    return environment().get_template("messages/invalid.txt.j2").module


def worded(code: str) -> bool:
    """Does templates/messages/invalid.txt.j2 word message ``code``?"""
    return not code.startswith("_") and callable(getattr(_macros(), code, None))


#: "'a', 'b' or 'c'": the choices pydantic lists, each as it quotes it.
_CHOICES = re.compile(r"^(?P<some>.+?) or (?P<last>[^,]+)$")


def _prepared(code: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """A message's values as its macro takes them: other messages worded, numbers as
    pydantic writes them (120.0 -> 120), the choices of a list as a list."""
    ready: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Message):
            value = words(value)
        elif isinstance(value, float) and value.is_integer():
            value = int(value)
        ready[key] = value
    for key in ("expected", "expected_schemes"):
        if key in ready and isinstance(ready[key], str):
            found = _CHOICES.match(ready[key])
            choices = [*found["some"].split(", "), found["last"]] if found else [ready[key]]
            ready["options"] = choices
    return ready


def words(message: Message) -> str:
    """``message`` in the current language (pydantic's English for a code not worded)."""
    if not worded(message.code) or _other_kind(message):
        return message.text.replace("Tuple", "List") if message.text else message.code
    macro = getattr(_macros(), message.code)
    values = _prepared(message.code, message.params)
    return str(macro(**{k: v for k, v in values.items() if k in macro.arguments})).strip()


def _other_kind(message: Message) -> bool:
    """Pydantic's too_short/too_long of something other than a list (our wording is a list's)."""
    kind = message.params.get("field_type")
    return message.code in ("too_short", "too_long") and kind not in (None, "Tuple", "List")


def invalid(path: str, code: str, **params: Any) -> FieldError:
    """The FieldError for message ``code`` (templates/messages/invalid.txt.j2) at ``path``."""
    message = Message(code, MappingProxyType(params))
    return FieldError(path, words(message), code, message.params)


def _error(path: str, message: Message) -> FieldError:
    return FieldError(path, words(message), message.code, message.params)


#: Codes that say a list has too few items (or a text too few characters).
_AT_LEAST = ("too_short", "string_too_short", "too_few_opponents")


def field_errors(exc: ValidationError) -> list[FieldError]:
    found: list[FieldError] = []
    for err in exc.errors(include_url=False):
        ctx = err.get("ctx") or {}
        if err["type"] == "incident_reference" and "problems" in ctx:
            found.extend(_error(path, message) for path, message in ctx["problems"])
            continue
        found.append(_error(format_loc(tuple(err["loc"])), from_pydantic(err)))
    # A list whose items failed also "has too few valid items": that says nothing new.
    where = [f.path for f in found]
    return [
        f
        for f in found
        if not (f.code in _AT_LEAST and any(paths.in_list(p, f.path) for p in where if p != f.path))
    ]
