"""A defender's deliberate handball: a deliberate play for offside (OFF-DP-1) and an
offence of its own, with no victim (HB-SANC-1)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import incident, one, outcomes, qualitative, run
from pydantic import ValidationError

from rules import Incident


def handled(outcome: str = "goal_scored", **touch: Any) -> dict[str, Any]:
    """A1 passes with A2 offside; D1 handles deliberately; then A2 scores (or not)."""
    contacts: list[Any] = [("A1", "pass"), {"by": "D1", "action": "deliberate_handball", **touch}]
    if outcome == "goal_scored":
        contacts.append(("A2", "shot"))
    return incident(*contacts, positions=[qualitative()], outcome=outcome)


def test_play_went_on_so_advantage_and_the_goal_stands() -> None:
    d = run(handled())
    one(d, "OFF-DP-1", "deliberate_handball", player="D1")
    one(d, "HB-SANC-1", "advantage", player="D1", at=2)
    assert d.offside_offence is False and d.goal == "stands"
    assert d.other_offence is None


@pytest.mark.parametrize(
    ("area", "outcome", "kind", "free_kick"),
    [
        (True, "penalty_kick", "penalty_kick", "penalty"),
        (False, "direct_free_kick", "direct_free_kick", "direct"),
    ],
)
def test_play_stopped_for_the_handball_gives_a_free_kick_or_penalty_with_no_victim(
    area: bool, outcome: str, kind: str, free_kick: str
) -> None:
    d = run(handled("play_stopped", in_defending_penalty_area=area))
    one(d, "HB-SANC-1", outcome, player="D1")
    assert d.other_offence is not None
    assert (d.other_offence.by, d.other_offence.against) == ("D1", None)
    assert d.other_offence.free_kick == free_kick
    assert d.restart is not None and (d.restart.kind, d.restart.to) == (kind, "attacking")
    assert d.summary is not None and d.summary.law.call == ("penalty" if area else "free_kick")


def test_where_the_handball_happened_not_known_leaves_the_kick_open() -> None:
    d = run(handled("play_stopped"))
    one(d, "HB-SANC-1", "unknown")
    assert d.restart is None and d.other_offence is None


def test_the_referee_not_playing_advantage_means_nothing_can_follow_the_handball() -> None:
    data = handled(advantage_played=False)
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(data)
    assert "sequence[1].advantage_played" in str(error.value)


def test_an_offside_offence_before_the_handball_is_penalised_instead() -> None:
    # A2 interferes (touches) before the handball: the offside came first.
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        {"by": "D1", "action": "deliberate_handball", "in_defending_penalty_area": True},
        positions=[qualitative()],
        outcome="play_stopped",
    )
    d = run(data)
    assert d.offside_offence is True
    assert ("HB-SANC-1", "penalty_kick") not in outcomes(d)


def test_only_a_defenders_deliberate_handball_can_have_advantage() -> None:
    data = incident({"by": "A1", "action": "pass", "advantage_played": True}, ("A2", "shot"))
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(data)
    assert "sequence[0].advantage_played" in str(error.value)
