"""The form's single fields and the incident path each one shows, declared once and read
both ways: the form is filled in from an incident through it (prefill), and a model
error's path is put on its field through it (errors.field_for). Paths are rules.paths'.

The rows' fields are named by their group (explainer/form/fields.py): ``row_field`` and
``row_path`` write a row's field id and an item's path.
"""

from __future__ import annotations

from rules import paths

#: Each single field (explainer.form.fields.SINGLE, but the form's own), the incident path
#: it shows and how it shows it (explainer.form.prefill), in the order prefill fills them.
SINGLE_FIELDS: tuple[tuple[str, str, str], ...] = (
    ("title", "title", "text"),
    ("match-competition", "match.competition", "text"),
    ("match-home", "match.home", "text"),
    ("match-away", "match.away", "text"),
    ("match-date", "match.date", "date"),
    ("match-minute", "match.minute", "optional"),
    ("match-added_time", "match.added_time", "optional"),
    ("match-pitch_length_m", "match.pitch_length_m", "number"),
    ("edition", "edition", "text"),
    ("start-kind", "start.kind", "as_is"),
    ("start-awarded_for", "start.awarded_for", "text"),
    ("outcome", "outcome", "as_is"),
    ("out_over", "out_over", "text"),
    ("unlisted_positions", "unlisted_positions", "as_is"),
    ("unlisted_involvements", "unlisted_involvements", "as_is"),
    ("unlisted_fouls", "unlisted_fouls", "as_is"),
    ("notes", "notes", "text"),
    ("officials-on_field", "officials.on_field", "as_is"),
    ("officials-review", "officials.review", "as_is"),
    ("officials-final", "officials.final", "as_is"),
    ("officials-delayed_flag", "officials.delayed_flag", "reported"),
    ("officials-stopped_before_goal", "officials.stopped_before_goal", "reported"),
    ("officials-var_checked", "officials.var_checked", "reported"),
    ("officials-restarted_before_check", "officials.restarted_before_check", "reported"),
    ("competition-var_in_use", "competition_rules.var_in_use", "yes_by_default"),
    ("competition-attacking_phase", "competition_rules.attacking_phase", "as_is"),
    ("competition-offside_tolerance_cm", "competition_rules.offside_tolerance_cm", "nonzero"),
    ("competition-var_corner_review", "competition_rules.var_corner_review", "no_by_default"),
    ("competition-announcements", "competition_rules.announcements", "as_is"),
    ("competition-early_adoption-edition", "competition_rules.early_adoption.edition", "as_is"),
    ("competition-early_adoption-date", "competition_rules.early_adoption.date", "date"),
    ("competition-offside_rule", "competition_rules.offside_rule", "text"),
)
#: A single field's incident path, and a path's single field.
PATH_OF = {field: path for field, path, _ in SINGLE_FIELDS}
FIELD_OF = {path: field for field, path, _ in SINGLE_FIELDS}
#: The parts of an incident that group single fields, and the field that an error about
#: the part itself, or about a fact of it with no field, goes to (None: the checkbox of
#: the carried facts, explainer.form.fields.DROP).
SECTIONS: dict[str, str | None] = {
    "match": None,
    "start": "start-kind",
    "officials": "officials-on_field",
    "competition_rules": None,
    "competition_rules.early_adoption": "competition-early_adoption-edition",
}


def single_fields_for(path: str, drop: str) -> list[str]:
    """The single fields an error at ``path`` may go to, best first (``drop``: the
    checkbox of the carried facts): the field of the path or of the fact it is in, else
    the carried facts, then the field of the part of the incident it is in."""
    steps = paths.tokens(path)
    for k in range(len(steps), 0, -1):
        prefix = paths.joined(steps[:k])
        if prefix in FIELD_OF:
            return [FIELD_OF[prefix]]
        if prefix in SECTIONS:
            section = SECTIONS[prefix]
            if k == len(steps):
                return [section or drop]
            return [drop, *([section] if section else [])]
    return [drop]


def row_field(group: str, row: int, name: str) -> str:
    """The id of field ``name`` in row ``row`` of ``group`` (``sequence-2-by``)."""
    return f"{group}-{row}-{name}"


def row_path(group: str, index: int, *rest: str) -> str:
    """The path of the item ``index`` of list ``group``, or of a field in it."""
    return paths.joined([group, index, *rest])
