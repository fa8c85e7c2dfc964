"""The fields of the incident form: its repeating groups of rows, single fields and limits.

A field id is the ``name`` and ``id`` of its control on the page: ``match-home`` for a
single field, ``<group>-<row>-<name>`` (``sequence-2-by``) for a field of a row.
"""

from __future__ import annotations

import re

from annotated_types import MaxLen

from explainer.form.fieldmap import ROWS, TABLE_GROUPS
from rules.interview import MAX_QUESTIONS

#: The groups of rows read by hand (each has special cases), in the order the page shows
#: them. The last fields of a row may be hidden (HIDDEN): they carry what the form cannot show.
_HAND_WRITTEN: dict[str, tuple[str, ...]] = {
    "sources": ("publisher", "date", "headline", "url", "id", "extra"),
    "players": ("name", "team", "number", "goalkeeper", "inside_goal", "id", "extra"),
    "sequence": (
        "by",
        "action",
        "classification",
        "ind-travelled_from_distance_clear_view",
        "ind-not_moving_quickly",
        "ind-direction_not_unexpected",
        "ind-time_to_coordinate",
        "ind-on_the_ground",
        "ind-had_control",
        "direction",
        "note",
        "in_defending_penalty_area",
        "advantage_played",
        "possession_to",
        "extra",
    ),
    "positions": (
        "player",
        "at",
        "answer",
        "asked",
        "point",
        "method",
        "half",
        "ball",
        "second_last",
        "second_last_player",
        "margin_cm",
        "second_last_part",
        "beyond-head",
        "beyond-shoulder",
        "beyond-torso",
        "beyond-leg",
        "beyond-knee",
        "beyond-foot",
        "beyond-arm",
        "beyond-hand",
        "nearer",
        "level",
        "complete",
        "wholly_beyond",
        "attacker_m",
        "ball_m",
        "attacker_rear_m",
        "opp-0-name",
        "opp-0-m",
        "opp-1-name",
        "opp-1-m",
        "opp-2-name",
        "opp-2-m",
        "extra",
    ),
}
#: Fields that name a row of another group by the number the form shows (row + 1): when
#: that row is removed they must follow (explainer/static/explainer.js does the same).
REFERENCES: dict[str, tuple[tuple[str, str], ...]] = {
    "sequence": (
        ("positions", "at"),
        ("involvements", "after"),
        ("fouls", "after"),
        ("off_field", "at"),
    ),
    "positions": (("measurements", "position"),),
}
#: Every repeating group of rows and its fields, in the order the page shows them (the
#: error summary's order); the table-driven ones take theirs from the field map
#: (explainer.form.fieldmap.ROWS), plus the hidden field that carries what the form
#: cannot show.
GROUPS: dict[str, tuple[str, ...]] = {
    **_HAND_WRITTEN,
    **{group: (*(spec.name for spec in ROWS[group]), "extra") for group in TABLE_GROUPS},
}
#: Hidden fields of a row: they alone do not make a row worth keeping. ``asked`` marks a
#: position the form asked about (the decision depends on it).
HIDDEN = ("id", "extra", "asked")
#: Fields that are never blank because the page pre-selects them (a radio's default).
PRESELECTED = {"positions": ("method",), "players": ("team",)}
#: What a row's pre-selected fields start as.
DEFAULTS = {
    "players-team": "attacking",
    "positions-method": "qualitative",
    "start-kind": "open_play",
    "unlisted_involvements": "unknown",
    "unlisted_fouls": "unknown",
}
#: The short answers to "Where was X when Y played the ball?", as the position in words
#: they stand for (half, ball, second-last opponent); "unknown" leaves a part open.
ANSWERS: dict[str, tuple[str, str, str]] = {
    "offside": ("opponents", "ahead", "ahead"),
    "second_last_level": ("unknown", "unknown", "level"),
    "second_last_behind": ("unknown", "unknown", "behind"),
    "ball_level": ("unknown", "level", "unknown"),
    "ball_behind": ("unknown", "behind", "unknown"),
    "own_half": ("own", "unknown", "unknown"),
}


def _model_limit(name: str) -> int:
    """The most items the incident model takes in its list ``name`` (rules/incident/)."""
    from rules import Incident

    found = [m.max_length for m in Incident.model_fields[name].metadata if isinstance(m, MaxLen)]
    if not found:
        raise LookupError(f"the incident model sets no limit on {name}")
    return min(found)


