"""The shared test support: a missing browser fails with the command that installs it,
and is skipped only on request (SKIP_BROWSER=1)."""

from __future__ import annotations

import pytest
from _pytest.outcomes import Failed, Skipped
from support import INSTALL_CHROMIUM, missing


def test_a_missing_browser_fails_with_the_command_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SKIP_BROWSER", raising=False)
    with pytest.raises(Failed, match="apt-get install -y chromium"):
        missing("Chromium is not installed")
    assert "chromium" in INSTALL_CHROMIUM


def test_it_is_skipped_only_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKIP_BROWSER", "1")
    with pytest.raises(Skipped, match="SKIP_BROWSER"):
        missing("Chromium is not installed")
