"""The question bank: enough distinct questions, every clause a decision can turn on
covered, each question with one right choice among values of its own incident."""

from __future__ import annotations

import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from explainer import i18n
from explainer.casebook import HERE as CASEBOOK
from explainer.service import decision_json
from explainer.training import bank, material
from explainer.training.document import story, words_of
from explainer.training.questions import OFFENCES, Question, incident_key, value_at
from explainer.training.questions import questions as asked
from rules import RULES, Incident, analyse

#: The clauses no question cites, and why no decision turns on them.
NEVER_A_TURNING_POINT = {
    # Every offside offence cites it (no card for offside alone), whatever the incident:
    # no decision's outcome changes with it, so no question can be answered by it.
    "OFF-SANC-2": "offside is never misconduct: cited by every offence, it decides nothing",
}


def test_the_bank_has_at_least_500_distinct_questions(questions: tuple[Question, ...]) -> None:
    assert len({q.id for q in questions}) == len(questions) >= 500
    assert len({(q.incident_key, q.field) for q in questions}) == len(questions)
    kinds = Counter(q.kind for q in questions)
    assert min(kinds.values()) >= 20, kinds
    origins = Counter(q.material.origin for q in questions)
    assert set(origins) == {"casebook", "rulebook", "variant"}, origins


def test_every_clause_a_decision_can_turn_on_is_covered(questions: tuple[Question, ...]) -> None:
    covered = {c for q in questions for c in q.clauses}
    assert set(RULES) - covered == set(NEVER_A_TURNING_POINT)
    decisive = {
        r.rule for q in questions if q.decision.summary for r in q.decision.summary.decisive
    }
    assert not decisive & set(NEVER_A_TURNING_POINT)


def test_each_question_has_one_right_choice_among_unique_ids(
    questions: tuple[Question, ...],
) -> None:
    for q in questions:
        ids = [c.id for c in q.choices]
        assert len(ids) == len(set(ids)) >= 2, q.id
        assert q.answer in ids
        right = q.right().value
        assert [c.value for c in q.choices].count(right) == 1, q.id


def test_wrong_choices_are_values_of_the_incident(questions: tuple[Question, ...]) -> None:
    for q in questions:
        incident, d = q.material.incident, q.decision
        values = [c.value for c in q.choices]
        if q.kind in ("offender", "restart_place"):
            assert set(values) <= {p.id for p in incident.players}
        elif q.kind == "judged_at":
            assert set(values) <= set(range(1, len(incident.sequence) + 1))
        elif q.kind == "clause":
            assert set(values) <= {f.rule for f in d.trace}
            assert d.summary is not None
            decisive = {r.rule for r in d.summary.decisive}
            assert [v for v in values if v in decisive] == [q.right().value]


def test_a_who_question_is_asked_only_of_a_single_offender(
    questions: tuple[Question, ...],
) -> None:
    asked = [q for q in questions if q.kind == "offender"]
    assert asked
    for q in asked:
        trace = q.decision.trace
        committed = {f.player for f in trace if (f.rule, f.outcome) in OFFENCES and f.player}
        assert committed == {q.right().value}, q.id


def test_answers_are_the_engines_not_stored(questions: tuple[Question, ...]) -> None:
    """A sample recomputed from the incident alone: the right choice is what a fresh
    decision says at the field, and no other choice is."""
    for q in questions[::40]:
        incident = Incident.model_validate(q.material.incident.model_dump(mode="json"))
        document = decision_json(incident, analyse(incident))
        values = [c.value for c in q.choices]
        assert value_at(document, q.field) == q.right().value, q.id
        assert values.count(value_at(document, q.field)) == 1


def test_ids_are_stable_and_follow_the_facts(questions: tuple[Question, ...]) -> None:
    again = next(material.casebook())
    first = next(q for q in questions if q.material.source == again.source)
    assert first.id.startswith(incident_key(again))
    moved = again.incident.model_copy(update={"edition": "2016/17"})
    assert incident_key(material.Material(moved, "variant", again.source)) != incident_key(again)


def test_a_casebook_file_that_does_not_load_is_left_out(tmp_path: Path) -> None:
    good = sorted(CASEBOOK.glob("*.yaml"))[0]
    shutil.copy(good, tmp_path / good.name)
    (tmp_path / "2099-01-01-broken.yaml").write_text("sequence: [1, 2\n", encoding="utf-8")
    found = list(material.casebook(tmp_path))
    assert [m.source for m in found] == [good.stem]


def test_variants_are_the_analysis_alternatives(questions: tuple[Question, ...]) -> None:
    changes = Counter(
        "edition" if q.material.change[0] == "edition" else q.material.change[0].split(".")[-1]
        for q in questions
        if q.material.change is not None
    )
    assert {"edition", "classification", "second_last", "kind"} <= set(changes), changes
    editions = [q for q in questions if q.topic == "editions"]
    assert editions and all("EDITION-1" in q.clauses for q in editions if q.material.change)


def test_the_bank_is_made_once_and_filters_keep_what_they_say() -> None:
    assert bank.bank() is bank.bank()
    kept = bank.select(bank.Filters(clause="OFF-DP-1"))
    assert kept and all("OFF-DP-1" in q.clauses for q in kept)
    kept = bank.select(bank.Filters(edition="2016/17", kind="stood"))
    assert kept and all(q.edition == "2016/17" and q.kind == "stood" for q in kept)
    kept = bank.select(bank.Filters(topic="deflections", difficulty=2))
    assert kept and all("deflections" in q.topics and q.difficulty == 2 for q in kept)


def test_no_who_question_when_a_second_player_commits_an_offence(
    questions: tuple[Question, ...],
) -> None:
    q = next(q for q in questions if q.kind == "offender")
    other = next(p.id for p in q.material.incident.players if p.id != q.right().value)
    offence = next(f for f in q.decision.trace if (f.rule, f.outcome) in OFFENCES)
    second = replace(offence, player=other)
    decision = replace(q.decision, trace=(*q.decision.trace, second))
    kinds = {x.kind for x in asked(q.material, decision)}
    assert "offender" not in kinds and "offence" in kinds


#: The sentence each half other than the opponents' adds to a story (see the template).
HALVES = {
    "own": "%(who)s was in their own half.",
    "halfway_line": "%(who)s was on the halfway line.",
    "unknown": "Which half %(who)s was in is not known.",
}


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_every_question_tells_its_incident_in_every_language(
    questions: tuple[Question, ...], lang: str
) -> None:
    # Every kind of position is told (a position given as the opponents nearer the goal
    # line had no words, and its question's page was a 500), with who was nearer or level
    # and the half where it is not the opponents'.
    kinds = set()
    with i18n.speaking(lang):
        for q in questions:
            said, w = story(q), words_of(q)
            for p in w.incident.positions:
                where, who = p.where, w.who(p.player)
                kinds.add(where.kind)
                assert who in said, (q.id, said)
                if where.kind == "opponents":
                    for named in where.nearer + where.level:
                        assert w.who(named) in said, (q.id, said)
                half = getattr(where, "half", "opponents")
                if half != "opponents":
                    assert i18n.gettext(HALVES[half]) % {"who": who} in said, (q.id, said)
    assert kinds == {"qualitative", "distances", "opponents"}
