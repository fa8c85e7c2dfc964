"""Touches and the start of the move told in shapes session 49 read (issue 32): a
relative or demonstrative pronoun that makes the player named before it the subject again
(German "auf Vogt, der legt quer", French "pour Caron, qui marque"); a restart told as an
announcement with its team and where it was taken ("Freistoß für Aarau von der linken
Seite", "Free kick to Bristol out on the right"), in Swiss spelling ("Freistoss",
"Eckstoss"), without an article ("De tiro libre, ...", "Tras córner, ..."), or after a
sentence-opening "Following". Each case drafts sentences written for it, with names of
its own: the touches in order (player, action, direction) and the start drafted."""

from __future__ import annotations

import pytest

import drafting
from tests.drafting.drafted_views import Told, told_touches


def _start(text: str, language: str) -> str | None:
    start = drafting.draft(text, language=language).incident.get("start") or {}
    return start.get("kind")


# --- a pronoun after the name is the subject of the verb after it --------------------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Emre Kaya steckt durch auf Niklas Vogt, der legt quer auf Philipp Sander, und "
            "Sander schiebt ein. Doch Vogt stand im Abseits.",
            "de",
            [
                ("Emre Kaya", "pass", "forwards"),
                ("Niklas Vogt", "pass", "square"),
                ("Philipp Sander", "shot", None),
            ],
        ),
        (
            "Arne Lindqvist flankte zu Bruno Kessler, der nickte ein. Doch Kessler stand im "
            "Abseits, der Treffer zählte nicht.",
            "de",
            [("Arne Lindqvist", "cross", None), ("Bruno Kessler", "header", None)],
        ),
        (
            "Arne Lindqvist passt zu Bruno Kessler, der zieht ab und trifft. Doch Kessler "
            "stand im Abseits.",
            "de",
            [("Arne Lindqvist", "pass", None), ("Bruno Kessler", "shot", None)],
        ),
        (
            "Bastien Morel centre pour Yanis Caron, qui reprend de volée et marque. Mais "
            "Caron était hors-jeu.",
            "fr",
            [("Bastien Morel", "cross", None), ("Yanis Caron", "shot", None)],
        ),
        (
            "Sur la gauche, Rémi Aubert centre pour Malik Sarr, qui frappe au fond. Le but "
            "est refusé pour hors-jeu.",
            "fr",
            [("Rémi Aubert", "cross", None), ("Malik Sarr", "shot", None)],
        ),
        (
            # a guard: the pronoun's verb-final clause was read on main already
            "Die Flanke von Arne Lindqvist landete bei Bruno Kessler, der den Ball ins Tor "
            "köpfte. Doch Kessler stand im Abseits.",
            "de",
            [("Arne Lindqvist", "cross", None), ("Bruno Kessler", "header", None)],
        ),
    ],
)
def test_a_pronoun_after_the_name_is_the_subject(
    text: str, language: str, expected: list[Told]
) -> None:
    assert told_touches(text, language) == expected


def test_pour_x_comma_is_no_speaker_before_a_relative_clause() -> None:
    """French "pour X, ..." is "according to X" only when no "qui" follows: the goal after
    "pour Caron, qui marque" is Caron's touch."""
    text = "Bastien Morel centre pour Yanis Caron, qui marque. Mais Caron était hors-jeu."
    assert [who for who, _, _ in told_touches(text, "fr")] == ["Bastien Morel", "Yanis Caron"]


