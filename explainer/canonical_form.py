"""One spelling and one order for the same facts, so that they get one permalink.

An incident's text is already trimmed and in NFC (rules.incident); here white space inside
it is collapsed too ("Harry  Kane" is "Harry Kane"; a run of white space with a line
break in it is one line break, or one blank line between paragraphs), and the sources,
whose order says nothing about the facts (each fact cites one by its id), are put in the
order of their ids (``s2`` before ``s10``). A disputed field's path (``sources[1].date``)
follows the source it names. The engine's decision (its findings, their order, the
summary) is the same whatever the order of the sources (tests/unit/test_canonical_order.py
shuffles them).

Other lists keep the order they are given in. Players, positions, the attackers inside
the goal and the body parts beyond the line have no order in the Laws, but the engine's
findings follow theirs, and where several findings are equally decisive the summary names
the first: in another order the same facts would be explained with another attacker's
finding first, and the permalink page (rendered from the stored incident) would contradict
the answer the form, the API and the CLI gave for the incident as typed. The opponents of
a position (``nearer``, ``level``) come back in the form as they were typed. The sequence
of touches is an order in time; involvements, fouls, players off the field, measurements,
disputes and each fact's provenance are kept as listed too.
"""

from __future__ import annotations

import re
from typing import Any

from rules import Incident, paths

#: A run of white space (Unicode's: no-break and thin spaces too).
_SPACE = re.compile(r"\s+")
#: The runs of digits in an id.
_DIGITS = re.compile(r"(\d+)")


def _one_space(found: re.Match[str]) -> str:
    breaks = found.group().count("\n")
    return "\n\n" if breaks > 1 else "\n" if breaks else " "


def collapsed(value: Any) -> Any:
    """``value`` (incident data as JSON gives it) with the white space inside every text
    collapsed: one space, one line break, or one blank line."""
    if isinstance(value, str):
        return _SPACE.sub(_one_space, value)
    if isinstance(value, dict):
        return {k: collapsed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [collapsed(v) for v in value]
    return value


#: Where each item of a list went: the list's path (its steps, with the indices it had
#: before any list was ordered) -> the new index of each old one.
Moves = dict[tuple[paths.Token, ...], list[int]]


def _order(items: list[Any], key: Any, path: tuple[paths.Token, ...], moves: Moves) -> list[Any]:
    order = sorted(range(len(items)), key=lambda i: key(items[i]))
    new_index = [0] * len(items)
    for new, old in enumerate(order):
        new_index[old] = new
    moves[path] = new_index
    return [items[i] for i in order]


def _by_id(item: dict[str, Any]) -> tuple[list[Any], str]:
    """An item by its id as people count: ``s2`` before ``s10`` (the form numbers new
    sources so); ids equal as numbers (``s02``, ``s2``) as text."""
    ident = str(item["id"])
    return [int(part) if part.isdigit() else part for part in _DIGITS.split(ident)], ident


def ordered(data: dict[str, Any]) -> dict[str, Any]:
    """Incident data (as ``model_dump(mode="json")`` gives it, every field present) with
    the sources in the order of their ids, and the disputed fields' paths following them.
    Changes ``data`` in place and returns it."""
    moves: Moves = {}
    data["sources"] = _order(data["sources"], _by_id, ("sources",), moves)
    for dispute in data["disputes"]:
        dispute["field"] = _followed(dispute["field"], moves)
    return data


def _followed(path: str, moves: Moves) -> str:
    """``path`` naming the same item after the lists were ordered (``moves``)."""
    old: tuple[paths.Token, ...] = ()
    new: list[paths.Token] = []
    for step in paths.tokens(path):
        if isinstance(step, int) and old in moves and step < len(moves[old]):
            new.append(moves[old][step])
        else:
            new.append(step)
        old = (*old, step)
    return paths.joined(new)


def one_spelling(incident: Incident) -> Incident:
    """``incident`` with its text's white space collapsed and its sources in one order
    (itself when it is so already), validated again: the same facts, one spelling."""
    data = incident.model_dump(mode="json")
    respelled = ordered(collapsed(data))
    if respelled == data:
        return incident
    return Incident.model_validate(respelled)
