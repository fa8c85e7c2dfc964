"""Involvements told in a second clause or by the keeper's field of view (session 40):
a player said not to interfere ("griff aber nicht ins Spiel ein", "pero no interfirió",
"n'intervenait pas", "sans gêner personne") is ``none``; standing in the keeper's field
of view ("stand dem Torwart im Blickfeld") obstructs his line of vision; and another
subject's "did not intervene" (the VAR's) is no player's."""

import pytest
from involvement_kinds import drafted_kinds

#: The move before the sentence under test (the decision after it: involvement_kinds).
_BEFORE = {
    "fr": "Ali Dunn frappe à l'entrée de la surface et le ballon termine au fond. ",
    "de": "Ali Dunn zog von der Strafraumgrenze ab, und der Ball war drin. ",
    "es": "Ali Dunn disparó desde la frontal y el balón entró. ",
}


@pytest.mark.parametrize(
    ("language", "sentence", "kind"),
    [
        ("de", "Hugo Mercier stand im Abseits, griff aber nicht ins Spiel ein.", "none"),
        ("de", "Hugo Mercier stand im Abseits, beeinflusste den Torwart aber nicht.", "none"),
        ("de", "Hugo Mercier stand im Abseits, störte dabei aber niemanden.", "none"),
        ("de", "Hugo Mercier stand dem Torwart im Blickfeld.", "obstructed_line_of_vision"),
        (
            "de",
            "Hugo Mercier stand Keeper Jan Roth genau im Sichtfeld.",
            "obstructed_line_of_vision",
        ),
        ("es", "Hugo Mercier estaba en fuera de juego, pero no interfirió.", "none"),
        ("es", "Hugo Mercier estaba adelantado, aunque no molestó al portero.", "none"),
        ("fr", "Hugo Mercier, hors-jeu, n'intervenait pas dans l'action.", "none"),
        ("fr", "Hugo Mercier était hors-jeu, sans gêner personne.", "none"),
    ],
)
def test_the_kind_of_involvement(language: str, sentence: str, kind: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get("Hugo Mercier") == kind


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "de",
            "Hugo Mercier stand im Abseits, die Fahne ging hoch, der VAR griff aber nicht ein.",
        ),
        (
            "es",
            "Hugo Mercier estaba en fuera de juego y el VAR, tras mirar la jugada, no intervino.",
        ),
    ],
)
def test_another_subject_is_no_involvement(language: str, sentence: str) -> None:
    assert "Hugo Mercier" not in drafted_kinds(language, _BEFORE[language], sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Tom Keller stand im Abseits, Verteidiger Paul Brandt sprang mit Jan Roth hoch.",
        "Tom Keller stand im Abseits, als Jan Roth mit Paul Brandt zum Kopfball hochsprang.",
    ],
)
def test_a_verb_after_a_comma_with_its_own_subject(sentence: str) -> None:
    """After the comma another subject acts: nothing is said of the player before it."""
    assert drafted_kinds("de", _BEFORE["de"], sentence).get("Tom Keller") in (None, "none")


def test_a_subordinate_clause_before_the_comma() -> None:
    """A clause that ends at the comma with its verb last is another's: the verb after the
    comma has its own subject ("Als X im Abseits stand, sprang Y mit Z hoch")."""
    sentence = "Als Tom Keller im Abseits stand, sprang Verteidiger Paul Brandt mit Jan Roth hoch."
    assert drafted_kinds("de", _BEFORE["de"], sentence).get("Tom Keller") in (None, "none")


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        (
            "Hugo Mercier estaba en fuera de juego y corría también hacia el balón.",
            "moving_to_play_ball",
        ),
        (
            "Hugo Mercier estaba adelantado, y arrancó enseguida a por el balón.",
            "moving_to_play_ball",
        ),
    ],
)
def test_a_run_to_the_ball_as_his_second_verb(sentence: str, kind: str) -> None:
    """A run to the ball told as the second verb of his clause, an adverb after it."""
    assert drafted_kinds("es", _BEFORE["es"], sentence).get("Hugo Mercier") == kind


def test_a_run_to_the_ball_of_another_subject() -> None:
    """After "y" another subject runs: nothing is said of the player before it."""
    sentence = (
        "Hugo Mercier estaba en fuera de juego y el central Luis Ramos corrió hacia el balón."
    )
    assert "Hugo Mercier" not in drafted_kinds("es", _BEFORE["es"], sentence)
