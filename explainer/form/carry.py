"""The facts the form carries without showing them.

Facts it has no control for (which source states a fact, disputes between sources, where
a touch or foul happened, ...) travel in hidden fields: one JSON object per row
(``<group>-<i>-extra``, moved with its row) and one for the rest of the incident
(``extra``). ``carried_fields`` finds them by comparing the incident with what the form's
own fields give back, so a fact the form does not show is carried whatever it is.
``merge_carried`` puts them back under the typed facts (what the form says wins), for the
same model to check.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from explainer.form.extra import parse_extra
from explainer.form.fieldmap import row_field, row_path
from explainer.form.fields import DROP, GROUPS
from explainer.form.messages import Problem
from rules import paths

if TYPE_CHECKING:
    from explainer.form.state import FormState


# --- hidden fields -> incident data -----------------------------------------------------------


def same_items(first: Any, second: Any) -> bool:
    """Two lists with the same items, perhaps in another order."""
    if not isinstance(first, list) or not isinstance(second, list) or len(first) != len(second):
        return False
    return sorted(json.dumps(x, sort_keys=True) for x in first) == sorted(
        json.dumps(x, sort_keys=True) for x in second
    )


def _merge(target: dict[str, Any], carried: dict[str, Any]) -> None:
    """Add carried facts under the typed ones: what the form says wins.

    A carried list with the same items as the typed one gives their order (the form lists
    ticked boxes in its own order).
    """
    for key, value in carried.items():
        if key not in target:
            target[key] = value
        elif isinstance(target[key], dict) and isinstance(value, dict):
            _merge(target[key], value)
        elif same_items(target[key], value):
            target[key] = value


def _take_disputes(
    carried: dict[str, Any], base: str, found: list[tuple[int, int, dict[str, Any]]]
) -> bool:
    """Move carried disputes (paths relative to ``base``) to ``found``; False if malformed."""
    disputes = carried.pop("disputes", None)
    if disputes is None:
        return True
    if not isinstance(disputes, list) or not all(
        isinstance(d, dict) and isinstance(d.get("field", ""), str) for d in disputes
    ):
        return False
    for dispute in disputes:
        order = dispute.get("order")
        if not isinstance(order, int) or isinstance(order, bool):
            order = 10**6
        path = paths.nested(base, dispute.get("field", ""))
        rest = {k: value for k, value in dispute.items() if k not in ("order", "field")}
        found.append((order, len(found), {"field": path, **rest}))
    return True


def merge_carried(
    state: FormState,
    data: dict[str, Any],
    rows: dict[str, list[int]],
    problems: list[Problem],
) -> None:
    """Merge the hidden carried facts into ``data``; unreadable ones are problems."""
    disputes: list[tuple[int, int, dict[str, Any]]] = []
    for group in GROUPS:
        for n, i in enumerate(rows[group]):
            carried, why = parse_extra(state.get(row_field(group, i, "extra")))
            if why is None and not _take_disputes(carried, row_path(group, n), disputes):
                why = "bad_disputes"
            if why is not None:
                problems.append((DROP, "unreadable", {"why": why, "group": group, "n": i + 1}))
                continue
            _merge(data[group][n], carried)
    carried, why = parse_extra(state.get("extra"))
    if why is None and not _take_disputes(carried, "", disputes):
        why = "bad_disputes"
    if why is not None:
        problems.append((DROP, "unreadable", {"why": why}))
        return
    if "officials" not in data:
        # The officials' fields were emptied: what cited them goes with them.
        carried.pop("officials", None)
    rules = carried.get("competition_rules")
    if isinstance(rules, dict) and "early_adoption" not in data.get("competition_rules", {}):
        # So were the early adoption's (its edition and date): its citations go too.
        rules.pop("early_adoption", None)
    _merge(data, carried)
    if disputes:
        data["disputes"] = [d for _, _, d in sorted(disputes, key=lambda t: (t[0], t[1]))]


# --- incident data -> hidden fields -----------------------------------------------------------


def _leftover(original: dict[str, Any], built: dict[str, Any]) -> dict[str, Any]:
    """What ``original`` has that the form's own fields did not give back (``built``)."""
    left: dict[str, Any] = {}
    for key, value in original.items():
        if key not in built:
            left[key] = value
        elif isinstance(value, dict) and isinstance(built[key], dict):
            sub = _leftover(value, built[key])
            if sub:
                left[key] = sub
        elif value != built[key] and same_items(value, built[key]):
            left[key] = value  # the same items in another order: keep the order
    return left


def carried_fields(
    original: dict[str, Any], built: dict[str, Any], rows: dict[str, list[int]]
) -> dict[str, str]:
    """The hidden fields (name -> JSON) for what ``original`` (incident data) has that the
    form's own fields did not give back (``built``, from rows ``rows``)."""
    carried: dict[str, dict[str, Any]] = {}
    for group in GROUPS:
        kept_rows, made = rows[group], built.get(group, [])
        for n, item in enumerate(original.get(group, [])):
            left = _leftover(item, made[kept_rows.index(n)] if n in kept_rows else {})
            if left:
                carried[row_field(group, n, "extra")] = left
    rest = {k: v for k, v in original.items() if k not in GROUPS and k != "disputes"}
    top = _leftover(rest, built)
    # A dispute about a row travels with that row, so it follows the row when rows move.
    for order, dispute in enumerate(original.get("disputes", [])):
        row = paths.split_item(dispute["field"])
        if row and row[0] in GROUPS and row[1] < len(original[row[0]]):
            name = row_field(row[0], row[1], "extra")
            relative = {**dispute, "order": order, "field": row[2]}
            carried.setdefault(name, {}).setdefault("disputes", []).append(relative)
        else:
            top.setdefault("disputes", []).append({**dispute, "order": order})
    if top:
        carried["extra"] = top
    return {
        name: json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        for name, value in carried.items()
    }
