"""The incident form through the Flask test client: save, permalink, errors, rows."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import KANE_HEADLINE, KANE_SLUG, form_fields, read_form

from explainer import casebook, form
from rules import Incident, decide


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
        assert f"<legend>{legend} <span data-row-number>1</span>" in html, legend
    assert "<legend>How did the move start?</legend>" in html
    assert "Start from Kane v Sporting" in html


def test_start_from_kane_prefills_the_form(kane_fields: dict[str, str]) -> None:
    assert kane_fields["match-home"] == "Tottenham Hotspur"
    assert kane_fields["match-date"] == "26 Oct 2022"  # the month in words: never ambiguous
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
    # Match details are optional (a hypothetical incident has none): an empty away team
    # is no error, a minute that is not a number is.
    # In the page's order: the touches and positions first, the folded sections after.
    assert targets == [
        "sequence-2-by",
        "positions-0-at",
        "match-minute",
        "sources-0-url",
    ]
    assert "There is no player called Nobody Known" in dict(links)["sequence-2-by"]
    assert "There is no touch 7" in dict(links)["positions-0-at"]
    # The message is repeated at the field, which points to it.
    assert 'id="match-minute-error"' in html
    assert 'aria-invalid="true"' in html[html.index('id="match-minute"') - 400 :][:800]
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
    too_long = client.application.config["MAX_FORM_LENGTH"]
    assert client.post("/explain", data={"x": "y" * too_long}).status_code == 413
    assert client.put("/explain").status_code == 405
    assert client.get("/explain?case=nope").status_code == 404
    assert client.get("/explain?from=zzzzzzzzzzzz").status_code == 404


# --- whether the referee had stopped play before the ball went in ----------------------------


def stored_incident(client: FlaskClient, fields: dict[str, Any]) -> tuple[str, Incident]:
    """Send the form; return the permalink id and the incident stored under it."""
    response = post(client, fields)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    ident = response.headers["Location"].rsplit("/", 1)[1]
    assert client.get(response.headers["Location"]).status_code == 200
    record = client.get(f"/api/v1/incidents/{ident}").get_json()
    return ident, Incident.model_validate(record["incident"])


def error_links(html: str) -> dict[str, str]:
    """The error summary's links: field id -> message."""
    start = html.index("data-error-summary")
    part = html[start : html.index("</ul>", start)]
    return dict(re.findall(r'<a href="#([^"]+)">([^<]+)</a>', part))


