"""A goal that stood after a VAR check, with no flag, whistle or review told: the referee
had given it and the VAR did not intervene (on_field goal, review none). A flag told, or a
review at the screen, leaves the decision on the field to what the text says. Sentences
written for these tests, with names of their own."""

import pytest
from drafted_views import viewed

_KEPT = [
    (
        "en",
        "Sam Ivers scored the winner on 80 minutes, and it was allowed to stand after a long "
        "video review. The assistant had kept his flag down.",
    ),
    # guards (pass on main: a check then the goal standing was read so already)
    (
        "en",
        "Nick Lowe crossed and Dan Ferris headed in on 60 minutes. The VAR checked the goal "
        "for offside for two minutes, and in the end the goal stood.",
    ),
    (
        "de",
        "Lars Kemper flankte, Tobias Reil traf in der 60. Minute. Der VAR prüfte lange eine "
        "mögliche Abseitsstellung, am Ende blieb der Treffer bestehen.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _KEPT)
def test_a_goal_kept_after_a_check_was_given_on_the_field(language: str, text: str) -> None:
    v = viewed(text, language)
    assert (v["on_field"], v["final"], v["review"]) == ("goal", "goal", "none")


_FLAGGED = [
    (
        "en",
        "Dan Ferris headed in on 60 minutes, but the assistant raised his flag for offside. "
        "The VAR checked, and the goal stood.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _FLAGGED)
def test_a_flag_told_is_the_decision_on_the_field(language: str, text: str) -> None:
    assert viewed(text, language)["on_field"] != "goal"


#: (language, text, final): a goal confirmed through a pronoun is the final decision goal
#: where the pronoun stands for the goal; not where it stands for the flag or the offside
_PRONOUN = [
    ("en", "Ana Pires slotted home. The VAR looked at the goal for two minutes before it was "
     "confirmed.", "goal"),
    ("fr", "Inès Morel a marqué de la tête. La VAR a examiné le but pendant trois minutes, "
     "puis l'a confirmé.", "goal"),
    ("de", "Jana Pohl traf zum 1:0. Der VAR prüfte den Treffer lange und bestätigte ihn.",
     "goal"),
    ("es", "Nerea Gil marcó de cabeza. La árbitra dio el gol y el VAR lo revisó un minuto "
     "antes de darlo por bueno.", "goal"),
    # guards: the pronoun stands for the flag or the offside
    ("en", "Ana Pires slotted home, but the flag went up. The VAR looked at it for two "
     "minutes and confirmed it.", None),
    ("es", "Nerea Gil marcó, pero la asistente levantó el banderín por fuera de juego y el "
     "VAR lo confirmó.", None),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text", "final"), _PRONOUN)
def test_a_goal_confirmed_through_a_pronoun(language: str, text: str, final: str | None) -> None:
    assert viewed(text, language)["final"] == final
