"""Strict values (issue 31, item 9): a value has one meaning, and YAML is read as plain data.

Before, pydantic's lax mode took ``goalkeeper: yes`` (or 1, or "false") as a boolean, the
text "9_0" and "90" and the decimal 90.0 as the minute 90 and 0 as the date 1 January 1970;
and the YAML loader took merge keys (``<<``), ``!!binary`` (bytes), ``!!set`` and other
tags. Now each is refused with a message naming the field (and, in YAML, the line), in the
reader's language; exit code 2 on the command line, a 4xx on the web."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from support import KANE_FILE, kane_data

from explainer import i18n
from explainer.cli import main
from explainer.form import read, to_data
from explainer.loading import InputError, parse_text
from explainer.service import parse_incident
from explainer.store import Store, canonical_json
from rules import Incident


def errors(data: dict[str, Any]) -> list[tuple[str, str, str]]:
    try:
        parse_incident(data)
    except InputError as exc:
        return [(e.path, e.code, e.message) for e in exc.errors]
    return []


def with_value(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = kane_data()
    target: Any = data
    for step in path[:-1]:
        target = target.setdefault(step, {}) if isinstance(step, str) else target[step]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize("value", ["yes", "true", 1, "on"])
def test_a_boolean_is_true_or_false_only(value: Any) -> None:
    found = errors(with_value(("players", 0, "goalkeeper"), value))
    assert found == [("players[0].goalkeeper", "bool_type", "Input should be a valid boolean")]
    found = errors(with_value(("sequence", 2, "indicators", "had_control"), value))
    assert [path for path, _, _ in found] == ["sequence[2].indicators.had_control"]


@pytest.mark.parametrize("value", ["yes", "no", 1, 0, "True", "UNKNOWN"])
def test_a_fact_that_may_be_unknown_is_true_false_or_unknown_in_one_message(value: Any) -> None:
    found = errors(with_value(("officials", "var_checked"), value))
    said = 'must be true, false or "unknown"'
    assert found == [("officials.var_checked", "bool_or_unknown", said)]
    for fine in (True, False, "unknown"):
        assert errors(with_value(("officials", "var_checked"), fine)) == []


@pytest.mark.parametrize("value", ["9_0", "90", 90.0, " 90", "0x5A"])
def test_a_whole_number_is_a_whole_number(value: Any) -> None:
    found = errors(with_value(("match", "minute"), value))
    assert found == [("match.minute", "int_type", "Input should be a valid integer")]
    found = errors(with_value(("players", 0, "number"), value))
    assert [(path, code) for path, code, _ in found] == [("players[0].number", "int_type")]


def test_a_decimal_is_a_number_and_takes_a_whole_one() -> None:
    found = errors(with_value(("match", "pitch_length_m"), "105"))
    assert found == [("match.pitch_length_m", "float_type", "Input should be a valid number")]
    assert errors(with_value(("match", "pitch_length_m"), 105)) == []
    assert errors(with_value(("match", "pitch_length_m"), 105.5)) == []


def test_a_date_is_never_a_number_but_iso_text_and_yaml_dates_still_are() -> None:
    for value in (0, 1666742400, 1.5):
        found = errors(with_value(("match", "date"), value))
        assert found == [("match.date", "date_type", "Input should be a valid date")]
    assert errors(with_value(("match", "date"), "2022-10-26")) == []
    assert parse_incident(parse_text(KANE_FILE.read_text(), "yaml")).match.date is not None


def test_the_api_refuses_json_text_for_a_number(client: FlaskClient) -> None:
    body = json.dumps(kane_data()).replace('"minute": 90', '"minute": "90"')
    assert '"minute": "90"' in body
    answer = client.post("/api/v1/decisions", data=body, content_type="application/json")
    assert answer.status_code == 422
    assert [(e["path"], e["code"]) for e in answer.get_json()["errors"]] == [
        ("match.minute", "int_type")
    ]


WORDED = {
    "en": 'must be true, false or "unknown"',
    "fr": 'doit être true, false ou "unknown"',
    "de": 'muss true, false oder "unknown" sein',
    "es": 'debe ser true, false o "unknown"',
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_new_message_is_worded_in_each_language(client: FlaskClient, lang: str) -> None:
    data = with_value(("officials", "delayed_flag"), "yes")
    answer = client.post(f"/api/v1/decisions?lang={lang}", json=data)
    assert answer.status_code == 422
    [error] = answer.get_json()["errors"]
    assert (error["path"], error["message"]) == ("officials.delayed_flag", WORDED[lang])


KANE_YAML = KANE_FILE.read_text()
#: YAML that JSON cannot say: each refused, naming the field and the line.
NOT_PLAIN = {
    "merge key": (
        KANE_YAML.replace("match:\n", "match:\n  <<: {minute: 1}\n", 1),
        "match: not valid YAML: YAML merge keys (<<) are not allowed in incident files",
    ),
    "binary": (
        KANE_YAML.replace("title: ", "title: !!binary aGVsbG8= #", 1),
        "title: not valid YAML: YAML tags such as !!binary are not allowed in incident files",
    ),
    "set": (
        KANE_YAML.replace("title: ", "title: !!set {a, b} #", 1),
        "title: not valid YAML: YAML tags such as !!set are not allowed in incident files",
    ),
    "explicit int": (
        KANE_YAML.replace("minute: 90", "minute: !!int 9_0", 1),
        "match.minute: not valid YAML: YAML tags such as !!int are not allowed",
    ),
}


@pytest.mark.parametrize("name", list(NOT_PLAIN))
def test_yaml_beyond_plain_data_is_refused_naming_the_place(tmp_path: Path, name: str) -> None:
    text, said = NOT_PLAIN[name]
    assert text != KANE_YAML
    with pytest.raises(InputError) as raised:
        parse_text(text, "yaml")
    [error] = raised.value.errors
    assert str(error).startswith(said) and "(line " in str(error), str(error)
    path = tmp_path / "incident.yaml"
    path.write_text(text)
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2 and said in result.stderr, result.stderr


def test_quoted_text_and_plain_values_are_still_read() -> None:
    assert parse_text("a: '5'\nb: \"x\"\nc: 2022-10-26\nd: [1, 2.5, true, null]", "yaml") == {
        "a": "5",
        "b": "x",
        "c": __import__("datetime").date(2022, 10, 26),
        "d": [1, 2.5, True, None],
    }


def test_the_form_sends_numbers_as_numbers() -> None:
    state = read(
        {
            "match-minute": "90+5",
            "match-pitch_length_m": "105,5",
            "players-0-name": "Harry Kane",
            "players-0-number": "10",
            "players-0-goalkeeper": "on",
        }
    )
    data = to_data(state).data
    assert data["match"]["minute"] == 90 and data["match"]["added_time"] == 5
    assert data["match"]["pitch_length_m"] == 105.5
    assert data["players"][0]["number"] == 10 and data["players"][0]["goalkeeper"] is True
    # What is not a number goes as typed, for the model to refuse.
    assert to_data(read({"match-minute": "9_0"})).data["match"]["minute"] == "9_0"


def test_a_stored_incident_with_a_whole_decimal_reading_still_reads_back(tmp_path: Path) -> None:
    """Before, a reading of a number was kept as a decimal (90.0); a field of whole numbers
    now takes it as the whole number it is, so incidents stored then still open."""
    data = kane_data()
    data["disputes"] = [{"field": "match.minute", "readings": [{"value": 90.0}, {"value": 91}]}]
    incident = Incident.model_validate(data)
    assert incident.disputes[0].readings[0].value == 90
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    saved = store.get(store.save(incident, "2022/23"))
    assert saved is not None
    old_text = canonical_json(saved.incident).replace('"value":90}', '"value":90.0}')
    assert '"value":90.0' in old_text
    assert Incident.model_validate_json(old_text) == saved.incident
    store.dispose()
