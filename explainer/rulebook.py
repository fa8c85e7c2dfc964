"""The rule book inside the web app: the Gherkin scenarios of each clause and the results
of the last test run (explainer.clauses has a clause's history across editions and the
casebook incidents that cite it).

The feature files are parsed with gherkin-official (the parser pytest-bdd uses) and
cached until a file changes. The Cucumber JSON report that ``make test`` writes is
joined to the scenarios by feature and scenario name, and shipped in the package
(``write_results``) with a digest of each feature file: a scenario whose file changed
since the run shows no result. Nothing here words anything: the templates in
templates/laws/ do.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from rules import ENGINE_VERSION, RULES, tag_for

log = logging.getLogger(__name__)

_HERE = Path(__file__).resolve().parent

#: Tags of scenarios the engine fails today; tests/step_defs runs them as strict xfails.
KNOWN_BUG_PREFIX = "bug_"

#: Worst first: a scenario fails if any of its steps or rows failed.
STATUS_ORDER = ("failed", "skipped", "passed")

_TAG_TO_RULE = {tag_for(rule_id): rule_id for rule_id in RULES}
_PLACEHOLDER = re.compile(r"<([^<>]+)>")


# --- where things are --------------------------------------------------------------------


def features_dir(configured: str | Path | None = None) -> Path | None:
    """The features/ directory: as configured, shipped in the wheel, or in the checkout."""
    candidates = (
        [Path(configured)] if configured else [_HERE / "features", _HERE.parent / "features"]
    )
    for path in candidates:
        if path.is_dir():
            return path
    return None


#: The results of the rule book's scenarios that ship with the package: written by
#: ``make test`` from its Cucumber report (``write_results``), dated by the run, with the
#: engine's version and a digest of each feature file the run read.
SHIPPED_RESULTS = _HERE / "data" / "rulebook-results.json"


def report_path(configured: str | Path | None = None) -> Path:
    """The results to show: the configured file, else the shipped results, else the
    Cucumber JSON report of the last ``make test`` in a checkout (it may not exist)."""
    if configured:
        return Path(configured)
    if SHIPPED_RESULTS.exists():
        return SHIPPED_RESULTS
    return _HERE.parent / "reports" / "cucumber.json"


# --- the scenarios -----------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One Given/When/Then line, with its data table or doc string if it has one."""

    keyword: str
    text: str
    table: tuple[tuple[str, ...], ...] = ()
    docstring: str | None = None


@dataclass(frozen=True)
class Examples:
    """One Examples table of a Scenario Outline."""

    name: str
    line: int
    tags: frozenset[str]
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Scenario:
    """A scenario (or outline) as written, with the tags it inherits from its Feature and Rule."""

    feature: str
    file: str
    rule: str | None
    keyword: str
    name: str
    line: int
    tags: frozenset[str]
    steps: tuple[Step, ...]
    examples: tuple[Examples, ...] = ()

    @property
    def is_outline(self) -> bool:
        return bool(self.examples)

    @property
    def known_bug(self) -> bool:
        """Tagged ``@bug_...``: states the Law, but the engine gets it wrong today (xfail)."""
        return any(tag.startswith(KNOWN_BUG_PREFIX) for tag in self.tags)

    def clause_ids(self) -> set[str]:
        """Every clause this scenario documents, including through its Examples tables."""
        found = set(self.tags)
        for table in self.examples:
            found |= table.tags
        return {_TAG_TO_RULE[t] for t in found if t in _TAG_TO_RULE}

    def documents(self, rule_id: str) -> bool:
        return rule_id in self.clause_ids()

    def examples_for(self, rule_id: str) -> tuple[Examples, ...]:
        """The Examples tables that document ``rule_id`` (all of them if the outline does)."""
        tag = tag_for(rule_id)
        if tag in self.tags:
            return self.examples
        return tuple(t for t in self.examples if tag in t.tags)

    def count(self) -> int:
        """How many scenarios this runs: 1, or one per Examples row."""
        return sum(len(t.rows) for t in self.examples) if self.examples else 1

    def row_name(self, table: Examples, row: tuple[str, ...]) -> str:
        """The name of one row's scenario, placeholders filled in (as pytest-bdd reports it)."""
        values = dict(zip(table.header, row, strict=False))
        return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), self.name)


