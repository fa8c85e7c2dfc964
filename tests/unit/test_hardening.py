"""Hostile input to the CLI: every case exits 2 with a message, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from explainer.cli import main


def kane_json(kane_yaml: Path) -> str:
    return json.dumps(yaml.safe_load(kane_yaml.read_text()), default=str)


CASES = {
    "integer with 5000 digits": ('"minute": 90', '"minute": ' + "9" * 5000, "not a valid number"),
    "NaN": ('"minute": 90', '"minute": NaN', "match.minute: Input should be a finite number"),
    "infinity": ('"minute": 90', '"minute": 1e999', "match.minute: Input should be a finite"),
    "lone surrogate": ('"Harry Kane"', '"Harry \\ud800"', "players[2].name"),
    "control character": ('"Harry Kane"', '"Harry \\u0007"', "contains a control character"),
    "minute out of range": ('"minute": 90', '"minute": 500', "match.minute"),
    "too long a name": ('"Harry Kane"', '"' + "K" * 200 + '"', "players[2].name"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_hostile_json_is_refused_with_a_path(name: str, kane_yaml: Path, tmp_path: Path) -> None:
    old, new, expected = CASES[name]
    text = kane_json(kane_yaml)
    assert old in text
    path = tmp_path / "hostile.json"
    path.write_text(text.replace(old, new, 1))
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2, result.output
    assert expected in result.stderr
    assert "Traceback" not in result.stderr


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2
    assert "nested too deeply" in result.stderr


def test_yaml_alias_bomb_is_refused(tmp_path: Path) -> None:
    bomb = "a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\n"
    path = tmp_path / "bomb.yaml"
    path.write_text(bomb)
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2
    assert "aliases are not allowed" in result.stderr


def test_too_many_contacts(tmp_path: Path, kane_yaml: Path) -> None:
    data = yaml.safe_load(kane_yaml.read_text())
    data["sequence"] = data["sequence"] * 11  # 44 contacts
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data, default=str))
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2
    assert "sequence: List should have at most 40 items" in result.stderr


def test_huge_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text("notes: " + "x" * 2_000_000)
    result = CliRunner().invoke(main, ["explain", str(path)])
    assert result.exit_code == 2
    assert "larger than" in result.stderr


UNICODE_CASES = {
    "right-to-left override": ("Harry \u202eenaK", "bidirectional control character (U+202E)"),
    "isolate": ("Harry \u2067Kane\u2069", "bidirectional control character (U+2067)"),
    "zero-width space": ("Harry\u200bKane", "invisible character (U+200B)"),
    "byte order mark": ("\ufeffHarry Kane", "invisible character (U+FEFF)"),
    "line separator": ("Harry\u2028Kane", "invisible character (U+2028)"),
    "noncharacter": ("Harry \uffff", "invalid Unicode character"),
}


@pytest.mark.parametrize("name", list(UNICODE_CASES))
def test_disguising_unicode_is_refused_with_a_path(name: str, kane_yaml: Path) -> None:
    from explainer.loading import InputError
    from explainer.service import parse_incident

    data = yaml.safe_load(kane_yaml.read_text())
    value, expected = UNICODE_CASES[name]
    data["players"][2]["name"] = value
    with pytest.raises(InputError) as caught:
        parse_incident(data)
    messages = [f"{e.path}: {e.message}" for e in caught.value.errors]
    assert any(m.startswith("players[2].name: ") and expected in m for m in messages), messages


@pytest.mark.parametrize(
    "value",
    [
        "محمد صلاح",
        "שלום",
        "Son Heung-min (손흥민)",
        "👨\u200d👩\u200d👧",
        "\u0645\u06cc\u200cخواهم",
        "England 🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
    ],
)
def test_right_to_left_scripts_and_joiners_are_accepted(value: str, kane_yaml: Path) -> None:
    from explainer.service import parse_incident

    data = yaml.safe_load(kane_yaml.read_text())
    data["players"][2]["name"] = value
    assert parse_incident(data).players[2].name == value


def test_every_refused_character_is_non_printable() -> None:
    """Text that str.isprintable() accepts skips the scan: that is only safe if no refused
    character is printable."""
    from rules.incident import values as incident

    groups = (incident._CONTROLS, incident._INVALID, incident._BIDI_CONTROLS, incident._INVISIBLE)
    refused = [c for group in groups for a, b in group for c in range(a, b + 1)]
    assert len(refused) > 2000
    assert not [hex(c) for c in refused if chr(c).isprintable()]
    assert all(incident._REFUSED.fullmatch(chr(c)) for c in refused)
