"""What the decision depends on: the decision under each source's reading of a disputed
fact, and under each value of an unknown fact it turns on (rules.analysis.runs)."""

from __future__ import annotations

from typing import Any

from rules import paths
from rules.analysis.counterfactuals import TOUCH_KINDS, alternative
from rules.analysis.runs import Runs
from rules.changes import Change
from rules.incident import Incident
from rules.paths import get_path, selector
from rules.trace import Alternative, Decision, FactValue

_OPTIONS: dict[str, tuple[FactValue, ...]] = {
    "classification": TOUCH_KINDS,
    "half": ("opponents", "halfway_line", "own"),
    "ball": ("ahead", "level", "behind"),
    "second_last": ("ahead", "level", "behind"),
    "kind": ("none", "obvious_action_impacting_opponent"),
    "victim_was": ("moving_towards_ball", "playing_or_challenging"),
    "relative_to_involvement": ("before", "same_action", "after"),
    "with_permission": (True, False),
    "reset_since": (True, False),
    "restarted_before_check": (True, False),
    "stopped_before_goal": (True, False),
}

#: A reading tried: its kind, the field, the value, the clause, the source that reads it
#: so (if any), and the changes that give it.
Trial = tuple[str, str, Any, str, str | None, list[Change]]


def readings(
    incident: Incident, decision: Decision, runs: Runs | None = None
) -> tuple[Alternative, ...]:
    """The decision under each source's reading of a disputed fact, and each value of an
    unknown fact the decision depends on (the unknown ones tried first: the answer turns
    on them). A reading that is the incident's own value is the decision itself."""
    runs = runs or Runs(incident, decision)
    trials = _trials(incident, decision)
    data = incident.model_dump(mode="json") if incident.disputes else {}
    results: dict[int, Decision] = {}
    for i in sorted(range(len(trials)), key=lambda i: trials[i][0] != "unknown_fact"):
        kind, field_path, value, _, _, changes = trials[i]
        if kind == "reading" and _holds(data, field_path, value):
            results[i] = decision
            continue
        changed = runs.rerun("readings", changes, decision.edition)
        if changed is not None:
            results[i] = changed
    alike = _alike(trials, results)
    return tuple(
        alternative(
            results[i], kind=kind, field=field_path, to_value=value, rule=rule, source=source
        )
        for i, (kind, field_path, value, rule, source, _) in enumerate(trials)
        if i in results and not (kind == "unknown_fact" and field_path in alike)
    )


def _trials(incident: Incident, decision: Decision) -> list[Trial]:
    """Each source's reading of each disputed fact, then each value of each unknown one."""
    trials: list[Trial] = [
        ("reading", d.field, r.value, _rule_for(decision, d.field), r.source, [(d.field, r.value)])
        for d in incident.disputes
        for r in d.readings
    ]
    unsettled = [*decision.missing, *(decision.review.missing if decision.review else ())]
    trials += [
        ("unknown_fact", m.field, value, m.rule, None, changes)
        for m in unsettled
        for value, changes in fill(incident, m.field)
    ]
    return trials


def _alike(trials: list[Trial], results: dict[int, Decision]) -> set[str]:
    """The unknown facts whose every value leads to the same settled answer: not what the
    decision depends on (one that leaves it open may be, with another fact)."""
    said: dict[str, set[tuple[object, ...]]] = {}
    for i, trial in enumerate(trials):
        if trial[0] == "unknown_fact":
            told = said.setdefault(trial[1], set())
            if i in results:
                told.add(_reading_key(results[i], i))
    return {field_path for field_path, told in said.items() if len(told) == 1}


def _reading_key(d: Decision, trial: int) -> tuple[object, ...]:
    """What reading ``trial`` says: the offside answer, the goal, the offender and what
    stood (a reading that leaves either open says something of its own: never alike)."""
    stood = d.summary.stood if d.summary is not None else None
    if d.offside_offence is None or stood == "undetermined":
        return ("open", trial)
    return d.offside_offence, d.goal, d.offender, stood


def _holds(data: dict[str, Any], path: str, value: Any) -> bool:
    """Does the incident already give ``value`` at ``path``?"""
    try:
        current = get_path(data, path)
    except (KeyError, IndexError, TypeError, StopIteration):
        return False
    return bool(current == value and type(current) is type(value))


def _rule_for(decision: Decision, path: str) -> str:
    for m in decision.missing:
        if m.field == path:
            return m.rule
    return {
        "classification": "OFF-DP-1",
        "kind": "OFF-OFF-2",
        "second_last": "OFF-POS-7",
        "ball": "OFF-POS-6",
        "half": "OFF-POS-2",
        "victim_was": "OFF-ORDER-1",
    }.get(_leaf(path), "OFF-POS-2")


def fill(incident: Incident, path: str) -> list[tuple[FactValue, list[Change]]]:
    """The values an unknown fact may take, each as the changes that give it."""
    wanted = selector(path)
    listed = paths.tokens(path)[0]
    if wanted is not None and listed == "positions":
        # A position the incident does not give: try it offside, and onside.
        options: list[tuple[FactValue, list[Change]]] = []
        for value, second in (("offside_position", "ahead"), ("onside", "behind")):
            where = {"kind": "qualitative", "half": "opponents", "ball": "ahead"}
            position = {
                "player": wanted["player"],
                "at": int(wanted["at"]),
                "where": {**where, "second_last": second},
            }
            options.append((value, [(path, position)]))
        return options
    if wanted is not None and listed == "involvements":
        # What nobody reported an attacker did (rules.offside.unreported): nothing, or
        # something that affected an opponent.
        item = {"player": wanted["player"], "after": int(wanted["after"])}
        return [(kind, [(path, {**item, "kind": kind})]) for kind in _OPTIONS["kind"]]
    return [(value, [(path, value)]) for value in _OPTIONS.get(_leaf(path), ())]


def _leaf(path: str) -> str:
    """The name of the field ``path`` ends with ("" when it ends with a list's item)."""
    last = paths.tokens(path)[-1]
    return last if isinstance(last, str) and last != paths.APPEND else ""