@dataclass(frozen=True)
class Feature:
    """One .feature file."""

    file: str
    name: str
    description: str
    background: tuple[Step, ...]
    scenarios: tuple[Scenario, ...]
    #: Each Gherkin Rule of the file: its name and description.
    rules: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Group:
    """The scenarios of one clause that share a feature file and a Gherkin Rule."""

    feature: Feature
    rule: str | None
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True)
class RuleBook:
    """Every feature file of the rule book, or why it could not be read."""

    directory: Path | None
    features: tuple[Feature, ...] = ()
    #: Set when the rule book cannot be shown: "missing", "parser" or "unreadable".
    problem: str | None = None
    #: Files that could not be parsed (the others are still shown).
    unreadable: tuple[str, ...] = ()
    #: Each feature file's digest (``digests``), by file name.
    digests: Mapping[str, str] = field(default_factory=dict)

    def scenarios(self) -> Iterable[Scenario]:
        for feature in self.features:
            yield from feature.scenarios

    def groups_for(self, rule_id: str) -> list[Group]:
        """The scenarios documenting ``rule_id``, grouped by feature file and Gherkin Rule."""
        groups: list[Group] = []
        for feature in self.features:
            current: list[Scenario] = []
            rule: str | None = None
            for scenario in feature.scenarios:
                if not scenario.documents(rule_id):
                    continue
                if current and scenario.rule != rule:
                    groups.append(Group(feature, rule, tuple(current)))
                    current = []
                rule = scenario.rule
                current.append(scenario)
            if current:
                groups.append(Group(feature, rule, tuple(current)))
        return groups

    def counts(self) -> dict[str, int]:
        """Rule id -> how many scenarios (outline rows counted one by one) document it."""
        found: dict[str, int] = dict.fromkeys(RULES, 0)
        for scenario in self.scenarios():
            for rule_id in scenario.clause_ids():
                tables = scenario.examples_for(rule_id)
                found[rule_id] += sum(len(t.rows) for t in tables) if tables else 1
        return found


def _tags(items: Iterable[Mapping[str, Any]]) -> frozenset[str]:
    return frozenset(str(t["name"]).lstrip("@") for t in items)


def _steps(items: Iterable[Mapping[str, Any]]) -> tuple[Step, ...]:
    steps = []
    for item in items:
        rows = item.get("dataTable", {}).get("rows", [])
        table = tuple(tuple(str(c["value"]) for c in row["cells"]) for row in rows)
        doc = item.get("docString")
        steps.append(
            Step(
                keyword=str(item["keyword"]).strip(),
                text=str(item["text"]),
                table=table,
                docstring=str(doc["content"]) if doc else None,
            )
        )
    return tuple(steps)


def _examples(items: Iterable[Mapping[str, Any]]) -> tuple[Examples, ...]:
    tables = []
    for item in items:
        header = item.get("tableHeader")
        tables.append(
            Examples(
                name=str(item.get("name", "")).strip(),
                line=int(item["location"]["line"]),
                tags=_tags(item.get("tags", [])),
                header=tuple(str(c["value"]) for c in header["cells"]) if header else (),
                rows=tuple(
                    tuple(str(c["value"]) for c in row["cells"])
                    for row in item.get("tableBody", [])
                ),
            )
        )
    return tuple(tables)


