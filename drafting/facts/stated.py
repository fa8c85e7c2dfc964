"""What the writer says of attackers without a touch of the ball: where they stood
(offside, level, onside) and how they were involved."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from drafting.facts.apposition import apposition_regex, described
from drafting.facts.base import Finder, Item, Stated, pattern_items
from drafting.facts.dropped_subject import WRITTEN_WIDTH, dropped
from drafting.facts.pronoun_stated import Unresolved, unresolved
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import PERSON_BASE, PERSON_END, Tables, past_fill
from drafting.text import Sentence

#: What a position says, in the draft's words (positions[].where.second_last).
POSITION_KINDS = ("offside", "level", "onside")
#: How many sentences before the one stating his position a cue naming its player is read
#: ("X sent Holm clear ... Bello took Holm's legs ... Holm had been offside").
CUE_BEFORE = 3


class StatedFacts(Finder):
    """Positions and involvements stated of attackers."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        positions = tables.raw.get("positions") or {}
        self.position_rules = {
            k: pattern_items(tables, positions.get(k) or []) for k in POSITION_KINDS
        }
        self.doubt = tables.compile(positions["doubt"]) if positions.get("doubt") else None
        #: A demonstrative subject ("Der hatte im Abseits gestanden"; optional).
        said = positions.get("demonstrative")
        self.demonstrative = tables.compile(said, 0) if said else None
        #: Where a verb opens its sentence with its subject dropped ("Estaba adelantado").
        slot = positions.get("dropped_subject")
        self.dropped_slot = tables.compile(slot) if slot else None
        #: Words telling where an attacker stood against the back line (optional).
        self.line = tables.compile(positions["line"]) if positions.get("line") else None
        #: Words just before a statement that make it a side's protest or belief, not the
        #: writer's ("the players protested that X had made no attempt"; optional).
        self.reported = tables.compile(positions["reported"]) if positions.get("reported") else None
        #: The officials' call just before a position ("marcó fuera de juego de X"): what
        #: they called, not what the writer states of where he stood (optional).
        self.called = tables.optional(positions, "called")
        involvements = tables.raw.get("involvements") or {}
        self.involvement_rules = {
            k: pattern_items(tables, v or []) for k, v in involvements.items()
        }
        #: The involvement rules whose own words hold no negation: a negation in the
        #: clause their match ends in denies what they tell ("X ... stand auch nicht in
        #: der Sichtlinie"); see ``_denied_inside``.
        denial = tables.raw.get("plain_negation")
        self.denial = re.compile(str(denial), re.IGNORECASE) if denial else None
        self.inner_negation = _plain_rules(self.denial, tables, involvements)
        #: Words of an opponent's reaction ("the keeper never saw the shot"), kind -> patterns,
        #: read near a player the writer puts in an offside position (optional).
        cues = tables.raw.get("involvement_cues") or {}
        self.cue_rules = {k: [tables.compile(p) for p in v or []] for k, v in cues.items()}
        #: An apposition after a name, read as part of it (drafting.facts.apposition).
        self.apposition = apposition_regex(tables)

    def _stated(
        self,
        r: Reading,
        rules: dict[str, list[Item]],
        asked: set[int] | None = None,
        subjects: bool = False,
    ) -> list[Stated]:
        """What the writer says of attackers by ``rules`` (kind -> patterns): one kind per
        person, none for a person the text gives two different kinds. ``asked`` gets the
        people whose position the text only asks about ("whether Kane was offside")."""
        found = self._found(r, rules, asked, subjects)
        found.sort(key=lambda x: x.start)
        return one_kind_each(found)

    def _found(
        self,
        r: Reading,
        rules: dict[str, list[Item]],
        asked: set[int] | None,
        subjects: bool = False,
    ) -> list[Stated]:
        """Everything ``rules`` find said of an attacker, unsorted; with ``subjects``, never
        of a name a preposition governs (see ``_object_of_preposition``); an apposition
        after a name read as part of it."""
        source = described(r, self.apposition)
        found: list[Stated] = []
        for kind, items in rules.items():
            for regex, negatable, ball in items:
                for found_at in r.finditer(regex, source):
                    m = _from_subject(r, regex, source, found_at)
                    if m is None:
                        continue
                    said = self.said(r, source, m, (kind, negatable, ball), asked, subjects)
                    if said is not None and self._denied_inside(r, source, m):
                        continue
                    if said is not None:
                        found.append(said)
        return found

    def said(
        self,
        r: Reading,
        source: str,
        m: re.Match[str],
        rule: tuple[str, bool, bool],
        asked: set[int] | None,
        subjects: bool,
        written: int | None = None,
    ) -> Stated | None:
        """What one match of a rule (its kind, whether a negation cancels it, whether it is
        against the ball) says of its player, or None when its words do not stand: no
        player, a negation, a doubt (the player then ``asked``), someone's protest.
        ``written``: where the matched text has a player written in before a verb whose
        subject the language drops (drafting.facts.dropped_subject); ``source`` has not."""
        kind, negatable, ball = rule
        r.budget.spend()
        person = r.person(m.group("p"))
        if person is None or not person.can_play:
            return None
        at = _back(written)
        start, end = at(m.start()), at(m.end())
        if not self._sentence_ok(r, start, end):
            return None
        if subjects and _object_of_preposition(r, source, start, at(m.start("p")), at(m.end("p"))):
            return None  # "stand direkt vor Brenner und nahm ihm die Sicht"
        if negatable and r.negated(source, start, belief=True):
            return None
        sentence = r.index.at(start)
        if self._reported(source, sentence, start):
            return None
        if kind in POSITION_KINDS and self._called(source, start):
            return None
        window = int(self.t.raw["negation_window"])
        if (
            self.doubt is not None
            and sentence is not None
            and self.doubt.search(source, max(sentence.start, start - window), start)
        ):
            if asked is not None:
                asked.add(person.index)
            return None
        other: int | None = None
        if "q" in m.re.groupindex and m.group("q"):
            q = r.person(m.group("q"))
            if q is None or not q.can_play:
                return None
            if q.index != person.index:
                other = q.index
            elif not _pronoun_at(r, source, at(m.start("q"))):
                return None
            # "delante de él" read as the subject himself: the words stand, the opponent
            # is unnamed
        return Stated(kind, person.index, other, start, end, ball)

    def _denied_inside(self, r: Reading, source: str, m: re.Match[str]) -> bool:
        """A rule with no denial of its own matched words whose last clause holds one:
        the words between its player and what he did deny it ("X griff nicht ein und
        stand auch nicht in der Sichtlinie", "Y no estaba delante del portero")."""
        if self.denial is None or m.re.pattern not in self.inner_negation:
            return False
        clause = r.p.clause_split.split(source[m.start() : m.end()])[-1]
        return self.denial.search(clause) is not None

    def _called(self, source: str, start: int) -> bool:
        """The officials' call stands just before a position's words ("marcó fuera de
        juego de X"): what they called, not where he stood. An involvement told in the
        call's reason ("por impedir la visión del portero") is the writer's to give."""
        return (
            self.called is not None
            and self.called.search(source, max(0, start - 30), start) is not None
        )

    def _reported(self, source: str, sentence: Sentence | None, start: int) -> bool:
        """The words just before ``start`` make what follows someone's protest or belief."""
        if self.reported is None or sentence is None:
            return False
        return self.reported.search(source, max(sentence.start, start - 60), start) is not None

    def positions(self, r: Reading) -> list[Stated]:
        """Where the text says attackers stood: offside, level or onside (found once); never
        of a name a preposition governs ("when the shot of Osei was struck, he stood ...")."""
        cached = r.cache.get("positions")
        if cached is None:
            asked: set[int] = set()
            found = self._stated(r, self.position_rules, asked, subjects=True)
            cached = r.cache["positions"] = found
            r.cache["asked"] = asked
        return list(cached)

    def pronoun_positions(self, r: Reading) -> list[Unresolved]:
        """Positions told of a pronoun that opens its sentence after one naming several
        players, with the players it may stand for (drafting.facts.pronoun_stated)."""
        told = unresolved(r, self.position_rules, self.said, self.demonstrative)
        return told + dropped(r, self.position_rules, self.said, self.dropped_slot)

    def asked(self, r: Reading) -> set[int]:
        """The people whose position the text asks about without stating it."""
        self.positions(r)
        return set(r.cache["asked"])

    def involvements(self, r: Reading) -> list[Stated]:
        """How attackers were involved without touching the ball, as the text says: by
        words about him, else by an opponent's reaction near his offside position."""
        found = self._found(r, self.involvement_rules, None, subjects=True)
        found += self.cued(r, {said.person for said in found})
        found.sort(key=lambda x: x.start)
        return one_kind_each(found)

    def cued(self, r: Reading, told: set[int]) -> list[Stated]:
        """The involvement an opponent's reaction tells ("Ruiz stood in an offside position
        ... Wilk never saw the shot"): in the sentence that puts a player offside, or the
        next, when no other player is put offside there and no words of his own tell one
        (``told``). A cue that names its player ({P}: "Holm was upended", "took Holm's
        legs", "Roux s'est jeté sur le ballon") is read from a few sentences before to the
        one after, of him only. Not said of a player who touched the ball (drafting.cast)."""
        if not self.cue_rules:
            return []
        at: dict[int, set[int]] = {}
        for said in self.positions(r):
            if said.kind == "offside" and said.person not in told:
                at.setdefault(said.person, set()).add(r.index.number(said.start))
        out: list[Stated] = []
        for person, numbers in at.items():
            numbers.discard(-1)
            if not numbers:
                continue
            near = {k + d for k in numbers for d in (0, 1)}
            crowded = any(k in near for p, ks in at.items() if p != person for k in ks)
            named = _naming(r, person, set(at) - {person}, max(numbers) + 1)
            for kind in self.cue_rules:
                m = self._cue(r, person, kind, (numbers, named), crowded)
                if m is not None:
                    out.append(Stated(kind, person, None, m.start(), m.end(), cued=True))
        return out

    def _cue(
        self,
        r: Reading,
        person: int,
        kind: str,
        where: tuple[set[int], list[int]],
        crowded: bool,
    ) -> re.Match[str] | None:
        """The first cue of ``kind`` about ``person``, offside in sentences ``numbers``:
        one naming him ({P}) from ``CUE_BEFORE`` sentences before to the one after, else, unless
        another player is put offside there (``crowded``), an unnamed one in that
        sentence or the next, or in a later sentence that names him and no other player
        put offside (``named``: "Hallmann stood wide, the keeper had a clear view")."""
        numbers, named = where
        source, sentences = r.resolved, r.index.sentences
        last = len(sentences) - 1
        for regex in self.cue_rules[kind]:
            personal = "(?P<p>" in regex.pattern
            unnamed = "(?P<o>" in regex.pattern
            if not r.may_match(regex, source) or (unnamed and crowded):
                continue
            spans = [
                (
                    sentences[max(n - CUE_BEFORE, 0) if personal or unnamed else n].start,
                    sentences[min(n + 1, last)].end,
                )
                for n in sorted(numbers)
                if personal or not crowded
            ]
            if not personal and not unnamed:
                spans += [(sentences[k].start, sentences[k].end) for k in named]
            for lo, hi in spans:
                for m in regex.finditer(source, lo, hi):
                    r.budget.spend()
                    if personal:
                        who = r.person(m.group("p"))
                        if who is None or who.index != person:
                            continue
                    if unnamed and not _fouled_unnamed(r, source, m, person, lo):
                        continue
                    if r.negated(source, m.start(), belief=True):
                        continue
                    if self._reported(source, r.index.at(m.start()), m.start()):
                        continue
                    return m
        return None


