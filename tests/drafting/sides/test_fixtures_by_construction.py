"""Sides and teams (issue 32, session 41), in sentences of our own, in all four languages:
no team name becomes a player (a heading's team at a line's end, a team the tables know
only by a longer alias, a found team's name without its affixes), fixtures and venues read
by their construction (a fixture as a line of its own, "A gegen den B,", a result "bei B", a
city's team), no venue from a dateline's city or a list of marks, and a defender's side
from his role words."""

from __future__ import annotations

import pytest
from drafted_views import viewed

from drafting.eval.names import same_team


def _players(v: dict[str, object]) -> list[str]:
    return [str(p["name"]) for p in v["players"]]  # type: ignore[attr-defined]


def _as_players(v: dict[str, object], teams: list[str]) -> list[str]:
    """The drafted players named like one of ``teams`` or one of their words."""
    words = {w for t in teams for w in t.split() if len(w) > 3}
    return [
        n
        for n in _players(v)
        if any(same_team(n, t) for t in teams) or any(w in n.split() for w in words)
    ]


# --- a team is never a player -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "teams"),
    [
        # a heading's team at the end of its line, a sentence starting with a name below it
        (
            "en",
            "Grimsby Town 2-2 Solihull Moors\nGrimsby were two minutes from going top when "
            "Solihull Moors struck at 90+3. Liam Keddy passed and Reuben Ojo scored, but he was "
            "offside.",
            ["Grimsby Town", "Solihull Moors"],
        ),
        (
            "es",
            "El VAR le anula un gol a Pachuca\nCiudad de México, 3 mar (Agencias).- América "
            "derrotó 1-0 a Pachuca. En el minuto 56, Ana Ortiz marcó, pero el VAR anuló el gol "
            "por fuera de juego.",
            ["Pachuca", "Club América"],
        ),
        (
            "de",
            "Hansa verliert gegen Aue\nTim Kraus glaubte an den Ausgleich für Hansa, doch er "
            "stand bei der Flanke von Jan Vogt im Abseits.",
            ["Hansa Rostock", "Erzgebirge Aue", "Aue"],
        ),
        # a found team's name without its affixes
        (
            "en",
            "FC Halifax Town beat Yeovil Town 1-0. Halifax had a second goal ruled out when "
            "Ryan Moss was flagged offside after Lee Gray's cross.",
            ["FC Halifax Town", "Yeovil Town"],
        ),
        (
            "fr",
            "US Avranches Mont-Saint-Michel 1-0 Stade Briochin. Avranches pensait doubler la "
            "mise, mais Noé Petit était hors-jeu sur le centre de Paul Roy.",
            ["US Avranches Mont-Saint-Michel", "Stade Briochin"],
        ),
    ],
)
def test_no_team_is_drafted_as_a_player(language: str, text: str, teams: list[str]) -> None:
    v = viewed(text, language)
    assert _as_players(v, teams) == []
    # and no player's name holds a team's word ("Aue Tim Kraus")
    words = {w for t in teams for w in t.split()}
    assert _players(v) and not any(words & set(n.split()) for n in _players(v))


@pytest.mark.parametrize(
    ("language", "text", "player"),
    [
        (
            "fr",
            "Rodez s'impose contre Laval\nMathis Roux a cru égaliser pour Laval à la 80e minute, "
            "mais il était hors-jeu sur la passe de Léo Morel.",
            "Mathis Roux",
        ),
        (
            "de",
            "Hansa verliert gegen Aue\nTim Kraus glaubte an den Ausgleich für Hansa, doch er "
            "stand bei der Flanke von Jan Vogt im Abseits.",
            "Tim Kraus",
        ),
    ],
)
def test_a_name_below_a_heading_is_the_players_own(language: str, text: str, player: str) -> None:
    assert player in _players(viewed(text, language))


