"""Every rule the engine can apply: its id, where it lives in the Laws, its kind, and the
outcomes its findings may record.

Rule ids follow ../shared/docs/laws.md (OFF-POS-3, PHASE-2, ...). The same id is used in
the trace, in the Gherkin tags (with ``_`` for ``-``), in the templates that word it and
in the rule book's URLs. Each clause is declared in the module of its part of the Laws
(``position``, ``offence``, ``sanction``, ``play``, ``var``, ``edition``; ``clause`` says
what a declaration is); ``table`` lists them all. Wording lives in templates/, not here.
"""

from rules.catalogue.clause import (
    Clause,
    Drawing,
    Kind,
    OrderClause,
    Outcome,
    Outcomes,
    PositionClause,
    Recorded,
    Rule,
)
from rules.catalogue.table import (
    CLAUSES,
    LAW_URLS,
    LAWS_TEXT_URL,
    LAWS_URL,
    OUTCOMES,
    PARTS,
    RULES,
    TRIAL_URL,
    VAR_URL,
    cite,
    family,
    outcome_of,
    pairs,
    tag_for,
)

__all__ = [
    "CLAUSES",
    "LAWS_TEXT_URL",
    "LAWS_URL",
    "LAW_URLS",
    "OUTCOMES",
    "PARTS",
    "RULES",
    "TRIAL_URL",
    "VAR_URL",
    "Clause",
    "Drawing",
    "Kind",
    "OrderClause",
    "Outcome",
    "Outcomes",
    "PositionClause",
    "Recorded",
    "Rule",
    "cite",
    "family",
    "outcome_of",
    "pairs",
    "tag_for",
]
