"""Generated invalid input through the CLI, the API and the form: always a clear refusal.

- CLI (``var-explainer explain FILE``): exit 2, an ``error:`` line, then one line per
  problem with its field path; never a traceback.
- API (POST /api/v1/decisions): 400 when the body is not JSON, 422 with the path of each
  bad field when it is not an incident, and the same paths as the CLI; never a 5xx.
- Form (POST /explain): 4xx (422 lists each problem, linked to its field) or a save;
  never a 5xx.

An input that happens to still be valid (a mutation can keep it valid) must be accepted.
The small runs are part of ``make test``; the big ones are marked ``stress``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from support import KANE_SLUG, form_fields

from explainer.cli import main

from . import hostile
from .conftest import record

SIZES = [
    pytest.param(60, id="small"),
    pytest.param(4000, id="big", marks=pytest.mark.stress),
]
FORM_SIZES = [
    pytest.param(25, id="small"),
    pytest.param(2000, id="big", marks=pytest.mark.stress),
]


def _settings(n: int) -> settings:
    return settings(
        max_examples=n,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def check_api(client: FlaskClient, raw: str | bytes) -> tuple[str, list[dict[str, Any]]]:
    """The API's answer to ``raw``; returns the expected kind and the errors."""
    body = raw.encode("utf-8") if isinstance(raw, str) else raw
    response = client.post("/api/v1/decisions", data=body, content_type="application/json")
    status = response.status_code
    assert status < 500, (status, raw[:300])
    kind, data = hostile.expected(raw)
    doc: dict[str, Any] = response.get_json()
    if kind == "valid":
        assert status == 200, (doc, raw[:300])
        assert doc["decision"]["edition"] if "edition" in doc["decision"] else doc["edition"]
        return kind, []
    assert status == (400 if kind == "not_json" else 422), (status, doc, raw[:300])
    assert doc["status"] == status and doc["title"], doc
    # An empty body gets a detail only; everything else a list of errors with paths.
    assert doc["errors"] or (doc["detail"] and not raw.strip()), doc
    paths = {str(e["path"]) for e in doc["errors"]}
    assert all(e["message"] for e in doc["errors"]), doc
    if isinstance(data, dict):
        assert any(paths), doc  # a bad incident names the bad fields
    return kind, list(doc["errors"])


def check_cli(file: Path, raw: str | bytes) -> tuple[int, str]:
    file.write_bytes(raw.encode("utf-8") if isinstance(raw, str) else raw)
    result = CliRunner().invoke(main, ["explain", str(file)])
    # Only a clean exit: no exception escaped the command.
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    if result.exit_code == 0:
        return 0, ""
    assert result.exit_code == 2, (result.exit_code, result.stderr[:500])
    assert result.stderr.startswith(f"error: {file} "), result.stderr[:500]
    return 2, result.stderr


def cli_report(file: Path, api_errors: list[dict[str, Any]]) -> str:
    """What the CLI prints for these errors: the same (path, message) pairs, one a line.

    click drops ANSI escape sequences when stderr is not a terminal (as here); a message
    may quote the input (an unknown key, a discriminator tag), escape sequences included.
    """
    lines = [f"error: {file} is not a valid incident:"]
    for e in api_errors:
        lines.append(f"  {e['path']}: {e['message']}" if e["path"] else f"  {e['message']}")
    return click.unstyle("\n".join(lines) + "\n")


@pytest.mark.parametrize("n", SIZES)
def test_invalid_input_through_the_cli_and_the_api(
    module_client: FlaskClient, tmp_path: Path, n: int
) -> None:
    counts: Counter[str] = Counter()
    file = tmp_path / "input.json"

    @_settings(n)
    @given(hostile.invalid_inputs())
    def run(raw: str | bytes) -> None:
        kind, errors = check_api(module_client, raw)
        code, stderr = check_cli(file, raw)
        counts[kind] += 1
        assert code == (0 if kind == "valid" else 2)
        if kind == "invalid":
            # One validation path: the CLI names the same fields, with the same messages.
            assert stderr == cli_report(file, errors), (stderr, errors)

    run()
    record(f"invalid cli+api ({n})", dict(counts))
    assert sum(counts.values()) >= n * 0.9
    assert counts["invalid"] > counts["valid"], counts


@pytest.mark.parametrize("n", SIZES)
def test_mutated_valid_incidents_through_the_api(module_client: FlaskClient, n: int) -> None:
    """Near-misses only: each names its bad fields (or, still valid, is decided)."""
    counts: Counter[str] = Counter()

    @_settings(n)
    @given(hostile.mutated_incidents())
    def run(raw: str) -> None:
        kind, _ = check_api(module_client, raw)
        counts[kind] += 1

    run()
    record(f"mutated incidents api ({n})", dict(counts))
    assert counts["invalid"] + counts["not_json"] > n / 2, counts


PROCESS_INPUTS = [
    pytest.param("bytes.json", b"\xff\xfe{\x00", id="not-utf8"),
    pytest.param("deep.yaml", b"a: " + b"[" * 50_000, id="deep-yaml", marks=pytest.mark.stress),
    pytest.param("bomb.yaml", b"a: &a [1]\nb: [*a, *a]\n", id="alias", marks=pytest.mark.stress),
    pytest.param("nan.json", b'{"match": NaN}', id="nan", marks=pytest.mark.stress),
]


@pytest.mark.parametrize(("name", "raw"), PROCESS_INPUTS)
def test_the_cli_process_exits_2_without_a_traceback(tmp_path: Path, name: str, raw: bytes) -> None:
    """Through the installed command itself (a real process, real streams)."""
    cli = Path(sys.executable).with_name("var-explainer")
    path = tmp_path / name
    path.write_bytes(raw)
    done = subprocess.run(
        [str(cli), "explain", str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("error: ") and "Traceback" not in done.stderr
    assert done.stdout == ""


def check_form(client: FlaskClient, fields: dict[str, str]) -> str:
    response = client.post("/explain", data=fields)
    status = response.status_code
    assert status in (200, 303, 400, 413, 422), (status, fields)
    if status == 422:
        html = response.get_data(as_text=True)
        start = html.index("data-error-summary")
        summary = html[start : html.index("</ul>", start)]
        items = re.findall(r"<li>(.*?)</li>", summary, re.S)
        assert items, summary
        for target in re.findall(r'<a href="#([^"]+)">', summary):
            assert f'id="{target}"' in html, target  # each linked problem has its field
    elif status == 303:
        location = response.headers["Location"]
        assert re.fullmatch(r"/e/[a-z2-7]{12}", location), location
        assert client.get(location).status_code == 200
    return str(status)


@pytest.fixture(scope="module")
def kane_form(module_client: FlaskClient) -> dict[str, str]:
    fields = form_fields(module_client.get(f"/explain?case={KANE_SLUG}").get_data(as_text=True))
    assert fields["csrf_token"]
    return fields


@pytest.mark.parametrize("n", FORM_SIZES)
def test_broken_form_posts_get_4xx_never_5xx(
    module_client: FlaskClient, kane_form: dict[str, str], n: int
) -> None:
    counts: Counter[str] = Counter()
    token = kane_form["csrf_token"]
    fields = {k: v for k, v in kane_form.items() if k != "csrf_token"}

    @_settings(n)
    @given(hostile.form_posts(fields))
    def run(post: dict[str, str]) -> None:
        counts[check_form(module_client, {**post, "csrf_token": token})] += 1

    run()
    record(f"form posts ({n})", dict(counts))
    assert counts["422"] > 0, counts
