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


@pytest.mark.parametrize(
    ("language", "text", "name"),
    [
        (
            "fr",
            "Villa Serrana 2-1 Cerro Chico. À la 80e minute, un joueur de Villa Serrana a frappé "
            "au fond, mais l'assistant a levé son drapeau.",
            "un joueur de Villa Serrana",
        ),
        (
            "fr",
            "Auxerre 2-1 Lens. À la 80e minute, un défenseur d'Auxerre a dévié le ballon, mais "
            "l'assistant a levé son drapeau.",
            "un défenseur d'AJ Auxerre",
        ),
        (
            "de",
            "Deutschland schlug Frankreich 2:1. In der 80. Minute fälschte ein französischer "
            "Verteidiger den Ball ab, doch der Assistent hob die Fahne.",
            "ein Verteidiger von Frankreich",
        ),
        (
            "es",
            "Villa Serrana 2-1 Cerro Chico. En el minuto 80, un defensa de Cerro Chico desvió el "
            "balón, pero el asistente levantó la bandera.",
            "un defensa del Cerro Chico",
        ),
    ],
)
def test_unnamed_player_named_in_the_text_language(language: str, text: str, name: str) -> None:
    """The draft names an unnamed player in the text's own language (a French or German
    draft once said "a Villa Serrana player"), the French "de" elided before a vowel."""
    players = drafting.draft(text, language=language).incident.get("players") or []
    assert name in [p["name"] for p in players], players
