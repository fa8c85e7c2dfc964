"""The incident model's newer facts through the form: the competition's Laws (early
adoption, the offside trial, VAR corner review, announcements), why a restart was given,
a defender's handball and a match official's touch, the second-last opponent's part and
daylight, opponents listed as nearer, a deliberate exit, moving to play the ball and the
line the ball went over.

Each has a field on /explain: typed there it changes the decision as the Law says, it is
shown again when the form is filled in from a saved incident (and no longer carried in a
hidden field), an incident using it comes back from the form unchanged, and an error in
it is named at its field.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from html import unescape as html_unescape
from typing import Any

import pytest
from flask.testing import FlaskClient
from support import base_incident, form_fields, qualitative, read_form

from explainer import form
from rules import Incident

# --- helpers --------------------------------------------------------------------------------


def post(client: FlaskClient, fields: dict[str, str], op: str = "explain") -> Any:
    return client.post("/explain", data={**fields, "op": op})


def store(client: FlaskClient, data: dict[str, Any]) -> str:
    """Store an incident through the API; its permalink id."""
    response = client.post("/api/v1/incidents", json=data)
    assert response.status_code in (200, 201), response.get_json()
    ident: str = response.get_json()["id"]
    return ident


def page(client: FlaskClient, data: dict[str, Any]) -> tuple[str, dict[str, str]]:
    """The form as "Change these facts" fills it in with ``data``: its HTML and fields."""
    response = client.get(f"/explain?from={store(client, data)}")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    return html, form_fields(html)


def record(client: FlaskClient, ident: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/incidents/{ident}")
    assert response.status_code == 200
    found: dict[str, Any] = response.get_json()
    return found


def explained(client: FlaskClient, fields: dict[str, str]) -> dict[str, Any]:
    """Send the form; the stored incident and its decision, as the API gives them."""
    response = post(client, fields)
    assert response.status_code == 303, errors(response.get_data(as_text=True))
    location = response.headers["Location"]
    assert client.get(location).status_code == 200  # the permalink page shows it
    return record(client, location.rsplit("/", 1)[1])


def errors(html: str) -> dict[str, str]:
    """The error summary's links: field id -> message (empty when there is no summary)."""
    if "data-error-summary" not in html:
        return {}
    start = html.index("data-error-summary")
    part = html[start : html.index("</ul>", start)]
    return dict(re.findall(r'<a href="#([^"]+)">([^<]+)</a>', html_unescape(part)))


def options(html: str, field: str) -> list[str]:
    """The values a select offers."""
    start = html.index(f'<select id="{field}"')
    return re.findall(r'<option value="([^"]*)"', html[start : html.index("</select>", start)])


def selected(html: str, field: str) -> str:
    start = html.index(f'<select id="{field}"')
    found = re.search(
        r'<option value="([^"]*)" selected>', html[start : html.index("</select>", start)]
    )
    return found.group(1) if found else ""


def typed(html: str, fields: dict[str, str], changes: dict[str, str]) -> dict[str, str]:
    """``fields`` with ``changes`` typed in: each changed field is on the page, and a
    value chosen from a list is one the list offers."""
    ids = set(read_form(html).ids)
    for name, value in changes.items():
        assert name in ids, f"no field {name} on the page"
        if f'<select id="{name}"' in html and value:
            assert value in options(html, name), (name, value, options(html, name))
    return {**fields, **changes}


def result(found: dict[str, Any]) -> dict[str, Any]:
    """What a test looks at in a decision (the API's record of the stored incident)."""
    decision = found["result"]["decision"]
    restart = decision.get("restart") or {}
    return {
        "offside": decision["offside_offence"],
        "goal": decision["goal"],
        "restart": (restart.get("kind"), restart.get("to")) if restart else None,
        "edition": found["result"]["edition"],
        "findings": {(f["rule"], f["outcome"]) for f in found["result"]["trace"]},
        "missing": [m["field"] for m in decision["missing"]],
    }


# --- incidents the facts are typed into -------------------------------------------------------

#: Passer (A1) passes to Striker (A2), who scores; Striker's position is given in words.
OFFSIDE = [qualitative()]


def match(date: str, competition: str = "Test league") -> dict[str, Any]:
    return {"competition": competition, "home": "Home", "away": "Away", "date": date, "minute": 10}


