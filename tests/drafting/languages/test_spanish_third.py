"""Spanish reports, third round (issue 32): clitics before the verb, Latin-American words
for the referee and the goal, live-blog stamps, demands that are no statement. Each test is
a short report in our own words, in at least two wordings, and asserts what is drafted."""

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
    "stamp",
    ["Min. 90+3 |", "Minuto 90+3:", "90+3' -"],
)
def test_a_live_blog_stamp_gives_the_goal_minute(stamp: str) -> None:
    v = _view(
        "Betis - Cádiz | LaLiga\n\n"
        "Min. 80 | El Betis aprieta sin premio.\n\n"
        f"{stamp} ¡GOL! Nacho Ruiz la empuja a la red tras un centro de Luis Mora.\n\n"
        "Min. 90+5 | El VAR revisa la jugada."
    )
    assert (v["minute"], v["added_time"]) == (90, 3)


@pytest.mark.parametrize(
    "sentence",
    [
        "Pedro Sanz la baja con el pecho y Nacho Ruiz la engancha de volea a la escuadra.",
        "Pedro Sanz la mató con el muslo y Nacho Ruiz la enganchó a la escuadra.",
    ],
)
def test_a_clitic_before_the_verb_of_a_control_and_a_finish(sentence: str) -> None:
    v = _view(f"En el minuto 30, {sentence} El gol subió al marcador.")
    assert _by(v) == [("Pedro Sanz", "control"), ("Nacho Ruiz", "shot")]
    assert v["outcome"] == "goal_scored"


@pytest.mark.parametrize(
    "sentence",
    [
        "tras un tiro libre cobrado por Luis Mora, Nacho Ruiz la mandó a guardar",
        "tras un córner pateado por Luis Mora, Nacho Ruiz la manda a guardar",
    ],
)
def test_latin_american_words_for_a_set_piece_and_a_goal(sentence: str) -> None:
    v = _view(f"Al minuto 60, {sentence}, pero el gol no valió.")
    assert [t["by"] for t in v["sequence"]] == ["Luis Mora", "Nacho Ruiz"]
    assert v["outcome"] == "goal_scored"


@pytest.mark.parametrize(
    "sentence",
    [
        "Pedro Sanz lo devolvió de cabeza al área y Nacho Ruiz lo mandó a la red también "
        "de cabeza.",
        "Pedro Sanz la retrasó de cabeza y Nacho Ruiz la empujó al fondo de la red de cabeza.",
    ],
)
def test_de_cabeza_after_the_verb_makes_both_touches_headers(sentence: str) -> None:
    v = _view(f"En el minuto 12, tras un córner, {sentence}")
    assert _by(v)[-2:] == [("Pedro Sanz", "header"), ("Nacho Ruiz", "header")]


@pytest.mark.parametrize(
    "sentence",
    [
        "Desde la grada piden fuera de juego de Mora, pero no puede haberlo.",
        "Los visitantes reclamaron un supuesto fuera de juego de Mora.",
        "La grada pedía fuera de juego de Luis Mora.",
    ],
)
def test_an_offside_someone_asks_for_is_no_position(sentence: str) -> None:
    v = _view(
        "En el minuto 30, Pedro Sanz centró, Luis Mora la bajó con el pecho en el área y "
        f"Nacho Ruiz marcó. {sentence}"
    )
    assert v["positions"] == []


def test_an_offside_the_writer_states_is_a_position() -> None:
    v = _view(
        "En el minuto 30, Pedro Sanz centró, Luis Mora la bajó con el pecho en el área y "
        "Nacho Ruiz marcó. El VAR vio el fuera de juego de Mora."
    )
    assert v["positions"] == [["Luis Mora", "offside"]]


@pytest.mark.parametrize("judge", ["el juez", "la jueza"])
def test_the_judge_who_had_whistled_is_the_referee(judge: str) -> None:
    v = _view(
        f"Al 90+3, Nacho Ruiz la empujó a la red, pero {judge} ya había pitado falta de "
        "Ruiz sobre el arquero Pablo Gil. El VAR no tuvo nada que revisar y el gol no valió."
    )
    assert v["on_field"] == "whistle"
    assert v["review"] == "none"
    assert v["var_checked"] is None
    assert ["referee", "foul"] in v["calls"]


