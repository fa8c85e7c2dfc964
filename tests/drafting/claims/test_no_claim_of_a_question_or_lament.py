"""Claims (issue 32, session 48), precision first: an attacker's own account of a run that
was on ("I timed my run, I was a yard on", "je savais que j'étais bon") claims ``onside``,
not ``offside`` for the line he names; a question whether a player was offside ("whether",
"si", "ob") claims no position; "good flag" is a verdict on the decision; a lament ("das
ist bitter") or a phase of one's own game ("die beste Phase unseres Spiels") is no claim
of them; a sentence opening with "No"/"No hay fuera de juego" says the player was not
offside; and words before a name (a salutation, a section head, a title, an inverted verb)
are no speaker's name. Sentences of our own, with names of our own."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Colin Marsh's equaliser for Bristol was ruled out for offside by the VAR. Marsh "
            "said afterwards: “I timed my run perfectly, I was a yard on.”",
            "en",
            "Colin Marsh",
        ),
        (
            "Leon Vale's goal for Derby was disallowed for offside. “I stayed with the last "
            "defender the whole way, I was never off,” Vale said.",
            "en",
            "Leon Vale",
        ),
        (
            "Tariq Bello saw his goal for Luton chalked off for offside. Bello said: “I "
            "checked the line before I went and I knew I was fine.”",
            "en",
            "Tariq Bello",
        ),
        (
            # guard: passes on main (the level position is already read)
            "Le but de Yanis Caron a été refusé pour hors-jeu. « J'ai bien calé ma course, "
            "j'étais au même niveau que le défenseur », a confié Caron.",
            "fr",
            "Yanis Caron",
        ),
        (
            "Le but de Malo Perrin a été annulé pour hors-jeu. « J'ai surveillé la ligne "
            "avant d'accélérer, je savais que j'étais bon », a réagi Perrin.",
            "fr",
            "Malo Perrin",
        ),
        (
            # guard: passes on main ("auf einer Höhe")
            "Das Tor von Timo Ressel wurde wegen Abseits aberkannt. „Ich habe meinen Lauf "
            "perfekt getimt, ich war auf einer Höhe mit dem Verteidiger“, sagte Ressel.",
            "de",
            "Timo Ressel",
        ),
        (
            "Das Tor von Ben Salzer wurde wegen Abseits aberkannt. „Ich habe auf die Linie "
            "geschaut und meinen Lauf sauber getimt“, sagte Salzer.",
            "de",
            "Ben Salzer",
        ),
        (
            "A Rubén Toral le anularon el gol por fuera de juego. «Miré la línea antes de "
            "arrancar y sabía que estaba bien», dijo Toral.",
            "es",
            "Rubén Toral",
        ),
        (
            "El gol de Álex Nieto fue anulado por fuera de juego. El técnico Luis Barro "
            "lo tuvo claro: «No hay fuera de juego.»",
            "es",
            "Luis Barro",
        ),
        (
            # guard: passes on main (lower-case "pas")
            "Le but de Théo Marin a été refusé. L'entraîneur Paul Roche a été clair : « Pas "
            "de hors-jeu, jamais. »",
            "fr",
            "Paul Roche",
        ),
    ],
)
def test_an_attackers_account_of_a_run_that_was_on_claims_onside(
    text: str, language: str, speaker: str
) -> None:
    assert _claims(text, language) == [[speaker, "onside"]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Jack Orme's goal for Luton was checked by the VAR. Commentator Lisa Grant said: "
            "“Now they are looking at whether Orme was offside when the cross came in.”",
            "en",
        ),
        (
            "Le but de Hugo Brun a été examiné par la VAR. « Il faut vérifier si Brun était "
            "hors-jeu au départ de l'action », expliquait le consultant Marc Diallo.",
            "fr",
        ),
        (
            "Das Tor von Lars Kemper wurde vom VAR geprüft. „Jetzt wird geschaut, ob Kemper "
            "im Abseits stand“, sagte Kommentator Uwe Brandt.",
            "de",
        ),
        (
            # guard: passes on main ("si" opens a condition)
            "El gol de Dani Ortega fue revisado por el VAR. «Ahora miran si Ortega estaba en "
            "fuera de juego en el pase», comentó el narrador Pablo Ruiz.",
            "es",
        ),
        (
            "Das Tor von Nils Hager wurde wegen Abseits aberkannt. Trainer Paul Lenz sagte: "
            "„Das ist einfach nur bitter.“",
            "de",
        ),
        (
            "Das Tor von Nils Hager wurde wegen Abseits aberkannt. Trainer Paul Lenz sagte: "
            "„Das war die beste Phase unseres Spiels.“",
            "de",
        ),
        (
            "Das Tor von Nils Hager wurde wegen Abseits aberkannt. Trainer Paul Lenz sagte: "
            "„So ein Gegentor tut richtig weh.“",
            "de",
        ),
        (
            "Sam Ortiz's goal for Reading was ruled out for offside. Reading coach Phil Dane "
            "said: “That was our best phase of the game.”",
            "en",
        ),
    ],
)
def test_a_question_whether_or_a_lament_claims_nothing(text: str, language: str) -> None:
    assert _claims(text, language) == []


def test_a_good_flag_is_a_verdict_on_the_decision() -> None:
    text = (
        "Sam Cole's goal for Hull was ruled out for offside. Hull coach Eddie Marsh "
        "admitted: “Good flag, he was a yard off.”"
    )
    assert _claims(text, "en") == [["Eddie Marsh", "offside"], ["Eddie Marsh", "decision"]]


def test_doubting_the_lines_claims_offside() -> None:
    # guard: passes on main (session 48's ruling, written down)
    text = (
        "Omar Reid's goal for Wigan was disallowed for offside. Wigan coach Neil Pratt "
        "said: “I don't trust those lines, they are drawn by hand.”"
    )
    assert _claims(text, "en") == [["Neil Pratt", "offside"]]


def test_a_choice_of_theirs_is_no_verdict() -> None:
    text = (
        "El gol de Iván Lora fue anulado por fuera de juego. El técnico Pedro Gil dijo: "
        "«Si el rival gasta sus revisiones, es su decisión.»"
    )
    assert _claims(text, "es") == []


@pytest.mark.parametrize(
    ("text", "language", "speaker", "point"),
    [
        (
            # guard: passes on main (this wording names nobody "Been")
            "1/ Been watching the disallowed Hartlepool goal again all morning. 2/ Keeper "
            "Dean Rowe: “He was standing right in front of me, I never saw the shot.”",
            "en",
            "Dean Rowe",
            "offside",
        ),
        (
            # guard: passes on main
            "Le but de Malik Sow a été refusé pour hors-jeu. Êtes-vous d'accord ? Le "
            "capitaine Yann Le Bris répond : « Il n'était pas hors-jeu. »",
            "fr",
            "Yann Le Bris",
            "onside",
        ),
        (
            "Das Tor von Kai Brandl wurde wegen Abseits aberkannt. „Für mich war das nie "
            "Abseits“, schreibt Leser Tim Kastner.",
            "de",
            "Tim Kastner",
            "onside",
        ),
        (
            "Das Tor von Kai Brandl wurde wegen Abseits aberkannt. Captain Sven Oehler "
            "sagte: „Für mich war das nie Abseits.“",
            "de",
            "Sven Oehler",
            "onside",
        ),
        (
            "El gol de Joel Sanz fue anulado por fuera de juego. La técnica Ana Ruiz habló "
            "tras el partido. Dijo, sin rodeos: «Joel está en línea con el central».",
            "es",
            "Ana Ruiz",
            "onside",
        ),
    ],
)
def test_words_before_a_name_are_no_speaker(
    text: str, language: str, speaker: str, point: str
) -> None:
    assert _claims(text, language) == [[speaker, point]]


@pytest.mark.parametrize(
    ("text", "point"),
    [
        (
            "El gol de Iván Lora fue anulado por fuera de juego. El técnico Pedro Gil dijo: "
            "«Lora no toca el balón ni molesta al portero.»",
            "onside",
        ),
        (
            "El gol de Iván Lora fue anulado por fuera de juego. El técnico Pedro Gil dijo: "
            "«No toca el balón, no le tapa la visión a nadie.»",
            "onside",
        ),
        (
            # guard: passes on main (a block of the keeper's view stated)
            "El gol de Iván Lora fue anulado por fuera de juego. El técnico Pedro Gil dijo: "
            "«Le tapa la visión al portero.»",
            "offside",
        ),
    ],
)
def test_no_offence_denied_twice_claims_onside(text: str, point: str) -> None:
    assert _claims(text, "es") == [["Pedro Gil", point]]
