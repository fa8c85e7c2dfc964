"""The sentence quoted beside a drafted value holds the words that state it, and is cut at
word boundaries (explainer.drafts.sentence_of; issue 32)."""

from __future__ import annotations

import re

import drafting
from explainer import drafts

#: Written for the test: a long sentence whose minute and scorer come at its end.
LONG = (
    "After a long afternoon of missed chances, several substitutions and a great deal of "
    "shouting from both dugouts at the Vitality Stadium, the home side finally thought they "
    "had found a winner in the 93rd minute of the match, when Antoine Semenyo turned the "
    "ball in from close range."
)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[\w'-]+", text))


def test_a_long_sentence_is_quoted_around_the_words_that_state_the_value() -> None:
    d = drafting.draft(LONG)
    whole = _words(LONG)
    minute = next(f for f in d.facts if f.path == "match.minute")
    quoted = drafts.sentence_of(d, minute)
    assert "93rd minute" in quoted
    assert len(quoted) <= drafts.QUOTE_CHARS + 2
    assert quoted.startswith("…")
    # Cut at word boundaries: every word quoted is a word of the sentence.
    assert _words(quoted) <= whole, _words(quoted) - whole
    scorer = next(f for f in d.facts if f.path == "sequence[0].by")
    assert "Antoine Semenyo" in drafts.sentence_of(d, scorer)


def test_a_short_sentence_is_quoted_whole() -> None:
    text = "Harry Kane scored in the 95th minute."
    d = drafting.draft(text)
    minute = next(f for f in d.facts if f.path == "match.minute")
    assert drafts.sentence_of(d, minute) == text
