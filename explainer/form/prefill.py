"""Incident -> form: ``from_incident`` fills the form in with an incident (a casebook one
or a saved one) to start from; what its fields cannot show is carried in hidden fields."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from babel.dates import format_date

from explainer import i18n
from explainer.form.carry import carried_fields
from explainer.form.convert import to_data
from explainer.form.fieldmap import (
    OPPONENT_SLOTS,
    SINGLE_FIELDS,
    TABLE_GROUPS,
    row_facts,
    row_field,
    where_fields,
)
from explainer.form.fields import (
    GROUPS,
    NOBODY_WORDS,
    OBJECT_WORDS,
    STEP_EDIT,
)
from explainer.form.names import norm
from explainer.form.state import FormState
from rules import Incident, paths
from rules.incident import OBJECTS


def _num_text(value: float | None) -> str:
    """A number as the form shows it, exactly (12.0 -> "12", 0.1 -> "0.1")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def _tri_text(value: bool | str | None, default: bool | None = None) -> str:
    """A yes/no/unknown fact as its select shows it. The model's default (what a question
    left unanswered stands for, which the select's first option says) is shown
    unanswered, so that sending the form back never turns it into an answer."""
    if value is None or (default is not None and value is default):
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


#: The languages whose form shows a date as Babel writes it in full (explainer.form.dates
#: reads each back: "21 juin 2024", "21. Juni 2024", "21 de junio de 2024").
_SPOKEN_DAYS = ("fr", "de", "es")


def shown_day(value: dt.date | None) -> str:
    """A date as the form shows it, in the reader's language: the month in words, so it is
    never ambiguous."""
    if not value:
        return ""
    language = i18n.current()
    if language in _SPOKEN_DAYS:
        return str(format_date(value, format="long", locale=language))
    return f"{value.day} {_MONTHS[value.month - 1]} {value.year}"


def _opt(value: object) -> str:
    return "" if value is None else str(value)


def _on(value: bool) -> str:
    """A checkbox as the browser sends it when ticked."""
    return "on" if value else ""


#: How a single field shows its fact (explainer.form.fieldmap.SINGLE_FIELDS names each's).
_SHOWN: dict[str, Callable[[Any], str]] = {
    "text": lambda value: value or "",
    "as_is": lambda value: value,
    "optional": _opt,
    "number": _num_text,
    "nonzero": lambda value: _num_text(value) if value else "",
    "date": shown_day,
    # The model's default is shown unanswered (_tri_text).
    "yes_by_default": lambda value: _tri_text(value, default=True),
    "no_by_default": lambda value: _tri_text(value, default=False),
    # As the incident has it: a yes or a no is shown (never hidden behind the unanswered
    # option, which sends "unknown"); not known is left unanswered.
    "reported": lambda value: "" if value == "unknown" else _tri_text(value),
}


def _single_values(incident: Incident) -> dict[str, str]:
    """The single fields' values (none for a part of the incident it does not have)."""
    values: dict[str, str] = {}
    for field_id, path, how in SINGLE_FIELDS:
        *parents, last = paths.tokens(path)
        target: Any = incident
        for step in parents:
            target = getattr(target, str(step))
        if target is not None:
            values[field_id] = _SHOWN[how](getattr(target, str(last)))
    return values


