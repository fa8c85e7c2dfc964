"""The officials' call is no position the writer states: "el asistente marcó fuera de juego
de Ordaz" tells what they called (a call, drafting.facts.calls), not where Ordaz stood
(patterns.yaml ``positions.called``, read just before a position's words in
drafting.facts.stated). A position the writer states beside the call still stands.
Sentences of our own; the call rows failed before the rule."""

import pytest

from tests.drafting.drafted_views import viewed

_MOVE = "En el minuto 70, Iker Salvat centró desde la izquierda y Tomás Ordaz remató a la red. "


@pytest.mark.parametrize(
    "call",
    [
        "Pero el asistente marcó fuera de juego de Ordaz y el gol no subió.",
        "Pero el árbitro señaló el fuera de juego de Ordaz y anuló el tanto.",
        "El colegiado pitó fuera de juego a Ordaz y no concedió el gol.",
        "Tras ver la repetición, el árbitro decretó el fuera de juego de Ordaz.",
        "El árbitro hizo sonar el silbato para señalar un fuera de juego de Ordaz.",
    ],
)
def test_the_call_states_no_position(call: str) -> None:
    assert viewed(_MOVE + call, "es")["positions"] == []


@pytest.mark.parametrize(
    "told",
    [
        # guards: the writer states where he stood, beside the call or without it
        "Ordaz estaba en fuera de juego y el asistente marcó fuera de juego de Ordaz.",
        "Las imágenes mostraron el fuera de juego de Ordaz, y el gol no subió.",
    ],
)
def test_a_stated_position_beside_the_call_stands(told: str) -> None:
    assert viewed(_MOVE + told, "es")["positions"] == [["Tomás Ordaz", "offside"]]
