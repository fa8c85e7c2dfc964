"""Which code of the engine runs: the compiled modules (``make compile``), or the source.

``make compile`` (compile_rules.py) compiles most of rules/ with mypyc into C extension
modules beside their sources, which Python imports in their place. They are used only
while they are exactly their source: the build ends by writing the hash of every source it
compiled (rules/_native.sha256), and if any of those sources has changed since, or the
stamp is missing, or RULES_PURE is set, every module of the engine is imported from its
source instead, so that an edit takes effect at once and compiled and interpreted code
are never mixed. (The one place in rules/ that reads files: which code to run, never what
it computes.)
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
STAMP = HERE / "_native.sha256"


def fresh(stamp: Path = STAMP, root: Path = HERE.parent) -> bool:
    """Does ``stamp`` list sources that are all exactly as they were compiled?"""
    try:
        lines = stamp.read_text().splitlines()
    except OSError:
        return False
    if not lines:
        return False
    for line in lines:
        expected, _, path = line.partition("  ")
        try:
            actual = hashlib.sha256((root / path).read_bytes()).hexdigest()
        except OSError:
            return False
        if actual != expected:
            return False
    return True


class _FromSource:
    """A finder that imports the engine's modules from their .py files only."""

    @staticmethod
    def find_spec(
        name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("rules.") or path is None:
            return None
        leaf = name.rpartition(".")[2]
        for folder in path:
            for candidate in (Path(folder) / f"{leaf}.py", Path(folder) / leaf / "__init__.py"):
                if candidate.is_file():
                    return importlib.util.spec_from_file_location(name, candidate)
        return None


def _compiled_present() -> bool:
    return any(HERE.rglob("*.so"))


#: Is the engine running compiled code? (bench/run.py reports it.)
COMPILED = False

if _compiled_present():
    if not os.environ.get("RULES_PURE") and fresh():
        COMPILED = True
    elif _FromSource not in sys.meta_path:
        sys.meta_path.insert(0, _FromSource)