def _fouled_unnamed(r: Reading, source: str, m: re.Match[str], person: int, lo: int) -> bool:
    """A cue telling its player by a pronoun or a role word (group ``o``: "brought the
    striker down", "qui la fauche", "the forward ... was tripped") is of ``person``, the one
    player put offside near it, when the text named him before it (from ``lo``) and, where
    the words stand after the verb (its object), the last player named before them in their
    sentence, the foul's author, is someone else ("Holm ran in and brought him down": Holm
    fouled, he was not fouled)."""
    if person > PERSON_END - PERSON_BASE:
        return False
    own, at = chr(PERSON_BASE + person), m.start("o")
    if own not in source[lo:at]:
        return False
    if at <= m.start():
        return True  # the role word is the subject of a passive ("the striker was fouled")
    sentence = r.index.at(at)
    start = sentence.start if sentence is not None else lo
    for k in range(at - 1, start - 1, -1):
        if PERSON_BASE <= ord(source[k]) <= PERSON_END:
            return source[k] != own
    return True


def _plain_rules(
    negation: re.Pattern[str] | None, tables: Tables, rules: dict[str, Any]
) -> set[str]:
    """The expanded texts of the negatable rules in ``rules`` (kind -> items) whose own
    words hold no plain denial (a rule that needs one, "der den Ball nicht sah", or that
    keeps one out of its gaps, is left to itself)."""
    out: set[str] = set()
    if negation is None:
        return out
    for items in rules.values():
        for item in items or []:
            text = item if isinstance(item, str) else str(item["pattern"])
            negatable = isinstance(item, str) or bool(item.get("negatable", True))
            if negatable and negation.search(text) is None:
                out.add(tables.expand(text))
    return out


