"""A capitalised word opening a sentence that is of a class naming no one is no person
(session 41): Spanish adverbs of place and time ("Ahí", "Aquí", "Allí", "Quizás"), verbs
in the first person plural or the third plural preterite ("Hablamos", "Insistimos",
"Anularon"), French demonstrative pronouns ("Celui-ci"). A surname with such an ending
but too short for it ("Ramos") stays a name."""

import pytest

import drafting
from drafting.eval.score import view

_GOAL = {
    "es": "Iker Solano marcó, pero el VAR anuló el gol por fuera de juego. ",
    "fr": "Hugo Mercier marque, mais la VAR annule le but pour hors-jeu. ",
}


def _players(words: str, language: str) -> list[str]:
    v = view(drafting.draft(_GOAL[language] + words, language=language))
    return [p["name"] for p in v.get("players") or []]


@pytest.mark.parametrize(
    ("language", "words", "word"),
    [
        ("es", "Ahí estaba en fuera de juego y tapaba la visión al portero.", "Ahí"),
        ("es", "Allí tapó la visión al portero Karl Brenner.", "Allí"),
        ("es", "Aquí estaba en fuera de juego, medio metro.", "Aquí"),
        ("es", "Quizás estaba en fuera de juego.", "Quizás"),
        ("es", "Hablamos estaba en fuera de juego, según la repetición.", "Hablamos"),
        ("es", "Insistimos estaba en fuera de juego.", "Insistimos"),
        ("fr", "Celui-ci était hors-jeu au départ de l'action.", "Celui-ci"),
    ],
)
def test_an_opening_word_of_the_class_is_no_player(language: str, words: str, word: str) -> None:
    assert word not in _players(words, language)


def test_a_short_surname_with_a_verb_ending_stays_a_name() -> None:
    assert "Sergio Ramos" in _players("Sergio Ramos estaba en fuera de juego.", "es")
