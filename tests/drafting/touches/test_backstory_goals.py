"""Touches: table-driven cases of the touch area (sequence, start), in invented words.

Backstory goals: a goal told in the pluperfect ("had put them ahead", "avait ouvert le
score", "hatte ... getroffen", "se había adelantado") by players the officials' decisions
never name is another goal, told as background, with a moment or score of its own; its
touches are not the incident's. A pass told in the pluperfect is often the move's own, and
so is a sentence right before the move's (test_touches_d46).
"""

import pytest

from tests.drafting.drafted_views import touches

BACKSTORY = [
    (
        "en",
        "Rovers had gone ahead in the 12th minute through a Dario Penk header. In the 80th "
        "minute Tomas Veld crossed from the right and Ilya Marrin headed in, but the VAR "
        "ruled Marrin offside and the goal was disallowed.",
        "Dario Penk",
    ),
    (
        "en",
        "The hosts had led 1-0 through Oskar Brann's strike. The second half was scrappy. "
        "Late on Jens Holt slipped "
        "a pass to Mats Oderin, who fired in, but the flag went up and Oderin's goal was "
        "ruled out for offside.",
        "Oskar Brann",
    ),
    (
        "fr",
        "Lorient avait ouvert le score par Yanis Morvan à la 20e minute. À la 70e "
        "minute, Hugo Tessier a centré pour Malo Quéré, qui a repris de la tête, mais le "
        "but a été refusé pour hors-jeu après intervention de la VAR.",
        "Yanis Morvan",
    ),
    (
        "es",
        "Se había adelantado el Lugo en el minuto 20 con un disparo de Brais Outeiro. "
        "El partido se calentó tras el descanso. "
        "En el minuto 75 Iker Zabala centró y Mikel Arruti remató de cabeza, pero el VAR "
        "anuló el gol por fuera de juego de Arruti.",
        "Brais Outeiro",
    ),
    (
        "de",
        "Zuvor hatte Timo Rasche in der 20. Minute für Kiel zum 1:0 getroffen. In der 77. "
        "Minute flankte Jannis Wehr, und Lars Oppen köpfte ein, doch der VAR nahm das Tor "
        "wegen Abseits von Oppen zurück.",
        "Timo Rasche",
    ),
]


@pytest.mark.parametrize(("language", "text", "other"), BACKSTORY)
def test_a_backstory_goal_gives_no_touch(language: str, text: str, other: str) -> None:
    """The scorer of the goal told in the pluperfect touches nothing in the incident."""
    names = [by for by, _ in touches(language, text)]
    assert other not in names
    assert names, "the incident's own touches are kept"
