"""A name that opens a clause after a comma is its subject, even where a preposition and
one word stand before the comma ("Pohl flankt von rechts, Ranft steht im Abseits und ..."):
the comma closes the prepositional phrase, so the name is no preposition's object
(patterns.yaml after_preposition; drafting.facts.stated._object_of_preposition). Before,
the German rule let its optional word run over the comma, and the position and
involvement of the player after it were lost. Sentences of our own; each case failed
before the rule unless marked a guard."""

import pytest

from tests.drafting.drafted_views import viewed

_AFTER = " Timo Weidlich schob ein. Das Tor zählte nicht."


@pytest.mark.parametrize(
    ("sentence", "position", "involvement"),
    [
        (
            "Jonas Pohl flankte von rechts, Felix Ranft stand im Abseits und grätschte "
            "nach dem Ball, verpasste ihn aber.",
            "offside",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "Jonas Pohl flankt von links, Felix Ranft steht im Abseits und grätscht nach "
            "dem Ball, verpasst ihn aber.",
            "offside",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "Jonas Pohl flankte von rechts, Felix Ranft stand im Abseits und sprang mit "
            "Verteidiger Ole Breuer zum Kopfball hoch, ohne den Ball zu berühren.",
            "offside",
            "challenged_opponent",
        ),
        (
            "Jonas Pohl passte zu Timo Weidlich, Felix Ranft stand im Abseits und lief in "
            "Richtung Ball, ohne ihn zu berühren.",
            "offside",
            "moving_to_play_ball",
        ),
    ],
)
def test_the_name_after_the_comma_is_the_subject(
    sentence: str, position: str, involvement: str
) -> None:
    v = viewed(sentence + _AFTER, "de")
    assert v["positions"] == [["Felix Ranft", position]]
    assert v["involvements"] == [["Felix Ranft", involvement]]


@pytest.mark.parametrize(
    ("sentence", "player"),
    [
        # guards: a name a preposition governs, with no comma between, is no subject
        ("Beim Schuss von Jonas Pohl stand Felix Ranft im Abseits.", "Felix Ranft"),
        ("Bei der Flanke von rechts stand Felix Ranft im Abseits.", "Felix Ranft"),
    ],
)
def test_a_prepositions_object_is_no_subject(sentence: str, player: str) -> None:
    assert viewed(sentence + _AFTER, "de")["positions"] == [[player, "offside"]]


@pytest.mark.parametrize(
    ("language", "text", "player", "involvement"),
    [
        # a phrase naming the set piece's taker, then the subject between commas: the
        # involvement is the subject's, never the taker's (drafting.facts.stated._from_subject)
        (
            "en",
            "From a corner taken by Sam Cole, Joe Pratt, standing in an offside position, "
            "went up with defender Rob Kerr. Dan Hale headed in. The goal was disallowed.",
            "Joe Pratt",
            "challenged_opponent",
        ),
        (
            "fr",
            "Sur un corner tiré par Paul Roux, Hugo Marin, en position de hors-jeu, s'est "
            "élevé au contact du défenseur Marc Viel. Tom Rey a marqué. Le but est refusé.",
            "Hugo Marin",
            "challenged_opponent",
        ),
        # guards (they held before): the same shape in Spanish and German
        (
            "es",
            "En un córner lanzado por Pablo Lastra, Raúl Ojeda, en fuera de juego, saltó con "
            "el defensa Iván Mora. Luis Otero remató a la red. El gol fue anulado.",
            "Raúl Ojeda",
            "challenged_opponent",
        ),
        (
            "de",
            "Nach einer Ecke von Jonas Pohl, Felix Ranft, im Abseits stehend, sprang mit "
            "Verteidiger Ole Breuer zum Kopfball hoch. Timo Weidlich schob ein. Das Tor "
            "zählte nicht.",
            "Felix Ranft",
            "challenged_opponent",
        ),
    ],
)
def test_the_takers_name_before_the_subject(
    language: str, text: str, player: str, involvement: str
) -> None:
    assert viewed(text, language)["involvements"] == [[player, involvement]]


@pytest.mark.parametrize(
    ("language", "text", "player"),
    [
        # guards: a role word between commas after the name is an aside, not a subject
        (
            "en",
            "Sam Cole crossed and Dan Hale headed in. Joe Pratt, another Leeds attacker, was "
            "standing in an offside position near the spot. The goal was disallowed.",
            "Joe Pratt",
        ),
        (
            "fr",
            "Tom Rey frappe et marque. Hugo Marin, l'attaquant rennais, était en position de "
            "hors-jeu au moment de la frappe. Le but est refusé.",
            "Hugo Marin",
        ),
    ],
)
def test_a_role_word_after_the_name_is_an_aside(language: str, text: str, player: str) -> None:
    assert viewed(text, language)["positions"] == [[player, "offside"]]
