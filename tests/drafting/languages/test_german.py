"""German reports (issue 32): the drafter reads them as it reads English ones. Each test
drafts a few sentences written for it, in German press style, and asserts the drafted
values: teams from a fixture, minutes in German forms, nouns that are no names, the verb
before its subject and at the end of its clause, decisions, the new facts and quotations
with their speakers. The drafts stay valid incidents once the interview gives the rest."""

from __future__ import annotations

import pytest
from support import interviewed

import drafting
from drafting import Draft


def _draft(text: str) -> Draft:
    d = drafting.draft(text, language="de")
    for f in [*d.facts, *d.suggestions, *d.claims, *d.calls]:
        assert 0 <= f.span.start <= f.cue.start < f.cue.end <= f.span.end <= len(text), f
    return d


def _names(d: Draft) -> dict[str, str]:
    return {p["id"]: p["name"] for p in d.incident.get("players", [])}


def _touches(d: Draft) -> list[tuple[str | None, str | None]]:
    names = _names(d)
    return [(names.get(t.get("by", "")), t.get("action")) for t in d.incident.get("sequence", [])]


def test_a_german_report_is_detected_and_drafted() -> None:
    text = (
        "Der Treffer von Harry Kane wurde in der 95. Minute wegen Abseits aberkannt, "
        "nachdem der Videoassistent die Szene überprüft hatte."
    )
    d = drafting.draft(text)
    assert d.language == "de"
    assert d.incident["match"]["minute"] == 90
    assert d.incident["match"]["added_time"] == 5
    assert d.incident["officials"]["final"] == "no_goal"


def test_teams_from_a_fixture_with_a_dash_and_a_score() -> None:
    d = _draft(
        "1. FC Union Berlin – Eintracht Frankfurt 1:1 (1:0). In der 84. Minute köpfte "
        "Robin Knoche ein, doch der Treffer zählte nicht."
    )
    match = d.incident["match"]
    assert (match["home"], match["away"]) == ("1. FC Union Berlin", "Eintracht Frankfurt")
    assert match["minute"] == 84
    assert d.incident["officials"]["final"] == "no_goal"


@pytest.mark.parametrize(
    ("text", "minute", "added"),
    [
        ("In der 95. Minute schob Kai Havertz zum 2:1 ein.", 90, 5),
        ("In der Nachspielzeit (90.+3) schob Kai Havertz zum 2:1 ein.", 90, 3),
        ("Zwölf Minuten vor dem Ende schob Kai Havertz zum 2:1 ein.", 78, None),
        ("In der fünften Minute der Nachspielzeit schob Kai Havertz zum 2:1 ein.", 90, 5),
        ("In der 67. Minute schob Kai Havertz zum 2:1 ein.", 67, None),
        (
            "In der dritten Minute der Nachspielzeit der ersten Halbzeit köpfte Kai Havertz ein.",
            45,
            3,
        ),
        ("In Minute 75 köpfte Kai Havertz ein.", 75, None),
        ("Kai Havertz (67.) köpfte ein, doch das Tor zählte nicht.", 67, None),
        ("In der Verlängerung, in der 112. Minute, köpfte Kai Havertz ein.", 112, None),
    ],
)
def test_minutes_as_german_writes_them(text: str, minute: int, added: int | None) -> None:
    match = _draft(text).incident["match"]
    assert match["minute"] == minute
    assert match.get("added_time") == added


def test_a_live_ticker_stamp_gives_the_minute_of_the_goal() -> None:
    d = _draft(
        "88. | Lens drängt auf den Ausgleich.\n\n"
        "90.+3 | TOOOR für Lens! Ousmane Diakhaby trifft flach ins linke Eck.\n\n"
        "90.+6 | Schiedsrichter Romain Lefèvre nimmt das Tor nach Ansicht der Bilder zurück."
    )
    assert d.incident["match"]["minute"] == 90
    assert d.incident["match"]["added_time"] == 3


def test_capitalised_nouns_are_no_names() -> None:
    d = _draft(
        "Der Ball prallte vom Pfosten zurück, und Jonas Hofmann schob den Abpraller zum "
        "Ausgleich über die Linie. Wegen Handspiels zählte der Treffer aber nicht."
    )
    names = set(_names(d).values())
    assert names == {"Jonas Hofmann"}
    assert d.incident["officials"]["final"] == "no_goal"
    assert [(c.by, c.call) for c in d.calls] == [("officials", "handball")]


def test_a_name_in_the_genitive_is_the_same_player() -> None:
    d = _draft("Harry Kane traf in der 30. Minute. Kanes Tor zählte aber nicht.")
    assert list(_names(d).values()) == ["Harry Kane"]


