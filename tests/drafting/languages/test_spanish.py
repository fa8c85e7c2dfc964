"""Spanish reports: the drafter reads them with drafting/data/es (issue 32). Each test is a
short report in our own words (none of the evaluation set's paragraphs) and asserts the
values drafted from it."""

from __future__ import annotations

from typing import Any

from support import interviewed

import drafting
from drafting import Draft
from drafting.eval.score import view


def _draft(text: str) -> tuple[Draft, dict[str, Any]]:
    d = drafting.draft(text, language="es")
    return d, view(d)


def _facts(d: Draft) -> dict[str, object]:
    return {f.path: f.value for f in d.facts}


REPORT = (
    "Girona 1-1 Osasuna\n\n"
    "El Girona se quedó sin el triunfo en el minuto 90+3. Iván Martín botó un córner, el "
    "balón fue desviado por el central Alejandro Catena y Cristhian Stuani, solo en el "
    "segundo palo, empujó el balón a la red. El árbitro dio el gol inicialmente, pero "
    "acudió al monitor y lo anuló por fuera de juego de Stuani.\n\n"
    "«Es una jugada nueva después del toque de Catena, no lo entiendo», dijo Míchel Sánchez."
)


def test_a_spanish_report_gives_teams_minute_touches_and_decisions() -> None:
    d, v = _draft(REPORT)
    assert (v["home"], v["away"]) == ("Girona", "Osasuna")
    assert (v["attacking_team"], v["defending_team"]) == ("Girona", "Osasuna")
    assert (v["minute"], v["added_time"]) == (90, 3)
    assert v["start"] == "corner_kick"
    assert [(t["by"], t["action"]) for t in v["sequence"]] == [
        ("Iván Martín", None),
        ("Alejandro Catena", "deflection"),
        ("Cristhian Stuani", "shot"),
    ]
    assert (v["on_field"], v["final"], v["outcome"]) == ("goal", "no_goal", "goal_scored")
    assert v["review"] == "on_field_review"
    assert ["referee", "offside"] in v["calls"]
    assert v["claims"] == [["Míchel Sánchez", "phase"]]
    sides = {p["name"]: p["team"] for p in v["players"]}
    assert sides["Alejandro Catena"] == "defending"
    assert sides["Cristhian Stuani"] == "attacking"


def test_a_pass_received_comes_before_the_shot() -> None:
    _, v = _draft(
        "Al 90+5, Mbappé recibió un pase de Vinícius Júnior y definió cruzado ante Unai "
        "Simón, pero el juez de línea levantó la bandera."
    )
    assert [t["by"] for t in v["sequence"]] == ["Vinícius Júnior", "Mbappé"]
    assert v["on_field"] == "offside_flag"
    assert ["assistant", "offside"] in v["calls"]


def test_a_fixture_with_a_hyphen_and_a_dateline_that_is_no_team() -> None:
    _, v = _draft(
        "Valencia, 3 abr. — En el Betis-Sevilla de LaLiga, a falta de doce minutos, Isco "
        "centró y Chimy Ávila remató de cabeza a la red. El tanto subió al marcador."
    )
    assert (v["home"], v["away"]) == ("Real Betis", "Sevilla")
    assert v["competition"] == "LaLiga"
    assert v["minute"] == 78
    assert v["final"] == "goal"
    assert [(t["by"], t["action"]) for t in v["sequence"]] == [
        ("Isco", "cross"),
        ("Chimy Ávila", "header"),
    ]


def test_the_visitors_are_the_away_team() -> None:
    _, v = _draft(
        "Osasuna 0-0 Getafe. Los visitantes se quedaron sin gol: Mayoral, que estaba en "
        "fuera de juego, la empujó a puerta vacía y el VAR anuló el tanto."
    )
    assert (v["home"], v["away"]) == ("Osasuna", "Getafe")
    assert v["attacking_team"] == "Getafe"
    assert v["final"] == "no_goal"
    assert v["var_checked"] is True


def test_minutes_in_spanish_forms() -> None:
    cases = {
        "En el minuto 93, Stuani marcó, pero el gol fue anulado.": (90, 3),
        "Stuani marcó en el segundo minuto del descuento, pero el gol fue anulado.": (90, 2),
        "Stuani marcó al 45+2, pero el gol fue anulado.": (45, 2),
        "A los 12 minutos, Stuani marcó, pero el gol fue anulado.": (12, None),
        "Stuani marcó en el minuto 108, ya en la prórroga, pero el gol fue anulado.": (108, None),
        "Stuani marcó en el tercer minuto del añadido de la primera parte, pero el gol "
        "fue anulado.": (45, 3),
    }
    for text, (minute, added) in cases.items():
        _, v = _draft(text)
        assert (v["minute"], v["added_time"]) == (minute, added), text


