"""APP-4: a goal the officials ruled out that nothing listed explains (no offside offence,
no foul, no handball, no offside call) is not called a mistake: whether an offence
nobody described came first in the attack is asked (issue 31's principle)."""

from __future__ import annotations

from typing import Any

from support import base_incident, qualitative, rules_in, run, touches

from explainer.casebook import case
from rules import Incident
from rules.engine import decide
from rules.interview import interview
from tests.unit.interview.harness import interviewed

FOUL = {"by": "A1", "against": "D1", "after": 1, "free_kick": "direct"}


def ruled_out(**more: Any) -> dict[str, Any]:
    """A1 passes to A2, who scores, everybody onside; the goal is given on the field and
    ruled out in the end; the reports may leave a foul out."""
    data = base_incident(
        unlisted_positions="onside",
        unlisted_fouls="unknown",
        officials={"on_field": "goal", "final": "no_goal"},
    )
    data.update(more)
    return data


def test_a_goal_ruled_out_that_nothing_listed_explains_waits_for_the_offence() -> None:
    decision = run(ruled_out())
    assert (decision.offside_offence, decision.goal, decision.restart) == (None, None, None)
    assert [(m.field, m.rule) for m in decision.missing] == [("fouls", "APP-4")]
    assert ("APP-4", "unreported_offence") in rules_in(decision)
    # The goal's standing is not stated while it waits.
    assert ("OFF-SANC-3", "goal_stands") not in rules_in(decision)


def test_the_interview_asks_about_the_foul() -> None:
    found = interview(Incident.model_validate(ruled_out()))
    assert not found.settled
    assert [q.paths for q in found.questions] == [("fouls", "unlisted_fouls")]


def test_once_the_foul_is_given_the_decision_is_the_officials() -> None:
    decision = run(ruled_out(fouls=[FOUL]))
    assert decision.offside_offence is False
    assert decision.goal == "disallowed"
    assert decision.restart is not None
    assert (decision.restart.kind, decision.restart.to) == ("direct_free_kick", "defending")
    assert "APP-4" not in {f.rule for f in decision.trace}


def test_with_every_foul_listed_the_goal_stands() -> None:
    decision = run(ruled_out(unlisted_fouls="none"))
    assert (decision.offside_offence, decision.goal) == (False, "stands")


def test_a_flag_for_offside_explains_the_no_goal() -> None:
    officials = {"on_field": "offside_flag", "final": "no_goal", "stopped_before_goal": False}
    decision = run(ruled_out(officials=officials))
    assert (decision.offside_offence, decision.goal) == (False, "stands")


def test_a_listed_offside_position_explains_the_no_goal_as_a_var_offside_call() -> None:
    # A2 stands in an offside position and does nothing; A1 scores: the VAR's no goal is
    # a mistaken offside call, which the Law overrules.
    data = ruled_out(sequence=touches(("A1", "shot")), positions=[qualitative("A2", 1)])
    decision = run(data)
    assert (decision.offside_offence, decision.goal) == (False, "stands")


def test_an_onside_listed_position_does_not_explain_it() -> None:
    data = ruled_out(positions=[qualitative("A2", 1, ball="behind", second_last="behind")])
    assert [m.rule for m in run(data).missing] == ["APP-4"]


def test_an_attackers_handball_explains_it() -> None:
    data = ruled_out(sequence=touches(("A1", "deliberate_handball"), ("A2", "shot")))
    assert "APP-4" not in [m.rule for m in run(data).missing]


def test_a_goal_given_in_the_end_is_not_asked() -> None:
    decision = run(ruled_out(officials={"on_field": "goal", "final": "goal"}))
    assert (decision.offside_offence, decision.goal) == (False, "stands")


def test_a_quiet_run_gives_the_same_answer() -> None:
    incident = Incident.model_validate(ruled_out())
    quiet = decide(incident, quiet=True)
    assert (quiet.offside_offence, quiet.goal, quiet.missing) == (
        None,
        None,
        run(ruled_out()).missing,
    )


def test_werner_as_reported_is_asked_about_the_foul_and_settles_on_the_officials() -> None:
    """Chelsea v Southampton (2021): from the report alone (everybody onside, the goal
    given and ruled out, no foul described) the interview asks about fouls, and with
    Azpilicueta's foul given it settles on the officials' no goal and free kick."""
    werner = case("2021-10-02-chelsea-southampton-werner")
    assert werner is not None
    run_ = interviewed(werner.incident)
    assert "fouls" in run_.questions
    assert run_.equal and run_.end.settled
    assert (run_.end.stood, run_.end.call, run_.end.restart) == (
        "no_goal",
        "no_goal",
        "direct_free_kick",
    )