# --- the start of the move -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "23. Minute, Freistoss für Aarau von der linken Seite. Jonas Meier schlägt den "
            "Ball in den Strafraum, Pascal Frei köpft ein. Doch Frei stand im Abseits.",
            "de",
            "free_kick",
        ),
        (
            "77. Minute, Freistoß für den VfL aus dem linken Halbfeld. Jonas Meier schlägt "
            "den Ball in den Strafraum, Pascal Frei köpft ein. Doch Frei stand im Abseits.",
            "de",
            "free_kick",
        ),
        (
            "Freistoß für uns kurz vor der Mittellinie. Jonas Meier schlägt den Ball lang, "
            "Pascal Frei köpft ein. Doch Frei stand im Abseits.",
            "de",
            "free_kick",
        ),
        (
            "Eckstoss von Jonas Meier, Pascal Frei köpft ein. Doch Frei stand im Abseits, der "
            "Treffer zählte nicht.",
            "de",
            "corner_kick",
        ),
        (
            "Nach einem Eckstoß von Jonas Meier köpfte Pascal Frei ein. Doch Frei stand im "
            "Abseits, der Treffer zählte nicht.",
            "de",
            "corner_kick",
        ),
        (
            "Following a corner, Owen Pike crossed and Harry Lowe headed in. The goal was "
            "ruled out for offside.",
            "en",
            "corner_kick",
        ),
        (
            "63 min: Free kick to Bristol out on the right. Sam Archer swung it in and Lewis "
            "Dunn headed home, but the flag went up for offside.",
            "en",
            "free_kick",
        ),
        (
            "De tiro libre, Raúl Medina centró e Iker Campos cabeceó a la red, pero el gol "
            "fue anulado por fuera de juego.",
            "es",
            "free_kick",
        ),
        (
            "Tras córner, Raúl Medina centró e Iker Campos cabeceó a la red, pero el gol fue "
            "anulado por fuera de juego.",
            "es",
            "corner_kick",
        ),
    ],
)
def test_the_restart_the_move_began_with(text: str, language: str, expected: str) -> None:
    assert _start(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # guards: the restart after the decision is not the move's (passed on main)
        (
            "Jonas Meier schlägt den Ball in den Strafraum, Pascal Frei köpft ein. Doch Frei "
            "stand im Abseits. Freistoß für Mainz.",
            "de",
        ),
        (
            "Lewis Dunn headed home, but the flag went up for offside. Free kick to Bristol.",
            "en",
        ),
    ],
)
def test_the_free_kick_after_the_flag_is_no_start(text: str, language: str) -> None:
    assert _start(text, language) is None


def test_a_swiss_corner_names_its_taker() -> None:
    """A Swiss "Eckstoss von X": the taker's touch, with no action of its own."""
    text = (
        "Eckstoss von Jonas Meier, Pascal Frei köpft ein. Doch Frei stand im Abseits, der "
        "Treffer zählte nicht."
    )
    assert told_touches(text, "de") == [
        ("Jonas Meier", None, None),
        ("Pascal Frei", "header", None),
    ]


