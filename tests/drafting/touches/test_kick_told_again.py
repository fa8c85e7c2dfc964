"""A kick told again as the moment the offside is judged ("offside when Dunn struck the
ball", "au moment où Dunn frappe le ballon", "cuando Dunn golpeó el balón", "als Dunn den
Ball spielte") is the pass told before, not one more touch; the first "when" of a text,
which tells the move itself, is kept. Sentences of our own, in all four languages."""

import pytest

from tests.drafting.drafted_views import OPENING, touches

_AGAIN = [
    (
        "en",
        "The goal came in the 80th minute, when Ali Dunn hooked a long ball forward for Hugo "
        "Mercier, who scored. At the moment Dunn struck it, Mercier was a yard offside.",
    ),
    (
        "fr",
        "À la 80e minute, Ali Dunn lance Hugo Mercier, qui marque. Mais au moment où Dunn "
        "frappe le ballon, Mercier est hors-jeu d'un mètre.",
    ),
    (
        "fr",
        "Le but est venu à la 80e minute, quand Ali Dunn a tenté une passe vers Hugo Mercier, "
        "qui a marqué. Lorsque Dunn a frappé le ballon, Mercier était hors-jeu.",
    ),
    (
        "es",
        "En el minuto 80, Ali Dunn dio un pase largo a Hugo Mercier, que marcó. Pero en el "
        "momento en que Dunn golpea el balón, Mercier está en fuera de juego.",
    ),
    (
        "es",
        "En el minuto 80, Ali Dunn dio un pase largo a Hugo Mercier, que marcó. ¿Por qué se "
        "anuló, si nadie protestó cuando Dunn golpeó el balón?",
    ),
    (
        "de",
        "In der 80. Minute spielte Ali Dunn einen langen Pass auf Hugo Mercier, der traf. "
        "Doch als Dunn den Ball spielte, stand Mercier einen Meter im Abseits.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _AGAIN)
def test_a_kick_told_again_is_one_touch(language: str, text: str) -> None:
    told = touches(language, OPENING[language] + text)
    assert [by for by, _ in told].count("Ali Dunn") == 1, told
    assert ("Ali Dunn", "pass") in told, told
