"""A player the writer puts far from the ball's path ("well away from the path of the
ball", "mehrere Meter von der Flugbahn entfernt", "à plus de deux mètres de la
trajectoire", "lejos de la trayectoria"): not involved (`none`), in every language. A
negation cancels it ("n'était pas loin de la trajectoire"), and the words said of the
ball or of a keeper name no player. Sentences of our own."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import viewed

_GOAL = {
    "en": "Owen Pratt scored from the edge of the box, but the VAR ruled it out. ",
    "fr": "Hugo Mercier frappe de loin et marque, mais la VAR annule le but. ",
    "de": "Jonas Weber zog aus der Distanz ab und traf, doch der Videoassistent griff ein. ",
    "es": "Iker Solano remató desde fuera del área y marcó, pero el VAR anuló el gol. ",
}


def _involvements(words: str, language: str) -> list[list[str]]:
    return [list(i) for i in viewed(_GOAL[language] + words, language).get("involvements") or []]


@pytest.mark.parametrize(
    ("language", "words", "player"),
    [
        (
            "en",
            "Ali Dunn was offside, but he was standing well away from the path of the ball.",
            "Ali Dunn",
        ),
        (
            "en",
            "Ali Dunn was in an offside position, a few yards from the line of the shot.",
            "Ali Dunn",
        ),
        (
            "fr",
            "Ali Dunn était hors-jeu, mais à plus de trois mètres de la trajectoire.",
            "Ali Dunn",
        ),
        (
            "fr",
            "Ali Dunn, hors-jeu, restait au second poteau, loin de la trajectoire.",
            "Ali Dunn",
        ),
        (
            "de",
            "Ali Dunn stand zwar im Abseits, aber mehrere Meter von der Flugbahn entfernt.",
            "Ali Dunn",
        ),
        (
            "de",
            "Ali Dunn stand im Abseits, allerdings weit weg von der Schusslinie.",
            "Ali Dunn",
        ),
        (
            "es",
            "Ali Dunn estaba en fuera de juego, pero lejos de la trayectoria del balón.",
            "Ali Dunn",
        ),
        (
            "es",
            "Ali Dunn estaba adelantado, a varios metros de la trayectoria del disparo.",
            "Ali Dunn",
        ),
    ],
)
def test_far_from_the_path_is_no_involvement(language: str, words: str, player: str) -> None:
    assert [player, "none"] in _involvements(words, language)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Ali Dunn was offside and not far from the path of the ball."),
        ("fr", "Ali Dunn était hors-jeu et n'était pas loin de la trajectoire."),
        ("de", "Der Ball flog weit weg von der Flugbahn, die Ali Dunn erwartet hatte."),
        ("es", "El balón pasó lejos de la trayectoria que esperaba el portero Ali Dunn."),
    ],
)
def test_no_involvement_where_no_player_is_far_from_the_path(language: str, words: str) -> None:
    assert not any(i[1] == "none" for i in _involvements(words, language))
