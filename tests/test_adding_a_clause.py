"""CONTRIBUTING's "Adding a clause" walked on a scratch clause: the completeness tests ask
for the files it lists, and no others.

A scratch clause, OFF-POS-99, is declared beside OFF-POS-7 (a class in
rules/catalogue/position.py's module, added to RULES for the test's length). Each
completeness test then fails naming what is missing; once the listed files are there
(written to a copy of the folders the tests read), they pass.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path
from types import ModuleType
from typing import Final

import pytest
import test_catalogue
from step_defs import rulebook
from step_defs.rulebook import Case

from rules.catalogue import RULES, Clause
from rules.catalogue import position as part
from rules.catalogue.clause import FACT, LAW_11, clause

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = "OFF-POS-99"


class OffPos99(Clause):
    rule: Final = clause(SCRATCH, LAW_11, "11.1", FACT, title="A scratch clause for a test")
    scratched: Final = rule.outcome("scratched")
    not_scratched: Final = rule.outcome("not_scratched")


def listed_files() -> list[str]:
    """The files CONTRIBUTING's "Adding a clause" says a sibling clause touches."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Adding a clause", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```text\n(.*?)```", section, re.S)
    assert block is not None, "Adding a clause lists its files in a ```text block"
    return [line.strip().replace("OFF-XYZ-1", SCRATCH) for line in block[1].splitlines()]


def _module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def scratch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(part, "OffPos99", OffPos99, raising=False)
    monkeypatch.setitem(RULES, SCRATCH, OffPos99.rule)
    monkeypatch.setitem(rulebook.RULE_TAGS, "OFF_POS_99", SCRATCH)


def _failure(check: object, *args: object) -> str:
    with pytest.raises((AssertionError, FileNotFoundError)) as failed:
        check(*args)  # type: ignore[operator]
    return str(failed.value)


def test_the_walk_lists_five_files_and_the_declaration_is_the_first() -> None:
    files = listed_files()
    assert len(files) == 5, files
    assert files[0] == "rules/catalogue/<part>.py" and (ROOT / "rules/catalogue").is_dir()
    assert files[1] == "rules/<module of the part>.py"
    fixed = [f for f in files if "<" not in f]
    assert fixed == [
        f"templates/findings/{SCRATCH}.txt.j2",
        f"templates/laws/summaries/{SCRATCH}.html",
    ]
    assert files[4] == "features/<topic>.feature"


@pytest.mark.usefixtures("scratch")
def test_a_declared_clause_asks_for_exactly_the_listed_files() -> None:
    laws = _module(ROOT / "tests/web/test_laws.py", "_walk_test_laws")
    coverage = _module(ROOT / "tests/unit/engine/test_rule_coverage.py", "_walk_rule_coverage")
    files = listed_files()
    template, summary = files[2], files[3]
    asked = {
        "finding template": _failure(test_catalogue.test_every_rule_has_a_finding_template),
        "its outcomes": _failure(
            test_catalogue.test_every_finding_template_words_exactly_the_declared_outcomes
        ),
        "summary": _failure(
            laws.test_every_rule_has_a_title_and_a_summary_template_with_a_lead, None
        ),
        "scenario": _failure(test_catalogue.test_every_rule_has_a_scenario),
        "a test of its finding": _failure(
            coverage.test_every_law_11_rule_has_a_test_asserting_its_finding
        ),
    }
    assert f"{Path(template).parent}/<ID>.txt.j2: ['{SCRATCH}']" in asked["finding template"]
    assert Path(template).name in asked["its outcomes"]
    assert f"{Path(summary).parent}/: ['{SCRATCH}']" in asked["summary"]
    assert f"features/ is tagged with these rules: {SCRATCH} (tag @OFF_POS_99)" in asked["scenario"]
    assert "rules with no test asserting their finding" in asked["a test of its finding"]
    # Nothing else asks for anything: the outcome strings, the rule book's sections and
    # the other checks of the catalogue pass with the clause declared.
    import test_outcome_strings

    test_outcome_strings.test_every_outcome_string_names_a_declared_outcome()
    laws.test_every_clause_is_in_exactly_one_section()
    test_catalogue.test_every_tag_names_a_rule_or_a_topic()


@pytest.mark.usefixtures("scratch")
def test_with_the_listed_files_the_completeness_tests_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = listed_files()
    findings = tmp_path / "findings"
    shutil.copytree(test_catalogue.FINDING_TEMPLATES, findings)
    (findings / Path(files[2]).name).write_text(
        "{% macro text(f, facts, w, who, touch) -%}\n"
        '{%- if f.outcome == "scratched" -%}{{ who }} scratched\n'
        "{%- else -%}{{ who }} did not scratch{%- endif -%}\n"
        "{%- endmacro %}\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(test_catalogue, "FINDING_TEMPLATES", findings)
    test_catalogue.test_every_rule_has_a_finding_template()
    test_catalogue.test_every_finding_template_words_exactly_the_declared_outcomes()

    laws = _module(ROOT / "tests/web/test_laws.py", "_walk_test_laws")
    summaries = tmp_path / "summaries"
    shutil.copytree(laws.SUMMARIES, summaries)
    (summaries / Path(files[3]).name).write_text("{% macro lead() %}x{% endmacro %}\n")
    monkeypatch.setattr(laws, "SUMMARIES", summaries)
    # (The summary's rendering needs the app; that it is there is what the test asks first.)
    with pytest.raises(AttributeError):
        laws.test_every_rule_has_a_title_and_a_summary_template_with_a_lead(None)

    steps = ("the referee applies the Laws", "the reasoning says that Kane scratched")
    scenario = Case(
        "offside_position", "A scratch", "It scratches", 1, frozenset({"OFF_POS_99"}), 1, steps
    )
    real = rulebook.cases()
    monkeypatch.setattr(test_catalogue, "cases", lambda: (*real, scenario))
    test_catalogue.test_every_rule_has_a_scenario()
    coverage = _module(ROOT / "tests/unit/engine/test_rule_coverage.py", "_walk_rule_coverage")
    monkeypatch.setattr(coverage, "cases", lambda: (*real, scenario))
    coverage.test_every_law_11_rule_has_a_test_asserting_its_finding()
