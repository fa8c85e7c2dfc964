"""What finding a text's speakers reads of it (drafting.reading.Reading gives it), and the
answer to who speaks: a module of its own so that the speech reader and the pronoun reader
(drafting.antecedent) share it without importing each other."""

from __future__ import annotations

from typing import Protocol

from drafting.budget import Budget
from drafting.lazy import Regex
from drafting.patterns import Patterns
from drafting.people import Found, Mention, Person
from drafting.tables import Tables
from drafting.text import Index, Sentence

#: Who speaks: the speaker's words, the person (an index), whether an official.
Who = tuple[str | None, int | None, bool]
#: The answer where the words that say who spoke name someone the reader never made a
#: person ('"...", said Wexley'): the speaker is named but unknown, so no other reading
#: may give the words a speaker; read as nobody in the end (``known``).
NAMED_UNKNOWN: Who = ("", None, False)


def known(who: Who) -> Who:
    """``who``, with a named but unknown speaker (``NAMED_UNKNOWN``) read as nobody."""
    return (None, None, False) if who[0] == "" else who


class Read(Protocol):
    """What finding the speakers reads of a text (drafting.reading.Reading)."""

    text: str
    masked: str
    p: Patterns
    t: Tables
    budget: Budget
    found: Found
    index: Index
    sentences: list[Sentence]
    paragraph_spans: list[tuple[int, int]]

    @property
    def people(self) -> list[Person]: ...

    def person(self, char: str) -> Person | None: ...

    def mentions_in(self, start: int, end: int) -> list[Mention]: ...

    def may_match(self, regex: Regex, text: str) -> bool: ...
