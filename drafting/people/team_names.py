"""Teams' names once found: their aliases, their mentions in the text, a team's word at the
head of a run of names, and the words of a tables' team that name it alone here."""

from __future__ import annotations

import re

from drafting.budget import Budget
from drafting.people.known import KnownNames
from drafting.people.model import Mention, fold, is_part
from drafting.tables import TEAM_BASE, TEAM_END, Tables, Team, _alternation

#: The parts of a team's name its initials are taken from ("Rot-Weiß Oberhausen").
_PARTS = re.compile(r"[^\W\d_]+")


def initials(name: str, affixes: frozenset[str]) -> list[str]:
    """The initials a team's name of two or more words is written as, in capitals, two to
    four letters, a word of capitals kept whole: "RWO" of "Rot-Weiß Oberhausen", "WSV" of
    "Wuppertaler SV", "CFC" of "Chemnitzer FC", "YB" of "BSC Young Boys" (its name without
    its affixes). A compound before a role ("RWO-Torhüter") or the text's short name for the
    team."""
    out: list[str] = []
    parts = _PARTS.findall(name)
    for words in (parts, [w for w in parts if w not in affixes]):
        if len(words) < 2 or not all(w[:1].isupper() for w in words):
            continue
        short = "".join(w if w.isupper() else w[0] for w in words)
        if 2 <= len(short) <= 4 and short not in out and short != name:
            out.append(short)
    return out


#: A capitalised word of a club's name, a capital of Latin Extended-A too ("Žalgiris"), with
#: a lower-case part of two letters or more after an apostrophe ("Be'er"; not a genitive's).
_WORD = r"[A-ZÀ-ÖØ-ÞĀ-ſ][\w-]*(?:['’][a-z]{2}[\w-]*)?"

#: The word right before a name, after a space or a comma ("team-mate " of "team-mate Lewis").
_LOWER_BEFORE = re.compile(r"([\w’'-]+),? $")

#: A capitalised word right before a name: "Lionel " in "Lionel Messi".
_WORD_BEFORE = re.compile(r"(?-i:[A-Z][\w’'-]+) $")


