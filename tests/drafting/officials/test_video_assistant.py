"""Session 47: the officials' calls.

The video assistant is the VAR, not the assistant on the line ("Video-Assistent", "asistente
de vídeo", "assistant vidéo"). What the replays showed or confirmed is no call of the VAR's
unless the text says the VAR ruled (drafting/eval/README.md, calls). A VAR left powerless
made no call. A referee who whistled and disallowed the goal on a flag told after makes no call
of his own, on the path of a goal disallowed with the offence unsaid too (ruling of session
45). Sentences written for these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_VIDEO_ASSISTANT = [
    (
        "de",
        "Oskar Lindqvist traf zum 1:0, die Fahne blieb unten. Doch dann meldete sich "
        "Video-Assistent Pieter Hallgren und bat wegen einer möglichen Abseitsstellung von "
        "Lindqvist um einen zweiten Blick. "
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


_REPLAYS = [
    (
        "en",
        "Marco Feld ran on to the pass and scored, but the assistant had raised her flag. The "
        "VAR looked at it, and the replays confirmed the offside position.",
    ),
    (
        "de",
        "Marco Feld traf, doch die Assistentin hob die Fahne. Die TV-Bilder zeigten, dass "
        "Feld knapp im Abseits stand.",
    ),
    (
        "es",
        "Marco Feld marcó, pero la asistente levantó el banderín. Las repeticiones mostraron "
        "que Feld estaba en fuera de juego.",
    ),
    # guard (passes on main: French had no word of the pictures among the VAR's)
    (
        "fr",
        "Marco Feld a marqué, mais l'assistante a levé son drapeau. Les ralentis ont montré "
        "que Feld était hors-jeu.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _REPLAYS)
def test_what_the_replays_showed_is_no_call_of_the_var(language: str, text: str) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


def test_a_var_left_powerless_made_no_call() -> None:
    calls = _calls(
        "en",
        "Hollen were denied a winner when the referee blew for offside a split second before "
        "Marco Feld's shot went in, leaving the VAR powerless. The assistant had raised his "
        "flag as Feld ran clear.",
    )
    assert calls == {("assistant", "offside")}


_WHISTLED_THEN_FLAG = [
    (
        "en",
        "Marco Feld thought he had scored, but referee Anton Wiik blew his whistle and "
        "disallowed the goal. The assistant had already raised her flag, after Feld had "
        "strayed offside.",
    ),
    (
        "es",
        "Marco Feld creyó haber marcado, pero el árbitro, Anton Wiik, pitó y anuló el gol. La "
        "asistente ya había levantado el banderín, porque Feld estaba en fuera de juego.",
    ),
    # guard (passes on main)
    (
        "de",
        "Marco Feld glaubte, getroffen zu haben, doch Schiedsrichter Anton Wiik pfiff und nahm "
        "das Tor zurück. Die Assistentin hatte die Fahne schon gehoben, Feld stand im Abseits.",
    ),
    (
        "fr",
        "Marco Feld croyait avoir marqué, mais l'arbitre, Anton Wiik, a sifflé et a annulé le "
        "but. L'assistante avait déjà levé son drapeau, car Feld était hors-jeu.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _WHISTLED_THEN_FLAG)
def test_a_referee_whistling_on_a_flag_told_after_makes_no_unsaid_call(
    language: str, text: str
) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


_DISALLOWED_ON_THE_FLAG = [
    (
        "es",
        "Marco Feld empujó el balón a la red. La asistente levantó la bandera y el árbitro, "
        "Anton Wiik, anuló el gol. Feld estaba en fuera de juego por medio metro.",
    ),
    (
        "de",
        "Marco Feld schob zum vermeintlichen 1:1 ein. Die Assistentin hob die Fahne, "
        "Schiedsrichter Anton Wiik nahm den Treffer zurück. Feld stand einen halben Meter im "
        "Abseits.",
    ),
    (
        "en",
        "Marco Feld turned the ball in. The assistant raised her flag and referee Anton Wiik "
        "disallowed the goal. Feld had been half a yard offside.",
    ),
    (
        "fr",
        "Marco Feld a poussé le ballon au fond. L'assistante a levé son drapeau et l'arbitre, "
        "Anton Wiik, a annulé le but. Feld était hors-jeu d'un demi-mètre.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _DISALLOWED_ON_THE_FLAG)
def test_a_referee_disallowing_on_the_flag_makes_no_call_of_his_own(
    language: str, text: str
) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


def test_the_offside_confirmed_by_the_var_is_its_call() -> None:
    calls = _calls(
        "en",
        "Marco Feld scored, but the assistant raised his flag late. The offside was confirmed "
        "by the VAR after a short check and the goal was chalked off.",
    )
    assert calls == {("assistant", "offside"), ("var", "offside")}


_CHECKED_AND_STOOD = [
    (
        "en",
        "Referee Anton Wiik pointed to the spot for a foul on Marco Feld. The VAR then checked "
        "for a possible offside, and the check took two minutes. Feld scored the penalty.",
        {("referee", "foul")},
    ),
    # guards (pass on main)
    (
        "es",
        "Marco Feld fue derribado y el árbitro, Anton Wiik, señaló penalti. El VAR revisó "
        "durante dos minutos un posible fuera de juego de Feld, pero la jugada era legal y el "
        "penalti se mantuvo.",
        set(),
    ),
    (
        "de",
        "Marco Feld traf zum 1:0. Der VAR überprüfte noch eine mögliche Abseitsstellung, doch "
        "Feld stand gleichauf. Das Tor zählte.",
        set(),
    ),
    (
        "fr",
        "Marco Feld a ouvert le score. La VAR vérifie un possible hors-jeu de Feld... But validé !",
        set(),
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), _CHECKED_AND_STOOD)
def test_a_check_for_offside_the_goal_or_penalty_stood_after_is_no_call(
    language: str, text: str, expected: set[tuple[str, str]]
) -> None:
    assert _calls(language, text) == expected


_VAR_ALONE = [
    (
        "en",
        "Marco Feld scored, and the referee pointed to the centre circle. Two minutes later: "
        "goal disallowed for offside. The referee did not go to the monitor.",
    ),
    # guard (passes on main)
    (
        "es",
        "Marco Feld marcó y el árbitro dio el gol. Dos minutos después: gol anulado por fuera "
        "de juego, sin que el árbitro fuera al monitor.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _VAR_ALONE)
def test_a_goal_ruled_out_without_the_monitor_is_the_vars_call(language: str, text: str) -> None:
    assert _calls(language, text) == {("var", "offside")}
