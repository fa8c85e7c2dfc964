"""How English reports say things (issue 32): the passive voice, a team-mate's pass the
text does not name, finishes over the goalkeeper, live-blog time stamps, minutes left,
extra time, NO GOAL, competitions outside the tables. Each test asserts drafted values."""

from __future__ import annotations

from typing import Any

import pytest

import drafting


def _draft(text: str) -> dict[str, Any]:
    return drafting.draft(text).incident


def _touches(incident: dict[str, Any]) -> list[tuple[str | None, str | None]]:
    names = {p["id"]: p["name"] for p in incident.get("players", [])}
    return [(names.get(c.get("by")), c.get("action")) for c in incident.get("sequence", [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Schäfer's corner is flicked on at the near post by Kessler and the ball is "
            "bundled over the line from two yards by Brenner.",
            [("Schäfer", "cross"), ("Kessler", "header"), ("Brenner", "shot")],
        ),
        (
            "A long throw was headed on at the near post by Callum Reid, and the loose ball "
            "was prodded over the line by Josh Mackay.",
            [("Callum Reid", "header"), ("Josh Mackay", "shot")],
        ),
    ],
)
def test_the_passive_voice(text: str, expected: list[tuple[str, str]]) -> None:
    incident = _draft(text)
    assert _touches(incident) == expected
    assert incident["outcome"] == "goal_scored"


def test_an_unnamed_team_mates_pass_comes_before_the_run_onto_it() -> None:
    incident = _draft(
        "Ellen White raced on to a through ball and swept it into the corner, but she had "
        "been a fraction offside when the pass was played."
    )
    assert _touches(incident) == [("an attacker", "pass"), ("Ellen White", "shot")]
    # The position is judged at the team-mate's pass.
    assert incident["positions"][0]["at"] == 1
    white = next(p for p in incident["players"] if p["name"] == "Ellen White")
    assert incident["positions"][0]["player"] == white["id"]


def test_a_named_pass_is_not_made_twice() -> None:
    incident = _draft(
        "Pau Serrat collected a pass from Iker Vidal and slid it under the goalkeeper; he "
        "was level when the pass was played."
    )
    assert _touches(incident) == [("Iker Vidal", "pass"), ("Pau Serrat", "shot")]


def test_a_pass_alone_is_no_touch() -> None:
    incident = _draft("The goal was ruled out: he had been offside when the pass was played.")
    assert not incident.get("sequence")


def test_a_finish_over_the_goalkeeper_scores() -> None:
    incident = _draft(
        "Lautaro Martinez was sent through on goal and dinked the ball over the goalkeeper."
    )
    assert _touches(incident) == [("an attacker", "pass"), ("Lautaro Martinez", "shot")]


def test_a_tackle_sliding_in_is_no_finish() -> None:
    incident = _draft(
        "The ball ran to Benzema off Fabinho, who had slid in to try to cut it out, and "
        "Karim Benzema swept the ball in."
    )
    assert ("Fabinho", "shot") not in _touches(incident)


def test_a_live_blog_stamp_is_the_minute_of_its_paragraph() -> None:
    incident = _draft(
        "63 min: The hosts are pressing. Another cross is blocked.\n\n"
        "65 min: GOAL... or not? Schäfer's corner is flicked on by Kessler and the ball is "
        "bundled over the line by Brenner.\n\n"
        "67 min: The VAR has looked at it and the goal is ruled out for offside."
    )
    assert incident["match"]["minute"] == 65
    assert "added_time" not in incident["match"]


@pytest.mark.parametrize(
    ("text", "minute", "added"),
    [
        ("The winner came with 12 minutes to go, when Mads Kjaergaard turned it in.", 78, None),
        (
            "Olympiacos won after extra time: Ayoub El Kaabi headed in the winner in the "
            "116th minute.",
            116,
            None,
        ),
        ("Kai Havertz headed in at 120+1 after extra time, but the goal was ruled out.", 120, 1),
    ],
)
def test_minutes_in_other_words(text: str, minute: int, added: int | None) -> None:
    match = _draft(text)["match"]
    assert match["minute"] == minute
    assert match.get("added_time") == added


def test_no_minute_from_midway_through_the_half() -> None:
    incident = _draft("Midway through the second half Ellen White swept the ball into the corner.")
    assert "minute" not in incident.get("match", {})


def test_no_goal_in_capitals_is_the_decision() -> None:
    incident = _draft("Delgado smashes it into the roof of the net... NO GOAL.")
    assert incident["officials"]["final"] == "no_goal"


