"""Drafting is bounded (issue 31, items 1 and 5): its work grows linearly with the text, a
text over the cap is drafted from its first part and says so, a draft stops at its work
budget and says so, and no reference date makes it leave the calendar.

Work is counted, never timed: the characters the extractor's patterns scan, and the steps
of drafting.budget. bench/drafting.py times it (make bench)."""

from __future__ import annotations

import datetime as dt
import re
import subprocess
import sys
from typing import Any

import pytest

import drafting
from bench.drafting import ordinary, worst_case
from drafting.assemble import engine
from drafting.lazy import LazyPattern, Regex
from drafting.reading import Reading

REPORT = (
    "Tottenham were denied a late winner against Sporting in the Champions League on "
    "{day} when Harry Kane's 95th-minute effort was ruled out by VAR for offside."
)


class _Scanned:
    """A compiled pattern that counts the places of the text it is tried at: each
    character it is asked to scan, one for a match at a place."""

    def __init__(self, regex: Regex, tally: list[int]) -> None:
        self.regex = regex
        self.tally = tally

    def _count(self, text: str, pos: int = 0, endpos: int | None = None) -> None:
        self.tally[0] += max(0, min(len(text), len(text) if endpos is None else endpos) - pos)

    def search(self, text: str, *span: int) -> re.Match[str] | None:
        self._count(text, *span)
        return self.regex.search(text, *span)

    def match(self, text: str, *span: int) -> re.Match[str] | None:
        # tried at one place only (drafting.scan tries a pattern at the places a match
        # could begin): one place of the text, as finditer's and search's count is theirs
        self.tally[0] += 1
        return self.regex.match(text, *span)

    def finditer(self, text: str, *span: int) -> Any:
        self._count(text, *span)
        return self.regex.finditer(text, *span)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.regex, name)

    def __hash__(self) -> int:
        return hash(self.regex)


def _scanned(monkeypatch: pytest.MonkeyPatch, text: str) -> int:
    """Characters scanned by the patterns the facts and the touches look sentences up with,
    while drafting ``text``."""
    tally = [0]
    e = engine("en")
    with monkeypatch.context() as m:
        for finder in (e.facts, e.touches):
            for name, value in list(vars(finder).items()):
                # (the tables' patterns are LazyPatterns, no re.Pattern: counted too)
                if isinstance(value, (re.Pattern, LazyPattern)):
                    m.setattr(finder, name, _Scanned(value, tally))
        drafting.draft(text)
    return tally[0]


def test_the_patterns_scan_twice_as_much_of_a_sentence_twice_as_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Before: each call found in a sentence rescanned the whole sentence for the clause it
    # is in (and another goal, a statement of the Law...): one sentence of 16 KB scanned
    # about four times what one of 8 KB did.
    small = _scanned(monkeypatch, worst_case(8_000))
    large = _scanned(monkeypatch, worst_case(16_000))
    # (counting only the finders' re.Patterns counted nothing: 0 <= 2.3 * 0)
    assert small > 10_000, small
    assert large <= 2.3 * small, (small, large)


@pytest.mark.parametrize("make", [worst_case, ordinary], ids=["one_sentence", "ordinary"])
def test_the_steps_of_a_draft_double_when_its_text_doubles(make: Any) -> None:
    spent = []
    for size in (10_000, 20_000, 40_000):
        budget = drafting.Budget()
        drafting.draft(make(size), budget=budget)
        spent.append(budget.spent)
    assert 1.8 <= spent[1] / spent[0] <= 2.2, spent
    # Past MAX_UNITS_SEVERAL units drafted alone the rest are only glanced at: the work
    # still grows with the text, never faster than it.
    assert 1.5 <= spent[2] / spent[1] <= 2.2, spent
    # the cap's text, well inside the budget (40,000 characters of the worst sentence:
    # 147,000 steps before session 38's touch patterns, 157,000 after)
    assert spent[2] < drafting.WORK_BUDGET * 0.6


def test_a_text_of_many_incidents_drafts_at_most_so_many_units_alone() -> None:
    from drafting import candidates

    drafted: list[str] = []

    def counted(piece: str) -> drafting.Draft:
        drafted.append(piece)
        return drafting.draft(piece)

    first = ["Tom", "Sam", "Ben", "Jack", "Luke", "Owen", "Ryan", "Dan", "Joe", "Max"]
    last = ["Baker", "Carter", "Dixon", "Evans", "Fisher", "Grant", "Hayes", "Irwin", "Jones"]
    text = "\n\n".join(
        f"{a} {b} scored, but his goal was ruled out for offside after a VAR check."
        for a in first
        for b in last
    )  # 90 incidents, one a paragraph
    groups = candidates.incidents(text, counted, "en")
    assert groups is not None and len(groups) > 1
    # before: every unit of a text of several incidents was drafted alone (90 here)
    assert len(drafted) <= max(candidates.MAX_UNITS, candidates.MAX_UNITS_SEVERAL) < 90


