"""Clubs no table lists, read from the shape of the text (issue 32, session 48), in
sentences of our own with invented clubs: a result with its score between the verb and the
other club ("lost 3-1 at", "s'est imposé 2-1 face à", "gewann 2:1 gegen"), the passive
("were beaten 2-0 by", "a été tenue en échec par"), a side's result by its noun ("a 2-0
defeat at", "Eastbrook's 2-1 win at", "la défaite 2-0 de X sur la pelouse de Y"), a ground by
its club's name with the article ("at the Fennick Stadium"), French
clubs after an elided article ("l'US X", "l'AS X", "L'Olympique X") and a club's own first
word kept ("le Stade X"). Every case fails on main but the guards marked."""

from __future__ import annotations

import pytest
from drafted_views import viewed

Sides = tuple[str | None, str | None, str | None, str | None]


@pytest.mark.parametrize(
    ("language", "text", "sides"),
    [
        (  # a guard (passes on main): the ground by the club's name, "the hosts"
            "en",
            "Eastbrook beat Calderton 2-1 at Calderton Park on Saturday. In the 88th minute "
            "the hosts thought they had equalised when Tom Reese scored, but the flag went up "
            "for offside.",
            ("Calderton", "Eastbrook", "Calderton", "Eastbrook"),
        ),
        (  # a guard (passes on main): club words, no venue given
            "en",
            "Marlowe Rovers were held 1-1 by Fennick Athletic on Tuesday. In the 70th minute "
            "Fennick Athletic had a goal ruled out for offside after a VAR check: Sam Pike was "
            "a yard off.",
            (None, None, "Fennick Athletic", "Marlowe Rovers"),
        ),
        (
            "en",
            "A 2-0 defeat at Calderton left Eastbrook bottom of the table. Eastbrook's striker "
            "Dan Moss had a goal ruled out for offside in the 30th minute.",
            ("Calderton", "Eastbrook", "Eastbrook", "Calderton"),
        ),
        (
            "en",
            "Eastbrook lost 3-1 at Calderton on Saturday, and the visitors had a goal ruled out "
            "for offside in the 60th minute when Dan Moss turned in a cross.",
            ("Calderton", "Eastbrook", "Eastbrook", "Calderton"),
        ),
        (
            "en",
            "Eastbrook's 2-1 win at Calderton was overshadowed by a 75th-minute VAR call: the "
            "hosts thought they had levelled through Lee Grant, but he was offside.",
            ("Calderton", "Eastbrook", "Calderton", "Eastbrook"),
        ),
        (
            "en",
            "Calderton were beaten 2-0 by Eastbrook. Calderton's midfielder Lee Grant had a "
            "goal ruled out for offside in the 40th minute.",
            (None, None, "Calderton", "Eastbrook"),
        ),
        (
            "fr",
            "Vaubrecourt s'est imposé 2-1 face à Morlanges samedi. À la 80e minute, Morlanges "
            "croyait avoir égalisé par Luc Perrin, mais il était hors jeu.",
            (None, None, "Morlanges", "Vaubrecourt"),
        ),
        (
            "fr",
            "L'US Vaubrecourt a été tenue en échec par l'AS Morlanges (1-1) dimanche. À la 70e "
            "minute, un but a été refusé à l'AS Morlanges pour un hors-jeu de Luc Perrin.",
            (None, None, "AS Morlanges", "US Vaubrecourt"),
        ),
        (
            "fr",
            "La défaite 2-0 de Vaubrecourt sur la pelouse de Morlanges a été marquée par un but "
            "refusé à Vaubrecourt pour un hors-jeu de Luc Perrin à la 30e minute.",
            ("Morlanges", "Vaubrecourt", "Vaubrecourt", "Morlanges"),
        ),
        (
            "fr",
            "L'Olympique Pontclair recevait le Stade Vaubrecourt vendredi. À la 60e minute, les "
            "locaux croyaient ouvrir le score, mais Luc Perrin était hors jeu.",
            (
                "Olympique Pontclair",
                "Stade Vaubrecourt",
                "Olympique Pontclair",
                "Stade Vaubrecourt",
            ),
        ),
        (  # a guard (passes on main): the goalkeeper "de X"
            "fr",
            "Morlanges a battu Vaubrecourt 1-0. Le gardien de Vaubrecourt, Paul Tessier, a vu "
            "Luc Perrin marquer à la 50e minute, mais le but a été refusé pour hors-jeu.",
            (None, None, "Morlanges", "Vaubrecourt"),
        ),
        (
            "fr",
            "Match nul entre l'AJ Morlanges et l'US Vaubrecourt (1-1). À la 85e minute, l'US "
            "Vaubrecourt croyait avoir pris l'avantage, mais Luc Perrin était hors jeu.",
            (None, None, "US Vaubrecourt", "AJ Morlanges"),
        ),
        (
            "fr",
            "Vaubrecourt est tombé 3-1 chez Morlanges samedi ; à la 60e minute, les visiteurs "
            "ont vu leur but refusé pour un hors-jeu de Luc Perrin.",
            ("Morlanges", "Vaubrecourt", "Vaubrecourt", "Morlanges"),
        ),
        (
            "de",
            "Eichental gewann 2:1 gegen Moorbach. In der 88. Minute jubelte Moorbach über den "
            "Ausgleich, doch Tim Sauer stand im Abseits.",
            (None, None, "Moorbach", "Eichental"),
        ),
    ],
)
def test_the_sides_of_unlisted_clubs(language: str, text: str, sides: Sides) -> None:
    v = viewed(text, language)
    got = (v["home"], v["away"], v["attacking_team"], v["defending_team"])
    assert got == sides


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Fennick Town are through after Joe Marsh scored in the 95th minute against "
            "Calderton Rovers at the Fennick Stadium on Tuesday. The assistant kept his flag "
            "down and the VAR found Marsh level with the last defender.",
            ("Fennick Town", "Calderton Rovers"),
        ),
        (
            "Fennick Town's 2-1 win over Calderton at the Fennick Arena was settled in the 88th "
            "minute, when Joe Marsh scored from an onside position.",
            ("Fennick Town", "Calderton"),
        ),
    ],
)
def test_a_ground_by_its_clubs_name_with_the_article(text: str, venue: tuple[str, str]) -> None:
    v = viewed(text, "en")
    assert (v["home"], v["away"]) == venue


def test_a_club_after_a_result_with_its_score_is_no_player() -> None:
    v = viewed(
        "Vaubrecourt s'est imposé 2-1 face à Morlanges samedi. À la 80e minute, Morlanges "
        "croyait avoir égalisé par Luc Perrin, mais il était hors jeu.",
        "fr",
    )
    assert [p["name"] for p in v["players"]] == ["Luc Perrin"]


@pytest.mark.parametrize(
    ("text", "language", "player"),
    [
        (  # a guard (passes on main): a goalkeeper beaten by a player, no score
            "Tessier a été battu par Perrin à la 50e minute, mais le but a été refusé pour "
            "hors-jeu.",
            "fr",
            "Tessier",
        ),
        (  # a guard (passes on main): a player winning a duel against another, no score
            "Müller gewann gegen Schmidt das Kopfballduell und traf in der 60. Minute, doch er "
            "stand im Abseits.",
            "de",
            "Müller",
        ),
    ],
)
def test_a_player_beaten_or_winning_without_a_score_is_no_club(
    text: str, language: str, player: str
) -> None:
    v = viewed(text, language)
    assert player in [p["name"] for p in v["players"]]
    assert v["attacking_team"] is None
