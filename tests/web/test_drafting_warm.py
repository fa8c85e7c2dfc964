"""The drafting processes started as the app starts, each with every language's drafter ready
(DRAFTING_WARM, explainer/limits.py): a fresh interpreter's first draft of a language would
otherwise read its tables and compile its patterns first (issue 32)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import app_in

import drafting
from drafting.assemble import engine
from drafting.language import available
from explainer import limits


def _engines_built() -> int:
    """How many languages' engines the process has built (run in a drafting process)."""
    return engine.cache_info().currsize


GERMAN = (
    "Der Treffer von Roth zählte nicht, weil er beim Pass im Abseits stand und der "
    "Schiedsrichter das Tor nach dem Videobeweis zurücknahm."
)


@pytest.fixture
def no_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    """This test's own pool of drafting processes (the process's, if any, put back after)."""
    monkeypatch.setattr(limits, "_pool", None)


def test_the_app_starts_its_drafting_processes_ready_when_told(
    tmp_path: Path, no_pool: None
) -> None:
    with app_in(tmp_path, HEAVY_PROCESSES=True, DRAFTING_WARM=True, HEAVY_SLOTS=1) as app:
        pool = limits._pool
        assert pool is not None  # started with the app, before any draft
        try:
            # the one process has built every language's engine before its first work
            built = pool.submit(_engines_built).result(timeout=120)
            assert built == len(available())
            answer = app.test_client().post("/api/v1/drafts", json={"text": GERMAN})
            assert answer.status_code == 200
            assert answer.get_json()["language"] == "de"
        finally:
            pool.shutdown()


def test_a_warmed_pool_made_again_is_warmed_too(tmp_path: Path, no_pool: None) -> None:
    """A pool whose process died is made again at the next draft (limits.offload), with the
    app's DRAFTING_WARM."""
    with app_in(tmp_path, HEAVY_PROCESSES=True, DRAFTING_WARM=True, HEAVY_SLOTS=1) as app:
        first = limits._pool
        assert first is not None
        first.shutdown()
        limits._forget(first)
        with app.test_request_context():
            assert limits.offload(len, "abc") == 3
        again = limits._pool
        assert again is not None and again is not first
        try:
            assert again.submit(_engines_built).result(timeout=120) == len(available())
        finally:
            again.shutdown()


def test_without_drafting_warm_no_process_starts_with_the_app(
    tmp_path: Path, no_pool: None
) -> None:
    # a guard (passes before DRAFTING_WARM too): the processes start at the first draft
    with app_in(tmp_path, HEAVY_PROCESSES=True):
        assert limits._pool is None


def test_drafting_warm_starts_no_process_when_drafts_are_made_in_the_thread(
    tmp_path: Path, no_pool: None
) -> None:
    # a guard (passes before DRAFTING_WARM too): HEAVY_PROCESSES off drafts in the thread
    with app_in(tmp_path, HEAVY_PROCESSES=False, DRAFTING_WARM=True):
        assert limits._pool is None


def test_warm_builds_each_language_asked() -> None:
    """In a fresh interpreter, as a drafting process is."""
    script = (
        "import drafting\n"
        "from drafting.assemble import engine\n"
        "drafting.warm(['fr', 'es'])\n"
        "print(engine.cache_info().currsize)\n"
        "drafting.warm()\n"
        "print(engine.cache_info().currsize)\n"
    )
    here = str(Path(drafting.__file__).resolve().parents[1])  # this tree's drafting
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "PYTHONPATH": here},
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert done.stdout.split() == ["2", str(len(available()))]
