"""The day of the match: a date, a weekday against the day the text was written,
"yesterday"; two different dates leave it unknown."""

from __future__ import annotations

import datetime as dt
import re

from drafting.dates import days_before
from drafting.facts.base import Cand, Finder, one_of
from drafting.focus import SCORELINE
from drafting.heading import heading
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import Tables

#: Where a weekday's clause ends after it: a mark, or "and" in the four languages ("about
#: Wednesday night and they will tell you" is no day to come).
_CLAUSE_END = re.compile(r"[,;:)—–]| (?:and|but|und|aber|et|mais|y|pero) ")

#: "after"/"before" right before a day's possessive ("after Sunday's draw"): the day's own
#: event is told, not a day after or before it.
_AFTER = re.compile(r"\b(?:after|before|since|from|until)\s+$")
_OWN = ("'s", "’s")

#: The forms of a day counted from the day of writing by its name or as that day itself.
_DAYS = ("weekday", "today")

#: The forms of a minute that tell of a match's moment (drafting.facts.minute): a day in
#: their sentence is that match's ("Saturday's semifinal ... settled at 120+1").
_MOMENTS = ("added", "stoppage_nth", "second_half", "ordinal", "into", "from_time")

#: A day told as "this Monday" ("ce lundi", "este lunes", "diesen Montag"): an event of
#: that day, also in a title ("what this Monday left us").
_THIS = re.compile(r"(?i)(?:this|ce|cette|este|esta|diesen|dieser)\s")

#: Where a title's parts end, and two capitalised words joined by a dash or "v", the
#: joint of a fixture ("Leeds v Hull", "SV Horn – 1. FC Lindau", "Lyon - Nice").
_PARTS = re.compile(r"[,:;|(\[\]·›)]|\+\+\+")
_JOINT = re.compile(r"(?<!\S)[A-ZÀ-Þ0-9][\w.'’&-]*\s+(?:[-–]|vs?\.?)\s+(?=[A-ZÀ-Þ0-9])")

#: The days counted back from the day of writing by the forms that say so ("tonight", "ce
#: soir", "heute", "hoy": the day itself).
_BACK = {"today": 0, "yesterday": 1, "before_yesterday": 2}

#: The earliest and latest match dates the incident model accepts.
EARLIEST = dt.date(1863, 1, 1)
LATEST = dt.date(2027, 6, 30)


