"""Session 46: an offside position told after an aside between dashes (French, German) and
with the verb first after a possessive ("Dort stand sein Mitspieler X im Abseits");
patterns.yaml positions.offside. Sentences of our own; each case failed on main."""

import pytest

import drafting

CASES = [
    (
        "fr",
        "Sam Petrie centre de la droite. Romain Lacaze — qui se trouvait en position de "
        "hors-jeu — laisse passer le ballon, et Ali Dunn marque. Le but a été refusé.",
        "Romain Lacaze",
    ),
    (
        "de",
        "Sam Petrie flankte von rechts. Dort stand sein Mitspieler Jonas Reiter im Abseits. "
        "Ali Dunn traf. Der Treffer wurde wegen Abseits aberkannt.",
        "Jonas Reiter",
    ),
    (
        "de",
        "Sam Petrie flankte von rechts. Unser Stürmer Jonas Reiter steht – das muss man "
        "zugeben – einen Schritt im Abseits. Ali Dunn traf. Der Treffer wurde aberkannt.",
        "Jonas Reiter",
    ),
]


@pytest.mark.parametrize(("language", "text", "player"), CASES)
def test_offside_position(language: str, text: str, player: str) -> None:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    where = {names[p["player"]]: p["where"]["second_last"] for p in d.incident["positions"]}
    assert where.get(player) == "ahead"
