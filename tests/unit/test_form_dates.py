"""Dates and minutes as people write them (explainer/form/dates.py)."""

from __future__ import annotations

import pytest

from explainer.form.dates import read_date, read_minute


@pytest.mark.parametrize(
    "typed",
    [
        "10/10/2021",
        "10 Oct 2021",
        "2021-10-10",
        "10/10/21",
        "Oct 10, 2021",
        "Sunday 10th of October, 2021",
    ],
)
def test_the_ways_people_write_a_date_read_the_same(typed: str) -> None:
    reading = read_date(typed)
    assert (reading.value, reading.either) == ("2021-10-10", None)


def test_a_date_whose_day_and_month_could_be_either_way_is_asked_both_ways() -> None:
    reading = read_date("05/06/2021")
    assert reading.either == ("2021-06-05", "2021-05-06")  # 5 June, or 6 May
    assert reading.value == "05/06/2021"  # not guessed: kept as typed


@pytest.mark.parametrize(
    ("typed", "iso"), [("26/10/2022", "2022-10-26"), ("10/26/2022", "2022-10-26")]
)
def test_a_day_over_12_settles_the_order(typed: str, iso: str) -> None:
    assert read_date(typed) == read_date(iso)
    assert read_date(typed).value == iso


@pytest.mark.parametrize("typed", ["ninety", "31/02/2021", "10 Foo 2021", ""])
def test_what_is_not_a_date_comes_back_as_typed(typed: str) -> None:
    assert read_date(typed).value == typed and read_date(typed).either is None


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("90+5", ("90", "5")),
        ("90 + 5", ("90", "5")),
        ("45+2'", ("45", "2")),
        ("90'", ("90", None)),
        ("80", ("80", None)),
        ("ninety", ("ninety", None)),
    ],
)
def test_minutes_with_added_time(typed: str, read: tuple[str, str | None]) -> None:
    assert read_minute(typed) == read
