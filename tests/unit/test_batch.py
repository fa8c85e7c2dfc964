"""var-explainer batch: one record per line, errors with line numbers, a summary."""

from __future__ import annotations

import io
import json
from pathlib import Path

import yaml
from click.testing import CliRunner
from support import base_incident, qualitative

from explainer import batch
from explainer.cli import main


def lines() -> list[str]:
    offside = base_incident(positions=[qualitative("A2", 1)])
    onside = base_incident(positions=[qualitative("A2", 1, second_last="behind")])
    unknown = base_incident()
    bad_ref = base_incident(sequence=[{"by": "D9", "action": "pass"}])
    return [
        json.dumps(offside),
        "{not json",
        json.dumps(onside),
        "",
        json.dumps(unknown),
        json.dumps(bad_ref),
        json.dumps([1, 2]),
    ]


def test_run_writes_one_record_per_line_and_counts() -> None:
    out = io.StringIO()
    summary = batch.run(iter(x + "\n" for x in lines()), out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["line"] for r in records] == list(range(1, 8))
    assert [r["ok"] for r in records] == [True, False, True, False, True, False, False]
    assert records[0]["decision"]["offside_offence"] is True
    assert records[2]["decision"]["offside_offence"] is False
    assert records[4]["decision"]["offside_offence"] is None
    assert records[5]["errors"] == [{"path": "sequence[0].by", "message": 'unknown player "D9"'}]
    assert "trace" not in records[0]["decision"]
    assert summary.as_dict() == {
        "lines": 7,
        "invalid": 4,
        "no_offside": 1,
        "offside": 1,
        "undetermined": 1,
    }


def test_trace_option_includes_the_trace() -> None:
    out = io.StringIO()
    batch.run([lines()[0]], out, trace=True)
    record = json.loads(out.getvalue())
    assert record["decision"]["trace"][0]["rule"] == "EDITION-1"


def test_cli_batch_to_file_with_summary(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(lines()) + "\n")
    dest = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, ["batch", str(src), "-o", str(dest)])
    # Some lines were not valid incidents: every record is written, and the exit code says so.
    assert result.exit_code == 2
    assert len(dest.read_text().splitlines()) == 7
    assert "7 lines: 4 invalid, 1 no offside, 1 offside, 1 undetermined" in result.stderr
    allowed = CliRunner().invoke(main, ["batch", str(src), "-o", str(dest), "--allow-invalid"])
    assert allowed.exit_code == 0 and len(dest.read_text().splitlines()) == 7
    src.write_text(lines()[0] + "\n" + lines()[2] + "\n")
    assert CliRunner().invoke(main, ["batch", str(src), "-o", str(dest)]).exit_code == 0


def test_the_summary_of_one_line_says_line(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(lines()[0] + "\n")
    said = {
        lang: CliRunner()
        .invoke(main, ["batch", str(src), "-o", str(tmp_path / "out"), "--lang", lang])
        .stderr
        for lang in ("en", "fr", "de", "es")
    }
    assert "1 line: " in said["en"], said["en"]
    assert "ligne : 1" in said["fr"] and "Zeile: 1" in said["de"] and "línea: 1" in said["es"], said


def test_cli_batch_bad_edition_exits_2(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(lines()[0] + "\n")
    result = CliRunner().invoke(main, ["batch", str(src), "--edition", "1900/01"])
    assert result.exit_code == 2
    assert "unknown edition" in result.stderr


def test_cli_batch_missing_file_exits_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 2


def test_casebook_kane_through_batch(kane_yaml: Path) -> None:
    data = yaml.safe_load(kane_yaml.read_text())
    out = io.StringIO()
    batch.run([json.dumps(data, default=str)], out)
    record = json.loads(out.getvalue())
    assert record["decision"]["offender"] == "kane"
