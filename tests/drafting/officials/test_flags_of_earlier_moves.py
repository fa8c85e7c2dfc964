"""Session 46: the officials' calls.

A referee who only whistles on the assistant's flag makes no call of his own (ruling of
session 45, drafting/eval/README.md, calls). A flag told before a later moment ("ten minutes
later", "after the break") is of another move: the referee's whistle after it is his own
call. Sentences written for these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_TWO_INCIDENTS = [
    (
        "en",
        "Teodor Vasko had a goal ruled out early on when the assistant raised his flag against "
        "him. Ten minutes later Raul Penders ran clear, and referee Hannes Brink blew for a "
        "foul by Penders on the goalkeeper.",
    ),
    (
        "en",
        "The flag went up against Teodor Vasko in the first half. After the break Raul "
        "Penders burst through, and referee Hannes Brink blew for offside before he could shoot.",
    ),
    (
        "fr",
        "Teodor Vasko a vu son but refusé quand l'assistant a levé son drapeau. Dix minutes "
        "plus tard, Raul Penders s'est échappé et l'arbitre, Hannes Brink, a sifflé une faute "
        "de Penders sur le gardien.",
    ),
    (
        "de",
        "Teodor Vasko traf, doch die Fahne des Assistenten ging hoch. Zehn Minuten später "
        "setzte sich Raul Penders durch, und Schiedsrichter Hannes Brink pfiff ein Foul von "
        "Penders am Torwart.",
    ),
    (
        "es",
        "A Teodor Vasko le anularon un gol porque el asistente levantó el banderín. Diez "
        "minutos después, Raul Penders se escapó y el árbitro, Hannes Brink, pitó falta de "
        "Penders sobre el portero.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _TWO_INCIDENTS)
def test_a_flag_of_an_earlier_move_makes_no_whistle_the_assistants(
    language: str, text: str
) -> None:
    calls = _calls(language, text)
    assert {c for c in calls if c[0] == "referee"}, calls
    assert ("assistant", "foul") not in calls


# The goal ruled out with the referee said not to have gone to the monitor: the call is the
# VAR's (drafting/eval/README.md, review var_only), not the referee's, who is named only as
# the one who stayed away from the screen.
_WITHOUT_THE_MONITOR = [
    (
        "en",
        "Ruud Olsen turned the ball in from close range. The VAR spent two minutes on it, and "
        "the goal was disallowed for offside without the referee even going to the screen.",
    ),
    (
        "en",
        "Ruud Olsen turned the ball in from close range. The VAR found Olsen a yard beyond the "
        "last defender, and the goal was ruled out for offside without an on-field review.",
    ),
    (
        "fr",
        "Ruud Olsen a poussé le ballon au fond des filets. Le but a été refusé sans que M. "
        "Delorme aille consulter l'écran : la VAR a signalé le hors-jeu d'Olsen.",
    ),
    (
        "es",
        "Ruud Olsen empujó el balón a la red. Tras la revisión del VAR, el gol fue anulado por "
        "fuera de juego sin que la silbante acudiera al monitor.",
    ),
    (
        "es",
        "Ruud Olsen empujó el balón a la red, pero el VAR detectó que estaba adelantado y anuló "
        "el tanto por fuera de juego sin necesidad de que el colegiado revisara la jugada en el "
        "monitor.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _WITHOUT_THE_MONITOR)
def test_a_call_without_the_referee_at_the_monitor_is_the_vars(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("var", "offside") in calls
    assert ("referee", "offside") not in calls


# Guard (passes on main too): the referee who took the goal back himself, without the
# monitor, keeps his call.
def test_the_referee_who_acted_without_the_monitor_keeps_his_call() -> None:
    text = (
        "Ruud Olsen traf zum 2:1. Der Video-Assistent meldete sich, und Schiedsrichter Timo "
        "Kessler nahm den Treffer wegen Abseits zurück, ohne selbst an den Monitor zu gehen."
    )
    assert ("referee", "offside") in _calls("de", text)


# A goal ruled out in the passive after a check: the VAR named only in the check is no one
# who acted, and the call is the officials' (drafting/eval/README.md: "a goal disallowed in
# the passive after a check is [officials, offside]").
_PASSIVE_AFTER_A_CHECK = [
    (
        "en",
        "Ruud Olsen headed in from a corner, but after a lengthy VAR check the goal was "
        "disallowed for offside.",
    ),
    (
        "fr",
        "Ruud Olsen a marqué de la tête, mais le but a été annulé pour hors-jeu après "
        "vérification vidéo.",
    ),
    (
        "de",
        "Ruud Olsen köpfte ein, doch nach Prüfung durch den VAR wurde das Tor wegen Abseits "
        "aberkannt.",
    ),
    (
        "es",
        "Ruud Olsen marcó de cabeza, pero el gol fue anulado por fuera de juego tras la "
        "revisión del VAR.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _PASSIVE_AFTER_A_CHECK)
def test_a_goal_ruled_out_after_a_check_is_the_officials_call(language: str, text: str) -> None:
    assert _calls(language, text) == {("officials", "offside")}


# Guard (passes on main too): the VAR that acted after its check keeps its call.
def test_the_var_that_ruled_it_out_after_its_check_keeps_its_call() -> None:
    text = (
        "Ruud Olsen headed in from a corner, but after a lengthy check the VAR ruled the goal "
        "out for offside."
    )
    assert ("var", "offside") in _calls("en", text)


# The referee who went to the screen and then ruled the goal out, his name not told again
# in the decision's clause: the call is his, not the officials'. (The Spanish case passes on
# main too: a guard.)
_DECIDED_AT_THE_SCREEN = [
    (
        "fr",
        "Ruud Olsen a marqué de la tête. L'arbitre va à l'écran, regarde encore, et annule le "
        "but pour hors-jeu d'Olsen.",
    ),
    (
        "es",
        "Ruud Olsen marcó de cabeza. La colegiada acudió al monitor y, tras ver la jugada dos "
        "veces, anuló el tanto por fuera de juego de Olsen.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _DECIDED_AT_THE_SCREEN)
def test_a_call_decided_at_the_screen_is_the_referees(language: str, text: str) -> None:
    assert _calls(language, text) == {("referee", "offside")}


# A whistle told first, the flag it followed told in the sentences after (a wire's lede,
# then the move): the referee only whistled on the flag, the call is the assistant's.
_FLAG_TOLD_AFTER = [
    (
        "en",
        "Westbury were denied a late equaliser when the referee blew for offside a split "
        "second before Ruud Olsen's shot crossed the line. With ten minutes left, Olsen chased "
        "a long ball. The assistant had raised her flag as Olsen broke clear.",
    ),
    (
        "es",
        "El Westbury se quedó sin el empate cuando el árbitro pitó fuera de juego justo antes "
        "del disparo de Ruud Olsen. A falta de diez minutos, Olsen persiguió un balón largo. "
        "El asistente levantó la bandera cuando Olsen se escapaba.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _FLAG_TOLD_AFTER)
def test_a_whistle_on_a_flag_told_after_it_is_the_assistants_call(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("assistant", "offside") in calls
    assert ("referee", "offside") not in calls


def test_a_var_that_could_not_act_made_no_call() -> None:
    text = (
        "Ruud Olsen's shot went in, but the referee blew for offside a moment before, a "
        "decision the video assistant was powerless to reverse."
    )
    assert ("var", "offside") not in _calls("en", text)
