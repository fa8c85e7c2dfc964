"""The wording's compiled templates are kept on disk between runs (explainer.wording's
template cache): a second run compiles nothing and says the same; a damaged cache, or one
that cannot be written, is no cache; EXPLAINER_TEMPLATE_CACHE=off keeps none."""

from __future__ import annotations

from pathlib import Path

import pytest
from jinja2 import Environment

from explainer import casebook, wording
from explainer.wording import findings, tables, templates
from rules import analyse


def _forget() -> None:
    """The wording as a new run starts it: no environment, no macro or table kept."""
    wording.environment.cache_clear()
    findings.finding_macro.cache_clear()
    findings.helper_macro.cache_clear()
    findings.template_macro.cache_clear()
    tables._words_table.cache_clear()


def _explained(monkeypatch: pytest.MonkeyPatch, folder: str) -> tuple[str, int]:
    """The Kane explanation from a new environment with its cache in ``folder``, and how
    many templates that environment compiled."""
    monkeypatch.setenv("EXPLAINER_TEMPLATE_CACHE", folder)
    compiled: list[str | None] = []
    compile_ = Environment.compile

    def counted(self: Environment, source: str, name: str | None = None, *a: object) -> object:
        compiled.append(name)
        return compile_(self, source, name, *a)  # type: ignore[arg-type]

    monkeypatch.setattr(Environment, "compile", counted)
    _forget()  # a new environment, as a new run of the command line makes
    try:
        case = casebook.cases()[0]
        said = wording.explain_text(case.incident, analyse(case.incident))
    finally:
        _forget()
    return said, len(compiled)


def test_a_second_run_compiles_nothing_and_says_the_same(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first, compiled = _explained(monkeypatch, str(tmp_path))
    assert compiled > 10 and len(list(tmp_path.glob("*.jinja"))) == compiled
    again, compiled_again = _explained(monkeypatch, str(tmp_path))
    assert (again, compiled_again) == (first, 0)


def test_a_damaged_cache_is_compiled_afresh(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first, compiled = _explained(monkeypatch, str(tmp_path))
    for kept in tmp_path.glob("*.jinja"):
        kept.write_bytes(kept.read_bytes()[:40] + b"\x00garbage")
    assert _explained(monkeypatch, str(tmp_path)) == (first, compiled)


def test_a_cache_that_cannot_be_written_is_no_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    first, compiled = _explained(monkeypatch, str(blocked))
    assert _explained(monkeypatch, str(blocked)) == (first, compiled)
    monkeypatch.setenv("EXPLAINER_TEMPLATE_CACHE", "off")
    assert wording.template_cache() is None


def test_another_compiler_does_not_read_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cache = templates.TemplateCache(tmp_path)
    other = templates.TemplateCache(tmp_path)
    other.made = "another version of explainer/wording/templates.py"
    name, filename = "text/explanation.txt.j2", "/x/text/explanation.txt.j2"
    assert cache.get_cache_key(name, filename) != other.get_cache_key(name, filename)
    assert cache.get_cache_key(name, filename) == templates.TemplateCache(tmp_path).get_cache_key(
        name, filename
    )
