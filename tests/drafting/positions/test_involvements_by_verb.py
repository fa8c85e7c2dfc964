"""Involvements told by construction (session 41), in every language: a duel told by its
verb ("salta hombro con hombro con", "sprang in X hinein", "pelea la pelota con"), a ball
close to him he tried to play or to deflect ("intenta jugar un balón que tiene pegado",
"versucht, den Ball abzulenken"), and a pronoun for the keeper in front of whom he stood
("delante de él"), which names no opponent but leaves the words standing. Beside them, the
same verbs said of a move that was no involvement."""

import pytest

import drafting
from drafting.eval.score import view

_GOAL = {
    "en": "Owen Pratt scored, but the VAR ruled it out for offside. ",
    "fr": "Hugo Mercier marque, mais la VAR annule le but pour hors-jeu. ",
    "de": "Jonas Weber traf, doch der Videoassistent erkannte auf Abseits. ",
    "es": "Iker Solano marcó, pero el VAR anuló el gol por fuera de juego. ",
}


def _involvements(words: str, language: str) -> list[list[str]]:
    v = view(drafting.draft(_GOAL[language] + words, language=language))
    return [list(i) for i in v.get("involvements") or []]


@pytest.mark.parametrize(
    ("language", "words", "kind"),
    [
        (
            "es",
            "Ali Dunn, que estaba en fuera de juego, salta hombro con hombro con Karl Brenner.",
            "challenged_opponent",
        ),
        ("es", "Ali Dunn, adelantado, pelea la pelota con Karl Brenner.", "challenged_opponent"),
        (
            "de",
            "Ali Dunn stieg im Abseits hoch und sprang dabei in Karl Brenner hinein.",
            "challenged_opponent",
        ),
        (
            "de",
            "Ali Dunn stand im Abseits und sprang in Karl Brenner hinein.",
            "challenged_opponent",
        ),
        (
            "de",
            "Ali Dunn steht im Abseits und versucht, den Ball mit der Hacke noch abzulenken.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "de",
            "Ali Dunn hat versucht, einen Ball zu spielen, der direkt neben ihm war.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "es",
            "Ali Dunn, que está adelantada, intenta jugar un balón que tiene pegadito.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "fr",
            "Ali Dunn, hors-jeu, tente de jouer un ballon qui est juste à côté de lui.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "en",
            "Ali Dunn, in an offside position, tried to play a ball that was right next to him.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "es",
            "Ali Dunn, en fuera de juego, se había quedado plantado justo delante de él, "
            "tapándole la visión.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Ali Dunn, hors-jeu, se trouvait juste devant Karl Brenner, qui n'a jamais vu partir "
            "le ballon.",
            "obstructed_line_of_vision",
        ),
        (
            "en",
            "Ali Dunn, in an offside position, stood right in front of Karl Brenner, who never "
            "saw the shot.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Ali Dunn stand im Abseits direkt vor Karl Brenner, der den Schuss erst spät sah.",
            "obstructed_line_of_vision",
        ),
    ],
)
def test_the_involvement_told_by_its_verb(language: str, words: str, kind: str) -> None:
    assert [i for i in _involvements(words, language) if i[0] == "Ali Dunn"] == [["Ali Dunn", kind]]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("de", "Ali Dunn sprang vor Freude in die Luft."),
        ("de", "Ali Dunn versucht, den Ärger zu vergessen."),
        ("es", "Ali Dunn intenta olvidar el partido."),
    ],
)
def test_the_same_verbs_of_no_involvement(language: str, words: str) -> None:
    assert not [i for i in _involvements(words, language) if i[0] == "Ali Dunn"]
