"""The officials' decisions in wordings of their structure (session 43): a check and the
decision on the field standing, with no review told (review none); the VAR inviting the
referee to look at the footage (an on-field review); a VAR with nothing to check (no
check, review none); an overturn told after a goal given; the goal told as given in the
passive or by the referee's gesture after a flag and a check; "the VAR overturned the flag"
alone, which says nothing of the monitor (no var_only: drafting/eval/README.md). Sentences
written for these tests, in four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view

FIELDS = ("outcome", "on_field", "final", "var_checked", "review")


def _officials(text: str, language: str) -> dict[str, Any]:
    v = view(drafting.draft(text, language=language))
    return {k: v[k] for k in FIELDS if v.get(k) is not None}


#: A check, and the decision on the field standing, no review told: review none.
STOOD = [
    (
        "Ben Lowe marque de la tête et l'arbitre accorde le but. La VAR vérifie la position "
        "de Lowe pendant deux minutes : il était en jeu.",
        "fr",
        {"on_field": "goal", "final": "goal", "var_checked": True, "review": "none"},
    ),
    (
        "Ben Lowe scored, but the referee had already whistled for offside. The VAR checked "
        "the incident anyway.",
        "en",
        {"on_field": "whistle", "final": "no_goal", "review": "none"},
    ),
    (
        "Ben Lowe remató de cabeza a la red. El árbitro concedió el gol y el VAR lo revisó "
        "sin intervenir.",
        "es",
        {"on_field": "goal", "final": "goal", "review": "none"},
    ),
    (
        "Ben Lowe headed in. The goal was awarded on the pitch, and after a VAR check it stood.",
        "en",
        {"on_field": "goal", "final": "goal", "review": "none"},
    ),
    (
        "Ben Lowe köpfte ein. Das Tor wurde auf dem Platz gegeben, und nach dem Check des VAR "
        "blieb es dabei.",
        "de",
        {"on_field": "goal", "final": "goal", "review": "none"},
    ),
    (
        "Ben Lowe remató de cabeza. El árbitro lo da, pero el VAR revisa la posición. Al "
        "final, gol.",
        "es",
        {"on_field": "goal", "final": "goal", "review": "none"},
    ),
]


@pytest.mark.parametrize(("text", "language", "expected"), STOOD)
def test_a_check_and_the_decision_standing_is_no_review(
    text: str, language: str, expected: dict[str, Any]
) -> None:
    got = _officials(text, language)
    assert {k: got.get(k) for k in expected} == expected


#: The VAR inviting the referee to look at the footage: an on-field review.
INVITED = [
    (
        "Ben Lowe headed in. The goal was given, but the VAR asked referee Tomasz Kowal to "
        "look at the screen, and he disallowed it for offside.",
        "en",
    ),
    (
        "Ben Lowe headed in. The goal was given, but the VAR invited the referee to review "
        "the footage, and he ruled it out for offside.",
        "en",
    ),
    (
        "Ben Lowe marque de la tête. Le but est accordé, puis l'arbitre est invité à regarder "
        "les images et annule le but pour hors-jeu.",
        "fr",
    ),
    (
        "Ben Lowe köpfte ein. Das Tor wurde gegeben, doch der VAR bat Schiedsrichter Jan "
        "Kowal, sich die Bilder anzusehen, und er nahm es wegen Abseits zurück.",
        "de",
    ),
    (
        "Ben Lowe remató de cabeza a la red. El árbitro dio el gol, pero el VAR le pidió que "
        "revisara las imágenes y lo anuló por fuera de juego.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), INVITED)
def test_the_var_inviting_the_referee_to_the_footage_is_a_review(text: str, language: str) -> None:
    got = _officials(text, language)
    assert (got.get("on_field"), got.get("final"), got.get("review")) == (
        "goal",
        "no_goal",
        "on_field_review",
    )


#: Play stopped before the goal, and the VAR had nothing to check: no check, review none.
NOTHING_TO_CHECK = [
    (
        "Ben Lowe headed in, but the referee had already blown for offside. The VAR had "
        "nothing to review.",
        "en",
    ),
    (
        "Ben Lowe headed in, but the referee had already blown for offside. There was nothing "
        "for the VAR to check.",
        "en",
    ),
    (
        "Ben Lowe marque de la tête, mais l'arbitre avait déjà sifflé hors-jeu. La VAR "
        "n'avait rien à vérifier.",
        "fr",
    ),
    (
        "Ben Lowe köpfte ein, aber der Schiedsrichter hatte schon vorher Abseits gepfiffen. "
        "Der VAR hatte nichts zu prüfen.",
        "de",
    ),
    (
        "Ben Lowe köpfte ein, aber der Schiedsrichter hatte schon vorher Abseits gepfiffen. "
        "Für den VAR gab es nichts zu überprüfen.",
        "de",
    ),
]


@pytest.mark.parametrize(("text", "language"), NOTHING_TO_CHECK)
def test_a_var_with_nothing_to_check_did_not_check(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("review") == "none"
    assert got.get("var_checked") is not True


#: A goal given, then, after the footage, the referee turning his decision round: the
#: final decision is no goal.
TURNED_ROUND = [
    (
        "Ben Lowe marque de la tête. L'arbitre accorde le but, mais après visionnage des "
        "images, il revient sur sa décision : hors-jeu.",
        "fr",
    ),
    (
        "Ben Lowe remató de cabeza a la red. El árbitro concedió el gol, pero tras ver las "
        "imágenes en el monitor rectificó: fuera de juego.",
        "es",
    ),
    (
        "Ben Lowe remató de cabeza a la red. El árbitro dio el gol, pero después de mirar la "
        "pantalla cambió su decisión.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), TURNED_ROUND)
def test_a_decision_turned_round_after_the_footage(text: str, language: str) -> None:
    got = _officials(text, language)
    assert (got.get("on_field"), got.get("final")) == ("goal", "no_goal")


#: The flag, a check, then the referee's gesture for a goal: the flag was the decision on
#: the field, the goal the final one.
GESTURE_AFTER_FLAG = [
    (
        "Ben Lowe headed in, but the flag went up. After the VAR check the referee pointed "
        "to the centre spot.",
        "en",
    ),
    (
        "Ben Lowe headed in. The assistant raised her flag. After a long VAR check the "
        "referee pointed to the centre circle.",
        "en",
    ),
    (
        "Ben Lowe marque de la tête, mais le drapeau se lève. Après vérification de la VAR, "
        "l'arbitre montre le rond central.",
        "fr",
    ),
    (
        "Ben Lowe köpfte ein, doch die Fahne ging hoch. Nach dem Check des VAR zeigte der "
        "Schiedsrichter zur Mitte.",
        "de",
    ),
    (
        "Ben Lowe remató de cabeza a la red, pero el asistente levantó la bandera. Tras la "
        "revisión del VAR, el árbitro señaló el centro del campo.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), GESTURE_AFTER_FLAG)
def test_the_gesture_for_a_goal_after_a_flag_and_a_check(text: str, language: str) -> None:
    got = _officials(text, language)
    assert (got.get("on_field"), got.get("final")) == ("offside_flag", "goal")


def test_a_goal_given_after_all_in_the_verb_first_passive() -> None:
    got = _officials("Ben Lowe köpfte ein. Nach zwei Minuten wurde das Tor doch gegeben.", "de")
    assert got.get("final") == "goal"


def test_the_var_overturning_the_flag_says_nothing_of_the_monitor() -> None:
    got = _officials(
        "Ben Lowe headed in, but the flag went up. The VAR overturned the flag and the goal stood.",
        "en",
    )
    assert (got.get("on_field"), got.get("final")) == ("offside_flag", "goal")
    assert "review" not in got


#: The denial of a review told after its mention, and a discourse marker that is no
#: denial ("Sin embargo", "No obstante").
REVIEW_DENIED_OR_NOT = [
    (
        "Ben Lowe köpfte ein, das Tor wurde gegeben. Nach dem Hinweis des VAR wurde es wegen "
        "Abseits aberkannt. Ein On-Field-Review gab es nicht, der Schiedsrichter folgte der "
        "Meldung aus dem Videoraum.",
        "de",
        "var_only",
    ),
    (
        "Ben Lowe köpfte ein, das Tor wurde gegeben. Der VAR prüfte die Szene, ein "
        "On-Field-Review fand nicht statt, und das Tor zählte.",
        "de",
        "none",
    ),
    (
        "Ben Lowe remató de cabeza a la red. Sin embargo, el VAR llamó al árbitro a la "
        "pantalla y, tras ver las imágenes, el colegiado anuló el gol por fuera de juego.",
        "es",
        "on_field_review",
    ),
    (
        "Ben Lowe remató de cabeza a la red. No obstante, el VAR llamó al árbitro al monitor "
        "y el colegiado anuló el gol.",
        "es",
        "on_field_review",
    ),
]


@pytest.mark.parametrize(("text", "language", "review"), REVIEW_DENIED_OR_NOT)
def test_a_review_denied_after_its_mention_or_not_denied(
    text: str, language: str, review: str
) -> None:
    assert _officials(text, language).get("review") == review
