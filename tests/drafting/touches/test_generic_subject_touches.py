"""A sentence whose subject is any player ("a player who receives the ball from a goalkeeper
who has made a save is still offside") tells a general case, not a touch of the move, even
without naming the Law: its unnamed players have no touch in the draft. The subject is
brought in by an indefinite article and described by a relative clause in the present tense.
The move's named players keep their touches, and an unnamed player told in a past-tense
relative clause ("a defender who was tracking back headed it out") is the move's own. Sentences of
our own, in all four languages."""

import pytest

from tests.drafting.drafted_views import OPENING, sequence

_GENERIC = [
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
]


@pytest.mark.parametrize(("language", "text"), _GENERIC)
def test_a_generic_subject_tells_no_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert not [t for t in seq if t[0] is None or t[0].startswith("(")], seq
    assert [t[0] for t in seq][:1] == ["Ali Dunn"], seq


_MOVE = [
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
]


@pytest.mark.parametrize(("language", "text"), _MOVE)
def test_a_past_relative_keeps_the_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert [t[0] for t in seq if t[0] and t[0].startswith("(")], seq


# A touch in a clause of time or condition in the present tense, in a report that tells the
# move in the past: a general case ("once the defender plays it"), no touch of the move.
_WHEN = [
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


@pytest.mark.parametrize(("language", "text"), _WHEN)
def test_a_present_clause_of_time_tells_no_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert not [t for t in seq if t[0] is None or t[0].startswith("(")], seq


_TOLD = [
    (
        "en",
        "Ali Dunn crossed, and when the defender headed it out, Hugo Mercier scored.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _TOLD)
def test_a_past_clause_of_time_keeps_the_unnamed_touch(language: str, text: str) -> None:
    seq = sequence(language, OPENING[language] + text)
    assert [t[0] for t in seq if t[0] and t[0].startswith("(")], seq
