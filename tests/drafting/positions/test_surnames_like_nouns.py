"""A surname that looks like a German noun ("Danner": "dann" and "-er"; "Hartung": "-ung")
named alone after the player's full name is that player, not a common noun: the keeper
whose view an attacker blocked is then drafted with his involvement. A noun of the same
shape that ends no name of the text stays no one."""

import pytest

from tests.drafting.drafted_views import viewed

_SHOT = "Tim Kowalski zieht ab, der Ball schlägt flach ein, Torwart {keeper} rührt sich nicht. "
_OFFSIDE = (
    "Ole Brix stand im Abseits. Der Schiedsrichter nahm das Tor nach Ansicht der Bilder zurück. "
)


@pytest.mark.parametrize(
    ("keeper", "alone"),
    [
        ("Moritz Danner", "Danner"),
        ("Jan Hartung", "Hartung"),
        ("Lukas Weilen", "Weilen"),
    ],
)
def test_a_surname_like_a_noun_names_the_keeper(keeper: str, alone: str) -> None:
    text = _SHOT.format(keeper=keeper) + _OFFSIDE + f"Brix hat {alone} klar die Sicht genommen."
    drafted = viewed(text, "de")
    assert [keeper, "defending"] in [[p["name"], p["team"]] for p in drafted["players"]]
    assert ["Ole Brix", "obstructed_line_of_vision"] in [
        list(x) for x in drafted.get("involvements") or []
    ]


@pytest.mark.parametrize(
    "noun",
    ["Entscheidung", "Mannschaft"],
)
def test_a_noun_that_ends_no_name_stays_no_one(noun: str) -> None:
    text = _SHOT.format(keeper="Moritz Danner") + _OFFSIDE + f"{noun} und Danner sahen es anders."
    names = [p["name"] for p in viewed(text, "de")["players"]]
    assert noun not in names
