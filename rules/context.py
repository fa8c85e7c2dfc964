"""The state one evaluation carries: the incident, the edition, and the findings so far.

``make_context`` is the one way to start an evaluation: it chooses the edition of the
Laws (given, in the incident, or in force on the match date), says so in the trace
(EDITION-1), and works out what that edition brings, such as whether the IFAB
deliberate-play criteria had been issued by the day of the match.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from rules.catalogue import RULES, cite
from rules.editions import (
    DELIBERATE_PLAY_CIRCULAR,
    EARLIEST,
    Edition,
    edition_named,
    edition_on,
)
from rules.incident import Incident
from rules.trace import Citation, FactValue, Finding, Missing

#: Why an edition applies: asked for, given with the incident, in force on the match date,
#: or the earliest encoded (only for dates the model refuses anyway).
Basis = Literal["explicit", "incident", "match_date", "earliest"]


@dataclass
class Context:
    incident: Incident
    edition: Edition
    #: The edition in force on the match date (the one the officials applied).
    edition_on_the_day: Edition | None
    basis: Basis = "match_date"
    findings: list[Finding] = field(default_factory=list)
    #: Moments of judgement already stated in the trace.
    stated_moments: set[int] = field(default_factory=set)
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
        self.dp_criteria = self.edition.has("deliberate_play_criteria") and not (
            self.basis == "match_date" and self.incident.match.date < DELIBERATE_PLAY_CIRCULAR
        )

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
        """Record a finding of ``rule``; ``outcome`` must be one the catalogue declares."""
        citation, subjective, overrides, outcomes = _rule_parts(rule, self.edition.name)
        if outcome not in outcomes:
            raise ValueError(f"{rule} has no outcome {outcome!r} (declared: {sorted(outcomes)})")
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


def choose_edition(incident: Incident, edition: str | None = None) -> tuple[Edition, Basis]:
    """The edition to apply: given explicitly, in the incident, or in force on the day."""
    if edition is not None:
        return edition_named(edition), "explicit"
    if incident.edition is not None:
        return edition_named(incident.edition), "incident"
    found = edition_on(incident.match.date)
    if found is None:  # the model rejects such incidents; keep the engine total anyway
        return EARLIEST, "earliest"
    return found, "match_date"


def make_context(incident: Incident, edition: str | None = None, *, state: bool = True) -> Context:
    """The context of one evaluation of ``incident`` under ``edition`` (default: the Laws
    in force on the day). ``state`` adds the EDITION-1 finding that says which Laws apply;
    a layer that adds to an existing trace (the VAR protocol) leaves it out."""
    chosen, basis = choose_edition(incident, edition)
    ctx = Context(incident, chosen, edition_on(incident.match.date), basis)
    if state:
        ctx.add("EDITION-1", basis, edition=chosen.name, match_date=incident.match.date.isoformat())
    return ctx


@cache
def _rule_parts(rule: str, edition: str) -> tuple[Citation, bool, str | None, frozenset[str]]:
    spec = RULES[rule]
    return cite(rule, edition), spec.kind == "subjective", spec.overrides, spec.outcomes


def missing(field_path: str, rule: str) -> Missing:
    return Missing(field=field_path, rule=rule)
