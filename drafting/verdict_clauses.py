"""The officials' verdict on a defender's touch read by its construction, in any wording
of its three parts: a verb of judging ("ruled", "estimó", "wertete", "a jugé"), the touch
judged (a named player's, or one referred to: "it", "le défenseur"), and the verdict
("a deflection", "un simple rebote", "als absichtliches Spiel", "une main volontaire"),
the verdict linked to the touch as its complement ("ruled that X's touch had been a
deflection", "judged X's touch a deliberate handball", "consideraron que la mano de X fue
deliberada", "X's header was judged to be a deflection", "wertete die Annahme von X als
absichtliches Spiel").

Patterns.yaml ``verdict_clause`` holds each language's words:

- ``judge``: the verbs of judging (active forms and participles);
- ``passive``: an auxiliary just before such a verb: the judged touch may come before it;
  ``counts``: the verbs whose subject is the touch judged ("counts as", "zählt als",
  "compte comme", "contó como"), the touch before them as in the passive;
- ``link``: the words that tie a verdict to its touch, right before it ("as", "to be",
  "was", "fue", "als", "comme");
- ``small``: where the verdict follows the touch's words with only an article ("judged
  X's touch a deliberate handball"), the words from the verb to the verdict;
- ``values``: each verdict's words, in the order they are tried;
- ``hand``: a hand's nouns: a deliberate touch told as a hand's is a deliberate handball;
- ``denied``: words that deny the verdict that follows ("rather than", "no", "kein"),
  besides the language's negation; ``restrict``: words of those that do not deny it
  ("n'était qu'une", "no fue más que"); ``turn`` (else the language's
  ``classification_turn``) turns a denial ("nicht ..., sondern");
- ``ref``: the words that refer to the defender whose touch was told just before;
- ``self``: the writer's or a speaker's own voice as the judge ("I", "yo", "ich");
- ``official``: the officials' nouns (a name after one is an official's);
- ``clitic``: a pronoun just before the verb that stands for the touch judged ("el VAR lo
  consideró un simple rebote", "l'arbitre l'a jugée comme une déviation").

A verdict is given only when the judge is the officials: a judging verb whose subject
names no person who is not one of them, nor the writer. Each touch keeps a verdict the
patterns gave it first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from drafting.hits import Touch, referred
from drafting.reading import Reading
from drafting.tables import Tables

#: Where a clause ends, before a verdict: its judge and touch are in the same clause.
_CLAUSE = re.compile(r"[;:!?]|\s[–—]\s|\(|\)|[«»“”\"]")
#: The words between a verb's subject and the verb: a possessive's end, an auxiliary.
_SUBJECT = re.compile(r"\uf8ff*\s+(?:[\w'’-]+\s+){0,2}")
#: How far back from a verdict its judging verb may be.
_REACH = 160


@dataclass
class _Words:
    judge: re.Pattern[str]
    passive: re.Pattern[str]
    link: re.Pattern[str]
    values: list[tuple[str, re.Pattern[str]]]
    hand: re.Pattern[str]
    denied: re.Pattern[str]
    ref: re.Pattern[str]
    self_: re.Pattern[str]
    after: re.Pattern[str] | None
    small: re.Pattern[str] | None
    restrict: re.Pattern[str] | None
    turn: re.Pattern[str] | None
    clitic: re.Pattern[str] | None
    official: re.Pattern[str] | None
    counts: re.Pattern[str] | None = None
    ruling: re.Pattern[str] | None = None


@dataclass
class _Clause:
    """A verdict's clause: where it starts, its verb of judging, and how it is built."""

    start: int
    judge_start: int
    judge_end: int
    passive: bool
    verb_final: bool
    #: The verdict told after a colon that announces it ("The ruling: a deflection",
    #: "he decided that X had not played the ball: it was a deflection").
    ruled: bool = False