@pytest.mark.parametrize(
    "sentence",
    [
        "El VAR llamó a la árbitra al monitor y acabó anulando el gol por fuera de juego.",
        "Tras verlo en el monitor, el colegiado anuló el tanto por fuera de juego.",
    ],
)
def test_a_call_made_at_the_monitor_is_the_referees(sentence: str) -> None:
    v = _view(f"En el minuto 30, Nacho Ruiz remató a la red. {sentence}")
    assert ["referee", "offside"] in v["calls"]
    assert ["var", "offside"] not in v["calls"]


@pytest.mark.parametrize(
    "sentence",
    [
        "El árbitro lo concede, pero el VAR lo revisa.",
        "Luis Gómez dio el gol, pero el VAR lo revisó.",
    ],
)
def test_the_goal_given_on_the_field_before_a_review(sentence: str) -> None:
    v = _view(f"En el minuto 30, Nacho Ruiz remató a la red. {sentence}")
    assert v["on_field"] == "goal"


@pytest.mark.parametrize(
    "ground",
    ["en el estadio Ramón Sánchez Pizjuán", "en el coliseo Alfonso Pérez"],
)
def test_a_ground_after_its_noun_is_no_person_nor_the_speaker(ground: str) -> None:
    v = _view(
        f"El técnico del Betis, Luis Gómez, no ocultó su enfado tras el empate {ground}: "
        "«Para mí Nacho Ruiz está en línea. Ese gol tiene que valer». En el minuto 70 "
        "Nacho Ruiz remató a la red, pero el VAR anuló el gol por fuera de juego."
    )
    names = [p["name"] for p in v["players"]]
    assert not any(word in " ".join(names) for word in ("Pizjuán", "Alfonso"))
    assert ["Luis Gómez", "onside"] in v["claims"]
    assert ["Luis Gómez", "decision"] in v["claims"]


@pytest.mark.parametrize(
    "sentence",
    [
        "el VAR confirmó en pocos segundos que Pedro Sanz estaba en fuera de juego",
        "el VAR detectó que, en la acción previa, Pedro Sanz estaba en fuera de juego",
    ],
)
def test_what_the_var_found_after_a_colon_is_the_vars_call(sentence: str) -> None:
    v = _view(
        "En el minuto 70, Pedro Sanz centró y Nacho Ruiz marcó. La bandera estaba bien "
        f"levantada: {sentence}. El gol fue anulado por fuera de juego."
    )
    assert ["var", "offside"] in v["calls"]
    assert ["officials", "offside"] not in v["calls"]


@pytest.mark.parametrize("foul", ["un empujón", "un agarrón"])
def test_a_foul_the_var_warned_of_names_both_players(foul: str) -> None:
    v = _view(
        "En el minuto 70, Nacho Ruiz cabeceó a la red. El árbitro dio el gol, pero desde la "
        f"sala VOR le avisaron de {foul} de Ruiz sobre Pablo Gil. Tras verlo en el monitor, "
        "anuló el tanto por falta."
    )
    assert ["var", "foul"] in v["calls"]
    assert "Pablo Gil" in [p["name"] for p in v["players"]]


@pytest.mark.parametrize(
    ("words", "minute"),
    [("A falta de un cuarto de hora", 75), ("Cuando faltaba media hora", 60)],
)
def test_time_left_said_in_words(words: str, minute: int) -> None:
    v = _view(f"{words}, Nacho Ruiz remató a la red, pero el gol fue anulado.")
    assert v["minute"] == minute


