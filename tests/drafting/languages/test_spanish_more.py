"""Spanish reports, second round (issue 32): an attacker called by his role, and more.
Each test is a short report in our own words and asserts what is drafted from it."""

from __future__ import annotations

from typing import Any

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="es"))


def test_the_striker_named_by_his_role_keeps_his_position() -> None:
    v = _view(
        "El Betis 1-0 Cádiz se decidió tarde. Luis Mora centró desde la derecha. Nacho Ruiz "
        "marcó de cabeza en el minuto 80. "
        "Las repeticiones mostraron que el delantero estaba en posición legal, habilitado "
        "por Pablo Gil."
    )
    assert ["Nacho Ruiz", "onside"] in v["positions"]


def test_a_role_with_the_article_and_a_contraction() -> None:
    v = _view(
        "Luis Mora centró desde la derecha. En el minuto 80, Nacho Ruiz remató a la red. "
        "El VAR dejó al delantero en fuera de juego y el gol fue anulado."
    )
    assert ["Nacho Ruiz", "offside"] in v["positions"]


def test_a_role_before_a_name_is_that_player_not_the_one_before() -> None:
    v = _view(
        "Nacho Ruiz centró desde la izquierda en el minuto 80. El delantero Pedro Sanz "
        "estaba en fuera de juego y el gol fue anulado."
    )
    assert ["Nacho Ruiz", "offside"] not in v["positions"]


def test_a_role_is_not_resolved_when_two_players_could_be_meant() -> None:
    v = _view(
        "Nacho Ruiz centró y Pedro Sanz remató a la red en el minuto 80. El delantero "
        "estaba en fuera de juego."
    )
    assert v["sequence"]  # the touches are read
    assert v["positions"] == []


def test_a_team_that_celebrated_it_scored_it() -> None:
    v = _view(
        "El Betis-Cádiz de la Liga se animó tras el descanso. Nacho Ruiz cabeceó a la red un "
        "centro y el Cádiz lo celebró, pero el VAR anuló el gol por fuera de juego."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Cádiz", "Real Betis")


def test_a_team_left_without_a_scoreline() -> None:
    v = _view(
        "El Betis se quedó sin el 2-0 ante el Cádiz. Nacho Ruiz remató a la red, pero el "
        "árbitro anuló el gol por fuera de juego."
    )
    assert v["attacking_team"] == "Real Betis"


def test_a_winner_with_a_disputed_goal_scored_it() -> None:
    v = _view(
        "El Cádiz derrotó 2-1 al Betis con un tanto muy protestado. Nacho Ruiz remató a la "
        "red y el VAR revisó la acción, pero el gol subió al marcador."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Cádiz", "Real Betis")


def test_a_winner_with_a_goal_nobody_disputes_says_nothing_of_sides() -> None:
    v = _view(
        "El Cádiz derrotó 2-1 al Betis con un gol de Nacho Ruiz. Antes, el VAR había "
        "anulado un tanto por fuera de juego."
    )
    assert v["attacking_team"] is None


def test_the_home_striker_is_on_the_home_side() -> None:
    v = _view(
        "En el Betis-Cádiz, tras un saque de banda, el delantero local Nacho Ruiz mandó el "
        "balón a la red, pero el árbitro ya había pitado falta."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Real Betis", "Cádiz")


DIALOGUE = (
    "El Cádiz ganó 1-0 al Betis. Nacho Ruiz marcó en el minuto 80, pero el VAR anuló el gol "
    "por fuera de juego.\n\n"
    "—No era fuera de juego, el balón lo jugó un rival —dijo Sergio Pérez, técnico del "
    "Cádiz—. Es una jugada nueva.\n\n"
    "—Estaba adelantado y no hay nada que discutir —respondió el entrenador del Betis."
)


def test_speech_given_after_a_dialogue_dash_is_read() -> None:
    v = _view(DIALOGUE)
    assert ["Sergio Pérez", "phase"] in v["claims"]


def test_a_speaker_phrase_with_its_team_is_not_the_last_speaker() -> None:
    v = _view(DIALOGUE)
    # "Estaba adelantado y no hay nada que discutir": the Betis coach's point, not Sergio
    # Pérez's; a speaker the text only describes ("el entrenador del Betis") is no named
    # speaker, so the claim is left to the interview (claims/test_named_speakers.py)
    assert ["Sergio Pérez", "offside"] not in v["claims"]
    assert ["Sergio Pérez", "decision"] not in v["claims"]
    assert all(c[0] != "el entrenador del Betis" for c in v["claims"])


def test_a_verb_that_opens_a_sentence_is_no_person() -> None:
    v = _view(DIALOGUE)
    assert all(p["name"] not in ("Es", "Estaba") for p in v["players"])
    assert all(c[0] not in ("Es", "Estaba") for c in v["claims"])


def test_a_dash_inside_a_sentence_is_no_speech() -> None:
    v = _view(
        "El Cádiz ganó 1-0 al Betis. Nacho Ruiz marcó en el minuto 80 —tras un centro de "
        "Luis Mora— y el VAR anuló el gol por fuera de juego."
    )
    assert v["claims"] == []


def test_a_goal_told_after_the_penalty_was_given_is_not_the_outcome() -> None:
    v = _view(
        "En el minuto 70, un centro golpeó en el brazo de Pablo Gil. El árbitro dejó seguir, "
        "pero acudió al monitor y acabó señalando penalti por mano. Más tarde, Nacho Ruiz "
        "igualó en el descuento."
    )
    assert v["final"] == "penalty"
    assert v["outcome"] is None


def test_a_speaker_of_a_known_team_says_we_had_a_goal_ruled_out() -> None:
    v = _view(
        "Betis 1-0 Cádiz. El técnico del Cádiz, Sergio Pérez, habló tras el partido: «Nos "
        "anularon un gol legítimo, el balón lo tocó un rival»."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Cádiz", "Real Betis")


def test_a_speaker_of_a_known_team_says_they_scored_against_us_offside() -> None:
    v = _view(
        "Betis 1-0 Cádiz. El técnico del Cádiz, Sergio Pérez, habló tras el partido: «Nos "
        "marcaron un gol en fuera de juego y nadie lo vio»."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Real Betis", "Cádiz")


def test_the_visitors_joy_was_the_visitors_goal() -> None:
    v = _view(
        "Betis 1-1 Cádiz. Nacho Ruiz empujó el balón a la red en el minuto 80. La alegría "
        "visitante duró poco: el VAR anuló el gol por fuera de juego."
    )
    assert (v["attacking_team"], v["defending_team"]) == ("Cádiz", "Real Betis")
