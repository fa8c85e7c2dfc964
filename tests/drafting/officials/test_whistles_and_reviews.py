"""The officials' decisions in wordings of their structure (session 40): a whistle before
the ball went in after a flag, a flag raised late, a match with no VAR, a review at the
monitor that took a goal away. Sentences written for these tests, in four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view

FIELDS = ("outcome", "on_field", "final", "review", "stopped_before_goal", "delayed_flag")


def _officials(text: str, language: str) -> dict[str, Any]:
    v = view(drafting.draft(text, language=language))
    return {k: v[k] for k in (*FIELDS, "var_checked") if v.get(k) is not None}


#: The whistle came before the ball went in, after the assistant's flag: the whistle was the
#: decision on the field, and the move ended with it.
WHISTLED = [
    (
        "Brown played Jones in and the assistant raised her flag. The referee blew almost "
        "immediately, a fraction of a second before Jones lifted his shot into the net.",
        "en",
    ),
    (
        "Ollie Shaw crossed and Dan Pike volleyed in, but the linesman had flagged and the "
        "referee had already blown his whistle. The goal did not count.",
        "en",
    ),
    (
        "Grosjean glisse une passe à Mougin, qui pousse le ballon vers le but vide. L'assistant "
        "a levé son drapeau et l'arbitre a sifflé. Le ballon n'avait même pas encore franchi "
        "la ligne.",
        "fr",
    ),
    (
        "Hofstetter schickt Meijer, und Schiedsrichterin Obermaier pfeift ab, eine halbe "
        "Sekunde bevor Meijers Schuss im Netz zappelt. Zählt also nicht.",
        "de",
    ),
    (
        "Molina remata cruzado, pero el árbitro ya había pitado cuando el balón todavía iba "
        "camino de la red. El gol no subió al marcador.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), WHISTLED)
def test_a_whistle_before_the_ball_went_in(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("stopped_before_goal") is True
    assert got.get("on_field") == "whistle"
    # the ball went in after the whistle: the model's outcome stays goal_scored
    assert got.get("outcome") in (None, "goal_scored")
    assert got.get("final") == "no_goal"


#: The flag was raised late: delayed, and the flag was the decision on the field.
LATE = [
    (
        "Jones ran through and scored past Smith. The flag stayed down until the ball had hit "
        "the net, then went up, and the goal was disallowed.",
        "en",
    ),
    (
        "Jones was sent through by Brown and shot past Smith. Only then did the flag go up, "
        "and the goal was ruled out.",
        "en",
    ),
    (
        "Garnier lance Béraud, qui marque. L'assistant ne lève son drapeau qu'après la frappe. "
        "But annulé.",
        "fr",
    ),
    (
        "Müller trifft zum 1:0. Der Assistent hob die Fahne erst spät, der Treffer zählte nicht.",
        "de",
    ),
    ("Müller trifft zum 1:0. Die Fahne kam erst, als der Ball schon im Netz lag.", "de"),
    (
        "Bravo marcó, pero el asistente no levantó la bandera hasta que el balón entró. Gol "
        "anulado.",
        "es",
    ),
    ("Bravo marcó. La bandera se levantó tarde y el árbitro anuló el gol.", "es"),
]


@pytest.mark.parametrize(("text", "language"), LATE)
def test_a_flag_raised_late(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("delayed_flag") is True
    assert got.get("on_field") == "offside_flag"


#: The match had no VAR: nothing was reviewed.
NO_VAR = [
    (
        "Brown crossed and Jones headed in. The assistant kept her flag down until the ball "
        "was in the net. There is no VAR in the National League.",
        "en",
    ),
    (
        "Mougin marque, mais il n'y a pas d'assistance vidéo à ce stade de la compétition et "
        "le but est refusé pour hors-jeu.",
        "fr",
    ),
    (
        "El árbitro pitó, una fracción de segundo antes de que Bravo marcara. En Primera "
        "Federación no hay VAR.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), NO_VAR)
def test_no_var_no_review(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("var_checked") is False
    assert got.get("review") == "none"


#: The referee went to the monitor and took the goal away: the goal had been given.
MONITOR = [
    (
        "Mougin marque. Appelé par la VAR, l'arbitre consulte longuement les images et annule "
        "le but.",
        "fr",
    ),
    ("Bravo marcó. El árbitro acudió al monitor y anuló el gol por fuera de juego.", "es"),
]


@pytest.mark.parametrize(("text", "language"), MONITOR)
def test_a_review_that_took_the_goal_away(text: str, language: str) -> None:
    got = _officials(text, language)
    assert got.get("review") == "on_field_review"
    assert got.get("final") == "no_goal"
    assert got.get("on_field") == "goal"


def test_the_var_could_do_nothing() -> None:
    got = _officials(
        "Der Schiedsrichter hat abgepfiffen, bevor der Ball im Netz war. Der VAR konnte gar "
        "nichts machen.",
        "de",
    )
    assert "var_checked" not in got
    assert got.get("review") == "none"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("The referee blew before half-time and Jones was furious.", "en"),
        ("Brown crossed and Jones scored. The flag stayed down and the goal stood.", "en"),
    ],
)
def test_no_whistle_before_the_goal(text: str, language: str) -> None:
    assert _officials(text, language).get("stopped_before_goal") is None
