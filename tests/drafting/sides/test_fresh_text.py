"""Sides from text no one tuned the drafter to (issue 32, session 37): what is said of the
teams in the sentences about another goal gives no side of the incident; a defender by
position who plays the ball forward attacks; a result won "from behind" names the winner."""

from __future__ import annotations

import pytest

import drafting


def _pair(text: str, language: str, first: str, second: str) -> tuple[str | None, str | None]:
    """Two facts of the text's draft (None where it has none)."""
    facts = {f.path: f.value for f in drafting.draft(text, language=language).facts}
    return facts.get(first), facts.get(second)


def _sides(text: str, language: str) -> tuple[str | None, str | None]:
    return _pair(text, language, "teams.attacking", "teams.defending")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # the opener "put Everton ahead" is another goal's: the incident is Fulham's
        (
            "Everton 1-1 Fulham. Idrissa Kamara's volley put Everton ahead after ten "
            "minutes. With six minutes left Joe Barnes poked the ball past the goalkeeper. "
            "The VAR checked whether Barnes had been offside, but he had been level with "
            "Tom Hale, the last Everton defender. The goal stood.",
            "en",
            "Fulham",
            "Everton",
        ),
        # nothing else says whose goal it was: no side rather than the opener's
        (
            "Côte d'Ivoire - Cameroun (2-1). Franck Ndoumbé, un poison pour la défense "
            "ivoirienne, avait ouvert le score d'une frappe sèche à la 23e minute. À la 95e "
            "minute, sur une ouverture de Seydou Traoré, Yao Konan a trompé le gardien. "
            "Les Ivoiriens ont exulté : la VAR a validé le but, Konan était en jeu.",
            "fr",
            None,
            None,
        ),
    ],
)
def test_another_goals_sentence_gives_no_side(
    text: str, language: str, attacking: str | None, defending: str | None
) -> None:
    assert _sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "attacking", "defending"),
    [
        # a centre-back's long ball forward is his side's attack
        (
            "Torino 2-1 Genoa. In the 81st minute a long ball forward by Torino defender "
            "Pietro Galli split the Genoa defence and Luca Berti drove it past the "
            "goalkeeper. The goal stood after a VAR check.",
            "Torino",
            "Genoa",
        ),
    ],
)
def test_a_defender_by_position_who_plays_the_ball_forward_attacks(
    text: str, attacking: str, defending: str
) -> None:
    assert _sides(text, "en") == (attacking, defending)


# The restart after an offside decision is the defending side's (an indirect free kick to
# it, play restarting with its free kick); the kick-off after a goal is taken by the side
# that conceded it. The fixture names both teams, the cue names one of them.
RESTARTS = [
    (
        "Bolton 1-1 Wigan. In stoppage time Corey Nash drove a low shot into the bottom "
        "corner, but the assistant raised her flag and the referee awarded Bolton an "
        "indirect free kick.",
        "en",
        "Wigan",
    ),
    (
        "Switzerland 1-1 Japan. In the 108th minute Kenji Mori slid the ball under the "
        "goalkeeper, but the VAR disallowed the goal for offside and play restarted with a "
        "Swiss free kick.",
        "en",
        "Japan",
    ),
    (
        "Tottenham 2-1 Liverpool. Mo Salim slipped the ball through and Luis Daza slotted "
        "it in, but the flag was up. Play resumed with a free kick to Tottenham.",
        "en",
        "Liverpool",
    ),
    (
        "Lens - Nantes (1-1). À la 80e minute, Alan Prigot a marqué, mais l'assistant "
        "avait levé son drapeau. Un coup franc indirect a été accordé aux Lensois.",
        "fr",
        "Nantes",
    ),
    (
        "Servette - Bâle (1-1). À la 67e minute, Luca Zimmer a égalisé de la tête sur un "
        "centre de Nils Frei. Servette, pressé de reprendre l'avantage, a aussitôt engagé.",
        "fr",
        "Bâle",
    ),
    (
        "Alemannia Aachen – Rot-Weiss Essen 2:1. In der 78. Minute traf Dennis Ogun ins "
        "lange Eck, doch die Fahne ging hoch: indirekter Freistoß für Aachen.",
        "de",
        "Essen",
    ),
    (
        "Celta - PAOK (2-1). En el minuto 76, Thanasis Kyri disparó raso y el balón acabó "
        "en la red, pero el árbitro señaló fuera de juego: tiro libre indirecto a favor "
        "del Celta.",
        "es",
        "PAOK",
    ),
]


