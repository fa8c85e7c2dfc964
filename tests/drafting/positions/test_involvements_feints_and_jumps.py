"""Session 45: more of the ways a writer says an attacker in an offside position was
involved without touching the ball (patterns.yaml involvements), in every language: a feint
or a shot shaped and let go, a jump with an opponent told in the perfect or with the verb
first, standing in front of the keeper with the writer's words between, a keeper's view
taken in a relative clause, a player who took no part, a player brought down before he
reached the ball. Sentences of our own; each case failed on main unless marked a guard."""

import pytest
from involvement_kinds import drafted_kinds

#: The move before the sentence under test (the decision after it: involvement_kinds).
_BEFORE = {
    "en": "Sam Petrie crossed from the right and Ali Dunn scored at the far post. ",
    "fr": "Sam Petrie centre de la droite et Ali Dunn marque au second poteau. ",
    "de": "Sam Petrie flankte von rechts, und Ali Dunn traf am langen Pfosten. ",
    "es": "Sam Petrie centró desde la derecha y Ali Dunn marcó en el segundo palo. ",
}

OBVIOUS = "obvious_action_impacting_opponent"
CHALLENGED = "challenged_opponent"
OBSTRUCTED = "obstructed_line_of_vision"
MOVING = "moving_to_play_ball"

