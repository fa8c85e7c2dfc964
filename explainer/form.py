"""The incident form: flat HTML form fields <-> incident data, and errors <-> form fields.

The form speaks a fan's language: players are named, not given ids; touches are
numbered as the form shows them; an opponent's touch may carry the deliberate-play
indicators. ``read`` takes what the browser sent (every value kept as typed),
``to_data`` turns it into incident data for the same pydantic model the engine uses,
and ``errors_for`` maps each model error path (``sequence[2].by``) back to the id of
the form field (``sequence-2-by``) where the GOV.UK error pattern shows it.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from explainer.errors import FieldError
from rules import Incident
from rules.incident import OBJECTS

#: Repeating groups of rows, their fields, and how many rows the form allows.
GROUPS: dict[str, tuple[str, ...]] = {
    "sources": ("publisher", "headline", "url", "date"),
    "players": ("name", "number", "team", "goalkeeper"),
    "sequence": (
        "by",
        "action",
        "direction",
        "classification",
        "ind-travelled_from_distance_clear_view",
        "ind-not_moving_quickly",
        "ind-direction_not_unexpected",
        "ind-time_to_coordinate",
        "ind-on_the_ground",
        "ind-had_control",
        "note",
    ),
    "positions": (
        "player",
        "at",
        "method",
        "half",
        "ball",
        "second_last",
        "second_last_player",
        "margin_cm",
        "beyond-head",
        "beyond-shoulder",
        "beyond-torso",
        "beyond-leg",
        "beyond-knee",
        "beyond-foot",
        "beyond-arm",
        "beyond-hand",
        "attacker_m",
        "ball_m",
        "opp-0-name",
        "opp-0-m",
        "opp-1-name",
        "opp-1-m",
        "opp-2-name",
        "opp-2-m",
    ),
    "involvements": ("player", "after", "kind", "opponent"),
}
MAX_ROWS = {"sources": 8, "players": 40, "sequence": 40, "positions": 40, "involvements": 20}
#: Rows a blank form starts with.
BLANK_ROWS = {"sources": 1, "players": 4, "sequence": 2, "positions": 1, "involvements": 1}
#: Fields that are not in a repeating group.
SINGLE = (
    "title",
    "match-competition",
    "match-home",
    "match-away",
    "match-date",
    "match-minute",
    "match-added_time",
    "edition",
    "start-kind",
    "outcome",
    "unlisted_positions",
    "officials-on_field",
    "officials-delayed_flag",
    "officials-var_checked",
    "officials-review",
    "officials-restarted_before_check",
    "officials-final",
)
INDICATORS = (
    "travelled_from_distance_clear_view",
    "not_moving_quickly",
    "direction_not_unexpected",
    "time_to_coordinate",
    "on_the_ground",
    "had_control",
)
BODY_PARTS = ("head", "shoulder", "torso", "leg", "knee", "foot", "arm", "hand")
OPPONENT_SLOTS = 3
MAX_VALUE_CHARS = 2000

#: How the form names the things other than players that the ball can hit.
OBJECT_WORDS = {
    "goalpost": ("the goalpost", "goalpost", "post", "the post"),
    "crossbar": ("the crossbar", "crossbar", "bar", "the bar"),
    "referee": ("the referee", "referee"),
    "assistant_referee": ("an assistant referee", "assistant referee", "the assistant referee"),
    "official": ("a match official", "match official", "official"),
}

_ROW_KEY = re.compile(r"^(sources|players|sequence|positions|involvements)-(\d{1,3})-(.+)$")


@dataclass
class FormState:
    """What the form shows: every value as typed, rows per group, and errors by field id."""

    values: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=lambda: dict(BLANK_ROWS))
    errors: dict[str, str] = field(default_factory=dict)
    #: Errors in the order the summary lists them: (field id or "", message).
    summary: list[tuple[str, str]] = field(default_factory=list)

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

    def field_ids(self) -> set[str]:
        ids = set(SINGLE)
        for group, names in GROUPS.items():
            for i in range(self.counts.get(group, 0)):
                ids.update(f"{group}-{i}-{name}" for name in names)
        return ids


# --- reading what the browser sent ----------------------------------------------------------


def read(form: Mapping[str, str]) -> FormState:
    """Keep every known field exactly as typed (within size limits); ignore anything else."""
    state = FormState(counts={g: 0 for g in GROUPS})
    for key in form:
        value = str(form.get(key, ""))[:MAX_VALUE_CHARS]
        row = _ROW_KEY.match(key)
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
    """Remove row ``index`` of ``group``, moving the rows after it up by one."""
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
    return True


# --- form -> incident data -------------------------------------------------------------------


@dataclass
class Converted:
    """Incident data built from the form, the form errors found on the way, and the row maps."""

    data: dict[str, Any]
    #: For each group, the form row index of each item in the data (model index -> row).
    rows: dict[str, list[int]]
    problems: list[tuple[str, str]]


def slug(name: str) -> str:
    """A player id from a name: 'Ivan Perišić' -> 'ivan-perisic'."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:36]


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _row_is_blank(state: FormState, group: str, i: int) -> bool:
    return all(not state.get(f"{group}-{i}-{n}").strip() for n in GROUPS[group])


