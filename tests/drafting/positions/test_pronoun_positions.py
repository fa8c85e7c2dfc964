"""Session 50: a position told of a pronoun that opens its sentence after one naming
several players ("He was a yard offside", "Il était hors-jeu", "Er stand aber im Abseits"):
the pronoun is the player of that sentence whose touch the move tells last, the one a
team-mate's ball reached (drafting.facts.pronoun_stated, drafting.cast); a particle after
the German verb ("stand aber im Abseits"); a German demonstrative subject ("Der hatte im
Abseits gestanden"), the player named last before it; "hinter" a named opponent, onside.
Sentences of our own; each case failed on main (guards marked)."""

import pytest

import drafting

PRONOUN = [
    (
        "en",
        "Arsenal beat Chelsea 2-1 on Saturday. Tom Varga whipped a cross towards Ned Olsson, "
        "who glanced it in. He was half a yard offside and the goal was chalked off.",
        "Ned Olsson",
    ),
    (
        "en",
        "Arsenal beat Chelsea 2-1 on Saturday. Ned Olsson slotted home after a through ball "
        "from Tom Varga. But he had strayed offside and the goal did not stand.",
        "Ned Olsson",
    ),
    (
        "fr",
        "Le PSG a battu Lyon 2-1 samedi. Tom Varga adresse un centre pour Ned Olsson, qui "
        "reprend de la tête. Il était hors-jeu d'un demi-mètre et le but a été refusé.",
        "Ned Olsson",
    ),
    (
        "fr",
        "Le PSG a battu Lyon 2-1 samedi. Ned Olsson conclut d'une frappe sur une passe de Tom "
        "Varga. Mais il se trouvait hors-jeu et le but a été annulé.",
        "Ned Olsson",
    ),
    (
        "de",
        "Bayern schlug Dortmund 2:1 am Samstag. Tom Varga spielte einen Pass auf Ned Olsson, "
        "der zum 1:0 traf. Er stand aber knapp im Abseits, der Treffer zählte nicht.",
        "Ned Olsson",
    ),
    (
        "de",
        "Bayern schlug Dortmund 2:1 am Samstag. Ned Olsson köpfte nach einer Flanke von Tom "
        "Varga ein. Er hatte beim Zuspiel im Abseits gestanden.",
        "Ned Olsson",
    ),
    (
        "de",
        "Bayern schlug Dortmund 2:1 am Samstag. Tom Varga flankte und Ned Olsson köpfte ein. "
        "Olsson stand aber klar im Abseits, das Tor wurde aberkannt.",
        "Ned Olsson",
    ),
    # a demonstrative subject: the player named last before it
    (
        "de",
        "Bayern schlug Dortmund 2:1 am Samstag. Tom Varga zieht ab, Ali Dunn blockt, und der "
        "Ball prallt zu Ned Olsson, und der steht im Abseits. Olsson schiebt zum 1:0 ein.",
        "Ned Olsson",
    ),
    (
        "de",
        "Bayern schlug Dortmund 2:1 am Samstag. Tom Varga flankte, und Ned Olsson nahm den Ball "
        "an und traf. Der hatte beim Zuspiel aber im Abseits gestanden.",
        "Ned Olsson",
    ),
]


def _where(language: str, text: str) -> dict[str, str | None]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[p["player"]]: p["where"].get("second_last") for p in d.incident["positions"]}


@pytest.mark.parametrize(("language", "text", "player"), PRONOUN)
def test_pronoun_offside(language: str, text: str, player: str) -> None:
    d = drafting.draft(text, language=language)
    assert d.incident.get("positions"), "no position drafted"
    assert _where(language, text) == {player: "ahead"}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # a supposition is no statement of his position
        (
            "en",
            "Arsenal beat Chelsea 2-1 on Saturday. Tom Varga whipped a cross towards Ned "
            "Olsson, who glanced it in. If he had been offside, the goal would not have "
            "stood.",
        ),
        # the pronoun's own sentence names a player before it: the reading's, not ours
        (
            "en",
            "Arsenal beat Chelsea 2-1 on Saturday. Tom Varga whipped a cross towards Ned "
            "Olsson, who glanced it in. Replays showed Varga was behind the ball, and he "
            "was never offside.",
        ),
    ],
)
def test_no_pronoun_position(language: str, text: str) -> None:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    told = {names[p["player"]] for p in d.incident.get("positions", [])}
    assert "Ned Olsson" not in told


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # behind a named opponent is onside; the writer's conclusion after it too
        ("Olsson stand beim Zuspiel knapp hinter Ali Dunn.", "behind"),
        (
            "Olsson stand beim Pass klar hinter Dortmunds Verteidiger Ali Dunn, also nicht im "
            "Abseits.",
            "behind",
        ),
        ("Olsson stand beim Zuspiel knapp hinter Ali Dunn und damit nicht im Abseits.", "behind"),
        # guard (passes on main too): ahead of him is offside
        ("Olsson stand beim Zuspiel knapp vor Ali Dunn.", "ahead"),
    ],
)
def test_behind_a_named_opponent(text: str, where: str) -> None:
    opening = "Bayern schlug Dortmund 2:1 am Samstag. Tom Varga spielte den Pass, Ned Olsson traf. "
    assert _where("de", opening + text) == {"Ned Olsson": where}
