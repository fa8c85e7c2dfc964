"""The form's single fields and the incident path each one shows, declared once and read
both ways: the form is filled in from an incident through it (prefill), and a model
error's path is put on its field through it (errors.field_for). Paths are rules.paths'.

The rows' fields are declared here too (ROWS): each field of a row, the fact of the
row's item it shows and how, and the fields of each kind of a position's ``where``
(where_fields); prefill, convert.to_data, errors.field_for and explainer.drafts read
them. ``row_field`` and ``row_path`` write a row's field id and an item's path.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    ("match-women", "match.women", "reported"),
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


@dataclass(frozen=True)
class RowField:
    """A field of a row: its name in the row, the path of the fact it shows in the row's
    item (rules.paths syntax), how it shows it, and the team a named player is from."""

    name: str
    path: str
    #: "text" as typed; "number" a decimal; "flag" a ticked box; "date" a day as people
    #: type it; "tri" yes/no/unknown ("tri_no", "tri_yes": the model's default, no or
    #: yes, shown unanswered); "player" a name read as a player's id ("object": or a thing
    #: the ball can hit); "players" names, read as a list of ids ("players_or_nobody":
    #: an empty list shown as the word for nobody); "touch", "position" a number as the
    #: form shows it (row + 1).
    how: str
    team: str = ""
    #: For a ticked box ("flag") of a list: the item the tick puts in it.
    member: str = ""
    #: For a field of a position's ``where``: the kinds (methods) of where it belongs to
    #: (none for the method itself and the opponents' distances, paired by hand).
    kinds: tuple[str, ...] = ()


#: A touch's indicators of a deliberate play (the ``ind-`` fields of a touch's row).
INDICATORS = (
    "travelled_from_distance_clear_view",
    "not_moving_quickly",
    "direction_not_unexpected",
    "time_to_coordinate",
    "on_the_ground",
    "had_control",
)
#: The parts of the body a position in words may name as beyond (``beyond-`` fields).
BODY_PARTS = ("head", "shoulder", "torso", "leg", "knee", "foot", "arm", "hand")
#: The opponents a position given as distances has fields for (``opp-<k>-`` fields).
OPPONENT_SLOTS = 3


def _fact(name: str, how: str, team: str = "") -> RowField:
    """A field that shows the item's fact of its own name."""
    return RowField(name, name, how, team)


def _where(name: str, how: str, kinds: tuple[str, ...], team: str = "") -> RowField:
    """A field that shows the fact of its own name of a position's ``where`` of ``kinds``."""
    return RowField(name, paths.at("where", name), how, team, kinds=kinds)


#: The kinds of a position's ``where`` (rules.incident.positions), as fields belong to them.
IN_WORDS = ("qualitative",)
BY_NAME = ("opponents",)
IN_WORDS_OR_BY_NAME = ("qualitative", "opponents")
BY_DISTANCES = ("distances",)