# A person of a team (its coach, a player) complaining of the final decision: his team is
# the side it went against (the attackers' when a goal was taken away, the defenders' when
# it stood); one who found it right: the other side.
PEOPLE = [
    (
        "Roma 0-1 Atalanta. In the 95th minute Matteo Ricci volleyed home, but the goal "
        "was ruled out for offside after a VAR review. Roma coach Fabrizio Neri "
        "complained about the lines afterwards.",
        "en",
        "Roma",
    ),
    (
        "Roma 0-1 Atalanta. In the 95th minute Matteo Ricci volleyed home, but the goal "
        "was ruled out for offside after a VAR review. Atalanta coach Stefano Brivio said "
        "the officials had applied the rules correctly.",
        "en",
        "Roma",
    ),
    (
        "Bolton 2-2 Wigan. In stoppage time Corey Nash equalised from close range and the "
        "goal stood after a VAR check. Bolton manager Neil Ash was furious.",
        "en",
        "Wigan",
    ),
    (
        "Le Puy - Rennes (1-2). À la 108e minute, Killian Roche a trompé le gardien, mais "
        "l'arbitre avait sifflé un hors-jeu et le but a été refusé. « On a un arbitre qui "
        "siffle trop vite », a regretté l'entraîneur du Puy, Christophe Vernet.",
        "fr",
        "Le Puy",
    ),
    (
        "Lens - Nantes (2-1). À la 78e minute, Mathis Kerjean a repris de volée, mais le "
        "but a été annulé pour hors-jeu. L'entraîneur de Lens Frédéric Maurin a estimé "
        "que la décision était juste.",
        "fr",
        "Nantes",
    ),
    (
        "Hertha BSC – 1. FC Kaiserslautern 2:2. In der Nachspielzeit traf Marvin Stock "
        "zum vermeintlichen 3:2, doch der Treffer zählte wegen Abseits nicht. "
        "Lauterns Trainer Uwe Brock schimpfte nach dem Spiel.",
        "de",
        "Kaiserslautern",
    ),
    (
        "Hertha BSC – 1. FC Kaiserslautern 2:2. In der Nachspielzeit traf Marvin Stock "
        "zum vermeintlichen 3:2, doch der Treffer zählte wegen Abseits nicht. "
        "Lauterns Trainer Uwe Brock sprach anschließend von einer „bitteren Regel“.",
        "de",
        "Kaiserslautern",
    ),
    (
        "Celta - PAOK (2-1). En el minuto 76, Thanasis Kyri disparó raso y marcó, pero el "
        "VAR anuló el gol por fuera de juego. Se quejó el técnico del PAOK, Dimitris "
        "Stavrou.",
        "es",
        "PAOK",
    ),
]


def _venue(text: str, language: str) -> tuple[str | None, str | None]:
    return _pair(text, language, "match.home", "match.away")


# A result at home in the passive or the active gives both teams' venue; a statement of
# another match of one of the teams ("Lens se déplace à Strasbourg") does not undo the
# scoreline; two matches told apart (a multiplex) are not one match.
VENUES = [
    (
        "AS Roma were beaten 1-0 at home by Atalanta on Sunday after a late equaliser by "
        "Matteo Ricci was disallowed for offside.",
        "en",
        ("Roma", "Atalanta"),
    ),
    (
        "Everton lost 2-1 at home to Fulham after Joe Barnes had a header ruled out.",
        "en",
        ("Everton", "Fulham"),
    ),
    (
        "Lille a été battu 1-0 à domicile par Nantes samedi, après un but refusé à Jonathan "
        "David pour hors-jeu.",
        "fr",
        ("Lille", "Nantes"),
    ),
    (
        "Lens 2-1 Nantes : les Sang et Or s'accrochent. À la 78e minute, Mathis Kerjean a "
        "repris de volée, mais le but a été annulé pour hors-jeu. Nantes recevra Toulouse "
        "la semaine prochaine. Lens se déplace à Strasbourg.",
        "fr",
        ("Lens", "Nantes"),
    ),
    (
        "Der SK Rapid hat am Sonntag die Austria Wien im eigenen Haus mit 2:1 "
        "niedergerungen. In der 88. Minute traf Benjamin Stroh per Volley.",
        "de",
        ("Rapid", "Austria"),
    ),
    (
        "El Celta cayó en casa ante el PAOK por 1-2. En el minuto 76, Thanasis Kyri disparó "
        "raso y el VAR anuló el gol por fuera de juego.",
        "es",
        ("Celta", "PAOK"),
    ),
]


@pytest.mark.parametrize(("text", "language", "venue"), VENUES)
def test_the_venue_from_a_result_at_home(text: str, language: str, venue: tuple[str, str]) -> None:
    home, away = _venue(text, language)
    assert home is not None and venue[0] in home
    assert away is not None and venue[1] in away


def test_two_matches_told_apart_give_no_venue_of_one_to_the_other() -> None:
    text = (
        "MULTIPLEX. Suivez Lyon - Porto et Nice - Rome en direct. 21h19 : but pour Nice ! "
        "Sofiane Derra enroule sa frappe en pleine lucarne. Nice 1-0 Rome. 21h36 : à Lyon, "
        "Rui Fonse place une tête imparable, mais la VAR annule le but pour hors-jeu."
    )
    home, away = _venue(text, "fr")
    assert (home, away) != (None, "AS Rome")


