"""Claims and calls (issue 32, session 41): what a quotation is about by its form (a
question about the touch or the Law doubts it; an appeal to the rule after a point backs
that point; "it isn't offside" says onside) and who made a call. Sentences written for
these tests, in all four languages."""

from __future__ import annotations

import pytest
from drafted_views import calls, claims, viewed

_view, _claims, _calls = viewed, claims, calls


_LEAD = {
    "en": "Kyle Bond's goal stood after a long VAR check. ",
    "fr": "Le but de Yanis Roche a été validé après un long contrôle de la VAR. ",
    "de": "Das Tor von Kai Brenner zählte nach langer Prüfung durch den VAR. ",
    "es": "El gol de Iker Soto subió al marcador tras una larga revisión del VAR. ",
}


@pytest.mark.parametrize(
    ("language", "said", "speaker", "about"),
    [
        # a question about the touch doubts it: no claim that it was deliberate
        ("en", '"How is that deliberate? It hits him from two yards," said coach Dan Ferris.',
         "Dan Ferris", "deliberate_play"),
        ("en", '"Deliberate? He had no time at all," said Leeds coach Dan Ferris.',
         "Dan Ferris", "deliberate_play"),
        ("fr", "« Un jeu volontaire ? Il n'a rien vu venir », a lancé l'entraîneur Marc Tessier.",
         "Marc Tessier", "deliberate_play"),
        ("fr", "« Comment peut-on parler d'un geste volontaire ? Il n'a pas eu le temps », a "
         "lancé l'entraîneur Marc Tessier.", "Marc Tessier", "deliberate_play"),
        ("de", "„Absichtlich? Er hatte doch gar keine Zeit“, sagte Trainer Uwe Kramer.",
         "Uwe Kramer", "deliberate_play"),
        ("es", "«¿Una jugada deliberada? No tuvo tiempo de nada», dijo el técnico Luis Prieto.",
         "Luis Prieto", "deliberate_play"),
        ("es", "«¿Cómo va a ser eso intencionado? No tuvo tiempo», dijo el técnico Luis Prieto.",
         "Luis Prieto", "deliberate_play"),
        # a question that names the Law asserts nothing about it
        ("en", '"He is behind the ball. Offside according to what, the Laws?" said coach '
         "Dan Ferris.", "Dan Ferris", "rules"),
        # an appeal to the rule after the point backs the point
        ("en", '"He is standing in front of our keeper, blocking his view. That\'s exactly what '
         'the rule is for," said coach Dan Ferris.', "Dan Ferris", "rules"),
        ("en", '"He is in front of our keeper and blocks his view. That is the law, like it or '
         'not," said coach Dan Ferris.', "Dan Ferris", "rules"),
        ("fr", "« Il est devant notre gardien, il lui masque la vue. C'est exactement ce que "
         "prévoit la règle », a déclaré l'entraîneur Marc Tessier.", "Marc Tessier", "rules"),
        ("fr", "« Il est devant notre gardien, il lui masque la vue. C'est la règle, qu'on "
         "l'aime ou non », a déclaré l'entraîneur Marc Tessier.", "Marc Tessier", "rules"),
        ("de", "„Sie steht direkt vor unserer Torhüterin und nimmt ihr die Sicht. Genau dafür ist "
         "die Regel da“, sagte Trainer Uwe Kramer.", "Uwe Kramer", "rules"),
        ("de", "„Sie steht vor unserer Torhüterin und nimmt ihr die Sicht. Das ist eben die "
         "Regel“, sagte Trainer Uwe Kramer.", "Uwe Kramer", "rules"),
        ("es", "«Está delante de nuestro portero y le tapa la visión. Para eso está la regla», "
         "dijo el técnico Luis Prieto.", "Luis Prieto", "rules"),
        ("es", "«Está delante de nuestro portero y le tapa la visión. Eso es el reglamento, "
         "guste o no», dijo el técnico Luis Prieto.", "Luis Prieto", "rules"),
    ],
)  # fmt: skip
def test_no_claim_of_a_doubted_or_appealed_kind(
    language: str, said: str, speaker: str, about: str
) -> None:
    claims = _claims(_LEAD[language] + said, language)
    assert [speaker, about] not in claims
    assert any(c[0] == speaker for c in claims) or about != "rules"


