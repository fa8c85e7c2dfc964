"""Session 45: the officials' calls and their verdict on a defender's touch.

A referee who only whistles on the assistant's flag makes no call of his own (ruling of
session 45, drafting/eval/README.md, calls): the flag is the call. Sentences written for
these tests, with names of their own."""

import pytest

import drafting


def _calls(language: str, text: str) -> set[tuple[str, str]]:
    d = drafting.draft(text, language=language)
    return {(c.by, c.call) for c in d.calls}


_WHISTLED_ON_THE_FLAG = [
    (
        "en",
        "Pieter Lanz slipped the ball through to Omar Keddie. The flag went up, and referee "
        "Carl Dunmore blew for offside at once; Keddie finished anyway, but it counted for "
        "nothing.",
    ),
    (
        "fr",
        "Pieter Lanz a lancé Omar Keddie en profondeur. Le drapeau de l'assistant s'est levé "
        "et l'arbitre, Carl Dunmore, a sifflé un hors-jeu juste avant la frappe de Keddie.",
    ),
    (
        "es",
        "Pieter Lanz habilitó a Omar Keddie al espacio. El asistente levantó la bandera y el "
        "árbitro, Carl Dunmore, pitó fuera de juego justo antes del disparo de Keddie.",
    ),
    (
        "de",
        "Pieter Lanz schickte Omar Keddie in die Tiefe. Die Fahne des Assistenten ging hoch, "
        "Schiedsrichter Carl Dunmore pfiff sofort Abseits, bevor Keddie einschob.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _WHISTLED_ON_THE_FLAG)
def test_a_whistle_on_the_flag_is_the_assistants_call_alone(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("assistant", "offside") in calls
    assert ("referee", "offside") not in calls


def test_a_whistle_on_the_assistants_word_told_after_it() -> None:
    text = (
        "Pieter Lanz slipped the ball through to Omar Keddie. Referee Carl Dunmore blew for "
        "offside on his assistant's signal before Keddie could shoot."
    )
    assert _calls("en", text) == {("assistant", "offside")}


# Guard: the referee's call stays where no flag was raised.
def test_the_referees_own_call_stays() -> None:
    text = (
        "Omar Keddie ran through alone, but referee Carl Dunmore blew for offside before he "
        "could shoot."
    )
    assert ("referee", "offside") in _calls("en", text)


# A referee who disallowed the goal on the flag, also after a word with the assistant, makes
# no call of his own (ruling of session 48, which took back session 45's guards here).
_DISALLOWED_ON_THE_FLAG = [
    (
        "en",
        "Omar Keddie turned the ball in. The assistant raised his flag, and referee Carl "
        "Dunmore disallowed the goal for offside after a long talk with him.",
    ),
    (
        "de",
        "Omar Keddie schob ein. Die Fahne war oben, und Schiedsrichter Carl Dunmore erkannte "
        "den Treffer wegen Abseits ab.",
    ),
    (
        "es",
        "Omar Keddie marcó, pero el asistente ya había levantado la bandera y el árbitro, "
        "Carl Dunmore, anuló el gol por fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _DISALLOWED_ON_THE_FLAG)
def test_a_goal_disallowed_on_the_flag_is_no_call_of_the_referees(language: str, text: str) -> None:
    calls = _calls(language, text)
    assert ("assistant", "offside") in calls
    assert ("referee", "offside") not in calls


# --- the officials' verdict on a defender's touch ------------------------------------------


def _verdicts(language: str, text: str) -> dict[str, str | None]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names.get(t.get("by"), "?"): t.get("classification") for t in d.incident["sequence"]}


# The verdict in a clause of its own, after the goal's disallowing ("ruled out because the
# officials judged that X's header was a deflection"): X's touch, told in the verdict's
# words like a goal's, is no goal of X's.
_RULED_OUT_BECAUSE = [
    (
        "en",
        "Nora Quist lofted a ball over the top for Tilde Varga. Centre-back Maren Solberg got "
        "there first and headed it, but the ball dropped into Varga's path and Varga scored. "
        "The goal was ruled out because the officials judged that Solberg's header was a "
        "deflection.",
    ),
    (
        "fr",
        "Nora Quist a lobé la défense pour Tilde Varga. La défenseure centrale Maren Solberg a "
        "devancé tout le monde de la tête, mais le ballon est retombé sur Varga, qui a marqué. "
        "Le but a été refusé car l'arbitre a estimé que la tête de Solberg était une déviation.",
    ),
    (
        "es",
        "Nora Quist lanzó un balón por encima de la defensa para Tilde Varga. La central Maren "
        "Solberg llegó antes y cabeceó, pero el balón cayó a Varga, que marcó. El gol fue "
        "anulado porque el VAR consideró que el cabezazo de Solberg fue un rebote.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _RULED_OUT_BECAUSE)
def test_a_verdict_in_the_clause_of_the_disallowing(language: str, text: str) -> None:
    assert _verdicts(language, text)["Maren Solberg"] == "deflection"


# The verdict after a colon that announces it: a noun of the ruling ("The ruling:", "Die
# Begründung:", "La décision de l'arbitre :"), or the officials' judging verb before it.
_AFTER_A_COLON = [
    (
        "en",
        "Nora Quist lofted a ball over the top. Centre-back Maren Solberg tried to clear it, "
        "but the ball bounced off her knee to Tilde Varga, who scored from an offside "
        "position. The goal stood after a long check. The ruling: deliberate play by Solberg.",
        "deliberate_play",
    ),
    (
        "en",
        "Nora Quist crossed from the left. Centre-back Maren Solberg headed the ball straight "
        "to Tilde Varga, who scored from an offside position. The goal was ruled out after a "
        "long check. The ruling: a deflection.",
        "deflection",
    ),
    (
        "en",
        "Nora Quist crossed from the left. Centre-back Maren Solberg headed the ball straight "
        "to Tilde Varga, who scored from an offside position. The referee went to the monitor "
        "and concluded that Solberg had not meant to play the ball: it was a deflection.",
        "deflection",
    ),
    (
        "fr",
        "Nora Quist a lobé la défense. La défenseure Maren Solberg a tendu le pied et a dévié "
        "le ballon vers Tilde Varga, hors-jeu, qui a marqué. Le but a été refusé après "
        "vérification. La décision de l'arbitre : une simple déviation de Solberg.",
        "deflection",
    ),
    (
        "es",
        "Nora Quist lanzó un balón por encima de la defensa. La central Maren Solberg estiró la "
        "pierna y tocó el balón hacia Tilde Varga, en fuera de juego, que marcó. El gol fue "
        "anulado tras la revisión. La decisión del VAR: un simple rebote en Solberg.",
        "deflection",
    ),
    (
        "de",
        "Nora Quist spielte einen hohen Ball in den Strafraum. Innenverteidigerin Maren Solberg "
        "streckte das Bein und lenkte den Ball zu Tilde Varga, die im Abseits stand und traf. "
        "Der Treffer wurde nach Prüfung aberkannt. Die Begründung: Solbergs Berührung war eine "
        "Abfälschung, kein kontrolliertes Spiel.",
        "deflection",
    ),
    (
        "de",
        "Nora Quist spielte einen hohen Ball in den Strafraum. Innenverteidigerin Maren Solberg "
        "streckte das Bein und lenkte den Ball zu Tilde Varga, die im Abseits stand und traf. "
        "Der Treffer wurde nach Prüfung aberkannt. Begründung: Solberg hat den Ball nicht "
        "gespielt, er ist ihr nur ans Bein gesprungen – also eine Abfälschung.",
        "deflection",
    ),
]


@pytest.mark.parametrize(("language", "text", "verdict"), _AFTER_A_COLON)
def test_a_verdict_after_a_colon(language: str, text: str, verdict: str) -> None:
    assert _verdicts(language, text)["Maren Solberg"] == verdict


# Guards (they pass on main too): a colon after a person's words or the writer's own is
# no ruling of the officials.
_NO_RULING = [
    (
        "en",
        "Nora Quist crossed from the left. Centre-back Maren Solberg headed the ball straight "
        "to Tilde Varga, who scored from an offside position. My verdict: a deflection.",
    ),
    (
        "en",
        "Nora Quist crossed from the left. Centre-back Maren Solberg headed the ball straight "
        "to Tilde Varga, who scored from an offside position. Is the ruling a deflection?",
    ),
]


@pytest.mark.parametrize(("language", "text"), _NO_RULING)
def test_no_ruling_of_the_officials(language: str, text: str) -> None:
    assert _verdicts(language, text)["Maren Solberg"] is None


# The verdict announced by the officials (to the stadium, by a league's panel, told by
# the VAR to the referee): their words, a verdict of theirs.
_B_EN = (
    "Nora Quist crossed from the left. Centre-back Maren Solberg headed the ball straight "
    "to Tilde Varga, who scored from an offside position. "
)
_B_FR = (
    "Nora Quist a centré depuis la gauche. La défenseure Maren Solberg a dévié le ballon de "
    "la tête vers Tilde Varga, hors-jeu, qui a marqué. "
)
_ANNOUNCED = [
    (
        "en",
        _B_EN + "Referee Jon Pike announced to the stadium that the defender had deliberately "
        "played the ball.",
        "deliberate_play",
    ),
    (
        "en",
        _B_EN + "The league's refereeing panel later said that Solberg's header had been a "
        "deflection.",
        "deflection",
    ),
    (
        "en",
        _B_EN + "The VAR told referee Jon Pike that Solberg's header was a deflection, and the "
        "goal was ruled out.",
        "deflection",
    ),
    (
        "en",
        _B_EN + "Referee Jon Pike announced that the goal was disallowed because Solberg's "
        "header was a deflection.",
        "deflection",
    ),
    (
        "fr",
        _B_FR + "L'arbitre, Jon Pike, a expliqué au micro du stade que la tête de Solberg était "
        "une déviation.",
        "deflection",
    ),
]


@pytest.mark.parametrize(("language", "text", "verdict"), _ANNOUNCED)
def test_a_verdict_the_officials_announced(language: str, text: str, verdict: str) -> None:
    assert _verdicts(language, text)["Maren Solberg"] == verdict


# Guards (they pass on main too): the same words from a coach are his claim, no verdict.
_A_COACHS_WORDS = [
    ("en", _B_EN + "Coach Ian Marr said that Solberg's header was a deflection."),
    ("en", _B_EN + "Solberg's coach said that the header was a deflection."),
    ("fr", _B_FR + "L'entraîneur Ian Marr a expliqué que la tête de Solberg était une déviation."),
]


@pytest.mark.parametrize(("language", "text"), _A_COACHS_WORDS)
def test_a_coachs_words_are_no_verdict(language: str, text: str) -> None:
    assert _verdicts(language, text)["Maren Solberg"] is None
