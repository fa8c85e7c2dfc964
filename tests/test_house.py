"""The house's rules, enforced: rooms of a readable size, and libraries used through their
public API only (so that the next release of Jinja or pydantic cannot break the product
silently).

- No file of code over 500 lines (data and tests aside), and no function over 60 lines
  in rules/, explainer/ or drafting/.
- No import of Jinja's compiler or runtime modules, no pydantic or pydantic-core private
  module, and no ``__pydantic_*`` attribute anywhere in the project's code.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The project's code (not its data, not its tests).
CODE = ("rules", "explainer", "drafting", "bench")
LONGEST_FILE = 500
LONGEST_FUNCTION = 60
#: Where functions are held to LONGEST_FUNCTION.
FUNCTIONS_IN = ("rules", "explainer", "drafting")
#: Modules that are a library's internals, not its public API.
PRIVATE_MODULES = re.compile(
    r"^(jinja2\.(compiler|runtime|idtracking|optimizer|visitor|utils|parser|lexer)"
    r"|pydantic\._internal|pydantic_core\._)"
)
PRIVATE_ATTRIBUTE = re.compile(r"__pydantic_\w*")
#: Attributes through which code once reached into Jinja's compiler, context and macros.
JINJA_HOOKS = {"code_generator_class", "context_class", "_func", "_PassArg"}
#: The libraries whose names starting with "_" are theirs alone.
LIBRARIES = ("jinja2", "pydantic", "pydantic_core", "flask", "werkzeug", "babel", "flask_babel")


def _sources(folders: tuple[str, ...]) -> list[Path]:
    found = [p for folder in folders for p in sorted((ROOT / folder).rglob("*.py"))]
    return [*found, ROOT / "compile_rules.py"] if folders == CODE else found


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name


def test_no_file_of_code_is_over_500_lines() -> None:
    long = {
        _name(p): n
        for p in _sources(CODE)
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > LONGEST_FILE
    }
    assert not long, f"files over {LONGEST_FILE} lines: {long}"


def _functions(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (f"{_name(path)}:{node.lineno} {node.name}", node.end_lineno - node.lineno + 1)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno
    ]


def test_no_function_is_over_60_lines() -> None:
    long = {
        where: n
        for p in _sources(FUNCTIONS_IN)
        for where, n in _functions(p)
        if n > LONGEST_FUNCTION
    }
    assert not long, f"functions over {LONGEST_FUNCTION} lines: {long}"


def _imported(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.lineno, node.module))
            found.extend((node.lineno, f"{node.module}.{a.name}") for a in node.names)
    return found


def _library_private(module: str) -> bool:
    """A name that starts with "_" inside one of LIBRARIES (``jinja2.utils._PassArg``)."""
    parts = module.split(".")
    return parts[0] in LIBRARIES and any(p.startswith("_") for p in parts[1:])


def _private_uses(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    uses = [
        f"{_name(path)}:{line} imports {module}"
        for line, module in _imported(tree)
        if PRIVATE_MODULES.match(module) or _library_private(module)
    ]
    for node in ast.walk(tree):
        name = node.attr if isinstance(node, ast.Attribute) else None
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            name = node.value  # (getattr(model, "__pydantic_...") too)
        if isinstance(node, ast.Name):
            name = node.id
        if isinstance(node, ast.Attribute) and node.attr in JINJA_HOOKS:
            uses.append(f"{_name(path)}:{node.lineno} uses {node.attr}")
        elif name and PRIVATE_ATTRIBUTE.fullmatch(name):
            uses.append(f"{_name(path)}:{node.lineno} uses {name}")
    return uses


def test_libraries_are_used_through_their_public_api_only() -> None:
    uses = [use for p in _sources(CODE) for use in _private_uses(p)]
    assert not uses, "\n".join(uses)


@pytest.mark.parametrize(
    "source",
    [
        "from jinja2.compiler import CodeGenerator",
        "import jinja2.runtime",
        "from pydantic._internal import _decorators",
        "from jinja2.utils import _PassArg",
        "env.code_generator_class = Generator",
        "macro._func(1)",
        "x = model.__pydantic_decorators__",
        "object.__setattr__(m, '__pydantic_fields_set__', set())",
    ],
)
def test_the_public_api_check_finds_a_private_use(tmp_path: Path, source: str) -> None:
    module = tmp_path / "private_use.py"
    module.write_text(source + "\n", encoding="utf-8")
    assert _private_uses(module)
    module.write_text("from jinja2 import Environment\nx = model.model_fields_set\n")
    assert _private_uses(module) == []


def test_the_size_check_counts_a_function_whole(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(LONGEST_FUNCTION))
    module = tmp_path / "long.py"
    module.write_text(f"def f():\n{body}\n\n\ndef g():\n    pass\n", encoding="utf-8")
    assert _functions(module) == [
        ("long.py:1 f", LONGEST_FUNCTION + 1),
        (f"long.py:{LONGEST_FUNCTION + 4} g", 2),
    ]
