"""Session 48: two rulings on the officials' calls (drafting/eval/README.md, calls).

(a) A referee who whistles or disallows the goal on the assistant's flag makes no call of
his own: the flag is the assistant's call; he has one only where he decided himself (after
the monitor, or with no flag). (b) The VAR's check that confirmed the offside given on the
field is the VAR's offside call. Sentences written for these tests, with names of their
own; every case not marked as a guard fails on main."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


# (a) disallowed on the flag: the assistant's call alone
_DISALLOWED_ON_THE_FLAG = [
    (
        "en",
        "Jonas Feld crossed and Milo Brandt tapped in. Up went the linesman's flag, and "
        "referee Ian Corran disallowed the goal for offside.",
    ),
    (
        "en",
        "The assistant had her flag raised before Milo Brandt turned it in, so referee Ian "
        "Corran ruled the goal out for offside.",
    ),
    (
        "fr",
        "Milo Brandt a poussé le ballon au fond, mais le juge de touche avait levé son drapeau "
        "et l'arbitre, Ian Corran, a refusé le but pour hors-jeu.",
    ),
    (
        "de",
        "Milo Brandt traf zum vermeintlichen Ausgleich, doch der Linienrichter hob die Fahne, "
        "und Schiedsrichter Ian Corran annullierte das Tor wegen Abseits.",
    ),
    (
        "es",
        "Milo Brandt empujó el balón a la red, pero el juez de línea alzó el banderín y el "
        "colegiado Ian Corran invalidó el tanto por fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _DISALLOWED_ON_THE_FLAG)
def test_a_goal_disallowed_on_the_flag_is_the_assistants_call(language: str, text: str) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


# The referee's own call where he decided himself: after the monitor (a guard, passes on
# main too), or with a flag told as not raised after his whistle (fails on main: the
# flag's words after "sin que" were taken for a raised flag).
_HIS_OWN = [
    (
        "en",
        "Milo Brandt scored. The flag stayed down, but referee Ian Corran went to the monitor "
        "and disallowed it for offside.",
    ),
    (
        "es",
        "Milo Brandt remató solo, pero el colegiado Ian Corran pitó fuera de juego sin que su "
        "asistente hubiera levantado la bandera.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _HIS_OWN)
def test_the_referee_who_decided_himself_keeps_his_call(language: str, text: str) -> None:
    assert ("referee", "offside") in _calls(language, text)


# (b) the VAR's check confirmed the offside given on the field
_CONFIRMED = [
    (
        "en",
        "Milo Brandt headed in. The flag went up against him, and after a short check the VAR "
        "confirmed the decision.",
    ),
    (
        "en",
        "Milo Brandt finished low, but the assistant flagged him offside; the video assistant "
        "looked at it again and upheld the call.",
    ),
    (
        "fr",
        "Milo Brandt a conclu d'une frappe croisée, mais l'assistante avait levé son drapeau. "
        "La VAR a vérifié l'action et a confirmé la décision.",
    ),
    (
        "de",
        "Milo Brandt traf, doch der Assistent hob die Fahne. Der Videoassistent sah sich die "
        "Szene an und bestätigte die Entscheidung.",
    ),
    (
        "de",
        "Milo Brandt schob ein, aber die Fahne war oben. Der VAR schaute zwei Minuten lang hin "
        "und bestätigte.",
    ),
    (
        "es",
        "Milo Brandt definió cruzado. El asistente marcó fuera de juego y el VAR revisó la "
        "jugada y dio por buena la decisión.",
    ),
    (
        "es",
        "Milo Brandt cabeceó a la red, pero la bandera ya estaba arriba. El VAR chequeó y "
        "confirmó lo que había visto la asistente.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _CONFIRMED)
def test_the_vars_confirming_check_is_its_offside_call(language: str, text: str) -> None:
    assert _calls(language, text) == {("assistant", "offside"), ("var", "offside")}


# Guards (they pass on main too): a check that confirmed the goal is no offside call.
_GOAL_CONFIRMED = [
    ("en", "Milo Brandt scored. The flag stayed down, and the VAR checked and confirmed the goal."),
    (
        "de",
        "Milo Brandt traf zum 2:1. Der VAR prüfte die Szene und bestätigte den Treffer.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _GOAL_CONFIRMED)
def test_a_confirmed_goal_is_no_offside_call(language: str, text: str) -> None:
    assert ("var", "offside") not in _calls(language, text)


def test_a_confirmed_decision_on_a_goal_given_is_no_offside_call() -> None:
    """A guard: the decision confirmed was the goal's, no flag and no offside told."""
    text = (
        "Milo Brandt fired in from the edge of the box. Referee Ian Corran gave the goal, and "
        "after a short check the VAR confirmed the decision."
    )
    assert ("var", "offside") not in _calls("en", text)


