"""Generated input for the fuzz tests: valid incidents (the property tests' strategies) and
invalid ones: random bytes and text, JSON of the wrong shape, valid incidents with a field
removed, retyped, given a hostile value or an unknown key, and form posts gone wrong.

An input is a JSON *text* (``str``) or raw ``bytes``: hostile numbers (``NaN``, ``1e999``,
integers of thousands of digits) and deep nesting cannot be written by ``json.dumps``.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from hypothesis import strategies as st
from pydantic import ValidationError

from rules import Incident

ROOT = Path(__file__).resolve().parents[2]
PROPERTIES = ROOT / "tests" / "unit" / "test_properties.py"


def properties() -> ModuleType:
    """tests/unit/test_properties.py, whose strategies build valid incidents.

    Reused as pytest imports it (module ``test_properties``), or loaded from its file.
    """
    module = sys.modules.get("test_properties")
    if module is not None and Path(module.__file__ or "").resolve() == PROPERTIES:
        return module
    spec = importlib.util.spec_from_file_location("test_properties", PROPERTIES)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["test_properties"] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules["test_properties"]
        raise
    return module


#: Loaded now, not while Hypothesis draws (it registers settings profiles on import).
PROPERTIES_MODULE = properties()


#: Stand-ins replaced by raw JSON tokens after json.dumps.
_RAW = {
    "\x00RAW:nan\x00": "NaN",
    "\x00RAW:inf\x00": "1e999",
    "\x00RAW:-inf\x00": "-Infinity",
    "\x00RAW:bigint\x00": "9" * 5000,
    "\x00RAW:bignum\x00": "1" + "0" * 400,
    "\x00RAW:deep\x00": "[" * 5000 + "]" * 5000,
    "\x00RAW:surrogate\x00": '"lone \\ud800 surrogate"',
}


def to_text(value: Any) -> str:
    """JSON text of ``value``, with the raw stand-ins written as they are."""
    text = json.dumps(value, ensure_ascii=False)
    for marker, raw in _RAW.items():
        text = text.replace(json.dumps(marker, ensure_ascii=False), raw)
    return text


HOSTILE_VALUES: tuple[Any, ...] = (
    *_RAW,
    "",
    " ",
    "x" * 5000,
    "bell \x07",
    "nul \x00 byte",
    "esc \x1b[31m",
    "del \x7f",
    "<script>alert(1)</script>",
    "unknown",
    "2019-02-30",
    "0001-01-01",
    "9999-12-31",
    "1900-01-01",
    "26/10/2022",
    -1,
    0,
    -1e9,
    1e308,
    10**18,
    2.5,
    True,
    False,
    None,
    [],
    {},
    [1, 2, 3],
    {"kind": "distances"},
    {"unexpected": 1},
)

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)
#: A value for any field: hostile, or random JSON. A hostile list or dict is drawn as a copy:
#: the mutations below write into what they drew, and a shared one came back changed in the
#: next example (Hypothesis then stops with FlakyStrategyDefinition), or inside itself (a
#: cycle, and a RecursionError in ``paths``), as a stress run of session 26 found.
any_value = st.one_of(st.sampled_from(HOSTILE_VALUES).map(copy.deepcopy), json_values)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indexes) into a JSON-like value, the root excluded."""
    found: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for key, sub in value.items():
            found.append((*prefix, key))
            found.extend(paths(sub, (*prefix, key)))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            found.append((*prefix, i))
            found.extend(paths(sub, (*prefix, i)))
    return found


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path[:-1]:
        data = data[part]
    return data