@pytest.mark.parametrize(
    ("text", "competition"),
    [
        ("Mads Kjaergaard scored in the Danish Superliga on Sunday.", "Danish Superliga"),
        ("Hanna Lindqvist scored in the Frauen-Bundesliga game.", "Frauen-Bundesliga"),
        ("England lost the Women's World Cup semi-final; Ellen White scored.", None),
    ],
)
def test_a_competition_outside_the_tables(text: str, competition: str | None) -> None:
    match = _draft(text).get("match", {})
    if competition is None:
        # As the text writes it, not the table's "FIFA Women's World Cup".
        assert match["competition"] == "Women's World Cup"
    else:
        assert match["competition"] == competition


def test_initially_ruled_out_then_overturned_is_a_goal() -> None:
    officials = _draft(
        "Mads Kjaergaard turned in a low cross. The assistant's flag went up and the goal "
        "was initially ruled out for offside, but the decision was overturned after a VAR "
        "review."
    )["officials"]
    assert officials["on_field"] == "offside_flag"
    assert officials["final"] == "goal"


def test_a_goal_given_that_the_var_left_alone_stood() -> None:
    officials = _draft(
        "Pau Serrat slid it under the goalkeeper. Referee Alberto Luque allowed it, and "
        "after a two-minute check the VAR did not intervene."
    )["officials"]
    assert officials["on_field"] == "goal"
    assert officials["review"] == "none"
    assert officials["final"] == "goal"
    assert officials["var_checked"] is True


def test_a_whistle_for_a_push_before_the_ball_went_in() -> None:
    d = drafting.draft(
        "A long throw from Liam Cowie was headed on by Callum Reid, and the loose ball was "
        "prodded over the line by Josh Mackay. But referee Gavin Duncan had already blown "
        "for a push by Reid on Hearts goalkeeper Ryan Fleming, a moment before the ball "
        "went in. With play stopped before the goal, there was nothing for the VAR to look "
        "at."
    )
    incident = d.incident
    assert incident["start"] == {"kind": "throw_in"}
    officials = incident["officials"]
    assert officials["on_field"] == "whistle"
    assert officials["stopped_before_goal"] is True
    assert officials["review"] == "none"
    assert "var_checked" not in officials
    assert [(c.by, c.call) for c in d.calls] == [("referee", "foul")]
    fleming = next(p for p in incident["players"] if p["name"] == "Ryan Fleming")
    assert fleming["goalkeeper"] is True and fleming["team"] == "defending"


def test_rising_to_head_in_a_named_corner() -> None:
    incident = _draft("Maya Clarke rose to meet Leah Dorsey's corner and head it in.")
    assert _touches(incident) == [("Leah Dorsey", "cross"), ("Maya Clarke", "header")]
    assert incident["start"] == {"kind": "corner_kick"}
    assert incident["outcome"] == "goal_scored"


def test_two_verbs_of_one_player_are_two_touches_in_order() -> None:
    incident = _draft(
        "Jonas Brehm, who had drifted in behind the Kiel defence, brought down Finn "
        "Ostermann's lofted pass and beat the goalkeeper in the 71st minute."
    )
    assert _touches(incident) == [
        ("Finn Ostermann", "pass"),
        ("Jonas Brehm", "control"),
        ("Jonas Brehm", "shot"),
    ]


def test_beating_an_outfield_player_to_the_ball_is_no_goal() -> None:
    incident = _draft("Felix Torres beat goalkeeper Saad Al-Sheeb to the ball.")
    assert incident.get("outcome") is None


def test_a_check_lasting_minutes_is_no_minute_of_the_match() -> None:
    match = _draft(
        "Jonas Brehm beat the goalkeeper in the 71st minute, and after two minutes the VAR "
        "confirmed the goal."
    )["match"]
    assert match["minute"] == 71


def test_no_goal_alone_says_nothing_went_in() -> None:
    incident = _draft("67 min: The VAR has looked at it. No goal.")
    assert "outcome" not in incident


def test_a_second_quotation_after_the_speaker_is_theirs() -> None:
    d = drafting.draft(
        "“The assistant is in the perfect position and still they give it,” said Osasuna "
        "coach Íñigo Arrieta after the defeat at Montilivi. “For me it is offside, clear as "
        "day.” Pau Serrat had scored in stoppage time."
    )
    assert [(c.speaker, c.about) for c in d.claims] == [("Íñigo Arrieta", "offside")]


def test_a_speaker_named_after_the_quote_with_a_role() -> None:
    d = drafting.draft(
        "“Jess goes for the ball, their defender goes for the ball, that's football,” said "
        "the Brighton head coach, Ellie Proctor. “I don't see what she has done wrong.”"
    )
    assert {c.speaker for c in d.claims} == {"Ellie Proctor"}
    assert ("Ellie Proctor", "decision") in [(c.speaker, c.about) for c in d.claims]


