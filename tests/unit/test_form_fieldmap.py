"""The form's field map (explainer/form/fieldmap.py): one declaration, read both ways."""

from __future__ import annotations

from explainer.form.fieldmap import (
    FIELD_OF,
    INDICATORS,
    OPPONENT_SLOTS,
    PATH_OF,
    ROWS,
    SINGLE_FIELDS,
    TABLE_GROUPS,
    row_facts,
    row_field,
    row_field_of,
    row_path,
    single_fields_for,
    where_fields,
)
from explainer.form.fields import DROP, GROUPS, SINGLE
from rules import Incident, paths
from rules.incident import Distances, Opponents, Qualitative

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


def _item_model(group: str) -> type:
    annotation = Incident.model_fields[group].annotation
    return next(a for a in getattr(annotation, "__args__", (annotation,)) if a is not Ellipsis)


def test_every_row_field_shows_a_fact_of_its_item_model() -> None:
    for group, specs in ROWS.items():
        item = _item_model(group)
        assert GROUPS[group][-1] == "extra"
        for spec in specs:
            assert spec.name in GROUPS[group], (group, spec.name)
            first, *rest = (str(step) for step in paths.tokens(spec.path))
            assert first in item.model_fields, (group, spec.path)  # type: ignore[attr-defined]
            if first == "indicators":
                assert rest[0] in INDICATORS


def test_the_table_groups_show_exactly_their_declared_fields() -> None:
    for group in TABLE_GROUPS:
        assert GROUPS[group] == (*(spec.name for spec in ROWS[group]), "extra")


def test_a_row_error_goes_to_the_field_declared_for_its_fact() -> None:
    assert row_field_of("sequence", "indicators.had_control") == "ind-had_control"
    assert row_field_of("sequence", "indicators") == "classification"
    assert row_field_of("players", "id") == "name"
    assert row_field_of("positions", "where.kind") == "method"
    assert row_field_of("positions", "where.parts_beyond", within=True) == "beyond-head"
    assert row_field_of("fouls", "advantage_played") == "advantage_played"
    assert row_field_of("sequence", "location") is None
    assert [spec.name for spec in row_facts("positions", skip=("where",))] == [
        "player",
        "at",
        "point",
    ]


def test_each_kind_of_where_has_the_fields_of_its_model() -> None:
    models = {"qualitative": Qualitative, "opponents": Opponents, "distances": Distances}
    assert {k for f in ROWS["positions"] for k in f.kinds} == set(models)
    shown: set[str] = set()
    for kind, model in models.items():
        facts = {str(paths.leaf(f.path)) for f in where_fields(kind)}
        # Every fact of the kind has its field(s); the opponents' distances are pairs.
        paired = {"opponents_m"} if kind == "distances" else set()
        assert facts | paired == set(model.model_fields) - {"kind"}, kind
        shown |= {f.name for f in where_fields(kind)}
    in_where = {f.name for f in ROWS["positions"] if f.path.startswith("where.")}
    pairs = {f"opp-{k}-{part}" for k in range(OPPONENT_SLOTS) for part in ("name", "m")}
    assert in_where - shown == {"method", *pairs}
