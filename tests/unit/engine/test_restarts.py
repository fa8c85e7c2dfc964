"""Restarts that recent changes created (RESTART-8S-1, RESTART-5S-1), the ball out of
play (BALL-OUT-1) and who gets a dropped ball (DROP-1)."""

from __future__ import annotations

from typing import Any

import pytest
from law11_helpers import incident, missing_fields, one, outcomes, qualitative, run, verdict
from pydantic import ValidationError

from rules import Incident


def from_restart(kind: str, awarded_for: str | None, day: str, **more: Any) -> dict[str, Any]:
    """A2, in an offside position, receives the ball straight from A1's restart."""
    start: dict[str, Any] = {"kind": kind}
    if awarded_for:
        start["awarded_for"] = awarded_for
    data = incident(("A1", "pass"), ("A2", "shot"), start=start, positions=[qualitative()])
    data["match"]["date"] = day
    data.update(more)
    return data


# --- a goalkeeper holding the ball too long ------------------------------------------------


def test_from_2025_26_a_goalkeeper_holding_too_long_gives_a_corner_and_no_offside() -> None:
    d = run(from_restart("corner_kick", "goalkeeper_held_ball_too_long", "2025-09-01"))
    finding = one(d, "RESTART-8S-1", "corner_kick", at=1)
    assert finding.facts["entered"] == "corner_kick"
    one(d, "OFF-NOOFF-1", "exempt", player="A2")
    assert d.offside_offence is False


def test_before_2025_26_the_same_restart_was_an_indirect_free_kick_and_offside_applies() -> None:
    d = run(from_restart("corner_kick", "goalkeeper_held_ball_too_long", "2025-09-01"), "2024/25")
    finding = one(d, "RESTART-8S-1", "indirect_free_kick", at=1)
    assert finding.facts["entered"] == "corner_kick"
    assert verdict(d) == (True, "A2", 1, 2)
    one(d, "OFF-NOOFF-1", "not_exempt", player="A2")


def test_a_free_kick_for_holding_too_long_in_2024_25_stays_a_free_kick() -> None:
    d = run(from_restart("free_kick", "goalkeeper_held_ball_too_long", "2024-09-01"))
    one(d, "RESTART-8S-1", "indirect_free_kick")
    assert d.offside_offence is True


# --- the five-second countdowns ---------------------------------------------------------------


def test_a_throw_in_turned_over_by_the_countdown_is_still_a_throw_in() -> None:
    d = run(from_restart("throw_in", "throw_in_too_slow", "2026-09-01"))
    one(d, "RESTART-5S-1", "throw_in_to_opponents", at=1)
    one(d, "OFF-NOOFF-1", "exempt", player="A2")
    assert d.offside_offence is False


def test_a_late_goal_kick_becomes_a_corner_from_2026_27() -> None:
    d = run(from_restart("corner_kick", "goal_kick_too_slow", "2026-09-01"))
    one(d, "RESTART-5S-1", "corner_kick", at=1)
    assert d.offside_offence is False


def test_before_2026_27_there_was_no_countdown_and_the_move_is_judged_as_entered() -> None:
    d = run(from_restart("corner_kick", "goal_kick_too_slow", "2026-09-01"), "2025/26")
    finding = one(d, "RESTART-5S-1", "no_such_restart", at=1)
    assert finding.facts == {"entered": "corner_kick", "reason": "goal_kick_too_slow"}
    one(d, "OFF-NOOFF-1", "exempt", player="A2")


@pytest.mark.parametrize(
    ("kind", "reason"),
    [
        ("throw_in", "goalkeeper_held_ball_too_long"),
        ("goal_kick", "goal_kick_too_slow"),
        ("corner_kick", "throw_in_too_slow"),
    ],
)
def test_a_reason_that_cannot_give_the_restart_is_refused_naming_the_field(
    kind: str, reason: str
) -> None:
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(from_restart(kind, reason, "2026-09-01"))
    assert "start.awarded_for" in str(error.value)


# --- the ball out of play ---------------------------------------------------------------------


ONSIDE = [qualitative(second_last="behind")]


def out_over(line: str, last: tuple[str, str], **more: Any) -> dict[str, Any]:
    more.setdefault("positions", ONSIDE)
    return incident(("A1", "pass"), last, outcome="ball_out_of_play", out_over=line, **more)


