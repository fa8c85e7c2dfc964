"""The incident model: bad input is refused with errors that name the field path."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from law11_helpers import dist, incident, qualitative, run
from pydantic import ValidationError

from explainer.errors import field_errors
from rules import Incident, read_incident, read_incident_json
from rules.incident import MAX_CONTACTS

Data = dict[str, Any]


def errors_of(data: Data) -> list[tuple[str, str]]:
    with pytest.raises(ValidationError) as caught:
        read_incident(data)
    return [(e.path, e.message) for e in field_errors(caught.value)]


def _set(path: str, value: Any) -> Callable[[Data], None]:
    """A mutation setting ``a.b.0.c``-style ``path`` to ``value``."""

    def apply(data: Data) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value

    return apply


def _with(**overrides: Any) -> Callable[[Data], None]:
    def apply(data: Data) -> None:
        data.update(copy.deepcopy(overrides))

    return apply


def _extra_players(data: Data) -> None:
    data["players"] = [
        *data["players"],
        {"id": "A1", "name": "Twin", "team": "attacking"},
        {"id": "goalpost", "name": "Post", "team": "defending"},
    ]


def _long_sequence(data: Data) -> None:
    data["sequence"] = [{"by": "A1", "action": "pass"}] * (MAX_CONTACTS + 1)


def _no_outcome(data: Data) -> None:
    del data["outcome"]


CASES: list[tuple[str, Callable[[Data], None], str, str]] = [
    ("unknown player", _set("sequence.1.by", "X9"), "sequence[1].by", 'unknown player "X9"'),
    (
        "defender given a position",
        _with(positions=[qualitative("D1", 1)]),
        "positions[0].player",
        "not an attacking player",
    ),
    (
        "position at a contact that does not exist",
        _with(positions=[qualitative("A2", 5)]),
        "positions[0].at",
        "there is no contact 5 (the sequence has 2)",
    ),
    (
        "contact 0",
        _with(positions=[qualitative("A2", 0)]),
        "positions[0].at",
        "greater than or equal to 1",
    ),
    (
        "involvement after a missing contact",
        _with(involvements=[{"player": "A2", "after": 3, "kind": "none"}]),
        "involvements[0].after",
        "there is no contact 3",
    ),
    (
        "foul after a missing contact",
        _with(fouls=[{"by": "D1", "against": "A2", "after": 9, "free_kick": "direct"}]),
        "fouls[0].after",
        "there is no contact 9",
    ),
    (
        "player off the field at a missing contact",
        _with(
            off_field=[{"player": "D1", "at": 7, "with_permission": True, "crossed": "goal_line"}]
        ),
        "off_field[0].at",
        "there is no contact 7",
    ),
    (
        "extra key in a contact",
        _set("sequence.0.colour", "red"),
        "sequence[0].colour",
        "unknown field",
    ),
    ("extra key at the top", _set("weather", "rain"), "weather", "unknown field"),
    ("too many contacts", _long_sequence, "sequence", "at most 40 items"),
    ("no contacts", _set("sequence", []), "sequence", "at least 1 item"),
    (
        "one opponent's distance",
        _with(positions=[dist("A2", 1, 5.0, 6.0, {"D1": 3.0})]),
        "positions[0].where.opponents_m",
        "at least two opponents",
    ),
    (
        "a team-mate among the opponents",
        _with(positions=[dist("A2", 1, 5.0, 6.0, {"D1": 3.0, "A1": 2.0})]),
        "positions[0].where.opponents_m.A1",
        "not a defending player",
    ),
    (
        "a distance off the pitch",
        _with(positions=[dist("A2", 1, 130.0, 6.0, {"D1": 3.0, "GK": 2.0})]),
        "positions[0].where.attacker_m",
        "less than or equal to 120",
    ),
    (
        "an unknown kind of position",
        _with(positions=[{"player": "A2", "at": 1, "where": {"kind": "photo"}}]),
        "positions[0].where",
        "'photo'",
    ),
    (
        "a position given twice",
        _with(positions=[qualitative("A2", 1), qualitative("A2", 1, ball="behind")]),
        "positions[1]",
        "given twice",
    ),
    (
        "an attacker as second-last opponent",
        _with(positions=[qualitative("A2", 1, second_last_player="A1")]),
        "positions[0].where.second_last_player",
        "not a defending player",
    ),
    (
        "a foul on oneself",
        _with(fouls=[{"by": "A2", "against": "A2", "after": 1, "free_kick": "direct"}]),
        "fouls[0].against",
        "cannot foul themselves",
    ),
    (
        "a defender's involvement",
        _with(involvements=[{"player": "D1", "after": 1, "kind": "none"}]),
        "involvements[0].player",
        "not an attacking player",
    ),
    (
        "an attacker as the opponent affected",
        _with(involvements=[{"player": "A2", "after": 1, "kind": "none", "opponent": "A1"}]),
        "involvements[0].opponent",
        "not a defending player",
    ),
    (
        "an outfield player's throw",
        _set("sequence.0.action", "throw"),
        "sequence[0].action",
        "goalkeeper",
    ),
    (
        "a classified attacker's touch",
        _set("sequence.0.classification", "deflection"),
        "sequence[0].classification",
        "only a defending player's touch",
    ),
    (
        "a restart taken by the post",
        _with(
            start={"kind": "free_kick"},
            sequence=[{"by": "goalpost", "action": "rebound"}, {"by": "A2", "action": "shot"}],
        ),
        "sequence[0].by",
        "a restart is taken by a player",
    ),
    ("a defender inside the goal", _with(inside_goal=["D1"]), "inside_goal[0]", "not an attacking"),
    ("duplicate and reserved ids", _extra_players, "players[8].id", 'duplicate player id "A1"'),
    ("duplicate and reserved ids (2)", _extra_players, "players[9].id", "reserved for an object"),
    ("an unknown edition", _with(edition="2015/16"), "edition", "'2016/17'"),
    (
        "a date before the earliest edition",
        _set("match.date", "2016-05-31"),
        "match.date",
        "before 2016/17, the earliest edition encoded",
    ),
    ("no outcome", _no_outcome, "outcome", "this field is required"),
    ("a pitch too short", _set("match.pitch_length_m", 80), "match.pitch_length_m", "90"),
    (
        "a measurement of no position",
        _with(
            measurements=[
                {"position": 0, "technology": "manual_lines", "frame_rate_fps": 50, "margin_cm": 3}
            ]
        ),
        "measurements[0].position",
        "there is no position 0",
    ),
    (
        "an unknown source",
        _set("sequence.0.provenance", [{"source": "nope"}]),
        "sequence[0].provenance[0].source",
        'unknown source "nope"',
    ),
]


@pytest.mark.parametrize(
    ("mutate", "path", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_bad_input_is_refused_naming_the_field(
    mutate: Callable[[Data], None], path: str, message: str
) -> None:
    data = incident()
    mutate(data)
    errors = errors_of(data)
    assert any(p == path and message in m for p, m in errors), errors
    assert all("Tuple" not in m for _, m in errors)


def test_several_problems_are_all_reported() -> None:
    data = incident(
        positions=[qualitative("D1", 4)],
        fouls=[{"by": "Z1", "against": "A2", "after": 1, "free_kick": "direct"}],
    )
    paths = {p for p, _ in errors_of(data)}
    assert {"positions[0].player", "positions[0].at", "fouls[0].by"} <= paths


def test_the_builders_make_valid_incidents() -> None:
    # The baseline every case above mutates is itself valid and decided.
    data = incident(positions=[qualitative("A2", 1), dist("A3", 1, 30.0, 40.0, {"D1": 5, "GK": 1})])
    assert run(data).offside_offence is True


def test_unknown_is_accepted_where_the_model_allows_it() -> None:
    data = incident(
        positions=[qualitative("A2", 1, half="unknown", ball="unknown", second_last="unknown")],
        off_field=[
            {
                "player": "D1",
                "at": 1,
                "with_permission": "unknown",
                "crossed": "goal_line",
                "reset_since": "unknown",
            }
        ],
        involvements=[{"player": "A3", "after": 1, "kind": "unknown"}],
        fouls=[
            {
                "by": "D2",
                "against": "A2",
                "after": 1,
                "free_kick": "direct",
                "victim_was": "unknown",
                "relative_to_involvement": "unknown",
            }
        ],
        outcome="unknown",
    )
    data["sequence"].insert(1, {"by": "D1", "action": "header", "classification": "unknown"})
    model = Incident.model_validate(data)
    assert model.sequence[1].classification == "unknown"
    assert run(data).offside_offence is None


# --- disputes -------------------------------------------------------------------------------


def _disputed(field: str, *readings: dict[str, Any]) -> Data:
    data = incident(
        ("A1", "pass"),
        {"by": "D1", "action": "clearance"},
        ("A2", "shot"),
        positions=[qualitative("A2", 1)],
    )
    data["sources"] = [
        {"id": "bbc", "publisher": "BBC", "headline": "A match", "url": "https://bbc.co.uk/a"},
        {"id": "sky", "publisher": "Sky", "headline": "A match", "url": "https://sky.com/a"},
    ]
    data["disputes"] = [{"field": field, "readings": list(readings)}]
    return data


def test_a_dispute_on_a_real_field_with_listed_sources_is_accepted() -> None:
    data = _disputed(
        "sequence[1].classification",
        {"value": "deflection", "source": "bbc"},
        {"value": "deliberate_play", "source": "sky"},
    )
    assert Incident.model_validate(data).disputes[0].field == "sequence[1].classification"


def test_a_dispute_reading_must_cite_a_listed_source() -> None:
    data = _disputed(
        "sequence[1].classification",
        {"value": "deflection", "source": "nope"},
        {"value": "save"},
    )
    assert errors_of(data) == [("disputes[0].readings[0].source", 'unknown source "nope"')]


@pytest.mark.parametrize(
    "field",
    ["sequence[9].classification", "sequence[1].clasification", "nothing", "disputes[0].field"],
)
def test_a_dispute_must_name_a_field_the_incident_has(field: str) -> None:
    data = _disputed(field, {"value": "deflection"}, {"value": "save"})
    assert errors_of(data) == [("disputes[0].field", f"the incident has no {field}")]


def test_a_dispute_reading_must_be_a_value_the_field_can_take() -> None:
    data = _disputed(
        "sequence[1].classification", {"value": "deflection"}, {"value": "a lucky bounce"}
    )
    [(path, message)] = errors_of(data)
    assert path == "disputes[0].readings[1].value"
    assert message.startswith("not a possible value of sequence[1].classification (")
    assert "deliberate_play" in message


def test_readings_are_tried_where_an_incident_is_read_not_by_the_model() -> None:
    """The model checks the incident; reading it (rules.read_incident, what every front end
    calls) also tries each disputed reading, with the same error from text as from data."""
    data = _disputed("sequence[1].classification", {"value": "deflection"}, {"value": "bounce"})
    assert Incident.model_validate(data).disputes[0].readings[1].value == "bounce"
    from_data = errors_of(data)
    assert [path for path, _ in from_data] == ["disputes[0].readings[1].value"]
    with pytest.raises(ValidationError) as caught:
        read_incident_json(json.dumps(data, default=str))
    assert caught.value.errors(include_url=False)[0]["input"] == json.loads(
        json.dumps(data, default=str)
    )
    assert [(e.path, e.message) for e in field_errors(caught.value)] == from_data


def test_readings_are_not_tried_on_an_incident_that_is_already_invalid() -> None:
    data = _disputed("sequence[1].classification", {"value": "deflection"}, {"value": "save"})
    data["sequence"][2]["by"] = "nobody"
    assert errors_of(data) == [("sequence[2].by", 'unknown player "nobody"')]


def test_a_dispute_on_an_opponents_distance_names_the_player_key() -> None:
    data = _disputed("positions[0].where.opponents_m.D1", {"value": 9.5}, {"value": 10.5})
    data["positions"] = [dist("A2", 1, 10.0, 30.0, {"D1": 11.0, "GK": 1.0})]
    data["sequence"][1]["classification"] = "deflection"
    assert Incident.model_validate(data).disputes[0].readings[0].value == 9.5
    # Each reading is tried by the analysis: 9.5 m puts D1 ahead of A2, 10.5 m behind.
    from rules import analyse

    analysis = analyse(Incident.model_validate(data))
    found = {a.to_value: a.offside_offence for a in analysis.readings if a.kind == "reading"}
    assert found == {9.5: False, 10.5: True}


def test_at_most_twenty_sources() -> None:
    data = _disputed("sequence[1].classification", {"value": "deflection"}, {"value": "save"})
    data["sources"] = [
        {"id": f"s{n}", "publisher": "P", "headline": "H", "url": f"https://x.org/{n}"}
        for n in range(21)
    ]
    assert ("sources", "List should have at most 20 items after validation, not 21") in errors_of(
        data
    )


def test_player_look_ups_follow_a_copy_with_other_players_and_leave_no_trace() -> None:
    data = incident(("A1", "pass"), ("A2", "shot"))
    first = Incident.model_validate(data)
    assert first.team_of("A2") == "attacking"  # builds the look-up
    fewer = first.model_copy(update={"players": tuple(p for p in first.players if p.id != "A2")})
    assert fewer.team_of("A2") is None and fewer.player("A1") is not None
    # The look-up is not part of the incident: equal, same dump, same hash.
    again = Incident.model_validate(data)
    assert first == again and hash(first) == hash(again)
    assert first.model_dump() == again.model_dump()
    assert "_player_index" not in first.model_dump_json()
