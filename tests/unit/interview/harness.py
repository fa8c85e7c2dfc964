"""The interview run as a person who knows the full facts would answer it.

Start from only what any report gives (``REPORT``, and the officials' on-field and final
decisions), ask the interview, and answer each question by copying from the full incident
the top-level fields its ``paths`` start in; repeat until it is settled or no question can
be answered from the full facts. What it comes to is then compared with the full facts'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import Incident, decide, paths
from rules.interview import Outcome, interview, outcome_of

#: The fields any report gives (issue 30): the rest is asked.
REPORT = (
    "title",
    "match",
    "sources",
    "edition",
    "competition_rules",
    "players",
    "start",
    "sequence",
    "outcome",
)


def reported(full: dict[str, Any]) -> dict[str, Any]:
    """What a report of the incident ``full`` (as JSON) gives: the REPORT fields and the
    officials' on-field and final decisions, nothing else (schema version 2: the rest is
    not known)."""
    data = {k: full[k] for k in REPORT if k in full}
    if full.get("officials") is not None:
        data["officials"] = {k: full["officials"][k] for k in ("on_field", "final")}
    return data


def key(o: Outcome) -> tuple[Any, ...]:
    """What must agree: what stood, the Law's call and the restart (and to whom)."""
    return (o.stood, o.call, o.restart, o.restart_to)


@dataclass
class Run:
    truth: Outcome
    start: Outcome
    end: Outcome
    asked: int
    #: The ids of the questions asked, in order.
    questions: list[str]

    @property
    def equal(self) -> bool:
        return key(self.end) == key(self.truth)

    @property
    def settled_wrong(self) -> bool:
        return self.end.settled and not self.equal


def interviewed(full_incident: Incident, limit: int = 20) -> Run:
    full = full_incident.model_dump(mode="json")
    truth = outcome_of(full_incident, decide(full_incident))
    data = reported(full)
    asked: list[str] = []
    start: Outcome | None = None
    while True:
        incident = Incident.model_validate(data)
        found = interview(incident)
        if start is None:
            start = found.outcome
        if found.settled or len(asked) >= limit:
            break
        for question in found.questions:
            answered = dict(data)
            for path in question.paths:
                head = str(paths.tokens(path)[0])
                if head in full:
                    answered[head] = full[head]
            if answered != data:
                data = answered
                asked.append(question.id)
                break
        else:
            break  # nothing the full facts give answers what is left
    return Run(truth, start, found.outcome, len(asked), asked)