_TRI: dict[str, bool | str] = {"yes": True, "no": False, "unknown": "unknown"}


def _tri(value: str) -> bool | str | None:
    return _TRI.get(value.strip())


def _number(value: str) -> str:
    return value.strip().replace(",", ".")


_DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y", "%d-%m-%Y", "%d %B %Y", "%d %b %Y")


def _date(value: str) -> str:
    """Dates as people type them (26/10/2022, 26 October 2022) in ISO form; else as typed."""
    text = " ".join(value.split())
    for fmt in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).date().isoformat()
        except ValueError:
            continue
    return text


def to_data(state: FormState) -> Converted:
    """Build incident data from the form. Problems the model cannot name are returned too."""
    v = state.get
    problems: list[tuple[str, str]] = []
    rows: dict[str, list[int]] = {
        g: [i for i in range(state.counts.get(g, 0)) if not _row_is_blank(state, g, i)]
        for g in GROUPS
    }
    data: dict[str, Any] = {}

    def put(target: dict[str, Any], key: str, value: Any) -> None:
        if value is None or (isinstance(value, str) and not value.strip()):
            return
        target[key] = value.strip() if isinstance(value, str) else value

    put(data, "title", v("title"))
    match: dict[str, Any] = {}
    for name in ("competition", "home", "away"):
        put(match, name, v(f"match-{name}"))
    put(match, "date", _date(v("match-date")))
    put(match, "minute", _number(v("match-minute")))
    put(match, "added_time", _number(v("match-added_time")))
    data["match"] = match
    put(data, "edition", v("edition"))

    sources = []
    for n, i in enumerate(rows["sources"]):
        src: dict[str, Any] = {"id": f"s{n + 1}"}
        for name in ("publisher", "headline", "url"):
            put(src, name, v(f"sources-{i}-{name}"))
        put(src, "date", _date(v(f"sources-{i}-date")))
        sources.append(src)
    data["sources"] = sources

    # Players: ids come from names, so the rest of the form can refer to them by name.
    players = []
    by_name: dict[str, str] = {}
    by_last: dict[str, list[str]] = {}
    teams: dict[str, str] = {}
    used: set[str] = set(OBJECTS)
    for n, i in enumerate(rows["players"]):
        name = " ".join(v(f"players-{i}-name").split())
        base = slug(name) or f"player-{n + 1}"
        ident, k = base, 2
        while ident in used:
            ident, k = f"{base}-{k}", k + 1
        used.add(ident)
        player: dict[str, Any] = {"id": ident}
        put(player, "name", name)
        put(player, "number", _number(v(f"players-{i}-number")))
        put(player, "team", v(f"players-{i}-team"))
        if v(f"players-{i}-goalkeeper"):
            player["goalkeeper"] = True
        players.append(player)
        if name:
            if _norm(name) in by_name:
                problems.append(
                    (
                        f"players-{i}-name",
                        f"Two players are called {name}: tell them apart, for example "
                        "by adding a first name",
                    )
                )
            by_name.setdefault(_norm(name), ident)
            by_last.setdefault(_norm(name.split()[-1]), []).append(ident)
            teams[ident] = player.get("team", "")
    data["players"] = players

    def resolve(field_id: str, text: str, objects: bool = False, team: str = "") -> str | None:
        """The id of the player (or object) named ``text``; a problem if there is none."""
        key = _norm(text)
        if not key:
            return None
        if objects:
            for obj, words in OBJECT_WORDS.items():
                if key in words or key == obj:
                    return obj
        found = by_name.get(key)
        if found is None and len(by_last.get(key, [])) == 1:
            found = by_last[key][0]
        if found is None:
            problems.append(
                (
                    field_id,
                    f"There is no player called {text.strip()} under Players: add them "
                    "there, or check the spelling",
                )
            )
            return "unknown-player"
        if team and teams.get(found) and teams[found] != team:
            side = "attacking" if team == "attacking" else "defending"
            problems.append((field_id, f"{text.strip()} is not on the {side} team"))
        return found

    data["start"] = {"kind": v("start-kind").strip()} if v("start-kind").strip() else {}

    # Touches are numbered as the form shows them (row + 1); blank rows are skipped.
    touch_number = {i + 1: n + 1 for n, i in enumerate(rows["sequence"])}

    def touch(field_id: str, text: str) -> int | str | None:
        raw = text.strip()
        if not raw:
            return None
        if not raw.isdigit() or len(raw) > 3:
            problems.append((field_id, "Enter the number of the touch, like 2"))
            return raw
        number = int(raw)
        if number not in touch_number:
            problems.append((field_id, f"There is no touch {number} in the sequence"))
            return 1
        return touch_number[number]

    sequence = []
    for i in rows["sequence"]:
        contact: dict[str, Any] = {}
        put(contact, "by", resolve(f"sequence-{i}-by", v(f"sequence-{i}-by"), objects=True))
        for name in ("action", "direction", "classification", "note"):
            put(contact, name, v(f"sequence-{i}-{name}"))
        indicators = {
            name: _tri(v(f"sequence-{i}-ind-{name}"))
            for name in INDICATORS
            if _tri(v(f"sequence-{i}-ind-{name}")) is not None
        }
        if indicators:
            contact["indicators"] = indicators
        sequence.append(contact)
    data["sequence"] = sequence

    positions = []
    for i in rows["positions"]:
        p = f"positions-{i}-"
        pos: dict[str, Any] = {}
        put(pos, "player", resolve(p + "player", v(p + "player"), team="attacking"))
        put(pos, "at", touch(p + "at", v(p + "at")))
        where: dict[str, Any]
        if v(p + "method") == "distances":
            where = {"kind": "distances"}
            put(where, "attacker_m", _number(v(p + "attacker_m")))
            put(where, "ball_m", _number(v(p + "ball_m")))
            opponents: dict[str, Any] = {}
            for k in range(OPPONENT_SLOTS):
                name, metres = v(f"{p}opp-{k}-name"), _number(v(f"{p}opp-{k}-m"))
                if not name.strip() and not metres:
                    continue
                if not name.strip():
                    problems.append((f"{p}opp-{k}-name", "Enter the opponent's name"))
                    continue
                opponent = resolve(f"{p}opp-{k}-name", name, team="defending")
                if not metres:
                    problems.append(
                        (f"{p}opp-{k}-m", f"Enter how far {name.strip()} was from the goal line")
                    )
                    continue
                opponents[opponent or ""] = metres
            where["opponents_m"] = opponents
        else:
            where = {"kind": "qualitative"}
            for name in ("half", "ball", "second_last"):
                put(where, name, v(p + name))
            put(
                where,
                "second_last_player",
                resolve(p + "second_last_player", v(p + "second_last_player"), team="defending"),
            )
            put(where, "margin_cm", _number(v(p + "margin_cm")))
            parts = [part for part in BODY_PARTS if v(f"{p}beyond-{part}")]
            if parts:
                where["parts_beyond"] = parts
        pos["where"] = where
        positions.append(pos)
    data["positions"] = positions

    involvements = []
    for i in rows["involvements"]:
        p = f"involvements-{i}-"
        inv: dict[str, Any] = {}
        put(inv, "player", resolve(p + "player", v(p + "player"), team="attacking"))
        put(inv, "after", touch(p + "after", v(p + "after")))
        put(inv, "kind", v(p + "kind"))
        put(inv, "opponent", resolve(p + "opponent", v(p + "opponent"), team="defending"))
        involvements.append(inv)
    data["involvements"] = involvements

    put(data, "outcome", v("outcome"))
    put(data, "unlisted_positions", v("unlisted_positions"))

    officials: dict[str, Any] = {}
    for name in ("on_field", "review", "final"):
        put(officials, name, v(f"officials-{name}"))
    for name in ("delayed_flag", "var_checked", "restarted_before_check"):
        put(officials, name, _tri(v(f"officials-{name}")))
    if officials:
        data["officials"] = officials
    return Converted(data, rows, problems)