def test_a_quote_is_attributed_to_its_speaker_before_or_after() -> None:
    _, after = _draft(
        "El VAR anuló el gol de Stuani por fuera de juego. «Para mí no había fuera de "
        "juego, el gol era legal», afirmó Míchel Sánchez, entrenador del Girona."
    )
    assert after["claims"] and all(c[0] == "Míchel Sánchez" for c in after["claims"])
    _, before = _draft(
        "El VAR anuló el gol de Stuani por fuera de juego. Míchel Sánchez explicó después que "
        "«la decisión fue un error, el balón venía de un rival»."
    )
    assert before["claims"] and all(c[0] == "Míchel Sánchez" for c in before["claims"])


def test_a_referee_who_names_a_gesture_is_not_speaking() -> None:
    d, v = _draft(
        "Min. 30 | ¡GOL DEL GIRONA! Stuani cabecea a la red. Gil Manzano señala el centro "
        "del campo."
    )
    assert v["on_field"] == "goal"
    assert v["attacking_team"] == "Girona"
    assert not v["claims"]
    assert all(p["name"] != "GIRONA" for p in v["players"])
    assert _facts(d)["match.minute"] == 30


def test_the_flag_kept_down_and_the_goal_given() -> None:
    _, v = _draft(
        "El asistente no levantó el banderín y las líneas dejaron a Kervella en posición "
        "legal: el gol fue validado."
    )
    assert v["on_field"] == "goal"
    assert v["final"] == "goal"
    assert ["assistant", "offside"] not in v["calls"]


def _present(data: Any, path: str) -> bool:
    """``path`` ("players[1].team") names a value ``data`` holds."""
    for part in path.replace("[", ".").replace("]", "").split("."):
        if isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        elif isinstance(data, dict) and part in data:
            data = data[part]
        else:
            return False
    return True


def test_a_draft_in_spanish_validates_as_an_incident() -> None:
    d, _ = _draft(REPORT)
    data, missing = drafting.to_incident(d)
    assert data["match"]["home"] == "Girona"
    # Only what the text does not give is missing: no drafted value is refused.
    refused = [m for m in missing if _present(data, m)]
    assert not refused, refused


def test_positions_with_the_defender_measured_against() -> None:
    _, offside = _draft(
        "El VAR anuló el gol de Borja Iglesias: el delantero Borja Iglesias estaba por "
        "delante del último defensor, Jesús Vallejo, cuando Isco le dio el pase."
    )
    assert ["Borja Iglesias", "offside"] in offside["positions"]
    _, level = _draft(
        "Yannick Ndiaye lo peinó hacia atrás y Mathis Kervella la empujó a placer. Las "
        "líneas situaron a Kervella a la misma altura que Malik Diarra, el último defensor "
        "local, y el gol subió al marcador."
    )
    assert level["positions"] == [["Mathis Kervella", "onside"]]
    sides = {p["name"]: p["team"] for p in level["players"]}
    assert sides["Malik Diarra"] == "defending"
    assert sides["Mathis Kervella"] == "attacking"
    assert level["sequence"][0]["direction"] == "backwards"


def test_involvements_without_touching_the_ball() -> None:
    _, view_blocked = _draft(
        "Isi Palazón marcó, pero Randy Nteka, en fuera de juego, tapaba la visión del "
        "portero Giorgi Mamardashvili y el VAR anuló el tanto."
    )
    assert view_blocked["involvements"] == [["Randy Nteka", "obstructed_line_of_vision"]]
    keeper = next(p for p in view_blocked["players"] if p["name"] == "Giorgi Mamardashvili")
    assert (keeper["team"], keeper["goalkeeper"]) == ("defending", True)
    _, challenged = _draft(
        "En el minuto 90+2, Mikel Oyarzabal disputó el balón con Marc Bartra y Take Kubo "
        "empujó a la red, pero el colegiado ya había señalado falta antes de que el balón "
        "entrara."
    )
    assert challenged["involvements"] == [["Mikel Oyarzabal", "challenged_opponent"]]
    assert challenged["stopped_before_goal"] is True
    assert challenged["on_field"] == "whistle"


def test_the_var_could_not_review_and_the_flag_came_late() -> None:
    _, stopped = _draft(
        "Diego Ruiz la empuja a la red, pero el silbatazo ya había sonado. No hay nada que "
        "revisar: el VAR no puede intervenir."
    )
    assert stopped["stopped_before_goal"] is True
    assert stopped["review"] == "none"
    _, late = _draft(
        "Nerea Montoya remató a la red, pero la asistente, que había aguantado la bandera "
        "abajo, la levantó en cuanto el balón entró. El tanto fue anulado."
    )
    assert late["delayed_flag"] is True
    assert late["on_field"] == "offside_flag"


