"""Sides from text no one tuned the drafter to (issue 32, session 37): what is said of the
teams in the sentences about another goal gives no side of the incident; a defender by
position who plays the ball forward attacks; a result won "from behind" names the winner."""

from __future__ import annotations

import pytest

import drafting


def _sides(text: str, language: str) -> tuple[str | None, str | None]:
    facts = {f.path: f.value for f in drafting.draft(text, language=language).facts}
    return facts.get("teams.attacking"), facts.get("teams.defending")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # the opener "put Everton ahead" is another goal's: the incident is Fulham's
        (
            "Everton 1-1 Fulham. Idrissa Kamara's volley put Everton ahead after ten "
            "minutes. With six minutes left Joe Barnes poked the ball past the goalkeeper. "
            "The VAR checked whether Barnes had been offside, but he had been level with "
            "Tom Hale, the last Everton defender. The goal stood.",
            "en",
            "Fulham",
            "Everton",
        ),
        # nothing else says whose goal it was: no side rather than the opener's
        (
            "Côte d'Ivoire - Cameroun (2-1). Franck Ndoumbé, un poison pour la défense "
            "ivoirienne, avait ouvert le score d'une frappe sèche à la 23e minute. À la 95e "
            "minute, sur une ouverture de Seydou Traoré, Yao Konan a trompé le gardien. "
            "Les Ivoiriens ont exulté : la VAR a validé le but, Konan était en jeu.",
            "fr",
            None,
            None,
        ),
    ],
)
def test_another_goals_sentence_gives_no_side(
    text: str, language: str, attacking: str | None, defending: str | None
) -> None:
    assert _sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "attacking", "defending"),
    [
        # a centre-back's long ball forward is his side's attack
        (
            "Torino 2-1 Genoa. In the 81st minute a long ball forward by Torino defender "
            "Pietro Galli split the Genoa defence and Luca Berti drove it past the "
            "goalkeeper. The goal stood after a VAR check.",
            "Torino",
            "Genoa",
        ),
    ],
)
def test_a_defender_by_position_who_plays_the_ball_forward_attacks(
    text: str, attacking: str, defending: str
) -> None:
    assert _sides(text, "en") == (attacking, defending)
