"""The attacking side from the text's structure once the venue is stated (issue 32, session
50): a running score told with the goal (home side first) whose scorer's team the words do
not give is the team at the scoring side's venue where the other side has no goal
("Eastfield 1-1 Brockley", then "fired in to make it 0-1": Brockley attacked).
Sentences written for these tests, with invented clubs."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import sides, viewed

SCORE_AFTER_VENUE = [
    (
        "en",
        "Eastfield Rovers 1-1 Brockley Town\nIn the 80th minute Tom Baker fired in to make it "
        "0-1, but the goal was ruled out for offside.",
        ("Brockley Town", "Eastfield Rovers"),
    ),
    (
        "en",
        "Eastfield Rovers 1-0 Brockley Town\nIn the 80th minute Tom Baker slid in to make it "
        "2-0, but the goal was ruled out for offside.",
        ("Eastfield Rovers", "Brockley Town"),
    ),
    (
        "es",
        "Real Tordesillas 1-1 Atlético Cuenca\nEn el minuto 80, Pablo Ruiz marcó el 0-1, pero "
        "el gol fue anulado por fuera de juego.",
        ("Atlético Cuenca", "Real Tordesillas"),
    ),
    (
        "de",
        "SV Eichwald – FC Lindenau 1:1 (0:1)\nIn der 80. Minute traf Jonas Kramer zum 2:0, "
        "doch der Treffer wurde wegen Abseits aberkannt.",
        ("SV Eichwald", "FC Lindenau"),
    ),
    (
        "de",
        "SV Eichwald – FC Lindenau 0:1\nIn der 80. Minute schob Jonas Kramer zum 0:2 ein, "
        "doch der Treffer wurde wegen Abseits aberkannt.",
        ("FC Lindenau", "SV Eichwald"),
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), SCORE_AFTER_VENUE)
def test_a_score_after_the_venue_gives_the_attacking_side(
    language: str, text: str, expected: tuple[str, str]
) -> None:
    assert sides(text, language) == expected


#: A scoreline or a fixture in a heading that asks a question: both teams named, home side
#: first, the question is of the match, not of its venue.
ASKED_FIXTURE = [
    (
        "en",
        "Eastfield Rovers 0-0 Brockley Town – a robbery? Not really.\nOn 63 minutes Sam Hale "
        "volleyed in from a free kick by Tom Baker, but the linesman flagged Hale offside.",
    ),
    (
        "de",
        "SV Eichwald gegen FC Lindenau – ein Skandal? Eher nicht.\nIn der 63. Minute traf "
        "Jonas Kramer, doch der Assistent hob die Fahne: Abseits.",
    ),
    (
        "fr",
        "Valbrune 1-1 Lormoy : un scandale ? Pas vraiment.\nÀ la 63e minute, Hugo Martin a "
        "marqué, mais l'arbitre assistant a levé son drapeau pour un hors-jeu.",
    ),
]

ASKED_TEAMS = {"en": ("Eastfield Rovers", "Brockley Town"), "de": ("SV Eichwald", "FC Lindenau")}
ASKED_TEAMS["fr"] = ("Valbrune", "Lormoy")


@pytest.mark.parametrize(("language", "text"), ASKED_FIXTURE)
def test_a_fixture_in_a_question_gives_the_venue(language: str, text: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == ASKED_TEAMS[language]


#: A player's role with a word for a side ("the visitors' goalkeeper Ian Hart", "Hart, the
#: visiting goalkeeper", "le gardien visiteur Paul Girard"): with the venue stated, the
#: keeper the scorer beat is of that side, which defended.
SIDE_WORD_ROLES = [
    (
        "en",
        "Eastfield Rovers 1-1 Brockley Town\nIn the 80th minute Tom Baker fired past the "
        "visitors' goalkeeper Ian Hart, but the goal was ruled out for offside.",
        ("Eastfield Rovers", "Brockley Town"),
    ),
    (
        "en",
        "Eastfield Rovers 1-1 Brockley Town\nIn the 80th minute Tom Baker fired past Ian Hart, "
        "the visiting goalkeeper, but the goal was ruled out for offside.",
        ("Eastfield Rovers", "Brockley Town"),
    ),
    (
        "en",
        "Eastfield Rovers 1-1 Brockley Town\nIn the 80th minute Tom Baker fired past the hosts' "
        "goalkeeper Ian Hart, but the goal was ruled out for offside.",
        ("Brockley Town", "Eastfield Rovers"),
    ),
    (
        "fr",
        "Valbrune - Lormoy 1-1\nÀ la 80e minute, Hugo Martin a trompé Paul Girard, le gardien "
        "visiteur, mais le but a été refusé pour hors-jeu.",
        ("Valbrune", "Lormoy"),
    ),
    (
        "fr",
        "Valbrune - Lormoy 1-1\nÀ la 80e minute, Hugo Martin a trompé le gardien visiteur Paul "
        "Girard, mais le but a été refusé pour hors-jeu.",
        ("Valbrune", "Lormoy"),
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), SIDE_WORD_ROLES)
def test_a_side_word_with_a_role_gives_the_side(
    language: str, text: str, expected: tuple[str, str]
) -> None:
    assert sides(text, language) == expected


#: A scoreline with each score after its club, as a heading gives it ("Eastfield Rovers 2 -
#: Brockley Town 2: ..."): the clubs found by the shape, home side first.
SCORE_AFTER_EACH = [
    (
        "en",
        "Eastfield Rovers 2 - Brockley Town 2: late drama\nIn the 80th minute Tom Baker fired "
        "in, but the goal was ruled out for offside.",
        ("Eastfield Rovers", "Brockley Town"),
    ),
    (
        "de",
        "SV Eichwald 2 - FC Lindenau 2: Drama am Ende\nIn der 80. Minute traf Jonas Kramer, "
        "doch der Treffer wurde wegen Abseits aberkannt.",
        ("SV Eichwald", "FC Lindenau"),
    ),
    (
        "es",
        "Real Tordesillas 2 - Atlético Cuenca 2: el VAR anula el triunfo\nEn el minuto 80, "
        "Pablo Ruiz marcó, pero el gol fue anulado por fuera de juego.",
        ("Real Tordesillas", "Atlético Cuenca"),
    ),
    (
        "fr",
        "Valbrune 2 - Lormoy 2 : la VAR s'en mêle\nÀ la 80e minute, Hugo Martin a marqué, mais "
        "le but a été refusé pour hors-jeu.",
        ("Valbrune", "Lormoy"),
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), SCORE_AFTER_EACH)
def test_a_score_after_each_club_gives_the_venue(
    language: str, text: str, expected: tuple[str, str]
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == expected


#: A result named by its score and both clubs, home side first ("nach dem 1:1 von Eichwald
#: gegen den FC Lindenau"): the venue, for clubs the tables know as for those they do not.
RESULT_OF_CLUBS = [
    "Sechs Tage nach dem 1:1 von SV Eichwald gegen den FC Lindenau war er nicht fertig. In der "
    "71. Minute traf Jonas Kramer, doch der Treffer wurde wegen Abseits aberkannt.",
    # guard: passes before the rule (read by the shape of the clubs' names)
    "Der Trainer sprach nach dem 2:2 des SV Eichwald gegen den FC Lindenau. In der 71. Minute "
    "traf Jonas Kramer, doch der Treffer wurde wegen Abseits aberkannt.",
]


@pytest.mark.parametrize("text", RESULT_OF_CLUBS)
def test_a_result_of_two_clubs_gives_the_venue(text: str) -> None:
    v = viewed(text, "de")
    assert (v["home"], v["away"]) == ("SV Eichwald", "FC Lindenau")