def test_a_long_run_of_text_without_a_full_stop_is_read_in_bounded_sentences() -> None:
    from drafting.text import MAX_SENTENCE_CHARS

    text = worst_case(20_000)
    reading = Reading(text, engine("en").patterns)
    assert len(reading.sentences) >= 20_000 // MAX_SENTENCE_CHARS
    assert max(s.end - s.start for s in reading.sentences) <= MAX_SENTENCE_CHARS
    # The pieces cover the text: nothing in it is left unread.
    covered = sum(s.end - s.start for s in reading.sentences)
    assert covered >= len(text.strip()) - len(reading.sentences)


def test_a_text_over_the_cap_is_drafted_from_its_first_part_and_says_so() -> None:
    text = ordinary(drafting.MAX_DRAFT_CHARS + 30_000)
    d = drafting.draft(text)
    cut = d.truncated
    assert cut is not None and cut.reason == "too_long"
    assert cut.limit_chars == drafting.MAX_DRAFT_CHARS
    assert drafting.MAX_DRAFT_CHARS * 3 // 4 <= cut.read_chars <= drafting.MAX_DRAFT_CHARS
    assert cut.text_chars == len(text) and d.source.text == text
    first = drafting.draft(text[: cut.read_chars])
    assert first.truncated is None
    assert (d.incident, d.facts, d.calls) == (first.incident, first.facts, first.calls)
    # A text at the cap is read whole.
    assert drafting.draft(ordinary(drafting.MAX_DRAFT_CHARS)).truncated is None


def test_a_draft_that_runs_out_of_work_is_of_a_first_part_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("drafting.budget.WORK_BUDGET", 20_000)
    text = worst_case(40_000)  # some 130,000 steps
    d = drafting.draft(text)
    assert d.truncated is not None and d.truncated.reason == "out_of_work"
    assert 0 < d.truncated.read_chars < len(text)
    budget = drafting.Budget()
    drafting.draft(text[: d.truncated.read_chars], budget=budget)
    assert budget.spent <= 20_000
    # However the text is built, at most 1 + RETRIES budgets: then the draft is of nothing.
    monkeypatch.setattr("drafting.budget.WORK_BUDGET", 10)
    nothing = drafting.draft(text)
    assert nothing.truncated is not None and nothing.truncated.read_chars == 0
    assert nothing.facts == []


def test_a_text_built_to_cost_more_than_any_report_is_drafted_from_a_first_quarter() -> None:
    """A list of names and passes with commas between them takes about 8 steps a
    character, more than the budget at the cap: the draft runs out once, then reads the
    first quarter (SHRINK), which costs about a quarter as much, so the whole draft takes
    at most about 1.25 budgets (with half the text, as before, 1.5 and more: 1.0 s)."""
    text = "Kane, Son and Kane passed to Kane, " * 2_000
    d = drafting.draft(text)
    cut = d.truncated
    assert cut is not None and cut.reason == "out_of_work", cut
    assert 0 < cut.read_chars <= drafting.MAX_DRAFT_CHARS // drafting.SHRINK
    budget = drafting.Budget()
    drafting.draft(text[: cut.read_chars], budget=budget)
    assert budget.spent <= drafting.WORK_BUDGET // 2, budget.spent


@pytest.mark.parametrize("day", ["Wednesday", "yesterday"])
def test_counting_back_from_the_first_day_of_the_calendar_takes_no_date(day: str) -> None:
    # Before: OverflowError (date value out of range), a 500 on the API and the form.
    d = drafting.draft(REPORT.format(day=day), reference_date=dt.date(1, 1, 1))
    assert "date" not in d.incident.get("match", {})
    later = drafting.draft(REPORT.format(day=day), reference_date=dt.date(2022, 10, 27))
    assert later.incident["match"]["date"] == "2022-10-26"


@pytest.mark.parametrize("day", ["Wednesday", "yesterday"])
def test_the_cli_refuses_a_reference_date_off_the_calendar_without_a_traceback(day: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "explainer.cli", "draft", "-", "--date", "0001-01-01"],
        input=REPORT.format(day=day).encode(),
        capture_output=True,
        timeout=60,
    )
    err = run.stderr.decode()
    assert run.returncode == 2, err
    assert "Traceback" not in err
    assert "0001-01-01 is outside the dates an article can have" in err


def test_the_cli_warns_when_it_drafts_the_first_part_only() -> None:
    text = ordinary(drafting.MAX_DRAFT_CHARS + 10_000)
    run = subprocess.run(
        [sys.executable, "-m", "explainer.cli", "draft", "-", "--lang", "de"],
        input=text.encode(),
        capture_output=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr.decode()
    warning = "Der Artikel ist länger, als ein Entwurf liest (50.000 Zeichen)"
    assert warning in run.stderr.decode()
    assert warning in run.stdout.decode().splitlines()[1]  # the YAML's second comment
