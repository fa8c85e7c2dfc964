"""Law 11.4 sanctions: indirect free kick where involved, no card, no goal (OFF-SANC-1 ... 3)."""

from __future__ import annotations

from law11_helpers import a3_scores, find, incident, one, qualitative, run, verdict

from rules.incident import Location


def test_offside_is_an_indirect_free_kick_where_the_player_touched_the_ball() -> None:
    data = incident(positions=[qualitative("A2", 1)])
    data["sequence"][1]["location"] = {"half": "opponents", "distance_from_goal_line_m": 9.0}
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    restart = decision.restart
    assert restart is not None
    assert (restart.kind, restart.to, restart.at_player, restart.rule) == (
        "indirect_free_kick",
        "defending",
        "A2",
        "OFF-SANC-1",
    )
    assert restart.location == Location(half="opponents", distance_from_goal_line_m=9.0)
    kick = one(decision, "OFF-SANC-1", "indirect_free_kick", player="A2", at=2)
    assert kick.facts["place_known"] is True


def test_the_free_kick_can_be_in_the_offside_players_own_half() -> None:
    # Offside at the pass in the opponents' half, A2 tracks back and blocks a defender
    # (D1) in his own half: the free kick is taken there.
    own_half = {"half": "own", "distance_from_goal_line_m": 58.0, "description": "own half"}
    data = a3_scores(
        involvements=[
            {
                "player": "A2",
                "after": 1,
                "kind": "in_opponents_way_impacting",
                "opponent": "D1",
                "location": own_half,
            }
        ],
        outcome="play_stopped",
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 1)
    assert decision.restart is not None
    assert decision.restart.location == Location(**own_half)
    assert decision.restart.kind == "indirect_free_kick"
    one(decision, "OFF-SANC-1", "indirect_free_kick", player="A2", at=1)


def test_an_unknown_place_of_involvement_is_said_to_be_unknown() -> None:
    decision = run(incident(positions=[qualitative("A2", 1)]))
    assert decision.restart is not None and decision.restart.location is None
    assert one(decision, "OFF-SANC-1", "indirect_free_kick").facts["place_known"] is False


def test_offside_is_not_misconduct() -> None:
    decision = run(incident(positions=[qualitative("A2", 1)], outcome="play_stopped"))
    assert decision.offside_offence is True
    one(decision, "OFF-SANC-2", "no_card", player="A2")


def test_a_goal_after_an_offside_offence_does_not_stand() -> None:
    decision = run(incident(positions=[qualitative("A2", 1)]))
    assert decision.goal == "disallowed"
    one(decision, "OFF-SANC-3", "goal_disallowed", player="A2", at=2)
    assert not find(decision, "OFF-SANC-3", "goal_stands")


def test_a_goal_without_an_offside_offence_stands_and_play_restarts_with_a_kick_off() -> None:
    decision = run(incident(positions=[qualitative("A2", 1, second_last="behind")]))
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    one(decision, "OFF-SANC-3", "goal_stands")
    restart = decision.restart
    assert restart is not None
    assert (restart.kind, restart.to, restart.rule) == ("kick_off", "defending", "OFF-SANC-3")
    assert not find(decision, "OFF-SANC-1")
    assert not find(decision, "OFF-SANC-2")


def test_no_goal_no_goal_finding() -> None:
    decision = run(incident(positions=[qualitative("A2", 1)], outcome="ball_out_of_play"))
    assert decision.offside_offence is True
    assert decision.goal is None
    assert not find(decision, "OFF-SANC-3")