#: Each group's row fields that show a fact of its item, in the order the item's facts
#: are built (the page's order is explainer.form.fields.GROUPS). A position's ``where``
#: has the fields of its kind (``kinds``, where_fields).
ROWS: dict[str, tuple[RowField, ...]] = {
    "sources": (
        _fact("id", "text"),
        _fact("publisher", "text"),
        _fact("headline", "text"),
        _fact("url", "text"),
        _fact("date", "date"),
    ),
    "players": (
        _fact("id", "text"),
        _fact("name", "text"),
        _fact("number", "number"),
        _fact("team", "text"),
        _fact("goalkeeper", "flag"),
    ),
    "sequence": (
        _fact("by", "object"),
        _fact("action", "text"),
        _fact("direction", "text"),
        _fact("classification", "text"),
        _fact("note", "text"),
        _fact("in_defending_penalty_area", "tri"),
        _fact("advantage_played", "tri"),
        _fact("possession_to", "text"),
        *(RowField(f"ind-{name}", paths.at("indicators", name), "tri") for name in INDICATORS),
    ),
    "positions": (
        _fact("player", "player", "attacking"),
        _fact("at", "touch"),
        _fact("point", "text"),
        RowField("method", paths.at("where", "kind"), "text"),
        *(_where(name, "text", IN_WORDS_OR_BY_NAME) for name in ("half", "ball")),
        _where("second_last", "text", IN_WORDS),
        _where("second_last_player", "player", IN_WORDS, "defending"),
        _where("margin_cm", "number", IN_WORDS),
        *(
            RowField(
                f"beyond-{part}",
                paths.at("where", "parts_beyond"),
                "flag",
                member=part,
                kinds=IN_WORDS,
            )
            for part in BODY_PARTS
        ),
        _where("second_last_part", "text", IN_WORDS),
        _where("nearer", "players_or_nobody", BY_NAME, "defending"),
        _where("level", "players", BY_NAME, "defending"),
        _where("complete", "tri_yes", BY_NAME),
        _where("wholly_beyond", "tri", IN_WORDS_OR_BY_NAME),
        *(
            _where(name, "number", BY_DISTANCES)
            for name in ("attacker_m", "ball_m", "attacker_rear_m")
        ),
        *(
            RowField(f"opp-{k}-{part}", paths.at("where", "opponents_m"), how)
            for k in range(OPPONENT_SLOTS)
            for part, how in (("name", "player"), ("m", "number"))
        ),
    ),
    "involvements": (
        _fact("player", "player", "attacking"),
        _fact("after", "touch"),
        _fact("kind", "text"),
        _fact("opponent", "player", "defending"),
        _fact("onside_teammate_could_play", "tri"),
    ),
    "fouls": (
        _fact("by", "player"),
        _fact("against", "player"),
        _fact("after", "touch"),
        _fact("free_kick", "text"),
        _fact("victim_was", "text"),
        _fact("relative_to_involvement", "text"),
        _fact("advantage_played", "flag"),
    ),
    "off_field": (
        _fact("player", "player"),
        _fact("at", "touch"),
        _fact("crossed", "text"),
        _fact("with_permission", "tri"),
        _fact("reset_since", "tri_no"),
        _fact("exit_point_m", "number"),
        _fact("reentered", "flag"),
        _fact("deliberate", "tri"),
    ),
    "measurements": (
        _fact("position", "position"),
        _fact("technology", "text"),
        _fact("margin_cm", "number"),
        _fact("frame_rate_fps", "number"),
        _fact("attacker_speed_kmh", "number"),
        _fact("defender_speed_kmh", "number"),
    ),
}


def where_fields(kind: str) -> tuple[RowField, ...]:
    """The fields of a position's ``where`` of this kind, in the order its facts are built;
    each shows one fact (the opponents' distances, ``opp-`` fields in OPPONENT_SLOTS pairs
    of a name and metres, are not among them: prefill and convert pair them)."""
    return tuple(f for f in ROWS["positions"] if kind in f.kinds)


#: The groups whose items are read field by field from ROWS alone (the others have
#: facts read their own way too: ids given, names read, a position's where by its kind).
TABLE_GROUPS = ("involvements", "fouls", "off_field", "measurements")
#: A fact of an item that no field shows by itself, and the field an error about it goes
#: to: a row's hidden id goes to what names the row, a position's where to its method.
ROW_ERRORS_TO: dict[str, dict[str, str]] = {
    "players": {"id": "name"},
    "sources": {"id": "publisher"},
    "sequence": {"indicators": "classification"},
    "positions": {"where": "method"},
}


def row_facts(group: str, skip: tuple[str, ...] = ()) -> tuple[RowField, ...]:
    """The fields of ``group`` read by the table, but those whose fact is in ``skip`` (the
    first step of its path: read by hand)."""
    return tuple(f for f in ROWS[group] if str(paths.tokens(f.path)[0]) not in skip)


def row_field_showing(group: str, path: str) -> str | None:
    """The row field of ``group`` that shows the fact at ``path`` of its item (the first
    declared that does), or None if none does."""
    return next((f.name for f in ROWS[group] if f.path == path), None)


def row_field_of(group: str, path: str, within: bool = False) -> str | None:
    """The row field an error about the fact at ``path`` of an item of ``group`` goes to
    (the field showing it), or None if none does. ``within``: the error is at a step
    inside that fact (``where.parts_beyond[0]``), where ROW_ERRORS_TO does not apply."""
    errors_to = {} if within else ROW_ERRORS_TO.get(group, {})
    if path in errors_to:
        return errors_to[path]
    return row_field_showing(group, path)
