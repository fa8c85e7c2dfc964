"""A goalkeeper the text names by his role where it tells of the incident is one of its
players, on the defending side, even when no pattern says what the shot did to him
(drafting.cast._keepers); one named only as a speaker, or after the decision, is not."""

import pytest

import drafting


def _players(text: str, language: str) -> dict[str, tuple[str | None, bool | None]]:
    d = drafting.draft(text, language=language)
    return {p["name"]: (p.get("team"), p.get("goalkeeper")) for p in d.incident.get("players", [])}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "Owen Pratt curled a shot towards the far corner. Rovers goalkeeper Karl Brenner "
            "froze for a moment and the ball went in. The VAR ruled it out for offside.",
        ),
        (
            "en",
            "Owen Pratt struck it first time from the edge of the box. Karl Brenner, the "
            "tall keeper, got nowhere near it, but the flag went up for offside.",
        ),
        (
            "fr",
            "Hugo Mercier frappe du gauche aux vingt mètres. Karl Brenner, le portier "
            "adverse, reste figé sur sa ligne, mais la VAR annule le but pour hors-jeu.",
        ),
        (
            "fr",
            "Hugo Mercier enroule une frappe en lucarne, le gardien Karl Brenner est "
            "impuissant. Mais l'arbitre assistant lève son drapeau : hors-jeu.",
        ),
        (
            "de",
            "Jonas Weber zieht aus 20 Metern ab, Torhüter Karl Brenner kommt nicht mehr "
            "heran. Doch der Videoassistent erkennt auf Abseits.",
        ),
        (
            "de",
            "Jonas Weber trifft flach ins Eck. Karl Brenner, der Keeper der Gäste, bleibt "
            "stehen, doch die Fahne geht hoch: Abseits.",
        ),
        (
            "es",
            "Iker Solano remató de primeras desde la frontal. El meta Karl Brenner ni se "
            "movió, pero el VAR anuló el gol por fuera de juego.",
        ),
        (
            "es",
            "Iker Solano disparó con la zurda y Karl Brenner, el portero visitante, no llegó. "
            "El árbitro anuló el tanto por fuera de juego.",
        ),
        (
            "es",
            "Iker Solano remató de primeras y el balón pasó junto al portero de Osasuna, "
            "Karl Brenner, pero el VAR anuló el gol por fuera de juego.",
        ),
        (
            "es",
            "Iker Solano disparó desde la frontal. El guardameta del Sevilla, Karl Brenner, "
            "no llegó, y el árbitro anuló el tanto por fuera de juego.",
        ),
    ],
)
def test_a_keeper_named_by_role_in_the_incident_is_its_goalkeeper(language: str, text: str) -> None:
    assert _players(text, language).get("Karl Brenner") == ("defending", True)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "Owen Pratt fired in from close range, but the VAR ruled it out for offside. "
            "Rovers keeper Karl Brenner told reporters afterwards that it was the right call.",
        ),
        (
            "en",
            "Owen Pratt fired in from close range, but the VAR ruled it out for offside.\n\n"
            "Late on, goalkeeper Karl Brenner held a long shot from Ali Dunn.",
        ),
        (
            "fr",
            "Hugo Mercier marque de près, mais la VAR annule le but pour hors-jeu.\n\n"
            "En fin de match, le gardien Karl Brenner a été averti pour avoir perdu du temps.",
        ),
        (
            "de",
            "Jonas Weber traf aus kurzer Distanz, doch der Videoassistent erkannte auf "
            "Abseits.\n\nIn der Schlussphase hielt Torhüter Karl Brenner einen Fernschuss.",
        ),
    ],
)
def test_a_keeper_named_only_as_speaker_or_after_the_decision_is_not_a_player(
    language: str, text: str
) -> None:
    assert "Karl Brenner" not in _players(text, language)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "fr",
            "Hugo Mercier reprend un centre d'Ali Dunn, le gardien lillois Karl Brenner est "
            "battu, mais la VAR annule le but pour hors-jeu.",
        ),
        (
            "de",
            "Ali Dunn spielte den Ball auf Jonas Weber, der den Torhüter Karl Brenner "
            "umkurvte und einschob, doch der Videoassistent erkannte auf Abseits.",
        ),
    ],
)
def test_a_role_word_before_the_next_name_is_that_persons(language: str, text: str) -> None:
    players = _players(text, language)
    assert players.get("Karl Brenner") == ("defending", True)
    assert not any(keeper for name, (_, keeper) in players.items() if name != "Karl Brenner")


#: The words ruling the goal out, after the move.
_RULED_OUT = {
    "en": ", but the VAR disallowed it for offside.",
    "es": ", pero el VAR anuló el gol por fuera de juego.",
    "fr": ", mais la VAR annule le but pour hors-jeu.",
    "de": ", doch der Videoassistent erkannte auf Abseits.",
}


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt took a touch before finishing low past Karl Brenner"),
        ("en", "Owen Pratt tucks it beyond Karl Brenner"),
        ("en", "Owen Pratt headed it past Karl Brenner"),
        ("en", "Owen Pratt lifted his finish over Karl Brenner"),
        ("en", "Owen Pratt slotted past the stand-in goalkeeper, Karl Brenner"),
        ("fr", "Hugo Mercier file seul et bat Karl Brenner d'un plat du pied"),
        ("fr", "Hugo Mercier s'en va battre Karl Brenner"),
        ("fr", "Hugo Mercier ajuste Karl Brenner au premier poteau"),
        ("fr", "Hugo Mercier n'a plus qu'à glisser le ballon sous Karl Brenner"),
        ("fr", "Hugo Mercier se présente face à Karl Brenner et marque"),
        ("de", "Jonas Weber schob flach an Karl Brenner vorbei ein"),
        ("de", "Jonas Weber köpfte an Karl Brenner vorbei ins Tor"),
        ("de", "Jonas Weber lupft über Karl Brenner hinweg ins Tor"),
        ("es", "Iker Solano se quedó solo ante Karl Brenner y marcó"),
        ("es", "Iker Solano se planta ante Karl Brenner y la cruza"),
    ],
)
def test_the_keeper_the_finish_beat_without_the_word(language: str, words: str) -> None:
    assert _players(words + _RULED_OUT[language], language).get("Karl Brenner") == (
        "defending",
        True,
    )


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt raced past Karl Brenner and scored"),
        ("fr", "Hugo Mercier bat Karl Brenner de vitesse et marque"),
        ("fr", "Hugo Mercier bat Karl Brenner dans les airs et marque"),
        ("de", "Jonas Weber lief an Karl Brenner vorbei und traf"),
        ("es", "Iker Solano se marchó de Karl Brenner y marcó"),
    ],
)
def test_an_opponent_outrun_or_outjumped_is_no_keeper(language: str, words: str) -> None:
    players = _players(words + _RULED_OUT[language], language)
    assert players.get("Karl Brenner", (None, None))[1] is None


@pytest.mark.parametrize(
    "text",
    [
        "Norwich 1-1 Stoke. Sam Reed shot low and the Stoke stopper Jack Bell could only watch "
        "it go in. The goal was ruled out for offside.",
        "Norwich 1-1 Stoke. Sam Reed's shot beat the stopper, Jack Bell, at his near post. "
        "The goal was ruled out for offside.",
    ],
)
def test_the_stopper_is_a_goalkeeper(text: str) -> None:
    assert _players(text, "en").get("Jack Bell") == ("defending", True)
