"""The officials' verdict on a defender's touch in the shapes fresh text uses
(patterns.yaml ``classification``): the defender told by his role ("the defender", "el
arquero", "sein Klärungsversuch"), the judge before the touch ("wertet Brands Kopfball als"),
"constituait", "comme un arrêt", "mais comme un simple contre", and a referee's own words
reported ("L'arbitre a estimé que ..."). Text -> the classified touch's player and value,
and the player is a defender."""

import pytest

from tests.drafting.drafted_views import viewed

_VERDICTS = [
    (
        "en",
        "In the 60th minute, Sam Reid played a pass towards Tom Hale, who was offside. Luke "
        "Brand got a touch to the ball and it ran to Hale, who scored. The VAR checked Brand's "
        "touch before concluding that the defender had deliberately played the ball, and the "
        "goal stood.",
        "Luke Brand",
        "deliberate_play",
    ),
    (
        "en",
        "In the 60th minute, Sam Reid played a pass towards Tom Hale, who was offside. Luke "
        "Brand got a touch to the ball and it ran to Hale, who scored. The referee announced "
        "to the crowd that the Rovers defender deliberately played the ball, so the goal stood.",
        "Luke Brand",
        "deliberate_play",
    ),
    (
        "en",
        "In the 60th minute, Sam Reid played a pass towards Tom Hale, who was offside. Luke "
        "Brand got a touch to the ball and it ran to Hale, who scored. The goal stood because "
        "the Dane's touch counted as a deliberate play.",
        "Luke Brand",
        "deliberate_play",
    ),
    # the defender's touch told sentences before; the verdict's sentence names him first
    (
        "en",
        "In the 60th minute, Sam Reid played a pass towards Tom Hale, who was offside. Luke "
        "Brand got a touch to the ball and it ran to Hale. Hale took a touch and scored. The "
        "referee gave the goal. The VAR spent three minutes reviewing Brand's touch before "
        "concluding that the defender had deliberately played the ball.",
        "Luke Brand",
        "deliberate_play",
    ),
    (
        "fr",
        "À la 60e minute, Sam Reid a glissé un ballon vers Tom Hale, alors hors-jeu. Luc Brand "
        "a tendu la jambe pour couper la trajectoire et Hale a marqué. Les arbitres vidéo ont "
        "estimé que l'intervention de Brand constituait un jeu délibéré, et le but a été validé.",
        "Luc Brand",
        "deliberate_play",
    ),
    (
        "fr",
        "À la 60e minute, la frappe de Sam Reid a été repoussée par Luc Brand et Tom Hale, "
        "hors-jeu, a marqué. Le but a été refusé, la VAR ayant considéré l'intervention de "
        "Brand comme un arrêt.",
        "Luc Brand",
        "save",
    ),
    (
        "fr",
        "À la 60e minute, Sam Reid a glissé un ballon vers Tom Hale, alors hors-jeu. Luc Brand "
        "a tendu la jambe pour couper la trajectoire et Hale a marqué. La touche de Brand n'a "
        "pas été jugée comme un jeu volontaire, mais comme un simple contre, et le but a été "
        "refusé.",
        "Luc Brand",
        "deflection",
    ),
    (
        "fr",
        "À la 60e minute, Sam Reid a glissé un ballon vers Tom Hale, alors hors-jeu. Luc Brand "
        "a tendu la jambe et Hale a marqué. L'arbitre, Mme Julie Sanchez, a estimé que la "
        "touche de Brand n'était qu'une simple déviation.",
        "Luc Brand",
        "deflection",
    ),
    (
        "de",
        "In der 60. Minute spielte Sam Reid einen Pass auf Tom Hale, der im Abseits stand. "
        "Lukas Brand wollte klären, köpfte den Ball aber genau in Hales Lauf, und Hale traf. Der "
        "Video-Assistent wertet Brands Kopfball als kontrolliertes Spiel, das Tor zählt.",
        "Lukas Brand",
        "deliberate_play",
    ),
    (
        "de",
        "In der 60. Minute spielte Sam Reid einen Pass auf Tom Hale, der im Abseits stand. "
        "Lukas Brand wollte klären, köpfte den Ball aber genau in Hales Lauf, und Hale traf. "
        "Sein Klärungsversuch wurde als bewusstes Spiel gewertet, das Tor zählte.",
        "Lukas Brand",
        "deliberate_play",
    ),
    (
        "de",
        "In der 60. Minute spielte Sam Reid einen Pass auf Tom Hale, der im Abseits stand. "
        "Lukas Brand streckte das Bein aus, und Hale traf. Brands Berührung wertete er als "
        "Abfälschung, das Tor wurde wegen Abseits aberkannt.",
        "Lukas Brand",
        "deflection",
    ),
    (
        "es",
        "En el minuto 60, Samuel Reid lanzó en largo hacia Tomás Hale, adelantado. Lucas Brand "
        "le cedió el balón de cabeza a su portero y Hale marcó. El VAR dio el gol por bueno al "
        "considerar que la cesión de Brand era un juego deliberado.",
        "Lucas Brand",
        "deliberate_play",
    ),
    (
        "es",
        "En el minuto 60, Samuel Reid tiró un centro. Lucas Brand, el arquero, salió a cortar y "
        "despejó de puños, y Tomás Hale, adelantado, marcó. El VAR entendió que el arquero jugó "
        "la pelota deliberadamente.",
        "Lucas Brand",
        "deliberate_play",
    ),
    (
        "es",
        "En el minuto 60, Samuel Reid disparó, el balón rebotó en Lucas Brand y Tomás Hale, "
        "adelantado, marcó. La árbitra entendió que Brand solo había desviado el balón y anuló "
        "el gol.",
        "Lucas Brand",
        "deflection",
    ),
]


@pytest.mark.parametrize(("language", "text", "who", "value"), _VERDICTS)
def test_verdict_on_the_touch(language: str, text: str, who: str, value: str) -> None:
    v = viewed(text, language)
    judged = [(t.get("by"), t.get("classification")) for t in v["sequence"]]
    assert (who, value) in judged
    assert {p["name"]: p.get("team") for p in v["players"]}[who] == "defending"


_NO_VERDICT = [
    # a coach's words are a claim, not the officials' verdict
    (
        "fr",
        "À la 60e minute, Sam Reid a glissé un ballon vers Tom Hale, alors hors-jeu. Luc Brand "
        "a tendu la jambe et Hale a marqué. L'entraîneur Paul Ravel a estimé que la touche de "
        "Brand n'était qu'une simple déviation.",
    ),
    # whether it was deliberate is a question, not a verdict
    (
        "de",
        "In der 60. Minute spielte Sam Reid einen Pass auf Tom Hale, der im Abseits stand. "
        "Lukas Brand streckte das Bein aus, und Hale traf. Die Frage: Hat Brand den Ball "
        "bewusst gespielt?",
    ),
]


@pytest.mark.parametrize(("language", "text"), _NO_VERDICT)
def test_no_verdict(language: str, text: str) -> None:
    assert not [t for t in viewed(text, language)["sequence"] if t.get("classification")]
