"""The officials' calls, read by the clause they are told in (session 51).

A clause's breaks are read over the whole sentence, so that a break's look-ahead sees the
words after it: in German "und" before a verb goes on the clause of the one named before it
("Schiedsrichter X schaute sich die Bilder am Monitor an und nahm den Treffer zurück": the
referee disallowed it after the monitor, his own offside call). A flag told kept down ("the
flag stayed down", "die Fahne blieb unten") is no flag the referee disallowed on: no call of
the assistant's. A flag told first in its sentence ("Flag goes straight up": no name) or
after its verb ("up went the linesman's flag") is raised. The VAR named as the one who told of
the offence, then the goal ruled out with no one named ("the goal was ruled out for
offside"): the VAR's call. Sentences written for these tests, with names of their own."""

import pytest
from drafted_views import viewed

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    return {(c.by, c.call) for c in drafting.draft(text, language=language).calls}


#: (language, text, a call the draft must give)
_SAME_SUBJECT = [
    (
        "de",
        "Tim Brandt köpfte zum 1:0 ein. Doch der Video-Assistent meldete einen "
        "Abseitsverdacht. Schiedsrichter Jonas Keller schaute sich die Bilder am Monitor an "
        "und nahm den Treffer zurück.",
        ("referee", "offside"),
    ),
    # guards (pass on main): the verbs after "and", "y", "et" were read so already
    (
        "en",
        "The flag stayed down when Ryan Cole scored. The VAR spotted a possible offside. "
        "Referee Dan Price went to the monitor and disallowed the goal.",
        ("referee", "offside"),
    ),
    (
        "es",
        "El banderín siguió abajo cuando Raúl Ortega marcó. El VAR avisó de un posible fuera "
        "de juego. El árbitro Iván Soto fue al monitor y anuló el gol.",
        ("referee", "offside"),
    ),
]


@pytest.mark.parametrize(("language", "text", "call"), _SAME_SUBJECT)
def test_a_verb_after_and_is_the_named_officials(
    language: str, text: str, call: tuple[str, str]
) -> None:
    assert call in _calls(language, text)


#: (language, text): the flag was kept down, the referee disallowed the goal at the monitor
_KEPT_DOWN = [
    (
        "de",
        "Lukas Amrein traf per Kopf, die Fahne blieb unten. Der VAR sah eine mögliche "
        "Abseitsposition. Schiedsrichterin Mara Lenz ging an den Monitor und annullierte das Tor.",
    ),
    (
        "fr",
        "Le drapeau est resté baissé quand Hugo Marchal a marqué. La VAR a signalé un possible "
        "hors-jeu. L'arbitre Paul Girard est allé voir l'écran et a annulé le but.",
    ),
    (
        "en",
        "Ryan Cole scored and the flag stayed down. The VAR spotted a possible offside. "
        "Referee Dan Price went to the monitor and ruled it out.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _KEPT_DOWN)
def test_a_flag_kept_down_is_no_assistants_call(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("assistant", "offside") not in calls, calls
    assert ("referee", "offside") in calls, calls


#: (language, text): a flag told first in its sentence, or after its verb, is raised
_FLAG_UP = [
    ("en", "Ines Moor slid it past the keeper. Flag goes straight up."),
    ("en", "Ines Moor slid it past the keeper. Up went the linesman's flag."),
    ("en", "Ines Moor slid it past the keeper, and up goes the flag."),
]


@pytest.mark.parametrize(("language", "text"), _FLAG_UP)
def test_a_flag_raised_in_any_word_order(language: str, text: str) -> None:
    assert viewed(text, language)["on_field"] == "offside_flag"
    assert ("assistant", "offside") in _calls(language, text)


#: (language, text, call): the VAR told of the offence, then the goal ruled out, no one named
_VAR_STEPPED_IN = [
    (
        "de",
        "Tim Brandt traf zum 1:0. Schiedsrichter Jonas Keller gab den Treffer, dann meldete "
        "sich Videoassistent Ole Brink. Nach kurzer Prüfung war klar: Das Tor wird wegen "
        "Abseits aberkannt.",
        ("var", "offside"),
    ),
    (
        "en",
        "Tom Hale scored. The VAR then flagged a possible offside to the referee. The goal "
        "was ruled out for offside.",
        ("var", "offside"),
    ),
    # guard: the referee named after the VAR made the call
    (
        "de",
        "Tim Brandt traf zum 1:0. Dann meldete sich der VAR. Schiedsrichter Jonas Keller ging "
        "an den Monitor und nahm das Tor wegen Abseits zurück.",
        ("referee", "offside"),
    ),
]


@pytest.mark.parametrize(("language", "text", "call"), _VAR_STEPPED_IN)
def test_a_passive_ruling_after_the_var_stepped_in(
    language: str, text: str, call: tuple[str, str]
) -> None:
    calls = _calls(language, text)
    assert call in calls, calls
    assert ("officials", "offside") not in calls, calls


#: (language, text): the goal ruled out, the text saying the referee did not go to the screen
_NOT_VISITED = [
    (
        "en",
        "The equaliser was given by referee Dan Price but was disallowed for offside a minute "
        "later, the VAR overturning it without the referee going to the screen.",
    ),
    ("es", "El gol fue anulado por fuera de juego sin que el árbitro acudiera al monitor."),
]


@pytest.mark.parametrize(("language", "text"), _NOT_VISITED)
def test_ruled_out_without_the_monitor_is_the_vars(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("var", "offside") in calls, calls
    assert ("officials", "offside") not in calls, calls