def test_called_it_a_disgrace_is_a_claim_about_the_decision() -> None:
    d = drafting.draft(
        "Mikel Arteta called it “embarrassing” and “a disgrace” after Anthony Gordon's "
        "winner stood."
    )
    assert ("Mikel Arteta", "decision") in [(c.speaker, c.about) for c in d.claims]


@pytest.mark.parametrize(
    "text",
    [
        "Ellen White swept it in. After a long check the goal was ruled out by the VAR: White "
        "had been a fraction offside.",
        "Lionel Messi swept a low finish into the corner, but the VAR found that he had "
        "strayed beyond the last defender.",
    ],
)
def test_the_var_call_the_writer_explains(text: str) -> None:
    d = drafting.draft(text)
    assert [(c.by, c.call) for c in d.calls] == [("var", "offside")]


def test_a_flag_raised_late_in_the_same_sentence() -> None:
    d = drafting.draft(
        "Brenner bundled the ball in, but the assistant, who had kept his flag down until the "
        "ball was in the net, has now raised it."
    )
    officials = d.incident["officials"]
    assert officials["on_field"] == "offside_flag"
    assert officials["delayed_flag"] is True


def test_lunging_at_the_ball_in_front_of_the_goalkeeper() -> None:
    incident = _draft(
        "Milan Roth's low cross took a touch off a Freiburg defender and rolled in. But Leon "
        "Vogel, a yard offside, had lunged at the ball right in front of goalkeeper Noah "
        "Hartung without reaching it."
    )
    names = {p["id"]: p for p in incident["players"]}
    inv = incident["involvements"][0]
    assert names[inv["player"]]["name"] == "Leon Vogel"
    assert inv["kind"] == "attempted_close_ball_impacting_opponent"
    hartung = names[inv["opponent"]]
    assert hartung["name"] == "Noah Hartung" and hartung["goalkeeper"] is True
    assert ("a Freiburg defender", "deflection") in _touches(incident)


def test_an_offside_standing_attacker_ruled_to_have_blocked_the_goalkeeper() -> None:
    incident = _draft(
        "Seattle Sounders had an equaliser chalked off. Jordan Morris, standing in an offside "
        "position, did not touch Raúl Ruidíaz's shot but was ruled to have obstructed "
        "goalkeeper Stefan Frei's line of vision."
    )
    names = {p["id"]: p for p in incident["players"]}
    inv = incident["involvements"][0]
    assert (names[inv["player"]]["name"], inv["kind"]) == (
        "Jordan Morris",
        "obstructed_line_of_vision",
    )
    assert names[inv["opponent"]]["name"] == "Stefan Frei"
    assert names[inv["opponent"]]["goalkeeper"] is True


def test_a_check_for_offside_is_no_call_when_the_goal_stands() -> None:
    d = drafting.draft(
        "42': GOAL! Riccardo Orsolini's cross is met by Joshua Zirkzee, who glances it into "
        "the bottom corner. 44': Hold on, the VAR is checking for offside... Zirkzee was "
        "level. The goal stands."
    )
    assert d.calls == []
    assert d.incident["match"]["minute"] == 42
    assert _touches(d.incident) == [("Riccardo Orsolini", "cross"), ("Joshua Zirkzee", "header")]


def test_the_whistle_had_already_gone() -> None:
    officials = _draft(
        "Gonçalo Ramos headed in from a corner, but the referee had already blown his whistle "
        "for a foul by Ramos on the goalkeeper. The VAR could not intervene."
    )["officials"]
    assert officials["stopped_before_goal"] is True
    assert officials["review"] == "none"


def test_the_assistant_flagging_and_the_var_confirming_are_two_calls() -> None:
    d = drafting.draft(
        "Mikkel Damsgaard crossed low and Yoane Wissa turned it in. But the flag went up, and "
        "a VAR check confirmed that Wissa had been a couple of inches beyond Toti Gomes."
    )
    assert {(c.by, c.call) for c in d.calls} == {("assistant", "offside"), ("var", "offside")}
    assert [p["where"]["second_last"] for p in d.incident["positions"]] == ["ahead"]


def test_a_club_before_a_players_full_name_is_a_team() -> None:
    d = drafting.draft(
        "Girona's Artem Dovbyk stabbed home from close range, only for the assistant to flag."
    )
    facts = {f.path: f.value for f in d.facts}
    assert facts["teams.attacking"] == "Girona"
    assert d.incident["officials"]["on_field"] == "offside_flag"