def test_the_verb_before_its_subject() -> None:
    d = _draft(
        "In der 95. Minute köpfte Robin Knoche nach einer Flanke von Christopher Trimmel "
        "den Ball ins Tor."
    )
    assert _touches(d) == [("Christopher Trimmel", "cross"), ("Robin Knoche", "header")]
    assert d.incident["outcome"] == "goal_scored"


def test_a_name_after_a_preposition_is_not_the_subject() -> None:
    d = _draft("Nach einem Freistoß von Lukas Krämer köpfte Jan-Luca Weber ein.")
    assert _touches(d) == [("Lukas Krämer", None), ("Jan-Luca Weber", "header")]


def test_a_verb_at_the_end_of_its_clause() -> None:
    d = _draft(
        "Der Jubel war groß, nachdem Harry Kane den Ball aus kurzer Distanz ins Tor "
        "geschoben hatte."
    )
    assert _touches(d) == [("Harry Kane", "shot")]


def test_a_separable_verb_and_a_square_pass() -> None:
    d = _draft("Thomas Müller legte den Ball für Harry Kane quer, und Harry Kane schob ein.")
    seq = d.incident["sequence"]
    assert _touches(d) == [("Thomas Müller", "pass"), ("Harry Kane", "shot")]
    assert seq[0]["direction"] == "square"


def test_the_passive_voice() -> None:
    d = _draft(
        "Eine Flanke von Nils Haverkamp wurde von Kapitän Timo Rehberg mit dem Hinterkopf "
        "verlängert, und am langen Pfosten drückte Elias Mbemba den Ball über die Linie."
    )
    assert _touches(d) == [
        ("Nils Haverkamp", "cross"),
        ("Timo Rehberg", "header"),
        ("Elias Mbemba", "shot"),
    ]


def test_an_aside_after_a_name() -> None:
    d = _draft("Joel Sancho, von der Abwehr sträflich alleingelassen, schob flach zur Führung ein.")
    assert _touches(d) == [("Joel Sancho", "shot")]


@pytest.mark.parametrize(
    ("text", "path", "value"),
    [
        ("Der Treffer von Kai Havertz wurde aberkannt.", "final", "no_goal"),
        ("Das Tor von Kai Havertz zählte nach Überprüfung.", "final", "goal"),
        ("Nach Ansicht der Bilder nahm der Schiedsrichter das Tor zurück.", "final", "no_goal"),
        ("Kai Havertz traf, doch die Fahne ging hoch.", "on_field", "offside_flag"),
        ("Kai Havertz traf, doch der Assistent hob die Fahne.", "on_field", "offside_flag"),
        ("Der Schiedsrichter ließ zunächst weiterspielen.", "on_field", "play_on"),
    ],
)
def test_decisions_as_german_words_them(text: str, path: str, value: str) -> None:
    assert _draft(text).incident["officials"][path] == value


def test_the_whistle_before_the_goal_and_a_var_that_could_not_intervene() -> None:
    d = _draft(
        "Jan-Luca Weber köpfte ein, doch Schiedsrichter Artur Nowak hatte die Partie bereits "
        "abgepfiffen, als der Ball noch in der Luft war. Weil das Spiel beendet war, konnte "
        "der Videoassistent nicht mehr eingreifen."
    )
    officials = d.incident["officials"]
    assert officials["on_field"] == "whistle"
    assert officials["stopped_before_goal"] is True
    assert officials["review"] == "none"
    interviewed(d.incident)


def test_a_delayed_flag() -> None:
    d = _draft(
        "Elias Mbemba schob ein, doch der Assistent hatte die Fahne bewusst unten gelassen, "
        "bis der Angriff abgeschlossen war."
    )
    assert d.incident["officials"]["delayed_flag"] is True


def test_offside_positions_and_the_goalkeeper_whose_view_is_blocked() -> None:
    d = _draft(
        "Ousmane Diakhaby traf aus 18 Metern. Direkt vor Brests Torhüter Loïc Bernard stand "
        "Théo Mendy, und zwar im Abseits. Mendy hat Bernard die Sicht versperrt."
    )
    names = _names(d)
    positions = [(names[p["player"]], p["where"]["second_last"]) for p in d.incident["positions"]]
    assert positions == [("Théo Mendy", "ahead")]
    involvements = [
        (names[i["player"]], i["kind"], names.get(i.get("opponent", "")))
        for i in d.incident["involvements"]
    ]
    assert involvements == [("Théo Mendy", "obstructed_line_of_vision", "Loïc Bernard")]
    keeper = next(p for p in d.incident["players"] if p["name"] == "Loïc Bernard")
    assert keeper["goalkeeper"] is True
    interviewed(d.incident)


