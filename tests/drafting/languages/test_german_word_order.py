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


@pytest.mark.parametrize(
    "text",
    [
        "Nach einer Flanke von links köpfte Tim Kohl ein.",
        "Auf eine scharfe Hereingabe hin köpfte Tim Kohl ein.",
    ],
)
def test_a_cross_nobody_is_named_for(text: str) -> None:
    d = _draft(text)
    assert [(t.get("by"), t.get("action")) for t in d.incident["sequence"]][0] == (None, "cross")
    assert ("Tim Kohl", "header") in _touches(d)


def test_a_cross_by_a_named_player_is_his() -> None:
    d = _draft("Nach einer Flanke von Jan Ott köpfte Tim Kohl ein.")
    assert _touches(d) == [("Jan Ott", "cross"), ("Tim Kohl", "header")]


@pytest.mark.parametrize(
    "text",
    [
        "Dann brachte Jan Ott den Ball per Kopf quer vor das Tor, und Tim Kohl traf.",
        "Jan Ott brachte die Flanke per Kopf in die Mitte, und Tim Kohl traf.",
    ],
)
def test_a_ball_played_on_with_the_head(text: str) -> None:
    d = _draft(text)
    assert _touches(d)[0] == ("Jan Ott", "header")
    assert d.incident["sequence"][0].get("direction") == "square"


@pytest.mark.parametrize(
    "modal", ["musste aus kurzer Distanz nur noch einschieben", "konnte problemlos einschieben"]
)
def test_a_modal_verb_with_the_scoring_infinitive_at_the_end(modal: str) -> None:
    d = _draft(f"Jan Ott legte quer, und Tim Kohl {modal}.")
    assert _touches(d) == [("Jan Ott", "pass"), ("Tim Kohl", "shot")]
    assert d.incident.get("outcome") == "goal_scored"


@pytest.mark.parametrize(
    "text",
    [
        "Für Tim Kohl lief es schlecht: Zweimal traf der Stürmer, doch beide Tore zählten nicht.",
        "Ein Pass von Jan Ott erreichte Tim Kohl, und der eingewechselte Angreifer schob ein.",
    ],
)
def test_an_attackers_role_with_the_article_is_the_player_just_named(text: str) -> None:
    d = _draft(text)
    names = [p["name"] for p in d.incident["players"]]
    assert "Tim Kohl" in names
    assert "Zweimal" not in names
    assert all(
        t.get("by") in {p["id"] for p in d.incident["players"]} for t in d.incident["sequence"]
    )


def test_a_defenders_role_with_the_article_stays_unnamed() -> None:
    d = _draft("Tim Kohl schoss aufs Tor, aber der Verteidiger blockte den Ball.")
    named = [p["name"] for p in d.incident["players"] if p["id"] not in d.unnamed_players]
    assert named == ["Tim Kohl"]
    assert len(d.unnamed_players) == 1


def test_a_summary_of_two_goals_is_the_introduction() -> None:
    d = _draft(
        "Für Tim Kohl war es ein bitterer Abend: Zweimal traf der Stürmer, zweimal nahm ihm "
        "der Videoassistent das Tor weg.\n\n"
        "In der 20. Minute legte Jan Ott quer, und Kohl schob ein. Der Treffer wurde wegen "
        "Abseits aberkannt.\n\n"
        "In der 70. Minute flankte Ben Ruf, und Kohl köpfte ein. Doch der VAR erkannte ein "
        "Handspiel, und der Treffer wurde aberkannt."
    )
    assert [c.minute for c in d.candidates] == [20, 70]


def _opponent(d: Draft, kind: str = "positions") -> str | None:
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    said = d.incident[kind][0]
    other = said["where"].get("second_last_player") if kind == "positions" else said.get("opponent")
    return names.get(other) if other else None


@pytest.mark.parametrize("role", ["Gäste-Verteidigerin", "Innenverteidigerin"])
def test_level_with_the_opponent_at_the_end_of_a_dass_clause(role: str) -> None:
    d = _draft(
        "Nach einem Pass von Mara Stolz traf Lea Holm. Die Bilder zeigten, dass Holm auf "
        f"gleicher Höhe mit {role} Ines Berg gestanden hatte."
    )
    assert ("Lea Holm", "level") in _positions(d)
    assert _opponent(d) == "Ines Berg"


def test_played_onside_by_a_defender_with_a_compound_role() -> None:
    d = _draft(
        "Nach einem Zuspiel von Max Rehm traf Lukas Brand zum 2:1. Brand war von "
        "Gäste-Verteidiger Kostas Meyer aufgehoben worden."
    )
    assert ("Lukas Brand", "behind") in _positions(d)
    meyer = next(p for p in d.incident["players"] if p["name"] == "Kostas Meyer")
    assert meyer.get("team") == "defending"


