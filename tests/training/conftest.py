"""Fixtures for the trainer's tests: the bank (made once a process) and an app."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient
from support import app_in

from explainer.training import bank
from explainer.training.questions import Question


@pytest.fixture(scope="session")
def questions() -> tuple[Question, ...]:
    return bank.bank()


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    with app_in(tmp_path_factory.mktemp("training")) as app:
        yield app.test_client()