# --- wordings of the newest dev paragraphs' kind (sentences of our own) --------------------

# The referee who disallowed the goal at the screen: his call, the offence said after ("avant
# de l'annuler pour hors-jeu") or unsaid ("va revoir l'action sur le moniteur et annule le
# but", in a text about offside).
_AT_THE_SCREEN_FR = [
    "Hugo Meral était en position de hors-jeu. L'arbitre valida d'abord le but, puis, sur "
    "conseil de la VAR, se rendit au bord du terrain pour revoir les images, avant de "
    "l'annuler pour hors-jeu.",
    "Hugo Meral était hors-jeu au départ de l'action. L'arbitre, alerté par la VAR, va "
    "revoir la séquence sur le moniteur et annule le but.",
]


@pytest.mark.parametrize("text", _AT_THE_SCREEN_FR)
def test_a_goal_disallowed_at_the_screen_is_the_referees_call(text: str) -> None:
    assert _calls("fr", text) == {("referee", "offside")}


def test_a_flag_raised_in_an_inverted_clause() -> None:
    text = (
        "Tobias Renn slotted the ball home, and only then did the assistant raise his flag. "
        "Referee Ian Corran blew and gave a free kick to the defending side."
    )
    assert _calls("en", text) == {("assistant", "offside")}


def test_a_flag_the_assistant_failed_to_raise_is_no_call() -> None:
    """A guard (passes on main too): a flag not raised is no flag."""
    assert _calls("en", "Tobias Renn scored. The assistant failed to raise her flag.") == set()


# A flag told a few words away from its verb ("die Fahne war schon bei der Flanke oben"), the
# flag's signal as a noun ("nach dem Fahnenzeichen des Assistenten"), the flag raised after a
# wait ("tardó en levantar la bandera"). The second is a guard (passes on main too: the
# assistant's word there was already read), kept as the ruling's case of a flag's signal.
_FLAG_WORDINGS = [
    (
        "de",
        "Lea Brunner köpfte ein, doch die Fahne war schon beim Eckball oben. Der VAR sah sich "
        "die Szene an und bestätigte.",
        {("assistant", "offside"), ("var", "offside")},
    ),
    (
        "de",
        "Der Ausgleich wurde von Schiedsrichterin Ida Kranz nach dem Fahnenzeichen der "
        "Linienrichterin wegen Abseits annulliert.",
        {("assistant", "offside")},
    ),
    (
        "es",
        "Lea Brunner marcó de cabeza; el linier tardó un segundo en levantar la bandera y el VAR "
        "ratificó el fuera de juego.",
        {("assistant", "offside"), ("var", "offside")},
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), _FLAG_WORDINGS)
def test_flag_wordings(language: str, text: str, expected: set[tuple[str, str]]) -> None:
    assert _calls(language, text) == expected


def test_a_referee_who_kept_the_goal_after_a_check_makes_no_offside_call() -> None:
    """A guard (passes on main too, which has no "mantuvo su decisión" call): with no flag
    and no offside in its sentence, the decision kept is the goal's."""
    text = (
        "Lea Brunner cabeceó a la red. El gol fue revisado por posible fuera de juego, pero "
        "las imágenes mostraron que estaba habilitada. La árbitra, Ida Kranz, mantuvo su "
        "decisión."
    )
    assert ("referee", "offside") not in _calls("es", text)


def test_a_whistle_with_the_flag_denied_after_it_is_the_referees_call() -> None:
    """A guard (passes on main too: the whistle's words are not the flag's)."""
    text = (
        "Lea Brunner se iba sola cuando el árbitro Ida Kranz hizo sonar el silbato por un "
        "fuera de juego que el asistente ni siquiera había marcado."
    )
    assert _calls("es", text) == {("referee", "offside")}


# The flag told in other words: several words between the flag and "levé", the flag named
# before and raised as "le", the infinitive ("pour lever son drapeau"), "her flag in the air".
_MORE_FLAGS = [
    ("fr", "Yanis Colin a marqué. Sauf que le drapeau de l'assistant est déjà levé."),
    (
        "fr",
        "Yanis Colin a marqué, sauf que l'assistant, qui avait gardé son drapeau baissé "
        "jusqu'au bout, le lève enfin !",
    ),
    (
        "fr",
        "Yanis Colin a marqué. L'assistante a attendu que le ballon soit au fond pour lever "
        "son drapeau, et l'arbitre a refusé le but.",
    ),
    ("en", "Yanis Colin scored, but assistant referee Mia Holt had her flag in the air."),
]


