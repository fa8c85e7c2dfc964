"""The side whose goal made a running score of goals on both sides, from the score the text
tells it stood at before (session 45's ruling: a score is told home side first): the
fixture's result ("Fulham 1-1 Brentford" and a goal "to make it 1-2": Brentford's), the
score after a fixture ("Werder Bremen gegen VfL Bochum, 1:1, ... das vermeintliche 1:2"),
or the score the move began at ("beim Stand von 2:1"). Sentences of our own. A result told
with its winner first ("Brentford won 2-1 at Fulham") is no home-first score and tells
nothing; nor does a score where both the scores before it are told."""

from __future__ import annotations

import pytest
from drafted_views import viewed


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            # the fixture's result: the goal that was taken away would have made it 1-2
            "Fulham 1-1 Brentford\nIn the 80th minute Joe Mills headed in to make it 1-2, "
            "but the flag went up for offside.",
            "en",
            "Brentford",
            "Fulham",
        ),
        (
            "Werder Bremen – VfL Bochum 0:1\nIn der 80. Minute schob Jonas Keller zum "
            "vermeintlichen 1:1 ein, doch das Tor wurde wegen Abseits aberkannt.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            # the score after the fixture, and the goal's score as a noun
            "Werder Bremen gegen VfL Bochum, 1:1, und dann in der Nachspielzeit das "
            "vermeintliche 1:2 durch Jonas Keller, doch die Fahne ging hoch.",
            "de",
            "VfL Bochum",
            "Werder Bremen",
        ),
        (
            # the score the move began at
            "Werder Bremen empfing den VfL Bochum. In der 80. Minute, beim Stand von 2:1, "
            "traf Jonas Keller zum vermeintlichen 2:2, aber die Fahne war oben.",
            "de",
            "VfL Bochum",
            "Werder Bremen",
        ),
        (
            "Getafe 1-1 Valencia\nEn el minuto 80, Pablo Ruiz marcó el 2-1 de cabeza, pero "
            "el gol fue anulado por fuera de juego.",
            "es",
            "Getafe",
            "Valencia",
        ),
        (
            # the score the goal would have made, told after "habría sido"
            "Getafe 2-2 Valencia\nEn el minuto 88, el VAR anuló el que habría sido el 2-3 "
            "por un fuera de juego de Pablo Ruiz.",
            "es",
            "Valencia",
            "Getafe",
        ),
    ],
)
def test_the_score_before_the_goal_gives_its_side(
    text: str, language: str, attacking: str, defending: str
) -> None:
    v = viewed(text, language)
    assert (v["attacking_team"], v["defending_team"]) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # (guards: a result told with its winner first, and both scores before it told)
        (
            "Brentford won 2-1 at Fulham on Saturday. In the 80th minute Joe Mills headed "
            "in to make it 2-2, but the flag went up for offside.",
            "en",
        ),
        (
            "Werder Bremen – VfL Bochum 2:1\nIn der 80. Minute, beim Stand von 1:2, schob "
            "Jonas Keller zum vermeintlichen 2:2 ein, doch das Tor wurde aberkannt.",
            "de",
        ),
    ],
)
def test_no_home_first_score_before_gives_no_side(text: str, language: str) -> None:
    v = viewed(text, language)
    assert (v["attacking_team"], v["defending_team"]) == (None, None)
