"""A team written as the initials of its name ("RWK" of "Rot-Weiß Kellerbach", "SVE" of "SV
Eichwald"), in a compound before a role ("RWK-Torhüter Roth"): the player is that team's.
Clubs and players of our own, found by the text's structure or known to the tables."""

from __future__ import annotations

import pytest
from drafted_views import sides


@pytest.mark.parametrize(
    ("text", "attacking", "defending"),
    [
        (
            "Rot-Weiß Kellerbach – Borussia Ostheim 1:1\nIn der 80. Minute schob Jonas "
            "Keller an RWK-Torhüter Jan Roth vorbei ein, doch die Fahne ging hoch.",
            "Borussia Ostheim",
            "Rot-Weiß Kellerbach",
        ),
        (
            "Der FC Lindenau empfing den SV Eichwald. In der 80. Minute schob Jonas Keller "
            "an SVE-Torhüter Jan Roth vorbei ein, doch die Fahne ging hoch.",
            "FC Lindenau",
            "SV Eichwald",
        ),
    ],
)
def test_a_teams_initials_before_a_role_give_the_players_team(
    text: str, attacking: str, defending: str
) -> None:
    assert sides(text, "de") == (attacking, defending)
