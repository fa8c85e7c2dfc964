"""What the engine runs of one analysis share: a ``Session``, handed to each run.

The analysis (rules/analysis/) runs the engine again and again on copies of one incident
that share every part they do not change (the same objects: rules.changes copies only
the part changed). A session keeps what a run works out from such a part, with the part
itself, and a later run given the very same part (``is``, not equal: two equal
involvements are two involvements) takes it again: the look-ups a context builds from
the incident's lists (rules.context), and the judgements of positions
(rules.offside.judgements.judged). Outside an analysis no session is given, and every run
works everything out afresh.
"""

from __future__ import annotations

from typing import Generic, Literal, TypeVar

from rules.editions import ChangeName
from rules.incident import Involvement
from rules.trace import Finding, Missing

Team = Literal["attacking", "defending"]

#: What a run may ask of its edition (rules.context.Context.asked): whether it has a
#: change to the Laws, whether it is the one applied on the day, whether the
#: deliberate-play criteria are applied.
Question = ChangeName | Literal["applied_on_the_day", "criteria_in_use"]

#: A position's judgement kept for the runs after it: whether it was an offside position
#: (None: unknown), the facts missing to say, the findings judging it recorded, and what
#: judging it asked of the edition (rules.offside.judgements.judged).
Judgement = tuple[bool | None, list[Missing], list[Finding], dict[Question, bool]]

#: A position's judgements by edition name, one per edition it was judged under.
Judgements = dict[str, Judgement]

#: Which position of a run: (player, contact, point, index into the incident's positions).
PositionKey = tuple[str, int, str, int]

#: The look-ups of a run's players: the attackers' ids, and each player's team.
Teams = tuple[tuple[str, ...], dict[str, Team]]
#: The contacts after which an involvement or a foul happens (or may have), and the
#: involvements nobody reported that may have happened (rules.offside.unreported).
Moments = tuple[frozenset[int], tuple[Involvement, ...]]
#: Each position's index, by (player, contact, point).
PositionIndex = dict[tuple[str, int, str], int]

T = TypeVar("T")


class Shelf(Generic[T]):
    """Values kept with the objects they were worked out from, found again only by those
    very objects. (Kept by reference: an object stays alive, and so its own, while its
    value is kept.)"""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: list[tuple[tuple[object, ...], T]] = []

    def find(self, parts: tuple[object, ...]) -> T | None:
        """The value kept for exactly these objects (as many, in the same order), if any."""
        first = parts[0]
        for kept, value in self.entries:
            if kept[0] is first and _same(kept, parts):
                return value
        return None

    def keep(self, parts: tuple[object, ...], value: T) -> T:
        self.entries.append((parts, value))
        return value


def _same(kept: tuple[object, ...], parts: tuple[object, ...]) -> bool:
    # (By index: compiled, zip with a keyword is a generic call; the first is checked.)
    return all(kept[i] is parts[i] for i in range(1, len(parts)))


class PositionsJudged:
    """The judgements of one run's positions made on what every position of the run shares
    (its players, players off the field and match: ``Session.judged``), by position; each
    position's with its item (None: not in the incident), found again by that item."""

    __slots__ = ("by_position",)

    def __init__(self) -> None:
        self.by_position: dict[PositionKey, Shelf[Judgements]] = {}

    def of(self, key: PositionKey, item: object) -> Judgements:
        """The judgements of this position (an empty dict, kept, when none yet)."""
        shelf = self.by_position.get(key)
        if shelf is None:
            shelf = self.by_position[key] = Shelf()
        found = shelf.find((item,))
        if found is None:
            found = shelf.keep((item,), {})
        return found


class Session:
    """What the runs of one analysis share (``rules.api.decide(..., session=)``).

    ``teams``, ``moments`` and ``index``: the look-ups a context builds from the players;
    from the involvements, fouls, touches and players, by the unlisted-involvements rule;
    and from the positions (rules.context). ``judged``: the judgements of positions, by
    the unlisted-positions rule and offside rule, then by the players, players off the
    field and match they were judged with."""

    __slots__ = ("teams", "moments", "index", "judged")

    def __init__(self) -> None:
        self.teams: Shelf[Teams] = Shelf()
        self.moments: dict[str, Shelf[Moments]] = {}
        self.index: Shelf[PositionIndex] = Shelf()
        self.judged: dict[tuple[str, str], Shelf[PositionsJudged]] = {}

    def positions_judged(
        self, rules: tuple[str, str], shared: tuple[object, ...]
    ) -> PositionsJudged:
        """The judgements made under these rules (unlisted positions, offside) on these
        very parts of an incident (kept, and empty, when none yet)."""
        shelf = self.judged.get(rules)
        if shelf is None:
            shelf = self.judged[rules] = Shelf()
        found = shelf.find(shared)
        if found is None:
            found = shelf.keep(shared, PositionsJudged())
        return found
