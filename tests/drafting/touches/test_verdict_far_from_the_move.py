"""The officials' verdict on "it" or "the touch", told sentences after the move (an
explainer tells the move, then the law, then the ruling): "it" may be the goal, the offside
or the whole move as well as a defender's touch, so it judges no touch more than two
sentences back, not even that of the one defender whose touch the text told (session 54
gave it to him: right on five dev paragraphs, wrong on the validation part, where a wrong
classification decides whether the offside restarts). Sentences of our own, in all four
languages."""

import pytest

from tests.drafting.drafted_views import OPENING, sequence

#: The move, then three sentences that say nothing of a touch.
_MOVE = {
    "en": "Ali Dunn crossed from the left, the ball came off the defender Karl Brenner and "
    "Hugo Mercier scored. Mercier had been offside when Dunn crossed. The law is clear on "
    "this. Nobody disputes that part. ",
    "fr": "Ali Dunn centre de la gauche, le défenseur Karl Brenner dévie le ballon vers Hugo "
    "Mercier, qui marque. Mercier était hors-jeu au moment du centre. La règle est claire. "
    "Personne ne le conteste. ",
    "de": "Ali Dunn flankte von links, Karl Brenner streckte das Bein und fälschte den Ball "
    "ab, Hugo Mercier traf. Mercier stand bei der Flanke im Abseits. Die Regel ist klar. "
    "Niemand bestreitet das. ",
    "es": "Ali Dunn centró desde la izquierda, Karl Brenner estiró la pierna y desvió el "
    "balón hacia Hugo Mercier, que marcó. Mercier estaba en fuera de juego en el centro. "
    "La regla es clara. Nadie lo discute. ",
}

_FAR = [
    ("en", "After a long look the officials ruled it a deflection.", "deflection"),
    ("en", "The ruling: a deliberate play.", "deliberate_play"),
    ("fr", "Après visionnage, l'arbitre a jugé que c'était une simple déviation.", "deflection"),
    ("fr", "La décision : un jeu volontaire.", "deliberate_play"),
    ("de", "Die Berührung wurde als Abfälschung gewertet.", "deflection"),
    ("de", "Der VAR wertete diese Berührung als Abfälschung.", "deflection"),
    ("es", "El VAR consideró que aquel toque fue un simple desvío.", "deflection"),
    ("es", "El árbitro lo consideró un simple rebote.", "deflection"),
]


@pytest.mark.parametrize(("language", "verdict", "value"), _FAR)
def test_a_verdict_far_from_the_move_judges_no_touch(
    language: str, verdict: str, value: str
) -> None:
    seq = sequence(language, OPENING[language] + _MOVE[language] + verdict)
    assert all(t[3] != value for t in seq), seq


#: Two defenders' touches told: "it" may stand for either.
_TWO = {
    "en": "Ali Dunn crossed from the left, the defender Olaf Sund headed it out, the ball came "
    "off the defender Karl Brenner and Hugo Mercier scored. Mercier had been offside when "
    "Dunn crossed. The law is clear on this. Nobody disputes that part. After a long look "
    "the officials ruled it a deflection.",
    "de": "Ali Dunn flankte von links, Karl Brenner fälschte den Ball ab, Olaf Sund fälschte "
    "ihn noch einmal ab, Hugo Mercier traf. Mercier stand bei der Flanke im Abseits. Die "
    "Regel ist klar. Niemand bestreitet das. Die Berührung wurde als Abfälschung gewertet.",
}


@pytest.mark.parametrize("language", sorted(_TWO))
def test_a_far_verdict_with_two_defenders_judges_nobody(language: str) -> None:
    seq = sequence(language, OPENING[language] + _TWO[language])
    assert all(t[3] is None for t in seq), seq
