"""Model errors -> form fields: ``validate`` checks the form with the engine's model and
puts each error on the field it is about (``sequence[2].by`` -> ``sequence-2-by``), in the
GOV.UK error pattern, listed in the order the page shows the fields. The messages are
named here by kind and worded in templates/form/messages.txt.j2."""

from __future__ import annotations

from explainer.errors import FieldError
from explainer.form.convert import Converted, to_data
from explainer.form.fieldmap import OPPONENT_SLOTS, row_field, row_field_of, single_fields_for
from explainer.form.fields import (
    CHOICES,
    DROP,
    GROUPS,
    HIDDEN,
    generic,
)
from explainer.form.messages import in_field, say, say_problem
from explainer.form.names import slug
from explainer.form.state import FormState
from rules import Incident, paths


def _tokens(path: str) -> list[str | int]:
    """The steps of a model error's field path (rules.paths, the one syntax)."""
    return [t if isinstance(t, str | int) else str(t) for t in paths.tokens(path)]


#: The kinds of position, as the step after ``where`` in a path (a union's tag).
_WHERE_KINDS = ("qualitative", "distances", "opponents")


def field_for(path: str, converted: Converted, state: FormState) -> str | None:
    """The form field id for a model error path, or None when no one field fits.

    An error in a fact the form carries without showing it goes to the checkbox that
    leaves the carried facts out.
    """
    parts = _tokens(path)
    if not parts:
        return None
    head, ids = parts[0], state.field_ids()
    candidates: list[str] = []
    if head in GROUPS:
        candidates = _row_candidates(str(head), parts, converted, state)
    elif head == "inside_goal":
        checked = converted.rows.get("inside_goal", [])
        if len(parts) > 1 and isinstance(parts[1], int) and parts[1] < len(checked):
            candidates.append(row_field("players", checked[parts[1]], "inside_goal"))
    else:
        candidates = single_fields_for(path, DROP)
    return next((c for c in candidates if c in ids), None)


def _row_candidates(
    group: str, parts: list[str | int], converted: Converted, state: FormState
) -> list[str]:
    """The fields of a row of ``group`` an error at ``parts`` may go to, best first."""
    first = row_field(group, 0, GROUPS[group][0])
    if len(parts) < 2 or not isinstance(parts[1], int):
        return [first]
    rows = converted.rows[group]
    if parts[1] >= len(rows):
        return [first]
    row = rows[parts[1]]
    steps = parts[2:]
    if steps[:1] == ["where"] and steps[1:2] and steps[1] in _WHERE_KINDS:
        steps = [steps[0], *steps[2:]]
    name = _row_name(group, steps, state, row)
    candidates = []
    if name and (name not in GROUPS[group] or name in HIDDEN):
        candidates.append(DROP)
    return [*candidates, row_field(group, row, name), row_field(group, row, GROUPS[group][0])]


def _row_name(group: str, steps: list[str | int], state: FormState, row: int) -> str:
    """The name of the row's field for the fact at ``steps`` of the row's item (the field
    declared for it in explainer.form.fieldmap, else its fact's own name)."""
    fact = steps[:2] if steps[:1] == ["where"] else steps[:1]
    if group == "positions" and fact == ["where", "opponents_m"]:
        found = "opp-0-name"  # the last slot typed with this opponent's name, if any
        for k in range(OPPONENT_SLOTS if len(steps) > 2 else 0):
            typed = state.get(row_field(group, row, f"opp-{k}-name"))
            if typed and slug(typed) == str(steps[2]):
                found = f"opp-{k}-name"
        return found
    name = row_field_of(group, paths.joined([*steps])) if steps else None
    if name is None and fact != steps:
        name = row_field_of(group, paths.joined([*fact]), within=True)
    return name or (str(fact[-1]) if fact else "")


