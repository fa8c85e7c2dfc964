"""The rule book's incidents ship with the package (explainer/data/rulebook-incidents.json):
recorded by the scenarios' run, rewritten only when they change, and checked against the
feature files as they are."""

from __future__ import annotations

import shutil
from pathlib import Path

from explainer import rulebook
from explainer.training import recorded
from rules import read_incident

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
REGENERATE = (
    "run `make test` (or: pytest -p no:xdist tests/step_defs && python -m"
    " explainer.training.recorded reports/rulebook-incidents.json) and commit the file"
)


def test_the_shipped_incidents_are_of_the_feature_files_as_they_are() -> None:
    digests, found = recorded.read(recorded.SHIPPED)
    assert digests == rulebook.digests(FEATURES), REGENERATE
    assert len(found) >= 300


def test_a_changed_feature_file_makes_the_shipped_incidents_stale(tmp_path: Path) -> None:
    features = tmp_path / "features"
    shutil.copytree(FEATURES, features)
    with (features / "sanctions.feature").open("a", encoding="utf-8") as f:
        f.write("\n  Scenario: A scenario nobody ran\n    Given Kane scores\n")
    digests, _ = recorded.read(recorded.SHIPPED)
    changed = {
        name for name, digest in rulebook.digests(features).items() if digests[name] != digest
    }
    assert changed == {"sanctions.feature"}


def test_every_shipped_incident_is_valid_and_names_its_scenario() -> None:
    _, found = recorded.read(recorded.SHIPPED)
    files = {p.name for p in FEATURES.glob("*.feature")}
    for row in found:
        assert row.feature in files and row.scenario
        read_incident(row.incident)


def test_the_same_incidents_leave_the_file_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "incidents.json"
    rows = [{"feature": "a.feature", "scenario": "S", "incident": {"sequence": []}}]
    assert recorded.write(rows, out, FEATURES)
    before = out.stat().st_mtime_ns, out.read_text(encoding="utf-8")
    assert not recorded.write(rows, out, FEATURES)
    assert (out.stat().st_mtime_ns, out.read_text(encoding="utf-8")) == before
    assert recorded.write([*rows, {**rows[0], "scenario": "T"}], out, FEATURES)
    assert recorded.read(out)[1][1].scenario == "T"
