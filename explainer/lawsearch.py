"""Search the rule book (/laws?q=...): clauses by their id (OFF-POS-3) or by the words of
their title and summary as the reader reads them, and scenarios by their words and the
players they name ("Rudiger" finds "Rüdiger": accents and case are ignored).

Pure: the clauses' texts in the reader's language are given (explainer.views.laws
renders them); nothing here words anything.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from explainer.rulebook import RuleBook, Scenario
from rules import RULES

#: Letters that keep no base letter once decomposed (NFKD leaves them whole).
_LETTERS = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "æ": "ae", "œ": "oe", "ß": "ss"})
_WORDS = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
#: Words this short match too much to be searched for.
SHORTEST = 2
#: How many scenarios a search lists (the rest are counted).
SHOWN = 50


def fold(text: str) -> str:
    """``text`` without case and accents: "Rüdiger" and "RUDIGER" both fold to "rudiger"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).translate(_LETTERS)


def terms(query: str) -> list[str]:
    """The words of a query that are searched for, folded."""
    return [w for w in _WORDS.findall(fold(query)) if len(w) >= SHORTEST]


def clause_id(query: str) -> str | None:
    """The clause a query names by its id ("off-pos-3", "OFF_POS_3"), if it names one."""
    wanted = query.strip().upper().replace("_", "-")
    return wanted if wanted in RULES else None


def scenario_text(scenario: Scenario) -> str:
    """Every word a reader reads of a scenario: its title, steps, tables and Examples."""
    parts = [scenario.name]
    for step in scenario.steps:
        parts += [step.text, *(cell for row in step.table for cell in row)]
        parts += [step.docstring or ""]
    for table in scenario.examples:
        parts += [table.name, *table.header, *(cell for row in table.rows for cell in row)]
    return " ".join(parts)


@dataclass(frozen=True)
class ScenarioHit:
    """A scenario found, shown on the page of ``rule_id`` (the first clause it documents)."""

    scenario: Scenario
    rule_id: str


@dataclass(frozen=True)
class Found:
    """What a search found: clause ids in the Laws' order, scenarios in the rule book's."""

    query: str
    clauses: tuple[str, ...] = ()
    scenarios: tuple[ScenarioHit, ...] = ()

    @property
    def shown(self) -> tuple[ScenarioHit, ...]:
        return self.scenarios[:SHOWN]


def _matches(words: Iterable[str], text: str) -> bool:
    folded = fold(text)
    return all(word in folded for word in words)


def search(query: str, book: RuleBook, clause_texts: Mapping[str, str]) -> Found:
    """The clauses and scenarios ``query`` finds. ``clause_texts``: each clause's title
    and summary in the reader's language, by id."""
    query = " ".join(query.split())
    named = clause_id(query)
    words = terms(query)
    if named is None and not words:
        return Found(query)
    order = list(RULES)
    if named is not None:
        clauses: list[str] = [named]
    else:
        clauses = [r for r in order if _matches(words, f"{r} {clause_texts.get(r, '')}")]
    hits = []
    for scenario in book.scenarios():
        documented = sorted(scenario.clause_ids(), key=order.index)
        if not documented:
            continue  # shown on no clause page
        if named is not None:
            if named in documented:
                hits.append(ScenarioHit(scenario, named))
        elif _matches(words, scenario_text(scenario)):
            hits.append(ScenarioHit(scenario, documented[0]))
    return Found(query, tuple(clauses), tuple(hits))
