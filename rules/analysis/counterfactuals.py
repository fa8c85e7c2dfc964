"""What would have changed the decision: the smallest single changes of fact, restart or
edition that flip it, each confirmed by a run of the engine (rules.analysis.runs)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules import paths
from rules.analysis.runs import Runs, key
from rules.catalogue import outcome_of
from rules.catalogue.offence import OffDp4
from rules.catalogue.sanction import Phase2
from rules.editions import EDITIONS
from rules.incident import Distances, Incident, Qualitative
from rules.paths import get_path
from rules.trace import Alternative, Decision

TOUCH_KINDS = ("deliberate_play", "deflection", "save")

#: A change tried: its kind, the field changed, the value tried and the clause it tests.
Candidate = tuple[str, str, Any, str]


def counterfactuals(
    incident: Incident, decision: Decision, runs: Runs | None = None
) -> tuple[Alternative, ...]:
    """The smallest single changes of fact, restart or edition that flip the decision."""
    if decision.offside_offence is None:
        return ()
    runs = runs or Runs(incident, decision)
    candidates = list(candidates_of(incident, decision))
    focus = focus_of(decision)
    # Tried in order of relevance while work is left; listed in the order of the incident.
    relevant = [about(incident, path, focus) for _, path, _, _ in candidates]
    results: dict[int, Decision] = {}
    for i in sorted(range(len(candidates)), key=lambda i: not relevant[i]):
        _, path, value, _ = candidates[i]
        flipped = runs.flip([(path, value)], decision)
        if flipped is not None:
            results[i] = flipped
    found: list[Alternative] = []
    original = incident.model_dump(mode="json") if results else {}
    for i, (kind, path, value, rule) in enumerate(candidates):
        flipped = results.get(i)
        if flipped is None:
            continue
        before = get_path(original, path)
        found.append(
            alternative(
                flipped, kind=kind, field=path, from_value=before, to_value=value, rule=rule
            )
        )
    found.extend(_edition_flips(decision, runs))
    return tuple(found)


def alternative(changed: Decision, **kw: Any) -> Alternative:
    """The alternative ``changed`` makes, described by ``kw``."""
    return Alternative(
        offside_offence=changed.offside_offence,
        goal=changed.goal,
        offender=changed.offender,
        var_outcome=changed.review.outcome if changed.review is not None else None,
        stood=changed.summary.stood if changed.summary is not None else None,
        **kw,
    )


def focus_of(decision: Decision) -> tuple[set[str], set[int]]:
    """The players and touches the outcome turns on: the offender, the touches at which
    the offence was judged and completed, and those the decisive findings name."""
    refs = decision.summary.decisive if decision.summary is not None else ()
    players = {p for p in (decision.offender, *(r.player for r in refs)) if p is not None}
    touches = {
        t for t in (decision.judged_at, decision.offence_at, *(r.at for r in refs)) if t is not None
    }
    return players, touches


def about(incident: Incident, path: str, focus: tuple[set[str], set[int]]) -> bool:
    """Is the fact at ``path`` about a player or touch the outcome turns on?"""
    players, touches = focus
    found = paths.split_item(path)
    if found is None:
        return True  # the restart: one fact, always worth a run
    name, index, _ = found
    item = getattr(incident, name)[index]
    if name == "sequence":
        return index + 1 in touches or item.by in players
    fields = vars(item)  # (a field the item lacks reads as None, without an exception)
    who = {fields.get(f) for f in ("player", "by", "against")}
    when = {fields.get(f) for f in ("at", "after")}
    return bool(who & players or when & touches)


def _touch_kind(decision: Decision, at: int) -> str | None:
    for f in decision.trace:
        if f.at != at:
            continue
        if f.rule == Phase2.rule.id:
            return outcome_of(f).draws
        if OffDp4.save_no_reset.recorded(f):
            return OffDp4.save_no_reset.draws
    return None


def candidates_of(incident: Incident, decision: Decision) -> Iterator[Candidate]:
    """Every single change the analysis tries, in the order of the incident."""
    for i, contact in enumerate(incident.sequence):
        if incident.team_of(contact.by) != "defending":
            continue
        current = _touch_kind(decision, i + 1)
        for option in TOUCH_KINDS:
            if option != current:
                path = paths.at("sequence", i, "classification")
                yield "subjective_call", path, option, "OFF-DP-1"
    for i, inv in enumerate(incident.involvements):
        option = "none" if inv.kind != "none" else "obvious_action_impacting_opponent"
        yield (
            "subjective_call",
            paths.at("involvements", i, "kind"),
            option,
            "OFF-OFF-2",
        )
    for i, pos in enumerate(incident.positions):
        yield from _position_candidates(i, pos.where)
    for i, foul in enumerate(incident.fouls):
        if foul.victim_was in ("moving_towards_ball", "playing_or_challenging"):
            other = (
                "playing_or_challenging"
                if foul.victim_was == "moving_towards_ball"
                else "moving_towards_ball"
            )
            yield (
                "subjective_call",
                paths.at("fouls", i, "victim_was"),
                other,
                "OFF-ORDER-1",
            )
    start = incident.start.kind
    exempt = ("goal_kick", "throw_in", "corner_kick")
    if start in exempt:
        yield "restart", "start.kind", "free_kick", "OFF-NOOFF-1"
    elif start in ("free_kick", "open_play", "penalty_kick") and decision.judged_at == 1:
        yield "restart", "start.kind", "throw_in", "OFF-NOOFF-1"


def _position_candidates(i: int, where: object) -> Iterator[Candidate]:
    """The changes tried to position ``i``: to level, or past the line, or the ball."""
    at = paths.at("positions", i, "where")
    if isinstance(where, Qualitative):
        if where.second_last == "ahead":
            yield "position", paths.at(at, "second_last"), "level", "OFF-POS-5"
        elif where.second_last in ("level", "behind"):
            yield "position", paths.at(at, "second_last"), "ahead", "OFF-POS-7"
        if where.ball == "ahead":
            yield "position", paths.at(at, "ball"), "level", "OFF-POS-6"
    elif isinstance(where, Distances):
        second_m = sorted(where.opponents_m.values())[1]
        if where.attacker_m != second_m:
            yield "position", paths.at(at, "attacker_m"), second_m, "OFF-POS-5"


def _edition_flips(decision: Decision, runs: Runs) -> list[Alternative]:
    """The nearest earlier and later editions under which the decision differs."""
    names = [e.name for e in EDITIONS]
    here = names.index(decision.edition)
    found: list[Alternative] = []
    for direction in (range(here - 1, -1, -1), range(here + 1, len(names))):
        for index in direction:
            changed = runs.edition_outcome(names[index])
            if changed is None:
                continue
            if changed.offside_offence is not None and key(changed) != key(decision):
                changed = runs.edition(names[index])  # the flip, from its own run
                assert changed is not None
                found.append(
                    alternative(
                        changed,
                        kind="edition",
                        field="edition",
                        from_value=decision.edition,
                        to_value=names[index],
                        rule="EDITION-1",
                    )
                )
                break
    return found
