"""The engine's outputs (rules/trace.py) leaving it: JSON, data and JSON Schema.

Pydantic's public TypeAdapter, one per output class, serialises what the engine made
without validating it again.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import TypeAdapter


def adapter(cls: type[Any]) -> TypeAdapter[Any]:
    """The TypeAdapter of an output class (made once: making one costs milliseconds)."""
    found = _ADAPTERS.get(cls)
    if found is None:
        found = _ADAPTERS[cls] = TypeAdapter(cls)
    return found


_ADAPTERS: dict[type[Any], TypeAdapter[Any]] = {}


def to_json(value: Any, *, indent: int | None = None) -> str:
    """``value`` as JSON, the text ``model_dump_json`` gave when the outputs were models."""
    return adapter(type(value)).dump_json(value, indent=indent).decode()


def to_data(
    value: Any, *, mode: Literal["json", "python"] = "json", exclude: set[str] | None = None
) -> Any:
    """``value`` as plain data: JSON's types (``mode="json"``), or dicts over Python's
    values (``"python"``, as ``model_dump()`` gave)."""
    return adapter(type(value)).dump_python(value, mode=mode, exclude=exclude)
