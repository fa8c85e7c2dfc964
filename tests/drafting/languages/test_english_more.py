"""English drafting, session 33: clubs of many leagues known by name and ground, and the
phenomena the held-out English paragraphs showed the drafter missing. Sentences written
for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="en"))


@pytest.mark.parametrize(
    ("text", "home", "attacking"),
    [
        (
            "Portland Thorns saw a stoppage-time equaliser chalked off at Providence Park "
            "on Sunday when Mia Holt was flagged offside.",
            "Portland Thorns",
            "Portland Thorns",
        ),
        (
            "The Timbers had a late leveller ruled out at Providence Park after Dario Voss "
            "was caught offside.",
            "Portland Timbers",
            "Portland Timbers",
        ),
    ],
)
def test_a_ground_two_clubs_share_is_the_home_of_the_one_the_text_names(
    text: str, home: str, attacking: str
) -> None:
    v = _view(text)
    assert v["home"] == home
    assert v["attacking_team"] == attacking


def test_a_shared_ground_without_either_club_named_gives_no_home() -> None:
    v = _view("A late goal was ruled out at Providence Park when Mia Holt was flagged offside.")
    assert v["home"] is None
    assert all(p["name"] != "Providence Park" for p in v["players"])


@pytest.mark.parametrize(
    ("text", "teams"),
    [
        (
            "Go Ahead Eagles 1-1 NEC: Sem Visser scored in the 80th minute.",
            ("Go Ahead Eagles", "NEC Nijmegen"),
        ),
        (
            "Columbus Crew 0-1 Seattle Reign: Kim Dale headed in after 12 minutes.",
            ("Columbus Crew", "Seattle Reign"),
        ),
        (
            "Mirandés 2-1 Celta Vigo: Pablo Ruiz fired in from close range.",
            ("Mirandés", "Celta Vigo"),
        ),
    ],
)
def test_clubs_of_many_leagues_are_teams_not_players(text: str, teams: tuple[str, str]) -> None:
    v = _view(text)
    assert (v["home"], v["away"]) == teams
    assert not {p["name"] for p in v["players"]} & set(teams)


@pytest.mark.parametrize(
    "text",
    [
        "Had Brandt stayed onside, the goal would have counted. Lukas Brandt scored after "
        "ten minutes.",
        "Were Brandt a yard further back, nobody would have noticed. Lukas Brandt scored "
        "after ten minutes.",
    ],
)
def test_an_auxiliary_opening_an_inverted_clause_is_no_first_name(text: str) -> None:
    names = {p["name"] for p in _view(text)["players"]}
    assert names == {"Lukas Brandt"}


@pytest.mark.parametrize(
    ("text", "home", "competition"),
    [
        (
            "1. FC Kaiserslautern 2-0 Hannover 96. The winner stood in the 2. Bundesliga.",
            "1. FC Kaiserslautern",
            "2. Bundesliga",
        ),
        (
            "Darmstadt 98 0-1 1. FC Nürnberg. Their equaliser stood in the 2. Bundesliga.",
            "Darmstadt 98",
            "2. Bundesliga",
        ),
    ],
)
def test_a_german_club_or_league_numbered_with_a_full_stop_is_one_name(
    text: str, home: str, competition: str
) -> None:
    v = _view(text)
    assert (v["home"], v["competition"]) == (home, competition)


def _calls(text: str) -> set[tuple[str, str]]:
    return {(by, call) for by, call in _view(text)["calls"]}


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (
            "Nico Hale scored, but the referee had already blown his whistle for a shove by "
            "Hale on the goalkeeper.",
            ("referee", "foul"),
        ),
        (
            "Nico Hale scored in the 80th minute, but the ref had whistled for a tug on his "
            "marker's shirt before the ball went in.",
            ("referee", "foul"),
        ),
        (
            "Ollie Marsh was tripped by Dan Cole inside the box and the referee awarded a penalty.",
            ("referee", "foul"),
        ),
        (
            "Dan Cole hauled him down from behind, and the referee pointed to the spot.",
            ("referee", "foul"),
        ),
    ],
)
def test_a_foul_the_referee_whistled_or_punished_with_a_penalty(
    text: str, call: tuple[str, str]
) -> None:
    assert call in _calls(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lewis Brook scored, but the referee, informed by the VAR that Brook had been "
        "offside at the free kick, ruled it out.",
        "Lewis Brook's goal was disallowed after the video assistant told the referee that "
        "he was a yard offside.",
    ],
)
def test_an_official_told_that_a_player_was_offside_is_a_call(text: str) -> None:
    assert ("var", "offside") in _calls(text)


@pytest.mark.parametrize(
    "text",
    [
        "The VAR ruled the goal out because the ball had struck Sam Ortiz's arm on its way in.",
        "The VAR disallowed the equaliser because it had come off the forearm of Sam Ortiz.",
    ],
)
def test_a_goal_ruled_out_because_the_ball_hit_an_arm_is_a_handball_call(text: str) -> None:
    assert ("var", "handball") in _calls(text)


@pytest.mark.parametrize(
    "text",
    [
        "After an on-field review the goal was cancelled: Ben Ayre had been offside when the "
        "cross came in.",
        "The referee went to the monitor and ruled it out for offside against Ben Ayre.",
    ],
)
def test_a_call_made_at_the_screen_is_the_referees(text: str) -> None:
    calls = _calls(text)
    assert ("referee", "offside") in calls
    assert ("var", "offside") not in calls


@pytest.mark.parametrize(
    "text",
    [
        "The VAR judged the defender's touch a deflection, and the goal was ruled out for offside.",
        "The VAR took three minutes over it, and in the end the goal was ruled out for offside.",
    ],
)
def test_a_call_in_a_clause_after_the_vars_is_the_vars(text: str) -> None:
    assert _calls(text) == {("var", "offside")}


def test_a_call_whose_sentence_names_the_referee_too_stays_the_officials() -> None:
    calls = _calls(
        "The VAR took three minutes and the referee waited, and in the end the goal was "
        "ruled out for offside."
    )
    assert ("var", "offside") not in calls


@pytest.mark.parametrize(
    ("text", "keeper"),
    [
        (
            "Tom Pryce's shot was parried by the visiting goalkeeper, Aled Rees, and the "
            "rebound was tucked away by Jack Wynn.",
            "Aled Rees",
        ),
        (
            "Tom Pryce's low drive was saved by the home keeper, Aled Rees, but Jack Wynn "
            "turned in the rebound.",
            "Aled Rees",
        ),
    ],
)
def test_an_unnamed_role_in_apposition_with_a_name_is_that_player(text: str, keeper: str) -> None:
    v = _view(text)
    by = [t["by"] for t in v["sequence"]]
    assert keeper in by and not any(b.startswith("(") for b in by)
    assert {"name": keeper, "team": "defending", "goalkeeper": True} in v["players"]


@pytest.mark.parametrize(
    "text",
    [
        "Leah Dunn's header stood in the 70th minute: the VAR checked it and agreed.",
        "Leah Dunn headed in after 70 minutes, and the video assistant referee quickly concurred.",
        "Leah Dunn's 70th-minute header survived a lengthy VAR check and the goal stood.",
        "Leah Dunn headed in after 70 minutes, but the VAR can't even look at it because "
        "the referee had already blown for a foul.",
    ],
)
def test_a_var_that_looked_and_left_the_decision_is_no_review(text: str) -> None:
    assert _view(text)["review"] == "none"


def test_a_goal_that_survived_a_check_against_the_flag_had_the_var_intervene() -> None:
    v = _view(
        "Leah Dunn's equaliser survived a long VAR check. She headed in after 70 minutes, "
        "but the assistant had flagged, and the VAR overturned the flag."
    )
    assert (v["on_field"], v["final"]) == ("offside_flag", "goal")
    assert v["review"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Rob Kent fired in after 60 minutes, but the referee had already blown his whistle "
        "for a foul a moment before the ball crossed the line.",
        "Rob Kent's shot went in on the hour, but play had already been stopped for offside.",
    ],
)
def test_a_goal_after_the_whistle_is_no_goal(text: str) -> None:
    v = _view(text)
    assert v["stopped_before_goal"] is True
    assert v["final"] == "no_goal"


@pytest.mark.parametrize(
    "text",
    [
        "Rob Kent fired in after 60 minutes, but the goal could not be given.",
        "Rob Kent headed in on the hour; the equaliser was not allowed to stand.",
    ],
)
def test_a_goal_that_could_not_stand_is_no_goal(text: str) -> None:
    assert _view(text)["final"] == "no_goal"


@pytest.mark.parametrize(
    "text",
    [
        "63 min: Overturned. Lena Voss had been offside when the cross came in.",
        "63 min: Disallowed! Lena Voss had strayed offside before the cross came in.",
    ],
)
def test_a_live_blogs_one_word_verdict_is_no_name(text: str) -> None:
    v = _view(text)
    assert [p["name"] for p in v["players"]] == ["Lena Voss"]


def test_a_paragraph_naming_the_scorer_again_tells_of_his_incident() -> None:
    d = drafting.draft(
        "Ola Berg headed in after 20 minutes, but the goal was ruled out after a VAR review."
        "\n\nBerg himself was onside. The trouble was Kai Lund, who stood in an offside "
        "position and was judged to have blocked the goalkeeper's view, so the goal was "
        "disallowed.",
        language="en",
    )
    assert not d.candidates


@pytest.mark.parametrize(
    ("text", "competition"),
    [
        ("Kim Dale's header was ruled out in Saturday's MLS game.", "MLS"),
        (
            "Kim Dale's header was ruled out in Major League Soccer on Saturday.",
            "Major League Soccer",
        ),
    ],
)
def test_a_league_called_by_its_initials_is_drafted_as_written(text: str, competition: str) -> None:
    assert _view(text)["competition"] == competition


def test_a_pass_may_be_chipped() -> None:
    v = _view(
        "Amy Cole dinked a pass over the top and Rae Hunt, who had started from an onside "
        "position, fired home."
    )
    assert [t["by"] for t in v["sequence"]] == ["Amy Cole", "Rae Hunt"]
    assert ["Rae Hunt", "onside"] in v["positions"]


@pytest.mark.parametrize(
    ("text", "minute", "added"),
    [
        ("Jon Ruiz slotted home in the 112th minute, but the goal was ruled out.", 112, None),
        ("Jon Ruiz slotted home in the 107th minute, but the goal was ruled out.", 107, None),
        ("Jon Ruiz slotted home in the 96th minute, but the goal was ruled out.", 90, 6),
    ],
)
def test_a_minute_past_any_stoppage_time_is_one_of_extra_time(
    text: str, minute: int, added: int | None
) -> None:
    v = _view(text)
    assert (v["minute"], v["added_time"]) == (minute, added)


@pytest.mark.parametrize(
    "text",
    [
        "Ivo Lenz ran on to a through ball from Max Ott and slipped it under the goalkeeper.",
        "Ivo Lenz eased the ball past the keeper after a pass from Max Ott.",
    ],
)
def test_a_finish_slipped_or_eased_past_the_goalkeeper_scores(text: str) -> None:
    v = _view(text)
    assert v["sequence"][-1]["by"] == "Ivo Lenz"
    assert v["sequence"][-1]["action"] == "shot"
    assert v["outcome"] == "goal_scored"


@pytest.mark.parametrize(
    "text",
    [
        "Trailing Norway 1-0, Denmark thought they were level when Ole Dahl swept it in, "
        "but the goal was ruled out for offside.",
        "Ole Dahl's header would have completed Denmark's comeback against Norway, but the "
        "goal was ruled out for offside.",
    ],
)
def test_a_side_that_thought_it_was_level_or_came_back_attacks(text: str) -> None:
    assert _view(text)["attacking_team"] == "Denmark"


@pytest.mark.parametrize(
    "text",
    [
        "Rui Costa passed to Ivo Mendes, who had been played onside by the trailing foot of "
        "Sevilla centre-back Dani Mora, and Mendes scored.",
        "Rui Costa passed to Ivo Mendes, who was kept onside by the left boot of Dani Mora, "
        "and Mendes scored.",
    ],
)
def test_played_onside_by_a_part_of_a_defender(text: str) -> None:
    v = _view(text)
    assert ["Ivo Mendes", "onside"] in v["positions"]
    assert {"name": "Dani Mora", "team": "defending", "goalkeeper": None} in v["players"]


@pytest.mark.parametrize(
    "text",
    [
        "Ana Lee whips it in from the left and Joy Hart heads home.",
        "Ana Lee floated the ball in and Joy Hart headed home.",
    ],
)
def test_a_ball_swung_in_is_a_cross(text: str) -> None:
    v = _view(text)
    assert [(t["by"], t["action"]) for t in v["sequence"]] == [
        ("Ana Lee", "cross"),
        ("Joy Hart", "header"),
    ]


def test_a_ball_driven_in_from_close_range_is_still_a_finish() -> None:
    v = _view("Ana Lee drove it in from close range.")
    assert [(t["by"], t["action"]) for t in v["sequence"]] == [("Ana Lee", "shot")]


@pytest.mark.parametrize(
    "text",
    [
        "The Sounders finally equalise through Ana Lee, but the goal is ruled out for offside.",
        "The Sounders eventually scored through Ana Lee, but the goal was ruled out for offside.",
    ],
)
def test_a_side_that_scored_at_last_attacks(text: str) -> None:
    assert _view(text)["attacking_team"] == "Seattle Sounders"


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("Ivo Lenz swung in a corner and Max Ott headed home.", "corner_kick"),
        ("Ivo Lenz whipped over a free kick and Max Ott headed home.", "free_kick"),
    ],
)
def test_a_set_piece_a_player_delivers_is_the_start(text: str, start: str) -> None:
    assert _view(text)["start"] == start


def test_a_corner_swung_in_is_a_cross() -> None:
    v = _view("Ivo Lenz swung in a corner and Max Ott headed home.")
    assert (v["sequence"][0]["by"], v["sequence"][0]["action"]) == ("Ivo Lenz", "cross")


def test_the_corner_flag_is_no_corner_kick() -> None:
    v = _view("Ivo Lenz, standing by the corner flag, kept Max Ott onside, and Ott headed home.")
    assert v["start"] is None


def _claims(text: str) -> set[tuple[str | None, str]]:
    return {(who, about) for who, about in _view(text)["claims"]}


@pytest.mark.parametrize(
    "text",
    [
        "Ada Stone scored in the 80th minute. Pundit Lou Grant summed it up on the late show: "
        "“Standing there is not an offence. The goal is good.”",
        "Ada Stone scored in the 80th minute. Lou Grant, a former referee, reflected in his "
        "column: “Standing there is not an offence. The goal is good.”",
    ],
)
def test_a_speaker_before_a_colon_and_what_they_say_of_the_law_and_the_goal(text: str) -> None:
    assert _claims(text) == {("Lou Grant", "rules"), ("Lou Grant", "decision")}


@pytest.mark.parametrize(
    "text",
    [
        "Ada Stone scored after 80 minutes. “He sticks out a leg and the ball hits him,” said "
        "Kim Ray, the home captain.",
        "Ada Stone scored after 80 minutes. “The defender was not playing the ball at all,” "
        "said Kim Ray, the home captain.",
    ],
)
def test_a_ball_that_hit_a_defender_is_a_deflection_claim(text: str) -> None:
    assert ("Kim Ray", "deflection") in _claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ada Stone scored after 80 minutes. “For me it is offside,” our coach, Tim Holt, "
        "said afterwards.",
        "Ada Stone scored after 80 minutes. “For me it is offside,” their manager, Tim Holt, "
        "told reporters.",
    ],
)
def test_a_speaker_after_the_quote_introduced_by_a_possessive_role(text: str) -> None:
    assert _claims(text) == {("Tim Holt", "offside")}


@pytest.mark.parametrize(
    "text",
    [
        "Porto came from behind to win 3-1 in Braga on Sunday, but Braga had a goal disallowed.",
        "Porto recovered from a slow start to win 3-1 on Sunday, but Braga had a goal disallowed.",
    ],
)
def test_a_from_far_before_the_day_does_not_make_it_anothers(text: str) -> None:
    import datetime as dt

    d = drafting.draft(text, reference_date=dt.date(2025, 1, 13), language="en")
    assert view(d)["date"] == "2025-01-12"


def test_a_day_right_after_from_is_not_the_matchs() -> None:
    import datetime as dt

    d = drafting.draft(
        "Braga had a goal disallowed; the ban runs from Sunday.",
        reference_date=dt.date(2025, 1, 13),
        language="en",
    )
    assert view(d)["date"] is None
