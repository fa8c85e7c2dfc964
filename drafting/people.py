"""Who and what the text names: people, teams, grounds, competitions, organisations.

Teams, grounds, competitions and organisations come from the tables (their names and
aliases). People are runs of capitalised words that are none of those; a mention of one
word ("Kane") is the person named in full elsewhere ("Harry Kane") when only one fits.
A role word beside a name says what the person is ("referee Danny Makkelie", "Spurs
striker Kane", "Ruben Amorim, Sporting head coach"): officials and staff never become
players of the incident. Unnamed players ("a Sporting defender", "an opponent") are found
in the masked text (see ``Found.mask``) and added as people too.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from drafting.budget import Budget
from drafting.tables import (
    FILL,
    GROUND_BASE,
    PERSON_BASE,
    PERSON_END,
    TEAM,
    TEAM_BASE,
    TEAM_END,
    Tables,
    Team,
    _alternation,
)
from drafting.text import Index

_TOKEN = re.compile(r"[^\W\d_]+(?:[’'\-][^\W\d_]+)*")
_OPENING = set("‘“\"'([—–- «¿¡")

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


class Finder:
    """Finds the names in texts of one language (the regular expressions are built once)."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        g = tables.grammar
        bound = str(g["name_bound"]).replace("{NAMES}", "{}")
        #: Body parts among the unnamed nouns ("stretched out a leg": no player).
        self.body = frozenset(g["body_nouns"])
        #: "they'd", "didn't": a contraction, no name (its ends, words.yaml grammar).
        ends = "|".join(g["contractions"])
        self.contraction = re.compile(rf"^(.+)['’](?:{ends})$") if ends else None
        #: "'s": a name's possessive ending.
        self.possessive = tuple(g["possessive_suffixes"])
        #: "d'", "l'": an elided word before a name ("d'Antoine Griezmann").
        elisions = _alternation(list(g["elisions"]))
        self.elision = re.compile(rf"(?i)^(?:{elisions})['’]") if elisions else None
        #: A lower-case word of the text (a capitalised word also written so is no name).
        self.lower_word = re.compile(str(g["lower_word"]))
        self.not_unnamed = frozenset(g["unnamed_not_adjectives"])
        self.role_anaphor = frozenset(g.get("role_anaphor") or ())
        self.defending_det = frozenset(g["unnamed_defending_determiners"])
        self.opposing = frozenset(g["opposing_sides"])
        self.kinds: dict[str, str] = dict(g["unnamed_kinds"])
        #: Words after which a single capitalised word is a group, not a person ("les").
        plural = _alternation(list(g.get("plural_determiners") or []))
        self.plural_before = re.compile(rf"(?i)\b(?:{plural}) $") if plural else None
        #: Words after which a capitalised run names a ground, never a person ("en el estadio
        #: An der Alten Försterei"); words.yaml grammar ``ground_words``.
        grounds = _alternation(list(g.get("ground_words") or []))
        self.ground_before = re.compile(rf"(?i)\b(?:{grounds}) $") if grounds else None
        #: A language that capitalises every noun (German): a capitalised word is a name only
        #: when the text makes it one (see ``_people``).
        self.capitalised_nouns = bool(g.get("capitalised_nouns"))
        articles = list(g.get("noun_determiners") or [])
        self.noun_determiners = frozenset(w.lower() for w in articles)
        self.noun_suffixes: tuple[str, ...] = tuple(g.get("noun_suffixes") or ())
        self.after_determiner = (
            re.compile(rf"(?i)(?<![\w-])(?:{_alternation(articles)}) $") if articles else None
        )
        #: Verbs that may follow a name opening a sentence ("Kane köpfte"): every one-word
        #: verb of the patterns.
        self.verbs = frozenset(
            w.lower() for items in tables.raw["verbs"].values() for w in items if " " not in w
        )
        self.genitive_s = bool(g.get("genitive_s"))
        #: Lower-case words after which a name may be the subject of a verb that follows
        #: it ("als Kane traf", "dann Kane"): conjunctions and adverbs.
        self.conjunctions = frozenset(w.lower() for w in g.get("subject_after") or [])
        home_of = {ground: i for i, team in enumerate(tables.teams) for ground in team.grounds}
        #: A ground two clubs share (Lumen Field): every club it is the home of.
        self.shared_grounds: dict[str, tuple[int, ...]] = {}
        for i, team in enumerate(tables.teams):
            for ground in team.grounds:
                if home_of[ground] != i:
                    first = (home_of[ground],)
                    self.shared_grounds[ground] = (*self.shared_grounds.get(ground, first), i)
        aliases = {a: i for i, team in enumerate(tables.teams) for a in team.aliases}
        demonyms = {d: i for i, team in enumerate(tables.teams) for d in team.demonyms}
        self.grounds = home_of
        # A headline in capitals ("¡GOL DE PAÍSES BAJOS!") names the team too: those spellings
        # are looked for only in a text with a word in capitals.
        upper = {a.upper(): i for a, i in aliases.items() if len(a) > 3 and a.upper() != a}
        upper = {a: i for a, i in upper.items() if a not in aliases}
        aliases.update(upper)
        self.capitals = re.compile(r"\b[^\W\d_a-zß-ÿ]{4,}\b") if upper else None
        self.aliases = aliases
        #: A dateline at the head of a line ("Valencia, 2 mar. —"): the place it names is no
        #: team (words.yaml grammar ``dateline``, optional).
        dateline = g.get("dateline")
        self.dateline = re.compile(dateline) if dateline else None
        self.demonyms = demonyms
        self.ground_re = re.compile(bound.format(_alternation(list(home_of))))
        # Where a team's name may start and end, if the language says otherwise than for
        # names (words.yaml grammar ``team_bound``: "Getafe-Rayo Vallecano").
        team_bound = str(g.get("team_bound") or bound).replace("{NAMES}", "{}")
        self.alias_re = re.compile(
            team_bound.format(_alternation([a for a in aliases if a not in upper]))
        )
        self.upper_re = re.compile(team_bound.format(_alternation(list(upper)))) if upper else None
        self.ambiguous_re = re.compile(bound.format(_alternation(list(tables.ambiguous))))
        self.demonym_re = re.compile(bound.format(_alternation(list(demonyms))))
        self.org_re = re.compile(bound.format(_alternation(list(tables.organisations))))
        self.place_re = re.compile(bound.format(_alternation(list(tables.places))))
        self.competition_res: list[tuple[re.Pattern[str], str]] = []
        year = r"(?P<year>(?:19|20)\d{2})"
        any_year = r"(?:19|20)\d{2}"
        inner: list[str] = []
        for comp in tables.competitions:
            for pattern in comp.patterns:
                regex = bound.format(pattern.replace("{year}", year))
                self.competition_res.append((re.compile(regex), comp.name))
                inner.append("(?:" + pattern.replace("{year}", any_year) + ")")
        # Every competition pattern, without its bounds, in one alternation: a text where it
        # finds nothing has no competition, and the hundred patterns (each tried at every
        # character, for their bounds) are not run on it.
        self.any_competition = re.compile("|".join(inner)) if inner else None
        roles = [w for items in tables.roles.values() for w in items]
        role_alt = _alternation(roles)

        def template(key: str) -> re.Pattern[str]:
            """A grammar pattern of words.yaml with its placeholders filled in."""
            out = str(g[key])
            for name, value in (
                ("{ROLES}", role_alt),
                ("{NOUNS}", _alternation(list(tables.unnamed))),
                ("{DEMONYMS}", _alternation(list(demonyms))),
                ("{TEAM}", TEAM),
                ("{FILL}", FILL),
                ("{PERSON}", f"[\\u{PERSON_BASE:04x}-\\u{PERSON_END:04x}]"),
            ):
                out = out.replace(name, value)
            return re.compile(out)

        self.role_before = template("role_before")
        self.role_after = template("role_after")
        self.unnamed_re = template("unnamed")
        self._structure()
        suffixes = [str(w) for w in tables.words.get("team_suffixes") or []]
        self.suffix_re = (
            re.compile(rf" (?:{_alternation(suffixes)})(?![\w-])") if suffixes else None
        )
        #: A national team's one-word name after a masculine article is one of its people
        #: ("umringten den Polen": the Polish referee), words.yaml grammar
        #: ``person_before_country`` (optional, anchored at the end of what precedes).
        before_country = g.get("person_before_country")
        self.person_before_country = re.compile(str(before_country)) if before_country else None
        shape = tables.raw.get("competition_structure")
        self.competition_shape = re.compile(tables.expand(str(shape))) if shape else None

    # --- teams found by the structure of the text (issue 32) --------------------------------------

    def _structure(self) -> None:
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
            self.structures.append((re.compile(expanded, re.IGNORECASE), home_away, weak))
        single = table.get("one_person")
        self.one_person = re.compile(t.expand(str(single))) if single else None
        affixes = [str(a) for a in t.words.get("team_affixes") or []]
        self.affixes = frozenset(affixes)
        self.affix_run = (
            re.compile(
                rf"(?<![\w’'.-])(?:(?:[A-Z][a-z]{{0,2}}\.|[A-Z][\w-]*) ){{0,3}}"
                rf"(?:{_alternation(affixes)})(?: [A-Z][\w-]*){{0,3}}(?![\w’'-])"
            )
            if affixes
            else None
        )
        self.known_names = {fold(a) for team in t.teams for a in (team.name, *team.aliases)}

    def _competition_name(self, raw: str) -> str | None:
        """A competition's name as written, without the leading words that are no name
        ("The", "Saturday's"); None for a bare "League" or "Cup"."""
        words = raw.split(" ")
        while words and (
            words[0].lower().rstrip("'’s") in self.t.not_names
            or words[0].lower() in self.t.weekdays
            or words[0].lower().rstrip("'’s") in self.t.weekdays
            or words[0].lower() in self.t.months
        ):
            words = words[1:]
        name = " ".join(words)
        if not name or name in ("League", "Cup", "Championship", "Trophy", "Shield", "Liga"):
            return None
        return name

    def _team_name(self, raw: str) -> str | None:
        """A structure's name as a team's: leading words that are no name taken off."""
        words = raw.split()
        while words and (
            words[0].lower() in self.t.not_names
            or words[0].lower() in self.t.role_of
            or words[0].lower() in self.t.months
            or words[0].lower() in self.t.weekdays
        ):
            words = words[1:]
        if not words or any(w.lower() in self.t.role_of for w in words):
            return None
        name = " ".join(words).rstrip(".")
        if len(name) < 3 or fold(name) in self.known_names or name.isupper() and len(name) < 3:
            return None
        if len(words) == 1 and words[0].lower() in self.t.not_names:
            return None
        return name

    def _discover(
        self, work: str, fixed: list[Mention], budget: Budget
    ) -> tuple[list[Team], list[Mention], list[tuple[int, int, int, int]]]:
        """Teams the tables do not know that the structure of the text names (a scoreline,
        a fixture, a result, a side's words), and every mention of them."""
        taken = bytearray(len(work) + 1)
        for f in fixed:
            if f.kind != "place":  # "Union Berlin" is a team, though Berlin is a place
                taken[f.start : f.end] = b"\x01" * (f.end - f.start)
        names: dict[str, int] = {}
        pairs: list[tuple[str, str, int, int]] = []
        # The tables' teams the text names, by the words of their names: "Frankfurt" in
        # "the Frankfurt centre-back" is Eintracht Frankfurt when the text names them.
        present: dict[tuple[str, ...], int] = {}
        for f in fixed:
            if f.kind == "team":
                for words in (work[f.start : f.end], self.t.teams[f.index].name):
                    present[tuple(fold(w) for w in words.split())] = f.index
        part_of: dict[str, int] = {}

        def take(raw: str, start: int) -> str | None:
            name = self._team_name(raw)
            if name is None:
                return None
            at = start + raw.index(name.split()[0])
            if any(taken[at : at + len(name)]):
                return None
            key = tuple(fold(w) for w in name.split())
            table = next((i for words, i in present.items() if _is_part(key, words)), None)
            if table is not None:
                part_of[name] = table
                return None
            if self._team_and_player(name, names, present):
                return None
            names[name] = names.get(name, 0) + 1
            return name

        weak: list[tuple[str, int, str, int]] = []
        for regex, home_away, is_weak in self.structures:
            for hit in regex.finditer(work):
                budget.spend()
                if is_weak:
                    weak.append((hit.group("n"), hit.start("n"), hit.group("m"), hit.start("m")))
                    continue
                got = {
                    g: take(hit.group(g), hit.start(g))
                    for g in ("n", "m")
                    if hit.groupdict().get(g)
                }
                if home_away and got.get("n") and got.get("m"):
                    pairs.append((str(got["n"]), str(got["m"]), hit.start(), hit.end()))
        if self.affix_run is not None:
            for hit in self.affix_run.finditer(work):
                budget.spend()
                name = self._team_name(hit.group())
                if not name or len(name.split()) < 2 or any(taken[hit.start() : hit.end()]):
                    continue
                if self._team_and_player(name, names, present):
                    continue
                names[name] = names.get(name, 0) + 1
        for n_raw, n_at, m_raw, m_at in weak:
            first = self._team_name(n_raw)
            if first is None or self._acts_alone(work, first):
                continue
            if any(taken[n_at : n_at + len(n_raw)]):
                continue
            if any(taken[m_at : m_at + len(m_raw)]):
                # against a team of the tables: a name of one word is a team ("Wolfsburg's
                # equaliser against Eintracht Frankfurt"), unless it is a surname (below)
                if " " not in first:
                    take(n_raw, n_at)
                continue
            if self._team_name(m_raw) is None:
                continue
            take(n_raw, n_at)
            take(m_raw, m_at)
        # A surname is no team: "Lionel Messi" ... "Messi's equaliser".
        words_before = re.compile(r"(?-i:[A-Z][\w’'-]+) $")
        teams: list[Team] = []
        room = TEAM_END - TEAM_BASE - len(self.t.teams)
        short: dict[str, list[str]] = {}
        for name in sorted(names, key=lambda n: (-len(n), n)):
            if len(teams) >= room:
                break
            parts = tuple(name.split())
            longer = next((t for t in teams if _is_part(parts, tuple(t.name.split()))), None)
            if longer is not None:  # "Kiel" when "Holstein Kiel" is a team: the same team
                short.setdefault(longer.name, []).append(name)
                continue
            teams.append(Team(name, (name,), (), ()))
        for word, table in self._first_words(work, fixed).items():
            part_of.setdefault(word, table)
        if not teams and not part_of:
            return [], [], []
        teams = [Team(t.name, self._aliases(t.name, short.get(t.name, [])), (), ()) for t in teams]
        seen: dict[str, int] = {}
        for team in teams:  # a word two teams share is neither's
            for alias in team.aliases[1:]:
                seen[alias] = seen.get(alias, 0) + 1
        teams = [
            Team(t.name, (t.name, *(a for a in t.aliases[1:] if seen[a] == 1)), (), ())
            for t in teams
        ]
        base = len(self.t.teams)
        index = {alias: base + k for k, team in enumerate(teams) for alias in team.aliases}
        for name, table in part_of.items():
            index.setdefault(name, table)
        # (after an elided article too: "l'Odd Grenland", "d'Alavés")
        finder = re.compile(
            r"(?:(?<![\w’'-])|(?<=\b[lLdD]['’]))(?:" + _alternation(list(index)) + r")(?![\w-])"
        )
        mentions: list[Mention] = []
        surnames: set[str] = set()
        for hit in finder.finditer(work):
            budget.spend()
            if any(taken[hit.start() : hit.end()]):
                continue
            before = work[max(0, hit.start() - 30) : hit.start()]
            prev = words_before.search(before)
            if (
                prev
                and prev.group().strip().lower() not in self.t.not_names
                and prev.group().strip() not in self.affixes
                and " " not in hit.group()
            ):
                surnames.add(hit.group())
                continue
            mentions.append(Mention(hit.start(), hit.end(), "team", index[hit.group()]))
        if surnames:
            keep = [t for t in teams if not surnames & set(t.aliases)]
            if len(keep) != len(teams):
                return self._renumber(keep, mentions, pairs, index)
        fixtures = [(index[h], index[a], s, e) for h, a, s, e in pairs if h in index and a in index]
        return teams, mentions, fixtures

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
            if not all(self._name_like(w) for _, _, w in run[1:]):
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
        if len(words) < 3 or not all(self._name_like(w) for w in words[1:]):
            return False
        head = fold(words[0])
        return any(fold(n.split()[0]) == head for n in names if n != name) or any(
            k[0] == head for k in present
        )

    def _first_words(self, work: str, fixed: list[Mention]) -> dict[str, int]:
        """The first word of the name of a tables' team the text names in full, when it
        can name nothing else here: "le Rapid" and "du Standard Collard" in a text about
        the Rapid Vienne and the Standard de Liège."""
        out: dict[str, int] = {}
        shared: set[str] = set()
        for m in fixed:
            if m.kind != "team" or " " not in work[m.start : m.end]:
                continue
            word = work[m.start : m.end].split()[0]
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
        """A found team's names: its own, the shorter ones found, and its first and last
        words when they could name nothing else ("Kiel" for "Holstein Kiel", not "City")."""
        out = [name, *short]
        words = name.split()
        if len(words) > 1:
            for word in (words[0], words[-1]):
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

    def _acts_alone(self, work: str, name: str) -> bool:
        """The text says ``name`` does something as one person ("Mbappé was offside")."""
        if self.one_person is None:
            return False
        pattern = re.escape(name) + r"(?![\w-])" + self.one_person.pattern
        return re.search(pattern, work, self.one_person.flags) is not None

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

    # --- fixed names ----------------------------------------------------------------------------

    def _fixed(self, work: str, text: str = "") -> list[Mention]:
        found: list[Mention] = []
        busy = bytearray(len(work) + 1)  # 1 where a name is already found

        def free(a: int, b: int) -> bool:
            return not any(busy[a:b])

        def add(m: Mention) -> None:
            found.append(m)
            busy[m.start : m.end] = b"\x01" * (m.end - m.start)

        candidates: list[Mention] = []
        for m in self.ground_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "ground", self.grounds[m.group()]))
        competitions = (
            self.competition_res
            if self.any_competition is not None and self.any_competition.search(work)
            else []
        )
        for regex, name in competitions:
            for m in regex.finditer(work):
                value = _with_year(name, m.groupdict().get("year"))
                candidates.append(Mention(m.start(), m.end(), "competition", -1, value))
        if self.competition_shape is not None:
            for m in self.competition_shape.finditer(work):
                written = self._competition_name(m.group())
                if written:
                    at = m.start() + m.group().index(written)
                    candidates.append(Mention(at, at + len(written), "competition", -1, written))
        datelines = (
            [(m.start(), m.end()) for m in self.dateline.finditer(text)] if self.dateline else []
        )
        found_aliases = list(self.alias_re.finditer(work))
        if self.upper_re is not None and self.capitals is not None and self.capitals.search(work):
            found_aliases += list(self.upper_re.finditer(work))
        for m in found_aliases:
            if any(a <= m.start() < b for a, b in datelines):
                candidates.append(Mention(m.start(), m.end(), "place", -1, m.group()))
                continue
            candidates.append(Mention(m.start(), m.end(), "team", self.aliases[m.group()]))
        for m in self.org_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "org", -1, m.group()))
        for m in self.place_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "place", -1, m.group()))
        # The longest name wins where names overlap; on a tie, the order above.
        order = {"ground": 0, "competition": 1, "team": 2, "org": 3, "place": 4}
        candidates.sort(key=lambda m: (-(m.end - m.start), order[m.kind], m.start))
        for cand in candidates:
            if free(cand.start, cand.end):
                add(cand)
        # "Darren England" is a person: a team's name right after a first name is a surname.
        kept: list[Mention] = []
        for mention in found:
            if mention.kind == "team" and self._surname(work, mention.start, busy):
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if mention.kind == "place" and self._first_name(work, mention.end):
                # "Milan Roth": a place's name before a surname is a first name.
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if (
                mention.kind == "team"
                and self.person_before_country is not None
                and self.t.teams[mention.index].demonyms
                and " " not in work[mention.start : mention.end]
                and not work[mention.start : mention.end].isupper()
                and self.person_before_country.search(
                    work, max(0, mention.start - 12), mention.start
                )
            ):
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if mention.kind == "team":
                suffix = self.suffix_re.match(work, mention.end) if self.suffix_re else None
                if suffix is not None:  # "Chelsea Women": the team's name goes on
                    end = suffix.end()
                    busy[mention.end : end] = b"\x01" * (end - mention.end)
                    mention = Mention(mention.start, end, "team", mention.index)
                elif " " not in work[mention.start : mention.end] and self._first_name(
                    work, mention.end
                ):
                    # "Inter Miami": one word of a longer name is not the tables' team
                    busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                    continue
            kept.append(mention)
        found = self._shared_grounds(work, kept)
        named = {m.index for m in found if m.kind in ("team", "ground")}
        places = {(m.start, m.end) for m in found if m.kind == "place"}
        for m in self.ambiguous_re.finditer(work):
            if not free(m.start(), m.end()):
                if not self._club_genitive(work, m, places):
                    continue
                # "Bremens Holtkamp": the city in the genitive before a name or a role
                # word is its club, when the club is named (as any ambiguous name).
                found = [x for x in found if (x.start, x.end) != (m.start(), m.end())]
                busy[m.start() : m.end()] = b"\x00" * (m.end() - m.start())
            options = [self.t.team_index[n] for n in self.t.ambiguous[m.group()]]
            present = [i for i in options if i in named]
            if len(present) != 1 and self._country_itself(m.group(), options, work, m.end()):
                present = options  # "remportée par l'Argentine": the country, not a woman
            if len(present) == 1:
                add(Mention(m.start(), m.end(), "team", present[0]))
        for m in self.demonym_re.finditer(work):
            index = self.demonyms[m.group()]
            if index in named and free(m.start(), m.end()):
                add(Mention(m.start(), m.end(), "demonym", index))
        found.sort(key=lambda m: m.start)
        return found

    def _country_itself(self, word: str, options: list[int], work: str, end: int) -> bool:
        """A word that is both a team's own name and a word for one of its people ("la
        demi-finale remportée par l'Argentine", "une Argentine"): the team, unless a name
        follows ("l'Argentine Estefanía Banini")."""
        return (
            len(options) == 1
            and self.t.teams[options[0]].name == word
            and not self._first_name(work, end)
        )

    def _club_genitive(self, work: str, m: re.Match[str], places: set[tuple[int, int]]) -> bool:
        """``m``, a place found as such, is written in the genitive before a capitalised word
        ("Bremens Innenverteidiger", "Bremens Jens Holtkamp"), in a language that marks
        the genitive with an "s" (words.yaml grammar ``genitive_s``)."""
        return (
            self.genitive_s
            and (m.start(), m.end()) in places
            and re.match(r"s [A-ZÄÖÜ]", work[m.end() : m.end() + 3]) is not None
        )

    def _shared_grounds(self, work: str, found: list[Mention]) -> list[Mention]:
        """``found`` with a ground two clubs share made the one of them the text names, or
        dropped when it names neither or both (the ground then says nothing of a team)."""
        if not self.shared_grounds:
            return found
        teams = {m.index for m in found if m.kind == "team"}
        out = []
        for m in found:
            options = self.shared_grounds.get(work[m.start : m.end]) if m.kind == "ground" else None
            if options is not None:
                named = [i for i in options if i in teams]
                if len(named) != 1:
                    continue
                m = Mention(m.start, m.end, "ground", named[0])
            out.append(m)
        return out

    def _first_name(self, work: str, end: int) -> bool:
        after = re.match(r" ([^\W\d_][\w’'-]*)", work[end : end + 30])
        if not after:
            return False
        return self._name_like(after.group(1))

    def _name_like(self, word: str) -> bool:
        """Whether ``word`` may be part of a person's name: capitalised, not all capitals,
        and no word the tables name as something else (a role, a demonym, a no-name)."""
        lower = word.lower()
        return (
            word[0].isupper()
            and lower not in self.t.not_names
            and lower not in self.t.role_of
            and word not in self.demonyms
            and not word.isupper()
        )

    def _surname(self, work: str, start: int, busy: bytearray) -> bool:
        before = re.search(r"([^\W\d_][\w’'-]*) $", work[max(0, start - 30) : start])
        if not before:
            return False
        word = before.group(1)
        begin = start - 1 - len(word)
        if busy[begin]:
            return False
        return self._name_like(word)

    # --- people ---------------------------------------------------------------------------------

    def find(self, text: str, work: str, index: Index, budget: Budget | None = None) -> Found:
        budget = budget or Budget()
        fixed = self._fixed(work, text)
        budget.spend(len(fixed))
        extra, more, fixtures = self._discover(work, fixed, budget)
        if more:
            covered = bytearray(len(work) + 1)
            for m in more:
                covered[m.start : m.end] = b"\x01" * (m.end - m.start)
            fixed = [m for m in fixed if m.kind != "place" or not any(covered[m.start : m.end])]
        fixed = sorted(
            _found_for_tables(work, fixed, extra, self.t.teams) + more, key=lambda m: m.start
        )
        taken = [(m.start, m.end) for m in fixed]
        runs = self._runs(work, taken, index)
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
        self._unnamed(found)
        budget.spend(len(found.mentions))
        return found

    def _runs(
        self, work: str, taken: list[tuple[int, int]], index: Index
    ) -> list[list[tuple[int, int, str]]]:
        """Runs of capitalised words (with particles inside: "Pol van Boekel")."""
        starts = sorted(taken)
        runs: list[list[tuple[int, int, str]]] = []
        current: list[tuple[int, int, str]] = []
        pending: list[tuple[int, int, str]] = []  # particles waiting for a capital
        k = 0
        for m in _TOKEN.finditer(work):
            a, b, word = m.start(), m.end(), m.group()
            while k < len(starts) and starts[k][1] <= a:
                k += 1
            inside = k < len(starts) and starts[k][0] < b
            if self.elision is not None:
                elided = self.elision.match(word)
                if (
                    elided
                    and elided.end() < len(word)
                    and (word[0].islower() or word[elided.end()].islower())
                ):
                    a, word = a + elided.end(), word[elided.end() :]  # d'Antoine: Antoine
            possessive = word.endswith(self.possessive) and len(word) > 2
            if possessive:
                word, b = word[:-2], b - 2
            contraction = self.contraction.match(word) if self.contraction else None
            if contraction and contraction.group(1).lower() in self.t.not_names:
                if current:
                    runs.append(current)
                current, pending = [], []
                continue
            # Joined to the run: right after its last word, or after the particles waiting
            # since ("Stefanie van der Gragt").
            last = pending[-1][1] if pending and current else current[-1][1] if current else a
            joined = bool(current) and work[last:a] == " "
            if pending and work[pending[-1][1] : a] != " ":
                pending = []
            if inside or not word[0].isupper():
                if word.lower() in self.t.particles and current and joined and not inside:
                    pending.append((a, b, word))
                    continue
                if current:
                    runs.append(current)
                current, pending = [], []
                continue
            if current and (joined or (pending and work[pending[-1][1] : a] == " ")):
                current.extend(pending)
                current.append((a, b, word))
            else:
                if current:
                    runs.append(current)
                current = [(a, b, word)]
            pending = []
            if possessive or (b < len(work) and work[b] in "'’"):
                runs.append(current)
                current = []
        if current:
            runs.append(current)
        del index
        return runs

    def _people(
        self, work: str, runs: list[list[tuple[int, int, str]]], index: Index
    ) -> tuple[list[Person], list[Mention]]:
        t = self.t
        lower_words = {w.lower() for w in self.lower_word.findall(work)}
        named: list[tuple[int, int, tuple[str, ...], set[str], bool]] = []
        caps = self.capitalised_nouns
        seen = {w for run in runs for _, _, w in run} if self.genitive_s else set()
        for run in runs:
            roles: set[str] = set()
            # A capitalised word right after an article is a noun ("der Ball", "der
            # Leipziger Openda"), unless it is a role word ("der Schiedsrichter Zwayer").
            det = caps and self._after_article(work, run[0][0])
            # Leading words that are no name: "The", "Referee", "Team-mate".
            while run and (
                run[0][2].lower() in t.not_names
                or run[0][2].lower() in t.role_of
                or caps
                and self._role_compound(run[0][2]) is not None
            ):
                lower = run[0][2].lower()
                role = t.role_of.get(lower) or (self._role_compound(lower) if caps else None)
                if role:
                    roles.add(role)
                det = caps and not role and lower in self.noun_determiners
                run = run[1:]
            if det and run and len(run) > 1:
                run = run[1:]
            elif det and run:
                continue
            if caps:
                # A role word inside the run: the name is what follows it ("Portlands
                # Innenverteidiger Diego Ruiz").
                inner = [
                    i
                    for i, w in enumerate(run[:-1])
                    if w[2].lower() in t.role_of or self._role_compound(w[2]) is not None
                ]
                if inner:
                    word = run[inner[-1]][2]
                    role = t.role_of.get(word.lower()) or self._role_compound(word)
                    if role:
                        roles.add(role)
                    run = run[inner[-1] + 1 :]
            while run and run[-1][2].lower() in t.not_names:
                if len(run) > 2 and run[-2][2][0].isupper() and run[-2][2].lower() in t.particles:
                    break  # "Jasper De Vos": a capitalised particle's word is a surname
                run = run[:-1]
            if caps:
                run = [w for w in run if not self._common_noun(w[2])] if len(run) == 1 else run
            if run and self.genitive_s:
                run = self._genitive(work, run, seen)
            if not run:
                continue
            words = tuple(w for _, _, w in run)
            if all(w.lower() in t.not_names or len(w) < 2 for w in words):
                continue
            if len(words) == 1 and (len(words[0]) < 2 or words[0].isupper() and len(words[0]) < 4):
                continue  # an initial or an acronym such as VAR or PSG
            start = run[0][0]
            if (
                len(words) == 1
                and self.plural_before is not None
                and self.plural_before.search(work, max(0, start - 8), start)
            ):
                continue  # "les Héraultais": a side, never a person
            if self.ground_before is not None and self.ground_before.search(
                work, max(0, start - 24), start
            ):
                continue  # "el estadio Ramón de Carranza": a ground, never a person
            sentence = index.at(start)
            first = sentence is not None and all(
                c in _OPENING for c in work[sentence.start : start]
            )
            named.append((start, run[-1][1], words, roles, first))
        # Multi-word names first, then single words that fit one of them.
        people: list[Person] = []
        by_key: dict[tuple[str, ...], Person] = {}
        mentions: list[Mention] = []

        # The people a name may be part of, found by dictionary, not by a scan of everyone who
        # shares a word with it (3,000 people named "... Kane" made each new one a scan of
        # the others): by their folded name, by each shorter run of words their name ends
        # with, and by their first word.
        by_exact: dict[tuple[str, ...], dict[int, Person]] = {}
        by_suffix: dict[tuple[str, ...], dict[int, Person]] = {}
        by_first: dict[str, dict[int, Person]] = {}

        def person_for(words: tuple[str, ...]) -> Person | None:
            key = tuple(fold(w) for w in words)
            if key in by_key:
                return by_key[key]
            fits: dict[int, Person] = {}
            # Longer names that end with ``key``, or (one word) begin with it.
            groups = [by_suffix.get(key, {})]
            if len(key) == 1:
                groups.append(by_first.get(key[0], {}))
            # Shorter names that ``key`` ends with, or one word that begins it.
            groups.extend(by_exact.get(key[i:], {}) for i in range(1, len(key)))
            if len(key) > 1:
                groups.append(by_exact.get(key[:1], {}))
            for group in groups:  # every one fits (see _is_part): is there only one?
                for index, person in group.items():
                    fits[index] = person
                    if len(fits) > 1:
                        return None
            return next(iter(fits.values())) if len(fits) == 1 else None

        def new_person(words: tuple[str, ...]) -> Person | None:
            if len(people) >= PERSON_END - PERSON_BASE:
                return None  # no placeholder left: a text with thousands of names
            person = Person(len(people), " ".join(words), words)
            people.append(person)
            index_person(person)
            return person

        def index_person(person: Person) -> None:
            folded = tuple(fold(w) for w in person.tokens)
            by_exact.setdefault(folded, {})[person.index] = person
            for i in range(1, len(folded)):
                by_suffix.setdefault(folded[i:], {})[person.index] = person
            if len(folded) > 1:
                by_first.setdefault(folded[0], {})[person.index] = person

        multi = [n for n in named if len(n[2]) > 1]
        single = [n for n in named if len(n[2]) == 1]
        for start, end, words, roles, _first in sorted(multi, key=lambda n: -len(n[2])):
            person = person_for(words)
            if person is None:
                person = new_person(words)
                if person is None:
                    continue
            by_key[tuple(fold(w) for w in words)] = person
            person.mentions.append((start, end))
            person.roles |= roles
        mid_sentence = {fold(n[2][0]) for n in single if not n[4]}
        # Where nouns are capitalised, one word is a new person only when the text makes it
        # one somewhere: a role word before it ("Stürmer Kane"), a verb of the patterns after
        # it ("Kane köpfte"), or an apostrophe of the genitive ("Jesus' Tor").
        shown = (
            {
                fold(n[2][0])
                for n in single
                if n[3]
                or self._verb_follows(work[n[1] : n[1] + 30])
                and self._subject_place(work, n[0])
                or work[n[1] : n[1] + 1] in "'’"
            }
            if caps
            else set()
        )
        for start, end, words, roles, first in single:
            word = words[0]
            person = person_for(words)
            if person is None:
                if word in self.demonyms or word.lower() in t.role_of:
                    continue
                after = work[end : end + 30]
                evidence = (
                    fold(word) in shown
                    if caps
                    else not first
                    or fold(word) in mid_sentence
                    or after.startswith(("'s", "’s", "'", "’", ","))
                    or word.lower() not in lower_words
                    and not _common_start(after)
                )
                if not evidence or (first and word.lower() in lower_words):
                    continue
                person = new_person(words)
                if person is None:
                    continue
                by_key[(fold(word),)] = person
            person.mentions.append((start, end))
            person.roles |= roles
        for person in people:
            for start, end in person.mentions:
                mentions.append(Mention(start, end, "person", person.index))
        # A person whose mentions overlap (a longer and a shorter reading) keeps the longer.
        mentions.sort(key=lambda m: (m.start, -(m.end - m.start)))
        kept: list[Mention] = []
        for m in mentions:
            if kept and m.start < kept[-1].end:
                continue
            kept.append(m)
        return people, kept

    # --- languages that capitalise nouns ----------------------------------------------------------

    def _after_article(self, work: str, start: int) -> bool:
        """An article (or a preposition with one) right before ``start``: "der Ball"."""
        if self.after_determiner is None:
            return False
        return self.after_determiner.search(work, max(0, start - 12), start) is not None

    def _role_compound(self, word: str) -> str | None:
        """The role of a compound ending in a role word: "Union-Verteidiger" (a defender)."""
        if "-" not in word:
            return None
        return self.t.role_of.get(word.rsplit("-", 1)[1].lower())

    def _common_noun(self, word: str) -> bool:
        """A noun of the list, inflected or not ("Handspiels"), or a word with the ending of
        a common noun ("Entscheidung", "Mannschaft")."""
        lower = word.lower()
        for ending in ("", "s", "es", "n", "en", "e", "er", "ern"):
            stem = lower[: len(lower) - len(ending)] if ending else lower
            if (
                lower.endswith(ending)
                and len(stem) > 2
                and (
                    stem in self.t.not_names or len(stem) > 5 and stem.endswith(self.noun_suffixes)
                )
            ):
                return True
        return False

    def _subject_place(self, work: str, start: int) -> bool:
        """The word at ``start`` may be a subject: it opens its clause, or a conjunction
        stands before it ("als Kane traf"), not an adjective or a preposition ("aus kurzer
        Distanz traf")."""
        before = work[max(0, start - 30) : start].rstrip()
        if not before or before[-1] in ".,;:!?–—-(\"'„“»«":
            return True
        last = before.split()[-1].lower()
        return not last[:1].islower() or last in self.conjunctions

    def _verb_follows(self, after: str) -> bool:
        """The next word is a verb the patterns know ("Kane köpfte ...")."""
        words = after.split()
        return bool(words) and words[0].strip(",.;:!?").lower() in self.verbs

    def _genitive(
        self, work: str, run: list[tuple[int, int, str]], seen: set[str]
    ) -> list[tuple[int, int, str]]:
        """A name in the genitive ("Kanes Tor", "Harry Kanes Kopfball") as the name: its
        last word loses its "s" when the text names it without one, or a noun follows."""
        a, b, word = run[-1]
        if len(word) < 4 or not word.endswith("s") or word[-2] == "s":
            return run
        stem = word[:-1]
        after = work[b : b + 40].split()
        noun_next = (
            bool(after)
            and after[0][:1].isupper()
            and (
                after[0].strip(",.;:!?").lower() in self.t.not_names
                or self._common_noun(after[0].strip(",.;:!?"))
            )
        )
        if stem in seen or noun_next:
            return [*run[:-1], (a, b - 1, stem)]
        return run

    # --- masking --------------------------------------------------------------------------------

    def _mask(self, work: str, mentions: list[Mention]) -> str:
        chars = list(work)
        for m in mentions:
            if m.kind == "person" and m.index <= PERSON_END - PERSON_BASE:
                base = PERSON_BASE + m.index
            elif m.kind == "team":
                base = TEAM_BASE + m.index
            elif m.kind == "demonym":
                base = TEAM_BASE + m.index  # "the Spanish defence" when Spain play
            elif m.kind == "ground":
                base = GROUND_BASE + m.index
            else:
                continue
            chars[m.start] = chr(base)
            for i in range(m.start + 1, m.end):
                chars[i] = FILL
        return "".join(chars)

    def _roles(self, found: Found) -> None:
        masked = found.masked
        for m in found.mentions:
            if m.kind != "person":
                continue
            person = found.people[m.index]
            before = masked[max(0, m.start - 40) : m.start]
            for hit in (
                self.role_before.search(before),
                self.role_after.search(masked[m.end : m.end + 60]),
            ):
                if hit:
                    word = hit.group(1).lower()
                    person.roles.add(self.t.role_of[word])
                    if not person.unnamed:
                        person.role_side = person.role_side or self.t.unnamed.get(word)

    def _antecedent(
        self, found: Found, m: re.Match[str], det: str, side: str | None
    ) -> Person | None:
        """The named player an attacker's role noun with a definite article stands for
        (words.yaml grammar ``role_anaphor``: "der Stürmer", "der eingewechselte Angreifer"):
        the last person named before it, in its sentence or the one before, who may play
        and is no defender; None in a language without it or when there is none."""
        if side != "attacking" or det not in self.role_anaphor or m.group("side"):
            return None
        start = max(0, m.start() - 250)
        before = found.masked[start : m.start()]
        ends = [x.end() for x in _SENTENCE_END.finditer(before)]
        if len(ends) > 1:
            before = before[ends[-2] :]
        for char in reversed(before):
            person = found.person_at(char)
            if person is None:
                continue
            if person.unnamed or not person.can_play or person.roles & {"defender", "goalkeeper"}:
                return None
            return person
        return None

    def _unnamed(self, found: Found) -> None:
        """Add "a Sporting defender", "an opponent", ... as people, and mask them too."""
        masked = list(found.masked)
        by_key: dict[tuple[int | None, str], Person] = {}
        for m in self.unnamed_re.finditer(found.masked):
            if _names_next(found, m.end()):
                # "dem Torhüter Renzo Salas", "le défenseur du Standard Hugo Lambert": the
                # words are the named player's role
                continue
            if _names_next(found, m.end() + 1) and found.masked[m.end()] == ",":
                continue  # "the home goalkeeper, Jan Overbeck": an apposition names him
            adj = (m.group("adj") or "").lower()
            if adj in self.not_unnamed:
                continue
            if len(found.people) >= PERSON_END - PERSON_BASE:
                break
            noun = m.group("noun").lower()
            if noun in self.body and not (m.group("t") or m.group("dem")):
                continue  # "stretched out a leg": a body part, not a player
            team: int | None = None
            if m.group("t"):
                team = ord(m.group("t")) - TEAM_BASE
            elif m.group("dem"):
                team = self.demonyms.get(m.group("dem"))
            side = self.t.unnamed.get(noun)
            det = " ".join(m.group("det").lower().split())
            if det in self.defending_det:
                side = "defending"
            if m.group("side") in self.opposing and team is None:
                side = side or "defending"
            kind = self.kinds.get(noun, "player")
            named = self._antecedent(found, m, det, side) if team is None else None
            if named is not None:
                # "Für Lukaku ...: Zweimal traf der Stürmer": the attacker just named
                named.mentions.append((m.start(), m.end()))
                found.mentions.append(Mention(m.start(), m.end(), "person", named.index))
                masked[m.start()] = chr(PERSON_BASE + named.index)
                for i in range(m.start() + 1, m.end()):
                    masked[i] = FILL
                continue
            key = (team, kind)
            person = by_key.get(key)
            if person is None:
                person = Person(len(found.people), "", (), unnamed=True, team=team, noun=kind)
                person.side = side
                found.people.append(person)
                by_key[key] = person
            elif person.side is None:
                person.side = side
            start, end = m.start(), m.end()
            person.mentions.append((start, end))
            found.mentions.append(Mention(start, end, "person", person.index))
            masked[start] = chr(PERSON_BASE + person.index)
            for i in range(start + 1, end):
                masked[i] = FILL
        found.mentions.sort(key=lambda x: x.start)
        found.masked = "".join(masked)


