"""A trainer's set of questions (the /train pages): what a reader chose, the questions picked
for it, the answers given so far, and the score. Everything is in the page's address (the
chosen filters, the questions' ids, the answers as one letter each), so a set is a link:
the same link gives the same questions to anyone, in any language, and no server keeps a
session. Every parameter is checked here; one that cannot be used raises ``ParamError``
naming it. Nothing here words anything (templates/training/).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from explainer.training import bank
from explainer.training.questions import Question
from explainer.training.topics import TOPICS
from rules import RULES
from rules.editions import EDITION_NAMES

#: How many questions a set may have (the start page offers these).
COUNTS = (5, 10, 20)
DIFFICULTIES = (1, 2, 3)
#: The filters a set keeps in its address, in this order.
FILTERS = ("topic", "edition", "difficulty")


@dataclass(frozen=True)
class ParamError(Exception):
    """A parameter that cannot be used: its name and the value given."""

    name: str
    value: str


@dataclass(frozen=True)
class Choice:
    """What a reader chose on the start page (each "" for any)."""

    topic: str = ""
    edition: str = ""
    difficulty: str = ""
    count: int = COUNTS[0]

    def filters(self) -> bank.Filters:
        """The bank's filters: a topic is a group of clauses or one clause."""
        group = self.topic if self.topic in TOPICS else None
        clause = self.topic if self.topic and group is None else None
        return bank.Filters(
            clause=clause,
            topic=group,
            edition=self.edition or None,
            difficulty=int(self.difficulty) if self.difficulty else None,
        )

    def query(self) -> dict[str, Any]:
        """The filters as an address keeps them (the ones given only)."""
        return {k: v for k in FILTERS if (v := getattr(self, k))}


def _one(args: Mapping[str, str], name: str, allowed: object) -> str:
    raw = args.get(name, "")
    if raw and raw not in allowed:  # type: ignore[operator]
        raise ParamError(name, raw)
    return raw


def read_choice(args: Mapping[str, str], count: bool = False) -> tuple[Choice, list[ParamError]]:
    """The reader's choice in ``args``: every parameter that can be used kept, and the
    problems of the others (each named)."""
    values: dict[str, object] = {}
    problems: list[ParamError] = []
    checks: dict[str, object] = {
        "topic": (*TOPICS, *RULES),
        "edition": EDITION_NAMES,
        "difficulty": tuple(str(d) for d in DIFFICULTIES),
    }
    for name, allowed in checks.items():
        try:
            values[name] = _one(args, name, allowed)
        except ParamError as exc:
            problems.append(exc)
    if count:
        raw = args.get("count", str(COUNTS[0]))
        if raw in tuple(str(c) for c in COUNTS):
            values["count"] = int(raw)
        else:
            problems.append(ParamError("count", raw))
    return Choice(**values), problems  # type: ignore[arg-type]


def pick(choice: Choice, seed: int) -> list[Question]:
    """The questions of a new set: ``choice.count`` of those the filters keep (all of them
    when fewer), drawn by ``seed`` from the bank in the order of their ids."""
    kept = sorted(bank.select(choice.filters()), key=lambda q: q.id)
    return random.Random(seed).sample(kept, min(choice.count, len(kept)))


@dataclass(frozen=True)
class QuestionSet:
    """A set of questions and the answers given so far (a choice id each, in order)."""

    questions: tuple[Question, ...]
    answers: str = ""

    @property
    def ids(self) -> str:
        return ",".join(q.id for q in self.questions)

    @property
    def done(self) -> bool:
        return len(self.answers) == len(self.questions)

    def right(self, number: int) -> bool:
        """Whether question ``number`` (from 1) was answered right."""
        return self.answers[number - 1] == self.questions[number - 1].answer

    def score(self) -> int:
        return sum(self.right(n) for n in range(1, len(self.answers) + 1))

    def missed(self) -> list[int]:
        """The numbers (from 1) of the questions answered wrong."""
        return [n for n in range(1, len(self.answers) + 1) if not self.right(n)]

    def by_clause(self) -> list[ClauseScore]:
        """For each clause the answered questions cite, in the order first cited: how many
        of them were answered right."""
        found: dict[str, ClauseScore] = {}
        for n in range(1, len(self.answers) + 1):
            for rule in self.questions[n - 1].clauses:
                row = found.setdefault(rule, ClauseScore(rule))
                row.asked.append(n)
                if self.right(n):
                    row.right += 1
        return list(found.values())


@dataclass
class ClauseScore:
    """The score on one clause: the questions that cite it, and how many were right."""

    rule: str
    asked: list[int] = field(default_factory=list)
    right: int = 0


def read_set(args: Mapping[str, str]) -> QuestionSet:
    """The set in ``args`` (``ids``, ``answers``), checked: every id a question of the bank,
    at most the largest count, none twice; one answer a letter of that question's choices."""
    raw = args.get("ids", "")
    idents = raw.split(",") if raw else []
    if not idents or len(idents) > max(COUNTS) or len(set(idents)) != len(idents):
        raise ParamError("ids", raw)
    questions = tuple(bank.by_id(i) for i in idents)
    if any(q is None for q in questions):
        raise ParamError("ids", raw)
    found = tuple(q for q in questions if q is not None)
    answers = args.get("answers", "")
    if len(answers) > len(found) or any(
        a not in {c.id for c in q.choices} for a, q in zip(answers, found, strict=False)
    ):
        raise ParamError("answers", answers)
    return QuestionSet(found, answers)


def number(asked: int, found: QuestionSet, answered: bool) -> int:
    """Question number ``asked`` of ``found``, checked: within the set, and answered when
    its answer is to be shown (else every question before it answered)."""
    limit = len(found.answers) if answered else len(found.answers) + 1
    if not 1 <= asked <= min(limit, len(found.questions)):
        raise ParamError("number", str(asked))
    return asked
