"""The misreadings an explanation answers: each triggered from the trace and the summary,
and each answered in two sentences after the belief it answers (rules/misconceptions.py,
templates/misconceptions/)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from support import base_incident, qualitative, run, touches

from explainer.wording import Words
from rules import Decision, Incident


def ids(d: Decision) -> list[tuple[str, str]]:
    return [(m.id, m.rule) for m in d.misconceptions]


def own_half_then_offside() -> dict[str, Any]:
    """A2 is in his own half at A1's pass, then offside at A3's header, and scores."""
    data = base_incident(
        sequence=touches(
            ("A1", "pass"),
            {"by": "A3", "action": "header", "direction": "backwards"},
            ("A2", "shot"),
        ),
        positions=[qualitative("A2", 1, half="own"), qualitative("A2", 2)],
    )
    data["players"] = [*data["players"], {"id": "A3", "name": "Winger", "team": "attacking"}]
    return data


def beyond_but_behind_the_ball() -> dict[str, Any]:
    return base_incident(positions=[qualitative("A2", 1, ball="behind", second_last="ahead")])


def stopped_wrongly() -> dict[str, Any]:
    data = base_incident(positions=[qualitative("A2", 1, second_last="behind")])
    data["officials"] = {"on_field": "whistle", "stopped_before_goal": True, "final": "no_goal"}
    return data


def test_own_half_at_an_earlier_touch_is_answered() -> None:
    d = run(own_half_then_offside())
    assert d.offside_offence and d.judged_at == 2
    assert ids(d) == [("ball_went_backwards", "OFF-POS-6"), ("own_half", "OFF-POS-2")]
    own = d.misconceptions[1]
    assert (own.player, own.at) == ("A2", 1)


def test_beyond_the_defender_but_behind_the_ball_is_answered() -> None:
    d = run(beyond_but_behind_the_ball())
    assert d.offside_offence is False
    assert ids(d) == [("clearly_beyond", "OFF-POS-6")]


def test_beyond_the_defender_in_his_own_half_is_answered() -> None:
    d = run(base_incident(positions=[qualitative("A2", 1, half="own", second_last="ahead")]))
    assert ids(d) == [("clearly_beyond", "OFF-POS-2")]


def test_onside_and_behind_the_defender_needs_no_answer() -> None:
    assert ids(run(base_incident(positions=[qualitative("A2", 1, second_last="behind")]))) == []


def test_a_wrong_whistle_is_answered_but_a_right_one_is_not() -> None:
    assert ids(run(stopped_wrongly())) == [("flag_was_wrong", "BALL-STOPPED-1")]
    right = stopped_wrongly()
    right["positions"] = [qualitative("A2", 1)]
    assert "flag_was_wrong" not in [m for m, _ in ids(run(right))]


@pytest.mark.parametrize(
    "build", [own_half_then_offside, beyond_but_behind_the_ball, stopped_wrongly]
)
def test_each_answer_is_the_belief_then_two_sentences(build: Any) -> None:
    data = build()
    d = run(data)
    words = Words(Incident.model_validate(data), d)
    assert d.misconceptions
    for m in d.misconceptions:
        text = words.misconception(m, d)
        belief = re.match(r'^"[^"]+" ', text)
        assert belief is not None, text
        answer = text[belief.end() :]
        sentences = re.findall(r"[^.]+\.(?:\s|$)", answer)
        assert len(sentences) == 2 and "".join(sentences).strip() == answer, text
