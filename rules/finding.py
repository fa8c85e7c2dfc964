"""One step of the reasoning (Finding), and a reference to one (TraceRef).

Plain classes the engine makes dozens of per decision and reads again and again (the
summary, the reasons, the VAR layer walk the trace): compiled (make compile), each is a
native class, so that making one and reading its fields are C struct stores and loads
rather than lookups by name. Dataclasses, so that pydantic serialises them inside a
Decision and a Summary (rules/trace.py declares their fields to pydantic: compiling keeps
only the types C checks). Their fields are ``Final``: the type checker refuses any
assignment but the constructor's, and compiled they are read-only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.citation import Citation

FactValue = str | int | float | bool | None


@dataclass
class Finding:
    """One step of the reasoning: the rule applied, its citation, and what it found."""

    rule: Final[str]
    citation: Final[Citation]
    #: A short machine token, e.g. ``offside_position`` or ``not_reset``.
    outcome: Final[str]
    #: The contact (1-based) the finding is about, if any.
    at: Final[int | None]
    player: Final[str | None]
    #: True when the finding rests on a subjective judgement (an opinion, not a fact).
    judgement: Final[bool]
    #: The rule this finding sets aside, when it is an exception.
    overrides: Final[str | None]
    facts: Final[dict[str, FactValue]]

    def __init__(
        self,
        rule: str,
        citation: Citation,
        outcome: str,
        at: int | None = None,
        player: str | None = None,
        judgement: bool = False,
        overrides: str | None = None,
        facts: dict[str, FactValue] | None = None,
    ) -> None:
        self.rule = rule
        self.citation = citation
        self.outcome = outcome
        self.at = at
        self.player = player
        self.judgement = judgement
        self.overrides = overrides
        self.facts = {} if facts is None else facts

    def __reduce__(self) -> tuple[type[Finding], tuple[object, ...]]:
        # Copied, deep-copied and pickled by making it again from its fields (compiled,
        # it has no __dict__ to restore).
        fields = (self.rule, self.citation, self.outcome, self.at, self.player)
        return Finding, (*fields, self.judgement, self.overrides, self.facts)


@dataclass
class TraceRef:
    """A finding of the trace that the outcome turns on (made by rules.summary.reference);
    hashed by its fields, so that a Summary holding some stays hashable."""

    #: Position of the finding in ``Decision.trace`` (from 0).
    index: Final[int]
    #: The finding's clause (an id of rules/catalogue.py) and its outcome there.
    rule: Final[str]
    outcome: Final[str]
    #: The touch and the player it is about, as the finding gives them.
    at: Final[int | None]
    player: Final[str | None]

    def __init__(
        self,
        index: int,
        rule: str,
        outcome: str,
        at: int | None = None,
        player: str | None = None,
    ) -> None:
        self.index = index
        self.rule = rule
        self.outcome = outcome
        self.at = at
        self.player = player

    def __hash__(self) -> int:
        return hash((self.index, self.rule, self.outcome, self.at, self.player))

    def __reduce__(self) -> tuple[type[TraceRef], tuple[object, ...]]:
        # (As Finding's.)
        return TraceRef, (self.index, self.rule, self.outcome, self.at, self.player)
