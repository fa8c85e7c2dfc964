"""A sentence that tells what anybody may do, not what one player of the move did, gives
no touch to the unnamed players in it: a statement of the Law ("Under Law 11, a player who
receives the ball from an opponent who deliberately plays it is not penalised"), a general
subject brought in by an indefinite article and described by a present-tense relative clause
("a player who receives the ball from a goalkeeper who has made a save is still penalised"),
and, in English, a touch in a present-tense clause of time or condition ("at the instant a
team-mate plays the ball"). The move's named players keep their touches, and so does an
unnamed player the move itself tells of (a past-tense relative or clause: "a defender who
was tracking back"). Sentences of our own, in all four languages."""

import pytest

from tests.drafting.drafted_views import OPENING, sequence

_ANYBODY = [
    # a statement of the Law
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
    # a general subject: an indefinite article and a present-tense relative clause
    (
        "en",
        "Ali Dunn shot and Hugo Mercier scored the rebound. A player who receives the ball "
        "from a goalkeeper who has made a save is still penalised.",
    ),
    (
        "fr",
        "Ali Dunn a tiré et Hugo Mercier a marqué sur le rebond. Un joueur qui profite d'un "
        "ballon repoussé par un gardien reste sanctionnable.",
    ),
    (
        "de",
        "Ali Dunn schoss und Hugo Mercier traf im Nachschuss. Ein Torwart, der einen Schuss "
        "pariert, spielt den Ball nicht kontrolliert.",
    ),
    (
        "es",
        "Ali Dunn disparó y Hugo Mercier marcó el rechace. Un jugador que recibe el balón de "
        "un portero que ha parado un tiro sigue en fuera de juego.",
    ),
    # a present-tense clause of time or condition in a report told in the past (English)
    (
        "en",
        "Ali Dunn shot and Hugo Mercier scored the rebound. Offside is judged at the instant "
        "a team-mate plays the ball.",
    ),
    (
        "en",
        "Ali Dunn shot and Hugo Mercier scored the rebound. As soon as the defender plays "
        "it, the offside position no longer counts.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _ANYBODY)
def test_a_sentence_about_anybody_tells_no_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert not [t for t in seq if t[0] is None or t[0].startswith("(")], seq
    assert [t[0] for t in seq][:1] == ["Ali Dunn"], seq


_OF_THE_MOVE = [
    # an unnamed defender told in the move, beside a statement of the Law
    (
        "en",
        "Ali Dunn crossed, a Chelsea defender headed the ball out and Hugo Mercier scored. "
        "Under Law 11 that header changes nothing.",
    ),
    # a past-tense relative clause
    (
        "en",
        "Ali Dunn crossed, the ball was headed out by a defender who tracked back, and Hugo "
        "Mercier scored.",
    ),
    (
        "en",
        "Ali Dunn's cross was cleared by a defender who was tracking back, and Hugo Mercier "
        "scored.",
    ),
    # a past-tense clause of time
    (
        "en",
        "Ali Dunn crossed, and when the defender headed it out, Hugo Mercier scored.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _OF_THE_MOVE)
def test_an_unnamed_player_of_the_move_keeps_his_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert "(defending)" in [t[0] for t in seq], seq
