"""Sides and venues (issue 32, session 42), in sentences of our own, in all four languages: a
preview's fixture to come is not the incident's match (the last match's ground gives its home
team), the team a disallowed goal was taken from in the passive, the dative or by its
adjective, a side's word for the last man or in an apposition before a role, and the
attacking side from the one venue team the text gives."""

from __future__ import annotations

import pytest
from drafted_views import sides, viewed

from drafting.eval.names import same_team

# --- a preview: the match to come is not the incident's --------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "home", "not_away"),
    [
        (
            "en",
            "Liverpool v Chelsea: the week after\nLiverpool host Chelsea on Sunday still angry "
            "about what happened at Everton last "
            "Saturday. In the 85th minute Jack Pike crossed and Tom Reed headed in, although "
            "Reed was offside. The goal stood.",
            "Everton",
            "Chelsea",
        ),
        (
            "fr",
            "L'OM reçoit Lyon dimanche. Samedi dernier, chez le LOSC Lille, Marseille avait "
            "perdu 2-1 : à la 88e minute, Paul Roux a centré et Hugo Petit a marqué de la tête "
            "alors qu'il était hors-jeu. Le but a été accordé.",
            "LOSC Lille",
            "Olympique lyonnais",
        ),
        (
            "de",
            "Wenn Borussia Dortmund am Samstag den VfL Wolfsburg empfängt, ist der Ärger noch "
            "frisch. Beim SC Freiburg hatte der BVB vergangenen Samstag 1:2 verloren: In der 88. "
            "Minute flankte Jonas Berg, und Tim Roth köpfte ein, obwohl er im Abseits stand. Das "
            "Tor zählte.",
            "SC Freiburg",
            "VfL Wolfsburg",
        ),
        (
            "es",
            "El Villarreal recibe este domingo al Getafe. El sábado pasado, en el campo del "
            "Valencia, el Villarreal perdió 2-1: en el minuto 88, Pablo Gil centró y Luis Mora "
            "marcó de cabeza en fuera de juego. El gol subió al marcador.",
            "Valencia",
            "Getafe",
        ),
    ],
)
def test_a_previews_incident_is_at_the_last_matchs_ground(
    language: str, text: str, home: str, not_away: str
) -> None:
    v = viewed(text, language)
    assert v["home"] is not None and same_team(str(v["home"]), home)
    assert v["away"] is None or not same_team(str(v["away"]), not_away)


# --- the team a disallowed goal was taken from ----------------------------------------------

EN = "Leeds United 1-1 Everton. In the 80th minute Mark Smith crossed and John Brown headed in"
DE = (
    "VfB Stuttgart – Werder Bremen 1:1. In der 80. Minute flankte Max Weber, und Jan Fischer "
    "köpfte ein"
)
ES = "Betis 1-1 Sevilla. En el minuto 80, Pablo Gómez centró y Luis Pérez remató de cabeza"
FR = (
    "Lille - Lens (1-1). À la 80e minute, Marc Dubois a centré et Jean Martin a marqué de la "
    "tête, mais le but a été refusé pour hors-jeu."
)


@pytest.mark.parametrize(
    ("language", "text", "attacking", "defending"),
    [
        ("en", f"{EN}, but Everton had the goal ruled out for offside.", "Everton", "Leeds"),
        ("en", f"{EN}, but Everton saw the late equaliser chalked off.", "Everton", "Leeds"),
        ("de", f"{DE}, doch der Treffer wurde den Gästen aberkannt.", "Werder", "VfB"),
        ("de", f"{DE}, doch das Tor wurde dem SV Werder Bremen aberkannt.", "Werder", "VfB"),
        ("de", f"{DE}, doch der Werder-Ausgleich wurde wegen Abseits aberkannt.", "Werder", "VfB"),
        ("es", f"{ES}, pero el gol fue anulado al Sevilla por fuera de juego.", "Sevilla", "Betis"),
        ("es", f"{ES}, pero a los visitantes les anularon el gol.", "Sevilla", "Betis"),
        ("es", f"{ES}, pero el VAR anuló el gol sevillista.", "Sevilla", "Betis"),
        ("es", f"{ES}, pero el gol sevillista fue anulado por el VAR.", "Sevilla", "Betis"),
        # the side in the dative opening its sentence (the sentence before it ends in a stop)
        ("es", f"{ES}. Al Sevilla le anularon el gol por fuera de juego.", "Sevilla", "Betis"),
        ("es", f"{ES}. A los visitantes les anularon el gol.", "Sevilla", "Betis"),
        (
            "es",
            "Domingo de lluvia. Betis ante Sevilla se decidió en el minuto 80: Pablo Gómez "
            "centró y Luis Pérez remató de cabeza. Al Sevilla le anularon el gol.",
            "Sevilla",
            "Betis",
        ),
        # the verb before its subject: what a side believed of the goal
        (
            "de",
            "VfB Stuttgart – Werder Bremen 0:0. In der 90.+2 glaubten die Gäste schon an den "
            "späten Sieg: Max Weber flankte, und Jan Fischer köpfte ein. Doch das Tor wurde "
            "wegen Abseits aberkannt.",
            "Werder",
            "VfB",
        ),
        # a side's word for the last man: his side defended
        ("de", f"{DE}. Fischer stand vor dem letzten Stuttgarter.", "Werder", "VfB"),
        ("fr", f"{FR} Martin était devant l'avant-dernier Lillois.", "Lens", "Lille"),
        # an apposition naming the player's side
        ("de", f"{DE}. Fischer, der Bremer Torjäger, stand im Abseits.", "Werder", "VfB"),
    ],
)
def test_the_side_of_a_disallowed_goal(
    language: str, text: str, attacking: str, defending: str
) -> None:
    att, dfn = sides(text, language)
    assert att is not None and same_team(str(att), attacking)
    assert dfn is not None and same_team(str(dfn), defending)


# --- the one venue team the text gives, and the defending side: the attacking side -----------


@pytest.mark.parametrize(
    ("language", "text", "attacking"),
    [
        (
            "de",
            "Vorschau: Borussia Dortmund – VfL Wolfsburg. Beim SC Freiburg hatte der BVB "
            "vergangenen Samstag verloren. In der 88. Minute flankte Jonas Berg, und Tim Roth "
            "köpfte am Dortmunder Torwart Max Kuhn vorbei ein, obwohl er im Abseits stand.",
            "SC Freiburg",
        ),
    ],
)
def test_the_venue_team_is_the_other_side(language: str, text: str, attacking: str) -> None:
    att, _ = sides(text, language)
    assert att is not None and same_team(str(att), attacking)


# --- "contra"/"ante" in a fixture names the away team, not the side a goal was against ----


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "es",
            "Crónica del domingo. Zamora ante Ponferradina terminó sin goles y con polémica: en el "
            "minuto 80 el VAR anuló un gol de Rubén Vidal por fuera de juego.",
        ),
        (
            "es",
            "España contra Italia, en Río: en el minuto 52 el gol de Irene Vidal fue revisado "
            "por el VAR y anulado por fuera de juego.",
        ),
    ],
)
def test_a_fixture_gives_no_side(language: str, text: str) -> None:
    assert sides(text, language) == (None, None)
