"""Spanish reports, second round (issue 32): an attacker called by his role, and more.
Each test is a short report in our own words and asserts what is drafted from it."""

from __future__ import annotations

from typing import Any

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="es"))


def test_the_striker_named_by_his_role_keeps_his_position() -> None:
    v = _view(
        "El Betis 1-0 Cádiz se decidió tarde. Luis Mora centró desde la derecha. Nacho Ruiz "
        "marcó de cabeza en el minuto 80. "
        "Las repeticiones mostraron que el delantero estaba en posición legal, habilitado "
        "por Pablo Gil."
    )
    assert ["Nacho Ruiz", "onside"] in v["positions"]


def test_a_role_with_the_article_and_a_contraction() -> None:
    v = _view(
        "Luis Mora centró desde la derecha. En el minuto 80, Nacho Ruiz remató a la red. "
        "El VAR dejó al delantero en fuera de juego y el gol fue anulado."
    )
    assert ["Nacho Ruiz", "offside"] in v["positions"]


def test_a_role_before_a_name_is_that_player_not_the_one_before() -> None:
    v = _view(
        "Nacho Ruiz centró desde la izquierda en el minuto 80. El delantero Pedro Sanz "
        "estaba en fuera de juego y el gol fue anulado."
    )
    assert ["Nacho Ruiz", "offside"] not in v["positions"]


def test_a_role_is_not_resolved_when_two_players_could_be_meant() -> None:
    v = _view(
        "Nacho Ruiz centró y Pedro Sanz remató a la red en el minuto 80. El delantero "
        "estaba en fuera de juego."
    )
    assert v["sequence"]  # the touches are read
    assert v["positions"] == []
