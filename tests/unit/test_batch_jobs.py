"""var-explainer batch on several processes (--jobs) and on Dask (--dask): the same records,
byte for byte and in the input's order, as on one process; a progress bar on a terminal."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import base_incident, qualitative

from explainer import batch, workers
from explainer.cli import main


def mixed_lines(n: int) -> list[str]:
    """n lines of every kind: offside, onside, undetermined, invalid, blank."""
    kinds = [
        json.dumps(base_incident(positions=[qualitative("A2", 1)])),
        json.dumps(base_incident(positions=[qualitative("A2", 1, second_last="behind")])),
        json.dumps(base_incident()),
        json.dumps(base_incident(sequence=[{"by": "D9", "action": "pass"}])),
        "{not json",
        "",
    ]
    return [kinds[(i * 7) % len(kinds)] for i in range(n)]


def test_chunks_number_every_line_and_keep_their_order() -> None:
    pieces = list(batch.chunks((f"{i}\n" for i in range(1, 11)), size=3))
    assert [len(p) for p in pieces] == [3, 3, 3, 1]
    assert [n for piece in pieces for n, _ in piece] == list(range(1, 11))
    assert [int(raw) for piece in pieces for _, raw in piece] == list(range(1, 11))


def test_chunks_end_early_on_long_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "CHUNK_CHARS", 10)
    pieces = list(batch.chunks(["x" * 6, "y" * 6, "z"], size=100))
    assert [len(p) for p in pieces] == [2, 1]


def test_processes_give_the_same_bytes_in_the_same_order(monkeypatch: pytest.MonkeyPatch) -> None:
    # Small chunks, so that many are in flight at once and finish out of order.
    monkeypatch.setattr(batch, "CHUNK_LINES", 4)
    lines = mixed_lines(61)
    alone, together = io.StringIO(), io.StringIO()
    one = batch.run(lines, alone)
    with workers.processes(2, None, False) as mapper:
        two = batch.run(lines, together, mapper=mapper)
    assert together.getvalue() == alone.getvalue()
    assert [json.loads(x)["line"] for x in together.getvalue().splitlines()] == list(range(1, 62))
    assert two.as_dict() == one.as_dict()
    assert one.counts["invalid"] and one.counts["offside"] and one.counts["no_offside"]


def test_the_cli_writes_the_same_file_with_jobs(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(mixed_lines(25)) + "\n")
    outputs = {}
    for jobs in ("1", "2", "0"):
        dest = tmp_path / f"out{jobs}.jsonl"
        result = CliRunner().invoke(
            main, ["batch", str(src), "-o", str(dest), "--jobs", jobs, "--allow-invalid"]
        )
        assert result.exit_code == 0, result.output
        outputs[jobs] = dest.read_bytes()
    assert outputs["1"] == outputs["2"] == outputs["0"]
    assert len(outputs["1"].splitlines()) == 25


def test_a_negative_number_of_jobs_is_refused(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(mixed_lines(1)[0] + "\n")
    result = CliRunner().invoke(main, ["batch", str(src), "--jobs", "-1"])
    assert result.exit_code == 2
    assert "--jobs" in result.output


def test_dask_without_the_extra_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    src = tmp_path / "in.jsonl"
    src.write_text(mixed_lines(1)[0] + "\n")
    result = CliRunner().invoke(main, ["batch", str(src), "--dask", "local"])
    assert result.exit_code == 2
    assert "var-explainer[dask]" in result.stderr
    assert "Traceback" not in result.output


def test_progress_shows_a_bar_for_a_file_and_a_count_for_a_pipe(tmp_path: Path) -> None:
    path = tmp_path / "in.jsonl"
    path.write_bytes(b"x" * 1000)
    shown = io.StringIO()
    with path.open(encoding="utf-8") as source:
        source.buffer.seek(500)  # half of the file read
        bar = batch.Progress(shown, source, lambda n, rate: f"{n} done", every=0)
        bar.update(10)
    assert "[" + "#" * 12 + "." * 12 + "]" in shown.getvalue()
    assert "50%" in shown.getvalue() and "10 done" in shown.getvalue()
    piped = io.StringIO()
    count = batch.Progress(piped, None, lambda n, rate: f"{n} done", every=0)
    count.update(7)
    assert piped.getvalue() == "\r7 done"
    count.close()
    assert piped.getvalue().endswith("\r")


def test_the_progress_words_come_from_the_messages() -> None:
    from explainer.messages import say

    assert say("cli", "batch_progress", 12000, 3100) == "12,000 incidents (3,100 a second)"
    assert say("cli", "batch_progress", 1, 1) == "1 incident (1 a second)"
