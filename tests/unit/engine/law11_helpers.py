"""Builders and trace look-ups shared by the Law 11 unit tests in this folder."""

from __future__ import annotations

from typing import Any

from support import base_incident, qualitative, run, touches

from rules import Decision, Finding

__all__ = [
    "PLAYERS",
    "a3_scores",
    "dist",
    "find",
    "incident",
    "missing_fields",
    "off_field",
    "offside_at",
    "one",
    "outcomes",
    "qualitative",
    "run",
    "stopped_for_a_foul",
    "verdict",
]

#: The base incident's players plus a third attacker, an attacking goalkeeper and D3.
PLAYERS: list[dict[str, Any]] = [
    {"id": "A1", "name": "Passer", "team": "attacking"},
    {"id": "A2", "name": "Striker", "team": "attacking"},
    {"id": "A3", "name": "Winger", "team": "attacking"},
    {"id": "AK", "name": "Attacking keeper", "team": "attacking", "goalkeeper": True},
    {"id": "D1", "name": "Defender One", "team": "defending"},
    {"id": "D2", "name": "Defender Two", "team": "defending"},
    {"id": "D3", "name": "Defender Three", "team": "defending"},
    {"id": "GK", "name": "Keeper", "team": "defending", "goalkeeper": True},
]


def incident(*sequence: tuple[str, str] | dict[str, Any], **overrides: Any) -> dict[str, Any]:
    """An incident with PLAYERS; contacts given as ``("A1", "pass")`` or as dicts."""
    data = base_incident(players=PLAYERS, **overrides)
    if sequence:
        data["sequence"] = touches(*sequence)
    return data


def a3_scores(
    *between: tuple[str, str] | dict[str, Any], first: str = "pass", **overrides: Any
) -> dict[str, Any]:
    """A1 plays the ball (a ``first``) with A2 in an offside position and A3 onside behind
    the second-last opponent; after the contacts ``between``, A3 scores."""
    return incident(
        ("A1", first),
        *between,
        ("A3", "shot"),
        positions=[qualitative("A2", 1), qualitative("A3", 1, second_last="behind")],
        **overrides,
    )


def dist(
    player: str,
    at: int,
    attacker_m: float,
    ball_m: float,
    opponents: dict[str, float],
    **more: Any,
) -> dict[str, Any]:
    """A position as distances from the goal line (metres)."""
    where = {
        "kind": "distances",
        "attacker_m": attacker_m,
        "ball_m": ball_m,
        "opponents_m": opponents,
    }
    return {"player": player, "at": at, "where": where, **more}


def stopped_for_a_foul(foul: dict[str, Any], **overrides: Any) -> dict[str, Any]:
    """A1 passes with A2 in an offside position; ``foul`` comes after the pass (contact 1)
    and play stops."""
    return incident(
        ("A1", "pass"),
        positions=[qualitative("A2", 1)],
        fouls=[{"after": 1, **foul}],
        outcome="play_stopped",
        **overrides,
    )


def off_field(player: str, **more: Any) -> dict[str, Any]:
    """A player off the field at contact 1: over the goal line without permission, unless
    ``more`` says otherwise."""
    return {"player": player, "at": 1, "with_permission": False, "crossed": "goal_line", **more}


def find(decision: Decision, rule: str, outcome: str | None = None, **attrs: Any) -> list[Finding]:
    """The findings of ``rule`` (with ``outcome``, ``player``, ``at`` ... if given)."""
    return [
        f
        for f in decision.trace
        if f.rule == rule
        and (outcome is None or f.outcome == outcome)
        and all(getattr(f, k) == v for k, v in attrs.items())
    ]


def one(decision: Decision, rule: str, outcome: str | None = None, **attrs: Any) -> Finding:
    """The single finding of ``rule`` matching; fails with the trace if not exactly one."""
    found = find(decision, rule, outcome, **attrs)
    assert len(found) == 1, (rule, outcome, attrs, outcomes(decision))
    return found[0]


def outcomes(decision: Decision) -> list[tuple[str, str]]:
    return [(f.rule, f.outcome) for f in decision.trace]


def verdict(decision: Decision) -> tuple[bool | None, str | None, int | None, int | None]:
    """(offside_offence, offender, judged_at, offence_at)."""
    return (
        decision.offside_offence,
        decision.offender,
        decision.judged_at,
        decision.offence_at,
    )


def offside_at(decision: Decision) -> set[tuple[str | None, int | None]]:
    """(player, contact) pairs judged to be in an offside position."""
    return {(f.player, f.at) for f in find(decision, "OFF-POS-2", "offside_position")}


def missing_fields(decision: Decision) -> list[tuple[str, str]]:
    return [(m.field, m.rule) for m in decision.missing]
