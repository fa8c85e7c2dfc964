"""Bad input, reported as (field path, message) pairs a person can act on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError


@dataclass(frozen=True)
class FieldError:
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def format_loc(loc: tuple[Any, ...]) -> str:
    """('sequence', 2, 'by') -> 'sequence[2].by'; discriminator tags are dropped."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("qualitative", "distances") and out.endswith("where"):
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
