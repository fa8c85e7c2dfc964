"""Where the page shows each field: the short path first, then what the decision depends
on, then everything else folded in closed sections that open when they hold a value or an
error (or a question the form asks).

The short path: what happened in a sentence, the date of the match (it picks the edition
of the Laws), the players (name, team, goalkeeper), the touches (who and what they did;
how an opponent's touch counts, with the 2022 indicators, only where the touch asks for
it), how the move ended and what the officials decided. A row's other fields (a player's
shirt number, a touch's direction or note) sit in the folded "More about the players"
and "More about the touches", one entry per row.

``field_order`` (the error summary's order) and the templates follow ``PARTS``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from explainer.form.fieldmap import INDICATORS
from explainer.form.fields import (
    DEFAULTS,
    DROP,
    GROUPS,
    HIDDEN,
    ROW_KEY,
    SINGLE,
    STEP_NEW,
    UNSAID_ACTIONS,
    generic,
)
from explainer.form.names import norm
from explainer.form.state import FormState, row_is_blank
from explainer.openapi import InterviewQuestion


@dataclass
class Asked:
    """What "Continue" shows (explainer.form.questions.ask): the questions to answer now,
    whether the outcome is settled, and (when it is not) the questions declined that it
    still turns on, in words."""

    questions: list[InterviewQuestion] = field(default_factory=list)
    settled: bool = False
    pending: list[str] = field(default_factory=list)


#: The folded sections after the short path, in page order.
FOLDED = (
    "match",
    "start",
    "sources",
    "players",
    "touches",
    "positions",
    "involvements",
    "fouls",
    "off_field",
    "officials",
    "measurements",
    "competition",
    "notes",
)
#: The fields of a touch row that stay with the short path (the rest are "touches").
_SHORT_TOUCH = ("by", "action", "classification", *(f"ind-{n}" for n in INDICATORS))
#: The fields of a player row on the short path (the rest are "players").
_SHORT_PLAYER = ("name", "team", "goalkeeper")
#: The part of the page of each field that is not in a row.
_SINGLE_PART = {
    "title": "short",
    "match-date": "short",
    "outcome": "short",
    "officials-on_field": "short",
    "officials-final": "short",
    "out_over": "officials",
    "edition": "match",
    "unlisted_positions": "positions",
    "unlisted_involvements": "involvements",
    "unlisted_fouls": "fouls",
    "notes": "notes",
    DROP: "kept",
}
_PREFIX_PART = (
    ("match-", "match"),
    ("start-", "start"),
    ("officials-", "officials"),
    ("competition-", "competition"),
)


def part_of(field_id: str) -> str:
    """The part of the page a field is in: "short", a folded section, or "kept"."""
    row = ROW_KEY.match(field_id)
    if row is None:
        if field_id in _SINGLE_PART:
            return _SINGLE_PART[field_id]
        return next((part for prefix, part in _PREFIX_PART if field_id.startswith(prefix)), "")
    group, name = row.group(1), row.group(3)
    if group == "players":
        return "short" if name in _SHORT_PLAYER else "players"
    if group == "sequence":
        return "short" if name in _SHORT_TOUCH else "touches"
    return group


def _hidden(field_id: str) -> bool:
    """A hidden field: carried facts, the step, a row's id or marker."""
    row = ROW_KEY.match(field_id)
    return row.group(3) in HIDDEN if row else field_id in ("extra", "step", "declined")


def holds_value(state: FormState, field_id: str) -> bool:
    """Something typed or chosen that is not what the page pre-selects."""
    value = state.get(field_id).strip()
    return bool(value) and value != DEFAULTS.get(generic(field_id))


@dataclass
class Layout:
    """What the page shows where, for one render of the form."""

    #: The first button's operation: "continue" (ask what the decision depends on) for a
    #: new incident, "explain" once asked or for one filled in from a saved incident.
    primary: str
    #: The positions are shown after the short path (they hold something, or were asked).
    positions_up: bool
    #: The folded sections that open (they hold a value, an error or a question).
    open: set[str] = field(default_factory=set)
    #: For each touch row: (shown, open) of how an opponent's touch counts.
    classify: dict[int, tuple[bool, bool]] = field(default_factory=dict)
    #: After "Continue": the interview's questions to answer now (even when there are
    #: none), whether the outcome is settled, and what it still turns on.
    asked: Asked | None = None
    after_continue: bool = False


