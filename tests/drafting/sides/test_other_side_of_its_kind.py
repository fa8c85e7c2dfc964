"""One side known, the other guessed as the other team the text names: never a country
named beside a club (the country the league is played in, "no VAR in Estonia"): the
guess is of the known side's kind, a club's opponent a club. The side left open is asked.
Sentences of our own."""

from __future__ import annotations

import pytest
from drafted_views import sides


@pytest.mark.parametrize(
    ("language", "text", "defending"),
    [
        (
            "en",
            "Referees in Estonia work without VAR, so nobody looked again. In the 80th minute "
            "Tom Reed ran through and fired past the Levadia goalkeeper, although he had "
            "started from an offside position.",
            "Levadia",
        ),
        (
            "de",
            "In Österreich gibt es in der zweiten Liga keinen Videobeweis. In der 80. Minute "
            "lief Tim Roth allein auf das Tor zu und schob an Rapid-Torhüter Max Berg vorbei "
            "ein, obwohl er im Abseits gestanden hatte.",
            "Rapid Wien",
        ),
        (
            "fr",
            "Il n'y a pas de VAR en Belgique dans cette division. À la 80e minute, Paul Girard "
            "a filé seul et a trompé le gardien d'Anderlecht, alors qu'il était hors-jeu.",
            "RSC Anderlecht",
        ),
        (
            "es",
            "En Guatemala no hay VAR en la liga. En el minuto 80, Pablo Ruiz se plantó solo "
            "ante el portero de Comunicaciones y marcó, aunque estaba en fuera de juego.",
            "Comunicaciones",
        ),
    ],
)
def test_a_clubs_opponent_is_no_country(language: str, text: str, defending: str) -> None:
    assert sides(text, language) == (None, defending)
