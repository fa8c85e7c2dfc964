"""Claims (issue 32): a quotation whose own words name its speaker by a word the reader
knows as nobody ('"...", sagte Kolbeck') is that unknown person's, never the claim of the
person named before it (drafting.speech_verb); a speaker the reader does know, named
by a surname or after a role, keeps the claim. Our own words, invented names."""

from __future__ import annotations

from typing import Any

import pytest

from tests.drafting.drafted_views import viewed


def _claims(text: str, language: str) -> list[list[Any]]:
    return [list(c) for c in viewed(text, language)["claims"]]


@pytest.mark.parametrize(
    ("text", "language", "claims"),
    [
        (
            "Bayern schlug Dortmund 2:1 am Samstag. Verteidiger Lukas Brandel sah es anders. "
            "„Er stand klar im Abseits, das war eindeutig“, sagte Kolbeck nach dem Spiel.",
            "de",
            [],
        ),
        (
            "Bayern schlug Dortmund 2:1 am Samstag. Stürmer Jan Weidlich jubelte über den "
            "Treffer. „Das war nie und nimmer Abseits, ich stand gleichauf“, meinte Brückner "
            "später.",
            "de",
            [],
        ),
        (
            "Bayern schlug Dortmund 2:1 am Samstag. Trainer Jonas Bergmeier war wütend: „Das "
            "war nie Abseits, der Treffer hätte zählen müssen.“ Verteidiger Lukas Brandel sah "
            "es anders. „Er stand klar im Abseits, das war eindeutig“, sagte Kolbeck nach dem "
            "Spiel.",
            "de",
            [["Jonas Bergmeier", "onside"]],
        ),
        (
            "Arsenal beat Chelsea 2-1 on Saturday. Defender Tom Farrow saw it differently. "
            '"He was clearly offside, no doubt about it," said Wexley after the game.',
            "en",
            [],
        ),
        (
            "Arsenal beat Chelsea 2-1 on Saturday. Defender Tom Farrow saw it differently. "
            '"He was clearly offside, no doubt about it," Wexley said after the game.',
            "en",
            [],
        ),
        (
            "Le PSG a battu Lyon 2-1 samedi. Le défenseur Marc Dutour voyait les choses "
            "autrement. « Il était clairement hors-jeu, aucun doute », a dit Pelletier après "
            "la rencontre.",
            "fr",
            [],
        ),
        (
            "El Betis ganó 2-1 al Sevilla el sábado. El defensa Juan Carmona lo vio de otra "
            "manera. «Estaba claramente en fuera de juego, no hay duda», dijo Arrieta al "
            "final del partido.",
            "es",
            [],
        ),
    ],
)
def test_a_speaker_the_reader_does_not_know_gives_nobody_else_the_claim(
    text: str, language: str, claims: list[list[Any]]
) -> None:
    assert _claims(text, language) == claims


@pytest.mark.parametrize(
    ("text", "language", "speaker"),
    [
        (
            "Bayern schlug Dortmund 2:1 am Samstag. Stürmer Tim Kolbeck traf in der 80. "
            "Minute, doch der Treffer wurde aberkannt. „Das war nie und nimmer Abseits, ich "
            "stand gleichauf“, sagte Kolbeck nach dem Spiel.",
            "de",
            "Tim Kolbeck",
        ),
        (
            "Bayern schlug Dortmund 2:1 am Samstag. Stürmer Jan Weidlich jubelte zu früh. "
            "„Das war nie und nimmer Abseits, er stand gleichauf“, sagte Abwehrchefin Lena "
            "Roth nach dem Spiel.",
            "de",
            "Lena Roth",
        ),
        (
            "Arsenal beat Chelsea 2-1 on Saturday. Striker Tom Farrow had his goal ruled "
            'out. "I was never offside, I was level with him," said Farrow after the game.',
            "en",
            "Tom Farrow",
        ),
    ],
)
def test_a_speaker_the_reader_knows_keeps_the_claim(text: str, language: str, speaker: str) -> None:
    claims = _claims(text, language)
    assert claims
    assert all(c[0] == speaker for c in claims)
