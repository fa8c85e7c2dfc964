"""Every clause, in the rule book's order, and what the rest of the code looks up in them.

The clauses are the ``Clause`` classes of the part modules, in the order of ``PARTS`` and,
within a part, the order they are declared in: a new clause needs no line here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from types import ModuleType

from rules.catalogue import edition, offence, play, position, sanction, var
from rules.catalogue.clause import Clause, Outcome, Recorded, Rule
from rules.trace import Citation

#: The parts of the Laws, in the rule book's order.
PARTS: tuple[ModuleType, ...] = (edition, position, offence, sanction, play, var)

LAWS_URL = "https://www.theifab.com/laws/latest/offside/"
#: The IFAB page of each Law the catalogue cites.
LAW_URLS = {
    5: "https://www.theifab.com/laws/latest/the-referee/",
    8: "https://www.theifab.com/laws/latest/the-start-and-restart-of-play/",
    9: "https://www.theifab.com/laws/latest/the-ball-in-and-out-of-play/",
    11: LAWS_URL,
    12: "https://www.theifab.com/laws/latest/fouls-and-misconduct/",
    15: "https://www.theifab.com/laws/latest/the-throw-in/",
    16: "https://www.theifab.com/laws/latest/the-goal-kick/",
    17: "https://www.theifab.com/laws/latest/the-corner-kick/",
}
#: No IFAB text of the daylight trial is public: the report of the trial's terms.
TRIAL_URL = (
    "https://spinset.site/fifa-confirms-new-offside-rule-to-be-trialed-in-canadian-premier-league/"
)
VAR_URL = "https://www.theifab.com/laws/latest/video-assistant-referee-var-protocol/"
LAWS_TEXT_URL = (
    "https://github.com/knbhagat/soccer-referee-app/tree/main/Backend/data/soccer_referee_rules"
)


def clauses_of(part: ModuleType) -> list[type[Clause]]:
    """The clause declarations of ``part``, in the order it declares them."""
    return [
        v
        for v in vars(part).values()
        if isinstance(v, type)
        and issubclass(v, Clause)
        and v is not Clause
        and getattr(v, "__module__", None) == part.__name__
    ]


def rule_of(declaration: type[Clause]) -> Rule:
    """The ``rule`` of a clause declaration."""
    found = vars(declaration)["rule"]
    assert isinstance(found, Rule)
    return found


CLAUSES: tuple[type[Clause], ...] = tuple(c for part in PARTS for c in clauses_of(part))
RULES: dict[str, Rule] = {rule.id: rule for rule in map(rule_of, CLAUSES)}


def family(kind: type[Clause]) -> frozenset[str]:
    """The ids of the clauses declared as of the family ``kind`` (``PositionClause``, ...:
    rules/catalogue/clause.py), for readers that test many findings by rule id."""
    return frozenset(rule_of(c).id for c in CLAUSES if issubclass(c, kind))


#: Every declared outcome, clause by clause.
OUTCOMES: tuple[Outcome, ...] = tuple(o for rule in RULES.values() for o in rule.declared.values())


def outcome_of(found: Recorded) -> Outcome:
    """The declared outcome ``found`` (a finding, or a reference to one) records
    (KeyError for a rule not declared, ValueError for an outcome it does not declare)."""
    return RULES[found.rule].get(found.outcome)


def pairs(meaning: Callable[[Outcome], object]) -> frozenset[tuple[str, str]]:
    """The (rule, outcome) pairs of the outcomes that have ``meaning`` (for readers that
    test many findings: a set lookup rather than an outcome each)."""
    return frozenset((o.rule, o.name) for o in OUTCOMES if meaning(o))


@lru_cache(maxsize=1024)
def cite(rule_id: str, edition: str) -> Citation:
    """Build the citation of ``rule_id`` in ``edition``."""
    rule = RULES[rule_id]
    law_url = LAW_URLS.get(rule.law or 11, LAWS_URL)
    url = {"VAR protocol": VAR_URL, "IFAB trial": TRIAL_URL}.get(rule.document, law_url)
    return Citation(
        rule=rule.id,
        document=rule.document,
        law=rule.law,
        section=rule.section,
        edition=edition,
        url=url,
    )


def tag_for(rule_id: str) -> str:
    """Return the Gherkin tag / pytest marker for a rule id (``OFF-DP-2`` -> ``OFF_DP_2``)."""
    return rule_id.replace("-", "_")
