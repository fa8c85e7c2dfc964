"""A sentence that states the Law ("Under Law 11, a player who receives the ball from an
opponent who deliberately plays it is not penalised") tells what anybody may do, not a
touch of the move: the unnamed "opponent" or "defender" of it has no touch in the draft.
The move's named players keep theirs, and an unnamed defender told in the move keeps his.
Sentences of our own, in all four languages."""

import pytest

from tests.drafting.drafted_views import OPENING, sequence

_LAW = [
    (
        "en",
        "Ali Dunn crossed and Hugo Mercier scored from close range. Under Law 11, a player "
        "in an offside position who receives the ball from an opponent who deliberately "
        "plays it is not penalised.",
    ),
    (
        "en",
        "Ali Dunn crossed and Hugo Mercier scored from close range. According to the laws, "
        "an attacker who gets the ball from a defender who has made a deliberate pass is "
        "onside.",
    ),
    (
        "fr",
        "Ali Dunn a centré et Hugo Mercier a marqué de près. Selon la loi 11, un joueur "
        "hors-jeu qui reçoit le ballon d'un adversaire qui l'a joué délibérément n'est pas "
        "sanctionné.",
    ),
    (
        "de",
        "Ali Dunn flankte und Hugo Mercier traf aus kurzer Distanz. Laut Regel 11 ist ein "
        "Spieler im Abseits, der den Ball von einem Gegenspieler bekommt, der ihn absichtlich "
        "spielt, nicht strafbar.",
    ),
    (
        "es",
        "Ali Dunn centró y Hugo Mercier marcó desde cerca. Según el reglamento, un jugador en "
        "fuera de juego que recibe el balón de un rival que lo juega deliberadamente no es "
        "sancionado.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _LAW)
def test_a_law_statement_tells_no_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert not [t for t in seq if t[0] is None or t[0].startswith("(")], seq
    assert [t[0] for t in seq][:1] == ["Ali Dunn"], seq


_MOVE = [
    (
        "en",
        "Ali Dunn crossed, a Chelsea defender headed the ball out and Hugo Mercier scored. "
        "Under Law 11 that header changes nothing.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _MOVE)
def test_an_unnamed_defender_of_the_move_keeps_his_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert ("(defending)", "clearance") in [(t[0], t[1]) for t in seq], seq
