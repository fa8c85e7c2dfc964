"""The match's competition: of several competitions a text names, one told in a clause of
what would be or would have been ("in the Premier League the VAR would have looked at it,
but there is no VAR in the National League") is another's, not the match's. Sentences
written for these tests."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


UNREAL = [
    (
        "en",
        "A goal by Sam Orley was ruled out for offside. In the Premier League the VAR would "
        "have checked it, but there is no VAR in the Northern Premier League.",
        "Northern Premier League",
    ),
    (
        "fr",
        "Le but de Théo Lanier a été refusé pour hors-jeu. En Ligue 1, la VAR aurait "
        "corrigé l'erreur, mais il n'y a pas de VAR en Régional 1.",
        "Régional 1",
    ),
    (
        "de",
        "Das Tor von Jan Wessel wurde wegen Abseits aberkannt. In der Bundesliga hätte der "
        "VAR eingegriffen, aber in der Oberliga Westfalen gibt es keinen Videobeweis.",
        "Oberliga Westfalen",
    ),
    (
        "es",
        "El gol de Aitor Saiz fue anulado por fuera de juego. En Primera División el VAR "
        "lo habría corregido, pero en la Tercera Federación no hay VAR.",
        "Tercera Federación",
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), UNREAL)
def test_a_competition_of_what_would_have_been_is_not_the_match_s(
    language: str, text: str, competition: str
) -> None:
    assert _view(text, language).get("competition") == competition
