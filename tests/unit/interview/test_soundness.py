"""A settled answer rests on no fact nobody gave: whatever value any fact left not known
takes, the outcome stays the same (issue 30: "no page states a verdict that rests on a
fact nobody was asked").

For generated incidents read as schema version 2 (what they leave out is not known), each
fact that is not known is given, in turn, every value its field allows; where the
interview said the outcome was settled, none may change what stood, the Law's call or
the restart.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel
from support import generated_incidents

from rules import Incident, decide
from rules.changes import ChangeError, changed
from rules.incident import Involvement
from rules.interview import field_values, interview, outcome_of
from rules.offside.unreported import unreported
from rules.var.officials import deduced
from tests.unit.interview.harness import key

#: Facts whose absence (None) means "not given" rather than "does not apply". (A touch's
#: classification is the officials' call, if reported: without it, what the touch was is
#: its action, a fact given.)
_OPEN_WHEN_NONE = {"in_defending_penalty_area", "victim_was"}


def unknown_facts(model: BaseModel, path: str = "") -> Iterator[tuple[str, list[Any]]]:
    """Each field of ``model`` that is not known, with the values it could take."""
    for name, field in type(model).model_fields.items():
        value = getattr(model, name)
        here = f"{path}.{name}" if path else name
        if isinstance(value, BaseModel):
            yield from unknown_facts(value, here)
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                if isinstance(item, BaseModel):
                    yield from unknown_facts(item, f"{here}[{i}]")
        elif value == "unknown" or (value is None and name in _OPEN_WHEN_NONE):
            options = field_values(field.annotation)
            if isinstance(model, Involvement) and name == "kind":
                # Not known is how he took part under Law 11; moving into an opponent's
                # path is impeding, a Law 12 offence asked like any foul (unlisted_fouls).
                options = [o for o in options if o != "moved_into_opponents_path"]
            if options:
                yield here, options


def unlisted_facts(incident: Incident) -> Iterator[tuple[str, list[Any]]]:
    """The positions and involvements nobody listed, where they are not known: each
    attacker at each team-mate's touch placed in an offside position, and each
    involvement nobody reported made an interference."""
    attackers = [p.id for p in incident.players if p.team == "attacking"]
    given = {(p.player, p.at) for p in incident.positions}
    if incident.unlisted_positions == "unknown":
        for at, contact in enumerate(incident.sequence, start=1):
            if incident.team_of(contact.by) != "attacking":
                continue
            for player in attackers:
                if player != contact.by and (player, at) not in given:
                    where = {"kind": "qualitative", "half": "opponents", "ball": "ahead"}
                    position = {
                        "player": player,
                        "at": at,
                        "where": {**where, "second_last": "ahead"},
                    }
                    yield f"positions[player={player}, at={at}]", [position]
    for inv in unreported(incident):
        item = {"player": inv.player, "after": inv.after, "kind": "obstructed_line_of_vision"}
        yield f"involvements[player={inv.player}, after={inv.after}]", [item]


def incidents(n: int) -> list[Incident]:
    found = []
    for data in generated_incidents(n, seed=41):
        data = dict(data)
        data.pop("schema_version")  # version 2: what is left out is not known
        for name in ("involvements",):
            if data.get(name) == []:
                data.pop(name)
        found.append(Incident.model_validate(data))
    return found


@pytest.mark.parametrize("chunk", range(4))
def test_no_fact_left_unknown_changes_a_settled_outcome(chunk: int) -> None:
    broken = []
    checked = 0
    for incident in incidents(160)[chunk::4]:
        asked = interview(incident)
        if not asked.settled:
            continue
        before = key(asked.outcome)
        # (What the officials' reported decisions settle is known: rules.var.officials.)
        known = deduced(incident)
        for path, options in (*unknown_facts(known), *unlisted_facts(known)):
            for value in options:
                try:
                    other = changed(incident, [(path, value)])
                except ChangeError:
                    continue
                checked += 1
                after = key(outcome_of(other, decide(other)))
                if after != before:
                    broken.append((incident.title, path, value, before, after))
    assert broken == []
    assert checked > 0
