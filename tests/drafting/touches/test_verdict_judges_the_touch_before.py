"""Which touch the officials' verdict judges, and the touch of the one the ball struck.

- A verdict judges the defender's touch told before it: a touch of his told after the
  verdict, in a coach's words, is not the one judged.
- A touch named again in the verdict's own sentence ("el despeje de X fue una jugada
  deliberada", "le dégagement de X était un jeu volontaire") is the touch told before, not
  one more (English and German already read so).
- The defender the ball struck, told by a dative or object pronoun ("le ballon lui a
  ricoché sur le tibia", "el balón le dio en la espalda", "der Ball sprang ihm vom Knie ab",
  "the ball hit him on the shin") touched the ball; not a player named after a preposition
  ("crossed for Y, and the ball hit him": a guard, which main passes too).
Sentences of our own, in all four languages."""

import pytest

from tests.drafting.drafted_views import OPENING, sequence

_RETOLD = [
    (
        "fr",
        "À la 80e minute, Vitinha a centré vers Gonçalo Ramos, alors hors jeu. Le défenseur "
        "Duje Caleta-Car a repris le ballon de la tête, qui est retombé sur Ramos, buteur. La "
        "VAR a estimé que le dégagement de Caleta-Car était un jeu volontaire.",
        "Duje Caleta-Car",
        "deliberate_play",
    ),
    (
        "es",
        "En el minuto 80, Isco centró hacia Vitor Roque, que estaba en fuera de juego. Loïc "
        "Badé, el central sevillista, cabeceó el balón y Roque marcó. El VAR entendió que el "
        "despeje de Badé fue una jugada deliberada.",
        "Loïc Badé",
        "deliberate_play",
    ),
]


@pytest.mark.parametrize(("language", "sentence", "defender", "verdict"), _RETOLD)
def test_verdict_judges_the_touch_told_before(
    language: str, sentence: str, defender: str, verdict: str
) -> None:
    seq = sequence(language, OPENING[language] + sentence)
    his = [t for t in seq if t[0] == defender]
    assert len(his) == 1, seq
    assert his[0][3] == verdict


_AFTER = [
    (
        "fr",
        "À la 80e minute, Vitinha a centré. Le ballon heurte le genou de Duje Caleta-Car, puis "
        "retombe sur Gonçalo Ramos, qui marque. Les officiels ont considéré que le contact de "
        "Caleta-Car était une simple déviation. L'entraîneur a beau répéter que « Caleta-Car "
        "veut dégager, il joue le ballon », la règle est ainsi faite.",
        "Duje Caleta-Car",
        "deflection",
    ),
]


@pytest.mark.parametrize(("language", "sentence", "defender", "verdict"), _AFTER)
def test_verdict_not_given_to_a_later_touch(
    language: str, sentence: str, defender: str, verdict: str
) -> None:
    seq = sequence(language, OPENING[language] + sentence)
    his = [t for t in seq if t[0] == defender]
    assert his and his[0][3] == verdict, seq
    assert all(t[3] is None for t in his[1:]), seq


_STRUCK = [
    (
        "en",
        "In the 80th minute Bukayo Saka played a pass. Wesley Fofana stuck out a leg and the "
        "ball hit him on the shin and fell to Kai Havertz, who scored.",
        "Wesley Fofana",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha a centré vers Gonçalo Ramos. Duje Caleta-Car a tendu la "
        "jambe, mais le ballon lui a ricoché sur le tibia avant de revenir vers Ramos, qui a "
        "marqué.",
        "Duje Caleta-Car",
    ),
    (
        "de",
        "In der 80. Minute flankte Joshua Kimmich. Nico Schlotterbeck wollte klären, der Ball "
        "sprang ihm aber vom Schienbein ab und landete bei Harry Kane, der traf.",
        "Nico Schlotterbeck",
    ),
    (
        "es",
        "En el minuto 80, Isco lanzó un disparo desde la frontal, Loïc Badé se giró y el balón "
        "le dio en la espalda antes de caer a Vitor Roque, que marcó.",
        "Loïc Badé",
    ),
    (
        "es",
        "En el minuto 80, Isco lanzó un disparo, Loïc Badé intentó cortar, pero el balón le "
        "rebotó en la rodilla y cayó a Vitor Roque, que marcó.",
        "Loïc Badé",
    ),
]


