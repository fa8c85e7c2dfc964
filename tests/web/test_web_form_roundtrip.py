"""Nothing is lost through the incident form: every fact of an incident survives being
shown in the form and sent back unchanged, the new groups of rows work like the old ones,
and the facts the form carries in hidden fields are checked like the rest."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest
from flask.testing import FlaskClient
from fuzz.hostile import PROPERTIES_MODULE
from hypothesis import HealthCheck, given, settings
from support import KANE_SLUG, form_fields

from explainer import casebook, form
from explainer.store import canonical
from rules import Incident, decide
from rules.context import choose_edition
from rules.edges import to_data
from rules.incident import Classification

SLUGS = [case.slug for case in casebook.cases()]
#: A case whose touches carry facts the form cannot show (citations, a dispute).
BENZEMA_SLUG = "2022-05-28-liverpool-realmadrid-benzema"


def page_fields(client: FlaskClient, path: str) -> dict[str, str]:
    response = client.get(path)
    assert response.status_code == 200, path
    return form_fields(response.get_data(as_text=True))


def post(client: FlaskClient, fields: dict[str, str], op: str = "explain") -> Any:
    return client.post("/explain", data={**fields, "op": op})


def saved(client: FlaskClient, fields: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """Send the form; return the permalink id and the stored incident (as JSON data)."""
    response = post(client, fields)
    assert response.status_code == 303, summary(response.get_data(as_text=True))
    location = response.headers["Location"]
    assert client.get(location).status_code == 200
    ident = location.rsplit("/", 1)[1]
    record = client.get(f"/api/v1/incidents/{ident}").get_json()
    stored: dict[str, Any] = record["incident"]
    return ident, stored


def summary(html: str) -> dict[str, str]:
    """The error summary's links: field id -> message (empty when there is no summary)."""
    if "data-error-summary" not in html:
        return {}
    start = html.index("data-error-summary")
    part = html[start : html.index("</ul>", start)]
    return {
        target: message
        for target, message in re.findall(
            r'<a href="#([^"]+)">([^<]+)</a>', part.replace("&#34;", '"')
        )
    }


def _rows(fields: dict[str, str], group: str) -> list[tuple[tuple[str, str], ...]]:
    """The rows of ``group`` in the form, each as its fields, in no particular order."""
    rows: dict[int, dict[str, str]] = {}
    for key, value in fields.items():
        found = re.match(rf"^{group}-(\d+)-(.+)$", key)
        if found:
            rows.setdefault(int(found[1]), {})[found[2]] = value
    return sorted(tuple(sorted(row.items())) for row in rows.values())


#: The groups of rows that the stored incident puts in one order (by id; the positions by
#: their player's id, touch and point: explainer/canonical_form.py).
ORDERED = ("sources", "players", "positions")


def _row(fields: dict[str, str], group: str, n: int) -> tuple[tuple[str, str], ...]:
    prefix = f"{group}-{n}-"
    return tuple(sorted((k[len(prefix) :], v) for k, v in fields.items() if k.startswith(prefix)))


def _up_to_order(fields: dict[str, str]) -> dict[str, Any]:
    """The form's fields with the rows of the ORDERED groups in no particular order, and
    each measurement's position (the number of a positions row, as the form shows it)
    as that row's fields."""
    found: dict[str, Any] = {group: _rows(fields, group) for group in ORDERED}
    for key, value in fields.items():
        if key.startswith(tuple(f"{group}-" for group in ORDERED)) or key == "csrf_token":
            continue
        if re.match(r"^measurements-\d+-position$", key) and value.strip().isdigit():
            found[key] = _row(fields, "positions", int(value) - 1)
        else:
            found[key] = value
    return found


def dumped(data: dict[str, Any]) -> dict[str, Any]:
    return Incident.model_validate(data).model_dump(mode="json")


