"""One text, read once: its sentences, the names in it, and whose words each part is.

``Reading.narrative`` is the masked text (names as placeholders) with every person's words
blanked out, so the facts come from what the writer states; ``Reading.speech`` is the
opposite, for the claims and for what a witness describes.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from functools import cached_property
from typing import Any

from drafting import scan
from drafting.budget import Budget
from drafting.lazy import Regex
from drafting.patterns import Patterns
from drafting.people import Found, Mention, Person
from drafting.prefilter import Words, may_match
from drafting.speech import Speakers
from drafting.tables import FILL, PERSON_BASE, PERSON_END, TEAM_BASE, Team
from drafting.text import Index, Region, Sentence, paragraphs, sentences, working_copy
from drafting.turns import introduced, turns


class Reading:
    """A text with its sentences, names and speech regions."""

    def __init__(self, text: str, patterns: Patterns, budget: Budget | None = None) -> None:
        self.text = text
        self.p = patterns
        self.t = patterns.tables
        self.budget = budget or Budget()
        #: What one pattern says of one sentence, found once (see ``sentence_has``).
        #: (Keyed by the pattern's id, as a pattern's hash is computed anew from its whole
        #: source at each call; ``_kept`` holds each pattern, so that its id stays its own.)
        self._said: dict[tuple[int, str, int], bool] = {}
        self._kept: dict[int, Regex] = {}
        self._questions: dict[int, bool] = {}
        #: The words of each text scanned (narrative, speech...), for ``may_match``.
        self._words: dict[str, Words] = {}
        #: What ``may_match`` said of each pattern (by id), for each text.
        self._may: dict[str, dict[int, bool]] = {}
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
        self.regions: list[Region] = Speakers(self).regions()
        self.region_starts = [r.start for r in self.regions]
        #: A transcript's guests' turns, and where every turn lies (claims read them).
        self.turns = turns(text, self.people, self.p.guest)
        #: The turns of speakers brought in with their role: never the writer's positions
        #: (drafting.facts.apposition.described).
        self.spoken = introduced(text, self.turns[0])
        self.narrative = self._blank(inside=True)
        self.speech = self._blank(inside=False)
        #: Each pattern's matches in the narrative, found once (focus and the officials'
        #: decisions scan it with the same patterns).
        self._in_narrative: dict[int, list[re.Match[str]]] = {}

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

    def in_narrative(self, regex: Regex) -> list[re.Match[str]]:
        """Every match of ``regex`` in the narrative, found once per reading."""
        key = id(regex)
        found = self._in_narrative.get(key)
        if found is None:
            narrative = self.narrative
            self._kept[key] = regex
            found = self._in_narrative[key] = list(self.finditer(regex, narrative))
        return found

    def finditer(self, regex: Regex, text: str) -> Iterator[re.Match[str]]:
        """``regex.finditer(text)`` (``text`` one of this reading's texts), not run when
        the prefilter says it cannot match, and else tried only where a match could begin
        (drafting.scan)."""
        if not self.may_match(regex, text):
            return iter(())
        return scan.finditer(regex, self._words[text])

    def may_match(self, regex: Regex, text: str) -> bool:
        """False only when ``regex`` cannot match ``text`` (one of this reading's texts):
        a word it cannot match without is not in it (drafting.prefilter). Found once for
        each pattern and text."""
        said_of = self._may.get(text)
        if said_of is None:
            said_of = self._may[text] = {}
            self._words[text] = Words.of(text)
        key = id(regex)
        said = said_of.get(key)
        if said is None:
            self._kept[key] = regex
            said = said_of[key] = may_match(regex, self._words[text])
        return said

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
            if kind >= 3 and _apposition(narrative, at):
                continue  # "Cobas, el delantero, estaba ...": the name's own apposition
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

    def sentence_has(self, regex: Regex, number: int, source: str = "narrative") -> bool:
        """Whether ``regex`` matches in sentence ``number`` of ``source`` (the name of one of
        the reading's texts: narrative, masked, speech). Each sentence is scanned once for
        each pattern, however many matches in it ask (a sentence of a hundred names asked a
        hundred times)."""
        key = (id(regex), source, number)
        said = self._said.get(key)
        if said is None:
            self._kept[id(regex)] = regex
            sentence = self.sentences[number]
            text: str = getattr(self, source)
            said = self.may_match(regex, text) and (
                regex.search(text, sentence.start, sentence.end) is not None
            )
            self._said[key] = said
            self.budget.spend()
        return said

    def is_question(self, number: int) -> bool:
        """Sentence ``number`` ends with a question mark (before closing quotes), and is
        no question that takes its content as given (patterns.yaml ``why_question``)."""
        asked = self._questions.get(number)
        if asked is None:
            sentence = self.sentences[number]
            end = sentence.end
            while end > sentence.start and self.text[end - 1] in "”’»\"' ":
                end -= 1
            asked = end > sentence.start and self.text[end - 1] == "?"
            why = self.p.why_question
            if asked and why is not None and why.match(self.text, sentence.start, end):
                asked = False  # "Why was the goal ruled out?" takes it as given
            self._questions[number] = asked
        return asked

    def sentence_text(self, sentence: Sentence) -> str:
        return self.text[sentence.start : sentence.end]

    def negated(self, source: str, start: int, belief: bool = False) -> bool:
        """A negation or a condition just before ``start`` in the same clause (with
        ``belief``, also what someone believed: "he believed the goal had been awarded").
        A negation word that denies nothing after a conjunction of time (patterns.yaml
        ``expletive_negation``: "avant que la VAR ne l'annule") is no negation."""
        sentence = self.index.at(start)
        if sentence is None:
            return False
        window = int(self.t.raw["negation_window"])
        before = source[word_start(source, max(sentence.start, start - window)) : start]
        clause = self.p.clause_split.split(before)[-1]
        if belief and self.p.belief.search(before):
            return True
        found = self.p.negation.search(clause)
        if found is None or self.p.expletive is None:
            return found is not None
        offset = start - len(clause)
        chars = list(clause)
        for m in self.p.expletive.finditer(source, sentence.start, sentence.end):
            for i in range(max(0, m.start("ne") - offset), min(len(chars), m.end("ne") - offset)):
                chars[i] = " "  # "avant que la VAR ne l'annule": the VAR did annul it
        return self.p.negation.search("".join(chars)) is not None

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


def word_start(source: str, at: int) -> int:
    """``at``, or past the word it cuts: a window read for a negation opens on a whole word,
    never on the tail of one ("une passe" cut to "ne passe" is no negation)."""
    while 0 < at < len(source) and source[at - 1].isalnum() and source[at].isalnum():
        at += 1
    return at


def _apposition(narrative: str, at: int) -> bool:
    """The words at ``at`` follow a person's name and a comma ("Cobas, el delantero"): an
    apposition of that name, no word standing for a player of its own."""
    i = at - 1
    while i >= 0 and narrative[i] == " ":
        i -= 1
    if i < 0 or narrative[i] != ",":
        return False
    i -= 1
    while i >= 0 and narrative[i] == FILL:
        i -= 1
    return i >= 0 and PERSON_BASE <= ord(narrative[i]) <= PERSON_END


def person_char(index: int) -> str:
    return chr(PERSON_BASE + index) if index <= PERSON_END - PERSON_BASE else " "