def restart_move(kind: str, date: str, **start: Any) -> dict[str, Any]:
    """A restart taken by Passer to Striker, who was ahead of everyone, and scores."""
    return base_incident(start={"kind": kind, **start}, match=match(date), positions=OFFSIDE)


def handball(**touch: Any) -> dict[str, Any]:
    """Passer shoots, Defender One handles it deliberately, and the referee stops play."""
    return base_incident(
        sequence=[
            {"by": "A1", "action": "shot"},
            {"by": "D1", "action": "deliberate_handball", **touch},
        ],
        outcome="play_stopped",
        unlisted_positions="onside",
    )


def off_the_referee(**touch: Any) -> dict[str, Any]:
    """Passer shoots, the ball goes in off the referee (2025/26: a dropped ball)."""
    return base_incident(
        match=match("2025-09-01"),
        sequence=[{"by": "A1", "action": "shot"}, {"by": "referee", "action": "rebound", **touch}],
        unlisted_positions="onside",
    )


def opponents(**where: Any) -> list[dict[str, Any]]:
    return [
        {
            "player": "A2",
            "at": 1,
            "where": {"kind": "opponents", "half": "opponents", "ball": "ahead", **where},
        }
    ]


def distances(**where: Any) -> list[dict[str, Any]]:
    return [
        {
            "player": "A2",
            "at": 1,
            "where": {
                "kind": "distances",
                "attacker_m": 10.0,
                "ball_m": 30.0,
                "opponents_m": {"D1": 11.0, "GK": 1.0},
                **where,
            },
        }
    ]


#: The officials gave a goal, then no goal after the referee watched the monitor.
REVIEWED = {"on_field": "goal", "final": "no_goal", "review": "on_field_review"}
#: Defender One was over their own goal line, without permission, at the pass.
OFF_WITHOUT_PERMISSION = {"player": "D1", "at": 1, "with_permission": False, "crossed": "goal_line"}

Check = Callable[[dict[str, Any]], bool]


def offside(r: dict[str, Any]) -> bool:
    return r["offside"] is True and r["goal"] == "disallowed"


def stands(r: dict[str, Any]) -> bool:
    return r["offside"] is False and r["goal"] == "stands"


def finding(rule: str, outcome: str) -> Check:
    return lambda r: (rule, outcome) in r["findings"]


def restart(kind: str | None, to: str | None = None) -> Check:
    return lambda r: r["restart"] == ((kind, to) if kind else None)


def undetermined(path: str) -> Check:
    return lambda r: r["offside"] is None and path in r["missing"]


def edition(name: str) -> Check:
    return lambda r: r["edition"] == name


