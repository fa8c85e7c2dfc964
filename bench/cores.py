"""All cores and a cluster (issue 36): `var-explainer batch` on one process, on two, and on a
Dask LocalCluster of two single-threaded workers, side by side on the same generated
incidents (BENCH_CORES_SIZE, default 100,000), and on a tenth of them for the memory.

Targets: --jobs 2 decides >= 1.6 x as many incidents a second as --jobs 1 (on a machine
with 2 cores or more); the three outputs are identical, byte for byte; the peak memory of
each way is the same within 10% for N/10 and N incidents (constant in the batch size), both
of the parent process alone (the command: it reads the input, writes the output and, on
Dask, holds the client and the LocalCluster's scheduler and nannies) and of the whole
process tree (the parent and its workers).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent

WAYS: dict[str, tuple[str, ...]] = {
    "jobs1": ("--jobs", "1"),
    "jobs2": ("--jobs", "2"),
    "dask2": ("--jobs", "2", "--dask", "local"),
}


def _rss_kb(root: int) -> tuple[int, int]:
    """The resident memory of ``root`` alone and of ``root`` with all its descendants, now."""
    alone, total, todo = 0, 0, [root]
    while todo:
        pid = todo.pop()
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
                    alone = int(line.split()[1]) if pid == root else alone
            for task in Path(f"/proc/{pid}/task").iterdir():
                todo.extend(int(c) for c in (task / "children").read_text().split())
        except (OSError, ValueError):
            continue
    return alone, total


def _measure(incidents: Path, out: Path, options: tuple[str, ...]) -> dict[str, Any]:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(BIN / "var-explainer"), "batch", str(incidents), "-o", str(out), *options],
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
    )
    peak_parent = peak_tree = 0
    while proc.poll() is None:
        parent, tree = _rss_kb(proc.pid)
        peak_parent, peak_tree = max(peak_parent, parent), max(peak_tree, tree)
        time.sleep(0.1)
    took = time.perf_counter() - start
    said = (proc.stderr.read() if proc.stderr else "").strip().splitlines()
    if proc.returncode != 0:
        raise RuntimeError(f"batch {' '.join(options)}: exit {proc.returncode}: {said[-3:]}")
    return {
        "seconds": round(took, 2),
        "peak_parent_rss_mb": round(peak_parent / 1024, 1),
        "peak_tree_rss_mb": round(peak_tree / 1024, 1),
        "summary": said[-1] if said else None,
        "sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
    }


def run() -> dict[str, Any]:
    size = int(os.environ.get("BENCH_CORES_SIZE", "100000"))
    report: dict[str, Any] = {"incidents": size, "cores": os.cpu_count()}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (size // 10, size):
            incidents = Path(tmp) / f"in{n}.jsonl"
            with incidents.open("wb") as sink:
                subprocess.run(
                    [sys.executable, "-m", "bench.generate", str(n)],
                    cwd=ROOT,
                    stdout=sink,
                    check=True,
                )
            for way, options in WAYS.items():
                figures = _measure(incidents, Path(tmp) / f"{way}.jsonl", options)
                figures["per_second"] = round(n / figures["seconds"])
                report.setdefault(way, {})[str(n)] = figures
    return report


def verdicts(figures: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    n = str(figures["incidents"])
    small = str(figures["incidents"] // 10)
    one, two, dask = (figures[w][n] for w in WAYS)
    speedup = two["per_second"] / one["per_second"]
    rows: list[tuple[str, str, str, bool | None]] = [
        (
            f"batch incidents/s jobs1/jobs2/dask2 ({int(n):,})",
            f"{one['per_second']}/{two['per_second']}/{dask['per_second']}",
            "-",
            None,
        ),
        (
            "batch speed-up --jobs 2 over --jobs 1",
            f"{speedup:.2f}",
            ">= 1.6 (2+ cores)",
            speedup >= 1.6 if (figures.get("cores") or 1) >= 2 else None,
        ),
        (
            "batch outputs identical (jobs1, jobs2, dask2)",
            "yes" if one["sha256"] == two["sha256"] == dask["sha256"] else "no",
            "yes",
            one["sha256"] == two["sha256"] == dask["sha256"],
        ),
    ]
    for way in WAYS:
        for what in ("parent", "tree"):
            field = f"peak_{what}_rss_mb"
            if field not in figures[way][small]:  # a report from before the parent was measured
                continue
            low, high = figures[way][small][field], figures[way][n][field]
            spread = abs(high - low) / low if low else 0.0
            rows.append(
                (
                    f"batch {way} peak {what} RSS MB ({int(small):,}/{int(n):,})",
                    f"{low:.0f}/{high:.0f}",
                    "spread <= 10%",
                    spread <= 0.10,
                )
            )
    return rows