# --- model errors -> form fields ---------------------------------------------------------------

_TOKEN = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


def _tokens(path: str) -> list[str | int]:
    out: list[str | int] = []
    for index, name in _TOKEN.findall(path):
        out.append(int(index) if index else name)
    return out


def field_for(path: str, converted: Converted, state: FormState) -> str | None:
    """The form field id for a model error path, or None when no one field fits."""
    parts = _tokens(path)
    if not parts:
        return None
    head, ids = parts[0], state.field_ids()
    candidates: list[str] = []
    if head in GROUPS:
        group = str(head)
        first = f"{group}-0-{GROUPS[group][0]}"
        if len(parts) < 2 or not isinstance(parts[1], int):
            return first if first in ids else None
        rows = converted.rows[group]
        if parts[1] >= len(rows):
            return first if first in ids else None
        row = rows[parts[1]]
        rest = [p for p in parts[2:] if p != "where"]
        prefix = f"{group}-{row}-"
        name = str(rest[0]) if rest else ""
        if group == "players" and name == "id":
            name = "name"
        elif group == "sources" and name == "id":
            name = "publisher"
        elif group == "sequence" and name == "indicators":
            name = f"ind-{rest[1]}" if len(rest) > 1 else "classification"
        elif group == "positions" and name == "opponents_m":
            name = "opp-0-name"
            if len(rest) > 1:
                for k in range(OPPONENT_SLOTS):
                    typed = state.get(f"{prefix}opp-{k}-name")
                    if typed and slug(typed) == str(rest[1]):
                        name = f"opp-{k}-name"
        elif group == "positions" and name == "parts_beyond":
            name = "beyond-head"
        elif group == "positions" and name == "kind":
            name = "method"
        candidates += [prefix + name, prefix + GROUPS[group][0]]
    elif head == "start":
        candidates.append("start-kind")
    elif head in ("match", "officials") and len(parts) > 1:
        candidates.append(f"{head}-{parts[1]}")
        if head == "officials":
            candidates.append("officials-on_field")
    elif head in ("title", "edition", "outcome", "unlisted_positions"):
        candidates.append(str(head))
    return next((c for c in candidates if c in ids), None)


