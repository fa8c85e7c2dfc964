"""Editions of the Laws of the Game and the Law 11 changes each one brought.

The Laws change every season (normally from 1 July; 1 June in 2019 and 2020).
The engine decides an incident under the edition in force on the match date,
unless an edition is given explicitly. Only the changes that affect offside and
the goal-related VAR protocol are recorded here; see ../shared/docs/laws.md §1.8.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class Edition:
    """One season's Laws of the Game, with the flags the offside rules depend on."""

    name: str
    effective: date
    #: 2020/21: a deliberate handball by an opponent counts as a deliberate play.
    deliberate_handball_is_play: bool
    #: 2021/22: the arm ends at the bottom of the armpit; the shoulder above counts.
    armpit_line: bool
    #: 2022/23: the IFAB deliberate-play criteria (circular of 27 July 2022,
    #: written into Law 11 from 2023/24) are used to tell play from deflection.
    deliberate_play_criteria: bool
    #: 2025/26: for a goalkeeper's throw, the last point of contact is used.
    goalkeeper_throw_last_contact: bool
    #: 2026/27: VAR may also review second yellow cards, wrong-team identity and,
    #: as a competition option, wrongly awarded corner kicks.
    var_extended_scope: bool


def _e(name: str, effective: date, *flags: bool) -> Edition:
    return Edition(name, effective, *flags)


EDITIONS: tuple[Edition, ...] = (
    _e("2019/20", date(2019, 6, 1), False, False, False, False, False),
    _e("2020/21", date(2020, 6, 1), True, False, False, False, False),
    _e("2021/22", date(2021, 7, 1), True, True, False, False, False),
    _e("2022/23", date(2022, 7, 1), True, True, True, False, False),
    _e("2023/24", date(2023, 7, 1), True, True, True, False, False),
    _e("2024/25", date(2024, 7, 1), True, True, True, False, False),
    _e("2025/26", date(2025, 7, 1), True, True, True, True, False),
    _e("2026/27", date(2026, 7, 1), True, True, True, True, True),
)

#: The IFAB circular that set out the deliberate-play criteria took effect on the day it
#: was issued, 27 July 2022, not on the 2022/23 edition's 1 July: a match in between was
#: played before anyone had the criteria.
DELIBERATE_PLAY_CIRCULAR = date(2022, 7, 27)

EDITION_NAMES: tuple[str, ...] = tuple(e.name for e in EDITIONS)
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
