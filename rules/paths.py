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


def at(*steps: str | int) -> str:
    """The path of a field by its steps, read in the order they are written:
    ``at("sequence", 2, "by")`` -> ``sequence[2].by``. A name is a field or a map's key
    (``at("opponents_m", "D1")``), a number a list's item. A name may be a path already
    built, which this extends (``at(where, "half")``); "" is the whole data."""
    out = ""
    for step in steps:
        if isinstance(step, int):
            out = f"{out}[{step}]"
        elif out:
            out = f"{out}.{step}"
        else:
            out = step
    return out


def dotted(*parts: object) -> str:
    """A place as pydantic locates its errors, parts joined by dots (``sequence.2.by``):
    the ``where`` of rules.changes.ChangeError, which names pydantic's own steps too."""
    return ".".join(str(part) for part in parts)


def head(path: str) -> str | None:
    """The incident's field a path starts from: ``sequence[2].by`` -> ``sequence``."""
    found = _tokens(path)
    return found[0] if found and isinstance(found[0], str) else None


def leaf(path: str) -> Token | None:
    """A path's last step: ``sequence[2].by`` -> ``by``, ``positions[0]`` -> ``0``."""
    found = _tokens(path)
    return found[-1] if found else None


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


# --- a path written or read one step at a time (the explainer's readers and drafting) --------

#: ``group[3].rest``: an item of a top-level list and the path inside it, as written.
_ITEM = re.compile(r"^([^.\[\]]+)\[(\d+)\](?:\.(.+))?$")


def nested(path: str, inner: str) -> str:
    """``inner``, a path inside the value at ``path``, as a path from the top."""
    if not path or not inner:
        return path or inner
    return path + inner if inner.startswith("[") else f"{path}.{inner}"


def split_item(path: str) -> tuple[str, int, str] | None:
    """``group[3].rest`` -> ``("group", 3, "rest")`` (``rest`` as written, "" when the path
    ends at the item); None for a path that is not inside an item of a top-level list."""
    found = _ITEM.match(path)
    if found is None:
        return None
    return found.group(1), int(found.group(2)), found.group(3) or ""


def in_list(path: str, list_path: str) -> bool:
    """Is ``path`` inside an item of the list at ``list_path`` (``fouls[2].by`` in ``fouls``)?"""
    return path.startswith(list_path + "[")