#: Words for each field, used in error messages ("Enter the home team").
_WHAT = {
    "title": "a headline for the incident",
    "match-competition": "the competition",
    "match-home": "the home team",
    "match-away": "the away team",
    "match-date": "the date of the match",
    "match-minute": "the minute",
    "match-added_time": "the added time",
    "edition": "the edition of the Laws",
    "start-kind": "how play started",
    "outcome": "how the move ended",
    "unlisted_positions": "what to assume about attackers whose position is not given",
    "officials-on_field": "the decision on the field",
    "officials-final": "the final decision",
    "officials-review": "the kind of review",
    "sources-publisher": "the publisher",
    "sources-headline": "the headline of the article",
    "sources-url": "the web address of the article",
    "sources-date": "the date of the article",
    "players-name": "the player's name",
    "players-number": "the shirt number",
    "players-team": "the player's team",
    "sequence-by": "who touched the ball",
    "sequence-action": "what they did with the ball",
    "sequence-classification": "how the opponent's touch was judged",
    "positions-player": "the attacker",
    "positions-at": "the touch number",
    "positions-half": "which half the attacker was in",
    "positions-ball": "where the attacker was compared with the ball",
    "positions-second_last": "where the attacker was compared with the second-last opponent",
    "positions-margin_cm": "the margin in centimetres",
    "positions-attacker_m": "the attacker's distance from the goal line",
    "positions-ball_m": "the ball's distance from the goal line",
    "positions-opp-0-name": "the opponents and their distances",
    "involvements-player": "the attacker",
    "involvements-after": "the touch number",
    "involvements-kind": "what the attacker did",
}
_CHOICE = (
    "edition",
    "start-kind",
    "outcome",
    "unlisted_positions",
    "officials-",
    "players-team",
    "sequence-action",
    "sequence-direction",
    "sequence-classification",
    "positions-half",
    "positions-ball",
    "positions-second_last",
    "involvements-kind",
    "positions-method",
)
_AT_LEAST_ONE = {
    "players": "Add at least one player, with their name and team",
    "sequence": "Add at least one touch of the ball",
}
_ROW_LABEL = {
    "sources": "Source {n}",
    "players": "Player {n}",
    "sequence": "Touch {n}",
    "positions": "Position {n}",
    "involvements": "Involvement {n}",
}


