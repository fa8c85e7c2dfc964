"""Who disallowed the goal, the offence unsaid ("the referee went to the monitor and
disallowed it", "the goal was ruled out by the VAR"): that official's offside call."""

from __future__ import annotations

from typing import Any

from drafting.facts.call_words import CallWords, officials_told
from drafting.lazy import Regex
from drafting.reading import Reading


class UnsaidCalls(CallWords):
    """The offside call of the official who disallowed the goal, the offence unsaid."""

    def unsaid(
        self,
        r: Reading,
        calls: list[dict[str, Any]],
        finals: set[Any],
        disallowing: list[tuple[Regex, bool]],
        no_var: Regex | None = None,
        raised: list[tuple[int, int]] | None = None,
    ) -> list[dict[str, Any]]:
        """Who disallowed the goal, the offence unsaid, in a text about offside ("the
        referee went to the monitor and disallowed it", "the goal was ruled out by the
        VAR"): that official's offside call; so too of a penalty taken back ("after a check
        by the VAR the penalty was taken back"). Only where the goal was finally disallowed
        (or the penalty taken back), the narrative says offside, no call of another offence
        is told (but the penalty's own), and the official is the one who acted
        (``_agent``); not in a condition or where there was no VAR. A referee who whistled
        on a flag (``raised``: the flags drafted, as on the calls' path) makes no call of
        his own."""
        if self.offside_word is None or finals not in ({"no_goal"}, {"no_penalty"}):
            return []
        if finals == {"no_goal"} and any(c["call"] != "offside" for c in calls):
            return []  # (a penalty taken back was given for its own offence)
        told = officials_told(r)
        if not any(
            self._sentence_ok(r, m.start(), m.end()) and not r.negated(told, m.start())
            for m in r.finditer(self.offside_word, told)
        ):
            return []
        out: list[dict[str, Any]] = []
        for regex, _ in disallowing:
            for m in r.finditer(regex, told):
                if not self._sentence_ok(r, m.start(), m.end()) or r.negated(told, m.start()):
                    continue
                number = r.index.number(m.start())
                s, e = r.sentences[number].start, r.sentences[number].end
                if r.sentence_has(self.other_goal, number) or self.condition.search(
                    told, s, m.start()
                ):
                    continue  # another goal; "if it was offside, the VAR rules it out"
                if no_var is not None and no_var.search(told, s, e):
                    continue
                by = self._agent(r, told, s, e, m.start(), m.end())
                if by == "referee" and self._whistled_on_flag(
                    r, told, m, (number, s), raised, whistled=False
                ):
                    by = "assistant"  # "l'arbitre a sifflé", "anuló el gol" on the flag
                if by is not None:
                    out.append({"by": by, "call": "offside", "start": m.start(), "end": m.end()})
        return out

    def _agent(self, r: Reading, told: str, s: int, e: int, start: int, end: int) -> str | None:
        """The official who disallowed the goal at ``start``-``end``: the VAR where its
        sentence says the referee did not go to the monitor; else the last one named
        before it in its clause, not after a preposition ("after a word with the
        referee"); an on-field review there makes it the referee's; else one named just
        after it ("ruled out by the VAR", "after a VAR check"). None where no official
        is named so."""
        if any(s <= c.start < e for c in self._var_only(r)) or (
            self.review_call is not None
            and any(r.negated(told, x.start()) for x in self.review_call.finditer(told, s, e))
        ):
            return "var"  # "ruled out without the referee going to the monitor": the VAR's
        number = r.index.number(start)
        titled = [k + 1 for k in range(s, start) if told[k] in "|:"]  # a title's parts
        cs = max([self._clause(r, told, number, start, end)[0], start - 70, *titled])
        if self.review_call is not None and self.review_call.search(told, cs, end):
            return "referee"  # "va revoir l'action sur le moniteur et annule le but"
        assistant = [(x.start(), x.end()) for x in self.assistant_call.finditer(told, cs, end)]
        checks = [(x.start(), x.end()) for x in self.after_check.finditer(told, cs, e)]
        best: tuple[int, str] | None = None
        for by, regex in (
            ("var", self.var_call),
            ("referee", self.referee_call),
            ("assistant", self.assistant_call),
        ):
            for x in regex.finditer(told, cs, start):
                if self._object(r, told, x.start()) or (
                    by == "var" and any(a <= x.start() < b for a, b in checks)
                ):
                    continue  # "with the referee"; "after a VAR check" (no agent)
                if by == "referee" and any(
                    a - 3 <= x.end() and x.start() <= b + 3 for a, b in assistant
                ):
                    by = "assistant"  # "the assistant referee", "l'arbitre assistant"
                if best is None or x.start() > best[0]:
                    best = (x.start(), by)
        for m in r.mentions_in(cs, start):
            person = r.people[m.index] if m.kind == "person" and m.index < len(r.people) else None
            roles = person.roles & {"referee", "assistant", "var"} if person else set()
            if (
                len(roles) == 1
                and not self._object(r, told, m.start)
                and (best is None or m.start > best[0])
            ):
                best = (m.start, next(iter(roles)))  # "Stieler ... disallowed it"
        if best is not None:
            return best[1]
        # ("Referee X went to the monitor. Then he took the goal back", "der VAR meldete
        # sich, und das Tor wurde aberkannt")
        who = self._unnamed(r, told, (number, cs, end), self._agent_after(r, told, e, end))
        # "the goal was ruled out after a VAR check": the officials' (README, calls)
        return who or ("officials" if checks else None)

    def _agent_after(self, r: Reading, told: str, e: int, end: int) -> str | None:
        """The official named just after the words of disallowing that end at ``end``, in
        their clause: "chalked off after the referee was sent to the monitor", "ruled out
        by the VAR"; None where none is."""
        ce = min([e, end + 90, *[b.start() for b in self.clause_break.finditer(told, end, e)]])
        # (not "without the referee going to the monitor")
        checks: tuple[tuple[str, Regex | None, int], ...] = (
            ("referee", self.review_call, 90),
            ("var", self.var_call, 30),
        )
        after = [(x.start(), x.end()) for x in self.after_check.finditer(told, end, ce)]
        for by, check, reach in checks:
            hit = check.search(told, end, min(ce, end + reach)) if check is not None else None
            if by == "var" and hit is not None and any(a <= hit.start() < b for a, b in after):
                continue  # "ruled out after a VAR check": no agent
            if hit is not None and not r.negated(told, hit.start()):
                return by
        by_word = self.by_agent.match(told, end, ce) if self.by_agent is not None else None
        if by_word is not None and self.referee_call.match(told, by_word.end(), ce):
            return "referee"
        return None
