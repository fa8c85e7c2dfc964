"""The VAR outcome of the casebook incidents (issue 3's reference cases)."""

from __future__ import annotations

from explainer.casebook import case
from rules import Analysis, analyse


def analysed(slug: str) -> Analysis:
    found = case(slug)
    assert found is not None, slug
    return analyse(found.incident)


def test_kane_v_sporting_factual_goal_disallowed_after_a_check() -> None:
    a = analysed("2022-10-26-tottenham-sporting-kane")
    r = a.decision.review
    assert r is not None
    # Kane's position is a fact; that Nazinho's touch was a deflection is a judgement, but
    # one the reports simply state, so the error to correct was the fact: VAR-only.
    assert r.nature == "both"
    assert [(e.rule, e.nature, e.at) for e in r.elements] == [
        ("OFF-POS-2", "factual", 2),
        ("PHASE-2", "subjective", 3),
    ]
    assert (r.on_field_call, r.final_call, r.correct_call) == ("goal", "no_goal", "no_goal")
    assert r.procedure == "var_only_review"
    assert r.outcome == "overturned"


def test_diaz_error_made_uncorrectable_by_the_restart() -> None:
    a = analysed("2023-09-30-tottenham-liverpool-diaz")
    d = a.decision
    assert d.offside_offence is False
    r = d.review
    assert r is not None
    assert r.correct_call == "goal"
    assert r.final_call == "no_goal"
    assert r.outcome == "uncorrectable"
    assert r.restart is not None and r.restart.kind == "indirect_free_kick"


def test_rashford_subjective_call_stood_without_clear_error() -> None:
    a = analysed("2023-01-14-manutd-mancity-rashford")
    r = a.decision.review
    assert a.decision.offside_offence is False
    assert r is not None
    # Rashford's position is a fact, whether he affected a defender a judgement.
    assert r.nature == "both"
    assert r.outcome == "stood_no_clear_error"
    # City's reading (Rashford impacted an opponent) would have ruled the goal out.
    assert any(x.offside_offence for x in a.readings)


def test_mbappe_edition_comparison() -> None:
    a = analysed("2021-10-10-spain-france-mbappe")
    assert a.decision.offside_offence is False
    e = a.edition_comparison
    assert e is not None and e.changed
    assert "deliberate_play_criteria" in e.changes
    assert e.now_offside is True


def test_wirtz_tight_margin_inside_the_tolerance() -> None:
    a = analysed("2026-01-04-fulham-liverpool-wirtz")
    r = a.decision.review
    assert r is not None
    assert r.tolerance_applied is True
    assert r.correct_call == "goal"
    assert r.final_call == "goal"


def test_de_ligt_whistle_before_the_shot_left_var_nothing_to_review() -> None:
    a = analysed("2024-05-08-realmadrid-bayern-deligt")
    r = a.decision.review
    assert r is not None
    assert a.decision.goal == "disallowed"
    assert (r.reviewable, r.blocked_by) == (False, "play_stopped")
    assert (r.on_field_call, r.final_call) == ("no_goal", "no_goal")
    # Had Mazraoui been onside (GiveMeSport's reading), still no goal: the whistle had gone.
    onside = [x for x in a.readings if x.kind == "reading" and x.source == "givemesport"]
    assert [(x.offside_offence, x.goal) for x in onside] == [(False, "disallowed")]


def test_charles_wrong_flag_stood_as_the_competition_had_no_var() -> None:
    a = analysed("2023-11-15-realmadrid-chelsea-charles")
    r = a.decision.review
    assert r is not None
    assert a.decision.goal == "stands"  # by Law 11
    assert (r.correct_call, r.final_call, r.outcome) == ("goal", "no_goal", "no_var")


def test_van_der_gragt_flag_overturned_at_the_monitor_on_a_judgement() -> None:
    r = analysed("2023-07-23-netherlands-portugal-vandergragt").decision.review
    assert r is not None
    # Roord's position is a fact; whether she affected Pereira, a judgement: the referee's.
    assert r.nature == "both"
    assert (r.on_field_call, r.final_call, r.correct_call) == ("no_goal", "goal", "goal")
    assert (r.procedure, r.outcome) == ("on_field_review", "overturned")


def test_olivera_level_so_the_check_let_the_goal_stand() -> None:
    a = analysed("2024-07-01-usa-uruguay-olivera")
    r = a.decision.review
    assert r is not None
    assert (r.on_field_call, r.final_call, r.correct_call) == ("goal", "goal", "goal")
    assert (r.procedure, r.outcome) == ("silent_check", "stood")
    # By the broadcasters' reading (ahead), the rebound from the save is an offence.
    ahead = [x for x in a.readings if x.kind == "reading" and x.source == "sportingnews"]
    assert [(x.offside_offence, x.offender) for x in ahead] == [(True, "olivera")]


