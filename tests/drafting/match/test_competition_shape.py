"""Competitions no table lists, read from the shape of their name (issue 32, session 48): a
head word with its modifiers ("Kentish Premier Division", "National 3 Bretagne", "Oberliga
Westfalen", "Liga BetPlay"), a compound's first part ("Ekstraklasa-Duell"), a heading in
capitals ("SUPERETTAN – ...", "SEGUNDA FEDERACIÓN | ..."), a name with "League" or "Liga"
and a tier ("K League 1", "Chance Liga", "Ligue Professionnelle 1", "LigaPro"); not a club
("Liga de Quito"), nor a league a person or a team is only described by ("former Premier
League referee", "pensionnaires de Ligue 2"). Sentences written for these tests; the cases
marked "guard" pass on main."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import drafting
from drafting.eval.score import view

DAY = dt.date(2026, 3, 1)


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, reference_date=DAY, language=language))


CASES = [
    (
        "en",
        "Harlow Athletic and Dunmore Rovers drew 1-1 in the Kentish Premier Division, and a late "
        "header by Tom Bexley was ruled out for offside.",
        "Kentish Premier Division",
    ),
    (
        "en",
        "VEIKKAUSLIIGA ROUND-UP: Round 14\n\nKuopio beat Lahti 2-0. A goal by Eero Salo was "
        "disallowed for offside in the 70th minute.",
        "Veikkausliiga",
    ),
    (
        # guard: passes on main (the competition told with the score wins)
        "en",
        "By Alan Crewe, former Premier League referee\n\nIn the Welsh Shield final, Bala Town "
        "beat Caernarfon 2-1, and a goal by Rhys Owen was ruled out for offside.",
        "Welsh Shield",
    ),
    (
        "en",
        "The hosts led 2-1 at Harbor.com Field. USL Championship, sold out, loud. In the 88th "
        "minute a goal by Kyle Benton was ruled out for offside.",
        "USL Championship",
    ),
    (
        "fr",
        "Lors de la 12e journée de National 3 Bretagne, Vitré et Fougères ont fait match nul "
        "1-1. Le but de Hugo Le Goff a été refusé pour hors-jeu.",
        "National 3 Bretagne",
    ),
    (
        "fr",
        "En Coupe de Norvège, Tromsø a battu Bodø 2-1, mais le but de Lars Berge a été refusé "
        "pour un hors-jeu.",
        "Coupe de Norvège",
    ),
    (
        "fr",
        "Les Lavallois, pensionnaires de Ligue 2, ont battu Rennes 2-1 en Coupe de France. Le "
        "but de Marc Tessier a été refusé pour hors-jeu.",
        "Coupe de France",
    ),
    (
        "fr",
        "Lors du match de Canadian Premier League entre Forge et Cavalry (1-1), le but de Noah "
        "Tremblay a été refusé pour hors-jeu.",
        "Canadian Premier League",
    ),
    (
        "de",
        "In der Oberliga Westfalen trennten sich Hamm und Lippstadt 1:1. Ein Treffer von Lukas "
        "Brandt wurde wegen Abseits aberkannt.",
        "Oberliga Westfalen",
    ),
    (
        "de",
        "Im Halbfinale des Westfalenpokals gewann Hamm 2:1 gegen Lippstadt. Ein Tor von Lukas "
        "Brandt wurde wegen Abseits aberkannt.",
        "Westfalenpokal",
    ),
    (
        "de",
        "Beim Ekstraklasa-Duell zwischen Posen und Krakau (1:1) wurde ein Tor von Piotr Nowak "
        "wegen Abseits aberkannt.",
        "Ekstraklasa",
    ),
    (
        "de",
        "SUPERETTAN – DER 20. SPIELTAG\n\nDegerfors – Örgryte 1:1\n\nIn der 70. Minute wurde "
        "ein Tor von Erik Lind wegen Abseits aberkannt.",
        "Superettan",
    ),
    (
        "de",
        "Der frühere Bundesliga-Schiedsrichter Jens Roth erklärt die Szene: Beim 1:1 zwischen "
        "Velbert und Homberg in der Oberliga Niederrhein wurde ein Tor von Tim Kuhn wegen "
        "Abseits aberkannt.",
        "Oberliga Niederrhein",
    ),
    (
        "de",
        "Ein Gastbeitrag von Ex-Bundesliga-Profi Mark Sommer: Beim 2:2 zwischen Velbert und "
        "Homberg in der Oberliga Niederrhein wurde ein Tor von Tim Kuhn wegen Abseits "
        "aberkannt.",
        "Oberliga Niederrhein",
    ),
    (
        # guard: passes on main (the table's "National" wants no number after it)
        "fr",
        "Quevilly a battu Caen 2-1 en Coupe de France, face à une équipe de National 2 "
        "accrocheuse. Le but de Léo Marchand a été refusé pour hors-jeu.",
        "Coupe de France",
    ),
    (
        # guard: passes on main (a table lists it)
        "es",
        "En la jornada 12 de la Liga BetPlay, Millonarios y Santa Fe empataron 1-1. El gol de "
        "Andrés Rojas fue anulado por fuera de juego.",
        "Liga BetPlay",
    ),
    (
        "es",
        "En la Tercera Federación Grupo 7, el Alcobendas y el Pozuelo empataron 1-1; el gol de "
        "Sergio Pina fue anulado por fuera de juego.",
        "Tercera Federación Grupo 7",
    ),
    (
        "es",
        "Por Marta Gil, exárbitra de Primera División\n\nBoca venció 2-1 a Talleres en los "
        "octavos de la Copa Argentina. El gol de Nicolás Paz fue anulado por fuera de juego.",
        "Copa Argentina",
    ),
    (
        "fr",
        "Dimanche, en Seconde Ligue, Rodez et Sète ont fait match nul 1-1. Le but de Paul "
        "Ribaut a été refusé pour hors-jeu.",
        "Seconde Ligue",
    ),
    (
        "fr",
        "Lors de Tunis – Sfax (1-1) en Ligue Professionnelle 1, le but de Karim Ben Ali a été "
        "refusé pour hors-jeu.",
        "Ligue Professionnelle 1",
    ),
    (
        # guard: passes on main (a sentence's first word is no part of the name)
        "fr",
        "En Ligue 1, Lyon et Nice ont fait match nul 1-1. Le but de Paul Ribaut a été refusé "
        "pour hors-jeu.",
        "Ligue 1",
    ),
    (
        "de",
        "In der Chance Liga trennten sich Brünn und Olmütz 1:1. Ein Treffer von Jan Novak "
        "wurde wegen Abseits aberkannt.",
        "Chance Liga",
    ),
    (
        "de",
        "K League 1 kompakt: Der 9. Spieltag\n\nDaegu – Incheon 1:1. Ein Treffer von Kim "
        "Min-jae wurde wegen Abseits aberkannt.",
        "K League 1",
    ),
    (
        # a sentence's first word before "Liga" is no name ("Laut Liga": by the league's word)
        "de",
        "Hamm und Lippstadt trennten sich 1:1. Laut Liga war die Entscheidung richtig: Ein "
        "Treffer von Jan Berg wurde wegen Abseits aberkannt.",
        None,
    ),
    (
        # a score after the name is no tier of it
        "de",
        "Der FC Thun hat in der Challenge League 1:1 gegen Aarau gespielt. Ein Treffer von "
        "Luca Meier wurde wegen Abseits aberkannt.",
        "Challenge League",
    ),
    (
        "es",
        "En el 1-1 de la LigaPro entre Macará y Cuenca, el gol de Juan Pérez fue anulado por "
        "fuera de juego.",
        "LigaPro",
    ),
    (
        "es",
        "SEGUNDA FEDERACIÓN | Resumen de la jornada\n\nEl Ourense empató 1-1 con el Lugo. El "
        "gol de Juan Pérez fue anulado por fuera de juego.",
        "Segunda Federación",
    ),
    (
        # guard: passes on main (a league word the list already had)
        "es",
        "En la Canadian Premier League, el Forge empató 1-1 con el Cavalry. El gol de Juan "
        "Pérez fue anulado por fuera de juego.",
        "Canadian Premier League",
    ),
    (
        # a tier after the name, the name a table's: the fullest form
        "en",
        "LIVE: Leeds Women v Hull Women, Women's Super League 2, Sunday\n\n12 min: Tom Pike's "
        "goal is ruled out for offside.",
        "Women's Super League 2",
    ),
    (
        # guard: a score after the name is no tier of it
        "en",
        "Leeds beat Hull 2-1 in the Premier League 2-1 thriller. A goal by Tom Pike was ruled "
        "out for offside.",
        "Premier League",
    ),
    (
        "en",
        "Wales U21 0-1 Iceland U21, a European Under-21 Championship qualifier. A goal by Tom "
        "Pike was ruled out for offside.",
        "Under-21 Championship",
    ),
    (
        # a league's bare name as a field of a fixture line
        "en",
        "Report: Harwick Town v Elmford, Championship, Sunday 2 March\n\nA goal by Tom Pike was "
        "ruled out for offside in the 40th minute.",
        "Championship",
    ),
    (
        # a league's bare name opening a heading in capitals
        "en",
        "CHAMPIONSHIP ROUND-UP: late drama everywhere\n\nHarwick 1-1 Elmford. A goal by Tom "
        "Pike was ruled out for offside.",
        "Championship",
    ),
    (
        # a league's bare name after a day's possessive
        "en",
        "Harwick beat Elmford 2-1 in Sunday's Championship clash. A goal by Tom Pike was ruled "
        "out for offside.",
        "Championship",
    ),
    (
        # guard: passes on main (a title race is no league)
        "en",
        "Harwick beat Elmford 2-1 and lead the race for the Championship title. A goal by Tom "
        "Pike was ruled out for offside.",
        None,
    ),
    (
        # a country's adjective before a table's league with its tier in words
        "en",
        "Harwick and Elmford drew 1-1 in Scottish League Two on Saturday. A goal by Tom Pike "
        "was ruled out for offside.",
        "Scottish League Two",
    ),
    (
        # a region after a table's league
        "en",
        "Harwick beat Elmford 2-1 in the National League South. A goal by Tom Pike was ruled "
        "out for offside.",
        "National League South",
    ),
    (
        # guard: passes on main (the table's name, its tier in words)
        "en",
        "Harwick beat Elmford 2-1 in League One. A goal by Tom Pike was ruled out for offside.",
        "League One",
    ),
    (
        # a word of the tables' competitions opening the name is a word of it
        "en",
        "Harwick and Elmford drew 1-1 in the Premier Soccer League. A goal by Tom Pike was "
        "ruled out for offside.",
        "Premier Soccer League",
    ),
    (
        # guard: passes on main (a club's name, no competition)
        "es",
        "Liga de Quito empató 1-1 con Aucas. El gol de Diego Mora fue anulado por fuera de juego.",
        None,
    ),
]


@pytest.mark.parametrize(("language", "text", "competition"), CASES)
def test_competition_by_its_shape(language: str, text: str, competition: str | None) -> None:
    assert _view(text, language)["competition"] == competition