@pytest.mark.parametrize(
    ("line", "last", "restart", "to"),
    [
        ("goal_line", ("A2", "shot"), "goal_kick", "defending"),
        ("goal_line", ("D1", "clearance"), "corner_kick", "attacking"),
        ("touchline", ("A2", "pass"), "throw_in", "defending"),
        ("touchline", ("D1", "clearance"), "throw_in", "attacking"),
    ],
)
def test_the_ball_out_of_play_gives_the_restart_by_who_touched_it_last(
    line: str, last: tuple[str, str], restart: str, to: str
) -> None:
    d = run(out_over(line, last))
    finding = one(d, "BALL-OUT-1", restart, player=last[0])
    assert finding.facts["to"] == to
    assert d.restart is not None and (d.restart.kind, d.restart.to) == (restart, to)
    assert d.goal is None


def test_off_the_post_and_out_the_restart_goes_by_the_last_player() -> None:
    d = run(
        incident(
            ("A1", "pass"),
            ("A2", "shot"),
            ("goalpost", "rebound"),
            outcome="ball_out_of_play",
            out_over="goal_line",
            positions=ONSIDE,
        )
    )
    one(d, "BALL-OUT-1", "goal_kick", player="A2")


def test_an_unknown_line_names_no_restart() -> None:
    d = run(out_over("unknown", ("A2", "shot")))
    one(d, "BALL-OUT-1", "unknown")
    assert d.restart is None


def test_an_offside_offence_before_the_ball_went_out_gives_the_free_kick_instead() -> None:
    d = run(out_over("goal_line", ("A2", "shot"), positions=[qualitative()]))
    assert d.offside_offence is True and d.restart is not None
    assert d.restart.kind == "indirect_free_kick"
    assert ("BALL-OUT-1", "goal_kick") not in outcomes(d)


def test_out_over_is_only_for_a_ball_out_of_play() -> None:
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(incident(out_over="goal_line"))
    assert "out_over" in str(error.value)


# --- the dropped ball after a match official's touch ------------------------------------------


def off_the_referee(day: str, **official: Any) -> dict[str, Any]:
    official_touch = {"by": "referee", "action": "rebound", **official}
    data = incident(("A1", "pass"), ("A2", "shot"), official_touch, positions=ONSIDE)
    data["match"]["date"] = day
    return data


def test_inside_the_penalty_area_the_ball_is_dropped_for_the_goalkeeper() -> None:
    d = run(off_the_referee("2025-09-01", in_defending_penalty_area=True))
    one(d, "DROP-1", "goalkeeper")
    assert d.restart is not None and (d.restart.kind, d.restart.to) == ("dropped_ball", "defending")


def test_from_2025_26_it_goes_to_the_team_that_would_have_gained_possession() -> None:
    data = off_the_referee("2025-09-01", in_defending_penalty_area=False, possession_to="defending")
    d = run(data)
    one(d, "DROP-1", "possession_team")
    assert d.restart is not None and d.restart.to == "defending"
    # Under 2024/25 the team that last touched it (A2, attacking) gets it.
    earlier = run(data, "2024/25")
    one(earlier, "DROP-1", "last_touch", player="A2")
    assert earlier.restart is not None and earlier.restart.to == "attacking"


def test_where_possession_was_unclear_the_last_team_to_touch_it_gets_it() -> None:
    d = run(off_the_referee("2025-09-01", in_defending_penalty_area=False, possession_to="unclear"))
    one(d, "DROP-1", "last_touch", player="A2")


def test_without_knowing_where_the_official_touched_it_the_recipient_is_open() -> None:
    d = run(off_the_referee("2025-09-01"))
    one(d, "DROP-1", "unknown")
    assert d.restart is not None and d.restart.to is None
    assert missing_fields(d) == []  # the goal decision itself is settled


def test_possession_is_asked_only_of_a_match_officials_touch() -> None:
    data = incident({"by": "A1", "action": "pass", "possession_to": "attacking"}, ("A2", "shot"))
    with pytest.raises(ValidationError) as error:
        Incident.model_validate(data)
    assert "sequence[0].possession_to" in str(error.value)
