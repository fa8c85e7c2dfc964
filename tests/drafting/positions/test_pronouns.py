"""Pronouns in the facts of positions and involvements (issue 32): "he"/"she" (and "er",
"il", "él") stand for the one player the words before name; of two players, for the one
those words put in an offside position; for no one when a player without a name (a
player in general, as the Laws speak of one) comes before it."""

from __future__ import annotations

from typing import Any

import pytest

import drafting


def _involved(text: str, language: str) -> list[tuple[str, str]]:
    incident: dict[str, Any] = drafting.draft(text, language=language).incident
    names = {p["id"]: p["name"] for p in incident.get("players", [])}
    return [(names[i["player"]], i["kind"]) for i in incident.get("involvements", [])]


@pytest.mark.parametrize(
    ("text", "language", "player", "kind"),
    [
        (
            "Rovers' goal was ruled out on Tuesday. Tom Arkwright fired in from range, but "
            "Lee Danvers was standing in an offside position next to keeper Olly Fenn and, "
            "although he never touched it, he was judged to have blocked the keeper's view.",
            "en",
            "Lee Danvers",
            "obstructed_line_of_vision",
        ),
        (
            "Amy Ross headed in late but the goal was cancelled. The issue was Jo Pike, who "
            "stood in an offside position close to Sam Reeve when the cross came over. "
            "She did not touch the ball, yet she was deemed to have obstructed the "
            "goalkeeper's line of sight.",
            "en",
            "Jo Pike",
            "obstructed_line_of_vision",
        ),
        (
            "City equalised in the 80th minute. Rhys Dale was offside when Ben Cole shot, "
            "but he was not interfering with play and the goal stood.",
            "en",
            "Rhys Dale",
            "none",
        ),
        (
            "Le but de Hugo Lenoir a été refusé à la 70e minute. Paul Viret, en position de "
            "hors-jeu devant le défenseur Marc Ozanne, n'a pas touché le ballon, mais il "
            "masquait la vue du gardien.",
            "fr",
            "Paul Viret",
            "obstructed_line_of_vision",
        ),
    ],
)
def test_a_pronoun_after_two_players_is_the_one_in_an_offside_position(
    text: str, language: str, player: str, kind: str
) -> None:
    assert (player, kind) in _involved(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # neither player is put in an offside position: "he" stays unresolved
        (
            "Rovers scored late. Tom Arkwright shot from range past keeper Olly Fenn "
            "and Lee Danvers stood nearby; he was judged to have blocked the keeper's view.",
            "en",
        ),
        # the Laws' "a player": "he" is anyone in that position, not the one named before
        (
            "Lee Danvers was onside. A player in an offside position commits an offence "
            "if he is judged to have blocked the goalkeeper's view.",
            "en",
        ),
        # French impersonal "il suffit": no one
        (
            "Théo Marsan était en jeu. Pour être sanctionné, il suffit qu'il ait gêné "
            "la vue du gardien.",
            "fr",
        ),
    ],
)
def test_no_pronoun_resolved_when_in_doubt(text: str, language: str) -> None:
    assert _involved(text, language) == []


@pytest.mark.parametrize(
    "text",
    [
        "Der Treffer zählte nicht. Jonas Brandt stand beim Schuss von Felix Ahrens im "
        "Abseits. Damit nahm er Torhüter Lars Menke die Sicht.",
        "Das Tor wurde aberkannt. Beim Schuss von Felix Ahrens stand Jonas Brandt im "
        "Abseits, und er nahm dem Torwart die Sicht.",
    ],
)
def test_german_er_is_resolved(text: str) -> None:
    assert ("Jonas Brandt", "obstructed_line_of_vision") in _involved(text, "de")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Kai Brooks slotted home in the 60th minute but it was ruled out. Sam Ortiz had "
            "been offside and was about to volley a dropping ball when Brooks got there first.",
            "moving_to_play_ball",
        ),
        (
            "Kai Brooks headed in, but Sam Ortiz, in an offside position, rose for the cross "
            "with centre-back Dan Pell and the goal was ruled out.",
            "challenged_opponent",
        ),
        (
            "Kai Brooks scored from 20 yards, but Sam Ortiz stood offside barely a yard in "
            "front of keeper Lee Hart, blocking his view, and the goal was ruled out.",
            "obstructed_line_of_vision",
        ),
        (
            "Kai Brooks scored from range. Sam Ortiz was offside but never touched the ball "
            "and, in the officials' view, did not prevent Dan Pell from clearing it.",
            "none",
        ),
    ],
)
def test_english_involvement_wordings(text: str, kind: str) -> None:
    assert ("Sam Ortiz", kind) in _involved(text, "en")


@pytest.mark.parametrize(
    "text",
    [
        "Le but de Hugo Lenoir a été refusé. Paul Viret, hors-jeu, masquait complètement "
        "la vue du gardien.",
        "Hugo Lenoir a marqué, mais Paul Viret gênait nettement la vision du portier et "
        "le but a été annulé.",
    ],
)
def test_french_adverb_after_the_verb_of_a_blocked_view(text: str) -> None:
    assert ("Paul Viret", "obstructed_line_of_vision") in _involved(text, "fr")
