"""One point a speaker makes, one claim (issue 32, session 47): a speaker who names the
ricochet and denies a deliberate play claims `deflection` alone, one who denies the
ricochet and says the player chose to play the ball claims `deliberate_play` alone (the
golds' practice, eval README); a player said to make no gesture or movement towards the
ball is a claim of `onside`, not of `offside`. Sentences written for these tests."""

from __future__ import annotations

import drafting
from drafting.eval.score import view


def _abouts(text: str, language: str, speaker: str) -> set[str]:
    claims = view(drafting.draft(text, language=language))["claims"]
    return {c[1] for c in claims if c[0] == speaker}


EN = (
    "Millwall 1-1 Luton: In the 77th minute, Rico Vane shot from the edge of the box, the "
    "ball struck Luton defender Tom Ash and fell to Dan Pike, who was in an offside position "
    "and scored. The flag stayed down and the goal stood.\n\n"
)
FR = (
    "Angers 1-1 Lorient : à la 77e minute, Rémi Vasseur frappe aux abords de la surface, le "
    "ballon heurte le défenseur Tom Achard et revient sur Denis Picot, en position de "
    "hors-jeu, qui marque. Le drapeau reste baissé et le but est accordé.\n\n"
)
DE = (
    "Bochum 1:1 Kiel: In der 77. Minute zieht Rico Vogt von der Strafraumgrenze ab, der "
    "Ball prallt von Verteidiger Tom Aschoff ab und landet bei Dennis Pieper, der im Abseits "
    "stand und trifft. Die Fahne bleibt unten, das Tor zählt.\n\n"
)
ES = (
    "Elche 1-1 Leganés: en el minuto 77, Ricardo Vela disparó desde la frontal, el balón "
    "golpeó en el defensa Tomás Arce y le cayó a Daniel Pizarro, que estaba en fuera de "
    "juego y marcó. La bandera no se levantó y el gol subió al marcador.\n\n"
)


def test_a_ricochet_named_and_a_deliberate_play_denied_is_a_deflection_en() -> None:
    text = EN + (
        'Luton manager Gail Norris said: "It comes off his shin from two yards. Tom never '
        'meant to play that ball, it is not a deliberate play."'
    )
    assert _abouts(text, "en", "Gail Norris") == {"deflection"}


def test_a_ricochet_denied_and_the_ball_played_is_a_deliberate_play_en() -> None:
    text = EN + (
        'Millwall manager Owen Pratt said: "It is not a deflection at all. Ash has all the '
        'time in the world and he decides to play the ball, that is a deliberate play."'
    )
    assert _abouts(text, "en", "Owen Pratt") == {"deliberate_play"}


def test_a_ricochet_named_and_a_deliberate_play_denied_is_a_deflection_fr() -> None:
    # guard (passes on main: the denial words alone draft no deliberate play)
    text = FR + (
        "L'entraîneur de Lorient, Gaël Nédélec, a réagi : « Le ballon lui ricoche sur le "
        "tibia à deux mètres. Tom n'a rien fait exprès, ce n'est pas un jeu volontaire. »"
    )
    assert _abouts(text, "fr", "Gaël Nédélec") == {"deflection"}


def test_a_ricochet_denied_and_the_ball_played_is_a_deliberate_play_fr() -> None:
    text = FR + (
        "L'entraîneur d'Angers, Olivier Prat, a réagi : « Ce n'est pas une déviation. "
        "Achard a tout son temps et il choisit de jouer le ballon, c'est un jeu volontaire. »"
    )
    assert _abouts(text, "fr", "Olivier Prat") == {"deliberate_play"}


def test_a_ricochet_named_and_a_deliberate_play_denied_is_a_deflection_de() -> None:
    # guard (passes on main: the denial words alone draft no deliberate play)
    text = DE + (
        "Kiels Trainerin Gesa Nordmann sagte: „Der Ball ist von seinem Schienbein "
        "abgefälscht. Tom spielt den Ball nicht bewusst, das ist kein absichtliches Spiel.“"
    )
    assert _abouts(text, "de", "Gesa Nordmann") == {"deflection"}


def test_a_ricochet_denied_and_the_ball_played_is_a_deliberate_play_de() -> None:
    text = DE + (
        "Bochums Trainer Olaf Prange sagte: „Das ist kein Abpraller. Aschoff hat alle Zeit "
        "der Welt und spielt den Ball absichtlich, das ist ein bewusstes Spielen.“"
    )
    assert _abouts(text, "de", "Olaf Prange") == {"deliberate_play"}