def test_the_officials_part_asks_whether_the_referee_had_stopped_play(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    html = client.get("/explain").get_data(as_text=True)
    assert '<label for="officials-stopped_before_goal">Had the referee already stopped play' in html
    assert "A raised flag alone does not stop play" in html
    assert "officials-stopped_before_goal" in form.SINGLE
    # Shown, not carried, as the Kane incident has it: a yes or a no as such, not known
    # as the unanswered first option ("Not known", never a silent "no").
    kane = casebook.case(KANE_SLUG).incident  # type: ignore[union-attr]
    assert kane.officials is not None
    given = kane.officials.stopped_before_goal
    shown = "" if given == "unknown" else ("yes" if given else "no")
    assert kane_fields["officials-stopped_before_goal"] == shown
    assert '<option value="" selected>Not known</option>' in html
    assert "stopped_before_goal" not in kane_fields.get("extra", "")


@pytest.mark.parametrize(
    ("typed", "stored"), [("yes", True), ("no", False), ("unknown", "unknown"), ("", "unknown")]
)
def test_stopped_before_goal_typed_in_reaches_the_stored_incident(
    client: FlaskClient, kane_fields: dict[str, str], typed: str, stored: bool | str
) -> None:
    # (Kane's goal was given on the field: a whistle before it would have given none.)
    on_field = "whistle" if stored is True else "goal"
    fields = {**kane_fields, "officials-on_field": on_field}
    _, incident = stored_incident(client, {**fields, "officials-stopped_before_goal": typed})
    assert incident.officials is not None
    assert incident.officials.stopped_before_goal == stored
    assert type(incident.officials.stopped_before_goal) is type(stored)  # True, not "yes"
    # The rest of what the officials did is as it was.
    assert (incident.officials.on_field, incident.officials.final) == (on_field, "no_goal")


def test_a_blank_stopped_before_goal_sends_back_the_same_incident(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    """A form sent back unchanged keeps its permalink; left blank, the fact is not known
    (never the model's default), and answering it changes the incident."""
    first, _ = stored_incident(client, kane_fields)
    again, _ = stored_incident(client, dict(kane_fields))
    blank, incident = stored_incident(client, {**kane_fields, "officials-stopped_before_goal": ""})
    whistle = {**kane_fields, "officials-on_field": "whistle"}
    stopped, _ = stored_incident(client, {**whistle, "officials-stopped_before_goal": "yes"})
    assert again == first and stopped != blank
    assert incident.officials is not None and incident.officials.stopped_before_goal == "unknown"


@pytest.mark.parametrize(("value", "shown"), [(True, "yes"), ("unknown", "")])
def test_the_form_is_filled_in_with_stopped_before_goal(
    client: FlaskClient, kane_fields: dict[str, str], value: bool | str, shown: str
) -> None:
    kane = casebook.case(KANE_SLUG).incident  # type: ignore[union-attr]
    assert kane.officials is not None
    # (A whistle before the goal goes with no goal given on the field.)
    on_field = "whistle" if value is True else "goal"
    facts = {"stopped_before_goal": value, "on_field": on_field}
    changed = kane.model_copy(update={"officials": kane.officials.model_copy(update=facts)})
    state = form.from_incident(changed)
    assert state.get("officials-stopped_before_goal") == shown
    assert "stopped_before_goal" not in state.get("extra")  # shown in its field, not carried
    # A saved one: "Change these facts" shows it, selected in its list.
    typed = {"officials-stopped_before_goal": shown, "officials-on_field": on_field}
    ident, _ = stored_incident(client, {**kane_fields, **typed})
    html = client.get(f"/explain?from={ident}").get_data(as_text=True)
    assert form_fields(html)["officials-stopped_before_goal"] == shown
    start = html.index('<select id="officials-stopped_before_goal"')
    assert f'<option value="{shown}" selected>' in html[start : html.index("</select>", start)]


def test_an_unknown_answer_for_stopped_before_goal_is_named_at_its_field(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    response = post(client, {**kane_fields, "officials-stopped_before_goal": "perhaps"})
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert "officials-stopped_before_goal" in error_links(html)
    assert 'id="officials-stopped_before_goal-error"' in html
    assert form_fields(html)["officials-stopped_before_goal"] == "perhaps"


# --- an opponent's touch gets one answer ---------------------------------------------------------

#: Touch 3 of the Kane incident: Flávio Nazinho's deflection (form row 2).
NAZINHO = "sequence-2-"


@pytest.mark.parametrize(
    ("action", "classification", "said"),
    [
        ("deflection", "deliberate_play", ("a deflection", "a deliberate play")),
        ("save", "deflection", ("a save", "a deflection")),
        ("deliberate_play", "deliberate_handball", ("a deliberate play", "a deliberate handball")),
    ],
)
def test_a_touch_whose_two_answers_disagree_is_refused_at_the_classification(
    client: FlaskClient,
    kane_fields: dict[str, str],
    action: str,
    classification: str,
    said: tuple[str, str],
) -> None:
    fields = {
        **kane_fields,
        NAZINHO + "action": action,
        NAZINHO + "classification": classification,
    }
    response = post(client, fields)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    links = error_links(html)
    assert list(links) == [NAZINHO + "classification"], links
    message = links[NAZINHO + "classification"]
    assert message.startswith("Touch 3: "), message
    assert f"“What they did” says {said[0]}" in message, message
    assert f"counts for offside” says {said[1]}" in message, message
    # Repeated at the field, which is shown (its folded part is open) and points to it.
    assert f'id="{NAZINHO}classification-error"' in html
    assert f'aria-describedby="{NAZINHO}classification-hint {NAZINHO}classification-error"' in html
    kept = form_fields(html)
    for name, value in fields.items():
        if name != "csrf_token":
            assert kept.get(name, "") == value, name


@pytest.mark.parametrize(
    ("action", "classification"),
    [
        ("deflection", "deflection"),
        ("deflection", "unknown"),
        ("save", "unknown"),
        ("deflection", ""),
        ("clearance", "deliberate_play"),
        ("header", "save"),
        ("control", "deflection"),
    ],
)
def test_a_touch_whose_answers_agree_or_leave_it_open_is_accepted(
    client: FlaskClient, kane_fields: dict[str, str], action: str, classification: str
) -> None:
    fields = {
        **kane_fields,
        NAZINHO + "action": action,
        NAZINHO + "classification": classification,
    }
    _, incident = stored_incident(client, fields)
    touch = incident.sequence[2]
    assert (touch.by, touch.action, touch.classification) == (
        "nazinho",
        action,
        classification or None,
    )


def test_the_classification_says_it_is_where_an_opponent_touch_counts(
    client: FlaskClient,
) -> None:
    html = client.get("/explain").get_data(as_text=True)
    assert "<summary>How this opponent's touch counts for offside (optional)</summary>" in html
    assert '<label for="sequence-0-classification">How the officials judged it</label>' in html
    start = html.index('<select id="sequence-0-classification"')
    options = html[start : html.index("</select>", start)]
    assert '<option value="" selected>Go by what they did</option>' in options
    values = re.findall(r'<option value="([^"]*)"', options)
    assert values == ["", "deflection", "deliberate_play", "save", "deliberate_handball", "unknown"]


def test_a_row_s_name_follows_its_label_as_each_language_punctuates() -> None:
    """Issue 34: "Joueur 1: Xavi Simons" had no space before the colon in French (the
    colon was written in the template, outside the catalogs). Started from the Simons
    incident, every row named in the legend puts the language's separator."""
    from support import make_app

    app = make_app(Path(__import__("tempfile").mkdtemp()))
    slug = "2024-06-21-netherlands-france-simons"
    expected = {"en": ": ", "fr": "\u00a0: ", "de": ": ", "es": ": "}
    with app.test_client() as client:
        for lang, separator in expected.items():
            html = client.get(f"/explain?lang={lang}&case={slug}").get_data(as_text=True)
            legends = [
                re.sub(r"<[^>]+>", "", legend)
                for legend in re.findall(r"<legend>(.*?)</legend>", html, re.S)
                if "row-name" in legend
            ]
            named = [text for text in legends if "Simons" in text or "Depay" in text]
            assert len(named) >= 3, (lang, legends)
            for text in named:
                label, _, name = text.partition(separator)
                assert name in ("Xavi Simons", "Memphis Depay", "Mike Maignan"), (lang, text)
                assert not label.endswith((" ", "\u00a0")), (lang, text)


def test_a_date_the_form_shows_is_in_the_readers_language_and_reads_back() -> None:
    """Issue 34's reader: a French form started from a casebook incident showed
    "21 Jun 2024". Every casebook incident's dates are shown in the reader's language (no
    English month) and read back as the same day."""
    import tempfile

    from support import make_app

    from explainer.form.dates import read_date

    english = re.compile(r"\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b")
    app = make_app(Path(tempfile.mkdtemp()))
    with app.test_client() as client:
        for case in casebook.cases():
            for lang in ("fr", "de", "es"):
                html = client.get(f"/explain?lang={lang}&case={case.slug}").get_data(as_text=True)
                shown = re.search(r'id="match-date"[^>]*value="([^"]*)"', html) or re.search(
                    r'value="([^"]*)"[^>]*id="match-date"', html
                )
                assert shown is not None, (case.slug, lang)
                day = shown.group(1)
                assert not english.search(day), (case.slug, lang, day)
                reading = read_date(day)
                assert reading.value == str(case.incident.match.date), (case.slug, lang, day)
