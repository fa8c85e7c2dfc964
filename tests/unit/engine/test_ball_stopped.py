"""Law 9.1: once the referee has stopped play, a ball that goes in is no goal (BALL-STOPPED-1)."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from law11_helpers import one
from pydantic import ValidationError
from support import base_incident, qualitative, run

from explainer.wording import explain_html, explain_text
from rules import Incident, analyse


def whistled(second_last: str, stopped: object = True, **officials: Any) -> dict[str, Any]:
    """A2 scores from A1's pass after the referee blew for offside."""
    data = base_incident(positions=[qualitative("A2", 1, second_last=second_last)])
    data["officials"] = {
        "on_field": "whistle",
        "stopped_before_goal": stopped,
        "delayed_flag": False,
        "var_checked": True,
        "review": "none",
        "restarted_before_check": False,
        "final": "no_goal",
        **officials,
    }
    return data


def test_a_wrong_whistle_before_the_ball_went_in_leaves_no_goal() -> None:
    d = run(whistled("behind"))
    assert d.offside_offence is False  # the Law: A2 was onside
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    assert d.review is not None
    assert (d.review.reviewable, d.review.blocked_by) == (False, "play_stopped")
    s = d.summary
    assert s is not None
    # No goal is what the Laws require once play had stopped (Law 9.1): right by the Law,
    # though the whistle itself was wrong; the stoppage, not Law 11, is the reason.
    assert (s.stood, s.stood_basis, s.correct, s.reason) == (
        "no_goal",
        "play_stopped",
        True,
        "play_stopped",
    )
    assert [m.id for m in d.misconceptions] == ["flag_was_wrong"]


def test_a_right_whistle_is_the_offside_itself() -> None:
    d = run(whistled("ahead"))
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    s = d.summary
    assert s is not None
    assert (s.stood, s.correct, s.reason) == ("no_goal", True, "offside")
    assert "flag_was_wrong" not in [m.id for m in d.misconceptions]


def test_a_flag_without_the_whistle_does_not_stop_play() -> None:
    data = whistled("behind", stopped=False, on_field="offside_flag", final="goal")
    d = run(data)
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)
    s = d.summary
    assert s is not None and (s.stood, s.correct) == ("goal", True)


def test_not_knowing_whether_play_had_stopped_leaves_what_stood_open() -> None:
    d = run(whistled("behind", stopped="unknown", final="unknown"))
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)
    s = d.summary
    assert s is not None and s.stood == "undetermined"
    assert "officials.stopped_before_goal" in [m.field for m in s.depends_on]


def test_no_goal_scored_means_nothing_was_stopped_before_a_goal() -> None:
    data = whistled("ahead", final="free_kick")
    data["outcome"] = "play_stopped"
    d = run(data)
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)


# --- Law 9.1 in the Law's own answer and its restart (Laws 8 and 9) -------------------------


def test_after_a_wrong_flag_that_stopped_play_the_law_gives_no_goal_and_the_offside_free_kick() -> (
    None
):
    """Real Madrid v Bayern, 8 May 2024: the flag went up against Mazraoui and the referee
    whistled before De Ligt scored. Mazraoui was onside, but play had stopped: no goal,
    and play restarts with the indirect free kick for the offside that was given."""
    d = run(whistled("behind", on_field="offside_flag"))
    assert d.offside_offence is False
    assert d.goal == "disallowed"
    assert d.restart is not None
    assert (d.restart.kind, d.restart.to, d.restart.rule) == (
        "indirect_free_kick",
        "defending",
        "BALL-STOPPED-1",
    )
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    one(d, "BALL-STOPPED-1", "offside_free_kick")
    assert ("OFF-SANC-3", "goal_stands") not in [(f.rule, f.outcome) for f in d.trace]
    s = d.summary
    assert s is not None
    assert (s.law.offside_offence, s.law.call, s.stood, s.correct) == (
        False,
        "no_goal",
        "no_goal",
        True,
    )


def test_a_whistle_for_a_reason_the_reports_do_not_give_restarts_with_a_dropped_ball() -> None:
    d = run(whistled("behind", on_field="unknown"))
    assert d.goal == "disallowed"
    assert d.restart is not None
    assert (d.restart.kind, d.restart.to) == ("dropped_ball", None)
    one(d, "BALL-STOPPED-1", "dropped_ball")
    assert d.summary is not None and d.summary.law.call == "no_goal"


def test_a_whistle_for_a_penalty_before_the_ball_went_in_restarts_with_the_penalty() -> None:
    d = run(whistled("behind", on_field="penalty", final="penalty"))
    assert d.goal == "disallowed"
    assert d.restart is not None
    assert (d.restart.kind, d.restart.to) == ("penalty_kick", "attacking")
    one(d, "BALL-STOPPED-1", "penalty_kick")


def test_a_right_whistle_keeps_the_offside_free_kick_where_the_offence_was() -> None:
    d = run(whistled("ahead", on_field="offside_flag"))
    assert d.restart is not None and d.restart.rule == "OFF-SANC-1"
    assert d.offender == "A2"
    assert all(f.outcome not in ("offside_free_kick", "dropped_ball") for f in d.trace)


