"""The wheel lists every Python package of the project (a missing one breaks `import rules`)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_python_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("rules", "explainer", "drafting")
        for init in (ROOT / top).rglob("__init__.py")
    }
    assert found - listed == set(), "packages missing from [tool.setuptools] packages"


def test_runtime_dependencies_cover_what_the_app_imports() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    deps = " ".join(config["project"]["dependencies"]).lower()
    for name in ("pydantic", "jinja2", "flask", "pyyaml", "gunicorn", "sqlalchemy", "gherkin"):
        assert name in deps, name
