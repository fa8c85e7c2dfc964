"""A player named once, then by a role word with the definite article ("the striker", "the
21-year-old", "the substitute", "the defender", "l'attaquant", "le remplaçant", "der Joker",
"el delantero", "la delantera", "el suplente"): the player just named with that role, so
that what the text tells of him (a touch, a position) is his, in every language. Beside
them, the words that name nobody: a role word with no player named before it, an
attacker's word after a defender or after two attackers, a captain after two players (never
a player of its own).
Sentences written for the tests."""

import pytest

import drafting
from drafting.eval.score import view


def _drafted(text: str, language: str) -> dict[str, list[list[str]]]:
    drafted = view(drafting.draft(text, language=language))
    return {
        "players": [[p["name"]] for p in drafted.get("players") or []],
        "sequence": [[t["by"], t["action"]] for t in drafted.get("sequence") or []],
        "positions": [list(x) for x in drafted.get("positions") or []],
    }


@pytest.mark.parametrize(
    ("language", "text", "field", "expected"),
    [
        (
            "en",
            "Owen Pratt scored, but the VAR ruled it out. A corner was swung in and Tom Birch"
            " met it at the near post. The striker had strayed offside, the VAR ruled.",
            "positions",
            ["Tom Birch", "offside"],
        ),
        (
            "en",
            "In the 70th minute the ball broke to Ollie Grant, and the forward fired it past"
            " the goalkeeper. The flag went up for offside.",
            "sequence",
            ["Ollie Grant", "shot"],
        ),
        (
            "en",
            "Leo Marsh met the cross at the far post. The 21-year-old had been a yard offside,"
            " and the VAR disallowed the goal.",
            "positions",
            ["Leo Marsh", "offside"],
        ),
        (
            "en",
            "Ravi Anand had been on the pitch for two minutes. The substitute tapped in from"
            " close range, but he was offside and the goal was ruled out.",
            "sequence",
            ["Ravi Anand", "shot"],
        ),
        (  # an aside naming another player between the striker's name and the role word
            "en",
            "It dropped for Liam Cole, who had been standing a yard offside when Joe Watt"
            " crossed, and the striker volleyed it past the goalkeeper. The goal stood.",
            "sequence",
            ["Liam Cole", "shot"],
        ),
        (  # a defender's word: the one named as a defender, not the attacker named after
            "en",
            "Kyle Dunn crossed from the left, and Leeds centre-back Sam Pike stretched for it."
            " The defender sliced his clearance straight to Jack Moss, who scored from a yard"
            " offside.",
            "sequence",
            ["Sam Pike", "clearance"],
        ),
        (
            "de",
            "Nach einem Pass von Lukas Brandt schob Felix Roth zum 1:0 ein. Doch der Joker"
            " hatte knapp im Abseits gestanden, der Treffer wurde aberkannt.",
            "positions",
            ["Felix Roth", "offside"],
        ),
        (
            "de",
            "Nach einer Flanke von Max Kern köpfte Timo Lenz ein. Der Joker stand jedoch knapp"
            " im Abseits, der Treffer zählte nicht.",
            "positions",
            ["Timo Lenz", "offside"],
        ),
        (
            "es",
            "Tras un centro de Pablo Ríos, Diego Lara remató de cabeza. El VAR determinó que el"
            " delantero estaba en fuera de juego.",
            "positions",
            ["Diego Lara", "offside"],
        ),
        (
            "es",
            "El pase de Marta Gil le llegó a Irene Soto, y la delantera definió ante la"
            " portera. El VAR anuló el gol por fuera de juego.",
            "sequence",
            ["Irene Soto", "shot"],
        ),
        (
            "es",
            "En el minuto 70 entró Hugo Vera. El suplente empujó el balón a la red, pero el VAR"
            " anuló el gol por fuera de juego.",
            "sequence",
            ["Hugo Vera", "shot"],
        ),
    ],
)
def test_role_word_is_the_player_just_named(
    language: str, text: str, field: str, expected: list[str]
) -> None:
    assert expected in _drafted(text, language)[field]


@pytest.mark.parametrize(
    ("language", "text", "field", "absent"),
    [
        (  # guard (passes on main): no player named, no player made of the role word
            "en",
            "The striker was offside, and the goal was ruled out by the VAR.",
            "players",
            ["the striker"],
        ),
        (  # guard (passes on main): an attacker's word never stands for a defender
            "en",
            "Tom Birch crossed and left-back Ian Lowe headed it away. The striker was offside,"
            " said the VAR.",
            "positions",
            ["Ian Lowe", "offside"],
        ),
        (  # guard (passes on main): two attackers named just before, the striker is neither
            "en",
            "Tom Birch crossed and Ben Cole headed in. The striker was offside, said the VAR.",
            "positions",
            ["Ben Cole", "offside"],
        ),
        (  # guard (passes on main): two players named, "the captain" is neither
            "en",
            "Ben Cole played the ball to Sam Webb. The captain was offside, and the goal was"
            " ruled out.",
            "positions",
            ["Sam Webb", "offside"],
        ),
        (  # guard (passes on main): "le gardien" is the keeper, not the scorer just named
            "fr",
            "Théo Blanc a marqué d'une frappe croisée. Le gardien n'a rien pu faire, mais la VAR"
            " a signalé un hors-jeu de Blanc.",
            "sequence",
            ["Théo Blanc", "save"],
        ),
    ],
)
def test_role_word_names_nobody(language: str, text: str, field: str, absent: list[str]) -> None:
    drafted = _drafted(text, language)
    assert absent not in drafted[field]
    assert len(drafted["players"]) <= 2
