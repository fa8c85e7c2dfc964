"""A restart told with a moment of its own that is not the incident's belongs to another
goal: "the opener came from a 20th-minute corner", "Okafor's 15th-minute free kick", "un
córner en el minuto 20" in a sentence the report tells before (or with) the disputed move
at another minute. The incident's own restart, told with its minute, stays. Sentences of
our own."""

import pytest

from tests.drafting.drafted_views import viewed

_OTHER_GOALS_RESTART = [
    (
        "en",
        "Rovers 1-1 City\nCity led through Callum Reeve's header from a 20th-minute corner and "
        "were holding on when, in the 66th minute, Rovers broke down the right. Jonah Pike slid "
        "the ball through for Omar Lutz, who finished past the goalkeeper, but the assistant's "
        "flag went up for offside.",
    ),
    (
        "fr",
        "Rennes 1-1 Nantes\nNantes menait grâce à une tête de Paul Ravel sur un corner à la 20e "
        "minute et tenait bon quand, à la 66e minute, Rennes a contre-attaqué. Hugo Marchal a "
        "glissé le ballon pour Enzo Duval, qui a marqué, mais l'arbitre assistant a levé son "
        "drapeau pour hors-jeu.",
    ),
    (
        "de",
        "Bochum - Kiel 1:1\nKiel führte durch einen Kopfball von Jonas Reiter nach einer Ecke in "
        "der 20. Minute und hielt dagegen, bis Bochum in der 66. Minute konterte. Lukas Brenner "
        "spielte den Ball in die Tiefe zu Felix Ostrowski, der traf, doch der Assistent hob die "
        "Fahne wegen Abseits.",
    ),
    (
        "es",
        "Getafe 1-1 Osasuna\nOsasuna se adelantó con un cabezazo de Pablo Ruiz tras un córner en "
        "el minuto 20 y aguantaba cuando, en el minuto 66, el Getafe salió a la contra. Mario Gil "
        "filtró el balón para Diego Lora, que marcó, pero el asistente levantó la bandera por "
        "fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _OTHER_GOALS_RESTART)
def test_another_goals_restart_with_its_own_minute_is_not_the_moves(
    language: str, text: str
) -> None:
    assert viewed(text, language).get("start") is None


_OWN_RESTART = [
    # guards (pass on main): the incident's restart told with the incident's minute
    (
        "en",
        "Rovers 1-0 City\nIn the 66th minute, Jonah Pike swung in a corner, Omar Lutz headed it "
        "in, but the flag went up for offside.",
        "corner_kick",
    ),
    (
        "en",
        "Rovers 1-0 City\nA 66th-minute corner from Jonah Pike was headed in by Omar Lutz, but "
        "the flag went up for offside.",
        "corner_kick",
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), _OWN_RESTART)
def test_the_incidents_restart_with_its_minute_stays(
    language: str, text: str, expected: str
) -> None:
    assert viewed(text, language).get("start") == expected


_CORNER_AS_A_PLACE = [
    # "en el córner": where the players celebrate, not the restart (fails on main)
    (
        "Minuto 70. Jaime Ortiz filtró el balón y Rubén Sala marcó a placer. Los jugadores ya lo "
        "celebraban en el córner cuando el asistente levantó la bandera por fuera de juego.",
        None,
    ),
    # guards (pass on main): the corner kick taken, or "en un córner"
    (
        "Minuto 70. Jaime Ortiz sacó el córner, Rubén Sala cabeceó a la red, pero el asistente "
        "levantó la bandera por fuera de juego.",
        "corner_kick",
    ),
    (
        "En el minuto 70, en un córner, Rubén Sala cabeceó a la red, pero el asistente levantó la "
        "bandera por fuera de juego.",
        "corner_kick",
    ),
]


@pytest.mark.parametrize(("text", "expected"), _CORNER_AS_A_PLACE)
def test_the_corner_as_a_place_is_no_restart(text: str, expected: str | None) -> None:
    assert viewed(text, "es").get("start") == expected


_CROSSED_RESTART = [
    # "centra un córner", "centró una falta lateral": the restart crossed (fail on main)
    (
        "Minuto 80. Álvaro Ruiz centra un córner desde la izquierda y Pablo Mena cabecea a la "
        "red, pero el asistente levanta la bandera por fuera de juego.",
        "corner_kick",
    ),
    (
        "En el minuto 80, Álvaro Ruiz centró una falta lateral al segundo palo y Pablo Mena "
        "marcó, pero el VAR anuló el gol por fuera de juego.",
        "free_kick",
    ),
]


@pytest.mark.parametrize(("text", "expected"), _CROSSED_RESTART)
def test_a_restart_crossed_in_spanish(text: str, expected: str) -> None:
    assert viewed(text, "es").get("start") == expected