@pytest.mark.parametrize(("language", "sentence", "defender"), _STRUCK)
def test_struck_by_the_ball(language: str, sentence: str, defender: str) -> None:
    seq = sequence(language, OPENING[language] + sentence)
    assert (defender, "deflection") in [(t[0], t[1]) for t in seq], seq


def test_object_of_a_preposition_is_not_struck() -> None:
    text = (
        OPENING["en"] + "In the 80th minute Bukayo Saka crossed for Kai Havertz, and the ball "
        "hit him and went in."
    )
    assert ("Bukayo Saka", "deflection") not in [(t[0], t[1]) for t in sequence("en", text)]


_MOVE = {
    "en": "In the 80th minute Bukayo Saka played a pass to Kai Havertz, who was offside. Wesley "
    "Fofana, the centre-back, tried to clear the ball, and it dropped to Havertz, who scored. ",
    "fr": "À la 80e minute, Vitinha a glissé un ballon vers Gonçalo Ramos, alors hors jeu. Le "
    "défenseur Duje Caleta-Car a tenté de dégager le ballon, qui est revenu sur Ramos, buteur. ",
    "de": "In der 80. Minute spielte Joshua Kimmich einen Pass auf Harry Kane, der im Abseits "
    "stand. Dortmunds Verteidiger Nico Schlotterbeck wollte den Ball klären, der Ball sprang "
    "zu Kane, der traf. ",
    "es": "En el minuto 80, Isco lanzó un pase hacia Vitor Roque, que estaba en fuera de juego. "
    "El central Loïc Badé intentó despejar, el balón le cayó a Roque y marcó. ",
}

_DEFENDER = {
    "en": "Wesley Fofana",
    "fr": "Duje Caleta-Car",
    "de": "Nico Schlotterbeck",
    "es": "Loïc Badé",
}

#: The officials' view as the frame of the verdict ("for the officials it was ..."), and a
#: verb whose subject is the touch judged ("counts as", "zählt als", "compte comme").
_FRAMED = [
    ("en", "For the officials it was a deliberate play.", "deliberate_play"),
    ("en", "In the eyes of the referee, that was nothing more than a deflection.", "deflection"),
    ("fr", "Pour l'arbitre, c'était une simple déviation.", "deflection"),
    ("fr", "Le contact de Caleta-Car compte comme une simple déviation.", "deflection"),
    ("de", "Schlotterbecks Aktion zählt als Rettungstat.", "save"),
]


@pytest.mark.parametrize(("language", "sentence", "verdict"), _FRAMED)
def test_verdict_framed(language: str, sentence: str, verdict: str) -> None:
    seq = sequence(language, OPENING[language] + _MOVE[language] + sentence)
    assert [t[3] for t in seq if t[0] == _DEFENDER[language]] == [verdict], seq


#: Guards (main passes them too): a view that is not the officials' gives no verdict.
_NOT_OFFICIALS = [
    ("en", "For the Chelsea manager it was a deflection."),
    ("fr", "Pour l'entraîneur lyonnais, c'était une simple déviation."),
    ("es", "Para el técnico sevillista, lo de Badé fue un simple rebote."),
]


@pytest.mark.parametrize(("language", "sentence"), _NOT_OFFICIALS)
def test_view_not_the_officials(language: str, sentence: str) -> None:
    seq = sequence(language, OPENING[language] + _MOVE[language] + sentence)
    assert all(t[3] is None for t in seq), seq