#: (incident, what is typed on the form, the decision before, the decision after).
CHANGES: dict[str, tuple[dict[str, Any], dict[str, str], Check, Check]] = {
    # 1. The competition applied a new edition early: the 2025/26 Laws on 20 June 2025 make
    # a goalkeeper's 8 seconds a corner kick, from which there is no offside.
    "early adoption": (
        restart_move("free_kick", "2025-06-20", awarded_for="goalkeeper_held_ball_too_long"),
        {
            "competition-early_adoption-edition": "2025/26",
            "competition-early_adoption-date": "1 June 2025",
        },
        lambda r: offside(r) and edition("2024/25")(r),
        lambda r: stands(r) and edition("2025/26")(r) and finding("EDITION-1", "competition")(r),
    ),
    # 2. The daylight trial: ahead, but not wholly beyond the line, is onside.
    "daylight trial, not wholly beyond": (
        base_incident(positions=OFFSIDE),
        {"competition-offside_rule": "daylight_trial", "positions-0-wholly_beyond": "no"},
        offside,
        lambda r: stands(r) and finding("TRIAL-DAYLIGHT-1", "not_wholly_beyond")(r),
    ),
    "daylight trial, wholly beyond": (
        base_incident(positions=OFFSIDE),
        {"competition-offside_rule": "daylight_trial", "positions-0-wholly_beyond": "yes"},
        offside,
        lambda r: offside(r) and finding("TRIAL-DAYLIGHT-1", "wholly_beyond")(r),
    ),
    "daylight trial, not known": (
        base_incident(positions=OFFSIDE),
        {"competition-offside_rule": "daylight_trial", "positions-0-wholly_beyond": "unknown"},
        offside,
        undetermined("positions[0].where.wholly_beyond"),
    ),
    # A known trial (the Canadian Premier League, from 4 April 2026) plays Law 11 when the
    # incident says so.
    "Law 11 in a trial competition": (
        base_incident(
            match=match("2026-05-01", "Canadian Premier League"),
            positions=[qualitative(wholly_beyond=False)],
        ),
        {"competition-offside_rule": "law"},
        lambda r: stands(r) and finding("TRIAL-DAYLIGHT-1", "trial_applies")(r),
        lambda r: offside(r) and not finding("TRIAL-DAYLIGHT-1", "trial_applies")(r),
    ),
    # 3. VAR corner review, a 2026/27 competition option.
    "VAR corner review": (
        base_incident(
            start={"kind": "corner_kick"},
            match=match("2026-09-01"),
            officials=REVIEWED,
            unlisted_positions="onside",
        ),
        {"competition-var_corner_review": "yes"},
        finding("VAR-CAT-3", "corner_review_not_in_competition"),
        finding("VAR-CAT-3", "corner_award_only_before_the_kick"),
    ),
    # 4. Announcements in the stadium.
    "announcements after on-field reviews": (
        base_incident(positions=OFFSIDE, officials=REVIEWED),
        {"competition-announcements": "on_field_reviews"},
        lambda r: not any(rule == "VAR-ANNOUNCE-1" for rule, _ in r["findings"]),
        finding("VAR-ANNOUNCE-1", "announced"),
    ),
    "announcements after every review": (
        base_incident(positions=OFFSIDE, officials={**REVIEWED, "review": "var_only"}),
        {"competition-announcements": "every_review"},
        lambda r: not any(rule == "VAR-ANNOUNCE-1" for rule, _ in r["findings"]),
        finding("VAR-ANNOUNCE-1", "announced"),
    ),
    # 5. Why the restart was given: a goalkeeper's 8 seconds give a corner kick from
    # 2025/26 (no offside from it), and an indirect free kick before (offside from it).
    "8 seconds, 2025/26: a corner kick": (
        restart_move("free_kick", "2025-09-01"),
        {"start-awarded_for": "goalkeeper_held_ball_too_long"},
        offside,
        lambda r: stands(r) and finding("RESTART-8S-1", "corner_kick")(r),
    ),
    "8 seconds, 2024/25: an indirect free kick": (
        restart_move("corner_kick", "2024-09-01"),
        {"start-awarded_for": "goalkeeper_held_ball_too_long"},
        stands,
        lambda r: offside(r) and finding("RESTART-8S-1", "indirect_free_kick")(r),
    ),
    "8 seconds, entered as a corner kick in 2025/26": (
        restart_move("corner_kick", "2025-09-01"),
        {"start-awarded_for": "goalkeeper_held_ball_too_long"},
        stands,
        lambda r: stands(r) and finding("RESTART-8S-1", "corner_kick")(r),
    ),
    "8 seconds, entered as a free kick in 2024/25": (
        restart_move("free_kick", "2024-09-01"),
        {"start-awarded_for": "goalkeeper_held_ball_too_long"},
        offside,
        lambda r: offside(r) and finding("RESTART-8S-1", "indirect_free_kick")(r),
    ),
    "5 seconds for a throw-in, 2026/27": (
        restart_move("throw_in", "2026-09-01"),
        {"start-awarded_for": "throw_in_too_slow"},
        stands,
        lambda r: stands(r) and finding("RESTART-5S-1", "throw_in_to_opponents")(r),
    ),
    # 6. A defender's deliberate handball: a penalty kick inside the penalty area, a direct
    # free kick outside, nothing when advantage was played.
    "handball in the penalty area": (
        handball(),
        {"sequence-1-in_defending_penalty_area": "yes"},
        lambda r: restart(None)(r) and finding("HB-SANC-1", "unknown")(r),
        restart("penalty_kick", "attacking"),
    ),
    "handball outside the penalty area": (
        handball(),
        {"sequence-1-in_defending_penalty_area": "no"},
        restart(None),
        restart("direct_free_kick", "attacking"),
    ),
    "handball, advantage played": (
        handball(in_defending_penalty_area=True),
        {"sequence-1-advantage_played": "yes"},
        restart("penalty_kick", "attacking"),
        lambda r: restart(None)(r) and finding("HB-SANC-1", "advantage")(r),
    ),
    # A match official's touch: the dropped ball goes to the goalkeeper in the penalty area,
    # else (from 2025/26) to the team that had or would have gained possession.
    "off the referee, possession clear": (
        off_the_referee(in_defending_penalty_area=False),
        {"sequence-1-possession_to": "defending"},
        restart("dropped_ball", "attacking"),
        lambda r: (
            restart("dropped_ball", "defending")(r) and finding("DROP-1", "possession_team")(r)
        ),
    ),
    "off the referee in the penalty area": (
        off_the_referee(),
        {"sequence-1-in_defending_penalty_area": "yes"},
        lambda r: restart("dropped_ball", None)(r) and finding("DROP-1", "unknown")(r),
        lambda r: restart("dropped_ball", "defending")(r) and finding("DROP-1", "goalkeeper")(r),
    ),
    # 7. Positions: the second-last opponent's arm does not count; daylight from distances;
    # opponents listed as nearer.
    "level with the second-last opponent's arm": (
        base_incident(positions=[qualitative(second_last="level")]),
        {"positions-0-second_last_part": "arm"},
        stands,
        undetermined("positions[0].where.second_last_part"),
    ),
    "farthest part beyond the line, daylight trial": (
        base_incident(positions=distances(), competition_rules={"offside_rule": "daylight_trial"}),
        {"positions-0-attacker_rear_m": "10,5"},
        undetermined("positions[0].where.attacker_rear_m"),
        offside,
    ),
    "farthest part behind the line, daylight trial": (
        base_incident(positions=distances(), competition_rules={"offside_rule": "daylight_trial"}),
        {"positions-0-attacker_rear_m": "12"},
        undetermined("positions[0].where.attacker_rear_m"),
        stands,
    ),
    "only the goalkeeper nearer": (
        base_incident(unlisted_positions="onside"),
        {
            "positions-0-player": "Striker",
            "positions-0-at": "1",
            "positions-0-method": "opponents",
            "positions-0-half": "opponents",
            "positions-0-ball": "ahead",
            "positions-0-nearer": "Keeper",
        },
        stands,
        offside,
    ),
    "the goalkeeper and a defender nearer": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-nearer": "Keeper, Defender One"},
        offside,
        lambda r: stands(r) and finding("OFF-POS-7", "second_last_behind")(r),
    ),
    "a defender level": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-level": "Defender One"},
        offside,
        lambda r: stands(r) and finding("OFF-POS-5", "level_is_onside")(r),
    ),
    "only some opponents named": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-complete": "no"},
        offside,
        undetermined("positions[0].where.nearer"),
    ),
    "opponents listed, daylight trial": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"competition-offside_rule": "daylight_trial", "positions-0-wholly_beyond": "no"},
        offside,
        stands,
    ),
    # 8. A defender who left the field deliberately is cautioned at the next stoppage.
    "a deliberate exit": (
        base_incident(positions=OFFSIDE, off_field=[OFF_WITHOUT_PERMISSION]),
        {"off_field-0-deliberate": "yes"},
        lambda r: not finding("OFF-POS-8", "cautioned_next_stoppage")(r),
        finding("OFF-POS-8", "cautioned_next_stoppage"),
    ),
    # 9. Moving to play the ball with no onside team-mate who could: an offence before the
    # touch (OFF-OFF-4).
    "moving to play the ball": (
        base_incident(
            sequence=[{"by": "A1", "action": "pass"}, {"by": "D1", "action": "clearance"}],
            positions=OFFSIDE,
            outcome="play_stopped",
        ),
        {
            "involvements-0-player": "Striker",
            "involvements-0-after": "1",
            "involvements-0-kind": "moving_to_play_ball",
            "involvements-0-onside_teammate_could_play": "no",
        },
        lambda r: r["offside"] is False,
        lambda r: r["offside"] is True and finding("OFF-OFF-4", "penalised_before_touch")(r),
    ),
    "moving to play the ball, an onside team-mate could": (
        base_incident(
            sequence=[{"by": "A1", "action": "pass"}, {"by": "D1", "action": "clearance"}],
            positions=OFFSIDE,
            outcome="play_stopped",
            involvements=[{"player": "A2", "after": 1, "kind": "moving_to_play_ball"}],
        ),
        {"involvements-0-onside_teammate_could_play": "yes"},
        undetermined("involvements[0].onside_teammate_could_play"),
        lambda r: r["offside"] is False and finding("OFF-OFF-4", "onside_teammate_could_play")(r),
    ),
    # 10. The line the ball went over, off an attacker's shot: a goal kick, or a throw-in.
    "out over the goal line": (
        base_incident(outcome="ball_out_of_play", unlisted_positions="onside"),
        {"out_over": "goal_line"},
        restart(None),
        lambda r: restart("goal_kick", "defending")(r) and finding("BALL-OUT-1", "goal_kick")(r),
    ),
    "out over a touchline": (
        base_incident(outcome="ball_out_of_play", unlisted_positions="onside"),
        {"out_over": "touchline"},
        restart(None),
        restart("throw_in", "defending"),
    ),
}


