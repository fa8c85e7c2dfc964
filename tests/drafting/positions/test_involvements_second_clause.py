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