class TeamNames(KnownNames):
    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        t = self.t
        affixes = [str(a) for a in t.words.get("team_affixes") or []]
        self.affixes = frozenset(affixes)
        self.affix_run = (
            re.compile(
                # (after an elided article too: "l'US Valbrune", "d'Olympique Lormoy")
                r"(?:(?<![\w’'.-])|(?<=\b[lLdD]['’]))"
                rf"(?:(?:[A-Z][a-z]{{0,2}}\.|{_WORD}) ){{0,3}}"
                rf"(?:{_alternation(affixes)})(?: {_WORD}){{0,3}}(?![\w’'-])"
            )
            if affixes
            else None
        )
        self.known_names = {fold(a) for team in t.teams for a in (team.name, *team.aliases)}
        #: A tables' team by the folded words of its own name, where no other team is so
        #: named: "Bolívar" in "Always Ready - Bolívar", a team whose aliases are longer.
        by_name: dict[str, int | None] = {}
        for i, team in enumerate(t.teams):
            key = fold(team.name)
            by_name[key] = i if by_name.get(key, i) == i else None
        self.by_name = {k: i for k, i in by_name.items() if i is not None}

    def _found_teams(self, names: dict[str, int]) -> tuple[list[Team], dict[str, list[str]]]:
        """A team for each name found, longest first, while placeholders are left; a name
        that is part of a longer one is the same team ("Kiel" when "Holstein Kiel" is a
        team), given with the shorter names of each team."""
        teams: list[Team] = []
        room = TEAM_END - TEAM_BASE - len(self.t.teams)
        short: dict[str, list[str]] = {}
        for name in sorted(names, key=lambda n: (-len(n), n)):
            if len(teams) >= room:
                break
            parts = tuple(name.split())
            longer = next((t for t in teams if is_part(parts, tuple(t.name.split()))), None)
            if longer is not None:
                short.setdefault(longer.name, []).append(name)
                continue
            teams.append(Team(name, (name,), (), ()))
        return teams, short

    def _with_aliases(self, teams: list[Team], short: dict[str, list[str]]) -> list[Team]:
        """The teams with their aliases (see ``_aliases``), less a word two teams share."""
        teams = [Team(t.name, self._aliases(t.name, short.get(t.name, [])), (), ()) for t in teams]
        seen: dict[str, int] = {}
        for team in teams:
            for alias in team.aliases[1:]:
                seen[alias] = seen.get(alias, 0) + 1
        return [
            Team(t.name, (t.name, *(a for a in t.aliases[1:] if seen[a] == 1)), (), ())
            for t in teams
        ]

    def _team_mentions(
        self,
        work: str,
        taken: bytearray,
        index: dict[str, int],
        budget: Budget,
        strong: frozenset[str] | set[str] = frozenset(),
    ) -> tuple[list[Mention], set[str]]:
        """Every mention of a name in ``index`` outside the names taken, and the names of
        one word found as a surname ("Lionel Messi" ... "Messi's equaliser"): no team. A
        name a strong structure gave (``strong``: "Frontale goalkeeper Kenta Hirose",
        "Frontale were denied") is a team wherever it stands: the capitalised words right
        before it are the rest of its name ("Kawasaki Frontale"), taken into the mention."""
        # (after an elided article too: "l'Odd Grenland", "d'Alavés")
        # (and where the language's names end: "Villas Mittelfeldspieler", "Villa-Keeper")
        end = str(self.t.grammar["name_bound"]).split("{NAMES})", 1)[-1] or r"(?![\w-])"
        finder = re.compile(
            r"(?:(?<![\w’'-])|(?<=\b[lLdD]['’]))(?:" + _alternation(list(index)) + ")" + end
        )
        mentions: list[Mention] = []
        surnames: set[str] = set()
        for hit in finder.finditer(work):
            budget.spend()
            if any(taken[hit.start() : hit.end()]):
                continue
            before = work[max(0, hit.start() - 30) : hit.start()]
            prev = _WORD_BEFORE.search(before)
            start = hit.start()
            if prev and self._name_before(prev.group()) and " " not in hit.group():
                start = self._words_before(work, start, taken)
                if hit.group() not in strong or self._role_before(work, start):
                    surnames.add(hit.group())
                    continue
            mentions.append(Mention(start, hit.end(), "team", index[hit.group()]))
        return mentions, surnames

    def _name_before(self, word: str) -> bool:
        """A capitalised word before a name may be part of the name (no word of the
        language's list, no club's affix)."""
        word = word.strip()
        return word.lower() not in self.t.not_names and word not in self.affixes

    def _role_before(self, work: str, start: int) -> bool:
        """A role word right before ``start`` ("team-mate Lewis Farrant"): a person's name."""
        prev = _LOWER_BEFORE.search(work[max(0, start - 30) : start])
        return prev is not None and prev.group(1).lower() in self.t.role_of

    def _words_before(self, work: str, start: int, taken: bytearray) -> int:
        """Where a run of up to three capitalised words right before ``start`` begins (see
        ``_name_before``), none of them taken by another name."""
        for _ in range(3):
            prev = _WORD_BEFORE.search(work[max(0, start - 30) : start])
            if prev is None or not self._name_before(prev.group()):
                break
            if prev.group().strip().lower() in self.t.role_of:
                break  # a role word that opens a sentence ("Centre-back Maren Solberg")
            at = start - len(prev.group())
            if any(taken[at:start]):
                break
            start = at
        return start

    def _team_heads(
        self,
        work: str,
        runs: list[list[tuple[int, int, str]]],
        fixed: list[Mention],
        extra: list[Team],
    ) -> list[Mention]:
        """A team's first word at the head of a run of names ("du Standard Hugo Lambert",
        "d'Alavés Ander Lasa", "du Rapid Felix Auer" in a text naming the Standard de
        Liège, Alavés, the Rapid Vienne): the team, taken off the run (which is changed in
        place) and given as its mention."""
        teams = [*self.t.teams, *extra]
        heads: dict[str, int | None] = {}
        for m in fixed:
            if m.kind != "team":
                continue
            for words in (work[m.start : m.end], teams[m.index].name):
                head = fold(words.split()[0])
                heads[head] = m.index if heads.get(head, m.index) == m.index else None
        out: list[Mention] = []
        for run in runs:
            if len(run) < 3 or heads.get(fold(run[0][2])) is None:
                continue
            if not all(self.lex.name_like(w) for _, _, w in run[1:]):
                continue
            a, b, word = run.pop(0)
            out.append(Mention(a, b, "team", heads[fold(word)] or 0))
        return out

    def _team_and_player(
        self, name: str, names: dict[str, int], present: dict[tuple[str, ...], int]
    ) -> bool:
        """``name`` is a team's word and a player's name after it ("du Rapid Felix Auer",
        "d'Alavés Ander Lasa"): its first word begins a team found before or one of the
        tables' the text names, and two or more words that may be a name follow."""
        words = name.split()
        if len(words) < 3 or not all(self.lex.name_like(w) for w in words[1:]):
            return False
        head = fold(words[0])
        return any(fold(n.split()[0]) == head for n in names if n != name) or any(
            k[0] == head for k in present
        )

    def _first_words(self, work: str, fixed: list[Mention]) -> dict[str, int]:
        """The first or the last word of the name of a tables' team the text names in full,
        when it can name nothing else here: "le Rapid" and "du Standard Collard" in a text
        about the Rapid Vienne and the Standard de Liège, "Villa-Keeper" of Aston Villa."""
        out: dict[str, int] = {}
        shared: set[str] = set()
        ends = [
            (m, word)
            for m in fixed
            if m.kind == "team" and " " in work[m.start : m.end]
            for word in (work[m.start : m.end].split()[0], work[m.start : m.end].split()[-1])
        ]
        teams = [m for m in fixed if m.kind == "team"]
        for team in teams:
            for short in initials(work[team.start : team.end], self.affixes):
                if short.lower() in self.t.not_names or fold(short) in self.known_names:
                    continue
                if out.get(short, team.index) != team.index:
                    shared.add(short)
                out[short] = team.index
        for m, word in ends:
            if (
                len(word) < 4
                or not word[0].isupper()
                or word.isupper()
                or word in self.affixes
                or word.lower() in self.t.not_names
                or word.lower() in self.t.role_of
                or word in self.t.places
                or fold(word) in self.known_names
            ):
                continue
            if out.get(word, m.index) != m.index:
                shared.add(word)
            out[word] = m.index
        return {w: i for w, i in out.items() if w not in shared}

    def _aliases(self, name: str, short: list[str]) -> tuple[str, ...]:
        """See ``_named_aliases``; and the initials of its words ("RWO", "WSV")."""
        out = self._named_aliases(name, short)
        more = [
            i
            for i in initials(name, self.affixes)
            if i.lower() not in self.t.not_names and fold(i) not in self.known_names
        ]
        return (*out, *(i for i in more if i not in out))

    def _named_aliases(self, name: str, short: list[str]) -> tuple[str, ...]:
        """A found team's names: its own, the shorter ones found, and its first and last
        words when they could name nothing else ("Kiel" for "Holstein Kiel", not "City")."""
        out = [name, *short]
        words = name.split()
        # (and its name without its affixes, and that name's first word: "Halifax" of "FC
        # Halifax Town", "Quevilly" of "US Quevilly Rouen")
        core = [w for w in words if w not in self.affixes]
        if len(words) > 1:
            for word in (words[0], words[-1], " ".join(core), *core[:1]):
                if (
                    len(word) >= 4
                    and word not in self.affixes
                    and word.lower() not in self.t.not_names
                    and word not in self.t.places
                    and fold(word) not in self.known_names
                    and word not in out
                ):
                    out.append(word)
        return tuple(out)

    def _renumber(
        self,
        keep: list[Team],
        mentions: list[Mention],
        pairs: list[tuple[str, str, int, int]],
        old: dict[str, int],
    ) -> tuple[list[Team], list[Mention], list[tuple[int, int, int, int]]]:
        base = len(self.t.teams)
        index = {alias: base + k for k, team in enumerate(keep) for alias in team.aliases}
        name_of = {i: n for n, i in old.items()}
        moved = [
            m if m.index < base else Mention(m.start, m.end, m.kind, index[name_of[m.index]])
            for m in mentions
            if m.index < base or name_of[m.index] in index
        ]
        fixtures = [(index[h], index[a], s, e) for h, a, s, e in pairs if h in index and a in index]
        return keep, moved, fixtures
