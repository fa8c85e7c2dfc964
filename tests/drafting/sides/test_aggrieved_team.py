"""Which side attacked and which defended, in the four languages, from what the text says
of the teams around the incident: a team the final decision went against (it protested,
it has regrets, a bitter evening for it) was the attacking side when its goal was taken
away and the defending side when a goal or a penalty was given against it."""

from __future__ import annotations

import pytest

import drafting
from drafting.assemble import engine
from drafting.reading import Reading


def _sides(text: str, language: str) -> tuple[str | None, str | None]:
    facts = {f.path: f.value for f in drafting.draft(text, language=language).facts}
    return facts.get("teams.attacking"), facts.get("teams.defending")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # a goal taken away: the team that protests had attacked
        (
            "Nantes - Rennes (0-0). À la 80e minute, Pierre Caradec a poussé le ballon au "
            "fond, mais la VAR a annulé le but pour un hors-jeu. Les visiteurs ont "
            "vivement protesté.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "Nantes - Rennes (0-0). Pierre Caradec a marqué à la 80e minute, mais le but a "
            "été refusé pour hors-jeu. Rennes, qui pensait tenir la victoire, gardera un "
            "sentiment d'injustice.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        # a goal given: the team that protests had defended
        (
            "Lille - Metz (1-1). À la 88e minute, Théo Brunel a égalisé de la tête et la VAR "
            "a validé le but. Metz, qui menait jusque-là, a vainement protesté.",
            "fr",
            "LOSC Lille",
            "FC Metz",
        ),
        (
            "Everton 1-1 Fulham. In the 88th minute Joe Barnes headed in and the goal "
            "stood after a VAR check. Fulham protested furiously at the final whistle.",
            "en",
            "Everton",
            "Fulham",
        ),
        (
            "Everton 0-0 Fulham. In the 88th minute Joe Barnes headed in, but the goal was "
            "ruled out for offside. It was a cruel finish for the hosts.",
            "en",
            "Everton",
            "Fulham",
        ),
        (
            "Mainz 05 – VfL Bochum 0:0. In der 88. Minute köpfte Jonas Keller ein, doch "
            "der Treffer wurde wegen Abseits aberkannt. Bei den Gästen war der Frust groß.",
            "de",
            "VfL Bochum",
            "1. FSV Mainz 05",
        ),
        (
            "Osasuna - Getafe (1-1). En el minuto 88, Iñigo Lasa marcó de cabeza y el VAR "
            "validó el gol. Los visitantes protestaron airadamente.",
            "es",
            "Osasuna",
            "Getafe",
        ),
    ],
)
def test_the_aggrieved_team_gets_the_side_the_decision_went_against(
    text: str, language: str, attacking: str, defending: str
) -> None:
    got_attacking, got_defending = _sides(text, language)
    assert (got_attacking, got_defending) == (attacking, defending)


def test_a_protest_with_no_final_decision_gives_no_side() -> None:
    text = (
        "Nantes - Rennes (0-0). À la 80e minute, Pierre Caradec a frappé au but. Les "
        "visiteurs ont vivement protesté."
    )
    assert _sides(text, "fr") == (None, None)


@pytest.mark.parametrize(
    ("text", "team"),
    [
        (
            "Le match a été remporté par l'Argentine contre le Chili (1-0), grâce à une "
            "tête de Julián Romero à la 70e minute.",
            "Argentine",
        ),
        (
            "La Suisse a battu la Serbie (2-1) mardi soir ; Noah Keller a inscrit le but "
            "décisif à la 88e minute.",
            "Suisse",
        ),
    ],
)
def test_a_country_whose_name_is_also_a_word_for_its_people_is_the_team(
    text: str, team: str
) -> None:
    reading = Reading(text, engine("fr").patterns)
    teams = {reading.teams[m.index].name for m in reading.found.mentions if m.kind == "team"}
    assert team in teams
    assert team not in [p.name for p in reading.people]


@pytest.mark.parametrize(
    ("text", "player"),
    [
        (
            "Standard de Liège - Genk (1-1). À la 60e minute, le centre de Lucas Remy a été "
            "dévié par le défenseur du Standard Hugo Lambert vers Tom Peeters, qui a marqué.",
            "Hugo Lambert",
        ),
        (
            "Rapid Vienne - Sturm Graz (0-0). Le but de Jonas Huber a été refusé : le "
            "milieu du Rapid Felix Auer était hors-jeu.",
            "Felix Auer",
        ),
    ],
)
def test_the_first_word_of_a_named_team_before_a_player_is_the_team(text: str, player: str) -> None:
    d = drafting.draft(text, language="fr")
    names = [p["name"] for p in d.incident.get("players", [])]
    assert player in names


