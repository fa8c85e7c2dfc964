"""Claims' speakers (issue 32, session 42): a quotation inside a named person's reported
speech; an epithet of nationality or club after a quotation; a naming verb before the
speaker going on; a quotation going on in the next paragraph after its speaker's
attribution; a subject after a label and a colon; a team before a role word ("Ipswich
boss") or in a headline is no speaker. Sentences written for these tests, in all four
languages."""

from __future__ import annotations

import pytest
from drafted_views import claims

from drafting.assemble import engine
from drafting.reading import Reading

_claims = claims


def _speakers(language: str, text: str) -> set[object]:
    return {speaker for speaker, _ in _claims(text, language)}


def _quoted_by(language: str, text: str) -> list[str | None]:
    """The speaker of each quotation of ``text``, in order."""
    return [r.speaker for r in Reading(text, engine(language).patterns).regions if r.quoted]


_LEAD = {
    "en": "Hull beat Forest 1-0 after a long VAR check. ",
    "fr": "Le but de Yanis Roche a été validé après un long contrôle de la VAR. ",
    "de": "Das Tor von Kai Brenner zählte nach langer Prüfung durch den VAR. ",
    "es": "El gol de Iker Soto subió al marcador tras una larga revisión del VAR. ",
}


@pytest.mark.parametrize(
    ("language", "said", "speaker"),
    [
        # an epithet of nationality after the quotation: the person named before
        (
            "en",
            'Across the tunnel, Hull coach Nico Halvorsen chose diplomacy. "I think it is '
            'the right decision, he was offside," the Dane said with a smile.',
            "Nico Halvorsen",
        ),
        (
            "en",
            "Forest's head coach, Andrés Villalba, took the opposite view. \"He was never "
            'offside, he does not touch the ball," said the Spaniard.',
            "Andrés Villalba",
        ),
        (
            "fr",
            "En face, l'entraîneur de Lyon, Marc Tessier, restait calme. « Il est hors-jeu, "
            "c'est la bonne décision », a glissé le Danois.",
            "Marc Tessier",
        ),
        (
            "es",
            "En la otra orilla, el técnico del Betis, Luis Prieto, no se escondió. «Estaba "
            "en fuera de juego, la decisión es correcta», dijo el danés.",
            "Luis Prieto",
        ),
        # a verb of speech in French, after the quotation
        (
            "fr",
            "« Il est hors-jeu d'un mètre, je ne sais pas ce qu'ils ont regardé », a râlé "
            "Marc Tessier, l'entraîneur lyonnais.",
            "Marc Tessier",
        ),
        (
            "fr",
            "« Il est hors-jeu, c'est flagrant, on le voit depuis le banc », jurait "
            "pourtant Marc Tessier.",
            "Marc Tessier",
        ),
        # a naming verb before the quotation: not the speaker before going on
        (
            "es",
            "«Para mí está en fuera de juego, clarísimo», dijo Luis Prieto. El técnico "
            "rival, Pablo Ruiz, habló de «una decisión que no entiende nadie en este estadio».",
            "Pablo Ruiz",
        ),
        (
            "fr",
            "« Pour moi il est hors-jeu, c'est clair », a dit Marc Tessier. Son homologue "
            "Paul Girard a parlé d'une « décision que personne ne comprend dans ce stade ».",
            "Paul Girard",
        ),
        # a label or a time, then the sentence's subject and a colon
        (
            "en",
            '68 min: Our resident former referee Dermot Hale is in no doubt: "He does '
            "not touch it, but he is in the keeper's eyeline, so he is offside.\"",
            "Dermot Hale",
        ),
    ],
)
def test_the_speaker_named(language: str, said: str, speaker: str) -> None:
    assert speaker in _speakers(language, _LEAD[language] + said)


@pytest.mark.parametrize(
    ("language", "said", "speaker"),
    [
        (
            "en",
            'Afterwards Dan Ferris insisted his striker had been "level with the last '
            'defender, no doubt about it".',
            "Dan Ferris",
        ),
        (
            "en",
            'Coach Dan Ferris said later that the goal was "clearly offside, by a yard at least".',
            "Dan Ferris",
        ),
        (
            "fr",
            "L'entraîneur Marc Tessier a estimé après la rencontre que son attaquant « ne "
            "touche pas le ballon, il ne gêne personne ».",
            "Marc Tessier",
        ),
        (
            "de",
            "Trainer Uwe Kramer sagte nach dem Spiel, der Stürmer habe „klar im Abseits "
            "gestanden, das sieht jeder“.",
            "Uwe Kramer",
        ),
        (
            "es",
            "El técnico Luis Prieto aseguró que su delantero estaba «en línea con el "
            "último defensor, sin ninguna duda».",
            "Luis Prieto",
        ),
    ],
)
def test_a_quotation_inside_reported_speech(language: str, said: str, speaker: str) -> None:
    """The quotation's own speaker, not only the reported speech's around it."""
    assert _quoted_by(language, _LEAD[language] + said)[-1] == speaker


@pytest.mark.parametrize(
    "text",
    [
        # a quotation going on in the next paragraph, after the speaker's attribution
        "Hull beat Forest 1-0 after a long VAR check.\n"
        '"He is standing in the six-yard box. How is that not offside?" said Forest manager '
        "Gary Pryce, who walked over to the fourth official at the final whistle.\n"
        '"I have watched it five times and I do not agree. It is a poor decision and it has '
        'cost us."',
    ],
)
def test_a_quotation_going_on_is_its_speakers(text: str) -> None:
    found = _claims(text, "en")
    assert found and all(speaker == "Gary Pryce" for speaker, _ in found)


@pytest.mark.parametrize(
    ("language", "text", "wrong"),
    [
        # a team before a role word stands for its coach, not the club
        (
            "en",
            "'He is stood in the six-yard box, it is offside!' – Ipswich boss fumes as "
            "Coventry's winner stands\nIpswich lost 2-1 to Coventry.",
            "Ipswich Town",
        ),
        # a headline's quotation after a fixture is nobody's
        (
            "es",
            "Valencia-Villarreal: «La toca con la mano, la regla es la regla»\nEl Valencia "
            "ganó 2-1 al Villarreal el sábado.",
            "Villarreal",
        ),
        (
            "fr",
            "Rennes-Nantes : « une déviation, pas un choix »\nLe Stade rennais a battu "
            "Nantes 2-1 samedi.",
            "FC Nantes",
        ),
    ],
)
def test_no_club_speaks(language: str, text: str, wrong: str) -> None:
    assert not {s for s in _speakers(language, text) if s and wrong.split()[0] in str(s)}
