"""The match's competition (drafting.facts.competition): a competition named as a place in
the table or a hope ("the race for the Champions League places") is not the match's.
Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Leeds drew 1-1 with Hull in the Premier League. Tom Pike headed in, but the VAR "
            "ruled the goal out for offside, a blow to their hopes in the race for the "
            "Champions League.",
            "en",
            "Premier League",
        ),
        (
            "Lyon a fait match nul 1-1 face à Nice en Ligue 1. Hugo Marchal a marqué de la "
            "tête, mais la VAR a annulé le but, un coup dur dans la course à la Ligue des "
            "champions.",
            "fr",
            "Ligue 1",
        ),
        (
            "Mainz spielte in der Bundesliga 1:1 gegen Bochum. Tim Brandt köpfte ein, doch "
            "der Treffer wurde wegen Abseits aberkannt, ein Rückschlag im Rennen um die "
            "Europa League.",
            "de",
            "Bundesliga",
        ),
        # a league named as the text names it: Austria's "2. Liga" is no "2. Bundesliga"
        (
            "Horn verlor in der 2. Liga 1:2 gegen Steyr. Tim Brandt köpfte ein, doch der "
            "Treffer wurde wegen Abseits aberkannt.",
            "de",
            "2. Liga",
        ),
        (
            "Mainz spielte in der 2. Bundesliga 1:1 gegen Bochum. Tim Brandt köpfte ein, doch "
            "der Treffer wurde wegen Abseits aberkannt.",
            "de",
            "2. Bundesliga",
        ),
    ],
)
def test_the_matchs_competition(text: str, language: str, expected: str) -> None:
    assert view(drafting.draft(text, language=language))["competition"] == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "The draw leaves Hull ninth in the Premier League, three points off the Champions "
            "League places. Tom Pike headed in, but the VAR ruled the goal out for offside.",
            "en",
            "Premier League",
        ),
        (
            "Mainz bleibt Neunter der Bundesliga und verpasst einen Champions-League-Platz. "
            "Tim Brandt köpfte ein, doch der Treffer wurde wegen Abseits aberkannt.",
            "de",
            "Bundesliga",
        ),
    ],
)
def test_a_place_won_in_a_table_is_not_the_matchs(text: str, language: str, expected: str) -> None:
    assert view(drafting.draft(text, language=language))["competition"] == expected
