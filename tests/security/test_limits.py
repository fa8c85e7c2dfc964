"""Every input limit, through each front end that has it, with the field path in the answer.

The same incident goes to the CLI (a JSON file) and the API (POST /api/v1/decisions):
both refuse it naming the same field (exit 2 / 422). Limits of one front end only
(YAML files, form fields and rows, request bodies) are tested there. Limits that
were once missing are tested like the others.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields, kane_data
from werkzeug.test import stream_encode_multipart

from bench.generate import at_limits
from explainer.cli import main
from explainer.form import MAX_PARTS

Change = Callable[[dict[str, Any]], None]


def _set(path: str, value: Any) -> Change:
    """A change that sets the field at a dotted path (``players.0.name``)."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value

    return change


def _distances(**where: Any) -> Change:
    base = {"kind": "distances", "attacker_m": 10.0, "ball_m": 12.0}
    opponents = {"nazinho": 11.0, "adan": 1.0}
    return _set("positions.0.where", {**base, "opponents_m": opponents, **where})


def _measured(**fields: Any) -> Change:
    measure = {"position": 0, "technology": "semi_automated", "frame_rate_fps": 50, "margin_cm": 4}
    return _set("measurements", [{**measure, **fields}])


#: name -> (change, field path named, words of the message)
LIMITS: dict[str, tuple[Change, str, str]] = {
    # sequence and list lengths
    "41 contacts": (
        lambda d: d.__setitem__("sequence", (d["sequence"] * 11)[:41]),
        "sequence",
        "at most 40 items",
    ),
    "61 players": (
        lambda d: d.__setitem__(
            "players",
            d["players"] + [{"id": f"p{i}", "name": "X", "team": "defending"} for i in range(55)],
        ),
        "players",
        "at most 60 items",
    ),
    "no contacts": (_set("sequence", []), "sequence", "at least 1 item"),
    "41 measurements": (
        lambda d: _measured()(d) or d.__setitem__("measurements", d["measurements"] * 41),
        "measurements",
        "at most 40 items",
    ),
    "6 readings of a dispute": (
        _set("disputes", [{"field": "sequence[2].action", "readings": [{"value": "x"}] * 6}]),
        "disputes[0].readings",
        "at most 5 items",
    ),
    # string lengths and Unicode
    "name of 121 characters": (_set("players.0.name", "K" * 121), "players[0].name", "at most 120"),
    "empty name": (_set("players.0.name", ""), "players[0].name", "at least 1 character"),
    "notes of 501 characters": (_set("notes", "n" * 501), "notes", "at most 500 characters"),
    "headline of 501 characters": (
        _set("sources.0.headline", "h" * 501),
        "sources[0].headline",
        "at most 500",
    ),
    "control character": (
        _set("sources.0.headline", "bell \x07"),
        "sources[0].headline",
        "control character",
    ),
    "NUL byte": (_set("match.competition", "a\x00b"), "match.competition", "control character"),
    "C1 control": (_set("title", "a\x85b"), "title", "control character"),
    "lone surrogate": (_set("match.home", "\ud800"), "match.home", "nicode"),
    "id with a space": (_set("players.0.id", "a b"), "players[0].id", "should match pattern"),
    "not a web address": (_set("sources.0.url", "javascript:alert(1)"), "sources[0].url", "URL"),
    # numbers in range
    "distance beyond the pitch": (
        _distances(attacker_m=120.5),
        "positions[0].where.attacker_m",
        "less than or equal to 120",
    ),
    "distance behind the goal": (
        _distances(ball_m=-3.5),
        "positions[0].where.ball_m",
        "greater than or equal to -3",
    ),
    "opponent off the pitch": (
        _distances(opponents_m={"nazinho": 500.0, "adan": 1.0}),
        "positions[0].where.opponents_m.nazinho",
        "less than or equal to 120",
    ),
    "negative margin": (
        _set("positions.0.where.margin_cm", -1),
        "positions[0].where.margin_cm",
        "greater than or equal to 0",
    ),
    "margin of 50 m": (
        _set("positions.0.where.margin_cm", 5001),
        "positions[0].where.margin_cm",
        "less than or equal to 5000",
    ),
    "minute 131": (_set("match.minute", 131), "match.minute", "less than or equal to 130"),
    "minute -1": (_set("match.minute", -1), "match.minute", "greater than or equal to 0"),
    "31 added minutes": (_set("match.added_time", 31), "match.added_time", "less than or equal"),
    "pitch of 80 m": (_set("match.pitch_length_m", 80), "match.pitch_length_m", "greater than"),
    "fractional minute": (_set("match.minute", 90.5), "match.minute", "valid integer"),
    "contact 41": (_set("positions.0.at", 41), "positions[0].at", "less than or equal to 40"),
    "shirt 100": (_set("players.0.number", 100), "players[0].number", "less than or equal to 99"),
    "frame rate 0": (
        _measured(frame_rate_fps=0),
        "measurements[0].frame_rate_fps",
        "greater than 0",
    ),
    "46 km/h": (
        _measured(attacker_speed_kmh=46),
        "measurements[0].attacker_speed_kmh",
        "less than or equal to 45",
    ),
    "tolerance of 31 cm": (
        _set("competition_rules", {"offside_tolerance_cm": 31}),
        "competition_rules.offside_tolerance_cm",
        "less than or equal to 30",
    ),
    "huge number": (
        _set("match.pitch_length_m", 1e308),
        "match.pitch_length_m",
        "less than or equal to 120",
    ),
    "integer of 40 digits": (_set("match.minute", 10**40), "match.minute", "less than or equal"),
    # dates
    "30 February": (_set("match.date", "2022-02-30"), "match.date", "valid date"),
    "date in words": (_set("match.date", "26 October 2022"), "match.date", "valid date"),
    "before the earliest edition": (_set("match.date", "2010-05-01"), "match.date", "earliest"),
    # shape
    "unknown field": (_set("match.stadium", "Wembley"), "match.stadium", "unknown field"),
    "missing field": (lambda d: d.pop("outcome"), "outcome", "required"),
    "wrong type": (_set("players", {"kane": 1}), "players", "valid"),
}


