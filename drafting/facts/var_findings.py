"""The VAR's finding told after a colon: "but the VAR stepped in: Ross was a yard ahead of
the last defender", "la VAR intervient : Morel avait le genou devant", "dann meldete sich
der VAR: Brandt stand im Abseits", "el VAR entró en acción: Ortiz estaba adelantado".

A colon joins what the VAR did to what it found: where the words before the colon name
the VAR as the one who acted (and no referee or assistant who did), and the words after it
state an offside position (the language's offside word, or ``offside_found``: a body part
ahead of the last defender), the goal that was then ruled out (or the penalty taken back)
ended on the VAR's finding: its offside call (drafting/eval/README.md, calls). It reads
word order and a clause boundary, not a verb: the verb before the colon may be any."""

from __future__ import annotations

from typing import Any

from drafting.facts.base import Cand
from drafting.facts.call_agents import UnsaidCalls
from drafting.facts.call_words import officials_told
from drafting.reading import Reading
from drafting.tables import Tables

#: Where the words after a colon end: the next stop, semicolon or colon.
_ENDS = ".!?;:"


class VarFindings(UnsaidCalls):
    """The VAR's offside call told by its finding after a colon."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        #: An offside position stated without the offside word ("his knee was ahead of
        #: the last defender", "adelantado"; optional).
        self.offside_found = tables.or_never(tables.raw["officials"], "offside_found")
        #: A player said to be onside ("level", "played onside by"; claims.onside): the
        #: words after the colon state no offside.
        self.onside_told = tables.or_never(tables.raw["claims"], "onside")

    def findings(self, r: Reading, finals: set[Any], reviewed: list[Cand]) -> list[dict[str, Any]]:
        """The VAR's offside call for each colon whose words before name the VAR as the
        one who acted and whose words after state an offside position; only where the
        goal was finally ruled out or the penalty taken back, and the referee did not
        decide at the screen (``reviewed``: there the decision is his call, and the VAR's
        only where it named the offence, CallFacts._var_asked)."""
        if self.offside_word is None or finals not in ({"no_goal"}, {"no_penalty"}):
            return []
        if any(c.value == "on_field_review" and not c.reason for c in reviewed):
            return []
        told = officials_told(r)
        out: list[dict[str, Any]] = []
        at = told.find(":")
        while at >= 0:
            if self._sentence_ok(r, at, at + 1) and self._var_before(r, told, at):
                ends = (told.find(c, at + 1) for c in _ENDS)
                end = min([len(told), *(k for k in ends if k >= 0)])
                if self._offside_stated(r, told, at + 1, end):
                    out.append({"by": "var", "call": "offside", "start": at, "end": at + 1})
            at = told.find(":", at + 1)
        return out

    def _var_before(self, r: Reading, told: str, at: int) -> bool:
        """Whether the words before the colon at ``at`` (from its sentence's start, or a
        semicolon or colon in it) name the VAR as the one who acted, and no referee or
        assistant who acted, no review at the screen and no pronoun that may stand for
        them (not after a preposition, nor denied), nor a denial just before the colon
        (but the referee's visit denied), nor a condition,
        another goal, or a check something was done after (the officials' call)."""
        number = r.index.number(at)
        s = r.sentences[number].start
        start = max([s, *(told.rfind(c, s, at) + 1 for c in ";:")])
        if start >= at or not self._var_named(told, start, at):
            return False
        if self.condition.search(told, start, at) or r.sentence_has(self.other_goal, number):
            return False
        if r.negated(told, at) and not any(x.search(told, start, at) for x in self.var_only):
            return False  # "a VAR would have changed nothing:" (not "without the monitor:")
        if self.after_check.search(told, start, at):
            return False  # "after a VAR check the penalty was taken back:": the officials'
        others = (self.referee_call, self.assistant_call, self.review_call, self.pronoun)
        return not any(
            not self._object(r, told, x.start()) and not r.negated(told, x.start())
            for rx in others
            if rx is not None
            for x in rx.finditer(told, start, at)
        )

    def _offside_stated(self, r: Reading, told: str, start: int, end: int) -> bool:
        """Whether ``start``-``end`` states an offside position, not denied, and no
        player onside ("had played him onside": no offside found)."""
        if self.onside_told.search(told, start, end):
            return False
        return any(
            not r.negated(told, x.start())
            for rx in (self.offside_word, self.offside_found)
            if rx is not None
            for x in rx.finditer(told, start, end)
        )
