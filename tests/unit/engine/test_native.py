"""The compiled engine (make compile, rules/_native.py): used only while it is exactly its
source, and giving exactly the source's answers."""

from __future__ import annotations

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
    # A finding is frozen to the type checker (rules/trace.py): it refuses any assignment
    # but its constructor's.
    from mypy import api

    snippet = "\n".join(
        [
            "from rules.trace import Finding",
            "def edit(f: Finding) -> None:",
            "    f.rule = 'OFF-POS-2'",
        ]
    )
    out, _, status = api.run(["--no-error-summary", "-c", snippet])
    assert status == 1 and 'Property "rule" defined in "Finding" is read-only' in out, out


def test_every_output_is_declared_once_as_a_dataclass() -> None:
    # No second declaration for pydantic: the JSON Schema of each output names the
    # fields its dataclass declares, in order, and its required ones.
    from rules import trace
    from rules.edges import adapter

    outputs = [
        c for c in vars(trace).values() if isinstance(c, type) and c.__module__ == trace.__name__
    ]
    assert len(outputs) > 15 and all(dataclasses.is_dataclass(c) for c in outputs)
    for cls in outputs:
        fields = dataclasses.fields(cls)
        schema = adapter(cls).json_schema()
        assert list(schema["properties"]) == [f.name for f in fields], cls
        required = [
            f.name
            for f in fields
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        ]
        assert schema.get("required", []) == required, cls


def test_references_hash_as_frozen_dataclasses_do() -> None:
    from rules.trace import TraceRef

    def ref(index: int) -> TraceRef:
        return TraceRef(index, "OFF-POS-2", "offside_position", 2, "kane")

    assert hash(ref(3)) == hash(ref(3)) and ref(3) == ref(3) and ref(3) != ref(4)
    assert len({ref(3), ref(3), ref(4)}) == 2


def test_a_decision_read_back_from_json_holds_the_same_findings() -> None:
    # pydantic makes the findings and references of a Decision read from JSON as their
    # own classes (rules/trace.py), equal to those the engine made.
    from explainer.casebook import cases
    from rules import decide
    from rules.edges import adapter, to_json
    from rules.trace import Decision, Finding, TraceRef

    for case in cases():
        made = decide(case.incident)
        read = adapter(Decision).validate_json(to_json(made))
        assert read == made
        assert all(type(f) is Finding for f in read.trace)
        assert read.summary is not None
        assert all(type(r) is TraceRef for r in read.summary.decisive)


def test_a_decision_copies_and_pickles_whole() -> None:
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
