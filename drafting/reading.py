"""One text, read once: its sentences, the names in it, and whose words each part is.

``Reading.narrative`` is the masked text (names as placeholders) with every person's words
blanked out, so the facts come from what the writer states; ``Reading.speech`` is the
opposite, for the claims and for what a witness describes.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from drafting.budget import Budget
from drafting.people import OFFICIAL_ROLES, Finder, Found, Mention, Person
from drafting.tables import FILL, PERSON_BASE, PERSON_END, TEAM_BASE, Tables, Team
from drafting.text import Index, Region, Sentence, paragraphs, quotations, sentences, working_copy

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


@dataclass
class Patterns:
    """The compiled patterns of one language (built once per language)."""

    tables: Tables
    finder: Finder
    reported: re.Pattern[str]
    thinking: re.Pattern[str]
    view: re.Pattern[str]
    according: re.Pattern[str]
    before_quote: re.Pattern[str]
    after_quote: re.Pattern[str]
    #: After a quotation, a speech verb whose subject is a pronoun ("», a-t-il lâché"):
    #: the speaker is the one named last before it (speech.after_quote_pronoun; optional).
    after_pronoun: re.Pattern[str] | None
    pronoun: re.Pattern[str]
    #: "his"/"her" before a noun ("his knee"): read as the name and its possessive.
    possessive: re.Pattern[str] | None
    #: An attacker called by his role ("the striker"): read like a pronoun, for the one
    #: outfield player it can only stand for (positions and involvements only).
    epithet: re.Pattern[str] | None
    #: Words that put the player named just before them in an offside position ("was in
    #: an offside position"): of two players, the one a pronoun after them stands for.
    offside_subject: re.Pattern[str] | None
    #: A preposition just before a name ("von", "by"): that player is no subject.
    after_preposition: re.Pattern[str] | None
    negation: re.Pattern[str]
    belief: re.Pattern[str]
    other_match: re.Pattern[str]
    #: Where a clause ends before a negation ("[,;:—–(]| but | and ").
    clause_split: re.Pattern[str]
    #: The words that begin a speaker's description ("the Spurs boss").
    determiners: frozenset[str]
    #: A verb of naming that makes a short quotation after it a person's ("called it").
    naming: re.Pattern[str] | None = None

    @classmethod
    def build(cls, tables: Tables) -> Patterns:
        speech = tables.raw["speech"]
        return cls(
            tables=tables,
            finder=Finder(tables),
            reported=tables.compile(speech["reported"]),
            thinking=tables.compile(speech["thinking"]),
            view=tables.compile(speech["view"]),
            according=tables.compile(speech["according"]),
            before_quote=tables.compile(speech["before_quote"]),
            after_quote=tables.compile(speech["after_quote"]),
            after_pronoun=_optional(tables, speech, "after_quote_pronoun"),
            pronoun=tables.compile(tables.raw["pronoun"]),
            possessive=_optional(tables, tables.raw, "possessive_pronoun"),
            epithet=_optional(tables, tables.raw, "attacker_epithet"),
            offside_subject=_optional(tables, tables.raw, "offside_subject"),
            after_preposition=_optional(tables, tables.raw, "after_preposition"),
            negation=tables.compile(tables.raw["negation"]),
            belief=tables.compile(tables.raw["belief"]),
            other_match=tables.compile(tables.raw["other_match"]),
            clause_split=re.compile(
                "[,;:—–(]" + "".join(f"| {w} " for w in tables.grammar["clause_words"])
            ),
            determiners=frozenset(tables.grammar["determiners"]),
            naming=_optional(tables, tables.raw["quotes"], "naming"),
        )


class Reading:
    """A text with its sentences, names and speech regions."""

    def __init__(self, text: str, patterns: Patterns, budget: Budget | None = None) -> None:
        self.text = text
        self.p = patterns
        self.t = patterns.tables
        self.budget = budget or Budget()
        #: What one pattern says of one sentence, found once (see ``sentence_has``).
        self._said: dict[tuple[re.Pattern[str], str, int], bool] = {}
        self._questions: dict[int, bool] = {}
        #: What a finder worked out once for this text (its positions...), by name.
        self.cache: dict[str, Any] = {}
        self.work = working_copy(text)
        self.paragraph_spans = paragraphs(text)
        self.sentences: list[Sentence] = sentences(text, self.work, self.t)
        self.budget.spend(len(self.sentences))
        self.index = Index(self.sentences)
        self.found: Found = patterns.finder.find(text, self.work, self.index, self.budget)
        self.masked = self.found.masked
        self.mention_starts = [m.start for m in self.found.mentions]
        #: The last person named as a speaker so far (for an epithet speaker).
        self._last_named: tuple[str, int, bool] | None = None
        self.regions: list[Region] = self._regions()
        self.region_starts = [r.start for r in self.regions]
        self.narrative = self._blank(inside=True)
        self.speech = self._blank(inside=False)

    # --- people and names -----------------------------------------------------------------------

    @property
    def people(self) -> list[Person]:
        return self.found.people

    def person(self, char: str) -> Person | None:
        return self.found.person_at(char)

    def team_of_char(self, char: str) -> int | None:
        code = ord(char) - TEAM_BASE
        return code if 0 <= code < len(self.found.teams) else None

    @property
    def teams(self) -> list[Team]:
        """The text's teams by index: the tables' and those its structure names."""
        return self.found.teams

    @property
    def team_index(self) -> dict[str, int]:
        return self.found.team_index

    def mentions(self, kind: str) -> list[Mention]:
        return [m for m in self.found.mentions if m.kind == kind]

    def org_at(self, start: int, end: int) -> str | None:
        for m in self.mentions_in(start, end):
            if m.kind in ("org", "competition"):
                return self.text[m.start : m.end]
        return None

    # --- where words come from ------------------------------------------------------------------

    def region_at(self, position: int) -> Region | None:
        i = bisect.bisect_right(self.region_starts, position) - 1
        if i >= 0 and self.regions[i].start <= position < self.regions[i].end:
            return self.regions[i]
        return None

    def mentions_in(self, start: int, end: int) -> list[Mention]:
        """The names found between ``start`` and ``end``."""
        i = bisect.bisect_left(self.mention_starts, start)
        j = bisect.bisect_left(self.mention_starts, end)
        return [m for m in self.found.mentions[i:j] if m.end <= end]

    def said_by(self, position: int) -> str | None:
        region = self.region_at(position)
        return region.speaker if region else None

    @cached_property
    def other_match(self) -> set[int]:
        """Sentences about another match (their names give no facts of this one)."""
        regex = self.p.other_match
        self.budget.spend(len(self.sentences))
        return {
            i for i, s in enumerate(self.sentences) if regex.search(self.narrative, s.start, s.end)
        }

    @cached_property
    def resolved(self) -> str:
        """The narrative with "he"/"she" ("his": the name and "'s"; "the striker") as the one
        player it can only stand for. The pool is the players its sentence names before it,
        or, when its sentence names nobody before it, those the sentence before names: one
        player in the pool is the one; of several, the one those words put in an offside
        position ("Dumfries stood in an offside position in front of Maignan and he ...");
        else it stays a pronoun. A player named without a name ("a player in that position,
        if he ...") in the pool makes it no one. Found in one pass over the text."""
        narrative = self.narrative
        chars: list[str] | None = None
        events = self._resolve_events(narrative)
        current = -1
        seen: list[int] = []  # the players named so far in the sentence (-1: unnamed)
        previous: list[int] = []
        offside = previous_offside = last = -1
        for at, kind, value in events:
            number = self.index.number(at)
            if number != current:
                fresh = number == current + 1
                previous, previous_offside = (seen, offside) if fresh else ([], -1)
                seen, offside, current, last = [], -1, number, -1
            if kind in (0, 6):
                if value not in seen:
                    seen.append(value)
                last = value if kind == 0 else last
                continue
            if kind == 5:
                if last >= 0 and not self.people[last].goalkeeper:
                    offside = last
                continue
            pool, off = (seen, offside) if seen else (previous, previous_offside)
            # of several, the one in an offside position; not for "his" ("Pike stood
            # offside in front of Reeve, blocking his view": the keeper's view)
            who = pool[0] if len(set(pool)) == 1 else off if kind != 2 else -1
            if who < 0 or number < 0:
                continue  # no one for sure
            if kind >= 3 and (self.people[who].goalkeeper or self.people[who].official):
                continue  # "the striker" is no goalkeeper, nor the referee named before
            if chars is None:
                chars = list(narrative)
            _replace(chars, at, kind, value, who)
        return "".join(chars) if chars is not None else narrative

    def _resolve_events(self, narrative: str) -> list[tuple[int, int, int]]:
        """What ``resolved`` reads, in the text's order: (position, kind, value). Kind 0 a
        player named (value: the person, -1 for one without a name), 1 a pronoun, 2 a
        possessive, 3 and 4 an epithet (value: where it ends), 5 words that put the player
        named last in an offside position (value unused), 6 a player named after a
        preposition (no subject of those words)."""
        events: list[tuple[int, int, int]] = []
        for m in self.found.mentions:
            if m.kind != "person" or narrative[m.start] == " ":
                continue
            person = self.people[m.index]
            if person.can_play and not person.unnamed:
                after = self.p.after_preposition
                # "beim Schuss von Ahrens": a name after a preposition is no subject (6)
                kind = 6 if after and after.search(narrative, max(0, m.start - 24), m.start) else 0
                events.append((m.start, kind, person.index))
            elif person.can_play and not person.goalkeeper and person.side != "defending":
                events.append((m.start, 0, -1))  # "a player in that position"
        for said in self.p.pronoun.finditer(narrative):
            events.append((said.start(), 1, said.end()))
        if self.p.possessive is not None:
            for said in self.p.possessive.finditer(narrative):
                if said.end() - said.start() == 3:  # "his", "her": the name and "'s"
                    events.append((said.start(), 2, said.end()))
        if self.p.epithet is not None:
            for said in self.p.epithet.finditer(narrative):
                # "al delantero": "a" stays, then the player ("a Cobas")
                kept = said.group("keep") if "keep" in said.re.groupindex else None
                at = said.start() + len(kept) if kept else said.start()
                events.append((at, 4 if kept else 3, said.end()))
        if self.p.offside_subject is not None:
            for said in self.p.offside_subject.finditer(narrative):
                events.append((said.start(), 5, said.end()))
        events.sort(key=lambda e: (e[0], e[1]))
        self.budget.spend(len(events))
        return events

    def sentence_has(self, regex: re.Pattern[str], number: int, source: str = "narrative") -> bool:
        """Whether ``regex`` matches in sentence ``number`` of ``source`` (the name of one of
        the reading's texts: narrative, masked, speech). Each sentence is scanned once for
        each pattern, however many matches in it ask (a sentence of a hundred names asked a
        hundred times)."""
        key = (regex, source, number)
        said = self._said.get(key)
        if said is None:
            sentence = self.sentences[number]
            text: str = getattr(self, source)
            said = self._said[key] = regex.search(text, sentence.start, sentence.end) is not None
            self.budget.spend()
        return said

    def is_question(self, number: int) -> bool:
        """Sentence ``number`` ends with a question mark (before closing quotes)."""
        asked = self._questions.get(number)
        if asked is None:
            sentence = self.sentences[number]
            end = sentence.end
            while end > sentence.start and self.text[end - 1] in "”’»\"' ":
                end -= 1
            asked = self._questions[number] = end > sentence.start and self.text[end - 1] == "?"
        return asked

    def sentence_text(self, sentence: Sentence) -> str:
        return self.text[sentence.start : sentence.end]

    def negated(self, source: str, start: int, belief: bool = False) -> bool:
        """A negation or a condition just before ``start`` in the same clause (with
        ``belief``, also what someone believed: "he believed the goal had been awarded")."""
        sentence = self.index.at(start)
        if sentence is None:
            return False
        window = int(self.t.raw["negation_window"])
        before = source[max(sentence.start, start - window) : start]
        clause = self.p.clause_split.split(before)[-1]
        if belief and self.p.belief.search(before):
            return True
        return self.p.negation.search(clause) is not None

    def _blank(self, inside: bool) -> str:
        chars = list(self.masked)
        marks = [False] * len(chars)
        for region in self.regions:
            for i in range(region.start, region.end):
                marks[i] = True
        for i, is_speech in enumerate(marks):
            if is_speech == inside:
                chars[i] = " "
        return "".join(chars)

    # --- quotations and reported speech ---------------------------------------------------------

    def _speaker(self, start: int, end: int, verb_at: int) -> tuple[str | None, int | None, bool]:
        """The person or organisation speaking in ``start``-``end``: the last one named
        before the speech verb at ``verb_at``; else a short phrase ("The Spurs boss")."""
        person: tuple[str | None, int | None, bool] = (None, None, False)
        org: str | None = None
        team: str | None = None
        for m in self.mentions_in(start, verb_at):
            if m.kind == "person":
                found = self.people[m.index]
                if not found.unnamed:
                    person = (found.name, found.index, found.official)
            elif m.kind in ("org", "competition"):
                org = self.text[m.start : m.end]
            elif m.kind == "team":
                team = self.found.teams[m.index].name
        if person[0] is not None:
            return person
        if org is not None:
            return org, None, False
        phrase = " ".join(self.text[start:verb_at].split()).strip(" ,:")
        words = phrase.split()
        if 1 <= len(words) <= 5 and words[0].lower() in self.p.determiners:
            roles = {self.t.role_of.get(w.lower()) for w in words[1:3]}
            if roles & OFFICIAL_ROLES:
                return phrase, None, True  # "explicó el colegiado": an official's words
            named = self._epithet(start, words, team is not None)
            return named if named is not None else (phrase, None, False)
        if team is not None:
            return team, None, False
        return None, None, False

    def _epithet(
        self, start: int, words: list[str], team: bool = False
    ) -> tuple[str, int, bool] | None:
        """The person an epithet speaker stands for ("según el central del Girona", "añadió
        el técnico irlandés"), where the language writes so (words.yaml grammar
        ``epithet_speakers``): the person who opens the sentence before, else the last
        person named as a speaker. None when neither is there or the phrase has no role."""
        if not self.t.grammar.get("epithet_speakers"):
            return None
        if not any(w.lower() in self.t.role_of for w in words[1:3]):
            return None
        number = self.index.number(start)
        if number > 0:
            before = self.sentences[number - 1]
            first = self.mentions_in(before.start, min(before.end, before.start + 40))
            if first and first[0].kind == "person" and first[0].start - before.start <= 2:
                person = self.people[first[0].index]
                if not person.unnamed:
                    return person.name, person.index, person.official
        if team:
            # "respondió el entrenador del Betis": a phrase that names its team may be the
            # other side's speaker; not the last one named
            return None
        return self._last_named

    def _subject(self, start: int, end: int) -> tuple[str | None, int | None, bool]:
        """The person (or team, organisation) a clause opens with, after at most a few
        words of role ("Former referee Janet Moss", "Wolfsburgs Trainer Arne Lindholm")."""
        mentions = self.mentions_in(start, end)[:3]
        first = next((m for m in mentions if m.kind == "person"), None)
        if first is None or len(self.text[start : first.start].split()) > 4:
            first = next(iter(mentions), None)  # "City insisted: ..."
        if first is None or first.kind not in ("person", "team", "org"):
            return None, None, False
        lead = self.text[start : first.start]
        if len(lead.split()) > 4 or any(c in lead for c in ',;:.!?«»“”„"'):
            return None, None, False
        if self.text[first.end : first.end + 2] in ("'s", "’s"):
            return None, None, False  # "Smith's header": not the subject
        if first.kind == "person":
            found = self.people[first.index]
            if found.unnamed:
                return None, None, False
            return found.name, found.index, found.official
        if first.kind == "team":
            return self.found.teams[first.index].name, None, False
        return self.text[first.start : first.end], None, False

    def _naming(self, start: int, open_at: int) -> tuple[str | None, int | None, bool]:
        """Before a short quotation, a named person's verb of naming ("called his touch",
        "a parlé d'une"; quotes.naming): that person."""
        regex = self.p.naming
        verb = regex.search(self.masked, start, open_at) if regex is not None else None
        if verb is None:
            return None, None, False
        speaker = self._speaker(start, verb.start(), verb.start())
        return speaker if speaker[1] is not None else (None, None, False)

    def _title_speaker(self, close_at: int, p_end: int) -> tuple[str | None, int | None, bool]:
        """In a title, a quotation then a colon or a dash: the person named in the few
        words after it, on the same line."""
        end = self.text.find("\n", close_at, p_end)
        end = p_end if end < 0 else end
        rest = self.text[close_at + 1 : end]
        mark = rest.lstrip(" .!?\u00a0\u202f")
        if not mark or mark[0] not in ":–—-":
            return None, None, False
        at = close_at + 1 + len(rest) - len(mark) + 1
        for m in self.mentions_in(at, end)[:2]:
            if m.kind != "person" or len(self.text[at : m.start].split()) > 6:
                continue
            found = self.people[m.index]
            if not found.unnamed:
                return found.name, found.index, found.official
        return None, None, False

    def _next_subject(self, close_at: int, p_end: int) -> tuple[str | None, int | None, bool]:
        """After a quotation that ends its sentence, the subject of the next sentence."""
        ended = self.text[max(0, close_at - 2) : close_at + 2]
        if not any(c in ended for c in ".!?…"):
            return None, None, False
        i = bisect.bisect_right([x.start for x in self.sentences], close_at)
        if i >= len(self.sentences) or self.sentences[i].start >= p_end:
            return None, None, False
        sentence = self.sentences[i]
        return self._subject(sentence.start, sentence.end)

    def _regions(self) -> list[Region]:
        regions: list[Region] = []
        min_words = int(self.t.raw["quotes"]["min_words"])
        previous: tuple[int, str | None, int | None, bool, bool] | None = None
        for open_at, close_at, paragraph in quotations(
            self.text,
            self.paragraph_spans,
            self.t.raw["quotes"].get("pairs"),
            bool(self.t.raw["quotes"].get("dialogue_dash")),
        ):
            self.budget.spend()
            p_start, p_end = self.paragraph_spans[paragraph]
            content = (open_at + 1, close_at)
            words = len(_WORD.findall(self.text[content[0] : content[1]]))
            sentence = self.index.at(open_at)
            seg_start = sentence.start if sentence else p_start
            if regions and regions[-1].end > seg_start:
                seg_start = regions[-1].end + 1
            speaker: str | None = None
            person: int | None = None
            official = False
            before = self.masked[seg_start:open_at]
            verb = self.p.before_quote.search(before)
            if verb:
                speaker, person, official = self._speaker(
                    seg_start, open_at, seg_start + verb.start()
                )
            if speaker is None and before.rstrip(" \u00a0\u202f—–-").endswith(":"):
                # "Wave coach Dana Whitlock postgame: '...'": the sentence's subject
                speaker, person, official = self._subject(seg_start, open_at)
            if speaker is None:
                after = self.masked[close_at + 1 : min(p_end, close_at + 80)]
                hit = self.p.after_quote.search(after)
                if hit:
                    found = hit.groupdict()
                    group = next((g for g in ("spk", "spk2", "spk3") if found.get(g)), "spk2")
                    a, b = close_at + 1 + hit.start(group), close_at + 1 + hit.end(group)
                    speaker, person, official = self._speaker(a, b, b)
                elif self.p.after_pronoun is not None and self.p.after_pronoun.search(after):
                    # "« ... », a-t-il lâché": the last person named before, in the same
                    # paragraph, or the speaker of the quotation before
                    speaker, person, official = self._speaker(p_start, open_at, open_at)
                    if (person is None or speaker is None) and regions:
                        last = regions[-1]
                        speaker, person, official = last.speaker, last.person, last.official
            opens_paragraph = not self.text[p_start:open_at].strip()
            line_start = max(p_start, self.text.rfind("\n", 0, open_at) + 1)
            opens_line = not self.text[line_start:open_at].strip()
            if speaker is None and opens_line:
                # "'We were robbed' – Hollis fumes", "« ... » : la colère de Sonia Ferrat"
                speaker, person, official = self._title_speaker(close_at, p_end)
            if speaker is None and opens_line:
                # '"We were robbed." Villa manager Martin Hollis did not hold back': a
                # quotation that opens a line, then a sentence whose subject is named
                speaker, person, official = self._next_subject(close_at, p_end)
            if (
                speaker is None
                and opens_paragraph
                and previous
                and previous[4]
                and previous[0] == paragraph - 1
            ):
                _, speaker, person, official, _ = previous
            if (
                speaker is None
                and previous
                and previous[0] == paragraph
                and previous[1] is not None
                and regions
                and open_at - regions[-1].end <= 200
                and not any(
                    (said := self.person(hit.group("spk")[:1])) is not None
                    and said.index != previous[2]
                    for hit in self.p.reported.finditer(self.masked, regions[-1].end, open_at)
                )
            ):
                # "..." said X after the game. "...": the same speaker goes on.
                _, speaker, person, official, _ = previous
            if speaker is None and words < min_words:
                # 'X called the touch "a deflection"': a person's words, however short
                speaker, person, official = self._naming(seg_start, open_at)
            if speaker is None and words < min_words:
                continue  # the writer's words in quotation marks: 'tight offside call'
            regions.append(Region(content[0], content[1], speaker, person, True, official))
            if speaker is not None and person is not None:
                self._last_named = (speaker, person, official)
            previous = (paragraph, speaker, person, official, close_at >= p_end)
        regions.extend(self._reported(regions))
        regions.sort(key=lambda r: r.start)
        return regions

    def _demand_end(self, m: re.Match[str], end: int) -> int:
        """Where the words of reported speech end: the sentence's end, but for a demand
        ("Hertha reklamierte Abseits, der Schiedsrichter ließ weiterlaufen", the pattern's
        group ``demand``) the end of the thing demanded, at the clause's end."""
        if m.re.groupindex.get("demand") is None or m.group("demand") is None:
            return end
        cut = re.compile("[,;:—–]").search(self.text, m.end(), end)
        return cut.start() if cut else end

    def _reported(self, quoted: list[Region]) -> list[Region]:
        """Reported speech in the sentences outside quotations."""
        found: list[Region] = []
        chars = list(self.masked)
        for region in quoted:
            for i in range(region.start, region.end):
                chars[i] = " "
        outside = "".join(chars)
        quoted_starts = sorted(q.start for q in quoted)
        last_speaker: tuple[str | None, int | None, bool] = (None, None, False)
        for sentence in self.sentences:
            s, e = sentence.start, sentence.end
            best: tuple[int, int, tuple[str | None, int | None, bool]] | None = None
            for regex in (self.p.reported, self.p.thinking):
                for m in regex.finditer(outside, s, e):
                    self.budget.spend()
                    spk = self._speaker(m.start("spk"), m.end("spk"), m.end("spk"))
                    if spk[0] is None:
                        continue
                    k = bisect.bisect_left(quoted_starts, m.end())
                    if k < len(quoted_starts) and quoted_starts[k] - m.end() <= 4:
                        continue  # "PGMOL admitted 'a significant human error'"
                    if best is None or m.end() < best[0]:
                        best = (m.end(), self._demand_end(m, e), spk)
                    break
            for regex in (self.p.according,):
                said = regex.search(outside, s, e)
                if said:
                    spk = self._speaker(said.start("spk"), said.end("spk"), said.end("spk"))
                    if spk[0] is not None and not outside[said.end() : e].strip(" .!?…»”\"'"):
                        # "Le but était valable, selon Still.": the words before are his
                        best = (s, said.start(), spk)
                    elif spk[0] is not None and (best is None or said.end() < best[0]):
                        best = (said.end(), e, spk)
            view = self.p.view.search(outside, s, e)
            if view and best is None and last_speaker[0] is not None:
                best = (view.end(), e, last_speaker)
            if best is None:
                continue
            start, end, (speaker, person, official) = best
            if end > start:
                found.append(Region(start, end, speaker, person, False, official))
                last_speaker = (speaker, person, official)
                if speaker is not None and person is not None:
                    self._last_named = (speaker, person, official)
        return found


def _replace(chars: list[str], at: int, kind: int, end: int, who: int) -> None:
    """Write person ``who`` over the pronoun (kind 1), possessive (2: the name and "'s") or
    epithet (3; 4: after the letter it keeps) at ``at`` that ends at ``end``."""
    if kind == 4:
        chars[at] = " "
        at += 1
    chars[at] = person_char(who)
    if kind == 2:
        chars[at + 1], chars[at + 2] = "'", "s"
        return
    for i in range(at + 1, end):
        chars[i] = FILL


def person_char(index: int) -> str:
    return chr(PERSON_BASE + index) if index <= PERSON_END - PERSON_BASE else " "


def _optional(tables: Tables, section: dict[str, Any], key: str) -> re.Pattern[str] | None:
    """The pattern a language's data may give under ``key`` of ``section``, compiled."""
    return tables.compile(section[key]) if section.get(key) else None
