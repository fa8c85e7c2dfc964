"""A change of fact that leaves the engine reading what it read, flips nothing, and one
that leaves it reading what another change did flips as that one did; the analysis runs
no engine to learn so (rules.offside.judgements.bearing, rules.offside.deliberate.bearing).

The claim rests on how the engine reads a position (only through its judgement) and a
touch (whether it starts a new phase, and what is missing to say), and on when nothing
reads them at all (an attacker never involved after his moment of judgement; a touch after
which no attacker plays the ball or is involved). The first test checks
it against the engine itself: on the casebook and generated incidents, every change the
analysis takes as alike is run anyway, and must reach the answer it was taken to reach.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pytest
from support import base_incident, generated_incidents, qualitative, touches

from explainer.casebook import cases
from rules import Incident, analyse, decide
from rules.analysis import runs as analysis_runs
from rules.analysis.counterfactuals import candidates_of
from rules.analysis.runs import Runs, key
from rules.changes import ChangeError, changed
from rules.context import make_context
from rules.offside import judgements
from rules.session import Session


def _incidents() -> list[Incident]:
    made = [Incident.model_validate(d) for d in generated_incidents(150, seed=5)]
    return [c.incident for c in cases()] + made


def test_changes_that_bear_alike_reach_the_same_answer() -> None:
    alike: dict[str, int] = {"positions": 0, "sequence": 0}
    twins = differ = 0
    for incident in _incidents():
        session = Session()
        decision = decide(incident, session=session)
        if decision.offside_offence is None:
            continue
        runs = Runs(incident, decision, session=session)
        answers: dict[Hashable, Any] = {}
        for _, path, value, _ in candidates_of(incident, decision):
            bearing = runs._bearing([(path, value)], decision.edition)
            if bearing is None:
                continue
            then, now = bearing
            try:
                other = changed(incident, [(path, value)])
            except ChangeError:
                continue
            answer = key(analysis_runs.law_outcome(other, decision.edition, session=session))
            where = (incident.match, path, value)
            if now == then:
                alike[path.split("[")[0]] += 1
                assert answer == key(decision), where
            else:
                differ += 1
            if now in answers:
                twins += 1
                assert answer == answers[now], where
            answers[now] = answer
    # Each kind is common enough for the check to mean something.
    assert alike["positions"] > 100 and alike["sequence"] > 30 and twins > 30 and differ > 100


def _onside_behind_the_second_last() -> Incident:
    """A2 ahead of the ball but behind the second-last defender when A1 passes: onside.
    Moving the ball level with him leaves him onside (judged alike); moving him ahead of
    the second-last defender makes him offside (judged otherwise)."""
    return Incident.model_validate(
        base_incident(
            sequence=touches(("A1", "pass"), ("A2", "shot")),
            positions=[qualitative("A2", 1, ball="ahead", second_last="behind")],
        )
    )


def test_the_analysis_runs_the_engine_only_for_a_position_judged_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ran: list[dict[str, Any]] = []
    law_outcome = analysis_runs.law_outcome

    def counted(incident: Incident, edition: str | None, **shared: Any) -> Any:
        ran.append(incident.positions[0].where.model_dump())
        return law_outcome(incident, edition, **shared)

    monkeypatch.setattr(analysis_runs, "law_outcome", counted)
    incident = _onside_behind_the_second_last()
    result = analyse(incident)
    tried = {(w["ball"], w["second_last"]) for w in ran}
    assert ("ahead", "ahead") in tried  # judged otherwise: run
    assert ("level", "behind") not in tried  # judged alike: no run
    # ... and the analysis is the one the engine would give with every change run.
    monkeypatch.setattr(Runs, "_bearing", lambda *a: None)
    assert analyse(incident) == result


def test_a_position_read_only_by_an_involvement_right_after_it_is_still_tried() -> None:
    # A2 stands onside at A1's pass and challenges D1 straight after it: moved ahead of
    # the second-last defender, he would be penalised. Where an attacker stood is taken to
    # bear on nothing only when he is never involved afterwards (he is, here).
    players = [*base_incident()["players"], {"id": "A3", "name": "Runner", "team": "attacking"}]
    incident = Incident.model_validate(
        base_incident(
            players=players,
            sequence=touches(("A1", "pass"), ("A3", "shot")),
            positions=[qualitative("A2", 1, second_last="behind")],
            unlisted_positions="onside",
            involvements=[
                {"player": "A2", "after": 1, "kind": "challenged_opponent", "opponent": "D1"}
            ],
        )
    )
    found = analyse(incident)
    assert found.decision.offside_offence is False
    assert ("positions[0].where.second_last", "ahead") in [
        (c.field, c.to_value) for c in found.counterfactuals
    ]


def test_a_touch_read_only_by_an_involvement_right_after_it_is_still_tried() -> None:
    # D1's deflection keeps A2 offside from A1's pass, and A2 challenges D2 straight after
    # it: had D1 played the ball deliberately, the phase would have reset. A touch is taken
    # to bear on nothing only when nothing after it reads the attackers' standing.
    incident = Incident.model_validate(
        base_incident(
            sequence=touches(
                ("A1", "pass"), {"by": "D1", "action": "clearance", "classification": "deflection"}
            ),
            positions=[qualitative("A2", 1)],
            involvements=[
                {"player": "A2", "after": 2, "kind": "challenged_opponent", "opponent": "D2"}
            ],
            outcome="play_stopped",
        )
    )
    found = analyse(incident)
    assert found.decision.offside_offence is True
    assert ("sequence[1].classification", "deliberate_play") in [
        (c.field, c.to_value) for c in found.counterfactuals
    ]


def test_every_analysis_is_the_one_with_every_change_run(monkeypatch: pytest.MonkeyPatch) -> None:
    incidents = _incidents()[:60]
    quick = [analyse(incident) for incident in incidents]
    monkeypatch.setattr(Runs, "_bearing", lambda *a: None)
    assert [analyse(incident) for incident in incidents] == quick


def test_a_position_bears_only_for_its_own_player_touch_and_point() -> None:
    incident = _onside_behind_the_second_last()
    ctx = make_context(incident, quiet=True)
    own = incident.positions[0]
    assert judgements.bearing(ctx, 0) == (False, ())  # behind the second-last defender
    ahead = own.model_copy(update={"where": own.where.model_copy(update={"second_last": "ahead"})})
    assert judgements.bearing(ctx, 0, ahead) == (True, ())  # judged in its place
    assert judgements.bearing(ctx, 0, own.model_copy(update={"at": 2})) is None  # another touch
    assert judgements.bearing(ctx, 0) == (False, ())  # the incident's own, unchanged
