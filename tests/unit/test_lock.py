"""The runtime dependencies are locked (issue 31, item 13).

Before, pyproject.toml gave lower bounds only and nothing was locked: a new release of
gunicorn (whose asgi worker the slow-client guarantees rest on) or of anything else could
come in with the next install, unchecked. Now requirements.lock pins every runtime
dependency, and every dependency of theirs, to one version with its files' hashes;
`make setup` installs from it with --require-hashes, `make lock` refreshes it and
`make audit` checks it for known vulnerabilities; pyproject.toml bounds each runtime
dependency below its next major version."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"
#: One locked requirement: ``name==version [; marker]`` and its ``--hash`` lines.
ENTRY = re.compile(
    r"^([A-Za-z0-9._-]+)==([^\s;\\]+)[^\n]*((?:\n\s+--hash=sha256:[0-9a-f]{64}[^\n]*)+)", re.M
)


def runtime() -> list[Requirement]:
    """pyproject.toml's runtime dependencies, and its postgres extra's (a deployment's)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    found = project["dependencies"] + project["optional-dependencies"]["postgres"]
    return [Requirement(text) for text in found]


def locked() -> dict[str, Version]:
    text = LOCK.read_text()
    entries = {canonicalize_name(m[1]): Version(m[2]) for m in ENTRY.finditer(text)}
    # Every requirement line of the lock is pinned and hashed (none slips through as a range).
    lines = [
        line for line in text.splitlines() if line and not line[0].isspace() and line[0] != "#"
    ]
    assert len(lines) == len(entries), [line for line in lines if "==" not in line]
    return entries


def test_every_runtime_dependency_is_pinned_with_hashes_within_its_bounds() -> None:
    pins = locked()
    for requirement in runtime():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{name} is not in requirements.lock: run `make lock`"
        assert requirement.specifier.contains(pins[name]), (name, pins[name])


def test_the_lock_holds_every_dependency_of_what_it_locks() -> None:
    """The closure, as the installed packages' own metadata gives it (`make setup` installs
    the lock and checks the dev extras left it as it is)."""
    pins = locked()
    todo = [(r, set(r.extras)) for r in runtime()]
    seen: set[str] = set()
    while todo:
        requirement, extras = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in seen:
            continue
        seen.add(name)
        assert name in pins, f"{name} (needed) is not in requirements.lock"
        assert metadata.version(name) == str(pins[name]), (name, "installed differs from lock")
        for text in metadata.requires(name) or []:
            needed = Requirement(text)
            envs = [{"extra": extra} for extra in extras] or [{"extra": ""}]
            if needed.marker is None or any(needed.marker.evaluate(env) for env in envs):
                todo.append((needed, set(needed.extras)))


def test_every_runtime_dependency_has_an_upper_bound() -> None:
    """A major release may change what we rely on (gunicorn's asgi worker above all)."""
    for requirement in runtime():
        assert any(s.operator in ("<", "<=", "==", "~=") for s in requirement.specifier), (
            requirement
        )
    gunicorn = next(r for r in runtime() if r.name == "gunicorn")
    assert not gunicorn.specifier.contains("28.0")


def test_setup_installs_the_lock_with_its_hashes_and_lock_and_audit_exist() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "--require-hashes -r $(LOCK)" in makefile and "LOCK := requirements.lock" in makefile
    assert re.search(r"^\$\(STAMP\): pyproject.toml \$\(LOCK\)$", makefile, re.M)
    assert re.search(r"^lock: ", makefile, re.M) and re.search(r"^audit: ", makefile, re.M)
