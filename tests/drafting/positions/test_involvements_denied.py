"""Involvements denied inside their own words: a plain denial ("nicht", "no", "ne ...
pas") in the last clause of what a rule matched, between the player and what he did,
denies it ("lief auch nicht in die Sichtlinie", "no le quitó la vista"), where the
negation window before the player's name sees nothing; the same words without the denial
still tell the involvement."""

import pytest
from involvement_kinds import drafted_kinds

#: The move before the sentence under test (the decision after it: involvement_kinds).
_BEFORE = {
    "fr": "Ali Dunn frappe à l'entrée de la surface et le ballon termine au fond. ",
    "de": "Ali Dunn zog von der Strafraumgrenze ab, und der Ball war drin. ",
    "es": "Ali Dunn disparó desde la frontal y el balón entró. ",
}


@pytest.mark.parametrize(
    ("language", "denied", "told", "kind"),
    [
        (
            "de",
            "Hugo Mercier stand im Abseits, griff aber nicht ein und lief auch nicht in "
            "Jan Roths Sichtlinie.",
            "Hugo Mercier stand im Abseits, griff aber ein und lief genau in Jan Roths Sichtlinie.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Hugo Mercier stand im Abseits und lief nicht in den Laufweg von Jan Roth.",
            "Hugo Mercier stand im Abseits und lief in den Laufweg von Jan Roth.",
            "in_opponents_way_impacting",
        ),
        (
            "es",
            "Hugo Mercier estaba en fuera de juego, pero no se cruzó en el camino de Jan Roth.",
            "Hugo Mercier estaba en fuera de juego y se cruzó en el camino de Jan Roth.",
            "in_opponents_way_impacting",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, no estaba tapando la visión a Jan Roth.",
            "Hugo Mercier, en fuera de juego, estaba tapando la visión a Jan Roth.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, no le quitó la vista al portero Jan Roth.",
            "Hugo Mercier, en fuera de juego, le quitó la vista al portero Jan Roth.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Hugo Mercier, hors-jeu, ne s'est pas trouvé dans la ligne de vue du gardien Jan Roth.",
            "Hugo Mercier, hors-jeu, s'est trouvé dans la ligne de vue du gardien Jan Roth.",
            "obstructed_line_of_vision",
        ),
    ],
)
def test_a_denial_inside_the_words(language: str, denied: str, told: str, kind: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], denied).get("Hugo Mercier") is None
    assert drafted_kinds(language, _BEFORE[language], told).get("Hugo Mercier") == kind
