"""Telling the incidents of a text apart (drafting.candidates, issue 32): a paragraph that
carries on the incident before, and the signs of another one; written for the tests."""

from __future__ import annotations

import drafting
from drafting.candidates import stamp

CHECK_EN = (
    "Leeds and Hull drew 1-1 in the Championship on Saturday.\n\n"
    "In the 71st minute Tom Baxter drilled a low shot past the goalkeeper from the edge "
    "of the box and the referee gave the goal.\n\n"
    "But then the VAR intervened. Sam Oduya, standing in an offside position in front "
    "of the goalkeeper, had blocked his view, and the goal was ruled out."
)

CHECK_DE = (
    "Bochum und Kiel trennten sich in der Bundesliga 1:1.\n\n"
    "In der 64. Minute traf Lukas Brenner mit einem Flachschuss, und der Schiedsrichter "
    "gab den Treffer.\n\n"
    "Doch dann meldete sich der Video-Assistent. Jonas Falk stand im Abseits und nahm "
    "dem Torwart die Sicht, also wurde das Tor aberkannt."
)

NAMED_ES = (
    "En el minuto 40, Iván Lerma empujó a Pablo Nieto en el área y el balón le cayó a "
    "Dani Osorio, que marcó; pero el árbitro ya había pitado falta de Lerma.\n\n"
    "Muchos preguntaron por qué el VAR no intervino. No podía: con el juego detenido, "
    "el gol de Lerma nunca existió y la falta se mantuvo."
)

PENALTY_EN = (
    "Brighton and Everton met in the Premier League on Sunday.\n\n"
    "In the 50th minute Kaoru Mitoma fired in, but the goal was ruled out for offside "
    "by the VAR.\n\n"
    "Three minutes later the referee went to the monitor for a handball by Jarrad "
    "Branthwaite and awarded a penalty to Brighton."
)

PENALTY_ES = (
    "El Betis y el Celta se enfrentaron en LaLiga el domingo.\n\n"
    "En el minuto 50, Iago Aspas marcó, pero el VAR anuló el gol por fuera de juego.\n\n"
    "Tres minutos después, el árbitro fue al monitor por una mano de Marc Bartra y "
    "señaló penalti a favor del Celta."
)

LATER_FR = (
    "Nantes et Rennes se sont quittés sur un nul en Ligue 1.\n\n"
    "À la 20e minute, sur un long ballon, l'avant-centre rennais contrôle de la main et "
    "marque, mais après "
    "visionnage l'arbitre annule le but pour une main.\n\n"
    "Ensuite, sur un corner, Hugo Marchal pousse le ballon au fond ; la VAR vérifie un "
    "hors-jeu, et le but est validé."
)

LATER_DE = (
    "Mainz und Augsburg spielten in der Bundesliga unentschieden.\n\n"
    "In der 20. Minute zappelte der Ball nach einer Flanke im Netz, doch der Schiedsrichter "
    "entschied nach Ansicht der Bilder auf Handspiel und nahm das Tor zurück.\n\n"
    "Nach der Pause schob Erik Vogt nach einer Ecke ein; der VAR prüfte ein mögliches "
    "Abseits, und das Tor zählte."
)

BLOG = (
    "Wolves v Fulham, Premier League - live\n"
    "12 min: GOAL! Matheus Cunha curls one in... but the flag is up, no goal.\n"
    "40 min: Half-time is near, nothing much happening.\n"
    "67 min: Raul Jimenez heads in, and the VAR checks for offside. Disallowed."
)


def _count(text: str, language: str | None = None) -> int:
    return len(drafting.draft(text, language=language).candidates)


def test_a_check_told_in_its_own_paragraph_is_the_goal_before() -> None:
    # The goal and its minute, then the VAR's verdict naming a new player, no minute.
    assert _count(CHECK_EN, "en") == 0
    assert _count(CHECK_DE, "de") == 0


def test_a_player_the_incident_named_is_not_another_incident() -> None:
    # The second paragraph explains the whistle; its "scorer" is the player whose push the
    # first paragraph told of.
    assert _count(NAMED_ES, "es") == 0


