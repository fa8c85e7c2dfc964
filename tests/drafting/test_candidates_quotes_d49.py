"""A text without blank lines is cut into paragraphs at a line break after a sentence's
end, and also after a quotation closing one in every language's marks (a German „...“, a
French or Spanish «...»): a round-up whose first match's paragraph ends with a quote tells
two incidents, not one (issue 32, session 49). Sentences written for these tests; the
cases marked "guard" pass on main."""

from __future__ import annotations

import datetime as dt

import pytest

import drafting

#: A Wednesday.
DAY = dt.date(2026, 3, 4)

ROUNDUPS = [
    (
        "de",
        "REGIONALLIGA NORD – DER SPIELTAG\n"
        "Lübeck – Meppen 1:1 (Samstag)\n"
        "In der 58. Minute traf Lukas Brand für Meppen, doch der Treffer wurde wegen Abseits "
        "aberkannt. Meppens Trainer Olaf Kern sagte: „Das war nie Abseits.“\n"
        "Jeddeloh – Havelse 2:1 (Sonntag)\n"
        "In der 84. Minute köpfte Tim Sander für Havelse ein, aber die Fahne ging hoch. Der "
        "Schiedsrichter gab das Tor wegen Abseits nicht.",
        [58, 84],
    ),
    # guard: passes on main (the French and Spanish units are told apart otherwise)
    (
        "fr",
        "NATIONAL – LE TOUR DES TERRAINS\n"
        "Sedan – Versailles 1-1 (samedi)\n"
        "À la 58e minute, Lucas Morel a marqué pour Versailles, mais le but a été refusé "
        "pour hors-jeu. Son entraîneur Hervé Colin a réagi : « Il n'était pas hors-jeu. »\n"
        "Orléans – Nancy 2-1 (dimanche)\n"
        "À la 84e minute, Théo Garnier a marqué de la tête pour Nancy, mais le drapeau s'est "
        "levé. L'arbitre a refusé le but pour hors-jeu.",
        [58, 84],
    ),
    # guard: passes on main
    (
        "es",
        "PRIMERA RFEF – LA JORNADA\n"
        "Ponferradina – Lugo 1-1 (sábado)\n"
        "En el minuto 58, Diego Lara marcó para el Lugo, pero el gol fue anulado por fuera de "
        "juego. Su entrenador, Íñigo Sáez, dijo: «No estaba en fuera de juego.»\n"
        "Zamora – Arenteiro 2-1 (domingo)\n"
        "En el minuto 84, Hugo Barral remató de cabeza para el Arenteiro, pero el juez de "
        "línea levantó la bandera. El árbitro anuló el gol por fuera de juego.",
        [58, 84],
    ),
    # guard: an English quote's ” already closed a paragraph on main
    (
        "en",
        "NATIONAL LEAGUE ROUND-UP\n"
        "Hartlepool 1-1 Altrincham (Saturday)\n"
        "In the 58th minute Luke Brand scored for Altrincham, but the goal was ruled out for "
        "offside. His manager Owen Kerr said: “That was never offside.”\n"
        "Woking 2-1 Yeovil (Sunday)\n"
        "In the 84th minute Tim Sands headed in for Yeovil, but the flag went up. The referee "
        "disallowed the goal for offside.",
        [58, 84],
    ),
]


@pytest.mark.parametrize(("language", "text", "minutes"), ROUNDUPS)
def test_each_match_of_a_roundup_is_a_candidate(
    language: str, text: str, minutes: list[int]
) -> None:
    drafted = drafting.draft(text, reference_date=DAY, language=language)
    assert drafted.candidates
    assert [c.minute for c in drafted.candidates] == minutes
