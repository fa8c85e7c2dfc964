"""Sides and players' teams (issue 32, session 39), in sentences of our own in the four
languages: a role and a team read after one named player and running into the next name
are the next player's, never the first's ("Marchal, le défenseur marseillais Rouvière")."""

from __future__ import annotations

import pytest
from drafted_views import sides, viewed


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
    v = viewed(text, language)
    assert (v["attacking_team"], v["defending_team"]) == (attacking, defending)
    # the crosser is never given the defender's team
    teams = {p["name"]: p.get("team") for p in v["players"]}  # type: ignore[attr-defined]
    assert teams.get("Tom Reed", "attacking") == "attacking"
    assert teams.get("Théo Marchal", "attacking") == "attacking"


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Le but de la victoire niçoise, inscrit par Ibrahim Sanogo, a fait parler après la "
            "défaite de l'Olympique de Marseille face à l'OGC Nice. Le drapeau reste baissé, "
            "le but est accordé.",
            "fr",
            "OGC Nice",
            "Olympique de Marseille",
        ),
        (
            "Rennes s'est imposé face à Lorient. Sur un centre de Paul Leroy, Hugo Dufour a "
            "marqué le but décisif. La VAR a validé le but.",
            "fr",
            "Stade rennais",
            "FC Lorient",
        ),
        (
            "El Sevilla perdió ante el Betis. Tras un centro de Juan Pérez, Marcos Gil marcó el "
            "gol de la victoria. El VAR revisó la jugada y el gol subió al marcador.",
            "es",
            "Real Betis",
            "Sevilla",
        ),
        (
            "El Betis venció al Sevilla con un único gol de Marcos Gil, que recibió un centro "
            "de Juan Pérez. El VAR revisó el fuera de juego y el gol fue validado.",
            "es",
            "Real Betis",
            "Sevilla",
        ),
    ],
)
def test_the_winner_scored_the_winning_goal(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Nice s'est imposé face à Marseille. Le but de la victoire de Sanogo avait d'abord "
            "été refusé pour hors-jeu par l'assistant.",
            "fr",
        ),
        (
            "El Betis venció al Sevilla. El gol de la victoria de Marcos Gil fue anulado por "
            "fuera de juego.",
            "es",
        ),
    ],
)
def test_no_winner_reading_for_a_goal_ruled_out(text: str, language: str) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] != "Sevilla"
    assert v["attacking_team"] != "Olympique de Marseille"


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Lens et Lille se sont séparés sur un nul. À la 80e minute, Rémy Cabella a marqué "
            "pour égaliser. Le but a été validé par la VAR. L'entraîneur de Lens, Franck "
            "Haise, a déclaré après le match que Cabella était « clairement hors-jeu ».",
            "fr",
            "LOSC Lille",
            "RC Lens",
        ),
        (
            "Sevilla y Betis empataron 1-1. En el minuto 80, Marcos Gil marcó de cabeza y el "
            "VAR validó el gol. El entrenador del Sevilla, Diego Alonso, dijo tras el partido "
            "que Gil estaba claramente en fuera de juego.",
            "es",
            "Real Betis",
            "Sevilla",
        ),
        (
            "Everton and Fulham drew. In the 80th minute Joe Hart scored and the VAR let the "
            "goal stand. Everton manager Sean Dyche said after the game that Hart was "
            "clearly offside.",
            "en",
            "Fulham",
            "Everton",
        ),
    ],
)
def test_one_saying_a_goal_that_stood_was_offside_defended(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


def test_one_saying_a_goal_ruled_out_was_offside_gives_no_side() -> None:
    v = viewed(
        "Lens et Lille se sont séparés sur un nul. À la 80e minute, Rémy Cabella a marqué, "
        "mais le but a été refusé par la VAR. L'entraîneur de Lens, Franck Haise, a déclaré "
        "après le match que Cabella était hors-jeu.",
        "fr",
    )
    assert v["attacking_team"] != "RC Lens"