CASES = [
    # --- a feint, a shot shaped and the ball let go by
    (
        "en",
        "Rory Keane, standing offside at the near post, shaped to shoot, then let the "
        "ball run through to Dunn.",
        "Rory Keane",
        OBVIOUS,
    ),
    (
        "en",
        "Rory Keane feigned a shot at the near post and the ball ran on to Dunn.",
        "Rory Keane",
        OBVIOUS,
    ),
    (
        "fr",
        "Romain Lacaze, en position de hors-jeu, feint de reprendre le ballon et le "
        "laisse filer entre ses jambes.",
        "Romain Lacaze",
        OBVIOUS,
    ),
    (
        "fr",
        "Romain Lacaze fait mine de frapper puis laisse passer le ballon.",
        "Romain Lacaze",
        OBVIOUS,
    ),
    ("de", "Jonas Kettler tat so, als wolle er den Ball spielen.", "Jonas Kettler", OBVIOUS),
    (
        "es",
        "Iker Solana hizo un claro amago de rematar justo delante del portero Ivo Marín.",
        "Iker Solana",
        OBVIOUS,
    ),
    ("es", "Iker Solana hizo el amago de rematar y dejó pasar el balón.", "Iker Solana", OBVIOUS),
    # --- a jump or a duel with an opponent
    (
        "en",
        "Rory Keane, who had strayed offside, had gone up for the same ball with "
        "centre-back Ivo Marsh.",
        "Rory Keane",
        CHALLENGED,
    ),
    (
        "fr",
        "Romain Lacaze, en position de hors-jeu, avait sauté au même moment au contact "
        "du défenseur Ivo Marchal.",
        "Romain Lacaze",
        CHALLENGED,
    ),
    (
        "de",
        "Jonas Kettler, der im Abseits stand, war mit Innenverteidiger Ivo Marten zum "
        "Ball hochgestiegen.",
        "Jonas Kettler",
        CHALLENGED,
    ),
    (
        "de",
        "Nach der Ecke stieg Jonas Kettler, der im Abseits stand, gemeinsam mit "
        "Verteidiger Ivo Marten zum Kopfball hoch.",
        "Jonas Kettler",
        CHALLENGED,
    ),
    (
        "es",
        "Iker Solana, que estaba en fuera de juego, había saltado a disputar el balón con "
        "Ivo Marín, central del equipo.",
        "Iker Solana",
        CHALLENGED,
    ),
    (
        "fr",
        "Romain Lacaze, en position de hors-jeu, s'est élevé en même temps au contact de la "
        "défenseuse Ivana Marchal.",
        "Romain Lacaze",
        CHALLENGED,
    ),
    # --- a try for the ball that missed
    (
        "de",
        "Die Flanke kam an den kurzen Pfosten, wo Jonas Kettler, der im Abseits stand, mit "
        "dem Fuß zum Ball ging und ihn knapp verpasste.",
        "Jonas Kettler",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        "de",
        "Jonas Kettler sprang im Abseits nach dem Ball und verfehlte ihn.",
        "Jonas Kettler",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        "es",
        "Iker Solana, que estaba en fuera de juego, se lanzó al segundo palo para rematar y "
        "no llegó por muy poco.",
        "Iker Solana",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        "es",
        "Iker Solana se tiró para desviar el balón, que le pasó a un palmo de la bota.",
        "Iker Solana",
        "attempted_close_ball_impacting_opponent",
    ),
    # --- in front of the keeper, the writer's words between
    (
        "en",
        "Rory Keane had been standing a yard offside, directly in front of goalkeeper Ivo "
        "Marsh, when Dunn shot.",
        "Rory Keane",
        OBSTRUCTED,
    ),
    (
        "en",
        "Rory Keane was right in front of Ivo Marsh, who only saw the ball at the last moment.",
        "Rory Keane",
        OBSTRUCTED,
    ),
    (
        "fr",
        "Romain Lacaze se tenait en position de hors-jeu, planté juste devant le gardien "
        "Ivo Marchal au moment de la frappe.",
        "Romain Lacaze",
        OBSTRUCTED,
    ),
    (
        "fr",
        "Romain Lacaze a privé le gardien Ivo Marchal de toute vision du ballon.",
        "Romain Lacaze",
        OBSTRUCTED,
    ),
    (
        "de",
        "Jonas Kettler stand beim Schuss im Abseits, genau vor Ivo Marten, dem er damit "
        "die Sicht nahm.",
        "Jonas Kettler",
        OBSTRUCTED,
    ),
    (
        "es",
        "Iker Solana estaba en fuera de juego y justo delante de Ivo Marín en el momento "
        "del remate.",
        "Iker Solana",
        OBSTRUCTED,
    ),
    (
        "es",
        "Iker Solana estaba justo en la línea de visión del guardameta Ivo Marín.",
        "Iker Solana",
        OBSTRUCTED,
    ),
    # --- no part in the play
    (
        "en",
        "Rory Keane didn't touch the ball and wasn't in the goalkeeper's line of vision.",
        "Rory Keane",
        "none",
    ),
    (
        "fr",
        "Romain Lacaze était bien en position de hors-jeu, mais il n'a pris aucune part "
        "à l'action.",
        "Romain Lacaze",
        "none",
    ),
    (
        "fr",
        "Romain Lacaze se trouvait en position de hors-jeu, mais sans jamais gêner le "
        "gardien Ivo Marchal.",
        "Romain Lacaze",
        "none",
    ),
    (
        "de",
        "Jonas Kettler stand im Abseits, befand sich aber nicht in der Blickrichtung von "
        "Torwart Ivo Marten.",
        "Jonas Kettler",
        "none",
    ),
    (
        "es",
        "Iker Solana estaba en fuera de juego, pero no tomó parte en la jugada.",
        "Iker Solana",
        "none",
    ),
    # --- brought down before he reached the ball
    (
        "de",
        "Jonas Kettler sprintete hinterher und wurde, kurz bevor er den Ball erreichen "
        "konnte, von Verteidiger Ivo Marten umgerissen.",
        "Jonas Kettler",
        MOVING,
    ),
    (
        "de",
        "Jonas Kettler lief ein und wurde von Verteidiger Ivo Marten von hinten umgerissen.",
        "Jonas Kettler",
        MOVING,
    ),
    (
        "es",
        "Iker Solana fue a buscar el balón y Ivo Marín lo derribó antes de que pudiera tocarlo.",
        "Iker Solana",
        MOVING,
    ),
    (
        "fr",
        "Romain Lacaze a été fauché par Ivo Marchal avant de pouvoir toucher le ballon.",
        "Romain Lacaze",
        MOVING,
    ),
]


@pytest.mark.parametrize(("language", "sentence", "player", "kind"), CASES)
def test_involvement_kind(language: str, sentence: str, player: str, kind: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get(player) == kind


#: Guards (they pass on main too): what the new patterns must leave as it was.
GUARDS = [
    # not in the keeper's line of vision: none, not the new positive pattern's obstruction
    (
        "es",
        "Iker Solana no estaba en la línea de visión del guardameta Ivo Marín.",
        "Iker Solana",
        "none",
    ),
    # a keeper who "sale a buscar" the ball is not moving to play it as an attacker
    ("es", "El portero Ivo Marín salió a buscar el balón, pero no llegó.", "Ivo Marín", None),
    # "sans toucher le ballon" is no "sans gêner": the jump stays a challenge
    (
        "fr",
        "Romain Lacaze, en position de hors-jeu, est allé au duel aérien avec le défenseur "
        "Ivo Marchal, sans toucher le ballon.",
        "Romain Lacaze",
        CHALLENGED,
    ),
]


@pytest.mark.parametrize(("language", "sentence", "player", "kind"), GUARDS)
def test_involvement_guard(language: str, sentence: str, player: str, kind: str | None) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get(player) == kind
