"""The incident's minute in the forms new writers use (drafting.facts.minute): an ordinal
after a word of time that is no duration ("bereits die 95. Minute", "hasta el minuto 71"),
the end of normal time that is no moment ("Nach 90 Minuten stand es 1:1"), a scorer's
bracketed minute beside the move's own, the later of two moments in one sentence, and a
live blog's stamp of the paragraph that tells of the goal, not of the check after it.
Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _minute(text: str, language: str) -> tuple[Any, Any]:
    v = view(drafting.draft(text, language=language))
    return v["minute"], v["added_time"]


_DISALLOWED = {
    "en": " The VAR ruled the goal out for offside.",
    "de": " Der Videoassistent meldete sich, der Treffer wurde wegen Abseits aberkannt.",
    "fr": " La VAR a annulé le but pour un hors-jeu.",
    "es": " El VAR anuló el gol por fuera de juego.",
}


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # an ordinal after a word that may start a duration ("bereits", "hasta", "for")
        (
            "Es lief bereits die 94. Minute, als Tim Brandt den Ball über die Linie schob.",
            "de",
            (90, 4),
        ),
        ("Es lief schon die 83. Minute, als Tim Brandt zum 2:1 einköpfte.", "de", (83, None)),
        ("Hasta el minuto 77 no llegó el empate: Iker Soto remató a la red.", "es", (77, None)),
        ("Bis zur 70. Minute passierte wenig, dann köpfte Tim Brandt ein.", "de", (70, None)),
        # the end of normal time is no moment of the move; the ordinal of extra time is
        (
            "Nach 90 Minuten stand es 1:1. In der 112. Minute der Verlängerung schob Tim "
            "Brandt ein.",
            "de",
            (112, None),
        ),
        (
            "Tras 90 minutos el marcador seguía 1-1. En el minuto 104 de la prórroga Iker "
            "Soto remató a la red.",
            "es",
            (104, None),
        ),
        # a minute "since" which a side trailed is another moment
        (
            "Menés depuis la 40e minute, les Lorrains ont égalisé à huit minutes de la fin "
            "par Hugo Marchal.",
            "fr",
            (82, None),
        ),
        # a scorer's bracketed minute beside the move's own
        (
            "Zehn Minuten vor Schluss, Mainz führt durch das Tor von Jan Roth (23.), köpft "
            "Tim Brandt ein.",
            "de",
            (80, None),
        ),
        (
            "Con el 1-0 de Pablo Gil (12') en el marcador y cuando quedaban cinco minutos, "
            "Iker Soto remató a la red.",
            "es",
            (85, None),
        ),
        # of two moments in one sentence, the later (the earlier was the other side's goal)
        (
            "Aquella tarde el Betis marcó a los diez minutos y el Valencia no empató hasta "
            "el minuto 64. Iker Soto cabeceó a la red.",
            "es",
            (64, None),
        ),
    ],
)
def test_the_incidents_minute(text: str, language: str, expected: tuple[Any, Any]) -> None:
    assert _minute(text + _DISALLOWED[language], language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # a goal told under its stamp, the check under the next one: the goal's stamp
        (
            "LIVE | Hertha BSC – Hannover 96\n\n"
            "40. Hertha drückt.\n\n"
            "57. TOOOR! Ben Krause flankt, Tim Brandt köpft ein.\n\n"
            "59. Der VAR schaut sich das noch an ... Brandt stand im Abseits. Das Tor zählt "
            "nicht!\n\n"
            "80. Wechsel bei Hannover.",
            "de",
            (57, None),
        ),
        # the stamp of a question ("GOAL... or is it?") is still the goal's stamp
        (
            "Leeds v Hull – live\n\n"
            "30 min: GOAL... or is it? Sam Dyer crosses and Joe Pike slides it in. The referee "
            "points to the centre circle.\n\n"
            "32 min: NO GOAL. The VAR has had a look: Pike was offside when Dyer crossed.\n\n"
            "60 min: Hull make a change.",
            "en",
            (30, None),
        ),
        # a blog told newest first: the stamp above the goal is a later one, not its own
        (
            "Leeds v Hull – live\n\n"
            "88 min: GOAL GIVEN! The VAR has overturned the flag: Pike was onside.\n\n"
            "87 min: Pike scores but the flag is up! Sam Dyer crosses and Joe Pike heads in. "
            "VAR check under way.\n\n"
            "60 min: Hull make a change.",
            "en",
            (87, None),
        ),
    ],
)
def test_a_live_blogs_stamp(text: str, language: str, expected: tuple[Any, Any]) -> None:
    assert _minute(text, language) == expected


#: How reports in each language give a goal's minute: ordinals, added time, time left,
#: time into a half or into stoppage time, extra time, brackets and live stamps; "late
#: on" and "in stoppage time" without a number give none.
@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("In der 95. Minute köpfte Tim Brandt zum 2:2 ein.", "de", (90, 5)),
        ("In der 90.+5 Minute köpfte Tim Brandt ein.", "de", (90, 5)),
        ("90.+5: Tim Brandt köpft ein.", "de", (90, 5)),
        ("Nach 71 Minuten köpfte Tim Brandt ein.", "de", (71, None)),
        ("Kurz vor Schluss köpfte Tim Brandt ein.", "de", (None, None)),
        ("90.+3' Tim Brandt köpft ein!", "de", (90, 3)),
        ("90.+3 | Tim Brandt köpft ein!", "de", (90, 3)),
        ("71. Minute: Tim Brandt köpft ein.", "de", (71, None)),
        ("In der vierten Minute der Nachspielzeit köpfte Tim Brandt ein.", "de", (90, 4)),
        ("In der zweiten Minute der Nachspielzeit köpfte Tim Brandt ein.", "de", (90, 2)),
        ("Sechs Minuten vor dem Ende köpfte Tim Brandt ein.", "de", (84, None)),
        ("Sechs Minuten vor Spielende köpfte Tim Brandt ein.", "de", (84, None)),
        ("Sechs Minuten vor dem Abpfiff köpfte Tim Brandt ein.", "de", (84, None)),
        ("Zehn Minuten vor Ultimo köpfte Tim Brandt ein.", "de", (80, None)),
        ("Zwölf Minuten nach dem Seitenwechsel köpfte Tim Brandt ein.", "de", (57, None)),
        ("Zwölf Minuten nach Wiederanpfiff köpfte Tim Brandt ein.", "de", (57, None)),
        ("Tim Brandt köpfte in der 71. Spielminute ein.", "de", (71, None)),
        ("Tim Brandt köpfte in Minute 71 ein.", "de", (71, None)),
        ("Tim Brandt köpfte (71.) ein.", "de", (71, None)),
        ("Tim Brandt köpfte in der Nachspielzeit (90.+1) ein.", "de", (90, 1)),
        ("Tim Brandt köpfte in der Nachspielzeit (90+1) ein.", "de", (90, 1)),
        ("Tim Brandt traf per Kopf zum 2:2 (71.).", "de", (71, None)),
        ("Tim Brandt köpfte in der 108. Minute ein, es lief die Verlängerung.", "de", (108, None)),
        ("In der Verlängerung köpfte Tim Brandt in der 108. Minute ein.", "de", (108, None)),
        ("In der Verlängerung köpfte Tim Brandt in der 120.+1 Minute ein.", "de", (120, 1)),
        ("Noch zwölf Minuten waren zu spielen, als Tim Brandt einköpfte.", "de", (78, None)),
        ("Als noch sechs Minuten zu spielen waren, köpfte Tim Brandt ein.", "de", (84, None)),
        ("Sechs Minuten vor Schluss köpfte Tim Brandt ein.", "de", (84, None)),
        (
            "Zwei Minuten vor dem Ende der regulären Spielzeit köpfte Tim Brandt ein.",
            "de",
            (88, None),
        ),
        ("In der dritten Minute der Nachspielzeit köpfte Tim Brandt ein.", "de", (90, 3)),
        ("In der dritten Nachspielminute köpfte Tim Brandt ein.", "de", (90, 3)),
        ("In der 93. Minute köpfte Tim Brandt ein.", "de", (90, 3)),
        (
            "In der zweiten Minute der Nachspielzeit der ersten Halbzeit köpfte Tim Brandt ein.",
            "de",
            (45, 2),
        ),
        ("Kurz vor der Pause, in der 45.+2, köpfte Tim Brandt ein.", "de", (45, 2)),
        ("Nach 63 gespielten Minuten köpfte Tim Brandt ein.", "de", (63, None)),
        ("Es lief die 63. Minute, als Tim Brandt einköpfte.", "de", (63, None)),
        ("Es lief die 63. Spielminute, als Tim Brandt einköpfte.", "de", (63, None)),
        ("In Spielminute 63 köpfte Tim Brandt ein.", "de", (63, None)),
        ("Die Uhr zeigte die 63. Minute, als Tim Brandt einköpfte.", "de", (63, None)),
        ("63 Minuten waren gespielt, als Tim Brandt einköpfte.", "de", (63, None)),
        (
            "Nach gut einer Stunde, genau in der 63. Minute, köpfte Tim Brandt ein.",
            "de",
            (63, None),
        ),
        ("In the 95th minute, Tom Pike headed in.", "en", (90, 5)),
        ("Tom Pike headed in at 90+5.", "en", (90, 5)),
        ("Tom Pike headed in five minutes into stoppage time.", "en", (90, 5)),
        ("Tom Pike headed in in the fifth minute of stoppage time.", "en", (90, 5)),
        ("Tom Pike headed in in the fifth minute of added time.", "en", (90, 5)),
        ("Tom Pike headed in after 71 minutes.", "en", (71, None)),
        ("Tom Pike headed in in the 71st minute.", "en", (71, None)),
        ("Tom Pike's 71st-minute header was the talking point.", "en", (71, None)),
        ("With six minutes of normal time left, Tom Pike headed in.", "en", (84, None)),
        ("With six minutes to go, Tom Pike headed in.", "en", (84, None)),
        ("Six minutes from time, Tom Pike headed in.", "en", (84, None)),
        ("Tom Pike headed in with six minutes remaining.", "en", (84, None)),
        ("Tom Pike headed in six minutes before the end.", "en", (84, None)),
        ("Deep into stoppage time, Tom Pike headed in.", "en", (None, None)),
        ("Late on, Tom Pike headed in.", "en", (None, None)),
        ("In the 108th minute of extra time, Tom Pike headed in.", "en", (108, None)),
        ("Tom Pike headed in in extra time, in the 108th minute.", "en", (108, None)),
        ("In extra time, Tom Pike headed in at 120+1.", "en", (120, 1)),
        ("Twelve minutes into the second half, Tom Pike headed in.", "en", (57, None)),
        ("Twelve minutes after the break, Tom Pike headed in.", "en", (57, None)),
        ("Tom Pike headed in 12 minutes after half-time.", "en", (57, None)),
        ("Tom Pike headed in just after the hour mark, in the 63rd minute.", "en", (63, None)),
        ("Sixty-three minutes had gone when Tom Pike headed in.", "en", (63, None)),
        ("Tom Pike headed in with 63 minutes on the clock.", "en", (63, None)),
        ("Tom Pike headed in in minute 63.", "en", (63, None)),
        ("Tom Pike headed in (63').", "en", (63, None)),
        ("Tom Pike headed in three minutes into added time.", "en", (90, 3)),
        ("Tom Pike headed in in the third of five added minutes.", "en", (90, 3)),
        ("Tom Pike headed in two minutes into injury time.", "en", (90, 2)),
        ("Tom Pike headed in two minutes into first-half stoppage time.", "en", (45, 2)),
        ("Tom Pike headed in at 45+2.", "en", (45, 2)),
        ("Tom Pike headed in two minutes from the end of normal time.", "en", (88, None)),
        ("With a minute left, Tom Pike headed in.", "en", (89, None)),
        ("À la 95e minute, Hugo Marchal a marqué de la tête.", "fr", (90, 5)),
        ("Hugo Marchal a marqué de la tête à la 90e+5.", "fr", (90, 5)),
        ("Hugo Marchal a marqué de la tête à la 90+5.", "fr", (90, 5)),
        (
            "Hugo Marchal a marqué de la tête dans la cinquième minute du temps additionnel.",
            "fr",
            (90, 5),
        ),
        (
            "Hugo Marchal a marqué de la tête à la cinquième minute du temps additionnel.",
            "fr",
            (90, 5),
        ),
        ("Hugo Marchal a marqué de la tête à la 71e minute.", "fr", (71, None)),
        ("Hugo Marchal a marqué de la tête (71e).", "fr", (71, None)),
        ("Au bout de 71 minutes, Hugo Marchal a marqué de la tête.", "fr", (71, None)),
        ("Hugo Marchal a marqué de la tête à la 71e.", "fr", (71, None)),
        (
            "Hugo Marchal a marqué de la tête peu après l'heure de jeu, à la 71e minute.",
            "fr",
            (71, None),
        ),
        ("À six minutes de la fin, Hugo Marchal a marqué de la tête.", "fr", (84, None)),
        (
            "Alors qu'il restait six minutes à jouer, Hugo Marchal a marqué de la tête.",
            "fr",
            (84, None),
        ),
        ("Hugo Marchal a marqué de la tête six minutes avant la fin.", "fr", (84, None)),
        ("À six minutes du terme, Hugo Marchal a marqué de la tête.", "fr", (84, None)),
        ("Il restait six minutes quand Hugo Marchal a marqué de la tête.", "fr", (84, None)),
        ("En fin de match, Hugo Marchal a marqué de la tête.", "fr", (None, None)),
        ("Dans le temps additionnel, Hugo Marchal a marqué de la tête.", "fr", (None, None)),
        ("En prolongation, à la 108e minute, Hugo Marchal a marqué de la tête.", "fr", (108, None)),
        ("Douze minutes après la reprise, Hugo Marchal a marqué de la tête.", "fr", (57, None)),
        (
            "À la 12e minute de la seconde période, Hugo Marchal a marqué de la tête.",
            "fr",
            (57, None),
        ),
        ("Hugo Marchal a marqué de la tête à la 63'.", "fr", (63, None)),
        ("Hugo Marchal a marqué de la tête (63').", "fr", (63, None)),
        ("63e : Hugo Marchal marque de la tête.", "fr", (63, None)),
        ("90e+3 : Hugo Marchal marque de la tête.", "fr", (90, 3)),
        ("Hugo Marchal a marqué de la tête dans les arrêts de jeu (90e+3).", "fr", (90, 3)),
        ("Juste avant la pause (45e+2), Hugo Marchal a marqué de la tête.", "fr", (45, 2)),
        (
            "À deux minutes du coup de sifflet final, Hugo Marchal a marqué de la tête.",
            "fr",
            (88, None),
        ),
        ("À un quart d'heure de la fin, Hugo Marchal a marqué de la tête.", "fr", (75, None)),
        ("En el minuto 95, Iker Soto cabeceó a la red.", "es", (90, 5)),
        ("Iker Soto cabeceó a la red en el 90+5.", "es", (90, 5)),
        ("Iker Soto cabeceó a la red en el quinto minuto del descuento.", "es", (90, 5)),
        ("Iker Soto cabeceó a la red en el minuto cinco del tiempo añadido.", "es", (90, 5)),
        ("Iker Soto cabeceó a la red en el minuto 71.", "es", (71, None)),
        ("Iker Soto cabeceó a la red en el 71.", "es", (71, None)),
        ("Iker Soto cabeceó a la red (71').", "es", (71, None)),
        ("A los 71 minutos, Iker Soto cabeceó a la red.", "es", (71, None)),
        ("Pasados 71 minutos, Iker Soto cabeceó a la red.", "es", (71, None)),
        ("Al 71, Iker Soto cabeceó a la red.", "es", (71, None)),
        ("A seis minutos del final, Iker Soto cabeceó a la red.", "es", (84, None)),
        ("Cuando faltaban seis minutos, Iker Soto cabeceó a la red.", "es", (84, None)),
        ("Iker Soto cabeceó a la red a falta de seis minutos.", "es", (84, None)),
        ("En los últimos minutos, Iker Soto cabeceó a la red.", "es", (None, None)),
        ("Ya en el descuento, Iker Soto cabeceó a la red.", "es", (None, None)),
        ("En la prórroga, en el minuto 108, Iker Soto cabeceó a la red.", "es", (108, None)),
        ("A los doce minutos de la segunda parte, Iker Soto cabeceó a la red.", "es", (57, None)),
        ("Doce minutos después del descanso, Iker Soto cabeceó a la red.", "es", (57, None)),
        ("Min. 63: Iker Soto cabecea a la red.", "es", (63, None)),
        ("63' Iker Soto cabecea a la red.", "es", (63, None)),
        ("90+3' Iker Soto cabecea a la red.", "es", (90, 3)),
        ("Antes del descanso, en el 45+2, Iker Soto cabeceó a la red.", "es", (45, 2)),
        ("A falta de un cuarto de hora, Iker Soto cabeceó a la red.", "es", (75, None)),
        ("A dos minutos del pitido final, Iker Soto cabeceó a la red.", "es", (88, None)),
    ],
)
def test_minute_forms(text: str, language: str, expected: tuple[Any, Any]) -> None:
    assert _minute(text + _DISALLOWED[language], language) == expected
