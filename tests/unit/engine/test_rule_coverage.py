"""Every Law 11 rule the engine can apply has a test that asserts on its finding: a unit
test here, or a scenario of the rule book tagged with it that says what its finding says."""

from __future__ import annotations

import re
from pathlib import Path

from step_defs.checks import REASONS
from step_defs.rulebook import ENGINE_BUGS, cases

from rules import RULES

HERE = Path(__file__).parent
#: ``one(decision, "OFF-POS-5", ...)``: a test that requires exactly one such finding.
ASSERTED = re.compile(r"""\bone\(\s*\w+,\s*"([A-Z0-9-]+)\"""")
RECORDS = "the reasoning says that "


def _unit_tested() -> set[str]:
    asserted: set[str] = set()
    for module in HERE.glob("test_*.py"):
        asserted |= set(ASSERTED.findall(module.read_text(encoding="utf-8")))
    return asserted


def _said_by_the_rule_book() -> set[str]:
    """Clauses a passing scenario tagged with them asserts a finding of: a 'the reasoning
    says that' step whose phrase is the clause's in step_defs/checks.py, or no listed
    phrase at all (then words a finding of the trace must say, step_defs.checks)."""
    said: set[str] = set()
    for case in cases():
        if case.tags & set(ENGINE_BUGS):
            continue
        for step in case.expanded_steps():
            if not step.startswith(RECORDS):
                continue
            phrase = step.removeprefix(RECORDS)
            listed = {r.rule for r in REASONS if re.fullmatch(r.pattern, phrase)}
            said |= case.rule_ids & listed if listed else case.rule_ids
    return said


def test_every_law_11_rule_has_a_test_asserting_its_finding() -> None:
    law_rules = {rid for rid, rule in RULES.items() if rule.document == "Laws of the Game"}
    assert {"EDITION-1", "OFF-POS-1", "OFF-SANC-3", "PHASE-4"} <= law_rules
    asserted = _unit_tested()
    missing = law_rules - asserted - _said_by_the_rule_book()
    assert missing == set(), "rules with no test asserting their finding"
    assert asserted <= set(RULES), "tests assert on rules the catalogue does not have"