@st.composite
def mutated_incidents(draw: st.DrawFn) -> str:
    """A valid incident with one to three changes: a field removed, replaced or added."""
    data = json.loads(json.dumps(draw(PROPERTIES_MODULE.incidents())))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(data)
        if not places:
            break
        path = draw(st.sampled_from(places))
        parent = _parent(data, path)
        change = draw(st.sampled_from(("remove", "replace", "replace", "add", "wrong_type")))
        if change == "remove":
            del parent[path[-1]]
        elif change == "add":
            target = parent if isinstance(parent, dict) else data
            target[draw(st.sampled_from(("extra", "kind", "id", "x" * 200)))] = draw(any_value)
        elif change == "wrong_type":
            old = parent[path[-1]]
            parent[path[-1]] = draw(json_values.filter(lambda v, old=old: type(v) is not type(old)))
        else:
            parent[path[-1]] = draw(any_value)
    return to_text(data)


@st.composite
def invalid_inputs(draw: st.DrawFn) -> str | bytes:
    """Anything a stranger might send: mostly near-misses of a valid incident."""
    kind = draw(st.sampled_from(("bytes", "text", "json", "mutant", "mutant", "mutant")))
    if kind == "bytes":
        return draw(st.binary(max_size=512))
    if kind == "text":
        return draw(st.text(max_size=200))
    if kind == "json":
        return to_text(draw(json_values))
    return draw(mutated_incidents())


def expected(raw: str | bytes) -> tuple[str, Any]:
    """How the input must be answered: ("not_json", None), ("invalid", data) or ("valid", data).

    The API reads strict JSON (no NaN or Infinity); anything it reads is then an incident
    exactly when the model accepts it.
    """
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        data = json.loads(text, parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return "not_json", None
    if not isinstance(data, dict):
        return "invalid", data
    try:
        Incident.model_validate(data)
    except (ValidationError, RecursionError):
        return "invalid", data
    return "valid", data


def _no_constant(name: str) -> Any:
    raise ValueError(name)


# --- the form -------------------------------------------------------------------------------

FORM_OPS = (
    "explain",
    "explain",
    "explain",
    "add:sequence",
    "add:players",
    "add:fouls",
    "remove:sequence:0",
    "remove:measurements:0",
    "remove:players:1",
    "add:nothing",
    "remove:sequence:x",
    "remove:positions:99999",
    "",
    "launch",
)
form_text = st.one_of(
    st.sampled_from([v for v in HOSTILE_VALUES if isinstance(v, str) and "\x00RAW" not in v]),
    st.text(max_size=60),
    st.from_regex(r"-?\d{1,6}(\.\d{1,3})?", fullmatch=True),
)


@st.composite
def form_posts(draw: st.DrawFn, fields: dict[str, str]) -> dict[str, str]:
    """The Kane form as a browser would send it, then changed as a stranger might."""
    data = dict(fields)
    names = sorted(data)
    for _ in range(draw(st.integers(1, 6))):
        change = draw(st.sampled_from(("set", "set", "drop", "extra", "row", "carried")))
        if change == "set":
            data[draw(st.sampled_from(names))] = draw(form_text)
        elif change == "drop":
            data.pop(draw(st.sampled_from(names)), None)
        elif change == "extra":
            data[draw(st.text(min_size=1, max_size=20))] = draw(form_text)
        elif change == "carried":
            # A hidden field of carried facts: any JSON, or text that is not JSON.
            name = draw(st.sampled_from(["extra", *(n for n in names if n.endswith("-extra"))]))
            data[name] = draw(st.one_of(form_text, json_values.map(to_text)))
        else:
            group = draw(
                st.sampled_from(
                    (
                        "sources",
                        "players",
                        "sequence",
                        "positions",
                        "fouls",
                        "off_field",
                        "measurements",
                    )
                )
            )
            row = draw(st.sampled_from((0, 7, 19, 20, 39, 40, 41, 999)))
            field = draw(
                st.sampled_from(
                    (
                        "name",
                        "by",
                        "at",
                        "team",
                        "action",
                        "publisher",
                        "after",
                        "position",
                        "extra",
                    )
                )
            )
            data[f"{group}-{row}-{field}"] = draw(form_text)
    data["op"] = draw(st.sampled_from(FORM_OPS))
    return data
