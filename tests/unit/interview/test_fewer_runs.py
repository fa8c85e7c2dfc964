"""The branch and the interview, worked out with fewer runs (rules.outcomes), against
their plain definition: every answer decided afresh and in full, no session, no shortcut
(the interview's questions are made and ordered as rules.interview makes them; what is
compared is what each answer comes to).

The oracle below is the definition as it stood before the shortcuts; the incidents are
bench.generate's (several seeds: with and without officials, positions nobody listed,
touches nobody classified) and the casebook's, as given and as a first report gives them
(tests/unit/interview/harness.py: the officials' calls and little else).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bench.generate import incidents as generated
from explainer.casebook import cases
from rules import Decision, Incident, decide
from rules.changes import ChangeError, changed
from rules.interview import (
    MAX_QUESTIONS,
    Branch,
    Interview,
    Outcome,
    _holds,
    _question,
    _settles,
    _when,
    about,
    also,
    answers,
    branch,
    interview,
    outcome_of,
    unsettled,
)

from .harness import reported


def decided(incident: Incident, edition: str, changes: list[tuple[str, Any]]) -> Outcome | None:
    """The outcome with these changes, decided in full and afresh."""
    try:
        answered = changed(incident, changes)
    except ChangeError:
        return None
    return outcome_of(answered, decide(answered, edition))


def oracle_branch(incident: Incident, decision: Decision, look: int = 3) -> Branch | None:
    outcome = outcome_of(incident, decision)
    for m in unsettled(decision, outcome)[:look]:
        sides: dict[bool, set[Outcome]] = {True: set(), False: set()}
        for key, value in answers(incident, m.field):
            holds = _holds(m.field, key)
            if holds is None or also(key):
                continue
            found = decided(incident, decision.edition, [(m.field, value)])
            if found is not None and found.settled:
                sides[holds].add(found)
        yes, no = sides[True], sides[False]
        if len(yes) == 1 and len(no) == 1 and yes != no:
            player, at = about(incident, m.field)
            return Branch(
                fact=m.field, rule=m.rule, player=player, at=at, yes=yes.pop(), no=no.pop()
            )
    return None


class Plain:
    """Every answer decided afresh and in full (what rules.outcomes.Answers stands for)."""

    def __init__(self, incident: Incident, edition: str) -> None:
        self.incident, self.edition = incident, edition

    def outcome(self, fact: str, changes: list[tuple[str, Any]]) -> Outcome | None:
        return decided(self.incident, self.edition, changes)


def oracle_interview(incident: Incident) -> Interview:
    decision = decide(incident)
    outcome = outcome_of(incident, decision)
    open_facts = unsettled(decision, outcome)
    order = {m.field: i for i, m in enumerate(open_facts)}
    asked = sorted(open_facts, key=lambda m: (-_when(incident, m.field), order[m.field]))
    plain = Plain(incident, decision.edition)
    questions = [_question(incident, plain, m) for m in asked[:MAX_QUESTIONS]]  # type: ignore[arg-type]
    questions.sort(
        key=lambda q: (not q.decisive, not _settles(q), -_when(incident, q.fact), order[q.id])
    )
    return Interview(
        settled=outcome.settled, outcome=outcome, questions=tuple(questions), decision=decision
    )


def casebook() -> Iterator[Incident]:
    for case in cases():
        yield case.incident
        yield Incident.model_validate(reported(case.incident.model_dump(mode="json")))


@pytest.mark.parametrize("seed", [7, 11, 2022])
def test_branch_is_the_exhaustive_one_on_generated_incidents(seed: int) -> None:
    found = 0
    for data in generated(400, seed=seed):
        incident = Incident.model_validate(data)
        decision = decide(incident)
        expected = oracle_branch(incident, decision)
        assert branch(incident, decision) == expected, data
        found += expected is not None
    assert found > 0  # (the incidents do have branches to find)


def test_branch_is_the_exhaustive_one_on_the_casebook() -> None:
    for incident in casebook():
        decision = decide(incident)
        assert branch(incident, decision) == oracle_branch(incident, decision), incident.title


def test_interview_is_the_exhaustive_one_on_generated_incidents() -> None:
    for data in generated(300, seed=5):
        incident = Incident.model_validate(data)
        assert interview(incident) == oracle_interview(incident), data


def test_interview_is_the_exhaustive_one_on_the_casebook() -> None:
    asked = 0
    for incident in casebook():
        found = interview(incident)
        assert found == oracle_interview(incident), incident.title
        asked += len(found.questions)
    assert asked > 0
