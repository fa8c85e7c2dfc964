"""Touches told by constructions session 46 read (issue 32): a goal a shot's words tell but
scored with the head (four languages), a set piece struck into the box (a cross), a pass
told by a participle that opens its sentence ("Lancé en profondeur par ..."), a ball played
into a runner's path (forwards), a German perfect with a long phrase before its participle,
a Spanish throw-in told by its verb. Each case drafts sentences written for it: the touches
in order, with their actions (and directions where they are the point)."""

from __future__ import annotations

import pytest

import drafting

Touch = tuple[str | None, str | None]


def _touches(text: str, language: str) -> list[Touch]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [(names.get(t.get("by", "")), t.get("action")) for t in d.incident.get("sequence", [])]


def _directions(text: str, language: str) -> list[tuple[str | None, str | None]]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names.get(t.get("by", "")), t.get("direction")) for t in d.incident.get("sequence", [])
    ]


# --- a goal scored with the head, told by a shot's words -----------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "de",
            "Nach 70 Minuten flankte Kai Brückner von links, Ole Sander stieg am höchsten und "
            "köpfte an Torhüter Till Wiemann vorbei ins lange Eck. Doch der Treffer zählte "
            "nicht: Abseits.",
            [("Kai Brückner", "cross"), ("Ole Sander", "header")],
        ),
        (
            "de",
            "In der 88. Minute flankte Jana Krüger von rechts, und Mia Thiel köpfte an "
            "Torhüterin Pia Haas vorbei ein. Doch Thiel stand im Abseits.",
            [("Jana Krüger", "cross"), ("Mia Thiel", "header")],
        ),
        (
            "es",
            "En el minuto 78, Rodrigo Salcedo colgó un centro desde la derecha y Mateo Ibarra, "
            "de cabeza, la mandó a la red. El asistente levantó la bandera por fuera de juego.",
            [("Rodrigo Salcedo", "cross"), ("Mateo Ibarra", "header")],
        ),
    ],
)
def test_a_goal_scored_with_the_head_is_a_header(
    language: str, text: str, expected: list[Touch]
) -> None:
    assert _touches(text, language) == expected


# --- a set piece struck into the box is a cross ------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "en",
            "On 64 minutes Callum Dorsey whips a free kick into the box from the left, Reece "
            "Harmon heads it down and Jude Pellow volleys it in. The goal was ruled out for "
            "offside.",
            [("Callum Dorsey", "cross"), ("Reece Harmon", "header"), ("Jude Pellow", "shot")],
        ),
        (
            "de",
            "In der 52. Minute schlug Lisa Wendler einen Freistoß aus dem Halbfeld in den "
            "Strafraum, und Nora Falk köpfte ein. Doch Falk stand im Abseits.",
            [("Lisa Wendler", "cross"), ("Nora Falk", "header")],
        ),
        (
            "de",
            "Ecke für Aue in der 77. Minute. Jonas Pfeiffer schlägt ihn scharf in den "
            "Strafraum, Elias Roth köpft ein. Doch die Fahne ging hoch: Abseits.",
            [("Jonas Pfeiffer", "cross"), ("Elias Roth", "header")],
        ),
    ],
)
def test_a_set_piece_into_the_box_is_a_cross(
    language: str, text: str, expected: list[Touch]
) -> None:
    assert _touches(text, language) == expected


# --- a pass told by the participle that opens its sentence -------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "fr",
            "Le tournant du match est venu à la 61e minute. Lancé en profondeur par Hugo "
            "Delorme, Maxime Perrin a contrôlé le ballon dans la surface avant de tirer. Le but "
            "a été refusé pour hors-jeu.",
            ("Hugo Delorme", "pass", "forwards"),
        ),
        (
            "fr",
            "À la 61e minute, Lens a cru marquer. Servie par Chloé Armand, Inès Tessier a "
            "contrôlé le ballon avant de frapper. Le but a été refusé pour hors-jeu.",
            ("Chloé Armand", "pass", None),
        ),
        (
            "es",
            "El gol llegó en el minuto 55. Lanzado al espacio por Julián Peralta, Adrián Lozano "
            "controló el balón dentro del área. El gol fue anulado por fuera de juego.",
            ("Julián Peralta", "pass", "forwards"),
        ),
    ],
)
def test_a_pass_told_by_an_opening_participle(
    language: str, text: str, expected: tuple[str, str, str | None]
) -> None:
    name, action, direction = expected
    assert _touches(text, language)[0] == (name, action)
    assert _directions(text, language)[0] == (name, direction)


# --- a ball played into a runner's path goes forwards -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "In the 39th minute Omar Haddad slipped the ball into the path of Karim Nasser, who "
        "scored. The goal was ruled out for offside.",
        "In the 39th minute Omar Haddad rolled a pass into Karim Nasser's path and he scored. "
        "The goal was ruled out for offside.",
    ],
)
def test_a_ball_into_a_runners_path_goes_forwards(text: str) -> None:
    assert _directions(text, "en")[0] == ("Omar Haddad", "forwards")