#: What the model found, by its code (pydantic's error type: explainer/errors.py), as the
#: kinds templates/form/messages.txt.j2 words for a field, and the value of the error
#: that is the limit, if any.
_KINDS: dict[str, tuple[str, str]] = {
    "int_type": ("whole_number", ""),
    "int_parsing": ("whole_number", ""),
    "int_from_float": ("whole_number", ""),
    "float_type": ("number", ""),
    "float_parsing": ("number", ""),
    "date_type": ("date", ""),
    "date_parsing": ("date", ""),
    "date_from_datetime_parsing": ("date", ""),
    "url_parsing": ("url", ""),
    "greater_than_equal": ("at_least", "ge"),
    "greater_than": ("more_than", "gt"),
    "less_than_equal": ("at_most", "le"),
    "string_too_long": ("too_long", "max_length"),
    "url_too_long": ("too_long", "max_length"),
    "too_long": ("too_many", "max_length"),
}
#: Limits that are counts, shown as the model gives them (others are numbers: 12.0 -> 12).
_COUNTS = ("too_long", "too_many")


def _kind(error: FieldError, choice: bool) -> tuple[str, str]:
    """What a model error says, and its limit ("" if none)."""
    params = error.params
    if error.code == "missing" or (
        error.code == "string_too_short" and params.get("min_length") == 1
    ):
        return "missing", ""
    if error.code == "literal_error" and "'" in str(params.get("expected", "")) and choice:
        return "not_in_list", ""
    if error.code in _KINDS:
        kind, key = _KINDS[error.code]
        if not key:
            return kind, ""
        limit = params.get(key)
        if limit is None:
            return "model", ""
        if kind in _COUNTS:
            return kind, str(limit)
        try:
            return kind, f"{float(limit):g}"
        except (TypeError, ValueError):  # a limit that is not a number (a date): the
            return "model", ""  # model's own words, which name it
    return "model", ""


def friendly(field_id: str | None, error: FieldError) -> str:
    """A message a person can act on, in the GOV.UK style ("Enter the home team")."""
    path, message = error.path, error.message
    if field_id is None:
        return say("unplaced", path=path, message=message)
    ident = generic(field_id)
    choice = any(ident.startswith(c) for c in CHOICES)
    if error.code == "too_short" and error.params.get("min_length") == 1:
        kind, limit = "at_least_one", ""
    else:
        kind, limit = _kind(error, choice)
    text = say(
        "field_error",
        kind=kind,
        field_id=field_id,
        generic=ident,
        group=ident.split("-", 1)[0],
        choice=choice,
        limit=limit,
        message=message,
    )
    # "Add at least one player" is about the group, not one row.
    return text if kind == "at_least_one" else in_field(field_id, text)


def _carried_message(error: FieldError, converted: Converted) -> str:
    """The message for an error in a fact the form carries without showing it."""
    path, message = error.path, error.message
    parts = _tokens(path)
    where: dict[str, object] = {"part": str(parts[0]) if parts else ""}
    if parts and parts[0] in GROUPS and len(parts) > 1 and isinstance(parts[1], int):
        rows = converted.rows[str(parts[0])]
        if parts[1] < len(rows):
            where = {"group": str(parts[0]), "n": rows[parts[1]] + 1}
    return say(
        "kept_fact_invalid",
        path=path,
        message=message,
        unknown_source=error.code == "unknown_source",
        **where,
    )


def validate(state: FormState) -> Incident | None:
    """Validate the form with the engine's model. On failure, fill ``state.errors``."""
    from explainer.loading import InputError
    from explainer.service import parse_incident

    converted = to_data(state)
    state.spelled = dict(converted.spelled)
    found: list[FieldError] = []
    incident: Incident | None = None
    try:
        incident = parse_incident(converted.data)
    except InputError as exc:
        found = exc.errors
    # The form's own problems first (they name what the person typed), then the model's.
    for problem in converted.problems:
        state.add_error(problem[0], say_problem(problem))
    for err in found:
        field_id = field_for(err.path, converted, state)
        if field_id == DROP:
            state.add_error(DROP, _carried_message(err, converted))
        else:
            state.add_error(field_id, friendly(field_id, err))
    if state.summary:
        _sort_summary(state)
        return None
    return incident


def _sort_summary(state: FormState) -> None:
    """List errors in the order the fields appear on the page."""
    from explainer.form.page import field_order

    order = {name: n for n, name in enumerate(field_order(state))}
    state.summary.sort(key=lambda item: order.get(item[0], -1 if not item[0] else 10**6))
