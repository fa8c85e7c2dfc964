"""A thread's numbering at a line's head ("1/ ", "2/6 ") is no part of the line: a
fixture or a scoreline after it still names the home and the away team (session 50)."""

import pytest

from tests.drafting.drafted_views import viewed

CASES = [
    (
        "de",
        "1/ Lok Weidenau – Rotbach Ost 2:0. Was für ein bitterer Abend.\n\n"
        "2/ In der 20. Minute köpfte Jan Ebert das vermeintliche 1:0 ein.",
        "Lok Weidenau",
        "Rotbach Ost",
    ),
    (
        "de",
        "Meine Gedanken zum Spiel.\n\n"
        "2/7 Lok Weidenau – Rotbach Ost 2:0. Was für ein bitterer Abend.",
        "Lok Weidenau",
        "Rotbach Ost",
    ),
    (
        "en",
        "1/ Harlow Vale 2-0 Kestrel Park. Still furious this morning.\n\n"
        "2/ On 20 minutes Sam Boyle headed in, only for the flag to go up.",
        "Harlow Vale",
        "Kestrel Park",
    ),
    (
        "fr",
        "1/ Olympique Ravel – Bellerive 2-0. Toujours en colère ce matin.\n\n"
        "2/ À la 20e minute, Paul Mercier marque de la tête, mais le drapeau se lève.",
        "Olympique Ravel",
        "Bellerive",
    ),
    (
        "es",
        "1/ Racing Almendro 2-0 Peña Roble. Sigo enfadado esta mañana.\n\n"
        "2/ En el minuto 20, Iker Soto marca de cabeza, pero el juez de línea levanta la bandera.",
        "Racing Almendro",
        "Peña Roble",
    ),
]


@pytest.mark.parametrize(("language", "text", "home", "away"), CASES)
def test_a_numbered_line_still_names_its_fixture(
    language: str, text: str, home: str, away: str
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)