class _Rows:
    """The fields of an incident's rows, by the names the form shows for its players."""

    def __init__(self, incident: Incident) -> None:
        self.incident = incident
        self.values: dict[str, str] = {}
        self.names = {p.id: p.name for p in incident.players}
        #: What the form fills in for an empty list of opponents (a word no player is called).
        taken = {norm(name) for name in self.names.values()}
        self.nobody = next((word for word in NOBODY_WORDS if word not in taken), "")

    def name_of(self, ident: str | None) -> str:
        if ident is None:
            return ""
        if ident in OBJECTS:
            return OBJECT_WORDS[ident][0]
        return self.names.get(ident, ident)

    def listed(self, idents: tuple[str, ...]) -> str:
        return ", ".join(self.name_of(i) for i in idents)

    def put(self, group: str, row: int, fields: dict[str, str]) -> None:
        self.values.update({row_field(group, row, name): text for name, text in fields.items()})

    def sources_and_players(self) -> None:
        for i in range(len(self.incident.sources)):
            self.facts("sources", i)
        inside = set(self.incident.inside_goal)
        for i, player in enumerate(self.incident.players):
            self.facts("players", i)
            self.put("players", i, {"inside_goal": _on(player.id in inside)})

    def sequence(self) -> None:
        for i in range(len(self.incident.sequence)):
            self.facts("sequence", i)

    def positions(self) -> None:
        for i, pos in enumerate(self.incident.positions):
            self.facts("positions", i, skip=("where",))
            self.put("positions", i, self.where(pos.where))

    def where(self, w: Any) -> dict[str, str]:
        """A position's fields for where the player was: its method, the fields of its kind
        (fieldmap.where_fields), and a distances one's opponents, a name and metres each."""
        fields = {"method": w.kind}
        for spec in where_fields(w.kind):
            value = getattr(w, str(paths.leaf(spec.path)))
            if not spec.member:
                fields[spec.name] = self.shown(spec.how, value)
            elif spec.member in (value or ()):
                fields[spec.name] = "on"
        if w.kind == "distances":
            for k, (ident, metres) in enumerate(list(w.opponents_m.items())[:OPPONENT_SLOTS]):
                fields[f"opp-{k}-name"] = self.name_of(ident)
                fields[f"opp-{k}-m"] = _num_text(metres)
        return fields

    def shown(self, how: str, value: Any) -> str:
        """A fact as its row field shows it (explainer.form.fieldmap.RowField.how)."""
        if how in ("player", "object"):
            return self.name_of(value)
        if how in ("players", "players_or_nobody"):
            return self.listed(value) or (self.nobody if how == "players_or_nobody" else "")
        if how == "touch":
            return str(value)
        if how == "position":
            return str(value + 1)
        if how in _TRI_DEFAULTS:
            return _tri_text(value, default=_TRI_DEFAULTS[how])
        return _SHOWN_IN_ROWS.get(how, _opt)(value)

    def facts(self, group: str, row: int, skip: tuple[str, ...] = ()) -> None:
        """The fields of row ``row`` of ``group`` that fieldmap.ROWS reads (but those whose
        fact is in ``skip``: read their own way), for the facts the item has."""
        item = getattr(self.incident, group)[row]
        for spec in row_facts(group, skip):
            *parents, last = (str(step) for step in paths.tokens(spec.path))
            target: Any = item
            for step in parents:
                target = getattr(target, step)
            if target is not None:
                value = self.shown(spec.how, getattr(target, last))
                self.values[row_field(group, row, spec.name)] = value


#: The model's default of a yes/no/unknown fact (shown unanswered), by how its field shows it.
_TRI_DEFAULTS: dict[str, bool | None] = {"tri": None, "tri_no": False, "tri_yes": True}
#: How a row field shows a number, a ticked box and a date.
_SHOWN_IN_ROWS: dict[str, Callable[[Any], str]] = {
    "number": _num_text,
    "flag": _on,
    "date": shown_day,
}


def from_incident(incident: Incident) -> FormState:
    """The form filled in with ``incident``: its facts in the fields, the rest carried."""
    rows = _Rows(incident)
    rows.sources_and_players()
    rows.sequence()
    rows.positions()
    for group in TABLE_GROUPS:
        for i in range(len(getattr(incident, group))):
            rows.facts(group, i)
    values = {**_single_values(incident), "step": STEP_EDIT, **rows.values}
    counts = {group: max(len(getattr(incident, group)), 1) for group in GROUPS}
    state = FormState(values=values, counts=counts)
    built = to_data(state)
    original = incident.model_dump(mode="json", exclude_defaults=True)
    state.values.update(carried_fields(original, built.data, built.rows))
    return state


def player_names(state: FormState) -> list[str]:
    """Names typed under Players, for the touch and position name suggestions."""
    names = []
    for i in range(state.counts.get("players", 0)):
        name = " ".join(state.get(f"players-{i}-name").split())
        if name and name not in names:
            names.append(name)
    return names
