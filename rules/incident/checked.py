"""The incident the engine takes: its facts (rules/incident/facts.py), each field checked
by its type, then checked across fields (rules/incident/checks.py)."""

from __future__ import annotations

from pydantic import model_validator
from pydantic_core import PydanticCustomError

from rules.incident.checks import reference_problems
from rules.incident.facts import IncidentFacts
from rules.problems import Problem


class Incident(IncidentFacts):
    """A structured description of one incident, from the start of the move to its end."""

    @model_validator(mode="after")
    def _references(self) -> Incident:
        problems = reference_problems(self)
        if problems:
            raise reference_error(problems)
        return self


def reference_error(problems: list[Problem]) -> PydanticCustomError:
    """The one pydantic error for the problems found across fields (rules.problems, as
    data: explainer words them). Its summary names their codes and values, for a reader
    of pydantic's own error."""
    summary = "; ".join(f"{p.path}: {p.message.code} {dict(p.message.params)}" for p in problems)
    return PydanticCustomError(
        "incident_reference", "{summary}", {"summary": summary, "problems": problems}
    )


#: The models of an incident whose validation checks more than each of their fields by
#: the field's type: the incident alone (a version 1 incident's defaults, and the checks
#: across fields, which rules.changes runs by themselves). Every other model's field is
#: checked by its type alone (rules.changes relies on it; tests/unit/test_changes.py
#: holds the package to it).
CHECKED_WHOLE: frozenset[type[IncidentFacts]] = frozenset({IncidentFacts, Incident})
