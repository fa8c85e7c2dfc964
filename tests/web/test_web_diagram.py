"""The diagram's geometry: who is nearer the goal line, the offside line, the view."""

from __future__ import annotations

from typing import Any

from support import KANE_SLUG, base_incident, generated_incidents, qualitative

from explainer import casebook, diagram
from rules import Incident, decide


def build(data: dict[str, Any]) -> diagram.Diagram:
    incident = Incident.model_validate(data)
    found = diagram.build(incident, decide(incident))
    assert found is not None
    return found


def test_kane_is_drawn_beyond_the_line_on_a_schematic() -> None:
    case = casebook.case(KANE_SLUG)
    assert case is not None
    g = diagram.build(case.incident, decide(case.incident))
    assert g is not None
    assert g.schematic and g.at == 2 and g.toucher == "emerson"
    assert g.attacker.ident == "kane"
    assert g.second_last is not None and g.ball is not None and g.line_y is not None
    # The goal is at the top: nearer the goal line means a smaller y.
    assert g.pitch.goal_line_y < g.attacker.y < g.line_y < g.ball.y < g.pitch.halfway_y
    assert g.line_basis == "second_last"
    assert g.offside_position is True
    assert g.parts_beyond == ("knee",)


def test_distances_are_to_scale_and_the_second_last_opponent_is_found() -> None:
    where = {
        "kind": "distances",
        "attacker_m": 15.0,
        "ball_m": 30.0,
        "opponents_m": {"GK": 2.0, "D1": 14.5, "D2": 20.0},
    }
    g = build(base_incident(positions=[{"player": "A2", "at": 1, "where": where}]))
    assert not g.schematic
    assert g.second_last is not None and g.second_last.ident == "D1"
    assert g.last is not None and g.last.ident == "GK"
    assert g.margin_cm == 50.0
    assert g.second_last_rel == "behind" and g.offside_position is False
    assert g.ball is not None
    scale = (g.ball.y - g.attacker.y) / (30.0 - 15.0)
    assert abs(scale - diagram.SCALE) < 0.01
    assert abs((g.pitch.halfway_y - g.pitch.goal_line_y) / scale - 52.5) < 0.01


def test_the_ball_sets_the_line_when_it_is_nearer_the_goal_line() -> None:
    g = build(base_incident(positions=[qualitative(ball="behind", second_last="ahead")]))
    assert g.line_basis == "ball"
    assert g.offside_position is False


def test_unknown_relations_make_the_position_undecided() -> None:
    g = build(base_incident(positions=[qualitative(second_last="unknown")]))
    assert g.offside_position is None
    assert g.second_last is None and g.line_y is None


def test_no_positions_no_diagram() -> None:
    incident = Incident.model_validate(base_incident())
    assert diagram.build(incident, decide(incident)) is None


def test_the_diagram_draws_what_the_findings_say() -> None:
    """For every casebook incident and 300 generated ones: the diagram shows the position
    the outcome turns on, and says of it exactly what the engine's findings say."""
    incidents = [c.incident for c in casebook.cases()]
    incidents += [Incident.model_validate(d) for d in generated_incidents(300, seed=9)]
    drawn = 0
    for incident in incidents:
        d = decide(incident)
        g = diagram.build(incident, d)
        if g is None:
            continue
        drawn += 1
        player, at = g.attacker.ident, g.at
        mine = {f.outcome for f in d.trace if f.player == player and f.at == at}
        assert mine, "the diagram draws a position the engine never judged"
        if "offside_position" in mine:
            assert g.offside_position is True
        elif "not_offside_position" in mine:
            assert g.offside_position is False
        else:
            assert g.offside_position is None
        assert f"half_{g.half}" in mine or g.half == "unknown"
        assert f"ball_{g.ball_rel}" in mine or g.ball_rel == "unknown"
        line = (
            "level_is_onside"
            if g.second_last_rel == "level"
            else f"second_last_{g.second_last_rel}"
        )
        assert line in mine or g.second_last_rel == "unknown"
        assert d.summary is not None
        decisive = [(r.player, r.at) for r in d.summary.decisive if r.rule.startswith("OFF-POS-")]
        reported = {(p.player, p.at) for p in incident.positions}
        if any(ref in reported for ref in decisive):
            assert (player, at) in decisive, "the diagram is not of the position that decided"
    assert drawn > 150, drawn
