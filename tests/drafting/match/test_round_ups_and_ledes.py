"""Texts of several incidents (drafting.candidates, drafting.sections, issue 32): a
round-up whose first match's incident is told in units whose decision is not read, and a
headline and lede naming nobody before the incident they sum up; sentences written for the
tests, in all four languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

import drafting
from drafting.candidates import Unit, group

#: A round-up of two matches: the first incident's flag "long up" (or a check that let it
#: stand), its coach's quote, then another fixture with a goal the VAR ruled out.
ROUND = {
    "de": (
        "Zwei Abseitsszenen vom Wochenende, zwei verschiedene Ausgänge.\n\nVfB Stuttgart"
        " 1:1 SC Freiburg, am Samstag. In der 23. Minute passt Lukas Berger in die"
        " Tiefe auf Timo Kranz, der klar im Abseits steht. Kranz trifft, aber die Fahne"
        " des Assistenten ist da längst oben.\n\n„Das war nie Abseits“, sagte Stuttgarts"
        " Trainer Olaf Brenner.\n\nGanz anders am Sonntag beim Spiel Borussia Dortmund –"
        " FC Augsburg. In der 61. Minute schiebt Jonas Weber nach einem Pass von Max"
        " Pohl ein, doch der VAR greift ein und das Tor wird wegen Abseits aberkannt."
    ),
    "en": (
        "Two offside calls from the weekend, and two very different endings.\n\nLeeds 1-1"
        " Hull, on Saturday. In the 23rd minute Luke Barton slipped the ball through to"
        " Tim Crane, who was clearly in an offside position. Crane finished, but the"
        ' assistant\'s flag had long been up.\n\n"That was never offside," said the Hull'
        " manager, Oliver Brent.\n\nOn Sunday it was Derby v Coventry. In the 61st minute"
        " Jonas Webb tapped in after a pass from Max Pole, but the VAR intervened and"
        " the goal was disallowed for offside."
    ),
    "fr": (
        "Deux hors-jeu du week-end, deux dénouements bien différents.\n\nAngers 1-1 Le"
        " Havre, samedi. À la 23e minute, Lucas Bertin glisse le ballon en profondeur"
        " pour Tom Carrel, placé hors-jeu. Le ballon touche le genou de Paul Morin, le"
        " défenseur angevin, et Carrel marque. La VAR a regardé l'action et n'est pas"
        " intervenue : un contre, pas un jeu volontaire.\n\n« Il n'était jamais hors-jeu"
        " », a dit l'entraîneur havrais, Olivier Brunet.\n\nDimanche, c'était Rennes -"
        " Nantes. À la 61e minute, Jonas Weber pousse le ballon au fond sur une passe"
        " de Max Poulain, mais la VAR intervient et le but est annulé pour hors-jeu."
    ),
    "es": (
        "Dos fueras de juego del fin de semana, dos finales muy distintos.\n\nGetafe 1-1"
        " Osasuna, el sábado. En el minuto 23, Lucas Bermejo filtró el balón para Tomás"
        " Crespo, en claro fuera de juego. Crespo marcó, pero la bandera del asistente"
        ' ya estaba arriba hacía rato.\n\n"Nunca fue fuera de juego", dijo el técnico'
        " rojillo, Óscar Brenes.\n\nEl domingo se jugó el Valencia - Alavés. En el minuto"
        " 61, Jonás Vidal empujó el balón tras un pase de Max Pola, pero el VAR"
        " intervino y el gol fue anulado por fuera de juego."
    ),
}

#: A headline and lede that name no player (the final score, the minute the score last
#: moved), then the incident told with its players: one incident, not two.
LEDE = {
    "en": (
        "Late winner scrubbed off as Hull cry foul\nLeeds 1-0 Hull. The score did not"
        " move after the 71st minute, but Hull will feel robbed of a point after the"
        " VAR ruled out their equaliser for offside.\n\nDeep in stoppage time, at 90+3,"
        " Mark Dent crossed from the left and Sam Fowler headed in. The VAR checked and"
        " found Fowler a boot ahead of the last defender, Jack Irwin; the goal was"
        " disallowed."
    ),
    "fr": (
        "Ligue 2 : Grenoble crie au vol\nAmiens 1-0 Grenoble. Le score n'a plus bougé"
        " après la 71e minute, mais les Grenoblois s'estiment volés après l'égalisation"
        " annulée par la VAR pour hors-jeu.\n\nÀ la 90e+3, sur un centre de Marc Denis,"
        " Samuel Fournier a marqué de la tête. La VAR a vérifié et trouvé Fournier"
        " hors-jeu d'un pied devant le dernier défenseur, Jacques Irigoyen ; le but a"
        " été annulé."
    ),
    "de": (
        "Späte Enttäuschung: Kiel fühlt sich betrogen\nPaderborn 1:0 Kiel. Nach der 71."
        " Minute fiel kein Tor mehr, doch Kiel hadert mit dem Ausgleich, den der VAR"
        " wegen Abseits aberkannte.\n\nIn der 93. Minute flankte Markus Deeg von links,"
        " Simon Faller köpfte ein. Der VAR prüfte und sah Faller mit der Fußspitze vor"
        " dem letzten Verteidiger Jan Irmer; das Tor wurde aberkannt."
    ),
    "es": (
        "El Albacete se siente robado en Ipurua\nEibar 1-0 Albacete. El marcador no se"
        " movió después del minuto 71, y el VAR le anuló el empate al Albacete por"
        " fuera de juego en el descuento.\n\nEn el minuto 93, Marcos Delgado centró desde"
        " la izquierda y Samuel Fuentes cabeceó a la red. El VAR revisó y encontró a"
        " Fuentes adelantado respecto del último defensor, Jacobo Irureta; el gol fue"
        " anulado."
    ),
}


@pytest.mark.parametrize("language", sorted(ROUND))
def test_a_round_up_tells_each_match_apart(language: str) -> None:
    made = drafting.draft(ROUND[language], language=language)
    assert [c.minute for c in made.candidates] == [23, 61]
    first = drafting.draft(ROUND[language], language=language, candidate=1)
    assert first.incident["match"].get("minute") == 23
    second = drafting.draft(ROUND[language], language=language, candidate=2)
    assert second.incident["match"].get("minute") == 61


@pytest.mark.parametrize("language", sorted(LEDE))
def test_a_lede_naming_nobody_is_the_incident_it_sums_up(language: str) -> None:
    assert drafting.draft(LEDE[language], language=language).candidates == []


#: The text's opening, telling of no decision (so that neither unit below is the lede).
INTRO = Unit(0, 5)


def _unit(start: int, scorer: str, minute: int, words: str, final: str | None = None) -> Unit:
    return Unit(
        start, start + 10, event=True, decided=True, scorer=scorer, minute=minute,
        players=[scorer], words=frozenset(words.split()), stamped=True, final=final,
    )  # fmt: skip


def test_a_unit_naming_the_incidents_scorer_tells_the_same_story() -> None:
    """A live blog's check at 34' and its outcome at 36', whose draft reads the defender
    who kept the scorer onside as its scorer, but names the scorer: one incident."""
    check = _unit(10, "Amine Belkacem", 34, "belkacem marque la var verifie")
    outcome = _unit(30, "Tom Guerin", 36, "but accorde belkacem etait couvert par guerin")
    assert len(group([INTRO, check, outcome])[1]) == 1
    other = _unit(30, "Tom Guerin", 36, "but de guerin")
    assert len(group([INTRO, check, other])[1]) == 2  # (no name in common: another goal)


def test_a_penalty_annulled_without_a_minute_of_its_own_is_the_same_incident() -> None:
    """A penalty given for a foul on the striker, then a paragraph with no minute of its
    own, naming only the incident's players, whose draft reads a goal ruled out."""
    given = Unit(10, 20, event=True, decided=True, minute=65, final="penalty",
                 players=["Camilo Rendón", "Brayan Cuesta"],
                 words=frozenset(["rendon", "cuesta", "penal"]))  # fmt: skip
    annulled = Unit(30, 40, event=True, decided=True, final="no_goal",
                    players=["Rendón", "Cuesta"],
                    words=frozenset(["rendon", "cuesta", "anulo"]))  # fmt: skip
    assert len(group([INTRO, given, annulled])[1]) == 1
    stranger = Unit(30, 40, event=True, decided=True, final="no_goal", players=["Iván Sosa"],
                    words=frozenset(["sosa", "anulo"]))  # fmt: skip
    assert len(group([INTRO, given, stranger])[1]) == 2