def _teams(state: FormState) -> dict[str, str]:
    """Each listed player's team, by name as compared (last names too, when unique)."""
    teams: dict[str, str] = {}
    last: dict[str, list[str]] = {}
    for i in range(state.counts.get("players", 0)):
        name = norm(state.get(f"players-{i}-name"))
        if name:
            team = state.get(f"players-{i}-team") or DEFAULTS["players-team"]
            teams.setdefault(name, team)
            last.setdefault(name.split()[-1], []).append(team)
    for name, found in last.items():
        if len(found) == 1:
            teams.setdefault(name, found[0])
    return teams


def _classify(state: FormState, i: int, teams: dict[str, str]) -> tuple[bool, bool]:
    """Whether touch row ``i`` shows how an opponent's touch counts, and opens it."""
    p = f"sequence-{i}-"
    names = ["classification", *(f"ind-{n}" for n in INDICATORS)]
    given = any(state.get(p + n) for n in names)
    flagged = any(p + n in state.errors for n in names)
    action = state.get(p + "action")
    team = teams.get(norm(state.get(p + "by")), "")
    asks = action == "deliberate_play" and team != "attacking"
    asks = asks or (team == "defending" and action in UNSAID_ACTIONS)
    return (given or flagged or asks, given or flagged)


def layout(state: FormState, asked: Asked | None = None) -> Layout:
    """Where this render of the form shows what (``asked``: after "Continue")."""
    step = state.get("step")
    rows = state.counts.get("positions", 0)
    # After "Continue" the questions take that place, and the positions their answers
    # wrote stay in their own (open) section.
    positions_up = asked is None and (
        any(
            state.get(f"positions-{i}-asked") or not row_is_blank(state, "positions", i)
            for i in range(rows)
        )
        or holds_value(state, "unlisted_positions")
        or any(part_of(f) == "positions" for f in state.errors)
    )
    shown = Layout(
        # While questions are asked, "Continue" asks what their answers lead to.
        primary="continue" if step == STEP_NEW or (asked and asked.questions) else "explain",
        positions_up=positions_up,
        asked=asked,
        after_continue=asked is not None,
    )
    for name in state.values:
        if holds_value(state, name) and not _hidden(name):
            shown.open.add(part_of(name))
    for name in state.errors:
        shown.open.add(part_of(name))
    teams = _teams(state)
    for i in range(state.counts.get("sequence", 0)):
        shown.classify[i] = _classify(state, i, teams)
    return shown


def _row_fields(state: FormState, group: str, part: str) -> Iterable[str]:
    for i in range(state.counts.get(group, 0)):
        names = [n for n in GROUPS[group] if n not in HIDDEN]
        if group == "positions" and state.get(f"positions-{i}-asked"):
            names.remove("answer")
            names.insert(0, "answer")  # a question row asks first, then "More precisely"
        yield from (f"{group}-{i}-{n}" for n in names if part_of(f"{group}-{i}-{n}") == part)


def field_order(state: FormState) -> Iterable[str]:
    """Every visible field id, in the order the page shows them."""
    shown = layout(state)

    def positions() -> Iterable[str]:
        yield from _row_fields(state, "positions", "positions")
        yield "unlisted_positions"

    yield from ("title", "match-date")
    yield from _row_fields(state, "players", "short")
    yield from _row_fields(state, "sequence", "short")
    yield from ("outcome", "officials-on_field", "officials-final")
    if shown.positions_up:
        yield from positions()
    for part in FOLDED:
        if part == "positions":
            if not shown.positions_up:
                yield from positions()
        elif part in ("players", "touches"):
            yield from _row_fields(state, "players" if part == "players" else "sequence", part)
        elif part in GROUPS:
            yield from _row_fields(state, part, part)
            yield from (f for f in SINGLE if part_of(f) == part)
        else:
            yield from (f for f in SINGLE if part_of(f) == part and f not in ("title", "outcome"))
    yield DROP
