"""A run at the ball told after an aside that puts the runner offside: the aside may name
the defender he is measured against ("X, en position de hors-jeu par rapport au défenseur
Y, s'est élancé pour jouer le ballon": fr words.yaml ``relative``), and the ball may be a
clitic pronoun ("X, en posición adelantada, fue a buscarlo": es involvements). Sentences of
our own; each row failed before the rule."""

import pytest

from tests.drafting.drafted_views import viewed


@pytest.mark.parametrize(
    ("language", "text", "player"),
    [
        (
            "fr",
            "À la 70e minute, sur un long ballon de Rémi Tassin, Oscar Delorme, en position "
            "de hors-jeu par rapport au défenseur Paul Gérin, s'est élancé pour jouer le "
            "ballon puis l'a laissé passer. Derrière lui, Yann Royer a marqué.",
            "Oscar Delorme",
        ),
        (
            "es",
            "En el minuto 70, Rubén Tello envió un centro raso. Mateo Esquivel, en posición "
            "adelantada, fue a buscarlo al primer palo sin tocarlo, y detrás de él Gael "
            "Ibarra marcó.",
            "Mateo Esquivel",
        ),
    ],
)
def test_a_run_after_a_position_aside(language: str, text: str, player: str) -> None:
    assert [player, "moving_to_play_ball"] in viewed(text, language)["involvements"]
