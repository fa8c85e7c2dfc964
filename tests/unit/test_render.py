"""The small helpers the wording templates use: dates as people write them, word wrap."""

from __future__ import annotations

import pytest

from explainer.wording import day, wrap


@pytest.mark.parametrize(
    ("iso", "written"),
    [("2022-07-27", "27 July 2022"), ("2019-06-01", "1 June 2019"), ("not a date", "not a date")],
)
def test_a_day_is_written_as_people_write_it(iso: str, written: str) -> None:
    assert day(iso) == written


def test_wrap_keeps_every_word_and_the_width() -> None:
    text = "Kane was nearer to the goal line than the ball " * 6 + "supercalifragilistic" * 6
    lines = wrap(text, 40, 4).split("\n")
    assert all(len(line) <= 40 for line in lines[:-1])
    assert all(line.startswith("    ") for line in lines[1:])
    assert " ".join(line.strip() for line in lines).split() == text.split()
