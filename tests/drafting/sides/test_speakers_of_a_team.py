"""Session 47: the attacking and the defending side (drafting/sides.py and its modules)."""

from __future__ import annotations

import pytest
from drafted_views import viewed


def _sides(text: str, language: str) -> tuple[object, object]:
    v = viewed(text, language)
    return v.get("attacking_team"), v.get("defending_team")


# A speaker whose team the text gives, in the first person: "they robbed us of a goal"
# (his team attacked), "their goal was offside" (his team defended).
SPEAKER_SIDES = [
    (
        "en",
        "Hull City 1-0 Stoke City. Stoke City manager Dale Pritchard was furious after "
        "the match: 'They robbed us of a perfectly good goal, nobody in the ground saw it.'",
        ("Stoke City", "Hull City"),
    ),
    (
        "en",
        "Hull City 1-0 Stoke City. Stoke City manager Dale Pritchard was furious after "
        "the match: 'Their goal was clearly offside, nobody in the ground saw it.'",
        ("Hull City", "Stoke City"),
    ),
    (
        "fr",
        "Angers 1-0 Le Havre. L'entraîneur du Havre, Rémi Ballanger, était furieux après la "
        "rencontre : « On nous a volé un but, tout le stade l'a vu. »",
        ("Le Havre AC", "Angers SCO"),
    ),
    (
        "fr",
        "Angers 1-0 Le Havre. L'entraîneur du Havre, Rémi Ballanger, était furieux après la "
        "rencontre : « Ils nous ont marqué un but hors-jeu, tout le stade l'a vu. »",
        ("Angers SCO", "Le Havre AC"),
    ),
    (
        "de",
        "Heidenheim - Bochum 1:0. In der 80. Minute nahm Schiedsrichter Tobias Krell ein Tor "
        "wegen Abseits zurück. Bochums Trainer Jens Maurer war nach dem Spiel bedient: "
        "„Man hat uns ein reguläres Tor geklaut, das hat jeder gesehen.“",
        ("VfL Bochum", "1. FC Heidenheim"),
    ),
    (
        "de",
        "Heidenheim - Bochum 1:0. In der 80. Minute nahm Schiedsrichter Tobias Krell ein Tor "
        "wegen Abseits zurück. Bochums Trainer Jens Maurer war nach dem Spiel bedient: "
        "„Wir kassieren ein Abseitstor, das hat jeder gesehen.“",
        ("1. FC Heidenheim", "VfL Bochum"),
    ),
]


@pytest.mark.parametrize(("language", "text", "sides"), SPEAKER_SIDES)
def test_a_speaker_of_a_known_team_in_the_first_person_gives_the_sides(
    language: str, text: str, sides: tuple[str, str]
) -> None:
    assert _sides(text, language) == sides


def test_a_speaker_in_the_present_tense_gives_his_team_the_attack() -> None:
    # "nos quita un gol": the present tense, as the past "nos quitó un gol" (es)
    text = (
        "Celta 1-0 Osasuna. En el minuto 70, el árbitro Raúl Menéndez pitó fuera de juego "
        "antes de que el balón entrara. El técnico de Osasuna, Mikel Arrieta, protestó: "
        "«El árbitro pita antes de tiempo y nos quita un gol legal.»"
    )
    assert _sides(text, "es") == ("Osasuna", "Celta de Vigo")


# A result told with the losing side's possessive ("la derrota de su equipo ante el
# Getafe") is no side of the incident: the team after "ante" did not defend for it (es);
# the text saying nothing else of the sides, none is drafted.
def test_a_result_with_the_losers_possessive_is_no_side() -> None:
    text = (
        "El técnico del Girona, Pau Ribes, habló tras la derrota de su equipo ante el Getafe, "
        "decidida por un gol en el minuto 75. Enric Solà batió al portero con un disparo raso, "
        "y el VAR revisó un posible fuera de juego antes de confirmar el gol."
    )
    assert _sides(text, "es") == (None, None)


# National clubs the French table lacked: a scoreline with them gives the venue.
CLUBS = [
    (
        "FC Rouen 1899 1-0 SM Caen. À la 80e minute, Karim Lestrade a poussé le ballon au fond "
        "des filets, mais l'assistant a levé son drapeau pour hors-jeu et le but a été refusé.",
        ("FC Rouen 1899", "SM Caen"),
    ),
    (
        "Valenciennes 0-0 Concarneau. À la 80e minute, Karim Lestrade a poussé le ballon au "
        "fond des filets, mais l'assistant a levé son drapeau pour hors-jeu et le but a été "
        "refusé.",
        ("Valenciennes FC", "US Concarneau"),
    ),
]


@pytest.mark.parametrize(("text", "venue"), CLUBS)
def test_a_scoreline_of_national_clubs_gives_the_venue(text: str, venue: tuple[str, str]) -> None:
    v = viewed(text, "fr")
    assert (v.get("home"), v.get("away")) == venue


def test_a_scoreline_before_ante_is_a_result_not_a_side() -> None:
    # "el 1-1 ante el Sevilla" is the result: the keeper named gives the defending side (es)
    text = (
        "El técnico del Betis habló tras el 1-1 ante el Sevilla, con un gol anulado en el "
        "minuto 80. Iván Ruiz empujó el balón ante el portero del Betis, Javi Lara, pero el "
        "asistente levantó la bandera por fuera de juego."
    )
    assert _sides(text, "es") == ("Sevilla", "Real Betis")
