"""The engine's walk: moments of judgement (OFF-MOJ-1 ... 4), unknown facts, which
offence decides, and the misconceptions it answers."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import (
    a3_scores,
    dist,
    find,
    incident,
    missing_fields,
    offside_at,
    one,
    qualitative,
    run,
    stopped_for_a_foul,
    verdict,
)

from rules import RULES, Incident, decide

# --- OFF-MOJ-1: every team-mate touch is a moment of judgement --------------------------------


def test_the_position_is_judged_at_the_team_mates_touch_not_at_the_pass_before() -> None:
    # A2 is offside at A1's pass, but A3 then plays it to A2, who is onside at that touch.
    data = incident(
        ("A1", "pass"),
        ("A3", "pass"),
        ("A2", "shot"),
        positions=[
            qualitative("A2", 1),
            qualitative("A3", 1, second_last="behind"),
            qualitative("A2", 2, second_last="behind"),
        ],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    one(decision, "OFF-MOJ-1", "moment_of_judgement", at=2, player="A3")
    assert ("A2", 2) not in offside_at(decision)
    one(decision, "OFF-POS-7", "second_last_behind", player="A2", at=2)
    one(decision, "OFF-POS-2", "not_offside_position", player="A2", at=2)
    # The same incident with A2 offside at A3's pass is an offence judged at touch 2.
    data["positions"][2] = qualitative("A2", 2)
    assert verdict(run(data)) == (True, "A2", 2, 3)


def test_an_accidental_touch_by_a_team_mate_is_a_new_moment() -> None:
    # A2 is onside at A1's pass; the ball brushes A3 on its way and A2 is offside then.
    data = incident(
        ("A1", "pass"),
        ("A3", "unintended_touch"),
        ("A2", "shot"),
        positions=[
            qualitative("A2", 1, second_last="behind"),
            qualitative("A3", 1, second_last="behind"),
            qualitative("A2", 2),
        ],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 2, 3)
    one(decision, "OFF-MOJ-1", "moment_of_judgement", at=2, player="A3")
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=3)


def test_a_player_with_no_position_is_judged_only_when_involved() -> None:
    # A3's position at A1's pass is not given, but A3 never becomes involved.
    decision = run(incident(positions=[qualitative("A2", 1, second_last="behind")]))
    assert decision.offside_offence is False
    assert decision.missing == ()
    assert not find(decision, "OFF-POS-2", player="A3")


# --- OFF-MOJ-2 / OFF-MOJ-3: first or last point of contact --------------------------------------


def _throw(day: str) -> dict[str, Any]:
    # The attacking keeper throws; A2 is ahead of the line as the throw starts and
    # level with it as the ball leaves the hand.
    match = {**incident()["match"], "date": day}
    first = qualitative("A2", 1)
    last = {**qualitative("A2", 1, second_last="level"), "point": "last_contact"}
    return incident(("AK", "throw"), ("A2", "shot"), match=match, positions=[first, last])


def test_a_goalkeepers_throw_is_judged_at_the_first_point_of_contact_before_2025() -> None:
    decision = run(_throw("2025-06-30"))
    assert decision.edition == "2024/25"
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-MOJ-2", "first_contact", at=1, player="AK")
    assert not find(decision, "OFF-MOJ-3")
    assert one(decision, "OFF-MOJ-1", at=1).facts["point"] == "first_contact"


def test_a_goalkeepers_throw_is_judged_at_the_last_point_of_contact_from_2025_26() -> None:
    decision = run(_throw("2025-07-01"))
    assert decision.edition == "2025/26"
    assert verdict(decision) == (False, None, None, None)
    three = one(decision, "OFF-MOJ-3", "last_contact", at=1, player="AK")
    assert three.overrides == "OFF-MOJ-2"
    assert not find(decision, "OFF-MOJ-2")
    assert one(decision, "OFF-MOJ-1", at=1).facts["point"] == "last_contact"
    one(decision, "OFF-POS-5", "level_is_onside", player="A2", at=1)


def test_the_throw_point_follows_an_explicit_edition() -> None:
    data = _throw("2025-07-01")
    assert run(data, "2024/25").offside_offence is True
    assert run(data, "2025/26").offside_offence is False


def test_a_goalkeepers_kick_is_judged_at_the_first_point_of_contact_in_2025_26() -> None:
    data = _throw("2025-09-01")
    data["sequence"][0]["action"] = "pass"
    decision = run(data)
    assert decision.offside_offence is True
    assert not find(decision, "OFF-MOJ-3")
    assert not find(decision, "OFF-MOJ-2")


def test_a_throw_with_only_the_first_contact_given_is_undetermined_from_2025_26() -> None:
    data = _throw("2025-09-01")
    data["positions"] = data["positions"][:1]
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("positions[player=A2, at=1]", "OFF-POS-2")]
    one(decision, "OFF-MOJ-3", "last_contact")


# --- OFF-MOJ-4: where the player is on receiving the ball does not matter ----------------------


@pytest.mark.parametrize("at_receipt", ["behind", "level"])
def test_dropping_back_before_receiving_does_not_help(at_receipt: str) -> None:
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1), qualitative("A2", 2, second_last=at_receipt)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-MOJ-4", "position_at_receipt_irrelevant", player="A2", at=2)
    assert [m.id for m in decision.misconceptions] == ["behind_when_received"]
    assert decision.misconceptions[0].rule == "OFF-MOJ-4"


def test_an_onside_player_who_runs_beyond_the_line_stays_onside() -> None:
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1, second_last="behind"), qualitative("A2", 2)],
    )
    decision = run(data)
    assert verdict(decision) == (False, None, None, None)
    assert decision.goal == "stands"
    one(decision, "OFF-POS-7", "second_last_behind", player="A2", at=1)


def test_behind_at_receipt_measured_in_metres() -> None:
    opponents = {"D1": 12.0, "GK": 1.0}
    data = incident(
        positions=[dist("A2", 1, 10.0, 30.0, opponents), dist("A2", 2, 14.0, 30.0, opponents)]
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-MOJ-4", "position_at_receipt_irrelevant", player="A2")
    assert [m.id for m in decision.misconceptions] == ["behind_when_received"]


def test_still_ahead_at_receipt_is_no_misconception() -> None:
    opponents = {"D1": 12.0, "GK": 1.0}
    data = incident(
        positions=[dist("A2", 1, 10.0, 30.0, opponents), dist("A2", 2, 9.0, 30.0, opponents)]
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    assert not find(decision, "OFF-MOJ-4")
    assert decision.misconceptions == ()


# --- unknown facts --------------------------------------------------------------------------

#: (name, incident, missing fields, the finding that records the gap)
UNKNOWNS: list[tuple[str, dict[str, Any], list[tuple[str, str]], tuple[str, str]]] = [
    (
        "position not given",
        incident(),
        [("positions[player=A2, at=1]", "OFF-POS-2")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "half",
        incident(positions=[qualitative("A2", 1, half="unknown")]),
        [("positions[0].where.half", "OFF-POS-2")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "ball",
        incident(positions=[qualitative("A2", 1, ball="unknown")]),
        [("positions[0].where.ball", "OFF-POS-6")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "second-last opponent",
        incident(positions=[qualitative("A2", 1, second_last="unknown")]),
        [("positions[0].where.second_last", "OFF-POS-7")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "pitch length",
        incident(positions=[dist("A2", 1, 52.0, 80.0, {"D1": 70.0, "GK": 60.0})]),
        [("match.pitch_length_m", "OFF-POS-2")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "defender's permission",
        incident(
            positions=[dist("A2", 1, 5.0, 30.0, {"D1": 12.0, "GK": 1.0})],
            off_field=[
                {"player": "D2", "at": 1, "with_permission": "unknown", "crossed": "goal_line"}
            ],
        ),
        [("off_field[0].with_permission", "OFF-POS-8")],
        ("OFF-POS-2", "unknown"),
    ),
    (
        "opponent's touch",
        incident(
            ("A1", "pass"),
            {"by": "D1", "action": "clearance", "classification": "unknown"},
            ("A2", "shot"),
            positions=[qualitative("A2", 1)],
        ),
        [("sequence[1].classification", "OFF-DP-2")],
        ("OFF-DP-2", "undetermined"),
    ),
    (
        "involvement",
        a3_scores(
            involvements=[{"player": "A2", "after": 1, "kind": "unknown"}],
        ),
        [("involvements[0].kind", "OFF-OFF-2")],
        ("OFF-OFF-2", "unknown"),
    ),
    (
        "what the fouled player was doing",
        stopped_for_a_foul({"by": "D1", "against": "A2", "free_kick": "direct"}),
        [("fouls[0].victim_was", "OFF-ORDER-2")],
        ("OFF-ORDER-2", "unknown"),
    ),
    (
        "when the offside player's foul came",
        stopped_for_a_foul({"by": "A2", "against": "D1", "free_kick": "direct"}),
        [("fouls[0].relative_to_involvement", "OFF-ORDER-4")],
        ("OFF-ORDER-4", "unknown"),
    ),
]


@pytest.mark.parametrize(
    ("data", "expected", "gap"),
    [(d, e, g) for _, d, e, g in UNKNOWNS],
    ids=[n for n, *_ in UNKNOWNS],
)
def test_each_kind_of_unknown_is_named(
    data: dict[str, Any], expected: list[tuple[str, str]], gap: tuple[str, str]
) -> None:
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == expected
    assert decision.offender is None and decision.restart is None and decision.goal is None
    assert find(decision, *gap), (gap, [(f.rule, f.outcome) for f in decision.trace])
    assert all(rule in RULES for _, rule in expected)


IRRELEVANT: list[tuple[str, dict[str, Any]]] = [
    (
        "position of a player never involved",
        incident(
            ("A1", "pass"),
            ("A3", "shot"),
            positions=[qualitative("A3", 1, second_last="behind")],
        ),
    ),
    (
        "half, when behind the ball",
        incident(positions=[qualitative("A2", 1, half="unknown", ball="behind")]),
    ),
    (
        "second-last, when in own half",
        incident(positions=[qualitative("A2", 1, half="own", second_last="unknown")]),
    ),
    (
        "opponent's touch, when nobody was offside",
        incident(
            ("A1", "pass"),
            {"by": "D1", "action": "clearance", "classification": "unknown"},
            ("A2", "shot"),
            positions=[qualitative("A2", 1, second_last="behind")],
        ),
    ),
    (
        "involvement of an onside player",
        incident(
            ("A1", "pass"),
            ("A3", "shot"),
            positions=[
                qualitative("A2", 1, second_last="level"),
                qualitative("A3", 1, second_last="behind"),
            ],
            involvements=[{"player": "A2", "after": 1, "kind": "unknown"}],
        ),
    ),
    (
        "what an onside fouled player was doing",
        incident(
            ("A1", "pass"),
            ("A2", "shot"),
            positions=[qualitative("A2", 1, ball="behind")],
            fouls=[{"by": "D1", "against": "A1", "after": 2, "free_kick": "direct"}],
            unlisted_positions="onside",
        ),
    ),
    (
        "the officials and the outcome",
        incident(
            positions=[qualitative("A2", 1, second_last="behind")],
            outcome="unknown",
        ),
    ),
]


@pytest.mark.parametrize("data", [d for _, d in IRRELEVANT], ids=[n for n, _ in IRRELEVANT])
def test_an_unknown_that_cannot_change_the_decision_leaves_it_decided(
    data: dict[str, Any],
) -> None:
    decision = run(data)
    assert decision.offside_offence is not None
    assert decision.missing == ()


def test_an_unknown_earlier_offence_then_a_certain_one_is_still_offside() -> None:
    # A2's position at A1's pass is unknown; A3 is certainly offside at A2's pass.
    data = incident(
        ("A1", "pass"),
        ("A2", "pass"),
        ("A3", "shot"),
        positions=[qualitative("A2", 1, second_last="unknown"), qualitative("A3", 2)],
    )
    decision = run(data)
    assert decision.offside_offence is True
    assert decision.missing == ()
    assert decision.goal == "disallowed"
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A3", at=3)


def test_a_foul_between_an_unknown_offence_and_a_certain_one_leaves_it_open() -> None:
    # Either A2 was offside at contact 1 (offside at contact 2) or D1's foul on A1
    # after contact 2 is penalised: A3's later offence can never be the answer.
    data = incident(
        ("A1", "pass"),
        ("A2", "pass"),
        ("A3", "shot"),
        positions=[qualitative("A2", 1, second_last="unknown"), qualitative("A3", 2)],
        fouls=[{"by": "D1", "against": "A1", "after": 2, "free_kick": "direct"}],
        unlisted_positions="onside",
    )
    decision = run(data)
    assert decision.offside_offence is None
    assert missing_fields(decision) == [("positions[0].where.second_last", "OFF-POS-7")]
    assert decision.offender is None


def test_the_first_certain_offence_decides() -> None:
    data = incident(
        ("A1", "pass"),
        ("A2", "pass"),
        ("A3", "shot"),
        positions=[qualitative("A2", 1), qualitative("A3", 2)],
    )
    decision = run(data)
    assert verdict(decision) == (True, "A2", 1, 2)
    one(decision, "OFF-OFF-1", "interfering_with_play", player="A2", at=2)


# --- misconceptions and determinism ------------------------------------------------------------


def test_a_backward_pass_does_not_protect_a_player_ahead_of_the_ball() -> None:
    data = incident(
        ("A1", "pass"),
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    data["sequence"][0]["direction"] = "backwards"
    decision = run(data)
    assert decision.offside_offence is True
    assert [(m.id, m.rule, m.at) for m in decision.misconceptions] == [
        ("ball_went_backwards", "OFF-POS-6", 1)
    ]
    one(decision, "OFF-POS-6", "ball_ahead", player="A2")


def test_no_misconceptions_without_an_offence() -> None:
    data = incident(positions=[qualitative("A2", 1, second_last="behind")])
    data["sequence"][0]["direction"] = "backwards"
    assert run(data).misconceptions == ()


def test_deciding_twice_gives_the_same_decision() -> None:
    data = incident(positions=[qualitative("A2", 1)])
    model = Incident.model_validate(data)
    assert decide(model) == decide(model)
    assert decide(model).trace[0].rule == "EDITION-1"