@pytest.mark.parametrize(
    "aside",
    ["en fuera de juego a dos metros de la portería", "en fuera de juego por medio cuerpo"],
)
def test_an_offside_aside_with_a_measure_after_the_name(aside: str) -> None:
    v = _view(
        f"En el minuto 60, Luis Mora remató desde fuera del área y Pedro Sanz, {aside}, "
        "intentó tocar el balón. El intento de Sanz molestó al portero y el gol fue anulado."
    )
    assert v["positions"] == [["Pedro Sanz", "offside"]]
    assert [t["by"] for t in v["sequence"]] == ["Luis Mora"]  # an attempt is no shot


@pytest.mark.parametrize(
    "sentence",
    [
        "Las repeticiones dejaban claro que el uruguayo estaba en posición correcta.",
        "Las imágenes mostraron que el argentino estaba en posición legal.",
    ],
)
def test_a_player_called_by_his_nationality(sentence: str) -> None:
    v = _view(
        "En el minuto 60, Luis Mora filtró un pase. Pedro Sanz definió con calma, pero el "
        f"asistente levantó la bandera. {sentence}"
    )
    assert v["positions"] == [["Pedro Sanz", "onside"]]


@pytest.mark.parametrize(
    "sentence",
    [
        "El VAR confirma el fuera de juego.",
        "El VAR ha señalado el fuera de juego.",
        "El VAR aprecia un fuera de juego.",
    ],
)
def test_a_call_in_any_tense(sentence: str) -> None:
    v = _view(f"Minuto 72: Luis Mora asiste a Nacho Ruiz, que define cruzado. {sentence}")
    assert ["var", "offside"] in v["calls"]


@pytest.mark.parametrize("adjective", ["milimétrico", "claro", "previo"])
def test_an_offside_with_an_adjective_before_its_player(adjective: str) -> None:
    v = _view(
        "En el minuto 20, Pedro Sanz le dio el pase a Nacho Ruiz, que marcó, pero el árbitro "
        f"le quitó el gol por un fuera de juego {adjective} de Ruiz."
    )
    assert v["positions"] == [["Nacho Ruiz", "offside"]]


@pytest.mark.parametrize("words", ["marcó por medio de", "se adelantó por mediación de"])
def test_the_scorer_after_the_side_that_scored(words: str) -> None:
    v = _view(f"Al filo del descanso, el Sevilla {words} Nacho Ruiz, pero el gol no valió.")
    assert [t["by"] for t in v["sequence"]] == ["Nacho Ruiz"]


@pytest.mark.parametrize("verb", ["convalidó", "ratificó"])
def test_the_var_upholding_the_flag_for_offside(verb: str) -> None:
    v = _view(
        "A los 80 minutos, Nacho Ruiz la empujó tras un centro de Luis Mora, pero el línea "
        f"levantó el banderín y el VAR {verb} la decisión por posición adelantada."
    )
    assert v["final"] == "no_goal"
    assert ["var", "offside"] in v["calls"]
    assert ["assistant", "offside"] in v["calls"]


@pytest.mark.parametrize("kick", ["un córner botado por", "un tiro libre lanzado por"])
def test_a_set_piece_taken_by_someone_came_before_the_header(kick: str) -> None:
    v = _view(f"En el minuto 30, Nacho Ruiz cabeceó {kick} Luis Mora a la red.")
    assert [t["by"] for t in v["sequence"]] == ["Luis Mora", "Nacho Ruiz"]


@pytest.mark.parametrize(
    "finish",
    [
        "la cruzó ante la salida del guardameta Pablo Gil",
        "la picó por encima del portero Pablo Gil",
    ],
)
def test_the_goalkeeper_the_ball_was_put_past(finish: str) -> None:
    v = _view(f"En el minuto 30, Luis Mora le dio el pase a Nacho Ruiz, que {finish}.")
    keeper = [p for p in v["players"] if p["name"] == "Pablo Gil"]
    assert keeper == [{"name": "Pablo Gil", "team": "defending", "goalkeeper": True}]


@pytest.mark.parametrize("verb", ["no pudo atajar", "no retuvo"])
def test_a_goalkeeper_who_could_not_hold_a_shot_touched_it(verb: str) -> None:
    v = _view(
        f"Al minuto 90+2, el portero Pablo Gil {verb} un disparo lejano de Luis Mora y "
        "Nacho Ruiz la empujó en el segundo palo."
    )
    assert [t["by"] for t in v["sequence"]] == ["Luis Mora", "Pablo Gil", "Nacho Ruiz"]


