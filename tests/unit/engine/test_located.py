"""Positions read from tracking data (rules.incident.Located): the engine states, at the
position's touch, that they are centres of bodies and the margin within which they say
nothing (SAOT-1, tracking_centres), and decides exactly as without that statement."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import dist, find, incident, one, qualitative, run
from pydantic import ValidationError

from rules import read_incident
from rules.catalogue.var import Saot1

TRACKED = {"method": "tracking_centres", "tolerance_m": 0.5}


def _passed_to_a2(position: dict[str, Any]) -> dict[str, Any]:
    return incident(("A1", "pass"), ("A2", "shot"), positions=[position], outcome="goal_scored")


def test_a_tracked_position_is_said_to_be_centres_within_its_tolerance() -> None:
    tracked = dist("A2", 1, 9.0, 30.0, {"GK": 1.0, "D1": 12.0}, located=TRACKED)
    decision = run(_passed_to_a2(tracked))
    found = one(decision, "SAOT-1", "tracking_centres")
    assert (found.at, found.player) == (1, "A2")
    assert found.facts == {"method": "tracking_centres", "tolerance_m": 0.5}
    # Said once the position is stated, before the touch that follows it.
    rules = [f.rule for f in decision.trace]
    assert rules.index("SAOT-1") > rules.index("OFF-POS-7")
    assert rules.index("SAOT-1") < rules.index("OFF-OFF-1")


def test_the_tolerance_said_is_the_positions_own() -> None:
    located = {"method": "tracking_centres", "tolerance_m": 1.25}
    decision = run(
        _passed_to_a2({**qualitative("A2", 1, second_last="unknown"), "located": located})
    )
    assert one(decision, "SAOT-1", "tracking_centres").facts["tolerance_m"] == 1.25


@pytest.mark.parametrize(
    "position",
    [
        dist("A2", 1, 9.0, 30.0, {"GK": 1.0, "D1": 12.0}),
        qualitative("A2", 1, second_last="unknown"),
    ],
)
def test_the_decision_is_the_same_with_or_without_it(position: dict[str, Any]) -> None:
    told = run(_passed_to_a2(position))
    tracked = run(_passed_to_a2({**position, "located": TRACKED}))
    assert find(told, "SAOT-1") == []
    assert (tracked.offside_offence, tracked.offender, tracked.missing) == (
        told.offside_offence,
        told.offender,
        told.missing,
    )
    assert [f for f in tracked.trace if f.rule != "SAOT-1"] == list(told.trace)


def test_it_is_said_among_the_laws_steps_not_the_reviews() -> None:
    assert Saot1.tracking_centres.among_law_steps
    assert not Saot1.within_uncertainty.among_law_steps


@pytest.mark.parametrize(
    "located",
    [
        {"method": "broadcast_guess", "tolerance_m": 0.5},
        {"method": "tracking_centres", "tolerance_m": 0},
        {"method": "tracking_centres", "tolerance_m": 6},
        {"method": "tracking_centres"},
        {"method": "tracking_centres", "tolerance_m": 0.5, "frame": 3},
    ],
)
def test_a_located_without_a_known_method_or_a_sensible_tolerance_is_refused(
    located: dict[str, Any],
) -> None:
    data = _passed_to_a2({**qualitative("A2", 1), "located": located})
    with pytest.raises(ValidationError) as caught:
        read_incident(data)
    assert all(e["loc"][:3] == ("positions", 0, "located") for e in caught.value.errors())
