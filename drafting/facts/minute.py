"""The incident's minute and added time, in every form a report writes them."""

from __future__ import annotations

import bisect
import functools
import re

from drafting.facts.base import Cand, Finder
from drafting.focus import Span
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import Tables

#: The forms of a minute looked for in the text, in this order.
_FORMS = (
    *("added", "stoppage_nth", "second_half", "ordinal", "into", "old", "after"),
    *("from_time", "minute_word"),
)


class MinuteFacts(Finder):
    """The incident's minute and added time; the words that give a moment of the match."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        mn = tables.raw["minute"]
        # A form of the minute may have several patterns (a list): each is tried.
        self.minute_forms = {
            k: [tables.compile(p) for p in (v if isinstance(v, list) else [v])]
            for k, v in mn.items()
        }
        self.minutes = {k: v[0] for k, v in self.minute_forms.items()}
        #: The words that give a moment of the match ("20th-minute", "(9.)", "before the
        #: break"): a goal told with its own moment is a goal of its own.
        moments = (
            *("added", "stoppage_nth", "second_half", "ordinal", "into", "old", "after"),
            *("from_time", "minute_word", "stoppage", "first_half"),
        )
        self.moment_words = [rx for name in moments for rx in self.minute_forms.get(name, [])]
        self.moment_words += [tables.compile(p) for p in tables.raw.get("moment_words") or []]

    def _stamp(
        self, r: Reading, goal_at: int | None, span: Span | None, found: list[Cand]
    ) -> list[Cand]:
        """A live blog's time stamp ("65 min:") opening the paragraph of the goal (when it
        tells of the incident's move or decision: ``span``), or of the paragraph before
        that opens the incident ("19 min: GOAL... or is it?" before "21 min: NO GOAL")."""
        regex = self.minutes.get("stamp")
        if regex is None or goal_at is None:
            return []
        goal = r.index.at(goal_at)
        ranks = self._stamp_ranks(r, span, found) if span is not None else {}
        if goal is None or span is not None and goal.paragraph not in ranks:
            return []
        for paragraph in sorted(ranks, key=ranks.__getitem__) if ranks else [goal.paragraph]:
            opening = self._stamp_of(r, regex, paragraph)
            if opening is not None:
                return opening
        return []

    def _stamp_of(self, r: Reading, regex: Regex, paragraph: int) -> list[Cand] | None:
        """The stamp opening ``paragraph`` as the incident's minute ([]: one that cannot
        be; None: no stamp opens it)."""
        sentence = next((x for x in r.sentences if x.paragraph == paragraph), None)
        if sentence is None or sentence.start != r.paragraph_spans[paragraph][0]:
            return None
        m = regex.match(r.narrative, sentence.start, sentence.end)
        if m is None:
            return None
        minute = int(m.group("n"))
        extra = int(m.group("extra")) if m.group("extra") else None
        if not 0 <= minute <= 130 or not 0 <= (extra or 0) <= 30:
            return []
        if extra is None and minute > 90 and not self.minutes["extra_time"].search(r.narrative):
            return []  # "95 min:" in normal time: 90+5 or a typing slip, a person says
        out = [Cand("match.minute", minute, m.start("n"), m.end())]
        if extra is not None:
            out.append(Cand("match.added_time", extra, m.start("n"), m.end()))
        return out

    def minute(
        self,
        r: Reading,
        goal_at: int | None = None,
        elsewhere: frozenset[int] = frozenset(),
        span: Span | None = None,
        move: frozenset[int] = frozenset(),
    ) -> list[Cand]:
        """The incident's minute; none from the ``elsewhere`` sentences (another goal's:
        drafting.focus); where the ``span`` telling of the incident gives one, that one; of
        several, the one told in a sentence of the ``move`` (the sentences of the
        incident's touches), when only one is."""
        strong, weak, suggestions = self._mentions(r, elsewhere)
        if not strong and not weak:
            # the writer gives none: one told of the incident in a quoted account of it (a
            # reader's letter, an official statement quoted whole: "« À vingt minutes de la
            # fin, ... Takagi marque »")
            strong = self._mentions(r, elsewhere, r.speech)[0]
        stamped = self._stamp(r, goal_at, span, strong + weak) or self._blog(
            r, span, self._with_stamps(r, strong + weak)
        )
        if stamped:
            return stamped
        chosen = self._of_incident(r, strong + weak, span) or strong or weak
        pairs: dict[int, list[Cand]] = {}
        for c in chosen:
            pairs.setdefault(c.start, []).append(c)
        readings = {tuple((c.path, c.value) for c in group) for group in pairs.values()}
        if len(readings) == 1:
            return list(next(iter(pairs.values())))
        if len(readings) > 1:
            return self._one_reading(r, pairs, move) or [
                Cand(c.path, c.value, c.start, c.end, reason="several_minutes")
                for c in chosen
                if c.path == "match.minute"
            ]
        return self._in_stoppage(r) or suggestions

    def _minutes_in(self, r: Reading, first: int, last: int) -> list[tuple[int, int, int]]:
        """The minutes told in sentences ``first`` to ``last``: where, and which."""
        if first > last:
            return []
        start, end = r.sentences[first].start, r.sentences[last].end
        # extra time told in these sentences (not the whole text again for each restart)
        extra_time = bool(self.minutes["extra_time"].search(r.narrative, start, end))
        out = []
        for name in _FORMS:
            for regex in self.minute_forms.get(name, []):
                for found in regex.finditer(r.narrative, start, end):
                    value, _ = self._minute(name, found, extra_time)
                    if value is not None:
                        out.append((found.start(), found.end(), value))
        return out

    def _with_stamps(self, r: Reading, found: list[Cand]) -> list[Cand]:
        """``found`` and the time stamps opening the paragraphs ("65 min: GOAL!") that no
        other form of the minute reads, in the text's order: a live blog whose move no
        touch was read in ("mete un balón al hueco ...") still has its entries' minutes."""
        regex = self.minutes.get("stamp")
        if regex is None:
            return found
        taken = {c.start for c in found}
        stamps = [
            c
            for p in range(len(r.paragraph_spans))
            for c in self._stamp_of(r, regex, p) or []
            if not any(c.start <= at < c.end for at in taken)
        ]
        return sorted(found + stamps, key=lambda c: c.start) if stamps else found

    def _blog(self, r: Reading, span: Span | None, found: list[Cand]) -> list[Cand]:
        """A live blog's time stamps ("65' ¡Gol anulado!", "Min. 70 | ..."): the stamp of
        the move's paragraph (told with the decision or right before it), else of the
        first decision's, else the first stamp whose paragraph tells of the incident, is
        the incident's minute."""
        stamps = [c for c in found if c.path == "match.minute" and self._opens_line(r, c.start)]
        if len(stamps) < 2:
            return []
        ranks = self._stamp_ranks(r, span, found)

        def order(c: Cand) -> tuple[int, int]:
            return ranks.get(r.sentences[r.index.number(c.start)].paragraph, 3), c.start

        marked = span.touched | span.decided if span is not None else frozenset()
        told = {r.sentences[k].paragraph for k in marked}
        for c in sorted(stamps, key=order):
            i = bisect.bisect_right(r.paragraph_spans, (c.start, len(r.text) + 1)) - 1
            p_start, p_end = r.paragraph_spans[i]
            # the paragraph tells of the incident: its words, or a touch or decision of it
            # ("108. TOOOR! Breuer schlägt einen Freistoß ..., Okonkwo nickt ein")
            own = ranks.get(r.sentences[r.index.number(c.start)].paragraph) == 0
            if self.incident_words.search(r.masked, p_start, p_end) or own and i in told:
                return [x for x in found if x.start == c.start]
        return []

    @staticmethod
    def _one_reading(r: Reading, pairs: dict[int, list[Cand]], move: frozenset[int]) -> list[Cand]:
        """Of several minutes, the one told in a sentence of the ``move`` when only one is;
        else the one not in brackets when only one is ("Zwölf Minuten vor Schluss, Aachen
        führt durch Hamacher (31.)": a bracketed minute after a name is that player's
        goal); else none."""
        in_move = [g for g in pairs.values() if r.index.number(g[0].start) in move]
        free = [g for g in pairs.values() if not _bracketed(r.text, g[0].start, g[0].end)]
        for groups in (in_move, free):
            kept = {tuple((c.path, c.value) for c in group): group for group in groups}
            if len(kept) == 1:
                return list(next(iter(kept.values())))
        return []

    def _mentions(
        self, r: Reading, elsewhere: frozenset[int], said: str | None = None
    ) -> tuple[list[Cand], list[Cand], list[Cand]]:
        """The minutes the text gives: in sentences about the incident (strong), in others
        (weak), and those only suggested (an extra-time minute that may be added time); in
        the narrative, or in what is ``said`` (the reading's speech)."""
        text = r.narrative if said is None else said
        strong: list[Cand] = []
        weak: list[Cand] = []
        suggestions: list[Cand] = []
        extra_time = bool(self.minutes["extra_time"].search(r.narrative))
        covered = bytearray(len(r.text) + 1)
        for name, regex in ((n, x) for n in _FORMS for x in self.minute_forms.get(n, [])):
            for m in r.in_narrative(regex) if said is None else r.finditer(regex, said):
                # a stamp opening its line is no part of a question ("19 min: GOAL... or is it?")
                opens = self._opens_line(r, m.start())
                if not self._sentence_ok(r, m.start(), m.end(), opens):
                    continue
                if opens and _list_heading(r, m.start()):
                    continue
                if elsewhere and r.index.number(m.start()) in elsewhere:
                    continue
                sentence = r.index.at(m.start())
                assert sentence is not None
                # the words right before the number ("for a further 12 minutes"); a form
                # opening with its own words ("with 12 minutes to go", "nach 71 Minuten")
                # says what it is: "a goal with 12 minutes to go" is no span of time
                before = text[max(sentence.start, m.start() - 24) : m.start()]
                own = _number_at(m) > m.start()
                if name != "added" and not own and self.minutes["duration"].search(before):
                    continue
                minute, added = self._minute(name, m, extra_time)
                if minute is None or not 0 <= minute <= 130 or not 0 <= (added or 0) <= 30:
                    continue
                target = strong if self._about_incident(r, m.start()) else weak
                if not any(covered[m.start() : m.end()]):  # "90+5 min" is one mention
                    covered[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
                    target.append(Cand("match.minute", minute, m.start(), m.end()))
                    if added is not None:
                        target.append(Cand("match.added_time", added, m.start(), m.end()))
                if extra_time and name == "ordinal" and 90 < minute < 100:
                    suggestions.append(
                        Cand("match.minute", minute, m.start(), m.end(), reason="extra_time")
                    )
        return strong, weak, suggestions

    def _stamp_ranks(self, r: Reading, span: Span | None, found: list[Cand]) -> dict[int, int]:
        """The paragraphs whose stamp is the incident's, best first: the move's when it is
        the first decision's or right before it ("66e : BUUUT !" then "67e : le drapeau se
        lève"), or when the paragraphs between tell of the incident but of no touch ("61.
        Der Ball ist drin", "62. Hier wird noch geprüft", "64. Der Schiedsrichter nimmt das
        Tor zurück"; not "Min. 45 | Descanso"); else
        the first decision's. A decision told in the paragraph right before the first
        decision's ("19 min: ... the referee points to the centre circle", "21 min: NO
        GOAL") opens the incident there. An earlier paragraph is taken only when it gives
        one stamp (not "34e : ... 88e : ...") no later than the first decision's (a blog
        told newest first is not read backwards)."""
        if span is None:
            return {}
        sentences = r.sentences
        first = sentences[span.first].paragraph
        heads: dict[int, set[int]] = {}
        stamp = self.minutes.get("stamp")
        for c in found:
            if c.path == "match.minute" and (
                self._opens_line(r, c.start) or stamp and stamp.match(r.narrative, c.start)
            ):
                heads.setdefault(sentences[r.index.number(c.start)].paragraph, set()).add(
                    int(c.value)
                )
        for p in (first - 1, first):
            told = self._stamp_of(r, stamp, p) if stamp is not None else None
            if told:
                heads.setdefault(p, set()).add(int(told[0].value))

        def before(p: int) -> bool:
            mine, theirs = heads.get(p, set()), heads.get(first, set())
            return len(mine) <= 1 and (not mine or not theirs or max(mine) <= min(theirs))

        earlier = {sentences[d].paragraph for d in span.decided if d < span.opens}
        if span.move == span.first and first - 1 in earlier and before(first - 1):
            return {first - 1: 0, first: 1}
        move = sentences[span.move].paragraph
        gap = range(move + 1, first)
        untold = all(
            self.incident_words.search(r.masked, *r.paragraph_spans[p])
            and not any(sentences[s].paragraph == p for s in span.touched)
            for p in gap
        )
        if span.first - 1 <= span.move or move < first and untold and before(move):
            return {first: 1, move: 0}
        return {first: 0}

    @staticmethod
    def _of_incident(r: Reading, found: list[Cand], span: Span | None) -> list[Cand]:
        """The minutes told where the text tells of the incident: in a sentence telling
        of a decision on it (up to the first decision's paragraph's end: a later one may
        be another goal's, "Cole had scored the only goal in the 38th minute"), else the
        latest told in the first decision's paragraph up to it, else in the move's
        paragraph up to the move ("The turning point came ten minutes from time. From a
        corner ..."), else in a sentence telling of a decision before the move ("the
        equaliser, in the fourth minute of stoppage time, was ruled out" opening it)."""
        if span is None:
            return []
        told = {r.index.number(c.start) for c in found}
        paragraph = r.sentences[span.first].paragraph
        begins, ends = span.first, span.first
        while begins > 0 and r.sentences[begins - 1].paragraph == paragraph:
            begins -= 1
        while ends + 1 < len(r.sentences) and r.sentences[ends + 1].paragraph == paragraph:
            ends += 1
        last = min(span.last, ends)
        ruled = {s for s in told if s in span.decided and span.opens <= s <= last}
        if ruled:
            return [c for c in found if r.index.number(c.start) in ruled]
        for start, end in ((begins, span.first), (span.opens, span.move)):
            # the latest told up to there: of two in one sentence ("took the lead after
            # twenty minutes, and the equaliser only came in the 71st"), the later, unless
            # it is a scorer's bracketed minute ("Hamacher (31.)")
            near = [c for c in found if start <= r.index.number(c.start) <= end]
            free = [c for c in near if not _bracketed(r.text, c.start, c.end)]
            latest = max((c.start for c in free or near), default=-1)
            if latest >= 0:
                return [c for c in found if c.start == latest]
        ruled = {s for s in told if s in span.decided and s < span.opens}
        return [c for c in found if r.index.number(c.start) in ruled]

    def _in_stoppage(self, r: Reading) -> list[Cand]:
        """Stoppage time without its minute: the half's end, as a suggestion."""
        for m in r.in_narrative(self.minutes["stoppage"]):
            if self._sentence_ok(r, m.start(), m.end()) and self._about_incident(r, m.start()):
                sentence = r.index.at(m.start())
                assert sentence is not None
                first_half = self.minutes["first_half"].search(
                    r.narrative, sentence.start, sentence.end
                )
                value = 45 if first_half else 90
                return [
                    Cand(
                        "match.minute",
                        value,
                        m.start(),
                        m.end(),
                        reason="stoppage_time_without_minute",
                    )  # fmt: skip
                ]
        return []

    def _opens_line(self, r: Reading, position: int) -> bool:
        """The words at ``position`` open their paragraph or line (a live blog's time
        stamp)."""
        i = bisect.bisect_right(r.paragraph_spans, (position, len(r.text) + 1)) - 1
        if i < 0:
            return False
        line = r.text.rfind("\n", 0, position) + 1
        lead = r.text[max(r.paragraph_spans[i][0], line) : position]
        return len(lead) <= 3 and not any(ch.isalnum() for ch in lead)

    def _minute(
        self, name: str, m: re.Match[str], extra_time: bool
    ) -> tuple[int | None, int | None]:
        if name == "added":  # "90+4", "120 plus two"
            return int(m.group("base")), self._number(m.group("extra"))
        n = self._number(m.group("n") or m.groupdict().get("n2") or "")
        if n is None:
            return None, None
        if name == "stoppage_nth":
            base = 45 if m.groupdict().get("first") else 90
            return base, n
        if name == "second_half":
            # "12 minutes into the second half": 57
            return (45 + n, None) if 0 < n <= 45 else (None, None)
        if name == "from_time":
            return (90 - n, None) if 0 < n < 90 else (None, None)
        if name == "ordinal" and (n >= 100 and extra_time or 105 < n <= 120):
            # "the 108th minute" of extra time; past 90+15 no stoppage is that long
            return n, None
        if name == "ordinal" and 90 < n <= 120 and not extra_time:
            return 90, n - 90  # "95th minute" in normal time is 90+5
        if name == "ordinal" and 105 < n <= 120 and extra_time:
            return n, None  # the 108th minute of a match with extra time: no added time
        if name == "ordinal" and n > 90 and extra_time:
            return None, None  # extra time or added time: a person says which
        return n, None


def _bracketed(text: str, start: int, end: int) -> bool:
    """The minute at ``start``..``end`` stands alone in brackets: "(31.)", "(61e)", "(71')"."""
    opens = start if text[start : start + 1] == "(" else start - 1
    closes = text.find(")", end - 1, end + 2)
    return opens >= 0 and text[opens] == "(" and closes >= 0


def _number_at(m: re.Match[str]) -> int:
    """Where the number of a minute's form begins (its match's start without one)."""
    groups = m.groupdict()
    for name in ("n", "n2"):
        if groups.get(name) is not None:
            return m.start(name)
    return m.start()


#: A short heading opening a line with its number: "1. Die Szene", "2) The law", "3. Why?".
_HEADING = re.compile(r"^[ \t]*(\d{1,2})[.)] ([^\n]*[^\s.!…:])[ \t]*$", re.MULTILINE)


def _list_heading(r: Reading, position: int) -> bool:
    """The number at ``position`` opens a numbered list's heading, not a ticker's minute:
    a short line of a few words and no sentence's end (a question's may: "1. Was ist
    passiert?") whose number the next or the previous heading carries on ("1. Die Szene"
    ... "2. Warum der VAR nicht eingreifen konnte")."""
    if not r.text[position : position + 1].isdigit():
        return False
    headings = _headings(r.text)
    n = headings.get(position)
    return n is not None and bool({n - 1, n + 1} & set(headings.values()))


@functools.lru_cache(maxsize=4)
def _headings(text: str) -> dict[int, int]:
    """The numbered short headings of ``text``: where each number is, and which."""
    return {
        m.start(1): int(m.group(1)) for m in _HEADING.finditer(text) if len(m.group(2).split()) <= 6
    }
