"""The state one evaluation carries: the incident, the edition, and the findings so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.catalogue import RULES, cite
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
    ) -> Finding:
        """Record a finding of ``rule`` and return it."""
        spec = RULES[rule]
        # Built by the engine from validated data, so pydantic's checks are skipped here.
        finding = Finding.model_construct(
            rule=rule,
            citation=cite(rule, self.edition.name),
            outcome=outcome,
            at=at,
            player=player,
            judgement=spec.kind == "subjective" if judgement is None else judgement,
            overrides=spec.overrides,
            facts={**(facts or {}), **more},
        )
        self.findings.append(finding)
        return finding


def missing(field_path: str, rule: str) -> Missing:
    return Missing(field=field_path, rule=rule)
