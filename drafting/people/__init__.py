"""Who and what the text names: people, teams, grounds, competitions, organisations.

Teams, grounds, competitions and organisations come from the tables (their names and
aliases). People are runs of capitalised words that are none of those; a mention of one
word ("Kane") is the person named in full elsewhere ("Harry Kane") when only one fits.
A role word beside a name says what the person is ("referee Danny Makkelie", "Spurs
striker Kane", "Ruben Amorim, Sporting head coach"): officials and staff never become
players of the incident. Unnamed players ("a Sporting defender", "an opponent") are found
in the masked text (see ``Found.mask``) and added as people too.

Each kind of name has its module; ``Finder`` finds them all.
"""

from __future__ import annotations

from drafting.budget import Budget
from drafting.people.known import found_for_tables
from drafting.people.model import NOT_PLAYER_ROLES, OFFICIAL_ROLES, Found, Mention, Person, fold
from drafting.people.roles import RoleNames
from drafting.text import Index, lined_copy

__all__ = [
    "NOT_PLAYER_ROLES",
    "OFFICIAL_ROLES",
    "Finder",
    "Found",
    "Mention",
    "Person",
    "fold",
]


class Finder(RoleNames):
    """Finds the names in texts of one language (the regular expressions are built once)."""

    def find(self, text: str, work: str, index: Index, budget: Budget | None = None) -> Found:
        budget = budget or Budget()
        # (names found by structure or as runs of capitals never cross a line break)
        lined = lined_copy(work, text)
        fixed = self._fixed(work, text, lined)
        budget.spend(len(fixed))
        extra, more, fixtures = self._discover(lined, fixed, budget)
        if more:
            covered = bytearray(len(work) + 1)
            for m in more:
                covered[m.start : m.end] = b"\x01" * (m.end - m.start)
            fixed = [m for m in fixed if m.kind != "place" or not any(covered[m.start : m.end])]
        fixed = sorted(
            found_for_tables(work, fixed, extra, self.t.teams) + more, key=lambda m: m.start
        )
        taken = [(m.start, m.end) for m in fixed]
        runs = self._runs(lined, taken, index)
        budget.spend(sum(len(run) for run in runs))
        heading = self._team_heads(work, runs, fixed, extra)
        if heading:
            fixed = sorted(fixed + heading, key=lambda m: m.start)
        people, person_mentions = self._people(work, runs, index)
        mentions = sorted(fixed + person_mentions, key=lambda m: m.start)
        found = Found(
            people=people,
            mentions=mentions,
            masked="",
            named_teams={m.index for m in fixed if m.kind in ("team", "ground")},
            teams=[*self.t.teams, *extra],
            fixtures=fixtures,
        )
        found.team_index = {team.name: i for i, team in enumerate(found.teams)}
        found.masked = self._mask(work, mentions)
        self._roles(found)
        self._role_anaphors(found)
        self._unnamed(found)
        budget.spend(len(found.mentions))
        return found
