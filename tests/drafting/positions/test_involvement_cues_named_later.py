"""An opponent's reaction told in a later sentence that names the player the text put
offside, and no other player put offside there ("Brix stood wide, the keeper had a clear
view"): the involvement it tells is his (drafting.facts.stated._naming). Before his offside
position, or beside another player put offside, it tells nothing of him. Sentences of our
own."""

import pytest

import drafting

SIGHT = "obstructed_line_of_vision"
NONE = "none"

CASES = [
    (
        "de",
        "Tom Kalb zog aus 18 Metern ab und traf. Ole Brix stand dabei im Abseits. Der "
        "Schiedsrichter gab das Tor. Die Gäste protestierten lange. Brix stand seitlich, der "
        "Torwart hatte freie Sicht auf den Schuss.",
        "Ole Brix",
        NONE,
    ),
    (
        "en",
        "Tom Kalb struck a low shot into the corner. Ole Brix was in an offside position. The "
        "referee let the goal stand after a long check. The away bench was furious. Brix was "
        "well wide, and the keeper had a clear view of the shot.",
        "Ole Brix",
        NONE,
    ),
    (
        "fr",
        "Tom Kalb frappe du gauche et marque. Ole Brix était en position de hors-jeu. "
        "L'arbitre valide le but après une longue vérification. Le banc adverse proteste. "
        "Brix était décalé, et le gardien avait une vue dégagée sur la frappe.",
        "Ole Brix",
        NONE,
    ),
    (
        "de",
        "Tom Kalb zog aus 18 Metern ab und traf. Ole Brix stand dabei im Abseits. Der "
        "Schiedsrichter nahm das Tor zurück. Die Gäste protestierten lange. Brix stand "
        "genau davor, der Torwart sah den Ball erst spät.",
        "Ole Brix",
        SIGHT,
    ),
]


def _kinds(language: str, text: str) -> dict[str, str]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[v["player"]]: v["kind"] for v in d.incident.get("involvements", [])}


@pytest.mark.parametrize(("language", "text", "player", "kind"), CASES)
def test_a_later_sentence_naming_him(language: str, text: str, player: str, kind: str) -> None:
    assert _kinds(language, text).get(player) == kind


@pytest.mark.parametrize(
    ("language", "text", "player"),
    [
        (  # guard: the reaction is told before his offside position
            "de",
            "Brix stand seitlich, der Torwart hatte freie Sicht auf den Schuss. Tom Kalb zog "
            "aus 18 Metern ab und traf. Der Schiedsrichter gab das Tor. Die Gäste "
            "protestierten lange. Ole Brix stand dabei im Abseits.",
            "Ole Brix",
        ),
        (  # guard: another player put offside is named in that sentence too
            "en",
            "Tom Kalb struck a low shot into the corner. Ole Brix was in an offside position. "
            "Ivo Senn was in an offside position too. The referee let the goal stand after a "
            "long check. Brix and Senn were wide, and the keeper had a clear view of the shot.",
            "Ole Brix",
        ),
    ],
)
def test_no_reaction_of_his_elsewhere(language: str, text: str, player: str) -> None:
    assert player not in _kinds(language, text)
