"""The match's day told as a day's own event after "after"/"from" (issue 32, session 46):
"after Sunday's 1-1 draw", "from yesterday's 2-2 draw" are that day's match, not a day
after another. Sentences written for these tests."""

from __future__ import annotations

import datetime as dt

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 2)  # a Monday

OWN = [
    (
        "Goalkeeper Mia Lund did not hold back after Sunday's 1-1 draw with Leeds, a match "
        "that turned on an offside call against Ella Finch.",
        "2026-03-01",
    ),
    (
        "I have watched the disallowed goal from yesterday’s 2-2 draw between Luton and Derby "
        "ten times, and Tom Eddy was offside.",
        "2026-03-01",
    ),
    (
        "Speaking after Saturday's 2-1 defeat, the coach said Ben Hale was onside when he "
        "scored the goal that was ruled out.",
        "2026-02-28",
    ),
]


@pytest.mark.parametrize(("text", "day"), OWN)
def test_a_day_s_own_match_after_after(text: str, day: str) -> None:
    drafted = view(drafting.draft(text, reference_date=DAY, language="en"))
    assert drafted.get("date") == day


def test_a_day_after_a_date_is_still_no_match_day() -> None:
    # guard (passes on main): "since 12 February" is no match's day
    text = "Tom Eddy has not scored since 12 February. His goal was ruled out for offside."
    drafted = view(drafting.draft(text, reference_date=DAY, language="en"))
    assert drafted.get("date") is None
