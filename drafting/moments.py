"""What telling incidents apart (drafting.candidates, drafting.sections) asks of two
units: whether a name is a player's, whether a text names him, whether two moments of the
match are apart."""

from __future__ import annotations

import re

from drafting.people import fold

#: Minutes apart that are still one incident (a goal and the end of its VAR check).
SAME_MOMENT = 4
#: The minutes that end a half or a period of extra time, and the most added time after one.
HALF_ENDS = frozenset({45, 90, 105, 120})
MAX_ADDED = 15
_WORD = re.compile(r"\w+")


def moment(minute: int | None, added_time: int | None) -> tuple[int, int] | None:
    """The minutes a minute may be, counting added time (90+5 is 95): a minute at the end
    of a half without its added time ("the 90th minute") may be any of its stoppage
    time's."""
    if minute is None:
        return None
    if added_time is not None:
        return (minute + added_time, minute + added_time)
    return (minute, minute + (MAX_ADDED if minute in HALF_ENDS else 0))


def named(name: str | None) -> bool:
    """A player's name, not a description ("a midfielder", "the Grenoble defender")."""
    return bool(name and name.strip() and name.strip()[0].isupper())


def mentioned(name: str, words: frozenset[str]) -> bool:
    """Whether a text of ``words`` names the player (by his last name)."""
    parts = _WORD.findall(fold(name))
    return bool(parts) and parts[-1] in words


def apart(mine: tuple[int, int] | None, theirs: tuple[int, int] | None) -> bool:
    """Two moments of the match, both known, more than ``SAME_MOMENT`` apart."""
    if mine is None or theirs is None:
        return False
    return theirs[0] - mine[1] > SAME_MOMENT or mine[0] - theirs[1] > SAME_MOMENT


def same_person(a: str, b: str) -> bool:
    x, y = fold(a).split(), fold(b).split()
    short, long = (x, y) if len(x) <= len(y) else (y, x)
    return bool(short) and (long[-len(short) :] == short or long[: len(short)] == short)
