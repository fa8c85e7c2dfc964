"""The officials' decisions said of one another (drafting.decision.settle) and a match with
no VAR at all (patterns.yaml officials.no_var): sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Tom Bell headed in, but the flag was up. With no VAR in the fifth tier, that was "
            "that.",
            "en",
        ),
        (
            "Amy Lowe scored, but the referee had whistled for a foul. There is no VAR at this "
            "stage of the cup, so nobody looked again.",
            "en",
        ),
        (
            "Lena Roth traf, doch die Fahne war oben. Einen Videobeweis gibt es in der "
            "Regionalliga nicht.",
            "de",
        ),
        (
            "Jonas Keil köpfte ein, aber der Assistent hob die Fahne. Ein Spiel ohne VAR, also "
            "blieb es dabei.",
            "de",
        ),
        (
            "Hugo Marin a marqué, mais le drapeau s'est levé. Pas de VAR en Coupe de France à "
            "ce stade, donc but refusé.",
            "fr",
        ),
        (
            "Léa Morel a marqué de la tête, mais l'arbitre avait sifflé. La VAR n'est pas "
            "utilisée en D2, personne n'a revu l'action.",
            "fr",
        ),
        (
            "Iker Sanz marcó, pero la asistente levantó la bandera. No hay VAR en esta ronda "
            "de la Copa.",
            "es",
        ),
        (
            "Nerea Gil remató a la red, pero el árbitro había pitado falta. El VAR no se "
            "utiliza en Primera Federación.",
            "es",
        ),
    ],
)
def test_a_match_without_var(text: str, language: str) -> None:
    v = _view(text, language)
    assert v["var_checked"] is False
    # no VAR at the match: nothing was reviewed (drafting/eval/README.md: review none)
    assert v["review"] == "none"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # the VAR that could not act is not a match without one
        (
            "Léa Morel a trouvé le filet, mais l'arbitre avait déjà sifflé : pas de VAR "
            "possible puisque le jeu était arrêté.",
            "fr",
        ),
        ("The VAR did not intervene and the goal stood.", "en"),
        ("Der VAR griff nicht ein, das Tor zählte.", "de"),
    ],
)
def test_a_var_that_did_not_act_is_no_match_without_one(text: str, language: str) -> None:
    assert _view(text, language)["var_checked"] is not False


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "The referee had already blown his whistle for a foul on the keeper before Dan "
            "Ward turned the ball in, so the goal could not stand.",
            "en",
        ),
        (
            "Der Schiedsrichter hatte bereits abgepfiffen, bevor Tim Hahn den Ball über die "
            "Linie drückte. Der Treffer zählte nicht.",
            "de",
        ),
        (
            "L'arbitre avait déjà sifflé une faute avant que Hugo Marin ne pousse le ballon au "
            "fond, le but n'a donc pas compté.",
            "fr",
        ),
        (
            "El árbitro ya había pitado falta antes de que Iker Sanz empujara el balón a la "
            "red, así que el gol no valió.",
            "es",
        ),
    ],
)
def test_play_stopped_before_the_goal_leaves_the_var_nothing_to_review(
    text: str, language: str
) -> None:
    v = _view(text, language)
    assert v["stopped_before_goal"] is True
    assert v["review"] == "none"
    # the ball went in after the whistle (drafting/eval/README.md: outcome goal_scored, as
    # the incident model reads stopped_before_goal)
    assert v["outcome"] == "goal_scored"


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # a goal given went in (no touch told); with no intervention, as given on the field
        (
            "The referee allowed it, and after a long VAR check the decision stood.",
            "en",
            {"outcome": "goal_scored", "final": "goal", "review": "none"},
        ),
        # a VAR that did not intervene checked
        (
            "El árbitro concedió el gol y el VAR no intervino.",
            "es",
            {"review": "none", "var_checked": True},
        ),
        (
            "Der Schiedsrichter gab den Treffer, und der VAR griff nicht ein.",
            "de",
            {"review": "none", "var_checked": True},
        ),
        # a review means the VAR checked
        (
            "The referee went to the pitchside monitor and disallowed the goal.",
            "en",
            {"review": "on_field_review", "var_checked": True},
        ),
    ],
)
def test_decisions_said_of_one_another(text: str, language: str, expected: dict[str, Any]) -> None:
    v = _view(text, language)
    assert {k: v[k] for k in expected} == expected


@pytest.mark.parametrize(
    ("text", "language", "review"),
    [
        # the flag went up, the VAR checked, and the flag stood: it did not intervene
        (
            "Joe Dunn turned the ball in, but the assistant raised his flag for offside. "
            "The VAR checked it and the goal was ruled out.",
            "en",
            "none",
        ),
        (
            "Hugo Perrin a marqué, mais l'assistant a levé son drapeau pour un hors-jeu. "
            "La VAR a vérifié et le but a été refusé.",
            "fr",
            "none",
        ),
        (
            "Tim Roth traf, doch der Assistent hob die Fahne wegen Abseits. Der "
            "Videoassistent prüfte die Szene, und das Tor wurde aberkannt.",
            "de",
            "none",
        ),
        (
            "Iván Mena marcó, pero el asistente levantó la bandera por fuera de juego. El "
            "VAR revisó la jugada y el gol fue anulado.",
            "es",
            "none",
        ),
        # a goal given that stood after a check, no monitor told: the VAR did not
        # intervene (the set's convention, drafting/eval/README.md: review none)
        (
            "Joe Dunn turned the ball in and the referee gave the goal. The VAR checked it "
            "and the goal stood.",
            "en",
            "none",
        ),
        # ... but a monitor told is a review
        (
            "Joe Dunn turned the ball in and the referee gave the goal. The referee went to "
            "the monitor and the goal stood.",
            "en",
            "on_field_review",
        ),
        # the referee went to the monitor: a review, not none
        (
            "Joe Dunn turned the ball in, but the assistant raised his flag for offside. The "
            "referee went to the monitor and the goal was ruled out.",
            "en",
            "on_field_review",
        ),
    ],
)
def test_a_var_that_checked_a_flag_which_stood_did_not_intervene(
    text: str, language: str, review: str | None
) -> None:
    assert _view(text, language)["review"] == review


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Mark Doyle crossed from the left and the referee pointed to the centre spot.", "en"),
        (
            "Sam Orr played the ball forward and the referee allowed it, but the VAR stepped in.",
            "en",
        ),
        ("Luc Brenet a centré depuis la gauche, et l'arbitre a d'abord accordé le but.", "fr"),
        ("Timo Rauch flankte von links, und der Schiedsrichter zeigte zur Mittellinie.", "de"),
        ("Timo Rauch flankte von links, und der Schiedsrichter gab den Treffer zunächst.", "de"),
        ("Pablo Ruiz centró desde la izquierda y el árbitro señaló el centro del campo.", "es"),
    ],
)
def test_a_goal_told_given_went_in_though_no_touch_is_the_goal(text: str, language: str) -> None:
    # a touch is told but none is the goal: the goal the text says was given still went in
    v = _view(text, language)
    assert v["on_field"] == "goal"
    assert v["outcome"] == "goal_scored"
