"""The units of a text (its paragraphs, or sentences) as the incidents drafting.candidates
tells apart: what each unit's draft says (``Unit``), and an incident of units (``Group``),
with whether a next unit tells of it or of a new one (``Group.takes``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from drafting.moments import SAME_MOMENT, moment
from drafting.moments import mentioned as _mentioned
from drafting.moments import named as _named
from drafting.moments import same_person as _same_person


@dataclass
class Unit:
    start: int
    end: int
    event: bool = False
    #: The unit tells of a decision, not only of a VAR check (which an introduction may
    #: mention: "the VAR had a big say").
    decided: bool = False
    #: The unit says it tells of another goal than the one before.
    another: bool = False
    #: The unit sums up several goals ("Zweimal traf er, zweimal ..."): an introduction.
    summary: bool = False
    scorer: str | None = None
    minute: int | None = None
    added_time: int | None = None
    players: list[str] = field(default_factory=list)
    #: The unit opens by saying it tells of what came later ("Ten minutes later").
    later: bool = False
    #: The final decision it states (drafting's ``officials.final``), if any.
    final: str | None = None
    #: The words it writes with a capital, past its first (folded): the names it may say.
    capitals: frozenset[str] = frozenset()
    #: The unit's words (folded), to tell whether it names an incident's player it drafts
    #: nothing of ("Tagliafico himself was onside" after his goal).
    words: frozenset[str] = frozenset()
    #: The unit was not drafted (no decision words): its players are not known, only the
    #: live blog minute it opens with.
    skimmed: bool = False
    #: A line of it opens with a live blog's minute: an entry of its own moment.
    stamped: bool = False
    #: It has the words of the offside or VAR question (the language's ``offside``).
    told: bool = False
    #: The fixture its draft gives (both teams, folded), if any: another fixture is
    #: another match ("Finally, West Ham 1-0 Wolves" in a round-up).
    teams: frozenset[str] = frozenset()

    @property
    def moment(self) -> tuple[int, int] | None:
        """The minutes it may be, counting added time (90+5 is 95): a minute at the end
        of a half without its added time ("the 90th minute") may be any of its stoppage
        time's."""
        return moment(self.minute, self.added_time)


