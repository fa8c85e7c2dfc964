"""rules.changes: one fact changed without validating the whole incident again.

The analysis and the trial of disputed readings (rules.reading) change one fact at a time;
`changed` must take exactly the changes that validating the whole changed incident takes,
and give the same incident. Each test compares the two ways, on the casebook and on
generated incidents, with the changes the analysis makes and with changes that break a
cross-field check.
"""

from __future__ import annotations

import ast
import copy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from pydantic import TypeAdapter, ValidationError
from test_properties import build, incidents

import rules.incident
from explainer.casebook import cases
from explainer.errors import words
from rules import Incident
from rules.analysis.counterfactuals import candidates_of
from rules.analysis.readings import fill
from rules.api import decide
from rules.changes import ChangeError, changed, drafted
from rules.incident import CHECKED_WHOLE, Distances
from rules.paths import set_path
from rules.problems import Message


def _whole(incident: Incident, path: str, value: Any) -> Incident | None:
    """The change the slow way: dump, set, validate everything (but the disputes)."""
    data = incident.model_dump(mode="json", exclude={"disputes"})
    try:
        set_path(data, path, copy.deepcopy(value))
        return Incident.model_validate(data)
    except (ValidationError, KeyError, IndexError, TypeError, StopIteration):
        return None


def _fast(incident: Incident, path: str, value: Any) -> Incident | None:
    try:
        return changed(incident.model_copy(update={"disputes": ()}), [(path, value)])
    except ChangeError:
        return None


def _changes(incident: Incident) -> list[tuple[str, Any]]:
    """The changes the analysis tries, and some that each break a check."""
    found = [(path, value) for _, path, value, _ in candidates_of(incident, decide(incident))]
    attackers = [p.id for p in incident.players if p.team == "attacking"]
    defenders = [p.id for p in incident.players if p.team == "defending"]
    for i in range(len(incident.sequence)):
        found += [
            (f"sequence[{i}].by", "nobody"),
            (f"sequence[{i}].by", "referee"),  # (a restart taken by an official is refused)
            (f"sequence[{i}].classification", "deflection"),
            (f"sequence[{i}].classification", "a lucky bounce"),
            (f"sequence[{i}].action", "throw"),
        ]
        found += [(f"sequence[{i}].by", p) for p in (attackers + defenders)[:3]]
    for i, pos in enumerate(incident.positions):
        found += [(f"positions[{i}].player", p) for p in (defenders + attackers)[:3]]
        found += [(f"positions[{i}].at", pos.at + 1), (f"positions[{i}].at", 0)]
        if i:
            found.append((f"positions[{i}]", incident.positions[0].model_dump(mode="json")))
    for i, _ in enumerate(incident.involvements):
        found += [(f"involvements[{i}].opponent", p) for p in attackers[:1] + defenders[:1]]
        found += [(f"involvements[{i}].after", 99), (f"involvements[{i}].kind", "none")]
    for i, foul in enumerate(incident.fouls):
        found += [(f"fouls[{i}].against", foul.by), (f"fouls[{i}].after", 1)]
    for m in decide(incident).missing:
        found += [(m.field, value) for value, changes in fill(incident, m.field) for _ in changes]
    found += [
        ("start.kind", "throw_in"),
        ("start.kind", "penalty_kick"),
        ("outcome", "ball_out_of_play"),
        ("out_over", "goal_line"),
        ("match.minute", 200),
        ("players[0].team", "defending"),
        ("players[0].id", "renamed"),
        ("nothing", 1),
        ("sequence[99].by", "x"),
        ("positions[+]", {"player": attackers[0] if attackers else "x", "at": 1, "where": 3}),
    ]
    return found


def _agree(incident: Incident) -> int:
    tried = 0
    for path, value in _changes(incident):
        slow, fast = _whole(incident, path, value), _fast(incident, path, value)
        assert (slow is None) == (fast is None), (path, value, slow is None)
        if slow is not None and fast is not None:
            assert fast.model_dump() == slow.model_dump(), (path, value)
        tried += 1
    return tried


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.slug)
def test_changes_to_a_casebook_incident_are_taken_as_validation_takes_them(case: Any) -> None:
    assert _agree(case.incident) > 20


@settings(max_examples=60, deadline=None)
@given(incidents())
def test_changes_to_generated_incidents_are_taken_as_validation_takes_them(
    data: dict[str, Any],
) -> None:
    _agree(build(data))


def test_a_refused_change_names_the_field_and_the_problem() -> None:
    incident = cases()[0].incident
    with pytest.raises(ChangeError) as refused:
        changed(incident, [("sequence[0].by", "nobody")])
    assert refused.value.where == "sequence[0].by"
    assert refused.value.message == Message("unknown_player", {"ident": "nobody"})
    assert words(refused.value.message) == 'unknown player "nobody"'
    with pytest.raises(ChangeError) as wrong:
        changed(incident, [("start.kind", "a lucky bounce")])
    assert wrong.value.where == "start.kind"
    assert wrong.value.message.code == "literal_error"
    assert "open_play" in words(wrong.value.message)


