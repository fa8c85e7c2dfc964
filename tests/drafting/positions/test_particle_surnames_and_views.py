"""People of the incident told in wordings session 44 found unread, in sentences written for
the tests: a surname with a capitalised particle ("Le Goff", "De Sousa") named alone after
the full name; the German perfect of a position ahead of the last defender ("hatte ... vor
dem letzten Verteidiger gestanden"); words between the keeper and his view ("hat X klar die
Sicht genommen"); standing in front of the keeper "and" hiding his view; an attacker
brought down as he went to shoot (moving to play the ball, in every language); a jump with
an opponent after a long aside ("salta hombro con hombro con X"). Beside them, the words
that state nothing: a negation inside the words, a shout in capitals."""

import pytest

import drafting
from drafting.assemble import engine
from drafting.eval.score import view
from drafting.reading import Reading

_GOAL = {
    "en": "Owen Pratt scored, but the VAR ruled it out for offside. ",
    "fr": "Hugo Mercier marque, mais la VAR annule le but pour hors-jeu. ",
    "de": "Jonas Weber traf, doch der Videoassistent erkannte auf Abseits. ",
    "es": "Iker Solano marcó, pero el VAR anuló el gol por fuera de juego. ",
}


def _listed(words: str, language: str, field: str) -> list[list[str]]:
    drafted = view(drafting.draft(_GOAL[language] + words, language=language))
    return [list(x) for x in drafted.get(field) or []]


# --- a surname with a capitalised particle, named alone after the full name ---------------


@pytest.mark.parametrize(
    ("language", "text", "full", "short"),
    [
        (
            "fr",
            "Yann Le Gall a égalisé. Mais la VAR a signalé un hors-jeu de Le Gall.",
            "Yann Le Gall",
            "Le Gall",
        ),
        (
            "fr",
            "Rui De Sousa a marqué de la tête. De Sousa était hors-jeu.",
            "Rui De Sousa",
            "De Sousa",
        ),
        (
            "es",
            "Marcó Nico De la Peña. El VAR anuló el gol de De la Peña por fuera de juego.",
            "Nico De la Peña",
            "De la Peña",
        ),
        (  # guard (passes on main): English keeps "Van" in the run
            "en",
            "Tom Van Loon headed in. The VAR then ruled that Van Loon was offside.",
            "Tom Van Loon",
            "Van Loon",
        ),
    ],
)
def test_a_surname_with_its_particle_is_the_player_named_in_full(
    language: str, text: str, full: str, short: str
) -> None:
    reading = Reading(text, engine(language).patterns, None)
    people = [p for p in reading.people if p.name == full]
    assert [p.name for p in reading.people if not p.unnamed] == [full]
    start = text.rindex(short)
    assert (start, start + len(short)) in people[0].mentions


def test_the_particle_surname_is_the_offside_player() -> None:
    words = (
        "À la 70e minute, Yann Le Gall reprend un centre de Paul Morin et marque. "
        "Le but est annulé : Le Gall était en position de hors-jeu."
    )
    assert ["Yann Le Gall", "offside"] in _listed(words, "fr", "positions")


def test_a_shout_in_capitals_is_no_particle_name() -> None:
    # guard (passes on main): a capitalised "DE" in a shout is no surname's particle
    text = "¡GOL DE LOS VISITANTES! Pablo Quirós remata y marca."
    reading = Reading(text, engine("es").patterns, None)
    assert [p.name for p in reading.people if not p.unnamed] == ["Pablo Quirós"]


# --- the German perfect of a position ahead of the defender ---------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Ali Dunn hatte beim Pass mit der Schulter vor dem letzten Verteidiger gestanden.",
        "Ali Dunn hatte bei der Flanke mit der Fußspitze vor dem letzten Kölner, Tom Berg, "
        "gestanden.",
        "Die Bilder zeigten, dass Ali Dunn beim Zuspiel knapp vor Verteidiger Tom Berg "
        "gestanden hatte.",
    ],
)
def test_the_perfect_ahead_of_the_defender_is_offside(words: str) -> None:
    assert ["Ali Dunn", "offside"] in _listed(words, "de", "positions")