# --- the acceptance test: every casebook case through the form and back -------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_a_casebook_case_sent_back_unchanged_is_stored_unchanged(
    client: FlaskClient, slug: str
) -> None:
    case = casebook.case(slug)
    assert case is not None
    edition = choose_edition(case.incident)[0].name
    # The casebook incident in its one spelling: its sources and players in the order of
    # their ids, its positions in the order of their players'.
    expected = canonical(case.incident, edition).model_dump(mode="json")
    fields = page_fields(client, f"/explain?case={slug}")
    ident, stored = saved(client, fields)
    # Nothing is documented as not kept: the stored incident is the casebook incident.
    assert dumped(stored) == expected
    before = to_data(decide(case.incident))
    assert to_data(decide(Incident.model_validate(stored))) == before

    # "Change these facts" from the saved one, sent back unchanged: the same facts, the
    # same permalink; the form as it was sent, but for the order of the rows of the
    # sources, the players and the positions (a measurement names the same position).
    again = page_fields(client, f"/explain?from={ident}")
    assert _up_to_order(again) == _up_to_order(fields)
    same, stored_again = saved(client, again)
    assert same == ident
    assert dumped(stored_again) == expected


@settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(PROPERTIES_MODULE.incidents())
def test_generated_incidents_survive_the_form_unchanged(data: dict[str, Any]) -> None:
    """Beyond the casebook: valid incidents of every shape the property tests generate.

    The one exception: an opponent's touch whose action names one way it counts for offside
    and whose classification another. The form refuses it at the classification, and says
    nothing else."""
    incident = Incident.model_validate(data)
    kinds = get_args(Classification)
    contradictions = {
        f"sequence-{i}-classification"
        for i, c in enumerate(incident.sequence)
        if c.action in kinds and c.classification in kinds and c.action != c.classification
    }
    state = form.from_incident(incident)
    again = form.validate(state)
    if contradictions:
        assert again is None and set(state.errors) == contradictions, state.summary
        return
    assert again is not None, state.summary
    assert again.model_dump(mode="json") == incident.model_dump(mode="json")


def test_cases_that_need_the_new_fields_use_them(client: FlaskClient) -> None:
    """The round trip above is not vacuous: the casebook has fouls, measurements,
    competition rules, notes, citations and disputes, and the form shows or carries them."""
    used = {"fouls": 0, "measurements": 0, "competition": 0, "notes": 0, "carried": 0}
    for slug in SLUGS:
        fields = page_fields(client, f"/explain?case={slug}")
        used["fouls"] += bool(fields.get("fouls-0-by"))
        used["measurements"] += bool(fields.get("measurements-0-margin_cm"))
        used["competition"] += fields.get("competition-attacking_phase") == "premier_league"
        used["notes"] += bool(fields.get("notes"))
        used["carried"] += any(k.endswith("extra") and v for k, v in fields.items())
    assert used["fouls"] >= 1 and used["measurements"] >= 2 and used["competition"] >= 1
    assert used["notes"] >= 10 and used["carried"] == len(SLUGS)


def test_the_page_says_which_facts_are_kept_and_how_many(client: FlaskClient) -> None:
    html = client.get(f"/explain?case={BENZEMA_SLUG}").get_data(as_text=True)
    assert "Facts kept from where you started" in html
    kept = dict(form.from_incident(casebook.case(BENZEMA_SLUG).incident).kept_facts())  # type: ignore[union-attr]
    assert kept["disputes"] == 1 and kept["provenance"] >= 2
    assert "<li>1 fact the sources disagree on, with each source&#39;s version</li>" in html
    assert f"<li>{kept['provenance']} references to the sources that state facts</li>" in html
    assert 'id="drop_extra"' in html
    blank = client.get("/explain").get_data(as_text=True)
    assert "Facts kept from where you started" not in blank and 'id="drop_extra"' not in blank


