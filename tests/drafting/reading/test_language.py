"""Which language a report is in (drafting.language): told by its common words, and a
language drafting does not read is refused by name."""

from __future__ import annotations

import pytest

import drafting
from drafting.language import detect

#: One sentence of each language, written for the test.
SENTENCES = {
    "en": "Harry Kane's goal was ruled out by VAR for offside after the ball had come off a "
    "defender.",
    "fr": "Le but de Kylian Mbappé a été refusé pour hors-jeu après une longue vérification, "
    "et l'arbitre est allé voir les images.",
    "de": "Das Tor von Kane wurde nach dem Videobeweis wegen Abseits aberkannt, weil er bei "
    "der Flanke im Abseits stand.",
    "es": "El gol de Mbappé fue anulado por fuera de juego tras la revisión, pero el árbitro "
    "ya había pitado antes.",
    "it": "Il gol di Lautaro è stato annullato per fuorigioco dopo il controllo, ma "
    "l'arbitro non ha visto nulla.",
    "pt": "O golo de Ronaldo foi anulado por fora de jogo após a revisão, mas o árbitro já "
    "tinha apitado também.",
    "nl": "Het doelpunt van Depay werd afgekeurd wegens buitenspel, maar de scheidsrechter "
    "had ook gefloten.",
}


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_each_language_is_told_by_its_common_words(language: str) -> None:
    assert detect(SENTENCES[language]) == language


def test_a_list_of_names_is_read_as_english() -> None:
    assert detect("Kane, Son, Perisic, Emerson, Adán") == "en"


@pytest.mark.parametrize("language", ["it", "pt", "nl"])
def test_a_report_in_another_language_is_refused_by_name(language: str) -> None:
    with pytest.raises(drafting.TextRefused) as info:
        drafting.draft(SENTENCES[language])
    assert (info.value.code, info.value.language) == ("language", language)


def test_the_draft_says_which_language_it_read() -> None:
    assert drafting.draft(SENTENCES["en"]).language == "en"