class VerdictClauses:
    """The verdict constructions of one language (built once)."""

    def __init__(self, tables: Tables) -> None:
        raw: dict[str, Any] | None = tables.raw.get("verdict_clause")
        self.words: _Words | None = None
        if not raw:
            return
        flags = re.IGNORECASE
        self.words = _Words(
            judge=re.compile(raw["judge"], flags),
            passive=re.compile(f"(?:{raw['passive']})\\s+(?:[\\w-]+\\s+)?$", flags),
            link=re.compile(f"(?:{raw['link']})\\s*$", flags),
            values=[(v, re.compile(p, flags)) for v, p in raw["values"].items()],
            hand=re.compile(raw["hand"], flags),
            denied=re.compile(raw["denied"], flags),
            ref=re.compile(raw["ref"], flags),
            self_=re.compile(raw["self"], flags),
            after=_optional(raw.get("after")),
            small=_optional(raw.get("small")),
            restrict=_optional(raw.get("restrict")),
            turn=_optional(raw.get("turn") or tables.raw.get("classification_turn")),
            clitic=_optional(raw.get("clitic")),
            official=_optional(raw.get("official")),
            counts=_optional(raw.get("counts")),
            ruling=_optional(raw.get("ruling")),
        )

    def classify(
        self,
        reading: Reading,
        touches: list[Touch],
        source: str,
        spoken: dict[int, tuple[int, int]],
        scorer: int | None = None,
    ) -> None:
        """Each verdict the construction tells, given to the last touch (not a scoring one,
        but of the scorer's) of the player it judges, where the patterns gave that touch
        none."""
        w = self.words
        if w is None:
            return
        by_person: dict[int, list[Touch]] = {}
        for t in touches:
            if judgeable(t, scorer) and t.person is not None:
                by_person.setdefault(t.person, []).append(t)
        if not by_person:
            return
        taken: set[tuple[int, int]] = set()
        for value, regex in w.values:
            for m in regex.finditer(source):
                reading.budget.spend()
                if any(a <= m.start() < b for a, b in taken) or _cue_of(touches, m.start()):
                    continue
                number = reading.index.number(m.start())
                if number < 0:
                    continue
                region = reading.region_at(m.start())
                if region is not None and not region.official:
                    continue
                mine = self._judged(reading, w, source, m, by_person, touches)
                if mine is None:
                    continue
                touch, target_text = mine
                taken.add((m.start(), m.end()))
                if value == "deliberate_play" and w.hand.search(target_text):
                    value_here = "deliberate_handball"
                else:
                    value_here = value
                if touch.classification is None:
                    touch.classification = value_here
                    touch.classification_cue = (m.start(), m.end())

    def _judged(
        self,
        reading: Reading,
        w: _Words,
        source: str,
        m: re.Match[str],
        by_person: dict[int, list[Touch]],
        touches: list[Touch],
    ) -> tuple[Touch, str] | None:
        """The touch a verdict judges, and the words that tell it; None when the verdict is
        not tied to a judge and a touch in its clause."""
        clause = self._clause(reading, w, source, m)
        if clause is None:
            return None
        people = [
            x
            for x in reading.mentions_in(clause.start, m.start())
            if x.kind == "person" and x.index < len(reading.people)
        ]
        targets = []
        for x in people:
            person = reading.people[x.index]
            if x.start < clause.judge_start and not clause.passive:
                if not person.official:
                    return None  # a person not of the officials judges ("Halloran deemed ...")
                continue
            if person.official:
                continue
            targets.append(x)
        if targets:
            last = targets[-1]
            if any(t.index != last.index for t in targets):
                return None
            mine = by_person.get(last.index, [])
            if reading.people[last.index].unnamed:
                # "the defender's touch": the named defender whose touch was told before
                mine = defender_told(reading, touches, last.start) or mine
            judged = told_before(mine, m.start())
            if judged is None:
                return None
            return judged, source[max(clause.start, last.start - 20) : m.start()]
        start = clause.start if clause.passive else clause.judge_end
        ref = w.ref.search(source, start, m.start())
        if ref is None and w.clitic is not None and not clause.verb_final:
            ref = w.clitic.search(source, clause.start, clause.judge_start)
        if ref is None and not clause.ruled:
            return None
        # ("The ruling: deliberate play": the defender whose touch was told just before)
        at = ref.start() if ref is not None else clause.start
        told = defender_told(reading, touches, at)
        if not told or told[-1].person is None:
            return None
        if told[-1] is touches[-1] and told[-1].action is None:
            return None  # the move's last touch, told with no action: the ball's receiver
        return told[-1], source[at : m.start()]

    def _clause(self, reading: Reading, w: _Words, source: str, m: re.Match[str]) -> _Clause | None:
        """The clause of a verdict: where it starts and its verb of judging, when the
        verdict is tied to it (linked, stated, not denied, not the writer's own)."""
        sentence = reading.index.at(m.start())
        if sentence is None:
            return None
        begin = max(sentence.start, m.start() - _REACH)
        clause_start = begin
        for c in _CLAUSE.finditer(source, begin, m.start()):
            clause_start = c.end()
        before = source[clause_start : m.start()]
        if source[m.end() : sentence.end].rstrip().endswith("?"):
            return None  # asked, not told
        linked = w.link.search(before) is not None
        judges = list(w.judge.finditer(source, clause_start, m.start()))
        ruled = not judges and self._ruled(reading, w, source, sentence.start, clause_start)
        verb_final = False
        if ruled:
            judge_start = judge_end = clause_start
        elif not judges and w.after is not None:
            # the verb last, after its complement ("als Abfälschung gewertet")
            if w.after.match(source, m.end()) is None:
                return None
            verb_final = True
            judge_start = judge_end = m.end()
        elif not judges:
            return None
        else:
            judge_start, judge_end = judges[0].start(), judges[0].end()
        if (
            not ruled
            and not linked
            and (w.small is None or not w.small.fullmatch(source[judge_end : m.start()]))
        ):
            return None
        passive = ruled or verb_final or bool(w.passive.search(source, clause_start, judge_start))
        if not verb_final and w.counts is not None:
            passive = passive or w.counts.fullmatch(source, judge_start, judge_end) is not None
        if self._denied(w, reading, before):
            return None
        if not verb_final and w.self_.search(source, clause_start, judge_start):
            return None
        return _Clause(clause_start, judge_start, judge_end, passive, verb_final, ruled)

    def _ruled(self, reading: Reading, w: _Words, source: str, start: int, at: int) -> bool:
        """A colon before ``at`` in its sentence announces the officials' verdict: a noun
        of their ruling before it ("The ruling: deliberate play", "Die Begründung: ...",
        patterns.yaml ``verdict_clause.ruling``), or their verb of judging, not denied and
        not another person's ("he decided that X had not played the ball: it was a
        deflection")."""
        colon = source.rfind(":", start, at)
        if colon < 0 or w.self_.search(source, max(start, colon - 60), colon):
            return False
        if w.ruling is not None and w.ruling.search(source, max(start, colon - 60), colon + 1):
            return True
        if w.judge.search(source, start, colon) is None:
            return False
        return not self.unjudged(reading, source, start, colon)

    def unjudged(self, reading: Reading, source: str, start: int, end: int) -> bool:
        """The officials are said not to have judged so: a negation just before a verb of
        judging, between ``start`` and ``end`` ("The officials never considered it a
        deliberate play", "did not rule that X's touch was a deflection")."""
        w = self.words
        if w is None:
            return False
        for judge in w.judge.finditer(source, start, end):
            lead = source[max(start, judge.start() - 20) : judge.start()]
            lead = _CLAUSE.split(lead)[-1]  # ("la VAR n'intervient pas : pour les arbitres")
            if w.denied.search(lead) or reading.p.negation.search(lead):
                return True
            if self._judge_not_official(reading, w, source, judge.start()):
                return True
        return False

    @staticmethod
    def _judge_not_official(reading: Reading, w: _Words, source: str, at: int) -> bool:
        """The judging verb at ``at`` has for subject a person who is not an official, or
        the writer ("Silva judged X's touch a deflection", "I judged it deliberate")."""
        sentence = reading.index.at(at)
        if sentence is None:
            return False
        clause_start = sentence.start
        for c in _CLAUSE.finditer(source, max(sentence.start, at - _REACH), at):
            clause_start = c.end()
        if w.passive.search(source, clause_start, at):
            return False
        if w.self_.search(source, max(clause_start, at - 25), at):
            return True
        for x in reading.mentions_in(max(clause_start, at - 40), at):
            if x.kind != "person" or x.index >= len(reading.people):
                continue
            if reading.people[x.index].official or not _SUBJECT.fullmatch(source, x.end, at):
                continue
            if w.official is not None and w.official.search(source, max(0, x.start - 30), x.start):
                continue  # "the referee, Julien Morin, ..." (his role not read)
            return True  # "Silva judged ...", "Trainer Sahin wertete ..."
        return False

    @staticmethod
    def _denied(w: _Words, reading: Reading, between: str) -> bool:
        """The words before a verdict deny it ("not a deflection", "rather than deliberate
        play"), unless they only restrict it ("n'était qu'une déviation") or a word turns
        the denial ("nicht kontrolliert gespielt, sondern abgefälscht")."""
        if w.restrict is not None:
            between = w.restrict.sub(" ", between)
        denials = [*w.denied.finditer(between), *reading.p.negation.finditer(between)]
        if not denials:
            return False
        last = max(d.end() for d in denials)
        return w.turn is None or w.turn.search(between, last) is None


