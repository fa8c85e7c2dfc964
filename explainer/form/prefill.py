"""Incident -> form: ``from_incident`` fills the form in with an incident (a casebook one
or a saved one) to start from; what its fields cannot show is carried in hidden fields."""

from __future__ import annotations

import datetime as dt
from typing import Any

from explainer.form.carry import carried_fields
from explainer.form.convert import OFFICIALS_YES_NO, to_data
from explainer.form.fields import (
    GROUPS,
    INDICATORS,
    NOBODY_WORDS,
    OBJECT_WORDS,
    OPPONENT_SLOTS,
    ROW_FIELDS,
    STEP_EDIT,
)
from explainer.form.names import norm
from explainer.form.state import FormState
from rules import Incident
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


def _day(value: dt.date | None) -> str:
    """A date as the form shows it: the month in words, so it is never ambiguous."""
    return f"{value.day} {_MONTHS[value.month - 1]} {value.year}" if value else ""


def _opt(value: object) -> str:
    return "" if value is None else str(value)


def _on(value: bool) -> str:
    """A checkbox as the browser sends it when ticked."""
    return "on" if value else ""


def from_incident(incident: Incident) -> FormState:
    """The form filled in with ``incident``: its facts in the fields, the rest carried."""
    values: dict[str, str] = {}
    names = {p.id: p.name for p in incident.players}

    def name_of(ident: str | None) -> str:
        if ident is None:
            return ""
        if ident in OBJECTS:
            return OBJECT_WORDS[ident][0]
        return names.get(ident, ident)

    #: What the form fills in for an empty list of opponents (a word no player is called).
    taken = {norm(name) for name in names.values()}
    nobody = next((word for word in NOBODY_WORDS if word not in taken), "")

    def listed(idents: tuple[str, ...]) -> str:
        return ", ".join(name_of(i) for i in idents)

    def shown(kind: str, value: Any, name: str = "") -> str:
        """A fact of a ROW_FIELDS group as its field shows it."""
        if kind == "player":
            return name_of(value)
        if kind == "touch":
            return str(value)
        if kind == "position":
            return str(value + 1)
        if kind == "tri":
            return _tri_text(value, default=False if name == "reset_since" else None)
        if kind == "number":
            return _num_text(value)
        if kind == "flag":
            return _on(value)
        return _opt(value)

    m = incident.match
    values.update(
        {
            "title": incident.title or "",
            "match-competition": m.competition or "",
            "match-home": m.home or "",
            "match-away": m.away or "",
            "match-date": _day(m.date),
            "match-minute": _opt(m.minute),
            "match-added_time": _opt(m.added_time),
            "match-pitch_length_m": _num_text(m.pitch_length_m),
            "edition": incident.edition or "",
            "start-kind": incident.start.kind,
            "start-awarded_for": incident.start.awarded_for or "",
            "outcome": incident.outcome,
            "out_over": incident.out_over or "",
            "unlisted_positions": incident.unlisted_positions,
            "unlisted_involvements": incident.unlisted_involvements,
            "unlisted_fouls": incident.unlisted_fouls,
            "notes": incident.notes or "",
            "step": STEP_EDIT,
        }
    )
    for i, s in enumerate(incident.sources):
        values[f"sources-{i}-id"] = s.id
        values[f"sources-{i}-publisher"] = s.publisher
        values[f"sources-{i}-headline"] = s.headline
        values[f"sources-{i}-url"] = str(s.url) if s.url else ""
        values[f"sources-{i}-date"] = _day(s.date)
    inside = set(incident.inside_goal)
    for i, player in enumerate(incident.players):
        values[f"players-{i}-id"] = player.id
        values[f"players-{i}-name"] = player.name
        values[f"players-{i}-number"] = _opt(player.number)
        values[f"players-{i}-team"] = player.team
        values[f"players-{i}-goalkeeper"] = _on(player.goalkeeper)
        values[f"players-{i}-inside_goal"] = _on(player.id in inside)
    for i, c in enumerate(incident.sequence):
        values[f"sequence-{i}-by"] = name_of(c.by)
        values[f"sequence-{i}-action"] = c.action
        values[f"sequence-{i}-direction"] = c.direction or ""
        values[f"sequence-{i}-classification"] = c.classification or ""
        values[f"sequence-{i}-in_defending_penalty_area"] = _tri_text(c.in_defending_penalty_area)
        values[f"sequence-{i}-advantage_played"] = _tri_text(c.advantage_played)
        values[f"sequence-{i}-possession_to"] = c.possession_to or ""
        values[f"sequence-{i}-note"] = c.note or ""
        if c.indicators is not None:
            for name in INDICATORS:
                values[f"sequence-{i}-ind-{name}"] = _tri_text(getattr(c.indicators, name))
    for i, pos in enumerate(incident.positions):
        p = f"positions-{i}-"
        values[p + "player"] = name_of(pos.player)
        values[p + "at"] = str(pos.at)
        values[p + "point"] = pos.point
        w = pos.where
        if w.kind == "distances":
            values[p + "method"] = "distances"
            values[p + "attacker_m"] = _num_text(w.attacker_m)
            values[p + "ball_m"] = _num_text(w.ball_m)
            values[p + "attacker_rear_m"] = _num_text(w.attacker_rear_m)
            for k, (ident, metres) in enumerate(list(w.opponents_m.items())[:OPPONENT_SLOTS]):
                values[f"{p}opp-{k}-name"] = name_of(ident)
                values[f"{p}opp-{k}-m"] = _num_text(metres)
        elif w.kind == "opponents":
            values[p + "method"] = "opponents"
            values[p + "half"] = w.half
            values[p + "ball"] = w.ball
            values[p + "nearer"] = listed(w.nearer) or nobody
            values[p + "level"] = listed(w.level)
            values[p + "complete"] = _tri_text(w.complete, default=True)
            values[p + "wholly_beyond"] = _tri_text(w.wholly_beyond)
        else:
            values[p + "method"] = "qualitative"
            values[p + "half"] = w.half
            values[p + "ball"] = w.ball
            values[p + "second_last"] = w.second_last
            values[p + "second_last_player"] = name_of(w.second_last_player)
            values[p + "margin_cm"] = _num_text(w.margin_cm)
            values[p + "second_last_part"] = w.second_last_part or ""
            values[p + "wholly_beyond"] = _tri_text(w.wholly_beyond)
            for part in w.parts_beyond or ():
                values[f"{p}beyond-{part}"] = "on"
    for group, fields in ROW_FIELDS.items():
        for i, item in enumerate(getattr(incident, group)):
            for name, kind, _team in fields:
                values[f"{group}-{i}-{name}"] = shown(kind, getattr(item, name), name)
    if incident.officials is not None:
        o = incident.officials
        values["officials-on_field"] = o.on_field
        values["officials-review"] = o.review
        values["officials-final"] = o.final
        for name in OFFICIALS_YES_NO:
            # As the incident has it: a yes or a no is shown (never hidden behind the
            # unanswered option, which sends "unknown"); not known is left unanswered.
            answer = getattr(o, name)
            values[f"officials-{name}"] = "" if answer == "unknown" else _tri_text(answer)
    rules = incident.competition_rules
    values["competition-var_in_use"] = _tri_text(rules.var_in_use, default=True)
    values["competition-attacking_phase"] = rules.attacking_phase
    values["competition-offside_tolerance_cm"] = (
        _num_text(rules.offside_tolerance_cm) if rules.offside_tolerance_cm else ""
    )
    values["competition-var_corner_review"] = _tri_text(rules.var_corner_review, default=False)
    values["competition-announcements"] = rules.announcements
    if rules.early_adoption is not None:
        values["competition-early_adoption-edition"] = rules.early_adoption.edition
        values["competition-early_adoption-date"] = _day(rules.early_adoption.date)
    values["competition-offside_rule"] = rules.offside_rule or ""
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
