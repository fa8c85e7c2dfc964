"""Claims (issue 32, session 45): a speaker named by an epithet just after a quotation
("„...“, sagte der 52-Jährige") is not a player the quotation itself names: the epithet
stands for the person named before the quotation. Reports in our own words."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Das Tor von Jonas Brenner wurde wegen Abseits aberkannt.\n"
            "Bochums Trainer Ralf Winter sah das nach dem Spiel anders. „Für mich war "
            "Brenner nicht im Abseits, das Tor hätte zählen müssen“, sagte der 52-Jährige.\n",
            "de",
            "Ralf Winter",
        ),
        (
            "Der Treffer von Timo Berger zählte nach Prüfung durch den VAR nicht.\n"
            "Kiels Trainerin Anja Roth war sauer. „Timo steht nie im Abseits“, schimpfte "
            "die 47-Jährige nach dem Abpfiff.\n",
            "de",
            "Anja Roth",
        ),
        # guards (pass on main): English and Spanish epithets after a quotation
        (
            "Jonas Brenner's goal was ruled out for offside.\n"
            "Hull coach Ralf Winter saw it differently. “For me Brenner was never offside, "
            "that goal should have stood,” said the 52-year-old.\n",
            "en",
            "Ralf Winter",
        ),
        (
            "El gol de Jonas Brenner fue anulado por fuera de juego.\n"
            "El técnico del Getafe, Ralf Winter, lo vio distinto. «Para mí Brenner no "
            "estaba en fuera de juego, ese gol debió valer», dijo el veterano de 52 años.\n",
            "es",
            "Ralf Winter",
        ),
    ],
)
def test_an_epithet_after_a_quotation_is_not_a_player_it_names(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, "onside"] in claims
    assert all(c[0] == speaker for c in claims)
