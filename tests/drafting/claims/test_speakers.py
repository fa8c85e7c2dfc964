"""Claims (issue 32, session 38): speakers introduced by an epithet and a name between
commas, a named official's words, a verb alone after a Spanish quotation, and a position
said in a condition. Sentences written for these tests, in all four languages."""

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
            "Leeds had a late equaliser ruled out for offside. The Leeds coach, Martin "
            "Hollis, said afterwards that the decision was a scandal.",
            "en",
            "Martin Hollis",
        ),
        (
            "Cardiff lost 1-0 after a goal was disallowed for offside. Their captain, Owen "
            "Pritchard, argued that the goal should have stood.",
            "en",
            "Owen Pritchard",
        ),
        (
            "Wigan's equaliser was ruled out for offside. Wigan manager Tom Ridley said at "
            "the time that the decision was a disgrace.",
            "en",
            "Tom Ridley",
        ),
        (
            "Das Tor wurde wegen Abseits aberkannt. Der Trainer der Gäste, Max Moser, "
            "sagte, die Entscheidung sei ein Skandal gewesen.",
            "de",
            "Max Moser",
        ),
        (
            "El gol fue anulado por fuera de juego. El delantero del Betis, Julio Perales, "
            "aseguró que la decisión fue un escándalo.",
            "es",
            "Julio Perales",
        ),
    ],
)
def test_a_speaker_named_between_commas_after_an_epithet(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, "decision"] in claims
    assert all(c[0] == speaker for c in claims)


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "El gol de Lira fue anulado por fuera de juego. Su entrenador, el vasco Iñaki "
            "Goikoetxea, evitó la polémica. «Es fuera de juego. Lo vio todo el estadio», "
            "zanjó.",
            "Iñaki Goikoetxea",
        ),
        (
            "El tanto de Ramos fue anulado. El capitán, el gallego Pablo Souto, de 31 años, "
            "no quiso hablar mucho. «Estaba en fuera de juego, no hay nada más», resumió, "
            "antes de irse al vestuario.",
            "Pablo Souto",
        ),
    ],
)
def test_spanish_a_quotation_then_its_verb_alone(text: str, speaker: str) -> None:
    assert [speaker, "offside"] in _claims(text, "es")


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "The goal was ruled out for offside. Referee Simon Hale explained afterwards "
            "that he had judged the striker offside when the cross came in.",
            "en",
            "Simon Hale",
        ),
        (
            "Le but a été refusé pour hors-jeu. L'arbitre Lucas Perrin a expliqué que "
            "l'attaquant était hors-jeu au départ du centre.",
            "fr",
            "Lucas Perrin",
        ),
        (
            "El gol fue anulado por fuera de juego. El árbitro Javier Molina explicó que el "
            "delantero estaba en fuera de juego cuando salió el centro.",
            "es",
            "Javier Molina",
        ),
    ],
)
def test_a_named_officials_claim(text: str, language: str, speaker: str) -> None:
    assert [speaker, "offside"] in _claims(text, language)


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "The goal was ruled out for offside. “If he was offside, there is nothing to "
            "say. The decision was correct,” said coach Aaron Webb.",
            "en",
            "Aaron Webb",
        ),
        (
            "Das Tor wurde aberkannt. „Wenn er im Abseits stand, gibt es nichts zu sagen. "
            "Die Entscheidung war korrekt“, sagte Trainer Lukas Brandt.",
            "de",
            "Lukas Brandt",
        ),
        (
            "Le but a été refusé. « S'il était hors-jeu, il n'y a rien à dire, la décision "
            "est correcte », a déclaré l'entraîneur Hugo Marchal.",
            "fr",
            "Hugo Marchal",
        ),
        (
            "El gol fue anulado. «Si estaba en fuera de juego, la decisión es correcta y no "
            "hay nada que discutir», dijo el entrenador Raúl Ortega.",
            "es",
            "Raúl Ortega",
        ),
    ],
)
def test_a_position_said_in_a_condition_is_no_claim_of_it(
    text: str, language: str, speaker: str
) -> None:
    claims = _claims(text, language)
    assert [speaker, "decision"] in claims
    assert [speaker, "offside"] not in claims


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "The goal was disallowed. “I have seen the pictures and his shoulder was ahead,” "
            "said coach Ian Marsh.",
            "en",
            "Ian Marsh",
        ),
        (
            "Das Tor wurde aberkannt. „Ich habe die Bilder gesehen, für mich ist er mit dem "
            "Knie vorne“, sagte Trainer Paul Hagen.",
            "de",
            "Paul Hagen",
        ),
    ],
)
def test_a_body_part_ahead_is_a_claim_of_offside(text: str, language: str, speaker: str) -> None:
    assert [speaker, "offside"] in _claims(text, language)
