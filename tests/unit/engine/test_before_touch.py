"""OFF-OFF-4 (Law 11, practical guidelines diagram 4): penalised before touching the
ball when no onside team-mate could play it."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import incident, missing_fields, one, qualitative, run, verdict
from pydantic import ValidationError

from rules import Incident


def going_for_it(could: Any, **more: Any) -> dict[str, Any]:
    """A1 passes; A2, offside, goes for the ball; the goalkeeper gathers it."""
    involvement: dict[str, Any] = {"player": "A2", "after": 1, "kind": "moving_to_play_ball"}
    if could is not None:
        involvement["onside_teammate_could_play"] = could
    return incident(
        ("A1", "pass"),
        ("GK", "save"),
        positions=[qualitative()],
        involvements=[involvement],
        outcome="play_stopped",
        **more,
    )


def test_no_onside_team_mate_could_play_it_so_penalised_before_the_touch() -> None:
    d = run(going_for_it(False))
    f = one(d, "OFF-OFF-4", "penalised_before_touch", player="A2", at=1)
    assert f.judgement is True
    assert verdict(d) == (True, "A2", 1, 1)
    assert d.offence_rule == "OFF-OFF-4"
    assert d.summary is not None and d.summary.nature in ("subjective", "both")


def test_an_onside_team_mate_could_play_it_so_the_referee_waits() -> None:
    d = run(going_for_it(True))
    one(d, "OFF-OFF-4", "onside_teammate_could_play", player="A2")
    assert d.offside_offence is False


@pytest.mark.parametrize("could", ["unknown", None])
def test_not_knowing_whether_anyone_onside_could_play_it_leaves_it_open(could: Any) -> None:
    d = run(going_for_it(could))
    one(d, "OFF-OFF-4", "unknown", player="A2")
    assert d.offside_offence is None
    assert ("involvements[0].onside_teammate_could_play", "OFF-OFF-4") in missing_fields(d)


def test_from_an_onside_position_going_for_the_ball_is_nothing() -> None:
    data = going_for_it(False)
    data["positions"] = [qualitative(second_last="behind")]
    d = run(data)
    assert d.offside_offence is False
    assert not [f for f in d.trace if f.rule == "OFF-OFF-4"]


def test_the_question_is_asked_only_of_a_player_moving_to_play_the_ball() -> None:
    data = going_for_it(False)
    data["involvements"][0]["kind"] = "challenged_opponent"
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(data)
    assert "involvements[0].onside_teammate_could_play" in str(error.value)
