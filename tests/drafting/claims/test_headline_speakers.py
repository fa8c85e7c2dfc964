"""Speakers (issue 32, session 44): a headline's quotation nobody is said to speak is the
body's speaker whose quotation holds its words, and makes no claim of its own where none
does; a clause of being asked that opens a sentence ("Asked about it, Garside ...",
"Interrogé sur l'action, ...") is nobody's name, and the sentence's subject after it is the
speaker. Sentences written for these tests, all languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


HEADLINES = [
    (
        "en",
        "'He was miles offside, simple as that': Leeds fume at late leveller\n"
        "Leeds 1-1 Hull at Elland Road. Rico Vane equalised in the 89th minute after a long "
        "ball from Sam Tully. The goal stood after a VAR check.\n"
        '"Vane was offside by a yard," said Leeds manager Petra Holm. "He was miles '
        'offside, simple as that. I have no idea how the lines missed it."',
        "Petra Holm",
    ),
    (
        "fr",
        "« Il était hors-jeu d'un mètre » : la colère de Brest\n"
        "Brest - Nantes (1-1). À la 88e minute, Rico Vane a égalisé sur un long ballon de Sam "
        "Tully. Le but a été validé après vérification de la VAR.\n"
        "« Vane est hors-jeu, c'est clair », a déclaré l'entraîneur brestois Paul Kerhervé. "
        "« Pour moi il était hors-jeu d'un mètre, tout le monde l'a vu. »",
        "Paul Kerhervé",
    ),
    (
        "de",
        "„Für mich ein glasklares Abseits“ – Ärger in Kiel\n"
        "Kiel – Mainz 1:1. In der 88. Minute glich Rico Vane nach einem langen Ball von Sam "
        "Tully aus. Der VAR prüfte und ließ das Tor stehen.\n"
        "„Vane steht im Abseits“, sagte Kiels Trainer Jonas Brandt. „Für mich ist das ein "
        "glasklares Abseits, das sieht jeder.“",
        "Jonas Brandt",
    ),
    (
        "es",
        "«Estaba en fuera de juego por un metro»: enfado en el Cádiz\n"
        "Cádiz 1-1 Betis. En el minuto 88, Rico Vane empató tras un pase largo de Sam Tully. "
        "El VAR revisó la jugada y dio el gol.\n"
        "«Vane estaba en fuera de juego», dijo el técnico del Cádiz, Mario Lezcano. "
        "«Estaba en fuera de juego por un metro, lo vio todo el estadio.»",
        "Mario Lezcano",
    ),
]


@pytest.mark.parametrize(("language", "text", "speaker"), HEADLINES)
def test_a_headline_quotation_is_the_body_speaker_s(language: str, text: str, speaker: str) -> None:
    claims = _claims(text, language)
    assert [speaker, "offside"] in claims
    assert all(c[0] is not None for c in claims)


def test_a_headline_quotation_nobody_speaks_in_the_body_makes_no_claim() -> None:
    # a guard (passes on main too): the headline's words are not the body's
    text = (
        "'It was never offside': Hull boss fumes after late winner ruled out\n"
        "Leeds 2-1 Hull at Elland Road. Rico Vane's late header was ruled out for offside "
        "after a VAR check.\n"
        'Hull head coach Dana Price was furious. "The lines are wrong and everybody in the '
        'ground saw that Vane was level," said Price.'
    )
    claims = _claims(text, "en")
    assert ["Dana Price", "onside"] in claims
    assert all(c[0] is not None for c in claims)


ASKED = [
    (
        "en",
        "Leeds 1-0 Hull. Rico Vane scored in the 70th minute, and the goal stood after a check.\n"
        "Asked whether he had spoken to the officials, Martin Blake shook his head. "
        '"Nobody talks to us. Vane was two yards offside when the ball was played."',
        "Martin Blake",
    ),
    (
        "fr",
        "Lens 1-0 Metz. Rico Vane a marqué à la 70e minute, et le but a été validé.\n"
        "Interrogé sur l'action après le match, Hervé Lamotte a haussé les épaules. "
        "« Personne ne nous parle. Vane était hors-jeu d'un mètre au départ de l'action. »",
        "Hervé Lamotte",
    ),
    (
        "es",
        "Betis 1-0 Cádiz. Rico Vane marcó en el minuto 70 y el gol subió al marcador.\n"
        "Preguntado por la jugada, Mario Lezcano negó con la cabeza. "
        "«Nadie nos explica nada. Vane estaba en fuera de juego por un metro.»",
        "Mario Lezcano",
    ),
]


@pytest.mark.parametrize(("language", "text", "speaker"), ASKED)
def test_a_clause_of_being_asked_is_nobody_and_its_subject_speaks(
    language: str, text: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, "offside"] in claims
    assert all(c[0] == speaker for c in claims)
