"""Touches told by constructions session 41 read (issue 32): German verbs carried over a comma,
verbs at the end of a subordinate or relative clause, asides that name others, a defender's
touch told by a possessive ("off his shin", "von seinem Schienbein") in four languages, an
attempt and the touch told after it, a role word with a team for the player just named.
Each case drafts sentences written for it: the touches in order, and what must not be
drafted (a touch by the wrong player is worse than none)."""

from __future__ import annotations

import pytest

import drafting

Touch = tuple[str | None, str | None]


def _touches(text: str, language: str) -> list[Touch]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return [(names.get(t.get("by", "")), t.get("action")) for t in d.incident.get("sequence", [])]


def _directions(text: str, language: str) -> dict[str | None, str | None]:
    d = drafting.draft(text, language=language)
    names = {p["id"]: p["name"] for p in d.incident.get("players", [])}
    return {names.get(t.get("by", "")): t.get("direction") for t in d.incident.get("sequence", [])}


# --- German: one subject, several verbs over a comma -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Jonas Reinhardt war der Abwehr enteilt, nahm den Ball mit der Brust an und schob "
            "ihn an Eli Whitmore vorbei ins lange Eck.",
            [("Jonas Reinhardt", "control"), ("Jonas Reinhardt", "shot")],
        ),
        (
            "Tim Krämer löste sich von seinem Gegenspieler, nahm das Zuspiel an, drehte sich "
            "und schoss ins lange Eck.",
            [("Tim Krämer", "control"), ("Tim Krämer", "shot")],
        ),
        # the verb after the comma has its own subject: his, not the first one's
        (
            "Paul Brandt flankte von rechts, köpfte Jan Weber ein.",
            [("Paul Brandt", "cross"), ("Jan Weber", "header")],
        ),
        # a subject before the name in its clause: the verb after "und" is not the object's
        (
            "Merle Jansen läuft Nuria Campos davon und schiebt flach an Laia Ferrer vorbei ein.",
            [("Merle Jansen", "shot")],
        ),
        (
            "Silvan Eggimann liess Goalie Yannick Frei aussteigen und schob zum 0:1 ein.",
            [("Silvan Eggimann", "shot")],
        ),
        # the clause before the comma has another verb: the defenders took nothing
        (
            "Jonas Reinhardt war den Verteidigern enteilt, nahm den Ball an und schob ein.",
            [("Jonas Reinhardt", "control"), ("Jonas Reinhardt", "shot")],
        ),
    ],
)
def test_german_verbs_carried_over_a_comma(text: str, expected: list[Touch]) -> None:
    assert _touches(text, "de") == expected


@pytest.mark.parametrize(
    ("text", "subject", "other"),
    [
        (
            "Yuto Aoki, beim Zuspiel von Ren Takahashi im Abseits, nahm den Ball an und schob "
            "an Florian Brandt vorbei ein.",
            "Yuto Aoki",
            "Ren Takahashi",
        ),
        (
            "Lea Horn, nach dem Pass von Mia Roth frei vor dem Tor, schob flach ins Eck.",
            "Lea Horn",
            "Mia Roth",
        ),
    ],
)
def test_german_an_aside_naming_another_keeps_the_subject(
    text: str, subject: str, other: str
) -> None:
    touches = _touches(text, "de")
    assert (subject, "shot") in touches
    assert (other, "shot") not in touches


# --- German: the verb at the end of its clause ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Die Fahne ging erst hoch, als Marlon Pirschel den Abpraller ins Tor schob.",
            [("Marlon Pirschel", "shot")],
        ),
        (
            "Nach der Flanke von Tim Krämer köpfte Jan Weber aufs Tor, ehe Ole Wagner abstaubte.",
            [("Tim Krämer", "cross"), ("Jan Weber", "header"), ("Ole Wagner", "shot")],
        ),
        (
            "Der Ball fiel Paula Hasenkamp vor die Füße, die ihn an Katrin Vogelsang vorbei "
            "ins Netz schob.",
            [("Paula Hasenkamp", "shot")],
        ),
        (
            "Der Treffer zählte nicht, weil Ole Wagner im Abseits stand, als Tim Krämer flankte.",
            [("Tim Krämer", "cross")],
        ),
        ("Es war Ole Wagner, der den Ball nicht traf.", []),
    ],
)
def test_german_a_verb_at_the_end_of_its_clause(text: str, expected: list[Touch]) -> None:
    assert _touches(text, "de") == expected


def test_german_a_verb_at_the_clause_end_gives_its_direction() -> None:
    text = "Der Angriff lief weiter, nachdem Jan Weber den Ball quergelegt hatte."
    assert _directions(text, "de") == {"Jan Weber": "square"}


def test_german_nach_vorn_is_no_after_clause() -> None:
    text = "Ren Takahashi schlug einen langen Ball nach vorn, Malte Stahlberg köpfte ihn weiter."
    assert [name for name, _ in _touches(text, "de")] == ["Ren Takahashi", "Malte Stahlberg"]


# --- a defender's touch told by a possessive, in four languages ----------------------------------