def test_a_set_piece_told_again_as_the_moment_of_the_position() -> None:
    incident = _draft(
        "Lucas Digne's free-kick was flicked on by Ezri Konsa, and Ollie Watkins nodded in at "
        "the back post, but replays showed Konsa had been standing a yard offside when Digne "
        "struck the ball."
    )
    assert _touches(incident) == [
        ("Lucas Digne", None),
        ("Ezri Konsa", "header"),
        ("Ollie Watkins", "header"),
    ]
    digne = next(p for p in incident["players"] if p["name"] == "Lucas Digne")
    assert digne["team"] == "attacking"
    assert incident["positions"][0]["at"] == 1


def test_a_womens_team_and_a_longer_club_name() -> None:
    d = drafting.draft(
        "Chelsea Women thought they had gone ahead when Lauren James curled a free-kick onto "
        "the bar and Sam Kerr reacted first to head in the rebound."
    )
    facts = {f.path: f.value for f in d.facts}
    assert facts["teams.attacking"] == "Chelsea"
    assert _touches(d.incident) == [("Lauren James", "shot"), ("Sam Kerr", "header")]
    d = drafting.draft("Inter Miami's Lionel Messi scored a late winner against Orlando City.")
    facts = {f.path: f.value for f in d.facts}
    assert facts.get("teams.attacking") != "Inter Milan"


def test_standing_in_front_of_the_goalkeeper_and_blocking_his_view() -> None:
    incident = _draft(
        "Leeds United 1-1 Sunderland. Joel Piroe's header was disallowed after the VAR spotted "
        "that Patrick Bamford, who had not touched the ball, was standing in front of "
        "goalkeeper Anthony Patterson and blocking his view."
    )
    assert "positions" not in incident  # in front of the goalkeeper is no offside position
    names = {p["id"]: p for p in incident["players"]}
    inv = incident["involvements"][0]
    assert (names[inv["player"]]["name"], inv["kind"]) == (
        "Patrick Bamford",
        "obstructed_line_of_vision",
    )


def test_a_shot_that_fell_to_the_scorer_and_the_officials_deflection() -> None:
    incident = _draft(
        "When Phil Foden's shot deflected off Rúben Dias and fell to Erling Haaland, Haaland "
        "was in an offside position, but the touch from Dias was a deflection, not a "
        "deliberate play, so Haaland's goal was correctly ruled out."
    )
    names = {p["id"]: p["name"] for p in incident["players"]}
    assert [
        (names[c["by"]], c.get("action"), c.get("classification")) for c in incident["sequence"]
    ] == [
        ("Phil Foden", "shot", None),
        ("Rúben Dias", "deflection", "deflection"),
        ("Erling Haaland", None, None),
    ]
    assert incident["officials"]["final"] == "no_goal"


def test_a_live_blog_goal_given() -> None:
    d = drafting.draft(
        "90+3': It's in! Ferran Torres pokes it home from six yards after Raphinha's shot is "
        "parried by Unai Simón... but the flag is up.\n"
        "90+5': Goal given! The VAR rules Torres was onside."
    )
    incident = d.incident
    assert _touches(incident) == [
        ("Raphinha", "shot"),
        ("Unai Simón", "save"),
        ("Ferran Torres", "shot"),
    ]
    assert (incident["match"]["minute"], incident["match"]["added_time"]) == (90, 3)
    assert incident["officials"]["on_field"] == "offside_flag"
    assert incident["officials"]["final"] == "goal"


def test_a_manager_named_after_his_quote_by_team_and_role() -> None:
    d = drafting.draft(
        "“It's a millimetre. How can you say that's clear and obvious?” Palace manager "
        "Oliver Glasner told reporters."
    )
    assert {c.speaker for c in d.claims} == {"Oliver Glasner"}


def test_a_view_of_the_shot_is_no_shot() -> None:
    incident = _draft(
        "Serhou Guirassy fired Stuttgart ahead in the 81st minute, but the goal was struck "
        "off: Deniz Undav had been offside and, standing on the six-yard line, had blocked "
        "Lukas Hradecky's view of the shot."
    )
    assert _touches(incident) == [("Serhou Guirassy", "shot")]
    names = {p["id"]: p for p in incident["players"]}
    assert names[incident["involvements"][0]["opponent"]]["team"] == "defending"
    facts = {
        f.path: f.value for f in drafting.draft("Serhou Guirassy fired Stuttgart ahead.").facts
    }
    assert facts["teams.attacking"] == "Stuttgart"


