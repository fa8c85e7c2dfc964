"""Touches told in ways the drafter missed before session 39, in all four languages
(sentences of our own): a subject's verbs parted by commas, a touch in the perfect or the
passive with a role word, a ticker's noun and name, what a player tried to do; the officials'
verdict on a defender's touch; the restart the move began with. And the guards: a name after
a preposition or in a subordinate clause is no subject of the verbs after a comma, and a
restart given after the decision is no start."""

from __future__ import annotations

import pytest
from drafted_views import OPENING, sequence, touches, viewed

_EN, _FR, _DE, _ES = (OPENING[k] for k in ("en", "fr", "de", "es"))
_seq, _touch = sequence, touches


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # English: the verbs of one subject parted by commas before the last "and"
        ("en", _EN + "Martin Odegaard crossed and Kai Havertz controlled, turned and shot "
         "past the goalkeeper.", ("Kai Havertz", "shot")),
        ("en", _EN + "Bukayo Saka raced on to a pass from Declan Rice, rounded the goalkeeper "
         "and rolled it into the net.", ("Bukayo Saka", "shot")),
        # a pass told passively, with a role word before the name
        ("en", _EN + "Gabriel Jesus was released down the left by the midfielder Declan Rice "
         "and scored.", ("Declan Rice", "pass")),
        # German: a control in the perfect, a ticker's noun and name
        ("de", _DE + "Nach einem Steilpass von Florian Wirtz hat Leroy Sané den Ball "
         "angenommen und eingeschoben.", ("Leroy Sané", "control")),
        ("de", _DE + "Nach einem Steilpass von Florian Wirtz hat Leroy Sané den Ball "
         "angenommen und eingeschoben.", ("Leroy Sané", "shot")),
        ("de", "90.+4: Ecke Joshua Kimmich, Kopfball Leon Goretzka, drin! Das Tor zählt aber "
         "nicht.", ("Leon Goretzka", "header")),
        ("de", _DE + "Joshua Kimmich mit dem langen Ball, Leroy Sané nimmt ihn mit und "
         "vollendet.", ("Joshua Kimmich", "pass")),
        ("de", _DE + "In der 80. Minute schlug Bayern-Verteidiger Dayot Upamecano einen "
         "langen Ball nach vorne, und Harry Kane traf.", ("Dayot Upamecano", "pass")),
        # French: a defender who deflects, or stretches a leg to clear
        ("fr", _FR + "Achraf Hakimi centre, Nicolás Tagliafico dévie le ballon et Bradley "
         "Barcola marque.", ("Nicolás Tagliafico", "deflection")),
        ("fr", _FR + "Sur un centre de Nuno Mendes, le défenseur Nicolás Tagliafico tend la "
         "jambe pour dégager et Bradley Barcola marque.", ("Nicolás Tagliafico", "clearance")),
        ("fr", _FR + "Centre à ras de terre de Nuno Mendes, Bradley Barcola marque.",
         ("Nuno Mendes", "cross")),
        # Spanish: what a player tried to do, the pronoun before the verb and its subject after
        ("es", _ES + "Germán Pezzella intentó controlarlo con el pecho y Vitor Roque marcó.",
         ("Germán Pezzella", "control")),
        ("es", _ES + "El centro de Isco lo cabeceó Vitor Roque desde el punto de penalti.",
         ("Vitor Roque", "header")),
        ("es", _ES + "Vitor Roque lo bajó de pecho y sacó un derechazo.", ("Vitor Roque",
                                                                             "shot")),
        ("es", _ES + "Un disparo de Isco golpeó en el central Germán Pezzella y Vitor Roque "
         "marcó.", ("Germán Pezzella", "deflection")),
    ],
)  # fmt: skip
def test_a_touch_told_this_way_is_drafted(
    language: str, text: str, expected: tuple[str, str]
) -> None:
    assert expected in _touch(language, text)


@pytest.mark.parametrize(
    ("language", "text", "wrong"),
    [
        # a name after a preposition, or in a subordinate clause, is no subject of the verbs
        # told after a comma
        ("en", _EN + "Gabriel Jesus is released down the right by Declan Rice, gets to the "
         "byline and cuts it back for Kai Havertz to score.", ("Declan Rice", "pass", "backwards")),
        ("en", _EN + "Kai Havertz, who was offside when Declan Rice hit the ball, nipped in, "
         "took a touch and slotted it past the goalkeeper.", ("Declan Rice", "shot", None)),
        ("en", _EN + "Bukayo Saka crossed, the goalkeeper came out and punched it into the "
         "net.", ("Bukayo Saka", "save", None)),
        # a header told back ("köpfte zurück") is one header, not a pass as well
        ("de", _DE + "Joshua Kimmich flankte, Dayot Upamecano köpfte den Ball zurück und "
         "Harry Kane traf.", ("Dayot Upamecano", "pass", "backwards")),
        # a ball played with the head is a header, not a pass ("intentó devolver de cabeza")
        ("es", _ES + "Germán Pezzella intentó devolver el balón de cabeza a su portero y "
         "Vitor Roque marcó.", ("Germán Pezzella", "pass", None)),
    ],
)  # fmt: skip
def test_no_touch_is_read_into_other_words(
    language: str, text: str, wrong: tuple[str, str, str | None]
) -> None:
    assert wrong not in [(by, a, d) for by, a, d, _ in _seq(language, text)]


