"""What a clause is: a rule the engine encodes, and the outcomes its findings may record.

Each clause is declared once, as a class in the module of its part of the Laws (its
``rule`` and one attribute per outcome), so ``ctx.add(OffPos7.second_last_ahead, ...)``
names an outcome mypy knows exists. An outcome carries what other code needs to know of
it; readers ask it rather than compare its string.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from rules.editions import CHANGES, ChangeName
from rules.trace import Document, MisconceptionId

Kind = Literal["factual", "subjective", "procedural"]
#: What the storyboard draws for a decisive finding about a touch of the ball.
Drawing = Literal[
    "deflection", "deliberate_play", "deliberate_handball", "save", "rebound", "restart"
]

FACT: Kind = "factual"
JUDGEMENT: Kind = "subjective"
PROCEDURE: Kind = "procedural"

#: Where a clause lives: the document, and the Law it is in (None for the VAR protocol and
#: the Laws' introduction).
Where = tuple[Document, int | None]
LAW_11: Where = ("Laws of the Game", 11)
LAW_9: Where = ("Laws of the Game", 9)
LAW_5: Where = ("Laws of the Game", 5)
LAW_8: Where = ("Laws of the Game", 8)
LAW_12: Where = ("Laws of the Game", 12)
LAW_15: Where = ("Laws of the Game", 15)
TRIAL: Where = ("IFAB trial", None)
LAWS: Where = ("Laws of the Game", None)
VAR: Where = ("VAR protocol", None)


class Recorded(Protocol):
    """What records an outcome: a finding of the trace, or a reference to one."""

    @property
    def rule(self) -> str: ...

    @property
    def outcome(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """One outcome a finding of ``rule`` may record (``name``, as the trace spells it)."""

    rule: str
    name: str
    #: An earlier offside position still counts after this touch (no reset).
    keeps_position: bool = False
    #: An involvement other than simply playing the ball (the judgement it rests on).
    involvement: bool = False
    #: A fact the decision needs is not settled.
    unsettled: bool = False
    #: What the storyboard draws when this finding is decisive (None: not a touch frame).
    draws: Drawing | None = None
    #: The misreading this outcome answers, when one does.
    answers: MisconceptionId | None = None
    #: A protocol clause's finding stated among the Law's steps, not the review's: it says
    #: how far the incident's facts can be trusted, whether or not VAR reviewed anything.
    among_law_steps: bool = False

    def recorded(self, found: Recorded) -> bool:
        """Does ``found`` (a finding, or a reference to one) record this outcome?"""
        return found.outcome == self.name and found.rule == self.rule


#: Several outcomes of one rule (readers that accept any of them).
Outcomes = tuple[Outcome, ...]


@dataclass(frozen=True, slots=True)
class Rule:
    """A clause the engine encodes: its id, short title, where it lives in the Laws, its
    kind, the first edition that has it, the rule it is an exception to, and the outcomes
    its findings may record (a closed set, filled in by ``outcome`` as the clause is
    declared). The edition changes that alter its reading come from rules.editions.CHANGES.
    """

    id: str
    document: Document
    law: int | None
    section: str
    kind: Kind
    #: First edition that carries the clause, when it is newer than 2016/17.
    since: str | None = None
    #: The rule this one is an explicit exception to.
    overrides: str | None = None
    #: A short title, as the rule book lists the clause.
    title: str = ""
    #: The declared outcomes by name (filled in by ``outcome``, in declaration order).
    declared: dict[str, Outcome] = field(default_factory=dict, compare=False)

    @property
    def outcomes(self) -> frozenset[str]:
        """Every outcome a finding of this rule may record."""
        return frozenset(self.declared)

    @property
    def changes(self) -> tuple[ChangeName, ...]:
        """The edition changes (rules.editions.CHANGES) that alter how this clause reads."""
        return tuple(c.name for c in CHANGES if self.id in c.clauses)

    def outcome(
        self,
        name: str,
        *,
        keeps_position: bool = False,
        involvement: bool = False,
        unsettled: bool = False,
        draws: Drawing | None = None,
        answers: MisconceptionId | None = None,
        among_law_steps: bool = False,
    ) -> Outcome:
        """Declare the outcome ``name`` of this rule, with what it means to other code."""
        found = Outcome(
            self.id, name, keeps_position, involvement, unsettled, draws, answers, among_law_steps
        )
        self.declared[name] = found
        return found

    def get(self, name: str) -> Outcome:
        """The declared outcome ``name`` (ValueError for one the rule does not declare)."""
        found = self.declared.get(name)
        if found is None:
            raise ValueError(
                f"{self.id} has no outcome {name!r} (declared: {sorted(self.declared)})"
            )
        return found


class Clause:
    """A clause's declaration: subclasses give its ``rule`` and one attribute per outcome."""


# The families a clause may declare it belongs to, by the class it derives from (readers
# ask rules.catalogue.family, never the spelling of an id).
class PositionClause(Clause):
    """A clause of the offside position itself (Law 11.1, and 11.4's defender off the
    field): its findings judge where one player was at one touch."""


class OrderClause(Clause):
    """A clause of the order of offences (Law 11.2): an offside offence against a foul."""


def clause(
    id_: str,
    where: Where,
    section: str,
    kind: Kind,
    *,
    since: str | None = None,
    overrides: str | None = None,
    title: str,
) -> Rule:
    """The ``rule`` of a clause declaration."""
    document, law = where
    return Rule(id_, document, law, section, kind, since, overrides, title)
