"""Venue and sides (issue 32, session 46), in sentences of our own, in all four languages: a
preview's incident of the last match, told as past with its scoreline, is of that match, not
of the fixture previewed; a preview of a return leg telling of the first leg puts that one
at the ground of the coming visitors; a round-up's other result before the fixture line of
the incident is of another match."""

from __future__ import annotations

import pytest
from drafted_views import viewed

from drafting.eval.names import same_team


def _venue(language: str, text: str) -> tuple[str, str]:
    v = viewed(text, language)
    return str(v["home"]), str(v["away"])


def _same(got: tuple[str, str], want: tuple[str, str]) -> bool:
    return all(same_team(g, w) for g, w in zip(got, want, strict=True))


# --- a preview: the last match, told as past with its scoreline ---------------------------

LAST_MATCH = [
    (
        "fr",
        "Lens - Reims : les Sang et Or veulent oublier Brest\nLe RC Lens reçoit le Stade de "
        "Reims dimanche à Bollaert. Mais on parle encore du match de samedi dernier. Brest "
        "1-1 Lens : à la 88e minute, Théo Marchal a marqué de la tête sur un centre de Hugo "
        "Lenoir, mais l'arbitre a refusé le but pour un hors-jeu.",
        ("Stade brestois", "RC Lens"),
    ),
    (
        "es",
        "Previa | Betis - Getafe: los verdiblancos quieren olvidar Vigo\nEl Betis recibe "
        "este sábado al Getafe en La Cartuja. En Sevilla todavía se habla del Celta 2-2 "
        "Betis del domingo pasado. En el minuto 80, Pablo Roldán marcó tras un pase de Iker "
        "Sanz, pero el árbitro anuló el gol por fuera de juego.",
        ("Celta de Vigo", "Real Betis"),
    ),
    (  # (a guard: passes on main)
        "de",
        "Mainz 05 – Werder Bremen: Die Nullfünfer wollen Augsburg vergessen\nMainz 05 "
        "empfängt am Sonntag Werder Bremen. Doch vergangenen Samstag endete FC Augsburg – "
        "Mainz 05 mit 1:1. In der 77. Minute köpfte Jonas Feld nach einer Flanke von Tim "
        "Rausch ein, doch der Treffer wurde wegen Abseits aberkannt.",
        ("FC Augsburg", "Mainz 05"),
    ),
    (
        "en",
        "Preview: Brentford v Fulham\nBrentford host Fulham on Sunday. Last Saturday it "
        "finished Burnley 1-1 Brentford, and the Bees are still angry. In the 84th minute "
        "Sam Dyer headed in a cross from Lewis Kent, but the flag went up for offside.",
        ("Burnley", "Brentford"),
    ),
]


@pytest.mark.parametrize(("language", "text", "venue"), LAST_MATCH)
def test_a_previews_last_match_told_as_past_gives_the_venue(
    language: str, text: str, venue: tuple[str, str]
) -> None:
    assert _same(_venue(language, text), venue)


# --- a preview of a return leg: the first leg at the coming visitors' ground -------------

FIRST_LEG = [
    (
        "fr",
        "Avant-match : Toulouse - Nantes\nLe Toulouse FC reçoit le FC Nantes samedi. Au match "
        "aller, à la 70e minute, Louis Perrin avait marqué sur une passe de Paul Garnier, "
        "mais le but avait été refusé pour un hors-jeu.",
        ("FC Nantes", "Toulouse FC"),
    ),
    (
        "es",
        "Previa | Sevilla - Valencia\nEl Sevilla recibe el sábado al Valencia. En la ida, en "
        "el minuto 70, Mario Cano marcó tras un pase de Luis Ortega, pero el gol fue anulado "
        "por fuera de juego.",
        ("Valencia", "Sevilla"),
    ),
    (
        "de",
        "Vorschau: VfL Bochum – Hertha BSC\nIm Hinspiel in der 70. Minute traf Lars Beck nach "
        "einem Pass von Tom Weber, doch der Treffer wurde wegen Abseits aberkannt.",
        ("Hertha BSC", "VfL Bochum"),
    ),
    (
        "en",
        "Preview: Celtic v Rangers\nCeltic host Rangers on Sunday. In the first leg, in the "
        "70th minute, Ross Baird scored from Dan Kerr's pass, but the goal was ruled out for "
        "offside.",
        ("Rangers", "Celtic"),
    ),
]