def test_a_penalty_after_a_disallowed_goal_is_another_incident() -> None:
    assert _count(PENALTY_EN, "en") == 2
    assert _count(PENALTY_ES, "es") == 2


def test_a_later_goal_by_a_new_scorer_is_another_incident_without_minutes() -> None:
    assert _count(LATER_FR, "fr") == 2
    assert _count(LATER_DE, "de") == 2


def test_a_live_blog_minute_opens_an_entry_and_tells_its_moment() -> None:
    assert stamp("49 min: Disallowed!") == (49, None)
    assert stamp("90+3' - The VAR is looking at it") == (90, 3)
    assert stamp("12. Min. | Tor für Köln") == (12, None)
    assert stamp("3 - 1 was the final score") == (None, None)
    assert stamp("2. Bundesliga: Spieltag") == (None, None)
    assert stamp("80'. Un disparo lejano") == (80, None)
    assert stamp("90+3. ¡Lo empataba!") == (90, 3)
    assert stamp("1. FC Köln gewinnt") == (None, None)
    assert stamp("23' BUT REFUSÉ POUR PORTO") == (23, None)
    assert stamp("49 minutes of play had gone") == (None, None)
    # A headline wrapped onto the first entry: the entries are told apart by their minutes.
    d = drafting.draft(BLOG, language="en")
    assert [c.minute for c in d.candidates] == [12, 67]
    # The headline is every candidate's, not the first entry's alone.
    assert (
        drafting.draft(BLOG, language="en", candidate=2).incident["match"].get("competition")
        == "Premier League"
    )


_FIRST = ["Tom", "Sam", "Luca", "Ivan", "Marc", "Hugo", "Erik", "Dani"]
_LAST = ["Baxter", "Oduya", "Ferri", "Lerma", "Vidal", "Moreau", "Lindqvist", "Osorio"]
#: A long sentence of the officials' doings, to make a paragraph long.
_CHECK = (
    "The referee was sent to the monitor, the VAR drew its lines and checked the replays "
    "from every angle, and the assistant's flag was confirmed after a long review. "
)


def _blog(incidents: int) -> str:
    """A long text of ``incidents`` goals ruled out, five minutes apart, each by its own
    player, each paragraph long."""
    out = []
    for k in range(incidents):
        name = f"{_FIRST[k % 8]} {_LAST[(k // 8 + k) % 8]}"
        out.append(
            f"In the {3 + 5 * k}th minute {name} scored for Leeds, but the goal was ruled "
            f"out for offside. " + _CHECK * 8
        )
    return "\n\n".join(out)


def test_a_long_text_about_one_incident_drafts_a_bounded_part_of_it_alone() -> None:
    # One incident told again and again in one-line paragraphs, some without a decision's
    # words: telling incidents apart must not cost a second draft of all of it.
    from drafting.candidates import MAX_UNIT_CHARS, incidents

    lines = [
        "Tottenham were denied a late winner when Kane's goal was ruled out for offside.",
        "Perisic swung in a cross from the left and Emerson nodded it back across the box.",
    ]
    text = "\n\n".join(f"{lines[k % 2]} Entry {k}." for k in range(600))
    drafted: list[str] = []

    def count(unit: str) -> drafting.Draft:
        drafted.append(unit)
        return drafting.draft(unit, language="en")

    assert incidents(text, count, "en") is None
    assert all("Perisic" not in unit for unit in drafted)  # no decision's words: not drafted
    assert sum(len(u) for u in drafted) <= MAX_UNIT_CHARS + max(len(u) for u in drafted)
    # The same unit said again word for word is drafted once.
    drafted.clear()
    assert incidents("\n\n".join([lines[0]] * 300), count, "en") is None
    assert len(drafted) == 1


def test_a_long_text_about_many_incidents_is_told_apart_all_the_way() -> None:
    text = _blog(18)
    assert len(text) > 20_000
    d = drafting.draft(text, language="en")
    assert [c.minute for c in d.candidates] == [3 + 5 * k for k in range(18)]


