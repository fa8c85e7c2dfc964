"""Transcripts (issue 32, session 44): a guest labelled in capitals speaks their turns where
the host's label names nobody ("HOST:", "MODERATORIN:"), where the guest's label carries
their role in brackets, where a label is a first name the text gives in full, or a
speaker's initials; another person's words told in a turn stay that person's. Sentences
written for these tests, all languages."""

from __future__ import annotations

from typing import Any

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


HOSTED_EN = (
    "[Transcript, The Near Post, episode 8]\n"
    "HOST: Millwall 1-1 Luton on Saturday, and a late goal ruled out. Walk us through it, Ben.\n"
    "BEN ASHDOWN (former referee): Rico Vane was a yard offside when the ball was played, "
    "no doubt about it.\n"
    "HOST: And the VAR?\n"
    "BEN ASHDOWN: It checked and stayed out of it. The decision was correct.\n"
)

HOSTS_NAMED_FR = (
    "[Transcription – « Le Banc », épisode 30, avec Hugo Marchetti et Inès Baudry]\n"
    "HUGO : On commence avec Reims - Metz, 1-1, et le but refusé à la 80e minute.\n"
    "INÈS : Pour moi, il n'y a pas hors-jeu. Il est en jeu, il part au bon moment.\n"
    "HUGO : La VAR a pourtant tranché.\n"
)

INITIALS_ES = (
    "Hablamos con Tomás Ibarra, exárbitro internacional, sobre el gol anulado al Getafe.\n"
    "P: ¿Era fuera de juego?\n"
    "TI: Sí, el delantero estaba adelantado, es fuera de juego claro.\n"
    "P: ¿Y el VAR?\n"
    "TI: Hizo bien en no intervenir.\n"
)

TOLD_IN_A_TURN_DE = (
    "[Transkript, „Nachspielzeit“, Folge 12]\n"
    "MODERATORIN: Bochum gegen Kiel, 2:2, und das Tor in der 88. Minute.\n"
    "PETRA LOHMANN: Der Kieler Trainer Jens Oberdorf sagte nach dem Spiel, die Entscheidung sei "
    "falsch gewesen, weil sein Verteidiger gestoßen wurde.\n"
    "MODERATORIN: Und du?\n"
    "PETRA LOHMANN: Für mich steht der Stürmer klar im Abseits.\n"
)


def test_a_guest_speaks_where_the_host_is_a_role_and_the_label_has_a_bracket() -> None:
    claims = _claims(HOSTED_EN, "en")
    assert ["Ben Ashdown", "offside"] in claims
    assert all(c[0] == "Ben Ashdown" for c in claims)


def test_a_first_name_label_is_the_speaker_the_text_names_in_full() -> None:
    claims = _claims(HOSTS_NAMED_FR, "fr")
    assert ["Inès Baudry", "onside"] in claims
    # the first to speak, the host, tells the story
    assert all(c[0] != "Hugo Marchetti" for c in claims)


def test_initials_label_the_speaker_they_are_of() -> None:
    claims = _claims(INITIALS_ES, "es")
    assert ["Tomás Ibarra", "offside"] in claims


def test_words_told_in_a_turn_are_the_person_s_they_tell_of() -> None:
    claims = _claims(TOLD_IN_A_TURN_DE, "de")
    assert ["Petra Lohmann", "offside"] in claims
    assert ["Jens Oberdorf", "decision"] in claims
    assert ["Petra Lohmann", "decision"] not in claims
