"""A text without blank lines cut into the units its incidents are told in
(drafting.entries.units): a round-up's match headings and a thread's numbered posts open
units of their own, a wrapped line does not; written for the tests, invented names."""

from __future__ import annotations

import pytest

from drafting.entries import units

ROUND_UP_DE = (
    "Der 7. Spieltag der Regionalliga im Überblick: viel Aufregung am Rand des Platzes\n"
    "Blau-Weiß Talheim 2:1 SV Ostdorf\n"
    "Talheim lag lange hinten, ehe Mira Falk nach einem Steilpass einschob. Die Gäste "
    "forderten Abseits, doch die Fahne blieb unten.\n"
    "FC Nordtal 0:1 TuS Bergheim\n"
    "In Nordtal pfiff die Schiedsrichterin ein Tor von Ida Kern wegen Abseits ab.\n"
    "Außerdem\n"
    "Der Tabellenführer gewann 3:0."
)

QUOTED_DE = (
    "Rot-Weiß Lindau – SC Hafen 1:1\n"
    "Lena Moor traf zum 1:1, die Fahne blieb unten. Die Trainerin sagte: „Das war klar.“\n"
    "Eintracht Wald – FC Ried 2:0\n"
    "Ein Tor von Pia Stern wurde wegen Abseits aberkannt."
)

THREAD_ES = (
    "Hilo: los dos goles anulados del derbi de ayer entre Unión y Atlético. Vamos. 1/3\n"
    "Minuto 20. Iker Sosa centra y Leo Paz la mete, pero estaba adelantado. 2/3\n"
    "Minuto 70. Otro gol anulado, ahora a Gil Mora, por fuera de juego. 3/3"
)

THREAD_FR = (
    "Fil : les deux buts refusés d'hier soir, Brest – Metz. On reprend. (1/3)\n"
    "20e minute. Hugo Lenoir marque, mais il était hors-jeu. (2/3)\n"
    "70e minute. Nouveau but refusé pour Metz, Paul Rey était hors-jeu. (3/3)"
)

WRAPPED_EN = (
    "Hull and Leeds drew 1-1 in the Championship on Saturday after a goal\n"
    "by Tom Baxter was ruled out for offside in the 71st minute, when the\n"
    "linesman raised his flag as the ball went in."
)


@pytest.mark.parametrize(
    ("text", "openings"),
    [
        (
            ROUND_UP_DE,
            ["Der 7. Spieltag", "Blau-Weiß Talheim 2:1", "FC Nordtal 0:1", "Außerdem"],
        ),
        (QUOTED_DE, ["Rot-Weiß Lindau", "Eintracht Wald"]),
        (THREAD_ES, ["Hilo:", "Minuto 20.", "Minuto 70."]),
        (THREAD_FR, ["Fil :", "20e minute.", "70e minute."]),
    ],
)
def test_headings_and_posts_open_units(text: str, openings: list[str]) -> None:
    cut = units(text)
    assert [
        text[a:b].lstrip().split("\n")[0][: len(o)]
        for (a, b), o in zip(cut, openings, strict=False)
    ] == openings
    assert len(cut) == len(openings)


def test_a_wrapped_paragraph_is_cut_into_its_sentences_only() -> None:
    cut = units(WRAPPED_EN)
    assert len(cut) == 1


def test_a_live_blogs_dateline_stays_with_its_headline() -> None:
    text = (
        "LIVE | Premier League, matchday 26 of the season: Fulham v Brentford\n"
        "Saturday 21 February, 3pm, Craven Cottage\n"
        "12 min: Fulham have started brightly.\n"
        "30 min: Goal ruled out! Ivo Lund was offside."
    )
    cut = units(text)
    assert [text[a:b].split("\n")[0][:6] for a, b in cut] == ["LIVE |", "12 min", "30 min"]
