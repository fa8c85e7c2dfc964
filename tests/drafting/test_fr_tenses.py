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
