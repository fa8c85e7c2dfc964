"""The daylight trial (TRIAL-DAYLIGHT-1), with the Law 11 answer beside it."""

from __future__ import annotations

from typing import Any

from law11_helpers import dist, incident, missing_fields, one, qualitative, run

TRIAL = {"offside_rule": "daylight_trial"}


def beyond(wholly: Any, **rules: Any) -> dict[str, Any]:
    """A2's nearest part beyond the second-last opponent at A1's pass; A2 scores."""
    extra = {} if wholly is None else {"wholly_beyond": wholly}
    return incident(positions=[qualitative(**extra)], competition_rules=rules)


def test_under_the_trial_a_player_partly_level_is_onside_and_law_11_says_offside() -> None:
    d = run(beyond(False, **TRIAL))
    one(d, "TRIAL-DAYLIGHT-1", "trial_applies")
    one(d, "OFF-POS-7", "second_last_ahead", player="A2")
    one(d, "TRIAL-DAYLIGHT-1", "not_wholly_beyond", player="A2", at=1)
    assert d.offside_offence is False and d.goal == "stands"
    assert d.summary is not None and d.summary.stood == "goal"
    law_11 = d.summary.law_11
    assert law_11 is not None
    assert (law_11.offside_offence, law_11.offender, law_11.call) == (True, "A2", "no_goal")
    assert d.summary.reason == "onside"


def test_with_daylight_between_them_the_player_is_offside_under_both() -> None:
    d = run(beyond(True, **TRIAL))
    one(d, "TRIAL-DAYLIGHT-1", "wholly_beyond", player="A2")
    assert d.offside_offence is True
    assert d.summary is not None and d.summary.law_11 is not None
    assert d.summary.law_11.call == d.summary.law.call == "no_goal"


def test_the_trial_asks_for_a_fact_the_law_does_not() -> None:
    d = run(beyond(None, **TRIAL))
    one(d, "TRIAL-DAYLIGHT-1", "unknown", player="A2")
    assert d.offside_offence is None
    assert ("positions[0].where.wholly_beyond", "TRIAL-DAYLIGHT-1") in missing_fields(d)
    assert d.summary is not None and d.summary.law_11 is not None
    assert d.summary.law_11.offside_offence is True


def test_without_the_trial_the_fact_is_ignored_and_there_is_no_second_answer() -> None:
    d = run(beyond(False))
    assert d.offside_offence is True
    assert not [f for f in d.trace if f.rule == "TRIAL-DAYLIGHT-1"]
    assert d.summary is not None and d.summary.law_11 is None


def test_distances_give_the_rearmost_scoring_part() -> None:
    pos = dist(
        "A2",
        1,
        10.0,
        30.0,
        {"GK": 1.0, "D1": 10.4},
    )
    pos["where"]["attacker_rear_m"] = 10.6
    d = run(incident(positions=[pos], competition_rules=TRIAL))
    one(d, "TRIAL-DAYLIGHT-1", "not_wholly_beyond", player="A2")
    assert d.offside_offence is False
    pos["where"]["attacker_rear_m"] = 10.2
    d = run(incident(positions=[pos], competition_rules=TRIAL))
    one(d, "TRIAL-DAYLIGHT-1", "wholly_beyond", player="A2")
    assert d.offside_offence is True


def test_the_canadian_premier_league_plays_the_trial_from_4_april_2026() -> None:
    data = beyond(False)
    data["match"].update(competition="Canadian Premier League", date="2026-05-02")
    d = run(data)
    applies = one(d, "TRIAL-DAYLIGHT-1", "trial_applies")
    assert str(applies.facts["source"]).startswith("https://")
    assert d.offside_offence is False
    data["match"]["date"] = "2026-03-28"
    assert run(data).offside_offence is True
    # The incident's own setting wins over the table.
    data["match"]["date"] = "2026-05-02"
    data["competition_rules"] = {"offside_rule": "law"}
    assert run(data).offside_offence is True


def test_level_and_behind_are_onside_under_both_rules() -> None:
    for second in ("level", "behind"):
        data = incident(positions=[qualitative(second_last=second)], competition_rules=TRIAL)
        d = run(data)
        assert d.offside_offence is False
        assert not [f for f in d.trace if f.rule == "TRIAL-DAYLIGHT-1" and f.player]