# Words that look like a side's goal but are its lead or a result: no side from them.
NOT_A_GOAL = [
    (
        "If the Crew thought they had done enough, Ruelas had other ideas. Columbus Crew "
        "2-2 FC Cincinnati. In the 84th minute Santi Ruelas poked the ball past the "
        "goalkeeper; he had been level with Ethan Mwangi, the last Columbus defender. Goal.",
        "en",
        "Cincinnati",
    ),
    (
        "El 2-1 del Racing de Santander al Sporting de Gijón dejó tres puntos en El "
        "Sardinero. En el minuto 88, Pablo Riera marcó para el Sporting, pero el VAR anuló "
        "el gol por fuera de juego.",
        "es",
        "Sporting",
    ),
]


@pytest.mark.parametrize(("text", "language", "attacking"), NOT_A_GOAL)
def test_a_lead_or_a_result_is_no_goal_of_a_side(text: str, language: str, attacking: str) -> None:
    got, _ = _sides(text, language)
    assert got is None or attacking in got


def test_the_opponent_an_attacker_was_measured_against_defends_whatever_else_is_said() -> None:
    text = (
        "Barcelona 2-1 Bayern Munich – live.\n"
        "88 min: GOAL GIVEN! The VAR has overturned the flag: Clara Puig was played onside "
        "by Lena Hartmann, the Bayern left-back.\n"
        "87 min: Marta Vila dinks a ball over the top and Clara Puig lifts it over the "
        "goalkeeper, but the flag is up.\n"
        "51 min: GOAL for Barcelona. Julia Serra, at the second attempt.\n"
        "20 min: GOAL for Bayern. Sophie Brandt, from 25 yards."
    )
    attacking, defending = _sides(text, "en")
    assert (attacking, defending) == ("FC Barcelona", "Bayern Munich")


# A side's fans, bench or players celebrating the goal: the side that scored it, whatever
# the officials decided after.
CELEBRATIONS = [
    (
        "Crystal Palace 1-1 Millwall. In the 112th minute Ben Mott tapped it in at the back "
        "stick and the Millwall end erupted, but the goal was ruled out for offside.",
        "en",
        "Millwall",
    ),
    (
        "Côte d'Ivoire - Cameroun (2-1). À la 95e minute, Yao Konan a trompé le gardien. "
        "La VAR a validé le but, et le banc ivoirien a envahi la pelouse.",
        "fr",
        "Côte d'Ivoire",
    ),
    (
        "VfL Bochum – Borussia Mönchengladbach 1:1. In der 108. Minute schob Arne Thiel ein, "
        "die Gladbacher Bank stürmte auf den Platz, doch das Tor zählte wegen Abseits nicht.",
        "de",
        "Mönchengladbach",
    ),
    (
        "Osasuna - Getafe (1-1). En el minuto 81, Youssef Bena cabeceó a la red y el "
        "banquillo del Getafe saltó al campo, pero el VAR anuló el gol.",
        "es",
        "Getafe",
    ),
]


# What a player did "for" his side names it ("Abbey gets down the right for Millwall");
# a free kick "for" a side after his foul does not.
FOR_A_SIDE = [
    (
        "Crystal Palace 1-1 Millwall. In the 112th minute Lewis Abbey gets down the right "
        "for Millwall and whips in a low cross, Ben Mott taps it in, and the VAR rules it "
        "out for offside.",
        "en",
        "Millwall",
    ),
    (
        "Galatasaray - Fenerbahçe 1:1. In der Nachspielzeit traf Burak Yilmaz, doch der "
        "Schiedsrichter hatte ein Stoßen von Kerem Aks gesehen und auf Freistoß für "
        "Galatasaray entschieden.",
        "de",
        None,
    ),
]


@pytest.mark.parametrize(("text", "language", "attacking"), FOR_A_SIDE)
def test_a_player_doing_something_for_a_side_is_of_it(
    text: str, language: str, attacking: str | None
) -> None:
    got, _ = _sides(text, language)
    if attacking is None:
        assert got is None or "Galatasaray" not in got
    else:
        assert got is not None and attacking in got


@pytest.mark.parametrize(
    ("text", "language", "attacking"),
    [
        pytest.param(*case, id=f"{kind}-{case[1]}-{i}")
        for kind, table in (
            ("restart", RESTARTS),
            ("person", PEOPLE),
            ("celebration", CELEBRATIONS),
        )
        for i, case in enumerate(table)
    ],
)
def test_what_is_said_around_the_decision_gives_the_attacking_side(
    text: str, language: str, attacking: str
) -> None:
    got, _ = _sides(text, language)
    assert got is not None and attacking in got
