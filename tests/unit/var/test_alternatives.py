"""What would have changed the decision, readings of unsettled facts, edition comparison."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from support import base_incident, qualitative, touches

from explainer.casebook import cases
from rules import Incident, analyse, decide
from rules.paths import get_path, set_path


@pytest.fixture
def kane_incident(kane_yaml: Path) -> Incident:
    """Kane v Sporting (2022), from the casebook's YAML file (tests/conftest.py)."""
    return Incident.model_validate(yaml.safe_load(kane_yaml.read_text()))


def test_kane_counterfactuals_include_the_deliberate_play_flip(kane_incident: Incident) -> None:
    a = analyse(kane_incident)
    flips = {(c.field, c.to_value) for c in a.counterfactuals}
    defender = next(i for i, c in enumerate(kane_incident.sequence) if c.action == "deflection")
    assert (f"sequence[{defender}].classification", "deliberate_play") in flips
    for c in a.counterfactuals:
        assert c.offside_offence is False
        assert c.goal == "stands"


def test_a_save_does_not_flip_kane(kane_incident: Incident) -> None:
    a = analyse(kane_incident)
    assert all(c.to_value != "save" for c in a.counterfactuals)


def _confirm(incident: Incident, edition: str, c: Any) -> None:
    if c.kind == "edition":
        again = decide(incident, str(c.to_value))
    else:
        data = incident.model_dump(mode="json")
        set_path(data, c.field, c.to_value)
        again = decide(Incident.model_validate(data), edition)
    assert (again.offside_offence, again.goal) == (c.offside_offence, c.goal)


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.slug)
def test_every_counterfactual_in_the_casebook_is_confirmed(case: Any) -> None:
    a = analyse(case.incident)
    original = (a.decision.offside_offence, a.decision.goal)
    for c in a.counterfactuals:
        assert (c.offside_offence, c.goal) != original
        _confirm(case.incident, a.decision.edition, c)


def test_disputed_fact_gives_the_outcome_under_each_reading() -> None:
    data = base_incident(
        sources=[
            {"id": "s1", "publisher": "One", "headline": "h", "url": "https://one.example/a"},
            {"id": "s2", "publisher": "Two", "headline": "h", "url": "https://two.example/a"},
        ],
        sequence=touches(
            ("A1", "pass"),
            {"by": "D1", "action": "clearance", "classification": "deflection"},
            ("A2", "shot"),
        ),
        positions=[qualitative("A2", 1)],
        disputes=[
            {
                "field": "sequence[1].classification",
                "readings": [
                    {"value": "deflection", "source": "s1"},
                    {"value": "deliberate_play", "source": "s2"},
                ],
            }
        ],
    )
    a = analyse(Incident.model_validate(data))
    by_source = {r.source: (r.offside_offence, r.goal) for r in a.readings}
    assert by_source == {"s1": (True, "disallowed"), "s2": (False, "stands")}


def test_unknown_fact_lists_every_value() -> None:
    data = base_incident(positions=[qualitative("A2", 1, second_last="unknown")])
    a = analyse(Incident.model_validate(data))
    assert a.decision.offside_offence is None
    outcomes = {r.to_value: r.offside_offence for r in a.readings}
    assert outcomes == {"ahead": True, "level": False, "behind": False}
    assert a.counterfactuals == ()


def test_missing_position_is_filled_both_ways() -> None:
    a = analyse(Incident.model_validate(base_incident()))
    assert a.decision.offside_offence is None
    outcomes = {r.to_value: r.offside_offence for r in a.readings}
    assert outcomes == {"offside_position": True, "onside": False}


def test_edition_comparison_for_an_instinctive_stretch() -> None:
    """Mbappé-like: the officials called a deliberate play in 2021; the 2022 criteria differ."""
    data = base_incident(
        match={
            "competition": "Nations League",
            "home": "Spain",
            "away": "France",
            "date": "2021-10-10",
            "minute": 80,
        },
        sequence=[
            {"by": "A1", "action": "pass"},
            {
                "by": "D1",
                "action": "unintended_touch",
                "classification": "deliberate_play",
                "indicators": {"time_to_coordinate": False, "not_moving_quickly": False},
            },
            {"by": "A2", "action": "shot"},
        ],
        positions=[qualitative("A2", 1)],
    )
    a = analyse(Incident.model_validate(data))
    assert a.decision.edition == "2021/22"
    assert a.decision.offside_offence is False
    e = a.edition_comparison
    assert e is not None
    assert e.changed is True
    assert "deliberate_play_criteria" in e.changes
    assert (e.then_offside, e.now_offside) == (False, True)
    editions = [c for c in a.counterfactuals if c.kind == "edition"]
    assert [c.to_value for c in editions] == ["2022/23"]


def test_path_helpers_round_trip() -> None:
    data: dict[str, Any] = {"a": [{"b": 1}, {"b": 2}]}
    set_path(data, "a[1].b", 5)
    assert get_path(data, "a[1].b") == 5