@pytest.mark.parametrize("case", sorted(CHANGES))
def test_a_new_fact_typed_in_changes_the_decision_as_the_law_says(
    client: FlaskClient, case: str
) -> None:
    data, changes, before, after = CHANGES[case]
    html, fields = page(client, data)
    unchanged = result(explained(client, fields))
    assert before(unchanged), unchanged
    found = explained(client, typed(html, fields, changes))
    assert after(result(found)), result(found)
    # What was typed is what was stored: the decision is the stored incident's.
    stored = Incident.model_validate(found["incident"])
    assert (
        form.from_incident(stored).values.items()
        >= {k: v for k, v in changes.items() if not k.endswith(("_m", "-date"))}.items()
    )


def test_the_permalink_page_says_what_the_typed_fact_changed(client: FlaskClient) -> None:
    """The page, not only the API: a daylight-trial goal that stands says so at the top."""
    data, changes, _, _ = CHANGES["daylight trial, not wholly beyond"]
    html, fields = page(client, data)
    response = post(client, typed(html, fields, changes))
    shown = client.get(response.headers["Location"]).get_data(as_text=True)
    title = re.search(r"<h1[^>]*>(.*?)</h1>", shown, re.S)
    assert title is not None and title.group(1).strip().startswith("Goal stands"), title


