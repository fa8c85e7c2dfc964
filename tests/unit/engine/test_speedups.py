"""The engine's shortcuts give what the long way gives.

- the outputs the engine makes without validation (rules/trace.py) read back through
  pydantic's validation as they were made;
- an analysis that takes some editions' runs as read (rules.analysis.runs.Runs)
  finds the alternatives one that runs every edition finds, an edition taken as read
  has the offside answer and goal its own run has, and the decision standing in for
  today's Laws cites the clauses their own run cites;
- an analysis that judges each position once across its runs (under editions that
  answer alike what judging it asked, too), and builds the look-ups of the lists its
  runs share once (rules.session.Session), finds what one that judges them afresh
  at every run finds, and each decision is the one its own run makes;
- counterfactuals settled by the engine's run alone (Runs.flip) are those found by
  deciding each in full;
- a quiet run (rules.context.Context.quiet) reaches the answer a full run reaches, and
  the judgements it keeps for later runs are whole.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, replace
from typing import Any

import pytest

from bench.generate import at_limits, incidents
from explainer.casebook import cases
from rules import EDITIONS, Analysis, Incident, analyse, api, decide, engine, reasons
from rules.analysis import runs as analysis_runs
from rules.analysis.runs import Runs, key
from rules.edges import adapter, to_data, to_json
from rules.editions import LATEST
from rules.session import Question, Session
from rules.trace import (
    Decision,
)


def _sample() -> list[Incident]:
    generated = [Incident.model_validate(d) for d in incidents(120, seed=5)]
    return [c.incident for c in cases()] + generated


def test_what_is_built_without_validation_validates_as_built() -> None:
    # The engine makes its outputs as plain dataclasses, never validated: read back
    # through pydantic's validation, every decision (its review, elements, summary and
    # trace) and analysis is the same, so nothing made has a value or type its declared
    # field would refuse or change.
    reviewed = 0
    for incident in _sample():
        decision = decide(incident)
        assert adapter(Decision).validate_python(to_data(decision, mode="python")) == decision
        assert adapter(Decision).validate_json(to_json(decision)) == decision
        reviewed += decision.review is not None and bool(decision.review.elements)
        analysis = analyse(incident)
        assert adapter(Analysis).validate_json(to_json(analysis)) == analysis
    assert reviewed > 20  # (the sample has reviews with elements to check)


def test_editions_taken_as_read_change_no_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    sample = _sample()
    fast = [to_data(analyse(i)) for i in sample]
    monkeypatch.setattr(Runs, "_same_answers", lambda self, name, full=False: None)
    slow = [to_data(analyse(i)) for i in sample]
    assert fast == slow
    # The long way: every edition decided in full, VAR layer and summary included.
    monkeypatch.setattr(analysis_runs, "law_outcome", decide)
    assert fast == [to_data(analyse(i)) for i in sample]


def test_positions_judged_once_an_analysis_change_no_analysis(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sample = [*_sample(), Incident.model_validate(at_limits(0.3))]
    fast = [to_data(analyse(i)) for i in sample]
    monkeypatch.setattr(analysis_runs, "Session", lambda: None)  # every run afresh
    slow = [to_data(analyse(i)) for i in sample]
    assert fast == slow


def test_an_edition_taken_as_read_has_its_own_outcome() -> None:
    taken = 0
    for incident in _sample()[:60]:
        decision = decide(incident)
        runs = Runs(incident, decision)
        for edition in EDITIONS:
            stand_in = runs.edition_outcome(edition.name)
            assert stand_in is not None
            own = decide(incident, edition.name)
            # What the search of the nearest flips reads: the offside answer and goal.
            assert key(stand_in) == key(own), (incident.title, edition.name)
            taken += stand_in.edition != edition.name
            # Asked for in full, the edition gets the decision its own run gives (but the
            # analysis's own edition, decided as the one in force, not as asked for).
            if edition.name != decision.edition:
                assert runs.edition(edition.name) == own
    assert taken > 100  # the shortcut is taken, not only allowed


def test_the_latest_laws_stood_in_for_take_the_same_path() -> None:
    # The comparison with today's Laws reads the offside answer, goal and clauses cited of
    # the decision under them; a run in full under an edition that answers every question
    # its run asked as today's Laws would (the analysis's own decision) stands in for them.
    taken = 0
    for incident in _sample():
        asked: dict[Question, bool] = {}
        decision = decide(incident, asked=asked)
        if decision.edition == LATEST.name:
            continue
        runs = Runs(incident, decision, asked)
        stand_in = runs.stand_in(LATEST.name)
        own = decide(incident, LATEST.name)
        assert stand_in is not None
        assert key(stand_in) == key(own), incident.title
        assert [f.rule for f in stand_in.trace] == [f.rule for f in own.trace], incident.title
        taken += stand_in is decision
    assert taken > 20  # the shortcut is taken, not only allowed


def test_a_judgement_taken_from_another_edition_cites_its_own() -> None:
    # Inside one analysis a position judged under one edition is taken as judged under
    # another that answers alike what judging it asked (rules.offside.judgements._alike):
    # every decision is the one its own run makes afresh, each finding citing its edition.
    for incident in _sample()[:60]:
        fresh = {e.name: decide(incident, e.name) for e in EDITIONS}
        session = Session()
        for e in (*EDITIONS, *reversed(EDITIONS)):
            own = decide(incident, e.name, session=session)
            assert own == fresh[e.name], (incident.title, e.name)


def test_a_question_is_asked_again_when_a_judgement_is_remembered() -> None:
    # A position judged under the armpit line (2021/22 on) asks the edition about it; a
    # later run under the same edition that takes the judgement as made asks it too, so
    # that what the run asked is whole (rules.offside.judgements.judged).
    incident = next(
        i
        for i in _sample()
        for p in i.positions
        if "shoulder" in (getattr(p.where, "parts_beyond", None) or ()) and i.match.date is not None
    )
    session = Session()
    first: dict[Question, bool] = {}
    again: dict[Question, bool] = {}
    decide(incident, session=session, asked=first)
    decide(incident, session=session, asked=again)
    assert "armpit_line" in first
    assert again == first


def test_counterfactuals_settled_by_the_engine_alone_change_no_analysis(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sample = _sample()
    fast = [to_data(analyse(i)) for i in sample]
    assert any(a["counterfactuals"] for a in fast)  # flips are found, not only skipped

    # The long way: every counterfactual decided in full, VAR layer and summary included,
    # then kept if its offside answer or goal differs.
    def decided_in_full(runs: Runs, changes: Any, decision: Decision) -> Decision | None:
        found = runs.rerun("counterfactuals", changes, decision.edition)
        if found is None or found.offside_offence is None:
            return None
        return found if key(found) != key(decision) else None

    monkeypatch.setattr(Runs, "flip", decided_in_full)
    slow = [to_data(analyse(i)) for i in sample]
    assert fast == slow


def test_a_quiet_run_reaches_the_answer_a_full_run_reaches() -> None:
    for incident in _sample():
        for edition in (None, *(e.name for e in EDITIONS)):
            quiet = engine.decide(incident, edition, quiet=True)
            loud = engine.decide(incident, edition)
            assert quiet.trace == ()  # nothing recorded (outside an analysis's memo)
            assert to_data(quiet, exclude={"trace"}) == to_data(loud, exclude={"trace"})


def test_a_quiet_run_keeps_whole_judgements_for_the_runs_after_it() -> None:
    for incident in _sample()[:40]:
        session = Session()
        quiet = engine.evaluate(incident, quiet=True, session=session)[1]  # judged first
        assert quiet.trace == ()  # (its answer alone is read)
        after = decide(incident, session=session)
        assert after == decide(incident)


def test_a_decision_made_in_one_go_keeps_every_field_of_the_laws() -> None:
    # rules.api makes the decision once, naming each field of the Law's decision (not
    # copying it with dataclasses.replace): a field added to Decision and not named there
    # would quietly take its default. Each field of the Law's decision is set, somewhere
    # in the sample, to something other than its default.
    set_somewhere: set[str] = set()
    for incident in _sample():
        law = engine.decide(incident)
        layer = (None, reasons.Index((*law.trace, *law.trace[:1])))
        found = decide(incident).summary
        assert found is not None
        misreadings = decide(incident).misconceptions
        made = api._decided(law, layer, found, misreadings)
        whole = replace(
            law, review=None, trace=layer[1].trace, summary=found, misconceptions=misreadings
        )
        assert made == whole
        set_somewhere |= {
            f.name
            for f in fields(Decision)
            if f.default is MISSING or getattr(law, f.name) != f.default
        }
    assert set_somewhere >= {f.name for f in fields(Decision)} - {
        "review",
        "summary",
        "misconceptions",
    }


def test_the_index_of_a_trace_finds_what_a_scan_finds() -> None:
    # rules.reasons.Index: the look-ups of one decision read the findings of one rule, and
    # the VAR layer's findings are gathered onto the Law's index (Index.extended).
    looked = 0
    for incident in _sample()[:60]:
        trace = decide(incident).trace
        half = len(trace) // 2
        whole = reasons.Index(trace[:half]).extended(trace[half:])
        assert whole.trace == trace
        assert whole.by_rule == reasons.Index(trace).by_rule
        for f in trace:
            for player, at in ((None, None), (f.player, f.at), ("nobody", None)):
                expected = reasons.find(trace, f.rule, (f.outcome,), player=player, at=at)
                assert reasons.find(whole, f.rule, (f.outcome,), player=player, at=at) == expected
                looked += expected is not None
        wanted = reasons.UNSETTLED
        scanned = [i for i, f in enumerate(trace) if (f.rule, f.outcome) in wanted.pairs]
        assert whole.recording(wanted) == scanned
    assert looked > 1000