def test_a_live_blog_gives_the_first_stamp_about_the_incident() -> None:
    _, v = _draft(
        "58' Arranca la segunda parte en El Sadar.\n"
        "65' ¡Gol anulado a los visitantes! Budimir remata a la red, pero el VAR lo "
        "revisa.\n"
        "67' Anulado por fuera de juego de Budimir."
    )
    assert (v["minute"], v["added_time"]) == (65, None)


def test_a_speaker_named_by_an_epithet() -> None:
    _, v = _draft(
        "El VAR anuló el gol de Hofer por fuera de juego. Ronan Keane lo tuvo claro: «No "
        "hay nada que discutir, el fuera de juego es evidente». «Son decisiones de "
        "centímetros», añadió el técnico irlandés."
    )
    assert v["claims"] and all(c[0] == "Ronan Keane" for c in v["claims"])


def test_capitals_and_a_fixture_in_a_headline_name_teams_not_players() -> None:
    _, v = _draft(
        "¡GOL DEL VALENCIA! Hugo Duro cabecea a la red en el minuto 12 del "
        "Valencia-Getafe, pero el VAR lo anula por fuera de juego."
    )
    assert all(p["name"] not in ("VALENCIA", "Valencia-Getafe") for p in v["players"])
    assert (v["home"], v["away"]) == ("Valencia", "Getafe")
    assert v["attacking_team"] == "Valencia"


def test_an_unnamed_player_is_named_in_spanish() -> None:
    d, v = _draft(
        "España 1-0 Alemania. Morata marcó tras tocar en un defensa alemán, pero el VAR "
        "anuló el gol."
    )
    unnamed = [p for p in d.incident["players"] if p["id"] in d.unnamed_players]
    assert [(p["name"], p["team"]) for p in unnamed] == [("un defensa de Alemania", "defending")]
    assert [t["by"] for t in v["sequence"]] == ["(defending)", "Morata"]


def test_the_restart_taker_attacks_and_a_shot_then_goal_is_one_touch() -> None:
    _, v = _draft(
        "Federico Valverde lanzó una falta lateral, Ronald Araújo ganó el salto y Darwin "
        "Núñez, libre de marca, cabeceó a la red. Portu disparó y marcó en otra jugada."
    )
    sides = {p["name"]: p["team"] for p in v["players"]}
    assert sides["Federico Valverde"] == "attacking"
    assert v["start"] == "free_kick"
    actions = [(t["by"], t["action"]) for t in v["sequence"]]
    assert ("Ronald Araújo", "header") in actions
    assert actions.count(("Portu", "shot")) == 1


def test_a_protest_for_offside_is_no_call() -> None:
    _, v = _draft(
        "El Nordsjælland ganó con un gol de Mohamed Diomande que la defensa italiana "
        "protestó por fuera de juego."
    )
    assert v["calls"] == []


def test_teams_the_tables_do_not_list_come_from_the_structure() -> None:
    _, v = _draft(
        "Plymouth 1-2 Brentford: el VAR anuló el empate de Morgan Whittaker en el minuto 88."
    )
    assert (v["home"], v["away"]) == ("Plymouth", "Brentford")
    assert all(p["name"] != "Plymouth" for p in v["players"])


def test_a_negation_inside_a_decision_is_kept() -> None:
    _, v = _draft(
        "Havertz remató de cabeza un centro de Kimmich, pero el tanto no subió al marcador."
    )
    assert v["final"] == "no_goal"
    _, w = _draft("El VAR no validó el gol de Stuani.")
    assert w["final"] is None


def test_spanish_drafts_with_the_new_facts_are_valid_incidents() -> None:
    texts = [
        REPORT,
        "Isi Palazón marcó tras un pase atrás de Óscar Trejo, pero Randy Nteka, en fuera de "
        "juego, tapaba la visión del portero Giorgi Mamardashvili y el VAR anuló el tanto.",
        "Yannick Ndiaye lo peinó hacia atrás y Mathis Kervella la empujó a placer. Las líneas "
        "situaron a Kervella a la misma altura que Malik Diarra, el último defensor local.",
        "En el minuto 90+2, Mikel Oyarzabal disputó el balón con Marc Bartra y Take Kubo "
        "empujó a la red, pero el colegiado ya había señalado falta antes de que el balón "
        "entrara. El VAR no podía intervenir.",
    ]
    for text in texts:
        d, _ = _draft(text)
        incident = interviewed(d.incident)
        assert incident.players, text
