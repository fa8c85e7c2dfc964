"""Session 44: the officials' verdict on a defender's touch, told with the play denied and
the deflection stated ("concluded that X had not deliberately played the ball but merely
deflected it"), and a defender who "only struck the ball with his shin" (no goal of his):
text -> the drafted (by, action, classification) of each touch."""

import pytest

import drafting


def _touches(language: str, text: str) -> list[tuple[str, str | None, str | None]]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names.get(t.get("by"), str(t.get("by"))), t.get("action"), t.get("classification"))
        for t in d.incident.get("sequence", [])
    ]


def _verdict(language: str, text: str, name: str) -> str | None:
    found = [c for by, _, c in _touches(language, text) if by == name]
    return found[-1] if found else "no touch"


_DENIED_THEN_DEFLECTED = [
    (
        "en",
        "In the 52nd minute Tomas Vireo slipped a low ball into the area. Full-back Aldo "
        "Penhale stretched out a leg and the ball bounced off his shin to Ravi Okonjo, "
        "who was offside and scored. The goal was chalked off after the VAR concluded "
        "that Penhale had not deliberately played the ball but merely deflected it.",
        "Aldo Penhale",
    ),
    (
        "fr",
        "À la 52e minute, Tomas Vireo a adressé un ballon à ras de terre dans la surface. Le "
        "latéral Aldo Penhale a tendu la jambe et le ballon a rebondi sur son tibia vers "
        "Ravi Okonjo, hors-jeu, qui a marqué. Le but a été refusé car l'arbitre vidéo a "
        "estimé que Penhale n'avait pas joué délibérément le ballon mais l'avait seulement "
        "dévié.",
        "Aldo Penhale",
    ),
    (
        "es",
        "En el minuto 52, Tomas Vireo metió un pase raso al área. El lateral Aldo Penhale "
        "estiró la bota y el balón rebotó en ella hacia Ravi Okonjo, en fuera de juego, que "
        "marcó. El gol fue anulado porque el VAR entendió que Penhale no había jugado el "
        "balón de manera voluntaria, sino que simplemente lo había desviado.",
        "Aldo Penhale",
    ),
    (
        "de",
        "In der 52. Minute spielte Tomas Vireo einen flachen Ball in den Strafraum. "
        "Außenverteidiger Aldo Penhale streckte das Bein aus, der Ball sprang von seinem "
        "Schuh ab und landete bei Ravi Okonjo, der im Abseits stand und einschob. Das Tor "
        "wurde aberkannt, weil der Video-Assistent zu dem Schluss kam, dass Penhale den Ball "
        "nicht bewusst gespielt, sondern nur reflexartig abgefälscht hatte.",
        "Aldo Penhale",
    ),
    (
        "de",
        "In der 52. Minute spielte Tomas Vireo einen flachen Ball in den Strafraum. "
        "Außenverteidiger Aldo Penhale streckte das Bein aus, der Ball sprang von seinem "
        "Schuh ab und landete bei Ravi Okonjo, der im Abseits stand und einschob. Penhale "
        "hatte den Ball nicht kontrolliert gespielt, sondern im Fallen abgefälscht – so "
        "wurde die Szene vom Video-Assistenten bewertet.",
        "Aldo Penhale",
    ),
]


@pytest.mark.parametrize(("language", "text", "name"), _DENIED_THEN_DEFLECTED)
def test_play_denied_then_deflection_stated(language: str, text: str, name: str) -> None:
    assert _verdict(language, text, name) == "deflection"


def test_writer_alone_denying_the_play_is_no_verdict() -> None:
    # guard (passes on main): the writer's own words, with no officials' judgement, give
    # no classification
    text = (
        "In der 52. Minute spielte Tomas Vireo einen flachen Ball in den Strafraum. "
        "Außenverteidiger Aldo Penhale streckte das Bein aus, der Ball sprang von seinem "
        "Schuh ab und landete bei Ravi Okonjo, der im Abseits stand und einschob. Penhale "
        "hatte den Ball nicht kontrolliert gespielt, sondern im Fallen abgefälscht."
    )
    assert _verdict("de", text, "Aldo Penhale") is None


def test_defender_striking_the_ball_with_his_shin_scores_no_goal() -> None:
    # "traf ihn nur mit dem Schienbein": the defender hit the ball, he did not score; his
    # touch keeps the officials' verdict
    text = (
        "In der 88. Minute flankte Bruno Castell von links, Innenverteidiger Oskar Lindqvist "
        "wollte den Ball klären, traf ihn aber nur mit dem Schienbein, und der Ball fiel "
        "Emil Radek vor die Füße, der im Abseits stand und einschoss. Der Schiedsrichter "
        "wertete Lindqvists Aktion als bewusstes Spielen des Balles, das Tor zählte."
    )
    touches = _touches("de", text)
    assert ("Oskar Lindqvist", "clearance", "deliberate_play") in touches
    assert touches[-1][0] == "Emil Radek"


