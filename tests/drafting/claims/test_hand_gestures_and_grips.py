"""Claims (issue 32): a hand or an arm is a handball point only where the ball meets it.
A speaker who raised an arm or a hand ("je lève le bras", "levanté la mano", "ich habe
die Hand gehoben", "I put my hand up"), or was held by the arm ("me agarró del brazo",
"sie hat mich am Arm festgehalten"), or uses a fixed phrase with a hand in it ("das
Spiel aus der Hand geben", "das liegt auf der Hand") says nothing about a handball: no
`handball` claim. A ball against an arm stays a handball point. Sentences of our own,
with names of our own."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import claims

_FR = "Nancy a battu Metz 1-0. Le but de Paul Garnier a été refusé pour hors-jeu. "
_DE = "Ulm schlug Aue 1:0. Das Tor von Till Haas zählte wegen Abseits nicht. "
_ES = "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado por fuera de juego. "
_EN = "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. "

#: A hand raised, an arm held, a fixed phrase: no handball claim.
NO_HANDBALL = [
    (_FR + "« Je lève le bras dès que je vois le ballon partir », a dit Luc Morvan.", "fr"),
    (_FR + "« On a tous levé les bras en même temps », a raconté Luc Morvan.", "fr"),
    (_FR + "« Il m'a tiré par le bras avant le centre », a dit Luc Morvan.", "fr"),
    (_DE + "„Ich habe sofort die Hand gehoben“, sagte Jonas Brandl.", "de"),
    (_DE + "„Er hat mich am Arm festgehalten, ich kam nicht hin“, sagte Jonas Brandl.", "de"),
    (_DE + "„Wir haben das Spiel vorher aus der Hand gegeben“, sagte Jonas Brandl.", "de"),
    (_ES + "«Por eso levanté la mano enseguida», dijo Iker Salcedo.", "es"),
    (_ES + "«Ya levantaban los brazos todos», dijo Iker Salcedo.", "es"),
    (_ES + "«Me agarra del brazo y no me deja saltar», dijo Iker Salcedo.", "es"),
    (_EN + '"I put my hand up straight away," said Dean Ross.', "en"),
]


@pytest.mark.parametrize(("text", "language"), NO_HANDBALL)
def test_a_raised_or_held_arm_is_no_handball_claim(text: str, language: str) -> None:
    assert [c for c in claims(text, language) if c[1] == "handball"] == []


#: The ball against an arm: the handball point stays.
HANDBALL = [
    (_FR + "« Le ballon touche la main du défenseur », a dit Luc Morvan.", "fr"),
    (_DE + "„Der Ball geht klar an den Arm“, sagte Jonas Brandl.", "de"),
    (_ES + "«El balón le da en la mano al defensa», dijo Iker Salcedo.", "es"),
]


@pytest.mark.parametrize(("text", "language"), HANDBALL)
def test_the_ball_against_an_arm_stays_a_handball_claim(text: str, language: str) -> None:
    assert [c for c in claims(text, language) if c[1] == "handball"] != []
