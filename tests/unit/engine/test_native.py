"""The compiled engine (make compile, rules/_native.py): used only while it is exactly its
source, and giving exactly the source's answers."""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from rules import _native
from rules._native import COMPILED

ROOT = Path(__file__).resolve().parents[3]

_DUMP = (
    "import json, sys, rules, rules.engine\n"
    "from bench.golden import outputs\n"
    "json.dump({'compiled': rules._native.COMPILED,\n"
    "           'engine': rules.engine.__spec__.origin,\n"
    "           'outputs': dict(outputs(generated=60))}, sys.stdout)\n"
)


def _run(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "RULES_PURE"}
    if pure:
        env["RULES_PURE"] = "1"
    done = subprocess.run(
        [sys.executable, "-c", _DUMP], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


needs_compiler = pytest.mark.skipif(
    shutil.which("cc") is None and shutil.which("gcc") is None,
    reason="no C compiler: make compile leaves the engine to run from source",
)


@needs_compiler
def test_make_test_runs_the_compiled_engine() -> None:
    # `make test` compiles first (make compile); a failed build would leave the source to
    # run, which this catches.
    assert _native.COMPILED, "rules/ is not compiled, or out of date: run make compile"
    assert str(rules.engine.__spec__.origin).endswith(".so")  # type: ignore[attr-defined]


@needs_compiler
def test_compiled_and_source_give_the_same_answers_byte_for_byte() -> None:
    compiled, source = _run(pure=False), _run(pure=True)
    assert compiled["compiled"] is True and str(compiled["engine"]).endswith(".so")
    assert source["compiled"] is False and str(source["engine"]).endswith("engine.py")
    got, expected = compiled["outputs"], source["outputs"]
    assert isinstance(got, dict) and isinstance(expected, dict)
    assert len(expected) > 250  # casebook (every edition), 60 generated, 3 at the limits
    differ = sorted(k for k in expected.keys() | got.keys() if got.get(k) != expected.get(k))
    assert not differ, differ[:10]


def _stamp(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (folder / name).write_text(text)
    stamp = folder / "stamp"
    stamp.write_text(
        "".join(
            f"{hashlib.sha256(text.encode()).hexdigest()}  {name}\n" for name, text in files.items()
        )
    )
    return stamp


def test_a_stamp_matching_its_sources_is_fresh(tmp_path: Path) -> None:
    stamp = _stamp(tmp_path, {"a.py": "x = 1\n", "b.py": "y = 2\n"})
    assert _native.fresh(stamp, tmp_path)


def test_an_edited_source_makes_the_build_stale(tmp_path: Path) -> None:
    stamp = _stamp(tmp_path, {"a.py": "x = 1\n", "b.py": "y = 2\n"})
    (tmp_path / "b.py").write_text("y = 3\n")
    assert not _native.fresh(stamp, tmp_path)


def test_a_missing_stamp_or_source_makes_it_stale(tmp_path: Path) -> None:
    assert not _native.fresh(tmp_path / "stamp", tmp_path)
    stamp = _stamp(tmp_path, {"a.py": "x = 1\n"})
    (tmp_path / "a.py").unlink()
    assert not _native.fresh(stamp, tmp_path)
    stamp.write_text("")
    assert not _native.fresh(stamp, tmp_path)


def test_the_type_checker_holds_findings_frozen() -> None:
    # A finding's fields are Final (rules/finding.py): the type checker refuses any
    # assignment but its constructor's.
    from mypy import api

    snippet = "\n".join(
        [
            "from rules.trace import Finding",
            "def edit(f: Finding) -> None:",
            "    f.rule = 'OFF-POS-2'",
        ]
    )
    out, _, status = api.run(["--no-error-summary", "-c", snippet])
    assert status == 1 and 'Cannot assign to final attribute "rule"' in out, out


@pytest.mark.skipif(not COMPILED, reason="compiled only")
def test_a_compiled_finding_is_read_only() -> None:
    from rules.catalogue import cite
    from rules.trace import Finding

    finding = Finding("OFF-POS-2", cite("OFF-POS-2", "2024/25"), "offside_position", 2)
    with pytest.raises(AttributeError):
        finding.rule = "OFF-POS-1"  # type: ignore[misc]


def _source_fields(path: Path, name: str) -> dict[str, str]:
    """The fields class ``name`` declares in ``path``, and their types as written (the
    ``Final[...]`` around them taken off)."""
    tree = ast.parse(path.read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)
    found = {}
    for node in cls.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            written = ast.unparse(node.annotation)
            if written.startswith("Final["):
                written = written.removeprefix("Final[").removesuffix("]")
            found[node.target.id] = written
    return found


@pytest.mark.parametrize(
    ("cls", "declared"), [("Finding", "_FindingFields"), ("TraceRef", "_TraceRefFields")]
)
def test_pydantic_sees_the_fields_the_classes_declare(cls: str, declared: str) -> None:
    # rules/trace.py declares the fields of rules/finding.py's classes again, for pydantic
    # (compiling erases their types): the same names, order and types, and as defaults
    # what each class's constructor gives a field left out.
    from rules import trace
    from rules.catalogue import cite

    root = Path(__file__).resolve().parents[3] / "rules"
    ours = _source_fields(root / "finding.py", cls)
    assert list(ours.items()) == list(_source_fields(root / "trace.py", declared).items())
    fields = dataclasses.fields(getattr(trace, declared))
    assert [f.name for f in dataclasses.fields(getattr(trace, cls))] == list(ours)
    required = [
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    values = {
        "rule": "OFF-POS-2",
        "citation": cite("OFF-POS-2", "2024/25"),
        "outcome": "x",
        "index": 0,
    }
    made = getattr(trace, cls)(*(values[name] for name in required))
    for f in fields:
        if f.name not in required:
            default = f.default if f.default is not dataclasses.MISSING else f.default_factory()  # type: ignore[misc]
            assert getattr(made, f.name) == default, f.name


def test_references_hash_as_frozen_dataclasses_do() -> None:
    from rules.trace import TraceRef

    def ref(index: int) -> TraceRef:
        return TraceRef(index, "OFF-POS-2", "offside_position", 2, "kane")

    assert hash(ref(3)) == hash(ref(3)) and ref(3) == ref(3) and ref(3) != ref(4)
    assert len({ref(3), ref(3), ref(4)}) == 2


def test_a_decision_read_back_from_json_holds_the_same_findings() -> None:
    # pydantic makes the findings and references of a Decision read from JSON as their
    # own classes (rules/trace.py, _declare), equal to those the engine made.
    from explainer.casebook import cases
    from rules import decide
    from rules.trace import Decision, Finding, TraceRef

    for case in cases():
        made = decide(case.incident)
        read = Decision.model_validate_json(made.model_dump_json())
        assert read == made
        assert all(type(f) is Finding for f in read.trace)
        assert read.summary is not None
        assert all(type(r) is TraceRef for r in read.summary.decisive)


def test_a_decision_copies_and_pickles_whole() -> None:
    # A compiled finding has no __dict__ to restore: it is made again from its fields.
    import copy
    import pickle

    from explainer.casebook import cases
    from rules import analyse

    for case in cases():
        analysis = analyse(case.incident)
        assert copy.deepcopy(analysis) == analysis
        assert copy.copy(analysis.decision.trace[0]) == analysis.decision.trace[0]
        assert pickle.loads(pickle.dumps(analysis)) == analysis
        assert analysis.decision.summary is not None
        refs = analysis.decision.summary.decisive
        assert pickle.loads(pickle.dumps(refs)) == refs