def test_hayashi_onside_but_the_wsl_had_no_var() -> None:
    r = analysed("2024-03-24-westham-chelsea-hayashi").decision.review
    assert r is not None
    assert (r.correct_call, r.final_call, r.outcome) == ("goal", "no_goal", "no_var")


def test_schar_and_ouattara_the_foul_and_the_offside_in_either_order() -> None:
    schar = analysed("2024-02-17-newcastle-bournemouth-schar").decision
    ouattara = analysed("2025-12-14-brentford-leeds-ouattara").decision
    assert schar.review is not None and ouattara.review is not None
    # Only running towards the ball: the foul first, a penalty given at the monitor.
    assert (schar.review.on_field_call, schar.review.final_call) == ("free_kick", "penalty")
    # Already going for it (the officials' reading): the offside first, the penalty undone.
    assert (ouattara.review.on_field_call, ouattara.review.final_call) == ("penalty", "free_kick")
    assert schar.review.outcome == ouattara.review.outcome == "overturned"
    order = {(f.rule, f.outcome) for d in (schar, ouattara) for f in d.trace}
    assert {r for r, _ in order} >= {"OFF-ORDER-1", "OFF-ORDER-2"}


def test_barbarouses_goal_stood_because_play_restarted_before_the_var_could_see_it() -> None:
    # The A-League's 2018 grand final: the VAR's feed was down until after the kick-off.
    a = analysed("2018-05-05-newcastlejets-melbournevictory-barbarouses")
    r = a.decision.review
    assert r is not None
    assert a.decision.offside_offence is True
    assert (r.on_field_call, r.final_call, r.correct_call) == ("goal", "goal", "no_goal")
    assert (r.reviewable, r.blocked_by) == (False, "play_restarted")
    assert r.outcome == "uncorrectable"
    assert a.decision.summary.correct is False


def test_martinez_deflection_is_a_judgement_so_the_referee_went_to_the_monitor() -> None:
    # Whether Medranda's block was a deflection is the referee's call: an on-field review.
    a = analysed("2018-05-09-atlanta-sportingkc-martinez")
    r = a.decision.review
    assert r is not None
    assert r.nature == "both"
    assert ("PHASE-2", "subjective", 2) in [(e.rule, e.nature, e.at) for e in r.elements]
    assert r.procedure == "on_field_review"
    assert (r.on_field_call, r.final_call, r.outcome) == ("goal", "no_goal", "overturned")


def test_hwang_flag_was_right_so_the_check_left_it_alone() -> None:
    a = analysed("2019-01-25-southkorea-qatar-hwang")
    r = a.decision.review
    assert r is not None
    assert (r.on_field_call, r.final_call, r.correct_call) == ("no_goal", "no_goal", "no_goal")
    assert (r.procedure, r.outcome) == ("silent_check", "stood")


def test_coutinho_factual_touch_corrected_without_the_monitor() -> None:
    a = analysed("2019-06-18-brazil-venezuela-coutinho")
    r = a.decision.review
    assert r is not None
    assert r.nature == "factual"
    assert (r.procedure, r.outcome) == ("var_only_review", "overturned")


def test_novothny_flag_overturned_at_the_monitor_and_the_law_agrees() -> None:
    # Whether Novothny affected Vogt is a judgement: the referee looked again and gave it.
    a = analysed("2021-11-06-bochum-hoffenheim-novothny")
    r = a.decision.review
    assert r is not None
    assert a.decision.offside_offence is False
    assert (r.on_field_call, r.final_call, r.correct_call) == ("no_goal", "goal", "goal")
    assert (r.procedure, r.outcome) == ("on_field_review", "overturned")
    # The on-field team's reading (he affected Vogt) would have ruled it out.
    assert any(x.offside_offence for x in a.readings)


def test_boselli_factual_error_the_var_should_have_corrected_stood() -> None:
    # The flag was a factual error (Samuel Xavier played him on); the VAR missed it.
    a = analysed("2021-07-13-cerroporteno-fluminense-boselli")
    r = a.decision.review
    assert r is not None
    assert a.decision.offside_offence is False
    assert r.nature == "factual"
    assert (r.on_field_call, r.final_call, r.correct_call) == ("no_goal", "no_goal", "goal")
    assert r.outcome == "wrong_not_corrected"


def test_kerr_against_sweden_whistle_before_the_goal_left_var_nothing_to_review() -> None:
    a = analysed("2021-08-02-australia-sweden-kerr")
    r = a.decision.review
    assert r is not None
    assert (r.reviewable, r.blocked_by) == (False, "play_stopped")
    assert (r.on_field_call, r.final_call) == ("no_goal", "no_goal")
    # Had van Egmond not been in the way (her own account), play had still stopped.
    assert all(x.goal != "stands" for x in a.readings)
