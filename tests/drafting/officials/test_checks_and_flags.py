"""The officials' decisions in wordings of their structure (session 42): the VAR told as
checking and then not stepping in; a flag told as raised late in a cleft sentence, after
"only now", or with the ball already in; a flag raised at once with the ball in only later;
the whistle told first and the ball in only later. Sentences written for these tests, in
four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view

FIELDS = ("outcome", "on_field", "final", "review", "stopped_before_goal", "delayed_flag")


def _officials(text: str, language: str) -> dict[str, Any]:
    v = view(drafting.draft(text, language=language))
    return {k: v[k] for k in (*FIELDS, "var_checked") if v.get(k) is not None}


#: The VAR checked (a verb of looking) and then did not intervene, or let the decision
#: stand: it checked, and there was no review.
CHECKED_THEN_LEFT = [
    (
        "Dale Kerr slotted it home. The VAR studied the replays for two minutes and let the "
        "original decision stand.",
        "en",
    ),
    ("Tom Vance headed in. The VAR examined the build-up at length but did not intervene.", "en"),
    (
        "Ruiz poussa le ballon au fond. La VAR a vérifié la position pendant une minute et "
        "n'est pas intervenue.",
        "fr",
    ),
    (
        "Le but de Morel est accordé. La VAR contrôle longuement l'action, mais elle n'a pas pu "
        "intervenir, faute d'images.",
        "fr",
    ),
    ("Sanz marcó de cabeza. El VAR analizó la acción durante un minuto y no intervino.", "es"),
    ("Vidal empujó el balón a la red. El VAR, tras mirar las imágenes, no intervino.", "es"),
    (
        "Kühn traf zum 2:1. Der Video-Assistent prüfte die Szene, ob Kühn vorne stand, und "
        "ließ den Treffer stehen.",
        "de",
    ),
    (
        "Becker verwandelte. Der VAR schaute sich alles genau an und ließ die Entscheidung "
        "bestehen.",
        "de",
    ),
]


@pytest.mark.parametrize(("text", "language"), CHECKED_THEN_LEFT)
def test_the_var_checked_and_left_the_decision(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("review") == "none"
    assert got.get("var_checked") is True


#: The French decision of the field told as kept: no review.
def test_the_field_decision_kept() -> None:
    got = _officials(
        "Le but de Garnier a été accordé. Après vérification, la décision du terrain a été "
        "maintenue.",
        "fr",
    )
    assert got.get("review") == "none"
    assert got.get("on_field") == "goal"


#: The flag raised late: told in a cleft sentence, after "only now", with the ball
#: already in, or after the assistant waited for the ball to go in.
LATE = [
    (
        "Kerr rolled it past the keeper. It was only after the ball had crossed the line that "
        "the assistant raised her flag.",
        "en",
    ),
    (
        "Vance finished low. The linesman waited until the ball hit the net, then stuck his "
        "flag up.",
        "en",
    ),
    (
        "Morel ajuste le gardien. Ce n'est qu'après la frappe que l'assistante lève son drapeau.",
        "fr",
    ),
    ("Sanz definió cruzado. Con la pelota ya en la red, el linier levantó la bandera.", "es"),
    (
        "Vidal batió al portero. No fue hasta que el balón entró cuando la asistente alzó el "
        "banderín.",
        "es",
    ),
    ("Kühn schiebt den Ball ins Netz. Erst jetzt hebt die Assistentin ihre Fahne.", "de"),
]


@pytest.mark.parametrize(("text", "language"), LATE)
def test_a_flag_raised_late(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("delayed_flag") is True
    assert got.get("on_field") == "offside_flag"


#: A flag told as raised at once: what came late was the ball, not the flag.
AT_ONCE = [
    ("The flag went up immediately, and Vance put the ball in only afterwards.", "en"),
    (
        "Le drapeau s'est levé immédiatement ; Morel n'a trompé le gardien qu'une fois le "
        "ballon au fond.",
        "fr",
    ),
    ("Die Fahne ging sofort hoch, und Kühn schob den Ball erst danach ins Netz.", "de"),
    (
        "El asistente levantó el banderín al instante, cuando el balón ya estaba en la red "
        "después.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), AT_ONCE)
def test_a_flag_raised_at_once_is_not_late(text: str, language: str) -> None:
    assert _officials(text, language).get("delayed_flag") is not True


#: The whistle told first, the ball in told as later (in the whistle's sentence or the
#: next): play was stopped before the ball went in, and the whistle was the decision.
WHISTLE_FIRST = [
    (
        "The referee blew for offside, and Kerr poked the ball into the net a split second later.",
        "en",
    ),
    (
        "Arbitre Lenoir a sifflé le hors-jeu. Morel a envoyé le ballon dans les filets une "
        "seconde plus tard.",
        "fr",
    ),
    ("Schiedsrichter Brandt pfiff, und Kühn schob den Ball erst dann ins lange Eck.", "de"),
    ("El árbitro pitó y Sanz mandó la pelota a la red segundos después.", "es"),
]


@pytest.mark.parametrize(("text", "language"), WHISTLE_FIRST)
def test_the_whistle_before_the_ball(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("stopped_before_goal") is True
    assert got.get("on_field") == "whistle"


#: A whistle for a penalty comes before the kick goes in: no stoppage before a goal.
PENALTY_WHISTLE = [
    ("The referee blew for a penalty. Kerr put it in the net seconds later.", "en"),
    ("El árbitro pitó penalti y Sanz lo mandó a la red segundos después.", "es"),
]


@pytest.mark.parametrize(("text", "language"), PENALTY_WHISTLE)
def test_a_penalty_whistle_stops_no_goal(text: str, language: str) -> None:
    assert _officials(text, language).get("stopped_before_goal") is not True


#: German: a whistle the player did not hear and one that came before.
def test_the_whistle_came_before_and_was_not_heard() -> None:
    got = _officials(
        "Krämer trifft ins Eck. Aber der Abseitspfiff kam bereits zuvor. Krämer hatte den "
        "Pfiff wohl nicht gehört.",
        "de",
    )
    assert got.get("stopped_before_goal") is True
    assert got.get("on_field") == "whistle"


def test_no_goal_scored_is_no_decision() -> None:
    got = _officials(
        "The flag went up, the striker stopped and no goal was scored. Play restarted with "
        "a free kick.",
        "en",
    )
    assert got.get("final") != "no_goal"


def test_the_stadium_screen_is_not_the_monitor() -> None:
    got = _officials(
        "Lenoir trompe le gardien. Tout le stade fixe l'écran géant, puis l'arbitre montre le "
        "rond central.",
        "fr",
    )
    assert "review" not in got
    assert "var_checked" not in got


#: The VAR told only as what it would have done, or could no longer do: no check told.
_VAR_THAT_WOULD_HAVE_ACTED = [
    (
        "Kerr scored from a yard offside. On another day the VAR would have ruled it out in "
        "seconds.",
        "en",
    ),
    (
        "El árbitro pitó antes del remate de Lía Soto. Si hubiera esperado, el VAR habría "
        "dado el gol.",
        "es",
    ),
    (
        "Mia Kern traf, doch der Pfiff war schon ertönt. Der VAR hätte das Tor sonst gegeben.",
        "de",
    ),
    (
        "Der Schiedsrichter pfiff, bevor Mia Kern traf, also konnte der Videoassistent die "
        "Szene nicht mehr überprüfen.",
        "de",
    ),
]


@pytest.mark.parametrize(("text", "language"), _VAR_THAT_WOULD_HAVE_ACTED)
def test_a_var_that_would_have_acted_did_not_check(text: str, language: str) -> None:
    assert _officials(text, language).get("var_checked") is not True


#: The VAR told as looking at the scene, then as able to do nothing: it checked.
_VAR_THAT_LOOKED_AND_COULD_NOT_ACT = [
    ("Lía Soto marcó. El VAR revisó la jugada, pero no podía hacer nada.", "es"),
    (
        "Mia Kern traf. Der VAR hat sich die Szene zwar angeschaut, hätte aber nichts mehr "
        "machen können.",
        "de",
    ),
]


@pytest.mark.parametrize(("text", "language"), _VAR_THAT_LOOKED_AND_COULD_NOT_ACT)
def test_a_var_that_looked_and_could_not_act_checked(text: str, language: str) -> None:
    assert _officials(text, language).get("var_checked") is True
