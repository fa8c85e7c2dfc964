"""The boundary of the rules engine, enforced: ``rules`` is pure Python and pydantic.

It never imports the explainer, Flask, Jinja or any library that does I/O, and no code in
it opens files, prints or reads input. Two checks: every import statement in rules/
against an allow-list, and a fresh interpreter that imports ``rules`` and finds none of
the forbidden packages loaded.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"

#: What rules/ may import: its own modules, pydantic, and standard modules that do no I/O.
ALLOWED = {
    "rules",
    "pydantic",
    "pydantic_core",
    "__future__",
    "typing",
    "dataclasses",
    "collections",
    "datetime",
    "re",
    "copy",
    "functools",
    "contextlib",
    "enum",
    "operator",
    "itertools",
    "math",
    "unicodedata",
    # Pure too: types names the traceback a context manager receives.
    "types",
}
#: The one exception, by name and by import: rules/_native.py chooses at import whether the
#: compiled modules (make compile) or the sources run, which takes reading the sources'
#: hashes and adding an import finder. It decides which code runs, never what it computes,
#: and only rules/__init__.py imports it.
EXEMPT = {"rules/_native.py": {"hashlib", "importlib", "os", "sys", "pathlib"}}
#: Never loaded by ``import rules``, even indirectly.
FORBIDDEN = ("explainer", "flask", "jinja2", "werkzeug", "sqlalchemy", "click", "yaml", "gunicorn")
#: Calls that would make the engine do I/O.
IO_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                found.append((node.lineno, "rules"))  # a relative import stays inside rules
            elif node.module:
                found.append((node.lineno, node.module))
    return found


def _imports_native(tree: ast.AST) -> bool:
    return any(
        isinstance(node, ast.ImportFrom) and any(a.name == "_native" for a in node.names)
        for node in ast.walk(tree)
    ) or any(
        isinstance(node, ast.Import) and any(a.name == "rules._native" for a in node.names)
        for node in ast.walk(tree)
    )


def test_rules_imports_only_pure_modules() -> None:
    problems = []
    for path in sorted(RULES_DIR.rglob("*.py")):
        name = path.relative_to(RULES_DIR.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if name != "rules/__init__.py" and _imports_native(tree):
            problems.append(f"{name} imports rules._native")
        for line, module in _imports(tree):
            if module.split(".")[0] not in ALLOWED | EXEMPT.get(name, set()):
                problems.append(f"{path.relative_to(RULES_DIR.parent)}:{line} imports {module}")
        for node in ast.walk(tree):
            called = (
                node.func.id
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                else ""
            )
            if called in IO_CALLS:
                where = f"{path.relative_to(RULES_DIR.parent)}:{getattr(node, 'lineno', 0)}"
                problems.append(f"{where} calls {called}()")
    assert not problems, "\n".join(problems)


def test_importing_rules_loads_no_web_template_or_io_library() -> None:
    script = (
        "import sys, rules\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "", f"import rules loaded: {done.stdout.strip()}"


def test_the_allow_list_catches_a_forbidden_import() -> None:
    tree = ast.parse("import os\nfrom flask import Flask\nfrom . import trace\n")
    names = [m for _, m in _imports(tree)]
    assert names == ["os", "flask", "rules"]
    assert [m for m in names if m.split(".")[0] not in ALLOWED] == ["os", "flask"]


def test_the_draft_extractor_never_imports_the_app_or_the_web() -> None:
    """drafting/ may use rules (the incident model), never explainer, Flask or Jinja: the
    app imports it, not the reverse."""
    folder = RULES_DIR.parent / "drafting"
    problems = [
        f"{path.relative_to(folder.parent)}:{line} imports {module}"
        for path in sorted(folder.rglob("*.py"))
        for line, module in _imports(ast.parse(path.read_text(encoding="utf-8")))
        if module.split(".")[0] in ("explainer", "flask", "jinja2", "werkzeug", "click")
    ]
    assert problems == []
    script = (
        "import sys, drafting\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('explainer', 'flask'))\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "", f"import drafting loaded: {done.stdout.strip()}"