def judgeable(t: Touch, scorer: int | None) -> bool:
    """A touch a verdict may judge: not a scoring one, unless its player is not the one
    who scored (his touch told as a goal's only in the verdict's words: "ruled out because
    the VAR judged that X's header was a deflection")."""
    return not t.scoring or (scorer is not None and t.person != scorer)


def told_before(mine: list[Touch], at: int) -> Touch | None:
    """The touch of a player's that a verdict at ``at`` judges: the last one told before
    it (a verdict judges a touch already told: "... was a deflection. 'X wants to clear
    it', the coach said" tells no later touch of X's to judge), else the first told
    after it (the touch the verdict's own words tell)."""
    told = [t for t in mine if t.hits]
    before = [t for t in told if min(h.start for h in t.hits) < at]
    if before:
        return before[-1]
    return min(told, key=lambda t: min(h.start for h in t.hits)) if told else None


def defender_told(reading: Reading, touches: list[Touch], at: int) -> list[Touch]:
    """The touch a verdict's pronoun or role noun stands for: the last one told before of
    a player the text calls a defender or a goalkeeper ("Le défenseur lyonnais X"), else
    the one ``referred`` finds."""
    sentence = reading.index.number(at)
    last: Touch | None = None
    for t in touches:
        if t.scoring or t.person is None or not t.hits:
            continue
        person = reading.people[t.person] if t.person < len(reading.people) else None
        if person is None or person.unnamed:
            continue
        if person.role_side != "defending" and not person.goalkeeper:
            continue
        first = min(h.start for h in t.hits)
        if first < at and 0 <= sentence - reading.index.number(first) <= 2:
            last = t
    return [last] if last is not None else referred(reading, touches, at)


def _cue_of(touches: list[Touch], at: int) -> bool:
    """The words at ``at`` are already a touch's verdict (one verdict judges one touch)."""
    return any(
        t.classification_cue and t.classification_cue[0] <= at < t.classification_cue[1]
        for t in touches
    )


def _optional(pattern: str | None) -> re.Pattern[str] | None:
    return re.compile(pattern, re.IGNORECASE) if pattern else None
