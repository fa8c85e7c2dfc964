"""Where the sources still name a clause's outcome by its string, and whether it exists.

The engine records outcomes through their declarations (rules.catalogue), but the words
(templates/) and the rule book's steps (tests/step_defs/) name them as strings, and so
may the odd reader. This finds every such string by parsing the sources (Python with
``ast``, templates with Jinja's own parser) and says which ones no clause declares:

- a rule id followed by an outcome, or a tuple of outcomes, in a tuple or a call's
  arguments: ``("PHASE-2", "not_reset")``, ``Reason(pattern, "OFF-POS-6", "ball_ahead")``,
  ``("VAR-PRIN-2", ("not_checked",), 2)``;
- comparisons of a finding's ``rule`` and ``outcome``: ``f.rule == "OFF-OFF-3" and
  f.outcome == "rebound_no_reset"``, and ``selectattr("rule"/"outcome", "equalto", ...)``
  in templates. An outcome compared without its rule must be declared by some clause
  (in a finding template, by the template's own clause).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, nodes

ROOT = Path(__file__).resolve().parent.parent
#: What the check reads.
SOURCES = ("rules", "explainer", "tests/step_defs")
TEMPLATES = ROOT / "templates"
#: A rule id's shape (OFF-POS-7, RESTART-8S-1, EDITION-1).
RULE_ID = re.compile(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-[0-9]+")
OUTCOME = re.compile(r"[a-z][a-z0-9_]*|\*")
#: Names whose ``.outcome`` is not a finding's (the incident's outcome, a review's).
NOT_FINDINGS = frozenset({"incident"})


@dataclass(frozen=True)
class Named:
    """A string the sources use as a rule id, with the outcome it names (None: any)."""

    where: str
    rule: str | None
    outcome: str | None


def problems(named: Iterator[Named], declared: Mapping[str, frozenset[str]]) -> list[str]:
    """What in ``named`` no clause of ``declared`` (rule id -> outcomes) declares."""
    everywhere = frozenset().union(*declared.values())
    found = []
    for n in named:
        if n.rule is not None and n.rule not in declared:
            found.append(f"{n.where}: no clause {n.rule}")
        elif n.outcome in (None, "*"):
            continue
        elif n.rule is not None and n.outcome not in declared[n.rule]:
            found.append(f"{n.where}: {n.rule} declares no outcome {n.outcome!r}")
        elif n.rule is None and n.outcome not in everywhere:
            found.append(f"{n.where}: no clause declares an outcome {n.outcome!r}")
    return found


# --- Python ------------------------------------------------------------------------------


def _strings(node: ast.expr) -> list[str] | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set) and node.elts:
        found = [e.value for e in node.elts if isinstance(e, ast.Constant)]
        if len(found) == len(node.elts) and all(isinstance(s, str) for s in found):
            return [str(s) for s in found]
    return None


def _pairs(where: str, items: list[ast.expr]) -> Iterator[Named]:
    """Rule ids followed by an outcome (or several) among ``items``."""
    for first, second in zip(items, items[1:], strict=False):
        rule = _strings(first)
        outcomes = _strings(second)
        if rule is None or len(rule) != 1 or not RULE_ID.fullmatch(rule[0]) or not outcomes:
            continue
        if all(OUTCOME.fullmatch(o) for o in outcomes):
            yield from (Named(where, rule[0], o) for o in outcomes)


def _attribute_test(node: ast.expr, attr: str) -> tuple[str, list[str]] | None:
    """``name.attr == "x"`` or ``name.attr in ("x", ...)``: (name, strings)."""
    if not isinstance(node, ast.Compare) or len(node.ops) != 1:
        return None
    left, right = node.left, node.comparators[0]
    if not isinstance(node.ops[0], ast.Eq | ast.NotEq | ast.In | ast.NotIn):
        return None
    if isinstance(right, ast.Attribute) and not isinstance(left, ast.Attribute):
        left, right = right, left
    if not (isinstance(left, ast.Attribute) and left.attr == attr):
        return None
    strings = _strings(right)
    if strings is None or not isinstance(left.value, ast.Name):
        return None
    return left.value.id, strings


def python_names(source: str, rel: str) -> Iterator[Named]:
    """Every outcome string the Python ``source`` (the file ``rel``) names, with its rule
    where the source gives it."""
    tree = ast.parse(source)
    # (A comparison inside an ``and`` is read with the others of that ``and``.)
    chained = {id(v) for n in ast.walk(tree) if isinstance(n, ast.BoolOp) for v in n.values}
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Tuple | ast.List):
            yield from _pairs(where, node.elts)
        elif isinstance(node, ast.Call):
            yield from _pairs(where, node.args)
        elif isinstance(node, ast.BoolOp):
            yield from _compared(where, node.values)
        elif isinstance(node, ast.Compare) and id(node) not in chained:
            yield from _compared(where, [node])


def _compared(where: str, tests: list[ast.expr]) -> Iterator[Named]:
    rules: dict[str, str] = {}
    for t in tests:
        found = _attribute_test(t, "rule")
        if found is not None:
            name, ids = found
            for rule in ids:
                if RULE_ID.fullmatch(rule):
                    rules[name] = rule
                    yield Named(where, rule, None)
    for t in tests:
        found = _attribute_test(t, "outcome")
        if found is not None and found[0] not in NOT_FINDINGS:
            name, outcomes = found
            yield from (Named(where, rules.get(name), o) for o in outcomes)


def python_sources() -> Iterator[Path]:
    for top in SOURCES:
        yield from sorted((ROOT / top).rglob("*.py"))


# --- templates ---------------------------------------------------------------------------


def _consts(node: nodes.Node) -> list[str] | None:
    if isinstance(node, nodes.Const) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, nodes.Tuple | nodes.List) and node.items:
        found = [i.value for i in node.items if isinstance(i, nodes.Const)]
        if len(found) == len(node.items) and all(isinstance(s, str) for s in found):
            return [str(s) for s in found]
    return None


def _jinja_test(node: nodes.Node, attr: str) -> tuple[str, list[str]] | None:
    if not isinstance(node, nodes.Compare) or len(node.ops) != 1:
        return None
    if node.ops[0].op not in ("eq", "ne", "in", "notin"):
        return None
    left, right = node.expr, node.ops[0].expr
    if not (isinstance(left, nodes.Getattr) and left.attr == attr):
        return None
    strings = _consts(right)
    if strings is None or not isinstance(left.node, nodes.Name):
        return None
    return left.node.name, strings


def _and_chain(node: nodes.Node) -> list[nodes.Node]:
    if isinstance(node, nodes.And):
        return [*_and_chain(node.left), *_and_chain(node.right)]
    return [node]


def _selected(node: nodes.Filter) -> Iterator[tuple[str, str]]:
    """The ``selectattr("rule"/"outcome", "equalto", x)`` filters of a chain of filters."""
    while isinstance(node, nodes.Filter):
        args = [a.value for a in node.args if isinstance(a, nodes.Const)]
        picks = node.name == "selectattr" and len(args) == 3 and args[1] == "equalto"
        if picks and args[0] in ("rule", "outcome") and isinstance(args[2], str):
            yield args[0], args[2]
        node = node.node  # type: ignore[assignment]


def template_names(source: str, rel: str, env: Environment) -> Iterator[Named]:
    """Every rule id and outcome string the template ``source`` (the file ``rel``)
    compares a finding with."""
    own = None
    if rel.startswith("templates/findings/"):
        own = rel.removeprefix("templates/findings/").removesuffix(".txt.j2")
    tree = env.parse(source)
    seen: set[int] = set()
    for node in tree.find_all((nodes.And, nodes.Compare, nodes.Filter)):
        if id(node) in seen:
            continue
        where = f"{rel}:{node.lineno}"
        if isinstance(node, nodes.Filter):
            picked = list(_selected(node))
            n: nodes.Node = node
            while isinstance(n, nodes.Filter):
                seen.add(id(n))
                n = n.node
            rule = next((v for k, v in picked if k == "rule"), None)
            for key, value in picked:
                yield Named(where, value, None) if key == "rule" else Named(where, rule, value)
            continue
        tests = _and_chain(node)
        seen.update(id(t) for t in tests)
        rules: dict[str, str] = {}
        for t in tests:
            found = _jinja_test(t, "rule")
            if found is not None:
                for rule in found[1]:
                    rules[found[0]] = rule
                    yield Named(where, rule, None)
        for t in tests:
            found = _jinja_test(t, "outcome")
            if found is not None and found[0] not in NOT_FINDINGS:
                rule = rules.get(found[0], own if found[0] == "f" else None)
                yield from (Named(where, rule, o) for o in found[1])


def template_sources() -> Iterator[Path]:
    yield from sorted(p for p in TEMPLATES.rglob("*") if p.suffix in (".j2", ".html"))


def environment() -> Environment:
    """An environment that parses the templates (their tags; filters need not exist)."""
    return Environment(extensions=["jinja2.ext.i18n", "jinja2.ext.do", "jinja2.ext.loopcontrols"])


def every_name() -> Iterator[Named]:
    """Every outcome string and rule id the checked sources name."""
    for path in python_sources():
        yield from python_names(path.read_text(encoding="utf-8"), _rel(path))
    env = environment()
    for path in template_sources():
        yield from template_names(path.read_text(encoding="utf-8"), _rel(path), env)


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()
