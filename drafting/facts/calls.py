"""The officials' calls: who called what (the VAR, the referee, the assistant)."""

from __future__ import annotations

import re
from typing import Any

from drafting.facts.base import Cand, last_end
from drafting.facts.call_words import _Clauses, officials_told
from drafting.facts.var_findings import VarFindings
from drafting.reading import Reading


def _once(calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each official's call once, the first told; the officials' (nobody named) only where
    no one named made it."""
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


class CallFacts(VarFindings):
    """Who called what."""

    def _calls(self, r: Reading, on_field: list[Cand]) -> list[dict[str, Any]]:
        """The calls the text tells of, every telling (``_once`` keeps each official's
        first), in the text's order."""
        calls: list[dict[str, Any]] = []
        seen = _Clauses(flags=[(c.start, c.end) for c in on_field if c.value == "offside_flag"])
        without = [(c.start, c.end) for c in self._var_only(r)]  # "without the monitor"
        told = officials_told(r)
        for call, patterns in self.calls.items():
            name = "offside" if call.endswith("offside") else call
            for regex, negatable in patterns:
                for m in r.finditer(regex, told):
                    if not self._sentence_ok(r, m.start(), m.end()):
                        continue
                    if negatable and r.negated(told, m.start(), belief=True):
                        continue
                    number = r.index.number(m.start())
                    if r.sentence_has(self.other_goal, number) or r.sentence_has(
                        self.law_statement, number
                    ):
                        continue
                    by = (
                        self._confirmer(r, told, m, number) if call == "confirmed_offside" else None
                    )
                    found = (
                        [{"by": by, "call": name, "start": m.start(), "end": m.end()}]
                        if by
                        else self._call(r, m, number, name, seen, without)
                    )
                    if call == "confirmed_offside":
                        found = self._confirmed(r, told, number, seen, found)
                    calls += found
        if self.t.raw["officials"].get("flag_call"):
            for c in on_field:
                if c.value == "offside_flag" and not self.flag_negated.match(
                    told, c.end, c.end + 60
                ):
                    calls.append(
                        {"by": "assistant", "call": "offside", "start": c.start, "end": c.end}
                    )
        return calls

    def _confirmed(
        self,
        r: Reading,
        told: str,
        number: int,
        seen: _Clauses,
        found: list[dict[str, Any]],
    ) -> list[dict[str, Any]]:
        """The calls of a check that confirmed the decision on the field ("the VAR checked
        and confirmed the decision", "la VAR a vérifié et confirme", "der VAR bestätigte",
        "el VAR revisó y mantuvo la decisión"): the offside call of the one who checked
        (ruling of session 48, drafting/eval/README.md, calls), only where the decision
        was offside (a flag raised, or offside told in its sentence);
        told as a check, so none where the goal stood."""
        s, e = r.sentences[number].start, r.sentences[number].end
        if not seen.flags and (
            self.offside_word is None or not self.offside_word.search(told, s, e)
        ):
            return []  # ("la árbitra mantuvo su decisión": the goal's, no offside told)
        return [{**c, "checked": True} for c in found]

    def _confirmer(self, r: Reading, told: str, m: re.Match[str], number: int) -> str | None:
        """The VAR, where a confirmation at ``m`` names no one who confirmed in its clause
        ("the VAR had a look, the flag was confirmed", "Vérification VAR. Décision
        confirmée.", "el VAR revisó la jugada y la decisión fue ratificada"): the flag or
        the decision is what was confirmed, not who did it; the VAR named before it in its
        sentence or the one before (its check) is the one who confirmed (ruling of session
        48, drafting/eval/README.md, calls). None where an official is named in the clause
        before the confirmation (the usual reading, ``_call``), or no VAR is named there."""
        s = r.sentences[number].start
        cs, _ = self._clause(r, told, number, m.start(), m.end())
        cs = max(cs, told.rfind(",", s, m.start()) + 1)  # its own clause, to the last comma
        before = told[cs : m.start()]
        if any(x.search(before) for x in (self.var_call, self.referee_call, self.assistant_call)):
            return None
        if (self.pronoun is not None and self.pronoun.search(before)) or any(
            x.kind == "person" for x in r.mentions_in(cs, m.start())
        ):
            return None  # "he confirmed the decision", "Pike confirmed it": the usual reading
        first = r.sentences[number - 1].start if number > 0 else s
        return "var" if self._var_named(told, first, m.start()) else None

    def _var_asked(self, r: Reading, told: str, number: int, m: re.Match[str]) -> bool:
        """Whether the clause of a call at ``m`` (``_clause``) names the VAR as the one
        who told the referee of the offence ("the VAR then recommended an on-field review
        for a possible offside", "el VAR la llamó al monitor para revisar un posible fuera
        de juego"): the offence is the VAR's call; the referee's own, where he decided at
        the screen, is told by his decision (OfficialFacts._review_decision, unsaid). Not
        where the VAR's telling ends before the call (``var_asks_stop``: "the VAR called
        him to the monitor and he disallowed it for offside": the referee's)."""
        start, at, end = self._clause(r, told, number, m.start(), m.end())[0], m.start(), m.end()
        return any(
            x.start() < at and not self.var_asks_stop.search(told, x.end(), at)
            for x in self.var_asks.finditer(told, start, end)
        )

    def _call(
        self,
        r: Reading,
        m: re.Match[str],
        number: int,
        name: str,
        seen: _Clauses,
        without: list[tuple[int, int]],
    ) -> list[dict[str, Any]]:
        """The call ``m`` tells of in sentence ``number``: who made it, by its own clause
        (``_by_clause``); a referee who whistled on the flag makes none of his own, and one
        who did not go to the monitor leaves the call to the VAR."""
        s, e = r.sentences[number].start, r.sentences[number].end
        told = officials_told(r)
        cs, ce = self._clause(r, told, number, m.start(), m.end())
        clause = told[max(cs, m.start() - 60) : m.end()]
        out: list[dict[str, Any]] = []
        by = self._by_flag(clause)
        if by == "referee":  # "the flag went up and the referee whistled": both called it
            out.append(
                {"by": "assistant", "call": name, "start": m.start(), "end": m.end(),
                 "checked": False}
            )  # fmt: skip
        by = by or self._by_clause(r, told, m, (number, cs, ce), (seen, without))
        if by == "referee" and self._whistled_on_flag(
            r, told, m, (number, cs), seen.flags, whistled=name != "offside"
        ):
            by = "assistant"  # he whistled or disallowed on the flag: the assistant's call
        elif by in ("referee", "officials") and self._unvisited(
            r, told, (s, e, cs, m.start()), without
        ):
            by = "var"  # "ruled out without the referee going to the monitor": the VAR's
        before = told[max(s, m.start() - 40) : m.start()]
        checked = bool(self.check_for and self.check_for.search(before))
        out.append({"by": by, "call": name, "start": m.start(), "end": m.end(), "checked": checked})
        return out

    def _by_flag(self, clause: str) -> str | None:
        """Who made a call whose clause tells of the flag: the VAR named after the flag
        ("the flag went up and the VAR upheld it"), the referee named after it or relaying
        it (the assistant called it too), else the assistant. None where no flag is told."""
        flag = last_end(self.assistant_call, clause)
        if flag is None:
            return None
        if last_end(self.var_call, clause, flag) is not None:
            return "var"
        if last_end(self.referee_call, clause, flag) is not None or (
            self.relayed_call is not None and self.relayed_call.search(clause)
        ):
            return "referee"
        return "assistant"

    def _by_clause(
        self,
        r: Reading,
        told: str,
        m: re.Match[str],
        at: tuple[int, int, int],
        context: tuple[_Clauses, list[tuple[int, int]]],
    ) -> str:
        """Who made the call at ``m`` whose clause (``cs``-``ce`` in sentence ``number``,
        ``at``) tells of no flag: the VAR that asked for the review, the referee after an
        on-field review, the VAR or the referee named in it, the officials where the
        pictures showed it, else who an unnamed clause stands for (``_unnamed``)."""
        number, cs, ce = at
        seen, without = context
        if self._var_asked(r, told, number, m):
            return "var"  # "the VAR recommended a review for a possible offside"
        if self.review_call is not None and any(
            not any(a <= x.start() < b for a, b in without)
            for x in self.review_call.finditer(told, cs, ce)
        ):
            return "referee"  # after an on-field review the referee decides
        if seen.by_var.setdefault((cs, ce), self._var_named(told, cs, ce)):
            return "var"
        if self.referee_call.search(told[max(cs, m.start() - 60) : m.end()]) or any(
            "referee" in r.people[x.index].roles
            for x in r.mentions_in(cs, m.end())
            if x.kind == "person" and x.index < len(r.people)
        ):
            return "referee"
        if self.pictures.search(told, cs, m.end()):
            return "officials"  # "the VAR looked, and the replays confirmed the offside"
        s, e = r.sentences[number].start, r.sentences[number].end
        then = self._sentence_official(r, s, e)
        return self._unnamed(r, told, (number, cs, m.end()), then) or "officials"
