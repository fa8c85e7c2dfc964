"""What a claim is about (issue 32, session 43): a player said to commit no offence claims
onside (unless a condition or a turn says otherwise); a denied deliberate play is none; a
question how it can be offside claims onside; level, in line, played on; "was off". And
speakers: a person in apposition to a role before a colon, and the person who opens the
sentence after an epithet's quotation. Sentences written for these tests, all languages."""

from __future__ import annotations

import pytest

from drafting.assemble import engine
from drafting.facts.claims import ClaimFacts
from drafting.reading import Reading
from drafting.tables import tables


def _about(language: str, words: str) -> str | None:
    return ClaimFacts(tables(language))._claim_about(words)


@pytest.mark.parametrize(
    ("language", "words", "about"),
    [
        # no offence: onside
        ("en", "Dale never touches the ball and he doesn't block anyone.", "onside"),
        ("en", "She wasn't in the keeper's eyeline at all.", "onside"),
        ("fr", "Il ne touche pas le ballon, il ne dérange personne.", "onside"),
        ("fr", "Elle n'était pas dans la ligne de vision de la gardienne.", "onside"),
        ("de", "Er berührt den Ball nicht und stört den Torwart nicht.", "onside"),
        ("de", "Weil sie die Torhüterin nicht behindert, ist es für mich sauber.", "onside"),
        ("es", "No toca la pelota y no tapa a la portera.", "onside"),
        ("es", "El delantero no interfiere en nada.", "onside"),
        # guards (pass on main too, and must keep passing): no offence in a negated
        # condition, or turned round, is not onside
        ("en", "If that isn't interfering with the keeper, nothing is.", "offside"),
        ("en", "He doesn't touch the ball, but he doesn't need to.", None),
        ("fr", "Il ne touche pas le ballon, mais il gêne le gardien : hors-jeu.", "offside"),
        ("es", "No toca el balón, pero tapa al portero, es fuera de juego.", "offside"),
        # guard: a touch of a player (a foul) is no claim of a position
        ("en", "I saw it again and Ryan doesn't touch him at all.", None),
        # a deliberate play denied: the deflection said with it
        ("en", "That was never a deliberate play, it just came off his shin.", "deflection"),
        ("fr", "Ce n'est pas volontaire, le ballon est dévié par son genou.", "deflection"),
        ("es", "Nunca fue una jugada deliberada, el balón le rebota.", "deflection"),
        ("es", "Ella no quiso jugar ese balón, le desvía.", "deflection"),
        # a choice to play the ball: deliberate
        ("en", "The centre-back chose to head it, so that's on him.", "deliberate_play"),
        ("fr", "La défenseure voulait dégager ce ballon, point.", "deliberate_play"),
        ("de", "Das ist ein gewolltes Zuspiel des Verteidigers.", "deliberate_play"),
        ("es", "El central decide despejar y se equivoca.", "deliberate_play"),
        # a question how it can be offside
        ("en", "How could that possibly be offside?", "onside"),
        ("en", "Where's the offside?", "onside"),
        ("fr", "Comment peut-on siffler hors-jeu là-dessus ?", "onside"),
        ("de", "Wo ist denn da Abseits?", "onside"),
        ("es", "¿Dónde está el fuera de juego?", "onside"),
        # level, in line, played on, a phantom offside
        ("en", "Their full-back played her on, end of story.", "onside"),
        ("en", "The scores were level at the break.", None),  # guard
        ("fr", "Pour moi il est en ligne avec le défenseur.", "onside"),
        ("fr", "On nous refuse un but pour un hors-jeu imaginaire.", "onside"),
        ("de", "Der Linksverteidiger hebt das Abseits auf.", "onside"),
        ("de", "Sie war klar onside.", "onside"),
        ("es", "Lo habilita el lateral, no hay más.", "onside"),
        ("es", "Nos anulan un gol por un fuera de juego inexistente.", "onside"),
        # "was off": offside
        ("en", "Everyone in the stand could see she was off.", "offside"),
        ("en", "He's miles off, and nobody puts a flag up.", "offside"),
        # a rule named by a demonstrative
        ("fr", "Franchement, cette règle est absurde.", "rules"),
        ("en", "Honestly, this rule makes no sense to anyone.", "rules"),
    ],
)
def test_what_a_claim_is_about(language: str, words: str, about: str | None) -> None:
    assert _about(language, words) == about


def _quoted_by(language: str, text: str) -> list[str | None]:
    return [r.speaker for r in Reading(text, engine(language).patterns).regions if r.quoted]


@pytest.mark.parametrize(
    ("language", "text", "speaker"),
    [
        # a person in apposition to a role, then a colon
        (
            "en",
            'Hull beat Forest 1-0. The Hull manager, Nico Halvorsen, was blunt: "He was '
            'level with the defender, I have seen it ten times."',
            "Nico Halvorsen",
        ),
        # an epithet after the quotation, the person opening the next sentence
        (
            "fr",
            "Lyon a battu Nantes 1-0. « Il est en ligne, cette règle n'a aucun sens », avait "
            "lâché l'entraîneur nantais en zone mixte. Marc Tessier a ensuite quitté le stade.",
            "Marc Tessier",
        ),
    ],
)
def test_the_speaker_named_beside_a_role(language: str, text: str, speaker: str) -> None:
    assert speaker in _quoted_by(language, text)
