"""The facts that decide a case (issue 32): where an attacker stood and whom he was measured
against, how he was involved without touching the ball, the goalkeeper, the whistle before
the goal, the delayed flag and a VAR that could not review. Each test drafts a sentence
written for it and asserts the drafted values; the draft must still be a valid incident
once the interview gives what the text does not (the start, the end of the move)."""

from __future__ import annotations

from typing import Any

import pytest
from support import interviewed

import drafting


def _draft(text: str) -> dict[str, Any]:
    d = drafting.draft(text)
    for f in d.facts:
        assert 0 <= f.span.start <= f.cue.start < f.cue.end <= f.span.end <= len(text), f
    return d.incident


def _names(incident: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in incident.get("players", [])}


def _positions(incident: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    players = _names(incident)
    return [
        (
            players[p["player"]]["name"],
            p["where"]["second_last"],
            players[p["where"]["second_last_player"]]["name"]
            if "second_last_player" in p["where"]
            else None,
        )
        for p in incident.get("positions", [])
    ]


def _involvements(incident: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    players = _names(incident)
    return [
        (
            players[i["player"]]["name"],
            i["kind"],
            players[i["opponent"]]["name"] if "opponent" in i else None,
        )
        for i in incident.get("involvements", [])
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Jarrod Bowen crossed from the right and Michail Antonio headed in, but Antonio "
            "had been standing in an offside position and the goal was ruled out.",
            [("Michail Antonio", "ahead", None)],
        ),
        (
            "Bruno Fernandes clipped a pass forward and Rasmus Hojlund fired home, but "
            "Hojlund was a yard offside.",
            [("Rasmus Hojlund", "ahead", None)],
        ),
        (
            "Cole Palmer's shot was saved by Emiliano Martinez and Nicolas Jackson tapped in "
            "the rebound, but Jackson was level with Ezri Konsa.",
            [("Nicolas Jackson", "level", "Ezri Konsa")],
        ),
        (
            "Declan Rice lofted a ball forward and Gabriel Martinelli volleyed in. The lines "
            "showed that Martinelli was played onside by Joachim Andersen.",
            [("Gabriel Martinelli", "behind", "Joachim Andersen")],
        ),
        (
            "Trent Alexander-Arnold passed and Luis Diaz scored, though Diaz's knee was ahead "
            "of the last defender.",
            [("Luis Diaz", "ahead", None)],
        ),
        (
            "Mason Mount crossed. Jadon Sancho finished, but he had strayed beyond Kieran "
            "Trippier.",
            [("Jadon Sancho", "ahead", "Kieran Trippier")],
        ),
    ],
)
def test_a_position_and_the_defender_it_is_measured_against(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    incident = _draft(text)
    assert _positions(incident) == expected
    position = incident["positions"][0]
    # Judged at the last touch by a team-mate before the attacker's own.
    sequence = incident["sequence"]
    players = _names(incident)
    assert players[sequence[position["at"] - 1]["by"]]["team"] == "attacking"
    assert sequence[position["at"] - 1]["by"] != position["player"]
    if "second_last_player" in position["where"]:
        assert players[position["where"]["second_last_player"]]["team"] == "defending"
    interviewed(incident)


@pytest.mark.parametrize(
    "text",
    [
        "Harry Kane crossed and Son Heung-min scored; Son would have been offside.",
        "Harry Kane crossed and Son Heung-min scored. Was Son offside?",
        "Harry Kane crossed and Son Heung-min scored. Had Son been offside?",
        "Harry Kane crossed and Son Heung-min scored. Fans thought Son was offside.",
    ],
)
def test_no_position_the_writer_does_not_state(text: str) -> None:
    assert "positions" not in _draft(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Bukayo Saka fired in from 20 yards, but Kai Havertz, who was offside, blocked "
            "the view of goalkeeper Bernd Leno.",
            [("Kai Havertz", "obstructed_line_of_vision", "Bernd Leno")],
        ),
        (
            "Mohamed Salah slotted home after Darwin Nunez had challenged Virgil van Dijk "
            "for the ball.",
            [("Darwin Nunez", "challenged_opponent", "Virgil van Dijk")],
        ),
        (
            "Phil Foden drove the ball in from the edge of the box while Erling Haaland, in "
            "an offside position, was not interfering with play.",
            [("Erling Haaland", "none", None)],
        ),
        (
            "Ollie Watkins shot and Jhon Duran was about to tap it in when the ball crossed "
            "the line.",
            [("Jhon Duran", "moving_to_play_ball", None)],
        ),
    ],
)
def test_an_involvement_without_touching_the_ball(
    text: str, expected: list[tuple[str, str, str | None]]
) -> None:
    incident = _draft(text)
    assert _involvements(incident) == expected
    players = _names(incident)
    for inv in incident["involvements"]:
        assert players[inv["player"]]["team"] == "attacking"
        assert 1 <= inv["after"] <= len(incident["sequence"])
    interviewed(incident)


