"""The state one evaluation carries: the incident, the edition, and the findings so far."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache

from rules.catalogue import RULES, Citation, cite
from rules.editions import Edition
from rules.incident import Incident
from rules.trace import FactValue, Finding, Missing


@dataclass
class Context:
    incident: Incident
    edition: Edition
    #: The edition in force on the match date (the one the officials applied).
    edition_on_the_day: Edition | None
    findings: list[Finding] = field(default_factory=list)
    #: Moments of judgement already stated in the trace.
    stated_moments: set[int] = field(default_factory=set)
    #: False while the engine works something out that it may not need to state.
    recording: bool = True
    attackers: tuple[str, ...] = ()
    #: Are the IFAB deliberate-play criteria applied? The edition has them, and (when the
    #: edition is the one in force on the day) the circular had been issued by the match.
    dp_criteria: bool = False
    #: (player, contact, point) -> index into incident.positions
    position_index: dict[tuple[str, int, str], int] = field(default_factory=dict)

    #: The contacts after which an involvement or a foul happens.
    moments_with_events: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        self.attackers = tuple(p.id for p in self.incident.players if p.team == "attacking")
        self.moments_with_events = frozenset(
            [i.after for i in self.incident.involvements] + [f.after for f in self.incident.fouls]
        )
        self.position_index = {
            (p.player, p.at, p.point): i for i, p in enumerate(self.incident.positions)
        }

    @contextmanager
    def deferred(self) -> Iterator[list[Finding]]:
        """Collect findings aside, for the caller to add to the trace only if they matter."""
        saved, self.findings = self.findings, []
        try:
            yield self.findings
        finally:
            self.findings = saved

    def add(
        self,
        rule: str,
        outcome: str,
        *,
        at: int | None = None,
        player: str | None = None,
        judgement: bool | None = None,
        facts: dict[str, FactValue] | None = None,
        **more: FactValue,
    ) -> None:
        """Record a finding of ``rule`` (unless the engine is only working something out)."""
        if not self.recording:
            return
        citation, subjective, overrides = _rule_parts(rule, self.edition.name)
        if facts:
            more = {**facts, **more}
        finding = Finding(
            rule,
            citation,
            outcome,
            at,
            player,
            subjective if judgement is None else judgement,
            overrides,
            more,
        )
        self.findings.append(finding)


@cache
def _rule_parts(rule: str, edition: str) -> tuple[Citation, bool, str | None]:
    spec = RULES[rule]
    return cite(rule, edition), spec.kind == "subjective", spec.overrides


def missing(field_path: str, rule: str) -> Missing:
    return Missing(field=field_path, rule=rule)
