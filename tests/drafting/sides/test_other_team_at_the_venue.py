"""One side of the incident known, the other is the match's other team: the other one at
the venue the text gives ("Norway 0-1 Spain") even where the text names more teams (a
group's leaders, a rival). Sentences written for these tests."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Norway 0-1 Spain: late drama in Oslo. Álvaro Morata shot from the edge of the "
            "box, the ball deflected off Norway defender Stefan Lund and went in, but the VAR "
            "ruled the goal out for offside. Scotland lead the group.",
            "en",
            "Spain",
            "Norway",
        ),
        (
            "Norway 0-1 Spain: late drama in Oslo. Álvaro Morata, standing offside, headed in "
            "from close range after a save by Norway goalkeeper Ørjan Nyland. The VAR ruled "
            "the goal out. Scotland lead the group.",
            "en",
            "Spain",
            "Norway",
        ),
        (
            "Norvège - Espagne (0-1). Álvaro Morata a frappé, le ballon a été dévié par le "
            "défenseur norvégien Stefan Lund et a fini au fond, mais la VAR a annulé le but "
            "pour un hors-jeu. L'Écosse reste en tête.",
            "fr",
            "Espagne",
            "Norvège",
        ),
        (
            "Norwegen - Spanien 0:1. Álvaro Morata zog ab, der Ball wurde von Norwegens "
            "Verteidiger Stefan Lund abgefälscht und landete im Tor, doch der VAR annullierte "
            "den Treffer wegen Abseits. Schottland bleibt Tabellenführer.",
            "de",
            "Spanien",
            "Norwegen",
        ),
    ],
)
def test_the_other_side_is_the_other_team_at_the_venue(
    text: str, language: str, attacking: str, defending: str
) -> None:
    v = view(drafting.draft(text, language=language))
    assert (v["attacking_team"], v["defending_team"]) == (attacking, defending)
