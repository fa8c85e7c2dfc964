"""An unnamed player of a side the tables do not know ("un jugador de Villa Serrana", where
only the scoreline makes Villa Serrana a team) is drafted under the language's own words for
an unnamed player of that side. The side's kind (a nation, with demonyms, or a club) is read
from the text's teams, which hold the tables' teams and those the text's structure names: a
draft of such a text once failed with an IndexError, reading the tables' teams alone."""

from __future__ import annotations

import pytest

import drafting


@pytest.mark.parametrize(
    "text",
    [
        "Villa Serrana 2-1 Cerro Chico. En el minuto 80, un jugador de Villa Serrana remató a la "
        "red, pero el asistente levantó la bandera.",
        "Villa Serrana 2-1 Cerro Chico. En el minuto 80, Tomás Ibarra remató a la red, pero un "
        "jugador de Villa Serrana estaba en fuera de juego y tapaba la visión del portero.",
    ],
)
def test_unnamed_player_of_a_side_no_table_knows(text: str) -> None:
    players = drafting.draft(text, language="es").incident.get("players") or []
    assert "un jugador del Villa Serrana" in [p["name"] for p in players], players