@pytest.mark.parametrize(
    "sentence",
    [
        "el VAR avisó al colegiado de una posible mano de Luis Mora en la jugada previa",
        "el VAR alertó de una mano previa de Luis Mora",
    ],
)
def test_a_handball_by_its_noun_names_the_player(sentence: str) -> None:
    v = _view(f"En el minuto 78, Nacho Ruiz marcó, pero {sentence}.")
    assert "Luis Mora" in [p["name"] for p in v["players"]]
    assert ["var", "handball"] in v["calls"]


@pytest.mark.parametrize("verbs", ["condujo, le dio el pase a", "arrancó, se la cedió a"])
def test_verbs_of_one_subject_joined_by_a_comma(verbs: str) -> None:
    v = _view(f"En el minuto 30, Luis Mora {verbs} Nacho Ruiz y este la empujó a la red.")
    assert [(t["by"], t["action"]) for t in v["sequence"]][0] == ("Luis Mora", "pass")


@pytest.mark.parametrize("verb", ["tapaba la visión del portero", "le tapaba la vista al arquero"])
def test_an_involvement_after_y_keeps_its_subject(verb: str) -> None:
    v = _view(
        f"Pedro Sanz estaba en fuera de juego y {verb} Pablo Gil cuando Nacho Ruiz disparó "
        "desde fuera del área. El gol fue anulado."
    )
    assert v["involvements"] == [["Pedro Sanz", "obstructed_line_of_vision"]]


@pytest.mark.parametrize("first", ["se anticipó a su marcador", "se desmarcó"])
def test_the_object_of_a_second_verb_came_before_both(first: str) -> None:
    v = _view(f"En el minuto 41, Nacho Ruiz {first} y peinó el centro de Luis Mora a la red.")
    assert [t["by"] for t in v["sequence"]] == ["Luis Mora", "Nacho Ruiz"]


@pytest.mark.parametrize(
    "words", ["A los 12 minutos de la segunda parte", "En el minuto 12 del segundo tiempo"]
)
def test_a_minute_counted_from_the_second_half(words: str) -> None:
    v = _view(f"{words}, Nacho Ruiz remató a la red, pero el gol fue anulado.")
    assert v["minute"] == 57


@pytest.mark.parametrize("role", ["El técnico txuri-urdin", "El entrenador local"])
def test_a_speaker_called_by_his_role_with_an_adjective(role: str) -> None:
    v = _view(
        "«No era fuera de juego, el balón lo juega el defensa», lamentó Luis Gómez tras el "
        f"partido. {role} añadió que la decisión no tiene ningún sentido."
    )
    assert ["Luis Gómez", "decision"] in v["claims"]


@pytest.mark.parametrize(
    "opening",
    ["Para Luis Gómez, ", "El entrenador del Cádiz, Luis Gómez, considera que "],
)
def test_a_view_opened_by_para_or_thought_after_an_aside(opening: str) -> None:
    v = _view(f"{opening}el delantero estaba en posición legal cuando recibió el balón.")
    assert ["Luis Gómez", "onside"] in v["claims"]


@pytest.mark.parametrize("given", ["El colegiado lo da por bueno", "El árbitro lo dio por válido"])
def test_a_goal_given_as_good_and_a_var_that_found_nothing(given: str) -> None:
    v = _view(
        "Minuto 55. Nacho Ruiz remata de cabeza un centro de Luis Mora. "
        f"{given} y el VAR no encuentra nada que revisar."
    )
    assert v["on_field"] == "goal"
    assert v["review"] == "none"


@pytest.mark.parametrize("when", ["tarde", "una vez terminada la jugada"])
def test_a_flag_raised_late(when: str) -> None:
    v = _view(
        "En el minuto 23, Luis Mora centró y Nacho Ruiz empujó el balón a la red. El "
        f"asistente levantó la bandera {when}, pero el gol subió al marcador."
    )
    assert v["delayed_flag"] is True


