"""Session 45: the officials' calls and their verdict on a defender's touch.

A referee who only whistles on the assistant's flag makes no call of his own (ruling of
session 45, drafting/eval/README.md, calls): the flag is the call. Sentences written for
these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_WHISTLED_ON_THE_FLAG = [
    (
        "en",
        "Pieter Lanz slipped the ball through to Omar Keddie. The flag went up, and referee "
        "Carl Dunmore blew for offside at once; Keddie finished anyway, but it counted for "
        "nothing.",
    ),
    (
        "fr",
        "Pieter Lanz a lancé Omar Keddie en profondeur. Le drapeau de l'assistant s'est levé "
        "et l'arbitre, Carl Dunmore, a sifflé un hors-jeu juste avant la frappe de Keddie.",
    ),
    (
        "es",
        "Pieter Lanz habilitó a Omar Keddie al espacio. El asistente levantó la bandera y el "
        "árbitro, Carl Dunmore, pitó fuera de juego justo antes del disparo de Keddie.",
    ),
    (
        "de",
        "Pieter Lanz schickte Omar Keddie in die Tiefe. Die Fahne des Assistenten ging hoch, "
        "Schiedsrichter Carl Dunmore pfiff sofort Abseits, bevor Keddie einschob.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _WHISTLED_ON_THE_FLAG)
def test_a_whistle_on_the_flag_is_the_assistants_call_alone(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("assistant", "offside") in calls
    assert ("referee", "offside") not in calls


def test_a_whistle_on_the_assistants_word_told_after_it() -> None:
    text = (
        "Pieter Lanz slipped the ball through to Omar Keddie. Referee Carl Dunmore blew for "
        "offside on his assistant's signal before Keddie could shoot."
    )
    assert _calls("en", text) == {("assistant", "offside")}


# Guards (they pass on main too): the referee's call stays where he disallowed the goal
# himself, or where no flag was raised.
_HIS_OWN_CALL = [
    (
        "en",
        "Omar Keddie turned the ball in. The assistant raised his flag, and referee Carl "
        "Dunmore disallowed the goal for offside after a long talk with him.",
    ),
    (
        "en",
        "Omar Keddie ran through alone, but referee Carl Dunmore blew for offside before he "
        "could shoot.",
    ),
    (
        "de",
        "Omar Keddie schob ein. Die Fahne war oben, und Schiedsrichter Carl Dunmore erkannte "
        "den Treffer wegen Abseits ab.",
    ),
    (
        "es",
        "Omar Keddie marcó, pero el asistente ya había levantado la bandera y el árbitro, "
        "Carl Dunmore, anuló el gol por fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _HIS_OWN_CALL)
def test_the_referees_own_call_stays(language: str, text: str) -> None:
    assert ("referee", "offside") in _calls(language, text)
