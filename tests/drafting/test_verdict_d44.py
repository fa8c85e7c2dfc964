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
        "Penhale stretched out a leg and the ball bounced off his shin to Ravi Okonjo, who was offside "
        "and scored. The goal was chalked off after the VAR concluded that Penhale had not "
        "deliberately played the ball but merely deflected it.",
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