#: The model's own limits, read from it: an incident the model takes fits in the form.
MAX_ROWS = {group: _model_limit(group) for group in GROUPS}
#: Rows a blank form starts with.
BLANK_ROWS = {
    "sources": 1,
    "players": 3,
    "sequence": 2,
    "positions": 1,
    "involvements": 1,
    "fouls": 1,
    "off_field": 1,
    "measurements": 1,
}
#: Fields that are not in a repeating group.
SINGLE = (
    "title",
    "match-competition",
    "match-home",
    "match-away",
    "match-date",
    "match-minute",
    "match-added_time",
    "match-pitch_length_m",
    "match-women",
    "edition",
    "start-kind",
    "start-awarded_for",
    "outcome",
    "out_over",
    "unlisted_positions",
    "unlisted_involvements",
    "unlisted_fouls",
    "officials-on_field",
    "officials-final",
    "officials-var_checked",
    "officials-review",
    "officials-delayed_flag",
    "officials-restarted_before_check",
    "officials-stopped_before_goal",
    "competition-var_in_use",
    "competition-attacking_phase",
    "competition-offside_tolerance_cm",
    "competition-var_corner_review",
    "competition-announcements",
    "competition-early_adoption-edition",
    "competition-early_adoption-date",
    "competition-offside_rule",
    "notes",
    "drop_extra",
    "extra",
    "step",
    "declined",
)
#: The answers to the questions "Continue" asked that one post carries: a choice and the
#: question's id for each (templates/pages/form.html: ``ask-<k>``, ``ask-<k>-id``), at
#: most MAX_QUESTIONS at a time (rules/interview.py).
QUESTION_PARTS = 2 * MAX_QUESTIONS
#: What else a post of the form carries: the CSRF token and the button pressed (``op``).
OWN_PARTS = 2
#: The most fields one post of the form can carry: every field of every row of every group
#: at the model's limits, every single field, the answers and the form's own. The app's cap
#: on the parts of a form (MAX_FORM_PARTS, explainer/security.py) is this number, so that
#: the form of any incident the model accepts can be sent back (issue 31: the form of 60
#: players and 60 positions had 2,189 fields, over a cap of 2,000, and "Explain" gave 413).
MAX_PARTS = (
    sum(MAX_ROWS[group] * len(names) for group, names in GROUPS.items())
    + len(SINGLE)
    + QUESTION_PARTS
    + OWN_PARTS
)

#: The steps of the form (the hidden ``step`` field): a new incident is asked what the
#: decision depends on before it is explained; one filled in from a saved or casebook
#: incident is explained straight away.
STEP_NEW, STEP_ASKED, STEP_EDIT = "", "asked", "edit"
#: Fields chosen from a list (a select or radios), by id or by the start of their generic
#: id (``officials-`` covers every officials field): a blank one is "chosen", not "entered".
CHOICES = (
    "match-women",
    "edition",
    "start-kind",
    "start-awarded_for",
    "outcome",
    "out_over",
    "unlisted_positions",
    "unlisted_involvements",
    "unlisted_fouls",
    "officials-",
    "competition-var_in_use",
    "competition-attacking_phase",
    "competition-var_corner_review",
    "competition-announcements",
    "competition-early_adoption-edition",
    "competition-offside_rule",
    "players-team",
    "positions-answer",
    "sequence-action",
    "sequence-direction",
    "sequence-classification",
    "sequence-ind-",
    "sequence-in_defending_penalty_area",
    "sequence-advantage_played",
    "sequence-possession_to",
    "positions-point",
    "positions-half",
    "positions-ball",
    "positions-second_last",
    "positions-complete",
    "positions-wholly_beyond",
    "involvements-kind",
    "involvements-onside_teammate_could_play",
    "positions-method",
    "fouls-free_kick",
    "fouls-victim_was",
    "fouls-relative_to_involvement",
    "off_field-with_permission",
    "off_field-crossed",
    "off_field-reset_since",
    "off_field-deliberate",
    "measurements-technology",
)
#: A carried JSON object (one row's hidden facts, or the incident's) may be longer than a
#: typed value, but not without bound (the whole request is bounded too).
MAX_EXTRA_CHARS = 64_000
#: How deeply a carried JSON object may nest (the model's own nesting is shallow).
MAX_EXTRA_DEPTH = 12
#: The id of the checkbox that leaves the carried facts out (and of the errors about them).
DROP = "drop_extra"

#: What a person may type for the things other than players that the ball can hit (the
#: first is what the form fills in). The vocabulary the form reads, not a message: the
#: messages are in templates/form/messages.txt.j2.
OBJECT_WORDS = {
    "goalpost": ("the goalpost", "goalpost", "post", "the post"),
    "crossbar": ("the crossbar", "crossbar", "bar", "the bar"),
    "referee": ("the referee", "referee"),
    "assistant_referee": ("an assistant referee", "assistant referee", "the assistant referee"),
    "official": ("a match official", "match official", "official"),
}

#: What a person may type in a list of opponents for "no opponent" (the first is what the
#: form fills in): a list left blank is not given, so that it is never read as empty.
NOBODY_WORDS = ("nobody", "no one", "none")

#: A field id in a row: (group, row, name).
ROW_KEY = re.compile(r"^(" + "|".join(GROUPS) + r")-(\d{1,3})-(.+)$")


#: A player action that does not say on its face how an opponent's touch counts for offside
#: (rules/offside/deliberate.py): the form then shows where the classification is asked.
UNSAID_ACTIONS = ("header", "clearance", "shot", "cross", "throw")


def is_extra(key: str) -> bool:
    """A hidden field of carried facts (longer values are allowed there)."""
    return key == "extra" or key.endswith("-extra")


def generic(field_id: str) -> str:
    """A row's field id without its row number (``players-2-name`` -> ``players-name``)."""
    row = ROW_KEY.match(field_id)
    return f"{row.group(1)}-{row.group(3)}" if row else field_id


def row_of(field_id: str) -> tuple[str, int] | None:
    """The group of a row's field and the row's number as the page shows it (from 1)."""
    row = ROW_KEY.match(field_id)
    return (row.group(1), int(row.group(2)) + 1) if row else None
