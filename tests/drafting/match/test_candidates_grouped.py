"""Which entries of a live blog, a column or a wire tell of which incident
(drafting.candidates): a goal's entry and the check entry right after it open an
incident together; an entry of another moment telling of no decision belongs to none; a
paragraph naming new players before the decision on them opens the next incident; a
headline and its lede are the incident told later; another fixture is another match; a
later entry naming the incident's player again is no new one. Texts written for the
tests; each row: the text, its language, and the minute each incident is listed with."""

from __future__ import annotations

import pytest

import drafting

BLOG_CHECK_AFTER_GOAL = (
    "Leeds v Hull: Championship - live\n\n"
    "8 min: Leeds have started brightly and are pinning Hull back.\n\n"
    "17 min: GOAL! Leeds 1-0 Hull. Sam Oduya sweeps home a low cross from the right.\n\n"
    "18 min: Hang on, the VAR is taking a look at that.\n\n"
    "19 min: It stands. Oduya was level with the last defender.\n\n"
    "52 min: Hull think they have levelled. Dan Pike rolls a pass into the path of Joe "
    "Marsh, who lifts it over the keeper, but the flag goes up late.\n\n"
    "53 min: The VAR checks and confirms it: Marsh was offside. No goal.\n\n"
    "FT: Leeds 1-0 Hull."
)

BLOG_LATE_PENALTY = (
    "Porto v Braga - as it happened\n\n"
    "14 min: Braga have the ball in the net, but the flag was up and the referee blew "
    "for offside against Rui Matos before he shot.\n\n"
    "61 min: Porto are pressing now. Braga can hardly get out of their half.\n\n"
    "78 min: Another chance goes begging for Porto.\n\n"
    "90+2 min: PENALTY to Porto! Tiago Leal goes down under a challenge from Nuno Sá.\n\n"
    "90+4 min: ...and the referee is sent to the monitor. Sá got the ball first. He "
    "cancels the penalty and restarts with a drop ball."
)

COLUMN_NEW_PLAYERS = (
    "Two calls from the weekend that deserve a second look.\n\n"
    "Start with the opener at Villa Park, ten minutes in. Ollie Grant headed a corner "
    "goalwards and Ben Sutter, offside, jumped with the goalkeeper.\n\n"
    "The VAR looked at it and let the goal stand. I disagree: Sutter challenged the "
    "goalkeeper for the ball, and that is an offence.\n\n"
    "Then the other end. Later in the half Kofi Mensah slid a pass to Ray Lowe, who "
    "went down in the box under a challenge from Dean Howe.\n\n"
    "The referee pointed to the spot, but the VAR intervened, rightly. Lowe had been "
    "beyond Howe when Mensah passed, so the offside came first and there was no penalty."
)

WIRE_LEDE = (
    "Late Vidal header sends Rayo through after VAR check MADRID, May 3 - Carla Vidal "
    "headed Rayo into the final on Sunday, her late winner surviving a long VAR check.\n\n"
    "Sevilla had a goal ruled out in the 40th minute. Nerea Campos had turned the ball "
    "in from close range, but it struck her arm first and the referee disallowed it.\n\n"
    "The decisive moment came in the 88th minute. Ana Ruiz crossed from the right and "
    "Vidal rose at the far post to head in. The referee gave the goal, and after a long "
    "check it stood: Vidal had been level with the last defender.\n\n"
    "Rayo will meet Levante in the final."
)

ROUNDUP_FIXTURES = (
    "Ligue 1: the weekend's VAR calls\n\n"
    "Nantes 1-0 Lens. In the 30th minute Hugo Marin scored, but the VAR ruled it out for "
    "offside after a check.\n\n"
    "Brest 2-2 Reims. In the 31st minute Paul Ortiz scored, and the VAR let the goal "
    "stand after a check."
)

ES_SUBSTITUTION = (
    "DIRECTO | Betis - Celta\n\n"
    "Min. 20 | ¡GOOOL DEL BETIS! Iker Soto cabecea a la red un centro de Luis Paredes.\n\n"
    "Min. 55 | Gol anulado al Celta. Marcos Vila remata y el balón entra, pero la "
    "asistente ya tenía la bandera arriba: Vila estaba en fuera de juego. El VAR lo "
    "confirma.\n\n"
    "Min. 70 | Cambio en el Celta: se retira Vila, todavía enfadado por el gol anulado.\n\n"
    "Min. 90+2 | ¡PENALTI PARA EL BETIS! Soto cae en el área tras un empujón de Óscar "
    "Rey. El árbitro señala el punto de penalti, pero le llaman al monitor."
)


@pytest.mark.parametrize(
    ("text", "language", "minutes"),
    [
        (BLOG_CHECK_AFTER_GOAL, "en", [17, 52]),
        (BLOG_LATE_PENALTY, "en", [14, 90]),
        (COLUMN_NEW_PLAYERS, "en", [10, None]),
        (WIRE_LEDE, "en", [40, 88]),
        (ROUNDUP_FIXTURES, "en", [30, 31]),
        (ES_SUBSTITUTION, "es", [55, 90]),
    ],
)
def test_the_incidents_of_a_text(text: str, language: str, minutes: list[int | None]) -> None:
    made = drafting.draft(text, language=language)
    assert [c.minute for c in made.candidates] == minutes


def test_a_lede_of_the_one_incident_is_no_incident_of_its_own() -> None:
    text = (
        "Ruling out of Kemp equaliser leaves Derby furious DERBY, Oct 2 - Derby were left "
        "fuming on Saturday after Liam Kemp's late equaliser was ruled out by the VAR.\n\n"
        "Kemp thought he had levelled in the 85th minute, turning in a cross from Joe "
        "Platt, but the VAR found that Kemp had been offside and the goal was disallowed.\n\n"
        "Derby stay 14th."
    )
    assert drafting.draft(text, language="en").candidates == []
