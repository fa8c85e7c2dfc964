"""The free kick the officials give for an offside goes to the side that defended: where
the goal or the penalty was taken away and the text says whom the free kick went to, that
team defended and the other attacked (invented clubs, so no table knows them)."""

import pytest

from tests.drafting.drafted_views import sides

ROWS = [
    (
        "en",
        "Brackwell 1-1 Dunmore Athletic. On 80 minutes Sam Tolley turned the ball in, but "
        "the flag went up for offside and the goal was ruled out. Free kick to Dunmore "
        "Athletic.",
        "Brackwell",
        "Dunmore Athletic",
    ),
    (
        "fr",
        "Vernay - Castelroc (1-1). À la 80e minute, Luc Amiel a poussé le ballon au fond, "
        "mais l'arbitre a annulé le but pour un hors-jeu et accordé un coup franc à "
        "Castelroc.",
        "Vernay",
        "Castelroc",
    ),
    (
        "de",
        "Halden - Oberwies 1:1. In der 80. Minute traf Jonas Reuter, doch der Schiedsrichter "
        "nahm das Tor wegen Abseits zurück: Freistoß für Oberwies.",
        "Halden",
        "Oberwies",
    ),
    (
        "es",
        "Valdeluz 1-1 Arenal. En el minuto 80 marcó Brais Montero, pero el árbitro anuló el "
        "gol por fuera de juego y señaló tiro libre indirecto para el Arenal.",
        "Valdeluz",
        "Arenal",
    ),
    # the team given the restart as the subject, after the decision: the offside's free kick
    (
        "en",
        "Brackwell 1-1 Dunmore Athletic. On 80 minutes Sam Tolley headed in, but the goal was "
        "ruled out for offside and Dunmore Athletic were awarded a free kick.",
        "Brackwell",
        "Dunmore Athletic",
    ),
    (
        "fr",
        "Vernay - Castelroc (1-1). À la 80e minute, Luc Amiel a marqué de la tête, mais le "
        "but a été refusé pour hors-jeu et Castelroc a obtenu un coup franc.",
        "Vernay",
        "Castelroc",
    ),
    (
        "de",
        "Halden - Oberwies 1:1. In der 80. Minute köpfte Jonas Reuter ein, doch das Tor wurde "
        "wegen Abseits aberkannt, und Oberwies bekam einen Freistoß.",
        "Halden",
        "Oberwies",
    ),
    (
        "es",
        "Valdeluz 1-1 Arenal. En el minuto 80 Brais Montero remató de cabeza, pero el gol fue "
        "anulado por fuera de juego y el Arenal sacó una falta.",
        "Valdeluz",
        "Arenal",
    ),
]


@pytest.mark.parametrize(("language", "text", "attacking", "defending"), ROWS)
def test_the_team_given_the_free_kick_defended(
    language: str, text: str, attacking: str, defending: str
) -> None:
    assert sides(text, language) == (attacking, defending)


# A free kick to a side before the goal (its own set piece), the goal standing: no sign
# that side defended.
STOOD = [
    (
        "en",
        "Brackwell 1-1 Dunmore Athletic. On 80 minutes there was a free kick to Brackwell "
        "and Sam Tolley headed it in. The VAR checked for offside and the goal stood.",
    ),
]


@pytest.mark.parametrize(("language", "text"), STOOD)
def test_a_free_kick_before_a_goal_that_stood_is_no_defence(language: str, text: str) -> None:
    assert sides(text, language)[1] != "Brackwell"


# The attackers' own free kick, told before the goal was ruled out: it gives no side.
BEFORE = [
    (
        "en",
        "Brackwell 1-1 Dunmore Athletic. On 80 minutes there was a free kick to Brackwell "
        "thirty yards out. Sam Tolley headed it in, but the flag was up for offside and the "
        "goal was ruled out.",
    ),
    (
        "fr",
        "Vernay - Castelroc (1-1). 80e : coup franc pour Vernay à trente mètres. Luc Amiel "
        "reprend de la tête et marque, mais le drapeau est levé pour un hors-jeu et le but "
        "est refusé.",
    ),
]


@pytest.mark.parametrize(("language", "text"), BEFORE)
def test_the_attackers_own_free_kick_is_no_defence(language: str, text: str) -> None:
    assert sides(text, language)[1] != text.split()[0]
