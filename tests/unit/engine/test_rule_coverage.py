"""Every Law 11 rule the engine can apply has a unit test here that asserts on its finding."""

from __future__ import annotations

import re
from pathlib import Path

from rules import RULES

HERE = Path(__file__).parent
#: ``one(decision, "OFF-POS-5", ...)``: a test that requires exactly one such finding.
ASSERTED = re.compile(r"""\bone\(\s*\w+,\s*"([A-Z0-9-]+)\"""")


def test_every_law_11_rule_has_a_test_asserting_its_finding() -> None:
    law_rules = {rid for rid, rule in RULES.items() if rule.document == "Laws of the Game"}
    assert {"EDITION-1", "OFF-POS-1", "OFF-SANC-3", "PHASE-4"} <= law_rules
    asserted: set[str] = set()
    for module in HERE.glob("test_*.py"):
        asserted |= set(ASSERTED.findall(module.read_text(encoding="utf-8")))
    assert law_rules - asserted == set(), "rules with no test asserting their finding"
    assert asserted <= set(RULES), "tests assert on rules the catalogue does not have"
