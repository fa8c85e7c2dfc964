"""Which side attacked and which defended, in the four languages, from what the text says
of the teams around the incident: a team the final decision went against (it protested,
it has regrets, a bitter evening for it) was the attacking side when its goal was taken
away and the defending side when a goal or a penalty was given against it."""

from __future__ import annotations

import pytest

import drafting


def _sides(text: str, language: str) -> tuple[str | None, str | None]:
    facts = {f.path: f.value for f in drafting.draft(text, language=language).facts}
    return facts.get("teams.attacking"), facts.get("teams.defending")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # a goal taken away: the team that protests had attacked
        (
            "Nantes - Rennes (0-0). À la 80e minute, Pierre Caradec a poussé le ballon au "
            "fond, mais la VAR a annulé le but pour un hors-jeu. Les visiteurs ont "
            "vivement protesté.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "Nantes - Rennes (0-0). Pierre Caradec a marqué à la 80e minute, mais le but a "
            "été refusé pour hors-jeu. Rennes, qui pensait tenir la victoire, gardera un "
            "sentiment d'injustice.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        # a goal given: the team that protests had defended
        (
            "Lille - Metz (1-1). À la 88e minute, Théo Brunel a égalisé de la tête et la VAR "
            "a validé le but. Metz, qui menait jusque-là, a vainement protesté.",
            "fr",
            "LOSC Lille",
            "FC Metz",
        ),
        (
            "Everton 1-1 Fulham. In the 88th minute Joe Barnes headed in and the goal "
            "stood after a VAR check. Fulham protested furiously at the final whistle.",
            "en",
            "Everton",
            "Fulham",
        ),
        (
            "Everton 0-0 Fulham. In the 88th minute Joe Barnes headed in, but the goal was "
            "ruled out for offside. It was a cruel finish for the hosts.",
            "en",
            "Everton",
            "Fulham",
        ),
        (
            "Mainz 05 – VfL Bochum 0:0. In der 88. Minute köpfte Jonas Keller ein, doch "
            "der Treffer wurde wegen Abseits aberkannt. Bei den Gästen war der Frust groß.",
            "de",
            "VfL Bochum",
            "1. FSV Mainz 05",
        ),
        (
            "Osasuna - Getafe (1-1). En el minuto 88, Iñigo Lasa marcó de cabeza y el VAR "
            "validó el gol. Los visitantes protestaron airadamente.",
            "es",
            "Osasuna",
            "Getafe",
        ),
    ],
)
def test_the_aggrieved_team_gets_the_side_the_decision_went_against(
    text: str, language: str, attacking: str, defending: str
) -> None:
    got_attacking, got_defending = _sides(text, language)
    assert (got_attacking, got_defending) == (attacking, defending)


def test_a_protest_with_no_final_decision_gives_no_side() -> None:
    text = (
        "Nantes - Rennes (0-0). À la 80e minute, Pierre Caradec a frappé au but. Les "
        "visiteurs ont vivement protesté."
    )
    assert _sides(text, "fr") == (None, None)
