"""Positions and involvements told by construction (session 43), in every language: the
German subject after its verb ("stand allerdings X, die Stürmerin, im Abseits"), the verb
last in the present ("X, der klar im Abseits steht"), the perfect of a level position, a
body part ahead of the defender's in a clause with its verb last or by comparison ("l'épaule
de X devant celle de Y"), a defender keeping the attacker in play after a clause of his own,
the attacker right in front of the keeper at the shot, a charge with the shoulder. Beside
them, the words that state nothing of the attacker: a defender behind his own line, a
negation inside the words, a side's protest, the rule told of "the attacker" in general."""

import pytest

import drafting
from drafting.eval.score import view

_GOAL = {
    "en": "Owen Pratt scored, but the VAR ruled it out for offside. ",
    "fr": "Hugo Mercier marque, mais la VAR annule le but pour hors-jeu. ",
    "de": "Jonas Weber traf, doch der Videoassistent erkannte auf Abseits. ",
    "es": "Iker Solano marcó, pero el VAR anuló el gol por fuera de juego. ",
}


def _viewed(words: str, language: str) -> dict[str, object]:
    return view(drafting.draft(_GOAL[language] + words, language=language))


def _listed(words: str, language: str, field: str) -> list[list[str]]:
    return [list(x) for x in _viewed(words, language).get(field) or []]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("language", "words", "side"),
    [
        # German: the subject after its verb, adverbs and an apposition between
        ("de", "Beim Pass stand allerdings Ali Dunn, der Gäste-Stürmer, im Abseits.", "offside"),
        (
            "de",
            "Beim Zuspiel stand Ali Dunn mit Kopf und Schulter vor dem vorletzten Verteidiger.",
            "offside",
        ),
        ("de", "Im Moment des Passes stand Ali Dunn nicht im Abseits.", "onside"),
        ("de", "Ali Dunn selbst stand nicht im Abseits.", "onside"),
        # the verb last in the present
        ("de", "Der Steilpass ging auf Ali Dunn, der knapp im Abseits steht.", "offside"),
        # the perfect of a level position, the opponent before the participle
        (
            "de",
            "Ali Dunn hatte beim Zuspiel auf gleicher Höhe mit Verteidiger Tom Berg gestanden.",
            "onside",
        ),
        # a body part ahead in a clause with its verb last
        (
            "de",
            "Die Bilder zeigten, dass Ali Dunns Schulter beim Pass eine Handbreit vor der von "
            "Tom Berg war.",
            "offside",
        ),
        # a defender keeping him in play after a clause of his own
        (
            "de",
            "Verteidiger Tom Berg hatte einen Schritt hinter seinen Kollegen gestanden und Ali "
            "Dunn so im Spiel gehalten.",
            "onside",
        ),
        (
            "es",
            "Tom Berg, la central, se quedó un paso por detrás y habilitaba a Ali Dunn.",
            "onside",
        ),
        # ahead of an unnamed last defender
        ("es", "Ali Dunn había arrancado por delante de la última defensora local.", "offside"),
        # level, and a body part ahead of the same part of the defender
        ("fr", "Au départ de l'action, Ali Dunn était pile au niveau de Tom Berg.", "onside"),
        (
            "fr",
            "Les lignes montraient l'épaule de Ali Dunn nettement devant celle de Tom Berg.",
            "offside",
        ),
        # English: a relative clause's second verb; an apposition with a team's name
        (
            "en",
            "Ali Dunn, who had drifted in from the left and was standing in an offside "
            "position, watched the ball go in.",
            "offside",
        ),
        (
            "en",
            "Pratt plays for Seattle Sounders. Ali Dunn, the Sounders striker, was standing in "
            "an offside position at the back post.",
            "offside",
        ),
    ],
)
def test_position_by_construction(language: str, words: str, side: str) -> None:
    assert ["Ali Dunn", side] in _listed(words, language, "positions")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        # a defender behind his own line: no offside position of his
        (
            "de",
            "Tom Berg, der Kapitän, stand einen Meter hinter seiner Abwehrkette und hob das "
            "Abseits auf.",
        ),
        # the rule in general words after a named attacker's position
        (
            "en",
            "Ali Dunn was in an offside position. A touch that simply hits a defender is no "
            "play, so the attacker is still offside.",
        ),
    ],
)
def test_no_stray_position(language: str, words: str) -> None:
    positions = _listed(words, language, "positions")
    assert ["Tom Berg", "offside"] not in positions
    assert not [p for p in positions if p[0].startswith("(")]


@pytest.mark.parametrize(
    ("language", "words", "kind"),
    [
        # right in front of the keeper at the moment of the shot
        (
            "en",
            "Ali Dunn, in an offside position, was directly in front of goalkeeper Tom Berg "
            "as the shot was struck.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Ali Dunn se trouvait juste devant le gardien Tom Berg au moment de la frappe.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Ali Dunn estaba justo delante del portero Tom Berg en el momento del disparo.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Ali Dunn stand im Abseits direkt vor Torwart Tom Berg, als Jonas Weber abzog.",
            "obstructed_line_of_vision",
        ),
        # a charge with the shoulder
        (
            "en",
            "Ali Dunn, who was offside, shouldered centre-back Tom Berg as the cross came in.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Ali Dunn, en position de hors-jeu, avait chargé de l'épaule Tom Berg.",
            "challenged_opponent",
        ),
        (
            "es",
            "Ali Dunn, en fuera de juego, había cargado con el hombro a Tom Berg.",
            "challenged_opponent",
        ),
        # a negation inside the words: not in the line of sight is no involvement
        (
            "de",
            "Ali Dunn stand im Abseits, berührte den Ball nicht und stand nicht in der "
            "Sichtlinie von Torwart Tom Berg.",
            "none",
        ),
        # a side's protest is theirs: the writer's own words decide
        (
            "en",
            "The home players protested that Ali Dunn had made no attempt to play the ball. "
            "Ali Dunn, who was offside, stood right in front of Tom Berg when Owen Pratt fired.",
            "obstructed_line_of_vision",
        ),
    ],
)
def test_involvement_by_construction(language: str, words: str, kind: str) -> None:
    assert ["Ali Dunn", kind] in _listed(words, language, "involvements")
