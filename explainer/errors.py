"""Bad input, reported as (field path, message) pairs a person can act on."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

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
    path: str
    message: str

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
            out += f"[{part}]"
        elif _hidden(part, out):
            continue
        else:
            out += f".{part}" if out else str(part)
    return out


def field_errors(exc: ValidationError) -> list[FieldError]:
    found: list[FieldError] = []
    for err in exc.errors(include_url=False):
        ctx = err.get("ctx") or {}
        if err["type"] == "incident_reference" and "problems" in ctx:
            found.extend(FieldError(path, msg) for path, msg in ctx["problems"])
            continue
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown field"
        elif err["type"] == "missing":
            msg = "this field is required"
        found.append(FieldError(format_loc(tuple(err["loc"])), msg.replace("Tuple", "List")))
    # A list whose items failed also "has too few valid items": that says nothing new.
    paths = [f.path for f in found]
    return [
        f
        for f in found
        if not (
            "at least" in f.message
            and any(p.startswith(f.path + "[") for p in paths if p != f.path)
        )
    ]
