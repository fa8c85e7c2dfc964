"""How writers word an attacker's position and his involvement without touching the ball
(patterns.yaml positions, involvements), in every language; where a stated position is
judged when no team-mate's touch is told (drafting.placing); and the opponent he is
measured against or affected as a player of the incident."""

import pytest

import drafting
from drafting.eval.score import view

#: The move before the sentence under test, and the decision after it.
_BEFORE = {
    "en": "Sam Oduya curled a shot from twenty yards and it went in. ",
    "fr": "Sam Oduya enroule une frappe des vingt mètres et le ballon rentre. ",
    "de": "Sam Oduya zog aus zwanzig Metern ab, und der Ball schlug ein. ",
    "es": "Sam Oduya armó el disparo desde veinte metros y el balón entró. ",
}
_AFTER = {
    "en": " The goal was chalked off.",
    "fr": " Le but a été annulé.",
    "de": " Das Tor wurde zurückgenommen.",
    "es": " El tanto fue anulado.",
}


def _view(language: str, sentence: str) -> dict:
    text = _BEFORE[language] + sentence + _AFTER[language]
    return view(drafting.draft(text, language=language))


@pytest.mark.parametrize(
    ("language", "sentence", "side"),
    [
        ("en", "Leo Varga was a clear half-yard offside as Oduya struck it.", "offside"),
        ("en", "Leo Varga was a couple of yards off when Oduya shot.", "offside"),
        ("en", "Leo Varga's a good yard beyond the last defender there.", "offside"),
        ("en", "Leo Varga, standing half a yard offside by the far post, ducked.", "offside"),
        ("en", "Leo Varga, who was lurking in an offside position, ducked under it.", "offside"),
        ("en", "Leo Varga had been a yard beyond Rovers' last defender.", "offside"),
        ("en", "The graphics had Leo Varga's right shoulder ahead of the defender.", "offside"),
        ("en", "Leo Varga appeared level with Tom Askew when Oduya shot.", "onside"),
        ("en", "The freeze-frame shows Leo Varga level with Tom Askew.", "onside"),
        ("en", "Leo Varga himself was onside.", "onside"),
        ("en", "Leo Varga had been played onside by the visitors' full-back, Tom Askew.", "onside"),
        ("fr", "Leo Varga était bel et bien hors-jeu, d'une semelle.", "offside"),
        ("fr", "Leo Varga était hors-jeu d'un orteil au départ de la frappe.", "offside"),
        ("fr", "Leo Varga était partie en position de hors-jeu.", "offside"),
        ("fr", "Leo Varga, placé en position de hors-jeu, s'est baissé.", "offside"),
        ("fr", "Leo Varga avait une épaule au-delà de la ligne.", "offside"),
        ("fr", "Leo Varga était parti trop tôt.", "offside"),
        ("fr", "Leo Varga est exactement sur la même ligne que Tom Askew.", "onside"),
        ("fr", "Les ralentis montrent Leo Varga à hauteur de Tom Askew.", "onside"),
        ("fr", "Leo Varga était pourtant en position régulière.", "onside"),
        ("fr", "Leo Varga, parti en position régulière, a suivi l'action.", "onside"),
        ("de", "Leo Varga war beim Schuss von Oduya einen knappen Meter im Abseits.", "offside"),
        (
            "de",
            "Leo Varga hatte beim Schuss von Oduya wohl einen Schritt im Abseits gestanden.",
            "offside",
        ),
        (
            "de",
            "Die Linien belegten, dass Leo Varga mit der Schulter vor dem letzten "
            "Kölner Verteidiger stand.",
            "offside",
        ),
        (
            "de",
            "In dem Moment befand sich Angreifer Leo Varga knapp in Abseitsposition.",
            "offside",
        ),
        ("de", "Leo Varga war eine Fußlänge zu früh gestartet.", "offside"),
        ("de", "Leo Varga war beim Schuss genau auf einer Höhe mit Tom Askew.", "onside"),
        ("de", "Leo Varga stand gleichauf mit Kölns Rechtsverteidiger Tom Askew.", "onside"),
        (
            "de",
            "Leo Varga war vom zu spät herausrückenden Verteidiger Tom Askew aufgehoben worden.",
            "onside",
        ),
        ("es", "Leo Varga está un metro adelantado respecto de Tom Askew.", "offside"),
        ("es", "Las repeticiones muestran a Leo Varga medio metro adelantado.", "offside"),
        ("es", "Leo Varga, colocado en fuera de juego, se agachó.", "offside"),
        ("es", "Leo Varga adelantaba el pie a Tom Askew en el momento del disparo.", "offside"),
        ("es", "A Leo Varga lo habilitaba el central Tom Askew.", "onside"),
    ],
)
def test_a_position_in_the_writers_words(language: str, sentence: str, side: str) -> None:
    assert _view(language, sentence)["positions"] == [["Leo Varga", side]]


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "Leo Varga was a yard off the pace all afternoon."),
        ("en", "Leo Varga was a yard off his best."),
        ("fr", "Leo Varga était bien en jambes."),
        ("es", "Leo Varga estaba a un metro del balón."),
    ],
)
def test_words_that_state_no_position(language: str, sentence: str) -> None:
    assert _view(language, sentence)["positions"] == []


