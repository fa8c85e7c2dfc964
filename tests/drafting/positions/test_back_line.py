"""The defender an attacker was measured against, named as such (a back-line role word)
in a sentence telling where the attacker stood (session 40): a player of the defending
side, in every language; and the defenders who are not (no position told, a former one)."""

import pytest

import drafting
from drafting.eval.score import view

#: The match and the move before the sentence under test.
_BEFORE = {
    "en": "Norwich 1-1 Stoke. Tom Hale crossed from the left and Sam Reed headed in. ",
    "fr": "Lens - Lille 1-1. Tom Hale centre de la gauche et Sam Reed marque de la tête. ",
    "de": "Union Berlin - Mainz 05 1:1. Tom Hale flankte von links, Sam Reed köpfte ein. ",
    "es": "Betis 1-1 Sevilla. Tom Hale centró desde la izquierda y Sam Reed marcó de cabeza. ",
}


def _players(language: str, sentence: str) -> dict[str, str | None]:
    d = view(drafting.draft(_BEFORE[language] + sentence, language=language))
    return {p["name"]: p.get("team") for p in d["players"]}


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "The goal stood: Stoke right-back Jack Bell was still deeper than Reed."),
        ("en", "The goal stood. Replays showed Jack Bell, the last Stoke defender, behind him."),
        ("en", "The goal stood. Jack Bell, the Stoke centre-back, had been keeping Reed onside."),
        ("en", "The goal was ruled out for offside, Reed a yard beyond Jack Bell, the defender."),
        (
            "fr",
            "Le but est validé : sur les images, le défenseur central lillois Jack Bell "
            "n'était pas aligné avec ses partenaires.",
        ),
        ("fr", "Le but est validé. Jack Bell, le latéral lillois, restait un peu en retrait."),
        ("fr", "Le but est refusé : Reed dépassait la ligne de Jack Bell, le dernier défenseur."),
        ("de", "Das Tor zählte: Mainz-Verteidiger Jack Bell stand noch weiter hinten."),
        ("de", "Das Tor zählte, denn Rechtsverteidiger Jack Bell hob das Abseits auf."),
        ("de", "Das Tor zählte. Innenverteidigerin Jack Bell war einen Schritt hinter ihm."),
        (
            "es",
            "El gol subió al marcador: el lateral Jack Bell, que se quedó dormido, rompía el "
            "fuera de juego.",
        ),
        ("es", "El gol subió al marcador. El central Jack Bell se había quedado rezagado."),
        ("es", "Anulado por fuera de juego: Reed estaba por delante del defensa Jack Bell."),
    ],
)
def test_the_defender_of_the_line_is_a_defending_player(language: str, sentence: str) -> None:
    assert _players(language, sentence).get("Jack Bell") == "defending"


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        # no words of where the attacker stood in his sentence
        ("en", "Stoke centre-back Jack Bell was booked for his protests. The goal stood."),
        ("fr", "Le défenseur lillois Jack Bell a été averti pour ses protestations."),
        ("de", "Mainz-Verteidiger Jack Bell sah für seine Proteste die Gelbe Karte."),
        ("es", "El central Jack Bell vio la amarilla por sus protestas."),
        # a former defender is no player of the match
        ("en", "Jack Bell, the former Stoke defender, said on TV that Reed was offside."),
    ],
)
def test_no_defender_of_the_line(language: str, sentence: str) -> None:
    assert "Jack Bell" not in _players(language, sentence)
