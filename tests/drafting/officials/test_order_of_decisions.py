"""The officials' decisions in the order the text tells them (drafting.facts.order), in
the four languages: given, checked, then changed or left standing; a monitor visit the text
denies. Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view

FIELDS = ("on_field", "final", "review")


def _decisions(text: str, language: str) -> dict[str, Any]:
    seen = view(drafting.draft(text, language=language))
    return {k: seen[k] for k in FIELDS}


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # given -> checked -> ruled out: the goal given was the decision on the field
        (
            "Rui Sousa curled it in. The goal was given. The VAR then sent the referee to "
            "the screen, and after two looks he disallowed it.",
            "en",
            {"on_field": "goal", "final": "no_goal", "review": "on_field_review"},
        ),
        (
            "Nico Brandl schob ein, das Tor wurde gegeben. Dann meldete sich der VAR, und "
            "Schiedsrichter Ott nahm den Treffer zurück.",
            "de",
            {"on_field": "goal", "final": "no_goal"},
        ),
        # ruled out -> checked -> stood: the last told after the check is final
        (
            "Ben Hale scored, and a fan thought it would be disallowed. The VAR checked "
            "the position for a minute. The goal stands.",
            "en",
            {"final": "goal"},
        ),
        # checked -> stood, nothing else told of the field: given, no review
        (
            "Lucas Morel a marqué de la tête. La VAR a vérifié sa position pendant deux "
            "minutes, et le but a été validé.",
            "fr",
            {"on_field": "goal", "final": "goal", "review": "none"},
        ),
        (
            "Marcó Iker Lasa de cabeza. El VAR revisó la posición durante dos minutos y "
            "el gol subió al marcador.",
            "es",
            {"on_field": "goal", "final": "goal", "review": "none"},
        ),
        # given, checked, stood: no review told, so none
        (
            "Sam Reed poked it home and the referee gave the goal. The VAR took a long look "
            "and the goal stood.",
            "en",
            {"on_field": "goal", "final": "goal", "review": "none"},
        ),
        # the monitor denied, the goal ruled out: the VAR alone
        (
            "Tom Cole scored, but the VAR ruled it out for offside without sending the "
            "referee to the monitor.",
            "en",
            {"review": "var_only"},
        ),
        (
            "Max Roux avait marqué, mais le but a été annulé par la VAR, l'arbitre n'étant "
            "pas allé voir l'écran.",
            "fr",
            {"review": "var_only"},
        ),
        (
            "Jonas Veit traf, doch der Treffer wurde aberkannt. Der Schiedsrichter musste "
            "dafür nicht an den Bildschirm.",
            "de",
            {"review": "var_only"},
        ),
        (
            "Marcó Pablo Ruiz, pero el VAR anuló el gol por fuera de juego y el árbitro ni "
            "siquiera se acercó al monitor.",
            "es",
            {"review": "var_only"},
        ),
        # the monitor denied and a later mention of what should have been: still the VAR
        (
            "Ali Demir scored, but the VAR disallowed it without sending the referee to the "
            "monitor. A judgement like that belongs at the monitor.",
            "en",
            {"review": "var_only"},
        ),
        # the referee did go: an on-field review
        (
            "Tom Cole scored, but the referee went to the monitor and disallowed the goal.",
            "en",
            {"review": "on_field_review"},
        ),
    ],
)
def test_the_order_of_given_checked_and_changed(
    text: str, language: str, expected: dict[str, Any]
) -> None:
    got = _decisions(text, language)
    assert {k: got[k] for k in expected} == expected