_SENTENCE_END = re.compile(r"[.!?]\s")


def _found_for_tables(
    work: str, fixed: list[Mention], extra: list[Team], tables: Sequence[Team]
) -> list[Mention]:
    """``fixed`` with a tables' team that the text names only by words of another team it
    names in full ("Seattle" when the text is about "Seattle Reign", found by its
    structure or in the tables, not the tables' "Seattle Sounders") read as that team."""
    base = len(tables)
    # The teams the text names by a name of two words or more, and by what words.
    full: dict[int, tuple[str, ...]] = {
        base + k: tuple(fold(w) for w in t.name.split()) for k, t in enumerate(extra)
    }
    for m in fixed:
        if m.kind == "team" and " " in work[m.start : m.end]:
            full.setdefault(m.index, tuple(fold(w) for w in tables[m.index].name.split()))
    if not full:
        return fixed
    to: dict[int, int | None] = {}
    for m in fixed:
        if m.kind != "team" or m.index in full:
            continue
        words = tuple(fold(w) for w in work[m.start : m.end].split())
        parts = [k for k, name in full.items() if _is_part(words, name)]
        found = parts[0] if len(parts) == 1 else None
        to[m.index] = found if to.get(m.index, found) == found else None
    fixed = [
        Mention(m.start, m.end, m.kind, found)
        if m.kind == "team" and (found := to.get(m.index)) is not None
        else m
        for m in fixed
    ]
    longer = [tuple(fold(w) for w in team.name.split()) for team in extra]
    # The ground of a tables' team the text does not name, when a team the structure found
    # bears its town's name ("Providence Park" in a text about the Portland Thorns, not the
    # Timbers): a ground the two share.
    named = {m.index for m in fixed if m.kind == "team"}
    firsts = [name[0] for name in longer]
    town = {first: base + k for k, first in enumerate(firsts) if firsts.count(first) == 1}
    return [
        Mention(m.start, m.end, m.kind, town[first])
        if m.kind == "ground"
        and m.index not in named
        and (first := fold(tables[m.index].name.split()[0])) in town
        else m
        for m in fixed
    ]


def _names_next(found: Found, end: int) -> bool:
    """A named person right after ``end`` (after one space)."""
    if end + 1 >= len(found.masked) or found.masked[end] != " ":
        return False
    person = found.person_at(found.masked[end + 1])
    return person is not None and not person.unnamed


def _is_part(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """``short`` names the same person as ``long``: it is a run of its words, ending at its
    last word ("Kane" in "Harry Kane", "van Boekel"), or its first word alone ("Emerson")."""
    if len(short) >= len(long):
        return False
    if long[-len(short) :] == short:
        return True
    return len(short) == 1 and long[0] == short[0]


def _common_start(after: str) -> bool:
    """The word after a capitalised first word shows it is an ordinary word ("Replays
    showed", "Hold on"): it is a lower-case word that is not a verb we know."""
    del after
    return False


def _with_year(name: str, year: str | None) -> str:
    """A competition's canonical ``name`` with the year the text gave ("UEFA Euro 2024"),
    or without it where its pattern lets the year out ("Copa América", "World Cup
    qualifying")."""
    if "{year}" not in name:
        return name
    if year is None:
        return " ".join(name.replace("{year}", "").split())
    return name.replace("{year}", year)
