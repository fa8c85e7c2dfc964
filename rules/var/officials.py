"""What the officials' reported decisions settle about what they did (VAR protocol, Law 5.2,
Law 9.1), for the facts nobody gave.

A fact of the officials that nobody reported is not known (rules.incident, schema
version 2), but some follow from what is reported, and are then not asked:

- a goal given, on the field or in the end: the referee had not stopped play before the
  ball went in (a stoppage leaves no goal to give, Law 9.1);
- a final decision other than the on-field one: play had not restarted before the check
  ended (once play restarts, a decision cannot be changed, Law 5.2), and it was checked;
- a VAR-only or on-field review: the VAR checked the incident.
"""

from __future__ import annotations

from typing import Any

from rules.incident import Incident, Officials

#: The on-field decisions each final decision keeps unchanged.
_SAME: dict[str, tuple[str, ...]] = {
    "goal": ("goal",),
    "no_goal": ("no_goal", "offside_flag", "whistle"),
    "penalty": ("penalty",),
    "no_penalty": ("play_on",),
    "play_on": ("play_on",),
    "free_kick": ("offside_flag", "whistle"),
}


def changed_on_review(officials: Officials) -> bool:
    """Is the reported final decision another than the on-field one?"""
    on_field, final = officials.on_field, officials.final
    if on_field == "unknown" or final == "unknown":
        return False
    return on_field not in _SAME[final]


def deduced(incident: Incident) -> Incident:
    """``incident`` with the officials' facts that its reported decisions settle."""
    officials = incident.officials
    if officials is None:
        return incident
    found: dict[str, Any] = {}
    given = "goal" in (officials.on_field, officials.final)
    if officials.stopped_before_goal == "unknown" and given:
        found["stopped_before_goal"] = False
    changed = changed_on_review(officials)
    if changed and officials.restarted_before_check == "unknown":
        found["restarted_before_check"] = False
    reviewed = officials.review in ("var_only", "on_field_review")
    if (changed or reviewed) and officials.var_checked == "unknown":
        found["var_checked"] = True
    if not found:
        return incident
    return incident.model_copy(update={"officials": officials.model_copy(update=found)})
