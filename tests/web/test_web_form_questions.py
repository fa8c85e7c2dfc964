"""What "Continue" asks (explainer/form/questions.py): only the facts the decision turns
on, in words; the rest stays not known."""

from __future__ import annotations

import re
from typing import Any

from flask.testing import FlaskClient
from support import form_fields

KANE_QUESTION = "Was Harry Kane in an offside position at Emerson Royal's header (touch 1)?"


def short_path(client: FlaskClient, **typed: str) -> dict[str, Any]:
    """The blank form with the short path typed in."""
    fields = form_fields(client.get("/explain").get_data(as_text=True))
    fields.update(typed)
    return fields


def kane(client: FlaskClient, **more: str) -> dict[str, Any]:
    """Kane v Sporting on the short path: who touched the ball and what they did."""
    return short_path(
        client,
        **{
            "players-0-name": "Emerson Royal",
            "players-1-name": "Flávio Nazinho",
            "players-1-team": "defending",
            "players-2-name": "Harry Kane",
            "sequence-0-by": "Emerson Royal",
            "sequence-0-action": "header",
            "sequence-1-by": "flavio nazinho",  # without the accent or capitals
            "sequence-1-action": "deflection",
            "sequence-2-by": "Harry Kane",
            "sequence-2-action": "shot",
            "outcome": "goal_scored",
            "officials-on_field": "goal",
            "officials-final": "no_goal",
            **more,
        },
    )


def continue_(client: FlaskClient, fields: dict[str, Any]) -> str:
    response = client.post("/explain", data={**fields, "op": "continue"})
    assert response.status_code == 200, response.get_data(as_text=True)[:2000]
    return str(response.get_data(as_text=True))


def questions(html: str) -> list[str]:
    """The questions asked, in words: position rows' legends and the other questions."""
    part = html.split("data-questions", 1)[1].split('class="form-actions"', 1)[0]
    asked = re.findall(r'<legend class="question-text">(.*?)</legend>', part, re.S)
    asked += re.findall(r'<ul class="other-questions">(.*?)</ul>', part, re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", q).split()).replace("&#39;", "'") for q in asked]


def test_kane_continue_asks_his_position_at_the_header_and_nothing_else(
    client: FlaskClient,
) -> None:
    html = continue_(client, kane(client))
    assert questions(html) == [KANE_QUESTION]
    # Nothing unrelated is asked: no other player's position, no foul, no VAR detail.
    for unrelated in ("Nazinho in an offside position", "foul", "Did VAR check"):
        assert unrelated not in " ".join(questions(html))
    # The touches are as typed; a name typed another way is shown as it is listed.
    shown = form_fields(html)
    assert [shown[f"sequence-{i}-by"] for i in range(3)] == [
        "Emerson Royal",
        "Flávio Nazinho",
        "Harry Kane",
    ]


def test_once_answered_kane_is_explained_and_an_unanswered_question_stays_unknown(
    client: FlaskClient,
) -> None:
    fields = form_fields(continue_(client, kane(client)))
    answer = next(k for k in fields if re.fullmatch(r"positions-\d+-answer", k))
    assert fields[answer] == ""  # asked, not answered: not known, not "no"
    again = form_fields(continue_(client, fields))
    assert again[answer] == ""
    response = client.post("/explain", data={**again, answer: "offside", "op": "explain"})
    assert response.status_code == 303


def test_an_onside_answer_for_every_unlisted_attacker_leaves_no_position_to_ask(
    client: FlaskClient,
) -> None:
    html = continue_(client, kane(client, unlisted_positions="onside"))
    assert KANE_QUESTION not in " ".join(questions(html))


def test_a_touch_without_its_player_is_asked_never_given_the_next_player_listed(
    client: FlaskClient,
) -> None:
    """Who touched the ball is only ever what the person gave: a touch without a player
    (with what they did, or a direction drafted from an article) is asked."""
    for more in ({}, {"sequence-0-direction": "backwards"}):
        fields = kane(client, **{"sequence-0-by": "", **more})
        response = client.post("/explain", data={**fields, "op": "continue"})
        page = response.get_data(as_text=True)
        assert response.status_code == 422
        assert not form_fields(page).get("sequence-0-by")
        assert '<a href="#sequence-0-by">Touch 1: Enter who touched the ball</a>' in page
