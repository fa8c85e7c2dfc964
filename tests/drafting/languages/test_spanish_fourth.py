"""Spanish reports, fourth round (issue 32): what a new writer's text says that the drafter
did not read: the imperfect of a narrated move, an aside naming a club between a subject
and its verb, the ways of stating an offside position, minutes in words, club nicknames and
grounds, why-questions, results that say nothing of who defended, the speaker named after
the verb that follows a quote, the goal given on the field. Each text is written for its
test."""

from __future__ import annotations

from typing import Any

import pytest

import drafting
from drafting.eval.score import view


def _view(text: str) -> dict[str, Any]:
    return view(drafting.draft(text, language="es"))


def _by(v: dict[str, Any]) -> list[tuple[str | None, str | None]]:
    return [(t["by"], t["action"]) for t in v["sequence"]]


@pytest.mark.parametrize(
    ("sentence", "touch"),
    [
        ("Pablo Soria remataba de volea al primer palo.", ("Pablo Soria", "shot")),
        ("Pablo Soria disparaba desde la frontal.", ("Pablo Soria", "shot")),
        ("Pablo Soria remató de volea al primer palo.", ("Pablo Soria", "shot")),
        ("Pablo Soria colgaba el balón al segundo palo.", ("Pablo Soria", "cross")),
        ("Pablo Soria despejaba mal y Dani Gil empujaba a la red.", ("Dani Gil", "shot")),
    ],
)
def test_a_touch_in_the_imperfect_is_drafted_as_in_the_preterite(
    sentence: str, touch: tuple[str, str]
) -> None:
    v = _view(f"En el minuto 70, {sentence} El gol fue anulado por fuera de juego.")
    assert touch in _by(v)


@pytest.mark.parametrize(
    "aside", ["mediocentro del Betis", "el lateral del Sevilla", "fichado del Villarreal"]
)
def test_an_aside_naming_a_club_between_the_subject_and_its_verb(aside: str) -> None:
    v = _view(
        f"En el minuto 52, Tiago Serrano, {aside}, lanzó un pase largo y Rodrigo Vela "
        "batió al portero por bajo. El gol fue anulado por fuera de juego."
    )
    assert ("Tiago Serrano", "pass") in _by(v)


@pytest.mark.parametrize(
    "statement",
    [
        "Jon Urrutia sale con un pie por delante de Raúl Benavente.",
        "Jon Urrutia estaba con medio cuerpo adelantado.",
        "El tanto fue anulado por un fuera de juego de su compañero Jon Urrutia.",
        "La tecnología detectó la posición antirreglamentaria de Jon Urrutia.",
        "Jon Urrutia estaba en posición de fuera de juego.",
    ],
)
def test_the_ways_of_stating_an_offside_position(statement: str) -> None:
    v = _view(
        "En el minuto 108, Kike Sotés mete un pase al espacio, Jon Urrutia controla y "
        f"Ander Gil marca a placer. {statement}"
    )
    assert ["Jon Urrutia", "offside"] in v["positions"]


@pytest.mark.parametrize(
    "statement",
    [
        "La grada pedía un fuera de juego de Jon Urrutia.",
        "El VAR revisó una posible posición adelantada de Jon Urrutia.",
    ],
)
def test_an_offside_someone_asks_about_is_no_position(statement: str) -> None:
    v = _view(
        "En el minuto 108, Kike Sotés mete un pase al espacio, Jon Urrutia controla y "
        f"Ander Gil marca a placer. {statement}"
    )
    assert v["positions"] == []


@pytest.mark.parametrize(
    ("told", "minute"),
    [
        ("El segundo, en el 38, necesitó el visto bueno del VAR: Iker Sanz centró", 38),
        ("En el minuto 38, y con el VAR pendiente, Iker Sanz centró", 38),
        ("Al 38, tras una larga revisión del VAR, Iker Sanz centró", 38),
    ],
)
def test_of_several_minutes_the_one_told_with_the_move_and_its_review(
    told: str, minute: int
) -> None:
    v = _view(
        "El primero llegó a los 11 minutos, en una contra que culminó Mario Vidal con un "
        f"disparo desde la frontal. {told} desde la derecha y Luis Pardo cabeceó a la red. "
        "El árbitro dio el gol tras la revisión.\n\n"
        "Pablo Gil recortó distancias a los 58 minutos con un zurdazo."
    )
    assert v["minute"] == minute


