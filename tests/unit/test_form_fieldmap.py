"""The form's field map (explainer/form/fieldmap.py): one declaration, read both ways."""

from __future__ import annotations

from explainer.form.fieldmap import (
    FIELD_OF,
    PATH_OF,
    SINGLE_FIELDS,
    row_field,
    row_path,
    single_fields_for,
)
from explainer.form.fields import DROP, SINGLE
from rules import Incident, paths

#: Single fields that are the form's own, not a fact of the incident.
OWN = {DROP, "extra", "step", "declined"}


def test_every_single_field_shows_one_path_and_back() -> None:
    assert {field for field, _, _ in SINGLE_FIELDS} == set(SINGLE) - OWN
    assert len(PATH_OF) == len(FIELD_OF) == len(SINGLE_FIELDS)
    assert all(FIELD_OF[PATH_OF[field]] == field for field in PATH_OF)


def test_every_path_of_the_map_is_a_field_of_the_incident_model() -> None:
    for path in FIELD_OF:
        model: type = Incident
        *parents, last = paths.tokens(path)
        for step in parents:
            annotation = model.model_fields[str(step)].annotation  # type: ignore[attr-defined]
            model = next(a for a in getattr(annotation, "__args__", (annotation,)) if a)
        assert str(last) in model.model_fields, path  # type: ignore[attr-defined]


def test_an_error_goes_to_its_field_else_the_carried_facts_then_its_part() -> None:
    assert single_fields_for("match.home", DROP) == ["match-home"]
    assert single_fields_for("competition_rules.early_adoption.date.x", DROP) == [
        "competition-early_adoption-date"
    ]
    assert single_fields_for("start.other", DROP) == [DROP, "start-kind"]
    assert single_fields_for("start", DROP) == ["start-kind"]
    assert single_fields_for("match", DROP) == [DROP]
    assert single_fields_for("match.venue", DROP) == [DROP]
    assert single_fields_for("competition_rules.early_adoption", DROP) == [
        "competition-early_adoption-edition"
    ]
    assert single_fields_for("disputes[0].field", DROP) == [DROP]


def test_row_fields_and_paths_are_written_one_way() -> None:
    assert row_field("sequence", 2, "by") == "sequence-2-by"
    assert row_path("positions", 0, "where", "half") == "positions[0].where.half"
    assert row_path("positions", 3) == "positions[3]"