@pytest.mark.parametrize(
    ("language", "said", "speaker", "about"),
    [
        # the point before an appeal to the rule stays the speaker's claim
        ("en", '"He is standing in front of our keeper, blocking his view. That\'s exactly what '
         'the rule is for," said coach Dan Ferris.', "Dan Ferris", "offside"),
        ("es", "«Está delante de nuestro portero y le tapa la visión. Para eso está la regla», "
         "dijo el técnico Luis Prieto.", "Luis Prieto", "offside"),
        # an appeal to the rule that is the speaker's only point is about the rules
        ("de", "„Das ist die Regel, so ist das nun mal“, sagte Trainer Uwe Kramer.",
         "Uwe Kramer", "rules"),
        # a question tagged on to a statement about the arm keeps the statement
        ("en", '"His arm is by his side, what is he supposed to do?" said coach Dan Ferris.',
         "Dan Ferris", "handball"),
        # "it isn't offside": onside
        ("en", '"It isn\'t offside, whatever the lines say," said coach Dan Ferris.',
         "Dan Ferris", "onside"),
        ("en", '"That couldn\'t be offside in a million years," said coach Dan Ferris.',
         "Dan Ferris", "onside"),
    ],
)  # fmt: skip
def test_claim_kept(language: str, said: str, speaker: str, about: str) -> None:
    assert [speaker, about] in _claims(_LEAD[language] + said, language)


@pytest.mark.parametrize(
    "said",
    [
        # a negation of another verb is no verdict on the position (guards the reading of
        # "isn't offside" above)
        '"I still don\'t know what offside is any more," said coach Dan Ferris.',
        '"Honestly, I didn\'t even think about offside," said coach Dan Ferris.',
    ],
)
def test_no_onside_from_another_verb(said: str) -> None:
    assert ["Dan Ferris", "onside"] not in _claims(_LEAD["en"] + said, "en")


@pytest.mark.parametrize(
    "text",
    [
        # a flag not raised, the negation after the verb: no call of the assistant
        "Kai Brenner traf in der 80. Minute zum 1:0, obwohl er im Abseits stand. Der Assistent "
        "hob die Fahne nicht. Einen Videobeweis gibt es nicht.",
        "Kai Brenner traf in der 80. Minute zum 1:0. Die Assistentin hob ihre Fahne nicht, "
        "obwohl Brenner im Abseits stand.",
        "Kai Brenner traf in der 80. Minute zum 1:0. Der Linienrichter hob die Fahne nie, und "
        "das Tor zählte, obwohl Brenner im Abseits stand.",
    ],
)
def test_no_call_of_a_flag_not_raised(text: str) -> None:
    assert ["assistant", "offside"] not in _calls(text, "de")


def test_a_late_flag_is_a_call() -> None:
    text = (
        "Kai Brenner traf in der 80. Minute zum 1:0. Die Assistentin hob die Fahne nicht "
        "sofort, sondern erst nach dem Treffer. Das Tor zählte nicht."
    )
    assert ["assistant", "offside"] in _calls(text, "de")


@pytest.mark.parametrize(
    ("language", "text", "official"),
    [
        # an official's judgement in the match, reported: the officials', no claim
        ("fr", "Yanis Roche a marqué, mais le but a été refusé. L'arbitre, Mme Claire Vidal, a "
         "estimé que la touche du défenseur n'était qu'une déviation.", "Claire Vidal"),
        ("fr", "Yanis Roche a marqué, mais le but a été refusé. L'arbitre, Mme Julie Serre, a "
         "considéré que le ballon avait seulement été dévié par le défenseur.", "Julie Serre"),
        ("de", "Kai Brenner traf, doch das Tor zählte nicht. Schiedsrichter Jan Vogt wertete, "
         "dass der Ball vom Verteidiger nur abgefälscht worden sei.", "Jan Vogt"),
        ("es", "Iker Soto marcó, pero el gol fue anulado. El árbitro, Pablo Ruiz, consideró que "
         "el balón solo había rebotado en el defensor.", "Pablo Ruiz"),
        ("en", "Kyle Bond scored, but the goal was ruled out. Referee Tom Hale judged that the "
         "ball had merely deflected off the defender.", "Tom Hale"),
    ],
)  # fmt: skip
def test_no_claim_of_an_officials_judgement(language: str, text: str, official: str) -> None:
    assert not [c for c in _claims(text, language) if c[0] and official in c[0]]
