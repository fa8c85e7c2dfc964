"""English drafting, issue 32 (session 36): inventories of how English reports say the facts
that fresh writers' paragraphs showed the drafter missing, each a table of sentences
written for these tests, in our own words."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="en"))


# --- a surname with its lowercase particles names the person of the full name -------------


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            'Keeper Thijs van Rooijen could not reach the shot. "He was offside and right in '
            'front of me the whole time," van Rooijen said afterwards.',
            "Thijs van Rooijen",
        ),
        (
            'Goalkeeper Marit van der Berg was beaten at her near post. "She was offside and '
            'blocking my view of the ball," van der Berg said.',
            "Marit van der Berg",
        ),
        (
            'Defender Luca de Santis was furious. "It is the wrong decision, there was no '
            'offside at all," de Santis insisted.',
            "Luca de Santis",
        ),
    ],
)
def test_a_quote_after_a_surname_with_its_particles_has_its_speaker(
    text: str, speaker: str
) -> None:
    speakers = {c[0] for c in _view(text)["claims"]}
    assert speaker in speakers
    assert None not in speakers


# --- an apposition after a name describes that player, it is no player of its own ---------


@pytest.mark.parametrize(
    ("text", "name", "action"),
    [
        (
            "Marvin Oyelaran swung over a corner and Lasse Brückner, the towering "
            "centre-back, rose above everyone to power a header into the top corner.",
            "Lasse Brückner",
            "header",
        ),
        (
            "Ana Ruiz, the tireless midfielder, volleyed in from the edge of the box.",
            "Ana Ruiz",
            "shot",
        ),
    ],
)
def test_an_apposition_after_a_name_is_that_player(text: str, name: str, action: str) -> None:
    v = _view(text)
    assert [p["name"] for p in v["players"]].count(name) == 1
    assert all(p["name"] for p in v["players"])
    assert any(t["by"] == name and t["action"] == action for t in v["sequence"])


# --- touches: the many ways a report says a shot, a finish or a delivery -----------------

SHOTS = [
    "Substitute Omar Baptiste let fly from 25 yards and the ball flew into the top corner.",
    "Omar Baptiste pulled the trigger from the edge of the area and found the far corner.",
    "Omar Baptiste drove a low shot towards the near post and it skidded in.",
    "Omar Baptiste unleashed a fierce drive that flew in off the underside of the bar.",
    "Omar Baptiste tucked it away at the far post, but the goal was ruled out.",
    "Omar Baptiste nipped in to finish from close range.",
    "Omar Baptiste arrived at the back post to finish.",
    "The loose ball was smashed into the roof of the net by Omar Baptiste.",
    "Omar Baptiste rounded the goalkeeper and rolled the ball into an empty net.",
    "Omar Baptiste tried his luck from distance and his shot crept in at the post.",
]


CROSSES = [
    "Kofi Annor whipped a free kick in from the right and Tom Ward headed home.",
    "Kofi Annor whips one in from the left and Tom Ward heads it in.",
    "Kofi Annor curled in a corner from the left and Tom Ward headed it into the net.",
    "Kofi Annor curled it towards the far post and Tom Ward headed it in.",
    "Kofi Annor swung in a cross and Tom Ward nodded it in.",
]


TOUCHES = [
    *((text, [("Omar Baptiste", "shot")]) for text in SHOTS),
    *((text, [("Kofi Annor", "cross"), ("Tom Ward", "header")]) for text in CROSSES),
]


@pytest.mark.parametrize(("text", "touches"), TOUCHES)
def test_a_touch_in_its_many_forms(text: str, touches: list[tuple[str, str]]) -> None:
    assert [(t["by"], t["action"]) for t in _view(text)["sequence"]] == touches


# --- minutes: every form a report gives the incident's minute in ------------------------

MINUTES = [
    (
        "With six minutes of normal time left, Joe Hart scored, but the goal was ruled out.",
        84,
        None,
    ),
    (
        "Joe Hart scored with ten minutes of regular time remaining, but it was disallowed.",
        80,
        None,
    ),
    ("Joe Hart scored with a minute to go, but the goal was chalked off for offside.", 89, None),
    ("Two minutes into stoppage time, Joe Hart scored, but the goal was ruled out.", 90, 2),
    ("Joe Hart scored three minutes into added time, but the flag went up for offside.", 90, 3),
    ("In the fourth of five added minutes Joe Hart scored, but the goal was ruled out.", 90, 4),
    (
        "Joe Hart scored in the second minute of first-half stoppage time, but it was ruled out.",
        45,
        2,
    ),
    ("Joe Hart's goal in the 90'+4 was disallowed for offside.", 90, 4),
    ("Twelve minutes into the second half Joe Hart scored, but the goal was ruled out.", 57, None),
    ("Five minutes after the break Joe Hart scored, but the goal was disallowed.", 50, None),
    ("With 84 minutes gone, Joe Hart scored, but the goal was ruled out for offside.", 84, None),
    ("Joe Hart thought he had levelled on 55 minutes, but the goal was ruled out.", 55, None),
    ("Joe Hart scored on 55 minutes, but the VAR ruled it out for offside.", 55, None),
    ("Stoke 2-1 Hull (aet). Joe Hart scored in the 112th minute, but it was ruled out.", 112, None),
]


def test_on_a_minute_of_another_goal_gives_no_minute() -> None:
    # "on 34 minutes" with no officials' words after it is often another goal's
    v = _view(
        "Sara Lind's header on 34 minutes had put us ahead. Later Mia Holt scored, but the "
        "flag went up for offside."
    )
    assert v["minute"] is None


# --- sides: one side known, the fixture's other team is the other side -------------------


SIDES = [
    (
        "Norway 0-1 Spain. Scotland beat Georgia in the group's other game. Dani Carvajal "
        "crossed, Norway defender Stefan Strandberg cleared it straight to Alvaro Morata, "
        "and Morata fired in, but the goal was ruled out for offside.",
        "Spain",
        "Norway",
    ),
    (
        "Everton 1-1 Arsenal, with Chelsea up next. Everton goalkeeper Jordan Pickford "
        "saved from Bukayo Saka, and Kai Havertz tapped in the rebound, but the flag was up.",
        "Arsenal",
        "Everton",
    ),
]


def test_a_header_that_struck_a_defenders_arm_on_its_way_keeps_its_place() -> None:
    v = _view(
        "LAFC 3-2 Seattle Sounders. When an LAFC corner was nodded goalwards by Mateo Okonjo, "
        "the ball hit the outstretched arm of Sounders defender Nick Haldane, and after a "
        "review the referee pointed to the spot for handball."
    )
    assert [t["by"] for t in v["sequence"]] == ["Mateo Okonjo", "Nick Haldane"]
    assert {p["name"]: p["team"] for p in v["players"]}["Nick Haldane"] == "defending"


# --- which side attacked: the ways a report says whose goal it was -------------------------

ATTACKING = [
    "Hibernian 1-1 Hearts: Hearts denied derby winner as Kyle Dunn is flagged offside.",
    "Portland Thorns 1-1 San Diego Wave. San Diego Wave think they've snatched it when "
    "Jordyn Pascoe bundles it in, but the goal is ruled out for handball.",
    "Braga 1-2 Porto. Porto appeared to have restored their lead when Lemos rolled the ball "
    "in, but the flag went up for offside.",
    "Villa Park saw a late Porto equaliser ruled out for offside when Lemos strayed beyond the "
    "last defender.",
    "Braga 1-2 Porto. When a Porto corner was headed in by Lemos, the VAR ruled it out for a foul.",
    "Porto head coach Rui Costa was furious after his side had a late equaliser ruled out for "
    "offside against Braga.",
]


@pytest.mark.parametrize("text", ATTACKING)
def test_the_attacking_side_in_its_many_forms(text: str) -> None:
    v = _view(text)
    assert v["attacking_team"] in ("Hearts", "San Diego Wave", "FC Porto")
    assert v["defending_team"] != v["attacking_team"]


def test_a_speech_verb_before_as_opens_no_quotation() -> None:
    # "Baird fumes as Hearts denied derby winner": the words after "fumes as" are the
    # writer's, so the side they give is a fact
    v = _view(
        "Baird fumes as Hearts denied derby winner\nHearts manager Callum Baird was furious "
        "after Aaron McBride's header was disallowed for offside against Hibernian."
    )
    assert v["attacking_team"] == "Hearts"


# --- the review: the VAR alone, at the monitor, or none ------------------------------------

REVIEWS = [
    (
        "Lund's goal was chalked off on the VAR's say-so for handball. The referee did not "
        "even need to go to the monitor.",
        "var_only",
    ),
    (
        "The flag was overturned by the VAR without referee Hugo Pacheco being sent to the "
        "pitchside screen, and Lemos's goal stood.",
        "var_only",
    ),
    (
        "Mia Holt's goal was ruled out for offside, the decision reversed without the referee "
        "going to the monitor.",
        "var_only",
    ),
    (
        "Mia Holt's shot went in, but the flag was up, and after a long check the VAR let "
        "the on-field call stand.",
        "none",
    ),
    (
        "Lemos rolled the ball in, but he was flagged offside, and the offside was confirmed "
        "by the VAR after a brief check.",
        "none",
    ),
    (
        "Pinter fired in after the whistle had gone for offside, and there was nothing the "
        "VAR could do about it.",
        "none",
    ),
    (
        "Amankwah went down under a challenge from Ellery, but the referee waved play on and "
        "the VAR checked it and stuck with the on-field call.",
        "none",
    ),
    (
        "Carvajal's cross was turned in by Morata, but the referee was sent to the pitchside "
        "monitor and ruled the goal out for offside.",
        "on_field_review",
    ),
]


# --- the officials' calls: who called what --------------------------------------------------

CALLS = [
    (
        "Pascoe bundled the ball in and the referee gave it, then the VAR flags a possible "
        "handball and sends her to the monitor. Referee Carla Mendes rules it out for handball.",
        {("var", "handball"), ("referee", "handball")},
    ),
    (
        "Brückner headed in, but the VAR advised the referee to review a possible foul, and "
        "referee Tobias Kranich needed one look at the monitor before disallowing the goal for the "
        "push.",
        {("var", "foul"), ("referee", "foul")},
    ),
    (
        "Kaya slid a pass through for Mendes, the assistant's flag went straight up and "
        "referee Halil Ergun blew for offside before Mendes shot.",
        # a referee who only whistles on the flag makes no call (ruling of session 45)
        {("assistant", "offside")},
    ),
]


@pytest.mark.parametrize(("text", "calls"), CALLS)
def test_the_calls_of_each_official(text: str, calls: set[tuple[str, str]]) -> None:
    assert {tuple(c) for c in _view(text)["calls"]} == calls


def test_the_referee_whistling_on_the_flag_made_no_call_of_his_own() -> None:
    # (ruling of session 45, drafting/eval/README.md, calls)
    v = _view(
        "Lambert crossed and Osei darted in. The assistant's flag went up as he moved, referee "
        "Neil Haworth blew for offside, and Alfie Dunne smashed the ball in a moment later."
    )
    assert {tuple(c) for c in v["calls"]} == {("assistant", "offside")}


# --- where the attacker stood: the writer's words for offside, level and onside ------------

POSITIONS = [
    (
        "De Graaf let fly from 20 yards and the ball flew in. Striker Ruben Sluis had been "
        "standing a yard beyond the last Feyenoord defender when De Graaf shot, and the goal "
        "was ruled out.",
        ["Ruben Sluis", "offside"],
    ),
    (
        "Ferrie whipped in a free kick and Aaron McBride glanced a header inside the far post. "
        "Kyle Dunn, who had drifted into an offside position as the ball was delivered, had "
        "challenged Ryan Lowther, and the goal was disallowed.",
        ["Kyle Dunn", "offside"],
    ),
    (
        "Antunes clipped a ball forward for Thiago Lemos, who rolled it into an empty net, but "
        "replays showed Lemos had strayed a fraction beyond Porto centre-back Nuno Carvalhal "
        "when the pass was played, and the goal was chalked off.",
        ["Thiago Lemos", "offside"],
    ),
    (
        "Fontes released Gabriel Tavares, who slid his finish into the far corner. Tavares had "
        "been level with Vitoria centre-back Diogo Seixas when the pass was played, so the "
        "goal stood.",
        ["Gabriel Tavares", "onside"],
    ),
    (
        "Hanna Lindqvist whips one in and Ellie Brook tucks it away, but the flag is up. Brook "
        "is level with their right-back when the cross comes in.",
        ["Ellie Brook", "onside"],
    ),
    (
        "Kaan Ozbilgin slipped a pass forward and Umut Karatas ran on to it and scored. The "
        "pictures had Karatas's shoulder level with the knee of the centre-back, so the goal "
        "stood.",
        ["Umut Karatas", "onside"],
    ),
]


# --- a goal that stood after a check was given on the field ---------------------------------

STOOD = [
    "Ferrer's finish was checked for offside. The VAR agreed with the officials, and Ferrer's "
    "finish stood.",
    "The visitors' winner by Jonas Brandt had to survive a VAR check, but the check showed he "
    "had been level with Felix Auer. The goal stands.",
]


# --- a competition as the text names it ----------------------------------------------------

COMPETITIONS = [
    (
        "Braga 2-1 Vitoria in Liga Portugal: Tavares's goal was ruled out for offside.",
        "Liga Portugal",
    ),
    ("Betis 1-1 Girona in LaLiga: Diaz's goal was ruled out for offside.", "LaLiga"),
    ("Everton 1-1 United in the WSL: Brook's goal was ruled out for offside.", "WSL"),
    ("Palmeiras 1-0 Corinthians in the Brasileirão: Pires's goal was ruled out.", "Brasileirão"),
    (
        "Spain sealed qualification for Euro 2024 in Oslo, though Morata's goal was ruled out.",
        "UEFA Euro 2024 qualifying",
    ),
]


# --- claims: a quotation's speaker named before it, and what a claim is about ----------------

CLAIMS = [
    (
        'Dale Lowther, unsurprisingly, saw it differently. "I am going up for the header and '
        'he is right across me, so it is the right decision," the 29-year-old said.',
        "Dale Lowther",
    ),
    (
        'Lauren Whitfield, who made six saves, had no doubts. "She is swinging at it right in '
        'front of me while standing offside," the twenty-seven-year-old said.',
        "Lauren Whitfield",
    ),
]


@pytest.mark.parametrize(("text", "speaker"), CLAIMS)
def test_the_n_year_old_said_is_the_one_named_before(text: str, speaker: str) -> None:
    speakers = {c[0] for c in _view(text)["claims"]}
    assert speakers == {speaker}


def test_an_arm_by_his_side_is_a_claim_about_handball() -> None:
    v = _view(
        "Haldane was penalised for handball. \"His arm's by his side, the ball's coming from a "
        'yard away - what is he supposed to do?" said Seattle coach Darren Holt.'
    )
    assert ["Darren Holt", "handball"] in [list(c) for c in v["claims"]]


def test_the_minute_of_another_goal_is_not_the_incidents() -> None:
    # two minutes, each of a sentence about the match: the drafter abstains rather than
    # take the opener's
    v = _view(
        "Okonjo opened the scoring with a low finish after 14 minutes. His third, in the 61st "
        "minute, needed a trip to the monitor."
    )
    assert v["minute"] != 14


def test_after_90_minutes_is_no_minute_of_the_incident() -> None:
    v = _view(
        "It was 1-1 after 90 minutes, and in the 108th minute of extra time Lasse Bruckner "
        "headed in, but the goal was ruled out for a foul."
    )
    assert v["minute"] == 108


# --- the restart the move began with ---------------------------------------------------------

STARTS = [
    ("Schlotterbeck rises highest at a corner and powers a header in, but no goal.", "corner_kick"),
    (
        "Belgium thought they had levelled when a corner was flicked on by Onana and Lukaku "
        "lashed the ball in, but the goal was chalked off.",
        "corner_kick",
    ),
    (
        "When an LAFC corner was nodded goalwards by Okonjo, the ball hit Haldane's arm and the "
        "referee gave a penalty.",
        "corner_kick",
    ),
    (
        "In the third minute Ecuador swung a free kick into the box and Valencia headed in, but "
        "the goal was ruled out for offside.",
        "free_kick",
    ),
]


def test_a_pass_from_a_player_named_with_his_role_is_his() -> None:
    v = _view(
        "Tavares was released by a first-time ball over the top from captain Rui Fontes and "
        "slid his finish into the far corner, but the goal was ruled out."
    )
    assert "Rui Fontes" in [p["name"] for p in v["players"]]


# --- one check for the inventories of single facts above ------------------------------------

FACTS = [
    *((text, {"minute": minute, "added_time": added}) for text, minute, added in MINUTES),
    *((text, {"attacking_team": att, "defending_team": dfn}) for text, att, dfn in SIDES),
    *((text, {"review": review}) for text, review in REVIEWS),
    *((text, {"competition": competition}) for text, competition in COMPETITIONS),
    *((text, {"start": start}) for text, start in STARTS),
    *((text, {"on_field": "goal", "final": "goal", "review": "none"}) for text in STOOD),
]


@pytest.mark.parametrize(("text", "expected"), FACTS)
def test_a_fact_in_its_many_forms(text: str, expected: dict[str, Any]) -> None:
    v = _view(text)
    assert {field: v[field] for field in expected} == expected


# --- involvement without touching the ball ---------------------------------------------------

INVOLVEMENTS = [
    (
        "De Graaf let fly and the ball flew in. Striker Ruben Sluis had been standing a yard "
        "offside when De Graaf shot, directly in Thijs van Rooijen's line of sight, and the "
        "goal was ruled out.",
        ["Ruben Sluis", "obstructed_line_of_vision"],
    ),
    (
        "Ferrie crossed and McBride headed in. Kyle Dunn, in an offside position, had gone up "
        "with Hibernian centre-half Ryan Lowther and stopped him heading it, so the goal was "
        "disallowed.",
        ["Kyle Dunn", "challenged_opponent"],
    ),
    (
        "Moreno drove a low shot in. Kaia Solberg, in an offside position, swung a boot at the "
        "ball as it went past her and missed it completely, and the goal was ruled out.",
        ["Kaia Solberg", "attempted_close_ball_impacting_opponent"],
    ),
    (
        "Lambert crossed and Marvin Osei, standing in an offside position, darted towards the "
        "near post to meet it, before Dunne smashed the ball in. The flag went up.",
        ["Marvin Osei", "moving_to_play_ball"],
    ),
]


STATED = [
    *((text, "positions", position) for text, position in POSITIONS),
    *((text, "involvements", involvement) for text, involvement in INVOLVEMENTS),
]


@pytest.mark.parametrize(("text", "field", "item"), STATED)
def test_a_position_or_involvement_in_its_many_forms(
    text: str, field: str, item: list[str]
) -> None:
    assert item in [list(x) for x in _view(text)[field]]