def test_played_onside_by_a_defender() -> None:
    d = _draft(
        "Yannick Osei spielte den Ball steil, und Kai Pohlmann schob ein. Gladbachs "
        "Linksverteidiger Marco Heinze hatte Pohlmann aufgehoben, das Tor zählte."
    )
    names = _names(d)
    [position] = d.incident["positions"]
    assert names[position["player"]] == "Kai Pohlmann"
    assert position["where"]["second_last"] == "behind"
    assert names[position["where"]["second_last_player"]] == "Marco Heinze"
    assert _touches(d) == [("Yannick Osei", "pass"), ("Kai Pohlmann", "shot")]
    assert d.incident["sequence"][0]["direction"] == "forwards"
    assert d.incident["officials"]["final"] == "goal"


def test_a_quotation_with_its_speaker_after_it() -> None:
    d = _draft(
        "Robin Knoche traf, doch das Tor zählte nicht. „Das war eine klare Fehlentscheidung, "
        "das kann man nicht geben“, sagte Union-Trainer Urs Fischer."
    )
    assert [(c.speaker, c.about) for c in d.claims] == [("Urs Fischer", "decision")]
    assert "Urs Fischer" not in _names(d).values()


def test_a_quotation_with_its_speaker_before_it() -> None:
    d = _draft(
        "Dennis Albrecht schob zum 2:1 ein. Moritz Hell sah das anders: „Ich werde im "
        "Sprung klar behindert. Das ist für mich ein Foul, ganz einfach.“"
    )
    assert ("Moritz Hell", "decision") in [(c.speaker, c.about) for c in d.claims]


def test_nothing_is_invented_from_a_german_text_that_states_nothing() -> None:
    d = _draft(
        "Die Stimmung im Stadion war großartig. Die Fans sangen bis zum Schluss, und am "
        "Ende freuten sich alle über einen schönen Nachmittag."
    )
    assert d.incident == {}
    assert d.calls == []


def test_a_speaker_introduced_by_a_colon_and_guillemets() -> None:
    d = _draft(
        "Kölns Sportchef Christian Keller: „Wir haben die Bilder gesehen, Davie Selke stand "
        "klar nicht im Abseits.“ »Das war niemals Abseits«, schimpfte Trainer Frank Schmidt."
    )
    claims = [(c.speaker, c.about) for c in d.claims]
    assert ("Christian Keller", "onside") in claims
    assert ("Frank Schmidt", "onside") in claims
    assert d.incident.get("officials", {}).get("var_checked") is None  # Keller is a man here


def test_a_goal_scored_in_a_subordinate_clause() -> None:
    d = _draft(
        "Die Assistentin hob in der 56. Minute die Fahne, als Alexandra Popp nach einer Ecke "
        "von Svenja Huth zum 1:0 traf."
    )
    assert _touches(d) == [("Svenja Huth", None), ("Alexandra Popp", None)]
    assert d.incident["start"] == {"kind": "corner_kick"}
    assert d.incident["officials"]["on_field"] == "offside_flag"
    assert d.incident["outcome"] == "goal_scored"


def test_a_deflected_shot_that_went_in() -> None:
    d = _draft(
        "In der 23. Minute wurde ein Schuss von Lea Schüller von Abwehrspielerin Millie Bright "
        "abgefälscht und landete im Netz."
    )
    assert _touches(d) == [("Lea Schüller", "shot"), ("Millie Bright", "deflection")]
    teams = {p["name"]: p["team"] for p in d.incident["players"]}
    assert teams == {"Lea Schüller": "attacking", "Millie Bright": "defending"}


def test_nationality_nouns_and_extra_time() -> None:
    d = _draft(
        "Spanien – Deutschland 2:1 n.V. Der Spanier Mikel Merino sorgte in der 119. Minute "
        "für die Entscheidung."
    )
    match = d.incident["match"]
    assert (match["minute"], match.get("added_time")) == (119, None)
    assert (match["home"], match["away"]) == ("Spanien", "Deutschland")
    assert list(_names(d).values()) == ["Mikel Merino"]


def test_a_goal_that_did_not_count_after_all() -> None:
    d = _draft(
        "Serge Gnabry erhöhte in der 88. Minute auf 3:0. Das Tor zählte jedoch nicht, weil "
        "Leroy Sané zuvor im Abseits gestanden hatte."
    )
    assert d.incident["officials"]["final"] == "no_goal"