# --- fixtures and venues by their construction --------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "home", "away"),
    [
        # a fixture as a line of its own
        (
            "en",
            "Forest Green Rovers - Harrogate Town\nHarrogate scored through Dan Lowe in the 60th "
            "minute, but the goal was ruled out for offside.",
            "Forest Green Rovers",
            "Harrogate Town",
        ),
        (
            "fr",
            "Les Herbiers - Cholet\nCholet a marqué par Noé Petit, mais Petit était hors-jeu.",
            "Herbiers",
            "Cholet",
        ),
        (
            "de",
            "SC Verl – SSV Jahn\nDer SSV Jahn traf durch Paul Kern, doch Kern stand im Abseits.",
            "SC Verl",
            "SSV Jahn",
        ),
        (
            "es",
            "Always Ready - Bolívar\nBolívar marcó por medio de Luis Paz, pero Paz estaba en "
            "fuera de juego.",
            "Always Ready",
            "Bolívar",
        ),
        # German: a fixture with the second team's article, then a pause
        (
            "de",
            "Gestern, Stadion Niederrhein, Rot-Weiß Oberhausen gegen den Wuppertaler SV, "
            "Regionalliga West. Tim Stappmann traf, doch er stand im Abseits.",
            "Rot-Weiß Oberhausen",
            "Wuppertaler SV",
        ),
        (
            "de",
            "Zur Szene: Bayer 04 Leverkusen gegen den FC St. Pauli, Viertelfinale im DFB-Pokal. "
            "Jannik Rieck traf, doch die Fahne ging hoch.",
            "Bayer Leverkusen",
            "FC St. Pauli",
        ),
        # German: a result at a team's ("bei B"), and the match's city
        (
            "de",
            "Beim 1:2 von Rapid Wien bei Sturm Graz zählte ein Tor nicht: Elias Pernkopf stand "
            "im Abseits.",
            "Sturm Graz",
            "Rapid Wien",
        ),
        (
            "de",
            "Jonas Reinhardt hat dem FC Cincinnati einen 2:1-Erfolg bei der Columbus Crew "
            "beschert. Reinhardt stand nicht im Abseits.",
            "Columbus Crew",
            "FC Cincinnati",
        ),
        (
            "de",
            "Warum Rapids Ausgleich in Graz nicht zählte: Sturm Graz und Rapid Wien trennten "
            "sich 1:1. Elias Pernkopf traf für Rapid, doch er stand im Abseits.",
            "Sturm Graz",
            "Rapid Wien",
        ),
        (
            "de",
            "Der FC Cincinnati gewann am Samstagabend (Ortszeit) in Columbus gegen die Columbus "
            "Crew. Jonas Reinhardt traf, doch er stand im Abseits.",
            "Columbus Crew",
            "FC Cincinnati",
        ),
    ],
)
def test_a_fixture_or_venue_by_its_construction(
    language: str, text: str, home: str, away: str
) -> None:
    v = viewed(text, language)
    assert (v["home"], v["away"]) == (home, away)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # a dateline's city before its club is no fixture of the club with itself
        (
            "de",
            "Essen – Rot-Weiss Essen hat gegen Alemannia Aachen mit 2:1 gewonnen. Torben "
            "Rehfeldt stand beim Kopfball im Abseits, doch der Treffer zählte.",
        ),
        # the next match's city is not this one's
        (
            "de",
            "Der VfL Wolfsburg spielte gegen Olympique Lyon 1:1. Mia Hornung traf, doch sie "
            "stand im Abseits. Das Rückspiel steigt am kommenden Mittwoch in Lyon.",
        ),
    ],
)
def test_no_venue_where_the_construction_gives_none(language: str, text: str) -> None:
    v = viewed(text, language)
    assert v["away"] is None or v["away"] != v["home"]
    assert v["home"] not in ("Rot-Weiss Essen", "Olympique Lyon")


@pytest.mark.parametrize(
    ("language", "text", "home", "away"),
    [
        (
            "en",
            "Celtic won at Pittodrie. Leighton Cairns was offside when he tapped in the rebound."
            "\nSubs: Marc Lennox 6, Aidan Ure 5.",
            "Aberdeen",
            "Celtic",
        ),
        (
            "es",
            "El Betis ganó en el Benito Villamarín. Isco estaba en fuera de juego.\nSuplentes: "
            "Marc Roca 6, Aitor Ruibal 5.",
            "Real Betis",
            None,
        ),
    ],
)
def test_a_list_of_marks_is_no_scoreline(
    language: str, text: str, home: str, away: str | None
) -> None:
    v = viewed(text, language)
    assert v["home"] == home
    assert away is None or v["away"] == away
    assert not any("Lennox" in str(v[k]) or "Roca" in str(v[k]) for k in ("home", "away"))


# --- a player's side from the words beside his name ---------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "player", "defending"),
    [
        (
            "en",
            "Stockport County 2-1 Huddersfield Town. Joe Tennant scored, but he had drifted a "
            "yard beyond Harry Pym, Stockport's last defender.",
            "Harry Pym",
            "Stockport County",
        ),
        (
            "fr",
            "Rennes 1-0 Brest. Yohan Tanguy, le stoppeur brestois, fauche Malo Kerhervé dans la "
            "surface.",
            "Yohan Tanguy",
            "Stade brestois",
        ),
        (
            "de",
            "Bayer 04 Leverkusen 1:1 SGS Essen. Jana Kowalczyk traf an Lena Stolz, der "
            "Leverkusener Innenverteidigerin, vorbei, doch sie stand im Abseits.",
            "Lena Stolz",
            "Bayer Leverkusen",
        ),
        (
            "es",
            "Real Oviedo 1-0 Sporting de Gijón. Juan Gil marcó ante Ana Ruiz, la zaguera "
            "rojiblanca, pero estaba en fuera de juego.",
            "Ana Ruiz",
            "Sporting de Gijón",
        ),
    ],
)
def test_a_defenders_side_from_his_role_words(
    language: str, text: str, player: str, defending: str
) -> None:
    v = viewed(text, language)
    teams = {p["name"]: p.get("team") for p in v["players"]}  # type: ignore[attr-defined]
    assert teams.get(player) == "defending"
    assert v["defending_team"] == defending
