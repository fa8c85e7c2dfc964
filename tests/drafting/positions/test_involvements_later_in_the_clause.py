"""Involvements told later in the player's clause, after an aside or a second verb (session
39): sentence -> kind, in every language; what is no involvement; and a team's alias that
a longer name of the same team overlaps ("la Real Sociedad")."""

import pytest
from involvement_kinds import drafted_kinds

import drafting
from drafting.eval.score import view

#: The match before the sentence under test (the decision after it: involvement_kinds).
_BEFORE = {
    "en": "Norwich 1-1 Stoke. ",
    "fr": "Lens - Lille 1-0. ",
    "de": "Union Berlin - Mainz 05 1:0. ",
    "es": "Betis 1-0 Sevilla. ",
}


def _kinds(language: str, sentence: str) -> dict[str, str]:
    return drafted_kinds(language, _BEFORE[language], sentence)


@pytest.mark.parametrize(
    ("language", "sentence", "kind"),
    [
        (
            "en",
            "Jake Tillson was standing in an offside position at the far post and, as the "
            "cross came in, he barged straight into Kyle Ambrose.",
            "challenged_opponent",
        ),
        (
            "en",
            "Jake Tillson, in an offside position, went for the ball with Kyle Ambrose.",
            "challenged_opponent",
        ),
        (
            "en",
            "Jake Tillson, waiting in an offside position a couple of yards out, lunged at the "
            "ball as it flew past him and missed it.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "en",
            "Jake Tillson, in an offside position, made an obvious movement towards the ball.",
            "obvious_action_impacting_opponent",
        ),
        (
            "fr",
            "Wesley Saïd, resté hors-jeu au moment de la frappe de Sotoca, masquait la vue du "
            "gardien.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Wesley Saïd était hors-jeu et a tenté une talonnade sur le ballon, sans le toucher.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "de",
            "Paula Weiß stand beim Schuss im Abseits, und zwar direkt in Svenja Roths Sichtlinie.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Moritz Haase hatte im Abseits direkt vor Lena Nowak gestanden und ihr die Sicht "
            "auf den Ball genommen.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Benedikt Roos steht im Abseits und geht im Kopfballduell mit Dario Kolar hart zur "
            "Sache.",
            "challenged_opponent",
        ),
        (
            "de",
            "Ondřej Kadlec stand im Abseits, keinen Meter vor Tomáš Reiter, und hat versucht, "
            "den Ball noch abzufälschen.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "es",
            "Julen Arregi estaba situado en posición adelantada justo delante del portero, "
            "tapándole por completo la visión.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Carmen Olmedo, en posición de fuera de juego, se lanzó a por el balón y no llegó.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "es",
            "Rodrigo Santillán está en fuera de juego, a un metro de la línea, y justo cuando "
            "sale el disparo amaga con rematar.",
            "obvious_action_impacting_opponent",
        ),
    ],
)
def test_involvement_later_in_the_clause(language: str, sentence: str, kind: str) -> None:
    assert kind in _kinds(language, sentence).values()


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        # the lunge that found the ball is a touch, no involvement without one
        ("en", "Jake Tillson, in an offside position, lunged at the cross and turned it in."),
        # the keeper hid nobody's view: another subject
        ("es", "Hugo Sánchez centró, Rodrigo Santillán remató y el portero le tapaba la visión."),
        # another player's feint, not the first one's
        ("de", "Lukas Bauer flankte, und Jan Novak stand daneben."),
    ],
)
def test_no_involvement(language: str, sentence: str) -> None:
    assert _kinds(language, sentence) == {}


def test_alias_inside_a_longer_name_is_no_player() -> None:
    d = view(
        drafting.draft(
            "Athletic Club 2-1 Real Sociedad. Con 2-1 en el marcador, la Real Sociedad botó "
            "una falta lateral en la última jugada del partido.",
            language="es",
        )
    )
    assert "Sociedad" not in [p["name"] for p in d["players"]]


def test_level_with_makes_no_team() -> None:
    """ "X had been level with Y" is a player's position, not a team's standing."""
    d = view(
        drafting.draft(
            "Brest 1-1 Lens. Romain Faivre crossed and Mahdi Camara headed in, but the goal "
            "was ruled out for offside. Replays suggested Kerbrat had been level with the last "
            "defender.",
            language="en",
        )
    )
    assert "Kerbrat" in [p["name"] for p in d["players"]]
