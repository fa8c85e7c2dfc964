"""Play stopped before the ball went in (issue 32, session 46): a whistle blown "while he
was still running through"; a whistle, then "un instante después y el balón entró" (the
ball going in told after the moment); and the narrative's whistle before the goal is the
fact even where a quoted person also speaks of it. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt
from typing import Any

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


def test_a_whistle_while_the_attacker_was_still_running_through() -> None:
    text = (
        "The flag went up and referee Owen Tate blew his whistle while Kyle Barr was still "
        "running through. Barr carried on and slotted the ball into the net, but it did not "
        "count."
    )
    drafted = _view(text, "en")
    assert drafted.get("stopped_before_goal") is True
    assert drafted.get("final") == "no_goal"


def test_the_ball_in_an_instant_after_the_whistle() -> None:
    text = (
        "El árbitro Raúl Peña pitó fuera de juego. Iker Soto no oyó nada y remató un instante "
        "después y el balón entró, pero el gol no subió al marcador."
    )
    assert _view(text, "es").get("stopped_before_goal") is True


def test_the_narrative_s_whistle_over_a_quotation() -> None:
    text = (
        "El asistente levantó la bandera y el árbitro Raúl Peña pitó de inmediato. Iker Soto "
        "siguió la jugada y remató un segundo después y el balón entró. El gol no valió.\n"
        "—¿Qué pasó?\n"
        "—El árbitro pitó antes de que entrara el balón, así que no hay nada que revisar."
    )
    assert _view(text, "es").get("stopped_before_goal") is True