@pytest.mark.parametrize(("language", "text", "venue"), FIRST_LEG)
def test_a_return_legs_preview_puts_the_first_leg_at_the_visitors(
    language: str, text: str, venue: tuple[str, str]
) -> None:
    assert _same(_venue(language, text), venue)


# --- a preview that does not say where the last match was played: no venue ---------------

PREVIEW_NO_LAST_GROUND = [
    (
        "en",
        "Preview: Brentford v Fulham, Premier League, Sunday 2pm\nBrentford host Fulham on "
        "Sunday. The last time these two met, the Bees were left fuming. In the 84th minute "
        "Sam Dyer headed in a cross from Lewis Kent, but the flag went up for offside.",
    ),
    (
        "es",
        "Previa | Getafe - Betis: cuentas pendientes\nEl Getafe recibe este sábado al Betis. "
        "Todavía escuece lo que pasó el domingo pasado en Vigo. En el minuto 80, Pablo "
        "Roldán marcó tras un pase de Iker Sanz, pero el árbitro anuló el gol por fuera de "
        "juego.",
    ),
    (
        "fr",
        "Avant-match : Toulouse - Nantes\nLe Toulouse FC reçoit le FC Nantes samedi. Samedi "
        "dernier, Louis Perrin avait marqué sur une passe de Paul Garnier à la 70e minute, mais "
        "le but avait été refusé pour un hors-jeu.",
    ),
]


@pytest.mark.parametrize(("language", "text"), PREVIEW_NO_LAST_GROUND)
def test_a_preview_that_does_not_place_the_last_match_gives_no_venue(
    language: str, text: str
) -> None:
    v = viewed(text, language)
    assert v["home"] is None
    assert v["away"] is None


# --- a round-up: another result before the incident's fixture line ------------------------

ROUND_UP = [
    (
        "de",
        "Der Spieltag im Überblick\n\nDer FC Augsburg gewann am Samstag 2:0 beim VfL Bochum, "
        "Mainz 05 spielte 1:1 gegen Union Berlin.\n\nHertha BSC – Hannover 96 1:2\n\nIn der "
        "60. Minute spielte Lars Beck den Ball in die Tiefe, Tom Weber schob an Hannovers "
        "Torhüter Jan Kruse vorbei ein, doch die Fahne ging hoch: Abseits.",
        ("Hertha BSC", "Hannover 96"),
    ),
    (
        "fr",
        "Le tour des terrains\n\nLe Stade rennais s'est imposé 2-0 chez le FC Lorient, et le "
        "Havre a battu Angers.\n\nFC Nantes - Stade de Reims 1-2\n\nÀ la 60e minute, Paul "
        "Garnier a lancé Louis Perrin, qui a battu le gardien rémois Hugo Blanc, mais "
        "l'arbitre assistant a levé son drapeau pour un hors-jeu.",
        ("FC Nantes", "Stade de Reims"),
    ),
]


@pytest.mark.parametrize(("language", "text", "venue"), ROUND_UP)
def test_a_round_ups_other_result_is_no_venue_of_the_fixture_told(
    language: str, text: str, venue: tuple[str, str]
) -> None:
    assert _same(_venue(language, text), venue)


# --- a heading's day and subject are no fixture --------------------------------------------

