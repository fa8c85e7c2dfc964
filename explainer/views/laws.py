"""The rule book: every clause the engine applies (/laws) and one page per clause (/laws/<id>).

A clause page gathers our summary of the clause (templates/laws/summaries/), where it
sits in the Laws, how it changed across editions, its Gherkin scenarios with the
results of the last test run, and the casebook incidents that cite it.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from markupsafe import Markup, escape
from werkzeug.wrappers import Response

from explainer import clauses, i18n, lawsearch, rulebook
from rules import EDITIONS, RULES, Rule, cite
from rules.editions import CHANGES, EARLY_ADOPTERS, UNCONFIRMED

bp = Blueprint("laws", __name__)

_ESCAPED_PLACEHOLDER = re.compile(r"&lt;([^&<>]+?)&gt;")


def mark(text: str) -> Markup:
    """Escape a step or scenario name, showing an outline's ``<placeholders>`` as variables."""
    return Markup(_ESCAPED_PLACEHOLDER.sub(r"<var>\1</var>", str(escape(text))))


def anchor(scenario: rulebook.Scenario) -> str:
    """The id of a scenario on the clause pages that show it (search results link to it)."""
    return f"sc-{scenario.line}-{scenario.file.replace('.', '-')}"


#: A chapter's results summed up: the worst of its scenarios' (else all passed).
_WORST_FIRST = ("changed", "failed", "not-run", "skipped")


@dataclass(frozen=True)
class Chapter:
    """The scenarios of one clause in one feature file, shown folded under the feature's name:
    how many they run (an outline's rows one by one) and the worst of their last results."""

    feature: rulebook.Feature
    groups: tuple[rulebook.Group, ...]
    count: int
    worst: str | None
    anchors: frozenset[str]


def chapters(
    rule_id: str, groups: list[rulebook.Group], report: rulebook.Report | None
) -> list[Chapter]:
    """``groups`` (book.groups_for) gathered by feature file, in the rule book's order."""
    by_file: dict[str, list[rulebook.Group]] = {}
    for group in groups:
        by_file.setdefault(group.feature.file, []).append(group)
    found = []
    for gathered in by_file.values():
        scenarios = [sc for g in gathered for sc in g.scenarios]
        count = sum(
            sum(len(t.rows) for t in sc.examples_for(rule_id)) if sc.is_outline else 1
            for sc in scenarios
        )
        statuses = (
            [report.scenario_status(sc, rule_id) or "not-run" for sc in scenarios]
            if report is not None and not report.unreadable
            else []
        )
        worst = next((s for s in _WORST_FIRST if s in statuses), None)
        found.append(
            Chapter(
                gathered[0].feature,
                tuple(gathered),
                count,
                worst or ("passed" if statuses else None),
                frozenset(anchor(sc) for sc in scenarios),
            )
        )
    return found


@dataclass(frozen=True)
class Section:
    """The clauses of one section of a document (Law 11.1, VAR protocol 4. Procedures, ...)."""

    document: str
    law: int | None
    #: "11.1", "Introduction", "4. Procedures": the templates word the heading from it.
    section: str
    rules: tuple[Rule, ...]

    @property
    def anchor(self) -> str:
        prefix = "law" if self.document == "Laws of the Game" else "var"
        return prefix + "-" + re.sub(r"[^a-z0-9]+", "-", self.section.lower()).strip("-")


def _section_of(rule: Rule) -> tuple[tuple[int, int, tuple[int, ...]], str]:
    """A sort key and the section a clause is listed under."""
    if rule.document == "Laws of the Game":
        # By the section's own number: OFF-ORDER-4 is a Law 11 rule that lives in Law 5.3.
        parts = tuple(int(p) for p in re.findall(r"\d+", rule.section))
        return (0, parts[0] if parts else 0, parts), rule.section
    head = re.split(r"[:(]", rule.section, maxsplit=1)[0].strip()
    number = re.match(r"\d+", head)
    return (1, int(number.group()) if number else 99, ()), head


