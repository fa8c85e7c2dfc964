"""The Law on the day through the API: the competition's edition, its trial and options,
and the facts added for issue 14, each changing the answer where the Law says so."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient

from explainer.cli import main


def decided(client: FlaskClient, data: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/v1/decisions", json=data)
    assert response.status_code == 200, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def test_a_club_world_cup_match_on_20_june_2025_is_judged_under_2025_26(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    data = copy.deepcopy(kane_incident)
    data["match"].update(competition="FIFA Club World Cup, group A", date="2025-06-20")
    body = decided(client, data)
    assert body["edition"] == "2025/26"
    first = body["trace"][0]
    assert (first["rule"], first["outcome"]) == ("EDITION-1", "competition")
    assert first["facts"]["competition"] == "FIFA Club World Cup 2025"
    assert first["facts"]["adopted_from"] == "2025-06-14"
    assert "FIFA Club World Cup 2025 applied them early, from 14 June 2025" in body["explanation"]
    data["match"]["competition"] = "Major League Soccer"
    assert decided(client, data)["edition"] == "2024/25"


def test_a_daylight_trial_incident_gives_both_answers(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    data = copy.deepcopy(kane_incident)
    data["competition_rules"] = {"offside_rule": "daylight_trial"}
    data["positions"][0]["where"]["wholly_beyond"] = False
    body = decided(client, data)
    summary = body["summary"]
    assert body["decision"]["offside_offence"] is False
    assert summary["law"]["call"] == "goal"
    assert summary["law_11"]["offside_offence"] is True
    assert summary["law_11"]["call"] == "no_goal"
    # The headline says whose answer it is: the trial's, the rule the match was played to.
    assert "the daylight trial says Harry Kane was onside" in summary["headline"]
    assert "daylight offside trial" in summary["lede"]
    assert "under Law 11 as written Harry Kane would have been offside" in summary["lede"]
    # Without the trial there is only one answer.
    assert decided(client, kane_incident)["summary"]["law_11"] is None


def _with(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for part in path[:-1]:
            target = target[part]
        target[path[-1]] = value

    return change


def _opponents(data: dict[str, Any]) -> None:
    # Only Adán, the goalkeeper, was nearer the goal line than Kane, and the second-last
    # defender level with him: level is onside.
    data["positions"][0]["where"] = {
        "kind": "opponents",
        "half": "opponents",
        "ball": "ahead",
        "nearer": ["adan"],
        "level": ["sporting_second_last"],
    }


def _defender_arm(data: dict[str, Any]) -> None:
    where = data["positions"][0]["where"]
    where.update(second_last="level", second_last_part="arm")
    del where["parts_beyond"]


def _moving_to_play(data: dict[str, Any]) -> None:
    # Kane goes for Emerson's header with nobody onside to play it: penalised at once.
    data["sequence"] = data["sequence"][:3]
    data["outcome"] = "play_stopped"
    data["involvements"] = [
        {
            "player": "kane",
            "after": 3,
            "kind": "moving_to_play_ball",
            "onside_teammate_could_play": False,
        }
    ]


def _out_for_a_goal_kick(data: dict[str, Any]) -> None:
    data["positions"][0]["where"]["ball"] = "behind"
    data["outcome"] = "ball_out_of_play"
    data["out_over"] = "goal_line"


#: (change to the Kane incident, (offside offence, the Law's call)); Kane as given is offside.
CHANGES = [
    pytest.param(_opponents, (False, "goal"), id="opponents-listed-one-level"),
    pytest.param(_defender_arm, (None, None), id="line-to-the-defenders-arm"),
    pytest.param(_moving_to_play, (True, "free_kick"), id="moving-to-play-the-ball"),
    pytest.param(_out_for_a_goal_kick, (False, "play_on"), id="ball-out-for-a-goal-kick"),
]


@pytest.mark.parametrize(("change", "wanted"), CHANGES)
def test_each_new_fact_gives_the_answer_the_law_gives(
    client: FlaskClient,
    kane_incident: dict[str, Any],
    change: Callable[[dict[str, Any]], None],
    wanted: tuple[bool | None, str | None],
) -> None:
    data = copy.deepcopy(kane_incident)
    data.pop("officials", None)
    change(data)
    body = decided(client, data)
    assert (body["decision"]["offside_offence"], body["summary"]["law"]["call"]) == wanted


def test_the_restart_after_the_ball_went_out_is_named(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    data = copy.deepcopy(kane_incident)
    data.pop("officials", None)
    _out_for_a_goal_kick(data)
    restart = decided(client, data)["decision"]["restart"]
    assert (restart["kind"], restart["to"]) == ("goal_kick", "defending")


def test_an_incident_before_2016_17_is_refused_naming_the_first_edition(
    client: FlaskClient, kane_incident: dict[str, Any], tmp_path: Any
) -> None:
    data = copy.deepcopy(kane_incident)
    data["match"]["date"] = "2015-10-26"
    response = client.post("/api/v1/decisions", json=data)
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert any(e["path"] == "match.date" and "2016/17" in e["message"] for e in errors), errors
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2
    assert "match.date" in result.output and "2016/17" in result.output


def test_an_error_in_an_opponents_position_names_the_field_without_the_kind(
    client: FlaskClient, kane_incident: dict[str, Any]
) -> None:
    data = copy.deepcopy(kane_incident)
    _opponents(data)
    data["positions"][0]["where"]["complete"] = "perhaps"
    response = client.post("/api/v1/decisions", json=data)
    assert response.status_code == 422
    paths = [e["path"] for e in response.get_json()["errors"]]
    assert paths == ["positions[0].where.complete"], paths
