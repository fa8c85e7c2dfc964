"""The incidents the rule book's scenarios build, as the last rule-book run recorded them
(tests/step_defs/recording.py), shipped in the package with a digest of each feature file.

``make test`` runs the scenarios (which write reports/rulebook-incidents.json) and then
``python -m explainer.training.recorded reports/rulebook-incidents.json``, which writes
``explainer/data/rulebook-incidents.json`` only when its content changes (a checkout stays
clean). tests/unit/training/test_recorded.py fails when it is stale against features/.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from explainer import rulebook

SHIPPED = Path(__file__).resolve().parents[1] / "data" / "rulebook-incidents.json"


@dataclass(frozen=True)
class Recorded:
    """One incident a scenario built: its feature file, its scenario and its data."""

    feature: str
    scenario: str
    incident: dict[str, Any]


def text_of(rows: list[dict[str, Any]], features: Path | None) -> str:
    """The shipped file's text: each feature file's digest, then one incident a line."""
    head = json.dumps({"features": rulebook.digests(features) if features else {}}, indent=1)
    lines = [json.dumps(row, ensure_ascii=False, sort_keys=True) for row in rows]
    return head[:-2] + ',\n "incidents": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"


def write(rows: list[dict[str, Any]], out: Path, features: Path | None) -> bool:
    """Write ``rows`` to ``out`` unless it already says the same; True when it wrote."""
    body = text_of(rows, features)
    if out.exists() and out.read_text(encoding="utf-8") == body:
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(body, encoding="utf-8")
    return True


def read(path: Path = SHIPPED) -> tuple[dict[str, str], tuple[Recorded, ...]]:
    """The feature files' digests at the run, and the incidents recorded."""
    data = json.loads(path.read_text(encoding="utf-8"))
    found = tuple(
        Recorded(str(row["feature"]), str(row["scenario"]), dict(row["incident"]))
        for row in data["incidents"]
    )
    return dict(data["features"]), found


@lru_cache(maxsize=1)
def shipped() -> tuple[Recorded, ...]:
    """The incidents shipped with the package (none when the file is missing)."""
    if not SHIPPED.exists():
        return ()
    return read(SHIPPED)[1]


def main(argv: list[str] | None = None) -> int:
    """``python -m explainer.training.recorded REPORT``: ship the run's incidents."""
    args = sys.argv[1:] if argv is None else argv
    if not args or not Path(args[0]).exists():
        print("no recorded incidents (run the rule book: pytest tests/step_defs)", file=sys.stderr)
        return 2
    rows = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    write(rows, SHIPPED, rulebook.features_dir())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