def _refusals(client: FlaskClient, tmp: Path, data: dict[str, Any]) -> tuple[Any, Any]:
    text = json.dumps(data)
    api = client.post("/api/v1/decisions", data=text, content_type="application/json")
    path = tmp / "incident.json"
    path.write_text(text)
    cli = CliRunner().invoke(main, ["explain", str(path)])
    return api, cli


@pytest.mark.parametrize("name", list(LIMITS))
def test_a_limit_is_refused_by_the_cli_and_the_api_naming_the_field(
    client: FlaskClient, tmp_path: Path, name: str
) -> None:
    change, field, words = LIMITS[name]
    data = kane_data()
    change(data)
    api, cli = _refusals(client, tmp_path, data)
    assert api.status_code == 422, (name, api.status_code)
    errors = api.get_json()["errors"]
    found = [e for e in errors if e["path"] == field]
    assert found and any(words in e["message"] for e in found), (name, errors)
    assert cli.exit_code == 2, cli.output
    assert f"  {field}: " in cli.stderr and words in cli.stderr, cli.stderr
    assert "Traceback" not in cli.stderr


#: Raw JSON the API refuses as JSON (400) and the CLI, reading more leniently, as a number.
RAW_NUMBERS = {
    "NaN": ('"minute": 90', '"minute": NaN', "finite number"),
    "Infinity": ('"minute": 90', '"minute": Infinity', "finite number"),
    "1e999": ('"minute": 90', '"minute": 1e999', "finite number"),
    "5000 digits": ('"minute": 90', '"minute": ' + "9" * 5000, "not a valid number"),
}


