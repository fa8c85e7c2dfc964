"""Claims and calls (issue 32, session 40): what a quotation is about by its form (a
position after a condition on a player, words of what the rules should be, a negated
question), no claim from the ball alone, a speaker named after a role that follows the
quotation, and an official a pronoun stands for. Sentences written for these tests, in all
four languages."""

from __future__ import annotations

import pytest
from drafted_views import calls, claims, viewed

_view, _claims, _calls = viewed, claims, calls


@pytest.mark.parametrize(
    ("text", "language", "speaker", "about"),
    [
        # a position said after a condition on a player: what the rules say
        (
            "Kyle Bond's goal stood. \"If the goalkeeper saves it, the attacker is still "
            'offside," said Leeds coach Dan Ferris.',
            "en",
            "Dan Ferris",
            "rules",
        ),
        (
            "Kyle Bond's goal stood. \"When a defender plays the ball on purpose, there is no "
            'offside any more," said Leeds coach Dan Ferris.',
            "en",
            "Dan Ferris",
            "deliberate_play",
        ),
        (
            "Le but de Yanis Roche a été validé. « Si le défenseur joue le ballon, il n'y a "
            "plus de hors-jeu », a expliqué l'entraîneur Marc Tessier.",
            "fr",
            "Marc Tessier",
            "rules",
        ),
        (
            "Das Tor von Kai Brenner zählte. „Wenn ein Verteidiger den Ball spielt, ist das "
            "Abseits aufgehoben“, sagte Trainer Uwe Kramer.",
            "de",
            "Uwe Kramer",
            "rules",
        ),
        (
            "El gol de Iker Sanz subió al marcador. «Si el portero despeja, el fuera de juego "
            "sigue contando», explicó el técnico Raúl Medina.",
            "es",
            "Raúl Medina",
            "rules",
        ),
        # words of what the rules should be
        (
            'Kyle Bond\'s goal was ruled out. "An offside by a toenail should not exist," '
            "said Leeds coach Dan Ferris.",
            "en",
            "Dan Ferris",
            "rules",
        ),
        (
            "Le but de Yanis Roche a été refusé. « Un hors-jeu d'un orteil, ça ne devrait pas "
            "exister », a lâché l'entraîneur Marc Tessier.",
            "fr",
            "Marc Tessier",
            "rules",
        ),
        (
            "Das Tor von Kai Brenner wurde aberkannt. „Abseits wegen einer Zehe dürfte es "
            "nicht geben“, sagte Trainer Uwe Kramer.",
            "de",
            "Uwe Kramer",
            "rules",
        ),
        (
            "El gol de Iker Sanz fue anulado. «Un fuera de juego por una uña no debería "
            "existir», dijo el técnico Raúl Medina.",
            "es",
            "Raúl Medina",
            "rules",
        ),
        # a negated question asserts the position
        (
            "Kyle Bond's goal stood. \"He is two yards past the defender, so how can that not "
            'be offside?" asked Leeds coach Dan Ferris.',
            "en",
            "Dan Ferris",
            "offside",
        ),
        (
            "Le but de Yanis Roche a été validé. « Comment ce n'est pas hors-jeu ? » a "
            "demandé l'entraîneur Marc Tessier.",
            "fr",
            "Marc Tessier",
            "offside",
        ),
        (
            "Das Tor von Kai Brenner zählte. „Wie kann das kein Abseits sein?“, fragte "
            "Trainer Uwe Kramer.",
            "de",
            "Uwe Kramer",
            "offside",
        ),
        # a goalkeeper who did not see the ball: a player in the way, offside
        (
            'Kyle Bond\'s goal stood. "I never saw the ball until it was in the net," said '
            "goalkeeper Tom Price.",
            "en",
            "Tom Price",
            "offside",
        ),
        (
            "Das Tor von Kai Brenner zählte. „Ich habe den Ball erst gesehen, als er im Netz "
            "lag“, sagte Torwart Jan Vogt.",
            "de",
            "Jan Vogt",
            "offside",
        ),
        (
            "El gol de Iker Sanz subió al marcador. «No veo salir el balón», dijo el portero "
            "Luis Prieto.",
            "es",
            "Luis Prieto",
            "offside",
        ),
        # a Spanish speaker saying it was not offside claims onside
        (
            "El gol de Iker Sanz fue anulado. «Para mí no hay fuera de juego», dijo el "
            "técnico Raúl Medina.",
            "es",
            "Raúl Medina",
            "onside",
        ),
        (
            "El gol de Iker Sanz fue anulado. «Iker está en juego, lo dicen las imágenes», "
            "dijo el técnico Raúl Medina.",
            "es",
            "Raúl Medina",
            "onside",
        ),
    ],
)
def test_what_a_quotation_is_about_by_its_form(
    text: str, language: str, speaker: str, about: str
) -> None:
    assert _claims(text, language) == [[speaker, about]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ('Kyle Bond scored. "I just watched the ball go in," said Leeds coach Dan Ferris.', "en"),
        (
            "Yanis Roche a marqué. « J'ai regardé le ballon entrer », a dit l'entraîneur "
            "Marc Tessier.",
            "fr",
        ),
        (
            "Kai Brenner traf. „Ich habe nur dem Ball hinterhergeschaut“, sagte Trainer Uwe "
            "Kramer.",
            "de",
        ),
        ("Iker Sanz marcó. «Yo miraba el balón», dijo el técnico Raúl Medina.", "es"),
        # a touch denied, no more said: no point made
        ('Kyle Bond scored. "Tom never touched it," said Leeds coach Dan Ferris.', "en"),
        ("Iker Sanz marcó. «Yo no la toco», dijo el delantero Iker Sanz.", "es"),
    ],
)
def test_the_ball_alone_is_no_claim(text: str, language: str) -> None:
    assert _claims(text, language) == []


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            'Kyle Bond\'s goal stood. "He was a yard offside," fumed the Leeds boss, Dan '
            "Ferris, afterwards.",
            "en",
            "Dan Ferris",
        ),
        (
            "Le but de Yanis Roche a été validé. « Il est hors-jeu d'un mètre », avait "
            "tempêté l'entraîneur lensois, Marc Tessier.",
            "fr",
            "Marc Tessier",
        ),
        (
            "Le but de Yanis Roche a été validé. « Il est hors-jeu d'un mètre », a regretté "
            "après la rencontre l'entraîneur lensois. Marc Tessier a ajouté que son équipe "
            "méritait mieux.",
            "fr",
            "Marc Tessier",
        ),
        (
            "Das Tor von Kai Brenner zählte. „Das war klar Abseits“, hatte BVB-Trainer Uwe "
            "Kramer nach dem Spiel gesagt.",
            "de",
            "Uwe Kramer",
        ),
        (
            "El gol de Iker Sanz subió al marcador. «Está en fuera de juego, lo vimos todos», "
            "declaró al término del encuentro el técnico visitante, Raúl Medina.",
            "es",
            "Raúl Medina",
        ),
    ],
)
def test_a_speaker_named_after_the_role_that_follows_a_quotation(
    text: str, language: str, speaker: str
) -> None:
    assert _claims(text, language) == [[speaker, "offside"]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Kyle Bond scored for Leeds. Referee Sam Hale went to the monitor. He then "
            "disallowed the goal for offside.",
            "en",
        ),
        (
            "Yanis Roche a marqué. L'arbitre Marc Leroy est allé voir les images. Il a "
            "ensuite annulé le but pour hors-jeu.",
            "fr",
        ),
        (
            "Kai Brenner traf zum 2:1. Schiedsrichter Tim Ulrich ging an den Monitor. Dann "
            "nahm er das Tor zurück, Brenner hatte im Abseits gestanden.",
            "de",
        ),
        (
            "Kai Brenner traf, doch Schiedsrichter Tim Ulrich pfiff zurück, weil Brenner im "
            "Abseits stand.",
            "de",
        ),
        (
            "Iker Sanz marcó. El árbitro Juan Gil acudió al monitor. Después él anuló el gol "
            "por fuera de juego.",
            "es",
        ),
    ],
)
def test_the_official_a_pronoun_stands_for(text: str, language: str) -> None:
    assert _calls(text, language) == [["referee", "offside"]]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Kyle Bond scored for Leeds. He celebrated, but the goal was disallowed for offside.",
            "en",
        ),
        ("Yanis Roche a marqué. Il a célébré, mais le but a été annulé pour hors-jeu.", "fr"),
    ],
)
def test_a_pronoun_for_a_player_names_no_official(text: str, language: str) -> None:
    assert _calls(text, language) == [["officials", "offside"]]
