"""A defender's deliberate handball: a deliberate play for offside (OFF-DP-1) and an
offence of its own, with no victim (HB-SANC-1)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import incident, one, outcomes, qualitative, run
from pydantic import ValidationError

from explainer.wording import explain_text
from rules import Incident, analyse


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


def test_a_deliberate_handball_is_never_called_control_of_the_ball() -> None:
    """The Law's definition of a deliberate play (control of the ball, OFF-DP-2) leaves
    handling out: a deliberate handball counts like one (OFF-DP-1) without being one, and
    the explanation says what it was."""
    data = handled(advantage_played=True)
    d = run(data)
    rules = [(f.rule, f.outcome) for f in d.trace]
    assert ("OFF-DP-2", "control") not in rules
    phase = one(d, "PHASE-2", "reset", player="D1")
    assert phase.facts.get("handball") is True
    i = Incident.model_validate(data)
    text = " ".join(explain_text(i, analyse(i)).split())
    assert "under control" not in text
    assert "That deliberate handball by" in text
    assert "handled the ball deliberately" in text
    assert "deliberate play by an opponent" not in text


def test_a_deliberate_play_is_still_defined_by_control() -> None:
    data = handled()
    data["sequence"][1] = {"by": "D1", "action": "clearance", "classification": "deliberate_play"}
    d = run(data)
    one(d, "OFF-DP-2", "control", player="D1")
    assert "handball" not in one(d, "PHASE-2", "reset", player="D1").facts