@pytest.mark.parametrize("name", list(RAW_NUMBERS))
def test_numbers_json_cannot_hold_are_refused(
    client: FlaskClient, tmp_path: Path, name: str
) -> None:
    old, new, words = RAW_NUMBERS[name]
    text = json.dumps(kane_data())
    assert old in text
    text = text.replace(old, new, 1)
    api = client.post("/api/v1/decisions", data=text, content_type="application/json")
    assert api.status_code in (400, 422), api.status_code
    assert api.get_json()["errors"], api.get_json()
    path = tmp_path / "incident.json"
    path.write_text(text)
    cli = CliRunner().invoke(main, ["explain", str(path)])
    assert cli.exit_code == 2 and words in cli.stderr, cli.stderr


def test_deep_nesting_inside_a_field_is_refused(client: FlaskClient, tmp_path: Path) -> None:
    text = json.dumps(kane_data()).replace('"notes"', '"x"', 0)
    text = text[:-1] + ', "notes": ' + "[" * 100_000 + "]" * 100_000 + "}"
    api = client.post("/api/v1/decisions", data=text, content_type="application/json")
    assert api.status_code == 400
    assert "nested too deeply" in json.dumps(api.get_json())
    path = tmp_path / "deep.json"
    path.write_text(text)
    cli = CliRunner().invoke(main, ["explain", str(path)])
    assert cli.exit_code == 2 and "nested too deeply" in cli.stderr


YAML_FILES = {
    "python object tag": ("!!python/object/apply:os.system ['echo hi']\n", "not valid YAML"),
    "merge key alias": ("base: &b {minute: 1}\nmatch:\n  <<: *b\n", "aliases are not allowed"),
    "deep flow nesting": ("notes: " + "[" * 5_000 + "]" * 5_000 + "\n", "nested too deeply"),
    "tab indentation": ("match:\n\tminute: 1\n", "not valid YAML"),
    "not UTF-8": (b"title: \xff\xfe\n", "not UTF-8"),
    "a list, not a mapping": ("- 1\n- 2\n", "must be a mapping"),
}


@pytest.mark.parametrize("name", list(YAML_FILES))
def test_unsafe_or_broken_yaml_is_refused(tmp_path: Path, name: str) -> None:
    content, words = YAML_FILES[name]
    path = tmp_path / "incident.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2, result.output
    assert words in result.stderr and "Traceback" not in result.stderr


# --- the form -------------------------------------------------------------------------------


@pytest.fixture
def kane_form(client: FlaskClient) -> dict[str, str]:
    return form_fields(client.get(f"/explain?case={KANE_SLUG}").get_data(as_text=True))


def _post(client: FlaskClient, fields: dict[str, str], op: str = "explain") -> Any:
    return client.post("/explain", data={**fields, "op": op})


def test_form_values_are_checked_like_the_api(
    client: FlaskClient, kane_form: dict[str, str]
) -> None:
    cases = {
        "players-2-name": "K" * 3000,  # kept to 2000 characters, then too long for a name
        "sources-0-headline": "bell \x07",
        "match-minute": "131",
        "match-added_time": "31",
        "match-date": "30/02/2022",
        "positions-0-at": "41",
    }
    for field, value in cases.items():
        response = _post(client, {**kane_form, field: value})
        assert response.status_code == 422, field
        html = response.get_data(as_text=True)
        assert f'id="{field}-error"' in html, field  # the message sits at the field
        assert f'href="#{field}"' in html, field  # and the summary links to it


def test_form_rows_stop_at_their_maximum(client: FlaskClient, kane_form: dict[str, str]) -> None:
    fields = dict(kane_form)
    for i in range(4, 45):  # rows past the 40th are not read at all
        fields[f"sequence-{i}-by"] = "Harry Kane"
        fields[f"sequence-{i}-action"] = "pass"
    html = _post(client, fields, op="add:sequence").get_data(as_text=True)
    assert 'id="sequence-39-by"' in html and 'id="sequence-40-by"' not in html


