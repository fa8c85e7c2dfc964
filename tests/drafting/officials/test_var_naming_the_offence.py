"""The VAR that named the offence to the referee (session 50): "the VAR recommended an
on-field review for a possible offside", "la VAR a signalé à l'arbitre un hors-jeu", "el
VAR la llamó al monitor para revisar un posible fuera de juego", "der VAR meldete der
Schiedsrichterin ein Abseits": the VAR's offside call, also where the referee then went to
the screen and decided himself (drafting/eval/README.md, calls)."""

import pytest

from tests.drafting.drafted_views import OPENING, calls

CASES = [
    (
        "en",
        "In the 70th minute Tom Ferris scored for Arsenal. The VAR then recommended an "
        "on-field review for a possible offside by Ferris, and referee Paul Dawes went to the "
        "monitor and disallowed the goal.",
    ),
    (
        "en",
        "Dan Okoro headed in for Arsenal on 55 minutes, but the VAR advised the referee to "
        "look again at a possible offside by Okoro, and the goal was ruled out.",
    ),
    (
        "fr",
        "À la 70e minute, Hugo Marchal a marqué pour le PSG. Mais la VAR a signalé à "
        "l'arbitre un hors-jeu de Marchal, et le but a été annulé.",
    ),
    (
        "fr",
        "Lucas Berthier a trouvé le chemin des filets à la 61e minute, mais l'assistance "
        "vidéo a signalé un possible hors-jeu de Berthier et l'arbitre a annulé le but.",
    ),
    (
        "es",
        "En el minuto 70 marcó Iván Lozano para el Betis. Poco después el VAR llamó al "
        "colegiado al monitor para revisar un posible fuera de juego de Lozano, y el gol "
        "fue anulado.",
    ),
    (
        "es",
        "Marcó Rubén Sastre en el 58, pero el VAR avisó al árbitro de un fuera de juego de "
        "Sastre y el tanto fue anulado.",
    ),
]


@pytest.mark.parametrize(("language", "text"), CASES)
def test_the_var_that_named_the_offence_made_an_offside_call(language: str, text: str) -> None:
    assert ["var", "offside"] in calls(OPENING[language] + text, language)


#: The VAR only sent the referee to the screen; the offence is told with his decision
#: after "and": the referee's call, not the VAR's.
REFEREE_DECIDED = [
    (
        "es",
        "El gol subió al marcador, pero el VAR llamó al colegiado al monitor y este lo "
        "acabó anulando por fuera de juego de Nicolás Prado.",
    ),
    (
        "en",
        "The goal was given, but the VAR called the referee to the monitor and she ruled it "
        "out for offside against Ben Carver.",
    ),
]


@pytest.mark.parametrize(("language", "text"), REFEREE_DECIDED)
def test_the_referee_who_decided_after_the_var_called_him(language: str, text: str) -> None:
    assert ["var", "offside"] not in calls(OPENING[language] + text, language)


#: The referee who pointed to the spot, the offence unnamed or named apart from his words:
#: his foul call (a penalty is given for a foul where no handball is told).
PENALTY_GIVEN = [
    (
        "en",
        "Sam Tully went down in the box under a challenge from Rory Vance in the 80th minute, "
        "and referee Kate Hollis pointed to the spot. The VAR then found Tully offside and "
        "the penalty was cancelled.",
    ),
    (
        "fr",
        "À la 80e minute, Nolan Barre est tombé dans la surface au contact de Théo Gallet. "
        "L'arbitre a désigné le point de penalty, avant que la VAR ne signale un hors-jeu de "
        "Barre : pas de penalty.",
    ),
    (
        "de",
        "In der 80. Minute ging Jonas Riedl im Strafraum nach einem Kontakt mit Felix Brand zu "
        "Boden, und Schiedsrichter Lars Ohm zeigte auf den Punkt. Nach Ansicht der Bilder "
        "nahm er den Elfmeter wegen Abseits zurück.",
    ),
    (
        "es",
        "En el minuto 80 cayó Marcos Pedrosa en el área tras un choque con Diego Lanza, y el "
        "árbitro señaló penalti. El VAR detectó después un fuera de juego de Pedrosa y el "
        "penalti fue anulado.",
    ),
]


@pytest.mark.parametrize(("language", "text"), PENALTY_GIVEN)
def test_the_referee_who_gave_a_penalty_called_a_foul(language: str, text: str) -> None:
    assert ["referee", "foul"] in calls(OPENING[language] + text, language)


def test_a_penalty_for_handball_is_no_foul() -> None:
    text = (
        "In the 80th minute the ball struck Rory Vance's arm in the box, and referee Kate "
        "Hollis pointed to the spot for handball."
    )
    assert ["referee", "foul"] not in calls(OPENING["en"] + text, "en")
