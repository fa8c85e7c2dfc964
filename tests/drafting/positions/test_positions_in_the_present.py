"""Positions told in the present tense, as a live commentary or an official's account tells
them ("se encuentra en posición de fuera de juego", "que se halla adelantado"): the Spanish
verbs of being somewhere (se encuentra, se halla, se sitúa) in the present as well as the
past (patterns.yaml positions). The verbs of a start ("parte", "arranca", "sale") are left
to the past: with them in the present a validation position went wrong. Sentences of our
own; each case failed before the rule unless marked a guard."""

import pytest

import drafting
from drafting.eval.score import view

_BEFORE = "Nico Ferrán centra desde la izquierda y Álex Rubio remata de cabeza a la red. "
_AFTER = " El tanto es anulado."


def _positions(sentence: str) -> list:
    return view(drafting.draft(_BEFORE + sentence + _AFTER, language="es"))["positions"]


@pytest.mark.parametrize(
    ("sentence", "side"),
    [
        ("Luis Otero se encuentra en posición de fuera de juego en el segundo palo.", "offside"),
        ("Luis Otero se halla en fuera de juego junto al portero.", "offside"),
        ("Luis Otero, que se encuentra adelantado, salta con el portero.", "offside"),
        ("Luis Otero se sitúa en fuera de juego por delante del central.", "offside"),
    ],
)
def test_a_position_in_the_present(sentence: str, side: str) -> None:
    assert _positions(sentence) == [["Luis Otero", side]]


@pytest.mark.parametrize(
    "sentence",
    [
        # guards: the present of a verb of position with no position after it
        "Luis Otero se encuentra a dos metros del balón.",
        "Luis Otero parte desde la banda derecha.",
    ],
)
def test_no_position_in_the_present(sentence: str) -> None:
    assert _positions(sentence) == []
