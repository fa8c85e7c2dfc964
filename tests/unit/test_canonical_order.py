"""One permalink per set of facts (issue 31, item 10): white space inside a text and the
order of the sources no longer give a new id.

Before, "Harry  Kane" and "Harry Kane", or the same sources listed in another order, were
two permalinks for the same facts. Players, positions and the other lists keep their order:
the engine's findings follow it, and the form gives back what was typed
(explainer/canonical_form.py)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import kane_data
from test_properties import build, incidents

from bench.generate import incidents as generated
from explainer.canonical_form import collapsed, ordered
from explainer.casebook import cases
from explainer.store import canonical, canonical_json, permalink_id
from rules import Incident
from rules.api import decide
from rules.context import choose_edition


def ident(data: dict[str, Any]) -> str:
    incident = Incident.model_validate(data)
    return permalink_id(incident, choose_edition(incident)[0].name)


def test_white_space_inside_a_name_or_a_competition_is_one_space() -> None:
    kane = kane_data()
    spaced = copy.deepcopy(kane)
    name = spaced["players"][0]["name"]
    spaced["players"][0]["name"] = name.replace(" ", "  ", 1)
    assert spaced["players"][0]["name"] != name
    spaced["match"]["competition"] = spaced["match"]["competition"].replace(" ", " \t\u00a0", 1)
    assert ident(spaced) == ident(kane)
    # A line break stays one (a note's paragraphs too), and text that differs stays apart.
    assert collapsed("a \n  b\n\n\n c  d") == "a\nb\n\nc d"
    other = copy.deepcopy(kane)
    other["players"][0]["name"] = name.replace(" ", "-", 1)
    assert ident(other) != ident(kane)


def test_sources_in_another_order_are_one_permalink_and_disputes_follow() -> None:
    kane = kane_data()
    assert len(kane["sources"]) > 1
    kane["disputes"] = [
        {
            "field": "sources[0].date",
            "readings": [{"value": "2022-10-26"}, {"value": "2022-10-27"}],
        }
    ]
    turned = copy.deepcopy(kane)
    turned["sources"].reverse()
    turned["disputes"][0]["field"] = f"sources[{len(kane['sources']) - 1}].date"
    assert ident(turned) == ident(kane)
    stored = canonical(Incident.model_validate(turned), "2022/23")
    first = Incident.model_validate(kane).sources[0].id
    field = stored.disputes[0].field
    assert stored.sources[int(field[len("sources[") : field.index("]")])].id == first


def _permuted(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The same facts with the sources shuffled (disputes left out: their paths would have
    to follow, which the test above checks)."""
    other = copy.deepcopy(data)
    other.pop("disputes", None)
    rng.shuffle(other.get("sources") or [])
    return other


def _same_answer(data: dict[str, Any], rng: random.Random) -> None:
    data = {k: v for k, v in data.items() if k != "disputes"}
    other = _permuted(data, rng)
    first, second = Incident.model_validate(data), Incident.model_validate(other)
    edition = choose_edition(first)[0].name
    assert canonical_json(canonical(first, edition)) == canonical_json(canonical(second, edition))
    # The engine's whole decision (findings in order, summary, review) does not change.
    assert decide(first).model_dump(mode="json") == decide(second).model_dump(mode="json")


def test_the_engine_does_not_depend_on_the_order_of_what_is_ordered() -> None:
    rng = random.Random(31)
    pool = [case.incident.model_dump(mode="json") for case in cases()]
    pool += list(generated(60, seed=31))
    for data in pool:
        _same_answer(data, rng)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(incidents(), st.randoms(use_true_random=False))
def test_nor_on_it_in_generated_incidents(data: dict[str, Any], rng: random.Random) -> None:
    build(data)
    _same_answer(json.loads(json.dumps(data, default=str)), rng)


def test_sources_are_ordered_as_people_count() -> None:
    data = {"sources": [{"id": i} for i in ("s10", "s2", "b", "s02", "a1")], "disputes": []}
    assert [s["id"] for s in ordered(data)["sources"]] == ["a1", "b", "s02", "s2", "s10"]


def test_an_incident_already_in_its_one_spelling_is_kept_as_it_is() -> None:
    incident = canonical(Incident.model_validate(kane_data()), "2022/23")
    assert canonical(incident, "2022/23") is incident
    data = incident.model_dump(mode="json")
    assert ordered(collapsed(data)) == data
