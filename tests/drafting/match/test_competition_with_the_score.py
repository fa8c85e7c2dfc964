"""The match's competition (issue 32, session 46): of several competitions a text names,
the one told with the match's score ("won 2-1 in the Copa del Rey ... the league now");
leagues the tables lacked, drafted as the text writes them (Liga Profesional de Fútbol,
Saudi Pro League, J1 League, Copa Mundial de la FIFA); a competition found by its shape runs
over no line break. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


SCORED = [
    (
        "es",
        "Getafe ganó 2-1 a Celta en los octavos de final de la Copa del Rey. El gol de Iván "
        "Prieto fue anulado por fuera de juego. El Celta piensa ya en la Primera División.",
        "Copa del Rey",
    ),
    (
        "fr",
        "Nancy a battu Metz 2-0 en seizièmes de finale de la Coupe de France. Le but de Paul "
        "Girard a été refusé pour hors-jeu. Metz se concentrera désormais sur la Ligue 2.",
        "Coupe de France",
    ),
    (
        "de",
        "Jonas Auer pfiff zehn Jahre in der Bundesliga. Zum Spiel: Beim 1:1 zwischen Gamba "
        "Osaka und Kashima Antlers in der J1 League wurde ein Tor von Yuto Mori wegen "
        "Abseits aberkannt.",
        "J1 League",
    ),
    (
        "en",
        "Our guest refereed in the Premier League for a decade. Urawa and Kashiwa drew 1-1 "
        "in the J1 League, and a goal by Riku Sato was ruled out for offside.",
        "J1 League",
    ),
    (
        "es",
        "El árbitro Luis Vela, ex de Primera División, lo explica.\nEl Racing perdió 1-2 ante "
        "el Deportivo en la jornada 20 de LaLiga Hypermotion. El gol de Pablo Ruiz subió al "
        "marcador tras la revisión del VAR por un posible fuera de juego.",
        "LaLiga Hypermotion",
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), SCORED)
def test_the_competition_told_with_the_score_is_the_match_s(
    language: str, text: str, competition: str
) -> None:
    assert _view(text, language).get("competition") == competition


def test_a_clock_time_is_no_score() -> None:
    # the programme's second half at "(19:30)" tells of another competition: the match's
    # is the one told with "(2-0)"
    text = (
        "Au menu : la victoire de samedi en Ligue des champions féminine, Lyon – Roma "
        "(2-0), et le but refusé à Léa Marchal pour hors-jeu.\n"
        "(19:30) Deuxième partie : la course au titre en Arkema Première Ligue."
    )
    assert _view(text, "fr").get("competition") == "Ligue des champions féminine"


def test_no_score_leaves_several_competitions_undrafted() -> None:
    # guard (passes on main): neither competition is told with the score
    text = (
        "Getafe y Celta se vieron en la Copa del Rey. El gol de Iván Prieto fue anulado por "
        "fuera de juego. El Celta piensa ya en la Primera División."
    )
    assert _view(text, "es").get("competition") is None


WRITTEN = [
    (
        "es",
        "Independiente ganó el clásico de la fecha 5 de la Liga Profesional de Fútbol, pero "
        "el gol anulado a Tomás Ferro por fuera de juego dio que hablar.",
        "Liga Profesional de Fútbol",
    ),
    (
        "es",
        "Llevo años siguiendo la Saudi Pro League. El gol de Omar Kanno fue anulado por "
        "fuera de juego tras la revisión del VAR.",
        "Saudi Pro League",
    ),
    (
        "es",
        "En los cuartos de final de la Copa Mundial de la FIFA 2026, el gol de Luis Díaz fue "
        "anulado por fuera de juego.",
        "Copa Mundial de la FIFA 2026",
    ),
    (
        "fr",
        "En Saudi Pro League, le but de Omar Kanno a été refusé pour hors-jeu après "
        "l'intervention de la VAR.",
        "Saudi Pro League",
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), WRITTEN)
def test_a_league_is_drafted_as_written(language: str, text: str, competition: str) -> None:
    assert _view(text, language).get("competition") == competition


def test_a_competition_s_shape_runs_over_no_line_break() -> None:
    text = (
        "Round-up: Velez edge Tigre, late drama in Rosario\n"
        "Argentina's Liga Profesional, matchday six, in brief.\n"
        "Velez 2-1 Tigre\n"
        "Tigre's late equaliser by Mateo Gil was ruled out for offside."
    )
    assert _view(text, "en").get("competition") == "Liga Profesional"
