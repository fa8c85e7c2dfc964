"""Sides (issue 32, session 44), in sentences of our own, in all four languages: one of a
team the text gives (its coach, a player) saying the attacker was onside makes his team
the attacking side, saying he was offside the defending side; the other team of a
two-team text is the other side."""

from __future__ import annotations

import pytest
from drafted_views import viewed

from drafting.eval.names import same_team

CLAIMED = [
    (
        "fr",
        "Lorient - Bastia (1-1). À la 80e minute, Paul Morel a repris un centre de Hugo "
        "Baron, mais l'assistant a levé son drapeau et le but a été refusé. « Paul est en "
        "jeu, je l'ai revu dix fois », fulminait l'entraîneur bastiais, Denis Orsoni.",
        "SC Bastia",
        "FC Lorient",
    ),
    (
        "es",
        "Tolima 1-0 Pereira. En el minuto 70, Iván Rojas marcó tras un pase de Saúl Pinto y "
        "el gol subió al marcador. Andrés Vela, DT de Pereira, en rueda de prensa: «Rojas "
        "estaba adelantado, lo vio todo el estadio».",
        "Deportes Tolima",
        "Deportivo Pereira",
    ),
    (
        "de",
        "Greuther Fürth – SV Darmstadt 98 2:2. In der 85. Minute köpfte Timo Haas nach einer "
        "Flanke von Ole Brandt ein, doch der Treffer wurde wegen Abseits aberkannt. "
        "Darmstadt-Trainer Lars Vogel sagte: „Timo steht klar auf einer Linie, das war kein "
        "Abseits.“",
        "SV Darmstadt 98",
        "Greuther Fürth",
    ),
    (
        "en",
        "Stoke City 1-0 Hull City. In the 60th minute, Dan Price tapped in Lee Cole's cross "
        'and the goal stood after a check. Hull City manager Ray Dent said: "Price was '
        'offside, everybody in the ground could see it."',
        "Stoke City",
        "Hull City",
    ),
]


@pytest.mark.parametrize(("language", "text", "attacking", "defending"), CLAIMED)
def test_a_team_persons_onside_or_offside_claim_gives_the_sides(
    language: str, text: str, attacking: str, defending: str
) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] is not None and same_team(str(v["attacking_team"]), attacking)
    assert v["defending_team"] is not None and same_team(str(v["defending_team"]), defending)


# --- a player's team word in an apposition: a role of several words, or at the sentence's end --

APPOSED = [
    (
        "fr",
        "Angers - Metz (1-0). À la 64e minute, Hugo Dutour, le milieu de terrain angevin, "
        "a centré et Paul Petit a marqué de la tête. Le but a été validé après vérification "
        "de la VAR.",
        "Angers SCO",
        "FC Metz",
    ),
    (
        "es",
        "Getafe 0-1 Osasuna. En el minuto 64, Luis Prieto disparó y el balón tocó en el "
        "central del Getafe, Marcos Vidal. El gol fue validado tras la revisión del VAR.",
        "Osasuna",
        "Getafe",
    ),
]


@pytest.mark.parametrize(("language", "text", "attacking", "defending"), APPOSED)
def test_a_players_team_word_in_an_apposition_gives_the_sides(
    language: str, text: str, attacking: str, defending: str
) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] is not None and same_team(str(v["attacking_team"]), attacking)
    assert v["defending_team"] is not None and same_team(str(v["defending_team"]), defending)


# --- Swiss and Moroccan clubs, Stade Briochin: their names, grounds and team words (fr) ----------


@pytest.mark.parametrize(
    ("text", "attacking", "defending", "competition"),
    [
        (
            "Servette - Sion (0-1) en Super League. À la 70e minute, Marc Rey a centré et "
            "Yann Berthoud a marqué de la tête, mais le but a été annulé : Berthoud, "
            "l'attaquant servettien, était hors-jeu. Le gardien sédunois n'avait pas bougé.",
            "Servette",
            "FC Sion",
            "Super League",
        ),
        (
            "Wydad - Raja (1-1) en Botola Pro. À la 80e minute, le but de Karim Alaoui, "
            "l'attaquant rajaoui, a été refusé pour hors-jeu après vérification de la VAR.",
            "Raja CA",
            "Wydad AC",
            "Botola Pro",
        ),
    ],
)
def test_swiss_and_moroccan_clubs_are_read(
    text: str, attacking: str, defending: str, competition: str
) -> None:
    v = viewed(text, "fr")
    assert v["attacking_team"] is not None and same_team(str(v["attacking_team"]), attacking)
    assert v["defending_team"] is not None and same_team(str(v["defending_team"]), defending)
    assert v["competition"] is not None and str(v["competition"]).startswith(competition)


# --- "bei X mit 2:1": the host named before the result (de) -----------------------------------


def test_the_host_before_the_result_is_at_home() -> None:
    v = viewed(
        "Der VfL Bochum setzte sich am Freitag beim SC Paderborn mit 2:1 durch. In der 70. "
        "Minute köpfte Jan Roth nach einer Flanke von Tim Senk ein, doch der Treffer wurde "
        "wegen Abseits aberkannt.",
        "de",
    )
    assert v["home"] is not None and same_team(str(v["home"]), "SC Paderborn")


# --- a player's nationality is no side: a country the text never names -----------------------


@pytest.mark.parametrize(
    ("language", "text", "defending"),
    [
        (
            "fr",
            "Lille - Dortmund (1-0) en Ligue des champions. À la 60e minute, Paul Rey, "
            "l'attaquant lillois, a battu Jonas Weber, le gardien allemand, mais le but a été "
            "annulé pour hors-jeu.",
            "Borussia Dortmund",
        ),
    ],
)
def test_a_players_nationality_is_not_the_defending_side(
    language: str, text: str, defending: str
) -> None:
    v = viewed(text, language)
    assert v["defending_team"] is not None and same_team(str(v["defending_team"]), defending)
