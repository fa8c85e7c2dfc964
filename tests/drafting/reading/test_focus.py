"""The incident is the goal the officials decided on (drafting.focus): the goals that
simply counted, told before or after it with a moment or a score of their own, give it no
players and no touches. Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str, language: str) -> dict[str, Any]:
    return view(drafting.draft(text, language=language))


def _players(v: dict[str, Any]) -> set[str]:
    return {p["name"] for p in v["players"]}


def _touchers(v: dict[str, Any]) -> list[str]:
    return [s.get("by") for s in v["sequence"]]


@pytest.mark.parametrize(
    ("text", "language", "incident", "others"),
    [
        (
            # an earlier goal with its minute, in the paragraph before
            "Lyon took the lead through a 12th-minute header from Hugo Mercier.\n\n"
            "In the 70th minute Sami Ouattara threaded a pass forward and Paul Lenoir fired "
            "home. The assistant raised his flag and the VAR confirmed the offside, so the "
            "goal was disallowed.",
            "en",
            {"Sami Ouattara", "Paul Lenoir"},
            {"Hugo Mercier"},
        ),
        (
            # a background equaliser in the pluperfect, with its moment, in the same paragraph
            "Kim Falk had equalised with a header before the break. After 80 minutes "
            "Tom Berger crossed from the left and Erik Lund volleyed it in. The referee "
            "pointed to the spot where the VAR had seen an offside, and the goal was ruled "
            "out.",
            "en",
            {"Tom Berger", "Erik Lund"},
            {"Kim Falk"},
        ),
        (
            # goals after the decision, in a paragraph of their own
            "Oscar Reyes slid the ball through and Luis Duarte finished low into the corner. "
            "The VAR ruled the goal out for offside.\n\n"
            "The visitors hit back: Marc Soler scored on 75 minutes and Ivan Pardo smashed "
            "in a late winner.",
            "en",
            {"Oscar Reyes", "Luis Duarte"},
            {"Marc Soler", "Ivan Pardo"},
        ),
        (
            "Nach der Führung durch Jan Brenner (12.) hatte Leon Vogt kurz vor der Pause "
            "per Kopf ausgeglichen. In der 80. Minute flankte Nico Hartmann von rechts, und "
            "Felix Baum traf per Kopf. Der Schiedsrichter gab den Treffer, doch der VAR meldete "
            "Abseits und das Tor wurde zurückgenommen.",
            "de",
            {"Nico Hartmann", "Felix Baum"},
            {"Jan Brenner", "Leon Vogt"},
        ),
        (
            # a live ticker in the present tense: the scorer in a relative clause
            "Anna Roth hat in der 20. Minute zum 1:0 getroffen.\n\n"
            "78. Minute: Lena Graf spielt steil auf Mara Keller, die flach vollendet. Die "
            "Fahne geht hoch, der VAR prüft und bestätigt das Abseits.",
            "de",
            {"Lena Graf", "Mara Keller"},
            {"Anna Roth"},
        ),
        (
            "El equipo local se había adelantado en el minuto 10 gracias a un disparo de "
            "Pablo Ibarra. En el 55, Sergio Llorente centró desde la izquierda y Mario Vidal "
            "cabeceó a la red. El VAR revisó la jugada y el gol fue anulado por fuera de "
            "juego.",
            "es",
            {"Sergio Llorente", "Mario Vidal"},
            {"Pablo Ibarra"},
        ),
    ],
)
def test_the_goals_that_counted_give_the_incident_no_players(
    text: str, language: str, incident: set[str], others: set[str]
) -> None:
    v = _view(text, language)
    assert incident <= _players(v)
    assert not others & _players(v)
    assert not others & set(_touchers(v))


@pytest.mark.parametrize(
    "text",
    [
        # the minute opens the move: the sentence that gives it is the incident's
        "In the 44th minute Dan Foley won the ball in midfield. He fed Rob Kerr, who "
        "crossed for Alan Moss to head in. The VAR disallowed the goal for offside.",
        # a move told over two sentences, the goal in the first, the decision after both
        "Alan Moss headed in at the far post. Rob Kerr had crossed from the right. "
        "The flag went up and the VAR confirmed the offside.",
    ],
)
def test_the_move_told_over_several_sentences_keeps_its_touches(text: str) -> None:
    v = _view(text, "en")
    assert {"Rob Kerr", "Alan Moss"} <= _players(v)


def test_a_text_that_tells_of_no_decision_keeps_every_goal() -> None:
    v = _view(
        "Hugo Mercier headed in on 12 minutes. In the 70th minute Paul Lenoir fired home.",
        "en",
    )
    assert {"Hugo Mercier", "Paul Lenoir"} <= _players(v)


def test_the_retold_move_after_the_decision_is_the_incidents() -> None:
    v = _view(
        "The VAR ruled out the goal for offside. The move: Oscar Reyes slid the ball through "
        "and Luis Duarte finished low into the corner.",
        "en",
    )
    assert {"Oscar Reyes", "Luis Duarte"} <= _players(v)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Lee Park slid the ball through and Omar Haddad finished low. The VAR ruled the "
            "goal out for offside.\n\n"
            "Then, in the fifth minute of stoppage time, Ian Cole smashed in the winner.",
            "en",
        ),
        (
            "Kim Falk crossed and Erik Lund headed home, but the flag went up and the VAR "
            "agreed: offside.\n\n"
            "The hosts still won it: in the 93rd minute Tom Berger smashed in the winner.",
            "en",
        ),
    ],
)
def test_another_goals_minute_is_not_the_incidents(text: str, language: str) -> None:
    v = _view(text, language)
    assert v["minute"] is None
    assert v["added_time"] is None


@pytest.mark.parametrize(
    ("text", "language", "incident", "others"),
    [
        # the decision's own sentence tells of the goal: the equaliser told two paragraphs
        # before it, with its minute, is another goal
        (
            "Hertha verlor 1:2 in Kiel.\n\n"
            "Den Ausgleich leitete Tom Weber ein: Er ließ einen Schuss von Jan Roth prallen, "
            "Ole Brink staubte ab (88.).\n\n"
            "Tief in der Nachspielzeit drückte Lars Timm den Ball über die Linie, doch der "
            "Schiedsrichter hatte wegen Abseits schon abgepfiffen.",
            "de",
            {"Lars Timm"},
            {"Ole Brink", "Jan Roth"},
        ),
        (
            "Leeds lost 2-1 at Hull.\n\n"
            "The equaliser came in the 88th minute: Tom Webb parried a shot from Jan Ross and "
            "Ollie Brink tapped in.\n\n"
            "Deep into stoppage time Lars Timm fired into the net, but the referee had already "
            "blown for offside.",
            "en",
            {"Lars Timm"},
            {"Ollie Brink", "Jan Ross"},
        ),
    ],
)
def test_a_goal_told_in_the_decisions_own_sentence_is_the_move(
    text: str, language: str, incident: set[str], others: set[str]
) -> None:
    players = _players(_view(text, language))
    assert incident <= players and not players & others


def test_a_touch_told_in_the_paragraph_before_the_moves_opening_is_another_moves() -> None:
    text = (
        "Kiel und Bochum trennten sich 1:1.\n\n"
        "Lange rannte Kiel an. Zweimal rettete der Pfosten, einmal klärte ein Verteidiger auf "
        "der Linie.\n\n"
        "Sechs Minuten vor dem Ende spielte Tom Weber einen Pass in die Tiefe auf Ole Brink, "
        "der flach einschob. Die Fahne ging hoch, doch der VAR gab den Treffer."
    )
    v = _view(text, "de")
    assert _touchers(v) == ["Tom Weber", "Ole Brink"]
