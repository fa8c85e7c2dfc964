"""A fault of the drafter itself (an exception from ``drafting.draft``, as the held-out text
that failed with an IndexError in session 53) is never a 500 or a traceback: the form comes
back with the text the person pasted and a message on the text's field, the API answers a
422 problem naming ``text``, the CLI exits 2 with the message, and the traceback is logged."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask import Flask
from support import app_in, form_fields

import drafting
from explainer.cli import main

TEXT = "Villa Serrana 2-1 Cerro Chico. Tomás Ibarra scored in the 80th minute, but it was offside."
SAID = "the drafter could not read this text"


def _fails(*args: Any, **kwargs: Any) -> Any:
    raise IndexError("tuple index out of range")


@pytest.fixture
def failing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drafting, "draft", _fails)


@pytest.fixture
def in_process_app(tmp_path: Path) -> Iterator[Flask]:
    """The app drafting in its own process, where the failing drafter is patched in."""
    with app_in(tmp_path, HEAVY_PROCESSES=False) as app:
        yield app


def test_the_form_keeps_the_text_and_says_what_failed(
    in_process_app: Flask, failing: None, caplog: pytest.LogCaptureFixture
) -> None:
    client = in_process_app.test_client()
    token = form_fields(client.get("/explain").get_data(as_text=True))["csrf_token"]
    data = {"article-text": TEXT, "article-name": "", "article-url": "", "article-date": ""}
    with caplog.at_level(logging.ERROR, logger="explainer.drafts"):
        response = client.post("/explain/draft", data={**data, "csrf_token": token})
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert SAID in html and "Traceback" not in html
    m = re.search(r'<textarea id="article-text"[^>]*>(.*?)</textarea>', html, re.DOTALL)
    assert m is not None and unescape(m.group(1)).strip() == TEXT
    assert any(r.exc_info and r.exc_info[0] is IndexError for r in caplog.records)


def test_the_api_answers_a_problem_naming_the_text(in_process_app: Flask, failing: None) -> None:
    response = in_process_app.test_client().post("/api/v1/drafts", json={"text": TEXT})
    assert response.status_code == 422
    body = response.get_json()
    assert [e["path"] for e in body["errors"]] == ["text"]
    assert SAID in body["errors"][0]["message"]


def test_the_cli_exits_2_with_the_message(tmp_path: Path, failing: None) -> None:
    article = tmp_path / "article.txt"
    article.write_text(TEXT, encoding="utf-8")
    result = CliRunner().invoke(main, ["draft", str(article)])
    assert result.exit_code == 2
    assert SAID in result.output and "Traceback" not in result.output
