"""Involvements told by construction (session 42), in every language: a lunge somewhere and
then the miss ("slid in at the near post and missed the ball", "rutschte ... in den Ball,
verfehlte ihn"), a push or a hold after an aside ("bouscule d'une épaule", "se trabó con"),
running into an opponent's path ("in den Laufweg von", "coupe la course de"), and a player
the writer says was not in the keeper's line of vision or made no move for the ball
(`none`). Beside them, the same words said of something else: a ball played into a
runner's path (a pass), a keeper "who was unsighted"."""

import pytest

import drafting
from drafting.eval.score import view

_GOAL = {
    "en": "Owen Pratt scored, but the VAR ruled it out for offside. ",
    "fr": "Hugo Mercier marque, mais la VAR annule le but pour hors-jeu. ",
    "de": "Jonas Weber traf, doch der Videoassistent erkannte auf Abseits. ",
    "es": "Iker Solano marcó, pero el VAR anuló el gol por fuera de juego. ",
}

_CLOSE = "attempted_close_ball_impacting_opponent"
_WAY = "in_opponents_way_impacting"


def _viewed(words: str, language: str) -> dict[str, object]:
    return view(drafting.draft(_GOAL[language] + words, language=language))


def _involvements(words: str, language: str) -> list[list[str]]:
    return [list(i) for i in _viewed(words, language).get("involvements") or []]


@pytest.mark.parametrize(
    ("language", "words", "kind"),
    [
        # a lunge, then the miss
        (
            "en",
            "Ali Dunn, standing in an offside position, slid in at the near post and missed "
            "the ball by inches.",
            _CLOSE,
        ),
        ("en", "Ali Dunn, who was offside, lunged at the far post but missed it.", _CLOSE),
        (
            "fr",
            "Ali Dunn, en position de hors-jeu, se jette au premier poteau mais manque le ballon.",
            _CLOSE,
        ),
        ("fr", "Ali Dunn, hors-jeu, glisse au premier poteau sans toucher le ballon.", _CLOSE),
        (
            "de",
            "Nach der Flanke rutschte Stürmer Ali Dunn am kurzen Pfosten in den Ball, "
            "verfehlte ihn aber knapp.",
            _CLOSE,
        ),
        (
            "de",
            "Ali Dunn, der im Abseits stand, grätschte am langen Pfosten in den Ball, "
            "verfehlte ihn aber.",
            _CLOSE,
        ),
        (
            "es",
            "Ali Dunn, en posición de fuera de juego, se lanzó a por el balón en el primer "
            "palo sin llegar a tocarlo.",
            _CLOSE,
        ),
        (
            "es",
            "Ali Dunn, adelantado, se tiró al primer palo pero no llegó a tocar el balón.",
            _CLOSE,
        ),
        # a push or a hold after an aside
        (
            "en",
            "Ali Dunn, in an offside position, shoved Karl Brenner, the centre-back, as he jumped.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Ali Dunn, en position de hors-jeu au moment où le ballon est frappé, bouscule "
            "d'une épaule Karl Brenner, le défenseur adverse.",
            "challenged_opponent",
        ),
        (
            "es",
            "Ali Dunn, en posición adelantada, se trabó con Karl Brenner, el central rival, y "
            "le impidió saltar.",
            "challenged_opponent",
        ),
        # running into an opponent's path
        ("en", "Ali Dunn was offside and ran straight into the path of Karl Brenner.", _WAY),
        ("fr", "Ali Dunn, hors-jeu, coupe la course de Karl Brenner.", _WAY),
        ("fr", "Ali Dunn, hors-jeu, se place juste dans la course de Karl Brenner.", _WAY),
        (
            "de",
            "Ali Dunn stand im Abseits und lief genau in dem Moment quer durch den Strafraum "
            "und direkt in den Laufweg von Karl Brenner.",
            _WAY,
        ),
        # the keeper's line of vision, with a place or an aside before it
        (
            "fr",
            "Ali Dunn se trouvait en position de hors-jeu juste devant Karl Brenner, dans sa "
            "ligne de vision.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Ali Dunn, compañera de Solano, estaba en posición de fuera de juego, a apenas un "
            "metro de la portera rival y justo en la trayectoria del balón, tapándole la "
            "visión.",
            "obstructed_line_of_vision",
        ),
        # not in the keeper's line of vision, no move for the ball: none
        (
            "en",
            "Ali Dunn, it was decided, was not in Karl Brenner's line of vision and made no "
            "movement towards the ball.",
            "none",
        ),
        (
            "fr",
            "Ali Dunn n'est pas dans sa ligne de vision : elle se trouve à six mètres, sur le "
            "côté.",
            "none",
        ),
        (
            "fr",
            "Ali Dunn ne touche pas le ballon, ne fait aucun geste vers lui et ne gêne aucune "
            "adversaire.",
            "none",
        ),
        (
            "de",
            "Ali Dunn stand nicht in der Sichtlinie von Karl Brenner und machte keine "
            "Bewegung zum Ball.",
            "none",
        ),
        (
            "es",
            "Ali Dunn no estaba en la línea de visión de Karl Brenner y no hizo ningún "
            "movimiento hacia el balón.",
            "none",
        ),
    ],
)
def test_involvement_told(language: str, words: str, kind: str) -> None:
    assert _involvements(words, language) == [["Ali Dunn", kind]]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        # a ball played into a runner's path is a pass
        ("fr", "Ali Dunn glisse le ballon dans la course de Karl Brenner, qui file seul."),
        ("de", "Ali Dunn wirft den Ball weit in den Lauf von Karl Brenner."),
        (
            "de",
            "In der 60. Minute spielte Ali Dunn einen Pass in den Lauf von Karl Brenner, der "
            "im Abseits stand.",
        ),
        # the keeper unsighted is no attacker unsighting
        ("en", "Ali Dunn stood in front of Karl Brenner, who was unsighted."),
    ],
)
def test_no_involvement(language: str, words: str) -> None:
    found = _involvements(words, language)
    assert not any(kind != "none" for _, kind in found), found


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("es", "Ali Dunn, el delantero, estaba en fuera de juego."),
        ("es", "Ali Dunn, la delantera del Betis, estaba en fuera de juego."),
        ("en", "Ali Dunn, the striker, was in an offside position."),
        ("fr", "Ali Dunn, l'attaquant, était en position de hors-jeu."),
        ("de", "Ali Dunn, der Stürmer, stand im Abseits."),
    ],
)
def test_apposition_after_the_name(language: str, words: str) -> None:
    """A role after the name and a comma is the name's apposition, not a word standing for
    him again: the position after it is his."""
    positions = _viewed(words, language).get("positions") or []
    assert [list(p) for p in positions] == [["Ali Dunn", "offside"]]


