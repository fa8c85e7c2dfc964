"""Interview completeness (issue 30): from only what a report gives, the questions reach the
full facts' outcome for every casebook incident and 300 generated ones, and never settle on
another.

The figures (how often the report alone agrees, hedges or is wrong; how many questions)
are written to reports/interview.txt.
"""

from __future__ import annotations

import statistics
from collections import Counter

import pytest
from support import ROOT, generated_incidents

from explainer.casebook import cases
from rules import Incident
from tests.unit.interview.harness import Run, interviewed, key

GENERATED = 300


@pytest.fixture(scope="module")
def runs() -> dict[str, Run]:
    found = {c.slug: interviewed(c.incident) for c in cases()}
    for n, data in enumerate(generated_incidents(GENERATED, seed=30)):
        found[f"generated-{n}"] = interviewed(Incident.model_validate(data))
    return found


def test_every_interview_ends_at_the_full_facts_outcome(runs: dict[str, Run]) -> None:
    differ = {name: (r.end, r.truth) for name, r in runs.items() if not r.equal}
    assert differ == {}
    assert len(runs) >= GENERATED + 13


def test_no_interview_settles_on_another_outcome(runs: dict[str, Run]) -> None:
    assert [name for name, r in runs.items() if r.settled_wrong] == []
    # The report alone either agrees with the full facts or says it is not settled.
    wrong_at_start = [
        name for name, r in runs.items() if r.start.settled and key(r.start) != key(r.truth)
    ]
    assert wrong_at_start == []


def test_few_questions_are_asked(runs: dict[str, Run]) -> None:
    counts = [r.asked for r in runs.values()]
    median, most = statistics.median(counts), max(counts)
    at_start = Counter(
        "agrees"
        if r.start.settled and key(r.start) == key(r.truth)
        else ("hedges" if not r.start.settled else "wrong")
        for r in runs.values()
    )
    casebook = [r for name, r in runs.items() if not name.startswith("generated-")]
    reports = ROOT / "reports"
    reports.mkdir(exist_ok=True)
    (reports / "interview.txt").write_text(
        f"incidents: {len(runs)} ({len(casebook)} casebook, {len(runs) - len(casebook)} "
        "generated)\n"
        f"the report alone: {at_start['agrees']} agree with the full facts, "
        f"{at_start['hedges']} say what they depend on, {at_start['wrong']} wrong\n"
        f"after the interview: {sum(r.equal for r in runs.values())} equal, "
        f"{sum(r.settled_wrong for r in runs.values())} settled on another outcome\n"
        f"questions asked: median {median}, max {most}; "
        f"by count {sorted(Counter(counts).items())}\n"
        f"casebook questions: {sorted(Counter(r.asked for r in casebook).items())}\n"
    )
    assert median <= 3
    assert most <= 8
