"""The words each language gives the officials' events (patterns.yaml ``officials``): a
goal given on the field, standing or ruled out, the whistle before the ball went in, and
a flag raised with the ball already in. Table-driven, sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _seen(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


@pytest.mark.parametrize(
    ("text", "language", "field", "value"),
    [
        # standing, after a check
        ("Kai Lunt scored. The VAR checked for offside and it stands.", "en", "final", "goal"),
        (
            "Kai Lunt finished low, and the goal was eventually allowed to stand after a long "
            "VAR check.",
            "en",
            "final",
            "goal",
        ),
        ("Kai Lunt scored and the VAR let the goal stand.", "en", "final", "goal"),
        (
            "Léo Garnier a marqué. La VAR a vérifié, et le but a donc été maintenu.",
            "fr",
            "final",
            "goal",
        ),
        (
            "Lars Brand traf zum 1:0. Der Treffer wird noch geprüft ... und er zählt!",
            "de",
            "final",
            "goal",
        ),
        (
            "Lars Brand traf, wobei der Treffer erst nach langer Prüfung durch den VAR "
            "anerkannt wurde.",
            "de",
            "final",
            "goal",
        ),
        (
            "Marcó Hugo Sanz y el VAR, tras revisar la jugada, dio el gol por bueno.",
            "es",
            "final",
            "goal",
        ),
        (
            "24' Hugo Sanz cabecea a la red. El VAR revisa su posición. Sube el 1-0 al marcador.",
            "es",
            "final",
            "goal",
        ),
        # ruled out
        (
            "Kai Lunt scored, but the VAR erased the equaliser for offside.",
            "en",
            "final",
            "no_goal",
        ),
        (
            "Léo Garnier marque. L'arbitre est appelé à l'écran et il annule pour hors-jeu.",
            "fr",
            "final",
            "no_goal",
        ),
        (
            "Lars Brand traf, doch Schiedsrichter Ott gab den Treffer nicht.",
            "de",
            "final",
            "no_goal",
        ),
        ("Hugo Sanz la empujó a la red, pero tampoco valió.", "es", "final", "no_goal"),
        # given on the field, then ruled out
        (
            "Kai Lunt scored. The goal was given on the pitch but ruled out after the VAR check.",
            "en",
            "on_field",
            "goal",
        ),
        (
            "Léo Garnier marque, l'arbitre donne le but, puis il est appelé à l'écran et il "
            "annule.",
            "fr",
            "on_field",
            "goal",
        ),
        # the whistle before the ball went in
        (
            "Jonas Roth traf, aber der Treffer zählte nicht, weil der Pfiff vor dem Torschuss "
            "ertönt war.",
            "de",
            "stopped_before_goal",
            True,
        ),
        (
            "Pablo Gil marcó, pero el balón aún no había cruzado la línea cuando el árbitro "
            "hizo sonar el silbato.",
            "es",
            "stopped_before_goal",
            True,
        ),
        # the flag raised with the ball already in
        (
            "Léo Garnier marque, mais l'assistant lève son drapeau une fois le ballon au fond.",
            "fr",
            "delayed_flag",
            True,
        ),
        (
            "Jonas Roth schiebt ein. Erst danach geht die Fahne hoch: Abseits.",
            "de",
            "delayed_flag",
            True,
        ),
        (
            "Pablo Gil cabecea a la red y el linier levanta la bandera justo cuando el balón "
            "toca la malla.",
            "es",
            "delayed_flag",
            True,
        ),
    ],
)
def test_the_words_of_each_event(text: str, language: str, field: str, value: Any) -> None:
    assert _seen(text, language)[field] == value


@pytest.mark.parametrize(
    ("text", "language", "field"),
    [
        # "should have stood": it did not
        ("A pundit said Kai Lunt's goal should have stood.", "en", "final"),
        # the flag first, and the shot only then: not a delayed flag
        (
            "The flag went straight up and the referee blew for offside, and only then did "
            "Kai Lunt slot it in.",
            "en",
            "delayed_flag",
        ),
        # the bench's reaction, not the flag, came only then
        (
            "Jonas Roth schob ein, und erst dann sahen alle, dass die Fahne oben war.",
            "de",
            "delayed_flag",
        ),
    ],
)
def test_words_that_say_nothing_of_the_event(text: str, language: str, field: str) -> None:
    assert _seen(text, language)[field] is None
