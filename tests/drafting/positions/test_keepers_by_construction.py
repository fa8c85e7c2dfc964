"""The goalkeeper of the incident told by construction (session 41), in every language: the
keeper the scoring ball went past, under or beyond (the ball or the shot the subject, or
words between the verb and "past"), the one the scorer finished "in front of" or went one on
one with, and the keeper told by the goal he stood in ("Brenner im Bremer Tor"). Beside
each, a sentence with the same words about an outfield opponent: no goalkeeper."""

import pytest

import drafting

#: A sentence that rules the goal out, after the words of the move.
_RULED_OUT = {
    "en": ", but the VAR disallowed it for offside.",
    "es": ", pero el VAR anuló el gol por fuera de juego.",
    "fr": ", mais la VAR annule le but pour hors-jeu.",
    "de": ", doch der Videoassistent erkannte auf Abseits.",
}


def _keeper(words: str, language: str) -> tuple[str | None, bool | None] | None:
    d = drafting.draft(words + _RULED_OUT[language], language=language)
    players = {p["name"]: p for p in d.incident.get("players", [])}
    p = players.get("Karl Brenner")
    return None if p is None else (p.get("team"), p.get("goalkeeper"))


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt volleyed and the ball flew past Karl Brenner into the net"),
        ("en", "Owen Pratt hit it first time and it screamed past Karl Brenner into the corner"),
        ("en", "Owen Pratt met the cross with a header that looped over Karl Brenner"),
        ("en", "Owen Pratt let fly, and his half-volley flew into the corner past Karl Brenner"),
        ("en", "Owen Pratt tapped in past Karl Brenner from two yards"),
        ("en", "Owen Pratt turned it in from four yards past Karl Brenner"),
        ("en", "Owen Pratt put the ball past Karl Brenner"),
        ("en", "Owen Pratt was there at the back post to bundle it past Karl Brenner"),
        ("fr", "Hugo Mercier frappe et le ballon passe sous Karl Brenner"),
        ("fr", "Hugo Mercier termine du gauche face à Karl Brenner"),
        ("fr", "Hugo Mercier marque face à Karl Brenner"),
        ("fr", "Hugo Mercier reprend du gauche, hors de portée de Karl Brenner"),
        ("fr", "la frappe de Hugo Mercier termine sa course hors de portée de Karl Brenner"),
        ("de", "Jonas Weber traf flach, Karl Brenner im Bremer Tor reagierte zu spät"),
        ("de", "Jonas Weber schoss, Karl Brenner im Wuppertaler Kasten flog ins Leere"),
        ("de", "Der Schuss von Jonas Weber ließ Karl Brenner keine Chance"),
        ("de", "Jonas Weber ließ Karl Brenner im Sturm-Tor keine Chance"),
        ("es", "Iker Solano definió cruzado ante Karl Brenner"),
        ("es", "Iker Solano cabecea a la red ante Karl Brenner"),
        ("es", "Iker Solano bate por bajo a Karl Brenner"),
        ("es", "Iker Solano la cabecea abajo, cruzada, lejos de Karl Brenner"),
        ("es", "Iker Solano superó a Karl Brenner con un remate cruzado"),
        ("es", "Iker Solano conectó un cabezazo que superó a Karl Brenner"),
        ("es", "Iker Solano quedó mano a mano con Karl Brenner y marcó"),
        ("es", "Iker Solano remató y el balón se coló junto al palo izquierdo de Karl Brenner"),
    ],
)
def test_the_keeper_told_by_construction(language: str, words: str) -> None:
    assert _keeper(words, language) == ("defending", True)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Owen Pratt ran past Karl Brenner and the ball flew into the net"),
        ("en", "Owen Pratt's cross flew past Karl Brenner and Ali Dunn scored"),
        ("en", "Owen Pratt turned past the defender Karl Brenner and scored"),
        ("fr", "Hugo Mercier passe Karl Brenner et marque"),
        ("fr", "Hugo Mercier déborde face à Karl Brenner et marque"),
        ("de", "Jonas Weber traf, Karl Brenner vom Bremer Tor aus sah zu"),
        ("de", "Jonas Weber ließ Karl Brenner stehen und traf"),
        ("es", "Iker Solano regateó a Karl Brenner y marcó"),
        ("es", "Iker Solano ganó el duelo ante Karl Brenner y marcó"),
        ("es", "Iker Solano marcó lejos de Karl Brenner, que miraba desde el banquillo"),
    ],
)
def test_an_outfield_opponent_is_no_goalkeeper(language: str, words: str) -> None:
    found = _keeper(words, language)
    assert found is None or found[1] is None
