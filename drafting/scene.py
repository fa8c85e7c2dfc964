"""What the steps of a draft share (drafting.assemble): the reading, the facts found so
far and what each step has worked out for the steps after it."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from drafting.builder import Builder
from drafting.facts import Cand, FactFinder, Stated
from drafting.focus import Span
from drafting.hits import Touch
from drafting.reading import Reading

#: Words that put a team on a side: (team, start, end).
Tag = tuple[int, int, int]
#: What the text says of a person: (person, start, end, the team or other person named).
Said = tuple[int, int, int, int | None]

ATTACKING_ACTIONS = frozenset({"cross", "pass", "header", "shot"})


@dataclass
class Scene:
    text: str
    reference_date: dt.date | None
    r: Reading
    b: Builder
    f: FactFinder
    #: The incident's touches (drafting.focus) and its scorer.
    touches: list[Touch]
    scorer: int | None
    #: The sentences telling of goals that are not the incident's.
    dropped: set[int]
    #: Where the text tells of the incident (drafting.focus), if it tells of a decision.
    span: Span | None = None
    #: The sentences telling of a decision (a call, a flag, a check: drafting.focus).
    decided: set[int] = field(default_factory=set)
    incident: dict[str, Any] = field(default_factory=dict)
    match: dict[str, Any] = field(default_factory=dict)
    # --- the people (drafting.cast)
    evidence: dict[str, list[Said]] = field(default_factory=dict)
    positions: list[Stated] = field(default_factory=list)
    involvements: list[Stated] = field(default_factory=list)
    #: The opponents the text measures an attacker against or says he affected.
    opponents: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: The people of the move, in the order the text first names them.
    chosen: list[int] = field(default_factory=list)
    # --- the sides (drafting.sides)
    tags: dict[int, list[Tag]] = field(default_factory=dict)
    attackers: set[int] = field(default_factory=set)
    official_cands: list[Cand] = field(default_factory=list)
    calls: list[dict[str, Any]] = field(default_factory=list)
    #: The side of each team the draft gives one.
    side_of: dict[int, str] = field(default_factory=dict)
    # --- the players (drafting.lineup)
    ids: dict[int, str] = field(default_factory=dict)
    players: list[dict[str, Any]] = field(default_factory=list)
    unnamed_ids: list[str] = field(default_factory=list)
    sequence: list[dict[str, Any]] = field(default_factory=list)
    officials: dict[str, Any] = field(default_factory=dict)

    def tagged(self, person: int) -> Tag | None:
        """The team the text's words give ``person``, when they give one only."""
        teams = {t for t, _, _ in self.tags.get(person, [])}
        return self.tags[person][0] if len(teams) == 1 else None
