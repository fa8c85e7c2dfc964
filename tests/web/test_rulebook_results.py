"""The rule book ships each scenario's last result: ``make test`` writes them into the
package (explainer/data/rulebook-results.json, with the run's date, the engine's version
and a digest of each feature file) and every clause page shows them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from explainer import rulebook
from rules import ENGINE_VERSION

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
REGENERATE = (
    "run `make test` (or: pytest -p no:xdist tests/step_defs --cucumberjson=reports/cucumber.json"
    " && python -m explainer.rulebook reports/cucumber.json) and commit the file"
)


def unreported(report: rulebook.Report, book: rulebook.RuleBook) -> list[str]:
    """Every scenario of ``book`` (each row of an outline) that ``report`` has no result for."""
    missing = []
    for sc in book.scenarios():
        names = [sc.row_name(t, row) for t in sc.examples for row in t.rows] or [sc.name]
        missing += [f"{sc.file}:{sc.line} {n}" for n in names if not report.status(sc.feature, n)]
    return missing


def shipped() -> rulebook.Report:
    report = rulebook.load_report(rulebook.SHIPPED_RESULTS)
    assert report is not None, f"no {rulebook.SHIPPED_RESULTS.name}: {REGENERATE}"
    assert not report.unreadable
    return report


def test_the_shipped_results_cover_every_scenario_of_the_rule_book() -> None:
    book = rulebook.load(FEATURES)
    assert book.problem is None
    assert unreported(shipped(), book) == [], REGENERATE


def test_the_shipped_results_are_of_the_feature_files_as_they_are() -> None:
    report = shipped()
    assert report.engine == ENGINE_VERSION
    assert report.against(rulebook.load(FEATURES)).changed == frozenset(), REGENERATE
    assert set(report.features) == {p.name for p in FEATURES.glob("*.feature")}


def test_a_scenario_without_a_result_is_found(tmp_path: Path) -> None:
    features = tmp_path / "features"
    shutil.copytree(FEATURES, features)
    with (features / "sanctions.feature").open("a", encoding="utf-8") as f:
        f.write("\n  Scenario: A scenario nobody ran\n    Given Kane scores\n")
    missing = unreported(shipped(), rulebook.load(features))
    assert len(missing) == 1 and missing[0].endswith("A scenario nobody ran")


def test_every_clause_page_shows_the_shipped_results(make_client: Any) -> None:
    client = make_client()
    page = client.get("/laws/OFF-DP-2").get_data(as_text=True)
    assert "the results of the last run are not included" not in page
    assert "Results are from the last test run" in page
    assert page.count('class="status status-passed"') >= 3
    assert "status-not-run" not in page and "status-changed" not in page


def test_results_of_a_rewritten_feature_file_are_not_shown(
    make_client: Any, tmp_path: Path
) -> None:
    features = tmp_path / "features"
    shutil.copytree(FEATURES, features)
    changed = features / "deliberate_play.feature"
    changed.write_text(changed.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    client = make_client(
        RULEBOOK_FEATURES=str(features), RULEBOOK_REPORT=str(rulebook.SHIPPED_RESULTS)
    )
    page = client.get("/laws/OFF-DP-2").get_data(as_text=True)
    assert "were rewritten after that run" in page
    assert 'class="status status-changed">Rewritten since the last run<' in page
    groups = page.split('<details class="scenario-group"')[1:]
    rewritten = [g for g in groups if "Deliberate play, deflection or save</h3>" in g]
    assert len(rewritten) == 1 and "status-passed" not in rewritten[0]
    assert any("status-passed" in g for g in groups)  # another file's scenarios
    # a page whose scenarios are all in unchanged files shows its results as they are
    other = client.get("/laws/OFF-SANC-1").get_data(as_text=True)
    assert "status-passed" in other and "rewritten after that run" not in other


def test_the_shipped_file_is_one_result_a_line(tmp_path: Path) -> None:
    body = rulebook.SHIPPED_RESULTS.read_text(encoding="utf-8")
    data = json.loads(body)
    assert set(data) == {"generated", "engine", "features", "results"}
    assert len(body.splitlines()) > len(data["results"])


def test_a_run_with_the_same_results_leaves_the_shipped_file_as_it_was(tmp_path: Path) -> None:
    """``make test`` rewrites the shipped file only when a result or a feature file changed:
    a checkout stays clean after a run that changed nothing but the date."""
    from datetime import timedelta

    report = shipped()
    out = tmp_path / "results.json"
    rulebook.write_results(report, out, FEATURES)
    first = out.read_text(encoding="utf-8")
    later = rulebook.Report(report.path, report.generated + timedelta(days=1), report.results)
    rulebook.write_results(later, out, FEATURES)
    assert out.read_text(encoding="utf-8") == first
    key = next(iter(report.results))
    changed = {**report.results, key: ("failed",)}
    rulebook.write_results(rulebook.Report(report.path, later.generated, changed), out, FEATURES)
    assert out.read_text(encoding="utf-8") != first
    assert '"failed"' in out.read_text(encoding="utf-8")