@pytest.mark.parametrize(("language", "text"), _MORE_FLAGS)
def test_more_flag_wordings(language: str, text: str) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


# Guards (they pass on main too): a flag not raised.
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Yanis Colin a marqué. L'assistante a choisi de ne pas lever son drapeau."),
        ("en", "Yanis Colin scored; the flag was not in the air."),
    ],
)
def test_a_flag_not_raised_is_no_call(language: str, text: str) -> None:
    assert _calls(language, text) == set()


# a flag held back and raised only once the ball was in: still the assistant's call
_RAISED_LATE = [
    (
        "en",
        "Kit Amos slid it in at the far post. The linesman kept his flag down until the ball "
        "was in the net, and the goal was then ruled out.",
    ),
    (
        "fr",
        "Rémi Sage a poussé le ballon au fond. L'assistant n'a levé son drapeau qu'une fois le "
        "ballon dans les filets.",
    ),
    (
        "de",
        "Timo Brück schob ein. Erst als der Ball längst im Netz lag, hob der Linienrichter die "
        "Fahne.",
    ),
    (
        "es",
        "Hugo Peña empujó el balón. La asistente no levantó la bandera hasta que el balón "
        "estuvo dentro.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _RAISED_LATE)
def test_a_flag_raised_late_is_the_assistants_call(language: str, text: str) -> None:
    assert ("assistant", "offside") in _calls(language, text)


# play stopped before the ball went in, the whistle on a flag told raised: the assistant's
_WHISTLED_ON_A_RAISED_FLAG = [
    (
        "en",
        "Ray Tobin ran through. The linesman's flag went up at once and the referee blew "
        "before Tobin's shot crossed the line.",
    ),
    (
        "es",
        "Nico Sanz se plantó solo. El árbitro pitó tras ver la bandera de su asistente, "
        "cuando el balón todavía iba camino de la red.",
    ),
    (
        "de",
        "Olaf Kern lief allein aufs Tor. Der Assistent hatte gewunken, und der Schiedsrichter "
        "pfiff ab, bevor der Ball im Netz war.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _WHISTLED_ON_A_RAISED_FLAG)
def test_a_whistle_on_a_raised_flag_is_the_assistants_call(language: str, text: str) -> None:
    assert _calls(language, text) == {("assistant", "offside")}


def test_a_whistle_with_the_flag_not_raised_is_no_assistants_call() -> None:
    text = (
        "Kiko Lara marcó. El balón no había entrado cuando el árbitro pitó, sin que su "
        "asistente hubiera levantado la bandera."
    )
    assert ("assistant", "offside") not in _calls("es", text)


# a flag kept down with nothing told of it raised after the move is no late flag, and no
# call: the assistant let play go on ("mantuvo la bandera abajo y la árbitra dio el gol")
_KEPT_DOWN_NOT_RAISED = [
    (
        "es",
        "Hugo Peña empujó el balón a la red. La asistente mantuvo la bandera abajo y la "
        "árbitra, Eva Lorca, concedió el gol.",
    ),
    (
        "es",
        "Hugo Peña cayó en el área tras un empujón. El asistente mantuvo la bandera abajo, y "
        "el colegiado señaló penalti.",
    ),
    (
        "es",
        "Hugo Peña remató a la red. La asistente aguantó la bandera y el gol subió al marcador.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _KEPT_DOWN_NOT_RAISED)
def test_a_flag_kept_down_and_never_raised_is_no_late_call(language: str, text: str) -> None:
    d = drafting.draft(text, language=language)
    assert d.incident.get("officials", {}).get("delayed_flag") is not True
    assert ("assistant", "offside") not in _calls(language, text)


# guards (pass on main too): kept down until the ball was in, or raised after the move
_KEPT_DOWN_THEN_RAISED = [
    (
        "es",
        "Hugo Peña empujó el balón a la red. La asistente mantuvo la bandera abajo mientras "
        "seguía la jugada y la levantó con el balón dentro.",
    ),
    (
        "es",
        "Hugo Peña empujó el balón a la red. El asistente había mantenido el banderín bajado "
        "hasta el final de la acción.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _KEPT_DOWN_THEN_RAISED)
def test_a_flag_kept_down_then_raised_is_the_assistants_late_call(language: str, text: str) -> None:
    d = drafting.draft(text, language=language)
    assert d.incident.get("officials", {}).get("delayed_flag") is True
    assert ("assistant", "offside") in _calls(language, text)
