"""No import circles in rules/, explainer/ or drafting/.

Every import counts: at module level, inside a function, under TYPE_CHECKING. An edge goes
to the module imported (``from a import b`` to ``a.b`` when that is a module, else to
``a``); a package's ``__init__`` is a module like any other. A failure names each circle,
module by module with the line of each import.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "explainer", "drafting")

#: module -> {module it imports: line of the first such import}
Graph = dict[str, dict[str, int]]


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(node: ast.AST, module: str, is_package: bool) -> list[str]:
    """The dotted names ``node`` imports (``from a import b`` gives ``a.b``: the module
    a.b if there is one, else b is a name in a, and import_graph takes the longest name
    that is a module)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[: len(here) - (node.level - 1)]
        base = ".".join([*here, *([node.module] if node.module else [])])
    return [f"{base}.{alias.name}" for alias in node.names]


def import_graph(root: Path, packages: Iterable[str]) -> Graph:
    """The imports between the modules of ``packages`` under ``root``."""
    files = {
        _module_name(path, root): path
        for package in packages
        for path in sorted((root / package).rglob("*.py"))
    }
    graph: Graph = {}
    for module, path in files.items():
        edges = graph.setdefault(module, {})
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for name in _imported(node, module, path.name == "__init__.py"):
                while name and name not in files:
                    name = name.rpartition(".")[0]
                if name and name != module:
                    edges.setdefault(name, getattr(node, "lineno", 0))
    return graph


def _strong_components(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, no recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def _one_circle(graph: Mapping[str, Mapping[str, int]], members: list[str]) -> str:
    """A shortest circle through the first of ``members``, written with each import's line."""
    inside = set(members)
    start = members[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier and start not in came_from:
        following = []
        for node in frontier:
            for child in sorted(graph[node]):
                if child in inside and child not in came_from:
                    came_from[child] = node
                    following.append(child)
        frontier = following
    path = [start]
    while path[-1] != start or len(path) == 1:
        path.append(came_from[path[-1]])
    path.reverse()
    steps = [f"{a} (line {graph[a][b]})" for a, b in zip(path, path[1:], strict=False)]
    return " -> ".join([*steps, start])


def circles(graph: Mapping[str, Mapping[str, int]]) -> list[str]:
    """Each import circle: its modules and one circle through them."""
    return [
        f"{len(members)} modules {members}: {_one_circle(graph, members)}"
        for members in _strong_components(graph)
    ]


def test_the_project_has_no_import_circle() -> None:
    found = circles(import_graph(ROOT, PACKAGES))
    assert not found, "import circles:\n" + "\n".join(found)


def test_a_circle_is_found_and_named_whatever_kind_of_import_closes_it(tmp_path: Path) -> None:
    files = {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg import b\n",
        "pkg/b.py": "import typing\nif typing.TYPE_CHECKING:\n    from pkg.c import X\n",
        "pkg/c.py": "def f():\n    from . import a\n",
        "pkg/d.py": "import pkg.a\n",
        "pkg/sub/__init__.py": "from ..d import thing\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, ["pkg"])
    assert graph["pkg.b"] == {"pkg.c": 3} and graph["pkg.c"] == {"pkg.a": 2}
    assert graph["pkg.sub"] == {"pkg.d": 1} and graph["pkg.d"] == {"pkg.a": 1}
    assert circles(graph) == [
        "3 modules ['pkg.a', 'pkg.b', 'pkg.c']: "
        "pkg.a (line 1) -> pkg.b (line 3) -> pkg.c (line 2) -> pkg.a"
    ]