@pytest.mark.parametrize(
    "second", ["estaba en línea con Pablo Gil", "estaba a la misma altura que Pablo Gil"]
)
def test_onside_in_a_relative_clause_and_level_later_are_one_position(second: str) -> None:
    v = _view(
        "En el minuto 23, Luis Mora centró y Nacho Ruiz, que arrancó en posición legal, "
        f"empujó el balón a la red. El VAR confirmó que Ruiz {second}."
    )
    assert v["positions"] == [["Nacho Ruiz", "onside"]]


@pytest.mark.parametrize("verb", ["marcara", "anotase"])
def test_the_scorer_in_the_subjunctive(verb: str) -> None:
    v = _view(f"El colegiado detuvo el juego por una falta antes de que Nacho Ruiz {verb}.")
    assert [t["by"] for t in v["sequence"]] == ["Nacho Ruiz"]


@pytest.mark.parametrize("verb", ["protestó", "se quejó"])
def test_a_speech_verb_before_the_writers_own_clause_reports_nothing(verb: str) -> None:
    v = _view(
        f"El árbitro no dio el gol. Nacho Ruiz {verb}, pero la tecnología confirmó que el "
        "balón no había cruzado la línea."
    )
    assert v["claims"] == []


@pytest.mark.parametrize(
    ("verb", "no"),
    [("dictaminó", "no había interferido"), ("concluyó", "no intervino")],
)
def test_offside_but_not_interfering_is_no_offside_call(verb: str, no: str) -> None:
    v = _view(
        "Luis Mora centró, Nacho Ruiz dejó pasar el balón y Pedro Sanz marcó. "
        f"El VAR {verb} que Ruiz, en fuera de juego, {no}."
    )
    assert ["var", "offside"] not in v["calls"]
    assert v["involvements"] == [["Nacho Ruiz", "none"]]


@pytest.mark.parametrize(
    "without",
    [
        "sin que el colegiado tuviera que acudir al monitor",
        "sin necesidad de ir a la pantalla",
    ],
)
def test_a_var_decision_without_the_monitor_is_var_only(without: str) -> None:
    v = _view(
        "En el minuto 80, Luis Mora centró y Nacho Ruiz remató a la red. El tanto fue "
        f"anulado por fuera de juego {without}."
    )
    assert v["review"] == "var_only"
    assert ["referee", "offside"] not in v["calls"]


@pytest.mark.parametrize(
    "move", ["se elevó entre los centrales para cabecear", "saltó más que nadie para cabecear"]
)
def test_a_header_told_as_the_purpose_of_a_jump(move: str) -> None:
    v = _view(f"En el minuto 80, Luis Mora centró y Nacho Ruiz {move} a la red.")
    assert [(t["by"], t["action"]) for t in v["sequence"]] == [
        ("Luis Mora", "cross"),
        ("Nacho Ruiz", "header"),
    ]
    assert v["outcome"] == "goal_scored"


@pytest.mark.parametrize("part", ["el hombro", "la rodilla"])
def test_a_body_part_ahead_of_the_last_defender_named_after_it(part: str) -> None:
    v = _view(
        "En el minuto 80, Luis Mora centró y Nacho Ruiz cabeceó a la red. Las líneas "
        f"mostraron que {part} de Ruiz estaba por delante del último defensor, Pablo Gil."
    )
    assert v["positions"] == [["Nacho Ruiz", "offside"]]
    assert {"name": "Pablo Gil", "team": "defending", "goalkeeper": None} in v["players"]


@pytest.mark.parametrize("spot", ["señala el manchón", "señaló el punto de penalti"])
def test_the_penalty_spot_in_its_regional_words(spot: str) -> None:
    v = _view(
        "65'. Luis Mora mete un centro que se estrella en el brazo de Pablo Gil. El VAR lo "
        f"llama a la pantalla y, tras verlo dos veces, el árbitro sanciona la mano y {spot}."
    )
    assert v["final"] == "penalty"
    assert v["review"] == "on_field_review"


