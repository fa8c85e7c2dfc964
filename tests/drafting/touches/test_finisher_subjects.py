"""The scorer's finish told with a subject that is not his name (issue 32): a German
demonstrative after "und" that stands for the player just named ("landet bei X, und der
schob ein"), a relative clause whose verb comes last and beats the goalkeeper ("zu X, der
Torwart Y überwand"), and an English finish verb whose complement is the rebound, a
manner ("first time") or the goalkeeper passed ("rose to head it past Y"), and a Spanish
goalkeeper told by the clitic "le" ("se plantó ante Y y le batió"). Each row: a
sentence written for it, and the touches drafted in order (who, action, direction)."""

from __future__ import annotations

import pytest

from tests.drafting.drafted_views import OPENING, Told, told_touches


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "de",
            "In der 70. Minute flankte Jan Korff, der Ball landete bei Tim Wessel, und der "
            "schob zum 1:0 ein.",
            [("Jan Korff", "cross", None), ("Tim Wessel", "shot", None)],
        ),
        (
            "de",
            "In der 70. Minute spielte Jan Korff steil auf Lea Brandt, und die traf flach ins "
            "lange Eck.",
            [("Jan Korff", "pass", "forwards"), ("Lea Brandt", "shot", None)],
        ),
        (
            "de",
            "In der 70. Minute prallte der Ball zu Tim Wessel, und dieser schoss ins Netz.",
            [("Tim Wessel", "shot", None)],
        ),
        (
            "de",
            "In der 70. Minute flankte Jan Korff auf Tim Wessel, der Torwart Ole Brand überwand.",
            [("Jan Korff", "cross", None), ("Tim Wessel", "shot", None)],
        ),
        (
            "de",
            "In der 70. Minute sprang der Ball zu Tim Wessel, der Torhüter Ole Brand aus "
            "kurzer Distanz bezwang.",
            [("Tim Wessel", "shot", None)],
        ),
        (
            "en",
            "In the 70th minute the goalkeeper parried into the path of Tim Wessel, who swept "
            "the rebound into the net.",
            [("the goalkeeper", "save", None), ("Tim Wessel", "shot", None)],
        ),
        (
            "en",
            "In the 70th minute Jon Keane crossed and Tim Wessel rose above everyone to head it "
            "past Ole Brand.",
            [("Jon Keane", "cross", None), ("Tim Wessel", "header", None)],
        ),
        (
            "en",
            "In the 70th minute Jon Keane squared it and Tim Wessel swept it first time into "
            "the far corner.",
            [("Jon Keane", "pass", "square"), ("Tim Wessel", "shot", None)],
        ),
        (
            "es",
            "En el minuto 70, Tim Wessel se plantó ante Ole Brand y le batió por bajo.",
            [("Tim Wessel", "shot", None)],
        ),
        (
            "en",
            "In the 70th minute Tim Wessel tucked the loose ball into the net.",
            [("Tim Wessel", "shot", None)],
        ),
    ],
)
def test_the_finish_of_a_subject_told_otherwise(
    language: str, text: str, expected: list[Told]
) -> None:
    assert told_touches(OPENING[language] + text, language) == expected


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        # a noun after "und der" is its own subject: nothing for the one named before
        (
            "de",
            "In der 70. Minute landete der Ball bei Tim Wessel, und der Ball ging ins Netz.",
            [],
        ),
        # the demonstrative after a name that is no subject of the finish
        (
            "de",
            "In der 70. Minute flankte Jan Korff auf Tim Wessel, und der Torwart Ole Brand hielt.",
            [("Jan Korff", "cross", None)],
        ),
        # the relative clause's keeper was not beaten
        (
            "de",
            "In der 70. Minute flankte Jan Korff auf Tim Wessel, der Torwart Ole Brand nicht "
            "überwand.",
            [("Jan Korff", "cross", None)],
        ),
        # a header past the post is no finish
        (
            "en",
            "In the 70th minute Tim Wessel rose above everyone to head it past the far post.",
            [],
        ),
    ],
)
def test_no_finish_is_read_into_other_words(language: str, text: str, expected: list[Told]) -> None:
    touches = told_touches(OPENING[language] + text, language)
    assert [t for t in touches if t[1] in ("shot", "header")] == [
        t for t in expected if t[1] in ("shot", "header")
    ]