# --- a German perfect with a long phrase before its participle ----------------------------------


def test_a_perfect_after_a_phrase_with_another_name() -> None:
    text = (
        "In der 90. Minute hatte Max Hollerbach nach einem Zuspiel von Timo Rausch zum 2:2 "
        "getroffen. Doch der Treffer zählte nicht, Abseits."
    )
    assert _touches(text, "de") == [("Timo Rausch", "pass"), ("Max Hollerbach", None)]


# --- a Spanish throw-in told by its verb ---------------------------------------------------------


def test_a_throw_in_told_by_its_verb_is_a_touch_without_action() -> None:
    text = (
        "Minuto 61. Pablo Ruiz saca de banda en largo hacia el área. Marcos Gil peina el balón "
        "de cabeza y Luis Vera remata de volea a la red. El VAR anuló el gol por fuera de juego."
    )
    assert _touches(text, "es") == [
        ("Pablo Ruiz", None),
        ("Marcos Gil", "header"),
        ("Luis Vera", "shot"),
    ]


# --- a defender's touch told by the part of the body the ball came off --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Early in the second half Connor Blake hit a low shot that deflected off the shin of "
        "defender Sam Ashby and ran to Leo Grant, who scored. The goal was ruled out for offside.",
        "Early in the second half Connor Blake's low cross bounced off the boot of Welsh "
        "defender Sam Ashby and ran to Leo Grant, who scored. The goal was ruled out for offside.",
    ],
)
def test_the_ball_off_a_body_part_of_a_defender_is_his_deflection(text: str) -> None:
    assert ("Sam Ashby", "deflection") in _touches(text, "en")


# --- a German classification told by the noun "Abfälschung" -------------------------------------


def test_a_touch_judged_an_abfaelschung_is_classified_a_deflection() -> None:
    text = (
        "In der 34. Minute flankte Bayerns Lena Roth von rechts, Chelseas Verteidigerin Emma "
        "Price fälscht den Ball ab, und Sara Kühn trifft aus sechs Metern. Doch Kühn stand im "
        "Abseits. Der VAR prüft und bestätigt – Prices Berührung sei eine Abfälschung "
        "gewesen. Kein Tor."
    )
    d = drafting.draft(text, language="de")
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    judged = {names.get(t.get("by", "")): t.get("classification") for t in d.incident["sequence"]}
    assert judged.get("Emma Price") == "deflection"


# --- a French cross from a side ("centre du côté droit") ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "À la 86e minute, Manon Leclerc avait centré du côté droit. Jade Morel avait fusillé la "
        "gardienne. Le but a été refusé pour hors-jeu.",
        "À la 86e minute, Manon Leclerc centre du flanc gauche, Jade Morel reprend de la tête "
        "au fond des filets. Le but a été refusé pour hors-jeu.",
    ],
)
def test_a_cross_from_a_side_is_a_cross(text: str) -> None:
    assert _touches(text, "fr")[0] == ("Manon Leclerc", "cross")


# --- no touch for the goalkeeper the scorer stood in front of, nor for a ball "celui-ci" ---------


def test_the_goalkeeper_in_front_of_the_scorer_does_not_score() -> None:
    text = (
        "Aarau gegen Thun, 88. Minute. Jan Moser spielt einen Steilpass in die Tiefe, Luca "
        "Frei startet durch, ist allein vor Thun-Goalie Nico Stalder und schiebt ein. Doch "
        "Frei stand im Abseits."
    )
    assert _touches(text, "de") == [("Jan Moser", "pass"), ("Luca Frei", "shot")]


def test_celui_ci_after_the_ball_is_the_ball_not_a_player() -> None:
    text = (
        "À la 70e minute, Julie Roux frappe de loin. Fanny Blanc, en position de hors-jeu au "
        "moment de la frappe, fait trois pas vers le ballon, comme pour le reprendre, mais "
        "celui-ci passe à deux mètres d'elle et termine au fond. Le but est refusé pour "
        "hors-jeu."
    )
    assert _touches(text, "fr") == [("Julie Roux", "shot")]


# --- a Spanish pass told with its way between the verb and the runner ---------------------------


def test_a_pass_launched_into_space_for_a_runner_goes_forwards_first() -> None:
    text = (
        "Minuto 39. Fran Ocaña lanzó al espacio a Hugo Meira, que controló dentro del área y "
        "fue derribado por Dario Kostić. Pero el VAR anuló el penalti: Meira estaba adelantado "
        "en el momento del pase de Ocaña."
    )
    assert _directions(text, "es") == [("Fran Ocaña", "forwards"), ("Hugo Meira", None)]
    assert _touches(text, "es") == [("Fran Ocaña", "pass"), ("Hugo Meira", "control")]
