"""The second-last opponent from a list of who was nearer (OFF-POS-7, OFF-POS-5), the
opponent's arm that does not count (OFF-POS-3), and a defender who left the field
deliberately (OFF-POS-8)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import incident, missing_fields, off_field, one, qualitative, run
from pydantic import ValidationError

from rules import Incident


def listed(nearer: list[str], level: list[str] | None = None, **more: Any) -> dict[str, Any]:
    where = {
        "kind": "opponents",
        "half": "opponents",
        "ball": "ahead",
        "nearer": nearer,
        "level": level or [],
        **more,
    }
    return {"player": "A2", "at": 1, "where": where}


@pytest.mark.parametrize(
    ("nearer", "level", "offside", "outcome"),
    [
        (["GK"], [], True, ("OFF-POS-7", "second_last_ahead")),
        ([], [], True, ("OFF-POS-7", "second_last_ahead")),
        (["GK", "D1"], [], False, ("OFF-POS-7", "second_last_behind")),
        (["GK"], ["D1"], False, ("OFF-POS-5", "level_is_onside")),
        ([], ["GK", "D1"], False, ("OFF-POS-5", "level_is_onside")),
        ([], ["GK"], True, ("OFF-POS-7", "second_last_ahead")),
    ],
)
def test_who_was_nearer_the_goal_line_settles_the_position(
    nearer: list[str], level: list[str], offside: bool, outcome: tuple[str, str]
) -> None:
    d = run(incident(positions=[listed(nearer, level)]))
    f = one(d, *outcome, player="A2", at=1)
    assert f.facts["basis"] == "opponents_listed"
    assert d.offside_offence is offside


def test_the_level_opponent_is_named_as_the_second_last_when_it_can_only_be_them() -> None:
    d = run(incident(positions=[listed(["GK"], ["D1"])]))
    assert one(d, "OFF-POS-5", "level_is_onside").facts["second_last_player"] == "D1"


def test_a_partial_list_settles_only_when_two_are_nearer() -> None:
    d = run(incident(positions=[listed(["GK"], complete=False)]))
    assert d.offside_offence is None
    assert ("positions[0].where.nearer", "OFF-POS-7") in missing_fields(d)
    d = run(incident(positions=[listed(["GK", "D1"], complete=False)]))
    assert d.offside_offence is False


def test_a_defender_off_over_the_goal_line_without_permission_counts_as_nearer() -> None:
    off = off_field("D1")
    d = run(incident(positions=[listed(["GK"])], off_field=[off]))
    one(d, "OFF-POS-8", "counts_on_line", player="D1")
    one(d, "OFF-POS-7", "second_last_behind", player="A2")
    assert d.offside_offence is False


def test_a_defender_off_with_permission_does_not_count_even_if_listed() -> None:
    off = off_field("D1", with_permission=True, crossed="touchline")
    d = run(incident(positions=[listed(["GK", "D1"])], off_field=[off]))
    one(d, "OFF-POS-8", "does_not_count", player="D1")
    assert d.offside_offence is True


def test_listed_players_must_be_defenders_listed_once() -> None:
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(incident(positions=[listed(["GK", "A1"], ["GK"])]))
    text = str(error.value)
    assert "positions[0].where.nearer[1]" in text and "positions[0].where.level[0]" in text


# --- the opponent's arm -----------------------------------------------------------------------


def test_ahead_of_the_defenders_arm_is_ahead_of_the_parts_that_count() -> None:
    pos = qualitative(second_last_part="arm", second_last_player="D1")
    d = run(incident(positions=[pos]))
    f = one(d, "OFF-POS-3", "opponent_arm_ignored", player="A2")
    assert f.facts == {"opponent": "D1", "part": "arm", "relative": "ahead"}
    assert d.offside_offence is True


@pytest.mark.parametrize("second", ["level", "behind"])
def test_level_with_the_defenders_arm_says_nothing_of_the_parts_that_count(second: str) -> None:
    pos = qualitative(second_last=second, second_last_part="hand")
    d = run(incident(positions=[pos]))
    one(d, "OFF-POS-3", "opponent_arm_ignored", player="A2")
    assert d.offside_offence is None
    assert ("positions[0].where.second_last_part", "OFF-POS-3") in missing_fields(d)


def test_level_with_the_defenders_foot_is_level() -> None:
    d = run(incident(positions=[qualitative(second_last="level", second_last_part="foot")]))
    assert d.offside_offence is False
    assert not [f for f in d.trace if f.rule == "OFF-POS-3"]


# --- leaving the field deliberately -----------------------------------------------------------


def test_a_defender_who_left_deliberately_counts_on_the_line_and_is_cautioned() -> None:
    off = off_field("D1", deliberate=True)
    pos = {
        "player": "A2",
        "at": 1,
        "where": {
            "kind": "distances",
            "attacker_m": 5.0,
            "ball_m": 20.0,
            "opponents_m": {"GK": 0.5, "D2": 8.0},
        },
    }
    d = run(incident(positions=[pos], off_field=[off]))
    one(d, "OFF-POS-8", "counts_on_line", player="D1")
    one(d, "OFF-POS-8", "cautioned_next_stoppage", player="D1")
    assert d.offside_offence is False


def test_only_a_defender_off_without_permission_can_have_left_deliberately() -> None:
    off = off_field("D1", with_permission=True, deliberate=True)
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(incident(off_field=[off]))
    assert "off_field[0].deliberate" in str(error.value)