def _feature(path: Path, parse: Any) -> Feature | None:
    doc = parse(path.read_text(encoding="utf-8"))
    feature = doc.get("feature")
    if not feature:
        return None
    name = str(feature["name"]).strip() or path.stem
    inherited = _tags(feature.get("tags", []))
    background: tuple[Step, ...] = ()
    scenarios: list[Scenario] = []

    def add(item: Mapping[str, Any], rule: str | None, tags: frozenset[str]) -> None:
        scenarios.append(
            Scenario(
                feature=name,
                file=path.name,
                rule=rule,
                keyword=str(item["keyword"]).strip(),
                name=str(item["name"]).strip(),
                line=int(item["location"]["line"]),
                tags=tags | _tags(item.get("tags", [])),
                steps=_steps(item.get("steps", [])),
                examples=_examples(item.get("examples", [])),
            )
        )

    rules: list[tuple[str, str]] = []
    for child in feature.get("children", []):
        if "background" in child:
            background = _steps(child["background"].get("steps", []))
        elif "scenario" in child:
            add(child["scenario"], None, inherited)
        elif "rule" in child:
            rule = child["rule"]
            rules.append((str(rule["name"]).strip(), str(rule.get("description", "")).strip()))
            rule_tags = inherited | _tags(rule.get("tags", []))
            for grandchild in rule.get("children", []):
                if "scenario" in grandchild:
                    add(grandchild["scenario"], str(rule["name"]).strip(), rule_tags)
                # A Rule's own Background is rare in this rule book; its steps are not shown.
    return Feature(
        file=path.name,
        name=name,
        description=" ".join(str(feature.get("description", "")).split()),
        background=background,
        scenarios=tuple(scenarios),
        rules=tuple(rules),
    )


def _parser() -> Any | None:
    try:
        from gherkin.parser import Parser
    except ImportError:
        return None
    return Parser


def digests(directory: Path) -> dict[str, str]:
    """The sha256 of each feature file under ``directory``, by file name."""
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(directory.glob("**/*.feature"))
    }


def _signature(directory: Path) -> tuple[tuple[str, int, int], ...]:
    found = []
    for path in sorted(directory.glob("**/*.feature")):
        stat = path.stat()
        found.append((str(path), stat.st_mtime_ns, stat.st_size))
    return tuple(found)


_lock = threading.Lock()
_book_cache: dict[Path, tuple[tuple[tuple[str, int, int], ...], RuleBook]] = {}


def load(directory: Path | None) -> RuleBook:
    """Parse every .feature file under ``directory``; cached until a file changes."""
    if directory is None:
        return RuleBook(None, problem="missing")
    parser_class = _parser()
    if parser_class is None:
        return RuleBook(directory, problem="parser")
    try:
        signature = _signature(directory)
    except OSError:
        return RuleBook(directory, problem="missing")
    with _lock:
        cached = _book_cache.get(directory)
        if cached is not None and cached[0] == signature:
            return cached[1]
    features: list[Feature] = []
    unreadable: list[str] = []
    for path_name, _, _ in signature:
        path = Path(path_name)
        try:
            parsed = _feature(path, parser_class().parse)
        except Exception as exc:  # a broken file must not take the page down
            log.warning("rule book: cannot parse %s: %s", path, exc)
            unreadable.append(path.name)
            continue
        if parsed is not None:
            features.append(parsed)
    book = RuleBook(
        directory,
        tuple(features),
        problem="unreadable" if unreadable and not features else None,
        unreadable=tuple(unreadable),
        digests=digests(directory),
    )
    with _lock:
        _book_cache[directory] = (signature, book)
    return book


# --- the last test run -------------------------------------------------------------------


def worst(statuses: Iterable[str]) -> str | None:
    """The status that sums up several: failed, then skipped, then passed."""
    seen = set(statuses)
    return next((s for s in STATUS_ORDER if s in seen), None)


