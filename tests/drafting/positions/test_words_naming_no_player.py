"""Players (issue 32, session 46): words taken for a person that name none. A name in the
German genitive followed by the noun it owns ("Brandts Lauf") is that person, not a person
"Brandts Lauf"; a "Feldspieler" of a side is a role word, never a name. Reports in our own
words."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


def _players(text: str, language: str) -> list[str]:
    return [p["name"] for p in view(drafting.draft(text, language=language))["players"]]


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        (
            "Mainz gegen Augsburg, 58. Minute: Ein langer Ball fliegt in Richtung Felix "
            "Brandt, der klar im Abseits steht. Augsburgs Verteidiger Paul Sommer will "
            "klären, köpft den Ball aber genau in Brandts Lauf. Der Mainzer Stürmer nimmt an und "
            "trifft zum 1:0. Der VAR wertet Sommers Kopfball als kontrolliertes Spiel, das Tor "
            "zählt.\n",
            "Brandts Lauf",
        ),
        (
            "Im Spiel Bochum gegen Kiel zählte das Tor von Leon Vogt nicht. Vogt stand beim "
            "Pass von Marco Lenz im Abseits. Vogts Bewegung ging klar zum Ball, er griff "
            "also ins Spiel ein, so der VAR.\n",
            "Vogts Bewegung",
        ),
    ],
)
def test_a_genitive_name_and_its_noun_are_no_person(text: str, owned: str) -> None:
    names = _players(text, "de")
    assert owned not in names
    assert owned.split("s ")[0] in " ".join(names)


def test_a_field_player_of_a_side_is_no_name() -> None:
    text = (
        "Mainz gegen Augsburg, 70. Minute: Jonas Keller trifft nach einer Flanke von Tim "
        "Roth. Der VAR prüft lange: Keller stand gleichauf mit dem letzten Augsburger "
        "Feldspieler, der Treffer zählt.\n"
    )
    names = _players(text, "de")
    assert not any("Feldspieler" in n for n in names)
    assert "Jonas Keller" in names


@pytest.mark.parametrize(
    ("text", "town", "player"),
    [
        # guard (passes on main): a side by its town in a fan's words
        (
            "Íbamos 2-2 y los de Lorca ya habían empatado. En el 88, Hugo Sarrión colgó un "
            "balón largo, Dani Ferrús remató a la red, pero estaba en fuera de juego y el "
            "árbitro anuló el gol.\n",
            "Lorca",
            "Dani Ferrús",
        ),
        (
            "Iker Goenaga, delantero de Bermeo que juega su tercera temporada en el club, "
            "remató de cabeza a la red en el 90, pero el VAR anuló el gol por fuera de juego "
            "de Goenaga.\n",
            "Bermeo",
            "Iker Goenaga",
        ),
        (
            "Pablo Ríos centró y Tomás Ledesma, máximo goleador del equipo de Quilmes, "
            "cabeceó a la red, pero el asistente levantó la bandera por fuera de juego.\n",
            "Quilmes",
            "Tomás Ledesma",
        ),
    ],
)
def test_a_town_after_its_side_or_a_role_is_no_player(text: str, town: str, player: str) -> None:
    names = _players(text, "es")
    assert town not in names
    assert player in names


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "À la 70e minute, Hugo Lemaire a poussé le ballon au fond après une passe de "
            "Jules Carré. Restait le contrôle de la VAR, qui a duré deux minutes : au départ "
            "de la passe, Lemaire était hors-jeu de quelques centimètres. But annulé.\n",
            "Restait",
        ),
        # guard (passes on main): a noun opening a sentence
        (
            "À la 70e minute, Hugo Lemaire a poussé le ballon au fond après une passe de "
            "Jules Carré. Explosion de joie dans le stade, puis la VAR a signalé un hors-jeu "
            "de Lemaire et le but a été annulé.\n",
            "Explosion",
        ),
    ],
)
def test_a_verb_or_a_noun_opening_a_french_sentence_is_no_player(text: str, word: str) -> None:
    names = _players(text, "fr")
    assert word not in names
    assert "Hugo Lemaire" in names


def test_a_label_before_a_colon_is_no_player() -> None:
    text = (
        "1/4 Lots of questions about the Hearts equaliser yesterday. Why did it stand when "
        "Callum Doig was well offside? Short version: his offside position no longer "
        "mattered.\n\n2/4 Ross Kerr plays a long ball forward and Doig is two yards beyond "
        "the back line. Aberdeen defender Liam Tait heads it backwards into his path, and "
        "Doig slots it past keeper Sam Reid. Goal given.\n"
    )
    names = _players(text, "en")
    assert "Short" not in names
    assert "Callum Doig" in names


def test_a_speaker_before_a_colon_stays_a_person() -> None:
    # guard (passes on main): "Kerr said:" is a name and a verb, no label
    text = (
        "Doig was offside when the ball was played. Kerr said: “He was never "
        "interfering.” Tait headed it back and Doig scored past keeper Sam Reid.\n"
    )
    assert "Tait" in _players(text, "en")


def test_a_town_in_the_genitive_before_a_full_name_keeps_the_name() -> None:
    # guard (passes on main): "Bochums Dennis Kraft" is Kraft of Bochum, not "Bochums"
    text = (
        "Bochum gegen Kiel, 70. Minute: Bochums Dennis Kraft flankte von rechts, Timo "
        "Esser köpfte ein. Esser stand aber im Abseits, der Treffer zählte nicht.\n"
    )
    assert "Dennis Kraft" in _players(text, "de")
