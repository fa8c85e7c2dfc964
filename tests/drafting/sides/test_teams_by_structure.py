"""Teams the tables do not list, found by the structure of the text (issue 32): a
scoreline and a fixture give home and away, results and a side's words make a name a
team, and a team is never drafted as a player; a surname stays a person's."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.assemble import engine
from drafting.reading import Reading


def _draft(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    d = drafting.draft(text)
    facts = {f.path: f.value for f in d.facts}
    return d.incident, facts


@pytest.mark.parametrize(
    ("text", "home", "away"),
    [
        (
            "Heidenheim 0-0 Union Berlin. Schäfer crossed and Brenner bundled the ball in, "
            "but the goal was ruled out for offside.",
            "Heidenheim",
            "Union Berlin",
        ),
        (
            "Girona v Osasuna: Pau Serrat slid the ball under the goalkeeper in the 93rd "
            "minute and the goal stood.",
            "Girona",
            "Osasuna",
        ),
        (
            "It finished St. Pauli 1-1 Holstein Kiel after Jonas Brehm's equaliser survived "
            "a VAR check.",
            "St. Pauli",
            "Holstein Kiel",
        ),
        (
            # Two clubs no table lists: the scoreline alone makes them teams.
            "Elversberg 2-2 Preussen Münster: Timo Brandt's header was ruled out for offside.",
            "Elversberg",
            "Preussen Münster",
        ),
        (
            # A club's last word that another club's name ends with ("Marlow Borough" ...
            # "Henley Borough") is no surname: the scoreline's teams stay teams.
            "Marlow Borough 1-1 Tiverton Ridge\nMarlow Borough were denied a win when Ed "
            "Sayle's shot was ruled out for offside. Marlow Borough travel to Henley "
            "Borough next.",
            "Marlow Borough",
            "Tiverton Ridge",
        ),
        (
            "Ostrava Vale 2-0 Kamen Ridge: Petr Lenk's header stood. Ostrava Vale, who "
            "have won four in a row, visit Brno Vale on Sunday.",
            "Ostrava Vale",
            "Kamen Ridge",
        ),
    ],
)
def test_a_scoreline_or_a_fixture_gives_home_and_away(text: str, home: str, away: str) -> None:
    incident, _ = _draft(text)
    assert incident["match"]["home"] == home
    assert incident["match"]["away"] == away
    teams = {home, away}
    assert not teams & {p["name"] for p in incident.get("players", [])}


def test_a_sides_words_make_a_team_and_the_attack_is_theirs() -> None:
    incident, facts = _draft(
        "Lecce centre-back Davide Colombo stuck out a boot to bring the ball down, and "
        "Tomás Ferrer scored for Bologna. The Bologna players celebrated; Lecce were furious."
    )
    names = {p["name"] for p in incident.get("players", [])}
    assert "Lecce" not in names and "Bologna" not in names
    colombo = next(p for p in incident["players"] if p["name"] == "Davide Colombo")
    assert colombo["team"] == "defending"
    assert facts.get("teams.defending") == "Lecce"


def test_a_coach_of_a_team_is_neither_player_nor_team() -> None:
    incident, _ = _draft(
        "Osasuna coach Íñigo Arrieta was furious after Pau Serrat scored against Osasuna."
    )
    names = {p["name"] for p in incident.get("players", [])}
    assert names == {"Pau Serrat"}


def test_a_surname_is_no_team() -> None:
    incident, _ = _draft(
        "Lionel Messi swept a low finish into the far corner. Messi's equaliser against "
        "Mexico was ruled out for offside."
    )
    assert [p["name"] for p in incident["players"]] == ["Lionel Messi"]


def test_a_place_before_a_surname_is_a_first_name() -> None:
    incident, _ = _draft("Milan Roth crossed low and the ball rolled in at the far post.")
    assert [p["name"] for p in incident["players"]] == ["Milan Roth"]


def test_a_short_name_of_a_team_found_by_structure_is_that_team() -> None:
    incident, _ = _draft(
        "St. Pauli 1-1 Holstein Kiel. Jonas Brehm beat the goalkeeper, and Kiel's Lasse "
        "Petersen had played Brehm onside."
    )
    names = {p["name"] for p in incident.get("players", [])}
    assert "Kiel" not in names
    assert "Lasse Petersen" in names


def test_the_hosts_are_the_home_team_of_the_scoreline() -> None:
    _, facts = _draft(
        "Hibernian 1-2 Hearts. The hosts thought they had rescued a point when the loose "
        "ball was prodded over the line by Josh Mackay, but the goal was ruled out."
    )
    assert facts["teams.attacking"] == "Hibernian"
    assert facts["teams.defending"] == "Hearts"


def test_the_winner_that_stood_is_the_winning_teams() -> None:
    _, facts = _draft(
        "Viborg beat Silkeborg 2-1 on Sunday. The winner came late, when Mads "
        "Kjaergaard turned in a low cross, and the goal stood after a VAR check."
    )
    assert facts["teams.attacking"] == "Viborg"
    assert facts["teams.defending"] == "Silkeborg"


def test_a_winner_ruled_out_gives_no_side_from_the_result() -> None:
    _, facts = _draft(
        "Viborg beat Silkeborg 2-1 on Sunday, though Silkeborg had a late winner "
        "from Emil Thygesen ruled out for offside."
    )
    assert facts.get("teams.attacking") != "Viborg"


def test_a_team_that_puts_the_ball_in_the_net_attacks() -> None:
    _, facts = _draft(
        "Argentina put the ball in the net in the 22nd minute against Saudi Arabia, but "
        "Lionel Messi was offside and the goal was ruled out."
    )
    assert facts["teams.attacking"] == "Argentina"


def test_the_team_beaten_defends_against_the_winner() -> None:
    _, facts = _draft(
        "FARUM, Denmark (agency) - Viborg beat Silkeborg 2-1 on Sunday. The winner "
        "came late, when Mads Kjaergaard turned in a low cross, and the goal stood."
    )
    assert facts["teams.attacking"] == "Viborg"
    assert facts["teams.defending"] == "Silkeborg"


def test_more_nations_and_the_lionesses() -> None:
    _, facts = _draft(
        "Saudi Arabia beat Argentina 2-1. The Lionesses thought they had scored against the "
        "United States when Ellen White swept the ball in."
    )
    assert facts["teams.attacking"] == "England"


def test_an_opponent_beaten_in_the_move_is_a_defending_player() -> None:
    incident, _ = _draft(
        "From a free kick Félix Torres beat goalkeeper Saad Al-Sheeb to the ball and Enner "
        "Valencia nodded in. Earlier Xavi Simons had drilled the ball past Mike Maignan."
    )
    players = {p["name"]: p for p in incident["players"]}
    assert players["Saad Al-Sheeb"]["team"] == "defending"
    assert players["Saad Al-Sheeb"]["goalkeeper"] is True
    assert players["Mike Maignan"]["team"] == "defending"


@pytest.mark.parametrize(
    ("text", "teams"),
    [
        (
            "Ligue Europa Conférence : à la 90e minute, les Bohemian Rangers ont égalisé "
            "face à Mura par Kevin Doyle, d'une tête ; la VAR a validé le but.",
            {"Bohemian Rangers", "Mura"},
        ),
        (
            "Coupe de Norvège : Molde et l'Odd Grenland n'ont pu se départager qu'aux tirs "
            "au but. À la 108e minute, Lars Dahl a marqué, mais le but a été refusé.",
            {"Molde", "Odd Grenland"},
        ),
        (
            "Le Sturm Linz a vu son égalisation refusée contre le Ried Innviertel à la 80e "
            "minute : Paul Gruber était hors-jeu.",
            {"Ried Innviertel"},
        ),
    ],
)
def test_french_structures_that_name_teams(text: str, teams: set[str]) -> None:
    d = drafting.draft(text, language="fr")
    names = {p["name"] for p in d.incident.get("players", [])}
    assert not names & teams
    reading = Reading(text, engine("fr").patterns)
    found = {reading.teams[m.index].name for m in reading.found.mentions if m.kind == "team"}
    assert teams <= found


def test_a_sentence_that_opens_on_a_teams_town_gives_its_home() -> None:
    text = (
        "À Linz, le Rapid Linz a vu son égalisation refusée contre le Ried Innviertel à la "
        "80e minute : Paul Gruber était hors-jeu."
    )
    incident = drafting.draft(text, language="fr").incident
    assert incident["match"].get("home") == "Rapid Linz"


@pytest.mark.parametrize(
    ("text", "language", "competition"),
    [
        (
            "Norway lost to Spain in a World Cup qualifier on Sunday. Tom Vik scored in the"
            " 20th minute, but the VAR ruled his goal out for offside.",
            "en",
            "World Cup qualifier",
        ),
        (
            "Norway lost to Spain in a 2026 World Cup qualifier on Sunday. Tom Vik scored in"
            " the 20th minute, but the VAR ruled his goal out for offside.",
            "en",
            "FIFA World Cup 2026 qualifying",
        ),
        (
            "Chile y Perú empataron en la Copa América. Juan Soto marcó en el minuto 20, pero"
            " el VAR anuló el gol por fuera de juego.",
            "es",
            "Copa América",
        ),
    ],
)
def test_a_competition_named_with_or_without_its_year(
    text: str, language: str, competition: str
) -> None:
    """A competition whose pattern lets the year out is drafted without one (it crashed)."""
    d = drafting.draft(text, language=language)
    assert [f.value for f in d.facts if f.path == "match.competition"] == [competition]