def test_a_header_back_across_goal_by_a_named_player_is_no_goal_of_his() -> None:
    incident = _draft(
        "Pedro Porro's corner was headed back across goal by Cristian Romero, and Richarlison "
        "nodded in."
    )
    assert _touches(incident) == [
        ("Pedro Porro", "cross"),
        ("Cristian Romero", "header"),
        ("Richarlison", "header"),
    ]


def test_a_penalty_saved_and_the_rebound_followed_up() -> None:
    incident = _draft(
        "Cole Palmer had a penalty saved by Jordan Pickford before Nicolas Jackson followed "
        "up to score the rebound."
    )
    assert _touches(incident) == [
        ("Cole Palmer", "shot"),
        ("Jordan Pickford", "save"),
        ("Nicolas Jackson", "shot"),
    ]


def test_he_said_after_a_quote_is_the_man_named_before() -> None:
    d = drafting.draft(
        "West Ham manager David Moyes admitted his side were lucky. “Bowen was offside, I've "
        "seen it back,” he said. Jarrod Bowen's 88th-minute header, from Vladimír Coufal's "
        "cross, had given the Hammers a 2-1 win over Brentford."
    )
    assert [(c.speaker, c.about) for c in d.claims] == [("David Moyes", "offside")]
    assert _touches(d.incident) == [("Vladimír Coufal", "cross"), ("Jarrod Bowen", "header")]
    assert "on_field" not in d.incident.get("officials", {})  # 'given the Hammers a win'


def test_not_an_obvious_action_over_a_step_over() -> None:
    incident = _draft(
        "Andreas Pereira's free-kick was headed goalwards by Calvin Bassey, and Raúl Jiménez, "
        "who was in an offside position, stepped over the ball as it went in. The officials "
        "judged that Jiménez had not made an obvious action, so the goal was allowed to stand."
    )
    names = {p["id"]: p["name"] for p in incident["players"]}
    assert [(names[i["player"]], i["kind"]) for i in incident["involvements"]] == [
        ("Raúl Jiménez", "none")
    ]


def test_minute_n_opening_a_live_report() -> None:
    d = drafting.draft(
        "Minute 62 at Anfield: Darwin Núñez pokes home. But the assistant's flag is up. The "
        "VAR checks and confirms: Núñez was half a yard beyond Marc Guéhi when Mohamed Salah "
        "slid the pass through."
    )
    assert d.incident["match"]["minute"] == 62
    assert ("var", "offside") in [(c.by, c.call) for c in d.calls]


def test_a_referee_who_reversed_his_decision_at_the_monitor() -> None:
    d = drafting.draft(
        "Bournemouth were convinced they had equalised in the 84th minute, but Antoine "
        "Semenyo's strike was ruled out. Referee Anthony Taylor went to the pitchside monitor "
        "and reversed his decision."
    )
    officials = d.incident["officials"]
    assert (officials["on_field"], officials["final"]) == ("goal", "no_goal")
    assert {f.path: f.value for f in d.facts}["teams.attacking"] == "AFC Bournemouth"


def test_the_ball_received_from_a_named_passer_and_his_foul() -> None:
    incident = _draft(
        "Taiwo Awoniyi had received the ball from Morgan Gibbs-White, but the VAR decided that "
        "Gibbs-White had fouled Enzo Fernández in the build-up."
    )
    assert _touches(incident) == [("Morgan Gibbs-White", "pass"), ("Taiwo Awoniyi", None)]
    teams = {p["name"]: p.get("team") for p in incident["players"]}
    assert teams["Enzo Fernández"] == "defending"


def test_a_flag_raised_late_and_a_goal_cancelled() -> None:
    officials = _draft(
        "The assistant waited until the ball was in the net before raising her flag: Alessia "
        "Russo had been a yard offside when Beth Mead's through ball was played, and "
        "Arsenal's goal was cancelled."
    )["officials"]
    assert officials["delayed_flag"] is True
    assert officials["on_field"] == "offside_flag"
    assert officials["final"] == "no_goal"


@pytest.mark.parametrize(
    ("text", "final"),
    [
        ("Romelu Lukaku opened the scoring after only ten minutes.", "goal"),
        ("Kylian Mbappé scored the winner ten minutes from time.", "goal"),
        ("Mbappé thought he had scored the winner, but it was ruled out.", "no_goal"),
    ],
)
def test_a_goal_that_counted_in_the_result(text: str, final: str) -> None:
    assert _draft(text)["officials"]["final"] == final


def test_another_matchs_goal_gives_no_touch() -> None:
    incident = _draft(
        "Brentford host Wolves on Saturday. Last season Yoane Wissa had a late winner ruled "
        "out for offside in this fixture."
    )
    assert not incident.get("sequence")
    assert not incident.get("players")
