"""A clause beyond its scenarios, for the rule book's pages: how it reads in each edition
of the Laws we encode, and the casebook incidents whose decision cites it. Nothing here
words anything: the templates in templates/laws/ do."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from explainer import casebook
from explainer.wording import summary_lines
from rules import EDITIONS, RULES, Decision, Edition, decide
from rules.editions import CHANGE_NAMES

# --- editions ----------------------------------------------------------------------------

#: The edition changes of rules/editions.py (each clause names its own: Rule.changes).
FLAG_NAMES = CHANGE_NAMES


@dataclass(frozen=True)
class Span:
    """Consecutive editions in which a clause reads the same."""

    first: Edition
    last: Edition
    #: False before the edition that first carries the clause (Rule.since).
    in_laws: bool
    #: The edition flags that bear on the clause, with their value in these editions.
    flags: tuple[tuple[str, bool], ...]
    #: Newer clauses that make an exception to this one and are in force here.
    exceptions: tuple[str, ...]


def _index(name: str) -> int:
    return next(i for i, e in enumerate(EDITIONS) if e.name == name)


def history(rule_id: str) -> tuple[Span, ...]:
    """How ``rule_id`` reads in each edition we encode, as spans of identical editions."""
    rule = RULES[rule_id]
    since = _index(rule.since) if rule.since else 0
    dated_exceptions = [r for r in RULES.values() if r.overrides == rule_id and r.since]
    spans: list[Span] = []
    for i, edition in enumerate(EDITIONS):
        state = (
            i >= since,
            tuple((flag, edition.has(flag)) for flag in rule.changes),
            tuple(r.id for r in dated_exceptions if i >= _index(r.since or "")),
        )
        last = spans[-1] if spans else None
        if last is not None and (last.in_laws, last.flags, last.exceptions) == state:
            spans[-1] = Span(last.first, edition, *state)
        else:
            spans.append(Span(edition, edition, *state))
    return tuple(spans)


def changes_by_edition() -> tuple[tuple[Edition, tuple[str, ...]], ...]:
    """Each edition after the first, with the clauses whose reading changed in it."""
    found: list[tuple[Edition, tuple[str, ...]]] = []
    spans = {rule_id: history(rule_id) for rule_id in RULES}
    for edition in EDITIONS[1:]:
        changed = tuple(
            rule_id
            for rule_id, rule_spans in spans.items()
            if any(span.first is edition for span in rule_spans)
        )
        found.append((edition, changed))
    return tuple(found)


# --- the casebook ------------------------------------------------------------------------


@dataclass(frozen=True)
class Citing:
    """A casebook incident whose decision cites a clause."""

    case: casebook.Case
    decision: Decision
    #: The clause is the one that made the involvement an offence.
    offence: bool
    #: The outcome turns on a finding of this clause (the summary's decisive findings).
    decisive: bool
    #: What stood, in two or three words ("Goal disallowed").
    label: str


@lru_cache(maxsize=1)
def _casebook_decisions() -> tuple[tuple[casebook.Case, Decision], ...]:
    return tuple((case, decide(case.incident)) for case in casebook.cases())


def _turns_on(decision: Decision, rule_id: str) -> bool:
    summary = decision.summary
    return summary is not None and any(ref.rule == rule_id for ref in summary.decisive)


def citing(rule_id: str) -> tuple[Citing, ...]:
    """The casebook incidents whose decision trace cites ``rule_id``, newest first."""
    found = [
        Citing(
            case,
            decision,
            decision.offence_rule == rule_id,
            _turns_on(decision, rule_id),
            summary_lines(case.incident, decision).label,
        )
        for case, decision in _casebook_decisions()
        if any(f.rule == rule_id for f in decision.trace)
    ]
    found.sort(key=lambda c: c.case.incident.match.date or date.min, reverse=True)
    return tuple(found)
