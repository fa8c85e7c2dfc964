"""The engine ratios counted in instructions (valgrind's callgrind), which the machine's
load does not move: ``BENCH_ONLY=instructions make bench``.

The wall-clock ratios of ``bench.run.engine`` swing with whatever else the shared machine
runs. Counted instructions are the same from one run to the next for the same code and
inputs. Each mode runs in its own process under callgrind: the same set-up (imports,
the incidents, a warm-up), then the work of that mode over the incidents. The count of a
mode, less the count of the set-up alone, is the mode's work, and each is divided by
validation's (mode a), as the engine section does with times. Instructions are not time:
pydantic-core's Rust validator retires more of them per cycle than the interpreter does, so
these ratios are a floor of what the wall clock shows, not a substitute for it.

Run alone: ``.venv/bin/python -m bench.instructions [N]`` (N incidents, default 200).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MODES = ("none", "a", "b", "c", "d")

_WORK = """
import json, sys
from bench.generate import incidents
from explainer.wording import explain_text
from rules import Analysis, Incident, analyse, decide

mode, n = sys.argv[1], int(sys.argv[2])
lines = [json.dumps(d) for d in incidents(n, seed=7)]
for line in lines[:30]:  # the same warm-up for every mode (templates, caches)
    incident = Incident.model_validate_json(line)
    explain_text(incident, analyse(incident))
for line in lines:
    if mode == "a":
        Incident.model_validate_json(line)
    elif mode == "b":
        decide(Incident.model_validate_json(line))
    elif mode == "c":
        incident = Incident.model_validate_json(line)
        explain_text(incident, Analysis(decision=decide(incident)))
    elif mode == "d":
        incident = Incident.model_validate_json(line)
        explain_text(incident, analyse(incident))
"""


def _count(mode: str, n: int, out: Path) -> int:
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            _WORK,
            mode,
            str(n),
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count for mode {mode}: {done.stderr[-500:]}")
    return int(found.group(1))


def run(n: int = 200) -> dict[str, Any] | None:
    """Instructions per incident for each mode, and the ratios to validation; None when
    valgrind is not installed."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        counts = {m: _count(m, n, Path(tmp) / f"{m}.out") for m in MODES}
    work = {m: (counts[m] - counts["none"]) / n for m in MODES if m != "none"}
    return {
        "incidents": n,
        "per_incident": {m: round(v) for m, v in work.items()},
        "b_over_a": round(work["b"] / work["a"], 2),
        "c_over_a": round(work["c"] / work["a"], 2),
        "d_over_a": round(work["d"] / work["a"], 2),
    }


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if sys.argv[1:] else 200), indent=2))