@pytest.mark.parametrize(
    ("language", "text", "passer", "defender"),
    [
        (
            "de",
            "Dominik Strobl spielte einen flachen Ball in den Strafraum. Matthias Hofbauer "
            "streckte das Bein aus, der Ball sprang von seinem Schienbein ab.",
            "Dominik Strobl",
            "Matthias Hofbauer",
        ),
        (
            "en",
            "Tom Reid crossed low. Jack Bell stretched, and the ball came off his shin and fell "
            "to Sam Ward, who scored.",
            "Tom Reid",
            "Jack Bell",
        ),
        (
            "fr",
            "Paul Meunier centre fort. Hugo Girard tend la jambe, le ballon ricoche sur son "
            "tibia et revient vers Hugo Lambert, qui marque.",
            "Paul Meunier",
            "Hugo Girard",
        ),
        (
            "es",
            "Pablo Ruiz centró. Mario Soto estiró la pierna y el balón rebotó en su rodilla "
            "antes de llegar a Iván Cueto, que marcó.",
            "Pablo Ruiz",
            "Mario Soto",
        ),
    ],
)
def test_a_possessive_body_part_is_the_one_player_named(
    language: str, text: str, passer: str, defender: str
) -> None:
    names = [name for name, action in _touches(text, language)]
    assert (defender, "deflection") in _touches(text, language)
    assert names.index(passer) < names.index(defender)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("de", "Tim Krämer passte zu Jan Weber, der Ball sprang von seinem Knie ab."),
        ("en", "Tom Reid crossed to Sam Ward, and the ball came off his shin."),
        ("fr", "Paul Meunier centre vers Hugo Lambert, le ballon ricoche sur son genou."),
        ("es", "Pablo Ruiz centró hacia Iván Cueto y el balón rebotó en su rodilla."),
    ],
)
def test_a_possessive_with_two_players_before_it_is_nobody(language: str, text: str) -> None:
    assert all(action != "deflection" for _, action in _touches(text, language))


# --- an attempt, then what happened ---------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "defender", "action"),
    [
        (
            "de",
            "Herthas Jonas Wendland will klären, köpft den Ball aber genau in den Lauf von "
            "Emil Hofstetter.",
            "Jonas Wendland",
            "header",
        ),
        ("fr", "Hugo Girard tente de dégager mais le ballon ricoche sur son genou.", "Hugo Girard",
         "deflection"),
        ("es", "Pablo Ruiz intentó despejar, pero el balón rebotó en su rodilla.", "Pablo Ruiz",
         "deflection"),
        ("en", "Jack Bell tried to clear but the ball came off his knee.", "Jack Bell",
         "deflection"),
    ],
)  # fmt: skip
def test_an_attempt_and_the_touch_told_after_it_are_one(
    language: str, text: str, defender: str, action: str
) -> None:
    assert [t for t in _touches(text, language) if t[0] == defender] == [(defender, action)]


def test_german_an_attempt_after_a_touch_is_one_more() -> None:
    text = (
        "Piotr Zawadzki nahm den Ball an der Sechzehnerkante an – und wollte ihn mit der "
        "Innenseite zu Torhüter Marius Kettner zurückspielen."
    )
    assert _touches(text, "de") == [("Piotr Zawadzki", "control"), ("Piotr Zawadzki", "pass")]
    assert _directions(text, "de") == {"Piotr Zawadzki": "backwards"}


def test_german_an_attempt_back_to_the_keeper_goes_backwards() -> None:
    text = (
        "Malte Stahlberg wollte den Ball per Kopf zu seinem Torhüter zurücklegen, köpfte aber "
        "zu kurz."
    )
    assert _touches(text, "de") == [("Malte Stahlberg", "header")]
    assert _directions(text, "de") == {"Malte Stahlberg": "backwards"}


# --- a role word with a team for the player just named -----------------------------------------


def test_german_a_team_and_role_word_for_the_player_just_named() -> None:
    text = (
        "Werder Bremen gegen den VfB Stuttgart: Zwölf Minuten vor Schluss trat Luca Brenner "
        "zum Freistoß an. Der Stuttgarter Mittelfeldspieler zirkelte den Ball ins linke Eck."
    )
    assert _touches(text, "de") == [("Luca Brenner", "shot")]


def test_german_a_team_word_is_not_a_player_of_the_other_team() -> None:
    text = (
        "Herthas Jonas Wendland köpft den Ball weg. Der Schalker Stürmer nimmt an und schiebt ein."
    )
    touches = _touches(text, "de")
    assert ("Jonas Wendland", "shot") not in touches
    assert ("Jonas Wendland", "control") not in touches


@pytest.mark.parametrize(
    "text",
    [
        "Silas Brandt läuft Álvaro Cuesta davon, frei vor Torwart Iñigo Mendieta, und als er "
        "abschließt, ertönt der Pfiff.",
        "Silas Brandt ist allein vor Torhüter Iñigo Mendieta, als er abschließt.",
    ],
)
def test_german_a_pronoun_after_a_goalkeeper_is_not_his_shot(text: str) -> None:
    assert ("Iñigo Mendieta", "shot") not in _touches(text, "de")


# --- German: a shot in the perfect of a main clause, the participle last ----------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Bayern schlug Dortmund 2:1. Jonas Pelzer hatte aus gut 20 Metern abgezogen, der "
            "Ball schlug flach im langen Eck ein. Der Treffer wurde wegen Abseits aberkannt.",
            [("Jonas Pelzer", "shot")],
        ),
        (
            "Bayern schlug Dortmund 2:1. Timo Gerlach legte ab, Jonas Pelzer hat sofort "
            "geschossen. Der Treffer wurde wegen Abseits aberkannt.",
            [("Timo Gerlach", "pass"), ("Jonas Pelzer", "shot")],
        ),
        (
            "Bayern schlug Dortmund 2:1. Jonas Pelzer hatte nicht abgezogen, sondern gewartet. "
            "Der Treffer wurde wegen Abseits aberkannt.",
            [],
        ),
        (
            "Bayern schlug Dortmund 2:1. Jonas Pelzer hat in dieser Saison zehn Tore geschossen. "
            "Der Treffer wurde wegen Abseits aberkannt.",
            [],
        ),
    ],
)
def test_a_shot_told_in_the_perfect_of_a_main_clause(text: str, expected: list[Touch]) -> None:
    assert _touches(text, "de") == expected
