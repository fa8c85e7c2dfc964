"""Session 47: involvements in wordings the drafter missed (patterns.yaml involvements):
brought down before he could reach the ball, chasing the ball and brought down
("setzte dem Ball nach und wurde ... zu Fall gebracht"), running for the ball after
asides ("X, su compañero, que ..., arrancó hacia el balón"), a tussle for the ball
("mit X um den Ball rang"), a leg stretched for the ball after an aside, standing still
in an opponent's path ("se quedó parada en la trayectoria de X"). Sentences of our own;
each case failed on main unless marked a guard."""

import pytest

import drafting

MOVING = "moving_to_play_ball"

CASES = [
    (
        "en",
        "Sam Petrie slid a pass through for Jonas Reiter. Reiter was brought down by "
        "goalkeeper Ali Dunn before he could reach the ball. Reiter had been in an offside "
        "position. The penalty was cancelled for offside.",
        "Jonas Reiter",
        MOVING,
    ),
    (
        "de",
        "Sam Petrie spielte einen Steilpass, Jonas Reiter setzte dem Ball nach und wurde von "
        "Innenverteidiger Ali Dunn zu Fall gebracht, bevor er ihn erreichte. Reiter hatte "
        "beim Zuspiel knapp im Abseits gestanden. Der Elfmeter wurde wegen Abseits "
        "zurückgenommen.",
        "Jonas Reiter",
        MOVING,
    ),
    (
        "de",
        "Sam Petrie flankte und Ali Dunn traf. Im Abseits stand dabei Jonas Reiter, die am "
        "Elfmeterpunkt mit Bayerns Abwehrspielerin Lisa Kern um den Ball rang. Der Treffer "
        "wurde wegen Abseits aberkannt.",
        "Jonas Reiter",
        "challenged_opponent",
    ),
    (
        "de",
        "Sam Petrie zog ab und traf. Sein Mitspieler Jonas Reiter, im Abseits postiert, "
        "streckt das Bein nach dem Ball, der knapp an ihm vorbeifliegt. Der Treffer wurde "
        "wegen Abseits aberkannt.",
        "Jonas Reiter",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        "es",
        "Sam Petrie centró y Ali Dunn marcó. En el momento del centro, su compañera Julia "
        "Reyes estaba en posición de fuera de juego, sin tocar el balón, pero se quedó parada "
        "en la trayectoria de Marta Gil. El gol fue anulado por fuera de juego.",
        "Julia Reyes",
        "in_opponents_way_impacting",
    ),
    (
        "es",
        "Sam Petrie filtró un pase y Ali Dunn marcó. Jonas Reiter, su compañero de ataque, "
        "que estaba en posición de fuera de juego, arrancó hacia el balón. El gol fue anulado "
        "por fuera de juego.",
        "Jonas Reiter",
        MOVING,
    ),
]


def _kinds(language: str, text: str) -> dict[str, str]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[v["player"]]: v["kind"] for v in d.incident.get("involvements", [])}


@pytest.mark.parametrize(("language", "text", "player", "kind"), CASES)
def test_involvement(language: str, text: str, player: str, kind: str) -> None:
    assert _kinds(language, text).get(player) == kind