def test_a_report_of_several_matches_gives_candidates() -> None:
    text = (
        "Der Videoassistent hatte am Samstag viel zu tun.\n"
        "SC Freiburg – VfL Bochum 2:0. Zwölf Minuten vor dem Ende hatte Philipp Kessler "
        "eingeschoben, doch die Fahne war oben.\n"
        "SV Werder Bremen – TSG Hoffenheim 0:1. In der 61. Minute köpfte Mats Lund ein, "
        "das Tor zählte nach Ansicht der Bilder."
    )
    d = _draft(text)
    assert len(d.candidates or []) == 2


def _involved(d: Draft) -> list[tuple[str, str, str | None]]:
    names = _names(d)
    return [
        (names[i["player"]], i["kind"], names.get(i.get("opponent", "")))
        for i in d.incident.get("involvements", [])
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Jonathan Tah stand im Abseits und versperrte Torwart Kevin Trapp die Sicht.",
            ("Jonathan Tah", "obstructed_line_of_vision", "Kevin Trapp"),
        ),
        (
            "Jonathan Tah befand sich in passiver Abseitsposition und griff nicht ins Spiel ein.",
            ("Jonathan Tah", "none", None),
        ),
        (
            "Jonathan Tah stand im Abseits und ging zum Ball, berührte ihn aber nicht.",
            ("Jonathan Tah", "moving_to_play_ball", None),
        ),
    ],
)
def test_an_offside_player_involved_without_touching_the_ball(
    sentence: str, expected: tuple[str, str, str | None]
) -> None:
    d = _draft(f"Florian Wirtz passte auf Patrik Schick, der einschob. {sentence}")
    assert _touches(d) == [("Florian Wirtz", "pass"), ("Patrik Schick", "shot")]
    assert _involved(d) == [expected]
    interviewed(d.incident)


def test_a_cross_in_a_subordinate_clause_and_a_relative_clause_goal() -> None:
    d = _draft(
        "Der Treffer wurde wegen einer hauchdünnen Abseitsstellung von Tim Kleindienst "
        "zurückgenommen, der nach einer Hereingabe von Franck Honorat eingeschoben hatte."
    )
    assert _touches(d) == [("Franck Honorat", "cross"), ("Tim Kleindienst", "shot")]
    assert d.incident["officials"]["final"] == "no_goal"
    d = _draft(
        "Marvin Ducksch stand mit der Fußspitze im Abseits, als Mitchell Weiser flankte. "
        "Ducksch köpfte ein, doch der Assistent hob sofort die Fahne."
    )
    assert _touches(d) == [("Mitchell Weiser", "cross"), ("Marvin Ducksch", "header")]
    [position] = d.incident["positions"]
    assert position["at"] == 1 and position["where"]["second_last"] == "ahead"


@pytest.mark.parametrize(
    "quote",
    [
        "„Das war nie im Leben Abseits, die Linie war falsch“, sagte Urs Fischer nach dem Spiel.",
        "Urs Fischer sagte nach dem Spiel: „Das war nie im Leben Abseits, die Linie war falsch.“",
        "„Das war nie im Leben Abseits, die Linie war falsch“ – so Urs Fischer.",
        "„Das war nie im Leben Abseits, die Linie war falsch“, ärgerte sich Urs Fischer.",
        "„Das war nie im Leben Abseits, die Linie war falsch“, gab Urs Fischer zu.",
        "„Das war nie im Leben Abseits, die Linie war falsch“, erklärte Union-Coach Urs Fischer.",
        "Urs Fischer betonte, dass die Entscheidung falsch gewesen sei.",
    ],
)
def test_quotes_are_attributed_to_their_speaker(quote: str) -> None:
    d = _draft(f"Robin Knoche köpfte ein, doch der Treffer wurde wegen Abseits aberkannt. {quote}")
    assert [c.speaker for c in d.claims] == ["Urs Fischer"]
    assert "Urs Fischer" not in _names(d).values()


def test_a_noun_before_a_verb_at_the_end_of_a_clause_is_no_name() -> None:
    d = _draft(
        "Nach einer Flanke landete der Ball bei Jonas Wittmann, der aus kurzer Distanz traf."
    )
    assert list(_names(d).values()) == ["Jonas Wittmann"]
    d = _draft("Harry Kane, der in dieser Saison schon 30-mal traf, lief an.")
    assert "sequence" not in d.incident


