"""The officials' calls and a stoppage in wordings of session 44 (drafting/eval/README.md,
calls): a referee whistling on the assistant's flag makes no call of his own; a goal the
referee disallowed at the screen, sent there by the VAR, is the referee's call and not the
VAR's (the VAR's recommendation is no call), while the VAR's own words of the offence ("a
possible offside") stay its call; a flag raised only once the ball was in says nothing of
a whistle (no ``stopped_before_goal: false``), nor does "nach dem Abpfiff" (the match's
end); a penalty given, then taken back after a review, is ``on_field: penalty``, ``final:
no_penalty``. Sentences written for these tests, in four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


def _calls(text: str, language: str) -> set[tuple[str, str]]:
    return {(c[0], c[1]) for c in _view(text, language)["calls"]}


#: The referee whistled on the assistant's flag: the assistant's call only.
WHISTLED_ON_THE_FLAG = [
    (
        "In the 64th minute Ravi Osei raced clear and slotted the ball in, but the assistant "
        "had raised his flag and referee Colin Barrow had blown his whistle before the shot.",
        "en",
    ),
    # guard (passes on main): the whistle on the assistant's signal, no offence named
    (
        "À la 64e minute, Ravi Osei part seul, mais l'assistant lève son drapeau et "
        "l'arbitre Colin Barrow a sifflé sur le signal de son assistant avant la frappe.",
        "fr",
    ),
    (
        "In der 64. Minute startete Ravi Osei durch. Der Assistent an der Seitenlinie hob die "
        "Fahne, Schiedsrichter Tobias Krämer pfiff sofort ab – bevor Osei den Ball ins Netz "
        "schob.",
        "de",
    ),
    (
        "En el minuto 64, Ravi Osei se marchó solo. La asistente levantó la bandera y la "
        "árbitra, la francesa Élodie Marchand, pitó inmediatamente, antes de que Osei pudiera "
        "disparar.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), WHISTLED_ON_THE_FLAG)
def test_a_whistle_on_the_flag_is_no_call_of_the_referee(text: str, language: str) -> None:
    assert _calls(text, language) == {("assistant", "offside")}


#: Sent to the screen by the VAR, the referee disallowed the goal for offside: his call.
DECIDED_AT_THE_SCREEN = [
    (
        "Tomas Wirth slid the ball in after 70 minutes and the goal was given. Sent to the "
        "monitor by the VAR, referee Ana Ruiz watched it twice and disallowed the goal for "
        "offside.",
        "en",
    ),
    (
        "Tomas Wirth a marqué à la 70e minute. Le but a d'abord été accordé ; appelé par la "
        "VAR, l'arbitre l'a annulé pour hors-jeu après avoir revu les images.",
        "fr",
    ),
    (
        "Tomas Wirth traf in der 70. Minute. Die Schiedsrichterin gab das Tor zunächst. Nach "
        "einem Hinweis des Video-Assistenten sah sie sich die Szene am Monitor an und nahm "
        "den Treffer wegen Abseits zurück.",
        "de",
    ),
    (
        "Tomas Wirth marcó en el minuto 70. El árbitro dio el gol. Desde la cabina del VAR lo "
        "llamaron a revisar la jugada en el monitor, y tras verla anuló el tanto por fuera "
        "de juego.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), DECIDED_AT_THE_SCREEN)
def test_the_decision_at_the_screen_is_the_referees_call(text: str, language: str) -> None:
    v = _view(text, language)
    assert v["review"] == "on_field_review"
    assert {(c[0], c[1]) for c in v["calls"]} == {("referee", "offside")}


#: The VAR told of the offence in its own words: its call stays, beside the referee's.
THE_VARS_OWN_WORDS = [
    # guard (passes on main, where the VAR named in the decision's clause made the call)
    (
        "Tomas Wirth marcó en el minuto 70 y el árbitro dio el gol, pero desde la sala VAR le "
        "pidieron que revisara un posible fuera de juego. Tras ver la repetición, el "
        "colegiado anuló el tanto por fuera de juego.",
        "es",
    ),
    (
        "Tomas Wirth marcó en el minuto 70. El VAR avisó al neerlandés Piet de Groot de la "
        "posición adelantada; el árbitro acudió a la pantalla y anuló el tanto por fuera de "
        "juego.",
        "es",
    ),
    # guard (passes on main): "for a possible offside" was the VAR's call already
    (
        "Tomas Wirth scored after 70 minutes. The VAR sent the referee to the monitor for a "
        "possible offside, and she disallowed the goal for offside.",
        "en",
    ),
]


@pytest.mark.parametrize(("text", "language"), THE_VARS_OWN_WORDS)
def test_the_vars_own_words_of_the_offence_stay_its_call(text: str, language: str) -> None:
    assert _calls(text, language) == {("var", "offside"), ("referee", "offside")}


def test_a_vars_check_of_a_possible_offside_with_the_goal_standing_is_no_call() -> None:
    # guard (passes on main): the VAR looking at a possible offside itself, the goal stood
    text = (
        "Tomas Wirth marcó en el minuto 70. El árbitro lo da, y el VAR revisa un posible "
        "fuera de juego... Nada: gol."
    )
    assert _calls(text, "es") == set()


#: The flag raised only once the ball was in: a late flag, nothing of a whistle.
LATE_FLAG = [
    (
        "Nach 80 Minuten schob Lenny Brandt zum vermeintlichen 2:2 ein. Die Assistentin ließ "
        "die Fahne zunächst unten und hob sie erst, als der Ball im Netz lag.",
        "de",
    ),
    (
        "Nach 80 Minuten schob Lenny Brandt zum vermeintlichen 2:2 ein. Der Assistent hatte "
        "die Fahne unten gelassen, bis der Angriff abgeschlossen war, und hob sie dann.",
        "de",
    ),
    (
        "À la 80e minute, Lenny Brandt pousse le ballon au fond. L'assistante a laissé "
        "l'action aller à son terme, puis elle lève son drapeau une fois le ballon au fond.",
        "fr",
    ),
]


@pytest.mark.parametrize(("text", "language"), LATE_FLAG)
def test_a_late_flag_says_nothing_of_a_whistle(text: str, language: str) -> None:
    assert _view(text, language).get("stopped_before_goal") is None


def test_a_whistle_only_once_the_ball_was_in_is_no_stoppage() -> None:
    text = (
        "En el minuto 80, Lenny Brandt empujó el balón a la red. El árbitro no pitó hasta "
        "que el balón estuvo dentro de la portería, y entonces anuló el gol por fuera de juego."
    )
    assert _view(text, "es").get("stopped_before_goal") is False


#: A penalty given, a review, then the penalty taken back: given on the field, no penalty.
PENALTY_TAKEN_BACK = [
    (
        "Marc Dupuis est fauché dans la surface et l'arbitre, Léa Morin, a d'abord sifflé "
        "penalty. Appelée à l'écran par la VAR, elle a revu l'action. Le penalty a été annulé "
        "pour hors-jeu.",
        "fr",
    ),
    (
        "Marc Dupuis was tripped in the box and referee Lea Morin pointed to the spot. After "
        "a VAR check and an on-field review, the penalty was cancelled for offside.",
        "en",
    ),
    (
        "Marc Dupuis cayó en el área y la árbitra Lea Morin señaló penalti. Tras la revisión "
        "del VAR en el monitor, el penalti fue anulado por fuera de juego.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), PENALTY_TAKEN_BACK)
def test_a_penalty_taken_back_after_a_review(text: str, language: str) -> None:
    v = _view(text, language)
    assert (v.get("on_field"), v.get("final")) == ("penalty", "no_penalty")


def test_after_the_final_whistle_is_no_stoppage_before_the_goal() -> None:
    # "nach dem Abpfiff" is the match's end, not a whistle before the ball went in
    text = (
        "Hertha und Bochum trennten sich 1:1, und nach dem Abpfiff am Sonntag sprach man nur "
        "über eine Szene. Lukas Vogt köpfte in der 85. Minute ein, doch der Treffer zählte "
        "wegen Abseits nicht."
    )
    v = _view(text, "de")
    assert v.get("stopped_before_goal") is None
    assert v.get("on_field") is None
