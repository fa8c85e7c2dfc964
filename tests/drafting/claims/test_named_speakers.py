"""Claims (issue 32): a claim is drafted only with a speaker the text names. Words nobody
is said to speak ("'It was never offside,' one supporter said afterwards") and words of a
group or a role the text only describes ("Die Spieler des Gegners forderten Abseits",
"explicó el entrenador del visitante") give no claim: the draft leaves them to the
interview rather than publishing an assertion without its author. A named speaker's
words stay claims. Sentences of our own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


#: Words whose speaker the text does not name: no claim at all.
UNNAMED = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. \"He was never "
        'offside, the line was wrong," one supporter said afterwards.',
        "en",
    ),
    (
        "Ulm schlug Aue 1:0. Das Tor von Till Haas zählte wegen Abseits nicht. Die Spieler "
        "aus Aue forderten sofort Abseits, doch der Schiedsrichter ließ weiterlaufen.",
        "de",
    ),
    (
        "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado por fuera de juego. "
        "«Es una jugada deliberada y la regla es la que es», explicó el entrenador del Lugo.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), UNNAMED)
def test_no_claim_without_a_named_speaker(text: str, language: str) -> None:
    assert _claims(text, language) == []


#: A named speaker's words beside them: the named speaker's claim stays.
NAMED = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. \"He was never "
        'offside," said Derby manager Paul Rigby.',
        "en",
        ["Paul Rigby", "onside"],
    ),
    (
        "Ulm schlug Aue 1:0. Das Tor von Till Haas zählte wegen Abseits nicht. „Das war nie "
        "Abseits“, sagte Aue-Trainer Jens Kolbe.",
        "de",
        ["Jens Kolbe", "onside"],
    ),
    (
        "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado por fuera de juego. «No "
        "era fuera de juego», dijo el técnico del Elche, Luis Mora.",
        "es",
        ["Luis Mora", "onside"],
    ),
]


@pytest.mark.parametrize(("text", "language", "claim"), NAMED)
def test_named_speaker_keeps_claim(text: str, language: str, claim: list[Any]) -> None:
    assert claim in _claims(text, language)


#: A named official telling another official or the players, in the match, what they found
#: ("the VAR told the referee that ...", "a expliqué aux joueurs que ..."): the officials'
#: call, no claim of theirs.
TOLD_IN_MATCH = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. The VAR, Owen Pike, told "
        "referee Sam Hale that Ashby had been offside.",
        "en",
    ),
    (
        "Hull beat Derby 1-0. Tom Ashby's goal stood. Referee Sam Hale explained to the "
        "Derby captain that the defender had deliberately played the ball.",
        "en",
    ),
    (
        "Metz a battu Caen 1-0. Le but de Hugo Martel a été validé. L'arbitre, Paul Roux, a "
        "expliqué aux joueurs que le défenseur avait joué le ballon volontairement.",
        "fr",
    ),
    (
        "Ulm schlug Aue 1:0. Das Tor von Till Haas zählte nicht. Videoassistent Jan Pohl "
        "teilte dem Schiedsrichter mit, dass Haas im Abseits stand.",
        "de",
    ),
    (
        "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado. El VAR, Luis Gil, le "
        "indicó al árbitro que Ruiz estaba en fuera de juego.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), TOLD_IN_MATCH)
def test_an_official_telling_in_the_match_is_no_claim(text: str, language: str) -> None:
    assert _claims(text, language) == []


#: A named official's words after the match, to the press: their claim.
TOLD_AFTERWARDS = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. Referee Sam Hale "
        "told reporters afterwards that the decision was correct.",
        "en",
        ["Sam Hale", "decision"],
    ),
]


@pytest.mark.parametrize(("text", "language", "claim"), TOLD_AFTERWARDS)
def test_an_official_telling_the_press_claims(text: str, language: str, claim: list[Any]) -> None:
    assert claim in _claims(text, language)


#: A speaker the text names by one word only: a surname alone ("said Wexley") or a capital
#: the reader took for a name (a player rating's "Restless, but ..."): the conventions want
#: the speaker named in full, so no claim (the interview asks who spoke).
ONE_WORD = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. Restless, but "
        'wasteful all night. "I was never offside," she said.',
        "en",
    ),
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. \"He was never "
        'offside, the line was wrong," said Wexley.',
        "en",
    ),
    (
        "Ulm schlug Aue 1:0. Das Tor von Till Haas zählte wegen Abseits nicht. Kolbeck sagte: "
        "„Das war nie Abseits.“",
        "de",
    ),
    (
        "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado por fuera de juego. «No "
        "era fuera de juego», dijo Moraleda.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), ONE_WORD)
def test_no_claim_of_a_speaker_named_by_one_word(text: str, language: str) -> None:
    assert _claims(text, language) == []


#: A team said to protest or to be furious: its people speak, not the club (no claim);
#: a club's statement is its own voice (a claim of the team).
TEAM = [
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. Derby were "
        "furious, insisting Ashby was never offside.",
        "en",
        [],
    ),
    (
        "El Elche ganó 1-0 al Lugo. El gol de Pablo Ruiz fue anulado por fuera de juego. El "
        "Lugo protestó, pidiendo fuera de juego.",
        "es",
        [],
    ),
    (
        "Hull beat Derby 1-0. Tom Ashby's goal was ruled out for offside. Derby said in a "
        "statement that Ashby was never offside.",
        "en",
        [["Derby", "onside"]],
    ),
]


@pytest.mark.parametrize(("text", "language", "claims"), TEAM)
def test_a_team_speaks_only_in_a_statement(
    text: str, language: str, claims: list[list[Any]]
) -> None:
    assert _claims(text, language) == claims
