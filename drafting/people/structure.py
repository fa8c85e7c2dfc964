"""Teams found by the structure of the text: a scoreline, a fixture, a team's head."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from drafting.budget import Budget
from drafting.people.model import Mention, fold, is_part
from drafting.people.team_names import _WORD_BEFORE, TeamNames
from drafting.prefilter import may_match, words_of
from drafting.tables import Tables, Team

#: An elided article before a capitalised word: "L'" of "L'US Valbrune".
_ELIDED = re.compile(r"[LlDd]['’](?=[A-ZÀ-ÖØ-Þ])")


@dataclass
class _Discovery:
    """What ``_discover`` has found so far in one text."""

    #: 1 where a name of the tables (other than a place) stands.
    taken: bytearray
    #: The tables' teams the text names, by the folded words of their names.
    present: dict[tuple[str, ...], int]
    #: The names found, with how often.
    names: dict[str, int] = field(default_factory=dict)
    #: Names that are part of a tables' team the text names, with that team.
    part_of: dict[str, int] = field(default_factory=dict)
    #: A fixture's home and away names, with where it stands.
    pairs: list[tuple[str, str, int, int]] = field(default_factory=list)
    #: The names a strong structure or a club's affix gave (not only a weak one).
    strong: set[str] = field(default_factory=set)


def _taken(work: str, fixed: list[Mention]) -> bytearray:
    """1 where a name of the tables stands; a place is no name here ("Union Berlin" is a
    team, though Berlin is a place)."""
    taken = bytearray(len(work) + 1)
    for f in fixed:
        if f.kind != "place":
            taken[f.start : f.end] = b"\x01" * (f.end - f.start)
    return taken


def _present(
    work: str, fixed: list[Mention], teams: tuple[Team, ...]
) -> dict[tuple[str, ...], int]:
    """The tables' teams the text names, by the words of their names: "Frankfurt" in "the
    Frankfurt centre-back" is Eintracht Frankfurt when the text names them."""
    present: dict[tuple[str, ...], int] = {}
    for f in fixed:
        if f.kind == "team":
            for words in (work[f.start : f.end], teams[f.index].name):
                present[tuple(fold(w) for w in words.split())] = f.index
    return present


