"""What is wrong with an incident, in the reader's language (explainer/errors.py).

The engine names each problem by a code with its values (rules.problems) and
templates/messages/invalid.txt.j2 words it; pydantic's errors are worded by their type.
English says exactly what it said before codes (the CLI, the API and the README quote it),
every code the engine or a fuzz of the casebook gives has its words, and the same bad
incident is told in each language by the CLI, the API and the form.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient
from pydantic import ValidationError
from support import KANE_FILE, KANE_SLUG, app_in, form_fields, kane_data

from explainer import i18n
from explainer.casebook import cases
from explainer.cli import main
from explainer.errors import field_errors, worded, words
from rules import Incident
from rules.problems import Message, from_pydantic

ROOT = Path(__file__).resolve().parents[2]

#: Pydantic's error types that have words of our own (templates/messages/invalid.txt.j2).
#: Any other type is shown in pydantic's English; a type the fuzz below meets must be here.
MAPPED = {
    "missing",
    "extra_forbidden",
    "literal_error",
    "int_type",
    "int_parsing",
    "bool_or_unknown",
    "int_from_float",
    "int_parsing_size",
    "float_type",
    "float_parsing",
    "finite_number",
    "bool_type",
    "bool_parsing",
    "string_type",
    "string_unicode",
    "string_too_short",
    "string_too_long",
    "string_pattern_mismatch",
    "too_short",
    "too_long",
    "tuple_type",
    "list_type",
    "dict_type",
    "model_type",
    "model_attributes_type",
    "greater_than",
    "greater_than_equal",
    "less_than",
    "less_than_equal",
    "date_type",
    "date_parsing",
    "date_from_datetime_parsing",
    "date_from_datetime_inexact",
    "url_type",
    "url_parsing",
    "url_scheme",
    "url_too_long",
    "union_tag_invalid",
    "union_tag_not_found",
    # The incident model's own validators (rules/incident/).
    "blank",
    "bad_unicode",
    "control_character",
    "bidi_control",
    "invisible_character",
    "bool_not_number",
    "too_few_opponents",
}
#: Where our words are not pydantic's (for a person, not a programmer).
OWN_WORDS = {"missing": "this field is required", "extra_forbidden": "unknown field"}

BAD_VALUES: list[Any] = [
    "x",
    "",
    " ",
    -1e9,
    1e9,
    True,
    1.5,
    [],
    {},
    None,
    "a" * 600,
    "2022-13-45",
    "2022-10-26T10:00:00",
    "ftp://example.org",
    "http://",
    "\u202e",
    "\u200b",
    "\x01",
    "\ud800",
    {"kind": "nope"},
    10**30,
    float("inf"),
    [1] * 45,
]


def _leaves(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _leaves(value, (*path, i))


def _fuzzed() -> Iterator[dict[str, Any]]:
    """Each casebook incident with one value made bad, one field left out or one added,
    once for each field path (its list indices aside)."""
    seen: set[tuple[Any, ...]] = set()
    for case in cases():
        base = case.incident.model_dump(mode="json", exclude_none=True)
        for path in _leaves(base):
            shape = tuple("#" if isinstance(p, int) else p for p in path)
            if not path or shape in seen:
                continue
            seen.add(shape)
            *parents, last = path
            for value in [*BAD_VALUES, "<extra>", "<missing>"]:
                data = copy.deepcopy(base)
                holder = data
                for p in parents:
                    holder = holder[p]
                if value == "<missing>":
                    del holder[last]
                elif value == "<extra>":
                    if not isinstance(holder[last], dict):
                        continue
                    holder[last]["surplus"] = 1
                else:
                    holder[last] = value
                yield data


@pytest.fixture(scope="module")
def fuzz_errors() -> list[dict[str, Any]]:
    found = []
    for data in _fuzzed():
        try:
            Incident.model_validate(data)
        except ValidationError as exc:
            found.extend(exc.errors(include_url=False))
    return found


def test_every_error_type_a_fuzz_of_the_casebook_meets_is_worded(
    fuzz_errors: list[dict[str, Any]],
) -> None:
    met = {e["type"] for e in fuzz_errors if e["type"] != "incident_reference"}
    assert len(met) > 25, met  # the fuzz reaches many kinds of error
    assert met - MAPPED == set(), "word these in templates/messages/invalid.txt.j2"
    assert {code for code in MAPPED if not worded(code)} == set()


def test_english_says_what_pydantic_said(fuzz_errors: list[dict[str, Any]]) -> None:
    differ = set()
    for error in fuzz_errors:
        if error["type"] == "incident_reference":
            continue
        message = from_pydantic(error)
        expected = OWN_WORDS.get(message.code, message.text.replace("Tuple", "List"))
        if words(message) != expected:
            differ.add((words(message), expected))
    assert differ == set()


def test_a_code_without_words_is_shown_in_pydantics_english() -> None:
    odd = Message("some_new_type", {"x": 1}, "Tuple should be odd")
    assert not worded("some_new_type")
    with i18n.speaking("fr"):
        assert words(odd) == "List should be odd"


def _codes_in(path: Path) -> set[str]:
    text = path.read_text()
    # (A path is given as a name or as its steps, a tuple: rules/incident/checks.py.)
    found = set(re.findall(r'self\.add\(\s*(?:\([^)]*\)|[^,(]+),\s*"(\w+)"', text))
    found |= set(re.findall(r'problem\(\s*[^,]+,\s*"(\w+)"', text))
    found |= set(re.findall(r'Message\("(\w+)"', text))
    return found


def test_every_code_of_the_engine_is_worded_in_every_language() -> None:
    sources = [*(ROOT / "rules" / "incident").glob("*.py"), ROOT / "rules" / "changes.py"]
    codes = set().union(*(_codes_in(path) for path in [*sources, ROOT / "rules" / "reading.py"]))
    assert {"unknown_player", "no_contact", "impossible_reading", "no_field"} <= codes
    assert {"early_adoption_not_early", "listed_twice", "unknown_source", "no_such_field"} <= codes
    assert {c for c in codes if not worded(c)} == set()


#: Messages the engine's checks give, with their values, and their English.
ENGLISH = [
    (Message("unknown_player", {"ident": "D9"}), 'unknown player "D9"'),
    (
        Message("wrong_team", {"ident": "D9", "team": "attacking"}),
        '"D9" is not an attacking player',
    ),
    (Message("wrong_team", {"ident": "D9", "team": "defending"}), '"D9" is not a defending player'),
    (
        Message("no_contact", {"index": 7, "count": 5}),
        "there is no contact 7 (the sequence has 5)",
    ),
    (
        Message("reason_gives_other_restart", {"kinds": ("corner_kick", "free_kick")}),
        "that reason gives a corner kick or free kick, not this restart",
    ),
    (
        Message("reason_gives_other_restart", {"kinds": ("throw_in",)}),
        "that reason gives a throw in, not this restart",
    ),
    (
        Message(
            "impossible_reading",
            {
                "field": "sequence[1].classification",
                "where": "sequence[1].classification",
                "problem": Message("classified_not_defender"),
            },
        ),
        "not a possible value of sequence[1].classification"
        " (sequence[1].classification: only a defending player's touch is classified)",
    ),
    (
        Message("before_earliest_edition", {"earliest": "2016/17"}),
        "before 2016/17, the earliest edition encoded; give 'edition' explicitly",
    ),
]


@pytest.mark.parametrize(("message", "english"), ENGLISH, ids=[m.code for m, _ in ENGLISH])
def test_the_engines_messages_in_english_and_translated(message: Message, english: str) -> None:
    assert words(message) == english
    for lang in ("fr", "de", "es"):
        with i18n.speaking(lang):
            said = words(message)
        assert said and said != english, (lang, said)
        for value in ("D9", "2016/17", "sequence[1].classification"):
            assert (value in said) == (value in english), (lang, said)  # quoted as given


def _bad_kane(tmp_path: Path) -> Path:
    text = KANE_FILE.read_text().replace("  - by: nazinho", "  - by: D9")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    return bad


SAID = {
    "en": 'sequence[2].by: unknown player "D9"',
    "fr": "sequence[2].by: joueur inconnu « D9 »",
    "de": "sequence[2].by: unbekannter Spieler „D9“",
    "es": "sequence[2].by: jugador desconocido «D9»",
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_command_line_names_the_bad_field_in_its_language(tmp_path: Path, lang: str) -> None:
    result = CliRunner().invoke(main, ["explain", "--lang", lang, str(_bad_kane(tmp_path))])
    assert result.exit_code == 2 and result.stdout == ""
    assert SAID[lang] in result.stderr, result.stderr


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_api_names_the_bad_field_in_its_language(client: FlaskClient, lang: str) -> None:
    data = kane_data()
    data["sequence"][2]["by"] = "D9"
    answer = client.post(f"/api/v1/decisions?lang={lang}", json=data)
    assert answer.status_code == 422
    [error] = answer.get_json()["errors"]
    path, message = SAID[lang].split(": ", 1)
    assert error == {"path": path, "message": message, "code": "unknown_player", "location": "body"}
    by_header = client.post(
        "/api/v1/decisions", json=data, headers={"Accept-Language": f"{lang};q=0.9"}
    )
    assert by_header.get_json()["errors"] == [error]


def test_pydantics_errors_are_worded_in_the_api_with_their_type(client: FlaskClient) -> None:
    data = kane_data()
    data["match"]["minute"] = "ninety"
    data["outcome"] = "a lucky bounce"
    errors = client.post("/api/v1/decisions?lang=de", json=data).get_json()["errors"]
    by_path = {e["path"]: e for e in errors}
    assert by_path["match.minute"]["code"] == "int_type"
    assert by_path["match.minute"]["message"].startswith("Der Wert muss eine ganze Zahl sein")
    assert by_path["outcome"]["code"] == "literal_error"
    assert (
        "'goal_scored'" in by_path["outcome"]["message"]
        and " oder " in (by_path["outcome"]["message"])
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Touch 1: Only a defending player&#39;s touch is classified"),
        ("fr", "Seul le contact d&#39;un défenseur est qualifié"),
        ("de", "Nur der Ballkontakt eines Verteidigers wird eingeordnet"),
        ("es", "Solo se clasifica el toque de un defensor"),
    ],
)
def test_the_form_shows_the_engines_message_in_its_language_and_keeps_the_values(
    tmp_path: Path, lang: str, said: str
) -> None:
    with app_in(tmp_path, WTF_CSRF_ENABLED=False) as app:
        client = app.test_client()
        page = client.get(f"/explain?case={KANE_SLUG}&lang={lang}").get_data(as_text=True)
        fields = {**form_fields(page), "sequence-0-classification": "deflection"}
        answer = client.post(f"/explain?lang={lang}", data={**fields, "op": "explain"})
    assert answer.status_code == 422
    html = answer.get_data(as_text=True)
    assert said in html
    kept = form_fields(html)
    assert all(kept.get(k, "") == v for k, v in fields.items() if k != "csrf_token")


def test_the_loader_and_the_batch_speak_the_language_too() -> None:
    from explainer.loading import InputError, parse_text

    with i18n.speaking("es"), pytest.raises(InputError) as caught:
        parse_text('{"a": }', "json")
    [error] = caught.value.errors
    assert error.code == "json_syntax"
    assert error.message == "JSON no válido: se esperaba un valor (línea 1)"
    with pytest.raises(InputError) as english:
        parse_text('{"a": }', "json")
    assert english.value.errors[0].message == "not valid JSON: Expecting value (line 1)"


def test_field_errors_keep_the_path_and_message_shape() -> None:
    data = kane_data()
    data["sequence"][2]["by"] = "D9"
    with pytest.raises(ValidationError) as caught:
        Incident.model_validate(data)
    [error] = field_errors(caught.value)
    assert (error.path, error.message, error.code) == (
        "sequence[2].by",
        'unknown player "D9"',
        "unknown_player",
    )
    assert str(error) == 'sequence[2].by: unknown player "D9"'
