"""Editions of the Laws of the Game and the changes each one brought that bear on offside.

The Laws change every season (from 1 July; 1 June from 2016 to 2020). The engine
decides an incident under the edition in force on the match date, unless an edition is
given explicitly. Each change the rules depend on is named once here, with the first
edition that has it and the clause it bears on (``CHANGES``); an edition has a change when
it is that edition or a later one. See ../shared/docs/laws.md section 1.8.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

#: The names of the changes, for the type checker.
ChangeName = Literal[
    "var_in_the_laws",
    "ball_off_official_no_goal",
    "deliberate_handball_is_play",
    "armpit_line",
    "deliberate_play_criteria",
    "goalkeeper_throw_last_contact",
    "var_extended_scope",
]


@dataclass(frozen=True, slots=True)
class Change:
    """A change to the Laws that the offside rules depend on, and when it came in."""

    name: ChangeName
    #: The first edition that has it.
    since: str
    #: The clauses whose reading it changes.
    clauses: tuple[str, ...]


#: Every change the engine knows, oldest first.
CHANGES: tuple[Change, ...] = (
    # 2018/19: the VAR protocol is part of the Laws; before, VAR was an IFAB experiment.
    Change("var_in_the_laws", "2018/19", ("VAR-TRIAL-1",)),
    # 2019/20: a ball that goes into the goal off a match official is no goal (Law 9.2).
    Change("ball_off_official_no_goal", "2019/20", ("BALL-OFFICIAL-1",)),
    # 2020/21: a deliberate handball by an opponent counts as a deliberate play.
    Change("deliberate_handball_is_play", "2020/21", ("OFF-DP-1",)),
    # 2021/22: the arm ends at the bottom of the armpit; the shoulder above counts.
    Change("armpit_line", "2021/22", ("OFF-POS-4",)),
    # 2022/23: the IFAB criteria for telling a deliberate play from a deflection (circular
    # of 27 July 2022, written into Law 11 from 2023/24).
    Change("deliberate_play_criteria", "2022/23", ("OFF-DP-2", "OFF-DP-3")),
    # 2025/26: for a goalkeeper's throw, the last point of contact is used.
    Change("goalkeeper_throw_last_contact", "2025/26", ("OFF-MOJ-3",)),
    # 2026/27: VAR may also review second yellow cards, wrong-team identity and, as a
    # competition option, wrongly awarded corner kicks.
    Change("var_extended_scope", "2026/27", ("VAR-CAT-3",)),
)
CHANGE_NAMES: tuple[str, ...] = tuple(c.name for c in CHANGES)


@dataclass(frozen=True, slots=True)
class Edition:
    """One season's Laws of the Game, with the changes it has."""

    name: str
    effective: date
    changes: frozenset[str]

    def has(self, change: ChangeName) -> bool:
        """Does this edition have ``change``?"""
        return change in self.changes


#: Each edition's name and the day it took effect.
_DATES: tuple[tuple[str, date], ...] = (
    ("2016/17", date(2016, 6, 1)),
    ("2017/18", date(2017, 6, 1)),
    ("2018/19", date(2018, 6, 1)),
    ("2019/20", date(2019, 6, 1)),
    ("2020/21", date(2020, 6, 1)),
    ("2021/22", date(2021, 7, 1)),
    ("2022/23", date(2022, 7, 1)),
    ("2023/24", date(2023, 7, 1)),
    ("2024/25", date(2024, 7, 1)),
    ("2025/26", date(2025, 7, 1)),
    ("2026/27", date(2026, 7, 1)),
)
EDITION_NAMES: tuple[str, ...] = tuple(name for name, _ in _DATES)


def _edition(index: int) -> Edition:
    name, effective = _DATES[index]
    have = frozenset(c.name for c in CHANGES if EDITION_NAMES.index(c.since) <= index)
    return Edition(name, effective, have)


EDITIONS: tuple[Edition, ...] = tuple(_edition(i) for i in range(len(_DATES)))

#: The IFAB circular that set out the deliberate-play criteria took effect on the day it
#: was issued, 27 July 2022, not on the 2022/23 edition's 1 July: a match in between was
#: played before anyone had the criteria.
DELIBERATE_PLAY_CIRCULAR = date(2022, 7, 27)

EARLIEST = EDITIONS[0]
LATEST = EDITIONS[-1]


def edition_named(name: str) -> Edition:
    """Return the edition called ``name`` (for example ``"2022/23"``)."""
    for edition in EDITIONS:
        if edition.name == name:
            return edition
    raise KeyError(name)


def edition_on(day: date) -> Edition | None:
    """Return the edition in force on ``day``, or None before the earliest we encode."""
    found: Edition | None = None
    for edition in EDITIONS:
        if edition.effective <= day:
            found = edition
    return found


def changes_between(then: Edition, now: Edition) -> tuple[str, ...]:
    """The changes one of the two editions has and the other has not, oldest first."""
    return tuple(c.name for c in CHANGES if (c.name in then.changes) != (c.name in now.changes))
