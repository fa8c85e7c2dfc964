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


@pytest.mark.parametrize(
    "text",
    [
        "Hertha BSC gegen Werder Bremen. Dann wurde ein Schuss von Bremens Tom Brandt von "
        "Herthas Torhüter Max Pohl zur Seite abgewehrt.",
        "Werder Bremen empfing Hertha BSC. In der 20. Minute wurde der Abschluss des "
        "Stürmers Tom Brandt von Hertha-Keeper Max Pohl mit einer Hand pariert.",
    ],
)
def test_the_passive_with_the_goalkeeper_as_agent_after_a_long_subject(text: str) -> None:
    d = _draft(text)
    assert _touches(d) == [("Tom Brandt", "shot"), ("Max Pohl", "save")]
    pohl = next(p for p in d.incident["players"] if p["name"] == "Max Pohl")
    assert pohl.get("goalkeeper") is True


def test_a_city_in_the_genitive_before_a_name_is_its_club_only_when_the_club_is_named() -> None:
    named = _draft("Werder Bremen gegen Hertha BSC. Bremens Tom Brandt traf zum 1:0.")
    brandt = named.incident["players"][0]
    assert brandt["name"] == "Tom Brandt"
    attacking = [f.value for f in named.facts if f.path == "teams.attacking"]
    assert attacking == ["Werder Bremen"]
    unnamed = _draft("Hertha BSC spielte in Bremen. Bremens Tom Brandt traf zum 1:0.")
    assert [f.value for f in unnamed.facts if f.path == "teams.attacking"] != ["Werder Bremen"]


@pytest.mark.parametrize(
    "text",
    [
        "Ein langer Ball von Innenverteidiger Jan Ott fand Leon Berg, der einschob.",
        "Nach einem hohen Ball von Jan Ott schob Leon Berg ein.",
    ],
)
def test_a_ball_named_by_its_flight_is_a_pass(text: str) -> None:
    assert _touches(_draft(text)) == [("Jan Ott", "pass"), ("Leon Berg", "shot")]


@pytest.mark.parametrize(
    "run", ["sprintete allein auf den Abpraller zu", "lief sofort in Richtung Ball"]
)
def test_running_to_the_ball_from_offside(run: str) -> None:
    d = _draft(
        f"Eva Sand schoss, Torhüterin Lea Horn wehrte ab. Mia Stolz, die im Abseits "
        f"gestanden hatte, {run}, und die Fahne ging hoch."
    )
    kinds = [v["kind"] for v in d.incident.get("involvements", [])]
    assert kinds == ["moving_to_play_ball"]


def test_a_header_flicked_on_is_no_extra_time() -> None:
    d = _draft(
        "In der 94. Minute wurde der Ball von Tim Kohl per Kopf verlängert, und Leon Berg "
        "schob ein."
    )
    assert (d.incident["match"]["minute"], d.incident["match"].get("added_time")) == (90, 4)


@pytest.mark.parametrize(
    ("text", "minute"),
    [
        ("108. Minute im Finale: Leon Berg schiebt ein.", 108),
        ("In der 112. Minute schob Leon Berg zum 2:1 ein.", 112),
    ],
)
def test_a_minute_past_105_is_extra_time(text: str, minute: int) -> None:
    match = _draft(text).incident["match"]
    assert (match["minute"], match.get("added_time")) == (minute, None)
