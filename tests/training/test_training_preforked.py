"""`var-explainer serve` makes the trainer's bank before gunicorn forks its workers, so no
worker spends its first seconds making it while it answers requests."""

from __future__ import annotations

from typing import Any

import pytest

from explainer import server
from explainer.training import bank


def test_the_bank_is_made_before_the_workers_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank, "_bank", None)
    monkeypatch.setattr(bank, "_by_id", {})
    seen: list[bool] = []

    def run(self: Any) -> None:  # gunicorn's arbiter would fork the workers here
        seen.append(bank.ready())

    monkeypatch.setattr(server._Server, "run", run)
    server.serve("127.0.0.1", 0, workers=1)
    assert seen == [True]