@pytest.mark.parametrize("adverb", ["ahora", "entonces"])
def test_a_flag_raised_after_waiting_for_the_move_to_end(adverb: str) -> None:
    v = _view(
        "90+3. Centro raso de Luis Mora y Nacho Ruiz remata a placer. El asistente, que "
        f"había esperado a que terminara la jugada, levanta {adverb} el banderín por fuera de "
        "juego. El VAR revisa la acción y no encuentra nada que corregir."
    )
    assert v["on_field"] == "offside_flag"
    assert v["delayed_flag"] is True
    assert v["review"] == "none"


@pytest.mark.parametrize("name", ["AMÉRICA", "América"])
def test_a_club_named_like_a_continent_is_a_team_not_a_player(name: str) -> None:
    v = _view(
        f"América – Chivas, en vivo\n\n67'. ¡GOOOL DEL {name}! Nacho Ruiz no perdona desde "
        "los once metros, pero el VAR lo anula por fuera de juego."
    )
    assert all(p["name"].lower() != "américa" for p in v["players"])


def test_a_live_blog_entry_of_another_moment_is_not_the_incidents() -> None:
    v = _view(
        "65'. ¡Penal! Luis Mora mete un centro que pega en el brazo de Pablo Gil y el "
        "árbitro señala el penalti.\n\n"
        "80'. Disparo lejano de Pedro Sanz que se va desviado por poco.\n\n"
        "90+3'. ¡Gol anulado! Nacho Ruiz remata a la red, pero el asistente levanta el "
        "banderín por fuera de juego."
    )
    assert "Pedro Sanz" not in [p["name"] for p in v["players"]]


@pytest.mark.parametrize("how", ["con las dos manos a", "por la espalda a"])
def test_para_is_no_save_and_a_push_with_the_hands_is_a_foul(how: str) -> None:
    v = _view(
        f"En el minuto 108, Nacho Ruiz empuja {how} Pablo Gil para ganar la posición y "
        "cabecea a la red, pero el colegiado, Luis Gómez, señaló una falta."
    )
    assert ("Pablo Gil", "save") not in [(t["by"], t["action"]) for t in v["sequence"]]
    assert {"name": "Pablo Gil", "team": "defending", "goalkeeper": None} in v["players"]
    assert v["on_field"] == "whistle"


@pytest.mark.parametrize("question", ["¿Podía hacer algo el VAR? No.", "¿Y el VAR? Nada."])
def test_a_var_named_in_a_question_checked_nothing(question: str) -> None:
    v = _view(f"En el minuto 80, Nacho Ruiz marcó, pero el árbitro ya había pitado. {question}")
    assert v["var_checked"] is None


@pytest.mark.parametrize("verb", ["recibía", "visitaba"])
def test_the_home_side_in_a_relative_clause(verb: str) -> None:
    v = _view(f"El Betis, que {verb} al Sevilla, vio cómo el VAR le anulaba un gol a Nacho Ruiz.")
    home = "Real Betis" if verb == "recibía" else "Sevilla"
    assert v["home"] == home


@pytest.mark.parametrize("verb", ["se encontraba", "aparecía"])
def test_an_offside_position_told_before_its_player(verb: str) -> None:
    v = _view(
        "Luis Mora probó desde fuera del área y el balón entró, pero en posición adelantada "
        f"{verb} Nacho Ruiz, delante del portero. El gol fue anulado."
    )
    assert v["positions"] == [["Nacho Ruiz", "offside"]]


@pytest.mark.parametrize("mood", ["no escondía su enfado", "no se mordió la lengua"])
def test_a_speaker_named_after_his_quote_by_his_mood(mood: str) -> None:
    v = _view(f"«Para mí es fuera de juego clarísimo, Ruiz está adelantado». Luis Gómez {mood}.")
    assert v["claims"] == [["Luis Gómez", "offside"]]


