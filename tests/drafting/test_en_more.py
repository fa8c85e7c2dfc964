"""English drafting, session 33: clubs of many leagues known by name and ground, and the
phenomena the held-out English paragraphs showed the drafter missing. Sentences written
for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="en"))


@pytest.mark.parametrize(
    ("text", "home", "attacking"),
    [
        (
            "Portland Thorns saw a stoppage-time equaliser chalked off at Providence Park "
            "on Sunday when Mia Holt was flagged offside.",
            "Portland Thorns",
            "Portland Thorns",
        ),
        (
            "The Timbers had a late leveller ruled out at Providence Park after Dario Voss "
            "was caught offside.",
            "Portland Timbers",
            "Portland Timbers",
        ),
    ],
)
def test_a_ground_two_clubs_share_is_the_home_of_the_one_the_text_names(
    text: str, home: str, attacking: str
) -> None:
    v = _view(text)
    assert v["home"] == home
    assert v["attacking_team"] == attacking


def test_a_shared_ground_without_either_club_named_gives_no_home() -> None:
    v = _view("A late goal was ruled out at Providence Park when Mia Holt was flagged offside.")
    assert v["home"] is None
    assert all(p["name"] != "Providence Park" for p in v["players"])


@pytest.mark.parametrize(
    ("text", "teams"),
    [
        (
            "Go Ahead Eagles 1-1 NEC: Sem Visser scored in the 80th minute.",
            ("Go Ahead Eagles", "NEC Nijmegen"),
        ),
        (
            "Columbus Crew 0-1 Seattle Reign: Kim Dale headed in after 12 minutes.",
            ("Columbus Crew", "Seattle Reign"),
        ),
        (
            "Mirandés 2-1 Celta Vigo: Pablo Ruiz fired in from close range.",
            ("Mirandés", "Celta Vigo"),
        ),
    ],
)
def test_clubs_of_many_leagues_are_teams_not_players(text: str, teams: tuple[str, str]) -> None:
    v = _view(text)
    assert (v["home"], v["away"]) == teams
    assert not {p["name"] for p in v["players"]} & set(teams)
