"""What every kind of fact shares: the candidate values and what is said of an attacker,
the patterns of the data files, and the checks every finder makes of the words it finds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from drafting.lazy import Regex
from drafting.model import Value
from drafting.reading import Reading
from drafting.tables import Tables


@dataclass(frozen=True)
class Cand:
    """A candidate value for a field, and the words that give it."""

    path: str
    value: Value
    start: int
    end: int
    said_by: str | None = None
    #: Why it is only a suggestion (None: a fact).
    reason: str | None = None


@dataclass(frozen=True)
class Stated:
    """What the writer says of one attacker: where he stood (kind offside, level, onside)
    or how he was involved without touching the ball (an InvolvementKind); ``other`` is the
    opponent named with it (the defender he is measured against, the goalkeeper whose view
    he blocked)."""

    kind: str
    person: int
    other: int | None
    start: int
    end: int
    #: The position is given against the ball, not the second-last opponent.
    ball: bool = False
    #: An involvement read from an opponent's reaction near his offside position, not
    #: from words about him (StatedFacts.cued): never of a player who touched the ball.
    cued: bool = False


#: A data file's pattern item: the pattern, whether a negation before it cancels it, and
#: (for positions) whether it compares the attacker with the ball.
Item = tuple[Regex, bool, bool]


def pattern_items(tables: Tables, items: list[Any]) -> list[Item]:
    out: list[Item] = []
    for item in items:
        if isinstance(item, str):
            out.append((tables.compile(item), True, False))
        else:
            out.append(
                (
                    tables.compile(item["pattern"]),
                    bool(item.get("negatable", True)),
                    bool(item.get("ball", False)),
                )
            )
    return out


def last_end(regex: Regex, text: str, start: int = 0) -> int | None:
    """Where the last match of ``regex`` in ``text`` (from ``start``) ends; None if none."""
    end = None
    for m in regex.finditer(text, start):
        end = m.end()
    return end


def one_of(cands: list[Cand], reason: str) -> list[Cand]:
    """The facts for one field: its candidates when they agree, else none of them as facts
    and each distinct value as a suggestion."""
    if not cands:
        return []
    values = {c.value for c in cands}
    if len(values) == 1:
        return [cands[0]]
    seen: set[Value] = set()
    out = []
    for c in cands:
        if c.value not in seen:
            seen.add(c.value)
            out.append(Cand(c.path, c.value, c.start, c.end, c.said_by, reason))
    return out


def pattern_pairs(tables: Tables, items: list[Any]) -> list[tuple[Regex, bool]]:
    out = []
    for item in items:
        if isinstance(item, str):
            out.append((tables.compile(item), True))
        else:
            out.append((tables.compile(item["pattern"]), bool(item.get("negatable", True))))
    return out


def yes_no(tables: Tables, table: dict[Any, Any]) -> dict[str, list[tuple[Regex, bool]]]:
    """A yes/no key of the data files (YAML may read yes and no as booleans)."""
    out: dict[str, list[tuple[Regex, bool]]] = {}
    for key, items in table.items():
        name = "yes" if key in (True, "yes") else "no"
        out[name] = pattern_pairs(tables, items or [])
    return out


class Finder:
    """The checks every finder makes of the words it finds; each kind of fact is a finder
    of its own (drafting.facts), compiling its patterns from ``tables``."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        self.incident_words = tables.compile(tables.raw["incident_words"])
        self.goal_words = tables.compile(tables.raw["outcome"]["goal_words"])

    def _sentence_ok(self, r: Reading, start: int, end: int, question: bool = False) -> bool:
        """In one sentence, not about another match, not a question (unless ``question``
        allows one)."""
        r.budget.spend()
        number = r.index.number(start)
        if number < 0 or end > r.sentences[number].end:
            return False
        if number in r.other_match:
            return False
        return question or not r.is_question(number)

    def _about_incident(self, r: Reading, position: int) -> bool:
        number = r.index.number(position)
        return number >= 0 and r.sentence_has(self.incident_words, number, "masked")

    def _number(self, word: str) -> int | None:
        word = word.lower().replace("-", " ")
        digits = re.match(r"(\d+)", word)
        if digits:
            return int(digits.group(1))
        # a span of time said in words ("un cuarto de hora"): words.yaml grammar
        phrases = self.t.grammar.get("number_phrases") or {}
        if " ".join(word.split()) in phrases:
            return int(phrases[" ".join(word.split())])
        total = 0
        for part in word.split():
            if part in self.t.grammar.get("number_fillers", ()):
                continue  # "noventa y tres": the "y"
            value = self.t.numbers.get(part, self.t.ordinals.get(part))
            if value is None:
                return None
            total += value
        return total