def _naming(r: Reading, person: int, others: set[int], after: int) -> list[int]:
    """The sentences from ``after`` on that name ``person`` (or hold a pronoun read as him)
    and no other player the text puts offside (``others``): an opponent's reaction told
    there is told of him."""
    if person > PERSON_END - PERSON_BASE:
        return []
    own = chr(PERSON_BASE + person)
    marks = [chr(PERSON_BASE + p) for p in others if p <= PERSON_END - PERSON_BASE]
    sentences = r.index.sentences
    r.budget.spend(max(len(sentences) - after, 0))
    out: list[int] = []
    for k in range(after, len(sentences)):
        words = r.resolved[sentences[k].start : sentences[k].end]
        if own in words and not any(c in words for c in marks):
            out.append(k)
    return out


def _from_subject(r: Reading, regex: Regex, source: str, m: re.Match[str]) -> re.Match[str] | None:
    """``m``, or, where another player's name follows its player's after a comma inside
    the match ("on a free kick crossed by Kolev, Petkov, offside, rose with Dimov"), the
    rule's match from that name on (None when there is none): the first name closes a
    phrase (the cross's taker), the second is the subject of what the words tell. Only a
    name the text writes there: a role word the reading took for a player is an aside."""
    if "p" not in m.re.groupindex or m.group("p") is None:
        return m
    after = past_fill(source, m.end("p"))
    if source[after : after + 2] != ", " or after + 2 >= m.end():
        return m
    first, other = r.person(m.group("p")), r.person(source[after + 2])
    if other is None or first is None or other.index == first.index or other.unnamed:
        return m  # (an unnamed one: "Morris, another Villa attacker, was offside")
    if not other.can_play or r.narrative[after + 2] != source[after + 2]:
        return m  # a pronoun or role word the reading took for a player
    again = regex.search(source, after + 2)
    return again if again is not None and again.start() == after + 2 else None