class DateFacts(Finder):
    """The day of the match."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        raw = tables.raw
        self.date_not_match = tables.compile(raw["date_not_match"])
        d = raw["date"]
        own = ("weekday_not", "dateline", "weekday_later", "past", "weekday_now")
        self.dates = {k: tables.compile(v) for k, v in d.items() if k not in own}
        #: A wire's dateline ("Santander, 14 ene.-", "18 janvier 2026 (AFP)"): the day the
        #: text was written (a reference for its weekdays).
        self.dateline = tables.compile(d["dateline"]) if "dateline" in d else None
        self.weekday_not = tables.compile(d["weekday_not"])
        #: Words in a weekday's clause that make it a day to come ("Kilmarnock away on
        #: Wednesday", "le tirage aura lieu lundi"): counted back, it would be a wrong day.
        self.weekday_later = tables.optional(d, "weekday_later")
        #: The words that mark a day as gone by ("last Saturday", "samedi dernier", "am
        #: vergangenen Samstag", "el sábado pasado", "yesterday"): of several days, the one
        #: so marked is the match's (the others: a press conference's, the next match's).
        self.date_past = tables.optional(d, "past")
        #: Words of the day of writing in a day's clause ("the goals still talked about this
        #: Monday", "qui alimentent encore les discussions ce lundi"): a day that counts back
        #: to the day of writing is then that day, not the match's.
        self.weekday_now = tables.optional(d, "weekday_now")

    def date(self, r: Reading, reference: dt.date | None, competition: str | None) -> list[Cand]:
        covered = bytearray(len(r.text) + 1)
        cands: list[Cand] = []
        editions: list[Cand] = []  # the title's own day ("LA LETTRE DU LUNDI")
        suggestions: list[Cand] = []
        written = self._dateline(r, reference, covered)
        reference = reference or written
        for name, regex in self.dates.items():
            for m in r.in_narrative(regex):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                sentence = r.index.at(m.start())
                assert sentence is not None
                before = r.narrative[max(sentence.start, m.start() - 40) : m.start()]
                clause = re.split(r"[,;:—–(]", before)[-1]
                if m.group().endswith(_OWN) or r.narrative.startswith(_OWN, m.end()):
                    # "after Sunday's 1-1 draw": a day's own event, no day after another
                    clause = _AFTER.sub("", clause)
                if self.date_not_match.search(clause):
                    continue
                if self._not_of_match(r, name, m, sentence.start, sentence.end):
                    continue
                if any(covered[m.start() : m.end()]):
                    continue
                covered[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
                found = self._date(name, m, reference, competition, before)
                for value, reason in found:
                    if (
                        value is None
                        or isinstance(value, dt.date)
                        and not EARLIEST <= value <= LATEST
                    ):
                        continue
                    own = value == reference and name not in _BACK and self._edition(r, m)
                    if (
                        value == reference
                        and name in _DAYS
                        and self._later(r, m, sentence.start, sentence.end, self.weekday_now)
                    ):
                        continue  # "still talked about this Monday": the day of writing
                    text = value.isoformat() if isinstance(value, dt.date) else str(value)
                    cand = Cand("match.date", text, m.start(), m.end(), reason=reason)
                    (suggestions if reason else editions if own else cands).append(cand)
        return self._chosen(r, cands, reference, competition, editions) + suggestions

    def _chosen(
        self,
        r: Reading,
        cands: list[Cand],
        reference: dt.date | None,
        competition: str | None,
        editions: list[Cand],
    ) -> list[Cand]:
        """Of the days found, those told with the incident's words (its goal, its minute:
        "Saturday's semifinal ... settled at 120+1"), else all and the title's own day
        (``editions``: "LA LETTRE DU LUNDI", "Monday edition"), which is no match day but
        leaves a day told apart from the incident unsure ("more on that on Thursday"); a
        day marked as gone by ("last Saturday", "samedi dernier") leaves out the day of
        writing ("his press conference on Friday", "les discussions ce lundi"); several
        different days leave it unknown."""
        past = self.date_past

        def gone(c: Cand) -> bool:
            return past is not None and bool(past.search(r.narrative, c.start, c.end))

        incident = [c for c in cands if self._of_match(r, c.start, competition)]
        pool = incident or (cands + editions if cands else [])
        if reference is not None and any(gone(c) for c in pool):
            pool = [c for c in pool if c.value != reference.isoformat()]
        marked = {c.value for c in pool if gone(c)}
        if len(marked) == 1 and len({c.value for c in pool}) > 1:
            # of several days, the one marked as gone by ("la frustration vécue samedi
            # dernier", "am vergangenen Mittwoch in Lyon"): the others are days to come
            pool = [c for c in pool if c.value in marked]
        return one_of(pool, "several_dates")

    def _of_match(self, r: Reading, position: int, competition: str | None = None) -> bool:
        """The sentence at ``position`` tells of the incident, gives a moment or the score
        of a match ("Rapid – Sturm 2:1 heute") or names its ``competition`` ("Le derby
        de Ligue 1, dimanche à Roazhon Park")."""
        if self._about_incident(r, position):
            return True
        number = r.index.number(position)
        if number < 0:
            return False
        sentence = r.sentences[number]
        if SCORELINE.search(r.narrative, sentence.start, sentence.end):
            return True
        if competition and competition.lower() in r.text[sentence.start : sentence.end].lower():
            return True
        forms: dict[str, list[Regex]] = getattr(self, "minute_forms", {})
        moments = (rx for name in _MOMENTS for rx in forms.get(name, []))
        return any(r.sentence_has(rx, number) for rx in moments)

    def _dateline(
        self, r: Reading, reference: dt.date | None, covered: bytearray
    ) -> dt.date | None:
        """The day a wire's dateline gives (its year, when it gives none, the reference's),
        its words ``covered``: the day the text was written, no match date of its own (a
        wire may be dated the day after); None without one."""
        line = self.dateline.search(r.narrative) if self.dateline is not None else None
        if line is None:
            return None
        covered[line.start() : line.end()] = b"\x01" * (line.end() - line.start())
        month = self.t.months.get(line.group("mon").lower().rstrip("."))
        year = line.group("y") or (reference.year if reference is not None else None)
        try:
            written = dt.date(int(year or 0), month or 0, int(line.group("d")))
        except ValueError:
            return None
        if reference is not None and written > reference:
            return None  # "31 dic." read in January: a year back is a guess
        return written

    def _edition(self, r: Reading, m: re.Match[str]) -> bool:
        """The day at ``m`` is in the text's title, which names no fixture and no score, and
        is not told as "this Monday": the day of a column, a newsletter or an edition ("LE
        SIFFLET DU LUNDI |", "your Monday briefing", "Lettre du jeudi 26 mars"), no match's.
        A fixture's joint followed by a weekday in its part is a title's ("THE EARLY BALL –
        Friday", "La Pizarra – Boletín del jueves")."""
        span = heading(r.text)
        if span is None or not span[0] <= m.start() < span[1] or _THIS.match(m.group()):
            return False
        if SCORELINE.search(r.narrative, span[0], span[1]):
            return False
        days = {d.lower() for d in self.t.weekdays}
        title = r.text[span[0] : span[1]]
        for joint in _JOINT.finditer(title):
            rest = _PARTS.split(title[joint.end() :], maxsplit=1)[0]
            if not days & set(re.findall(r"\w+", rest.lower())):
                return False  # "Live: Leeds v Hull, Monday 16 March": the match's own day
        return True

    def _not_of_match(self, r: Reading, name: str, m: re.Match[str], start: int, end: int) -> bool:
        """A weekday or "tonight" of a day to come ("Kilmarnock away on Wednesday"), or
        "tonight" in a sentence giving no score: a preview's ("Flamengo v Racing,
        tonight"), a column's "today" ("would be ruled out today")."""
        if name in _DAYS and self._later(r, m, start, end, self.weekday_later):
            return True
        if name != "today" or SCORELINE.search(r.narrative, start, end):
            return False
        # "tonight" told with the incident's words is its match's ("le but de la discorde ce
        # soir à Rabat", "the goal ruled out tonight"), unless its clause makes it a day to come
        return not self._about_incident(r, start)

    def _later(
        self, r: Reading, m: re.Match[str], start: int, end: int, regex: Regex | None
    ) -> bool:
        """The weekday's clause has words of ``regex`` (of a day to come, of the day of
        writing)."""
        if regex is None:
            return False
        left = max(start, *(r.narrative.rfind(x, start, m.start()) + 1 for x in ",;:(—–"))
        after = _CLAUSE_END.search(r.narrative, m.end(), end)
        right = after.start() if after else end
        return bool(regex.search(r.narrative, left, right))

    def _date(
        self,
        name: str,
        m: re.Match[str],
        reference: dt.date | None,
        competition: str | None,
        before: str,
    ) -> list[tuple[dt.date | str | None, str | None]]:
        def make(y: int, mo: int, d: int) -> dt.date | None:
            try:
                return dt.date(y, mo, d)
            except ValueError:
                return None

        groups = m.groupdict()
        if name == "iso":
            return [(make(int(groups["y"]), int(groups["m"]), int(groups["d"])), None)]
        if name in ("day_month_year", "month_day_year"):
            month = self.t.months[groups["mon"].lower().rstrip(".")]
            return [(make(int(groups["y"]), month, int(groups["d"])), None)]
        if name in ("day_month", "month_day"):
            month = self.t.months[groups["mon"].lower().rstrip(".")]
            day = int(groups["d"])
            if name == "month_day" and groups["mon"].lower() == "may" and day > 31:
                return []
            if reference is not None:
                value = make(reference.year, month, day)
                if value is not None and value > reference:
                    value = make(reference.year - 1, month, day)
                return [(value, None)]
            named = re.search(r"\b((?:19|20)\d{2})\b", competition or "")
            if named:
                return [(make(int(named.group(1)), month, day), "year_from_competition")]
            return []
        if name == "numeric":
            a, b, y = int(groups["a"]), int(groups["b"]), int(groups["y"])
            year = y + 2000 if y < 100 else y
            if a > 12 and b <= 12:
                return [(make(year, b, a), None)]
            if b > 12 and a <= 12:
                return [(make(year, a, b), None)]
            if a == b:
                return [(make(year, a, b), None)]
            # 10/11/2022: the 10th of November or the 11th of October. Never guessed.
            return [(make(year, b, a), "ambiguous_date"), (make(year, a, b), "ambiguous_date")]
        if name == "weekday":
            if self.weekday_not.search(before):
                return []
            weekday = self.t.weekdays.index(groups["wd"].lower())
            if reference is None:
                return [(groups["wd"].capitalize(), "weekday_without_reference")]
            back = (reference.weekday() - weekday) % 7
            return [(days_before(reference, back), None)]
        days = _BACK.get(name)  # "yesterday", "avant-hier", "tonight": days before writing
        if days is None or reference is None:
            return []
        return [(days_before(reference, days), None)]
