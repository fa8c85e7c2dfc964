"""English as an editor reads it: a player is never "it", and a sentence does not name
its player twice ("Matthijs de Ligt then played the ball at Matthijs de Ligt's shot")."""

from __future__ import annotations

import re
from typing import Any

from support import base_incident, qualitative

from explainer.wording import explain_text
from rules import Incident, analyse

DE_LIGT = [
    {"id": "kimmich", "name": "Joshua Kimmich", "team": "attacking"},
    {"id": "deligt", "name": "Matthijs de Ligt", "team": "attacking"},
    {"id": "D1", "name": "Antonio Rüdiger", "team": "defending"},
    {"id": "D2", "name": "Nacho", "team": "defending"},
    {"id": "lunin", "name": "Andriy Lunin", "team": "defending", "goalkeeper": True},
]


def _text(**overrides: Any) -> str:
    incident = Incident.model_validate(
        base_incident(
            players=DE_LIGT,
            sequence=[{"by": "kimmich", "action": "pass"}, {"by": "deligt", "action": "shot"}],
            **overrides,
        )
    )
    return " ".join(explain_text(incident, analyse(incident)).split())


def test_a_reading_of_where_a_player_stood_names_the_player_not_it() -> None:
    said = _text(positions=[], unlisted_involvements="unknown")
    assert "If Matthijs de Ligt was in an offside position" in said
    assert "If Matthijs de Ligt was not in an offside position" in said
    assert not re.search(r"If it was (not )?in an offside position", said)
    assert "If it was True" not in said and "If it was False" not in said
    # What a player did is said of the player too.
    assert "If Joshua Kimmich did not interfere with an opponent" in said
    assert "If what Joshua Kimmich did was an obvious action impacting an opponent" in said
    assert "If it was no interference" not in said


def test_playing_the_ball_does_not_name_the_player_twice() -> None:
    said = _text(positions=[qualitative("deligt", 1)])
    assert "Matthijs de Ligt then played the ball (touch 2)" in said
    assert "at Matthijs de Ligt's shot" not in said.split("then played the ball", 1)[1][:40]
