"""Touches: a goal told only as the cause of a running score is no touch of the incident.

"Rovers were 1-0 up through Penk's header", "Kiel führt durch den Kopfball von Rasche mit
1:0", "Lorient mène 1-0 grâce à une tête de Morvan", "el Lugo ganaba 1-0 con un cabezazo de
Outeiro": the goal is told by its touch's noun, with a score of its own, by a player no
decision names; it simply counted. The move told with a noun at the moment it opens ("À la
88e minute, sur un centre de X") stays the incident's.
"""

import pytest

from tests.drafting.drafted_views import touches

SCORE_CAUSES = [
    (
        "en",
        "Rovers were 1-0 up through Dario Penk's header. In the 70th minute Tomas Veld "
        "crossed from the right and Ilya Marrin headed in. The VAR ruled Marrin offside "
        "and the goal was disallowed.",
        "Dario Penk",
    ),
    (
        "fr",
        "Lorient mène 1-0 grâce à une tête de Yanis Morvan. À la 74e minute, Hugo Tessier "
        "a centré pour Malo Quéré, qui a marqué de la tête. Mais le but a été refusé pour "
        "hors-jeu après intervention de la VAR.",
        "Yanis Morvan",
    ),
    (
        "de",
        "Kiel führt mit 1:0 durch den Kopfball von Timo Rasche. In der 78. Minute flankte "
        "Jannis Wehr, und Lars Oppen köpfte ein, doch der VAR nahm das Tor "
        "wegen Abseits von Oppen zurück.",
        "Timo Rasche",
    ),
    (
        "es",
        "El Lugo ganaba 1-0 con un cabezazo de Brais Outeiro. En el minuto 75 Iker Zabala "
        "centró y Mikel Arruti marcó de cabeza, pero el VAR anuló el gol por fuera de juego "
        "de Arruti.",
        "Brais Outeiro",
    ),
]


@pytest.mark.parametrize(("language", "text", "other"), SCORE_CAUSES)
def test_a_score_cause_gives_no_touch(language: str, text: str, other: str) -> None:
    """The scorer of the goal told as the score's cause touches nothing in the incident."""
    names = [by for by, _ in touches(language, text)]
    assert other not in names
    assert names, "the incident's own touches are kept"


OPENINGS = [
    (
        "fr",
        "À la 88e minute, sur un centre de Lena Hoffer, Jule Weiss s'est élevée sans toucher "
        "le ballon. Celui-ci a filé jusqu'à Sarah Brand, qui a égalisé. L'arbitre a annulé "
        "le but pour hors-jeu après visionnage.",
        "Lena Hoffer",
    ),
    (
        "de",
        "In der 61. Minute segelte eine Flanke von Marvin Kess in den Strafraum. Dahinter "
        "lauerte Tim Lorek, der aus sechs Metern einschob. Der Schiedsrichter entschied nach "
        "Ansicht der Bilder auf Abseits.",
        "Marvin Kess",
    ),
]


@pytest.mark.parametrize(("language", "text", "opener"), OPENINGS)
def test_the_moves_opening_noun_stays(language: str, text: str, opener: str) -> None:
    """The move's opening told by a noun at its moment is the incident's first touch."""
    assert opener in [by for by, _ in touches(language, text)]
