"""The helpers the wording's templates use to name the players, touches and facts of one
incident (``Words``)."""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any

from explainer import i18n
from explainer.wording.casebook import noted, worded
from explainer.wording.findings import facts_of, finding_macro, helper_macro, template_macro
from explainer.wording.formats import number, wrap
from explainer.wording.tables import citation, of_the_review, words_table
from rules import (
    Alternative,
    Analysis,
    Decision,
    EditionComparison,
    Finding,
    Incident,
    Missing,
    Unexplored,
    paths,
)
from rules.catalogue import PositionClause, family
from rules.incident import OBJECTS, Distances, Qualitative

#: The clauses that judge a position (rules.catalogue.family).
_POSITION_RULES = family(PositionClause)

#: The clauses whose findings give the distance to the second-last opponent.
_SECOND_LAST_RULES = ("OFF-POS-7", "OFF-POS-5")


class Words:
    """The helpers templates use to name players, touches and facts of one incident."""

    #: The keys of a path's selector (``positions[player=A2,at=1]``), or None.
    path_keys = staticmethod(paths.selector)

    def __init__(
        self, incident: Incident, decision: Decision, analysis: Analysis | None = None
    ) -> None:
        #: The incident as shown in the current language (a casebook incident's own words
        #: translated); the decision was made on the incident as written.
        self.incident = worded(incident)
        self.decision = decision
        self.analysis = analysis
        #: What ``who`` and ``touch`` said, by language and what was named: an explanation
        #: names the same few players and touches dozens of times (the incident is frozen).
        #: Looked up in place, not through a shared helper: a call is most of the cost.
        self._whos: dict[tuple[str, str | None], str] = {}
        self._touches: dict[tuple[str, int | None], str] = {}
        self._helpers: dict[str, Any] | None = None
        self._parts: dict[tuple[str | None, int | None], dict[str, Finding]] | None = None

    def who(self, ident: str | None) -> str:
        key = (i18n.current(), ident)
        try:
            return self._whos[key]
        except KeyError:
            said = self._whos[key] = self._who(ident)
            return said

    def _who(self, ident: str | None) -> str:
        if ident is None:
            return str(words_table().patterns["someone"])
        if ident in OBJECTS:
            return str(words_table().objects[ident])
        player = self.incident.player(ident)
        return player.name if player else ident

    def touch(self, at: int | None) -> str:
        key = (i18n.current(), at)
        try:
            return self._touches[key]
        except KeyError:
            said = self._touches[key] = self._touch(at)
            return said

    def _touch(self, at: int | None) -> str:
        table = words_table()
        if at is None or not 1 <= at <= len(self.incident.sequence):
            return str(table.patterns["some_moment"])
        contact = self.incident.sequence[at - 1]
        if contact.by in OBJECTS:
            return str(table.patterns["touch_of"]).format(at=at, thing=table.objects[contact.by])
        action = table.actions.get(contact.action, contact.action.replace("_", " "))
        return str(table.patterns["touch_by"]).format(
            who=self.who(contact.by), action=action, at=at
        )

    @staticmethod
    def cm(value: float) -> str:
        pattern = str(words_table().patterns["cm"])
        if i18n.current() == i18n.DEFAULT:
            return pattern.format(value=value)
        # Another language writes the number its own way (2,4): the pattern's own format
        # ("{value:g}") is English's.
        return re.sub(r"\{value:[^}]*\}", "{value}", pattern).format(value=number(value))

    @staticmethod
    def subcase(code: str) -> str:
        return str(words_table().subcases.get(code, code))

    def via(self, via: str | None) -> str:
        table = words_table()
        parts = [table.via.get(v, v) for v in dict.fromkeys((via or "").split(",")) if v]
        return str(table.patterns["via_join"]).join(parts)

    @staticmethod
    def indicators(facts: dict[str, Any]) -> str:
        table = words_table()
        said = [
            holds if facts[key] else fails
            for key, (holds, fails) in table.indicators.items()
            if key in facts
        ]
        return str(table.patterns["indicators_join"]).join(said)

    @staticmethod
    def cite(f: Finding, titled: bool = False) -> str:
        """The citation of a finding: with its rule id (the text explanation) or, on web
        pages, with the clause's title instead (a visitor never sees a bare id)."""
        return citation(f, titled)

    def finding(self, f: Finding, extra: dict[str, Any] | None = None) -> str:
        """The plain-language sentence(s) for one finding (templates/findings/<rule>).

        ``extra`` adds what the story knows about the step's place (see ``story``). The
        finding's own player and touch are named here, once (nearly every template names
        them, and a call from a template costs several times a call from here).
        """
        return self._said(f, extra, i18n.current())

    def _said(self, f: Finding, extra: dict[str, Any] | None, language: str) -> str:
        """``finding`` in ``language`` (the current one): the names ``who`` and ``touch``
        said already are read in place (two calls a step fewer)."""
        who = self._whos.get((language, f.player))
        if who is None:
            who = self.who(f.player)
        touch = self._touches.get((language, f.at))
        if touch is None:
            touch = self.touch(f.at)
        said = finding_macro(f.rule)(f, facts_of(f, extra), self, who, touch)
        return str(said).strip()

    def steps(
        self,
        findings: list[Finding] | list[tuple[Finding, dict[str, Any]]],
        width: int,
        indent: int,
    ) -> list[tuple[int, str, str, bool]]:
        """Each finding's number, sentence(s) word-wrapped, citation and judgement badge:
        the numbered steps of the text explanation (one call from the template; numbered
        here, as Jinja's ``loop.index`` costs a loop object and an attribute per step).
        Each rule's citation (one object per rule and edition) is said once a call."""
        found: list[tuple[int, str, str, bool]] = []
        language = i18n.current()
        cited: dict[str, tuple[Any, str]] = {}
        for n, item in enumerate(findings, start=1):
            f, extra = item if isinstance(item, tuple) else (item, None)
            said = self._said(f, extra, language)
            c, kept = f.citation, cited.get(f.rule)
            if kept is None or kept[0] is not c:
                kept = cited[f.rule] = (c, citation(f, False, language))
            found.append((n, wrap(said, width, indent), kept[1], f.judgement))
        return found

    @staticmethod
    def story(findings: list[Finding]) -> list[tuple[Finding, dict[str, Any]]]:
        """The steps as a story: what repeats for every touch is said once.

        The principle of a moment of judgement is explained at the first one only
        (``again`` on the later ones), and every attacker the sources raise no question
        about is listed in one step, at the first of them (``group``).
        """
        told: list[tuple[Finding, dict[str, Any]]] = []
        moments = 0
        group: list[tuple[str | None, int | None]] | None = None
        for f in findings:
            if f.rule == "OFF-MOJ-1":
                told.append((f, {"again": moments > 0}))
                moments += 1
            elif f.outcome == "not_offside_position" and f.facts.get("basis") == "not_reported":
                if group is None:
                    group = []
                    told.append((f, {"group": group}))
                group.append((f.player, f.at))
            else:
                told.append((f, {}))
        return told

    def why_steps(self, d: Decision) -> list[Finding]:
        """The findings the outcome turns on (the summary's decisive ones), in order, closed
        by the offside offence itself when the story needs it to end."""
        if d.summary is None:
            return []
        summary, trace = d.summary, d.trace
        steps = [trace[ref.index] for ref in summary.decisive]
        if not d.offside_offence or summary.reason != "offside":
            return steps
        rule, offender, at = d.offence_rule, d.offender, d.offence_at
        offence = next(
            (f for f in trace if f.rule == rule and f.player == offender and f.at == at), None
        )
        if offence is not None and offence not in steps:
            steps.append(offence)
        return steps

    def why_story(self, d: Decision) -> list[tuple[Finding, dict[str, Any]]]:
        """The decisive findings as the steps under "Why" (each told in full: ``why``)."""
        return [(f, {"why": True}) for f in self.why_steps(d)]

    def parts(self, player: str | None, at: int | None) -> dict[str, Finding]:
        """The findings of one position judgement (player at touch ``at``), by rule (the
        trace read once an explanation, not once a judgement)."""
        if self._parts is None:
            self._parts = {}
            for f in self.decision.trace:
                if f.rule in _POSITION_RULES:
                    self._parts.setdefault((f.player, f.at), {})[f.rule] = f
        return dict(self._parts.get((player, at), {}))

    @staticmethod
    def tone_of(d: Decision) -> str:
        """The colour of the answer: "onside" (it stood as a goal or play went on),
        "offside" (no goal, a free kick) or "undetermined"."""
        stood = d.summary.stood if d.summary is not None else "undetermined"
        if stood == "undetermined":
            return "undetermined"
        return "offside" if stood in ("no_goal", "free_kick", "no_penalty") else "onside"

    def misconception(self, m: Any, d: Decision) -> str:
        said = template_macro(f"misconceptions/{m.id}.txt.j2")(m, d, self.who, self.touch)
        return str(said).strip()

    @staticmethod
    def law_steps(d: Decision) -> list[Finding]:
        return [f for f in d.trace if not of_the_review(f)]

    @staticmethod
    def var_steps(d: Decision) -> list[Finding]:
        return [f for f in d.trace if of_the_review(f)]

    def stated(self) -> list[dict[str, Any]]:
        """Which source states each fact (the incident's provenance), in the order of the
        facts: ``kind`` (match, start, touch, position, involvement, foul, off_field,
        officials, measurement), who and which touch it is about, and the references."""
        i = self.incident
        found: list[dict[str, Any]] = []

        def add(kind: str, refs: Any, who: str | None = None, at: int | None = None) -> None:
            if refs:
                found.append({"kind": kind, "who": who, "at": at, "refs": noted(refs)})

        add("match", i.match.provenance)
        add("start", i.start.provenance)
        for n, c in enumerate(i.sequence, start=1):
            add("touch", c.provenance, self.who(c.by), n)
        for p in i.positions:
            add("position", p.provenance, self.who(p.player), p.at)
        for v in i.involvements:
            add("involvement", v.provenance, self.who(v.player), v.after)
        for f in i.fouls:
            add("foul", f.provenance, self.who(f.by))
        for o in i.off_field:
            add("off_field", o.provenance, self.who(o.player))
        if i.officials is not None:
            add("officials", i.officials.provenance)
        for m in i.measurements:
            add("measurement", m.provenance)
        return found

    def source_name(self, ident: str) -> str:
        found = next((s for s in self.incident.sources if s.id == ident), None)
        return found.publisher if found else ident

    def subject(self, a: Alternative | Missing) -> dict[str, Any]:
        """Who and which touch an alternative is about (names only; wording is in templates)."""
        steps = paths.tokens(a.field)
        head = str(steps[0]) if steps else ""
        info: dict[str, Any] = {"who": self.who(None), "at": None, "margin": None}
        if len(steps) == 2 and isinstance(steps[1], paths.Select):
            # An item the incident does not list yet: who and when its keys say.
            keys = steps[1].as_dict()
            when = keys.get("at") or keys.get("after") or ""
            at = int(when) if when.isascii() and when.isdigit() else None
            return {**info, "who": self.who(keys.get("player")), "at": at}
        if len(steps) < 2 or not isinstance(steps[1], int):
            return info
        index = steps[1]
        if head.startswith("sequence") and index < len(self.incident.sequence):
            info.update(who=self.who(self.incident.sequence[index].by), at=index + 1)
        elif head.startswith("positions") and index < len(self.incident.positions):
            pos = self.incident.positions[index]
            info.update(who=self.who(pos.player), at=pos.at)
            if isinstance(pos.where, Distances):
                info["margin"] = self.margin(pos.player, pos.at)
            elif isinstance(pos.where, Qualitative):
                info["margin"] = pos.where.margin_cm
        elif head.startswith("involvements") and index < len(self.incident.involvements):
            info.update(who=self.who(self.incident.involvements[index].player))
        elif head.startswith("fouls") and index < len(self.incident.fouls):
            info.update(who=self.who(self.incident.fouls[index].against))
        return info

    def margin(self, player: str, at: int) -> float | None:
        """How far ``player`` stood from the second-last opponent at touch ``at``, in
        centimetres, as the engine found it (OFF-POS-5/7, with Law 11.4's players off the
        field where they count); None when it found no such distance."""
        for f in self.decision.trace:
            if f.at == at and f.player == player and f.rule in _SECOND_LAST_RULES:
                margin = f.facts.get("margin_cm")
                if isinstance(margin, int | float):
                    return abs(margin)
        return None

    @cached_property
    def stopped(self) -> bool:
        """Whether the referee had stopped play before the ball went in (BALL-STOPPED-1 in
        the analysis's trace): every alternative's outcome is told with it."""
        analysis = self.analysis
        return analysis is not None and any(
            f.rule == "BALL-STOPPED-1" for f in analysis.decision.trace
        )

    # Each of these templates is one macro ``text(...)``, called with what it names: a
    # macro call costs a tenth of a render, which makes a new context of every helper.

    def counterfactual(self, a: Alternative) -> str:
        return str(helper_macro("counterfactual")(a, self)).strip()

    def reading(self, a: Alternative) -> str:
        return str(helper_macro("reading")(a, self)).strip()

    def question(self, field: str, probe: Alternative | Missing) -> str:
        return str(helper_macro("question")(field, probe, self)).strip()

    def edition_note(self, e: EditionComparison) -> str:
        return str(helper_macro("edition")(e)).strip()

    def unexplored(self, u: Unexplored) -> str:
        return str(helper_macro("unexplored")(u)).strip()

    def helpers(self) -> dict[str, Any]:
        """The names every wording template gets (a copy: each render may add its own)."""
        if self._helpers is None:
            self._helpers = self._made_helpers()
        return dict(self._helpers)

    def _made_helpers(self) -> dict[str, Any]:
        return {
            "unexplored": self.unexplored,
            "analysis": self.analysis,
            "law_steps": self.law_steps,
            "var_steps": self.var_steps,
            "source_name": self.source_name,
            "stated": self.stated,
            "subject": self.subject,
            "counterfactual": self.counterfactual,
            "reading": self.reading,
            "question": self.question,
            "edition_note": self.edition_note,
            "path_keys": paths.selector,
            "who": self.who,
            "touch": self.touch,
            "cm": self.cm,
            "subcase": self.subcase,
            "via": self.via,
            "indicators": self.indicators,
            "cite": self.cite,
            "finding": self.finding,
            "steps": self.steps,
            "story": self.story,
            "why_steps": self.why_steps,
            "why_story": self.why_story,
            "tone_of": self.tone_of,
            "misconception": self.misconception,
        }
