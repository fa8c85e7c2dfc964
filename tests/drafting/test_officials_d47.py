"""Session 47: the officials' calls.

The video assistant is the VAR, not the assistant on the line ("Video-Assistent", "asistente
de vídeo", "assistant vidéo"). Sentences written for these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_VIDEO_ASSISTANT = [
    (
        "de",
        "Oskar Lindqvist traf zum 1:0, die Fahne blieb unten. Doch dann meldete sich "
        "Video-Assistent Pieter Hallgren und bat wegen einer möglichen Abseitsstellung von Lindqvist um einen zweiten Blick. "
        "Schiedsrichter Tomas Ebner sah sich die Szene am Monitor an und nahm den Treffer zurück.",
    ),
    # guard (passes on main: "vídeo" after "asistente" already made it the VAR's)
    (
        "es",
        "Oskar Lindqvist marcó el 1-0. Pero el asistente de vídeo, Pieter Hallgren, avisó de "
        "un posible fuera de juego de Lindqvist. El árbitro, Tomas Ebner, anuló el gol tras "
        "verlo en el monitor.",
    ),
    # guard (passes on main, as the Spanish case)
    (
        "fr",
        "Oskar Lindqvist a ouvert le score. Mais l'assistant vidéo, Pieter Hallgren, a repéré "
        "un hors-jeu de Lindqvist. L'arbitre, Tomas Ebner, est allé revoir les "
        "images et a annulé le but.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _VIDEO_ASSISTANT)
def test_the_video_assistant_is_the_var_not_the_linesman(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("var", "offside") in calls, calls
    assert ("assistant", "offside") not in calls, calls