# --- shown again, unchanged, never carried -----------------------------------------------------

#: Incidents that use each new fact (every value the form offers comes up at least once).
USING: dict[str, dict[str, Any]] = {
    "competition's Laws": base_incident(
        match=match("2025-06-20"),
        positions=[qualitative(wholly_beyond="unknown", second_last_part="foot")],
        competition_rules={
            "early_adoption": {"edition": "2025/26", "date": "2025-06-01"},
            "offside_rule": "daylight_trial",
            "var_corner_review": True,
            "announcements": "every_review",
        },
        officials=REVIEWED,
    ),
    "Law 11, announcements after on-field reviews": base_incident(
        positions=[qualitative(wholly_beyond=True)],
        competition_rules={"offside_rule": "law", "announcements": "on_field_reviews"},
    ),
    "8 seconds": restart_move(
        "corner_kick", "2025-09-01", awarded_for="goalkeeper_held_ball_too_long"
    ),
    "5 seconds, throw-in": restart_move("throw_in", "2026-09-01", awarded_for="throw_in_too_slow"),
    "5 seconds, goal kick": restart_move(
        "corner_kick", "2026-09-01", awarded_for="goal_kick_too_slow"
    ),
    "handball": handball(in_defending_penalty_area=True, advantage_played=False),
    "handball, not known": handball(
        in_defending_penalty_area="unknown", advantage_played="unknown"
    ),
    "handball, advantage": base_incident(
        sequence=[
            {"by": "A1", "action": "pass"},
            {"by": "D1", "action": "deliberate_handball", "advantage_played": True},
            {"by": "A2", "action": "shot"},
        ],
        unlisted_positions="onside",
    ),
    "official": off_the_referee(in_defending_penalty_area=False, possession_to="attacking"),
    "official, unclear": off_the_referee(possession_to="unclear"),
    "distances": base_incident(positions=distances(attacker_rear_m=10.25)),
    "opponents": base_incident(
        positions=opponents(nearer=["GK", "D1"], level=["D2"], complete=False, wholly_beyond=False)
    ),
    "opponents, nobody nearer": base_incident(positions=opponents(nearer=[])),
    "deliberate exit": base_incident(
        positions=OFFSIDE,
        off_field=[{**OFF_WITHOUT_PERMISSION, "deliberate": True}],
    ),
    "deliberate exit not known": base_incident(
        positions=OFFSIDE,
        off_field=[{**OFF_WITHOUT_PERMISSION, "crossed": "touchline", "deliberate": "unknown"}],
    ),
    "moving to play the ball": base_incident(
        positions=OFFSIDE,
        involvements=[
            {"player": "A2", "after": 1, "kind": "moving_to_play_ball"},
            {
                "player": "A2",
                "after": 2,
                "kind": "moving_to_play_ball",
                "onside_teammate_could_play": "unknown",
            },
        ],
    ),
    "out over": base_incident(outcome="ball_out_of_play", out_over="unknown"),
}
#: Where each new fact shows, and what it shows (checked against the page).
SHOWN: dict[str, dict[str, str]] = {
    "competition's Laws": {
        "competition-early_adoption-edition": "2025/26",
        "competition-early_adoption-date": "1 Jun 2025",
        "competition-offside_rule": "daylight_trial",
        "competition-var_corner_review": "yes",
        "competition-announcements": "every_review",
        "positions-0-wholly_beyond": "unknown",
        "positions-0-second_last_part": "foot",
    },
    "Law 11, announcements after on-field reviews": {
        "competition-offside_rule": "law",
        "competition-announcements": "on_field_reviews",
        "positions-0-wholly_beyond": "yes",
    },
    "8 seconds": {"start-awarded_for": "goalkeeper_held_ball_too_long"},
    "5 seconds, throw-in": {"start-awarded_for": "throw_in_too_slow"},
    "5 seconds, goal kick": {"start-awarded_for": "goal_kick_too_slow"},
    "handball": {
        "sequence-1-in_defending_penalty_area": "yes",
        "sequence-1-advantage_played": "no",
    },
    "handball, not known": {
        "sequence-1-in_defending_penalty_area": "unknown",
        "sequence-1-advantage_played": "unknown",
    },
    "handball, advantage": {"sequence-1-advantage_played": "yes"},
    "official": {
        "sequence-1-in_defending_penalty_area": "no",
        "sequence-1-possession_to": "attacking",
    },
    "official, unclear": {"sequence-1-possession_to": "unclear"},
    "distances": {"positions-0-method": "distances", "positions-0-attacker_rear_m": "10.25"},
    "opponents": {
        "positions-0-method": "opponents",
        "positions-0-nearer": "Keeper, Defender One",
        "positions-0-level": "Defender Two",
        "positions-0-complete": "no",
        "positions-0-wholly_beyond": "no",
    },
    "opponents, nobody nearer": {"positions-0-nearer": "nobody", "positions-0-level": ""},
    "deliberate exit": {"off_field-0-deliberate": "yes"},
    "deliberate exit not known": {"off_field-0-deliberate": "unknown"},
    "moving to play the ball": {
        "involvements-0-kind": "moving_to_play_ball",
        "involvements-0-onside_teammate_could_play": "",
        "involvements-1-onside_teammate_could_play": "unknown",
    },
    "out over": {"out_over": "unknown"},
}