@pytest.mark.parametrize(
    ("language", "text", "who", "verdict"),
    [
        ("en", _EN + "William Saliba's shot was blocked by Marc Cucurella and Kai Havertz "
         "scored, but the VAR treated Cucurella's block as a save.", "Marc Cucurella", "save"),
        ("de", _DE + "Joshua Kimmich schoss, Nico Schlotterbeck fälschte ab und Harry Kane "
         "traf. Die Berührung von Schlotterbeck wurde als Abfälschung gewertet.",
         "Nico Schlotterbeck", "deflection"),
        ("de", _DE + "Joshua Kimmich schoss, Nico Schlotterbeck fälschte ab und Harry Kane "
         "traf. Der Videoassistent kam zu dem Schluss, dass Schlotterbeck den Ball absichtlich "
         "gespielt hatte.", "Nico Schlotterbeck", "deliberate_play"),
        ("de", _DE + "Joshua Kimmich schoss, Nico Schlotterbeck köpfte den Ball zurück und "
         "Harry Kane traf. Der Kopfball von Schlotterbeck wurde als kontrolliertes Spiel "
         "gewertet.", "Nico Schlotterbeck", "deliberate_play"),
        ("fr", _FR + "Sur un centre de Nuno Mendes, le défenseur Nicolás Tagliafico tend la "
         "jambe pour dégager et Bradley Barcola marque. Pour les arbitres, Tagliafico a joué "
         "le ballon délibérément.", "Nicolás Tagliafico", "deliberate_play"),
        ("es", _ES + "Tras un pase largo de Isco, el central Germán Pezzella intentó ceder el "
         "balón hacia atrás y Vitor Roque marcó. El VAR consideró que Pezzella había jugado "
         "el balón de forma deliberada.", "Germán Pezzella", "deliberate_play"),
    ],
)  # fmt: skip
def test_the_officials_verdict_on_a_defenders_touch(
    language: str, text: str, who: str, verdict: str
) -> None:
    assert any(by == who and c == verdict for by, _, _, c in _seq(language, text))


def test_a_verdict_denied_is_no_verdict() -> None:
    text = (
        _DE + "Joshua Kimmich schoss, Nico Schlotterbeck fälschte ab und Harry Kane traf. "
        "Die Berührung von Schlotterbeck wurde nicht als kontrolliertes Spiel gewertet."
    )
    assert all(c != "deliberate_play" for _, _, _, c in _seq("de", text))


def _start(language: str, text: str) -> str | None:
    return viewed(text, language)["start"]


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        ("en", "Free kick out on the right. Declan Rice floats it to the back post and Kai "
         "Havertz heads in, but the goal is ruled out for offside.", "free_kick"),
        ("en", "Arsenal won a corner in the 80th minute. Declan Rice swung it over and Kai "
         "Havertz headed in, but the VAR ruled the goal out for offside.", "corner_kick"),
        ("fr", "90e+1 : corner de Nuno Mendes, Bradley Barcola reprend de la tête et marque, "
         "mais le but est refusé pour hors-jeu.", "corner_kick"),
        ("de", "88. Minute, Freistoß aus dem Halbfeld, Joshua Kimmich bringt den Ball in den "
         "Strafraum und Harry Kane köpft ein. Das Tor zählt nicht, Abseits.", "free_kick"),
        ("es", "Tiro libre a unos veinticinco metros. Isco lo cuelga y Vitor Roque marca de "
         "cabeza, pero el gol se anula por fuera de juego.", "free_kick"),
        ("es", "El Betis ganó un córner en el 80. Isco lo botó y Vitor Roque marcó de cabeza, "
         "pero el gol se anuló por fuera de juego.", "corner_kick"),
        # the restart given after the decision is no start of the move
        ("en", "Kai Havertz headed in, but the VAR ruled it out for offside. Free kick to "
         "Chelsea.", None),
        ("fr", "Bradley Barcola marque, mais le but est refusé pour hors-jeu. Coup franc "
         "indirect pour Lyon.", None),
    ],
)  # fmt: skip
def test_the_restart_the_move_began_with(language: str, text: str, expected: str | None) -> None:
    assert _start(language, text) == expected