def test_without_the_officials_there_is_no_whistle_to_consider() -> None:
    data = whistled("behind")
    data["officials"] = None
    d = run(data)
    assert d.goal == "stands"
    assert d.restart is not None and d.restart.kind == "kick_off"
    assert all(f.rule != "BALL-STOPPED-1" for f in d.trace)


def test_var_could_not_intervene_after_a_wrong_whistle() -> None:
    """Not "no clear and obvious error", not a silent check: play had stopped, so VAR
    could not step in at all; the protocol's delayed-flag guidance is what applies."""
    d = run(whistled("behind", on_field="offside_flag"))
    r = d.review
    assert r is not None
    assert (r.outcome, r.procedure, r.blocked_by) == (
        "not_reviewable",
        "no_review_possible",
        "play_stopped",
    )
    rules = [(f.rule, f.outcome) for f in d.trace]
    assert ("VAR-PRIN-1", "no_clear_error_shown") not in rules
    assert ("VAR-PROC-1", "silent_check") not in rules
    one(d, "VAR-PROC-2", "stopped_not_delayed")
    assert d.summary is not None and d.summary.officials is not None
    assert d.summary.officials.var == "could_not_review"


def test_a_whistle_before_an_unsettled_offside_is_still_no_goal_and_not_a_clear_error_check() -> (
    None
):
    data = whistled("behind")
    data["positions"] = [qualitative("A2", 1, second_last="unknown")]
    d = run(data)
    assert d.offside_offence is None
    one(d, "BALL-STOPPED-1", "no_goal_after_stoppage")
    r = d.review
    assert r is not None and r.outcome == "not_reviewable"
    s = d.summary
    assert s is not None and (s.stood, s.stood_basis, s.reason) == (
        "no_goal",
        "play_stopped",
        "play_stopped",
    )


def test_a_delayed_flag_is_not_called_a_flag_that_was_not_delayed() -> None:
    d = run(whistled("behind", on_field="offside_flag", delayed_flag=True))
    one(d, "VAR-PROC-2", "delayed_flag")
    assert ("VAR-PROC-2", "stopped_not_delayed") not in [(f.rule, f.outcome) for f in d.trace]


# --- the page: VAR could not intervene, the delayed-flag guidance, no contradiction ---------


def page_text(page: str) -> str:
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def test_the_page_says_var_could_not_intervene_and_cites_the_delayed_flag_guidance() -> None:
    """Mazraoui at the Bernabéu: the page says VAR could not step in because play had
    stopped, cites the protocol's delayed-flag guidance, and never says VAR found no
    clear and obvious error nor that an offside would have changed the outcome."""
    incident = Incident.model_validate(whistled("behind", on_field="offside_flag"))
    analysis = analyse(incident)
    pages = (
        page_text(explain_html(incident, analysis)),
        " ".join(explain_text(incident, analysis).split()),
    )
    for page in pages:
        assert "VAR could not intervene" in page
        assert "the referee had already stopped play before the ball went in" in page
        assert "hold the flag" in page  # VAR-PROC-2: the delayed-flag guidance
        assert "clear and obvious error" not in page
        assert "although the Laws lead to no goal" not in page
        assert "restarts with the indirect free kick for that offside" in page
        assert "the goal would have stood" not in page
        assert "ruled out for offside" not in page  # it was no goal either way


def test_what_it_depends_on_and_what_would_change_it_agree() -> None:
    """Whether play had stopped is not known: the page says what it depends on, and then
    never that no change of fact would change the decision."""
    data = whistled("behind", "unknown", on_field="offside_flag", final="unknown")
    incident = Incident.model_validate(data)
    analysis = analyse(incident)
    assert analysis.readings
    page = page_text(explain_html(incident, analysis))
    assert "What it depends on" in page
    assert "No single change of fact" not in page
    assert "play had already stopped before the ball went in, so no goal" in page


def test_a_right_whistle_is_not_called_wrong_on_the_page() -> None:
    incident = Incident.model_validate(whistled("ahead", on_field="offside_flag"))
    page = page_text(explain_html(incident, analyse(incident)))
    assert "The whistle was wrong" not in page
    assert "as the Laws require" in page
    assert "hold the flag" not in page


@pytest.mark.parametrize("field", ["on_field", "final"])
@pytest.mark.parametrize("call", ["goal", "no_goal"])
@pytest.mark.parametrize("outcome", ["play_stopped", "ball_out_of_play", "play_continued"])
def test_a_goal_given_or_disallowed_where_no_ball_went_in_is_refused_naming_the_field(
    field: str, call: str, outcome: str
) -> None:
    """A move the whistle ended before any ball went in has no goal to give or take away
    (Law 10.1): an incident that says so contradicts itself, and the message says where.
    (A ball put in after the whistle is a goal scored with stopped_before_goal.)"""
    data = whistled("ahead", **{"final": "free_kick", field: call})
    data["outcome"] = outcome
    with pytest.raises(ValidationError) as caught:
        Incident.model_validate(data)
    assert f"officials.{field}: goal_call_without_goal" in str(caught.value)


def test_no_goal_after_the_whistle_is_allowed_for_a_ball_that_went_in() -> None:
    data = whistled("ahead")
    data["outcome"] = "goal_scored"
    assert Incident.model_validate(data).officials is not None
