"""How a writer says an attacker in an offside position was involved without touching the
ball (patterns.yaml involvements), sentence -> kind, in every language; and what is no
involvement of that kind."""

import pytest
from involvement_kinds import drafted_kinds

#: The move before the sentence under test (the decision after it: involvement_kinds).
_BEFORE = {
    "en": "Ali Dunn shot from the edge of the box and the ball went in. ",
    "fr": "Ali Dunn frappe à l'entrée de la surface et le ballon termine au fond. ",
    "de": "Ali Dunn zog von der Strafraumgrenze ab, und der Ball war drin. ",
    "es": "Ali Dunn disparó desde la frontal y el balón entró. ",
}


def _kinds(language: str, sentence: str) -> dict[str, str]:
    return drafted_kinds(language, _BEFORE[language], sentence)


@pytest.mark.parametrize(
    ("language", "sentence", "kind"),
    [
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, se tenait juste devant le gardien Karl "
            "Brenner, dont il masquait la vision.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, était planté devant le portier Karl Brenner "
            "et l'empêchait de voir partir le ballon.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, se tenait juste devant lui et lui masquait "
            "complètement la vue.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, a sauté au duel avec Karl Brenner.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, est venu disputer le ballon épaule contre "
            "épaule avec Karl Brenner.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, s'était élevé à sa hauteur et l'avait "
            "bousculé.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, tend la jambe pour le jouer, sans le toucher.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, tente de le reprendre du pied et le manque.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, fait mine de le reprendre et le laisse filer.",
            "obvious_action_impacting_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, accomplit une action évidente qui trompe le "
            "gardien.",
            "obvious_action_impacting_opponent",
        ),
        (
            "fr",
            "Hugo Mercier, en position de hors-jeu, s'est élancé pour jouer le ballon avant de "
            "l'enjamber.",
            "moving_to_play_ball",
        ),
        (
            "de",
            "Hugo Mercier stand im Abseits, zwei Meter vor Torhüter Karl Brenner und genau in "
            "dessen Blickrichtung.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Hugo Mercier stand im Abseits direkt vor dem Torhüter und nahm ihm die Sicht.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Hugo Mercier wurde angelastet, Karl Brenner die Sicht auf den Ball genommen zu haben.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Hugo Mercier, der im Abseits stand, stieg gemeinsam mit Karl Brenner zum Kopfball "
            "hoch.",
            "challenged_opponent",
        ),
        (
            "de",
            "Hugo Mercier, der im Abseits stand, hat Karl Brenner im Kopfballduell gestört.",
            "challenged_opponent",
        ),
        (
            "de",
            "Hugo Mercier, der im Abseits stand, streckte sich direkt vor dem Verteidiger Karl "
            "Brenner nach dem Ball.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "de",
            "Hugo Mercier stand im Abseits und hat versucht, den Ball mit der Hacke abzufälschen.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "de",
            "Hugo Mercier stand im Abseits, hob das Bein und ließ den Ball dann durch die Beine "
            "laufen.",
            "obvious_action_impacting_opponent",
        ),
        (
            "de",
            "Hugo Mercier stand beim Schuss im Abseits und lief Richtung Ball.",
            "moving_to_play_ball",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, estaba plantado justo delante de Karl Brenner, "
            "que no vio salir el disparo.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, estaba a un metro del portero, justo delante de "
            "sus ojos.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, se cruzó en la carrera del central Karl Brenner.",
            "in_opponents_way_impacting",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, saltó con el central visitante Karl Brenner.",
            "challenged_opponent",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, había forcejeado con Karl Brenner.",
            "challenged_opponent",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, estiró la pierna para intentar tocarlo.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, amagó con rematar.",
            "obvious_action_impacting_opponent",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, dejó pasar entre las piernas el disparo.",
            "obvious_action_impacting_opponent",
        ),
        (
            "es",
            "Hugo Mercier, en fuera de juego, arrancó hacia el balón, pero no lo tocó.",
            "moving_to_play_ball",
        ),
        (
            "en",
            "Hugo Mercier, who was in an offside position, did not touch the ball but jumped "
            "with defender Karl Brenner as the cross came over.",
            "challenged_opponent",
        ),
        (
            "en",
            "Hugo Mercier, standing in an offside position, barged into defender Karl Brenner "
            "as both went for it.",
            "challenged_opponent",
        ),
        (
            "en",
            "Hugo Mercier, who was in an offside position, drifted across his path.",
            "in_opponents_way_impacting",
        ),
        (
            "en",
            "Hugo Mercier, in an offside position, stepped into Karl Brenner's path.",
            "in_opponents_way_impacting",
        ),
        (
            "en",
            "Hugo Mercier, standing in an offside position, shaped to meet it, then let it run "
            "through his legs.",
            "obvious_action_impacting_opponent",
        ),
    ],
)
def test_the_kind_of_involvement(language: str, sentence: str, kind: str) -> None:
    assert _kinds(language, sentence).get("Hugo Mercier") == kind


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        # not touching the ball is no statement that he was not involved
        ("fr", "Hugo Mercier, en position de hors-jeu, ne touche pas le ballon."),
        # a defender cutting out a pass is no attacker's attempt
        ("fr", "Le défenseur Hugo Mercier tend la jambe pour couper la trajectoire."),
        # the keeper an attacker stood in front of did nothing of his own
        ("de", "Ali Dunn stand im Abseits direkt vor Hugo Mercier und nahm ihm die Sicht."),
        (
            "de",
            "Ali Dunn stand im Abseits, zwei Meter vor Hugo Mercier, hob das Bein und ließ ihn "
            "durch die Beine laufen.",
        ),
    ],
)
def test_no_kind_is_drafted(language: str, sentence: str) -> None:
    assert "Hugo Mercier" not in _kinds(language, sentence)
