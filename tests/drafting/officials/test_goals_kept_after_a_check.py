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
