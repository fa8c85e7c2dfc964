"""What "Continue" asks (explainer/form/questions.py): exactly the interview's questions
(rules.interview), most decisive first, each with "Not known"; answers are written into
the form's own fields, "Not known" is declined and not asked again."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import form_fields

from explainer import form
from rules.interview import interview

KANE_QUESTION = "Was Harry Kane in an offside position at Emerson Royal's header (touch 1)?"
ROYAL_QUESTION = "Was Emerson Royal in an offside position at Harry Kane's shot (touch 3)?"
KANE_AT_HEADER = "positions[player=harry-kane, at=1]"
EMERSON_AT_SHOT = "positions[player=emerson-royal, at=3]"


def short_path(client: FlaskClient, **typed: str) -> dict[str, Any]:
    """The blank form with the short path typed in."""
    fields = form_fields(client.get("/explain").get_data(as_text=True))
    fields.update(typed)
    return fields


def kane_form_fields(client: FlaskClient, **more: str) -> dict[str, Any]:
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


def simons(client: FlaskClient, **more: str) -> dict[str, Any]:
    """Netherlands v France (Euro 2024) on the short path: Frimpong plays it to Simons, who
    scores; Dumfries stands in front of Maignan, the goalkeeper."""
    return short_path(
        client,
        **{
            "match-date": "2024-06-21",
            "players-0-name": "Jeremie Frimpong",
            "players-1-name": "Xavi Simons",
            "players-2-name": "Denzel Dumfries",
            "players-3-name": "Mike Maignan",
            "players-3-team": "defending",
            "players-3-goalkeeper": "on",
            "sequence-0-by": "Jeremie Frimpong",
            "sequence-0-action": "pass",
            "sequence-1-by": "Xavi Simons",
            "sequence-1-action": "shot",
            "outcome": "goal_scored",
            "officials-on_field": "goal",
            "officials-final": "no_goal",
            **more,
        },
    )


#: Dumfries's position at Simons's shot, and what he did after it.
DUMFRIES_AT_SHOT = "positions[player=denzel-dumfries, at=2]"
DUMFRIES_AFTER_SHOT = "involvements[player=denzel-dumfries, after=2]"
#: What the reports say of the Simons incident, by question (anything else: not known).
SIMONS_TRUTH = {
    "positions[player=denzel-dumfries, at=1]": "offside_position",
    "involvements[player=denzel-dumfries, after=1]": "none",
    "positions[player=xavi-simons, at=1]": "behind_second_last",
    "positions[player=jeremie-frimpong, at=2]": "behind_ball",
    "involvements[player=jeremie-frimpong, after=2]": "none",
    DUMFRIES_AT_SHOT: "offside_position",
    DUMFRIES_AFTER_SHOT: "obstructed_line_of_vision",
}


def continue_(client: FlaskClient, fields: dict[str, Any]) -> str:
    response = client.post("/explain", data={**fields, "op": "continue"})
    assert response.status_code == 200, response.get_data(as_text=True)[:2000]
    return str(response.get_data(as_text=True))


def _section(html: str) -> str:
    return html.split("data-questions", 1)[1].split('class="form-actions"', 1)[0]


def asked(html: str) -> list[tuple[str, str, str]]:
    """The questions asked: (radio group's name, question id, question in words)."""
    found = re.findall(
        r'<legend class="question-text">(.*?)</legend>.*?name="(ask-\d+)-id" value="([^"]*)"',
        _section(html),
        re.S,
    )
    return [
        (name, unescape(ident), " ".join(unescape(text).split())) for text, name, ident in found
    ]


def questions(html: str) -> list[str]:
    """The questions asked, in words."""
    return [text for _, _, text in asked(html)]


def choices(html: str, name: str) -> list[tuple[str, str]]:
    """The answers offered to the question sent as ``name``: (key, words)."""
    found = re.findall(
        rf'<input type="radio" id="([^"]+)" name="{name}" value="([^"]*)"'
        r'[^>]*><label for="\1">(.*?)</label>',
        _section(html),
    )
    return [(key, unescape(text)) for _, key, text in found]


def interview_through(
    client: FlaskClient,
    fields: dict[str, Any],
    truth: dict[str, str],
    decline: tuple[str, ...] = (),
) -> tuple[dict[str, Any], list[list[str]], str]:
    """Continue, answering each question as ``truth`` says ("not_known" for the rest, and
    for those in ``decline``), until nothing is asked: the form's fields then, the
    question ids of each screen, and the last page."""
    screens: list[list[str]] = []
    html = continue_(client, fields)
    for _ in range(12):
        found = asked(html)
        if not found:
            break
        screens.append([ident for _, ident, _ in found])
        fields = form_fields(html)
        for name, ident, _ in found:
            fields[name] = "not_known" if ident in decline else truth.get(ident, "not_known")
        html = continue_(client, fields)
    else:
        raise AssertionError(f"still asking after 12 screens: {screens}")
    return form_fields(html), screens, html


def headline(client: FlaskClient, fields: dict[str, Any]) -> str:
    """Explain: the permalink page's headline."""
    response = client.post("/explain", data={**fields, "op": "explain"})
    assert response.status_code == 303, response.get_data(as_text=True)[:3000]
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    found = re.search(r"<h1[^>]*>(.*?)</h1>", page, re.S)
    assert found is not None
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", found.group(1))).split())


def test_kane_continue_asks_his_position_at_the_header_and_nothing_else(
    client: FlaskClient,
) -> None:
    html = continue_(client, kane_form_fields(client))
    assert questions(html) == [KANE_QUESTION]
    # Each answer in words, "Not known" last and nothing chosen for the person.
    ((name, _, _),) = asked(html)
    offered = choices(html, name)
    assert offered[-1] == ("not_known", "Not known")
    assert "offside_position" in dict(offered)
    assert f'name="{name}" value="offside_position" checked' not in html
    # The touches are as typed; a name typed another way is shown as it is listed.
    shown = form_fields(html)
    assert [shown[f"sequence-{i}-by"] for i in range(3)] == [
        "Emerson Royal",
        "Flávio Nazinho",
        "Harry Kane",
    ]


def test_continue_asks_exactly_the_interviews_questions_in_its_order(client: FlaskClient) -> None:
    """The form's questions are the interview's, most decisive first; an attacker's
    involvement waits for their position at that touch when that is asked too."""
    for fields in (kane_form_fields(client), simons(client)):
        html = continue_(client, fields)
        incident = form.validate(form.read(form_fields(html)))
        assert incident is not None
        ids = [q.id for q in interview(incident).questions]
        held = {i for i in ids if i.startswith("involvements[")}
        shown = [ident for _, ident, _ in asked(html)]
        # One question a screen: the interview's first (its answer may settle the rest).
        assert shown == [
            i for i in ids
            if i not in held or i.replace("involvements[", "positions[").replace("after=", "at=")
            not in ids
        ][:1]  # fmt: skip
        assert shown


def test_answered_offside_kane_is_settled_and_his_answer_is_a_position_row(
    client: FlaskClient,
) -> None:
    html = continue_(client, kane_form_fields(client))
    fields = form_fields(html)
    fields[asked(html)[0][0]] = "offside_position"
    html = continue_(client, fields)
    assert asked(html) == []
    assert "The decision does not depend on anything more" in html
    shown = form_fields(html)
    row = next(
        k[: -len("player")]
        for k, v in shown.items()
        if k.endswith("-player") and v == "Harry Kane" and k.startswith("positions-")
    )
    assert (
        shown[row + "at"],
        shown[row + "half"],
        shown[row + "ball"],
        shown[row + "second_last"],
    ) == ("1", "opponents", "ahead", "ahead")
    # The primary button now explains; nothing typed is lost.
    assert 'name="op" value="explain"' in html
    assert shown["players-1-name"] == "Flávio Nazinho"
    assert headline(client, shown).startswith("Goal disallowed:")


def test_answered_onside_kane_then_asks_emerson_royal_at_the_shot(client: FlaskClient) -> None:
    """Once Kane is onside at the header, the outcome turns on Emerson Royal's position at
    Kane's shot, which the interview then asks (and nothing else)."""
    html = continue_(client, kane_form_fields(client))
    fields = form_fields(html)
    fields[asked(html)[0][0]] = "behind_second_last"
    html = continue_(client, fields)
    assert questions(html) == [ROYAL_QUESTION]


def test_not_known_is_declined_carried_and_not_asked_again(client: FlaskClient) -> None:
    html = continue_(client, kane_form_fields(client))
    fields = form_fields(html)
    fields[asked(html)[0][0]] = "not_known"
    html = continue_(client, fields)
    # With Kane not known, Emerson Royal at Kane's shot may decide it: asked next, and so
    # on; each declined in turn until nothing is left to ask.
    assert [i for _, i, _ in asked(html)] == [EMERSON_AT_SHOT]
    for _ in range(6):
        if not asked(html):
            break
        fields = form_fields(html)
        fields[asked(html)[0][0]] = "not_known"
        html = continue_(client, fields)
    shown = form_fields(html)
    assert shown["declined"].splitlines()[:2] == [KANE_AT_HEADER, EMERSON_AT_SHOT]
    assert asked(html) == []
    # Not settled: the page says what it still depends on, never "anything more".
    assert "does not depend on anything more" not in html
    assert "data-not-settled" in html and KANE_QUESTION in unescape(_section(html))
    again = continue_(client, shown)
    assert asked(again) == [] and form_fields(again)["declined"] == shown["declined"]
    assert not any(
        k.startswith("positions-") and v for k, v in shown.items() if k.endswith("-player")
    )


def test_continue_without_a_choice_declines_but_another_language_keeps_asking(
    client: FlaskClient,
) -> None:
    """A question left without an answer: "Continue" takes it as not known; the language
    switch (op=show) keeps it asked and keeps an answer chosen."""
    html = continue_(client, kane_form_fields(client))
    fields = form_fields(html)
    shown = client.post("/explain?lang=fr", data={**fields, "op": "show"})
    assert shown.status_code == 200
    assert [i for _, i, _ in asked(shown.get_data(as_text=True))] == [KANE_AT_HEADER]
    fields[asked(html)[0][0]] = "offside_position"
    kept = form_fields(
        client.post("/explain?lang=de", data={**fields, "op": "show"}).get_data(as_text=True)
    )
    assert kept.get("positions-0-second_last") == "ahead"
    # Continue with nothing chosen: Kane is declined, and the next question asked.
    after = continue_(client, form_fields(html))
    assert form_fields(after)["declined"].splitlines() == [KANE_AT_HEADER]
    assert [i for _, i, _ in asked(after)] == [EMERSON_AT_SHOT]


def test_an_answer_chosen_is_kept_when_explaining_straight_away(client: FlaskClient) -> None:
    html = continue_(client, kane_form_fields(client))
    fields = form_fields(html)
    fields[asked(html)[0][0]] = "offside_position"
    assert headline(client, fields).startswith("Goal disallowed:")


def test_an_onside_answer_for_every_unlisted_attacker_leaves_no_position_to_ask(
    client: FlaskClient,
) -> None:
    html = continue_(client, kane_form_fields(client, unlisted_positions="onside"))
    assert KANE_QUESTION not in " ".join(questions(html))


# --- Netherlands v France (Euro 2024): Simons scores, Dumfries in front of Maignan ----------


def test_simons_asks_dumfries_position_at_the_shot_then_what_he_did(client: FlaskClient) -> None:
    fields, screens, html = interview_through(client, simons(client), SIMONS_TRUTH)
    flat = [ident for screen in screens for ident in screen]
    assert DUMFRIES_AT_SHOT in flat and DUMFRIES_AFTER_SHOT in flat
    at = next(n for n, screen in enumerate(screens) if DUMFRIES_AT_SHOT in screen)
    after = next(n for n, screen in enumerate(screens) if DUMFRIES_AFTER_SHOT in screen)
    assert at < after  # what he did is asked once he is known to be in an offside position
    assert len(flat) == len(set(flat))  # nothing is asked twice
    assert "The decision does not depend on anything more" in html
    # The answer is an involvement row: who, after which touch, what.
    rows = [
        tuple(fields[f"involvements-{i}-{name}"] for name in ("player", "after", "kind"))
        for i in range(8)
        if fields.get(f"involvements-{i}-player")
    ]
    assert ("Denzel Dumfries", "2", "obstructed_line_of_vision") in rows
    assert fields["players-3-goalkeeper"] == "on"
    assert headline(client, fields).startswith("Goal disallowed: ")


def test_simons_answered_no_says_the_goal_should_have_stood(client: FlaskClient) -> None:
    truth = {**SIMONS_TRUTH, DUMFRIES_AFTER_SHOT: "none"}
    fields, _, html = interview_through(client, simons(client), truth)
    assert "The decision does not depend on anything more" in html
    said = headline(client, fields)
    assert said.startswith("Goal disallowed") and "good goal" in said, said


def test_simons_left_not_known_is_not_a_verdict_on_the_law(client: FlaskClient) -> None:
    fields, _, html = interview_through(
        client, simons(client), SIMONS_TRUTH, decline=(DUMFRIES_AFTER_SHOT,)
    )
    assert DUMFRIES_AFTER_SHOT in fields["declined"].splitlines()
    assert "does not depend on anything more" not in html
    assert "Denzel Dumfries do anything that affected an opponent" in unescape(_section(html))
    said = headline(client, fields)
    # What stood is reported (no goal); what the Laws say is given both ways, not as one.
    assert "good goal" not in said, said
    assert "if Denzel Dumfries interfered with an opponent; otherwise a goal" in said, said


@pytest.mark.parametrize("lang", ["fr", "de", "es"])
def test_the_questions_and_not_known_are_in_the_readers_language(
    client: FlaskClient, lang: str
) -> None:
    response = client.post(
        f"/explain?lang={lang}", data={**kane_form_fields(client), "op": "continue"}
    )
    html = response.get_data(as_text=True)
    ((name, _, text),) = asked(html)
    assert "Harry Kane" in text and text != KANE_QUESTION
    assert choices(html, name)[-1][1] != "Not known"


def test_a_touch_without_its_player_is_asked_never_given_the_next_player_listed(
    client: FlaskClient,
) -> None:
    """Who touched the ball is only ever what the person gave: a touch without a player
    (with what they did, or a direction drafted from an article) is asked."""
    for more in ({}, {"sequence-0-direction": "backwards"}):
        fields = kane_form_fields(client, **{"sequence-0-by": "", **more})
        response = client.post("/explain", data={**fields, "op": "continue"})
        page = response.get_data(as_text=True)
        assert response.status_code == 422
        assert not form_fields(page).get("sequence-0-by")
        assert '<a href="#sequence-0-by">Touch 1: Enter who touched the ball</a>' in page


def test_simons_one_answer_can_speak_for_every_attacker_the_reports_do_not_place(
    client: FlaskClient,
) -> None:
    """ "Onside, and so was every other attacker the reports do not place" answers for
    everyone left out: once Dumfries is placed at the shot, one answer settles the rest."""
    truth = {
        "positions[player=xavi-simons, at=1]": "behind_second_last",
        "positions[player=jeremie-frimpong, at=2]": "behind_ball",
        DUMFRIES_AT_SHOT: "offside_position",
        DUMFRIES_AFTER_SHOT: "obstructed_line_of_vision",
    }
    fields, screens, html = interview_through(client, simons(client), truth)
    assert [ident for screen in screens for ident in screen][-1] == DUMFRIES_AFTER_SHOT
    assert headline(client, fields).startswith("Goal disallowed: ")
    # Placed first, Dumfries at the shot; then Simons "onside, like every other attacker
    # not placed": no other position is asked.
    placed = simons(
        client,
        **{
            "positions-0-player": "Denzel Dumfries",
            "positions-0-at": "2",
            "positions-0-method": "qualitative",
            "positions-0-half": "opponents",
            "positions-0-ball": "ahead",
            "positions-0-second_last": "ahead",
        },
    )
    every = {
        DUMFRIES_AFTER_SHOT: "nobody_else",
        "positions[player=xavi-simons, at=1]": "every_other_onside",
    }
    fields, screens, html = interview_through(client, placed, every)
    flat = [ident for screen in screens for ident in screen]
    assert flat == [DUMFRIES_AFTER_SHOT, "positions[player=xavi-simons, at=1]"], screens
    assert (fields["unlisted_involvements"], fields["unlisted_positions"]) == ("none", "onside")
    assert "The decision does not depend on anything more" in html
    assert "good goal" in headline(client, fields)