def _match(start: int, teams: tuple[str, str], **told: object) -> Unit:
    """A round-up's paragraph of the fixture ``teams`` naming a player, with the offside
    words (``told``) and, by default, the decision the drafter did not read."""
    fields: dict[str, object] = {"players": ["Ida Kern"], "told": True, "teams": frozenset(teams)}
    fields.update(told)
    return Unit(start, start + 10, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("after", "incidents"),
    [
        # the next fixture's offside story, its decision not read ("the flag stayed down")
        (_match(30, ("nordtal", "bergheim")), 2),
        # the same fixture told on: the incident's own paragraph
        (_match(30, ("talheim", "ostdorf")), 1),
        # the next fixture with no offside words: a result, no incident
        (_match(30, ("nordtal", "bergheim"), told=False), 1),
        # the next fixture naming nobody
        (_match(30, ("nordtal", "bergheim"), players=[]), 1),
    ],
)
def test_a_round_ups_next_match_told_of_offside_is_an_incident(after: Unit, incidents: int) -> None:
    first = replace(
        _unit(10, "Mira Falk", 23, "falk traf"), teams=frozenset({"talheim", "ostdorf"})
    )
    assert len(group([INTRO, first, after])[1]) == incidents


@pytest.mark.parametrize(
    ("before", "incidents"),
    [
        # a round-up's first match, its decision not read, then the next match's goal
        # ruled out, counting that match's other goals ("won with two goals")
        (_match(10, ("talheim", "ostdorf")), 2),
        # an introduction of the same fixture: the summing up is the introduction's
        (_match(10, ("nordtal", "bergheim")), 0),
    ],
)
def test_a_round_ups_match_counting_its_goals_is_no_introduction(
    before: Unit, incidents: int
) -> None:
    counted = replace(
        _unit(30, "Ida Kern", 40, "kern traf zwei treffer", final="no_goal"),
        summary=True,
        told=True,
        teams=frozenset({"nordtal", "bergheim"}),
    )
    assert len(group([INTRO, before, counted])[1]) == incidents


@pytest.mark.parametrize(
    ("opening_teams", "incidents"),
    [
        # a round-up's headline run into its first match, whose decision is not read
        (("talheim", "ostdorf"), 2),
        # a headline and lede of the incident's own match: its introduction
        (("nordtal", "bergheim"), 1),
    ],
)
def test_a_round_ups_first_match_under_its_headline_is_an_incident(
    opening_teams: tuple[str, str], incidents: int
) -> None:
    opening = replace(_match(0, opening_teams), players=["Lea Dorn"])
    later = replace(
        _unit(30, "Ida Kern", 40, "kern traf", final="no_goal"),
        told=True,
        teams=frozenset({"nordtal", "bergheim"}),
    )
    assert len(group([opening, later])[1]) == incidents
