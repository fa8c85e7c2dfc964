"""Which side attacked, in the four languages, from words for the home or the away side
set against a role: the role names its side ("le gardien des locaux", "dem Torhüter der
Gastgeber"), the player set beside it by a comma on either side is of that team, and with
him the side he played on."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import sides

# (language, text, attacking team, defending team)
ROLE_WITH_SIDE_WORD = [
    # a possessive side word before the role, the player before them: a player, not a team
    (
        "en",
        "Hull hosted Reading on Saturday. In the 64th minute Ollie Penn headed past Dan "
        "Foy, the visitors' goalkeeper, but the goal was ruled out for offside.",
        "Hull City",
        "Reading",
    ),
    (
        "en",
        "Hull hosted Reading on Saturday. In the 64th minute Ollie Penn's shot came off Dan "
        "Foy, the home side's tall centre-back, and went in, but it was ruled out for "
        "offside.",
        "Reading",
        "Hull City",
    ),
    # the player first, then the role and its side
    (
        "de",
        "Hertha BSC empfing den VfL Bochum. In der 64. Minute köpfte Tim Sauer an Lars "
        "Winter, dem Torhüter der Gastgeber, vorbei ins Netz, doch der Treffer zählte "
        "wegen Abseits nicht.",
        "VfL Bochum",
        "Hertha BSC",
    ),
    (
        "de",
        "Hertha BSC empfing den VfL Bochum. In der 64. Minute köpfte Tim Sauer an Lars "
        "Winter, dem Torhüter der Gäste, vorbei ins Netz, doch der Treffer zählte wegen "
        "Abseits nicht.",
        "Hertha BSC",
        "VfL Bochum",
    ),
    (
        "fr",
        "Nantes recevait Angers samedi. À la 64e minute, Marc Loison, le gardien des "
        "locaux, a été battu par une tête de Yann Brouard, mais le but a été refusé pour "
        "hors-jeu.",
        "Angers SCO",
        "FC Nantes",
    ),
    (
        "es",
        "El Getafe recibió al Osasuna. En el minuto 64, Iker Salas cabeceó cruzado, lejos "
        "del alcance de Pablo Rey, el portero local. Uno a cero y el estadio se vino abajo.",
        "Osasuna",
        "Getafe",
    ),
    # the role and its side first, then the player
    (
        "fr",
        "Nantes recevait Angers samedi. À la 64e minute, Yann Brouard a trompé le gardien "
        "des visiteurs, Marc Loison, mais le but a été refusé pour hors-jeu.",
        "FC Nantes",
        "Angers SCO",
    ),
    (
        "fr",
        "Nantes recevait Angers samedi. À la 64e minute, le gardien des locaux, Marc "
        "Loison, a été battu par une tête de Yann Brouard, mais le but a été refusé pour "
        "hors-jeu.",
        "Angers SCO",
        "FC Nantes",
    ),
]


@pytest.mark.parametrize(("language", "text", "attacking", "defending"), ROLE_WITH_SIDE_WORD)
def test_a_role_with_a_side_word_gives_its_player_side(
    language: str, text: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)
