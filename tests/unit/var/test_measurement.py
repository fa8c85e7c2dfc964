"""Measurement: frame-rate uncertainty (SAOT-1) and competition tolerance (VAR-FACT-3)."""

from __future__ import annotations

from typing import Any

import pytest
from support import base_incident, qualitative, run

from rules.var.measurement import per_frame_cm


def tight(margin: float, tolerance: float = 0.0, **measure: Any) -> dict[str, Any]:
    data = base_incident(positions=[qualitative("A2", 1, margin_cm=margin)])
    data["officials"] = {"on_field": "offside_flag", "final": "goal"}
    data["competition_rules"] = {"offside_tolerance_cm": tolerance}
    data["measurements"] = [
        {
            "position": 0,
            "technology": "manual_lines",
            "frame_rate_fps": 50,
            "margin_cm": margin,
            **measure,
        }
    ]
    return data


def finding(decision: Any, rule: str) -> Any:
    return next(f for f in decision.trace if f.rule == rule)


@pytest.mark.parametrize(
    ("speed", "fps", "expected"), [(36.0, 50, 20.0), (36.0, 100, 10.0), (0.0, 50, 0.0)]
)
def test_distance_between_frames(speed: float, fps: float, expected: float) -> None:
    assert per_frame_cm(speed, fps) == expected


def test_margin_within_frame_uncertainty() -> None:
    d = run(tight(2.4, attacker_speed_kmh=30, defender_speed_kmh=20))
    f = finding(d, "SAOT-1")
    assert f.outcome == "within_uncertainty"
    assert f.facts["uncertainty_cm"] == pytest.approx(27.8, abs=0.1)
    assert d.review is not None and d.review.within_uncertainty is True


def test_margin_beyond_frame_uncertainty() -> None:
    d = run(tight(40, attacker_speed_kmh=18))
    assert finding(d, "SAOT-1").outcome == "outside_uncertainty"
    assert d.review is not None and d.review.within_uncertainty is False


def test_unknown_speeds_give_no_uncertainty_figure() -> None:
    d = run(tight(3))
    assert finding(d, "SAOT-1").outcome == "unknown"


def test_tolerance_turns_a_tight_offside_into_a_goal() -> None:
    d = run(tight(2.0, tolerance=5.0))
    assert d.offside_offence is True  # the Law has no tolerance
    r = d.review
    assert r is not None
    assert r.tolerance_applied is True
    assert r.correct_call == "goal"
    assert r.outcome == "overturned"  # flag -> goal, as the competition's rules lead to
    assert finding(d, "VAR-FACT-3").outcome == "tolerance_applied"


def test_margin_beyond_tolerance_stays_offside() -> None:
    data = tight(8.0, tolerance=5.0)
    data["officials"]["final"] = "no_goal"
    d = run(data)
    assert d.review is not None
    assert d.review.tolerance_applied is False
    assert d.review.correct_call == "no_goal"
    assert finding(d, "VAR-FACT-3").outcome == "beyond_tolerance"


def test_default_is_no_tolerance() -> None:
    d = run(tight(2.0))
    assert finding(d, "VAR-FACT-3").outcome == "no_tolerance"
    assert d.review is not None and d.review.correct_call == "no_goal"


def test_measurement_must_point_at_a_position() -> None:
    from pydantic import ValidationError

    from rules import Incident

    data = tight(2.0)
    data["measurements"][0]["position"] = 5
    with pytest.raises(ValidationError, match="measurements\\[0\\].position"):
        Incident.model_validate(data)
