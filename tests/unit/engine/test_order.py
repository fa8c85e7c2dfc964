"""Law 11.2 and Law 5.3: a foul or the offside offence first (OFF-ORDER-1 ... 4)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import (
    find,
    incident,
    missing_fields,
    one,
    qualitative,
    run,
    stopped_for_a_foul,
    verdict,
)

from rules.incident import Location

SPOT = {"half": "opponents", "distance_from_goal_line_m": 14.0}


def fouled(victim_was: str | None = None, **foul: Any) -> dict[str, Any]:
    """A1 passes with A2 offside; D1 fouls A2 before the ball arrives; play stops."""
    entry: dict[str, Any] = {
        "by": "D1",
        "against": "A2",
        "after": 1,
        "free_kick": "direct",
        "location": SPOT,
        **foul,
    }
    if victim_was is not None:
        entry["victim_was"] = victim_was
    return stopped_for_a_foul(entry)


# --- OFF-ORDER-1 / OFF-ORDER-2: a foul against an offside player --------------------------------


def test_a_foul_on_an_offside_player_only_moving_towards_the_ball_is_penalised() -> None:
    decision = run(fouled("moving_towards_ball"))
    assert verdict(decision) == (False, None, None, None)
    first = one(decision, "OFF-ORDER-1", "foul_first", player="A2", at=1)
    assert first.facts["fouled_by"] == "D1"
    assert first.overrides == "OFF-OFF-1"
    assert decision.other_offence is not None
    assert (decision.other_offence.by, decision.other_offence.rule) == ("D1", "OFF-ORDER-1")
    assert decision.restart is not None
    restart = decision.restart
    assert (restart.kind, restart.to, restart.at_player) == ("direct_free_kick", "attacking", "D1")
    assert restart.location is not None and restart.location.distance_from_goal_line_m == 14.0


def test_a_foul_on_an_offside_player_already_challenging_is_preceded_by_offside() -> None:
    decision = run(fouled("playing_or_challenging"))
    assert verdict(decision) == (True, "A2", 1, 1)
    assert decision.offence_rule == "OFF-ORDER-2"
    one(decision, "OFF-ORDER-2", "offside_first", player="A2", at=1)
    assert decision.other_offence is None
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("indirect_free_kick", "defending")
    assert decision.restart.location == Location(**SPOT)
    assert "never_touched_it" in [m.id for m in decision.misconceptions]


def test_a_foul_on_an_onside_player_is_simply_a_foul() -> None:
    data = fouled("playing_or_challenging")
    data["positions"] = [qualitative("A2", 1, second_last="behind")]
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-ORDER-4", "foul", player="D1", at=1)
    assert not find(decision, "OFF-ORDER-2")
    assert decision.other_offence is not None
    assert decision.other_offence.rule == "OFF-ORDER-4"


def test_a_foul_with_advantage_played_does_not_stop_the_offside() -> None:
    data = fouled("moving_towards_ball", advantage_played=True)
    data["sequence"].append({"by": "A2", "action": "shot"})
    data["outcome"] = "goal_scored"
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    assert decision.other_offence is None
    assert not find(decision, "OFF-ORDER-1")
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=2)


# --- OFF-ORDER-3: moving into an opponent's path is impeding -------------------------------------


@pytest.mark.parametrize("second_last", ["ahead", "behind"])
def test_moving_into_an_opponents_path_is_a_law_12_offence(second_last: str) -> None:
    data = incident(
        ("A1", "pass"),
        ("A3", "shot"),
        positions=[
            qualitative("A2", 1, second_last=second_last),
            qualitative("A3", 1, second_last="behind"),
        ],
        involvements=[
            {
                "player": "A2",
                "after": 1,
                "kind": "moved_into_opponents_path",
                "opponent": "D1",
            }
        ],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    impeding = one(decision, "OFF-ORDER-3", "law_12_impeding", player="A2", at=1)
    assert impeding.facts["offside_position"] is (second_last == "ahead")
    assert impeding.overrides == "OFF-OFF-2"
    other = decision.other_offence
    assert other is not None
    assert (other.by, other.against, other.free_kick, other.rule) == (
        "A2",
        "D1",
        "indirect",
        "OFF-ORDER-3",
    )
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("indirect_free_kick", "defending")
    assert not find(decision, "OFF-OFF-2")


# --- OFF-ORDER-4: a foul by the offside player; simultaneous offences -----------------------------


def challenged(when: str, free_kick: str = "direct") -> dict[str, Any]:
    """A2, offside at A1's pass, challenges D1 and fouls him (``when`` the challenge)."""
    foul = {"by": "A2", "against": "D1", "free_kick": free_kick, "relative_to_involvement": when}
    return stopped_for_a_foul(
        foul,
        involvements=[
            {"player": "A2", "after": 1, "kind": "challenged_opponent", "opponent": "D1"}
        ],
    )


def test_a_foul_before_the_offside_involvement_is_penalised() -> None:
    decision = run(challenged("before"))
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-ORDER-4", "foul_first", player="A2", at=1)
    other = decision.other_offence
    assert other is not None and (other.by, other.rule) == ("A2", "OFF-ORDER-4")
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("direct_free_kick", "defending")


def test_a_foul_after_the_offside_involvement_comes_too_late() -> None:
    decision = run(challenged("after"))
    assert verdict(decision) == (True, "A2", 1, 1)
    assert decision.offence_rule == "OFF-OFF-2"
    one(decision, "OFF-ORDER-4", "offside_first", player="A2", at=1)
    assert decision.other_offence is None


def test_of_simultaneous_offences_a_direct_free_kick_foul_is_the_more_serious() -> None:
    decision = run(challenged("same_action", "direct"))
    assert verdict(decision) == (False, None, None, None)
    serious = one(decision, "OFF-ORDER-4", "foul_more_serious", player="A2")
    assert serious.facts["free_kick"] == "direct"
    assert decision.other_offence is not None


def test_of_simultaneous_offences_an_indirect_free_kick_foul_yields_to_offside() -> None:
    decision = run(challenged("same_action", "indirect"))
    assert verdict(decision) == (True, "A2", 1, 1)
    one(decision, "OFF-ORDER-4", "offside_penalised", player="A2")
    assert decision.other_offence is None


@pytest.mark.parametrize(
    ("data", "field", "rule"),
    [
        pytest.param(
            fouled("unknown"),
            "fouls[0].victim_was",
            "OFF-ORDER-2",
            id="what the fouled offside player was doing",
        ),
        pytest.param(
            challenged("unknown"),
            "fouls[0].relative_to_involvement",
            "OFF-ORDER-4",
            id="when the offside player's foul came",
        ),
    ],
)
def test_the_order_of_a_foul_and_offside_must_be_known(
    data: dict[str, Any], field: str, rule: str
) -> None:
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == [(field, rule)]
    one(decision, rule, "unknown", player="A2")


def test_an_ordinary_foul_before_an_offside_touch_is_penalised_instead() -> None:
    # D1 fouls A3 after A1's pass; A2 (offside) scores afterwards anyway.
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1), qualitative("A3", 1, second_last="behind")],
        fouls=[{"by": "D1", "against": "A3", "after": 1, "free_kick": "penalty"}],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    one(decision, "OFF-ORDER-4", "foul", player="D1", at=1)
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("penalty_kick", "attacking")
    assert decision.goal is None
