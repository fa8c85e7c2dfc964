"""The evaluation's own scoring (drafting/eval/score.py): two names are one team when a table
says so, and not merely because they share a word of a table's."""

from __future__ import annotations

import pytest

from drafting.eval.score import same_team


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Qatar", "Catar"),  # two spellings of one entry of the Spanish table
        ("Catar", "Qatar"),
        ("Manchester City", "Man City"),
        ("FC Barcelona", "Barcelona"),
    ],
)
def test_two_names_of_one_team_are_the_same_team(a: str, b: str) -> None:
    assert same_team(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("Real Madrid", "Real Sociedad"), ("Toulouse", "Toronto FC"), ("Qatar", "Ecuador")],
)
def test_two_teams_are_not_one(a: str, b: str) -> None:
    assert not same_team(a, b)
