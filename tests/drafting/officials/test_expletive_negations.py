"""Final decisions told after a conjunction of time whose negation word denies nothing
(issue 32): French "avant que la VAR ne l'annule" (the expletive "ne": the VAR annulled
it), Spanish "hasta que el VAR no lo anuló" (the VAR annulled it). A real negation ("ne
... pas") still denies. Sentences written for these tests, invented names."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import OPENING, viewed


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "À la 70e minute, Hugo Blanc a cru marquer, avant que la VAR ne l'annule pour "
            "une position de hors-jeu.",
            "fr",
            "no_goal",
        ),
        (
            "À la 70e minute, Hugo Blanc a exulté, avant que l'arbitre vidéo n'annule son "
            "but pour hors-jeu.",
            "fr",
            "no_goal",
        ),
        (
            "À la 70e minute, Hugo Blanc a marqué, mais il a fallu patienter deux minutes "
            "avant que l'assistance vidéo ne valide le but.",
            "fr",
            "goal",
        ),
        (
            "En el minuto 70, Diego Soler marcó y festejó, hasta que el VAR no lo anuló por "
            "fuera de juego.",
            "es",
            "no_goal",
        ),
    ],
)
def test_expletive_negation_denies_nothing(text: str, language: str, expected: str) -> None:
    assert viewed(OPENING[language] + text, language)["final"] == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # "ne ... pas" after "avant que" is a real negation
        (
            "À la 70e minute, Hugo Blanc a marqué, et le stade a exulté avant que la VAR ne "
            "l'annule pas, faute d'images.",
            "fr",
        ),
        # a "ne" with no "avant que" before it denies
        ("À la 70e minute, Hugo Blanc a marqué, mais la VAR n'annule rien.", "fr"),
    ],
)
def test_real_negation_still_denies(text: str, language: str) -> None:
    assert viewed(OPENING[language] + text, language)["final"] != "no_goal"