@dataclass
class Group:
    units: list[Unit] = field(default_factory=list)
    scorer: str | None = None
    minute: int | None = None
    added_time: int | None = None
    #: The latest minute its units name (a goal at 90+5, its check ending at 90+8).
    latest: tuple[int, int] | None = None
    #: The players its units name.
    players: list[str] = field(default_factory=list)
    #: The words of its units (folded).
    words: frozenset[str] = frozenset()

    def takes(self, unit: Unit, sentences: bool = False) -> bool:
        """Whether ``unit`` tells of this incident rather than a new one (``sentences``:
        the units are sentences, whose "he" or "the Colombian" a unit alone cannot name,
        so only the minute tells a new incident)."""
        if not unit.event:
            return True
        if unit.another or self._other_decision(unit) or self.other_match(unit):
            return False
        if not sentences and self._other_scorer(unit):
            return False
        mine, theirs = self.latest, unit.moment
        if mine is not None and theirs is not None:
            # Two minutes: they say whether it is the same moment (a live blog's goal at
            # 69' and its check at 70' name different players of one incident).
            return theirs[0] - mine[1] <= SAME_MOMENT and mine[0] - theirs[1] <= SAME_MOMENT
        if self._later_goal(unit) or not sentences and _turns_to(self, unit):
            return False
        if sentences or (unit.scorer is None and theirs is None):
            # A paragraph with neither a goal nor a minute of its own tells of the check
            # or the decision on the goal before ("Then the VAR stepped in...").
            return True
        return not self._strangers(unit)

    def _later_goal(self, unit: Unit) -> bool:
        """The unit opens on what came later ("Ten minutes later", "After the break")
        with a goal of its own, by a player the incident's text never names, and the
        incident was decided already."""
        return bool(
            unit.later
            and _named(unit.scorer)
            and not _mentioned(unit.scorer or "", self.words)
            and any(u.decided for u in self.units)
        )

    @property
    def teams(self) -> frozenset[str]:
        """The teams of the fixtures its units' drafts give (folded)."""
        return frozenset(t for u in self.units for t in u.teams)

    def other_match(self, unit: Unit) -> bool:
        """The unit's draft gives a fixture, and the incident's another, with no team of
        it: a round-up's or a column's next match."""
        return fixtures_apart(self.teams, unit.teams)

    def _other_decision(self, unit: Unit) -> bool:
        """The incident's goal was given or not, and the unit decides a penalty (or the
        other way round): a decision of another kind is another incident, unless the unit
        has no minute of its own and names only the incident's players (the penalty
        "annulled" after the review of the foul on the incident's striker)."""
        kinds = {_KIND.get(u.final or "") for u in self.units} - {None}
        theirs = _KIND.get(unit.final or "")
        return bool(kinds and theirs and theirs not in kinds) and not self._retells(unit)

    def _retells(self, unit: Unit) -> bool:
        theirs = [p for p in unit.players if _named(p)]
        return bool(
            unit.moment is None and theirs and all(_mentioned(p, self.words) for p in theirs)
        )

    def _other_scorer(self, unit: Unit) -> bool:
        """The unit's goal is someone else's than the incident's, the incident's text
        never names him, and the unit never names the incident's scorer (a player it
        named, the fouled defender, the man whose push the whistle punished, is the same
        story told again, and so is "Belkacem was kept onside by Guérin's heel")."""
        return bool(
            _named(self.scorer)
            and _named(unit.scorer)
            and not _same_person(self.scorer or "", unit.scorer or "")
            and not _mentioned(unit.scorer or "", self.words)
            and not _mentioned(self.scorer or "", unit.words)
        )

    def _strangers(self, unit: Unit) -> bool:
        """The unit names players, none of whom the incident's text names, and names
        none of the incident's players."""
        theirs = [p for p in unit.players if _named(p)]
        return bool(theirs and any(_named(p) for p in self.players)) and not (
            any(_mentioned(p, self.words) for p in theirs)
            or any(_mentioned(p, unit.words) for p in self.players if _named(p))
        )

    def add(self, unit: Unit) -> None:
        self.units.append(unit)
        self.scorer = self.scorer or unit.scorer
        if self.minute is None and unit.minute is not None:
            self.minute, self.added_time = unit.minute, unit.added_time
        if unit.moment is not None:
            self.latest = unit.moment
        self.players += [p for p in unit.players if p not in self.players]
        self.words |= unit.words


#: The kinds of final decisions: on a goal, on a penalty.
_KIND = {"goal": "goal", "no_goal": "goal", "penalty": "penalty", "no_penalty": "penalty"}


def _turns_to(incident: Group, unit: Unit) -> bool:
    """The incident's last paragraph tells of no decision and names players its other
    paragraphs do not, and ``unit`` names them and none of the others': the paragraph
    opens another incident ("Now the other end. Lacerda slid a pass to Amaral ..." before
    "The VAR intervened: Amaral had been beyond Paz")."""
    if len(incident.units) < 2 or incident.units[-1].event:
        return False
    before = of(incident.units[:-1])
    if not entry_of(incident.units[-1], unit) or entry_of(as_unit(before), unit):
        return False
    return not any(_mentioned(p, before.words) for p in incident.units[-1].players if _named(p))


def entry_of(previous: Unit, unit: Unit) -> bool:
    """``previous`` and ``unit`` name a player of one another's (by his last name)."""
    return any(_mentioned(p, unit.words) for p in previous.players if _named(p)) or any(
        _mentioned(p, previous.words) for p in unit.players if _named(p)
    )


def as_unit(g: Group) -> Unit:
    """The incident's players and words, as one unit's."""
    return Unit(0, 0, players=g.players, words=g.words)


def of(units: list[Unit]) -> Group:
    """The incident of ``units``."""
    g = Group()
    for u in units:
        g.add(u)
    return g


def fixtures_apart(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """Two fixtures, both given, without a team in common: two matches."""
    return bool(mine and theirs and not mine & theirs)
