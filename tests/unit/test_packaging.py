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


def test_the_translations_ship_with_the_package() -> None:
    """The language module finds its catalogs by the area files next to them: without
    them an installed copy would speak English only."""
    import fnmatch

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["explainer"]
    folder = ROOT / "explainer"
    files = [p for p in (folder / "locales").rglob("*") if p.is_file()]
    assert files
    unshipped = [
        str(p.relative_to(folder))
        for p in files
        if not any(fnmatch.fnmatch(str(p.relative_to(folder)), pat) for pat in patterns)
    ]
    assert unshipped == []
