"""The attacker put offside, fouled as he went for the ball, with the foul told of a
pronoun or a role word, not his name ("brought the striker down", "qui la fauche", "brachte
ihn zu Fall", "que lo derribó"), and the passive with its auxiliary before the name or in
the present ("wird am Fuß getroffen und kommt zu Fall", "is tripped"):
moving_to_play_ball (patterns.yaml involvement_cues, group o; drafting.facts.stated.
_fouled_unnamed). Never of the player who made the foul himself. Sentences of our own;
each case failed on the starting code unless marked a guard."""

import pytest

from tests.drafting.drafted_views import OPENING
from tests.drafting.involvement_kinds import drafted_kinds

MOVING = "moving_to_play_ball"

CASES = [
    (
        "en",
        "Kofi Mensah slid the ball through for Ryan Holm, and goalkeeper Ade Bello, racing "
        "off his line, brought the Rovers forward down in the box.",
        " Replays showed Holm had been offside when Mensah played it.",
        "Ryan Holm",
        MOVING,
    ),
    (
        "en",
        "Kofi Mensah sent Ryan Holm clear and defender Ade Bello fouled him at the edge of "
        "the area.",
        " Holm had been in an offside position when the pass was made.",
        "Ryan Holm",
        MOVING,
    ),
    (  # a guard: the reading already takes "the striker" for Holm here
        "en",
        "Kofi Mensah sent Ryan Holm clear and the striker, back from injury, was tripped by "
        "defender Ade Bello.",
        " Holm had been in an offside position when the pass was made.",
        "Ryan Holm",
        MOVING,
    ),
    (
        "fr",
        "Hugo Mercier lance Yanis Roux en profondeur. L'attaquant devance la sortie de Paul "
        "Brun, le gardien, qui le fauche.",
        " Roux était hors-jeu au moment de la passe.",
        "Yanis Roux",
        MOVING,
    ),
    (
        "fr",
        "Sur une passe de Hugo Mercier, Yanis Roux file vers le but ; Paul Brun, revenu à sa "
        "hauteur, l'a fauché dans la surface.",
        " Roux était hors-jeu au moment de la passe.",
        "Yanis Roux",
        MOVING,
    ),
    (
        "de",
        "Tim Oster spielte Jonas Reiter steil, und Verteidiger Ali Dunn brachte ihn im "
        "Strafraum zu Fall.",
        " Reiter hatte beim Zuspiel im Abseits gestanden.",
        "Jonas Reiter",
        MOVING,
    ),
    (
        "de",
        "Tim Oster spielt Jonas Reiter steil. Reiter wird im Strafraum von Ali Dunn am Knie "
        "getroffen und kommt zu Fall.",
        " Reiter stand beim Zuspiel im Abseits.",
        "Jonas Reiter",
        MOVING,
    ),
    (
        "de",
        "In der 30. Minute war Jonas Reiter, gerade eingewechselt, von Tim Oster in den "
        "Strafraum geschickt und dort von Ali Dunn zu Fall gebracht worden.",
        " Reiter hatte beim Zuspiel im Abseits gestanden.",
        "Jonas Reiter",
        MOVING,
    ),
    (  # the English present passive
        "en",
        "Kofi Mensah sends Ryan Holm clear, and Holm is tripped by defender Ade Bello.",
        " Holm was in an offside position when the pass was made.",
        "Ryan Holm",
        MOVING,
    ),
    (
        "es",
        "Pablo Gil lanzó a Mario Soto al espacio y el portero Luis Vera lo derribó en el área.",
        " Soto estaba en fuera de juego en el momento del pase.",
        "Mario Soto",
        MOVING,
    ),
]


@pytest.mark.parametrize(("language", "foul", "offside", "player", "kind"), CASES)
def test_fouled_told_by_a_pronoun(
    language: str, foul: str, offside: str, player: str, kind: str
) -> None:
    assert drafted_kinds(language, OPENING[language], foul + offside).get(player) == kind


GUARDS = [
    # guards: the player put offside made the foul himself; no one else is put offside
    (
        "en",
        "Kofi Mensah played the ball to Ade Bello. Ryan Holm, who had strayed offside, ran "
        "in and brought him down.",
        " Holm had been in an offside position.",
        "Ryan Holm",
    ),
    (
        "fr",
        "Hugo Mercier a passé le ballon à Paul Brun. Yanis Roux, resté hors-jeu, l'a fauché.",
        " Roux était hors-jeu.",
        "Yanis Roux",
    ),
]


@pytest.mark.parametrize(("language", "foul", "offside", "player"), GUARDS)
def test_no_involvement_for_the_fouler(language: str, foul: str, offside: str, player: str) -> None:
    assert drafted_kinds(language, OPENING[language], foul + offside).get(player) != MOVING
