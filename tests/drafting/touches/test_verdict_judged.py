"""How the officials judged a defender's touch, told with a verb of judgement
(patterns.yaml classification), sentence -> classification of his touch."""

import pytest

import drafting

#: The move: a pass, the defender's touch, the attacker's goal.
_MOVE = {
    "en": "Ali Dunn played a pass forward, Karl Brenner got a touch on it and Hugo Mercier "
    "scored. ",
    "fr": "Ali Dunn lance Hugo Mercier, Karl Brenner touche le ballon et Hugo Mercier marque. ",
    "de": "Ali Dunn spielte einen Pass, Karl Brenner berührte den Ball, und Hugo Mercier traf. ",
    "es": "Ali Dunn dio un pase, Karl Brenner tocó el balón y Hugo Mercier marcó. ",
}


def _classified(language: str, sentence: str) -> dict[str, str]:
    d = drafting.draft(_MOVE[language] + sentence, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {
        names.get(t.get("by"), ""): t["classification"]
        for t in d.incident.get("sequence", [])
        if t.get("classification")
    }


@pytest.mark.parametrize(
    ("language", "sentence", "value"),
    [
        (
            "en",
            "Brenner's attempt to control the ball was judged to be a deliberate play.",
            "deliberate_play",
        ),
        ("en", "The VAR judged Brenner's touch a deflection.", "deflection"),
        (
            "en",
            "The check concluded that Brenner, with time to see it, had made a deliberate play.",
            "deliberate_play",
        ),
        (
            "fr",
            "La VAR a considéré que Karl Brenner avait simplement dévié le ballon.",
            "deflection",
        ),
        (
            "fr",
            "Les arbitres ont estimé que Karl Brenner n'avait fait que dévier la passe.",
            "deflection",
        ),
        (
            "de",
            "Der VAR befand, Karl Brenner habe den Ball nicht kontrolliert gespielt, sondern nur "
            "abgefälscht.",
            "deflection",
        ),
        (
            "de",
            "Ergebnis: Karl Brenner habe den Ball kontrolliert und bewusst gespielt.",
            "deliberate_play",
        ),
    ],
)
def test_the_officials_judgement_of_the_touch(language: str, sentence: str, value: str) -> None:
    assert _classified(language, sentence).get("Karl Brenner") == value


def test_a_possessive_inside_another_touch_is_not_judged() -> None:
    sentence = "Brenner's lunge to intercept Dunn's pass was treated as a deliberate play."
    assert "Ali Dunn" not in _classified("en", sentence)