def test_a_change_shares_what_it_does_not_change() -> None:
    incident = cases()[0].incident
    after = changed(incident, [("sequence[0].action", "shot")])
    assert after.sequence[0].action == "shot" and incident.sequence[0].action != "shot"
    assert after.players is incident.players and after.sequence[1:] == incident.sequence[1:]
    # One value of an item, on a way with no validator of a whole model or field: the
    # value checked by its type, the models on the way copied (nothing validated again).
    assert after.sequence[0].provenance is incident.sequence[0].provenance
    position = next(i for i, p in enumerate(incident.positions) if p.where.kind == "qualitative")
    moved = changed(incident, [(f"positions[{position}].where.second_last", "level")])
    where, before = moved.positions[position].where, incident.positions[position].where
    assert where.second_last == "level" and where.parts_beyond is before.parts_beyond
    with pytest.raises(ChangeError) as refused:  # (the long way says where)
        changed(incident, [(f"positions[{position}].where.second_last", "sideways")])
    assert refused.value.where == f"positions.{position}.where.qualitative.second_last"


def test_a_list_keeps_its_limit_when_a_change_adds_to_it() -> None:
    incident = cases()[0].incident
    attacker = next(p.id for p in incident.players if p.team == "attacking")
    full = incident.model_copy(update={"inside_goal": (attacker,) * 21})
    assert changed(full, [("inside_goal[+]", attacker)]).inside_goal == (attacker,) * 22
    with pytest.raises(ChangeError) as refused:
        changed(full, [("inside_goal[+]", attacker), ("inside_goal[+]", attacker)])
    assert refused.value.where == "inside_goal" and "at most 22" in words(refused.value.message)


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.slug)
def test_a_draft_holds_the_change_as_changed_makes_it(case: Any) -> None:
    incident = case.incident
    drafts = 0
    for path, value in _changes(incident):
        draft = drafted(incident, path, value)
        if draft is None:
            continue
        drafts += 1
        made = _fast(incident, path, value)
        if made is not None:  # (a change the incident refuses has a draft all the same)
            assert draft.model_dump(exclude={"disputes"}) == made.model_dump(exclude={"disputes"})
    assert drafts > 0 or not incident.positions


def test_a_draft_is_of_one_valid_value_reached_by_fields_and_indices() -> None:
    incident = next(c.incident for c in cases() if c.incident.positions)
    assert drafted(incident, "positions[0].at", 0) is None  # the field's own limits
    assert drafted(incident, "positions[0].point", "sideways") is None
    assert drafted(incident, "positions[0].where", {"kind": "qualitative"}) is None
    assert drafted(incident, f"positions[{len(incident.positions)}].at", 1) is None
    assert drafted(incident, "positions[+]", 1) is None
    assert drafted(incident, "nothing", 1) is None
    draft = drafted(incident, "positions[0].at", 1)
    assert draft is not None and draft.positions[0].at == 1
    assert draft.positions[1:] == incident.positions[1:] and draft.players is incident.players


def _validated_models(tree: ast.Module) -> set[str]:
    """The classes whose code declares a validator of a whole model or of a field."""
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for item in ast.walk(node):
            decorators = getattr(item, "decorator_list", [])
            named = {ast.unparse(d).split("(")[0] for d in decorators}
            if named & {"model_validator", "field_validator", "validator", "root_validator"}:
                found.add(node.name)
    return found


def test_the_models_checked_beyond_their_fields_types_are_declared() -> None:
    """rules.changes checks a value by its field's type alone unless its model is declared
    in CHECKED_WHOLE: every model whose code has a validator of its own is declared."""
    package = Path(rules.incident.__file__).parent
    validated = set().union(
        *(_validated_models(ast.parse(p.read_text())) for p in package.glob("*.py"))
    )
    assert validated == {"IncidentFacts", "Incident"}
    assert {model.__name__ for model in CHECKED_WHOLE} == validated
    assert _validated_models(
        ast.parse("class A:\n    @field_validator('x')\n    def f(c, v): ...")
    ) == {"A"}


def test_a_distance_check_is_part_of_the_fields_type() -> None:
    """The check that distances name two opponents runs when the field alone is checked,
    so a change of them is refused as validating the whole position refuses it."""
    adapter = TypeAdapter(Distances.model_fields["opponents_m"].rebuild_annotation())
    with pytest.raises(ValidationError) as caught:
        adapter.validate_python({"D1": 3.0})
    assert caught.value.errors()[0]["type"] == "too_few_opponents"
    assert adapter.validate_python({"D1": 3.0, "GK": 1.0}) == {"D1": 3.0, "GK": 1.0}
