"""Names of the tables: teams, grounds, competitions, organisations and places."""

from __future__ import annotations

import re
from collections.abc import Sequence

from drafting.people.lexicon import Lexicon
from drafting.people.model import Mention, fold, is_part
from drafting.prefilter import may_match, words_of
from drafting.tables import Tables, Team
from drafting.text import lined_copy


def _with_year(name: str, year: str | None) -> str:
    """A competition's canonical ``name`` with the year the text gave ("UEFA Euro 2024"),
    or without it where its pattern lets the year out ("Copa América", "World Cup
    qualifying")."""
    if "{year}" not in name:
        return name
    if year is None:
        return " ".join(name.replace("{year}", "").split())
    return name.replace("{year}", year)


def found_for_tables(
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
        parts = [k for k, name in full.items() if is_part(words, name)]
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


class KnownNames:
    """The names of the tables found in a text: the lowest layer of the people finder. It
    holds its language's ``Lexicon`` (the words and patterns, built once) as ``lex`` and
    its tables as ``t``; the layers above read both through it."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        self.lex = Lexicon(tables)

    def _fixed(self, work: str, text: str = "", lined: str | None = None) -> list[Mention]:
        """The names of the tables in ``work`` (``text``: as written, for its datelines;
        ``lined``: ``work`` with its line breaks, text.lined_copy, when the caller has it):
        the longest where names overlap, then the names of several teams and the demonyms
        of the teams named."""
        # (a name at a line's end has no first name or surname on the next line)
        lined = lined_copy(work, text) if lined is None else lined
        busy = bytearray(len(work) + 1)  # 1 where a name is already found
        found = _longest_first(self._candidates(work, text, lined), busy)
        found = self._shared_grounds(work, self._kept(lined, found, busy))
        named = {m.index for m in found if m.kind in ("team", "ground")}
        places = {(m.start, m.end) for m in found if m.kind == "place"}
        found = self._ambiguous(lined, found, busy, named, places)
        for m in self.lex.demonym_re.finditer(work):
            index = self.lex.demonyms[m.group()]
            if index in named and not any(busy[m.start() : m.end()]):
                _add(found, busy, Mention(m.start(), m.end(), "demonym", index))
        found.sort(key=lambda m: m.start)
        return found

    def _candidates(self, work: str, text: str, lined: str | None = None) -> list[Mention]:
        """Every name of the tables found, overlapping or not (``lined``: as in ``_fixed``)."""
        candidates: list[Mention] = []
        for m in self.lex.ground_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "ground", self.lex.grounds[m.group()]))
        candidates += self._competitions_found(work, text, lined)
        datelines = (
            [(m.start(), m.end()) for m in self.lex.dateline.finditer(text)]
            if self.lex.dateline
            else []
        )
        found_aliases = list(self.lex.alias_re.finditer(work))
        if (
            self.lex.upper_re is not None
            and self.lex.capitals is not None
            and self.lex.capitals.search(work)
        ):
            found_aliases += list(self.lex.upper_re.finditer(work))
        for m in found_aliases:
            if any(a <= m.start() < b for a, b in datelines):
                candidates.append(Mention(m.start(), m.end(), "place", -1, m.group()))
                continue
            candidates.append(Mention(m.start(), m.end(), "team", self.lex.aliases[m.group()]))
        for start, inner in self._inner_aliases(work, found_aliases):
            # the outer name's first words stay in the mention ("la Real Sociedad")
            candidates.append(Mention(start, inner.end(), "team", self.lex.aliases[inner.group()]))
        for m in self.lex.org_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "org", -1, m.group()))
        for m in self.lex.place_re.finditer(work):
            candidates.append(Mention(m.start(), m.end(), "place", -1, m.group()))
        return candidates

    def _competitions_found(self, work: str, text: str, lined: str | None) -> list[Mention]:
        """The competitions of the tables, and the names of a competition's shape; also in a
        heading in capitals ("ELITESERIEN – 22. SPIELTAG"), read as if it were in small
        letters ("Eliteserien – 22. Spieltag", written so)."""
        candidates: list[Mention] = []
        lined = lined_copy(work, text) if lined is None else lined
        titled = _capitals_titled(lined)
        for copy in (work,) if titled is None else (work, titled):
            if self.lex.any_competition is None or not self.lex.any_competition.search(copy):
                continue
            # the competitions whose words the text has (drafting.prefilter): of a hundred
            # patterns, each tried at every character, the few it may name
            words = words_of(copy)
            for regex, name in self.lex.competition_res:
                if may_match(regex, words):
                    for m in regex.finditer(copy):
                        value = _with_year(name, m.groupdict().get("year"))
                        candidates.append(Mention(m.start(), m.end(), "competition", -1, value))
        if self.lex.competition_shape is not None:
            tabled = [(c.start, c.end) for c in candidates if c.kind == "competition"]
            # a name of this shape runs on over no line break ("... in Córdoba" over
            # "Argentina's Liga Profesional") and cuts no table's name short at its end
            for copy in (lined,) if titled is None else (lined, titled):
                for m in self.lex.competition_shape.finditer(copy):
                    written = self._competition_name(m.group())
                    if written and not any(a < m.end() < b for a, b in tabled):
                        at = m.start() + m.group().index(written)
                        candidates.append(
                            Mention(at, at + len(written), "competition", -1, written)
                        )
        return candidates

    def _inner_aliases(
        self, work: str, found: list[re.Match[str]]
    ) -> list[tuple[int, re.Match[str]]]:
        """Names that start inside a name found and go on past it, which a search that
        takes names one after the other passes over: "Real Sociedad" in "la Real
        Sociedad", where the alias "la Real" came first (the longest wins later)."""
        out: list[tuple[int, re.Match[str]]] = []
        for m in found:
            at = m.group().find(" ")
            while at >= 0:
                inner = self.lex.alias_re.match(work, m.start() + at + 1)
                if inner is not None and inner.end() > m.end():
                    out.append((m.start(), inner))
                at = m.group().find(" ", at + 1)
        return out

    def _kept(self, work: str, found: list[Mention], busy: bytearray) -> list[Mention]:
        """The names found that are what they seem: no team's name that is a person's
        surname or a longer name's word, no place's that is a first name."""
        kept: list[Mention] = []
        for mention in found:
            if mention.kind == "team" and self.lex.surname(work, mention.start, busy):
                # "Darren England" is a person: a team's name after a first name is a surname.
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if mention.kind == "place" and self.lex.first_name(work, mention.end):
                # "Milan Roth": a place's name before a surname is a first name.
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if (
                mention.kind == "team"
                and self.lex.person_before_country is not None
                and self.t.teams[mention.index].demonyms
                and " " not in work[mention.start : mention.end]
                and not work[mention.start : mention.end].isupper()
                and self.lex.person_before_country.search(
                    work, max(0, mention.start - 12), mention.start
                )
            ):
                busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                continue
            if mention.kind == "team":
                suffix = self.lex.suffix_re.match(work, mention.end) if self.lex.suffix_re else None
                if suffix is not None:  # "Chelsea Women": the team's name goes on
                    end = suffix.end()
                    busy[mention.end : end] = b"\x01" * (end - mention.end)
                    mention = Mention(mention.start, end, "team", mention.index)
                elif (
                    " " not in work[mention.start : mention.end]
                    and self.lex.first_name(work, mention.end)
                    and not self._team_word(work, mention.start, mention.end)
                ):
                    # "Inter Miami": one word of a longer name is not the tables' team
                    busy[mention.start : mention.end] = b"\x00" * (mention.end - mention.start)
                    continue
            kept.append(mention)
        return kept

    def _team_word(self, work: str, start: int, end: int) -> bool:
        """The one-word name at ``start``-``end`` is its club's word for its people, after an
        article, before a name ("le Lillois Jonathan David"): the team, no first name."""
        regex = self.lex.team_word_before_name
        return regex is not None and regex.search(work, max(0, start - 8), end) is not None

    def _ambiguous(
        self,
        work: str,
        found: list[Mention],
        busy: bytearray,
        named: set[int],
        places: set[tuple[int, int]],
    ) -> list[Mention]:
        """``found`` with the names of several teams ("Bremen") that the text's other
        names make one team's (or that are the country itself)."""
        for m in self.lex.ambiguous_re.finditer(work):
            if any(busy[m.start() : m.end()]):
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
                _add(found, busy, Mention(m.start(), m.end(), "team", present[0]))
        return found

    def _country_itself(self, word: str, options: list[int], work: str, end: int) -> bool:
        """A word that is both a team's own name and a word for one of its people ("la
        demi-finale remportée par l'Argentine", "une Argentine"): the team, unless a name
        follows ("l'Argentine Estefanía Banini")."""
        return (
            len(options) == 1
            and self.t.teams[options[0]].name == word
            and not self.lex.first_name(work, end)
        )

    def _club_genitive(self, work: str, m: re.Match[str], places: set[tuple[int, int]]) -> bool:
        """``m``, a place found as such, is written in the genitive before a capitalised word
        ("Bremens Innenverteidiger", "Bremens Jens Holtkamp"), in a language that marks
        the genitive with an "s" (words.yaml grammar ``genitive_s``)."""
        return (
            self.lex.genitive_s
            and (m.start(), m.end()) in places
            and re.match(r"s [A-ZÄÖÜ]", work[m.end() : m.end() + 3]) is not None
        )

    def _shared_grounds(self, work: str, found: list[Mention]) -> list[Mention]:
        """``found`` with a ground two clubs share made the one of them the text names, or
        dropped when it names neither or both (the ground then says nothing of a team)."""
        if not self.lex.shared_grounds:
            return found
        teams = {m.index for m in found if m.kind == "team"}
        out = []
        for m in found:
            options = (
                self.lex.shared_grounds.get(work[m.start : m.end]) if m.kind == "ground" else None
            )
            if options is not None:
                named = [i for i in options if i in teams]
                if len(named) != 1:
                    continue
                m = Mention(m.start, m.end, "ground", named[0])
            out.append(m)
        return out

    def _competition_name(self, raw: str) -> str | None:
        """A competition's name as written, without the leading words that are no name
        ("The", "Saturday's"), while what is left still has a name's shape (not "Copa" of
        "Copa Argentina"; a word that opens a tables' competition stays: "Premier Soccer
        League"); None for a bare "League" or "Cup"."""
        words = raw.split(" ")
        shape = self.lex.competition_shape
        while (
            len(words) > 1
            and shape is not None
            and shape.fullmatch(" ".join(words[1:]))
            and (
                words[0].lower().rstrip("'’s") in self.t.not_names
                and words[0].lower() not in self.lex.competition_words
                or words[0].lower() in self.t.weekdays
                or words[0].lower().rstrip("'’s") in self.t.weekdays
                or words[0].lower() in self.t.months
            )
        ):
            words = words[1:]
        name = " ".join(words)
        if not name or name in self.lex.competition_bare:
            return None
        return name


#: The words in capitals a line starts with, the first of four letters or more (a heading:
#: "ALLSVENSKAN ROUND-UP: Round 23"), accented capitals among them ("SEGUNDA FEDERACIÓN").
_CAPITALS_LINE = re.compile(
    r"^[^\S\n]*(?=[A-ZÄÖÜÉ]{4})(?:[A-ZÄÖÜÉÈÊÀÂÇÎÔÛÁÍÓÚÑ0-9][A-ZÄÖÜÉÈÊÀÂÇÎÔÛÁÍÓÚÑ0-9'’./-]*(?:[^\S\n]*[–—:,]?[^\S\n]*))+",
    re.MULTILINE,
)


def _capitals_titled(lined: str) -> str | None:
    """``lined`` with the words in capitals a line starts with written in small letters but
    each word's first ("ALLSVENSKAN ROUND-UP" as "Allsvenskan Round-Up"), the same length;
    None if it has none."""
    if not _CAPITALS_LINE.search(lined):
        return None

    def title(m: re.Match[str]) -> str:
        line = m.group()
        titled = line.title()
        return titled if len(titled) == len(line) else line

    return _CAPITALS_LINE.sub(title, lined)


def _add(found: list[Mention], busy: bytearray, m: Mention) -> None:
    """Name ``m`` found: its characters are taken."""
    found.append(m)
    busy[m.start : m.end] = b"\x01" * (m.end - m.start)


def _longest_first(candidates: list[Mention], busy: bytearray) -> list[Mention]:
    """The longest name wins where names overlap; on a tie, the order of kinds below."""
    order = {"ground": 0, "competition": 1, "team": 2, "org": 3, "place": 4}
    candidates.sort(key=lambda m: (-(m.end - m.start), order[m.kind], m.start))
    found: list[Mention] = []
    for cand in candidates:
        if not any(busy[cand.start : cand.end]):
            _add(found, busy, cand)
    return found