LEAD_EN = (
    "Harry Kane had a goal ruled out for offside in the 20th minute. Midway through the "
    "second half Son Heung-min cut in from the left. He fired low into the corner in the "
    "67th minute, but the VAR disallowed it for a handball."
)
LEAD_ES = (
    "A Iago Aspas le anularon un gol por fuera de juego en el minuto 20. Ya en la segunda "
    "parte, Marcos Alonso subió por la izquierda. El lateral remató cruzado en el minuto "
    "67, pero el VAR anuló el tanto por una mano."
)
#: The sentence between the two names the first incident's player: it stays his.
STAYS_EN = (
    "Harry Kane had a goal ruled out for offside in the 20th minute. Kane could not "
    "believe it and argued with the referee for a while. He fired low into the corner in "
    "the 67th minute, but the VAR disallowed that one too, for a handball."
)


def _second_spans(text: str, language: str) -> list[str]:
    d = drafting.draft(text, language=language)
    assert len(d.candidates) == 2
    return [text[s.start : s.end] for s in d.candidates[1].spans]


def test_the_sentence_that_names_the_next_incidents_player_is_its_lead_in() -> None:
    assert _second_spans(LEAD_EN, "en")[0].startswith("Midway through")
    assert _second_spans(LEAD_ES, "es")[0].startswith("Ya en la segunda parte")
    assert _second_spans(STAYS_EN, "en")[0].startswith("He fired")


def test_a_stamp_with_added_time_after_the_minutes_full_stop() -> None:
    assert stamp("45.+2 Halbzeit in Köpenick.") == (45, 2)
    assert stamp("90.+3 Jetzt wird es hektisch!") == (90, 3)
    assert stamp("120. + 1 | Abpfiff") == (120, 1)
    assert stamp("90+3 The VAR is checking") == (90, 3)
    assert stamp("45. Minute der Nachspielzeit") == (None, None)


#: A live blog whose goal and its check are entries of their own, a minute apart, then a
#: later goal and its check, entries of their own too (written for the test).
GOAL_THEN_CHECK = (
    "Live: Hibernian v Motherwell\n\n"
    "12 min: GOAL! Owen Pratt crosses from the left and Callum Reid heads in.\n\n"
    "13 min: The VAR is checking Reid for offside. The goal stands.\n\n"
    "30 min: Lively game, both sides pressing high.\n\n"
    "58 min: GOAL! Jamie Nolan curls one in from twenty yards.\n\n"
    "60 min: The VAR says Kyle Moss was offside and blocking the keeper. Disallowed."
)


def test_a_goal_told_before_its_check_is_that_incidents_not_the_introductions() -> None:
    d = drafting.draft(GOAL_THEN_CHECK, language="en")
    assert [c.minute for c in d.candidates] == [12, 58]
    first = {p["name"] for p in d.incident["players"]}
    assert "Callum Reid" in first and "Jamie Nolan" not in first
    second = drafting.draft(GOAL_THEN_CHECK, language="en", candidate=2).incident
    names = {p["name"] for p in second["players"]}
    assert "Jamie Nolan" in names and not names & {"Callum Reid", "Owen Pratt"}


#: A headline and an introduction that mention the VAR and an unnamed defender, then the
#: incident with its players (written for the test).
UNNAMED_FIRST = (
    "Glück für Kiel: VAR kassiert die Fahne\n"
    "Holstein Kiel – VfL Bochum 1:1 (0:1)\n"
    "Bochum führte lange, einmal klärte ein Verteidiger auf der Linie\n\n"
    "Sechs Minuten vor dem Ende spielte Tom Baxter einen Pass in die Tiefe auf Sam Oduya, "
    "der schob ein. Der Assistent hob die Fahne, doch der VAR sah Oduya nicht im Abseits, "
    "und der Treffer zählte."
)


def test_an_unnamed_player_makes_no_strangers_of_the_named_ones() -> None:
    assert not drafting.draft(UNNAMED_FIRST, language="de").candidates
