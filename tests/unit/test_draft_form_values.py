"""A draft fills the form in through the field map (explainer/form/fieldmap.py): the row
fields a draft's facts go to, and what they show."""

from __future__ import annotations

from explainer import drafts
from explainer.form.fieldmap import row_field_showing


def test_a_drafted_facts_field_is_the_field_map_says_shows_it() -> None:
    assert drafts.field_id("players[1].name") == "players-1-name"
    assert drafts.field_id("positions[0].where.second_last") == "positions-0-second_last"
    assert drafts.field_id("positions[0].where.kind") == "positions-0-method"
    assert drafts.field_id("sequence[2].by") == "sequence-2-by"
    assert drafts.field_id("match.home") == "match-home"
    # A group a draft does not fill, a fact no field shows, a path inside no row.
    assert drafts.field_id("fouls[0].by") is None
    assert drafts.field_id("players[0].provenance") is None
    assert drafts.field_id("positions[0].where") is None
    assert row_field_showing("positions", "where.ball") == "ball"


def test_a_drafted_incident_shows_in_its_rows_as_the_form_shows_it() -> None:
    draft = drafts.make(
        drafts.request(
            "Harry Kane scored after Son Heung-min's pass, but Kane was offside "
            "and the goal was ruled out.",
            "2024-03-02",
            "The Paper",
            "https://example.org/a",
        )
    )
    values, counts, _ = drafts.form_values(draft)
    incident = draft.incident
    assert counts["players"] == len(incident["players"]) >= 2
    names = {p["id"]: p["name"] for p in incident["players"]}
    for i, player in enumerate(incident["players"]):
        assert values[f"players-{i}-name"] == player["name"]
    assert incident["positions"]
    for i, pos in enumerate(incident["positions"]):
        assert values[f"positions-{i}-player"] == names[pos["player"]]
        assert values[f"positions-{i}-method"] == pos["where"]["kind"]
    assert values["sources-0-publisher"] == "The Paper"
    assert values["sources-0-date"] == "2 Mar 2024"