@pytest.mark.parametrize(
    ("moment", "minute", "added"),
    [
        ("En el minuto 71,", 71, None),
        ("Pasados 71 minutos de juego,", 71, None),
        ("En el tercer minuto del partido,", 3, None),
        ("Apenas al tercer minuto,", 3, None),
        ("Cuando faltaban nueve minutos para el final,", 81, None),
        ("Cuando quedaban nueve minutos,", 81, None),
        ("Nueve minutos antes del final,", 81, None),
        ("Con nueve minutos por jugar,", 81, None),
        ("Diez minutos después del descanso,", 55, None),
        ("A los 12 minutos de la segunda parte,", 57, None),
        ("En el segundo minuto del añadido de la primera parte,", 45, 2),
        ("En el cuarto minuto del tiempo de descuento,", 90, 4),
        ("En el minuto 95,", 90, 5),
        # a review's length or the break are no minute of the match
        ("Tras tres minutos de revisión,", None, None),
        ("Cuando faltaban nueve minutos para el descanso,", None, None),
    ],
)
def test_the_ways_of_giving_the_minute(moment: str, minute: int | None, added: int | None) -> None:
    v = _view(f"{moment} el gol de Nacho Ruiz fue anulado por fuera de juego.")
    assert (v["minute"], v["added_time"]) == (minute, added)


def test_a_minute_told_after_the_goal_it_belongs_to() -> None:
    v = _view("El gol de Nacho Ruiz en el 71 fue anulado por fuera de juego.")
    assert v["minute"] == 71


@pytest.mark.parametrize(
    ("sentence", "home"),
    [
        ("El Braga ganó 1-2 en el Dragão.", "Oporto"),
        ("Boca empató 1-1 ante Racing el domingo en la Bombonera.", "Boca Juniors"),
        ("El Corinthians cayó 3-2 en el Allianz Parque.", "Palmeiras"),
        ("Monterrey y Tigres empataron en el Estadio BBVA.", "Monterrey"),
    ],
)
def test_a_ground_makes_its_club_the_home_side(sentence: str, home: str) -> None:
    v = _view(f"{sentence} En el minuto 52, el gol de Rodrigo Vela fue anulado por fuera de juego.")
    assert v["home"] == home


@pytest.mark.parametrize(
    ("nickname", "team"),
    [
        ("a los rojillos", "Osasuna"),
        ("a los Colchoneros", "Atlético de Madrid"),
        ("al Xeneize", "Boca Juniors"),
        ("al Verdão", "Palmeiras"),
    ],
)
def test_a_club_nickname_is_the_club(nickname: str, team: str) -> None:
    v = _view(
        f"En el minuto 52, el VAR le anuló un gol a {nickname} por fuera de juego de Rodrigo Vela."
    )
    assert v["attacking_team"] == team


@pytest.mark.parametrize(
    ("question", "attacking"),
    [
        ("¿Por qué se anuló el gol del Ajax ante el PSV?", "Ajax"),
        ("¿Cómo es posible que se anulara el gol del Ajax?", "Ajax"),
        # a question that asks whether is no statement
        ("¿Fue legal el gol del Ajax?", None),
    ],
)
def test_a_why_question_takes_its_content_as_given(question: str, attacking: str | None) -> None:
    v = _view(
        f"{question} En el minuto 34, Noa Wessels cabeceó a gol un centro de Kenji Drost. "
        "El árbitro acabó invalidando el tanto."
    )
    assert v["attacking_team"] == attacking


