"""Issue 30's short path: the date (it picks the Laws), a goalkeeper switch, touches only
as the person gave them, and no silent defaults for what the officials did."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import KANE_SLUG, form_fields

from explainer import casebook, form
from explainer.form.page import part_of
from rules import EDITIONS, Incident

#: The officials' yes/no facts: not answered is not known, never a yes or a no.
OFFICIALS_YES_NO = ("delayed_flag", "stopped_before_goal", "var_checked", "restarted_before_check")


def short_path_html(html: str) -> str:
    """The part of the page before the folded sections."""
    start = html.index("data-short-path")
    return html[start : html.index('class="form-section more-about"', start)]


def blank(client: FlaskClient) -> dict[str, str]:
    return form_fields(client.get("/explain").get_data(as_text=True))


def simons(client: FlaskClient, **more: str) -> dict[str, str]:
    """Netherlands v France (Euro 2024) on the short path: Simons shoots, Dumfries stands
    in front of Maignan; neither Dumfries nor Maignan touches the ball."""
    return {
        **blank(client),
        "players-0-name": "Xavi Simons",
        "players-1-name": "Denzel Dumfries",
        "players-2-name": "Mike Maignan",
        "players-2-team": "defending",
        "sequence-0-by": "Xavi Simons",
        "sequence-0-action": "shot",
        "outcome": "goal_scored",
        "officials-on_field": "goal",
        "officials-final": "no_goal",
        **more,
    }


def stored(client: FlaskClient, fields: dict[str, Any]) -> tuple[dict[str, Any], Incident]:
    """Explain: the saved record (edition and incident)."""
    response = client.post("/explain", data={**fields, "op": "explain"})
    assert response.status_code == 303, response.get_data(as_text=True)[:3000]
    ident = response.headers["Location"].rsplit("/", 1)[1]
    record = client.get(f"/api/v1/incidents/{ident}").get_json()
    return record, Incident.model_validate(record["incident"])


# --- the date -----------------------------------------------------------------------------------


def test_the_match_date_is_on_the_short_path_with_what_it_decides(client: FlaskClient) -> None:
    html = client.get("/explain").get_data(as_text=True)
    short = short_path_html(html)
    assert 'id="match-date"' in short
    assert html.count('id="match-date"') == 1  # moved, not copied
    hint = re.search(r'<span class="hint" id="match-date-hint">([^<]*)</span>', short)
    assert hint is not None and "Laws" in hint.group(1) and "in force" in hint.group(1)
    assert part_of("match-date") == "short"
    order = list(form.field_order(form.FormState()))
    assert order.index("match-date") < order.index("players-0-name")


def test_a_date_typed_on_the_short_path_picks_the_laws_of_the_day(client: FlaskClient) -> None:
    record, incident = stored(client, simons(client, **{"match-date": "26 octobre 2022"}))
    assert str(incident.match.date) == "2022-10-26"
    assert record["edition"] == "2022/23"
    undated, _ = stored(client, simons(client))
    assert undated["edition"] == EDITIONS[-1].name  # hypothetical: the latest Laws


def test_an_ambiguous_date_on_the_short_path_is_asked_not_guessed(client: FlaskClient) -> None:
    response = client.post(
        "/explain", data={**simons(client, **{"match-date": "05/06/2021"}), "op": "explain"}
    )
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert '<a href="#match-date">' in html
    assert form_fields(html)["match-date"] == "05/06/2021"


# --- the goalkeeper ------------------------------------------------------------------------------


def test_each_player_row_has_a_goalkeeper_switch_on_the_short_path(client: FlaskClient) -> None:
    short = short_path_html(client.get("/explain").get_data(as_text=True))
    for i in range(form.BLANK_ROWS["players"]):
        assert f'id="players-{i}-goalkeeper"' in short
    assert part_of("players-0-goalkeeper") == "short"
    _, incident = stored(client, simons(client, **{"players-2-goalkeeper": "on"}))
    maignan = incident.player("mike-maignan")
    assert maignan is not None and maignan.goalkeeper is True
    others = [p.goalkeeper for p in incident.players if p.id != "mike-maignan"]
    assert others == [False, False]


def test_start_from_an_incident_shows_its_goalkeeper_on_the_short_path(
    client: FlaskClient,
) -> None:
    goalkeepers = [
        (case.slug, i)
        for case in casebook.cases()
        for i, p in enumerate(case.incident.players)
        if p.goalkeeper
    ]
    assert goalkeepers, "no casebook incident names a goalkeeper"
    slug, i = goalkeepers[0]
    html = client.get(f"/explain?case={slug}").get_data(as_text=True)
    assert form_fields(html)[f"players-{i}-goalkeeper"] == "on"
    assert f'id="players-{i}-goalkeeper"' in short_path_html(html)


# --- no phantom touches ----------------------------------------------------------------------


def test_continue_never_fills_touches_with_players_who_did_not_touch_the_ball(
    client: FlaskClient,
) -> None:
    response = client.post("/explain", data={**simons(client), "op": "continue"})
    assert response.status_code == 200, response.get_data(as_text=True)[:3000]
    shown = form_fields(response.get_data(as_text=True))
    touches = [shown.get(f"sequence-{i}-by", "") for i in range(3)]
    assert touches == ["Xavi Simons", "", ""]
    assert not any(re.fullmatch(r"sequence-\d+-auto", name) for name in shown)
    # Explained as sent: one touch, Simons's shot.
    _, incident = stored(client, shown)
    assert [(c.by, c.action) for c in incident.sequence] == [("xavi-simons", "shot")]


def test_the_blank_form_starts_its_touches_empty(client: FlaskClient) -> None:
    fields = blank(client)
    assert all(fields[f"sequence-{i}-by"] == "" for i in range(form.BLANK_ROWS["sequence"]))
    assert not hasattr(form, "fill_touches")


def test_continue_without_a_touch_asks_for_one_and_keeps_what_was_typed(
    client: FlaskClient,
) -> None:
    fields = simons(client, **{"sequence-0-by": "", "sequence-0-action": ""})
    response = client.post("/explain", data={**fields, "op": "continue"})
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "Add at least one touch of the ball" in html
    shown = form_fields(html)
    assert shown["players-2-name"] == "Mike Maignan" and shown["sequence-0-by"] == ""


def test_a_player_typed_without_what_they_did_is_kept_and_asked(client: FlaskClient) -> None:
    fields = simons(client, **{"sequence-1-by": "Denzel Dumfries"})
    response = client.post("/explain", data={**fields, "op": "continue"})
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert '<a href="#sequence-1-action">Touch 2: Choose what they did with the ball</a>' in html
    assert form_fields(html)["sequence-1-by"] == "Denzel Dumfries"


# --- no silent defaults for the officials ----------------------------------------------------


def test_unanswered_officials_facts_reach_the_engine_as_not_known(client: FlaskClient) -> None:
    # Sent as "unknown", whatever the model's default for a fact not given.
    sent = form.to_data(form.read(simons(client))).data["officials"]
    assert {name: sent.get(name) for name in OFFICIALS_YES_NO} == dict.fromkeys(
        OFFICIALS_YES_NO, "unknown"
    )
    _, incident = stored(client, simons(client))
    assert incident.officials is not None
    for name in OFFICIALS_YES_NO:
        assert getattr(incident.officials, name) == "unknown", name
    # (Play stopped before the ball went in: the referee blew, he did not give a goal.)
    yes = {f"officials-{n}": "yes" for n in OFFICIALS_YES_NO}
    _, answered = stored(client, simons(client, **yes, **{"officials-on_field": "whistle"}))
    assert all(getattr(answered.officials, n) is True for n in OFFICIALS_YES_NO)
    _, denied = stored(client, simons(client, **{f"officials-{n}": "no" for n in OFFICIALS_YES_NO}))
    assert all(getattr(denied.officials, n) is False for n in OFFICIALS_YES_NO)


def test_the_officials_questions_start_at_not_known(client: FlaskClient) -> None:
    html = client.get("/explain").get_data(as_text=True)
    for name in OFFICIALS_YES_NO:
        start = html.index(f'<select id="officials-{name}"')
        select = html[start : html.index("</select>", start)]
        assert '<option value="" selected>Not known</option>' in select, name
        assert select.count("Not known") == 1, name
    officials = html[html.index('id="more-officials"') : html.index('id="more-measurements"')]
    assert "Not reported: yes" not in officials and "Not reported: no<" not in officials


def test_a_decision_on_the_field_not_reported_is_not_known(client: FlaskClient) -> None:
    _, incident = stored(client, simons(client, **{"officials-on_field": ""}))
    assert incident.officials is not None
    assert (incident.officials.on_field, incident.officials.final) == ("unknown", "no_goal")
    _, neither = stored(client, simons(client, **{"officials-final": "", "officials-on_field": ""}))
    assert neither.officials is None  # nothing reported about the officials at all
    _, final_unknown = stored(client, simons(client, **{"officials-final": ""}))
    assert final_unknown.officials is not None
    assert (final_unknown.officials.on_field, final_unknown.officials.final) == ("goal", "unknown")


@pytest.mark.parametrize(("value", "shown"), [(True, "yes"), (False, "no"), ("unknown", "")])
def test_the_form_shows_the_officials_facts_as_they_are(
    client: FlaskClient, value: bool | str, shown: str
) -> None:
    """Started from an incident, each fact is shown as the incident has it (a yes or a no
    is never hidden behind the unanswered option), and sent back unchanged."""
    kane = casebook.case(KANE_SLUG).incident  # type: ignore[union-attr]
    assert kane.officials is not None
    facts: dict[str, object] = dict.fromkeys(OFFICIALS_YES_NO, value)
    if value is True:
        facts["on_field"] = "whistle"  # (no goal is given once play has stopped)
    officials = kane.officials.model_copy(update=facts)
    changed = kane.model_copy(update={"officials": officials})
    state = form.from_incident(changed)
    for name in OFFICIALS_YES_NO:
        assert state.get(f"officials-{name}") == shown, name
    again = form.validate(state)
    assert again is not None and again.officials is not None
    for name in OFFICIALS_YES_NO:
        assert getattr(again.officials, name) == value, name


def test_unlisted_involvements_and_fouls_start_not_known_and_can_be_answered(
    client: FlaskClient,
) -> None:
    """Beside the involvements and the fouls: "not known" unless answered ("none")."""
    html = client.get("/explain").get_data(as_text=True)
    fields = form_fields(html)
    assert (fields["unlisted_involvements"], fields["unlisted_fouls"]) == ("unknown", "unknown")
    assert (part_of("unlisted_involvements"), part_of("unlisted_fouls")) == (
        "involvements",
        "fouls",
    )
    _, incident = stored(client, simons(client))
    assert (incident.unlisted_involvements, incident.unlisted_fouls) == ("unknown", "unknown")
    _, answered = stored(
        client, simons(client, unlisted_involvements="none", unlisted_fouls="none")
    )
    assert (answered.unlisted_involvements, answered.unlisted_fouls) == ("none", "none")
