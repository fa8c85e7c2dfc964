"""Calls (issue 32, session 38): the official who disallowed a goal, the offence unsaid,
in a text about offside; and what the VAR told the referee. Sentences written for these
tests, in all four languages."""

from __future__ import annotations

import pytest

import drafting


def _calls(text: str, language: str) -> list[tuple[str, str]]:
    return sorted((c.by, c.call) for c in drafting.draft(text, language=language).calls)


@pytest.mark.parametrize(
    ("text", "language", "by"),
    [
        (
            "Ellis Ward scored in the 30th minute, but he had been offside when the cross "
            "came in. Referee Tom Baxter went to the monitor and disallowed it.",
            "en",
            "referee",
        ),
        (
            "Ellis Ward scored in the 30th minute from an offside position. The goal was "
            "chalked off after referee Tom Baxter was sent to the pitchside monitor.",
            "en",
            "referee",
        ),
        (
            "Ellis Ward scored in the 88th minute, but he had strayed offside. The "
            "equaliser was ruled out by the VAR.",
            "en",
            "var",
        ),
        (
            "Léo Morin marque à la 30e minute, mais il était en position de hors-jeu au "
            "départ du centre. L'arbitre Paul Roche est allé voir les images et a annulé le "
            "but.",
            "fr",
            "referee",
        ),
        (
            "Jonas Weber traf in der 30. Minute, stand aber beim Zuspiel im Abseits. "
            "Der Treffer wurde nach Ansicht der Bilder von Schiedsrichter Felix Brand "
            "aberkannt.",
            "de",
            "referee",
        ),
        (
            "Diego Marín marcó en el minuto 30, pero estaba en fuera de juego en el pase. "
            "El VAR anuló el gol sin que el árbitro acudiera al monitor.",
            "es",
            "var",
        ),
    ],
)
def test_the_official_who_disallowed_an_offside_goal(text: str, language: str, by: str) -> None:
    assert (by, "offside") in _calls(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # another offence told: the goal was not disallowed for offside
        (
            "Ellis Ward was not offside, but the referee Tom Baxter went to the monitor and "
            "disallowed the goal for a foul on the keeper.",
            "en",
        ),
        # a rule said in a condition: nobody disallowed anything
        (
            "Diego Marín marcó en el minuto 30 y el gol subió al marcador. Si un jugador está "
            "en fuera de juego, el VAR anula el gol.",
            "es",
        ),
        # nobody named: the officials' call, nothing to add
        (
            "Ellis Ward scored in the 30th minute from an offside position. The goal was "
            "disallowed and the game finished 0-0.",
            "en",
        ),
    ],
)
def test_no_unsaid_offside_call(text: str, language: str) -> None:
    assert not any(c[0] in ("referee", "var") and c[1] == "offside" for c in _calls(text, language))


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Ellis Ward headed in after 20 minutes. The video assistant, Pol Dekker, then "
            "told the referee that Ward had been offside.",
            "en",
        ),
        (
            "Ellis Ward headed in after 20 minutes. The VAR, Mark Hollins, told referee "
            "Sam Price that Ward had been offside, and the goal was disallowed.",
            "en",
        ),
    ],
)
def test_what_the_var_told_the_referee_is_its_call(text: str, language: str) -> None:
    assert ("var", "offside") in _calls(text, language)