@pytest.mark.parametrize(
    ("result", "defending"),
    [
        # a draw or a defeat "ante" a team says nothing of who defended the incident
        ("El Barça cedió un empate (1-1) ante el Real Madrid.", None),
        ("El Betis cayó ante el Sevilla.", None),
        # the equaliser "ante" a team is the incident's goal against them
        ("El VAR le borra a Boca el empate ante Palmeiras.", "Palmeiras"),
    ],
)
def test_a_result_against_a_team_is_no_defence(result: str, defending: str | None) -> None:
    v = _view(f"{result} En el minuto 57, Naiara Olmo definió con un disparo cruzado.")
    assert v["defending_team"] == defending


def _claims(text: str) -> list[list[str | None]]:
    return [list(c) for c in _view(text)["claims"]]


@pytest.mark.parametrize(
    ("quote", "about"),
    [
        ("Si eso es falta, que piten todos los córners.", "decision"),
        ("Es un contacto normal de cualquier córner.", "decision"),
        ("Para mí no es penalti.", "decision"),
        ("Eso no es mano en ningún lugar del mundo.", "handball"),
        ("Estaba habilitado, lo hemos visto todos.", "onside"),
    ],
)
def test_what_a_quoted_coach_says_the_decision_was(quote: str, about: str) -> None:
    text = (
        "En el minuto 45, Lucía Ordóñez cabeceó a la red, pero el árbitro anuló el gol. "
        f'"{quote}", lamentó Inés Calvo, entrenadora del Real Madrid.'
    )
    assert _claims(text) == [["Inés Calvo", about]]


@pytest.mark.parametrize(
    "after",
    [
        "resumió en sala de prensa nuestro entrenador, Julio Lasheras.",
        "disparó Julio Lasheras, el entrenador del Zaragoza.",
        "dijo después el técnico, Julio Lasheras.",
    ],
)
def test_the_speaker_named_after_the_verb_that_follows_a_quote(after: str) -> None:
    text = (
        "En el minuto 80, Dani Lafuente marcó, pero el árbitro pitó fuera de juego. "
        f'"Estaba habilitado, lo hemos visto todos", {after}'
    )
    assert _claims(text) == [["Julio Lasheras", "onside"]]


def test_a_headline_quoting_the_body_is_the_speakers_claim() -> None:
    text = (
        '"Eso no es mano en ningún lugar del mundo": la bronca de Boca\n\n'
        "En el minuto 78, Nahuel Ibarra remató y el balón pegó en el brazo de Tomás Arrieta. "
        'El árbitro pitó penal. "El chico tiene el brazo pegado al cuerpo. Eso no es mano en '
        'ningún lugar del mundo", disparó Raúl Montenegro, el entrenador de Boca.'
    )
    assert _claims(text) == [["Raúl Montenegro", "handball"]]


@pytest.mark.parametrize(
    "told",
    [
        "Sin embargo, el árbitro inglés Antonio Tello dio el gol.",
        "La árbitra, Marta Cebrián, concedió el tanto.",
        "El silbante Jorge Luis Cantú concedió el tanto.",
        "Alberto Domínguez Sancho dio el gol y el estadio se vino abajo.",
        "El árbitro convalidó el 2-1.",
        "El árbitro señaló el centro del campo.",
    ],
)
def test_the_ways_of_telling_the_goal_was_given_on_the_field(told: str) -> None:
    v = _view(
        f"En el minuto 60, Iker Sanz cabeceó a la red. {told} Pero el VAR lo llamó al "
        "monitor y acabó anulando el gol por fuera de juego."
    )
    assert v["on_field"] == "goal"


def test_a_defender_named_after_a_preposition_is_no_subject_of_the_next_verb() -> None:
    v = _view(
        "En el minuto 3, Félix Torres peinó el balón, y Estrada, que tenía la pierna por "
        "delante del lateral Abdel Hassan, el penúltimo defensor local, lo devolvió de "
        "cabeza. El gol fue anulado por fuera de juego."
    )
    assert ("Abdel Hassan", "header") not in _by(v)