def _generic(field_id: str) -> str:
    row = _ROW_KEY.match(field_id)
    return f"{row.group(1)}-{row.group(3)}" if row else field_id


def _prefix(field_id: str) -> str:
    row = _ROW_KEY.match(field_id)
    if row is None:
        return ""
    return _ROW_LABEL[row.group(1)].format(n=int(row.group(2)) + 1) + ": "


def friendly(field_id: str | None, path: str, message: str) -> str:
    """A message a person can act on, in the GOV.UK style ("Enter the home team")."""
    if field_id is None:
        return f"{path}: {message}" if path else message
    generic = _generic(field_id)
    if re.search(r"at least 1 item", message):
        group = generic.split("-", 1)[0]
        return _AT_LEAST_ONE.get(group, message[:1].upper() + message[1:])
    what = _WHAT.get(generic, _WHAT.get(field_id, "a value"))
    prefix = _prefix(field_id)
    choice = any(generic.startswith(c) for c in _CHOICE)
    low = message.lower()
    text: str
    if low == "this field is required" or "at least 1 character" in low:
        text = f"{'Choose' if choice else 'Enter'} {what}"
    elif low.startswith("input should be") and ("'" in message) and choice:
        text = f"Choose {what} from the list"
    elif "valid integer" in low:
        text = f"Enter {what} as a whole number"
    elif "valid number" in low:
        text = f"Enter {what} as a number, like 12.5"
    elif "valid date" in low:
        text = f"Enter {what} as a real date, like 26/10/2022"
    elif "valid url" in low:
        text = "Enter the full web address of the article, starting with https://"
    elif m := re.search(r"greater than or equal to (-?[\d.]+)", low):
        text = f"Enter {what} of {_num(m.group(1))} or more"
    elif m := re.search(r"greater than (-?[\d.]+)", low):
        text = f"Enter {what} of more than {_num(m.group(1))}"
    elif m := re.search(r"less than or equal to (-?[\d.]+)", low):
        text = f"Enter {what} of {_num(m.group(1))} or less"
    elif m := re.search(r"at most (\d+) characters", low):
        text = f"Shorten {what} to {m.group(1)} characters or fewer"
    elif m := re.search(r"at most (\d+) items", low):
        text = f"Give at most {m.group(1)} of these"
    else:
        text = message[:1].upper() + message[1:]
    return prefix + text


def _num(text: str) -> str:
    return f"{float(text):g}"


def validate(state: FormState) -> Incident | None:
    """Validate the form with the engine's model. On failure, fill ``state.errors``."""
    from explainer.loading import InputError
    from explainer.service import parse_incident

    converted = to_data(state)
    found: list[FieldError] = []
    incident: Incident | None = None
    try:
        incident = parse_incident(converted.data)
    except InputError as exc:
        found = exc.errors
    # The form's own problems first (they name what the person typed), then the model's.
    for problem_id, message in converted.problems:
        state.add_error(problem_id, _prefix(problem_id) + message)
    for err in found:
        field_id = field_for(err.path, converted, state)
        state.add_error(field_id, friendly(field_id, err.path, err.message))
    if state.summary:
        _sort_summary(state)
        return None
    return incident


def _sort_summary(state: FormState) -> None:
    """List errors in the order the fields appear on the page."""
    order = {name: n for n, name in enumerate(field_order(state))}
    state.summary.sort(key=lambda item: order.get(item[0], -1 if not item[0] else 10**6))


def field_order(state: FormState) -> Iterable[str]:
    yield "title"
    yield from (f for f in SINGLE if f.startswith("match-"))
    yield "edition"
    for group in ("sources", "players"):
        for i in range(state.counts.get(group, 0)):
            yield from (f"{group}-{i}-{n}" for n in GROUPS[group])
    yield "start-kind"
    for i in range(state.counts.get("sequence", 0)):
        yield from (f"sequence-{i}-{n}" for n in GROUPS["sequence"])
    yield "outcome"
    for group in ("positions", "involvements"):
        for i in range(state.counts.get(group, 0)):
            yield from (f"{group}-{i}-{n}" for n in GROUPS[group])
    yield "unlisted_positions"
    yield from (f for f in SINGLE if f.startswith("officials-"))


# --- incident -> form (to start from a casebook incident or a saved one) -----------------------


