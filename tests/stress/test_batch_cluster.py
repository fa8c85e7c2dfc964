"""batch on a Dask LocalCluster of two workers and on two processes: the same records, byte
for byte and in order, as on one process, for a generated mix of incidents (make stress)."""

from __future__ import annotations

import collections
import gc
import hashlib
import json
import re
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import base_incident

from explainer import batch, workers
from explainer.cli import main

from .live import summary

pytestmark = pytest.mark.stress

ROOT = Path(__file__).resolve().parents[2]
INCIDENTS = 3000


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("batch") / "incidents.jsonl"
    with path.open("wb") as out:
        command = [sys.executable, "-m", "bench.generate", str(INCIDENTS)]
        subprocess.run(command, cwd=ROOT, stdout=out, check=True)
    return path


def _run(generated: Path, out: Path, *options: str) -> float:
    start = time.perf_counter()
    result = CliRunner().invoke(main, ["batch", str(generated), "-o", str(out), *options])
    took = time.perf_counter() - start
    assert result.exit_code == 0, result.output
    assert f"{INCIDENTS:,} lines" in result.stderr
    return took


def test_one_process_two_processes_and_dask_write_the_same_bytes(
    generated: Path, tmp_path: Path
) -> None:
    outputs = {
        "jobs1": tmp_path / "one.jsonl",
        "jobs2": tmp_path / "two.jsonl",
        "dask2": tmp_path / "dask.jsonl",
    }
    seconds = {
        "jobs1": _run(generated, outputs["jobs1"], "--jobs", "1"),
        "jobs2": _run(generated, outputs["jobs2"], "--jobs", "2"),
        "dask2": _run(generated, outputs["dask2"], "--jobs", "2", "--dask", "local"),
    }
    digests = {k: hashlib.sha256(p.read_bytes()).hexdigest() for k, p in outputs.items()}
    assert len(outputs["jobs1"].read_bytes().splitlines()) == INCIDENTS
    assert digests["jobs2"] == digests["jobs1"]
    assert digests["dask2"] == digests["jobs1"]
    summary(
        "batch on processes and Dask",
        incidents=INCIDENTS,
        **{f"{k}_s": round(v, 1) for k, v in seconds.items()},
        identical=True,
    )


def test_an_unreachable_scheduler_is_a_clear_error(
    generated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workers, "CONNECT_TIMEOUT", 2)
    result = CliRunner().invoke(
        main, ["batch", str(generated), "-o", str(tmp_path / "x"), "--dask", "tcp://127.0.0.1:9"]
    )
    assert result.exit_code == 2
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in result.stderr
    assert "Traceback" not in result.output


def _lines_held(marker: str) -> set[int]:
    """The numbers of the input lines (titled ``marker`` and a number) that this process
    still holds anywhere: as text in a container, or inside a message's bytes."""
    gc.collect()
    found: set[int] = set()
    pattern = re.compile(re.escape(marker) + r" (\d+)")
    for holder in gc.get_objects():
        if isinstance(holder, dict):
            items: Iterable[object] = holder.values()
        elif isinstance(holder, (list, tuple, collections.deque)):
            items = holder
        else:
            continue
        for item in items:
            for piece in item if isinstance(item, tuple) else (item,):
                if isinstance(piece, str) and marker in piece:
                    found.update(int(n) for n in pattern.findall(piece))
                elif isinstance(piece, (bytes, bytearray)) and marker.encode() in piece:
                    found.update(int(n) for n in pattern.findall(piece.decode("latin-1")))
    return found


def test_dask_keeps_no_chunk_once_its_records_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The parent process holds the client and a LocalCluster's scheduler: once a chunk's
    # records are written, it may not stay there (Dask's logs of recent messages kept the
    # last 1,000 chunks, twice: the parent's memory grew by about 3 KB a line). What is
    # left is at most the last chunk, in a connection's buffer: constant in the batch's size.
    size, chunks = 20, 30
    monkeypatch.setattr(batch, "CHUNK_LINES", size)
    marker = "held-check"
    numbers = range(1, size * chunks + 1)
    lines = (json.dumps(base_incident(title=f"{marker} {i}")) for i in numbers)
    out_path = tmp_path / "out.jsonl"
    with out_path.open("w") as out, workers.dask("local", None, False, 2) as mapper:
        done = batch.run(lines, out, mapper=mapper)
        held = _lines_held(marker)
    assert done.lines == len(numbers)
    # At most the chunks a run keeps in flight (AHEAD per worker, 2 workers) and one more,
    # in connections' buffers: a bound that does not grow with the batch (30 chunks here;
    # without the fix all 600 lines stayed).
    bound = size * (workers.AHEAD * 2 + 1)
    assert len(held) <= bound, f"{len(held)} lines of {chunks} chunks still held"