def test_every_incident_using_a_new_fact_says_where_it_shows() -> None:
    assert set(USING) == set(SHOWN)


@pytest.mark.parametrize("case", sorted(USING))
def test_an_incident_using_a_new_fact_comes_back_from_the_form_unchanged(
    client: FlaskClient, case: str
) -> None:
    data = USING[case]
    original = Incident.model_validate(data)
    html, fields = page(client, data)
    # Shown in its field (a list's value selected in it), not carried in a hidden one.
    for name, value in SHOWN[case].items():
        assert fields.get(name, "") == value, name
        if f'<select id="{name}"' in html:
            assert selected(html, name) == value, name
    carried = {k: v for k, v in fields.items() if k.endswith("extra") and v}
    assert carried == {}, carried
    # Sent back unchanged: stored unchanged, under the same permalink.
    ident = store(client, data)
    response = post(client, fields)
    assert response.status_code == 303, errors(response.get_data(as_text=True))
    assert response.headers["Location"].endswith(ident)
    stored = Incident.model_validate(record(client, ident)["incident"])
    assert stored.model_dump(mode="json") == original.model_dump(mode="json")
    # And without the browser: the form's own fields give the incident back.
    state = form.from_incident(original)
    again = form.validate(state)
    assert again is not None, state.summary
    assert again == original


def test_a_name_with_a_comma_is_read_whole_in_a_list_of_opponents(client: FlaskClient) -> None:
    data = base_incident(positions=opponents(nearer=["GK", "D1"]))
    data["players"][2]["name"] = "One, Defender"
    html, fields = page(client, data)
    assert fields["positions-0-nearer"] == "Keeper, One, Defender"
    found = explained(client, fields)
    assert found["incident"]["positions"][0]["where"]["nearer"] == ["GK", "D1"]
    # Typed with other spacing, and by last name.
    found = explained(client, {**fields, "positions-0-nearer": "one ,defender,  keeper"})
    assert found["incident"]["positions"][0]["where"]["nearer"] == ["D1", "GK"]


