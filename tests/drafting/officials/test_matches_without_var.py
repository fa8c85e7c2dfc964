"""A match the VAR was absent from (patterns.yaml officials.no_var): the league or the round
has none, its use or its existence denied in any of a language's usual shapes (a negated
"there is", "has", "use", "exist"; a lack or an absence of it; a relative clause that
denies it), or the VAR told as unable to check the scene at all (its pictures lost). Then
``var_checked`` is false and nothing was reviewed. A VAR that only could not intervene
(the whistle had gone, play had restarted) was there. Sentences written for these tests."""

from __future__ import annotations

import pytest
from drafted_views import viewed

#: A goal told, then the VAR's absence in one of the shapes above.
ABSENT = [
    ("Rob Dale headed in, but the flag went up. The league has no VAR, so it stood.", "en"),
    ("Ian Cole scored, but the flag was up. There's no VAR, so that was that.", "en"),
    ("Sam Holt turned it in, but the flag was up. The Irish league does not use VAR.", "en"),
    ("Ned Fry scored, but the flag went up. The lack of VAR in the fourth tier told.", "en"),
    ("Tim Rowe fired in, but the flag was up. No VAR here, mind.", "en"),
    ("Joe Marsh scored, but the flag was up. Sadly the VAR couldn't check it.", "en"),
    ("Luc Brun a marqué, mais le drapeau s'est levé. Il n'y avait pas de VAR.", "fr"),
    (
        "Paul Roux a marqué, mais le drapeau s'est levé. La ligue ne dispose pas de "
        "l'assistance vidéo.",
        "fr",
    ),
    (
        "Marc Vidal a marqué, mais le drapeau s'est levé. En l'absence d'assistance vidéo, "
        "rien n'a changé.",
        "fr",
    ),
    (
        "Yves Gros a marqué, mais le drapeau s'est levé. La VAR, en panne, n'a pas pu "
        "vérifier l'action.",
        "fr",
    ),
    (
        "Jan Funk traf, doch die Fahne ging hoch. Einen Video-Assistenten gab es in Halle nicht.",
        "de",
    ),
    (
        "Tom Lenz traf, doch die Fahne ging hoch. Videobeweis gibt es in dieser Liga nicht.",
        "de",
    ),
    (
        "Max Ott traf, doch die Fahne ging hoch. Ein VAR, den es hier ohnehin nicht gibt, "
        "hätte nichts geändert.",
        "de",
    ),
    (
        "Kai Wolf traf, doch die Fahne ging hoch. Der VAR konnte die Szene wegen einer Panne "
        "nicht überprüfen.",
        "de",
    ),
    ("Raúl Soto marcó, pero el asistente levantó la bandera. No había VAR, así que nada.", "es"),
    (
        "Iván Gil marcó, pero el asistente levantó la bandera. La liga no cuenta con VAR.",
        "es",
    ),
    (
        "Luis Mora marcó, pero el asistente levantó la bandera. Por una avería, el VAR no pudo "
        "revisar la jugada.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), ABSENT)
def test_a_var_absent_from_the_match(text: str, language: str) -> None:
    v = viewed(text, language)
    assert v["var_checked"] is False
    assert v["review"] == "none"


#: The VAR was there: it only could not step in, or a check of it is denied.
PRESENT = [
    ("Ben Kay scored after the whistle, and the VAR couldn't intervene.", "en"),
    ("Dan Webb scored. There was no VAR check on the goal.", "en"),
    ("Alex Poole scored. There was no VAR intervention, so the goal stood.", "en"),
    ("Noé Blanc a marqué après le coup de sifflet : la VAR ne pouvait pas intervenir.", "fr"),
    ("Ole Brandt traf nach dem Pfiff, der VAR konnte nicht mehr eingreifen.", "de"),
    ("Pablo Ruiz marcó tras el pitido, y el VAR no pudo intervenir.", "es"),
]


@pytest.mark.parametrize(("text", "language"), PRESENT)
def test_a_var_that_was_there(text: str, language: str) -> None:
    assert viewed(text, language)["var_checked"] is not False