@pytest.mark.parametrize(
    "words",
    [
        # guard (passes on main): a negation inside the words states no offside position
        "Ali Dunn hatte beim Pass nicht vor dem letzten Verteidiger gestanden.",
        # guard (passes on main): in front of the keeper is no position against the line
        "Ali Dunn hatte beim Schuss direkt vor Torwart Tom Berg gestanden.",
    ],
)
def test_no_offside_from_a_negation_or_the_keeper(words: str) -> None:
    assert ["Ali Dunn", "offside"] not in _listed(words, "de", "positions")


# --- the keeper's view ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("de", "Ali Dunn hat Torwart Tom Berg klar die Sicht genommen."),
        ("de", "Ali Dunn habe dem Torwart aus der Abseitsposition die Sicht genommen."),
        # guard (passes on main): in front of the keeper "and" hiding his view
        ("fr", "Ali Dunn se tenait juste devant le gardien et lui masquait la vue."),
    ],
)
def test_the_keepers_view_blocked(language: str, words: str) -> None:
    found = _listed(words, language, "involvements")
    assert ["Ali Dunn", "obstructed_line_of_vision"] in found


def test_no_blocked_view_under_a_negation() -> None:
    # guard (passes on main): "nicht" between the keeper and the view
    words = "Ali Dunn hat dem Torwart dabei nicht die Sicht genommen."
    assert _listed(words, "de", "involvements") == []


# --- brought down as he went to shoot: moving to play the ball --------------------------------


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Ali Dunn was brought down by Tom Berg in the box as he was about to shoot."),
        (
            "fr",
            "Ali Dunn, parti en position de hors-jeu, a été fauché dans la surface par Tom "
            "Berg au moment de frapper.",
        ),
        (
            "es",
            "Leo Ruiz filtró el pase para Ali Dunn, que entró al área y fue derribado por Tom "
            "Berg cuando se disponía a definir.",
        ),
        ("de", "Ali Dunn wurde von Tom Berg im Strafraum umgerissen, als er schießen wollte."),
        (
            "de",
            "Leo Ruiz spielt steil auf Ali Dunn, der vor Tom Berg an den Ball kommen will und "
            "vom Verteidiger im Strafraum umgerissen wird.",
        ),
    ],
)
def test_brought_down_going_to_shoot(language: str, words: str) -> None:
    found = _listed(words, language, "involvements")
    assert ["Ali Dunn", "moving_to_play_ball"] in found
    assert ["Leo Ruiz", "moving_to_play_ball"] not in found


# --- a jump with an opponent ------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Ali Dunn, que estaba en fuera de juego, clarito, medio metro pasado, salta hombro con "
        "hombro con Tom Berg y no lo deja despegar.",
        "Ali Dunn, que está en fuera de juego en el segundo palo, salta con la chilena Tom "
        "Berg y la empuja.",
    ],
)
def test_a_jump_with_an_opponent_is_a_challenge(words: str) -> None:
    assert ["Ali Dunn", "challenged_opponent"] in _listed(words, "es", "involvements")


def test_no_challenge_when_he_did_not_jump() -> None:
    # guard (passes on main): a negation before the verb
    words = "Ali Dunn no salta con Tom Berg."
    assert _listed(words, "es", "involvements") == []


# --- an A-League club is no player --------------------------------------------------------


def test_an_a_league_club_is_no_person() -> None:
    text = (
        "Wellington Phoenix held on for a 2-1 win against Perth Glory on Sunday. Phoenix "
        "keeper Rory Blake was beaten in the 88th minute."
    )
    reading = Reading(text, engine("en").patterns, None)
    assert [p.name for p in reading.people if not p.unnamed] == ["Rory Blake"]
