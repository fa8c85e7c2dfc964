"""German word order (issue 32): separable verbs with their particle at the clause's end,
the verb before its subject, asides between commas and the passive with "von". Each test
drafts sentences written for it and asserts what the draft says, and what it must not."""

from __future__ import annotations

import pytest

import drafting
from drafting import Draft


def _draft(text: str) -> Draft:
    d = drafting.draft(text, language="de")
    for f in [*d.facts, *d.suggestions, *d.claims, *d.calls]:
        assert 0 <= f.span.start <= f.cue.start < f.cue.end <= f.span.end <= len(text), f
    return d


def _touches(d: Draft) -> list[tuple[str | None, str | None]]:
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [(names.get(t.get("by", "")), t.get("action")) for t in d.incident.get("sequence", [])]


def _positions(d: Draft) -> list[tuple[str, str]]:
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names[p["player"]], p["where"]["second_last"]) for p in d.incident.get("positions", [])
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Jonas Weber zieht von der Strafraumkante ab, der Ball fliegt ins Netz.",
        "Jonas Weber zog aus gut 18 Metern flach ab, und der Ball schlug im Eck ein.",
        "Nach einer Stunde zog Jonas Weber mit links aus der Distanz ab – Tor.",
        "Jonas Weber schloss den Angriff mit einem Flachschuss ab.",
    ],
)
def test_a_separable_verb_with_its_particle_at_the_clause_end(text: str) -> None:
    assert ("Jonas Weber", "shot") in _touches(_draft(text))


@pytest.mark.parametrize(
    "text",
    [
        # the particle belongs to another clause's verb: no shot
        "Jonas Weber zog nach innen und der Ball prallte vom Pfosten ab.",
        "Jonas Weber zog zur Mitte, als der Verteidiger den Ball abfing.",
    ],
)
def test_a_particle_of_another_clause_makes_no_separable_verb(text: str) -> None:
    assert ("Jonas Weber", "shot") not in _touches(_draft(text))


def test_a_separable_verb_before_its_subject() -> None:
    d = _draft(
        "In der 70. Minute zog Lena Brandt aus der Drehung ab. Dann wehrte Torhüterin "
        "Mia Roth den Schuss nach vorne ab."
    )
    assert _touches(d) == [("Lena Brandt", "shot"), ("Mia Roth", "save")]


def test_a_position_in_an_aside_between_commas() -> None:
    for aside in ("im Abseits postiert", "klar im Abseits stehend"):
        d = _draft(
            f"Paula Kern zog aus 20 Metern ab. Nina Vogel, {aside}, stand dabei direkt vor "
            "der Torhüterin."
        )
        assert ("Nina Vogel", "ahead") in _positions(d)


def test_the_opponent_named_in_an_aside_after_the_position() -> None:
    d = _draft(
        "Tim Hahn traf zum 1:0. Doch Ole Busch stand beim Schuss im Abseits, nur einen "
        "Schritt vor Schalke-Torhüter Rene Krug."
    )
    assert ("Ole Busch", "ahead") in _positions(d)
    krug = next(p for p in d.incident["players"] if p["name"] == "Rene Krug")
    assert krug.get("team") == "defending"
    assert d.incident["positions"][0]["where"].get("second_last_player") == krug["id"]


def test_a_position_with_the_moment_it_is_judged_at_in_between() -> None:
    d = _draft(
        "Eva Lang köpfte quer, und Ida Brenner traf. Brenner war beim Kopfball von Lang deutlich "
        "im Abseits."
    )
    assert ("Ida Brenner", "ahead") in _positions(d)
