"""The goalkeeper the scoring shot beat, who never touched the ball, is a player of the
incident and its goalkeeper (patterns.yaml beaten_keeper), in every language."""

import pytest

import drafting

#: A sentence that rules the goal out, after the words of the move.
_RULED_OUT = {
    "en": ", but the VAR disallowed it for offside.",
    "es": ", pero el VAR anuló el gol por fuera de juego.",
    "fr": ", mais la VAR annule le but pour hors-jeu.",
    "de": ", doch der Videoassistent erkannte auf Abseits.",
}


def _players(words: str, language: str) -> dict[str, tuple[str | None, bool | None]]:
    d = drafting.draft(words + _RULED_OUT[language], language=language)
    return {p["name"]: (p.get("team"), p.get("goalkeeper")) for p in d.incident.get("players", [])}


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt drilled it low past Karl Brenner"),
        ("en", "Owen Pratt lobbed the ball over Karl Brenner"),
        ("en", "Owen Pratt side-footed home and Karl Brenner dived in vain"),
        ("en", "Owen Pratt finished past Karl Brenner from eight yards"),
        ("en", "Owen Pratt scored low past Karl Brenner"),
        ("es", "Iker Solano definió ante la salida de Karl Brenner"),
        ("es", "Iker Solano batió al portero Karl Brenner con un zurdazo"),
        ("es", "Iker Solano picó el balón por encima de Karl Brenner"),
        ("fr", "Hugo Mercier trompe Karl Brenner d'un plat du pied"),
        ("fr", "Hugo Mercier a lobé le gardien Karl Brenner"),
        ("de", "Jonas Weber schob am Torwart Karl Brenner vorbei ein"),
        ("de", "Jonas Weber überwand Karl Brenner mit einem Flachschuss"),
    ],
)
def test_the_keeper_the_shot_beat_is_the_defending_goalkeeper(language: str, words: str) -> None:
    assert _players(words, language).get("Karl Brenner") == ("defending", True)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt dribbled past Karl Brenner and scored"),
        ("en", "Owen Pratt fired past the defender Karl Brenner"),
        ("es", "Iker Solano regateó a Karl Brenner y marcó"),
        ("fr", "Hugo Mercier dribble Karl Brenner et marque"),
        ("de", "Jonas Weber zog an Karl Brenner vorbei und traf"),
    ],
)
def test_an_opponent_dribbled_past_is_no_goalkeeper(language: str, words: str) -> None:
    assert _players(words, language).get("Karl Brenner", (None, None))[1] is None


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt scored while Ali Dunn stood right in front of the keeper, Karl Brenner"),
        ("en", "Owen Pratt scored, and Karl Brenner was left rooted to the spot"),
        (
            "es",
            "Iker Solano marcó con Ali Dunn plantado delante del portero visitante, Karl Brenner",
        ),
        ("es", "Iker Solano marcó y Karl Brenner se quedó a media estirada"),
        ("fr", "Hugo Mercier marque, Ali Dunn étant posté devant le gardien Karl Brenner"),
        ("fr", "Hugo Mercier marque sans que Karl Brenner n'esquisse le moindre geste"),
        ("de", "Jonas Weber traf, Ali Dunn stand direkt vor dem Torhüter Karl Brenner"),
        ("de", "Jonas Weber traf, Karl Brenner war ohne Abwehrchance"),
    ],
)
def test_the_keeper_screened_or_left_helpless_is_the_defending_goalkeeper(
    language: str, words: str
) -> None:
    assert _players(words, language).get("Karl Brenner") == ("defending", True)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt scored while Ali Dunn stood right in front of Karl Brenner"),
        ("es", "Iker Solano marcó con Ali Dunn plantado delante de Karl Brenner"),
        ("fr", "Hugo Mercier marque, Ali Dunn étant posté devant Karl Brenner"),
        ("de", "Jonas Weber traf, Ali Dunn stand direkt vor Karl Brenner"),
    ],
)
def test_a_player_stood_in_front_of_is_no_goalkeeper_without_the_word(
    language: str, words: str
) -> None:
    assert _players(words, language).get("Karl Brenner", (None, None))[1] is None
