"""French reports in the imparfait de narration (issue 32, fourth round): a match report
often tells the move in the imperfect ("Keita reprenait de volée", "la défense
repoussait mal"), besides the present, the passé composé and the passé simple. Each row is
a sentence written for this test; the touches must be drafted in every tense."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="fr"))


def _by(v: dict[str, Any]) -> list[tuple[str | None, str | None]]:
    return [(t["by"], t["action"]) for t in v["sequence"]]


@pytest.mark.parametrize(
    ("sentence", "touch"),
    [
        # the shot, in the imperfect and in the other tenses
        ("Yohan Perrin reprenait de volée à l'entrée de la surface.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin reprend de volée à l'entrée de la surface.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin frappait du gauche au premier poteau.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin a frappé du gauche au premier poteau.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin tirait du droit, en force.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin déclenchait une frappe sèche.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin fusillait le portier à bout portant.", ("Yohan Perrin", "shot")),
        # the cross and the delivery
        ("Yohan Perrin centrait du pied gauche.", ("Yohan Perrin", "cross")),
        ("Yohan Perrin brossait un centre au second poteau.", ("Yohan Perrin", "cross")),
        ("Yohan Perrin déposait un centre au second poteau.", ("Yohan Perrin", "cross")),
    ],
)
def test_a_touch_in_the_imperfect_is_drafted_as_in_the_present(
    sentence: str, touch: tuple[str, str]
) -> None:
    v = _view(f"À la 70e minute, {sentence} Le but a été refusé pour hors-jeu.")
    assert touch in _by(v)


@pytest.mark.parametrize("verb", ["repoussait", "dégageait", "renvoyait", "repoussa", "a repoussé"])
def test_a_clearance_in_any_past_tense(verb: str) -> None:
    v = _view(
        f"À la 70e minute, sur un corner de Yohan Perrin, Karim Lebas {verb} mal "
        "et Dylan Morvan reprenait de volée. Le but a été refusé pour hors-jeu."
    )
    assert ("Dylan Morvan", "shot") in _by(v)
    assert any(name == "Karim Lebas" for name, _ in _by(v))


@pytest.mark.parametrize(
    "aside",
    [
        "l'avant-centre de Lens",
        "le latéral gauche du PSG",
        "arrivé de Lille cet été",
    ],
)
def test_an_aside_naming_a_club_between_the_subject_and_its_verb(aside: str) -> None:
    v = _view(
        f"À la 70e minute, Yohan Perrin, {aside}, adresse un centre tendu et Dylan Morvan "
        "reprend de la tête au fond des filets. Le but a été refusé pour hors-jeu."
    )
    assert ("Yohan Perrin", "cross") in _by(v)


@pytest.mark.parametrize(
    ("dive", "kind"),
    [
        (
            "se jette sur le ballon, qui passe à quelques centimètres de son front",
            "attempted_close_ball_impacting_opponent",
        ),
        ("se jette sur le ballon, mais le manque", "attempted_close_ball_impacting_opponent"),
        (
            "plonge vers le ballon, qui file juste devant lui",
            "attempted_close_ball_impacting_opponent",
        ),
        ("se jette sur le ballon", "moving_to_play_ball"),
    ],
)
def test_a_dive_for_a_ball_that_passes_him_is_an_attempt_to_play_it(dive: str, kind: str) -> None:
    v = _view(
        "À la 60e minute, Paul Kermarec adresse un centre tendu. "
        f"Jamie Reid {dive}. Callum Sneddon reprend du gauche dans le but vide. "
        "Au moment du centre, Jamie Reid était hors-jeu."
    )
    assert v["involvements"] == [["Jamie Reid", kind]]