def test_a_ricochet_named_and_a_deliberate_play_denied_is_a_deflection_es() -> None:
    text = ES + (
        "La entrenadora del Leganés, Gala Noriega, dijo: «El balón le rebota en la espinilla "
        "a dos metros. Tomás no lo quiso jugar, eso no es una jugada deliberada»."
    )
    assert _abouts(text, "es", "Gala Noriega") == {"deflection"}


def test_a_ricochet_denied_and_the_ball_played_is_a_deliberate_play_es() -> None:
    text = ES + (
        "El entrenador del Elche, Óscar Prado, dijo: «No es un rebote. Arce tiene todo el "
        "tiempo del mundo y decide jugar el balón, es una jugada deliberada»."
    )
    assert _abouts(text, "es", "Óscar Prado") == {"deliberate_play"}


def test_no_gesture_is_a_claim_of_onside_fr() -> None:
    text = FR + (
        "L'entraîneur de Lorient, Gaël Nédélec, a réagi : « Picot est là, mais il ne fait "
        "aucun geste, il ne bouge même pas. »"
    )
    assert _abouts(text, "fr", "Gaël Nédélec") == {"onside"}


def test_no_movement_towards_the_ball_is_a_claim_of_onside_en() -> None:
    text = EN + (
        'Millwall manager Owen Pratt said: "Pike is standing there, but he makes no '
        'movement towards the ball."'
    )
    assert _abouts(text, "en", "Owen Pratt") == {"onside"}


def test_no_movement_towards_the_ball_is_a_claim_of_onside_de() -> None:
    text = DE + (
        "Bochums Trainer Olaf Prange sagte: „Pieper steht da, aber er macht keine Bewegung "
        "zum Ball.“"
    )
    assert _abouts(text, "de", "Olaf Prange") == {"onside"}


def test_no_movement_towards_the_ball_is_a_claim_of_onside_es() -> None:
    text = ES + (
        "El entrenador del Elche, Óscar Prado, dijo: «Pizarro está ahí, pero no hace ningún "
        "movimiento hacia el balón»."
    )
    assert _abouts(text, "es", "Óscar Prado") == {"onside"}


def test_a_keeper_who_does_not_move_is_no_claim_fr() -> None:
    # guard (passes on main): a keeper beaten without moving is no claim of a position
    text = FR + "L'entraîneur d'Angers, Olivier Prat, a réagi : « Le gardien ne bouge pas. »"
    assert _abouts(text, "fr", "Olivier Prat") == set()


def test_owning_the_mistake_is_no_verdict_on_the_decision_en() -> None:
    text = EN + (
        'Luton defender Tom Ash said: "Pike was miles off. The flag stayed down and that is '
        'my mistake too, I stepped late."'
    )
    assert "decision" not in _abouts(text, "en", "Tom Ash")


def test_owning_the_mistake_is_no_verdict_on_the_decision_fr() -> None:
    text = FR + (
        "Le défenseur Tom Achard a reconnu : « Picot était parti trop tôt. Je monte en "
        "retard, c'est ma faute. »"
    )
    assert "decision" not in _abouts(text, "fr", "Tom Achard")


def test_owning_the_mistake_is_no_verdict_on_the_decision_de() -> None:
    text = DE + (
        "Verteidiger Tom Aschoff sagte: „Pieper stand klar im Abseits. Ich rücke zu spät "
        "raus, das ist mein Fehler.“"
    )
    assert "decision" not in _abouts(text, "de", "Tom Aschoff")


def test_owning_the_mistake_is_no_verdict_on_the_decision_es() -> None:
    text = ES + (
        "El defensa Tomás Arce admitió: «Pizarro estaba adelantado. Salgo tarde, fue un error mío»."
    )
    assert "decision" not in _abouts(text, "es", "Tomás Arce")


def test_a_player_who_stood_right_claims_onside_de() -> None:
    text = DE + "Stürmer Dennis Pieper sagte: „Ich wusste genau, dass ich richtig stehe.“"
    assert _abouts(text, "de", "Dennis Pieper") == {"onside"}


def test_a_player_who_has_stood_somewhere_is_no_verdict_en() -> None:
    text = EN + 'Luton keeper Sam Kerr said: "Pike\'s stood right across my line of sight."'
    assert "decision" not in _abouts(text, "en", "Sam Kerr")


def test_a_player_allowed_to_jump_is_no_verdict_en() -> None:
    text = EN + 'Millwall manager Owen Pratt said: "Pike is allowed to jump for the ball."'
    assert "decision" not in _abouts(text, "en", "Owen Pratt")
