"""Session 49: the officials' decisions read from the shape of the sentence.

A decision told plainly ("the goal was given", "le but est accordé", "der Treffer wurde
gegeben", "pointed to the spot"), then a check, then the referee overturning it ("reversed
his decision", "revient sur sa décision", "revidierte seine Entscheidung", "rectificó"): the
decision told first was the one on the field, the final one the other way; and where the
text tells offside after the overturn, at the screen, the referee decided it himself
(drafting/eval/README.md, calls). The VAR who "looked at the scene" made a check, no visit
to the monitor: the one who looked is the subject of the looking. "Le juge de touche" is
the linesman, no one "judging" what follows. Sentences written for these tests, with names
of their own."""

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(language: str, text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


def _calls(v: dict[str, Any]) -> set[tuple[str, str]]:
    return {(c[0], c[1]) for c in v["calls"]}


_GIVEN_THEN_OVERTURNED = [
    (
        "en",
        "Callum Reyes poked the ball in at the far post and the goal was given. The VAR then "
        "asked referee Dean Holt to look at the pitchside monitor, and Holt changed his "
        "original decision: Reyes had been offside.",
    ),
    (
        "fr",
        "Louis Garnier reprend de volée et le but est accordé. Mais l'arbitre est appelé par "
        "la VAR, va voir l'écran et revient sur sa décision : Garnier était hors-jeu au départ "
        "de l'action.",
    ),
    (
        "de",
        "Niklas Adler traf per Kopf, der Treffer wurde gegeben. Nach einem Hinweis des VAR "
        "ging Schiedsrichter Ole Brandt an den Monitor und revidierte seine Entscheidung: "
        "Adler hatte im Abseits gestanden.",
    ),
    (
        "es",
        "Álvaro Tena remató a la red y el colegiado dio el gol. Tras la llamada del VAR, el "
        "árbitro acudió al monitor y rectificó: Tena estaba en fuera de juego.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _GIVEN_THEN_OVERTURNED)
def test_a_decision_told_before_its_overturn_was_the_fields(language: str, text: str) -> None:
    # (fails on main in all four: en gave no decision on the field and final goal, fr and
    # de the two turned round, es no call)
    v = _view(language, text)
    assert (v["on_field"], v["final"], v["review"]) == ("goal", "no_goal", "on_field_review")
    assert _calls(v) == {("referee", "offside")}


_PENALTY_THEN_OVERTURNED = [
    (
        "en",
        "Mia Storr went down under a challenge from Kate Iles and the referee pointed to the "
        "spot. After a VAR check she went to the screen and overturned her own decision, as "
        "Storr had been offside.",
    ),
    (
        "fr",
        "Enzo Faure est fauché par Rémi Colas et l'arbitre siffle penalty. Appelé par la VAR, "
        "il va voir l'écran et revient sur sa décision : Faure était hors-jeu.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _PENALTY_THEN_OVERTURNED)
def test_a_penalty_told_before_its_overturn(language: str, text: str) -> None:
    # (fails on main: final penalty, nothing on the field, no call)
    v = _view(language, text)
    assert (v["on_field"], v["final"]) == ("penalty", "no_penalty")
    assert ("referee", "offside") in _calls(v)


_VAR_LOOKED = [
    (
        "de",
        "Max Rieder traf, doch der Linienrichter hob die Fahne. Der VAR schaute sich die "
        "Szene an und ließ die Entscheidung bestehen.",
    ),
    (
        "de",
        "Lena Brück traf, doch die Assistentin hob die Fahne. Die Video-Assistentin Eva Horn "
        "schaute sich die Bilder an und griff nicht ein.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _VAR_LOOKED)
def test_the_var_looking_at_the_scene_is_no_on_field_review(language: str, text: str) -> None:
    # (fails on main: the VAR's look read as the referee's visit, review left open)
    v = _view(language, text)
    assert (v["review"], v["final"]) == ("none", "no_goal")
    assert _calls(v) == {("assistant", "offside")}


def test_the_referee_looking_at_the_scene_is_an_on_field_review() -> None:
    # guard (passes on main): the referee is the one who looked
    v = _view(
        "de",
        "Max Rieder traf, doch der Linienrichter hob die Fahne nicht. Schiedsrichter Jan Bode "
        "schaute sich die Szene an und nahm den Treffer zurück.",
    )
    assert v["review"] == "on_field_review"


_JUGE_DE_TOUCHE = [
    (
        "Après le but de Jules Petit, le juge de ligne n'a rien signalé et l'arbitre a validé "
        "le but. La VAR a vérifié et n'est pas intervenue.",
        ("goal", "goal"),
    ),
    (
        "Sur le but de Lucas Perrin, le juge de touche n'a pas bronché et l'arbitre a accordé "
        "le but. La VAR a vérifié et n'est pas intervenue.",
        ("goal", "goal"),
    ),
]


@pytest.mark.parametrize(("text", "decided"), _JUGE_DE_TOUCHE)
def test_le_juge_de_touche_is_the_linesman_not_a_speech(
    text: str, decided: tuple[str, str]
) -> None:
    # (fails on main: "X, le juge de ..." read as X's words, the decisions lost with them)
    v = _view("fr", text)
    assert (v["on_field"], v["final"], v["review"]) == (*decided, "none")


def test_a_confirmation_after_the_linesmans_flag() -> None:
    # (fails on main: "Morin, le juge de touche a levé" read as Morin's words, the flag lost)
    v = _view(
        "fr",
        "Sur l'égalisation de Paul Morin, le juge de touche a levé son drapeau. La VAR a "
        "vérifié et confirmé le hors-jeu.",
    )
    assert v["on_field"] == "offside_flag"
    assert _calls(v) == {("assistant", "offside"), ("var", "offside")}


# A penalty given, then taken back after a check, offside said: the offside call of the
# one who took it back, or the officials' where the text says it in the passive ("after a
# check by the VAR the penalty was taken back": README, calls), as of a goal disallowed.
# Swiss German says "Penalty"; the German passive puts the verb first ("wurde der Penalty
# jedoch zurückgenommen").
_PENALTY_TAKEN_BACK = [
    (
        "de",
        "Lars Imhof wurde im Strafraum gelegt, und Schiedsrichter Urs Kern zeigte auf den "
        "Punkt. Nach einer Überprüfung durch den Video-Assistenten wurde der Penalty jedoch "
        "zurückgenommen: Imhof hatte im Abseits gestanden.",
        # (the referee's foul: he pointed to the spot, as in the English case; session 50)
        {("referee", "foul"), ("officials", "offside")},
    ),
    (
        "fr",
        "Chloé Marin file au but et la gardienne Inès Roy la fauche. L'arbitre désigne "
        "aussitôt le point de penalty. Mais la VAR la rappelle, et après avoir revu les "
        "images, l'arbitre annule le penalty pour hors-jeu.",
        {("referee", "foul"), ("referee", "offside")},
    ),
    (
        "en",
        "Emre Koc was brought down in the box and referee Jon Ash pointed to the spot. The "
        "award did not survive a check: the VAR told Ash that Koc was offside, and the "
        "decision was reversed without Ash going to the screen.",
        {("referee", "foul"), ("var", "offside")},
    ),
]


@pytest.mark.parametrize(("language", "text", "calls"), _PENALTY_TAKEN_BACK)
def test_a_penalty_taken_back_after_a_check(
    language: str, text: str, calls: set[tuple[str, str]]
) -> None:
    # (fails on main in all three: final penalty or no decision on the field; de no call)
    v = _view(language, text)
    assert (v["on_field"], v["final"]) == ("penalty", "no_penalty")
    assert _calls(v) == calls


# The referee who looked at the pictures himself ("l'arbitre a revu les images", "après
# avoir revu les images, l'arbitre ..."): an on-field review; the VAR who did: a check.
_FR_LOOKED = [
    (
        "Théo Brun marque. Alertée par la VAR, l'arbitre, Julie Ledoux, a revu les images à "
        "deux reprises et a annulé le but pour hors-jeu.",
        "on_field_review",
    ),
    (
        "Théo Brun marque, mais la VAR signale un hors-jeu. Après avoir visionné les images, "
        "l'homme en noir annule le but.",
        "on_field_review",
    ),
    # guard (passes on main: "a revu" was no review's word)
    (
        "Théo Brun marque. La VAR a revu l'action et n'a rien trouvé à redire : le but est validé.",
        "none",
    ),
]


@pytest.mark.parametrize(("text", "review"), _FR_LOOKED)
def test_who_looked_at_the_pictures(text: str, review: str) -> None:
    assert _view("fr", text)["review"] == review


def test_a_bare_outcome_before_the_overturn_is_the_final_decision() -> None:
    # guard (passes on main, where "reverses her decision" was no overturn's word): "NO
    # GOAL." announces the outcome before the text tells how it came; the goal given on the
    # field is the other way
    v = _view(
        "en",
        "Aina Roca sweeps it into the top corner. The VAR wants a word. NO GOAL. After two "
        "looks at the screen the referee reverses her decision: Roca was offside.",
    )
    assert (v["on_field"], v["final"]) == ("goal", "no_goal")


def test_annuler_sa_decision_is_an_overturn() -> None:
    # (fails on main: the penalty read as the final decision)
    v = _view(
        "fr",
        "Bilal Saïdi est fauché dans la surface et l'arbitre désigne aussitôt le point de "
        "penalty. Alerté par la VAR, il se rend à l'écran et annule sa décision : Saïdi était "
        "hors-jeu.",
    )
    assert (v["on_field"], v["final"]) == ("penalty", "no_penalty")
    assert ("referee", "offside") in _calls(v)


def test_a_goal_told_ruled_out_before_the_overturn_is_the_outcome() -> None:
    # guard (passes on main): a report opening with the outcome, then how it came
    v = _view(
        "en",
        "Rovers thought they had levelled late on, but Dan Pryce's header was chalked off. "
        "Referee Tom Kerr went to the pitchside monitor and reversed his decision.",
    )
    assert (v["on_field"], v["final"]) == ("goal", "no_goal")
