"""Every rule the engine can apply: its id, where it lives in the Laws, and its kind.

Rule ids follow ../shared/docs/laws.md (OFF-POS-3, PHASE-2, ...). The same id is
used in the trace, in the Gherkin tags (with ``_`` for ``-``), in the templates
that word it and in the rule book's URLs. Wording lives in templates/, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

Kind = Literal["factual", "subjective", "procedural"]
Document = Literal["Laws of the Game", "VAR protocol"]

LAWS_URL = "https://www.theifab.com/laws/latest/offside/"
#: The IFAB page of each Law the catalogue cites.
LAW_URLS = {
    5: "https://www.theifab.com/laws/latest/the-referee/",
    9: "https://www.theifab.com/laws/latest/the-ball-in-and-out-of-play/",
    11: LAWS_URL,
}
VAR_URL = "https://www.theifab.com/laws/latest/video-assistant-referee-var-protocol/"
LAWS_TEXT_URL = (
    "https://github.com/knbhagat/soccer-referee-app/tree/main/Backend/data/soccer_referee_rules"
)


@dataclass(frozen=True, slots=True)
class Rule:
    """A clause the engine encodes."""

    id: str
    document: Document
    law: int | None
    section: str
    kind: Kind
    #: First edition that carries the clause, when it is newer than 2019/20.
    since: str | None = None
    #: The rule this one is an explicit exception to.
    overrides: str | None = None


class Citation(BaseModel):
    """Where a finding comes from: document, Law, section and edition."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rule: str
    document: Document
    law: int | None
    section: str
    edition: str
    url: str


def _law11(id_: str, section: str, kind: Kind = "factual", **kw: str) -> Rule:
    return Rule(id_, "Laws of the Game", 11, section, kind, **kw)


def _var(id_: str, section: str, kind: Kind, **kw: str) -> Rule:
    return Rule(id_, "VAR protocol", None, section, kind, **kw)


_RULES: tuple[Rule, ...] = (
    Rule("EDITION-1", "Laws of the Game", None, "Introduction", "procedural"),
    # Law 11.1 Offside position
    _law11("OFF-POS-1", "11.1"),
    _law11("OFF-POS-2", "11.1"),
    _law11("OFF-POS-3", "11.1"),
    _law11("OFF-POS-4", "11.1", since="2021/22"),
    _law11("OFF-POS-5", "11.1"),
    _law11("OFF-POS-6", "11.1"),
    _law11("OFF-POS-7", "11.1"),
    _law11("OFF-POS-8", "11.4"),
    _law11("OFF-POS-9", "11.4"),
    _law11("OFF-POS-10", "11.4"),
    # Law 11.2 moment of judgement
    _law11("OFF-MOJ-1", "11.2"),
    _law11("OFF-MOJ-2", "11.2"),
    _law11("OFF-MOJ-3", "11.2", since="2025/26", overrides="OFF-MOJ-2"),
    _law11("OFF-MOJ-4", "11.2"),
    # Law 11.2 offside offence
    _law11("OFF-OFF-1", "11.2"),
    _law11("OFF-OFF-2", "11.2", "subjective"),
    _law11("OFF-OFF-3", "11.2"),
    # Law 11.2 deliberate play
    _law11("OFF-DP-1", "11.2", "subjective", overrides="OFF-OFF-3"),
    _law11("OFF-DP-2", "11.2", "subjective", since="2022/23"),
    _law11("OFF-DP-3", "11.2", "subjective", since="2022/23"),
    _law11("OFF-DP-4", "11.2", "subjective", overrides="OFF-DP-1"),
    # Law 11.3 no offence
    _law11("OFF-NOOFF-1", "11.3", overrides="OFF-OFF-1"),
    # Law 11.2 order of offences (and Law 5 for simultaneous offences)
    _law11("OFF-ORDER-1", "11.2", "subjective", overrides="OFF-OFF-1"),
    _law11("OFF-ORDER-2", "11.2", "subjective"),
    _law11("OFF-ORDER-3", "11.2", "subjective", overrides="OFF-OFF-2"),
    Rule("OFF-ORDER-4", "Laws of the Game", 5, "5.3", "subjective"),
    # Law 11.4 sanctions
    _law11("OFF-SANC-1", "11.4", "procedural"),
    _law11("OFF-SANC-2", "11.4", "procedural"),
    _law11("OFF-SANC-3", "11.4", "procedural"),
    # Phases of play in the offside sense
    _law11("PHASE-1", "11.2"),
    _law11("PHASE-2", "11.2", "subjective"),
    _law11("PHASE-3", "11.2"),
    _law11("PHASE-4", "11.2", "subjective"),
    # Law 9.2: the ball touching a match official (since 2019/20)
    Rule("BALL-OFFICIAL-1", "Laws of the Game", 9, "9.2", "factual"),
    # Law 9.1: once the referee has stopped play the ball is out of play, so no goal
    Rule("BALL-STOPPED-1", "Laws of the Game", 9, "9.1", "factual"),
    # VAR protocol, as it bears on goals
    _var("VAR-PRIN-1", "1. Principles (3)", "procedural"),
    _var("VAR-PRIN-2", "1. Principles (2, 5)", "procedural"),
    _var("VAR-CAT-1", "2. Reviewable decisions (a)", "procedural"),
    _var("VAR-CAT-2", "1. Principles (10)", "procedural"),
    _var("VAR-CAT-3", "2. Reviewable decisions", "procedural", since="2026/27"),
    _var("APP-1", "4. Procedures: review", "procedural"),
    _var("APP-2", "4. Procedures: review", "procedural"),
    _var("APP-3", "4. Procedures: review (competition practice)", "subjective"),
    _var("VAR-FACT-1", "4. Procedures: review", "factual"),
    _var("VAR-FACT-2", "4. Procedures: review", "subjective"),
    _var("VAR-FACT-3", "4. Procedures: review (competition practice)", "procedural"),
    _var("VAR-PROC-1", "4. Procedures: check", "procedural"),
    _var("VAR-PROC-2", "4. Procedures: delayed flag", "procedural"),
    _var("VAR-RESTART-1", "4. Procedures: restart after review", "procedural"),
    _var("SAOT-1", "4. Procedures: check (offside technology)", "factual"),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


@lru_cache(maxsize=1024)
def cite(rule_id: str, edition: str) -> Citation:
    """Build the citation of ``rule_id`` in ``edition``."""
    rule = RULES[rule_id]
    law_url = LAW_URLS.get(rule.law or 11, LAWS_URL)
    url = VAR_URL if rule.document == "VAR protocol" else law_url
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