DATED_HEADING = [
    (
        "fr",
        "LA CHRONIQUE DU LUNDI — Europe, VAR et colère lilloise\nJeudi au stade Pierre-Mauroy, "
        "le LOSC a été tenu en échec par le FC Porto (1-1). À la 30e minute, Paul Morel a "
        "marqué sur une passe de Hugo Baron, mais la VAR a annulé le but pour un hors-jeu.",
        ("LOSC Lille", "FC Porto"),
    ),
    (  # (a guard: passes on main)
        "en",
        "THE MONDAY LETTER — Europe, VAR and regrets\nOn Thursday at Villa Park, Aston Villa "
        "were held 1-1 by Ajax. In the 30th minute, Tom Reed scored from Sam Cole's pass, but "
        "the VAR ruled it out for offside.",
        ("Aston Villa", "Ajax"),
    ),
    (
        "es",
        "LA CARTA DEL LUNES — Europa, VAR y lamentos\nEl jueves, en Mestalla, el Valencia "
        "empató 1-1 con el Oporto. En el minuto 30, Pablo Roldán marcó tras un pase de Iker "
        "Sanz, pero el VAR anuló el gol por fuera de juego.",
        ("Valencia", "FC Porto"),
    ),
]


@pytest.mark.parametrize(("language", "text", "venue"), DATED_HEADING)
def test_a_headings_day_and_subject_are_no_fixture(
    language: str, text: str, venue: tuple[str, str]
) -> None:
    v = viewed(text, language)
    assert _same((str(v["home"]), str(v["away"])), venue)
    assert v["attacking_team"] is None or same_team(str(v["attacking_team"]), venue[0])


# --- a team's other goal, told in a paragraph apart, gives no attacking side -------------

OTHER_GOAL = [
    (
        "es",
        "Sporting 2-1 Oviedo: el derbi se tiñe de rojiblanco\n\nA los 30 minutos, Pablo "
        "Roldán filtró un pase para Iker Sanz, que definió ante el arquero. El árbitro "
        "consultó el VAR y anuló el gol por fuera de juego.\n\nEl Oviedo empató en el "
        "complemento por intermedio de Mario Cano, y el Sporting ganó sobre el final.",
        "Real Oviedo",
    ),
    (
        "fr",
        "Nancy 2-1 Metz : le derby pour l'ASNL\n\nÀ la 30e minute, Paul Morel a servi Hugo "
        "Baron, qui a battu le gardien. L'arbitre a consulté la VAR et refusé le but pour un "
        "hors-jeu.\n\nMetz a égalisé en seconde période par Louis Perrin, avant que Nancy ne "
        "l'emporte en fin de match.",
        "FC Metz",
    ),
    (
        "en",
        "Leeds 2-1 Hull: late winner settles it\n\nIn the 30th minute, Dan Price slipped a "
        "pass to Joe Hart, who beat the keeper. The referee checked the VAR and ruled the "
        "goal out for offside.\n\nHull equalised after the break through Tom Lee, before "
        "Leeds won it late on.",
        "Hull City",
    ),
]


@pytest.mark.parametrize(("language", "text", "scorers"), OTHER_GOAL)
def test_a_teams_other_goal_told_apart_gives_no_attacking_side(
    language: str, text: str, scorers: str
) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] is None or not same_team(str(v["attacking_team"]), scorers)


# --- a side that thought it had taken the lead: the attacking side ------------------------

TOOK_THE_LEAD = [
    (
        "fr",
        "Guingamp - Red Star (0-0) : le but refusé\nSamedi soir, les Guingampais ont cru prendre "
        "l'avantage à la 63e minute, mais le but de Paul Morel, servi par Hugo Baron, a été "
        "annulé pour un hors-jeu.",
        "EA Guingamp",
    ),
    (
        "es",
        "Elche 0-0 Eibar: el gol anulado\nEl Elche creyó adelantarse en el minuto 63, pero el "
        "gol de Pablo Roldán, tras un pase de Iker Sanz, fue anulado por fuera de juego.",
        "Elche",
    ),
]


@pytest.mark.parametrize(("language", "text", "attacking"), TOOK_THE_LEAD)
def test_a_side_that_thought_it_had_taken_the_lead_attacked(
    language: str, text: str, attacking: str
) -> None:
    v = viewed(text, language)
    assert v["attacking_team"] is not None and same_team(str(v["attacking_team"]), attacking)
