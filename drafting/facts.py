"""The facts of the match and of the officials, each with the words that state it.

Facts come from the writer's own words (``Reading.narrative``); a match fact said only in
a quotation is a suggestion. A field that gets two different values from the text (two
dates, two minutes) is left unknown, and both values are suggestions: the draft never
picks one.
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from drafting.dates import days_before
from drafting.model import Value
from drafting.reading import Reading
from drafting.tables import GROUND_BASE, Tables, _alternation

#: The earliest and latest match dates the incident model accepts.
EARLIEST = dt.date(1863, 1, 1)
LATEST = dt.date(2027, 6, 30)


#: Claims about what happened to the ball (language-independent kinds of ``Claim.about``).
SPECIFIC_CLAIMS = frozenset({"phase", "deflection", "deliberate_play", "direction", "handball"})


@dataclass(frozen=True)
class Cand:
    """A candidate value for a field, and the words that give it."""

    path: str
    value: Value
    start: int
    end: int
    said_by: str | None = None
    #: Why it is only a suggestion (None: a fact).
    reason: str | None = None


@dataclass(frozen=True)
class Stated:
    """What the writer says of one attacker: where he stood (kind offside, level, onside)
    or how he was involved without touching the ball (an InvolvementKind); ``other`` is the
    opponent named with it (the defender he is measured against, the goalkeeper whose view
    he blocked)."""

    kind: str
    person: int
    other: int | None
    start: int
    end: int
    #: The position is given against the ball, not the second-last opponent.
    ball: bool = False


#: A data file's pattern item: the pattern, whether a negation before it cancels it, and
#: (for positions) whether it compares the attacker with the ball.
Item = tuple[re.Pattern[str], bool, bool]


def _items(tables: Tables, items: list[Any]) -> list[Item]:
    out: list[Item] = []
    for item in items:
        if isinstance(item, str):
            out.append((tables.compile(item), True, False))
        else:
            out.append(
                (
                    tables.compile(item["pattern"]),
                    bool(item.get("negatable", True)),
                    bool(item.get("ball", False)),
                )
            )
    return out


def _last(regex: re.Pattern[str], text: str, start: int = 0) -> int | None:
    """Where the last match of ``regex`` in ``text`` (from ``start``) ends; None if none."""
    end = None
    for m in regex.finditer(text, start):
        end = m.end()
    return end


def _one(cands: list[Cand], reason: str) -> list[Cand]:
    """The facts for one field: its candidates when they agree, else none of them as facts
    and each distinct value as a suggestion."""
    if not cands:
        return []
    values = {c.value for c in cands}
    if len(values) == 1:
        return [cands[0]]
    seen: set[Value] = set()
    out = []
    for c in cands:
        if c.value not in seen:
            seen.add(c.value)
            out.append(Cand(c.path, c.value, c.start, c.end, c.said_by, reason))
    return out


def _stopped_no_goal(stoppage: list[Cand], out: list[Cand]) -> list[Cand]:
    """``stoppage``, and no goal as the final decision when play was stopped before the
    ball went in and the text gives no final decision of its own (a goal scored after the
    whistle is no goal)."""
    stopped = [c for c in stoppage if c.path == "officials.stopped_before_goal" and c.value is True]
    if not stopped or stopped[0].reason or any(c.path == "officials.final" for c in out):
        return stoppage
    cue = stopped[0]
    return [*stoppage, Cand("officials.final", "no_goal", cue.start, cue.end)]


def _review_stood(reviewed: list[Cand], on_field: list[Cand], final: list[Cand]) -> list[Cand]:
    """``reviewed`` without a VAR that did not intervene when the decision on the field and
    the final one differ ("the goal survived a check": the VAR overturned the flag)."""
    if not reviewed or reviewed[0].value != "none":
        return reviewed
    field = {"no_goal" if c.value == "offside_flag" else c.value for c in on_field}
    ended = {c.value for c in final}
    if len(field) == 1 and len(ended) == 1 and field <= {"goal", "no_goal"} and field != ended:
        return []
    return reviewed


def _clause(breaks: list[tuple[int, int]], s: int, e: int, start: int, end: int) -> tuple[int, int]:
    """The clause of the words ``start``-``end`` in the sentence ``s``-``e`` whose clause
    breaks are ``breaks`` (in order): from the end of the last break that ends before
    ``start`` to the start of the first that starts at or after ``end``."""
    i = bisect.bisect_right(breaks, start, key=lambda b: b[1])
    j = bisect.bisect_left(breaks, end, key=lambda b: b[0])
    return (breaks[i - 1][1] if i else s), (breaks[j][0] if j < len(breaks) else e)


def _patterns(tables: Tables, items: list[Any]) -> list[tuple[re.Pattern[str], bool]]:
    out = []
    for item in items:
        if isinstance(item, str):
            out.append((tables.compile(item), True))
        else:
            out.append((tables.compile(item["pattern"]), bool(item.get("negatable", True))))
    return out


#: What a position says, in the draft's words (positions[].where.second_last).
POSITION_KINDS = ("offside", "level", "onside")


def _yes_no(tables: Tables, table: dict[Any, Any]) -> dict[str, list[tuple[re.Pattern[str], bool]]]:
    """A yes/no key of the data files (YAML may read yes and no as booleans)."""
    out: dict[str, list[tuple[re.Pattern[str], bool]]] = {}
    for key, items in table.items():
        name = "yes" if key in (True, "yes") else "no"
        out[name] = _patterns(tables, items or [])
    return out


class FactFinder:
    def __init__(self, tables: Tables) -> None:
        self.t = tables
        raw = tables.raw
        self.incident_words = tables.compile(raw["incident_words"])
        #: Words before a competition that make it another one than the match's (optional).
        competition_not = raw.get("competition_not")
        self.competition_not = tables.compile(competition_not) if competition_not else None
        #: The referee's decision after an on-field review (optional): it makes the VAR's
        #: call the referee's too.
        self.review_decides = (
            tables.compile(raw["officials"]["review_decides"])
            if raw["officials"].get("review_decides")
            else None
        )
        #: The referee whistled on the assistant's signal (optional): both made the call.
        self.relayed_call = (
            tables.compile(raw["officials"]["relayed_call"])
            if raw["officials"].get("relayed_call")
            else None
        )
        #: A call in a clause that tells of an on-field review is the referee's (optional).
        self.review_call = (
            tables.compile(raw["officials"]["review_call"])
            if raw["officials"].get("review_call")
            else None
        )
        self.date_not_match = tables.compile(raw["date_not_match"])
        d = raw["date"]
        self.dates = {
            k: tables.compile(v) for k, v in d.items() if k not in ("weekday_not", "dateline")
        }
        #: A wire's dateline: the day the text was written (a reference for its weekdays).
        self.dateline = tables.compile(d["dateline"]) if "dateline" in d else None
        self.weekday_not = tables.compile(d["weekday_not"])
        mn = raw["minute"]
        # A form of the minute may have several patterns (a list): each is tried.
        self.minute_forms = {
            k: [tables.compile(p) for p in (v if isinstance(v, list) else [v])]
            for k, v in mn.items()
        }
        self.minutes = {k: v[0] for k, v in self.minute_forms.items()}
        start = raw["start"]
        self.start = tables.compile(start["pattern"])
        self.start_not = tables.compile(start["not_after"])
        self.start_kinds: dict[str, str] = start["kinds"]
        o = raw["officials"]
        self.on_field = {k: _patterns(tables, v) for k, v in o["on_field"].items()}
        self.final = {k: _patterns(tables, v) for k, v in o["final"].items()}
        self.calls = {k: _patterns(tables, v) for k, v in o["calls"].items()}
        self.var = tables.compile(o["var"])
        self.var_call = tables.compile(o["var_call"])
        self.assistant_call = tables.compile(o["assistant_call"])
        self.referee_call = tables.compile(o["referee_call"])
        self.clause_break = tables.compile(o["clause_break"])
        self.other_goal = tables.compile(o["other_goal"])
        self.law_statement = tables.compile(o["law_statement"])
        self.var_not_acting = tables.compile(o["var_not_acting"])
        self.flag_overruled = tables.compile(o["flag_overruled"])
        self.review = tables.compile(o["review"])
        #: A goal that stood after the VAR's check was given on the field and not reviewed
        #: (patterns.yaml officials.let_stand: how the language's set reads it).
        self.let_stand = bool(o.get("let_stand"))
        self.goal_words = tables.compile(raw["outcome"]["goal_words"])
        not_a_goal = raw["outcome"].get("not_a_goal")
        self.not_a_goal = tables.compile(not_a_goal) if not_a_goal else None
        teams = raw["teams"]
        self.attacking = [tables.compile(p) for p in teams["attacking"]]
        self.results = [
            (tables.compile(item["pattern"]), item["winner"]) for item in teams.get("results") or []
        ]
        self.winning_goal = (
            tables.compile(teams["winning_goal"]) if teams.get("winning_goal") else None
        )
        self.defending = [tables.compile(p) for p in teams["defending"]]
        # Words of a speaker of a known team that make it the attacking or the defending side
        # ("nos anularon un gol").
        self.speaker_sides = [
            (side, tables.compile(pattern))
            for side, pattern in (teams.get("speaker_side") or {}).items()
        ]
        # Words for the home or the away side ("les visiteurs"): the attacking and defending
        # patterns again with such a word where the team stands, once the venue is known.
        self.side_words: dict[str, str] = {
            " ".join(w.lower().split()): side
            for side, words in (teams.get("side_words") or {}).items()
            for w in words
        }
        # (Their first letters looked at first: an alternation of words in any case is
        # otherwise tried word by word at every character.)
        first = "".join(
            sorted({c for w in self.side_words for c in (w[:1].lower(), w[:1].upper())})
        )
        words = f"(?=[{re.escape(first)}])(?P<t>{_alternation(list(self.side_words))})"
        self.attacking_words, self.defending_words = (
            [tables.compile(p.replace("{T}", words)) for p in patterns if "{T}" in p]
            if self.side_words
            else []
            for patterns in (teams["attacking"], teams["defending"])
        )
        # A team the decision went against, by what it felt or did after it ("Paderborn a
        # vainement protesté", "Bitterer Abend für die Gäste"): the side it was on depends
        # on the decision (assemble): optional.
        aggrieved = [str(p) for p in teams.get("aggrieved") or []]
        self.aggrieved = [tables.compile(p) for p in aggrieved]
        self.aggrieved_words = (
            [tables.compile(p.replace("{T}", words)) for p in aggrieved] if self.side_words else []
        )
        # Players given a side by a word for it ("el delantero local Doyle"), once the venue
        # is known: the patterns of players.team_by_side with such a word where {T} stands.
        self.side_team_tags = (
            [
                tables.compile(p.replace("{T}", words))
                for p in raw["players"].get("team_by_side") or []
            ]
            if self.side_words
            else []
        )
        self.venues = [
            (tables.compile(item["pattern"]), item.get("home"), item.get("away"))
            for item in teams["home_away"]
        ]
        players = raw["players"]
        self.team_tags = [tables.compile(p) for p in players["team"]]
        self.teammates = [tables.compile(p) for p in players["teammate"]]
        positions = raw.get("positions") or {}
        self.position_rules = {k: _items(tables, positions.get(k) or []) for k in POSITION_KINDS}
        self.doubt = tables.compile(positions["doubt"]) if positions.get("doubt") else None
        involvements = raw.get("involvements") or {}
        self.involvement_rules = {k: _items(tables, v or []) for k, v in involvements.items()}
        self.goalkeeper_rules = [tables.compile(p) for p in raw.get("goalkeeper") or []]
        self.beaten_rules = [tables.compile(p) for p in players.get("beaten") or []]
        self.stopped = _yes_no(tables, o.get("stopped_before_goal") or {})
        self.delayed = _yes_no(tables, o.get("delayed_flag") or {})
        self.no_review = _patterns(tables, o.get("no_review") or [])
        #: The VAR decided without the referee at the monitor ("sin necesidad de acudir al
        #: monitor"): review var_only (patterns.yaml officials.var_only; optional).
        self.var_only = [tables.compile(p) for p in o.get("var_only") or []]
        self.var_check = tables.compile(o["var_check"]) if o.get("var_check") else None
        self.check_for = tables.compile(o["check_for"]) if o.get("check_for") else None
        self.initially = tables.compile(o["initially"]) if o.get("initially") else None
        self.overturned = [tables.compile(p) for p in o.get("overturned") or []]
        self.fouls = [
            (tables.compile(item["pattern"]), item["by"], item["against"])
            for item in players["fouls"]
        ]
        #: A player fouled by an attacker the text does not name ("une faute de l'attaquant
        #: sur le défenseur Kessler"): a defender (optional; group p).
        self.fouled_by_attacker = [
            tables.compile(p) for p in players.get("fouled_by_attacker") or []
        ]
        self.claim_kinds: list[tuple[str, re.Pattern[str]]] = [
            (str(k), tables.compile(v)) for k, v in raw["claims"].items()
        ]
        #: A claim about offside that says it was not ("he was not offside").
        self.not_offside = re.compile(raw["claim_not_offside"])
        #: Every pattern of the officials' words: a sentence one of them is found in tells
        #: of a decision (drafting.focus: the goal it is about is the incident's).
        tables_of = (self.on_field, self.final, self.calls, self.stopped, self.delayed)
        self.decision_words = [
            rx for table in tables_of for items in table.values() for rx, _ in items
        ]
        self.decision_words += [rx for rx, _ in self.no_review] + [self.var, self.review]
        self.decision_words += [rx for rx in (self.var_check,) if rx is not None]
        #: The words that give a moment of the match ("20th-minute", "(9.)", "before the
        #: break"): a goal told with its own moment is a goal of its own.
        moments = (
            *("added", "stoppage_nth", "second_half", "ordinal", "into", "old", "after"),
            *("from_time", "minute_word", "stoppage", "first_half"),
        )
        self.moment_words = [rx for name in moments for rx in self.minute_forms.get(name, [])]
        self.moment_words += [tables.compile(p) for p in raw.get("moment_words") or []]
        #: The words that turn a sentence round ("but"): what follows is the point.
        self.claim_contrast = tables.compile(raw.get("claim_contrast") or "(?!x)x")

    # --- helpers --------------------------------------------------------------------------------

    def _sentence_ok(self, r: Reading, start: int, end: int, question: bool = False) -> bool:
        """In one sentence, not about another match, not a question (unless ``question``
        allows one)."""
        r.budget.spend()
        number = r.index.number(start)
        if number < 0 or end > r.sentences[number].end:
            return False
        if number in r.other_match:
            return False
        return question or not r.is_question(number)

    def _about_incident(self, r: Reading, position: int) -> bool:
        number = r.index.number(position)
        return number >= 0 and r.sentence_has(self.incident_words, number, "masked")

    def _number(self, word: str) -> int | None:
        word = word.lower().replace("-", " ")
        digits = re.match(r"(\d+)", word)
        if digits:
            return int(digits.group(1))
        # a span of time said in words ("un cuarto de hora"): words.yaml grammar
        phrases = self.t.grammar.get("number_phrases") or {}
        if " ".join(word.split()) in phrases:
            return int(phrases[" ".join(word.split())])
        total = 0
        for part in word.split():
            if part in self.t.grammar.get("number_fillers", ()):
                continue  # "noventa y tres": the "y"
            value = self.t.numbers.get(part, self.t.ordinals.get(part))
            if value is None:
                return None
            total += value
        return total

    # --- the match ------------------------------------------------------------------------------

    def competition(self, r: Reading) -> list[Cand]:
        cands: list[Cand] = []
        quoted: list[Cand] = []
        for m in r.mentions("competition"):
            if not self._sentence_ok(r, m.start, m.end):
                continue
            if self.competition_not is not None and self.competition_not.search(
                r.narrative, max(0, m.start - 40), m.start
            ):
                continue  # "la zona de Liga de Campeones": a place in the table, not this match
            cand = Cand("match.competition", m.value, m.start, m.end)
            if r.region_at(m.start) is not None:
                quoted.append(
                    Cand(cand.path, cand.value, m.start, m.end, r.said_by(m.start), "from_a_quote")
                )
            else:
                cands.append(cand)
        # "the World Cup" and "the 2022 World Cup" are one competition: the one with a year.
        names = {str(c.value) for c in cands}
        cands = [
            c for c in cands if not any(n != c.value and n.startswith(f"{c.value} ") for n in names)
        ]
        return _one(cands, "several_competitions") or quoted[:1]

    def _stamp(self, r: Reading, goal_at: int | None) -> list[Cand]:
        """A live blog's time stamp ("65 min:") opening the paragraph of the goal."""
        regex = self.minutes.get("stamp")
        if regex is None or goal_at is None:
            return []
        goal = r.index.at(goal_at)
        if goal is None:
            return []
        for sentence in r.sentences:
            if sentence.paragraph != goal.paragraph:
                continue
            m = regex.match(r.narrative, sentence.start, sentence.end)
            if m is None or sentence.start != r.paragraph_spans[sentence.paragraph][0]:
                return []
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
        return []

    def minute(
        self, r: Reading, goal_at: int | None = None, elsewhere: frozenset[int] = frozenset()
    ) -> list[Cand]:
        """The incident's minute; none from the ``elsewhere`` sentences (another goal's:
        drafting.focus)."""
        stamped = self._stamp(r, goal_at)
        if stamped:
            return stamped
        strong: list[Cand] = []
        weak: list[Cand] = []
        suggestions: list[Cand] = []
        extra_time = bool(self.minutes["extra_time"].search(r.narrative))
        covered = bytearray(len(r.text) + 1)
        forms = (
            "added",
            "stoppage_nth",
            "second_half",
            "ordinal",
            "into",
            "old",
            "after",
            "from_time",
            "minute_word",
        )
        for name, regex in ((n, x) for n in forms for x in self.minute_forms.get(n, [])):
            for m in regex.finditer(r.narrative):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                if elsewhere and r.index.number(m.start()) in elsewhere:
                    continue
                sentence = r.index.at(m.start())
                assert sentence is not None
                before = r.narrative[max(sentence.start, m.start() - 24) : m.start()]
                if name != "added" and self.minutes["duration"].search(before):
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
        stamps = [c for c in strong + weak if c.path == "match.minute"]
        if len(stamps) > 1 and all(self._opens_line(r, c.start) for c in stamps):
            # A live blog's time stamps ("65' ¡Gol anulado!", "Min. 70 | ..."): the first
            # stamp whose paragraph tells of the incident is the incident's minute.
            for c in sorted(stamps, key=lambda c: c.start):
                i = bisect.bisect_right(r.paragraph_spans, (c.start, len(r.text) + 1)) - 1
                p_start, p_end = r.paragraph_spans[i]
                if self.incident_words.search(r.masked, p_start, p_end):
                    return [x for x in strong + weak if x.start == c.start]
        chosen = strong or weak
        pairs: dict[int, list[Cand]] = {}
        for c in chosen:
            pairs.setdefault(c.start, []).append(c)
        readings = {tuple((c.path, c.value) for c in group) for group in pairs.values()}
        if len(readings) == 1:
            return list(next(iter(pairs.values())))
        if len(readings) > 1:
            return [
                Cand(c.path, c.value, c.start, c.end, reason="several_minutes")
                for c in chosen
                if c.path == "match.minute"
            ]
        for m in self.minutes["stoppage"].finditer(r.narrative):
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
        return suggestions

    def _var_only(self, r: Reading) -> list[Cand]:
        """The VAR's decision taken without the referee at the monitor: review var_only."""
        for regex in self.var_only:
            for m in regex.finditer(r.narrative):
                if self._sentence_ok(r, m.start(), m.end()):
                    return [Cand("officials.review", "var_only", m.start(), m.end())]
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
        if name == "added":
            return int(m.group("base")), int(m.group("extra"))
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

    def date(self, r: Reading, reference: dt.date | None, competition: str | None) -> list[Cand]:
        covered = bytearray(len(r.text) + 1)
        cands: list[Cand] = []
        suggestions: list[Cand] = []
        if self.dateline is not None:
            line = self.dateline.search(r.narrative)
            if line is not None:
                covered[line.start() : line.end()] = b"\x01" * (line.end() - line.start())
                month = self.t.months.get(line.group("mon").lower().rstrip("."))
                try:
                    written = dt.date(int(line.group("y")), month or 0, int(line.group("d")))
                except ValueError:
                    written = None
                if reference is None and written is not None:
                    reference = written
        for name, regex in self.dates.items():
            for m in regex.finditer(r.narrative):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                sentence = r.index.at(m.start())
                assert sentence is not None
                before = r.narrative[max(sentence.start, m.start() - 40) : m.start()]
                clause = re.split(r"[,;:—–(]", before)[-1]
                if self.date_not_match.search(clause):
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
                    text = value.isoformat() if isinstance(value, dt.date) else str(value)
                    cand = Cand("match.date", text, m.start(), m.end(), reason=reason)
                    (suggestions if reason else cands).append(cand)
        incident = [c for c in cands if self._about_incident(r, c.start)]
        chosen = _one(incident or cands, "several_dates")
        return chosen + suggestions

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
        if name == "yesterday":
            if reference is None:
                return []
            return [(days_before(reference, 1), None)]
        return []

    def start_kind(self, r: Reading) -> list[Cand]:
        for m in self.start.finditer(r.narrative):
            if not self._sentence_ok(r, m.start(), m.end()):
                continue
            sentence = r.index.at(m.start())
            assert sentence is not None
            if self.start_not.search(r.narrative, sentence.start, m.start()):
                continue
            groups = m.groupdict()
            kinds = ("kind", "kind2", "kind3", "kind4")
            said = next((groups[g] for g in kinds if groups.get(g)), "")
            kind = self.start_kinds.get(" ".join(said.lower().split()))
            if kind:
                return [Cand("start.kind", kind, m.start(), m.end())]
        return []

    # --- the officials --------------------------------------------------------------------------

    def _official(
        self, r: Reading, table: dict[Any, list[tuple[re.Pattern[str], bool]]], path: str
    ) -> tuple[list[Cand], list[Cand]]:
        """Facts from the narrative, and from quotations (suggestions)."""
        facts: list[Cand] = []
        quoted: list[Cand] = []
        # A text nobody speaks in has blank speech: nothing to look for there.
        sources = (
            ((r.narrative, facts), (r.speech, quoted)) if r.regions else ((r.narrative, facts),)
        )
        for value, patterns in table.items():
            for regex, negatable in patterns:
                for source, into in sources:
                    for m in regex.finditer(source):
                        if not self._sentence_ok(r, m.start(), m.end()):
                            continue
                        if negatable and r.negated(source, m.start(), belief=True):
                            continue
                        said = r.said_by(m.start()) if into is quoted else None
                        reason = "from_a_quote" if into is quoted else None
                        into.append(Cand(path, value, m.start(), m.end(), said, reason))
        facts.sort(key=lambda c: c.start)
        quoted.sort(key=lambda c: c.start)
        return facts, quoted

    def officials(self, r: Reading) -> tuple[list[Cand], list[dict[str, Any]]]:
        out: list[Cand] = []
        on_field, on_quoted = self._official(r, self.on_field, "officials.on_field")
        final, final_quoted = self._official(r, self.final, "officials.final")
        if self.initially is not None:
            # "the goal was initially ruled out": the decision on the field, not the final one
            final = [
                c
                for c in final
                if not self.initially.search(r.narrative[max(0, c.start - 20) : c.start])
            ]
        out += _one(on_field, "several_readings")
        out += _one(final, "several_readings")
        decided = {c.value for c in on_field}
        settled = {c.value for c in final}
        if not on_field and len(settled) == 1 and next(iter(settled)) in ("goal", "no_goal"):
            # "went to the monitor and reversed his decision": the field's was the other way
            for regex in self.overturned:
                m = next(
                    (
                        x
                        for x in regex.finditer(r.narrative)
                        if self._sentence_ok(r, x.start(), x.end())
                    ),
                    None,
                )
                if m is not None:
                    value = "no_goal" if next(iter(settled)) == "goal" else "goal"
                    out.append(Cand("officials.on_field", value, m.start(), m.end()))
                    break
        if not final and len(decided) == 1:
            # Overturned: the final decision is the other way round from the field's.
            first = next(iter(decided))
            for regex in self.overturned:
                m = next(
                    (
                        x
                        for x in regex.finditer(r.narrative)
                        if self._sentence_ok(r, x.start(), x.end())
                    ),
                    None,
                )
                if m is not None and first in ("goal", "no_goal", "offside_flag"):
                    value = "no_goal" if first == "goal" else "goal"
                    final = [Cand("officials.final", value, m.start(), m.end())]
                    out += final
                    break
        if not on_field:
            out += on_quoted[:1]
        if not final:
            out += final_quoted[:1]
        for m in self.var.finditer(r.narrative):
            if self._sentence_ok(r, m.start(), m.end()) and not r.negated(r.narrative, m.start()):
                if self.var_not_acting.search(r.narrative[m.end() : m.end() + 80]):
                    continue
                out.append(Cand("officials.var_checked", True, m.start(), m.end()))
                break
        if self.var_check is not None and not any(c.path == "officials.var_checked" for c in out):
            for m in self.var_check.finditer(r.narrative):
                if self._sentence_ok(r, m.start(), m.end()) and not r.negated(
                    r.narrative, m.start()
                ):
                    out.append(Cand("officials.var_checked", True, m.start(), m.end()))
                    break
        reviews = self._var_only(r)
        for m in self.review.finditer(r.narrative):
            if any(c.start <= m.start() < c.end for c in reviews):
                continue  # "without going to the monitor": no on-field review
            if self._sentence_ok(r, m.start(), m.end()) and not r.negated(r.narrative, m.start()):
                reviews.append(Cand("officials.review", "on_field_review", m.start(), m.end()))
                break
        for regex, negatable in self.no_review:
            for m in regex.finditer(r.narrative):
                if self._sentence_ok(r, m.start(), m.end()) and not (
                    negatable and r.negated(r.narrative, m.start())
                ):
                    reviews.append(Cand("officials.review", "none", m.start(), m.end()))
                    break
            if len(reviews) > 1 or reviews and reviews[-1].value == "none":
                break
        reviewed = _review_stood(_one(reviews, "several_readings"), on_field, final)
        out += reviewed
        if self.let_stand:
            out += self._let_stand(out, reviews)
        decided = {c.value for c in on_field}
        if (
            not final
            and len(decided) == 1
            and len(reviewed) == 1
            and reviewed[0].value == "none"
            and not reviewed[0].reason
        ):
            # The VAR did not intervene: the decision on the field stood.
            first = next(iter(decided))
            if first in ("goal", "no_goal", "offside_flag"):
                value = "goal" if first == "goal" else "no_goal"
                out.append(Cand("officials.final", value, reviewed[0].start, reviewed[0].end))
        out += _stopped_no_goal(self.stoppage(r), out)
        calls = self._calls(r, on_field)
        finals = {c.value for c in out if c.path == "officials.final" and not c.reason}
        calls += self._review_decision(r, reviewed, finals, calls)
        if finals == {"goal"}:
            # "the VAR is checking for offside ... the goal stands": a check, no call
            calls = [c for c in calls if not (c.get("checked") and c["call"] == "offside")]
        return [self._overruled(r, c) for c in out], calls

    @staticmethod
    def _let_stand(out: list[Cand], reviews: list[Cand]) -> list[Cand]:
        """The VAR checked and then the goal stood, the text telling of no other decision on
        the field and of no review: the goal was given on the field and the VAR did not
        intervene ("Der Videoassistent prüfte zwei Minuten lang, und der Treffer zählte")."""
        if reviews or any(c.path == "officials.on_field" for c in out):
            return []
        checks = [c for c in out if c.path == "officials.var_checked"]
        finals = [c for c in out if c.path == "officials.final"]
        if not checks or len(finals) != 1 or finals[0].value != "goal" or finals[0].reason:
            return []
        stood = finals[0]
        if stood.start < checks[0].start:
            return []  # the goal stood before the check the text tells of
        return [
            Cand("officials.on_field", "goal", stood.start, stood.end),
            Cand("officials.review", "none", stood.start, stood.end),
        ]

    def _review_decision(
        self, r: Reading, reviewed: list[Cand], finals: set[Any], calls: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """The VAR called the referee to the screen for one offence and the referee, after
        the review, decided against the goal (or gave the penalty): the referee's call is
        that offence ('appelé par la VAR pour une main, il est allé revoir les images et l'a
        annulé'). Only where the text tells the referee's decision after the review."""
        if self.review_decides is None or len(reviewed) != 1 or reviewed[0].reason:
            return []
        if reviewed[0].value != "on_field_review" or len(finals) != 1:
            return []
        if not finals & {"no_goal", "penalty"}:
            return []
        by_var = {c["call"] for c in calls if c["by"] == "var"}
        if len(by_var) != 1 or any(c["by"] == "referee" for c in calls):
            return []
        name = next(iter(by_var))
        if finals == {"penalty"} and name == "offside":
            return []
        for m in self.review_decides.finditer(r.narrative, reviewed[0].start):
            if not self._sentence_ok(r, m.start(), m.end()) or r.negated(r.narrative, m.start()):
                continue
            # the decision is in the review's sentence or the next one
            if r.index.number(m.start()) - r.index.number(reviewed[0].start) > 1:
                break
            return [{"by": "referee", "call": name, "start": m.start(), "end": m.end()}]
        return []

    def _overruled(self, r: Reading, c: Cand) -> Cand:
        """A raised flag in a sentence where the referee gave the goal all the same: what
        was decided on the field is unclear, so the flag is only a suggestion."""
        if c.path != "officials.on_field" or c.value != "offside_flag" or c.reason:
            return c
        sentence = r.index.at(c.start)
        if sentence is None or not self.flag_overruled.search(
            r.narrative, sentence.start, sentence.end
        ):
            return c
        return Cand(c.path, c.value, c.start, c.end, c.said_by, "several_readings")

    def _calls(self, r: Reading, on_field: list[Cand]) -> list[dict[str, Any]]:
        calls: list[dict[str, Any]] = []
        breaks: dict[int, list[tuple[int, int]]] = {}  # each sentence's clause breaks, found once
        by_var: dict[tuple[int, int], bool] = {}  # whether a clause names the VAR, found once
        without = [(c.start, c.end) for c in self._var_only(r)]  # "without the monitor"
        for call, patterns in self.calls.items():
            name = "offside" if call.endswith("offside") else call
            for regex, negatable in patterns:
                for m in regex.finditer(r.narrative):
                    if not self._sentence_ok(r, m.start(), m.end()):
                        continue
                    if negatable and r.negated(r.narrative, m.start(), belief=True):
                        continue
                    number = r.index.number(m.start())
                    if r.sentence_has(self.other_goal, number) or r.sentence_has(
                        self.law_statement, number
                    ):
                        continue
                    s, e = r.sentences[number].start, r.sentences[number].end
                    if number not in breaks:
                        breaks[number] = [
                            (b.start(), b.end())
                            for b in self.clause_break.finditer(r.narrative, s, e)
                        ]
                        r.budget.spend(len(breaks[number]))
                    # The call's own clause: from the last break before it to the next after.
                    cs, ce = _clause(breaks[number], s, e, m.start(), m.end())
                    clause = r.narrative[max(cs, m.start() - 60) : m.end()]
                    flag = _last(self.assistant_call, clause)
                    if flag is not None and _last(self.var_call, clause, flag) is not None:
                        # "the flag went up and the VAR upheld it for offside": the VAR named
                        # between the flag and the call made it
                        by = "var"
                    elif flag is not None:
                        by = "assistant"
                        if self.relayed_call is not None and self.relayed_call.search(clause):
                            # the referee whistled on the assistant's signal: both called it
                            calls.append(
                                {
                                    "by": "referee",
                                    "call": name,
                                    "start": m.start(),
                                    "end": m.end(),
                                    "checked": False,
                                }
                            )
                    elif self.review_call is not None and any(
                        not any(a <= x.start() < b for a, b in without)
                        for x in self.review_call.finditer(r.narrative, cs, ce)
                    ):
                        by = "referee"  # after an on-field review the referee decides
                    elif by_var.setdefault(
                        (cs, ce), self.var_call.search(r.narrative, cs, ce) is not None
                    ):
                        by = "var"
                    elif self.referee_call.search(clause) or any(
                        "referee" in r.people[x.index].roles
                        for x in r.mentions_in(cs, m.end())
                        if x.kind == "person" and x.index < len(r.people)
                    ):
                        by = "referee"
                    else:
                        by = self._sentence_official(r, s, e)
                    checked = self.check_for is not None and bool(
                        self.check_for.search(r.narrative[max(s, m.start() - 40) : m.start()])
                    )
                    calls.append(
                        {
                            "by": by,
                            "call": name,
                            "start": m.start(),
                            "end": m.end(),
                            "checked": checked,
                        }
                    )
        if self.t.raw["officials"].get("flag_call"):
            for c in on_field:
                if c.value == "offside_flag":
                    calls.append(
                        {"by": "assistant", "call": "offside", "start": c.start, "end": c.end}
                    )
        seen: set[tuple[str, str]] = set()
        out: list[dict[str, Any]] = []
        for call in sorted(calls, key=lambda c: c["start"]):
            key = (call["by"], call["call"])
            if key not in seen:
                seen.add(key)
                out.append(call)
        # "the goal was ruled out for offside", nobody named, beside the VAR's or the
        # referee's offside: the same call, already given to the one who made it
        named = {c["call"] for c in out if c["by"] != "officials"}
        return [c for c in out if c["by"] != "officials" or c["call"] not in named]

    def _sentence_official(self, r: Reading, start: int, end: int) -> str:
        """Who made a call whose own clause names no official: the VAR when its sentence
        names the VAR and no other official ("The VAR judged the touch a deflection, and
        the goal was ruled out for offside"), else the officials."""
        if (
            self.var_call.search(r.narrative, start, end)
            and not self.assistant_call.search(r.narrative, start, end)
            and not self.referee_call.search(r.narrative, start, end)
        ):
            return "var"
        return "officials"

    def outcome(self, r: Reading, scored: bool, final: list[Cand]) -> list[Cand]:
        for c in final:
            if c.reason or c.value not in ("goal", "no_goal"):
                continue
            sentence = r.index.at(c.start)
            if sentence is None:
                continue
            for word in self.goal_words.finditer(r.masked, sentence.start, sentence.end):
                # "No goal" says nothing of the ball going in
                before = r.masked[max(sentence.start, word.start() - 6) : word.start()]
                if self.not_a_goal is None or not self.not_a_goal.search(before):
                    return [Cand("outcome", "goal_scored", c.start, c.end)]
        return []

    # --- teams and sides ------------------------------------------------------------------------

    def teams_in_match(self, r: Reading) -> Counter[int]:
        """The teams named in the sentences about this match, by how often."""
        counts: Counter[int] = Counter()
        for m in r.found.mentions:
            if m.kind not in ("team", "ground"):
                continue
            if r.index.number(m.start) in r.other_match:
                continue
            counts[m.index] += 1
        return counts

    def sides(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
        """Evidence of the attacking and the defending team: (team, start, end). With the
        ``venue`` known (the home and the away team), "les visiteurs" is the away team."""
        attacking = self._side_words(r, self.attacking_words, venue)
        attacking += self._named(r, self.attacking)
        defending = self._side_words(r, self.defending_words, venue)
        defending += self._named(r, self.defending, against=self.defending[:1])
        return attacking, defending

    def aggrieved_teams(
        self, r: Reading, venue: dict[str, int] | None = None
    ) -> list[tuple[int, int, int]]:
        """The teams the text says the decision went against (team, start, end)."""
        return self._side_words(r, self.aggrieved_words, venue) + self._named(r, self.aggrieved)

    def _side_words(
        self, r: Reading, regexes: list[re.Pattern[str]], venue: dict[str, int] | None
    ) -> list[tuple[int, int, int]]:
        """The hits of ``regexes`` whose {T} is a word for the home or the away side."""
        out: list[tuple[int, int, int]] = []
        if not venue:
            return out
        for regex in regexes:
            for m in regex.finditer(r.narrative):
                r.budget.spend()
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                side = self.side_words.get(" ".join(m.group("t").lower().split()))
                if side in venue:
                    out.append((venue[side], m.start(), m.end()))
        return out

    def _named(
        self,
        r: Reading,
        regexes: list[re.Pattern[str]],
        against: list[re.Pattern[str]] | None = None,
    ) -> list[tuple[int, int, int]]:
        """The hits of ``regexes`` whose {T} is a team; those of ``against`` ("against
        Sporting") only in a sentence about a goal."""
        out: list[tuple[int, int, int]] = []
        for regex in regexes:
            for m in regex.finditer(r.narrative):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                team = r.team_of_char(m.group("t"))
                if team is None:
                    continue
                if against and regex in against:
                    number = r.index.number(m.start())
                    if not r.sentence_has(self.goal_words, number, "masked"):
                        continue
                out.append((team, m.start(), m.end()))
        return out

    def side_tags(
        self, r: Reading, venue: dict[str, int] | None
    ) -> list[tuple[int, int, int, int | None]]:
        """Players the text puts on the home or the away side by a word for it ("el
        delantero local Doyle"): (person, start, end, team), with the venue known."""
        out: list[tuple[int, int, int, int | None]] = []
        if not venue or len(venue) != 2:
            return out
        for regex in self.side_team_tags:
            for m in regex.finditer(r.narrative):
                r.budget.spend()
                person = r.person(m.group("p"))
                side = self.side_words.get(" ".join(m.group("t").lower().split()))
                if person is None or side not in venue:
                    continue
                if r.index.within(m.start(), m.end()):
                    out.append((person.index, m.start(), m.end(), venue[side]))
        return out

    def winner(self, r: Reading) -> tuple[tuple[int, int, int], tuple[int, int, int] | None] | None:
        """The team that won, when the text calls the goal the winner (or the only goal)
        and gives the result ("Nordsjælland beat Silkeborg 2-1"): the winner's goal is
        theirs. Asked only of a goal that stood. With it, the team beaten, when named."""
        if self.winning_goal is None or not self.winning_goal.search(r.narrative):
            return None
        found: set[int] = set()
        first: tuple[int, int, int] | None = None
        lost: set[int] = set()
        loser: tuple[int, int, int] | None = None
        for regex, group in self.results:
            for m in regex.finditer(r.narrative):
                if not self._sentence_ok(r, m.start(), m.end()):
                    continue
                team = r.team_of_char(m.group(group))
                other = "u" if group == "t" else "t"
                beaten = r.team_of_char(m.group(other)) if m.groupdict().get(other) else None
                if team is not None:
                    found.add(team)
                    first = first or (team, m.start(), m.end())
                if beaten is not None:
                    lost.add(beaten)
                    loser = loser or (beaten, m.start(), m.end())
        if len(found) != 1 or first is None:
            return None
        named = loser if len(lost) == 1 and loser and loser[0] != first[0] else None
        return first, named

    def home_away(self, r: Reading) -> list[Cand]:
        home: list[Cand] = []
        away: list[Cand] = []
        for regex, home_group, away_group in self.venues:
            for m in regex.finditer(r.narrative):
                # (a question names the ground the match was played at as well as a
                # statement: "Fallait-il accorder ce penalty, mardi au Parc des Princes ?")
                if not self._sentence_ok(r, m.start(), m.end(), question=home_group == "g"):
                    continue
                for group, into in ((home_group, home), (away_group, away)):
                    if not group:
                        continue
                    char = m.group(group)
                    if group == "g":
                        team: int | None = ord(char) - GROUND_BASE
                    else:
                        team = r.team_of_char(char)
                    if team is None or not 0 <= team < len(r.teams):
                        continue
                    path = "match.home" if into is home else "match.away"
                    into.append(Cand(path, r.teams[team].name, m.start(), m.end()))
        return _one(home, "venue_conflict") + _one(away, "venue_conflict")

    # --- players --------------------------------------------------------------------------------

    def person_patterns(self, r: Reading) -> dict[str, list[tuple[int, int, int, int | None]]]:
        """Evidence about people: (person, start, end, team or other person)."""
        out: dict[str, list[tuple[int, int, int, int | None]]] = {
            "team": [], "teammate": [], "offside": [], "onside": [], "foul": [],
            "fouled_by_attacker": [],
        }  # fmt: skip
        for source in (r.narrative, r.speech) if r.regions else (r.narrative,):
            for regex in self.team_tags:
                for m in regex.finditer(source):
                    person = r.person(m.group("p"))
                    team = r.team_of_char(m.group("t"))
                    if (
                        person is not None
                        and team is not None
                        and r.index.within(m.start(), m.end())
                    ):
                        out["team"].append((person.index, m.start(), m.end(), team))
            for regex in self.teammates:
                for m in regex.finditer(source):
                    person = r.person(m.group("p"))
                    if person is not None and r.index.within(m.start(), m.end()):
                        out["teammate"].append((person.index, m.start(), m.end(), None))
        for said in self.positions(r):
            name = "offside" if said.kind == "offside" else "onside"
            out[name].append((said.person, said.start, said.end, None))
        for regex, by, against in self.fouls:
            for m in regex.finditer(r.narrative):
                fouler, victim = r.person(m.group(by)), r.person(m.group(against))
                if fouler is None or victim is None or not self._sentence_ok(r, m.start(), m.end()):
                    continue
                if r.negated(r.narrative, m.start()):
                    continue
                out["foul"].append((fouler.index, m.start(), m.end(), victim.index))
        for regex in self.fouled_by_attacker:
            for m in regex.finditer(r.narrative):
                victim = r.person(m.group("p"))
                if victim is None or victim.unnamed or not victim.can_play:
                    continue
                if not self._sentence_ok(r, m.start(), m.end()) or r.negated(
                    r.narrative, m.start()
                ):
                    continue
                out["fouled_by_attacker"].append((victim.index, m.start(), m.end(), None))
        return out

    # --- positions and involvements (issue 32) -----------------------------------------------

    def _stated(
        self, r: Reading, rules: dict[str, list[Item]], asked: set[int] | None = None
    ) -> list[Stated]:
        """What the writer says of attackers by ``rules`` (kind -> patterns): one kind per
        person, none for a person the text gives two different kinds. ``asked`` gets the
        people whose position the text only asks about ("whether Kane was offside")."""
        source = r.resolved
        found: list[Stated] = []
        window = int(self.t.raw["negation_window"])
        for kind, items in rules.items():
            for regex, negatable, ball in items:
                has_q = "q" in regex.groupindex
                for m in regex.finditer(source):
                    r.budget.spend()
                    person = r.person(m.group("p"))
                    if person is None or not person.can_play:
                        continue
                    if not self._sentence_ok(r, m.start(), m.end()):
                        continue
                    if negatable and r.negated(source, m.start(), belief=True):
                        continue
                    sentence = r.index.at(m.start())
                    if (
                        self.doubt is not None
                        and sentence is not None
                        and self.doubt.search(
                            source, max(sentence.start, m.start() - window), m.start()
                        )
                    ):
                        if asked is not None:
                            asked.add(person.index)
                        continue
                    other: int | None = None
                    if has_q and m.group("q"):
                        q = r.person(m.group("q"))
                        if q is None or not q.can_play or q.index == person.index:
                            continue
                        other = q.index
                    found.append(Stated(kind, person.index, other, m.start(), m.end(), ball))
        found.sort(key=lambda x: x.start)
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

    def positions(self, r: Reading) -> list[Stated]:
        """Where the text says attackers stood: offside, level or onside (found once)."""
        cached = r.cache.get("positions")
        if cached is None:
            asked: set[int] = set()
            cached = r.cache["positions"] = self._stated(r, self.position_rules, asked)
            r.cache["asked"] = asked
        return list(cached)

    def asked(self, r: Reading) -> set[int]:
        """The people whose position the text asks about without stating it."""
        self.positions(r)
        return set(r.cache["asked"])

    def involvements(self, r: Reading) -> list[Stated]:
        """How attackers were involved without touching the ball, as the text says."""
        return self._stated(r, self.involvement_rules)

    def beaten(self, r: Reading) -> dict[int, tuple[int, int]]:
        """Opponents an attacker ({P}) beat or went past in the move ({Q}: "beat goalkeeper
        Al-Sheeb to the ball", "drilled the ball past Maignan"): players of the defending
        side (patterns.yaml players.beaten)."""
        out: dict[int, tuple[int, int]] = {}
        for regex in self.beaten_rules:
            for m in regex.finditer(r.resolved):
                r.budget.spend()
                attacker, opponent = r.person(m.group("p")), r.person(m.group("q"))
                if attacker is None or opponent is None or attacker.index == opponent.index:
                    continue
                if (
                    opponent.can_play
                    and not opponent.unnamed
                    and self._sentence_ok(r, m.start(), m.end())
                ):
                    out.setdefault(opponent.index, (m.start(), m.end()))
        return out

    def goalkeepers(self, r: Reading) -> dict[int, tuple[int, int]]:
        """The people the text makes goalkeepers by the goalkeeper patterns, with the words."""
        out: dict[int, tuple[int, int]] = {}
        for regex in self.goalkeeper_rules:
            for m in regex.finditer(r.narrative):
                r.budget.spend()
                person = r.person(m.group("p"))
                if person is not None and self._sentence_ok(r, m.start(), m.end()):
                    out.setdefault(person.index, (m.start(), m.end()))
        return out

    def stoppage(self, r: Reading) -> list[Cand]:
        """Whether play was stopped before the ball went in, whether the flag was delayed,
        whether the VAR did not review (facts; from quotations, suggestions)."""
        out: list[Cand] = []
        for table, path in (
            (self.stopped, "officials.stopped_before_goal"),
            (self.delayed, "officials.delayed_flag"),
        ):
            values = {key == "yes": items for key, items in table.items()}
            facts, quoted = self._official(r, values, path)
            out += _one(facts, "several_readings") or quoted[:1]
        return out

    # --- claims ---------------------------------------------------------------------------------

    def _claim_about(self, words: str) -> str | None:
        """What one sentence of a person's words is about: the first kind it says, but a
        player's position over a verdict on the decision ("he is offside by a yard, nothing
        to say": the point is the offside)."""
        about: str | None = None
        for name, regex in self.claim_kinds:
            if regex.search(words):
                if about is None:
                    about = name
                    if about != "decision":
                        break
                elif name in ("onside", "offside"):
                    # "it looked offside, but there is nothing to discuss": the verdict
                    # after the "but" is the point
                    turn = [m.end() for m in self.claim_contrast.finditer(words)]
                    if not turn or regex.search(words, turn[-1]):
                        return name
        return about

    def claims(self, r: Reading, players: set[int]) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        seen: set[tuple[str | None, str]] = set()
        for region in r.regions:
            if region.official:
                continue
            first = max(0, r.index.number(region.start))
            for number in range(first, len(r.sentences)):
                sentence = r.sentences[number]
                if sentence.start >= region.end:
                    break
                start, end = max(region.start, sentence.start), min(region.end, sentence.end)
                if end - start < 3:
                    continue
                words = r.text[start:end]
                masked = r.masked[start:end]
                about = self._claim_about(words)
                if about == "other" or about is None:
                    names_player = any(
                        (p := r.person(ch)) is not None and p.index in players for ch in masked
                    )
                    if about is None and not names_player:
                        continue
                    about = "other"
                if about == "offside" and self.not_offside.search(words):
                    about = "onside"
                key = (region.speaker, about)
                if key in seen:
                    continue
                seen.add(key)
                found.append(
                    {
                        "speaker": region.speaker,
                        "about": about,
                        "span": (sentence.start, sentence.end),
                        "cue": (start, end),
                        "quoted": region.quoted,
                    }
                )
        # A speaker who says what happened to the ball (a deflection, a new phase) and that
        # the decision was wrong makes one point: the specific claim stands for both.
        specific = {c["speaker"] for c in found if c["about"] in SPECIFIC_CLAIMS}
        found = [c for c in found if not (c["about"] == "decision" and c["speaker"] in specific)]
        # A speaker's "other" words beside a point they make are that point's context.
        pointed = {c["speaker"] for c in found if c["about"] != "other"}
        found = [c for c in found if not (c["about"] == "other" and c["speaker"] in pointed)]
        # One point made twice by one named speaker is one claim (the first words of it).
        made: set[tuple[str, str]] = set()
        out = []
        for c in found:
            if c["speaker"] is not None:
                if (c["speaker"], c["about"]) in made:
                    continue
                made.add((c["speaker"], c["about"]))
            out.append(c)
        return out