def test_the_goalkeeper_whose_view_is_blocked_is_a_goalkeeper() -> None:
    incident = _draft(
        "Bukayo Saka fired in from 20 yards, but Kai Havertz blocked the view of goalkeeper "
        "Bernd Leno."
    )
    leno = next(p for p in incident["players"] if p["name"] == "Bernd Leno")
    assert leno["goalkeeper"] is True and leno["team"] == "defending"


def test_a_player_in_goal_is_a_goalkeeper() -> None:
    incident = _draft(
        "Jordan Pickford was in goal. Ollie Watkins shot and Jhon Duran stood in Pickford's "
        "line of sight."
    )
    pickford = next(p for p in incident["players"] if p["name"] == "Jordan Pickford")
    assert pickford.get("goalkeeper") is True


def test_the_whistle_before_the_goal_and_a_var_that_could_not_intervene() -> None:
    incident = _draft(
        "The referee blew his whistle for offside before Matthijs de Ligt struck the ball "
        "into the net, and VAR could not intervene because play had been stopped."
    )
    officials = incident["officials"]
    assert officials["stopped_before_goal"] is True
    assert officials["review"] == "none"
    assert officials["on_field"] == "whistle"
    assert "var_checked" not in officials
    interviewed(incident)


def test_play_that_went_on_was_not_stopped() -> None:
    incident = _draft(
        "The assistant's flag stayed down, play went on and Alexander Isak slotted home."
    )
    assert incident["officials"]["stopped_before_goal"] is False


def test_a_delayed_flag() -> None:
    incident = _draft(
        "Richarlison scored, but the assistant kept his flag down until the ball was in the net."
    )
    assert incident["officials"]["delayed_flag"] is True


def test_a_stopped_move_and_a_goal_given_are_not_both_drafted() -> None:
    incident = _draft(
        "The whistle had already gone when Dominic Solanke scored, and the goal stood."
    )
    assert "stopped_before_goal" not in incident.get("officials", {})
    interviewed(incident)


def test_his_body_part_is_the_one_player_named() -> None:
    incident = _draft(
        "Sadio Mane found Roberto Firmino with a pass. Firmino finished, but his armpit "
        "was fractionally beyond Tyrone Mings."
    )
    assert _positions(incident) == [("Roberto Firmino", "ahead", None)]


def test_beyond_a_defence_named_by_its_nation() -> None:
    incident = _draft(
        "Theo Hernandez passed to Kylian Mbappe, who was beyond the Spanish defence, and "
        "Mbappe finished. Spain 1-2 France."
    )
    assert _positions(incident) == [("Kylian Mbappe", "ahead", None)]


def test_chasing_the_ball_is_moving_to_play_it() -> None:
    incident = _draft(
        "Casemiro played the ball forward to Marcus Rashford, who was clearly in an offside "
        "position and chased it towards goal, before Bruno Fernandes swept it in."
    )
    assert ("Marcus Rashford", "moving_to_play_ball", None) in _involvements(incident)


@pytest.mark.parametrize(
    "text",
    [
        "Bruno Fernandes scored after the assistant raised his flag, and the VAR found no "
        "clear and obvious error.",
        "Brenner bundled the ball in. The VAR has looked at it and the decision stands.",
    ],
)
def test_a_var_that_confirmed_the_field_made_no_review(text: str) -> None:
    assert _draft(text)["officials"]["review"] == "none"


def test_a_position_judged_before_the_players_later_touch() -> None:
    incident = _draft(
        "Lionel Messi's early penalty counted. Later Messi was sent through and swept a low "
        "finish into the far corner, but he had strayed beyond the last defender."
    )
    assert _positions(incident) == [("Lionel Messi", "ahead", None)]
    sequence = incident["sequence"]
    assert sequence[incident["positions"][0]["at"] - 1]["by"] != incident["positions"][0]["player"]


def test_played_onside_by_a_defender_described_before_his_name() -> None:
    incident = _draft(
        "Mads Kjaergaard turned in Oliver Sandberg's low cross: Kjaergaard had been played "
        "onside by the Silkeborg left-back, Emil Thygesen."
    )
    assert _positions(incident) == [("Mads Kjaergaard", "behind", "Emil Thygesen")]
