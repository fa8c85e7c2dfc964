"""A move the whistle ended with no ball in the goal (outcome ``play_stopped``).

A penalty given on the field is the referee's whistle: the move stopped there, and the goal
a penalty kick may bring later is not the end of the move that was reviewed. So a draft
that has the decision on the field a penalty (or a flag the VAR turned into a penalty), and
no goal in the move, tells that play was stopped. A penalty given only after a review while
play went on, or a goal that went in, is no such move. Sentences written for these tests,
with names of their own."""

import pytest
from drafted_views import viewed

#: (language, text): the decision on the field a penalty, no goal in the move
_STOPPED = [
    (
        "en",
        "In the 70th minute Leo Hart crossed from the left and Sam Dyer was pulled down by "
        "Ollie Brent. Referee Mark Penn pointed to the spot. The VAR found that Dyer had been "
        "offside, and Penn cancelled the penalty after watching the monitor.",
    ),
    (
        "fr",
        "À la 70e minute, Hugo Rame centre et Théo Vidal est bousculé par Paul Guérin. "
        "L'arbitre, Marc Colin, désigne le point de penalty. Mais la VAR signale un hors-jeu "
        "de Vidal et, après visionnage, M. Colin annule le penalty.",
    ),
    (
        "de",
        "In der 70. Minute flankte Jan Roth, und Tim Falk wurde von Uwe Berger gefoult. "
        "Schiedsrichter Sven Lenz zeigte auf den Punkt. Nach Ansicht der Bilder am Monitor "
        "nahm Lenz den Elfmeter wegen Abseits von Falk zurück.",
    ),
    (
        "es",
        "En el minuto 70, Iván Rico centró y Pablo Ortiz fue derribado por Raúl Campos. El "
        "árbitro, Luis Mora, señaló penalti. El VAR avisó de un fuera de juego de Ortiz y Mora "
        "anuló el penalti tras revisar la jugada en el monitor.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _STOPPED)
def test_a_penalty_given_on_the_field_stopped_the_move(language: str, text: str) -> None:
    v = viewed(text, language)
    assert v["on_field"] == "penalty"
    assert v["outcome"] == "play_stopped"


#: (language, text, outcome): guards; a goal that went in, a penalty after play went on
_NOT_STOPPED = [
    (
        "en",
        "Leo Hart crossed and Sam Dyer headed in. Referee Mark Penn gave the goal, but the VAR "
        "found Dyer offside and the goal was ruled out.",
        "goal_scored",
    ),
    (
        "en",
        "Sam Dyer went down in the box but referee Mark Penn waved play on. After a VAR check "
        "the penalty was awarded.",
        None,
    ),
    (
        "es",
        "Pablo Ortiz cayó en el área y el árbitro Luis Mora dejó seguir. Tras la revisión del "
        "VAR, Mora señaló penalti.",
        None,
    ),
]


@pytest.mark.parametrize(("language", "text", "outcome"), _NOT_STOPPED)
def test_no_stop_without_a_penalty_whistled(language: str, text: str, outcome: object) -> None:
    assert viewed(text, language)["outcome"] == outcome


#: (language, text): the ball put in after the whistle, beside a reading the text leaves
#: open (what would have counted, what a speaker says): no goal
_IN_AFTER_THE_WHISTLE = [
    (
        "de",
        "Jonas Hartl traf ins lange Eck, doch das Spiel war da bereits unterbrochen. "
        "Kein Tor. Zwei Sekunden warten, und das Tor hätte gezählt.",
    ),
    (
        "fr",
        "Retour sur le but refusé à Nantes. Tom Roy a frappé, mais l'arbitre avait déjà "
        "sifflé avant que le ballon n'entre. La VAR peut annuler un but accordé à tort, pas "
        "en inventer un.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _IN_AFTER_THE_WHISTLE)
def test_a_ball_in_after_the_whistle_is_no_goal(language: str, text: str) -> None:
    v = viewed(text, language)
    assert v["stopped_before_goal"] is True
    assert v["final"] == "no_goal"
