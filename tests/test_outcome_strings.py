"""Every outcome string in rules/, explainer/, templates/ and the rule book's steps is one
its clause declares (tests/outcome_strings.py finds them)."""

from __future__ import annotations

from typing import get_args

from outcome_strings import environment, every_name, problems, python_names, template_names

from rules.catalogue import RULES
from rules.catalogue.edition import Basis, Edition1
from rules.catalogue.offence import OffDp1, OffDp3
from rules.catalogue.play import BallOut1, OutOver
from rules.catalogue.position import Half, OffPos2, OffPos6, OffPos7
from rules.catalogue.var import RefChange1, VarCat1, VarPrin2, VarRestart1
from rules.trace import RestartKind, ReviewOutcome, VarOutcome

DECLARED = {rule_id: rule.outcomes for rule_id, rule in RULES.items()}


def test_every_outcome_string_names_a_declared_outcome() -> None:
    named = list(every_name())
    # (The check reads what it should: the steps, the summary's lines, the finding
    # templates each name some. The steps' phrases name declared outcomes, not strings.)
    files = {n.where.split(":")[0] for n in named}
    assert {"tests/step_defs/conftest.py", "templates/summary/lines.txt.j2"} <= files
    assert sum(1 for f in files if f.startswith("templates/findings/")) >= 35
    assert len([n for n in named if n.rule and n.outcome]) >= 100
    assert problems(iter(named), DECLARED) == []


def test_the_check_names_an_outcome_no_clause_declares() -> None:
    """The storyboard's old dead keys, a step naming a wrong outcome, a template testing
    one, an unknown rule: each is reported, with where it is."""
    python = """
EVENTS = {("OFF-DP-2", "deflection"): "deflection", ("PHASE-2", "reset"): "deliberate_play"}
REASONS = (Reason(r"x", "OFF-POS-6", "ball_sideways"), Reason(r"y", "OFF-POS-7", "*"))
found = find(trace, "VAR-FACT-3", ("tolerance_applied", "tolerance_waived"))
if f.rule == "OFF-OFF-3" and f.outcome == "rebound_reset":
    pass
if g.rule == "OFF-XYZ-9":
    pass
"""
    template = """
{%- if g.rule == "PHASE-2" and g.outcome == "reset_maybe" %}x{% endif -%}
{%- set p = law | selectattr("rule", "equalto", "OFF-DP-1")
    | selectattr("outcome", "equalto", "save") | first -%}
{%- if f.outcome == "nowhere_declared" %}y{% endif -%}
{%- if incident.outcome == "goal_scored" %}z{% endif -%}
"""
    named = [*python_names(python, "x.py"), *template_names(template, "t.j2", environment())]
    assert sorted(problems(iter(named), DECLARED)) == [
        "t.j2:2: PHASE-2 declares no outcome 'reset_maybe'",
        "t.j2:4: OFF-DP-1 declares no outcome 'save'",
        "t.j2:5: no clause declares an outcome 'nowhere_declared'",
        "x.py:2: OFF-DP-2 declares no outcome 'deflection'",
        "x.py:3: OFF-POS-6 declares no outcome 'ball_sideways'",
        "x.py:4: VAR-FACT-3 declares no outcome 'tolerance_waived'",
        "x.py:5: OFF-OFF-3 declares no outcome 'rebound_reset'",
        "x.py:7: no clause OFF-XYZ-9",
    ]


def test_every_typed_lookup_covers_its_values() -> None:
    """An outcome chosen at run time goes through a lookup declared with its clause: each
    covers every value it is keyed by."""
    lookups = [
        (Edition1.by_basis, get_args(Basis)),
        (OffPos2.by_half, get_args(Half)),
        (OffPos6.by_relative, ("ahead", "level", "behind")),
        (OffPos7.by_relative, ("ahead", "behind")),
        (OffDp1.by_kind, ("deliberate_play", "deliberate_handball")),
        (OffDp3.by_verdict, ("deliberate_play", "deflection", None)),
        (BallOut1.by_kind, get_args(OutOver)),
        (VarCat1.by_category, ("goal", "penalty", "none")),
        (VarPrin2.by_review, get_args(VarOutcome)),
        (VarRestart1.by_kind, get_args(RestartKind)),
    ]
    for lookup, keys in lookups:
        assert sorted(lookup, key=str) == sorted(keys, key=str)
        rules = {o.rule for o in lookup.values()}
        assert len(rules) == 1 and all(RULES[o.rule].get(o.name) is o for o in lookup.values())
    # A review's outcomes and the restarts are the trace's own (rules.trace).
    assert VarPrin2.rule.outcomes == frozenset(get_args(VarOutcome))
    # (and the referee's own change with no review, Law 5.2's)
    assert set(get_args(ReviewOutcome)) - set(get_args(VarOutcome)) == {
        RefChange1.changed_without_review.name
    }
    assert VarRestart1.rule.outcomes == frozenset(get_args(RestartKind))