def from_incident(incident: Incident) -> FormState:
    """The form filled in with ``incident``'s facts (those the form can show)."""
    values: dict[str, str] = {}
    names = {p.id: p.name for p in incident.players}

    def name_of(ident: str | None) -> str:
        if ident is None:
            return ""
        if ident in OBJECTS:
            return OBJECT_WORDS[ident][0]
        return names.get(ident, ident)

    def tri(value: bool | str | None) -> str:
        if value is None:
            return ""
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)

    m = incident.match
    values.update(
        {
            "title": incident.title or "",
            "match-competition": m.competition,
            "match-home": m.home,
            "match-away": m.away,
            "match-date": m.date.strftime("%d/%m/%Y"),
            "match-minute": str(m.minute),
            "match-added_time": "" if m.added_time is None else str(m.added_time),
            "edition": incident.edition or "",
            "start-kind": incident.start.kind,
            "outcome": incident.outcome,
            "unlisted_positions": incident.unlisted_positions,
        }
    )
    for i, s in enumerate(incident.sources):
        values[f"sources-{i}-publisher"] = s.publisher
        values[f"sources-{i}-headline"] = s.headline
        values[f"sources-{i}-url"] = str(s.url)
        values[f"sources-{i}-date"] = s.date.strftime("%d/%m/%Y") if s.date else ""
    for i, player in enumerate(incident.players):
        values[f"players-{i}-name"] = player.name
        values[f"players-{i}-number"] = "" if player.number is None else str(player.number)
        values[f"players-{i}-team"] = player.team
        values[f"players-{i}-goalkeeper"] = "on" if player.goalkeeper else ""
    for i, c in enumerate(incident.sequence):
        values[f"sequence-{i}-by"] = name_of(c.by)
        values[f"sequence-{i}-action"] = c.action
        values[f"sequence-{i}-direction"] = c.direction or ""
        values[f"sequence-{i}-classification"] = c.classification or ""
        values[f"sequence-{i}-note"] = c.note or ""
        if c.indicators is not None:
            for name in INDICATORS:
                values[f"sequence-{i}-ind-{name}"] = tri(getattr(c.indicators, name))
    for i, pos in enumerate(incident.positions):
        p = f"positions-{i}-"
        values[p + "player"] = name_of(pos.player)
        values[p + "at"] = str(pos.at)
        w = pos.where
        if w.kind == "distances":
            values[p + "method"] = "distances"
            values[p + "attacker_m"] = f"{w.attacker_m:g}"
            values[p + "ball_m"] = f"{w.ball_m:g}"
            for k, (ident, metres) in enumerate(list(w.opponents_m.items())[:OPPONENT_SLOTS]):
                values[f"{p}opp-{k}-name"] = name_of(ident)
                values[f"{p}opp-{k}-m"] = f"{metres:g}"
        else:
            values[p + "method"] = "qualitative"
            values[p + "half"] = w.half
            values[p + "ball"] = w.ball
            values[p + "second_last"] = w.second_last
            values[p + "second_last_player"] = name_of(w.second_last_player)
            values[p + "margin_cm"] = "" if w.margin_cm is None else f"{w.margin_cm:g}"
            for part in w.parts_beyond or ():
                values[f"{p}beyond-{part}"] = "on"
    for i, inv in enumerate(incident.involvements):
        p = f"involvements-{i}-"
        values[p + "player"] = name_of(inv.player)
        values[p + "after"] = str(inv.after)
        values[p + "kind"] = inv.kind
        values[p + "opponent"] = name_of(inv.opponent)
    if incident.officials is not None:
        o = incident.officials
        values["officials-on_field"] = o.on_field
        values["officials-review"] = o.review
        values["officials-final"] = o.final
        values["officials-delayed_flag"] = tri(o.delayed_flag)
        values["officials-var_checked"] = tri(o.var_checked)
        values["officials-restarted_before_check"] = tri(o.restarted_before_check)
    counts = {
        "sources": max(len(incident.sources), 1),
        "players": max(len(incident.players), 1),
        "sequence": max(len(incident.sequence), 1),
        "positions": max(len(incident.positions), 1),
        "involvements": max(len(incident.involvements), 1),
    }
    return FormState(values=values, counts=counts)


def player_names(state: FormState) -> list[str]:
    """Names typed under Players, for the touch and position name suggestions."""
    names = []
    for i in range(state.counts.get("players", 0)):
        name = " ".join(state.get(f"players-{i}-name").split())
        if name and name not in names:
            names.append(name)
    return names
