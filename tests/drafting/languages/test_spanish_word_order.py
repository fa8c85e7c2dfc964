"""Session 50, Spanish word order: a position told by a verb whose subject Spanish drops
("Estaba en fuera de juego", "Pero estaba adelantado"), read of the player the sentence
before names (drafting.facts.dropped_subject); a verb carried over "y" past a verb that
takes no object and its own subject ("y ahí apareció Solano y definió": not the passer's
shot; drafting.chains). Sentences of our own; each case failed on the round's start
(guards marked)."""

import pytest

from tests.drafting.drafted_views import OPENING, told_touches, viewed

DROPPED = [
    (
        "Solano marcó el 1-0 tras un pase de Ramírez. Estaba en fuera de juego por medio metro.",
        [["Solano", "offside"]],
    ),
    (
        "Solano marcó el 1-0 tras un pase de Ramírez. Pero estaba adelantado.",
        [["Solano", "offside"]],
    ),
    (
        "Solano remató a la red el pase de Ramírez. Estaba en posición correcta.",
        [["Solano", "onside"]],
    ),
    (
        "Ramírez centró y Solano cabeceó a la red. Pero estaba en fuera de juego.",
        [["Solano", "offside"]],
    ),
    (
        "Ramírez filtró un pase y Solano remató a la red. Sin duda. Estaba en posición correcta.",
        [["Solano", "onside"]],
    ),
    # guards: a quotation's dropped subject may be the speaker; a sentence that names him
    (
        "Solano marcó el 1-0. El técnico, Aldo Ferri, dijo: «Estaba en fuera de juego».",
        [],
    ),
    (
        "Ramírez centró y Solano cabeceó a la red. Solano estaba adelantado.",
        [["Solano", "offside"]],
    ),
]


@pytest.mark.parametrize(("text", "positions"), DROPPED)
def test_a_dropped_subject_is_the_player_named_before(
    text: str, positions: list[list[str]]
) -> None:
    assert viewed(OPENING["es"] + text, "es")["positions"] == positions


ARRIVAL = [
    "Ramírez filtró un pase al área y ahí apareció Solano y definió con la zurda.",
    "Ramírez metió un pase largo y entonces apareció Solano y remató a la red.",
    "Ramírez filtró un pase al área y allí llegó Solano y la empujó.",
    "Ramírez centró desde la derecha y en el segundo palo estaba Solano y cabeceó.",
]


@pytest.mark.parametrize("text", ARRIVAL)
def test_no_shot_carried_past_another_subject(text: str) -> None:
    touches = told_touches(OPENING["es"] + text, "es")
    assert ("Ramírez", "pass", "forwards") in touches or touches[:1] == [("Ramírez", "cross", None)]
    assert not [t for t in touches if t[0] == "Ramírez" and t[1] in ("shot", "header")]


def test_a_carried_shot_stays_with_its_subject() -> None:
    # guard: no other subject in the span
    touches = told_touches(OPENING["es"] + "Ramírez recibió de Solano y definió cruzado.", "es")
    assert ("Ramírez", "shot", None) in touches
