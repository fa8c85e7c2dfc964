"""The officials' verdict on a defender's touch read by its construction
(drafting/verdict_clauses.py): a verb of judging, the touch judged, the verdict tied to it
by a copula, "as", "als", "comme", "de", or an article right after the touch ("deemed the
defender's attempt a deliberate handball"). The judge must be the officials: not a coach,
not the writer, not asked, not denied. Sentences of our own, each wording unread by main."""

import pytest

from tests.drafting.drafted_views import OPENING, viewed

_MOVE = {
    "en": "In the 80th minute Bukayo Saka played a pass towards Kai Havertz, who was offside. "
    "Chelsea defender Wesley Fofana tried to clear the ball, and it dropped to Havertz, who "
    "scored. ",
    "fr": "À la 80e minute, Vitinha a glissé un ballon vers Gonçalo Ramos, alors hors jeu. Le "
    "défenseur lyonnais Duje Caleta-Car a tenté de dégager le ballon, qui est revenu sur "
    "Ramos, buteur. ",
    "de": "In der 80. Minute spielte Joshua Kimmich einen Pass auf Harry Kane, der im Abseits "
    "stand. Dortmunds Verteidiger Nico Schlotterbeck wollte den Ball klären, der Ball sprang "
    "zu Kane, der traf. ",
    "es": "En el minuto 80, Isco lanzó un pase hacia Vitor Roque, que estaba en fuera de "
    "juego. El central sevillista Loïc Badé intentó despejar, el balón le cayó a Roque y "
    "marcó. ",
}

_DEFENDER = {
    "en": "Wesley Fofana",
    "fr": "Duje Caleta-Car",
    "de": "Nico Schlotterbeck",
    "es": "Loïc Badé",
}

_VERDICTS = [
    (
        "en",
        "After watching the replays the referee considered it nothing more than a deflection, "
        "and the goal was ruled out.",
        "deflection",
    ),
    ("en", "The VAR deemed the defender's attempt a deliberate handball.", "deliberate_handball"),
    (
        "en",
        "Fofana's clearance was regarded by the officials as deliberate play, so the goal stood.",
        "deliberate_play",
    ),
    (
        "en",
        "The VAR viewed Fofana's intervention as no more than a deflection, and the goal was "
        "ruled out.",
        "deflection",
    ),
    (
        "fr",
        "La VAR a qualifié le dégagement de Caleta-Car de geste volontaire, et le but a été "
        "validé.",
        "deliberate_play",
    ),
    (
        "fr",
        "Le dégagement de Caleta-Car a été considéré comme une simple déviation par les "
        "arbitres, et le but a été refusé.",
        "deflection",
    ),
    (
        "fr",
        "L'arbitre a estimé que l'intervention du défenseur était volontaire, et le but a été "
        "validé.",
        "deliberate_play",
    ),
    (
        "de",
        "Nach Ansicht der Bilder wurde Schlotterbecks Klärungsversuch vom VAR als bloße "
        "Abfälschung gewertet.",
        "deflection",
    ),
    (
        "de",
        "Der VAR stufte die Berührung des Verteidigers als Abfälschung ein, das Tor zählte nicht.",
        "deflection",
    ),
    (
        "de",
        "Der Schiedsrichter hielt die Aktion von Schlotterbeck für ein bewusstes Spiel, das Tor "
        "zählte.",
        "deliberate_play",
    ),
    (
        "es",
        "Tras revisar la jugada, el VAR lo consideró un simple rebote y el gol fue anulado.",
        "deflection",
    ),
    (
        "es",
        "La intervención del central fue interpretada por el árbitro como una jugada "
        "deliberada, y el gol subió al marcador.",
        "deliberate_play",
    ),
]


@pytest.mark.parametrize(("language", "verdict", "value"), _VERDICTS)
def test_verdict_read_by_construction(language: str, verdict: str, value: str) -> None:
    v = viewed(OPENING[language] + _MOVE[language] + verdict, language)
    who = _DEFENDER[language]
    assert (who, value) in [(t.get("by"), t.get("classification")) for t in v["sequence"]]
    assert {p["name"]: p.get("team") for p in v["players"]}[who] == "defending"


_NO_VERDICT = [
    # the writer's own view, a question, a doubt, a denial: no verdict of the officials
    ("en", "I judged it a deliberate play myself."),
    ("en", "Did the referee judge it a deflection?"),
    ("en", "The VAR took a while to decide whether it was a deflection."),
    ("en", "The officials never considered it a deliberate play."),
    # a coach judges, not the officials
    ("en", "Chelsea boss Enzo Maresca judged Fofana's touch a deflection."),
    ("fr", "L'entraîneur Pierre Sage a jugé que le dégagement de Caleta-Car était une déviation."),
    ("fr", "Les arbitres n'ont pas jugé que le dégagement de Caleta-Car était volontaire."),
    ("de", "Trainer Nuri Sahin wertete Schlotterbecks Aktion als Abfälschung."),
    ("de", "Der Video-Assistent hielt die Aktion von Schlotterbeck nicht für ein bewusstes Spiel."),
    ("es", "El técnico García Pimienta consideró que el toque de Badé fue un rebote."),
    ("es", "El VAR no consideró que el toque de Badé fuera deliberado."),
]


@pytest.mark.parametrize(("language", "verdict"), _NO_VERDICT)
def test_no_verdict_of_the_officials(language: str, verdict: str) -> None:
    v = viewed(OPENING[language] + _MOVE[language] + verdict, language)
    assert not [t for t in v["sequence"] if t.get("classification")]
