"""Disputed facts: the readings each source gives of a fact on which sources disagree,
and the checks a dispute needs of the incident's data (the field exists, each reading
cites a listed source). Whether each reading is a value the field can take is tried
where an incident is read (rules/reading.py), one changed copy per reading."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, StrictBool, StrictFloat, StrictInt

from rules import paths
from rules.incident.values import FieldPath, Ident, Model, ShortText
from rules.problems import Problem, problem


def _whole_as_int(value: Any) -> Any:
    """JSON has one kind of number: a reading of 90.0 is the reading 90, which a field of
    whole numbers (strict: rules.incident.Int) takes, as a field of decimals does."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


class Reading(Model):
    """One source's version of a disputed fact, of the type of the field it disputes."""

    value: Annotated[
        ShortText | StrictInt | StrictFloat | StrictBool | None, BeforeValidator(_whole_as_int)
    ]
    source: Ident | None = None


class Dispute(Model):
    """A decisive fact on which sources disagree, such as sequence[2].classification."""

    field: FieldPath
    readings: tuple[Reading, ...] = Field(min_length=2, max_length=5)


def dispute_problems(
    disputes: tuple[Dispute, ...], source_ids: Collection[str], data: Mapping[str, Any]
) -> list[Problem]:
    """Each reading cites a listed source, and each disputed field is one that ``data``
    (the incident's, dumped without its disputes) has."""
    found: list[Problem] = []
    for i, dispute in enumerate(disputes):
        for j, reading in enumerate(dispute.readings):
            if reading.source is not None and reading.source not in source_ids:
                path = paths.at("disputes", i, "readings", j, "source")
                found.append(problem(path, "unknown_source", ident=reading.source))
        if not paths.exists(data, dispute.field):
            path = paths.at("disputes", i, "field")
            found.append(problem(path, "no_such_field", field=dispute.field))
    return found
