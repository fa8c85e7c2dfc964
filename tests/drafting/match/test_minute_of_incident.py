"""Which minute is the incident's (drafting.facts.minute with drafting.focus): the one
told where the text tells of the decision or of the move it is about, not another goal's
told with more goal words around it; a live blog's stamp of the paragraph that tells of
the goal reviewed. Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _minute(text: str, language: str) -> tuple[Any, Any]:
    v = view(drafting.draft(text, language=language))
    return v["minute"], v["added_time"]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            # the other goal's minute comes first; the incident's sentence has no goal word
            "Dale Ward scored the opener after 14 minutes with a low drive. The decisive "
            "moment came six minutes from time. Kyle Cole crossed from the left and Tom "
            "Baines headed in, but the VAR ruled the goal out for offside.",
            "en",
            (84, None),
        ),
        (
            "Ivan Petrov put the visitors ahead in the 9th minute. His second, in the 71st "
            "minute, needed a trip to the monitor: the referee reviewed it and disallowed "
            "the goal for a handball by Petrov.",
            "en",
            (71, None),
        ),
        (
            "Lukas Berger hatte nach 21 Minuten zum 1:0 getroffen. In der 77. Minute wurde "
            "es dann laut. Jonas Krüger flankte, Felix Wagner köpfte ein, doch der "
            "Videoassistent meldete sich und der Treffer wurde wegen Abseits aberkannt.",
            "de",
            (77, None),
        ),
        (
            "Álvaro Ruiz marcó el primer gol en el minuto 12. La jugada polémica llegó en "
            "el minuto 66. Pablo Mora centró desde la derecha y Diego Sanz remató a la red, "
            "pero el VAR anuló el gol por fuera de juego.",
            "es",
            (66, None),
        ),
        (
            "Hugo Lefèvre avait ouvert le score à la 18e minute. Le tournant est intervenu "
            "à la 81e minute. Sur un centre de Marc Girard, Paul Morel a repris de la tête, "
            "mais la VAR a annulé le but pour un hors-jeu.",
            "fr",
            (81, None),
        ),
        (
            # the stamp of the goal's entry, not of the flag's right after it
            "Live: Nantes - Rennes\n\n"
            "64e : Premier changement, Yann Roux remplace Éric Masson.\n\n"
            "66e : BUUUT ! Centre de Léo Marin et Théo Vidal reprend du plat du pied.\n\n"
            "67e : Le drapeau de l'assistant se lève, hors-jeu signalé sur Vidal. Le but "
            "est refusé.",
            "fr",
            (66, None),
        ),
        (
            # the entry telling of the goal ruled out, not an earlier goal's
            "EN DIRECTO | Sevilla - Betis\n\n"
            "Min. 10 | ¡Gol del Sevilla! Iván Mena empuja el rechace. 1-0.\n\n"
            "Min. 45 | Descanso. El Betis no encuentra el camino.\n\n"
            "Min. 61 | Gol anulado al Betis. Mena le pega desde la frontal y el balón entra "
            "junto al palo, pero el asistente levanta la bandera: fuera de juego de Raúl "
            "Ortega. El VAR da por buena la decisión.",
            "es",
            (61, None),
        ),
    ],
)
def test_the_minute_where_the_incident_is_told(
    text: str, language: str, expected: tuple[Any, Any]
) -> None:
    assert _minute(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            # the decision told first with its minute; a goal that counted told after it
            "Brentford 1-0 Fulham: the visitors' equaliser, in the fourth minute of stoppage "
            "time, was ruled out by the referee after a look at the monitor.\n\n"
            "Dan Ward shot low from the edge of the box and the ball went in off the post, "
            "but Tom Lee had been standing offside in front of the goalkeeper. The VAR called "
            "the referee over and he disallowed the goal.\n\n"
            "Kyle Cole had scored the only goal in the 38th minute with a header.",
            "en",
        ),
        (
            "El empate visitante, en el cuarto minuto del descuento, fue anulado por el "
            "árbitro tras consultar el monitor.\n\n"
            "Dani Gil disparó desde fuera del área y el balón entró junto al poste, pero "
            "Iván Mena estaba en fuera de juego delante del portero. El VAR avisó al árbitro "
            "y este anuló el gol.\n\n"
            "El único gol lo había marcado Raúl Ortega en el minuto 38.",
            "es",
        ),
    ],
)
def test_the_minute_of_a_decision_told_before_the_move(text: str, language: str) -> None:
    assert _minute(text, language) == (90, 4)


@pytest.mark.parametrize(
    "text",
    [
        # the same player's earlier goals, told with their own minutes, simply counted
        "Sam Oduya opened the scoring after 9 minutes and doubled the lead before the "
        "break. His third, in the 70th minute, went to the monitor. When a corner was "
        "headed goalwards by Oduya, the ball struck the arm of Lee Grant. The referee first "
        "let play go on, but the VAR advised a review and he pointed to the spot.",
        "Ken Morris scored the only goal after 12 minutes. In the 70th minute, the VAR "
        "stepped in: Tom Hale had tapped in from a yard out, but Rob Nash was offside in "
        "front of the goalkeeper, and the goal was ruled out.",
        "Ola Berg netted the winner after 25 minutes, a low drive. Berg's second, in the "
        "70th minute, was checked by the VAR and disallowed for offside.",
    ],
)
def test_a_goal_that_simply_counted_does_not_give_the_minute(text: str) -> None:
    assert _minute(text, "en") == (70, None)
