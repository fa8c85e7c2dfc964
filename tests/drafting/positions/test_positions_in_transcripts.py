"""Positions in a broadcast's transcript ("GUEST NAME: He was a yard beyond the last man"):
a named guest's words on the line of his label are his claim, never the writer's position
(the gold's convention: a position is what the writer states, not what a quoted person
says; drafting.turns.guest_says). The host, who speaks first, tells the story as a writer
would, and a line after the guest's (an editor's note) is the writer's again. Transcripts of
our own; each case failed before the rule unless marked a guard."""

import pytest

from tests.drafting.drafted_views import viewed

_EN = (
    "Transcript: The Back Post podcast, with Dana Pryor and the former defender Colm Rafferty.\n"
    "DANA PRYOR: Saturday, Harlow Town against Bexley Rovers, one each, and in the 80th "
    "minute Harlow think they have won it. Evan Marsh crosses from the right and Joel "
    "Cutler heads it in, but the flag goes up and the goal is ruled out.\n"
    "COLM RAFFERTY: Right call. {guest}\n"
    "DANA PRYOR: So the score stays one each.\n"
    "COLM RAFFERTY: It does, Dana.\n"
)
_FR = (
    "Transcription : « Le Poteau rentrant », avec Lise Garnier et l'ancien arbitre "
    "Pascal Mourey.\n"
    "LISE GARNIER : Samedi, Rodez contre Niort, 1-1, et à la 80e minute Hugo Berthier "
    "centre de la droite, Malik Sarr reprend de la tête et marque, mais le drapeau se lève "
    "et le but est refusé.\n"
    "PASCAL MOUREY : Bonne décision. {guest}\n"
    "LISE GARNIER : Le score reste donc de 1-1.\n"
    "PASCAL MOUREY : Exactement, Lise.\n"
)
_DE = (
    "Abschrift: Podcast „Die Torlinie“ mit Jana Vogt und dem früheren Schiedsrichter "
    "Bernd Kessler.\n"
    "JANA VOGT: Samstag, Rostock gegen Aue, 1:1, und in der 80. Minute flankt Lukas "
    "Brenner von rechts, Timo Weidlich köpft ein, aber die Fahne geht hoch und das Tor "
    "zählt nicht.\n"
    "BERND KESSLER: Richtige Entscheidung. {guest}\n"
    "JANA VOGT: Es bleibt also beim 1:1.\n"
    "BERND KESSLER: So ist es, Jana.\n"
)
_ES = (
    "Transcripción: pódcast «El Larguero Bajo», con Irene Montoya y el exárbitro "
    "Julián Cebrián.\n"
    "IRENE MONTOYA: El sábado, Lugo contra Ferrol, 1-1, y en el minuto 80 Pablo Lastra "
    "centra desde la derecha, Raúl Ojeda remata de cabeza y marca, pero la bandera sube y "
    "el gol se anula.\n"
    "JULIÁN CEBRIÁN: Bien anulado. {guest}\n"
    "IRENE MONTOYA: Así que sigue el 1-1.\n"
    "JULIÁN CEBRIÁN: Así es, Irene.\n"
)


@pytest.mark.parametrize(
    ("language", "frame", "words"),
    [
        ("en", _EN, "Joel Cutler was a yard offside when Evan Marsh crossed it."),
        ("fr", _FR, "Malik Sarr était en position de hors-jeu au moment du centre."),
        ("de", _DE, "Timo Weidlich stand beim Flankenball von Brenner im Abseits."),
        ("es", _ES, "Raúl Ojeda estaba en fuera de juego en el centro de Lastra."),
    ],
)
def test_a_guests_position_is_his_claim(language: str, frame: str, words: str) -> None:
    assert viewed(frame.format(guest=words), language)["positions"] == []


@pytest.mark.parametrize(
    ("language", "frame", "note", "player"),
    [
        # guards: the writer's note on a line of its own after the guest's turn
        (
            "en",
            _EN,
            "Editor's note: the replays showed Joel Cutler was offside when Marsh crossed.",
            "Joel Cutler",
        ),
        (
            "es",
            _ES,
            "Nota de la redacción: las imágenes confirmaron que Raúl Ojeda estaba en fuera "
            "de juego en el centro.",
            "Raúl Ojeda",
        ),
    ],
)
def test_a_note_after_the_turn_is_the_writers(
    language: str, frame: str, note: str, player: str
) -> None:
    text = frame.format(guest="No doubt.") + note + "\n"
    assert viewed(text, language)["positions"] == [[player, "offside"]]
