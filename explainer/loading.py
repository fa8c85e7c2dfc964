"""Reading incident files (YAML or JSON) safely, with errors that name the problem."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

from explainer.errors import FieldError, invalid
from explainer.messages import say
from rules import paths

MAX_FILE_BYTES = 1_000_000


class InputError(Exception):
    """The input could not be read or is not a valid incident."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("; ".join(str(e) for e in errors))
        self.errors = errors


#: The problem the loader gives for an alias (worded as yaml_alias where it is shown).
_ALIASES = "YAML aliases are not allowed in incident files"


class _SafeLoader(yaml.SafeLoader):
    """SafeLoader that refuses anchors and aliases (no alias-expansion bombs) and reads
    plain scalars as YAML 1.2's core schema does, not YAML 1.1: only true and false are
    booleans (yes, no, on and off are words), only decimal digits are integers (010 is
    10, not 8), and 0x10, 0o10 and 1:30 are text, which a number field then refuses,
    instead of 16, 8 and 90. It notes the values written with a tag of their own
    (``!!binary``, ``!!set``), which ``_node_problems`` then refuses with merge keys."""

    yaml_implicit_resolvers: dict[str, list[tuple[str, re.Pattern[str]]]] = {}

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        #: The nodes written with a tag of their own (``!!binary``, ``!!set``...), by id.
        self.tagged: dict[int, str] = {}

    def compose_node(self, parent: Any, index: Any) -> Any:
        event: Any = self.peek_event()  # type: ignore[no-untyped-call]
        if self.check_event(yaml.AliasEvent):
            raise yaml.MarkedYAMLError(None, None, _ALIASES, event.start_mark)
        node = super().compose_node(parent, index)
        # "!" alone is how YAML marks a quoted scalar: text, as JSON writes it.
        if getattr(event, "tag", None) not in (None, "!"):
            self.tagged[id(node)] = str(event.tag)
        return node

    def construct_yaml_int(self, node: Any) -> int:
        return int(self.construct_scalar(node), 10)


# YAML 1.1's resolvers, except its booleans, integers and floats: YAML 1.2's core ones.
for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items():
    for tag, pattern in resolvers:
        if not tag.endswith((":bool", ":int", ":float")):
            _SafeLoader.yaml_implicit_resolvers.setdefault(first, []).append((tag, pattern))
_SafeLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
_SafeLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789")
)
_SafeLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
    ),
    list("-+.0123456789"),
)
_SafeLoader.add_constructor("tag:yaml.org,2002:int", _SafeLoader.construct_yaml_int)


#: YAML's merge key (``<<``), which copies another mapping's keys into this one.
_MERGE = "tag:yaml.org,2002:merge"


def _not_plain(path: str, line: int, code: str, **values: Any) -> FieldError:
    """What YAML has and JSON has not, said as an alias is: "not valid YAML: ..." (line)."""
    return invalid(path, "yaml_syntax", problem=invalid("", code, **values).message, line=line)


def _node_problems(node: Any, tagged: dict[int, str], path: str = "") -> list[FieldError]:
    """What a composed YAML document has that plain JSON-like data has not, by its path:
    keys given twice in one mapping, merge keys (``<<``) and values written with a tag of
    their own (``!!binary``, ``!!set``, ``!!str``...). Only mappings, lists, text, numbers,
    true/false, null and dates are incident data: the rest would be read as something
    nobody wrote (bytes, a set, another mapping's keys)."""
    found: list[FieldError] = []
    if id(node) in tagged:
        tag = tagged[id(node)].replace("tag:yaml.org,2002:", "!!")
        found.append(_not_plain(path, node.start_mark.line + 1, "yaml_tag", tag=tag))
    if isinstance(node, yaml.MappingNode):
        seen: dict[str, int] = {}
        for key, value in node.value:
            name = str(key.value)
            here = paths.at(path, name)
            if key.tag == _MERGE and id(key) not in tagged:
                found.append(_not_plain(path, key.start_mark.line + 1, "yaml_merge"))
                continue
            if name in seen:
                found.append(twice(here, seen[name], key.start_mark.line + 1))
            else:
                seen[name] = key.start_mark.line + 1
            found.extend(_node_problems(key, tagged, here) if id(key) in tagged else [])
            found.extend(_node_problems(value, tagged, here))
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            found.extend(_node_problems(item, tagged, paths.at(path, i)))
    return found


def twice(path: str, first_line: int | None = None, second_line: int | None = None) -> FieldError:
    """A key given twice (with its lines, in YAML)."""
    message = say("problems", "given_twice", first_line, second_line)
    lines = {"first_line": first_line, "second_line": second_line} if first_line else {}
    return FieldError(path, message, "given_twice", lines)


class _Pairs(dict[str, Any]):
    """A JSON object that remembers the keys it was given more than once."""

    twice: tuple[str, ...] = ()


def _object(pairs: list[tuple[str, Any]]) -> _Pairs:
    obj = _Pairs(pairs)
    if len(obj) < len(pairs):
        seen: set[str] = set()
        obj.twice = tuple(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
    return obj


def _json_duplicates(value: Any, path: str = "") -> list[FieldError]:
    found: list[FieldError] = []
    if isinstance(value, dict):
        for key in getattr(value, "twice", ()):
            found.append(twice(paths.at(path, key)))
        for key, item in value.items():
            found.extend(_json_duplicates(item, paths.at(path, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found.extend(_json_duplicates(item, paths.at(path, i)))
    return found


def strict_json(text: str, **options: Any) -> Any:
    """``json.loads`` that refuses a key given twice in one object (InputError naming its
    path), where json.loads would keep the last value silently."""
    data = json.loads(text, object_pairs_hook=_object, **options)
    duplicates = _json_duplicates(data)
    if duplicates:
        raise InputError(duplicates)
    return data  # its objects are dicts (_Pairs): nothing else needs to know


def _yaml(text: str) -> Any:
    loader = _SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        problems = _node_problems(node, loader.tagged)
        if problems:
            raise InputError(problems)
        return loader.construct_document(node)
    finally:
        loader.dispose()


def parse_text(text: str, kind: str) -> Any:
    try:
        if kind == "json":
            return strict_json(text)
        return _yaml(text)
    except json.JSONDecodeError as exc:
        raise InputError([invalid("", "json_syntax", problem=exc.msg, line=exc.lineno)]) from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        if problem == _ALIASES:
            problem = invalid("", "yaml_alias").message
        raise InputError([invalid("", "yaml_syntax", problem=problem, line=line)]) from exc
    except RecursionError as exc:
        raise InputError([invalid("", "too_deep")]) from exc
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise InputError([invalid("", "bad_number", problem=str(exc))]) from exc


def load_file(path: Path) -> Any:
    try:
        # At most one byte past the limit, whatever the file is (/dev/zero, a pipe, a FIFO).
        with path.open("rb") as file:
            raw = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        error = invalid("", "unreadable", file=str(path), reason=exc.strerror)
        raise InputError([error]) from exc
    if len(raw) > MAX_FILE_BYTES:
        raise InputError([invalid("", "too_large", file=str(path), limit=MAX_FILE_BYTES)])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError([invalid("", "not_utf8", file=str(path))]) from exc
    kind = "json" if path.suffix.lower() == ".json" else "yaml"
    return parse_text(text, kind)
