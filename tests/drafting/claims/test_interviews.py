"""Claims (issue 32, session 45): the answers of an interview told as questions and
answers, the guest's words, in every language: without labels, the guest brought in before
the first question ("We asked X to talk us through it"), or labelled in words of mixed case
at each line's start ("Winkler: ...", "Lucía Ferrer: ..."). Reports in our own words."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "speaker", "about"),
    [
        (
            "Kian Porter's goal for Hull against Derby was ruled out for offside by the VAR "
            "on Saturday. We asked Tom Briggs, who refereed in the Championship for a "
            "decade, to talk us through it.\n"
            "Was Porter really offside?\n"
            '"Yes. His shoulder was ahead of the last defender when the pass was played."\n'
            "So the VAR got it right?\n"
            '"It was the correct decision, and a quick one."\n',
            "en",
            "Tom Briggs",
            "decision",
        ),
        (
            "Kian Porter's goal for Hull against Derby was ruled out for offside on "
            "Saturday. Questions for Tom Briggs, the former referee.\n"
            "Was Porter really offside?\n"
            "Yes, by a yard. His shoulder was ahead of the last defender.\n"
            "So the VAR got it right?\n"
            "It was the correct decision.\n",
            "en",
            "Tom Briggs",
            "offside",
        ),
        (
            "Le but de Hugo Dumas face à Brest a été refusé pour hors-jeu samedi. Trois "
            "questions à Julien Ferrand, ancien arbitre international.\n"
            "Dumas était-il vraiment hors-jeu ?\n"
            "Oui, d'un mètre, au moment de la passe.\n"
            "La VAR a-t-elle eu raison ?\n"
            "Oui, c'est la bonne décision.\n",
            "fr",
            "Julien Ferrand",
            "decision",
        ),
        (
            "Das Tor von Jonas Brenner gegen Bochum wurde am Samstag wegen Abseits "
            "aberkannt. Wir haben mit Petra Winkler gesprochen, die lange in der "
            "Bundesliga pfiff.\n"
            "Frau Winkler, stand Brenner im Abseits?\n"
            "Ja, ganz klar, er stand im Abseits.\n"
            "War die Entscheidung richtig?\n"
            "Ja, sie war richtig.\n",
            "de",
            "Petra Winkler",
            "decision",
        ),
        (
            "El gol de Mario Sanz ante el Getafe fue anulado por fuera de juego el sábado. "
            "Hablamos con Lucía Ferrer, exárbitra de Primera.\n"
            "¿Estaba Sanz en fuera de juego?\n"
            "Sí, estaba en fuera de juego por medio metro.\n"
            "¿Acertó el VAR?\n"
            "Sí, fue una decisión correcta.\n",
            "es",
            "Lucía Ferrer",
            "decision",
        ),
    ],
)
def test_unlabelled_answers_are_the_guests(
    text: str, language: str, speaker: str, about: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, about] in claims
    assert all(c[0] == speaker for c in claims)


@pytest.mark.parametrize(
    ("text", "language", "speaker", "about"),
    [
        (
            "Das Tor von Jonas Brenner gegen Bochum wurde am Samstag wegen Abseits "
            "aberkannt. Wir haben mit Petra Winkler gesprochen.\n"
            "Frau Winkler, Brenner stand doch gar nicht im Abseits, oder?\n"
            "Winkler: Doch, er stand im Abseits, die Schulter war vorne.\n"
            "Viele sagen, der Verteidiger habe den Ball bewusst gespielt.\n"
            "Winkler: Das sehe ich nicht so.\n"
            "War die Entscheidung richtig?\n"
            "Winkler: Ja, absolut korrekt.\n",
            "de",
            "Petra Winkler",
            "decision",
        ),
        (
            "El gol de Mario Sanz ante el Getafe fue anulado por fuera de juego.\n"
            "Pregunta: ¿Estaba Sanz adelantado?\n"
            "Lucía Ferrer: Sí, estaba en fuera de juego por medio metro.\n"
            "Pregunta: ¿Y la decisión del VAR?\n"
            "Lucía Ferrer: Fue correcta, sin ninguna duda.\n",
            "es",
            "Lucía Ferrer",
            "decision",
        ),
    ],
)
def test_labels_in_mixed_case_at_a_lines_start(
    text: str, language: str, speaker: str, about: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, about] in claims
    # the question between two answers ("bewusst gespielt") is no claim of the guest's
    assert [speaker, "deliberate_play"] not in claims


def test_questions_without_a_guest_give_nobody_the_writers_words() -> None:
    """Guard (passes on main): an explainer's headings are questions, but nobody is brought
    in to answer them; the referee named last before them says none of it."""
    text = (
        "Referee Alan Moss disallowed Kian Porter's goal for Hull against Derby.\n"
        "Why was the goal ruled out?\n"
        "Porter was a yard offside when the ball was played, and the decision was correct.\n"
        "Could the VAR have stepped in?\n"
        "No, the lines showed the shoulder ahead.\n"
    )
    assert not any(c[0] == "Alan Moss" for c in _claims(text, "en"))


#: An answer whose last sentence opens with a player's name, then the next question and
#: answer: the player is named in the guest's words, not brought in to speak, so the next
#: answer stays the guest's (dashes of a dialogue, or quotation marks).
NAMED_IN_AN_ANSWER = [
    (
        "El gol de Iker Sola ante el Elche fue anulado por fuera de juego. Hablamos con "
        "Mateo Galdós, exárbitro internacional.\n\n"
        "—¿Estaba adelantado Sola?\n\n"
        "—Sí, por medio metro. Sola arranca antes de tiempo.\n\n"
        "—¿Y el VAR hizo bien?\n\n"
        "—La decisión fue correcta, sin ninguna duda.\n",
        "es",
        "Mateo Galdós",
    ),
    (
        "Kian Porter's goal for Hull against Derby was ruled out for offside on Saturday. "
        "We asked Tom Briggs, a former referee, about it.\n\n"
        "Was Porter ahead?\n\n"
        '"Yes, by half a yard. Porter sets off too early."\n\n'
        "And the VAR?\n\n"
        '"The decision was correct, no doubt about it."\n',
        "en",
        "Tom Briggs",
    ),
]


@pytest.mark.parametrize(("text", "language", "speaker"), NAMED_IN_AN_ANSWER)
def test_a_player_named_in_an_answer_does_not_speak_the_next(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, "decision"] in claims
    assert all(c[0] == speaker for c in claims)


#: A dialogue opened by dashes: a line that only asks is the interviewer's, whatever it
#: asks about; the answers around it are the guest's.
ASKED_IN_A_DIALOGUE = [
    (
        "El gol de Iker Sola ante el Elche fue anulado. Hablamos con Mateo Galdós, "
        "exárbitro internacional.\n\n"
        "—¿Fue un gol legal o una decisión equivocada del árbitro?\n\n"
        "—Estaba en fuera de juego por medio metro, sin duda.\n\n"
        "—¿Y el asistente debió levantar la bandera antes?\n\n"
        "—Sí, está adelantado desde el primer momento.\n",
        [["Mateo Galdós", "offside"]],
    ),
]


@pytest.mark.parametrize(("text", "claims"), ASKED_IN_A_DIALOGUE)
def test_a_dialogue_line_that_asks_is_the_interviewers(text: str, claims: list[list[str]]) -> None:
    assert _claims(text, "es") == claims