def _pronoun_at(r: Reading, source: str, start: int) -> bool:
    """A pronoun the reading resolved to a person stands at ``start`` (not a name)."""
    return r.narrative[start] != source[start]


def _back(written: int | None) -> Callable[[int], int]:
    """An offset of a text with a player written in at ``written`` (drafting.facts.
    dropped_subject) told in the text without him (his own offsets at ``written``)."""
    if written is None:
        return lambda k: k
    return lambda k: written if k < written + WRITTEN_WIDTH else k - WRITTEN_WIDTH


def _object_of_preposition(r: Reading, source: str, start: int, p: int, p_end: int) -> bool:
    """The pattern (from ``start``) opens with its person (at ``p``-``p_end``), a name after
    a preposition ("vor Brenner und nahm ihm die Sicht", "devant Rousselot"): he is no
    subject of the words after it, unless an aside after the name makes him one ("a pass
    to Mbappé, who was offside")."""
    regex = r.p.after_preposition
    sentence = r.index.at(start)
    if regex is None or sentence is None or start != p:
        return False
    if r.narrative[start] != source[start]:
        return False  # a pronoun standing for him ("as the shot flew past he swung")
    after = past_fill(source, p_end)
    if source[after : after + 1] == ",":
        return False
    lo = max(sentence.start, start - 30)
    cut = max(source.rfind(mark, lo, start) for mark in ".;:!?")
    return regex.search(source, max(lo, cut + 1), start) is not None


def one_kind_each(found: list[Stated]) -> list[Stated]:
    """One kind per person (``found`` in the text's order): none for a person given two
    different kinds, the level of one said onside and level; the first words, with the
    opponent later words name."""
    kinds: dict[int, set[str]] = {}
    for said in found:
        kinds.setdefault(said.person, set()).add(said.kind)
    out: list[Stated] = []
    seen: dict[int, int] = {}
    for said in found:
        told = kinds[said.person]
        if told == {"level", "onside"}:
            # "he started onside ... was level with Le Normand": one position, the level
            if said.kind == "onside":
                continue
        # two kinds: none of them, but an explicit "not involved" over one thing he did
        # ("stepped over the ball ... had not made an obvious action")
        elif len(told) > 1 and not (len(told) == 2 and said.kind == "none"):
            continue
        at = seen.get(said.person)
        if at is None:
            seen[said.person] = len(out)
            out.append(said)
        elif out[at].other is None and said.other is not None:
            out[at] = Stated(
                said.kind, said.person, said.other, out[at].start, out[at].end, out[at].ball
            )
    return out
