"""A decision the text says was overturned ("reversed his decision", "revient sur sa
décision", "nahm seine Entscheidung zurück", "rectificó"): the decisions on the field and the
final ones it tells of, read in the order the text tells them."""

from __future__ import annotations

import re
from typing import Any

from drafting.facts.base import Cand
from drafting.facts.call_words import officials_told
from drafting.facts.calls import CallFacts
from drafting.facts.order import GOALS
from drafting.lazy import Regex
from drafting.reading import Reading

#: The most words a bare outcome is told in ("NO GOAL.", "Tor aberkannt!").
SHORT = 3
#: The decisions an overturn told after them takes back ("the goal was given. ... he
#: reversed his decision"); a goal told ruled out first is the outcome a report opens
#: with ("X's strike was ruled out. The referee went to the monitor and reversed his
#: decision").
GIVEN = frozenset({"goal", "penalty"})
#: The decision an overturn leaves of one told before it.
OTHER = {"goal": "no_goal", "no_goal": "goal", "penalty": "no_penalty", "no_penalty": "penalty"}


class Overturns(CallFacts):
    """The decisions read with an overturn the text tells."""

    overturned: list[Regex]
    var: Regex
    review: Regex

    def _overturns(
        self, r: Reading, on_field: list[Cand], final: list[Cand], out: list[Cand]
    ) -> tuple[list[Cand], list[Cand]]:
        """The decisions read with an overturn the text tells ("reversed his decision"):
        the final decision when the text gives none, the one on the field when it gives
        none, and a final decision told before the overturn that was the field's ("the
        goal was given. ... he reversed his decision"). Adds to ``out``; returns the
        decisions on the field and the final ones."""
        decided = {c.value for c in on_field}
        settled = {c.value for c in final}
        told = next(iter(settled)) if len(settled) == 1 else None
        if not on_field and isinstance(told, str) and told in OTHER:
            for regex in self.overturned:
                m = self._first_ok(r, regex)
                if m is not None and told in GIVEN and self._told_before(r, final, m):
                    # "the goal was given. ... reversed his decision": that goal was the
                    # field's, and the final decision the other way
                    out[:] = [c for c in out if c.path != "officials.final"]
                    on_field = [Cand("officials.on_field", told, final[0].start, final[0].end)]
                    final = [Cand("officials.final", OTHER[told], m.start(), m.end())]
                    out += on_field + final
                    break
                if m is not None and told in GOALS:
                    # "went to the monitor and reversed his decision": the field's was the
                    # other way
                    out.append(Cand("officials.on_field", OTHER[told], m.start(), m.end()))
                    break
        if len(decided) == 1 and settled == decided and decided <= GOALS:
            # "accorde le but, mais après visionnage il revient sur sa décision": the final
            # decision read the field's, and an overturn told after it turns it round
            last = max(c.start for c in final)
            for regex in self.overturned:
                m = self._first_ok(r, regex)
                if m is not None and m.start() > last:
                    value = "no_goal" if decided == {"goal"} else "goal"
                    out[:] = [c for c in out if c.path != "officials.final"]
                    final = [Cand("officials.final", value, m.start(), m.end())]
                    out += final
                    break
        if not final and len(decided) == 1:
            # Overturned: the final decision is the other way round from the field's.
            first = next(iter(decided))
            for regex in self.overturned:
                m = self._first_ok(r, regex)
                if m is not None and first in ("goal", "no_goal", "offside_flag"):
                    value = "no_goal" if first == "goal" else "goal"
                    final = [Cand("officials.final", value, m.start(), m.end())]
                    out += final
                    break
        return on_field, final

    def _told_before(self, r: Reading, final: list[Cand], m: re.Match[str]) -> bool:
        """Whether every word of the final decisions ``final`` is told before the overturn
        at ``m``, in an earlier sentence or an earlier clause of its sentence, with a check
        between (the VAR, the monitor): the decision the overturn changed."""
        told = officials_told(r)
        number = r.index.number(m.start())
        for c in final:
            if c.end > m.start() or c.reason or self._announced(r, c):
                return False
            if r.index.number(c.start) == number and not self.clause_break.search(
                told, c.end, m.start()
            ):
                return False
        last = max(c.end for c in final)
        return any(
            last <= x.start() < m.start()
            for regex in (self.var, self.review)
            for x in regex.finditer(r.narrative, last, m.start())
        )

    def _announced(self, r: Reading, c: Cand) -> bool:
        """Whether the decision ``c`` is told as a bare outcome, a few words with no
        narration ("68 min: NO GOAL.", "Kein Tor!"): the outcome announced before the
        text tells how it came, not the decision that was overturned."""
        sentence = r.index.at(c.start)
        if sentence is None:
            return False
        head = r.narrative[sentence.start : c.start]
        cut = max(head.rfind(x) for x in ":|–—")
        words = r.narrative[sentence.start + cut + 1 : sentence.end].split()
        return sum(any(ch.isalpha() for ch in w) for w in words) <= SHORT

    def _overturn_call(
        self, r: Reading, reviewed: list[Cand], calls: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """The referee's offside call where, after an on-field review, the text says the
        decision was overturned and tells offside after the overturn in its sentence ("she
        reversed her own decision: X had been offside", "revient sur sa décision pour un
        hors-jeu"): at the screen he decided (drafting/eval/README.md, calls). None where
        the text tells of no such review, or the referee's offside call is told already."""
        if self.offside_word is None or [c.value for c in reviewed if not c.reason] != [
            "on_field_review"
        ]:
            return []
        if any(c["by"] == "referee" and c["call"] == "offside" for c in calls):
            return []
        told = officials_told(r)
        for regex in self.overturned:
            m = self._first_ok(r, regex)
            if m is None or r.negated(told, m.start()):
                continue
            sentence = r.index.at(m.start())
            end = sentence.end if sentence is not None else m.end()
            x = self.offside_word.search(told, m.end(), end)
            if x is not None and not r.negated(told, x.start()):
                return [{"by": "referee", "call": "offside", "start": m.start(), "end": x.end()}]
        return []

    def _first_ok(self, r: Reading, regex: Regex) -> re.Match[str] | None:
        """The first match of ``regex`` in a sentence about the match."""
        return next(
            (x for x in r.in_narrative(regex) if self._sentence_ok(r, x.start(), x.end())),
            None,
        )
