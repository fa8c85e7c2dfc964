"""The rule book (features/) covers the engine's catalogue of rules, and nothing else.

Every rule the engine can cite has at least one scenario tagged with it, every
tag names a real rule (or one of a few topic tags), every casebook incident has a
scenario in real_incidents.feature, and every rule has a template that words it.
A new rule without a scenario fails here with a message naming it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from step_defs.rulebook import (
    ENGINE_BUGS,
    FEATURES,
    REAL_INCIDENTS,
    RULE_TAGS,
    TOPIC_TAGS,
    cases,
    markers,
    rules_described,
)

from explainer.casebook import cases as casebook_cases
from rules import RULES, tag_for

ROOT = Path(__file__).resolve().parent.parent
FINDING_TEMPLATES = ROOT / "templates" / "findings"

#: Clauses the engine cannot cite yet, each with the reason. Listed one by one so
#: that a new rule never slips in here unnoticed; remove an id once a scenario covers it.
PENDING: dict[str, str] = {}

#: One feature file per topic of Law 11 and the VAR protocol (issue 4).
TOPICS = (
    "offside_position",
    "moment_of_judgement",
    "involvement",
    "gaining_advantage",
    "deliberate_play",
    "restarts",
    "players_off_the_field",
    "fouls_and_offside",
    "sanctions",
    "phases",
    "editions",
    "var_review",
    "measurement",
    "what_would_change",
    "real_incidents",
)

MINIMUM_SCENARIOS = 120


def _covered() -> set[str]:
    """Rules with a scenario that passes: a known-engine-bug scenario covers nothing."""
    return {
        rule_id for case in cases() if not case.tags & set(ENGINE_BUGS) for rule_id in case.rule_ids
    }


def test_every_rule_has_a_scenario() -> None:
    uncovered = sorted(set(RULES) - set(PENDING) - _covered())
    assert not uncovered, "no scenario in features/ is tagged with these rules: " + ", ".join(
        f"{r} (tag @{tag_for(r)})" for r in uncovered
    )


def test_pending_rules_are_real_and_still_waiting() -> None:
    assert set(RULES) >= set(PENDING), f"not rules: {sorted(set(PENDING) - set(RULES))}"
    assert all(PENDING.values()), "every pending rule needs its reason"
    done = sorted(set(PENDING) & _covered())
    assert not done, f"these rules now have scenarios; remove them from PENDING: {done}"


def test_every_tag_names_a_rule_or_a_topic() -> None:
    unknown = sorted(
        {
            f"{case.feature}.feature:{case.line} @{tag}"
            for case in cases()
            for tag in case.tags
            if tag not in RULE_TAGS and tag not in TOPIC_TAGS
        }
    )
    assert not unknown, "tags that are neither a rule id nor a topic tag:\n" + "\n".join(unknown)


def test_every_scenario_documents_at_least_one_clause() -> None:
    bare = [f"{c.feature}.feature:{c.line} {c.scenario}" for c in cases() if not c.rule_ids]
    assert not bare, "scenarios without a clause tag:\n" + "\n".join(bare)


def test_every_tag_is_registered_as_a_marker() -> None:
    registered = {name for name, _ in markers()}
    assert set(RULE_TAGS) | set(TOPIC_TAGS) <= registered
    assert all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) for name in registered)


def test_every_casebook_incident_is_in_the_real_incidents_feature() -> None:
    slugs = {c.slug for c in casebook_cases()}
    used = {
        m.group(1)
        for case in cases()
        if case.feature == REAL_INCIDENTS.stem
        for step in case.expanded_steps()
        if (m := re.fullmatch(r'the casebook incident "([^"]+)"', step))
    }
    missing = sorted(slugs - used)
    assert not missing, (
        f"casebook incidents without a scenario in real_incidents.feature: {missing}"
    )
    assert used <= slugs, f"scenarios for incidents not in the casebook: {sorted(used - slugs)}"
    untagged = [
        c.scenario for c in cases() if c.feature == REAL_INCIDENTS.stem and "casebook" not in c.tags
    ]
    assert not untagged, f"real incidents without the @casebook tag: {untagged}"


def test_every_rule_has_a_finding_template() -> None:
    missing = sorted(r for r in RULES if not (FINDING_TEMPLATES / f"{r}.txt.j2").is_file())
    assert not missing, f"rules without templates/findings/<ID>.txt.j2: {missing}"


def test_the_rule_book_has_enough_scenarios() -> None:
    total = sum(case.count for case in cases())
    assert total >= MINIMUM_SCENARIOS, f"only {total} scenarios"


def test_one_feature_per_topic() -> None:
    present = {path.stem for path in FEATURES.glob("*.feature")}
    assert set(TOPICS) <= present, f"missing feature files: {sorted(set(TOPICS) - present)}"


def test_scenario_names_are_unique_within_a_feature() -> None:
    # pytest-bdd keys scenarios by name: a duplicate would silently never run.
    lines: dict[tuple[str, str], set[int]] = defaultdict(set)
    for c in cases():
        lines[(c.feature, c.scenario)].add(c.line)
    duplicated = sorted(f"{f}: {s}" for (f, s), at in lines.items() if len(at) > 1)
    assert not duplicated, f"duplicate scenario names: {duplicated}"


def test_each_topic_rule_names_one_clause_with_a_description_and_scenarios_tagged_with_it() -> None:
    problems = []
    for feature, name, description in rules_described():
        if not description:
            problems.append(f"{feature}: Rule '{name}' has no description")
        if feature == REAL_INCIDENTS.stem:
            continue
        m = re.search(r"\(([A-Z0-9]+(?:-[A-Z0-9]+)*-\d+)\)$", name)
        if m is None or m.group(1) not in RULES:
            problems.append(f"{feature}: Rule '{name}' does not end with a clause id in brackets")
            continue
        tag = tag_for(m.group(1))
        tags_by_scenario: dict[str, set[str]] = defaultdict(set)
        for c in cases():
            if c.feature == feature and c.rule == name:
                tags_by_scenario[c.scenario] |= c.tags
        if not tags_by_scenario:
            problems.append(f"{feature}: Rule '{name}' has no scenarios")
        problems.extend(
            f"{feature}: '{scenario}' is under Rule '{name}' but not tagged @{tag}"
            for scenario, tags in tags_by_scenario.items()
            if tag not in tags
        )
    assert not problems, "\n".join(problems)


OUTCOME_TESTS = re.compile(r'f\.outcome\s*(?:==|!=)\s*"([A-Za-z0-9_]+)"')
OUTCOME_SETS = re.compile(r"f\.outcome\s+(?:not\s+)?in\s+\(([^)]*)\)")


def _outcomes_named(source: str) -> set[str]:
    named = set(OUTCOME_TESTS.findall(source))
    for group in OUTCOME_SETS.findall(source):
        named |= set(re.findall(r'"([A-Za-z0-9_]+)"', group))
    return named


def test_every_finding_template_words_exactly_the_declared_outcomes() -> None:
    """A template may only name outcomes the catalogue declares, and when it tells them
    apart it names every one but (at most) the one its last branch words."""
    problems: list[str] = []
    for rule_id, rule in RULES.items():
        source = (FINDING_TEMPLATES / f"{rule_id}.txt.j2").read_text(encoding="utf-8")
        named = _outcomes_named(source)
        if stray := named - rule.outcomes:
            problems.append(f"{rule_id} words undeclared outcomes {sorted(stray)}")
        if named and len(rule.outcomes - named) > 1:
            problems.append(f"{rule_id} leaves {sorted(rule.outcomes - named)} to one branch")
    assert not problems, problems


def test_every_declared_outcome_is_worded() -> None:
    """Every finding of the casebook and of generated incidents reads without a missing
    fact (the test above ties each template to the declared outcomes)."""
    from support import generated_incidents

    from explainer.casebook import cases
    from explainer.wording import Words
    from rules import Incident, decide

    incidents = [c.incident for c in cases()]
    incidents += [Incident.model_validate(d) for d in generated_incidents(300, seed=5)]
    seen: set[tuple[str, str]] = set()
    for incident in incidents:
        decision = decide(incident)
        words = Words(incident, decision)
        for f in decision.trace:
            seen.add((f.rule, f.outcome))
            text = words.finding(f)
            assert text and "None" not in text, (f.rule, f.outcome, f.facts, text)
    assert len(seen) >= 60, len(seen)  # the property tests reach the rarer ones


def test_an_undeclared_outcome_is_refused() -> None:
    import pytest
    from support import kane_data

    from rules import Incident
    from rules.catalogue import Outcome
    from rules.catalogue.sanction import Phase2
    from rules.context import Context
    from rules.editions import LATEST

    ctx = Context(Incident.model_validate(kane_data()), LATEST, LATEST)
    with pytest.raises(ValueError, match="has no outcome"):
        ctx.add(Outcome("PHASE-2", "reset_maybe"))
    with pytest.raises(ValueError, match="has no outcome"):
        Phase2.rule.get("reset_maybe")
    ctx.add(Phase2.rule.get("reset"))
    assert (ctx.findings[-1].rule, ctx.findings[-1].outcome) == ("PHASE-2", "reset")


def test_every_edition_change_is_worded_in_the_rule_book_and_the_explanation() -> None:
    from rules.editions import CHANGE_NAMES

    root = Path(__file__).parent.parent / "templates"
    for template in ("laws/_words.html", "alternatives/edition.txt.j2"):
        text = (root / template).read_text(encoding="utf-8")
        unworded = [name for name in CHANGE_NAMES if f'"{name}"' not in text]
        assert not unworded, f"{template} has no words for {unworded}"


def test_every_edition_change_has_a_source_and_every_doubt_is_worded() -> None:
    from rules.editions import CHANGES, UNCONFIRMED

    assert all(c.source.startswith(("https://", "http://")) for c in CHANGES)
    words = (Path(__file__).parent.parent / "templates" / "laws" / "_words.html").read_text(
        encoding="utf-8"
    )
    for u in UNCONFIRMED:
        assert f'"{u.name}"' in words, u.name
        assert set(u.clauses) <= set(RULES), u
