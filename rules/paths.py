"""Field paths into incident data, such as ``sequence[2].classification`` or
``positions[0].where.opponents_m.D1``: read, written and checked the same way everywhere."""

from __future__ import annotations

import re
from typing import Any

_TOKEN = re.compile(r"\[(\d+)\]|([A-Za-z0-9_]+)")


def tokens(path: str) -> list[str | int]:
    """``sequence[2].by`` -> ``["sequence", 2, "by"]``."""
    return [int(index) if index else name for index, name in _TOKEN.findall(path)]


def get_path(data: Any, path: str) -> Any:
    """The value at ``path`` (KeyError, IndexError or TypeError when there is none)."""
    target = data
    for token in tokens(path):
        target = target[token]
    return target


def set_path(data: Any, path: str, value: Any) -> None:
    """Set ``value`` at ``path``, whose parent must exist."""
    *parents, last = tokens(path)
    target = data
    for token in parents:
        target = target[token]
    target[last] = value


def exists(data: Any, path: str) -> bool:
    """Does ``path`` name a field (or list item, or map key) that the data has?"""
    target = data
    for token in tokens(path):
        if isinstance(token, int):
            if not isinstance(target, list) or token >= len(target):
                return False
        elif not isinstance(target, dict) or token not in target:
            return False
        target = target[token]
    return True
