"""The restart the incident's move began with (drafting.facts.start): not a restart told
of another goal ("their free kick had cancelled out the opener") or before the paragraph
of the move, nor one told after the last decision (a later chance in a live blog).
Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


def _start(text: str, language: str) -> str | None:
    v = view(drafting.draft(text, language=language))
    return v["start"]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Hull had equalised in the 20th minute when Sam Dyer headed in from a corner. "
            "In the 70th minute Joe Pike ran through and shot past the goalkeeper, but the "
            "flag went up and the VAR confirmed the offside.",
            "en",
            None,
        ),
        (
            "In the 70th minute Joe Pike headed in from a corner, but the VAR ruled the goal "
            "out for offside.",
            "en",
            "corner_kick",
        ),
        (
            "Leeds v Hull – live\n\n"
            "70 min: Joe Pike scores but the flag is up! Sam Dyer crosses and Pike heads in. "
            "The VAR confirms the offside.\n\n"
            "80 min: Dyer's free kick is tipped over.",
            "en",
            None,
        ),
        (
            "Nantes avait égalisé à la 20e minute sur corner par Paul Morel.\n\nÀ la 70e minute, "
            "Hugo Marchal a marqué du pied droit, mais la VAR a annulé le but pour un "
            "hors-jeu.",
            "fr",
            None,
        ),
        (
            "Los vigueses se adelantaron en el minuto 20 con un remate de Iago Pena tras un "
            "córner.\n\nEn el minuto 70 Iker Soto marcó con la derecha, pero el VAR anuló el gol "
            "por fuera de juego.",
            "es",
            None,
        ),
        (
            "In der 70. Minute köpfte Tim Brandt nach einer Ecke ein, doch der Treffer wurde "
            "wegen Abseits aberkannt.",
            "de",
            "corner_kick",
        ),
    ],
)
def test_the_moves_restart(text: str, language: str, expected: str | None) -> None:
    assert _start(text, language) == expected
