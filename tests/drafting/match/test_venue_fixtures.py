"""Home and away from a fixture named inside a sentence, after a word that names a match
("lors de Valbrune – Morlac", "la rencontre ...", "del Pinarejo - Almendralejo", "im Spiel
..."): the home side first, as in a heading's fixture. Sentences of our own with invented
clubs; the guards (no match word, two clauses of a heading split by a dash) draft no
venue."""

from __future__ import annotations

import pytest
from drafted_views import viewed


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Samedi, lors de Valbrune – Morlac (1-1), le but de Yann Perrot à la 70e minute a "
            "été refusé pour hors-jeu après l'intervention de la VAR.",
            "fr",
            "Valbrune",
            "Morlac",
        ),
        (
            "La rencontre AS Valbrune – US Morlac, disputée vendredi, a basculé à la 80e "
            "minute : Yann Perrot a marqué, mais il était hors-jeu.",
            "fr",
            "AS Valbrune",
            "US Morlac",
        ),
        (
            "Dimanche, lors d'Olympique Valbrune – Stade Morlac, Yann Perrot a marqué à la "
            "63e minute, mais l'arbitre assistant a levé son drapeau.",
            "fr",
            "Olympique Valbrune",
            "Stade Morlac",
        ),
        (
            "En el minuto 41 del Pinarejo - Almendralejo de la liga, Iván Marcos marcó, pero "
            "el VAR anuló el gol por fuera de juego.",
            "es",
            "Pinarejo",
            "Almendralejo",
        ),
        (
            "El viernes, en el partido Pinarejo – Almendralejo que terminó 1-0, Iván Marcos "
            "marcó en el minuto 80 y el VAR anuló el gol.",
            "es",
            "Pinarejo",
            "Almendralejo",
        ),
        (
            "Regionalliga Nord, TuS Haldenrode – FSV Kirchmoos 1:0: In der 80. Minute traf "
            "Jonas Berg, doch er stand im Abseits.",
            "de",
            "TuS Haldenrode",
            "FSV Kirchmoos",
        ),
    ],
)
def test_fixture_after_a_match_word(text: str, language: str, home: str, away: str) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # a heading's two clauses split by a dash: no fixture
        (
            "Valbrune jubile – Morlac enrage. Yann Perrot a marqué à la 70e minute, mais il "
            "était hors-jeu.",
            "fr",
        ),
    ],
)
def test_no_fixture_without_a_match_word(text: str, language: str) -> None:
    v = viewed(text, language)
    assert v["home"] is None and v["away"] is None


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Weekend round-up\n\nEastfield Rovers 1-0 Brockley Town\nBrockley Town were denied "
            "an equaliser in the 80th minute when Ian Marr's goal was ruled out for offside by "
            "the VAR.\n\nHarwick United 2-2 Lowmoor City\nA quiet afternoon, with four goals "
            "and no controversy.",
            "en",
            "Eastfield Rovers",
            "Brockley Town",
        ),
    ],
)
def test_round_up_fixture_of_the_one_known_side(
    text: str, language: str, home: str, away: str
) -> None:
    """A round-up's results disagree on the venue; the incident's one known side is named
    by one fixture only: that fixture gives the venue."""
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Brockley Town's goal was ruled out in Sunday's 1-1 draw in Eastfield: Ian Marr "
            "was offside when he scored in the 80th minute. Eastfield Rovers had led through "
            "Tom Kerr.",
            "en",
            "Eastfield Rovers",
            None,
        ),
        (
            "Mercredi soir à Valbrune, l'AS Valbrune a cru marquer à la 80e minute face au FC "
            "Morlac, mais Yann Perrot était hors-jeu.",
            "fr",
            "AS Valbrune",
            "FC Morlac",
        ),
        (
            "El CD Pinarejo empató 1-1 en Villanubla ante el CD Villanubla; en el minuto 80, "
            "Iván Marcos marcó en fuera de juego y el VAR anuló el gol.",
            "es",
            "CD Villanubla",
            "CD Pinarejo",
        ),
    ],
)
def test_city_of_a_team_after_a_day_or_a_result(
    text: str, language: str, home: str, away: str | None
) -> None:
    """The match played in the city a team's name holds, said after a day, a match or a
    result: that team at home."""
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


def test_city_of_the_next_match_is_no_venue() -> None:
    """The next match's city ("Prochain match vendredi à Valbrune") names no venue of this
    one: the scoreline's stands."""
    text = (
        "Eastvale 1-1 Morlac. Yann Perrot a marqué à la 80e minute pour Morlac, mais il "
        "était hors-jeu.\nProchain match vendredi à Valbrune, face à l'AS Valbrune."
    )
    v = viewed(text, "fr")
    assert (v["home"], v["away"]) == ("Eastvale", "Morlac")


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        # the competition's last word ends like "de": "monde" is no "de" before the fixture
        (
            "Le quart de finale de Coupe du monde AS Valbrune - US Morlac, joué dimanche, a "
            "basculé à la 80e minute : Yann Perrot a marqué, mais il était hors-jeu.",
            "fr",
            "AS Valbrune",
            "US Morlac",
        ),
        # a month that ends like "et": "juillet" is no "et" before the fixture
        (
            "Le 12 juillet AS Valbrune - US Morlac a basculé à la 80e minute : Yann Perrot a "
            "marqué, mais il était hors-jeu.",
            "fr",
            "AS Valbrune",
            "US Morlac",
        ),
        # the words kept out stand on their own: "la victoire de Valbrune – Morlac" is no
        # fixture, but "la grande affiche Valbrune contre Morlac" after "grande" is
        (
            "La grande AS Valbrune contre US Morlac, dimanche, a basculé à la 80e minute : "
            "Yann Perrot a marqué, mais il était hors-jeu.",
            "fr",
            "AS Valbrune",
            "US Morlac",
        ),
    ],
)
def test_words_kept_out_before_a_fixture_are_whole_words(
    text: str, language: str, home: str, away: str
) -> None:
    """A fixture is no fixture after "de", "et", "contre" ... (a result's team, a pair of
    teams): whole words only, not the end of a longer word before it."""
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Après la victoire de AS Valbrune - US Morlac a protesté : Yann Perrot a marqué à "
            "la 80e minute, mais il était hors-jeu.",
            "fr",
        ),
    ],
)
def test_fixture_after_a_whole_word_kept_out(text: str, language: str) -> None:
    v = viewed(text, language)
    assert v["home"] is None


@pytest.mark.parametrize(
    ("text", "language", "home", "away"),
    [
        (
            "Mercredi soir à Valbrune, l'AS Valbrune menait face à l'US Morlac quand le but "
            "de Yann Perrot pour l'US Morlac a été refusé pour hors-jeu à la 80e minute. L'AS "
            "Valbrune prépare maintenant son déplacement chez le FC Lormoy.",
            "fr",
            "AS Valbrune",
            "US Morlac",
        ),
    ],
)
def test_a_venue_of_a_team_named_once_gives_way(
    text: str, language: str, home: str, away: str
) -> None:
    """Statements of the venue disagree: the one of a team named once (the next trip, a
    past match) gives way to the one of the two teams the text names again and again."""
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)
