"""Sides, names and the officials' order (issue 32, session 38), in sentences of our own in
the four languages: the players a text calls defenders or goalkeepers with their team put
it on defence; a team that won or took a restart attacks; a third team named in passing
leaves the match's other team known; a team's last word names it alone; no person from a
shout, an adverb or a nickname after an article; German ordinals end no sentence; a goal
the VAR alone took away was given on the field."""

from __future__ import annotations

import pytest

import drafting
from drafting.assemble import engine
from drafting.eval.score import view
from drafting.reading import Reading
from drafting.tables import tables
from drafting.text import sentences, working_copy


def _view(text: str, language: str) -> dict[str, object]:
    return view(drafting.draft(text, language=language))


def _sides(text: str, language: str) -> tuple[object, object]:
    v = _view(text, language)
    return v["attacking_team"], v["defending_team"]


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # a defender named with his team, in an apposition, who touched nothing
        (
            "Everton 2-2 Bournemouth. In the 93rd minute Dominic Haze turned it in. Harry "
            "Quayle, the Everton defender, had hesitated, and the VAR let the goal stand.",
            "en",
            "AFC Bournemouth",
            "Everton",
        ),
        # a defender named with his team who played the scorer onside, touching nothing
        (
            "Stade Rennais - FC Nantes : 1-1. À la 70e minute, Arnaud Kalimuendo a "
            "marqué. Le défenseur nantais Jean Morel, resté en retrait, le couvrait : "
            "après vérification, la VAR a validé le but.",
            "fr",
            "Stade rennais",
            "FC Nantes",
        ),
        (
            "Werder Bremen – VfL Bochum 1:1. In der 70. Minute traf Jonas Keller, doch "
            "Bochums Innenverteidiger Tim Gruber hatte Keller zuvor nicht aufgehalten. "
            "Der VAR nahm das Tor wegen Abseits zurück.",
            "de",
            "Werder Bremen",
            "VfL Bochum",
        ),
        (
            "Villarreal 1-1 Real Sociedad. En el minuto 70 marcó Pablo Ruiz, pero el "
            "portero de la Real Sociedad, Álex Remiro, pidió fuera de juego y el VAR anuló "
            "el gol.",
            "es",
            "Villarreal",
            "Real Sociedad",
        ),
    ],
)
def test_a_defender_or_goalkeeper_named_with_his_team_puts_it_on_defence(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert _sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        (
            "Wrexham 2-1 Stockport County. In the 113th minute the visitors won a corner. "
            "Jack Pemberton volleyed and Dylan Wray lashed it in, but Wray was offside and "
            "the assistant raised her flag.",
            "en",
            "Stockport County",
            "Wrexham",
        ),
        (
            "1. FC Köln – Sparta Prag 1:1. In der 80. Minute holten die Gäste eine Ecke "
            "heraus. Jan Novak köpfte ein, doch der VAR nahm das Tor wegen Abseits zurück.",
            "de",
            "Sparta Prag",
            "1. FC Köln",
        ),
        (
            "Bélgica - Eslovaquia. Minuto 56: Bélgica saca un córner, Amadou Onana la "
            "prolonga de cabeza y Romelu Lukaku la empuja a la red. Pero Lukaku estaba "
            "adelantado y el VAR anula el gol.",
            "es",
            "Bélgica",
            "Eslovaquia",
        ),
    ],
)
def test_a_team_that_won_or_took_a_restart_attacks(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert _sides(text, language) == (attacking, defending)


def test_a_third_team_named_in_passing_leaves_the_other_side_known() -> None:
    # Fulham defended; Brentford named twice, Chelsea (the next opponent) once
    text = (
        "Yoane Wissa scored against Fulham in the 80th minute, but the VAR ruled the goal "
        "out for offside. Brentford stay tenth, and Brentford face Chelsea next."
    )
    assert _sides(text, "en") == ("Brentford", "Fulham")


@pytest.mark.parametrize(
    ("text", "language", "attacking", "defending"),
    [
        # "Villa" alone, in a genitive and a compound, is Aston Villa named in full
        (
            "Newcastle United – Aston Villa 1:1. In der 95. Minute zieht Villas "
            "Mittelfeldspieler Conor Ashby ab, der Ball springt zu Villa-Stürmer Jadon "
            "Kerr, der einschiebt. Kerr stand im Abseits, der VAR nahm den Treffer zurück.",
            "de",
            "Aston Villa",
            "Newcastle United",
        ),
    ],
)
def test_a_teams_last_word_names_it(
    text: str, language: str, attacking: str, defending: str
) -> None:
    assert _sides(text, language) == (attacking, defending)


@pytest.mark.parametrize(
    ("text", "language", "word"),
    [
        # a shout in capitals
        ("Min. 90 | ¡GOL DE LOS VISITANTES! Pablo Quirós remata.", "es", "VISITANTES"),
        # a team's nickname after an article
        ("La Viola a cru marquer par Luca Bianchi.", "fr", "Viola"),
        # an adverb, a verb of the past, a verb before the name, opening the sentence
        ("Probablemente nadie lo vio venir. Marcó Lucas Pérez.", "es", "Probablemente"),
        ("Quedaban diez minutos cuando marcó Lucas Pérez.", "es", "Quedaban"),
        ("Marcó Lucas Pérez en el minuto 80.", "es", "Marcó Lucas Pérez"),
        # a team's name after a full name is the object, no third name
        (
            "In der 119. Minute köpft Mikel Merino Spanien ins Halbfinale.",
            "de",
            "Mikel Merino Spanien",
        ),
    ],
)
def test_no_person_from_words_that_name_no_one(text: str, language: str, word: str) -> None:
    people = Reading(text, engine(language).patterns, None).people
    assert word not in [p.name for p in people]


def test_a_shout_in_capitals_leaves_the_side_word_read() -> None:
    text = (
        "Min. 90 | ¡GOL DE LOS VISITANTES! Pablo Quirós remata y marca, pero el VAR anula "
        "el gol por fuera de juego de Quirós. Racing de Santander - Sporting de Gijón."
    )
    assert _sides(text, "es") == ("Sporting de Gijón", "Racing de Santander")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Beim 4. Versuch traf er. Die 17. Ecke kam, im 2. Durchgang.",
            ["Beim 4. Versuch traf er.", "Die 17. Ecke kam, im 2. Durchgang."],
        ),
        # (a score and a place in the table still end theirs)
        (
            "Beim 4. Versuch blieb es beim 0:0. Aachen ist auf Platz 4. Dann kam er.",
            ["Beim 4. Versuch blieb es beim 0:0.", "Aachen ist auf Platz 4.", "Dann kam er."],
        ),
    ],
)
def test_german_ordinal_after_a_determiner_ends_no_sentence(text: str, expected: list[str]) -> None:
    found = sentences(text, working_copy(text), tables("de"))
    assert [text[s.start : s.end] for s in found] == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Leeds 1-1 Burnley. In the 80th minute Dan James fired in from the edge of the "
            "box, but the VAR ruled the goal out for offside without sending the referee to "
            "the monitor.",
            "en",
        ),
        (
            "Racing - Celta 1-1. En el minuto 80 Iago Aspas marcó desde la frontal, pero el "
            "VAR anuló el gol por fuera de juego sin que el árbitro acudiera al monitor.",
            "es",
        ),
    ],
)
def test_a_goal_the_var_alone_took_away_was_given_on_the_field(text: str, language: str) -> None:
    v = _view(text, language)
    assert (v["on_field"], v["final"], v["review"]) == ("goal", "no_goal", "var_only")
