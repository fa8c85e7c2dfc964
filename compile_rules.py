"""make compile: the rules engine compiled to C with mypyc, for speed; the same source.

rules/ is mypy-strict Python, which mypyc (part of mypy) turns into C extension modules
that CPython imports in place of the .py files beside them: the same functions, a decision
about 2x faster (README, Performance). Nothing else changes: the source is the engine, and
the engine runs from it unchanged wherever the compiled modules are missing or out of
date (rules/_native.py decides which at import; RULES_PURE=1 forces the source).

Writes the .so files into rules/ and, last, rules/_native.sha256: the hash of every source
compiled, which rules/_native.py checks. Compiling needs a C compiler and the Python
headers; without them the engine runs from source, and this says so and exits 0.

Left out: rules/__init__.py and rules/_native.py (they choose what to import), the
modules that define pydantic models or the outputs pydantic serialises (the incident
package, interview, outcomes, trace, edges: pydantic reads the annotations at run time),
and rules/analysis/ (the analysis's loop, light work, whose names the tests replace to count
its runs).
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
RULES = ROOT / "rules"
STAMP = RULES / "_native.sha256"
LEFT_OUT = {
    "rules/__init__.py",
    "rules/_native.py",
    "rules/offside/__init__.py",
    "rules/catalogue/__init__.py",
    "rules/var/__init__.py",
    "rules/trace.py",
    "rules/edges.py",
    "rules/interview.py",
    "rules/outcomes.py",
}

#: Packages left out whole: the incident's pydantic models, and the analysis.
LEFT_OUT_DIRS = ("rules/incident/", "rules/analysis/")


def modules() -> list[str]:
    """The sources compiled, as paths relative to the checkout."""
    found = (p.relative_to(ROOT).as_posix() for p in RULES.rglob("*.py"))
    return sorted(p for p in found if p not in LEFT_OUT and not p.startswith(LEFT_OUT_DIRS))


def digest(path: str) -> str:
    return hashlib.sha256((ROOT / path).read_bytes()).hexdigest()


def clean() -> None:
    """Remove every compiled module and the stamp: the engine runs from source."""
    STAMP.unlink(missing_ok=True)
    for so in RULES.rglob("*.so"):
        so.unlink()


def build() -> bool:
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(ROOT)  # (mypyc takes the paths as relative to the checkout)
    sources = modules()
    ext = mypycify(sources, opt_level="3", group_name="rules._native")
    dist = Distribution({"name": "rules-native", "ext_modules": ext})
    dist.verbose = False
    cmd = dist.get_command_obj("build_ext")
    cmd.inplace = True
    cmd.parallel = 2
    cmd.build_temp = str(ROOT / "build" / "mypyc-temp")
    dist.run_command("build_ext")
    # The stamp last: half a build is never taken for a whole one.
    STAMP.write_text("".join(f"{digest(p)}  {p}\n" for p in sources))
    return True


def main() -> int:
    start = time.monotonic()
    clean()
    try:
        build()
    except (Exception, SystemExit) as error:  # noqa: BLE001 (any failure: run from source)
        clean()
        print(
            f"make compile: the engine could not be compiled ({error}); it runs from source, "
            "about half as fast (a C compiler and the Python headers are needed).",
            file=sys.stderr,
        )
        return 0
    print(
        f"make compile: {len(modules())} modules of rules/ compiled in "
        f"{time.monotonic() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--clean"]:
        clean()
        sys.exit(0)
    sys.exit(main())
