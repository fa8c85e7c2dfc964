"""The VAR's finding told after a colon: "but the VAR stepped in: Ross was a yard ahead of
the last defender", "la VAR intervient : Morel avait le genou devant celui du dernier
défenseur", "dann meldete sich der VAR: Brandt stand im Abseits", "el VAR entró en acción:
Ortiz estaba adelantado". The clause before the colon names the VAR as the one who acted,
the words after it state the offside position that ended the goal: the VAR's offside call
(drafting/eval/README.md, calls). None where the goal stood, where the words after the
colon state no offside, or where the VAR is said not to have acted."""

import pytest

from tests.drafting.drafted_views import OPENING, calls

FOUND = [
    (
        "en",
        "Tom Ferris tapped in on 70 minutes, but the goal was not allowed to stand. The VAR "
        "stepped in: Ferris was a yard ahead of the last defender when the ball was played.",
    ),
    (
        "en",
        "Jack Imber headed in and the referee pointed to the centre circle. Then the video "
        "assistant took over: Imber had been offside by a boot, and the goal was cancelled.",
    ),
    (
        "fr",
        "Hugo Marchal a marqué à la 70e minute, mais le but a été refusé. La VAR intervient : "
        "Marchal avait le genou devant celui du dernier défenseur.",
    ),
    (
        "de",
        "Jonas Brandt traf in der 70. Minute, doch das Tor wurde aberkannt. Dann meldete sich "
        "der VAR: Brandt stand beim Zuspiel knapp im Abseits.",
    ),
    (
        "es",
        "Iván Lozano marcó en el minuto 70, pero el gol fue anulado. El VAR entró en acción: "
        "Lozano estaba en fuera de juego en el momento del pase.",
    ),
]


@pytest.mark.parametrize(("language", "text"), FOUND)
def test_the_vars_finding_after_a_colon_is_its_offside_call(language: str, text: str) -> None:
    assert ["var", "offside"] in calls(OPENING[language] + text, language)


#: The goal stood, or the words after the colon state no offside.
NO_FINDING = [
    (
        "en",
        "Tom Ferris tapped in on 70 minutes. The VAR checked it: Ferris was level with the "
        "last defender, and the goal stood.",
    ),
    (
        "de",
        "Jonas Brandt traf in der 70. Minute. Der VAR prüfte die Szene: Brandt stand nicht im "
        "Abseits, das Tor zählte.",
    ),
]


@pytest.mark.parametrize(("language", "text"), NO_FINDING)
def test_a_check_that_found_no_offside_is_no_call(language: str, text: str) -> None:
    assert ["var", "offside"] not in calls(OPENING[language] + text, language)


#: The VAR that did not act, or could not, before the colon.
NOT_ACTING = [
    (
        "de",
        "Jonas Brandt traf in der 70. Minute, doch das Tor wurde aberkannt, weil die Fahne "
        "hochging. Ein Videobeweis hätte daran nichts geändert: Brandt stand im Abseits.",
    ),
]


@pytest.mark.parametrize(("language", "text"), NOT_ACTING)
def test_a_var_that_did_not_act_makes_no_call(language: str, text: str) -> None:
    assert ["var", "offside"] not in calls(OPENING[language] + text, language)