@pytest.mark.parametrize(
    ("language", "words", "side"),
    [
        ("en", "The VAR found that Ali Dunn had been a good half-metre onside.", "onside"),
        ("en", "Ali Dunn was a yard onside when the ball was played.", "onside"),
        ("fr", "Derrière eux, Ali Dunn, lui en position régulière, reprend de la tête.", "onside"),
        ("fr", "Ali Dunn, arrivée lancée et elle en jeu, bat la gardienne.", "onside"),
        ("fr", "Ali Dunn, elle aussi en jeu, conclut.", "onside"),
        ("es", "Ali Dunn, él en posición legal, remató de cabeza.", "onside"),
        (
            "es",
            "Ali Dunn, que llegaba lanzada y ella en posición correcta, batió a la portera.",
            "onside",
        ),
        (
            "de",
            "Ali Dunn steht beim Pass mindestens einen halben Meter hinter dem letzten Cottbuser.",
            "onside",
        ),
        ("de", "Ali Dunn stand beim Zuspiel klar hinter dem letzten Verteidiger.", "onside"),
        # the same words negated, or of an offside position, are no onside
        ("de", "Ali Dunn stand beim Zuspiel nicht hinter dem letzten Verteidiger.", None),
        ("en", "Ali Dunn was not a yard onside.", None),
        ("fr", "Ali Dunn, lui en position de hors-jeu, reprend.", None),
    ],
)
def test_onside_told(language: str, words: str, side: str | None) -> None:
    """Onside by a distance, behind the last defender, or in an aside after the name ("lui
    en position régulière", "ella en posición correcta")."""
    positions = [list(p) for p in _viewed(words, language).get("positions") or []]
    assert ["Ali Dunn", "onside"] in positions if side else ["Ali Dunn", "onside"] not in positions
