"""Where the writer puts an attacker, read through the sentence's structure (helper
d51-positions): sentences written for these tests, invented names."""

import pytest

from drafting.reading import word_start
from tests.drafting.drafted_views import OPENING, viewed

# --- A negation window opens on a whole word ---------------------------------------------
# The words read for a negation before a statement are a fixed number of characters; cut
# inside a word, its tail could read as one ("une" -> "ne", "casino" -> "no").

#: (text, where the window would open, where it opens)
WINDOW_STARTS = [
    ("une passe vers", 1, 3),
    ("une passe vers", 0, 0),
    ("une passe vers", 3, 3),
    ("casino long ball", 4, 6),
    ("\ue001\uf8ff\uf8ff, alors", 1, 1),
    ("abc", 3, 3),
]


@pytest.mark.parametrize(("text", "at", "expected"), WINDOW_STARTS)
def test_window_opens_on_a_word(text: str, at: int, expected: int) -> None:
    assert word_start(text, at) == expected


#: (language, text after the opening sentence, positions); the window of 28 characters
#: before each name opens inside a word whose tail is a negation.
CUT_WORDS = [
    (
        "fr",
        "À la 65e minute, Marc Dubois a tenté une passe en profondeur vers Paul Lenoir, "
        "alors en position de hors-jeu. Lenoir a marqué.",
        [["Paul Lenoir", "offside"]],
    ),
    (
        "en",
        "In the 60th minute, Tom Hale hit from the casino long low pass forward to Sam Reed, "
        "who was offside. Reed scored.",
        [["Sam Reed", "offside"]],
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), CUT_WORDS)
def test_a_cut_word_is_no_negation(language: str, text: str, expected: list[list[str]]) -> None:
    assert viewed(OPENING[language] + text, language)["positions"] == expected


# --- The last defender in the feminine ------------------------------------------------------
# Women's matches name the last defender in the feminine ("la dernière défenseure", "der
# letzten Verteidigerin", "la última defensora"): the same position as the masculine.

#: (language, text after the opening sentence, positions)
FEMININE_LINE = [
    (
        "fr",
        "Marie Caron lance Léa Morin, qui marque. Morin se trouvait à la même hauteur que "
        "la dernière défenseuse.",
        [["Léa Morin", "onside"]],
    ),
    (
        "fr",
        "Marie Caron lance Léa Morin, qui marque. Morin était en avance sur la dernière "
        "défenseure.",
        [["Léa Morin", "offside"]],
    ),
    (
        "fr",
        "Marie Caron lance Léa Morin, qui marque. Morin était devant l'avant-dernière adversaire.",
        [["Léa Morin", "offside"]],
    ),
    (
        "de",
        "Lea Roth spielte zu Mia Kunz, die traf. Kunz stand auf gleicher Höhe mit der "
        "letzten Verteidigerin.",
        [["Mia Kunz", "onside"]],
    ),
    (
        "de",
        "Lea Roth spielte zu Mia Kunz, die traf. Kunz war eine Schulter vor der letzten "
        "Verteidigerin.",
        [["Mia Kunz", "offside"]],
    ),
    (
        "es",
        "Ana Gil filtró un pase para Eva Ruiz, que marcó. Ruiz estaba en línea con la última "
        "defensora.",
        [["Eva Ruiz", "onside"]],
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), FEMININE_LINE)
def test_the_last_defender_in_the_feminine(
    language: str, text: str, expected: list[list[str]]
) -> None:
    assert viewed(OPENING[language] + text, language)["positions"] == expected


# --- An apposition between a name and a relative clause -------------------------------------
# "Name, the substitute, who was offside": the words between commas describe the name, and
# the relative clause after them says where he stood.

#: (language, text after the opening sentence, positions)
APPOSITIONS = [
    (
        "en",
        "Tom Hale crossed from the right. Sam Reed, the substitute, who was in an offside "
        "position, headed in.",
        [["Sam Reed", "offside"]],
    ),
    (
        "de",
        "Jonas Keller flankte. Timo Brandt, der eingewechselte Stürmer, der im Abseits stand, "
        "köpfte ein.",
        [["Timo Brandt", "offside"]],
    ),
    (
        "es",
        "Juan Pérez centró. Luis Gómez, su compañero, que está en posición de fuera de juego "
        "en el momento del pase, arranca hacia el balón.",
        [["Luis Gómez", "offside"]],
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), APPOSITIONS)
def test_an_apposition_before_the_relative_clause(
    language: str, text: str, expected: list[list[str]]
) -> None:
    assert viewed(OPENING[language] + text, language)["positions"] == expected