@pytest.mark.parametrize(
    "text",
    [
        "In der 48. Minute jubelte Jonas Lind über das vermeintliche 1:0, doch der Treffer "
        "wurde aberkannt.",
        "Jonas Lind jubelte über seinen Treffer, doch er wurde aberkannt.",
    ],
)
def test_celebrating_his_own_goal(text: str) -> None:
    d = _draft(text)
    assert [name for name, _ in _touches(d)] == ["Jonas Lind"]


def test_standing_in_the_line_of_the_shot_before_the_goalkeeper() -> None:
    d = _draft(
        "Ida Moe zog aus 20 Metern ab. Eva Sand stand dabei in der Schusslinie vor "
        "Gastgeber-Torhüterin Lena Graf und nahm ihr die Sicht."
    )
    assert _opponent(d, "involvements") == "Lena Graf"
    graf = next(p for p in d.incident["players"] if p["name"] == "Lena Graf")
    assert graf.get("goalkeeper") is True


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Dann schleuderte Mads Berg einen Einwurf in den Strafraum, und Ole Lind köpfte ein.",
            "throw_in",
        ),
        ("Joshua Brandt trat den Freistoß, und Ole Lind köpfte ein.", "free_kick"),
    ],
)
def test_the_restart_a_player_took_as_the_verbs_object(text: str, kind: str) -> None:
    d = _draft(text)
    assert d.incident["start"]["kind"] == kind
    assert [name for name, _ in _touches(d)][0] in ("Mads Berg", "Joshua Brandt")


def test_a_league_named_by_its_initials() -> None:
    d = _draft("NWSL: Im Spiel gegen Angel City traf Kayla Moreno in der 90. Minute.")
    assert d.incident["match"]["competition"] == "NWSL"


@pytest.mark.parametrize(
    "text",
    [
        "Timo Kern bringt die Ecke von rechts scharf herein, Nils Hahn nickt ein.",
        "Dann brachte Timo Kern den Freistoß vors Tor herein, und Nils Hahn köpfte ein.",
    ],
)
def test_a_cross_with_its_particle_at_the_clause_end(text: str) -> None:
    assert _touches(_draft(text)) == [("Timo Kern", "cross"), ("Nils Hahn", "header")]


@pytest.mark.parametrize(
    ("stamp", "minute", "added"),
    [("34'", 34, None), ("90'+3", 90, 3), ("90.+3 |", 90, 3)],
)
def test_a_live_blog_stamp_with_an_apostrophe(stamp: str, minute: int, added: int | None) -> None:
    d = _draft(
        f"1' Der Ball rollt.\n\n{stamp} Tor! Timo Kern flankt, Nils Hahn nickt ein.\n\n95' Abpfiff."
    )
    match = d.incident["match"]
    assert (match["minute"], match.get("added_time")) == (minute, added)


def test_a_club_number_opening_a_line_is_no_stamp() -> None:
    d = _draft("1. FC Köln gegen Hertha BSC. Nils Hahn nickte in der 63. Minute ein.")
    assert d.incident["match"]["minute"] == 63


@pytest.mark.parametrize(
    ("text", "touches"),
    [
        (
            "Kurz vor dem Ende hatte Lea Horn den Ball in die Tiefe gespielt, und Mia Roth "
            "schob ein.",
            [("Lea Horn", "pass"), ("Mia Roth", "shot")],
        ),
        (
            "Zuvor hatte Tom Weiland von links geflankt, und Luca Sand hatte per Kopf verlängert.",
            [("Tom Weiland", "cross"), ("Luca Sand", "header")],
        ),
    ],
)
def test_the_auxiliary_before_its_subject_and_the_participle_last(
    text: str, touches: list[tuple[str, str]]
) -> None:
    assert _touches(_draft(text))[: len(touches)] == touches


def test_a_second_predicate_in_the_pluperfect_after_und() -> None:
    d = _draft(
        "Lea Horn spielte steil, Mia Roth war der Abwehr enteilt und hatte eiskalt zum 1:1 "
        "eingeschoben."
    )
    assert ("Mia Roth", "shot") in _touches(d)
    assert d.incident.get("outcome") == "goal_scored"


def test_the_auxiliary_before_another_players_name_is_no_touch_of_his() -> None:
    d = _draft("Lea Horn hatte Mia Roth in die Tiefe geschickt, und Roth schob ein.")
    assert _touches(d)[0] == ("Lea Horn", "pass")