def test_a_ground_shared_with_a_sister_club_is_the_named_teams() -> None:
    text = (
        "NWSL : Portland Thorns - Seattle Reign. Au Providence Park, Tess Harmon a marqué "
        "à la 90e minute, mais le but a été refusé pour une main."
    )
    incident = drafting.draft(text, language="fr").incident
    assert incident["match"].get("home") == "Portland Thorns"


@pytest.mark.parametrize(
    "text",
    [
        "Betis - Getafe (1-1). À la 85e minute, la passe de Marc Soler a été touchée par le "
        "défenseur de Getafe Iker Sanz avant d'arriver à Pablo Ruiz, qui a marqué. Le but a "
        "été refusé pour hors-jeu.",
        "Betis - Getafe (1-1). Le centre de Marc Soler a été effleuré par le défenseur "
        "central de Getafe Iker Sanz, puis Pablo Ruiz a marqué ; but annulé pour hors-jeu.",
    ],
)
def test_a_defender_of_a_named_team_touching_the_ball_makes_it_the_defending_side(
    text: str,
) -> None:
    assert _sides(text, "fr") == ("Real Betis", "Getafe")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Italie - Croatie (1-1). Sur une action italienne, Marco Ferri a repris de la "
            "tête à la 70e minute et a trompé le gardien croate ; la VAR a validé le but.",
            "fr",
            "Italie",
            "Croatie",
        ),
        (
            "Italie - Croatie (0-0). À la 70e minute, Marco Ferri a marqué dans la surface "
            "croate après un corner italien, mais le but a été refusé pour hors-jeu.",
            "fr",
            "Italie",
            "Croatie",
        ),
        (
            "Italia - Croacia (1-1). En el minuto 70, tras una acción italiana, Marco Ferri "
            "remató de cabeza y batió al portero croata; el VAR validó el gol.",
            "es",
            "Italia",
            "Croacia",
        ),
        (
            "Italy 1-1 Croatia. In the 70th minute Marco Ferri's header beat the Croatia "
            "goalkeeper Ivan Horvat and the goal stood after a VAR check.",
            "en",
            "Italy",
            "Croatia",
        ),
    ],
)
def test_a_sides_adjective_or_name_on_its_attack_box_or_keeper(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert _sides(text, language) == (attacking, defending)


def test_a_question_still_names_the_ground() -> None:
    text = (
        "Fallait-il accorder ce penalty à Lens face à Lille, samedi au stade "
        "Bollaert-Delelis ? À la 80e minute, Paul Morel a été fauché dans la surface."
    )
    incident = drafting.draft(text, language="fr").incident
    assert incident["match"].get("home") == "RC Lens"


@pytest.mark.parametrize(
    ("text", "language", "attacking"),
    [
        (
            "Seattle Reign FC 2-1 Portland Thorns FC. 90+2 min: Portland push forward. "
            "90+4 min: Goal for Portland! Ava Stone heads in, but the flag is up and the goal "
            "is ruled out for offside.",
            "en",
            "Portland Thorns",
        ),
        (
            "Seattle Reign FC – Portland Thorns FC 2:1. 90.+4 | Tor für Portland! Ava Stone "
            "köpft ein, doch die Fahne ist oben: Abseits, der Treffer zählt nicht. Es bleibt "
            "beim 2:1 für Seattle.",
            "de",
            "Portland Thorns",
        ),
    ],
)
def test_a_town_named_alone_is_the_club_of_it_the_text_names_in_full(
    text: str, language: str, attacking: str
) -> None:
    assert _sides(text, language)[0] == attacking


@pytest.mark.parametrize(
    "text",
    [
        "Foot/Grèce: l'Olympiakos privé d'un but à Athènes\n\nATHÈNES, 3 mars 2025 - Le but "
        "de Nikos Vlachos a été refusé pour hors-jeu à la 88e minute face au Panathinaïkos.",
        "Football/Grèce : soirée amère pour l'Olympiakos\n\nLe but de Nikos Vlachos a été "
        "annulé par la VAR à la 88e minute contre le Panathinaïkos.",
    ],
)
def test_a_wires_country_label_is_no_team(text: str) -> None:
    reading = Reading(text, engine("fr").patterns)
    teams = {reading.teams[m.index].name for m in reading.found.mentions if m.kind == "team"}
    assert "Grèce" not in teams
    assert "Grèce" not in _sides(text, "fr")


def test_a_countrys_league_is_a_competition_not_its_team() -> None:
    text = (
        "Benfica - FC Porto (Liga Portugal) : à la 23e minute, le but de Tiago Sousa a été "
        "refusé pour hors-jeu."
    )
    d = drafting.draft(text, language="fr")
    assert d.incident["match"].get("competition") == "Liga Portugal"
    assert "Portugal" not in _sides(text, "fr")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # the score a goal made, and the team it was against
        (
            "Mainz, 14. März. In der 63. Minute traf Jonas Keller nach einer Flanke von Tim "
            "Berg zum 2:1 gegen den SC Freiburg, doch der Treffer wurde wegen Abseits "
            "aberkannt.",
            "de",
            "1. FSV Mainz 05",
            "SC Freiburg",
        ),
        (
            "In der 81. Minute erzielte Felix Roth das vermeintliche 3:2 gegen Werder "
            "Bremen, der Videoassistent nahm es wegen Abseits zurück.",
            "de",
            None,
            "Werder Bremen",
        ),
    ],
)
def test_the_team_a_goal_was_against_defended(
    text: str, language: str, attacking: str | None, defending: str
) -> None:
    got_attacking, got_defending = _sides(text, language)
    assert got_defending == defending
    if attacking is not None:
        assert got_attacking in (attacking, None)


