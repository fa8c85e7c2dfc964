"""Touches told by constructions session 47 read (issue 32): a pass played into a runner's
stride told with an elided article before the name (French "dans la course d'X": forwards),
and a German finish whose words run past a keeper named with his club as a compound
("schob Berger an Bayern-Torwart Kemper vorbei ein"). Each case drafts sentences written for
it: the touches in order, with their actions and directions."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import Told, told_touches

# --- a pass into a runner's stride, before an elided name ------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "À la 70e minute, Lucas Perrin contrôle puis glisse le ballon dans la course "
            "d'Antoine Mercier, qui marque d'une frappe croisée. Mais l'arbitre assistant lève "
            "son drapeau pour un hors-jeu.",
            [
                ("Lucas Perrin", "control", None),
                ("Lucas Perrin", "pass", "forwards"),
                ("Antoine Mercier", "shot", None),
            ],
        ),
        (
            "Peu avant l'heure de jeu, Hugo Lemaire envoie le ballon dans la course d’Ismaël "
            "Diarra, qui bat le gardien. Le but est refusé pour hors-jeu.",
            [("Hugo Lemaire", "pass", "forwards"), ("Ismaël Diarra", "shot", None)],
        ),
        (
            # a guard: the article not elided already passed on main
            "À la 70e minute, Lucas Perrin glisse le ballon dans la course de Bruno Mercier, "
            "qui marque d'une frappe croisée. Mais l'arbitre assistant lève son drapeau pour "
            "un hors-jeu.",
            [("Lucas Perrin", "pass", "forwards"), ("Bruno Mercier", "shot", None)],
        ),
    ],
)
def test_a_pass_into_the_stride_of_an_elided_name_goes_forwards(
    text: str, expected: list[Told]
) -> None:
    assert told_touches(text, "fr") == expected


# --- a German finish past a keeper named with his club as a compound -------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nach einem Zuspiel von Jonas Weber in die Tiefe schob Timo Berger an "
            "Bayern-Torwart Lars Kemper vorbei ein. Doch Berger stand im Abseits.",
            [("Jonas Weber", "pass", "forwards"), ("Timo Berger", "shot", None)],
        ),
        (
            # a guard: a header so told already passed on main (another rule finds it)
            "In der 80. Minute köpfte Timo Berger an Bayern-Keeper Lars Kemper vorbei ein. "
            "Doch Berger stand im Abseits, der Treffer zählte nicht.",
            [("Timo Berger", "header", None)],
        ),
        (
            # a guard: the keeper without his club already passed on main
            "Nach einem Zuspiel von Jonas Weber in die Tiefe schob Timo Berger an Torhüter "
            "Lars Kemper vorbei ein. Doch Berger stand im Abseits.",
            [("Jonas Weber", "pass", "forwards"), ("Timo Berger", "shot", None)],
        ),
    ],
)
def test_a_finish_past_a_keeper_named_with_his_club_is_a_shot(
    text: str, expected: list[Told]
) -> None:
    assert told_touches(text, "de") == expected


# --- a German pass to a runner named with his club as a compound ------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In der 80. Minute schickte Jonas Weber Bayern-Stürmer Timo Berger mit einem "
            "Steilpass auf die Reise. Berger schob den Ball an Torhüter Lars Kemper vorbei ins "
            "Netz, doch er stand im Abseits.",
            [("Jonas Weber", "pass", "forwards"), ("Timo Berger", "shot", None)],
        ),
        (
            "Kurz vor Schluss bediente Paul Seidl Werder-Stürmer Erik Brand, der den Ball ins "
            "Tor schob. Doch Brand stand im Abseits.",
            [("Paul Seidl", "pass", None), ("Erik Brand", "shot", None)],
        ),
        (
            # a guard: the runner named with his role alone already passed on main
            "In der 80. Minute schickte Jonas Weber den Stürmer Timo Berger mit einem Steilpass "
            "auf die Reise. Berger schob den Ball an Torhüter Lars Kemper vorbei ins Netz, doch "
            "er stand im Abseits.",
            [("Jonas Weber", "pass", "forwards"), ("Timo Berger", "shot", None)],
        ),
    ],
)
def test_a_pass_to_a_runner_named_with_his_club_is_the_passers(
    text: str, expected: list[Told]
) -> None:
    assert told_touches(text, "de") == expected


# --- a Spanish shot told as "cruzó un disparo" ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "En el 85, Mario Soto metió un pase al hueco y Pablo Ruiz cruzó un disparo con la "
        "zurda junto al palo. El gol fue anulado por fuera de juego.",
        "En el 85, Mario Soto metió un pase al hueco y Pablo Ruiz, que atacó el espacio a la "
        "espalda de la defensa, ajustó un remate raso al palo largo. El gol fue anulado por "
        "fuera de juego.",
    ],
)
def test_a_shot_placed_across_the_keeper_is_a_shot(text: str) -> None:
    assert told_touches(text, "es") == [
        ("Mario Soto", "pass", "forwards"),
        ("Pablo Ruiz", "shot", None),
    ]
