"""Field paths into incident data: one syntax, read, written and checked here alone.

A path names a field of an incident the way error messages, disputes, findings, readings,
the form and the templates all spell it:

- ``sequence[2].classification``: a field of the third contact (lists count from 0);
- ``positions[0].where.opponents_m.D1``: a key of a mapping (any characters but the
  separators ``.``, ``[`` and ``]``: player ids may hold digits and hyphens);
- ``positions[player=kane, at=2]``: the item of a list whose fields have these values
  (the position the engine needs when the incident gives none);
- ``positions[+]``: one past the end of a list, to add an item.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

#: One step: a name, a list index, an append marker ``[+]`` or a selector ``[k=v, ...]``.
_STEP = re.compile(r"\[(\d+)\]|\[(\+)\]|\[([A-Za-z0-9_]+=[^\]]*)\]|([^.\[\]]+)")


@dataclass(frozen=True, slots=True)
class Select:
    """``[player=kane, at=2]``: the list item whose fields have these values."""

    keys: tuple[tuple[str, str], ...]

    def matches(self, item: Any) -> bool:
        return isinstance(item, dict) and all(str(item.get(k)) == v for k, v in self.keys)

    def as_dict(self) -> dict[str, str]:
        return dict(self.keys)


#: The end of a list: ``[+]``.
APPEND = "+"

Token = str | int | Select


def tokens(path: str) -> list[Token]:
    """``sequence[2].by`` -> ``["sequence", 2, "by"]``; ``[+]`` -> ``"+"``; ``[k=v]`` -> Select."""
    return list(_tokens(path))


# An analysis reads the path of every fact it changes twice or more (rules/changes.py), and
# incidents share most paths: parsed once (the tokens are immutable; callers get a list).
@lru_cache(maxsize=4096)
def _tokens(path: str) -> tuple[Token, ...]:
    found: list[Token] = []
    for index, append, select, name in _STEP.findall(path):
        if index:
            found.append(int(index))
        elif append:
            found.append(APPEND)
        elif select:
            pairs = (part.split("=", 1) for part in select.split(","))
            found.append(Select(tuple((k.strip(), v.strip()) for k, v in pairs)))
        else:
            found.append(name)
    return tuple(found)


def joined(steps: list[Token]) -> str:
    """The path of these steps (``["sequence", 2, "by"]`` -> ``sequence[2].by``): what
    ``tokens`` reads, written back."""
    out = ""
    for step in steps:
        if isinstance(step, Select):
            out += "[" + ", ".join(f"{k}={v}" for k, v in step.keys) + "]"
        elif isinstance(step, int) or step == APPEND:
            out += f"[{step}]"
        else:
            out += f".{step}" if out else step
    return out


def select(name: str, **keys: object) -> str:
    """The path of the item of list ``name`` with these field values."""
    inside = ", ".join(f"{k}={v}" for k, v in keys.items())
    return f"{name}[{inside}]"


def selector(path: str) -> dict[str, str] | None:
    """The field values a path's last step selects by, if it selects (``[k=v, ...]``)."""
    found = tokens(path)
    return found[-1].as_dict() if found and isinstance(found[-1], Select) else None


def _step(target: Any, token: Token) -> Any:
    if isinstance(token, Select):
        return next(item for item in target if token.matches(item))
    if token == APPEND:
        raise IndexError("[+] names no item yet")
    return target[token]


def get_path(data: Any, path: str) -> Any:
    """The value at ``path`` (KeyError, IndexError, StopIteration or TypeError when none)."""
    target = data
    for token in tokens(path):
        target = _step(target, token)
    return target


def set_path(data: Any, path: str | list[Token], value: Any) -> None:
    """Set ``value`` at ``path`` (or its tokens), whose parent must exist. ``[+]`` appends,
    and so does a selector that matches no item yet (else it replaces the item it matches)."""
    *parents, last = tokens(path) if isinstance(path, str) else path
    target = data
    for token in parents:
        target = _step(target, token)
    if last == APPEND:
        target.append(value)
    elif isinstance(last, Select):
        index = next((i for i, item in enumerate(target) if last.matches(item)), None)
        if index is None:
            target.append(value)
        else:
            target[index] = value
    else:
        target[last] = value


def exists(data: Any, path: str) -> bool:
    """Does ``path`` name a field (or list item, or map key) that the data has?"""
    target = data
    for token in tokens(path):
        if isinstance(token, Select):
            if not isinstance(target, list) or not any(token.matches(i) for i in target):
                return False
            target = _step(target, token)
        elif isinstance(token, int):
            if not isinstance(target, list) or token >= len(target):
                return False
            target = target[token]
        elif token == APPEND or not isinstance(target, dict) or token not in target:
            return False
        else:
            target = target[token]
    return True


def item(name: str, index: int, *fields: str) -> str:
    """The path of item ``index`` of list ``name``, or of its field ``fields``:
    ``item("sequence", 2, "by")`` -> ``sequence[2].by``."""
    path = f"{name}[{index}]"
    for field in fields:
        path += "." + field
    return path


def child(path: str, field: str) -> str:
    """The path of field ``field`` of what ``path`` names:
    ``child("positions[0].where", "half")`` -> ``positions[0].where.half``."""
    return f"{path}.{field}"


def list_item(path: str) -> tuple[str, int] | None:
    """The list and index a path begins with, when it begins with a list's item by
    index: ``sequence[2].by`` -> ``("sequence", 2)``; ``start.kind`` -> None."""
    found = _tokens(path)
    if len(found) < 2:
        return None
    name, index = found[0], found[1]
    if isinstance(name, str) and isinstance(index, int) and not isinstance(index, bool):
        return name, index
    return None


def leaf(path: str) -> str | None:
    """The name of the field a path ends with (``positions[0].where.ball`` -> ``ball``),
    or None when it ends with a list's item."""
    found = _tokens(path)
    last = found[-1] if found else None
    return last if isinstance(last, str) and last != APPEND else None
