"""Match facts of texts the tests wrote (drafting.heading, drafting.facts.competition):
each table one shape of text, in all four languages, invented clubs' players."""

from __future__ import annotations

import pytest

import drafting
from drafting.eval.score import view


def _competitions(text: str, language: str) -> list[object]:
    """The competition of each candidate's draft of ``text`` (one, for one incident)."""
    first = drafting.draft(text, language=language)
    count = max(1, len(first.candidates))
    drafts = [first] + [
        drafting.draft(text, language=language, candidate=k) for k in range(2, count + 1)
    ]
    return [view(d)["competition"] for d in drafts]


#: A round-up whose title names the competition, then two matches, each with a goal the
#: officials took away, neither naming the competition again: (language, text, expected).
TITLED_ROUNDUP = [
    (
        "en",
        "Eredivisie round-up: matchday 9\nUtrecht 1-1 Twente (Saturday)\nIn the 30th minute"
        " Ruben Vlaar headed in a corner, but the VAR spotted that Ruben Vlaar was offside"
        " and the goal was ruled out.\n\nHeerenveen 0-0 Groningen (Sunday)\nIn the 77th"
        " minute Sem Ogink turned in a low cross from Daan Pruim, but the assistant raised"
        " his flag for offside and the goal did not count.",
        ["Eredivisie", "Eredivisie"],
    ),
    (
        "de",
        "Eredivisie kompakt: Der 9. Spieltag\nUtrecht – Twente 1:1 (Samstag)\nIn der 30."
        " Minute köpfte Ruben Vlaar eine Ecke ein, doch der VAR erkannte eine"
        " Abseitsstellung von Vlaar, und das Tor wurde aberkannt.\n\nHeerenveen – Groningen"
        " 0:0 (Sonntag)\nIn der 77. Minute schob Sem Ogink nach einer Flanke von Daan Pruim"
        " ein, doch der Assistent hob die Fahne wegen Abseits, und das Tor zählte nicht.",
        ["Eredivisie", "Eredivisie"],
    ),
    (
        "fr",
        "Eredivisie : le résumé de la 9e journée\nUtrecht 1-1 Twente (samedi)\nÀ la 30e"
        " minute, Ruben Vlaar a repris de la tête un corner, mais la VAR a signalé que"
        " Vlaar était hors-jeu et le but a été annulé.\n\nHeerenveen 0-0 Groningue"
        " (dimanche)\nÀ la 77e minute, Sem Ogink a poussé au fond un centre de Daan Pruim,"
        " mais l'assistant a levé son drapeau pour hors-jeu et le but a été refusé.",
        ["Eredivisie", "Eredivisie"],
    ),
    (
        "es",
        "Eredivisie | Lo que dejó la jornada 9\nUtrecht 1-1 Twente (sábado)\nEn el minuto"
        " 30, Ruben Vlaar cabeceó un córner a la red, pero el VAR vio que Vlaar estaba en"
        " fuera de juego y el gol fue anulado.\n\nHeerenveen 0-0 Groningen (domingo)\nEn el"
        " minuto 77, Sem Ogink empujó un centro de Daan Pruim, pero el asistente levantó la"
        " bandera por fuera de juego y el gol no subió al marcador.",
        ["Eredivisie", "Eredivisie"],
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), TITLED_ROUNDUP)
def test_a_titled_roundup_gives_each_incident_its_competition(
    language: str, text: str, expected: list[object]
) -> None:
    assert _competitions(text, language) == expected


#: The same round-up under a title that is a sentence, or names no competition: the
#: second incident is given none (a fact left out is asked; a wrong one is published).
UNTITLED_ROUNDUP = [
    (language, text.replace(text.split("\n", 1)[0], title))
    for (language, text, _), title in zip(
        TITLED_ROUNDUP,
        [
            "Notes from a busy weekend.",
            "Notizen von einem vollen Wochenende.",
            "Les notes d'un week-end chargé.",
            "Apuntes de un fin de semana intenso.",
        ],
        strict=True,
    )
]


@pytest.mark.parametrize(("language", "text"), UNTITLED_ROUNDUP)
def test_a_roundup_without_a_titled_competition_gives_the_second_none(
    language: str, text: str
) -> None:
    assert _competitions(text, language)[1:] == [None]


#: A competition named only in reported speech (the writer's words of what a body or a
#: coach said, no quotation marks): the match's. (language, text, expected)
REPORTED = [
    (
        "en",
        "The referees' body admitted on Monday that Fulham's equaliser in Saturday's 1-1"
        " Premier League draw at Burnley should not have stood. Tom Hale was offside when"
        " he turned in Jack Mayne's cross in the 60th minute, but the VAR did not intervene.",
        "Premier League",
    ),
    (
        "en",
        "The Luton manager, Owen Tracy, said his side had been cheated after a goal was ruled"
        " out in extra time of Tuesday's FA Cup tie at Bristol. Sam Neve was flagged offside"
        " as he headed in, and the VAR backed the flag.",
        "FA Cup",
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), REPORTED)
def test_a_competition_in_reported_speech_is_the_matchs(
    language: str, text: str, expected: str
) -> None:
    assert _competitions(text, language) == [expected]


#: A competition drafted as the text writes it when it writes it as a name (a capital
#: first), not as the table names it; an inflected form keeps the table's name.
#: (language, text, expected)
AS_WRITTEN = [
    (
        "en",
        "Hibernian 1-1 Brann in the UEFA Conference League on Thursday. Tom Hale was"
        " offside when he headed in Jack Mayne's cross, and the VAR ruled the goal out.",
        "UEFA Conference League",
    ),
    (
        "de",
        "Luxemburg – Malta 1:1 in der WM-Qualifikation am Dienstag. Tom Hale stand im"
        " Abseits, als er die Flanke von Jack Mayne einköpfte, und der VAR nahm das Tor"
        " zurück.",
        "WM-Qualifikation",
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), AS_WRITTEN)
def test_a_competition_is_drafted_as_written(language: str, text: str, expected: str) -> None:
    assert _competitions(text, language) == [expected]
