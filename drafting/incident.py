"""From a draft to incident data: what the draft gives, and what the incident still needs.

The draft's incident is already shaped like the incident JSON; what it lacks is found by
validating it against ``rules.Incident`` and keeping the fields the model asks for, so the
list follows the model as it changes.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import ValidationError

from drafting.model import Draft
from rules import paths, read_incident


def format_loc(loc: tuple[Any, ...]) -> str:
    """('sequence', 2, 'by') -> 'sequence[2].by' (a union member's tag is not a field)."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out = paths.at(out, part)
        elif isinstance(part, str) and ("[" in part or "-" in part) and not part.isidentifier():
            continue  # pydantic's name for a validator step or a union member
        elif part in ("qualitative", "distances", "opponents") and out.endswith("where"):
            continue
        else:
            out = paths.at(out, str(part))
    return out


def missing_fields(data: dict[str, Any]) -> list[str]:
    """The fields ``data`` needs before it is a valid incident: those it lacks first, then
    any whose value the model refuses, in the model's order."""
    try:
        read_incident(data)
    except ValidationError as exc:
        lacking: list[str] = []
        refused: list[str] = []
        for err in exc.errors(include_url=False):
            ctx = err.get("ctx") or {}
            if err["type"] == "incident_reference" and "problems" in ctx:
                refused.extend(str(path) for path, _ in ctx["problems"])
                continue
            path = format_loc(tuple(err["loc"]))
            if err["type"] == "missing" or (err["type"] == "too_short" and "." not in path):
                lacking.append(path)
            else:
                refused.append(path)
        return list(dict.fromkeys(lacking + refused))
    return []


def to_incident(draft: Draft) -> tuple[dict[str, Any], list[str]]:
    """The draft as incident data, and the fields still missing (empty when ``data`` is a
    valid ``rules.Incident``): the web form opens the data and asks only for those."""
    data = copy.deepcopy(draft.incident)
    return data, missing_fields(data)
