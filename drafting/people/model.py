"""What a text names and where: people, the mentions of every name, what was found."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from drafting.tables import PERSON_BASE, Team

OFFICIAL_ROLES = frozenset({"referee", "assistant", "var", "fourth_official"})
NOT_PLAYER_ROLES = OFFICIAL_ROLES | {"staff"}


@dataclass
class Person:
    index: int
    name: str
    tokens: tuple[str, ...]
    mentions: list[tuple[int, int]] = field(default_factory=list)
    roles: set[str] = field(default_factory=set)
    #: For an unnamed player: the team named with them (index), the noun, the side.
    unnamed: bool = False
    team: int | None = None
    noun: str | None = None
    side: str | None = None
    #: The side a named player's role word gives ("le défenseur Irigoyen": defending).
    role_side: str | None = None
    #: A named player called a full-back: he crosses as often as he defends.
    wide: bool = False
    #: A named player called a defender of the back line ("the Stoke centre-back Bell").
    back_line: bool = False

    @property
    def official(self) -> bool:
        return bool(self.roles & OFFICIAL_ROLES)

    @property
    def can_play(self) -> bool:
        return not self.roles & NOT_PLAYER_ROLES

    @property
    def goalkeeper(self) -> bool:
        return "goalkeeper" in self.roles or self.noun in ("goalkeeper", "keeper")


@dataclass(frozen=True, slots=True)
class Mention:
    start: int
    end: int
    #: person, team, ground, competition, org, place or demonym
    kind: str
    #: The person's, team's or competition's index; a ground's and a demonym's team.
    index: int
    #: For a competition: its canonical name (with the year when it has one).
    value: str = ""


@dataclass
class Found:
    """Everything named in a text, and the text with the names as placeholders."""

    people: list[Person]
    mentions: list[Mention]
    masked: str
    #: Teams named by name (not only by a demonym or an ambiguous alias), by index.
    named_teams: set[int]
    #: Every team of the text by index: the tables' teams, then those found by the
    #: structure of the text (a scoreline, "the Osasuna back line").
    teams: list[Team] = field(default_factory=list)
    #: A team's index by its name.
    team_index: dict[str, int] = field(default_factory=dict)
    #: Where the text gives a home and an away team by its structure alone: (home, away,
    #: start, end) of each scoreline or fixture whose teams the tables do not know.
    fixtures: list[tuple[int, int, int, int]] = field(default_factory=list)

    def person_at(self, char: str) -> Person | None:
        code = ord(char) - PERSON_BASE
        return self.people[code] if 0 <= code < len(self.people) else None


def fold(name: str) -> str:
    """A name as compared: no accents, case folded, spaces collapsed."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return " ".join(plain.casefold().split())


def is_part(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """``short`` names the same person as ``long``: it is a run of its words, ending at its
    last word ("Kane" in "Harry Kane", "van Boekel"), or its first word alone ("Emerson")."""
    if len(short) >= len(long):
        return False
    if long[-len(short) :] == short:
        return True
    return len(short) == 1 and long[0] == short[0]
