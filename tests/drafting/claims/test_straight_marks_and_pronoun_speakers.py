"""Claims and calls (issue 32, session 39): German quotations closed by a straight mark.
Sentences written for these tests, in all four languages."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in _view(text, language)["claims"]]


@pytest.mark.parametrize(
    ("text", "speaker", "about"),
    [
        (
            "Das Tor von Kai Brenner zählte. „Das war klar Abseits, da gibt es nichts zu "
            'deuteln", sagte der Trainer Uwe Kramer nach dem Spiel.',
            "Uwe Kramer",
            "offside",
        ),
        (
            "Der Treffer wurde wegen Abseits aberkannt. „Die Entscheidung war falsch, das "
            'Tor war regulär", meinte Trainerin Lena Hoff. Ihr Team verlor 0:1.',
            "Lena Hoff",
            "decision",
        ),
    ],
)
def test_a_german_quotation_closed_by_a_straight_mark(text: str, speaker: str, about: str) -> None:
    assert _claims(text, "de") == [[speaker, about]]


@pytest.mark.parametrize(
    ("text", "language", "speaker", "about"),
    [
        (
            "Wigan manager Tom Ridley was furious after the game. He told reporters: "
            '"The goal should have stood, the decision was wrong."',
            "en",
            "Tom Ridley",
            "decision",
        ),
        (
            "L'entraîneur de Lens, Paul Morin, n'a pas caché sa colère. Il a dit en "
            "conférence de presse que « ce but était valable, l'arbitre se trompe ».",
            "fr",
            "Paul Morin",
            "decision",
        ),
        (
            "Trainer Uwe Kramer war nach dem Spiel bedient. Er sagte: „Die Entscheidung "
            "war falsch, das Tor war regulär.“",
            "de",
            "Uwe Kramer",
            "decision",
        ),
        (
            "El técnico del Betis, Julio Perales, no ocultó su enfado. En rueda de prensa "
            "dijo que «la decisión fue un escándalo, el gol era legal».",
            "es",
            "Julio Perales",
            "decision",
        ),
    ],
)
def test_a_pronoun_speaker_is_the_one_person_named_before(
    text: str, language: str, speaker: str, about: str
) -> None:
    assert _claims(text, language) == [[speaker, about]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Tom Ridley and Paul Cole argued on the touchline. He told reporters: "
            '"The goal should have stood, the decision was wrong."',
            "en",
        ),
        (
            "Paul Morin a salué Marc Dubois après le match. Il a dit en conférence de "
            "presse que « ce but était valable, l'arbitre se trompe ».",
            "fr",
        ),
        (
            "Julio Perales abrazó a Toni Gil al final. En rueda de prensa dijo que «la "
            "decisión fue un escándalo, el gol era legal».",
            "es",
        ),
    ],
)
def test_a_pronoun_after_two_people_names_nobody(text: str, language: str) -> None:
    assert all(c[0] is None for c in _claims(text, language))


def _calls(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in _view(text, language)["calls"]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "In the 80th minute Jon Hale ran through on goal. The assistant raised his flag "
            "for offside and referee Mark Dunn blew his whistle before Hale shot past the "
            "goalkeeper, so the goal did not count.",
            "en",
        ),
        (
            "In der 80. Minute lief Jan Hahn allein auf das Tor zu. Der Assistent hob die "
            "Fahne wegen Abseits. Schiedsrichter Max Dorn hatte bereits abgepfiffen, bevor "
            "Hahn einschob.",
            "de",
        ),
    ],
)
def test_a_named_referee_whistling_on_the_flag_makes_no_call(text: str, language: str) -> None:
    # a referee whistling on the flag makes no call of his own (drafting/eval/README.md,
    # calls; session 43's adjudication): the assistant's call only (changed in session 44)
    calls = _calls(text, language)
    assert ["assistant", "offside"] in calls
    assert ["referee", "offside"] not in calls


def test_never_seen_a_clearer_offside_claims_offside() -> None:
    text = (
        "Hull's late goal stood after a long check. Hull boss Nick Dawes said afterwards: "
        '"I have never seen a clearer offside in my life."'
    )
    assert _claims(text, "en") == [["Nick Dawes", "offside"]]
