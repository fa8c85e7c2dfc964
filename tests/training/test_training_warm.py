"""The bank made in the background as the server starts (explainer.training.bank.warm): once,
in one thread, and a request that comes before it is done waits for it rather than making
it again."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from support import app_in

from explainer.training import bank


def test_the_app_warms_the_bank_when_told_and_only_then(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(bank, "warm", lambda: asked.append(True))
    with app_in(tmp_path / "a"):
        pass
    assert asked == []
    with app_in(tmp_path / "b", TRAINING_WARM=True):
        pass
    assert asked == [True]


def test_the_bank_is_made_once_in_the_background(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    go, started = threading.Event(), threading.Event()

    def make() -> tuple[()]:
        made.append(threading.current_thread().name)
        started.set()
        go.wait(10)
        return ()

    monkeypatch.setattr(bank, "make", make)
    monkeypatch.setattr(bank, "_bank", None)
    monkeypatch.setattr(bank, "_warming", None)
    monkeypatch.setattr(bank, "_by_id", {})
    thread = bank.warm()
    assert started.wait(10)  # the thread is making the bank: asking again must not wait
    assert thread is not None and bank.warm() is thread  # one thread, not two
    assert not bank.ready()
    waiting = threading.Thread(target=bank.bank)  # a request before the bank is made
    waiting.start()
    go.set()
    thread.join(10)
    waiting.join(10)
    assert bank.ready() and len(made) == 1  # by whichever thread came first
    assert bank.warm() is None  # made: nothing more to do
