"""Claims (issue 32, session 50): a speech verb whose words turn at once ("Reddy
protested, but the decision was correct", "a protesté, mais la décision était la bonne"):
what follows the "but" is the writer's verdict, no claim of the speaker's; the speaker's
own words after the verb stay his ("protested that the decision was wrong"), and a
particle within his clause ("reklamierte aber Abseits") turns nothing. Sentences of our
own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> set[tuple[Any, ...]]:
    return {tuple(c) for c in view(drafting.draft(text, language=language))["claims"]}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Stevenage beat Cheltenham 1-0. Callum Reddy's late goal was ruled out for "
            "offside. Reddy protested, but the decision was correct.",
            "en",
        ),
        (
            "Annecy a battu Pau 1-0. Le but de Lucas Bourdin a été refusé pour hors-jeu. "
            "Bourdin a protesté, mais la décision était la bonne.",
            "fr",
        ),
        (
            "Ulm schlug Sandhausen 1:0. Das Tor von Till Hausner zählte wegen Abseits nicht. "
            "Hausner protestierte, aber die Entscheidung war richtig.",
            "de",
        ),
        (
            "El Cartagena ganó 1-0 al Eldense. El gol de Álvaro Nieto fue anulado por fuera "
            "de juego. Nieto protestó, pero la decisión fue correcta.",
            "es",
        ),
    ],
)
def test_the_writers_verdict_after_a_turn_is_no_claim(text: str, language: str) -> None:
    # on main the verdict after the "but" was the protester's decision claim
    assert _claims(text, language) == set()


@pytest.mark.parametrize(
    ("text", "language", "claim"),
    [
        (
            "Stevenage beat Cheltenham 1-0. Callum Reddy's late goal was ruled out for "
            "offside. Reddy protested that the decision was wrong.",
            "en",
            ("Callum Reddy", "decision"),
        ),
        (
            "Annecy a battu Pau 1-0. Le but de Lucas Bourdin a été refusé pour hors-jeu. "
            "Bourdin a protesté : selon lui, la décision était une erreur.",
            "fr",
            ("Lucas Bourdin", "decision"),
        ),
    ],
)
def test_the_speakers_own_words_after_the_verb_stay_his(
    text: str, language: str, claim: tuple[str, str]
) -> None:
    assert claim in _claims(text, language)
