"""rules/analysis/budget.py: one analysis does a fixed amount of work, and says what it left out.

Counted in engine runs (not time), so the checks here are exact: how many runs an analysis
makes, which alternatives it tries first, and that what it did not try is counted and
stated. How long an analysis at the limits takes is measured by `make bench`.
"""

from __future__ import annotations

from typing import Any

import pytest
from support import KANE_SLUG

from bench.generate import at_limits
from explainer.casebook import cases
from explainer.wording import explain_text
from rules import Incident, analyse, decide
from rules.analysis import budget, runs
from rules.analysis.counterfactuals import about, candidates_of, focus_of
from rules.analysis.runs import law_outcome


def _kane() -> Incident:
    return next(c for c in cases() if c.slug == KANE_SLUG).incident


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The edition of every engine run the analysis makes beyond its decision (a
    counterfactual's run of the engine alone, and its full decision when it flips the
    outcome, count as one run: the one the budget pays for)."""
    made: list[str | None] = []
    law_only: dict[int, Incident] = {}  # (kept alive, so that no other incident takes its id)

    def counted(incident: Incident, edition: str | None = None, **shared: Any) -> Any:
        if id(incident) not in law_only:
            made.append(edition)
        return decide(incident, edition, **shared)

    def counted_law(incident: Incident, edition: str | None = None, **shared: Any) -> Any:
        law_only[id(incident)] = incident
        made.append(edition)
        return law_outcome(incident, edition, **shared)

    monkeypatch.setattr(runs, "decide", counted)
    monkeypatch.setattr(runs, "law_outcome", counted_law)
    return made


def test_an_incident_at_the_limits_gets_the_runs_its_size_allows(
    ran: list[str | None],
) -> None:
    incident = Incident.model_validate(at_limits(1.0))
    result = analyse(incident)
    cost = budget.BASE + budget.size(incident)
    assert len(ran) - 1 == budget.WORK // cost  # the decision itself, then the alternatives
    u = result.unexplored
    assert u is not None and u.counterfactuals > 500 and u.readings > 50 and u.editions > 0


def test_the_decision_does_not_depend_on_the_budget() -> None:
    incident = Incident.model_validate(at_limits(1.0))
    assert analyse(incident).decision == decide(incident)


def test_ordinary_incidents_try_every_alternative() -> None:
    for case in cases():
        assert analyse(case.incident).unexplored is None, case.slug


def test_the_same_incident_always_gets_the_same_analysis() -> None:
    incident = Incident.model_validate(at_limits(0.5))
    assert analyse(incident) == analyse(incident)


def test_with_little_work_left_the_facts_about_the_offender_are_tried_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Kane's incident, with two positions of Emerson at Perisic's cross listed first: facts
    # about a player and a touch the outcome does not turn on.
    data = _kane().model_dump(mode="json")
    onside = {"kind": "qualitative", "half": "opponents", "ball": "ahead", "second_last": "behind"}
    noise = [
        {"player": "emerson", "at": 1, "point": point, "where": onside}
        for point in ("first_contact", "last_contact")
    ]
    data["positions"] = [*noise, *data["positions"]]
    incident = Incident.model_validate(data)
    full = analyse(incident)
    assert full.unexplored is None
    candidates = list(candidates_of(incident, full.decision))
    focus = focus_of(full.decision)
    relevant = [c for c in candidates if about(incident, c[1], focus)]
    assert len(relevant) == len(candidates) - 4  # two changes to each of Emerson's positions
    # Room for the comparison with today's Laws and the relevant changes only.
    monkeypatch.setattr(budget, "WORK", (1 + len(relevant)) * (budget.BASE + budget.size(incident)))
    short = analyse(incident)
    assert short.unexplored is not None and short.unexplored.counterfactuals == 4
    assert short.edition_comparison == full.edition_comparison
    assert short.counterfactuals == tuple(c for c in full.counterfactuals if c.kind != "edition")
    emerson = ("positions[0]", "positions[1]")
    assert not [c for c in short.counterfactuals if c.field.startswith(emerson)]


def test_unknown_facts_are_tried_before_disputed_readings(monkeypatch: pytest.MonkeyPatch) -> None:
    kane = _kane()
    data = kane.model_dump(mode="json")
    data["positions"][0]["where"]["second_last"] = "unknown"
    touch = next(i for i, c in enumerate(kane.sequence) if kane.team_of(c.by) == "defending")
    field = f"sequence[{touch}].classification"
    data["disputes"] = [{"field": field, "readings": [{"value": "save"}, {"value": "deflection"}]}]
    incident = Incident.model_validate(data)
    assert [m.field for m in decide(incident).missing] == ["positions[0].where.second_last"]
    everything = analyse(incident).readings
    assert {r.kind for r in everything} == {"unknown_fact", "reading"}
    values = tuple(r for r in everything if r.kind == "unknown_fact")
    # Room for the comparison with today's Laws and the values of the unknown fact only.
    monkeypatch.setattr(budget, "WORK", (1 + len(values)) * (budget.BASE + budget.size(incident)))
    short = analyse(incident)
    assert short.readings == values
    assert short.unexplored is not None and short.unexplored.readings == 2  # both readings


def test_a_reading_that_is_the_incidents_own_value_costs_no_run(
    ran: list[str | None],
) -> None:
    kane = _kane()
    touch = next(i for i, c in enumerate(kane.sequence) if kane.team_of(c.by) == "defending")
    field = f"sequence[{touch}].action"
    own = kane.sequence[touch].action
    disputed = kane.model_copy(
        update={
            "disputes": Incident.model_validate(
                {
                    **kane.model_dump(mode="json"),
                    "disputes": [{"field": field, "readings": [{"value": own}, {"value": own}]}],
                }
            ).disputes
        }
    )
    before = len(ran)
    found = analyse(disputed).readings
    plain = len(ran) - before
    before = len(ran)
    analyse(kane)
    assert plain == len(ran) - before  # the two readings made no run of their own
    assert [r.to_value for r in found] == [own, own]
    assert {r.offside_offence for r in found} == {decide(kane).offside_offence}


def test_what_was_not_tried_is_said_in_the_explanation() -> None:
    incident = Incident.model_validate(at_limits(1.0))
    result = analyse(incident)
    u = result.unexplored
    assert u is not None
    text = " ".join(explain_text(incident, result).split())
    assert "NOT TRIED" in text
    assert f"Not tried: {u.counterfactuals} other changes of fact, {u.readings} readings" in text
    assert f"and {u.editions} editions of the Laws." in text
    assert "NOT TRIED" not in explain_text(cases()[0].incident, analyse(cases()[0].incident))
