"""An attacker's attempt named as the subject of what it did to an opponent ("el intento de
X le impidió despejar", "la tentative de X a gêné le gardien") tells an attempt to play a
ball close to him that impacted the opponent; "su intento", "sa tentative" (whose owner
the words cannot tell) and an opponent's own attempt tell nothing of the attacker."""

import pytest
from involvement_kinds import drafted_kinds

_BEFORE = {
    "fr": "Ali Dunn frappe à l'entrée de la surface et le ballon termine au fond. ",
    "es": "Ali Dunn disparó desde la frontal y el balón entró. ",
}
_KIND = "attempted_close_ball_impacting_opponent"


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "es",
            "Hugo Mercier estaba en fuera de juego. El intento de Hugo Mercier le impidió "
            "despejar al central Luis Ramos.",
        ),
        (
            "es",
            "Hugo Mercier estaba adelantado y el intento de Mercier por tocarla condicionó "
            "al portero Luis Ramos.",
        ),
        (
            "fr",
            "Hugo Mercier était hors-jeu. La tentative de Mercier a gêné le gardien Luc Ravel.",
        ),
        (
            "fr",
            "Hugo Mercier était hors-jeu, et la tentative d'Hugo Mercier de reprendre le "
            "ballon perturbe Luc Ravel.",
        ),
    ],
)
def test_the_attempt_that_affected_an_opponent(language: str, sentence: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get("Hugo Mercier") == _KIND


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "es",
            "Hugo Mercier estaba en fuera de juego. El central Luis Ramos frenó su intento de "
            "despeje.",
        ),
        ("es", "Hugo Mercier estaba en fuera de juego, pero el intento de despeje falló."),
        ("fr", "Hugo Mercier était hors-jeu. La tentative de dégagement de Luc Ravel a échoué."),
    ],
)
def test_no_attempt_of_his(language: str, sentence: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get("Hugo Mercier") != _KIND