# --- an aside between dashes, and a long middle field before a German participle -----------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Max Hoffer – im Sommer aus Aalen gekommen und bis dahin ohne Saisontor – steigt "
            "hoch und köpft an Torwart Niklas Brand vorbei ins Netz. Doch Hoffer stand im "
            "Abseits.",
            "de",
            [("Max Hoffer", "header", None)],
        ),
        (
            "Tom Barrow – on as a substitute only two minutes earlier – headed in at the far "
            "post, but the flag went up for offside.",
            "en",
            [("Tom Barrow", "header", None)],
        ),
        (
            "Lucas Marin — entré deux minutes plus tôt — marque de la tête, mais il était "
            "hors-jeu.",
            "fr",
            [("Lucas Marin", "header", None)],
        ),
        (
            "Iker Campos —recién ingresado— cabeceó a la red, pero estaba en fuera de juego.",
            "es",
            [("Iker Campos", "header", None)],
        ),
        (
            "Jonas Brehm hatte nach der Flanke von links aus kurzer Distanz mit voller Wucht "
            "zum 1:1 eingeköpft, aber der VAR nahm das Tor wegen Abseits zurück.",
            "de",
            [(None, "cross", None), ("Jonas Brehm", "header", None)],
        ),
        (
            "Am Ende hatte Mats Hölter in der vierten Minute der Nachspielzeit nach einem "
            "Zuspiel von Luca Sartori zum vermeintlichen 2:2 eingeschossen. Doch Hölter stand "
            "im Abseits.",
            "de",
            [("Luca Sartori", "pass", None), ("Mats Hölter", "shot", None)],
        ),
    ],
)
def test_the_subject_across_an_aside_or_a_long_middle_field(
    text: str, language: str, expected: list[Told]
) -> None:
    assert told_touches(text, language) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In der 76. Minute schlägt die Bremerin Lina Hausner aus der eigenen Hälfte einen "
            "langen Ball nach vorn, Sophie Wendel nimmt ihn an und schiebt ein. Doch Wendel "
            "stand im Abseits.",
            [
                ("Lina Hausner", "pass", "forwards"),
                ("Sophie Wendel", "control", None),
                ("Sophie Wendel", "shot", None),
            ],
        ),
        (
            "Kurz vor der Pause köpfte der Brasilianer Renato Silva nach einer Ecke ein. Doch "
            "Silva stand im Abseits.",
            [("Renato Silva", "header", None)],
        ),
        (
            "Dann flankte die Norwegerin Thea Hauge von rechts, und Julia Pichl köpfte ein. "
            "Doch Pichl stand im Abseits.",
            [("Thea Hauge", "cross", None), ("Julia Pichl", "header", None)],
        ),
    ],
)
def test_a_german_subject_after_its_verb_led_by_where_she_is_from(
    text: str, expected: list[Told]
) -> None:
    """German "schlägt die Bremerin Lina Hausner ...": article and a word for where the player is
    from before the name, the subject after its verb."""
    assert told_touches(text, "de") == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Der Rückpass von Tobias Renz landete bei Erik Schuster, der einschob. Doch "
            "Schuster stand im Abseits.",
            "de",
            [("Tobias Renz", "pass", "backwards"), ("Erik Schuster", "shot", None)],
        ),
        (
            "Nach einem Querpass von Tobias Renz schob Erik Schuster ein. Doch Schuster stand "
            "im Abseits.",
            "de",
            [("Tobias Renz", "pass", "square"), ("Erik Schuster", "shot", None)],
        ),
        (
            "Sam Archer's cut-back was swept in by Lewis Dunn, but the flag went up for offside.",
            "en",
            [("Sam Archer", "pass", "backwards"), ("Lewis Dunn", "shot", None)],
        ),
        (
            "From a square ball by Sam Archer, Lewis Dunn tapped in, but the flag went up for "
            "offside.",
            "en",
            [("Sam Archer", "pass", "square"), ("Lewis Dunn", "shot", None)],
        ),
        (
            # a guard: a plain pass noun says no way (as on main)
            "Sam Archer's pass was turned in by Lewis Dunn, but the flag went up for offside.",
            "en",
            [("Sam Archer", "pass", None), ("Lewis Dunn", "shot", None)],
        ),
    ],
)
def test_a_pass_noun_that_says_its_way(text: str, language: str, expected: list[Told]) -> None:
    assert told_touches(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "Julien Faure frappe, Bastien Morel dévie et Yanis Caron reprend au fond. Mais "
            "Caron était hors-jeu.",
            "fr",
            [
                ("Julien Faure", "shot", None),
                ("Bastien Morel", "deflection", None),
                ("Yanis Caron", "shot", None),
            ],
        ),
        (
            "Mario Ledesma la tocó hacia atrás para Iker Campos, que remató a la red. El gol "
            "fue anulado por fuera de juego.",
            "es",
            [("Mario Ledesma", "pass", "backwards"), ("Iker Campos", "shot", None)],
        ),
        (
            "Mario Ledesma puso el balón atrás y Iker Campos definió a gol. El gol fue "
            "anulado por fuera de juego.",
            "es",
            [("Mario Ledesma", "pass", "backwards"), ("Iker Campos", "shot", None)],
        ),
    ],
)
def test_a_verb_of_its_own_says_the_touch(text: str, language: str, expected: list[Told]) -> None:
    """French "X dévie" with no object (the shot told before), Spanish "la tocó hacia
    atrás" (any verb of playing the ball, "atrás" its way)."""
    assert told_touches(text, language) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Der Freistoß von Jonas Meier segelte in den Strafraum, wo Pascal Frei einköpfte. "
            "Doch Frei stand im Abseits.",
            "free_kick",
        ),
        (
            "Die anschließende Ecke brachte Jonas Meier herein, Pascal Frei köpfte ein. Doch "
            "Frei stand im Abseits.",
            "corner_kick",
        ),
        (
            "Bei einem Freistoß aus dem Halbfeld köpfte Pascal Frei ein. Doch Frei stand im "
            "Abseits.",
            "free_kick",
        ),
        (
            "Nach einem schnell ausgeführten Freistoß köpfte Pascal Frei ein. Doch Frei stand "
            "im Abseits.",
            "free_kick",
        ),
        (
            "Der lange Einwurf von Jonas Meier landete bei Pascal Frei, der einschob. Doch "
            "Frei stand im Abseits.",
            "throw_in",
        ),
        (
            "Pascal Frei stand beim Freistoß von Jonas Meier im Abseits, köpfte aber ein. Der "
            "Treffer zählte nicht.",
            "free_kick",
        ),
        # guards (no start, as on main): the goal's corner, the box's corner, the indirect
        # free kick after the flag
        ("Pascal Frei schob den Ball in die rechte Ecke, doch er stand im Abseits.", None),
        (
            "Pascal Frei zog von der Ecke des Strafraums ab und traf. Doch Frei stand im Abseits.",
            None,
        ),
        (
            "Pascal Frei köpfte ein, doch der Schiedsrichter entschied auf Abseits und gab "
            "einen indirekten Freistoß für die Gäste.",
            None,
        ),
    ],
)
def test_a_german_restart_told_as_any_noun_of_the_move(text: str, expected: str | None) -> None:
    """The restart noun with its article anywhere in the move's sentences ("Der Freistoß
    von Meier segelte ...", "beim Freistoß")."""
    assert _start(text, "de") == expected
