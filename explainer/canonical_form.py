"""One spelling and one order for the same facts, so that they get one permalink.

An incident's text is already trimmed and in NFC (rules.incident); here white space inside
it is collapsed too ("Harry  Kane" is "Harry Kane"; a run of white space with a line
break in it is one line break, or one blank line between paragraphs), and the lists whose
order says nothing about the facts are put in one order: the sources (each fact cites one
by its id) and the players by id, as people count (``s2`` before ``s10``), the positions
by their player's id, then touch and point (the key no two positions share), and the
attackers inside the goal as the players are (the form gives them back so). What points
into those lists by index follows its item: a disputed field's path (``sources[1].date``,
``positions[2].where.ball``) and a measurement's position.

The engine's decision does not depend on the order of the sources (its findings, their
order, the summary: tests/unit/test_canonical_order.py shuffles them). Of the players and
positions, the findings of one touch follow the order they are listed in, but what the
decision, the summary and the headline name does not: of equally decisive findings the
engine names the attacker first by id (rules.reasons.find, in_stable_order), so the
permalink page, rendered from the stored incident, says what the form, the API and the CLI
said of the incident as typed (tests/unit/test_canonical_order.py shuffles them too).

Other lists keep the order they are given in. The opponents of a position (``nearer``,
``level``) come back in the form as they were typed, and the body parts beyond the line are
named in the findings in their order. The sequence of touches is an order in time;
involvements, fouls, players off the field, measurements, disputes and each fact's
provenance are kept as listed too.
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


def _counted(ident: str) -> tuple[list[Any], str]:
    """An id as people count: ``s2`` before ``s10`` (the form numbers new rows so); ids
    equal as numbers (``s02``, ``s2``) as text."""
    return [int(part) if part.isdigit() else part for part in _DIGITS.split(ident)], ident


def _by_id(item: dict[str, Any]) -> tuple[list[Any], str]:
    """A source or a player by its id, as people count."""
    return _counted(str(item["id"]))


def _by_player(item: dict[str, Any]) -> tuple[tuple[list[Any], str], int, str]:
    """A position by its player's id, then its touch and point (no two share all three)."""
    return _counted(str(item["player"])), int(item["at"]), str(item["point"])


def ordered(data: dict[str, Any]) -> dict[str, Any]:
    """Incident data (as ``model_dump(mode="json")`` gives it, every field present) with
    the sources and the players in the order of their ids, the positions in the order of
    their players' ids, touches and points, and the attackers inside the goal in the
    players' order; the disputed fields' paths and the measurements' positions follow
    their items. Changes ``data`` in place and returns it."""
    moves: Moves = {}
    data["sources"] = _order(data["sources"], _by_id, ("sources",), moves)
    data["players"] = _order(data["players"], _by_id, ("players",), moves)
    data["positions"] = _order(data["positions"], _by_player, ("positions",), moves)
    # (The form lists the attackers inside the goal as it lists the players.)
    data["inside_goal"] = _order(data["inside_goal"], _counted, ("inside_goal",), moves)
    position = moves[("positions",)]
    for measurement in data["measurements"]:
        measurement["position"] = _moved(measurement["position"], position)
    for dispute in data["disputes"]:
        dispute["field"] = _followed(dispute["field"], moves)
        if _is_measured_position(dispute["field"]):
            # Its readings are positions too: each names the item it named.
            for reading in dispute["readings"]:
                reading["value"] = _moved(reading["value"], position)
    return data


def _moved(index: Any, new_index: list[int]) -> Any:
    """Where item ``index`` of a list went (anything else, as it is)."""
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(new_index):
        return new_index[index]
    return index


def _is_measured_position(path: str) -> bool:
    """Does ``path`` name a measurement's position (``measurements[0].position``)?"""
    steps = paths.tokens(path)
    return len(steps) == 3 and steps[0] == "measurements" and steps[2] == "position"


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
    """``incident`` with its text's white space collapsed and its lists that have no order
    in one order (itself when it is so already), validated again: the same facts, one
    spelling."""
    data = incident.model_dump(mode="json")
    respelled = ordered(collapsed(data))
    if respelled == data:
        return incident
    return Incident.model_validate(respelled)
