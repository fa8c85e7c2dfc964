"""The prefilter (drafting.prefilter) skips a pattern only when it cannot match: the words
read from its source are in every text it matches."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

import drafting
from drafting import prefilter
from drafting.lazy import Regex
from drafting.prefilter import Words, may_match, requirements
from drafting.reading import Reading

EVAL = Path(__file__).resolve().parents[3] / "drafting" / "eval"


def test_the_words_of_a_pattern_are_read_with_their_bounds() -> None:
    found = requirements(r"\bgoals? (?:was|were) (?:ruled|chalked) off(?:side)?")
    assert found == [
        frozenset({("goal", "start")}),
        frozenset({("was", "whole"), ("were", "whole")}),
        frozenset({("ruled", "whole"), ("chalked", "whole")}),
        frozenset({("off", "start")}),
    ]
    # a branch without words: nothing; a class before a word: the word within one; a
    # repeated group's word bounded only by what the group itself holds
    assert requirements(r"offside|\d+") == []
    assert requirements(r"[^a]ruled") == [frozenset({("ruled", "inner")})]
    assert requirements(r"(?:ab )+c") == [frozenset({("ab", "end")}), frozenset({("c", "inner")})]
    assert requirements(r"(?x) ruled out") == []
    assert requirements(r"(?:\d ){2}goal\b") == [frozenset({("goal", "inner")})]


def test_a_text_without_the_words_is_skipped_and_one_with_them_is_not() -> None:
    regex = re.compile(r"\b(?:ruled|chalked) off", re.IGNORECASE)
    assert not may_match(regex, Words.of("The goal stood after a check."))
    assert may_match(regex, Words.of("The goal was RULED OFFside, then chalked up."))
    # a word that only starts another is not the whole word
    assert not may_match(re.compile(r" ruled "), Words.of("It was overruled, then ruledx"))
    assert may_match(re.compile(r"ruled"), Words.of("It was overruled"))
    # the characters a case-insensitive pattern also matches
    assert re.search(r"\bistanbul\b", "İstanbul", re.IGNORECASE)
    assert may_match(re.compile(r"\bistanbul\b", re.IGNORECASE), Words.of("İstanbul"))


def _texts(language: str, count: int) -> list[dict[str, Any]]:
    files = sorted((EVAL / language).glob("*.yaml"))
    step = max(1, len(files) // count)
    return [yaml.safe_load(f.read_text(encoding="utf-8")) for f in files[::step][:count]]


@pytest.mark.parametrize("language", ["en", "fr", "de", "es"])
def test_no_pattern_that_matches_a_dev_text_is_skipped(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Every pattern the drafter asks about, on the texts it scans while drafting dev texts:
    when it matches, the prefilter lets it run."""
    checked: set[str] = set()
    skipped = [0]
    wrong: list[str] = []
    original = Reading.may_match

    def audited(self: Reading, regex: Regex, text: str) -> bool:
        allowed = original(self, regex, text)
        skipped[0] += not allowed
        if prefilter.required(regex) and regex.search(text) is not None:
            checked.add(regex.pattern)
            if not allowed:
                wrong.append(regex.pattern[:120])
        return allowed

    monkeypatch.setattr(Reading, "may_match", audited)
    for data in _texts(language, 12):
        drafting.draft(data["text"], language=data.get("language") or language)
    assert not wrong, wrong
    # the check saw many patterns match, and the prefilter skip many others
    assert len(checked) > 40 and skipped[0] > 100, (len(checked), skipped[0])
