"""The restart that began the move, in constructions fresh text uses: a corner told by the
place it was taken from ("crossed from the corner flag", "centre depuis le coin", "flankte
von der Eckfahne", "centró desde la esquina"), a free kick told by the wall it went over
("curled it over the wall", "par-dessus le mur", "über die Mauer", "por encima de la
barrera"), a set piece as the object of a verb of delivery with its place between ("colgó al
área una falta lateral"); and no restart where "touche" is the verb ("joue ou touche le
ballon") or where play restarted with one later ("le jeu avait repris sur une touche").
Sentences of our own; each reading is new."""

import pytest

from tests.drafting.drafted_views import OPENING, viewed

_STARTS = [
    (
        "en",
        "In the 80th minute Declan Rice whipped it in from the corner flag, Kai Havertz headed "
        "it on and Gabriel Martinelli scored, but he was offside.",
        "corner_kick",
    ),
    (
        "en",
        "In the 80th minute Declan Rice curled his shot over the wall and into the net, but "
        "Kai Havertz was offside in front of the goalkeeper.",
        "free_kick",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha centre depuis le coin, Marquinhos prolonge de la tête et "
        "Gonçalo Ramos marque, mais il était hors jeu.",
        "corner_kick",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha enroule sa frappe par-dessus le mur et trouve le petit filet, "
        "mais Gonçalo Ramos, hors jeu, masquait la vue du gardien.",
        "free_kick",
    ),
    (
        "de",
        "In der 80. Minute flankte Joshua Kimmich von der Eckfahne, Leon Goretzka verlängerte "
        "per Kopf und Harry Kane traf, stand aber im Abseits.",
        "corner_kick",
    ),
    (
        "de",
        "In der 80. Minute zirkelte Joshua Kimmich den Ball über die Mauer ins Netz, doch Harry "
        "Kane stand im Abseits und nahm dem Torwart die Sicht.",
        "free_kick",
    ),
    (
        "es",
        "En el minuto 80, Isco colgó al área una falta lateral, Marc Bartra la peinó y Vitor "
        "Roque marcó, pero estaba en fuera de juego.",
        "free_kick",
    ),
    (
        "es",
        "En el minuto 80, Isco centró desde la esquina, Marc Bartra la peinó y Vitor Roque "
        "marcó, pero estaba en fuera de juego.",
        "corner_kick",
    ),
    (
        "es",
        "En el minuto 80, Isco golpeó con rosca por encima de la barrera y el balón entró, "
        "pero Vitor Roque, en fuera de juego, tapaba la visión del portero.",
        "free_kick",
    ),
]

_NONE = [
    (
        "en",
        "In the 80th minute Declan Rice shot from the corner of the box and scored, but Kai "
        "Havertz was offside in front of the goalkeeper.",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha frappe depuis le coin de la surface et marque, mais Gonçalo "
        "Ramos, hors jeu, masquait la vue du gardien.",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha a servi Gonçalo Ramos, qui a marqué. Ramos est hors jeu au "
        "moment où un coéquipier joue ou touche le ballon.",
    ),
    (
        "fr",
        "À la 80e minute, Vitinha a servi Gonçalo Ramos, qui a marqué alors qu'il était hors "
        "jeu. Le temps que la VAR regarde, le jeu avait déjà repris sur une touche.",
    ),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), _STARTS)
def test_restart_told(language: str, sentence: str, expected: str) -> None:
    assert viewed(OPENING[language] + sentence, language)["start"] == expected


@pytest.mark.parametrize(("language", "sentence"), _NONE)
def test_no_restart(language: str, sentence: str) -> None:
    assert viewed(OPENING[language] + sentence, language)["start"] is None