@pytest.mark.parametrize(
    ("text", "language", "defending"),
    [
        # a team word on the goalkeeper beaten by the goal: his team defends
        (
            "In der 70. Minute zog Marco Held ab und der Ball schlug zum Tor im Eck ein, "
            "Augsburg-Keeper Lars Frey war machtlos. Der Videoassistent prüfte eine "
            "Abseitsstellung.",
            "de",
            "FC Augsburg",
        ),
        (
            "In the 70th minute Marco Held fired in a low shot and the goal stood, Burnley "
            "goalkeeper Lars Frey diving in vain. The VAR checked for offside.",
            "en",
            "Burnley",
        ),
    ],
)
def test_a_beaten_keeper_with_his_team_defended(text: str, language: str, defending: str) -> None:
    assert _sides(text, language)[1] == defending


def test_a_team_on_both_sides_goes_to_the_side_with_more_evidence() -> None:
    from drafting.sides import _weighed

    att, dfn = _weighed([(1, 0, 5), (1, 0, 5)], [(1, 10, 15), (1, 20, 25), (2, 30, 35)])
    assert att == [] and [e[0] for e in dfn] == [1, 1, 2]
    att, dfn = _weighed([(1, 0, 5)], [(1, 10, 15)])
    assert att == [] and dfn == []


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # one side known, the fixture's other team is the other side, though the text
        # names a third team (a player's former club, his country)
        (
            "Feyenoord – AZ 1:1. In der 77. Minute zog Yassin El Khattabi ab, AZ-Keeper Daan "
            "Roozendaal streckte sich vergeblich. Bram Olde, Neuzugang aus Belgien, stand im "
            "Abseits; der VAR nahm den Treffer zurück.",
            "de",
            "Feyenoord Rotterdam",
            "AZ Alkmaar",
        ),
        (
            "Brentford 1-1 Fulham. On 77 minutes the Fulham goalkeeper Sam Reed was beaten by "
            "a low drive from Tom Ash, signed from Celtic in the summer, but the VAR ruled the "
            "goal out for offside.",
            "en",
            "Brentford",
            "Fulham",
        ),
    ],
)
def test_the_other_side_is_the_fixtures_other_team(
    text: str, language: str, attacking: str, defending: str
) -> None:
    att, dfn = _sides(text, language)
    assert (att or "").startswith(attacking.split()[0]) and (dfn or "").startswith(
        defending.split()[0]
    )


def test_a_team_outside_the_fixture_neither_attacks_nor_defends() -> None:
    text = (
        "Red Bull Salzburg – SK Sturm Graz 1:1. In der 84. Minute schob Lukas Pichler ein, "
        "die Fahne ging hoch, doch der VAR gab den Treffer. Verfolger Rapid Wien liegt nach "
        "seinem 2:0 gegen den LASK drei Punkte zurück."
    )
    att, dfn = _sides(text, "de")
    assert "LASK" not in (att, dfn)


@pytest.mark.parametrize(
    ("text", "language", "attacking"),
    [
        (
            "Brentford 1-1 Fulham. On 77 minutes Fulham's Tom Ash crossed and Sam Reed headed "
            "in, but the VAR ruled the goal out for offside.",
            "en",
            "Fulham",
        ),
        (
            "Holstein Kiel – VfL Bochum 1:1. In der 77. Minute flankte Bochums Tom Asch, und "
            "Sam Reder köpfte ein, doch der VAR nahm das Tor wegen Abseits zurück.",
            "de",
            "VfL Bochum",
        ),
    ],
)
def test_a_named_passer_of_the_move_gives_his_teams_attack(
    text: str, language: str, attacking: str
) -> None:
    att, _ = _sides(text, language)
    assert (att or "").startswith(attacking.split()[0])
