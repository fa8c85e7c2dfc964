"""French reports, fourth round (issue 32): what a new writer's text says that the drafter
did not read: live-blog time stamps in their French forms ("58' :", "90+4' :", "120e+1 :",
"🚨 88e |"), minutes in words, club nicknames and grounds, the decision on the field, a
review by the VAR alone, why-questions, the imparfait de narration ("Keita reprenait de
volée"), asides that name a club. Each text is written for its test."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="fr"))


def _by(v: dict[str, Any]) -> list[tuple[str | None, str | None]]:
    return [(t["by"], t["action"]) for t in v["sequence"]]


@pytest.mark.parametrize(
    ("stamp", "minute", "added"),
    [
        ("90+4' :", 90, 4),
        ("90e+4 :", 90, 4),
        ("67' :", 67, None),
        ("67e |", 67, None),
        ("🚨 67e |", 67, None),
        ("67 min -", 67, None),
    ],
)
def test_a_live_blog_stamp_gives_the_goal_minute(
    stamp: str, minute: int, added: int | None
) -> None:
    v = _view(
        "DIRECT. Rennes - Nantes (1-0)\n\n"
        "90+6' : C'est terminé ! Rennes s'impose au terme d'un match fermé.\n\n"
        f"{stamp} BUT REFUSÉ ! Hugo Rault centre et Simon Daoud reprend de la tête au fond "
        "des filets, mais l'arbitre assistant lève son drapeau.\n\n"
        "12' : Premier corner pour Nantes, sans danger."
    )
    assert (v["minute"], v["added_time"]) == (minute, added)


def test_the_stamp_of_an_entry_about_a_penalty_is_its_minute() -> None:
    v = _view(
        "DIRECT. Rennes - Nantes (1-0)\n\n"
        "90+6' : C'est terminé ! Rennes s'impose au terme d'un match fermé.\n\n"
        "58' : PENALTY POUR RENNES ! Hugo Rault armait une frappe, le ballon est contré du "
        "bras par Loïc Pédron. L'arbitre désigne le point de penalty.\n\n"
        "12' : Premier corner pour Nantes, sans danger."
    )
    assert v["minute"] == 58


@pytest.mark.parametrize(
    ("moment", "minute", "added"),
    [
        ("À la 71e minute,", 71, None),
        ("Après 71 minutes de jeu,", 71, None),
        ("À la troisième minute,", 3, None),
        ("Alors qu'il restait six minutes à jouer,", 84, None),
        ("À six minutes du terme,", 84, None),
        ("Six minutes avant la fin,", 84, None),
        ("À un quart d'heure de la fin,", 75, None),
        ("À la 12e minute de la seconde période,", 57, None),
        ("Dix minutes après la reprise,", 55, None),
        ("Dans la cinquième minute du temps additionnel,", 90, 5),
        ("À la 95e minute,", 90, 5),
        # a compound ordinal is not read in part; the break is no end of the match
        ("À la soixante-et-onzième minute,", None, None),
        ("Six minutes avant la fin de la première période,", None, None),
    ],
)
def test_the_ways_of_giving_the_minute(moment: str, minute: int | None, added: int | None) -> None:
    v = _view(f"{moment} le but de Romain Dutertre a été refusé pour hors-jeu.")
    assert (v["minute"], v["added_time"]) == (minute, added)


@pytest.mark.parametrize(
    "sentence",
    [
        "Le but de Romain Dutertre à la 71e a été refusé pour hors-jeu.",
        "Le but de Romain Dutertre a été refusé pour hors-jeu, alors que le chronomètre "
        "affichait 71 minutes.",
    ],
)
def test_a_minute_told_after_the_goal_it_belongs_to(sentence: str) -> None:
    assert _view(sentence)["minute"] == 71


@pytest.mark.parametrize(
    ("sentence", "home", "away"),
    [
        (
            "Dimanche soir à Sclessin, le Standard a été battu 0-1 par Anderlecht.",
            "Standard de Liège",
            "RSC Anderlecht",
        ),
        (
            "À l'Estádio da Luz, Benfica et le FC Porto n'ont pas trouvé la faille.",
            "Benfica",
            "FC Porto",
        ),
        ("Le CF Montréal a battu Toronto FC 2-1 au stade Saputo.", "CF Montréal", "Toronto FC"),
        ("À Ibrox, les Gers ont été tenus en échec par le Celtic.", "Rangers", "Celtic Glasgow"),
    ],
)
def test_a_ground_makes_its_club_the_home_side(
    sentence: str, home: str | None, away: str | None
) -> None:
    v = _view(
        f"{sentence} À la 67e minute, l'égalisation de Kevin Dumont a été annulée pour hors-jeu."
    )
    assert v["home"] == home
    assert v["away"] in (away, None)


@pytest.mark.parametrize(
    ("nickname", "team"),
    [
        ("les Rouches", "Standard de Liège"),
        ("les Dragões", "FC Porto"),
        ("les Colchoneras", "Atlético de Madrid"),
        ("les Bhoys", "Celtic Glasgow"),
        ("les Xeneizes", "Boca Juniors"),
    ],
)
def test_a_club_nickname_is_the_club(nickname: str, team: str) -> None:
    v = _view(
        f"À la 67e minute, {nickname} ont vu leur égalisation annulée pour hors-jeu : "
        "Kevin Dumont était hors-jeu au départ de l'action."
    )
    assert v["attacking_team"] == team


def test_a_role_that_opens_the_next_clause_is_no_apposition() -> None:
    v = _view(
        "Paris FC 0-1 OL Lyonnes. À la 88e minute, centre d'Inès Daoud, tête de Léa Marchand, "
        "la gardienne lyonnaise est battue, mais la VAR signale un hors-jeu de Marchand."
    )
    marchand = next(p for p in v["players"] if p["name"] == "Léa Marchand")
    assert (marchand["team"], marchand["goalkeeper"]) == ("attacking", None)


@pytest.mark.parametrize(
    ("question", "attacking"),
    [
        ("Pourquoi le but de l'Ajax contre le PSV a-t-il été refusé ?", "Ajax Amsterdam"),
        ("Comment se fait-il que le but de l'Ajax ait été refusé ?", "Ajax Amsterdam"),
        ("Le but de l'Ajax était-il valable ?", None),
    ],
)
def test_a_why_question_takes_its_content_as_given(question: str, attacking: str | None) -> None:
    v = _view(
        f"{question} À la 34e minute, Noa Wessels a repris de la tête un centre de Kenji "
        "Drost. L'arbitre a finalement annulé le but."
    )
    assert v["attacking_team"] == attacking


@pytest.mark.parametrize(
    ("result", "defending"),
    [
        ("Le Barça a concédé le nul (1-1) face au Real Madrid.", None),
        ("Lens s'est incliné face à Lille.", None),
        ("Le but de Naiara Olmo contre le Real Madrid a été refusé.", "Real Madrid"),
    ],
)
def test_a_result_against_a_team_is_no_defence(result: str, defending: str | None) -> None:
    v = _view(f"{result} À la 57e minute, Naiara Olmo a conclu d'une frappe croisée.")
    assert v["defending_team"] == defending


@pytest.mark.parametrize(
    ("told", "on_field"),
    [
        ("L'arbitre, Graeme Loudon, accorde le but.", "goal"),
        ("L'arbitre néo-zélandais Matthew Conger a accordé le but.", "goal"),
        ("Matthew Conger, qui avait accordé le but, a été appelé par la VAR.", "goal"),
        ("Le but a d'abord été accordé.", "goal"),
        ("Validé dans un premier temps, le but a été annulé.", "goal"),
        ("L'arbitre avait d'abord pointé vers le rond central.", "goal"),
        ("L'arbitre laisse d'abord jouer.", "play_on"),
        ("L'assistant a levé son drapeau.", "offside_flag"),
    ],
)
def test_the_ways_of_telling_the_decision_on_the_field(told: str, on_field: str) -> None:
    v = _view(
        f"À la 60e minute, Andy Kinnaird centre et Callum Sneddon reprend du gauche au fond "
        f"des filets. {told} Après visionnage, le but est finalement refusé pour hors-jeu."
    )
    assert v["on_field"] == on_field


def test_a_name_after_a_bare_preposition_may_open_a_relative_clause() -> None:
    v = _view(
        "À la 70e minute, le centre de Danny Ocampo a été remis de la tête par Jalen Fields "
        "dans les pieds de Cody Baxter, qui a marqué du droit. Le but a été refusé."
    )
    assert "Cody Baxter" in [t["by"] for t in v["sequence"]]


@pytest.mark.parametrize(
    ("sentence", "player"),
    [
        ("la Colombienne Valeria Ospina a conclu d'une frappe croisée", "Valeria Ospina"),
        ("le Ghanéen Samuel Keita a repris de volée", "Samuel Keita"),
    ],
)
def test_a_nationality_before_a_name_is_no_part_of_it(sentence: str, player: str) -> None:
    v = _view(f"À la 74e minute, {sentence}, mais le but a été refusé pour hors-jeu.")
    assert [p["name"] for p in v["players"]] == [player]


def test_a_nationality_as_a_noun_is_no_player() -> None:
    v = _view(
        "À la 43e minute, le ballon revient dans les pieds de Karim Benzema. Le Français, "
        "seul, n'a plus qu'à pousser le ballon au fond. Le but est refusé pour hors-jeu."
    )
    assert "Français" not in [p["name"] for p in v["players"]]


@pytest.mark.parametrize(
    ("decided", "calls"),
    [
        # called to the screen, the referee rules the goal out: the VAR's call and his
        (
            "Appelé par la VAR pour un hors-jeu, l'arbitre est allé voir l'écran et a annulé "
            "le but.",
            [["var", "offside"], ["referee", "offside"]],
        ),
        # the VAR alone: its call only
        (
            "La VAR a signalé un hors-jeu et le but a été annulé sans que l'arbitre aille voir "
            "l'écran.",
            [["var", "offside"]],
        ),
    ],
)
def test_a_referee_who_decides_at_the_screen_makes_the_vars_call(
    decided: str, calls: list[list[str]]
) -> None:
    v = _view(f"À la 60e minute, Andy Kinnaird centre et Callum Sneddon marque. {decided}")
    assert sorted(v["calls"]) == sorted(calls)


@pytest.mark.parametrize(
    "alone",
    [
        "le but a été annulé sans consulter l'écran",
        "le but a été annulé sans même que l'arbitre se déplace au moniteur",
        "l'arbitre n'a pas eu besoin d'aller voir les images",
        "l'arbitre ne s'est même pas rendu à l'écran",
    ],
)
def test_the_var_deciding_alone_is_no_review_at_the_screen(alone: str) -> None:
    v = _view(
        "À la 60e minute, Andy Kinnaird centre et Callum Sneddon marque. La VAR a signalé "
        f"un hors-jeu et {alone}."
    )
    assert v["review"] == "var_only"


# --- the imparfait de narration ("Keita reprenait de volée") ---------------------------------


@pytest.mark.parametrize(
    ("sentence", "touch"),
    [
        # the shot, in the imperfect and in the other tenses
        ("Yohan Perrin reprenait de volée à l'entrée de la surface.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin reprend de volée à l'entrée de la surface.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin frappait du gauche au premier poteau.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin a frappé du gauche au premier poteau.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin tirait du droit, en force.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin déclenchait une frappe sèche.", ("Yohan Perrin", "shot")),
        ("Yohan Perrin fusillait le portier à bout portant.", ("Yohan Perrin", "shot")),
        # the cross and the delivery
        ("Yohan Perrin centrait du pied gauche.", ("Yohan Perrin", "cross")),
        ("Yohan Perrin brossait un centre au second poteau.", ("Yohan Perrin", "cross")),
        ("Yohan Perrin déposait un centre au second poteau.", ("Yohan Perrin", "cross")),
    ],
)
def test_a_touch_in_the_imperfect_is_drafted_as_in_the_present(
    sentence: str, touch: tuple[str, str]
) -> None:
    v = _view(f"À la 70e minute, {sentence} Le but a été refusé pour hors-jeu.")
    assert touch in _by(v)


@pytest.mark.parametrize("verb", ["repoussait", "dégageait", "renvoyait", "repoussa", "a repoussé"])
def test_a_clearance_in_any_past_tense(verb: str) -> None:
    v = _view(
        f"À la 70e minute, sur un corner de Yohan Perrin, Karim Lebas {verb} mal "
        "et Dylan Morvan reprenait de volée. Le but a été refusé pour hors-jeu."
    )
    assert ("Dylan Morvan", "shot") in _by(v)
    assert any(name == "Karim Lebas" for name, _ in _by(v))


@pytest.mark.parametrize(
    "aside",
    [
        "l'avant-centre de Lens",
        "le latéral gauche du PSG",
        "arrivé de Lille cet été",
    ],
)
def test_an_aside_naming_a_club_between_the_subject_and_its_verb(aside: str) -> None:
    v = _view(
        f"À la 70e minute, Yohan Perrin, {aside}, adresse un centre tendu et Dylan Morvan "
        "reprend de la tête au fond des filets. Le but a été refusé pour hors-jeu."
    )
    assert ("Yohan Perrin", "cross") in _by(v)


@pytest.mark.parametrize(
    ("dive", "kind"),
    [
        (
            "se jette sur le ballon, qui passe à quelques centimètres de son front",
            "attempted_close_ball_impacting_opponent",
        ),
        ("se jette sur le ballon, mais le manque", "attempted_close_ball_impacting_opponent"),
        (
            "plonge vers le ballon, qui file juste devant lui",
            "attempted_close_ball_impacting_opponent",
        ),
        ("se jette sur le ballon", "moving_to_play_ball"),
    ],
)
def test_a_dive_for_a_ball_that_passes_him_is_an_attempt_to_play_it(dive: str, kind: str) -> None:
    v = _view(
        "À la 60e minute, Paul Kermarec adresse un centre tendu. "
        f"Jamie Reid {dive}. Callum Sneddon reprend du gauche dans le but vide. "
        "Au moment du centre, Jamie Reid était hors-jeu."
    )
    assert v["involvements"] == [["Jamie Reid", kind]]