class StructureNames(TeamNames):
    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        t = self.t
        table = t.raw.get("team_structure") or {}
        name = str(table.get("name") or "")
        #: (pattern, gives home and away, weak): a weak pattern's names are teams only when
        #: neither is a team of the tables and the first is never said to act as one person
        #: ("Bologna's winner at Lecce", not "Kane's winner against Sporting").
        self.structures: list[tuple[re.Pattern[str], bool, bool]] = []
        for item in table.get("patterns") or [] if name else []:
            pattern = item if isinstance(item, str) else item["pattern"]
            home_away = not isinstance(item, str) and bool(item.get("home_away"))
            weak = not isinstance(item, str) and bool(item.get("weak"))
            expanded = t.expand(pattern)
            expanded = expanded.replace("{N}", f"(?P<n>{name})").replace("{M}", f"(?P<m>{name})")
            # (read over the text with its line breaks: "$" is a line's end too)
            flags = re.IGNORECASE | re.MULTILINE
            self.structures.append((re.compile(expanded, flags), home_away, weak))
        single = table.get("one_person")
        self.one_person = re.compile(t.expand(str(single))) if single else None

    def _team_name(self, raw: str, known: bool = False) -> str | None:
        """A structure's name as a team's: leading words that are no name taken off (with
        ``known``, also a name of the tables)."""
        words = raw.split()
        if words and _ELIDED.match(words[0]):
            words[0] = words[0][2:]  # "L'US Valbrune": the club's own words
        # (not a club's own word: "Stade Valbrune")
        while (
            words
            and words[0] not in self.affixes
            and (
                words[0].lower() in self.t.not_names
                or words[0].lower() in self.t.role_of
                or words[0].lower() in self.t.months
                or words[0].lower() in self.t.weekdays
            )
        ):
            words = words[1:]
        if not words or any(w.lower() in self.t.role_of for w in words):
            return None
        name = " ".join(words).rstrip(".")
        if len(name) < 3 or fold(name) in self.known_names and not known:
            return None
        if len(words) == 1 and words[0].lower() in self.t.not_names:
            return None
        return name

    def _discover(
        self, work: str, fixed: list[Mention], budget: Budget
    ) -> tuple[list[Team], list[Mention], list[tuple[int, int, int, int]]]:
        """Teams the tables do not know that the structure of the text names (a scoreline,
        a fixture, a result, a side's words), and every mention of them."""
        found = _Discovery(_taken(work, fixed), _present(work, fixed, self.t.teams))
        weak = self._scan_structures(work, found, budget)
        self._scan_affixes(work, found, budget)
        self._settle_weak(work, found, weak)
        teams, short = self._found_teams(found.names)
        for word, table in self._first_words(work, fixed).items():
            found.part_of.setdefault(word, table)
        if not teams and not found.part_of:
            return [], [], []
        teams = self._with_aliases(teams, short)
        base = len(self.t.teams)
        index = {alias: base + k for k, team in enumerate(teams) for alias in team.aliases}
        for name, table in found.part_of.items():
            index.setdefault(name, table)
        mentions, surnames = self._team_mentions(work, found.taken, index, budget, found.strong)
        if surnames:
            # (a word the team's name was cut to, "Borough" of "Marlow Borough", after a
            # capitalised word is another name's end, "Henley Borough": no surname of it)
            keep = [t for t in teams if not surnames & {t.name, *short.get(t.name, [])}]
            if len(keep) != len(teams):
                return self._renumber(keep, mentions, found.pairs, index)
        pairs = found.pairs
        fixtures = [(index[h], index[a], s, e) for h, a, s, e in pairs if h in index and a in index]
        return teams, mentions, fixtures

    def _take(self, found: _Discovery, raw: str, start: int, strong: bool = True) -> str | None:
        """The team a structure names at ``start``, counted in ``found.names``; None when
        it is no new team (a name taken, part of a tables' team the text names, or a
        team's word with a player's name after it)."""
        name = self._team_name(raw, known=True)
        if name is None:
            return None
        at = start + raw.index(name.split()[0])
        if any(found.taken[at : at + len(name)]):
            return None
        if fold(name) in self.known_names:
            # a tables' team by its own name, which its aliases do not hold: that team
            table_team = self.by_name.get(fold(name))
            if table_team is not None:
                found.part_of[name] = table_team
            return None
        key = tuple(fold(w) for w in name.split())
        table = next((i for words, i in found.present.items() if is_part(key, words)), None)
        if table is not None:
            found.part_of[name] = table
            return None
        if self._team_and_player(name, found.names, found.present):
            return None
        found.names[name] = found.names.get(name, 0) + 1
        if strong:
            found.strong.add(name)
        return name

    def _scan_structures(
        self, work: str, found: _Discovery, budget: Budget
    ) -> list[tuple[str, int, str, int]]:
        """The names the structures give (a fixture's pair of teams kept in
        ``found.pairs``); a weak structure's names are returned to be settled last."""
        weak: list[tuple[str, int, str, int]] = []
        words = words_of(work)
        for regex, home_away, is_weak in self.structures:
            if not may_match(regex, words):
                continue  # a word it cannot match without is not in the text
            for hit in regex.finditer(work):
                budget.spend()
                if is_weak:
                    weak.append((hit.group("n"), hit.start("n"), hit.group("m"), hit.start("m")))
                    continue
                if any(self._dated(hit.group(g)) for g in ("n", "m") if hit.groupdict().get(g)):
                    continue  # a heading's day ("LA LETTRE DU VENDREDI — Europe, VAR ..."): no pair
                # (a name right after a capitalised word, "Julián Ferro empató", may be a
                # surname: a team, but not one that takes the words before it elsewhere)
                got = {
                    g: self._take(
                        found, hit.group(g), hit.start(g), not self._after_word(work, hit.start(g))
                    )
                    for g in ("n", "m")
                    if hit.groupdict().get(g)
                }
                if home_away and got.get("n") and got.get("m"):
                    found.pairs.append((str(got["n"]), str(got["m"]), hit.start(), hit.end()))
        return weak

    def _after_word(self, work: str, start: int) -> bool:
        """A capitalised word that may be part of a name stands right before ``start``."""
        prev = _WORD_BEFORE.search(work[max(0, start - 30) : start])
        return prev is not None and self._name_before(prev.group())

    def _dated(self, raw: str) -> bool:
        """A structure's name holds a day or a month, and is no team of the tables."""
        words = raw.lower().split()
        return fold(raw) not in self.known_names and any(
            w in self.t.weekdays or w in self.t.months for w in words
        )

    def _scan_affixes(self, work: str, found: _Discovery, budget: Budget) -> None:
        """Names of two words or more with a team's affix ("FC", "United")."""
        if self.affix_run is None:
            return
        for hit in self.affix_run.finditer(work):
            budget.spend()
            name = self._team_name(hit.group())
            if not name or len(name.split()) < 2 or any(found.taken[hit.start() : hit.end()]):
                continue
            if self._team_and_player(name, found.names, found.present):
                continue
            found.names[name] = found.names.get(name, 0) + 1
            found.strong.add(name)

    def _settle_weak(
        self, work: str, found: _Discovery, weak: list[tuple[str, int, str, int]]
    ) -> None:
        """A weak structure's names are teams when neither is taken and the first is never
        said to act as one person."""
        for n_raw, n_at, m_raw, m_at in weak:
            first = self._team_name(n_raw)
            if first is None or self._acts_alone(work, first):
                continue
            if any(found.taken[n_at : n_at + len(n_raw)]):
                continue
            if any(found.taken[m_at : m_at + len(m_raw)]):
                # against a team of the tables: a name of one word is a team ("Wolfsburg's
                # equaliser against Eintracht Frankfurt"), unless it is a surname (see
                # ``_team_mentions``)
                if " " not in first:
                    self._take(found, n_raw, n_at, strong=False)
                continue
            if self._team_name(m_raw) is None:
                continue
            self._take(found, n_raw, n_at, strong=False)
            self._take(found, m_raw, m_at, strong=False)

    def _acts_alone(self, work: str, name: str) -> bool:
        """The text says ``name`` does something as one person ("Mbappé was offside")."""
        if self.one_person is None:
            return False
        pattern = re.escape(name) + r"(?![\w-])" + self.one_person.pattern
        return re.search(pattern, work, self.one_person.flags) is not None
