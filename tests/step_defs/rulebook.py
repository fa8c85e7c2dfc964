"""An index of the rule book in features/: every scenario with its tags and example count.

Used to register the tags as pytest markers and by tests/test_catalogue.py to
check that the rule book covers every clause the engine can cite.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from explainer import rulebook
from rules import RULES, tag_for

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
REAL_INCIDENTS = FEATURES / "real_incidents.feature"

#: Tags that are not clause ids: the only others a scenario may carry.
TOPIC_TAGS: dict[str, str] = {
    "casebook": "a real incident from explainer/casebook",
    "misconception": "answers a common misreading of the offside Law",
    "practical_guidelines": "a diagram of the IFAB practical guidelines for Law 11",
}

#: Scenarios that state the Law correctly but that the engine gets wrong today. Each
#: runs as a strict xfail, so the fix shows up as a failure asking to drop the tag.
ENGINE_BUGS: dict[str, str] = {}
TOPIC_TAGS.update({tag: f"known engine bug: {reason}" for tag, reason in ENGINE_BUGS.items()})

#: Tag -> rule id, for every rule the engine can cite.
RULE_TAGS: dict[str, str] = {tag_for(rule_id): rule_id for rule_id in RULES}


@dataclass(frozen=True)
class Case:
    """One runnable unit: a scenario, or one Examples table of an outline."""

    feature: str
    rule: str | None
    scenario: str
    line: int
    tags: frozenset[str]
    #: How many scenarios it runs: 1, or the rows of its Examples table.
    count: int
    steps: tuple[str, ...]
    #: An outline's Examples rows, by column.
    rows: tuple[dict[str, str], ...] = ()

    def expanded_steps(self) -> tuple[str, ...]:
        """The steps with every Examples row filled in (the steps as run)."""
        if not self.rows:
            return self.steps
        return tuple(
            re.sub(r"<([^<>]+)>", lambda m, row=row: row.get(m.group(1), m.group(0)), step)
            for row in self.rows
            for step in self.steps
        )

    @property
    def rule_ids(self) -> set[str]:
        return {RULE_TAGS[t] for t in self.tags if t in RULE_TAGS}


def markers() -> list[tuple[str, str]]:
    """Every tag the rule book may use, with a description, for pytest's marker list."""
    found = [
        (
            tag,
            f"scenarios documenting {rule_id} (Law {RULES[rule_id].law} {RULES[rule_id].section})",
        )
        for tag, rule_id in RULE_TAGS.items()
    ]
    return found + list(TOPIC_TAGS.items())


@lru_cache(maxsize=1)
def _book() -> rulebook.RuleBook:
    """The one index of the feature files: explainer.rulebook's (the rule book pages use it)."""
    book = rulebook.load(FEATURES)
    assert book.problem is None and not book.unreadable, (book.problem, book.unreadable)
    return book


@lru_cache(maxsize=1)
def cases() -> tuple[Case, ...]:
    """Every runnable unit in features/, in file order."""
    found: list[Case] = []
    for sc in _book().scenarios():
        feature = Path(sc.file).stem
        steps = tuple(step.text for step in sc.steps)
        if not sc.examples:
            found.append(Case(feature, sc.rule, sc.name, sc.line, sc.tags, 1, steps))
        for ex in sc.examples:
            rows = tuple(dict(zip(ex.header, row, strict=True)) for row in ex.rows)
            tags = sc.tags | ex.tags
            found.append(Case(feature, sc.rule, sc.name, sc.line, tags, len(ex.rows), steps, rows))
    return tuple(found)


@lru_cache(maxsize=1)
def rules_described() -> tuple[tuple[str, str, str], ...]:
    """(feature, Rule: name, description) for every Gherkin Rule in the rule book."""
    return tuple(
        (Path(f.file).stem, name, description)
        for f in _book().features
        for name, description in f.rules
    )