def test_emptying_the_early_adoption_drops_what_cited_it(client: FlaskClient) -> None:
    """Its citations are carried; with its edition and date emptied they go with it."""
    data = copy.deepcopy(USING["competition's Laws"])
    data["sources"] = [
        {"id": "s1", "publisher": "P", "headline": "H", "url": "https://example.org/a"}
    ]
    data["competition_rules"]["early_adoption"]["provenance"] = [{"source": "s1"}]
    html, fields = page(client, data)
    assert "early_adoption" in fields["extra"]
    emptied = {
        **fields,
        "competition-early_adoption-edition": "",
        "competition-early_adoption-date": "",
    }
    found = explained(client, emptied)
    assert found["incident"]["competition_rules"]["early_adoption"] is None
    assert found["result"]["edition"] == "2024/25"


# --- errors land on the field ------------------------------------------------------------------

#: (incident, what is typed, the field the error is at, the start of its message).
WRONG: dict[str, tuple[dict[str, Any], dict[str, str], str, str]] = {
    "an unknown name among the opponents nearer": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-nearer": "Keeper, Nobody Known"},
        "positions-0-nearer",
        "Position 1: There is no player called Nobody Known",
    ),
    "an attacker among the opponents level": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-level": "Passer"},
        "positions-0-level",
        "Position 1: Passer is not on the defending team",
    ),
    "an opponent listed twice": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-level": "Keeper"},
        "positions-0-level",
        'Position 1: "GK" is listed twice',
    ),
    "no opponents nearer given": (
        base_incident(positions=opponents(nearer=["GK"])),
        {"positions-0-nearer": ""},
        "positions-0-nearer",
        "Position 1: Enter",
    ),
    "an early adoption that was not early": (
        USING["competition's Laws"],
        {"competition-early_adoption-date": "2025-07-01"},
        "competition-early_adoption-date",
        "The 2025/26 Laws were in force from 2025-07-01 anyway",
    ),
    "an early adoption's date that is not a date": (
        USING["competition's Laws"],
        {"competition-early_adoption-date": "31/02/2025"},
        "competition-early_adoption-date",
        "Enter",
    ),
    "an early adoption without its edition": (
        USING["competition's Laws"],
        {"competition-early_adoption-edition": ""},
        "competition-early_adoption-edition",
        "Choose",
    ),
    "an offside rule not in the list": (
        base_incident(positions=OFFSIDE),
        {"competition-offside_rule": "offside_trap"},
        "competition-offside_rule",
        "Choose",
    ),
    "VAR corner review not known": (
        base_incident(positions=OFFSIDE),
        {"competition-var_corner_review": "unknown"},
        "competition-var_corner_review",
        "",
    ),
    "a reason that gives another restart": (
        restart_move("corner_kick", "2026-09-01"),
        {"start-awarded_for": "throw_in_too_slow"},
        "start-awarded_for",
        "That reason gives a throw in, not this restart",
    ),
    "advantage on an attacker's touch": (
        handball(),
        {"sequence-0-advantage_played": "yes"},
        "sequence-0-advantage_played",
        "Touch 1: Only for a defender's deliberate handball",
    ),
    "the penalty area for a pass": (
        handball(),
        {"sequence-0-in_defending_penalty_area": "yes"},
        "sequence-0-in_defending_penalty_area",
        "Touch 1: Only for a defender's deliberate handball or a match official's touch",
    ),
    "possession for a player's touch": (
        handball(),
        {"sequence-1-possession_to": "attacking"},
        "sequence-1-possession_to",
        "Touch 2: Only for a match official's touch",
    ),
    "no advantage, then another touch": (
        USING["handball, advantage"],
        {"sequence-1-advantage_played": "no"},
        "sequence-1-advantage_played",
        "Touch 2: Play was stopped for the handball",
    ),
    "a body part not in the list": (
        base_incident(positions=OFFSIDE),
        {"positions-0-second_last_part": "elbow"},
        "positions-0-second_last_part",
        "Position 1: Choose",
    ),
    "daylight as a word": (
        base_incident(positions=OFFSIDE),
        {"positions-0-wholly_beyond": "perhaps"},
        "positions-0-wholly_beyond",
        "Position 1:",
    ),
    "a farthest part off the pitch": (
        USING["distances"],
        {"positions-0-attacker_rear_m": "500"},
        "positions-0-attacker_rear_m",
        "Position 1: Enter",
    ),
    "a deliberate exit by an attacker": (
        base_incident(positions=OFFSIDE, off_field=[{**OFF_WITHOUT_PERMISSION, "player": "A1"}]),
        {"off_field-0-deliberate": "yes"},
        "off_field-0-deliberate",
        "Player off the field 1: Only a defender who left without permission",
    ),
    "a team-mate's chance for another involvement": (
        USING["moving to play the ball"],
        {"involvements-1-kind": "challenged_opponent"},
        "involvements-1-onside_teammate_could_play",
        "Involvement 2: Only asked of a player moving to play the ball",
    ),
    "the line for a goal": (
        base_incident(),
        {"out_over": "goal_line"},
        "out_over",
        "Only for an incident that ends with the ball out of play",
    ),
}