@dataclass(frozen=True)
class Report:
    """The results of one Cucumber JSON report, by (feature name, scenario name)."""

    path: Path
    generated: datetime
    results: Mapping[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    #: True when the file exists but is not a Cucumber JSON report.
    unreadable: bool = False
    #: The shipped results': the engine's version and each feature file's digest at the run.
    engine: str | None = None
    features: Mapping[str, str] = field(default_factory=dict)
    #: Feature files changed since the run (``against``): their scenarios show no result.
    changed: frozenset[str] = frozenset()

    def against(self, book: RuleBook) -> Report:
        """These results, knowing which of ``book``'s files changed since the run."""
        if not self.features:
            return self
        changed = {f for f, digest in book.digests.items() if self.features.get(f) != digest}
        return replace(self, changed=frozenset(changed))

    def status(self, feature: str, name: str) -> str | None:
        return worst(self.results.get((feature, name), ()))

    def scenario_status(self, scenario: Scenario, rule_id: str | None = None) -> str | None:
        """The scenario's result: the worst of its rows for an outline; None if it did not
        run; "changed" if its file changed since the run."""
        if scenario.file in self.changed:
            return "changed"
        if not scenario.is_outline:
            return self.status(scenario.feature, scenario.name)
        tables = scenario.examples_for(rule_id) if rule_id else scenario.examples
        names = {scenario.row_name(t, row) for t in tables for row in t.rows}
        return worst(s for name in names for s in self.results.get((scenario.feature, name), ()))

    def row_status(self, scenario: Scenario, table: Examples, row: tuple[str, ...]) -> str | None:
        """One row's result (the worst of the rows, if several share its name)."""
        if scenario.file in self.changed:
            return "changed"
        return self.status(scenario.feature, scenario.row_name(table, row))


def _element_status(element: Mapping[str, Any]) -> str:
    statuses = [str(step.get("result", {}).get("status", "skipped")) for step in element["steps"]]
    return worst(s if s in STATUS_ORDER else "failed" for s in statuses) or "passed"


_report_cache: dict[Path, tuple[tuple[int, int], Report]] = {}


def load_report(path: Path) -> Report | None:
    """Read the Cucumber JSON report at ``path``; None if there is none."""
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (stat.st_mtime_ns, stat.st_size)
    with _lock:
        cached = _report_cache.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
    generated = datetime.fromtimestamp(stat.st_mtime).astimezone()
    results: dict[tuple[str, str], list[str]] = {}
    shipped: dict[str, Any] = {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict):  # the shipped results (write_results)
            generated = datetime.fromisoformat(str(data["generated"]))
            shipped = {"engine": str(data["engine"]), "features": dict(data["features"])}
            for feature, name, statuses in data["results"]:
                results[(str(feature), str(name))] = [str(s) for s in statuses]
        else:  # a Cucumber JSON report
            for feature in data:
                for element in feature.get("elements", []):
                    name_key = (str(feature["name"]), str(element["name"]))
                    results.setdefault(name_key, []).append(_element_status(element))
        report = Report(path, generated, {k: tuple(v) for k, v in results.items()}, **shipped)
    except (ValueError, TypeError, KeyError, AttributeError, UnicodeDecodeError, OSError):
        log.warning("rule book: %s is not a Cucumber JSON report", path)
        report = Report(path, generated, unreadable=True)
    with _lock:
        _report_cache[path] = (key, report)
    return report


def write_results(report: Report, out: Path, features: Path | None) -> None:
    """Write ``report``'s results for the package to ship: dated by the run, with the
    engine's version and the digest of each file of ``features``; one result a line. The
    same results of the same files leave it as it was (``make test`` changes no checkout)."""
    rows = [[feature, name, list(statuses)] for (feature, name), statuses in report.results.items()]
    head = {
        "generated": report.generated.isoformat(),
        "engine": ENGINE_VERSION,
        "features": digests(features) if features else {},
    }
    lines = [json.dumps(row, ensure_ascii=False) for row in sorted(rows)]
    body = json.dumps(head, ensure_ascii=False, indent=1)[:-2]
    body += ',\n "results": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"
    was = out.read_text(encoding="utf-8") if out.exists() else ""
    if was.split("\n", 2)[2:] == body.split("\n", 2)[2:]:
        return  # all but the date's line (the second) as it was
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(body, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """``python -m explainer.rulebook REPORT``: write the shipped results from a Cucumber
    JSON report (``make test`` runs it after the tests)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    report = load_report(Path(args[0])) if args else None
    if report is None or report.unreadable:
        print("no readable Cucumber report", file=sys.stderr)
        return 2
    write_results(report, SHIPPED_RESULTS, features_dir())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