def _moves(language: str, text: str) -> list[tuple[str, str | None, str | None]]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [
        (names.get(t.get("by"), str(t.get("by"))), t.get("action"), t.get("direction"))
        for t in d.incident.get("sequence", [])
    ]


@pytest.mark.parametrize(
    ("language", "text", "touch"),
    [
        (
            "en",
            "In the 61st minute Marek Oduya, the Burnley midfielder, hit a long ball forward "
            "and Tobias Renn scored.",
            ("Marek Oduya", "pass", "forwards"),
        ),
        (
            "en",
            "In the 61st minute Marek Oduya, the Burnley midfielder, threaded a pass through "
            "to Tobias Renn, who scored.",
            ("Marek Oduya", "pass", "forwards"),
        ),
        (
            "fr",
            "À la 61e minute, Marek Oduya, le milieu de Rennes, a lancé Tobias Renn en "
            "profondeur et Renn a marqué.",
            ("Marek Oduya", "pass", "forwards"),
        ),
    ],
)
def test_name_then_apposition_then_touch(
    language: str, text: str, touch: tuple[str, str | None, str | None]
) -> None:
    # "X, the <team> <role>, did ...": the apposition is read as a mention of its own and
    # stands between the name and its verb
    assert touch in _moves(language, text)


@pytest.mark.parametrize(
    ("language", "text", "touch"),
    [
        (
            "es",
            "En el minuto 61, Marek Oduya, el centrocampista del Betis, metió un pase al "
            "hueco para Tobias Renn, que marcó.",
            ("Marek Oduya", "pass", "forwards"),
        ),
    ],
)
def test_name_then_apposition_then_touch_guard(
    language: str, text: str, touch: tuple[str, str | None, str | None]
) -> None:
    # guard (passes on main): a Spanish role apposition its asides already covered (the
    # apposition aside was kept to English and French)
    assert touch in _moves(language, text)


def test_foot_got_to_the_ball_is_a_touch() -> None:
    text = (
        "In the 77th minute Ivo Lakatos played a pass forward. Rory Tennant stretched to cut "
        "it out and got his right boot to the ball, but it ran on to Abel Soto, who scored."
    )
    assert ("Rory Tennant", None, None) in _moves("en", text)


def test_forward_pass_goes_forwards() -> None:
    text = "In the 77th minute Ivo Lakatos played a forward pass towards Abel Soto, who scored."
    assert ("Ivo Lakatos", "pass", "forwards") in _moves("en", text)


@pytest.mark.parametrize(
    ("text", "touch"),
    [
        (
            "Nach einer Ecke von Lars Eckert versuchte Abwehrchef Till Hagedorn, den Ball mit "
            "dem Kopf zu seinem Torwart zurückzulegen. Der Ball fiel Milan Brož vor die Füße, "
            "der einschob.",
            ("Till Hagedorn", "header", "backwards"),
        ),
        (
            "Nach einem Einwurf von Lars Eckert wollte Till Hagedorn den Ball zu seinem "
            "Torwart zurückspielen, der Pass geriet zu kurz, und Milan Brož schob ein.",
            ("Till Hagedorn", "pass", "backwards"),
        ),
        (
            "Lars Eckert schlug einen langen Ball. Till Hagedorn versuchte, den Ball zu "
            "seinem Torwart zurückzuspielen, doch Milan Brož ging dazwischen und schob ein.",
            ("Till Hagedorn", "pass", "backwards"),
        ),
    ],
)
def test_de_attempt_to_play_back_to_the_keeper(
    text: str, touch: tuple[str, str | None, str | None]
) -> None:
    # "versuchte(,) den Ball ... zurückzuspielen", the verb before its subject or a comma
    # after it: one touch, backwards
    moves = _moves("de", text)
    assert touch in moves
    assert [m[0] for m in moves].count("Till Hagedorn") == 1


def test_fr_restart_named_first_for_a_side() -> None:
    # "Corner pour les Lyonnais, ...": a restart opening its sentence, given to a side
    d = drafting.draft(
        "À la 70e minute. Corner pour les Lyonnais, mal repoussé par la défense. Le ballon "
        "revient à Paul Merlin qui frappe et marque.",
        language="fr",
    )
    assert d.incident.get("start", {}).get("kind") == "corner_kick"


def test_es_restart_named_first_for_a_side_guard() -> None:
    # guard (passes on main): the Spanish form already read ("Saque de esquina para ...")
    d = drafting.draft(
        "Minuto 70. Saque de esquina para el Betis, centro de Nico Serrat y Pablo Mena "
        "remata a la red.",
        language="es",
    )
    assert d.incident.get("start", {}).get("kind") == "corner_kick"
