"""The incident form through the Flask test client: save, permalink, errors, rows."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient
from support import KANE_HEADLINE, form_fields, read_form

from explainer import casebook, form
from rules import decide


def post(client: FlaskClient, fields: dict[str, Any], op: str = "explain") -> Any:
    return client.post("/explain", data={**fields, "op": op})


def test_blank_form_has_a_label_for_every_control_and_legends(client: FlaskClient) -> None:
    html = client.get("/explain").get_data(as_text=True)
    reader = read_form(html)
    named = [
        a["id"]
        for tag, a in reader.controls
        if tag in ("input", "select") and a.get("type") != "hidden"
    ]
    assert named, "the form has no controls"
    missing = [ident for ident in named if ident not in reader.labels_for]
    assert missing == []
    assert len(reader.ids) == len(set(reader.ids)), "duplicate ids"
    for legend in ("Touch", "Player", "Position", "Source article"):
        assert f"<legend>{legend} <span data-row-number>1</span></legend>" in html, legend
    assert "<legend>How did the move start?</legend>" in html
    assert "Start from Kane v Sporting" in html


def test_start_from_kane_prefills_the_form(kane_fields: dict[str, str]) -> None:
    assert kane_fields["match-home"] == "Tottenham Hotspur"
    assert kane_fields["match-date"] == "26/10/2022"
    assert kane_fields["sequence-1-by"] == "Emerson Royal"
    assert kane_fields["sequence-1-action"] == "header"
    assert kane_fields["positions-0-player"] == "Harry Kane"
    assert kane_fields["positions-0-beyond-knee"] == "on"
    assert kane_fields["start-kind"] == "open_play"


def test_saving_redirects_to_a_permalink_that_shows_the_decision(
    client: FlaskClient, kane_fields: dict[str, str], db_path: Path
) -> None:
    assert not db_path.exists()
    response = post(client, kane_fields)
    assert response.status_code == 303
    location = response.headers["Location"]
    assert re.fullmatch(r"/e/[a-z2-7]{12}", location)
    assert db_path.exists(), "the SQLite file is created on first use"
    page = client.get(location)
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert KANE_HEADLINE in html
    assert f'value="http://localhost{location}"' in html
    assert "Copy link" in html
    assert "How VAR handled it" in html or "What would have changed the decision" in html


def test_same_facts_same_link_and_edition_changes_the_link(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    first = post(client, kane_fields).headers["Location"]
    again = post(client, kane_fields).headers["Location"]
    assert first == again
    other = post(client, {**kane_fields, "edition": "2025/26"}).headers["Location"]
    assert other != first
    assert "2025/26" in client.get(other).get_data(as_text=True)
    changed = post(client, {**kane_fields, "match-minute": "89"}).headers["Location"]
    assert changed not in (first, other)


def test_permalinks_keep_their_meaning_across_app_restarts(
    client: FlaskClient, kane_fields: dict[str, str], db_path: Path
) -> None:
    from explainer import create_app

    # The client that read the form (and holds its CSRF cookie) posts it.
    location = post(client, kane_fields).headers["Location"]
    fresh = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{db_path}"})
    html = fresh.test_client().get(location).get_data(as_text=True)
    assert KANE_HEADLINE in html
    fresh.extensions["explainer.store"].dispose()


def test_change_these_facts_prefills_the_form_from_a_saved_explanation(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    ident = post(client, kane_fields).headers["Location"].rsplit("/", 1)[1]
    fields = form_fields(client.get(f"/explain?from={ident}").get_data(as_text=True))
    assert fields["match-home"] == "Tottenham Hotspur"
    assert post(client, fields).headers["Location"].endswith(ident)


def test_missing_and_wrong_values_give_422_summary_messages_and_keep_values(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    fields = {
        **kane_fields,
        "match-away": "",
        "match-minute": "ninety",
        "sequence-2-by": "Nobody Known",
        "positions-0-at": "7",
        "sources-0-url": "not a web address",
    }
    response = post(client, fields)
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "<title>Error:" in html
    assert "data-error-summary" in html
    start = html.index("data-error-summary")
    summary = html[start : html.index("</ul>", start)]
    links = re.findall(r'<a href="#([^"]+)">([^<]+)</a>', summary)
    targets = [target for target, _ in links]
    assert targets == [
        "match-away",
        "match-minute",
        "sources-0-url",
        "sequence-2-by",
        "positions-0-at",
    ]
    assert dict(links)["match-away"] == "Enter the away team"
    assert "There is no player called Nobody Known" in dict(links)["sequence-2-by"]
    assert "There is no touch 7" in dict(links)["positions-0-at"]
    # The message is repeated at the field, which points to it.
    assert 'id="match-away-error"' in html
    assert 'aria-describedby="match-away-error" aria-invalid="true"' in html
    kept = form_fields(html)
    for name, value in fields.items():
        if name == "csrf_token":  # a fresh token each time (it is signed with a timestamp)
            assert kept.get(name), name
            continue
        assert kept.get(name, "") == value, name


def test_error_paths_map_to_form_fields() -> None:
    state = form.FormState(
        values={"sequence-0-by": "A", "sequence-2-by": "B", "sequence-3-by": "C"},
        counts={**form.BLANK_ROWS, "sequence": 4},
    )
    converted = form.to_data(state)
    # Row 1 is blank, so model index 1 is form row 2.
    assert converted.rows["sequence"] == [0, 2, 3]
    assert form.field_for("sequence[1].by", converted, state) == "sequence-2-by"
    assert form.field_for("sequence[2].indicators.on_the_ground", converted, state) == (
        "sequence-3-ind-on_the_ground"
    )
    assert form.field_for("match.home", converted, state) == "match-home"
    assert form.field_for("officials.final", converted, state) == "officials-final"
    assert form.field_for("players", converted, state) == "players-0-name"
    assert form.field_for("", converted, state) is None


def test_form_round_trips_every_casebook_incident() -> None:
    for case in casebook.cases():
        state = form.from_incident(case.incident)
        incident = form.validate(state)
        assert incident is not None, (case.slug, state.summary)
        before, after = decide(case.incident), decide(incident)
        assert (after.offside_offence, after.goal, after.judged_at) == (
            before.offside_offence,
            before.goal,
            before.judged_at,
        ), case.slug


def test_rows_are_added_and_removed_without_javascript(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    added = post(client, kane_fields, op="add:sequence")
    assert added.status_code == 200
    fields = form_fields(added.get_data(as_text=True))
    assert "sequence-4-by" in fields and fields["sequence-4-by"] == ""
    assert fields["sequence-3-by"] == "Harry Kane"
    assert 'id="sequence-4-by" name="sequence-4-by"' in added.get_data(as_text=True)
    removed = post(client, fields, op="remove:sequence:0")
    fields = form_fields(removed.get_data(as_text=True))
    assert fields["sequence-0-by"] == "Emerson Royal"
    assert "sequence-4-by" not in fields


def test_hostile_or_broken_posts_get_4xx_never_500(client: FlaskClient) -> None:
    bad = [
        {"op": "add:nothing"},
        {"op": "remove:sequence:x"},
        {"op": "remove:sequence:99999999999"},
        {"op": "launch"},
        {"op": "explain", "sequence-999-by": "x", "players-5000-name": "y"},
        {"op": "explain", "match-date": "31/02/2022", "match-minute": "1e9"},
        {"op": "explain", "positions-0-method": "distances", "positions-0-attacker_m": "-50"},
    ]
    # With the form's CSRF token, so that these reach the form's own checks.
    token = form_fields(client.get("/explain").get_data(as_text=True))["csrf_token"]
    for data in bad:
        response = client.post("/explain", data={**data, "csrf_token": token})
        assert 400 <= response.status_code < 500, data
    assert client.post("/explain", data={"x": "y" * 300_000}).status_code == 413
    assert client.put("/explain").status_code == 405
    assert client.get("/explain?case=nope").status_code == 404
    assert client.get("/explain?from=zzzzzzzzzzzz").status_code == 404
