"""Touches and the start of the move told in shapes session 50 read (issue 32): the
scorer told by beating the goalkeeper in German ("überwand Torhüter X", "schob ihr den
Ball durch die Beine") and Spanish with a clitic for the keeper ("lo batió por bajo"), a
Spanish header told by its way in ("la metió de cabeza"), and a Spanish restart told by
the verb that takes it ("sacó de banda", "sacó de esquina") or as a "libre directo".
Each case drafts sentences written for it, with names of its own: the touches in order
(player, action, direction) and the start drafted."""

from __future__ import annotations

import pytest

import drafting
from tests.drafting.drafted_views import Told, told_touches


def _start(text: str, language: str) -> str | None:
    start = drafting.draft(text, language=language).incident.get("start") or {}
    return start.get("kind")


# --- the scorer told by beating the goalkeeper ------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "In der 70. Minute spielt Jonas Albers einen Steilpass, Timo Brecht lief allein "
            "auf das Tor zu und überwand Torhüter Paul Lind mit einem Flachschuss. Doch "
            "Brecht stand im Abseits.",
            "de",
            [("Jonas Albers", "pass", "forwards"), ("Timo Brecht", "shot", None)],
        ),
        (
            "Nach einer Stunde flankte Ole Wendt in den Strafraum, und Kai Brenner bezwang "
            "den gegnerischen Torwart aus kurzer Distanz. Der Treffer zählte wegen Abseits "
            "nicht.",
            "de",
            [("Ole Wendt", "cross", None), ("Kai Brenner", "shot", None)],
        ),
        (
            "In der 70. Minute spielt Jonas Albers einen Steilpass, Timo Brecht läuft allein "
            "auf Torhüter Paul Lind zu und schiebt ihm den Ball durch die Beine. Doch Brecht "
            "stand im Abseits.",
            "de",
            [("Jonas Albers", "pass", "forwards"), ("Timo Brecht", "shot", None)],
        ),
        (
            "En el minuto 70, Jaime Ortiz centró desde la derecha y Raúl Mena lo batió por "
            "bajo. El gol fue anulado por fuera de juego.",
            "es",
            [("Jaime Ortiz", "cross", None), ("Raúl Mena", "shot", None)],
        ),
        (
            "A la media hora, Pedro Lagos puso un pase al hueco y Andrés Vela, solo ante el "
            "portero, la batió con la zurda. El VAR anuló el gol por fuera de juego.",
            "es",
            [("Pedro Lagos", "pass", "forwards"), ("Andrés Vela", "shot", None)],
        ),
        (
            # a guard: the keeper named after the verb was read on main already
            "En el minuto 70, Jaime Ortiz centró desde la derecha y Raúl Mena batió al "
            "portero Iván Soler. El gol fue anulado por fuera de juego.",
            "es",
            [("Jaime Ortiz", "cross", None), ("Raúl Mena", "shot", None)],
        ),
    ],
)
def test_the_scorer_told_by_beating_the_goalkeeper(
    text: str, language: str, expected: list[Told]
) -> None:
    assert told_touches(text, language) == expected


# --- a Spanish header told by its way in -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "En el minuto 70, Jaime Ortiz centró desde la derecha y Raúl Mena la metió de "
        "cabeza junto al palo. El gol fue anulado por fuera de juego.",
        "En el minuto 70, Jaime Ortiz centró desde la derecha y Raúl Mena metió el balón de "
        "cabeza en la escuadra. El gol fue anulado por fuera de juego.",
    ],
)
def test_a_header_told_by_its_way_in(text: str) -> None:
    assert told_touches(text, "es") == [
        ("Jaime Ortiz", "cross", None),
        ("Raúl Mena", "header", None),
    ]


# --- a Spanish restart told by the verb that takes it, or as a "libre directo" ------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "En el minuto 38, Andrés Lario sacó de banda en largo hacia el área, Hugo Ramos "
            "peinó el balón y Samu Prieto remató a la red. El VAR anuló el gol.",
            "throw_in",
        ),
        (
            "En el minuto 38, Andrés Lario saca de esquina, Hugo Ramos peina el balón y Samu "
            "Prieto remata a la red. El VAR anuló el gol.",
            "corner_kick",
        ),
        (
            "En el minuto 71, Carla Soto empujó a la red un balón suelto tras un libre directo "
            "que Irene Pons colgó al área. El VAR anuló el gol.",
            "free_kick",
        ),
    ],
)
def test_a_spanish_restart_told_by_its_verb(text: str, expected: str) -> None:
    assert _start(text, "es") == expected


# --- the way a pass went, told by a word of its own or inside the rule's words ------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "In der 70. Minute spielt Jonas Albers den Ball aus der eigenen Hälfte steil auf "
            "Timo Brecht, und Brecht schiebt ein. Doch Brecht stand im Abseits.",
            "de",
            [("Jonas Albers", "pass", "forwards"), ("Timo Brecht", "shot", None)],
        ),
        (
            "In der 70. Minute schlug Torhüter Jonas Albers einen Abstoß weit in die "
            "gegnerische Hälfte, und Timo Brecht schob ein. Doch Brecht stand im Abseits.",
            "de",
            [("Jonas Albers", "pass", "forwards"), ("Timo Brecht", "shot", None)],
        ),
        (
            "En el minuto 70, Jaime Ortiz metió un pase profundo para Raúl Mena, que definió "
            "cruzado. El gol fue anulado por fuera de juego.",
            "es",
            [("Jaime Ortiz", "pass", "forwards"), ("Raúl Mena", "shot", None)],
        ),
        (
            "À la 70e minute, Jules Martin remet en retrait pour Hugo Petit, qui frappe au "
            "fond. Le but est refusé pour hors-jeu.",
            "fr",
            [("Jules Martin", "pass", "backwards"), ("Hugo Petit", "shot", None)],
        ),
    ],
)
def test_the_way_a_pass_went(text: str, language: str, expected: list[Told]) -> None:
    assert told_touches(text, language) == expected


# --- a French header told by the way it was placed, or by a perfect of "surgir" ------------


@pytest.mark.parametrize(
    "text",
    [
        "À la 70e minute, Jules Martin centre de la gauche, Hugo Petit s'élève plus haut que "
        "tout le monde et croise sa tête. Le but est refusé pour hors-jeu.",
        "À la 70e minute, sur un centre de Jules Martin, Hugo Petit, l'avant-centre lyonnais, "
        "avait surgi de la tête pour battre le gardien adverse. Le but est refusé pour "
        "hors-jeu.",
    ],
)
def test_a_french_header_told_by_its_way(text: str) -> None:
    assert told_touches(text, "fr") == [
        ("Jules Martin", "cross", None),
        ("Hugo Petit", "header", None),
    ]


# --- a German ball played through, the verb before its subject or its particle apart ------


@pytest.mark.parametrize(
    "text",
    [
        "In der 70. Minute steckt Jonas Albers den Ball durch auf Timo Brecht, und Brecht "
        "schiebt ein. Doch Brecht stand im Abseits.",
        "In der 70. Minute erobert Jonas Albers im Mittelfeld den Ball und steckt ihn "
        "perfekt durch auf Timo Brecht, und Brecht schiebt ein. Doch Brecht stand im Abseits.",
    ],
)
def test_a_german_ball_played_through(text: str) -> None:
    assert told_touches(text, "de") == [
        ("Jonas Albers", "pass", "forwards"),
        ("Timo Brecht", "shot", None),
    ]
