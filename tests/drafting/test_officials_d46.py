"""Session 46: the officials' calls.

A referee who only whistles on the assistant's flag makes no call of his own (ruling of
session 45, drafting/eval/README.md, calls). A flag told before a later moment ("ten minutes
later", "after the break") is of another move: the referee's whistle after it is his own
call. Sentences written for these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_TWO_INCIDENTS = [
    (
        "en",
        "Teodor Vasko had a goal ruled out early on when the assistant raised his flag against "
        "him. Ten minutes later Raul Penders ran clear, and referee Hannes Brink blew for a "
        "foul by Penders on the goalkeeper.",
    ),
    (
        "en",
        "The flag went up against Teodor Vasko in the first half. After the break Raul "
        "Penders burst through, and referee Hannes Brink blew for offside before he could shoot.",
    ),
    (
        "fr",
        "Teodor Vasko a vu son but refusé quand l'assistant a levé son drapeau. Dix minutes "
        "plus tard, Raul Penders s'est échappé et l'arbitre, Hannes Brink, a sifflé une faute "
        "de Penders sur le gardien.",
    ),
    (
        "de",
        "Teodor Vasko traf, doch die Fahne des Assistenten ging hoch. Zehn Minuten später "
        "setzte sich Raul Penders durch, und Schiedsrichter Hannes Brink pfiff ein Foul von "
        "Penders am Torwart.",
    ),
    (
        "es",
        "A Teodor Vasko le anularon un gol porque el asistente levantó el banderín. Diez "
        "minutos después, Raul Penders se escapó y el árbitro, Hannes Brink, pitó falta de "
        "Penders sobre el portero.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _TWO_INCIDENTS)
def test_a_flag_of_an_earlier_move_makes_no_whistle_the_assistants(
    language: str, text: str
) -> None:
    calls = _calls(language, text)
    assert {c for c in calls if c[0] == "referee"}, calls
    assert ("assistant", "foul") not in calls
