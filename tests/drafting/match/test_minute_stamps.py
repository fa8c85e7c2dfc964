"""A live blog's time stamps ("65 min: GOAL!") are its entries' minutes even where no
touch of the move is read ("a scramble in the box and it is in"): the stamp of the entry
telling of the goal, right before the entry with the decision, is the incident's minute.
Sentences of our own."""

import pytest

from tests.drafting.drafted_views import viewed

_BLOGS = [
    # fails on main
    (
        "en",
        "LIVE: Rovers v City\n\n12 min: Early pressure from City.\n\n65 min: GOAL for Rovers! A "
        "scramble in the box and it is in. The referee gives it, but the VAR is checking.\n\n"
        "67 min: NO GOAL. The VAR rules the scorer was offside.",
    ),
    # fails on main
    (
        "es",
        "DIRECTO: Elche - Cádiz\n\n12 min: Presión alta del Cádiz.\n\n65 min: ¡GOL DEL ELCHE! Un "
        "barullo en el área y dentro. El árbitro da el gol, pero el VAR está revisando.\n\n"
        "67 min: ANULADO. El VAR comunica que el goleador estaba en fuera de juego.",
    ),
    # guard (passes on main: the French minute forms read the stamps)
    (
        "fr",
        "EN DIRECT : Rennes - Nantes\n\n12 min : Gros pressing nantais.\n\n65 min : BUT DE "
        "RENNES ! Un cafouillage dans la surface et c'est au fond. L'arbitre accorde le but, "
        "mais le VAR vérifie.\n\n67 min : BUT ANNULÉ. Le VAR signale que le buteur était hors "
        "jeu.",
    ),
    # fails on main
    (
        "de",
        "LIVE: Bochum - Kiel\n\n12 min: Kiel presst früh.\n\n65 min: TOR für Bochum! Ein Gewühl "
        "im Strafraum und drin ist er. Der Schiedsrichter gibt den Treffer, aber der VAR "
        "prüft.\n\n67 min: KEIN TOR. Der VAR meldet, dass der Torschütze im Abseits stand.",
    ),
]


@pytest.mark.parametrize(("language", "text"), _BLOGS)
def test_the_goals_entry_stamp_is_the_minute(language: str, text: str) -> None:
    drafted = viewed(text, language)
    assert (drafted.get("minute"), drafted.get("added_time")) == (65, None)