def test_leaving_the_kept_facts_out_saves_only_what_the_form_shows(client: FlaskClient) -> None:
    fields = page_fields(client, f"/explain?case={BENZEMA_SLUG}")
    _, stored = saved(client, {**fields, "drop_extra": "on"})
    incident = Incident.model_validate(stored)
    assert incident.disputes == ()
    assert all(c.provenance == () and c.location is None for c in incident.sequence)
    assert incident.match.provenance == ()
    # What the form shows is still there.
    original = casebook.case(BENZEMA_SLUG).incident  # type: ignore[union-attr]
    assert [c.by for c in incident.sequence] == [c.by for c in original.sequence]
    assert incident.notes == original.notes


# --- the new groups and fields, typed in ---------------------------------------------------


def test_new_fields_typed_in_reach_the_incident(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    typed = {
        "match-pitch_length_m": "105,5",
        "players-2-inside_goal": "on",
        "positions-0-point": "last_contact",
        "fouls-0-by": "Flávio Nazinho",
        "fouls-0-against": "Kane",
        "fouls-0-after": "3",
        "fouls-0-free_kick": "penalty",
        "fouls-0-victim_was": "moving_towards_ball",
        "fouls-0-advantage_played": "on",
        "off_field-0-player": "Antonio Adán",
        "off_field-0-at": "2",
        "off_field-0-with_permission": "no",
        "off_field-0-crossed": "touchline",
        "off_field-0-exit_point_m": "12.25",
        "off_field-0-reset_since": "unknown",
        "measurements-0-position": "1",
        "measurements-0-technology": "manual_lines",
        "measurements-0-frame_rate_fps": "50",
        "measurements-0-margin_cm": "-3.5",
        "measurements-0-attacker_speed_kmh": "24",
        "competition-var_in_use": "yes",
        "competition-attacking_phase": "premier_league",
        "competition-offside_tolerance_cm": "5",
        "notes": "  Typed notes, kept as written.  ",
    }
    _, stored = saved(client, {**kane_fields, **typed})
    incident = Incident.model_validate(stored)
    assert incident.match.pitch_length_m == 105.5
    assert incident.inside_goal == ("kane",)
    assert incident.positions[0].point == "last_contact"
    foul = incident.fouls[0]
    assert (foul.by, foul.against, foul.after, foul.free_kick) == (
        "nazinho",
        "kane",
        3,
        "penalty",
    )
    assert foul.victim_was == "moving_towards_ball" and foul.advantage_played
    assert foul.relative_to_involvement is None
    off = incident.off_field[0]
    assert (off.player, off.at, off.with_permission, off.crossed) == ("adan", 2, False, "touchline")
    assert (off.exit_point_m, off.reset_since, off.reentered) == (12.25, "unknown", False)
    measured = incident.measurements[0]
    assert (measured.position, measured.technology, measured.frame_rate_fps) == (
        0,
        "manual_lines",
        50,
    )
    assert (measured.margin_cm, measured.attacker_speed_kmh) == (-3.5, 24)
    assert measured.defender_speed_kmh is None
    rules = incident.competition_rules
    assert (rules.var_in_use, rules.attacking_phase, rules.offside_tolerance_cm) == (
        True,
        "premier_league",
        5,
    )
    assert incident.notes == "Typed notes, kept as written."
    # The facts carried with the rows are still there.
    assert incident.sequence[3].location is not None
    assert [p.source for p in incident.sequence[1].provenance] == ["cbs", "inews"]


def test_measurements_count_positions_as_the_form_shows_them(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    """Position rows are numbered from 1 on the page; a blank row is skipped."""
    fields = {
        **kane_fields,
        # Position 1 is left blank, position 2 is Kane's (moved from row 0).
        **{
            k.replace("positions-0-", "positions-1-"): v
            for k, v in kane_fields.items()
            if k.startswith("positions-0-")
        },
        **{k: "" for k in kane_fields if k.startswith("positions-0-")},
        "measurements-0-position": "2",
        "measurements-0-technology": "semi_automated",
        "measurements-0-frame_rate_fps": "50",
        "measurements-0-margin_cm": "8",
    }
    _, stored = saved(client, fields)
    incident = Incident.model_validate(stored)
    assert len(incident.positions) == 1 and incident.measurements[0].position == 0
    assert incident.positions[0].provenance  # its carried facts moved with it


def test_a_blank_position_row_is_not_a_position(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    """The way of placing an attacker is pre-selected, so it alone does not fill a row."""
    fields = {k: v for k, v in kane_fields.items() if not k.startswith("positions-")}
    fields["positions-0-method"] = "qualitative"
    _, stored = saved(client, fields)
    assert stored["positions"] == []


BAD_VALUES = {
    "match-pitch_length_m": ("80", "Enter the length of the pitch in metres of 90 or more"),
    "positions-0-point": ("middle", "Position 1: Choose which moment of the touch from the list"),
    "fouls-0-after": ("9", "Foul 1: There is no touch 9 in the sequence"),
    "fouls-0-against": ("Nobody", "Foul 1: There is no player called Nobody"),
    "fouls-0-free_kick": ("", "Foul 1: Choose the kind of free kick"),
    "off_field-0-exit_point_m": ("500", "Player off the field 1: Enter the distance from"),
    "off_field-0-with_permission": ("perhaps", "Player off the field 1:"),
    "measurements-0-position": ("3", "Measurement 1: There is no position 3"),
    "measurements-0-frame_rate_fps": (
        "0",
        "Measurement 1: Enter the frames per second of more than 0",
    ),
    "competition-offside_tolerance_cm": ("31", "Enter the tolerance in centimetres of 30 or less"),
    "players-3-inside_goal": ("on", "Player 4: Only an attacker standing inside the goal"),
}
#: Filled in so that each row above exists and is otherwise valid.
ROWS = {
    "fouls-0-by": "Flávio Nazinho",
    "fouls-0-against": "Harry Kane",
    "fouls-0-after": "1",
    "fouls-0-free_kick": "direct",
    "off_field-0-player": "Antonio Adán",
    "off_field-0-at": "1",
    "off_field-0-with_permission": "yes",
    "off_field-0-crossed": "touchline",
    "measurements-0-position": "1",
    "measurements-0-technology": "semi_automated",
    "measurements-0-frame_rate_fps": "50",
    "measurements-0-margin_cm": "2",
}


def test_the_rows_used_for_bad_values_are_valid_as_they_are(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    _, stored = saved(client, {**kane_fields, **ROWS})
    assert len(stored["fouls"]) == len(stored["off_field"]) == len(stored["measurements"]) == 1


@pytest.mark.parametrize("field", sorted(BAD_VALUES))
def test_a_bad_value_in_a_new_field_is_linked_to_its_field_and_kept(
    client: FlaskClient, kane_fields: dict[str, str], field: str
) -> None:
    value, message = BAD_VALUES[field]
    fields = {**kane_fields, **ROWS, field: value}
    response = post(client, fields)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    links = summary(html)
    assert field in links, links
    assert links[field].startswith(message), links[field]
    assert f'id="{field}-error"' in html
    kept = form_fields(html)
    for name, typed in fields.items():
        if name != "csrf_token":
            assert kept.get(name, "") == typed, name


def test_new_rows_are_added_and_removed_without_javascript(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    fields = {**kane_fields, **ROWS}
    for group in ("fouls", "off_field", "measurements"):
        added = post(client, fields, op=f"add:{group}")
        assert added.status_code == 200
        html = added.get_data(as_text=True)
        first = form.GROUPS[group][0]
        assert f'id="{group}-1-{first}"' in html and f'{group}-1-{first}" autofocus' not in html
        assert f'name="{group}-1-extra"' in html
        fields = form_fields(html)
        fields[f"{group}-1-{first}"] = fields[f"{group}-0-{first}"]
        fields[f"{group}-0-extra"] = json.dumps({"group": group})
        removed = form_fields(post(client, fields, op=f"remove:{group}:0").get_data(as_text=True))
        assert removed[f"{group}-0-{first}"] == fields[f"{group}-1-{first}"]
        assert removed[f"{group}-0-extra"] == ""
        assert f"{group}-1-{first}" not in removed


# --- the carried facts: moved with their rows, checked like the rest -------------------------


def test_removing_a_row_moves_its_carried_facts_with_it(client: FlaskClient) -> None:
    fields = page_fields(client, f"/explain?case={BENZEMA_SLUG}")
    second = json.loads(fields["sequence-1-extra"])
    assert second["disputes"][0]["field"] == "classification"  # the dispute is this row's
    rows = sum(1 for k in fields if k.startswith("sequence-") and k.endswith("-by"))
    html = post(client, fields, op="remove:sequence:0").get_data(as_text=True)
    after = form_fields(html)
    assert json.loads(after["sequence-0-extra"]) == second
    assert sum(1 for k in after if k.startswith("sequence-") and k.endswith("-by")) == rows - 1
    for i in range(1, rows - 1):
        assert after[f"sequence-{i}-extra"] == fields[f"sequence-{i + 1}-extra"]
    # The position judged at the removed touch names no touch now: the form asks again.
    assert (fields["positions-0-at"], after["positions-0-at"]) == ("1", "")
    # Sent so, the dispute concerns the first touch: the one it moved with.
    _, stored = saved(client, {**after, "positions-0-at": "1"})
    assert [d["field"] for d in stored["disputes"]] == ["sequence[0].classification"]
    assert stored["sequence"][0]["by"] == "fabinho"


def test_a_removed_source_that_kept_facts_cite_is_a_clear_error(client: FlaskClient) -> None:
    fields = page_fields(client, f"/explain?case={KANE_SLUG}")
    assert fields["sources-1-id"] == "cbs"
    html = post(client, fields, op="remove:sources:1").get_data(as_text=True)
    after = form_fields(html)
    assert after["sources-1-id"] == "inews"  # the hidden id moved up with its row
    response = post(client, after)
    assert response.status_code == 422
    links = summary(response.get_data(as_text=True))
    assert list(links) == ["drop_extra"]
    assert "cites a source no longer listed" in links["drop_extra"]
    _, stored = saved(client, {**after, "drop_extra": "on"})
    assert all(s["id"] != "cbs" for s in stored["sources"])


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        (
            "sequence-1-extra",
            "{not json",
            "Touch 2: the facts kept from where you started could not be read",
        ),
        (
            "sequence-1-extra",
            "[1, 2]",
            "Touch 2: the facts kept from where you started could not be read",
        ),
        (
            "extra",
            '"text"',
            "The incident: the facts kept from where you started could not be read",
        ),
        (
            "extra",
            '{"disputes": 3}',
            "The incident: the facts kept from where you started could not be read",
        ),
        ("positions-0-extra", "[" * 40 + "]" * 40, "Position 1: the facts kept"),
        ("players-0-extra", '{"a":' * 20 + "1" + "}" * 20, "are nested too deeply"),
        ("sources-0-extra", '{"x": "' + "y" * form.MAX_EXTRA_CHARS + '"}', "are too long to keep"),
    ],
)
def test_broken_carried_facts_give_a_clear_error_never_a_500(
    client: FlaskClient, kane_fields: dict[str, str], field: str, value: str, words: str
) -> None:
    fields = {**kane_fields, field: value}
    response = post(client, fields)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    links = summary(html)
    assert list(links) == ["drop_extra"], links
    assert words in links["drop_extra"], links["drop_extra"]
    assert 'id="drop_extra-error"' in html and 'id="drop_extra"' in html
    kept = form_fields(html)
    assert kept[field] == value  # kept whole, never cut short
    assert kept["match-home"] == kane_fields["match-home"]
    # Leaving the kept facts out gets past it.
    assert post(client, {**fields, "drop_extra": "on"}).status_code == 303


@pytest.mark.parametrize(
    ("field", "carried", "words"),
    [
        ("sequence-0-extra", {"provenance": [{"source": "nowhere"}]}, "cites a source no longer"),
        ("sequence-0-extra", {"location": {"distance_from_goal_line_m": 500}}, "Touch 1: a fact"),
        ("fouls-0-extra", {"surprise": True}, "Foul 1: a fact kept"),
        ("extra", {"match": {"minute": 500}}, None),  # typed values win over carried ones
        ("extra", {"schema_version": 3}, "The incident: a fact kept"),
        ("extra", {"disputes": [{"field": "outcome", "readings": []}]}, "A disputed fact"),
        (
            "extra",
            {"officials": {"provenance": [{"source": "sky", "paragraph": 0}]}},
            "What the officials did",
        ),
    ],
)
def test_carried_facts_are_checked_by_the_model(
    client: FlaskClient,
    kane_fields: dict[str, str],
    field: str,
    carried: dict[str, Any],
    words: str | None,
) -> None:
    fields = {**kane_fields, **ROWS}
    base = json.loads(fields.get(field) or "{}")
    fields[field] = json.dumps({**base, **carried})
    response = post(client, fields)
    if words is None:
        assert response.status_code == 303
        stored = client.get(f"/api/v1/incidents/{response.headers['Location'][3:]}").get_json()
        assert stored["incident"]["match"]["minute"] == 90
        return
    assert response.status_code == 422
    links = summary(response.get_data(as_text=True))
    assert list(links) == ["drop_extra"], links
    assert words in links["drop_extra"], links["drop_extra"]


def test_a_blank_row_drops_its_carried_facts(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    """Emptying every field of a row is how a person removes it without the button."""
    fields = dict(kane_fields)
    for key in [k for k in fields if k.startswith("positions-0-") and not k.endswith("-extra")]:
        fields[key] = ""
    assert fields["positions-0-extra"]
    _, stored = saved(client, fields)
    assert stored["positions"] == []


# --- error paths of the new fields map to the new field ids -----------------------------------


def test_error_paths_of_the_new_fields_map_to_their_fields() -> None:
    values = {
        "players-0-name": "A",
        "players-0-team": "attacking",
        "players-0-inside_goal": "on",
        "players-1-name": "B",
        "players-1-inside_goal": "on",
        "positions-1-player": "A",
        "fouls-1-by": "A",
        "off_field-0-player": "A",
        "measurements-2-position": "1",
        "sequence-0-extra": "{}",
    }
    state = form.FormState(
        values=values,
        counts={**form.BLANK_ROWS, "players": 2, "positions": 2, "fouls": 2, "measurements": 3},
    )
    converted = form.to_data(state)
    assert converted.rows["fouls"] == [1] and converted.rows["measurements"] == [2]

    def target(path: str) -> str | None:
        return form.field_for(path, converted, state)

    assert target("fouls[0].free_kick") == "fouls-1-free_kick"
    assert target("fouls[0].location.half") == "fouls-1-by"  # no kept facts: the row
    assert target("off_field[0].reentered") == "off_field-0-reentered"
    assert target("measurements[0].margin_cm") == "measurements-2-margin_cm"
    assert target("positions[0].point") == "positions-1-point"
    assert target("positions[0].where") == "positions-1-method"
    assert target("inside_goal[1]") == "players-1-inside_goal"
    assert target("competition_rules.offside_tolerance_cm") == "competition-offside_tolerance_cm"
    assert target("match.pitch_length_m") == "match-pitch_length_m"
    assert target("notes") == "notes"
    # With facts carried in hidden fields, an error in one of them goes to the checkbox
    # that leaves them out.
    state.values["sequence-0-by"] = "A"
    state.values["sequence-0-extra"] = '{"provenance": [{"source": "s1"}]}'
    converted = form.to_data(state)
    assert target("fouls[0].location.half") == "drop_extra"
    assert target("sequence[0].provenance[0].source") == "drop_extra"
    assert target("match.provenance[0].source") == "drop_extra"
    assert target("start.provenance") == "drop_extra"
    assert target("disputes[0].field") == "drop_extra"
    assert target("schema_version") == "drop_extra"
    assert target("fouls[0].by") == "fouls-1-by"
    order = list(form.field_order(state))
    assert order.index("positions-1-point") < order.index("unlisted_positions")
    assert order.index("unlisted_positions") < order.index("involvements-0-player")
    assert order.index("fouls-1-by") < order.index("off_field-0-player")
    assert order.index("officials-final") < order.index("measurements-0-position")
    assert order[-2:] == ["notes", "drop_extra"]
    assert not any(name.endswith(("-extra", "-id")) for name in order)


def test_line_breaks_in_the_notes_arrive_as_line_breaks(
    client: FlaskClient, kane_fields: dict[str, str]
) -> None:
    """Browsers send a text area's line breaks as CR LF, which the model would refuse."""
    _, stored = saved(client, {**kane_fields, "notes": "First line\r\nsecond line\rthird"})
    assert stored["notes"] == "First line\nsecond line\nthird"


def test_the_form_takes_as_many_rows_as_the_model() -> None:
    """A saved incident with more rows than the form took would lose the rest."""
    checked = []
    for group, rows in form.MAX_ROWS.items():
        limits = [
            m.max_length
            for m in Incident.model_fields[group].metadata
            if getattr(m, "max_length", None) is not None
        ]
        if limits:
            assert rows == min(limits), group
            checked.append(group)
    assert len(checked) == len(form.GROUPS)  # every group, sources included


def test_touch_and_position_numbers_follow_a_removed_row(client: FlaskClient) -> None:
    """Numbers typed elsewhere keep naming the same row: later ones move up with it, and one
    that named the removed row is cleared (never left pointing at another row)."""
    fields = page_fields(client, f"/explain?case={KANE_SLUG}")
    fields.update(
        {
            "positions-0-at": "2",
            "involvements-0-after": "4",
            "fouls-0-after": "1",
            "off_field-0-at": "3",
            "measurements-0-position": "1",
            "positions-1-at": "x",  # not a number: left as typed, for the form to name
        }
    )
    after = form_fields(post(client, fields, op="remove:sequence:0").get_data(as_text=True))
    assert [after.get(k) for k in ("positions-0-at", "involvements-0-after")] == ["1", "3"]
    assert [after.get(k) for k in ("fouls-0-after", "off_field-0-at")] == ["", "2"]
    assert after.get("positions-1-at") == "x"
    assert after.get("measurements-0-position") == "1"  # touches do not renumber positions
    again = form_fields(post(client, after, op="remove:positions:0").get_data(as_text=True))
    assert again.get("measurements-0-position") == ""


def test_every_touch_and_position_number_field_follows_removals() -> None:
    """A new field that names a touch or a position must be listed where removals are
    followed (explainer/form/fields.py REFERENCES and explainer/static/explainer.js)."""
    from explainer.form.fieldmap import ROWS
    from explainer.form.fields import REFERENCES

    kinds = {"touch": "sequence", "position": "positions"}
    named = {
        (kinds[spec.how], group, spec.name)
        for group, specs in ROWS.items()
        for spec in specs
        if spec.how in kinds
    }
    listed = {(target, group, name) for target, refs in REFERENCES.items() for group, name in refs}
    assert named <= listed
    assert ("sequence", "positions", "at") in named  # a position's touch is in the map too
    script = (Path(form.__file__).parents[1] / "static" / "explainer.js").read_text()
    for _, group, name in listed:
        assert f"{group}-\\d+-{name}" in script, (group, name)
