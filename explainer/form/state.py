"""What the form shows: every value as typed, the rows of each group, and the errors.

``read`` takes what the browser sent; ``add_row`` and ``remove_row`` are the buttons that
change the number of rows of a group (a removed row's hidden fields go with it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from explainer.form.extra import count_kinds, parse_extra
from explainer.form.fields import (
    BLANK_ROWS,
    DROP,
    GROUPS,
    HIDDEN,
    MAX_ROWS,
    PRESELECTED,
    REFERENCES,
    ROW_KEY,
    SINGLE,
)

#: The kinds of carried facts, in the order the page lists them.
KEPT_KINDS = ("provenance", "disputes", "location", "opponents", "other", "unreadable")


@dataclass
class FormState:
    """What the form shows: every value as typed, rows per group, and errors by field id."""

    values: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=lambda: dict(BLANK_ROWS))
    errors: dict[str, str] = field(default_factory=dict)
    #: Errors in the order the summary lists them: (field id or "", message).
    summary: list[tuple[str, str]] = field(default_factory=list)
    #: Notes shown at a field that is not wrong (the stored spelling of a name typed).
    notes: dict[str, str] = field(default_factory=dict)
    #: Field id -> the stored spelling of a player's name typed there another way (set
    #: when the form is checked).
    spelled: dict[str, str] = field(default_factory=dict)

    def get(self, name: str) -> str:
        return self.values.get(name, "")

    def add_error(self, field_id: str | None, message: str) -> None:
        key = field_id or ""
        if key and key in self.errors:
            return
        if not key and any(m == message for _, m in self.summary):
            return
        if key:
            self.errors[key] = message
        self.summary.append((key, message))

    def extra_fields(self) -> list[str]:
        """The hidden carried-facts fields that hold something, in page order (those of
        blank rows are left out: a blank row is dropped with what it carries)."""
        found = []
        for group in GROUPS:
            for i in range(self.counts.get(group, 0)):
                name = f"{group}-{i}-extra"
                if self.get(name).strip() and not row_is_blank(self, group, i):
                    found.append(name)
        if self.get("extra").strip():
            found.append("extra")
        return found

    def kept_facts(self) -> list[tuple[str, int]]:
        """What the hidden fields carry, by kind, for the page to say (empty: nothing)."""
        counts: dict[str, int] = {}
        for name in self.extra_fields():
            value, problem = parse_extra(self.get(name))
            if problem is not None:
                counts["unreadable"] = counts.get("unreadable", 0) + 1
            else:
                count_kinds(value, counts, top=name == "extra")
        return [(kind, counts[kind]) for kind in KEPT_KINDS if counts.get(kind)]

    def field_ids(self) -> set[str]:
        ids = {name for name in SINGLE if name not in ("extra", "step", "declined", DROP)}
        if self.kept_facts():  # the page shows the checkbox exactly then
            ids.add(DROP)
        for group, names in GROUPS.items():
            for i in range(self.counts.get(group, 0)):
                ids.update(f"{group}-{i}-{name}" for name in names if name not in HIDDEN)
        return ids


#: Fields the form fills in itself in a row it made: a position it asked about
#: (``asked``). Alone they do not make the row worth keeping: an unanswered question is
#: not known, not an error. (The form never fills in a touch: a touch is what was typed.)
_FILLED_BY_THE_FORM = {"positions": ("asked", ("player", "at"))}


def row_is_blank(state: FormState, group: str, i: int) -> bool:
    """Nothing typed or chosen in the row (hidden and pre-selected fields do not count,
    nor what the form filled in itself)."""
    skip = HIDDEN + PRESELECTED.get(group, ())
    if group in _FILLED_BY_THE_FORM:
        marker, filled = _FILLED_BY_THE_FORM[group]
        if state.get(f"{group}-{i}-{marker}"):
            skip += filled
    return all(not state.get(f"{group}-{i}-{n}").strip() for n in GROUPS[group] if n not in skip)


_NEWLINES = re.compile(r"\r\n?")


def read(form: Mapping[str, str]) -> FormState:
    """Keep every known field exactly as typed, however long (the request's size limit
    bounds it; a value over a field's limit is refused, naming the limit, never cut
    short); ignore anything else."""
    state = FormState(counts={g: 0 for g in GROUPS})
    for key in form:
        # Browsers send a text area's line breaks as CR LF: they are line breaks.
        value = _NEWLINES.sub("\n", str(form.get(key, "")))
        row = ROW_KEY.match(key)
        if row is not None:
            group, index, name = row.group(1), int(row.group(2)), row.group(3)
            if name in GROUPS[group] and index < MAX_ROWS[group]:
                state.values[key] = value
                state.counts[group] = max(state.counts[group], index + 1)
        elif key in SINGLE:
            state.values[key] = value
    for group in GROUPS:
        state.counts[group] = max(state.counts[group], 1)
    return state


def add_row(state: FormState, group: str) -> int | None:
    """Add a blank row to ``group``; return its index, or None if the group is full."""
    if group not in GROUPS or state.counts[group] >= MAX_ROWS[group]:
        return None
    state.counts[group] += 1
    return state.counts[group] - 1


def remove_row(state: FormState, group: str, index: int) -> bool:
    """Remove row ``index`` of ``group``, moving the rows after it (hidden fields too) up."""
    count = state.counts.get(group, 0)
    if group not in GROUPS or not 0 <= index < count:
        return False
    for i in range(index, count):
        for name in GROUPS[group]:
            nxt = state.values.pop(f"{group}-{i + 1}-{name}", None)
            state.values.pop(f"{group}-{i}-{name}", None)
            if nxt is not None:
                state.values[f"{group}-{i}-{name}"] = nxt
    state.counts[group] = max(count - 1, 1)
    _follow_removed_row(state, group, index + 1)
    return True


def _follow_removed_row(state: FormState, group: str, removed: int) -> None:
    """Numbers that named rows of ``group`` follow the removal of row ``removed`` (as the
    form numbers it): later rows move up by one, and a number that named the removed row
    is cleared, so the form asks for it again instead of pointing at another row."""
    for other, name in REFERENCES.get(group, ()):
        for i in range(state.counts.get(other, 0)):
            key = f"{other}-{i}-{name}"
            raw = state.values.get(key, "").strip()
            if not (raw.isascii() and raw.isdigit()) or len(raw) > 3:
                continue  # not a number: the form says so when it is sent
            number = int(raw)
            if number == removed:
                state.values[key] = ""
            elif number > removed:
                state.values[key] = str(number - 1)
