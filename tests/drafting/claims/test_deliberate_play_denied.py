"""What is no claim of a deliberate play (issue 32, session 46): the law said in a
condition ("if he plays the ball on purpose, ...", "wenn der Verteidiger den Ball bewusst
spielt"), a denial with a verb between ("was never going to be deliberate play", "no puede
ser una jugada deliberada", "n'est jamais considéré comme un jeu volontaire"), a player's
"I couldn't play the ball", and an attacker's attempt to play a
ball close by (the offside offence of Law 11, "intenta jugar un balón que le pasa cerca").
Sentences written for these tests, all languages."""

from __future__ import annotations

from typing import Any

import drafting
from drafting.eval.score import view


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in view(drafting.draft(text, language=language))["claims"]]


def _abouts(text: str, language: str, speaker: str) -> set[str]:
    return {c[1] for c in _claims(text, language) if c[0] == speaker}


INCIDENT_EN = (
    "Millwall 1-1 Luton: In the 77th minute, Rico Vane shot from the edge of the box, the "
    "ball struck Luton defender Tom Ash and fell to Dan Pike, who was in an offside position "
    "and scored. The flag went up and the goal was disallowed.\n\n"
)


def test_a_deliberate_play_said_in_a_condition_is_the_law_en() -> None:
    text = INCIDENT_EN + (
        'Former referee Joan Keller said: "If a defender plays the ball on purpose, the '
        'attacker is let off. But Ash was blocking a shot. It was a deflection."'
    )
    abouts = _abouts(text, "en", "Joan Keller")
    assert "deflection" in abouts
    assert "deliberate_play" not in abouts


def test_a_denial_with_a_verb_between_is_no_deliberate_play_en() -> None:
    text = INCIDENT_EN + (
        'Former referee Joan Keller said: "A block like that was never going to be '
        'deliberate play. It was a deflection."'
    )
    abouts = _abouts(text, "en", "Joan Keller")
    assert "deliberate_play" not in abouts
    assert "deflection" in abouts


def test_an_attempt_to_play_a_ball_close_by_is_no_deliberate_play_en() -> None:
    text = INCIDENT_EN + (
        'Former referee Joan Keller said: "Pike makes a clear attempt to play a ball that '
        'is right next to him, and Ash has to react. He is offside."'
    )
    abouts = _abouts(text, "en", "Joan Keller")
    assert "deliberate_play" not in abouts
    assert "offside" in abouts


INCIDENT_DE = (
    "Bochum gegen Kiel, 1:1: In der 77. Minute schoss Jonas Brede aus 16 Metern, der Ball "
    "prallte vom Kieler Verteidiger Tim Asch zu Paul Pieper, der im Abseits stand und traf. "
    "Die Fahne ging hoch, das Tor zählte nicht.\n\n"
)


def test_a_deliberate_play_said_in_a_condition_is_the_law_de() -> None:
    text = INCIDENT_DE + (
        "Ex-Schiedsrichterin Jana Keller sagte: „Nur wenn der Verteidiger den Ball bewusst "
        "spielt, wird die Abseitsstellung aufgehoben. Hier wurde der Ball abgefälscht.“"
    )
    abouts = _abouts(text, "de", "Jana Keller")
    assert "deliberate_play" not in abouts
    assert "deflection" in abouts


INCIDENT_FR = (
    "Reims - Metz, 1-1 : à la 77e minute, Malik Sorel a frappé de loin, le ballon a été "
    "dévié par le défenseur messin Théo Aubry vers Paul Piot, en position de hors-jeu, qui "
    "a marqué. Le drapeau s'est levé et le but a été refusé.\n\n"
)


def test_a_denial_with_considered_as_is_no_deliberate_play_fr() -> None:
    text = INCIDENT_FR + (
        "L'ancienne arbitre Jeanne Keller a expliqué : « Une tentative de contre n'est "
        "jamais considérée comme un jeu volontaire. Le ballon a été dévié. »"
    )
    abouts = _abouts(text, "fr", "Jeanne Keller")
    assert "deliberate_play" not in abouts
    assert "deflection" in abouts


def test_a_player_who_could_not_play_the_ball_claims_no_deliberate_play_fr() -> None:
    text = INCIDENT_FR + (
        "Théo Aubry a réagi : « Je n'ai rien fait exprès, le ballon a été dévié sur moi. »"
    )
    abouts = _abouts(text, "fr", "Théo Aubry")
    assert "deliberate_play" not in abouts
    assert "deflection" in abouts


def test_a_player_who_says_he_could_not_play_the_ball_claims_the_offside_fr() -> None:
    text = INCIDENT_FR + (
        "Le gardien messin Hugo Brun a réagi : « C'est hors-jeu, il me gêne, je ne peux pas "
        "jouer le ballon. »"
    )
    assert _abouts(text, "fr", "Hugo Brun") == {"offside"}


INCIDENT_ES = (
    "Getafe 1-1 Osasuna: en el minuto 77, Iker Salas disparó desde la frontal, el balón "
    "rebotó en el defensa Tomás Ayala y le llegó a Pablo Pizarro, en fuera de juego, que "
    "marcó. El asistente levantó el banderín y el gol fue anulado.\n\n"
)


def test_a_denial_with_a_verb_between_is_no_deliberate_play_es() -> None:
    text = INCIDENT_ES + (
        "La exárbitra Juana Keller explicó: «Eso no puede ser una jugada deliberada. El "
        "balón rebotó en el defensa.»"
    )
    abouts = _abouts(text, "es", "Juana Keller")
    assert "deliberate_play" not in abouts
    assert "deflection" in abouts


def test_an_attempt_to_play_a_ball_close_by_is_no_deliberate_play_es() -> None:
    text = INCIDENT_ES + (
        "La exárbitra Juana Keller explicó: «Pizarro intenta jugar un balón que le pasa a "
        "medio metro, y eso condiciona al portero. Es fuera de juego.»"
    )
    abouts = _abouts(text, "es", "Juana Keller")
    assert "deliberate_play" not in abouts
    assert "offside" in abouts


def test_a_denial_alone_is_a_claim_about_the_deliberate_play_es() -> None:
    # guard (passes on main): a denial that names no noun of the list stays a claim
    text = INCIDENT_ES + (
        "El técnico de Osasuna, Julio Keller, fue tajante: «Ayala no juega nada, reacciona. "
        "Eso no es un juego deliberado.»"
    )
    assert ["Julio Keller", "deliberate_play"] in _claims(text, "es")


def test_a_verdict_said_after_other_words_of_the_decision_stays_a_claim_en() -> None:
    text = INCIDENT_EN + (
        'Former referee Joan Keller said: "Luton were furious with the decision. But Ash was '
        'blocking a shot, it was a deflection. It was the correct decision."'
    )
    abouts = _abouts(text, "en", "Joan Keller")
    assert "deflection" in abouts
    assert "decision" in abouts