def sections() -> list[Section]:
    """Every clause, grouped by document and section, in the order of the Laws."""
    grouped: dict[tuple[tuple[int, int, tuple[int, ...]], str], list[Rule]] = {}
    for rule in RULES.values():
        grouped.setdefault(_section_of(rule), []).append(rule)
    return [
        Section(found[0].document, found[0].law, section, tuple(found))
        for (_, section), found in sorted(grouped.items(), key=lambda item: item[0])
    ]


def _book() -> rulebook.RuleBook:
    return rulebook.load(rulebook.features_dir(current_app.config.get("RULEBOOK_FEATURES")))


def _report(book: rulebook.RuleBook) -> rulebook.Report | None:
    """The last run's results, knowing which feature files changed since."""
    report = rulebook.load_report(rulebook.report_path(current_app.config.get("RULEBOOK_REPORT")))
    return report.against(book) if report is not None and not report.unreadable else report


_TAG = re.compile(r"<[^>]+>")


def clause_texts() -> dict[str, str]:
    """Each clause's title and summary (lead and body) as the reader reads them, tags
    removed: what a search by words looks in. Kept per language for the app's life."""
    language = i18n.current()
    kept = current_app.extensions.setdefault("explainer.lawsearch", {})
    if language not in kept:
        env = current_app.jinja_env
        worded = i18n.translated_rules(RULES)
        found = {}
        for rule_id in RULES:
            summary: Any = env.get_template(f"laws/summaries/{rule_id}.html").module
            said = f"{worded[rule_id].title} {summary.lead()} {summary.body()}"
            found[rule_id] = html.unescape(_TAG.sub(" ", said))
        kept[language] = found
    return dict(kept[language])


@bp.get("/laws")
def index() -> str:
    """Every clause, by section, with its summary and how many scenarios document it; with
    ``?q=``, what the search finds first (lawsearch)."""
    book = _book()
    query = request.args.get("q", "").strip()[:200]
    found = lawsearch.search(query, book, clause_texts()) if query else None
    return render_template(
        "laws/index.html",
        sections=sections(),
        counts=book.counts() if book.problem is None else None,
        book=book,
        query=query,
        found=found,
        anchor=anchor,
        mark=mark,
        keep_lang=i18n.in_links(),
        nav="laws",
    )


@bp.get("/laws/<rule_id>")
def clause(rule_id: str) -> str | Response:
    """One clause: summary, place in the Laws, history, scenarios, real incidents."""
    rule = RULES.get(rule_id)
    if rule is None:
        # off-dp-2 or the tag spelling OFF_DP_2 lead to the clause's own address.
        canonical = rule_id.upper().replace("_", "-")
        if canonical in RULES:
            return redirect(url_for("laws.clause", rule_id=canonical), code=301)
        abort(404)
    order = list(RULES)
    at = order.index(rule.id)
    book = _book()
    report = _report(book)
    groups = book.groups_for(rule.id)
    return render_template(
        "laws/clause.html",
        rule=rule,
        url=cite(rule.id, EDITIONS[-1].name).url,
        overrides=RULES[rule.overrides] if rule.overrides else None,
        exceptions=[r for r in RULES.values() if r.overrides == rule.id],
        history=clauses.history(rule.id),
        flags=rule.changes,
        editions=EDITIONS,
        changes=clauses.changes_by_edition() if rule.id == "EDITION-1" else (),
        adopters=EARLY_ADOPTERS if rule.id == "EDITION-1" else (),
        change_sources=[c for c in CHANGES if rule.id in c.clauses],
        unconfirmed=[u for u in UNCONFIRMED if rule.id in u.clauses],
        book=book,
        groups=groups,
        chapters=chapters(rule.id, groups, report),
        report=report,
        anchor=anchor,
        opened=request.args.get("scenario", ""),
        citing=clauses.citing(rule.id),
        previous=RULES[order[at - 1]] if at > 0 else None,
        next=RULES[order[at + 1]] if at + 1 < len(order) else None,
        mark=mark,
        nav="laws",
    )
