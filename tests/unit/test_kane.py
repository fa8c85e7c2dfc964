"""The incident the project was started from: Kane v Sporting, 26 Oct 2022."""

from __future__ import annotations

from pathlib import Path

import yaml

from rules import Incident, decide


def test_kane_is_offside_judged_at_emersons_header(kane_yaml: Path) -> None:
    data = yaml.safe_load(kane_yaml.read_text())
    decision = decide(Incident.model_validate(data))
    assert decision.offside_offence is True
    assert decision.offender == "kane"
    assert decision.judged_at == 2  # Emerson's header, not Perišić's cross
    assert decision.offence_at == 4
    assert decision.offence_rule == "OFF-OFF-3"  # the ball came off a defender
    assert decision.goal == "disallowed"
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("indirect_free_kick", "defending")
    assert decision.edition == "2022/23"
    ids = {m.id for m in decision.misconceptions}
    assert ids == {"ball_went_backwards", "hit_a_defender"}
    outcomes = [(f.rule, f.outcome) for f in decision.trace]
    assert ("PHASE-2", "not_reset") in outcomes
    assert ("OFF-POS-6", "ball_ahead") in outcomes
