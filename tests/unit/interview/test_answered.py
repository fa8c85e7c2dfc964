"""The answered incidents rules.outcomes builds without rules.changes (a position's words
after the fact's first answer, ``Answers._where_only``) against ``changed`` itself: the
same incident, refused exactly where ``changed`` refuses it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bench.generate import incidents as generated
from explainer.casebook import cases
from rules import Incident, decide, paths
from rules.changes import ChangeError, changed
from rules.interview import answers, outcome_of, unsettled
from rules.outcomes import Answers

#: Words the model refuses, and words naming a second-last opponent (checked against the
#: players: the long way), after the interview's own answers.
ODD_WORDS: tuple[dict[str, Any], ...] = (
    {"kind": "qualitative", "half": "sideways", "ball": "ahead", "second_last": "ahead"},
    {"kind": "qualitative", "half": "opponents", "ball": "ahead"},
    {"half": "opponents", "ball": "ahead", "second_last": "ahead"},
    {"kind": "qualitative", "half": "own", "ball": "ahead", "second_last": "level", "x": 1},
    {
        "kind": "qualitative",
        "half": "own",
        "ball": "ahead",
        "second_last": "ahead",
        "second_last_player": "NOBODY",
    },
    {
        "kind": "qualitative",
        "half": "opponents",
        "ball": "level",
        "second_last": "level",
        "second_last_player": "D1",
    },
    {
        "kind": "qualitative",
        "half": "opponents",
        "ball": "ahead",
        "second_last": "behind",
        "margin_cm": -3,
    },
)


def _taken(incident: Incident, changes: list[tuple[str, Any]]) -> Incident | None:
    try:
        return changed(incident, changes)
    except ChangeError:
        return None


def _position_facts(incident: Incident) -> Iterator[str]:
    decision = decide(incident)
    for m in unsettled(decision, outcome_of(incident, decision)):
        if paths.head(m.field) == "positions":
            yield m.field


def _incidents() -> Iterator[Incident]:
    for seed in (7, 11):
        for data in generated(200, seed=seed):
            yield Incident.model_validate(data)
    for case in cases():
        yield case.incident


def test_answered_incidents_are_changed_ones() -> None:
    shortcut = 0
    for incident in _incidents():
        for fact in _position_facts(incident):
            tried = Answers(incident, decide(incident).edition)
            values = [value for _, value in answers(incident, fact)]
            if not isinstance(values[0], dict):
                continue  # (one value of a listed position: changed's own short way)
            odd = [{**values[0], "where": where} for where in ODD_WORDS]
            for value in [*values, *odd, {**values[0], "at": 99}]:
                expected = _taken(incident, [(fact, value)])
                quick = tried._where_only(fact, [(fact, value)])
                shortcut += quick is not None
                assert tried._answered(fact, [(fact, value)]) == expected, (fact, value)
                if quick is not None:
                    assert quick == expected and quick.positions == expected.positions
                    assert quick.model_fields_set == expected.model_fields_set
    assert shortcut > 100  # (the shortcut is taken)
