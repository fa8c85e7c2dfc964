"""The receiver of a pass named again in the next words by a role noun ("the striker",
"el delantero") or a pronoun ("he", "il"): the player the ball was played to, the
last one named, after a preposition of the pass ("to", "pour", "para", "zu"), is the one who
has it, even when the sentence before names the passer too. Each case drafts sentences
written for it: the touches in order, with their actions."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import OPENING, Told, told_touches


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "en",
            "Tom Varley slid a pass to Sam Quell. The striker took one touch and lifted the "
            "ball over the keeper.",
            [("Tom Varley", "pass", None), ("Sam Quell", "control", None),
             ("Sam Quell", "shot", None)],
        ),
        (
            "en",
            "Tom Varley played the ball through for Sam Quell. He fired home from ten yards.",
            [("Tom Varley", "pass", "forwards"), ("Sam Quell", "shot", None)],
        ),
        (
            "fr",
            "Paul Garnier glisse le ballon à Hugo Vallet. Il trompe le gardien.",
            [("Paul Garnier", "pass", None), ("Hugo Vallet", "shot", None)],
        ),
        (
            "es",
            "Pablo Ruedas dio el pase a Mario Lentos. El delantero definió ante el portero.",
            [("Pablo Ruedas", "pass", None), ("Mario Lentos", "shot", None)],
        ),
        (
            "de",
            "Jonas Kappel spielte den Ball zu Timo Seller. Der Stürmer schob ein.",
            [("Jonas Kappel", "pass", None), ("Timo Seller", "shot", None)],
        ),
    ],
)  # fmt: skip
def test_the_receiver_named_again_has_the_ball(
    language: str, text: str, expected: list[Told]
) -> None:
    assert told_touches(OPENING[language] + text, language) == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            # the last one named is no receiver (the subject's partner): no one's for sure
            "en",
            "Tom Varley crossed from the left and Sam Quell headed it in. The striker was offside.",
            [("Tom Varley", "cross", None), ("Sam Quell", "header", None)],
        ),
        (
            # a defender the ball was played to is no attacker's role
            "en",
            "Tom Varley passed back to the defender Ian Dorr. The striker then shot wide.",
            [("Tom Varley", "pass", "backwards")],
        ),
        (
            # the "a" of a person pushed is no pass's: the role word is not his
            "es",
            "Mario Lentos empujó a Luis Doria. El delantero remató a la red.",
            [],
        ),
    ],
)  # fmt: skip
def test_no_receiver_no_reading(language: str, text: str, expected: list[Told]) -> None:
    assert told_touches(OPENING[language] + text, language) == expected