@pytest.mark.parametrize("case", sorted(WRONG))
def test_an_error_in_a_new_fact_is_named_at_its_field_and_what_was_typed_is_kept(
    client: FlaskClient, case: str
) -> None:
    data, changes, field, message = WRONG[case]
    html, fields = page(client, data)
    sent = {**fields, **changes}
    response = post(client, sent)
    assert response.status_code == 422
    shown = response.get_data(as_text=True)
    links = errors(shown)
    assert list(links) == [field], links
    assert links[field].startswith(message), links[field]
    assert f'id="{field}-error"' in shown
    kept = form_fields(shown)
    for name, value in sent.items():
        if name != "csrf_token":
            assert kept.get(name, "") == value, name


def test_error_paths_of_the_new_facts_map_to_their_fields() -> None:
    state = form.from_incident(Incident.model_validate(USING["competition's Laws"]))
    state.values.update(
        {
            "sequence-0-by": "Passer",
            "positions-1-player": "Striker",
            "positions-1-method": "opponents",
            "off_field-0-player": "Passer",
            "involvements-0-player": "Striker",
        }
    )
    state.counts["positions"] = 2
    converted = form.to_data(state)

    def target(path: str) -> str | None:
        return form.field_for(path, converted, state)

    assert target("competition_rules.early_adoption.date") == "competition-early_adoption-date"
    assert target("competition_rules.early_adoption.edition") == (
        "competition-early_adoption-edition"
    )
    assert target("competition_rules.early_adoption") == "competition-early_adoption-edition"
    assert target("competition_rules.offside_rule") == "competition-offside_rule"
    assert target("competition_rules.var_corner_review") == "competition-var_corner_review"
    assert target("competition_rules.announcements") == "competition-announcements"
    assert target("start.awarded_for") == "start-awarded_for"
    assert target("out_over") == "out_over"
    assert target("sequence[1].in_defending_penalty_area") == (
        "sequence-1-in_defending_penalty_area"
    )
    assert target("sequence[1].advantage_played") == "sequence-1-advantage_played"
    assert target("sequence[1].possession_to") == "sequence-1-possession_to"
    assert target("positions[0].where.second_last_part") == "positions-0-second_last_part"
    assert target("positions[0].where.wholly_beyond") == "positions-0-wholly_beyond"
    assert target("positions[1].where.nearer[1]") == "positions-1-nearer"
    assert target("positions[1].where.level[0]") == "positions-1-level"
    assert target("positions[1].where.complete") == "positions-1-complete"
    assert target("positions[0].where.attacker_rear_m") == "positions-0-attacker_rear_m"
    assert target("off_field[0].deliberate") == "off_field-0-deliberate"
    assert target("involvements[0].onside_teammate_could_play") == (
        "involvements-0-onside_teammate_could_play"
    )
    # With no facts kept, an early adoption's citation is about its edition.
    assert target("competition_rules.early_adoption.provenance[0].source") == (
        "competition-early_adoption-edition"
    )


def test_the_errors_are_listed_in_the_order_the_page_shows_the_fields(
    client: FlaskClient,
) -> None:
    """``field_order`` (the error summary's order) is the page's order, new fields included."""
    html, fields = page(client, USING["competition's Laws"])
    state = form.read(fields)
    on_page = read_form(html).ids
    order = [name for name in form.field_order(state) if name in on_page]
    new = {name for case in SHOWN.values() for name in case if name in on_page}
    assert new <= set(order)
    assert sorted(order, key=on_page.index) == order
