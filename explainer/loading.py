"""Reading incident files (YAML or JSON) safely, with errors that name the problem."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from explainer.errors import FieldError

MAX_FILE_BYTES = 1_000_000


class InputError(Exception):
    """The input could not be read or is not a valid incident."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("; ".join(str(e) for e in errors))
        self.errors = errors


class _SafeLoader(yaml.SafeLoader):
    """SafeLoader that refuses anchors and aliases (no alias-expansion bombs)."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.MarkedYAMLError(
                None, None, "YAML aliases are not allowed in incident files", event.start_mark
            )
        return super().compose_node(parent, index)


def parse_text(text: str, kind: str) -> Any:
    try:
        if kind == "json":
            return json.loads(text)
        return yaml.load(text, Loader=_SafeLoader)  # noqa: S506 - a SafeLoader subclass
    except json.JSONDecodeError as exc:
        raise InputError(
            [FieldError("", f"not valid JSON: {exc.msg} (line {exc.lineno})")]
        ) from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise InputError([FieldError("", f"not valid YAML: {problem}{where}")]) from exc
    except RecursionError as exc:
        raise InputError([FieldError("", "the input is nested too deeply")]) from exc
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise InputError([FieldError("", f"not a valid number: {exc}")]) from exc


def load_file(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError([FieldError("", f"cannot read {path}: {exc.strerror}")]) from exc
    if len(raw) > MAX_FILE_BYTES:
        raise InputError([FieldError("", f"{path} is larger than {MAX_FILE_BYTES} bytes")])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError([FieldError("", f"{path} is not UTF-8 text")]) from exc
    kind = "json" if path.suffix.lower() == ".json" else "yaml"
    return parse_text(text, kind)