def test_form_bodies_and_parts_are_bounded(client: FlaskClient, kane_form: dict[str, str]) -> None:
    # Over the cap: more fields than the largest form the page renders (form.MAX_PARTS).
    many = {**kane_form, **{f"x{i}": "1" for i in range(MAX_PARTS)}}
    assert _post(client, many).status_code == 413  # url-encoded, as browsers send it
    # Built in memory: the test client would spool a body this large to a temporary file
    # that nothing closes (a ResourceWarning in a later test).
    stream, length, boundary = stream_encode_multipart(many, use_tempfile=False)
    multipart = client.post(
        "/explain",
        input_stream=stream,
        content_length=length,
        content_type=f"multipart/form-data; boundary={boundary}",
    )
    assert multipart.status_code == 413
    assert _post(client, {**kane_form, **{f"x{i}": "1" for i in range(1500)}}).status_code == 303
    # Bytes: url-encoded forms may carry MAX_FORM_LENGTH (the form at the model's limits is
    # larger than MAX_CONTENT_LENGTH), not more.
    limit = client.application.config["MAX_FORM_LENGTH"]
    assert _post(client, {**kane_form, "notes": "x" * limit}).status_code == 413


def test_api_bodies_are_bounded(client: FlaskClient) -> None:
    body = json.dumps({**kane_data(), "notes": "x" * 300_000})
    response = client.post("/api/v1/decisions", data=body, content_type="application/json")
    assert response.status_code == 413
    assert response.get_json()["status"] == 413


# --- limits added to the incident model after this file first found them missing ----------


def _api_status(client: FlaskClient, change: Change) -> int:
    data = kane_data()
    change(data)
    return client.post("/api/v1/decisions", json=data).status_code


def test_unbounded_lists_are_bounded(client: FlaskClient) -> None:
    assert _api_status(client, _set("inside_goal", ["kane"] * 200)) == 422


def test_a_match_date_far_in_the_future_is_refused(client: FlaskClient) -> None:
    assert _api_status(client, _set("match.date", "9999-12-31")) == 422


def test_a_dispute_field_with_control_characters_is_refused(client: FlaskClient) -> None:
    dispute = {"field": "a\x07\x00b", "readings": [{"value": 1}, {"value": 2}]}
    assert _api_status(client, _set("disputes", [dispute])) == 422


def test_cli_errors_never_write_control_characters_to_the_terminal(tmp_path: Path) -> None:
    """An unknown key like ESC ]0;title BEL would retitle the reader's terminal."""
    path = tmp_path / "hostile.json"
    data = {**kane_data(), "\x1b]0;owned\x07": 1, "x\x1b[2J": 2}
    data["positions"][0]["where"]["kind"] = "\x1b]52;c;b3duZWQ=\x07"  # OSC 52: the clipboard
    path.write_text(json.dumps(data))
    result = CliRunner().invoke(main, ["explain", str(path)], color=True)
    assert result.exit_code == 2
    assert "unknown field" in result.stderr
    shown = result.stderr.replace("\n", "")
    assert shown.isprintable(), repr(result.stderr)


def test_an_incident_at_every_limit_is_decided_stored_and_opened(client: FlaskClient) -> None:
    """Issue 18: an incident at the model's limits once ran until the worker was killed, and
    every open of its permalink did the same. Its analysis now stops at a fixed amount of
    work (rules/analysis/budget.py) and says so; how long it takes is measured by `make bench`."""
    data = at_limits(1.0)
    decided = client.post("/api/v1/decisions", json=data)
    assert decided.status_code == 200, decided.get_data(as_text=True)[:500]
    unexplored = decided.get_json()["unexplored"]
    assert unexplored["counterfactuals"] > 0 and unexplored["readings"] > 0
    stored = client.post("/api/v1/incidents", json=data)
    assert stored.status_code == 201
    page = client.get(stored.get_json()["links"]["page"])
    assert page.status_code == 200
    text = " ".join(page.get_data(as_text=True).split())
    assert f"Not tried: {unexplored['counterfactuals']} other changes of fact" in text
