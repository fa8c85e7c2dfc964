"""Touches told in ways the drafter missed before session 40, in all four languages
(sentences of our own): a finish told by the goalkeeper it beat (a role word before his name,
a pronoun for him and the finish's noun after, an adverb between), a second verb told with
"avant de", a pass told by where it went, a pass tried; the officials' verdict on a
defender's touch worded as "the contact of X was a deflection", "para el VAR, lo de X fue",
"als Abfälschen gewertet". And the guards: "a touché le ballon" is a touch, no pass, and
beating a player to the ball is no finish."""

from __future__ import annotations

import pytest
from drafted_views import OPENING, sequence, touches

_EN, _FR, _DE, _ES = (OPENING[k] for k in ("en", "fr", "de", "es"))
_seq, _touch = sequence, touches


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # English: the goalkeeper beaten named with his role first, or an apposition
        (
            "en",
            _EN + "Kai Havertz controlled it on his chest and beat goalkeeper Robert "
            "Sanchez with a low finish.",
            ("Kai Havertz", "shot"),
        ),
        (
            "en",
            _EN + "Kai Havertz beat the Chelsea goalkeeper, Robert Sanchez, with a low drive.",
            ("Kai Havertz", "shot"),
        ),
        # French: a second verb after "avant de", the keeper as a pronoun, an adverb between
        (
            "fr",
            _FR + "Bradley Barcola a contrôlé de la poitrine avant de tromper Lucas "
            "Perri d'une frappe sous la barre.",
            ("Bradley Barcola", "shot"),
        ),
        (
            "fr",
            _FR + "Bradley Barcola file seul face au gardien Lucas Perri et le trompe "
            "d'un tir croisé.",
            ("Bradley Barcola", "shot"),
        ),
        (
            "fr",
            _FR + "Bradley Barcola la bat d'une frappe à ras de terre.",
            ("Bradley Barcola", "shot"),
        ),
        (
            "fr",
            _FR + "Bradley Barcola a contrôlé avant d'ajuster du gauche le gardien Lucas Perri.",
            ("Bradley Barcola", "shot"),
        ),
        # French: a pass told by its way, or as tried
        (
            "fr",
            _FR + "Vitinha a tenté une passe en profondeur vers Bradley Barcola.",
            ("Vitinha", "pass"),
        ),
        # Spanish: an adverb between the verb and its keeper, the keeper as a pronoun
        (
            "es",
            _ES + "Isco controló con el pecho y batió por bajo a Álvaro Valles, el portero local.",
            ("Isco", "shot"),
        ),
        (
            "es",
            _ES + "Isco se plantó solo ante el portero Álvaro Valles y lo superó con un "
            "disparo cruzado.",
            ("Isco", "shot"),
        ),
        (
            "es",
            _ES + "Isco la clava desde 20 metros ante la estirada del meta Álvaro Valles.",
            ("Isco", "shot"),
        ),
        ("es", _ES + "Isco la empaló a la red.", ("Isco", "shot")),
        # German: the goalkeeper passed by ("an Torwart X vorbei")
        (
            "de",
            _DE + "Jamal Musiala nahm den Ball an und traf an BVB-Torwart Gregor Kobel vorbei.",
            ("Jamal Musiala", "shot"),
        ),
        (
            "de",
            _DE + "Jamal Musiala traf an Torwart Gregor Kobel vorbei.",
            ("Jamal Musiala", "shot"),
        ),
    ],
)
def test_finishes_told_by_the_keeper_beaten(
    language: str, text: str, expected: tuple[str, str]
) -> None:
    assert expected in _touch(language, text)


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "fr",
            _FR + "Vitinha glisse le ballon dans la course de Bradley Barcola, qui bat "
            "Lucas Perri.",
            ("Vitinha", "pass", "forwards"),
        ),
        (
            "fr",
            _FR + "Vitinha joue vers l'avant pour Bradley Barcola, qui marque.",
            ("Vitinha", "pass", "forwards"),
        ),
    ],
)
def test_pass_direction(language: str, text: str, expected: tuple[str, str, str]) -> None:
    assert expected in [(b, a, d) for b, a, d, _ in _seq(language, text)]


_FR_MOVE = (
    _FR + "Achraf Hakimi a centré, Nicolás Tagliafico, le défenseur, a touché le ballon et "
    "Bradley Barcola a marqué. "
)
_ES_MOVE = _ES + "Isco centró, Marcos Acuña, el defensa, tocó el balón y Vitor Roque marcó. "
_DE_MOVE = (
    _DE + "Joshua Kimmich flankte, Nico Schlotterbeck berührte den Ball und Harry Kane traf. "
)


@pytest.mark.parametrize(
    ("language", "text", "player", "expected"),
    [
        (
            "fr",
            _FR_MOVE + "La VAR a considéré que le contact de Tagliafico était une simple "
            "déviation, pas un jeu volontaire.",
            "Nicolás Tagliafico",
            "deflection",
        ),
        (
            "fr",
            _FR_MOVE + "Les arbitres ont jugé que l'intervention de Tagliafico était un "
            "jeu volontaire.",
            "Nicolás Tagliafico",
            "deliberate_play",
        ),
        (
            "es",
            _ES_MOVE + "Para la sala VAR, lo de Acuña fue una jugada deliberada, no un rebote.",
            "Marcos Acuña",
            "deliberate_play",
        ),
        (
            "es",
            _ES_MOVE + "Para el cuerpo arbitral fue un simple rebote, no una jugada "
            "deliberada de Acuña.",
            "Marcos Acuña",
            "deflection",
        ),
        (
            "es",
            _ES_MOVE + "Según el VAR, lo de Acuña fue un simple rebote.",
            "Marcos Acuña",
            "deflection",
        ),
        (
            "de",
            _DE_MOVE + "Schlotterbecks Berührung wurde als Abfälschen gewertet, nicht als "
            "kontrolliertes Spielen.",
            "Nico Schlotterbeck",
            "deflection",
        ),
    ],
)
def test_verdict_on_a_defenders_touch(language: str, text: str, player: str, expected: str) -> None:
    assert (player, expected) in [(b, c) for b, _, _, c in _seq(language, text)]


def test_a_touch_of_the_ball_is_no_pass() -> None:
    touches = _touch("fr", _FR_MOVE)
    assert ("Nicolás Tagliafico", None) in touches
    assert ("Nicolás Tagliafico", "pass") not in touches


def test_beating_a_player_to_the_ball_is_no_finish() -> None:
    text = _EN + "Kai Havertz beat goalkeeper Robert Sanchez to the ball and crossed."
    assert ("Kai Havertz", "shot") not in _touch("en", text)
