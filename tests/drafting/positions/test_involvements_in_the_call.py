"""The involvement given as the reason of the offside call ("ruled offside for blocking the
keeper's view", "fuera de juego de X por tapar la visión", "hors-jeu de X pour avoir masqué
la vue du gardien", "Abseits von X wegen Sichtbehinderung"), and the Spanish bare object of
"tapar" ("X tapa a la portera Y"). Sentences of our own; each case failed before the rule
unless marked a guard (patterns.yaml involvements)."""

import pytest

import drafting

VIEW = "obstructed_line_of_vision"
CHALLENGED = "challenged_opponent"

CASES = [
    (
        "en",
        "Dario Venn turned in the rebound, but the goal was chalked off after a review: Kai "
        "Morrow was ruled offside for blocking the goalkeeper's view.",
        "Kai Morrow",
        VIEW,
    ),
    (
        "en",
        "Dario Venn scored from the edge of the box. The referee went to the screen and gave "
        "offside against Kai Morrow for obstructing the line of sight of keeper Tom Hale.",
        "Kai Morrow",
        VIEW,
    ),
    (
        "en",
        "Dario Venn headed in from the corner, but Kai Morrow was penalised for offside for "
        "challenging defender Luis Parra.",
        "Kai Morrow",
        CHALLENGED,
    ),
    (
        "es",
        "Marcos Leal marcó desde la frontal, pero el árbitro acudió al monitor y señaló fuera "
        "de juego de Rubén Olmo por tapar la visión del portero.",
        "Rubén Olmo",
        VIEW,
    ),
    (
        "es",
        "Marcos Leal marcó de cabeza, pero el gol quedó anulado por fuera de juego de Rubén "
        "Olmo, al entender el árbitro que había tapado la visión al guardameta Iván Sala.",
        "Rubén Olmo",
        VIEW,
    ),
    (
        "es",
        "Marcos Leal dispara desde lejos. La repetición muestra que Rubén Olmo, en fuera de "
        "juego, tapa al portero Iván Sala en el momento del disparo.",
        "Rubén Olmo",
        VIEW,
    ),
    (
        "fr",
        "Marc Dolet a trompé le gardien d'une frappe lointaine, mais l'arbitre a sifflé un "
        "hors-jeu de Hugo Ferrand pour avoir masqué la vue du gardien Paul Ory.",
        "Hugo Ferrand",
        VIEW,
    ),
    (
        "fr",
        "Marc Dolet a marqué de la tête, mais Hugo Ferrand a été signalé hors-jeu pour avoir "
        "gêné la vision du portier.",
        "Hugo Ferrand",
        VIEW,
    ),
    (
        "de",
        "Marc Dolezal traf aus der Distanz, doch der Schiedsrichter entschied nach Ansicht "
        "der Bilder auf Abseits von Jan Fendrich wegen Sichtbehinderung.",
        "Jan Fendrich",
        VIEW,
    ),
    (
        "de",
        "Marc Dolezal traf aus der Distanz, doch das Tor wurde wegen einer Sichtbehinderung "
        "durch Jan Fendrich aberkannt, der im Abseits gestanden hatte.",
        "Jan Fendrich",
        VIEW,
    ),
]

# Guards: the scorer of the goal the reason cancels is no one's involvement; nobody covered.
GUARDS = [
    (
        "de",
        "Das Tor von Marc Dolezal wurde wegen Sichtbehinderung aberkannt.",
        "Marc Dolezal",
    ),
    (
        "es",
        "El gol de Marcos Leal fue anulado por fuera de juego. «Rubén Olmo no tapa a nadie», "
        "dijo su entrenador.",
        "Rubén Olmo",
    ),
    (
        "en",
        "The goal of Dario Venn was ruled out for offside for blocking the keeper's view.",
        "Dario Venn",
    ),
]


def _kinds(language: str, text: str) -> dict[str, str]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[v["player"]]: v["kind"] for v in d.incident.get("involvements", [])}


@pytest.mark.parametrize(("language", "text", "player", "kind"), CASES)
def test_involvement_in_the_call(language: str, text: str, player: str, kind: str) -> None:
    assert _kinds(language, text).get(player) == kind


@pytest.mark.parametrize(("language", "text", "player"), GUARDS)
def test_no_involvement_of_the_scorer(language: str, text: str, player: str) -> None:
    assert player not in _kinds(language, text)
