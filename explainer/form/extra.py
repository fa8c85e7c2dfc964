"""One carried value of the form: the JSON object of a hidden ``extra`` field
(explainer.form.carry), read within the form's bounds, and its facts counted by kind for
the page to list."""

from __future__ import annotations

import json
from typing import Any

from drafting import SOURCE_ID as ARTICLE
from explainer.form.fields import MAX_EXTRA_CHARS, MAX_EXTRA_DEPTH


def parse_extra(text: str) -> tuple[dict[str, Any], str | None]:
    """A carried JSON object, or ({}, why it cannot be read). A blank value is {}."""
    if not text.strip():
        return {}, None
    if len(text) > MAX_EXTRA_CHARS:
        return {}, "too_long"
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return {}, "not_json"
    if not isinstance(value, dict):
        return {}, "not_object"
    if _depth(value) > MAX_EXTRA_DEPTH:
        return {}, "too_deep"
    return value, None


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level <= MAX_EXTRA_DEPTH:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)
    return deepest


def count_kinds(value: dict[str, Any], counts: dict[str, int], top: bool = False) -> None:
    """Add up the carried facts in ``value`` by kind, for the page to list (provenance
    citing a drafted article, drafting.SOURCE_ID, is not one: the form shows where the
    article states each fact)."""

    def add(kind: str, n: int = 1) -> None:
        counts[kind] = counts.get(kind, 0) + n

    for key, item in value.items():
        if key == "provenance" and isinstance(item, list):
            # Which sentence of a drafted article states a fact is the article's row and
            # its notes on the form, not a fact kept out of sight.
            cited = [p for p in item if not (isinstance(p, dict) and p.get("source") == ARTICLE)]
            if cited:
                add("provenance", len(cited))
        elif key == "disputes" and isinstance(item, list):
            add("disputes", len(item))
        elif key == "location":
            add("location")
        elif key == "where" and isinstance(item, dict):
            for sub, inner in item.items():
                if sub == "opponents_m" and isinstance(inner, dict):
                    add("opponents", len(inner))
                else:
                    add("other")
        elif top and isinstance(item, dict):
            count_kinds(item, counts)
        else:
            add("other")
