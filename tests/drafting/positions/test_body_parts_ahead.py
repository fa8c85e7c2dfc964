"""Session 47: offside positions in wordings the drafter missed (patterns.yaml
positions.offside/onside): a body part ahead of the last defender after an adverb ("had a
foot ahead of", "avait bien un pied devant", "tenía el hombro por delante de", "stand mit
der Schulter knapp vor"), a distance in lengths ("a boot-length beyond"), a head start ("était
parti avec un mètre d'avance", "partió con un metro de ventaja"), the verb before the player
in German ("steht ihr Stürmer X im Abseits", "Im Abseits stand dabei X", "stand allerdings
Teams X, und zwar im Abseits"), a player waiting offside ("esperaba en posición de fuera de
juego"), behind the ball as "behind it". Sentences of our own; each case failed on main."""

import pytest

import drafting

OFFSIDE = [
    (
        "en",
        "Sam Petrie crossed from the right and Jonas Reiter headed in. Reiter had a foot "
        "ahead of the last defender. The goal was ruled out for offside.",
        "Jonas Reiter",
    ),
    (
        "en",
        "Sam Petrie crossed from the right and Jonas Reiter headed in. Reiter had been a "
        "boot-length beyond the last defender. The goal was ruled out for offside.",
        "Jonas Reiter",
    ),
    (
        "fr",
        "Sam Petrie centre et Jonas Reiter marque de la tête. Reiter avait bien un pied "
        "devant Ali Dunn, le dernier défenseur, au moment de la passe. Le but a été refusé "
        "pour hors-jeu.",
        "Jonas Reiter",
    ),
    (
        "fr",
        "Sam Petrie centre et Jonas Reiter marque de la tête. Reiter avait pourtant l'épaule "
        "devant l'avant-dernier défenseur adverse. Le but a été refusé pour hors-jeu.",
        "Jonas Reiter",
    ),
    (
        "fr",
        "Sam Petrie glisse un ballon en profondeur pour Jonas Reiter, qui marque. Sur le "
        "ralenti, Reiter était parti avec un bon mètre d'avance. Le but a été refusé pour "
        "hors-jeu.",
        "Jonas Reiter",
    ),
    (
        "es",
        "Sam Petrie centró y Jonas Reiter marcó de cabeza. Reiter tenía el hombro por "
        "delante de Ali Dunn, el último defensor. El gol fue anulado por fuera de juego.",
        "Jonas Reiter",
    ),
    (
        "es",
        "Sam Petrie lanzó un balón largo y Jonas Reiter marcó. Reiter partió con un metro de "
        "ventaja. El gol fue anulado por fuera de juego.",
        "Jonas Reiter",
    ),
    (
        "es",
        "Sam Petrie lanzó un balón largo hacia el área, donde Jonas Reiter esperaba en "
        "posición de fuera de juego. Reiter marcó. El gol fue anulado por fuera de juego.",
        "Jonas Reiter",
    ),
    (
        "es",
        "Sam Petrie filtró un pase y Ali Dunn marcó. Jonas Reiter, su compañero de ataque, "
        "que estaba en posición de fuera de juego, arrancó hacia el balón. El gol fue anulado "
        "por fuera de juego.",
        "Jonas Reiter",
    ),
    (
        "de",
        "Sam Petrie zog ab und traf. Als Petrie schießt, steht ihr Stürmer Jonas Reiter im "
        "Abseits. Der Treffer wurde wegen Abseits aberkannt.",
        "Jonas Reiter",
    ),
    (
        "de",
        "Sam Petrie zog ab und traf. Direkt vor dem Torwart stand allerdings Jonas Reiter, "
        "und zwar im Abseits. Der Treffer wurde wegen Abseits aberkannt.",
        "Jonas Reiter",
    ),
    (
        "de",
        "Sam Petrie flankte und Ali Dunn traf. Im Abseits stand dabei Jonas Reiter. Der "
        "Treffer wurde wegen Abseits aberkannt.",
        "Jonas Reiter",
    ),
    (
        "de",
        "Sam Petrie flankte von rechts. Die Bilder zeigten: Jonas Reiter stand beim Zuspiel "
        "mit der Schulter knapp vor Ali Dunn, dem letzten Verteidiger. Der Treffer wurde "
        "wegen Abseits aberkannt.",
        "Jonas Reiter",
    ),
]


def _where(language: str, text: str) -> dict[str, dict[str, str]]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names[p["player"]]: p["where"] for p in d.incident.get("positions", [])}


@pytest.mark.parametrize(("language", "text", "player"), OFFSIDE)
def test_offside_position(language: str, text: str, player: str) -> None:
    assert _where(language, text).get(player, {}).get("second_last") == "ahead"


def test_behind_it_is_behind_the_ball() -> None:
    where = _where(
        "en",
        "Sam Petrie squared it to Jonas Reiter, who scored. When Petrie played the ball, "
        "Reiter was behind it. The goal stood.",
    )
    assert where.get("Jonas Reiter", {}).get("ball") == "behind"


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # guards (pass on main too): a negated place first, "all" after "behind it"
        (
            "de",
            "Sam Petrie flankte und Ali Dunn traf. Nicht im Abseits stand dabei Jonas "
            "Reiter. Der Treffer wurde wegen Abseits aberkannt.",
        ),
        (
            "en",
            "Sam Petrie squared it to Jonas Reiter, who scored. Reiter was behind it all. The "
            "goal was ruled out for offside.",
        ),
    ],
)
def test_no_position(language: str, text: str) -> None:
    assert "Jonas Reiter" not in _where(language, text)
