"""The interview and the facts it asks: not known is never "did not happen" (issue 30)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError
from support import base_incident, qualitative, run, touches

from rules import Incident
from rules.interview import MAX_QUESTIONS, about, interview
from rules.offside.unreported import unreported


def simons(**more: Any) -> dict[str, Any]:
    """Netherlands v France (Euro 2024), as the short path gives it: Frimpong plays it to
    Simons, who scores; Dumfries stands in an offside position in front of Maignan. Nobody
    has said whether Dumfries did anything else."""
    data: dict[str, Any] = {
        "match": {"competition": "UEFA Euro 2024", "date": "2024-06-21"},
        "players": [
            {"id": "frimpong", "name": "Jeremie Frimpong", "team": "attacking"},
            {"id": "simons", "name": "Xavi Simons", "team": "attacking"},
            {"id": "dumfries", "name": "Denzel Dumfries", "team": "attacking"},
            {"id": "maignan", "name": "Mike Maignan", "team": "defending", "goalkeeper": True},
        ],
        "start": {"kind": "open_play"},
        "sequence": [{"by": "frimpong", "action": "pass"}, {"by": "simons", "action": "shot"}],
        "positions": [qualitative("dumfries", 2)],
        "unlisted_positions": "onside",
        "outcome": "goal_scored",
        "officials": {"on_field": "goal", "final": "no_goal"},
    }
    data.update(more)
    return data


DUMFRIES = "involvements[player=dumfries, after=2]"


def test_the_short_path_asks_whether_dumfries_interfered_and_publishes_no_verdict() -> None:
    found = interview(Incident.model_validate(simons()))
    assert not found.settled
    assert found.outcome.call is None  # the Law's answer is not given as a verdict
    assert [q.id for q in found.questions] == [DUMFRIES]
    question = found.questions[0]
    assert question.paths == (DUMFRIES, "unlisted_involvements")
    assert question.decisive
    calls = {c.key: c.outcome.call for c in question.choices if c.outcome is not None}
    assert calls["obstructed_line_of_vision"] == "no_goal"
    assert calls["none"] == "goal"
    assert "unknown" not in calls  # "not known" is the question left open, not a choice


@pytest.mark.parametrize(
    ("kind", "call"), [("obstructed_line_of_vision", "no_goal"), ("none", "goal")]
)
def test_answering_settles_it(kind: str, call: str) -> None:
    data = simons(involvements=[{"player": "dumfries", "after": 2, "kind": kind}])
    found = interview(Incident.model_validate(data))
    assert found.settled and found.questions == ()
    assert found.outcome.call == call


def test_nobody_else_did_anything_settles_it_too() -> None:
    found = interview(Incident.model_validate(simons(unlisted_involvements="none")))
    assert found.settled
    assert (found.outcome.stood, found.outcome.call) == ("no_goal", "goal")


def test_a_question_declined_is_not_asked_again_and_the_answer_stays_open() -> None:
    found = interview(Incident.model_validate(simons()), declined=[DUMFRIES])
    assert not found.settled and found.questions == ()


@pytest.mark.parametrize(
    ("second_last", "missing"), [("behind", []), ("ahead", ["involvements[player=A1, after=2]"])]
)
def test_what_nobody_reported_matters_only_for_a_player_in_an_offside_position(
    second_last: str, missing: list[str]
) -> None:
    # A1 passes to A2 (onside), who shoots; where A1 was at the shot decides whether what
    # nobody said he did could matter. (A2, who plays the ball next, is never doubted.)
    data = base_incident(
        unlisted_involvements="unknown",
        positions=[
            qualitative("A2", 1, second_last="behind"),
            qualitative("A1", 2, second_last=second_last),
        ],
    )
    assert [(i.player, i.after) for i in unreported(Incident.model_validate(data))] == [("A1", 2)]
    decision = run(data)
    assert [m.field for m in decision.missing] == missing
    assert decision.offside_offence is (False if not missing else None)


def test_an_involvement_reported_in_the_window_is_not_doubted() -> None:
    data = simons(involvements=[{"player": "dumfries", "after": 2, "kind": "none"}])
    # (Dumfries's is said after the shot; only at the first pass, where he was onside, and
    # for Frimpong after the shot, is what they did not said.)
    assert [(i.player, i.after) for i in unreported(Incident.model_validate(data))] == [
        ("dumfries", 1),
        ("frimpong", 2),
    ]


def test_version_1_reads_a_fact_not_given_as_did_not_happen() -> None:
    v1 = Incident.model_validate({**simons(), "schema_version": 1})
    v2 = Incident.model_validate(simons())
    assert v1.unlisted_involvements == "none" and v2.unlisted_involvements == "unknown"
    assert v1.officials is not None and v2.officials is not None
    assert (v1.officials.stopped_before_goal, v1.officials.var_checked) == (False, True)
    assert (v2.officials.stopped_before_goal, v2.officials.var_checked) == ("unknown", "unknown")
    assert run({**simons(), "schema_version": 1}).offside_offence is False
    assert run(simons()).offside_offence is None


def test_what_the_officials_decided_settles_what_they_did() -> None:
    # A goal given on the field: play had not been stopped before it.
    decision = run(simons(unlisted_involvements="none"))
    assert decision.review is not None and decision.review.missing == ()
    assert decision.summary is not None and decision.summary.stood == "no_goal"


def penalty_given(**more: Any) -> dict[str, Any]:
    data = base_incident(
        sequence=touches(("A1", "pass"), ("D1", "clearance")),
        positions=[qualitative("A2", 1, second_last="behind")],
        outcome="play_stopped",
        **more,
    )
    data["officials"] = {"on_field": "play_on", "final": "penalty"}
    return data


def test_a_penalty_nothing_listed_explains_leaves_the_law_open_on_the_foul() -> None:
    decision = run(penalty_given(unlisted_fouls="unknown"))
    assert decision.offside_offence is None
    assert [m.field for m in decision.missing] == ["fouls"]
    assert ("OFF-ORDER-4", "unreported_foul") in [(f.rule, f.outcome) for f in decision.trace]
    found = interview(Incident.model_validate(penalty_given(unlisted_fouls="unknown")))
    assert [q.paths for q in found.questions] == [("fouls", "unlisted_fouls")]


def test_a_penalty_with_every_foul_listed_is_decided() -> None:
    decision = run(penalty_given())  # (base_incident: the textbook says nothing else happened)
    assert decision.offside_offence is False


def test_a_goal_given_after_play_was_stopped_is_refused_naming_the_field() -> None:
    data = simons()
    data["officials"] = {"on_field": "goal", "final": "no_goal", "stopped_before_goal": True}
    with pytest.raises(ValidationError) as caught:
        Incident.model_validate(data)
    assert "officials.on_field: goal_after_stoppage" in str(caught.value)


def test_nobody_else_answers_for_every_attacker_not_listed() -> None:
    question = interview(Incident.model_validate(simons())).questions[0]
    nobody = next(c for c in question.choices if c.key == "nobody_else")
    assert nobody.also == (("unlisted_involvements", "none"),)
    assert nobody.outcome is not None and nobody.outcome.call == "goal"


def test_an_incident_that_leaves_thousands_of_facts_open_is_asked_a_few_at_a_time() -> None:
    """30 attackers passing 40 times, nobody placed: every position and involvement is open
    (over 2,000 facts), and the interview works out MAX_QUESTIONS of them, the latest
    touches first (each answer tried is a run of the engine)."""
    attackers = [f"A{i}" for i in range(30)]
    data = {
        "players": [{"id": a, "name": f"Attacker {a}", "team": "attacking"} for a in attackers]
        + [{"id": "D0", "name": "Defender", "team": "defending"}],
        "start": {"kind": "open_play"},
        "sequence": [{"by": attackers[i % 30], "action": "pass"} for i in range(39)]
        + [{"by": "A0", "action": "shot"}],
        "outcome": "goal_scored",
    }
    incident = Incident.model_validate(data)
    found = interview(incident)
    assert len(found.decision.missing) > 2000
    assert 0 < len(found.questions) <= MAX_QUESTIONS
    assert max(about(incident, q.fact)[1] or 0 for q in found.questions) == 40
