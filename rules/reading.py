"""Reading an incident: its validation (rules.incident), then the trial of each reading of
a disputed fact, which must be a value its field can take: the incident with that reading
(rules.changes) must itself be valid. Every front end reads an incident through here.

The trial is a step of its own, after the model's validation, not inside it:
rules/changes.py builds on the incident's model. Readings are tried only on an incident
that is otherwise valid, and their problems come in the same pydantic error as the
checks across fields (``incident_reference``, rules.incident.checked)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from pydantic_core import InitErrorDetails, from_json

from rules import paths
from rules.changes import ChangeError, changed
from rules.incident import Incident, reference_error
from rules.problems import Problem, problem


def read_incident(data: Any) -> Incident:
    """``data`` as an incident, each disputed reading tried; ValidationError otherwise."""
    incident = Incident.model_validate(data)
    if incident.disputes:
        _refuse(incident, lambda: data)
    return incident


def read_incident_json(text: str | bytes) -> Incident:
    """As ``read_incident``, from JSON text."""
    incident = Incident.model_validate_json(text)
    if incident.disputes:
        # (The error shows the input as the model's own does: the data, not its text.)
        _refuse(incident, lambda: from_json(text))
    return incident


def reading_problems(incident: Incident) -> list[Problem]:
    """The readings of ``incident``'s disputes that its field cannot take (a valid
    incident's: its disputed fields exist)."""
    found: list[Problem] = []
    for i, dispute in enumerate(incident.disputes):
        for j, reading in enumerate(dispute.readings):
            try:
                changed(incident, [(dispute.field, reading.value)])
            except ChangeError as exc:
                path = paths.at("disputes", i, "readings", j, "value")
                found.append(
                    problem(
                        path,
                        "impossible_reading",
                        field=dispute.field,
                        where=exc.where,
                        problem=exc.message,
                    )
                )
    return found


def _refuse(incident: Incident, given: Callable[[], Any]) -> None:
    """Raise the model's own kind of error for readings its fields cannot take (``given``:
    the input, as the error shows it)."""
    problems = reading_problems(incident)
    if problems:
        error = InitErrorDetails(type=reference_error(problems), loc=(), input=given())
        raise ValidationError.from_exception_data(type(incident).__name__, [error])
