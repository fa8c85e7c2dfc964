"""The incident form: flat HTML form fields <-> incident data, and errors <-> form fields.

The form speaks a fan's language: players are named, not given ids; touches and
positions are numbered as the form shows them; an opponent's touch may carry the
deliberate-play indicators. Nothing is lost on the way through the form: facts it has no
control for travel in hidden fields.

- ``fields``: the form's fields, groups of rows and limits (MAX_PARTS: the most fields a
  post of the form carries, the app's MAX_FORM_PARTS);
- ``fieldmap``: each single field and the incident path it shows, declared once;
- ``state``: what the form shows (``FormState``), ``read``, ``add_row``, ``remove_row``;
- ``convert``: form -> incident data (``to_data``); ``names``: players by name;
- ``carry``: the facts carried in hidden fields (``extra``: one such field's value);
- ``errors``: model errors -> form fields and messages (``validate``, ``field_for``);
- ``messages``: message codes, worded in templates/form/messages.txt.j2;
- ``prefill``: incident -> form (``from_incident``, ``player_names``);
- ``questions``: what "Continue" asks (the interview), answers written into the fields.
"""

from explainer.form.convert import Converted, to_data
from explainer.form.dates import read_date
from explainer.form.errors import field_for, friendly, validate
from explainer.form.extra import parse_extra
from explainer.form.fieldmap import BODY_PARTS, INDICATORS, OPPONENT_SLOTS
from explainer.form.fields import (
    BLANK_ROWS,
    DROP,
    GROUPS,
    HIDDEN,
    MAX_EXTRA_CHARS,
    MAX_EXTRA_DEPTH,
    MAX_PARTS,
    MAX_ROWS,
    OBJECT_WORDS,
    PRESELECTED,
    SINGLE,
    STEP_ASKED,
    STEP_EDIT,
    STEP_NEW,
)
from explainer.form.messages import say
from explainer.form.names import slug
from explainer.form.page import Asked, Layout, field_order, layout
from explainer.form.prefill import from_incident, player_names
from explainer.form.questions import apply_answers, ask, declined
from explainer.form.state import FormState, add_row, read, remove_row

__all__ = [
    "BLANK_ROWS",
    "BODY_PARTS",
    "DROP",
    "GROUPS",
    "HIDDEN",
    "INDICATORS",
    "MAX_EXTRA_CHARS",
    "MAX_EXTRA_DEPTH",
    "MAX_PARTS",
    "MAX_ROWS",
    "OBJECT_WORDS",
    "OPPONENT_SLOTS",
    "PRESELECTED",
    "SINGLE",
    "STEP_ASKED",
    "STEP_EDIT",
    "STEP_NEW",
    "Converted",
    "Layout",
    "Asked",
    "FormState",
    "add_row",
    "apply_answers",
    "ask",
    "declined",
    "field_for",
    "field_order",
    "friendly",
    "from_incident",
    "layout",
    "parse_extra",
    "player_names",
    "read_date",
    "read",
    "remove_row",
    "say",
    "slug",
    "to_data",
    "validate",
]