@pytest.mark.parametrize(
    ("language", "sentence", "kind"),
    [
        (
            "en",
            "Leo Varga stood right between the shooter and goalkeeper Tom Askew.",
            "obstructed_line_of_vision",
        ),
        (
            "en",
            "Leo Varga, from an offside position, tried to play a ball that was close to him.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "en",
            "Leo Varga lifted his foot over the ball and let it go.",
            "obvious_action_impacting_opponent",
        ),
        (
            "fr",
            "Leo Varga, signalé hors-jeu à un mètre du portier Tom Askew, se tenait en plein "
            "dans sa ligne de mire.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Leo Varga, hors-jeu, se tenait pile devant le gardien, lui cachant la vue.",
            "obstructed_line_of_vision",
        ),
        (
            "fr",
            "Leo Varga, hors-jeu, s'était placé dans la trajectoire de la sortie du gardien.",
            "in_opponents_way_impacting",
        ),
        ("fr", "Tom Askew a été freiné dans son élan par Leo Varga.", "in_opponents_way_impacting"),
        (
            "fr",
            "Leo Varga, hors-jeu, était monté au duel avec le stoppeur Tom Askew.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Leo Varga et Tom Askew se sont disputé le ballon devant le but.",
            "challenged_opponent",
        ),
        (
            "fr",
            "Leo Varga, hors-jeu, a tendu le pied vers le ballon sans le toucher.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "fr",
            "Leo Varga, hors-jeu, s'est jeté sur le ballon avant de le laisser filer.",
            "moving_to_play_ball",
        ),
        (
            "de",
            "Leo Varga hatte beim Schuss direkt vor Torhüter Tom Askew gestanden und ihm die "
            "Sicht genommen.",
            "obstructed_line_of_vision",
        ),
        (
            "de",
            "Es zählte nicht, weil Leo Varga versucht hatte, den Ball in seiner Nähe zu spielen.",
            "attempted_close_ball_impacting_opponent",
        ),
        (
            "de",
            "Leo Varga stand im Abseits und deutete einen Schuss an.",
            "obvious_action_impacting_opponent",
        ),
        (
            "es",
            "Leo Varga, parado justo delante del portero, Tom Askew, al que quitaba la vista, "
            "no se movió.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Leo Varga seguía en fuera de juego, plantado delante del portero Tom Askew, que "
            "no llegó a ver el disparo.",
            "obstructed_line_of_vision",
        ),
        (
            "es",
            "Leo Varga, situado en fuera de juego, alargó la pierna para tocarla sin lograrlo.",
            "attempted_close_ball_impacting_opponent",
        ),
    ],
)
def test_an_involvement_in_the_writers_words(language: str, sentence: str, kind: str) -> None:
    assert _view(language, sentence)["involvements"] == [["Leo Varga", kind]]


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "Leo Varga was played onside by the visitors' full-back, Tom Askew."),
        ("en", "The freeze-frame shows Leo Varga level with Tom Askew."),
        ("fr", "Leo Varga, hors-jeu, était monté au duel avec le stoppeur Tom Askew."),
        ("de", "Leo Varga war beim Schuss genau auf einer Höhe mit Tom Askew."),
        (
            "es",
            "Leo Varga seguía en fuera de juego, plantado delante del portero Tom Askew, que "
            "no llegó a ver el disparo.",
        ),
    ],
)
def test_the_opponent_named_is_a_player_of_the_incident(language: str, sentence: str) -> None:
    text = _BEFORE[language] + sentence + _AFTER[language]
    incident = drafting.draft(text, language=language).incident
    ids = {p["name"]: p["id"] for p in incident["players"]}
    sides = {p["name"]: p.get("team") for p in incident["players"]}
    named = [p["where"].get("second_last_player") for p in incident.get("positions", [])]
    named += [v.get("opponent") for v in incident.get("involvements", [])]
    assert sides.get("Tom Askew") == "defending"
    assert ids["Tom Askew"] in named


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "Leo Varga headed in, but he was a yard offside. The goal was chalked off."),
        (
            "fr",
            "Leo Varga a marqué de la tête, mais il était parti en position de hors-jeu. "
            "Le but a été annulé.",
        ),
        (
            "de",
            "Leo Varga köpfte ein, doch Leo Varga stand einen Meter im Abseits. Das Tor "
            "wurde zurückgenommen.",
        ),
        (
            "es",
            "Leo Varga marcó de cabeza, pero Leo Varga estaba medio metro adelantado. El "
            "tanto fue anulado.",
        ),
    ],
)
def test_a_position_without_the_pass_told_is_judged_at_the_first_touch(
    language: str, text: str
) -> None:
    d = drafting.draft(text, language=language)
    assert view(d)["positions"] == [["Leo Varga", "offside"]]
    assert [p["at"] for p in d.incident["positions"]] == [1]


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "en",
            "It fell to Leo Varga, who at the moment of Oduya's strike was clearly beyond the "
            "last defender.",
        ),
        (
            "es",
            "Le cayó a Leo Varga, que en el momento del disparo de Oduya estaba claramente por "
            "delante del penúltimo defensor.",
        ),
    ],
)
def test_a_position_is_of_the_subject_not_of_a_name_a_preposition_governs(
    language: str, sentence: str
) -> None:
    assert _view(language, sentence)["positions"] == [["Leo Varga", "offside"]]
