"""Sides and players' teams (issue 32, session 39), in sentences of our own in the four
languages: a role and a team read after one named player and running into the next name
are the next player's, never the first's ("Marchal, le défenseur marseillais Rouvière")."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, object]:
    return view(drafting.draft(text, language=language))


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Everton lost 1-2 to Fulham. From a cross by Tom Reed, the Everton defender Sam "
            "Price miscued his clearance and Joe Hart scored. The goal stood.",
            "en",
            "Fulham",
            "Everton",
        ),
        (
            "Marseille a perdu contre Nice (1-2). Sur un centre de Théo Marchal, le défenseur "
            "marseillais Bastien Rouvière tend la jambe pour dégager. L'attaquant des "
            "Aiglons, Ibrahim Sanogo, marque. Le but est accordé.",
            "fr",
            "OGC Nice",
            "Olympique de Marseille",
        ),
    ],
)
def test_a_role_before_the_next_name_is_his(
    text: str, language: str, attacking: str, defending: str
) -> None:
    v = _view(text, language)
    assert (v["attacking_team"], v["defending_team"]) == (attacking, defending)
    # the crosser is never given the defender's team
    teams = {p["name"]: p.get("team") for p in v["players"]}  # type: ignore[attr-defined]
    assert teams.get("Tom Reed", "attacking") == "attacking"
    assert teams.get("Théo Marchal", "attacking") == "attacking"
