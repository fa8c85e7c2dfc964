"""Strict parsing (issue 18, part 6): no quiet wrong values.

Before, YAML 1.1 read ``010`` as 8, ``1:30`` as 90 and ``0x10`` as 16, a key given twice
(YAML or JSON) kept its last value silently, and ``"minute": true`` was taken as 1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from support import kane_data

from explainer.batch import decide_line
from explainer.cli import main
from explainer.loading import InputError, parse_text
from explainer.service import parse_incident


def messages(text: str, kind: str) -> list[str]:
    try:
        data = parse_text(text, kind)
        parse_incident(data)
    except InputError as exc:
        return [str(e) for e in exc.errors]
    return []


@pytest.mark.parametrize(
    ("typed", "read"),
    [("010", 10), ("0x10", "0x10"), ("0o10", "0o10"), ("1:30", "1:30"), ("-7", -7), ("1_0", "1_0")],
)
def test_yaml_numbers_mean_what_they_say(typed: str, read: object) -> None:
    assert parse_text(f"a: {typed}", "yaml") == {"a": read}


@pytest.mark.parametrize(
    ("typed", "read"),
    [("yes", "yes"), ("no", "no"), ("on", "on"), ("off", "off"), ("true", True), ("False", False)],
)
def test_yaml_booleans_are_only_true_and_false(typed: str, read: object) -> None:
    assert parse_text(f"a: {typed}", "yaml") == {"a": read}
    # PyYAML's own loader is untouched (other code may rely on it).
    assert yaml.safe_load("a: yes") == {"a": True}


def test_yaml_dates_floats_and_nulls_are_still_read() -> None:
    assert parse_text("a: 2022-10-26\nb: 1.5\nc: ~\nd: 1e3\ne: null", "yaml") == {
        "a": __import__("datetime").date(2022, 10, 26),
        "b": 1.5,
        "c": None,
        "d": 1000.0,
        "e": None,
    }


def kane_yaml_at(minute: str) -> str:
    data = kane_data()
    text = yaml.safe_dump(data, sort_keys=False)
    return text.replace("minute: 90", f"minute: {minute}")


def test_a_minute_in_another_base_is_refused_naming_the_field() -> None:
    for typed in ("0x5A", "1:30"):
        found = messages(kane_yaml_at(typed), "yaml")
        assert found and found[0].startswith("match.minute:"), (typed, found)
    assert messages(kane_yaml_at("090"), "yaml") == []  # 90, as written


def test_a_key_given_twice_is_refused_with_its_path_and_lines() -> None:
    text = kane_yaml_at("90").replace("minute: 90", "minute: 90\n  minute: 91")
    found = messages(text, "yaml")
    assert len(found) == 1 and found[0].startswith("match.minute: given twice (lines ")
    data = json.dumps(kane_data())
    twice = data.replace('"minute": 90', '"minute": 90, "minute": 91')
    assert twice != data
    assert messages(twice, "json") == ["match.minute: given twice: give each field once"]
    nested = json.dumps({"players": [{"id": "a", "id2": 1}]}).replace('"id2"', '"id"')
    assert messages(nested, "json") == ["players[0].id: given twice: give each field once"]


def test_true_is_not_a_number() -> None:
    data = kane_data()
    data["match"]["minute"] = True
    found = messages(json.dumps(data), "json")
    assert found == ["match.minute: must be a number, not true or false"]
    data = kane_data()
    data["positions"][0]["at"] = False
    assert messages(json.dumps(data), "json")[0].startswith("positions[0].at: must be a number")


def test_the_cli_and_the_batch_refuse_them_too(tmp_path: Path) -> None:
    path = tmp_path / "twice.yaml"
    path.write_text(kane_yaml_at("90").replace("minute: 90", "minute: 90\n  minute: 91"))
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2 and "match.minute: given twice" in result.stderr
    line = json.dumps(kane_data()).replace('"minute": 90', '"minute": 90, "minute": 91')
    record = decide_line(line, 1, None, False)
    assert record.get("errors") or record.get("error"), record
    assert "match.minute" in json.dumps(record)


def test_the_api_refuses_a_key_given_twice_naming_it(client: Any) -> None:
    body = json.dumps(kane_data()).replace('"minute": 90', '"minute": 90, "minute": 91')
    response = client.post(
        "/api/v1/decisions", data=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    problem = response.get_json()
    assert [(e["path"], e["message"]) for e in problem["errors"]] == [
        ("match.minute", "given twice: give each field once")
    ], problem
    true_minute = kane_data()
    true_minute["match"]["minute"] = True
    response = client.post("/api/v1/decisions", json=true_minute)
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["path"] == "match.minute"
