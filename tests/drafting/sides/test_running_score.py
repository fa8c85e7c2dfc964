"""Home and away from a running score told with the team that scored it (issue 32, session
45's ruling: a score is told home side first), in sentences of our own: "Mills headed in to
make it 0-1", "zum 0:1 für Bochum", "égalise pour Nantes (1-1)" after "(0-1)"; and the
scoring team's attack. A team's own lead ("2-1 up") and a result ("s'impose (1-0)") show
nothing."""

from __future__ import annotations

import pytest
from drafted_views import viewed


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Fulham and Brentford met on Saturday. In the 70th minute Brentford striker Joe "
            "Mills headed in to make it 0-1, but the flag went up for offside.",
            "en",
            "Fulham",
            "Brentford",
        ),
        (
            "Werder Bremen traf am Samstag auf den VfL Bochum. In der 70. Minute köpfte "
            "Bochums Jonas Keller zum vermeintlichen 0:1 ein, doch das Tor wurde wegen "
            "Abseits aberkannt.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            # the team named with the score
            "Werder Bremen traf am Samstag auf den VfL Bochum. In der 70. Minute köpfte "
            "Jonas Keller zum 1:0 für Werder ein, doch das Tor wurde wegen Abseits "
            "aberkannt.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            # not the goalkeeper the scorer went past
            "Der SC Freiburg traf am Samstag auf den FC Augsburg. In der 70. Minute schob "
            "Freiburgs Lukas Hahn an Augsburgs Torhüter Philipp Marx vorbei zum 1:0 ein, "
            "doch das Tor wurde wegen Abseits aberkannt.",
            "de",
            "SC Freiburg",
            "FC Augsburg",
        ),
        (
            # an equaliser: the score before it tells which side scored it
            "Rennes et Nantes se sont affrontés samedi. Le Nantais Paul Girard ouvre le score "
            "(0-1). À la 70e minute, Hugo Marchand égalise pour Rennes (1-1), mais le but "
            "est annulé pour hors-jeu.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "El Getafe y el Valencia jugaron el sábado. En el minuto 70, Pablo Ruiz marcó el "
            "0-1 para el Valencia, pero el gol fue anulado por fuera de juego.",
            "es",
            "Getafe",
            "Valencia",
        ),
        (
            # the scorer named last before the score, not the goalkeeper before her
            "El Real Betis y el Sevilla jugaron el domingo. En el minuto 70, Ana Ruiz remató, "
            "la portera del Real Betis, Marta Gil, desvió, y la delantera sevillista Lucía "
            "Mora marcó el 0-1 en el rechace, pero el gol fue anulado por fuera de juego.",
            "es",
            "Real Betis",
            "Sevilla",
        ),
    ],
)
def test_a_running_score_with_its_scorer_gives_the_venue(
    text: str, language: str, home: str, away: str
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # (guards, pass on main: a team's own lead and a result show nothing)
        (
            "Fulham and Brentford met on Saturday. In the 70th minute Brentford striker Joe "
            "Mills headed in to put his side 2-1 up, but the flag went up for offside.",
            "en",
        ),
        (
            "Rennes et Nantes se sont affrontés samedi. Le Nantais Paul Girard a marqué, et "
            "Nantes s'impose (1-0). Un but rennais avait été annulé pour hors-jeu.",
            "fr",
        ),
        (
            # an equaliser without the score before it: either side's
            "Fulham and Brentford met on Saturday. In the 70th minute Brentford striker Joe "
            "Mills headed in to make it 1-1, but the flag went up for offside.",
            "en",
        ),
        (
            # the scorer named last before the score is of no known team: not the team of
            # a player named before the goalkeeper
            "El Real Betis y el Sevilla jugaron el domingo. En el minuto 70, la delantera "
            "sevillista Ana Ruiz remató, la portera del Real Betis, Marta Gil, desvió, y "
            "Lucía Mora marcó el 1-0 en el rechace, pero el gol fue anulado por fuera de juego.",
            "es",
        ),
    ],
)
def test_a_lead_or_a_result_gives_no_venue(text: str, language: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (None, None)


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Werder Bremen traf am Samstag auf den VfL Bochum. In der 70. Minute köpfte "
            "Bochums Jonas Keller zum vermeintlichen 2:1 für die Gäste ein, doch das Tor "
            "wurde wegen Abseits aberkannt.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            "Rennes et Nantes se sont affrontés samedi. À la 70e minute, le Nantais Paul "
            "Girard égalise pour les visiteurs (1-1), mais le but est annulé pour hors-jeu.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
    ],
)
def test_a_word_for_the_scoring_side_places_the_scorers_team(
    text: str, language: str, home: str, away: str
) -> None:
    """ "zum 2:1 für die Gäste": the scorer's team is the away side, whatever the score."""
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


def test_the_scoring_team_of_the_incident_attacked() -> None:
    v = viewed(
        "El Getafe y el Valencia jugaron el sábado. En el minuto 70, Pablo Ruiz marcó el "
        "0-1 para el Valencia, pero el gol fue anulado por fuera de juego.",
        "es",
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Valencia", "Getafe")