def test_a_country_after_a_masculine_article_is_a_person_not_the_team() -> None:
    d = _draft(
        "Im Stadion An der Alten Försterei köpfte Robin Knoche in der 90. Minute gegen "
        "Eintracht Frankfurt ein, doch der Treffer zählte nicht. Die Unioner umringten "
        "den Polen nach dem Schlusspfiff."
    )
    match = d.incident["match"]
    assert match["home"] == "1. FC Union Berlin"
    assert match["away"] == "Eintracht Frankfurt"


def test_a_teams_goalkeeper_by_its_possessive_defends() -> None:
    d = _draft(
        "Schweden gegen Polen, 2:1. In der 80. Minute köpfte Maja Berg ein, obwohl sie "
        "Polens Torhüterin Anna Nowak angeblich weggedrückt hatte. Der Treffer zählte."
    )
    assert _sides(d)["defending"] == "Polen"
    assert _sides(d)["attacking"] == "Schweden"


def test_a_player_in_his_own_box_defends() -> None:
    d = _draft(
        "Spanien gegen England. In der 60. Minute sprang Englands Keira Walsh im eigenen "
        "Strafraum der Ball an den Arm, und die Schiedsrichterin zeigte auf den Punkt."
    )
    assert _sides(d)["defending"] == "England"


def _sides(d: Draft) -> dict[str, object]:
    return {f.path.split(".")[1]: f.value for f in d.facts if f.path.startswith("teams.")}


def test_a_goal_taken_back_had_been_given_on_the_field() -> None:
    d = _draft(
        "In der 70. Minute traf Lukas Meier zum 2:1. Schiedsrichter Tobias Stieler sah sich "
        "die Bilder am Monitor an und nahm das Tor wegen Abseits wieder zurück."
    )
    assert d.incident["officials"]["on_field"] == "goal"
    assert d.incident["officials"]["final"] == "no_goal"


def test_a_foul_told_with_its_verb_at_the_clause_end_brings_in_the_keeper() -> None:
    d = _draft(
        "Wolfsburg gegen Lyon. In der 90. Minute nickte Jule Brandt ein, aber es gab einen "
        "VAR-Check, weil Brandt angeblich Lyons Keeperin Camille Rousseau weggedrückt "
        "haben soll. Das Tor zählte."
    )
    keeper = next(p for p in d.incident["players"] if p["name"] == "Camille Rousseau")
    assert keeper["goalkeeper"] is True
    assert keeper["team"] == "defending"


def test_a_team_that_appeals_for_something_is_no_speaker() -> None:
    """Its people appeal, not the club: no claim of the team (a team speaks in a statement)."""
    d = _draft(
        "FC Augsburg – 1. FSV Mainz 05 1:1. In der 93. Minute staubte Jonas Wittmann ab. "
        "Augsburg reklamierte ein Handspiel Wittmanns, doch der VAR sah keinen Armkontakt."
    )
    assert "FC Augsburg" not in [c.speaker for c in d.claims]


def test_teams_the_tables_do_not_know_from_a_fixture_at_a_lines_head() -> None:
    d = _draft(
        "TSV Steinbach Haiger – Kickers Offenbach 1:1\n\nIn der 70. Minute köpfte Jens "
        "Stage ein, doch der Treffer zählte wegen Abseits nicht."
    )
    assert d.incident["match"]["home"] == "TSV Steinbach Haiger"
    assert d.incident["match"]["away"] == "Kickers Offenbach"


def test_capitalised_nouns_around_a_score_are_no_teams() -> None:
    d = _draft(
        "Der Ticker. Halbzeit – Pause 1:1. Zwischenstand 1:1 Nachspielzeit. In der 70. "
        "Minute köpfte Jens Stage ein, doch der Treffer zählte nicht."
    )
    assert "home" not in d.incident.get("match", {})


def test_the_team_whose_goal_the_adjective_names_defends() -> None:
    d = _draft(
        "SC Freiburg – VfL Bochum 2:0. In der 78. Minute tauchte Philipp Kessler allein vor "
        "dem Freiburger Tor auf und schob ein, doch die Fahne des Assistenten war oben."
    )
    assert _sides(d) == {"attacking": "VfL Bochum", "defending": "SC Freiburg"}


def test_a_player_the_ball_strikes_on_the_arm_after_a_corner_did_not_take_it() -> None:
    d = _draft(
        "Nach einer Ecke sprang der Ball im Gewühl an den Arm von Leah Williamson. "
        "Die Schiedsrichterin ließ weiterspielen, der Videoassistent griff nicht ein."
    )
    player = next(p for p in d.incident["players"] if p["name"] == "Leah Williamson")
    assert player.get("team") != "attacking"