@pytest.mark.parametrize("ball", ["la tira larga hacia adelante", "mandó el balón hacia delante"])
def test_a_long_ball_forward_is_a_forward_pass(ball: str) -> None:
    v = _view(f"90+5' | Luis Mora {ball} y Nacho Ruiz define de primera, pero el VAR lo anula.")
    assert v["sequence"][0] == {
        "by": "Luis Mora",
        "action": "pass",
        "direction": "forwards",
        "classification": None,
    }


@pytest.mark.parametrize(
    "words", ["ni siquiera fue al monitor", "fue una decisión directa desde la cabina"]
)
def test_a_referee_who_had_given_it_and_never_went_to_the_monitor(words: str) -> None:
    v = _view(
        "Nacho Ruiz define ante la salida del arquero, pero el VAR anula el gol por fuera de "
        f"juego. El árbitro había convalidado el gol y {words}."
    )
    assert v["on_field"] == "goal"
    assert v["review"] == "var_only"


@pytest.mark.parametrize("warned", ["avisado por el VAR de", "alertado por el VAR de"])
def test_the_var_warning_of_an_offside_is_its_call(warned: str) -> None:
    v = _view(
        f"En el minuto 34, Nacho Ruiz cabeceó a gol. El árbitro, {warned} un posible fuera "
        "de juego, revisó la acción y acabó invalidando el tanto."
    )
    assert ["var", "offside"] in v["calls"]


@pytest.mark.parametrize("jump", ["saltó a disputarlo con", "fue a disputar el balón con"])
def test_a_player_who_jumped_to_challenge_an_opponent(jump: str) -> None:
    v = _view(
        "En el minuto 34, Luis Mora centró y Nacho Ruiz cabeceó a gol. Pedro Sanz, en fuera de "
        f"juego, no llegó a tocar el balón, pero {jump} Pablo Gil y le impidió despejar."
    )
    assert ["Pedro Sanz", "challenged_opponent"] in v["involvements"]


@pytest.mark.parametrize("where", ["en posición correcta", "en posición legal"])
def test_onside_then_who_played_him_onside(where: str) -> None:
    v = _view(
        f"Cuando Luis Mora centró, Nacho Ruiz estaba {where}, habilitado por el central "
        "Pablo Gil, y cabeceó a la red."
    )
    assert v["positions"] == [["Nacho Ruiz", "onside"]]
    assert {"name": "Pablo Gil", "team": "defending", "goalkeeper": None} in v["players"]


@pytest.mark.parametrize("nationality", ["el esloveno", "el argentino"])
def test_a_nationality_is_never_the_referee_named_before(nationality: str) -> None:
    v = _view(
        "En el 45+2, Luis Mora lanzó un balón largo y Nacho Ruiz lo controló dentro del área. "
        f"El colegiado, {nationality} Pablo Gil, señaló penalti. Sin embargo, "
        "el argentino había arrancado en fuera de juego."
    )
    assert "Pablo Gil" not in [p["name"] for p in v["players"]]
    assert ["Pablo Gil", "offside"] not in v["positions"]


@pytest.mark.parametrize("keeper", ["el guardameta Pablo Gil", "el portero Pablo Gil"])
def test_a_player_brought_down_after_a_first_verb(keeper: str) -> None:
    v = _view(
        "En el 45+2, Luis Mora lanzó un balón largo hacia delante, Nacho Ruiz lo controló "
        f"dentro del área y fue derribado por {keeper}. El colegiado señaló penalti."
    )
    assert {"name": "Pablo Gil", "team": "defending", "goalkeeper": True} in v["players"]


@pytest.mark.parametrize("when", ["después", "luego"])
def test_a_speaker_after_his_quote_with_a_role_and_an_adverb(when: str) -> None:
    v = _view(
        "En el minuto 23, Nacho Ruiz definió cruzado. «Estaba adelantado por medio cuerpo, no "
        f"hacía falta ni mirar», se quejó {when} el arquero Pablo Gil."
    )
    assert v["claims"] == [["Pablo Gil", "offside"]]
