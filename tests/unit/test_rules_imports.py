"""rules/ has no import circle: every import counts, at the top of a module, inside a
function or under TYPE_CHECKING (each is a module that cannot be read without the other)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.AST, here: str, known: set[str]) -> set[str]:
    """The modules of ``known`` that a module's code imports (``from rules import paths``
    the module rules.paths, ``from rules.paths import at`` the module rules.paths)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            inner = {f"{node.module}.{alias.name}" for alias in node.names} & known
            # A name of the package itself, unless every name is a module of it.
            found.update(inner if len(inner) == len(node.names) else {*inner, node.module})
    return {name for name in found if name in known and name != here}


def import_graph(package: str) -> dict[str, set[str]]:
    files = {_name(path): path for path in (ROOT / package).rglob("*.py")}
    known = set(files)
    return {
        name: _imports(ast.parse(path.read_text()), name, known) for name, path in files.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_function_local_imports() -> None:
    tree = ast.parse("def f():\n    from rules.changes import changed\n")
    assert _imports(tree, "rules.x", {"rules.changes", "rules.x"}) == {"rules.changes"}


def test_rules_has_no_import_circle() -> None:
    graph = import_graph("rules")
    assert "rules.changes" in graph["rules.reading"]
    assert circles(graph) == []
