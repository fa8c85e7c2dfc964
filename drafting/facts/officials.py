"""The officials' decisions: on the field, final, the VAR's check and review, a
stoppage before the goal, a delayed flag; and the outcome they tell of."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from drafting.facts.base import Cand, last_end, one_of, pattern_pairs, yes_no
from drafting.facts.call_words import officials_told
from drafting.facts.calls import _once
from drafting.facts.order import (
    changed,
    gestured,
    kept,
    late_flag,
    taken_back,
    unvisited,
    whistle_first,
)
from drafting.facts.overturns import Overturns
from drafting.facts.rulings import (
    by_var_alone,
    decided_at_screen,
    not_reviewed,
    penalty_foul,
    review_stood,
    stopped_no_goal,
)
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import Tables


class OfficialFacts(Overturns):
    """The officials' decisions, and the calls (CallFacts) they go with."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        o = tables.raw["officials"]
        #: The referee's decision after an on-field review (optional): it makes the VAR's
        #: call the referee's too.
        self.review_decides = tables.optional(o, "review_decides")
        self.on_field = {k: pattern_pairs(tables, v) for k, v in o["on_field"].items()}
        self.final = {k: pattern_pairs(tables, v) for k, v in o["final"].items()}
        #: A goal confirmed through a pronoun ("before it was confirmed", "und bestätigt
        #: es", "lo convalidó"; optional): the final decision goal where the pronoun's
        #: antecedent is the goal (``_goal_pronouns``).
        self.final_pronoun = {"goal": pattern_pairs(tables, o.get("final_pronoun") or [])}
        self.var = tables.compile(o["var"])
        self.var_not_acting = tables.compile(o["var_not_acting"])
        #: The match had no VAR at all ("there is no VAR in the WSL"): optional.
        self.no_var = tables.optional(o, "no_var")
        self.flag_overruled = tables.compile(o["flag_overruled"])
        self.review = tables.compile(o["review"])
        #: A hand or an arm told (claims.handball): a penalty given may be for handball.
        self.hand_word = tables.compile(tables.raw["claims"]["handball"])
        #: A goal that stood after the VAR's check was given on the field and not reviewed
        #: (patterns.yaml officials.let_stand: how the language's set reads it).
        self.let_stand = bool(o.get("let_stand"))
        not_a_goal = tables.raw["outcome"].get("not_a_goal")
        self.not_a_goal = tables.compile(not_a_goal) if not_a_goal else None
        self.stopped = yes_no(tables, o.get("stopped_before_goal") or {})
        self.delayed = yes_no(tables, o.get("delayed_flag") or {})
        self.no_review = pattern_pairs(tables, o.get("no_review") or [])
        self.var_check = tables.compile(o["var_check"]) if o.get("var_check") else None
        self.initially = tables.compile(o["initially"]) if o.get("initially") else None
        #: Just before a mention of the monitor: the referee did not go there ("without
        #: sending him to the monitor"): no on-field review (optional).
        self.no_visit = tables.compile(o["no_visit"]) if o.get("no_visit") else None
        #: A denial told after the monitor's mention ("Ein On-Field-Review gab es nicht").
        self.no_visit_after = tables.or_never(o, "no_visit_after")
        #: The review's words that tell only of looking at the scene, no screen named ("sah
        #: sich die Szene an", "revoir les images"): the VAR's check where the VAR is the
        #: one who looked (optional).
        self.review_looked = tables.or_never(o, "review_looked")
        #: Words that put the ball already in the net, told with the flag's raising: the
        #: flag was delayed (optional).
        self.flag_late = tables.compile(o["flag_late"]) if o.get("flag_late") else None
        #: Words right after the flag's raising that say it went up at once (optional).
        self.flag_at_once = tables.compile(o["flag_at_once"]) if o.get("flag_at_once") else None
        #: The referee's whistle, and the ball going in told as later (optional, together).
        self.whistled = tables.compile(o["whistled"]) if o.get("whistled") else None
        self.ball_later = tables.compile(o["ball_later"]) if o.get("ball_later") else None
        self.overturned = [tables.compile(p) for p in o.get("overturned") or []]
        #: Every pattern of the officials' words: a sentence one of them is found in tells
        #: of a decision (drafting.focus: the goal it is about is the incident's).
        tables_of = (self.on_field, self.final, self.calls, self.stopped, self.delayed)
        self.decision_words = [
            rx for table in tables_of for items in table.values() for rx, _ in items
        ]
        self.decision_words += [rx for rx, _ in self.no_review] + [self.var, self.review]
        self.decision_words += [rx for rx in (self.var_check,) if rx is not None]
        #: A goal the result counts ("opened the scoring", "scored the only goal"): the
        #: goal stood, but its sentence tells of no decision (optional): another goal, told
        #: before the incident's, does not open the incident's move (drafting.focus).
        self.final.setdefault("goal", []).extend(pattern_pairs(tables, o.get("counted") or []))

    def _official(
        self, r: Reading, table: dict[Any, list[tuple[Regex, bool]]], path: str
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
                    if source is r.narrative:
                        found: Iterable[re.Match[str]] = r.in_narrative(regex)
                    else:
                        found = regex.finditer(source) if r.may_match(regex, source) else ()
                    for m in found:
                        if not self._sentence_ok(r, m.start(), m.end()):
                            continue
                        if (
                            negatable
                            and r.negated(source, m.start(), belief=True)
                            and not self._monitor_denied(r, m.start())
                        ):
                            continue
                        said = r.said_by(m.start()) if into is quoted else None
                        reason = "from_a_quote" if into is quoted else None
                        into.append(Cand(path, value, m.start(), m.end(), said, reason))
        facts.sort(key=lambda c: c.start)
        quoted.sort(key=lambda c: c.start)
        return facts, quoted

    def officials(self, r: Reading) -> tuple[list[Cand], list[dict[str, Any]]]:
        """The officials' decisions (candidates of ``officials.*``) and their calls."""
        checks = self._checks(r)
        on_field, final, out = self._decisions(r, checks)
        self._var_checked(r, out)
        reviews, visit = self._reviews(r)
        reviewed = review_stood(one_of(reviews, "several_readings"), on_field, final)
        out += reviewed
        if self.let_stand:
            out += kept(r, out, reviews, checks)
        out += unvisited(visit, out, reviews)
        if not final:
            out += not_reviewed(on_field, reviewed)
        stoppage = self.stoppage(r)
        if self.whistled is not None and self.ball_later is not None:
            # the narrative's whistle before the goal over a quotation's word on it
            first = whistle_first(r, stoppage, self.whistled, self.ball_later)
            stoppage = first + [c for c in stoppage if not first or c.path != first[0].path]
        out += stopped_no_goal(stoppage, out)
        out += late_flag(r, on_field, out, self.flag_late, self.flag_at_once)
        calls = self._calls(r, on_field)
        finals = {c.value for c in out if c.path == "officials.final" and not c.reason}
        calls += self._review_decision(r, reviewed, finals, calls)
        calls += self._overturn_call(r, reviewed, calls)
        disallowing = self.final.get("no_penalty" if finals == {"no_penalty"} else "no_goal") or []
        raised = [(c.start, c.end) for c in on_field if c.value == "offside_flag"]
        calls = [*calls, *self.unsaid(r, calls, finals, disallowing, self.no_var, raised)]
        calls += self.findings(r, finals, reviewed)  # "the VAR stepped in: X was ahead"
        if not r.in_narrative(self.hand_word):
            calls += penalty_foul(calls, out)  # (a hand told: the penalty may be handball)
        calls += self._whistled_on_a_flag(r, out, calls)
        calls = _once(by_var_alone(decided_at_screen(r, calls, reviewed, final), out))
        if finals and finals <= {"goal", "penalty"}:
            # "the VAR is checking for offside ... the goal stands", "... the penalty
            # stands": a check, no call
            calls = [c for c in calls if not (c.get("checked") and c["call"] == "offside")]
        return [self._overruled(r, c) for c in out], calls

    def _whistled_on_a_flag(
        self, r: Reading, out: list[Cand], calls: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """The assistant's offside call where play was stopped before the ball went in
        (stopped_before_goal true, told in the narrative), no call is found, and the
        stoppage's sentence or the one before tells of the flag raised ("he blew as soon as
        he saw the flag", "pitó tras ver la bandera", "die Fahne ging sofort hoch. Das Spiel
        war unterbrochen"): the referee whistled on the flag, which is the assistant's call
        (drafting/eval/README.md, calls, ruling of session 48). A flag kept down or denied
        (``_flag_raised``), or a word of it negated, is none."""
        stopped = [c for c in out if c.path == "officials.stopped_before_goal" and c.value is True]
        if calls or len(stopped) != 1 or stopped[0].reason:
            return []
        number = r.index.number(stopped[0].start)
        if number < 0:
            return []
        told = officials_told(r)
        first, e = r.sentences[max(0, number - 1)].start, r.sentences[number].end
        flags = list(self.assistant_call.finditer(told, first, e))
        if not flags or not all(
            self._flag_raised(r, told, x, (first, e)) and not r.negated(told, x.start())
            for x in flags
        ):
            return []  # (every word of the flag there tells of it raised)
        first_flag = flags[0]
        return [
            {
                "by": "assistant",
                "call": "offside",
                "start": first_flag.start(),
                "end": first_flag.end(),
            }
        ]

    def _checks(self, r: Reading) -> list[int]:
        """Where the narrative tells of the VAR or the monitor (drafting.facts.order)."""
        found = [*r.in_narrative(self.var), *r.in_narrative(self.review)]
        return sorted(m.start() for m in found if self._sentence_ok(r, m.start(), m.end()))

    def _decisions(
        self, r: Reading, checks: list[int]
    ) -> tuple[list[Cand], list[Cand], list[Cand]]:
        """The decisions on the field and the final ones the narrative gives, in the
        order the text tells them (drafting.facts.order; the final one inferred from an
        overturn when it gives none), and the candidates they make, with a quotation's
        when the narrative gives none."""
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
        final = sorted([*final, *self._goal_pronouns(r)], key=lambda c: c.start)
        on_field, final = changed(r, on_field, taken_back(r, final), checks)
        on_field, final = gestured(on_field, final, checks)
        out += one_of(on_field, "several_readings")
        out += one_of(final, "several_readings")
        on_field, final = self._overturns(r, on_field, final, out)
        if not on_field:
            out += on_quoted[:1]
        if not final:
            out += final_quoted[:1]
        return on_field, final, out

    def _goal_pronouns(self, r: Reading) -> list[Cand]:
        """The goal confirmed through a pronoun ("the VAR checked the goal before it was
        confirmed", "der Schiedsrichter gibt das Tor, der VAR prüft und bestätigt es", "el
        VAR lo revisó y lo mantuvo"): the pronoun stands for the last of the goal, the flag,
        the offside or a goal ruled out named before it in its sentence or the one before
        (in its paragraph); the final decision goal only where that is the goal."""
        found, _ = self._official(r, self.final_pronoun, "officials.final")
        out = []
        for c in found:
            number = r.index.number(c.start)
            first = r.sentences[number - 1].start if number > 0 else r.sentences[number].start
            if "\n" in r.narrative[first : c.start].strip():
                first = r.narrative.rfind("\n", first, c.start) + 1
            goal = last_end(self.goal_words, r.masked[first : c.start])
            others = [self.offside_word, self.assistant_call]
            others += [rx for rx, _ in self.final.get("no_goal") or []]
            if goal is not None and all(
                rx is None or (x := last_end(rx, r.masked[first : c.start])) is None or x < goal
                for rx in others
            ):
                out.append(c)
        return out

    def _var_checked(self, r: Reading, out: list[Cand]) -> None:
        """That the VAR checked the incident, or that the match had none (one candidate
        added to ``out``)."""
        if self.no_var is not None:
            m = self._first_ok(r, self.no_var)
            if m is not None:
                out.append(Cand("officials.var_checked", False, m.start(), m.end()))
                return
        for m in r.in_narrative(self.var):
            if self._sentence_ok(r, m.start(), m.end()) and not r.negated(r.narrative, m.start()):
                if self.var_not_acting.search(r.narrative[m.end() : m.end() + 80]):
                    continue
                out.append(Cand("officials.var_checked", True, m.start(), m.end()))
                break
        if self.var_check is not None and not any(c.path == "officials.var_checked" for c in out):
            for m in r.in_narrative(self.var_check):
                if self._sentence_ok(r, m.start(), m.end()) and not r.negated(
                    r.narrative, m.start()
                ):
                    out.append(Cand("officials.var_checked", True, m.start(), m.end()))
                    break

    def _reviews(self, r: Reading) -> tuple[list[Cand], Cand | None]:
        """The reviews the text tells of: by the VAR alone, on the field, or none; and the
        first words that say the referee did not go to the monitor."""
        reviews = self._var_only(r)
        visit: Cand | None = None
        for m in r.in_narrative(self.review):
            if any(c.start <= m.start() < c.end for c in reviews):
                continue  # "without going to the monitor": no on-field review
            if not self._sentence_ok(r, m.start(), m.end()) or self._var_looked(r, m):
                continue
            if self._not_visited(r, m.start()) or self.no_visit_after.match(r.narrative, m.end()):
                visit = Cand("officials.review", "none", m.start(), m.end())
                break  # a later mention of the monitor is of what should have been
            if not r.negated(r.narrative, m.start()):
                reviews.append(Cand("officials.review", "on_field_review", m.start(), m.end()))
                break
        for regex, negatable in self.no_review:
            for m in r.in_narrative(regex):
                if self._sentence_ok(r, m.start(), m.end()) and not (
                    negatable and r.negated(r.narrative, m.start())
                ):
                    reviews.append(Cand("officials.review", "none", m.start(), m.end()))
                    break
            if len(reviews) > 1 or reviews and reviews[-1].value == "none":
                break
        return reviews, visit

    def _var_looked(self, r: Reading, m: re.Match[str]) -> bool:
        """Whether the review's words at ``m`` only tell of looking at the scene and the
        one who looked is the VAR: the last official named before them in their clause
        ("der Video-Assistent sah sich die Szene an", "la VAR a voulu revoir les images"),
        not the referee ("la VAR demande à l'arbitre de revoir les images"). Looking is
        the VAR's check then, no visit to the monitor."""
        if not self.review_looked.match(r.narrative, m.start()):
            return False
        told = officials_told(r)
        cs, _ = self._clause(r, told, r.index.number(m.start()), m.start(), m.end())
        var = last_end(self.var_call, told[cs : m.start()])
        if var is None:
            return False
        others = [last_end(self.referee_call, told[cs : m.start()])]
        others.append(last_end(self.assistant_call, told[cs : m.start()]))
        others += [
            x.end - cs
            for x in r.mentions_in(cs, m.start())
            if x.kind == "person"
            and x.index < len(r.people)
            and r.people[x.index].roles & {"referee", "assistant"}
        ]
        return all(o is None or o < var for o in others)

    def _monitor_denied(self, r: Reading, start: int) -> bool:
        """The denial just before ``start`` is of the monitor ("das Tor wurde ohne Gang an
        den Monitor annulliert"), not of the decision told at ``start``."""
        window = r.narrative[max(0, start - 40) : start]
        return any(
            self._not_visited(r, start - len(window) + m.start())
            for m in self.review.finditer(window)
        )

    def _not_visited(self, r: Reading, start: int) -> bool:
        """A denial in the clause before the monitor's mention at ``start``."""
        sentence = r.index.at(start)
        if self.no_visit is None or sentence is None:
            return False
        return self.no_visit.search(r.narrative, sentence.start, start) is not None

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
            out += one_of(facts, "several_readings") or quoted[:1]
        return out

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
