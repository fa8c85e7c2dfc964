"""Session 50: involvements the drafter missed or gave the wrong player (patterns.yaml
involvements): an obvious action told with "durch eine offensichtliche Aktion" after the
opponent it stopped (the attacker is the clause's subject, not the opponent before
"durch"), and a jump for the same ball a few centimetres from an opponent ("había saltado
a por el mismo balón a escasos centímetros de la portera"), and standing right in front
of the goalkeeper, named as such before his name, with no word of the shot's moment in the
clause ("se tenait juste devant le gardien X"). Sentences of our own; each
case failed on the starting tree unless marked a guard."""

import pytest

from tests.drafting.drafted_views import viewed

VIEW = "obstructed_line_of_vision"

CASES = [
    (
        "de",
        "Sam Petrie flankte und Ali Dunn traf. Der Videoassistent schaltete sich ein: Jonas "
        "Reiter hatte beim Zuspiel im Abseits gestanden und im Strafraum Verteidiger Tom "
        "Kehl durch eine offensichtliche Aktion daran gehindert, den Ball zu klären. Der "
        "Treffer zählte nicht.",
        [["Jonas Reiter", "obvious_action_impacting_opponent"]],
    ),
    (
        # guard: the verb before the opponent
        "de",
        "Sam Petrie zog ab und Ali Dunn staubte ab. Jonas Reiter, der im Abseits stand, "
        "hinderte Abwehrchef Tom Kehl durch eine klare Aktion am Eingreifen. Das Tor wurde "
        "aberkannt.",
        [["Jonas Reiter", "obvious_action_impacting_opponent"]],
    ),
    (
        # guard: the plain wording keeps its player
        "de",
        "Sam Petrie flankte und Ali Dunn traf. Jonas Reiter stand im Abseits und machte eine "
        "offensichtliche Aktion. Der Treffer zählte nicht.",
        [["Jonas Reiter", "obvious_action_impacting_opponent"]],
    ),
    (
        "es",
        "Sam Petrie centró y Ali Dunn marcó. Pero Julia Reyes, que estaba en fuera de juego, "
        "había saltado a por el mismo balón a escasos centímetros de la portera, Marta Gil, "
        "que no pudo salir. El gol fue anulado.",
        [["Julia Reyes", "attempted_close_ball_impacting_opponent"]],
    ),
    (
        "es",
        "Sam Petrie centró y Ali Dunn remató a la red. Julia Reyes, en posición "
        "adelantada, fue a por la pelota a pocos centímetros de la central Marta Gil. El "
        "gol fue anulado por fuera de juego.",
        [["Julia Reyes", "attempted_close_ball_impacting_opponent"]],
    ),
    (
        "en",
        "Sam Petrie shot and scored. At the moment of the shot, his teammate Jonas Reiter, "
        "in an offside position, stood directly in front of the home goalkeeper Tom "
        "Kehl. The goal was ruled out.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        "en",
        "Sam Petrie shot and scored. Jonas Reiter was offside and stood right in front of "
        "goalkeeper Tom Kehl. The goal was ruled out.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        "fr",
        "Sam Petrie a frappé et Ali Dunn a marqué. Au moment de la frappe, son coéquipier "
        "Jonas Reiter, en position de hors-jeu, se tenait juste devant le gardien Tom "
        "Kehl. Le but a été annulé.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        "de",
        "Sam Petrie zog ab und traf. Beim Schuss stand sein Mitspieler Jonas Reiter im "
        "Abseits, direkt vor Gäste-Torwart Tom Kehl. Der Treffer wurde aberkannt.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        "de",
        "Sam Petrie zog ab und traf. Jonas Reiter war im Abseits und stand genau vor "
        "Torhüter Tom Kehl. Der Treffer wurde aberkannt.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        "es",
        "Sam Petrie disparó y marcó. En el momento del disparo, su compañero Jonas Reiter, "
        "en fuera de juego, estaba justo delante del portero Tom Kehl. El gol fue "
        "anulado.",
        [["Jonas Reiter", VIEW]],
    ),
    (
        # guard: in front of a defender, not the keeper
        "en",
        "Sam Petrie shot and scored. Jonas Reiter was offside and stood right in front of "
        "defender Tom Kehl. The goal was ruled out.",
        [],
    ),
    (
        # guard: not in front of him
        "fr",
        "Sam Petrie a frappé et Ali Dunn a marqué. Jonas Reiter, en position de hors-jeu, ne "
        "se tenait pas juste devant le gardien Tom Kehl. Le but a été validé.",
        [],
    ),
]


@pytest.mark.parametrize(("language", "text", "expected"), CASES)
def test_involvement(language: str, text: str, expected: list[list[str]]) -> None:
    assert viewed(text, language).get("involvements") == expected
