"""The incident form: flat HTML form fields <-> incident data, and errors <-> form fields.

The form speaks a fan's language: players are named, not given ids; touches and
positions are numbered as the form shows them; an opponent's touch may carry the
deliberate-play indicators. ``read`` takes what the browser sent (every value kept as
typed), ``to_data`` turns it into incident data for the same pydantic model the engine
uses, and ``errors_for`` maps each model error path (``sequence[2].by``) back to the id
of the form field (``sequence-2-by``) where the GOV.UK error pattern shows it.

Nothing is lost on the way through the form. Facts it has no control for (which source
states a fact, disputes between sources, where a touch or foul happened, ...) travel in
hidden fields: one JSON object per row (``<group>-<i>-extra``, moved with its row) and
one for the rest of the incident (``extra``). ``from_incident`` finds them by comparing
the incident with what the form's own fields give back, so a fact the form does not show
is carried whatever it is. Carried facts are merged under the typed ones and checked by
the same model; ticking ``drop_extra`` leaves them out.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from explainer.errors import FieldError
from rules import Incident
from rules.incident import OBJECTS

#: Repeating groups of rows and their fields, in the order the page shows them. The last
#: fields of a row may be hidden (HIDDEN): they carry what the form cannot show.
GROUPS: dict[str, tuple[str, ...]] = {
    "sources": ("publisher", "headline", "url", "date", "id", "extra"),
    "players": ("name", "number", "team", "goalkeeper", "inside_goal", "id", "extra"),
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
        "extra",
    ),
    "positions": (
        "player",
        "at",
        "point",
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
        "extra",
    ),
    "involvements": ("player", "after", "kind", "opponent", "extra"),
    "fouls": (
        "by",
        "against",
        "after",
        "free_kick",
        "victim_was",
        "relative_to_involvement",
        "advantage_played",
        "extra",
    ),
    "off_field": (
        "player",
        "at",
        "with_permission",
        "crossed",
        "exit_point_m",
        "reset_since",
        "reentered",
        "extra",
    ),
    "measurements": (
        "position",
        "technology",
        "frame_rate_fps",
        "margin_cm",
        "attacker_speed_kmh",
        "defender_speed_kmh",
        "extra",
    ),
}
#: Hidden fields of a row: they alone do not make a row worth keeping.
HIDDEN = ("id", "extra")
#: Fields that are never blank because the page pre-selects them (a radio's default).
PRESELECTED = {"positions": ("method",)}
#: The model's own limits (an incident the model takes fits in the form; the request size
#: limits still bound what one post can carry). Sources have no limit in the model.
MAX_ROWS = {
    "sources": 20,
    "players": 60,
    "sequence": 40,
    "positions": 400,
    "involvements": 100,
    "fouls": 40,
    "off_field": 40,
    "measurements": 40,
}
#: Rows a blank form starts with.
BLANK_ROWS = {
    "sources": 1,
    "players": 4,
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
    "competition-var_in_use",
    "competition-attacking_phase",
    "competition-offside_tolerance_cm",
    "notes",
    "drop_extra",
    "extra",
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
#: A carried JSON object (one row's hidden facts, or the incident's) may be longer than a
#: typed value, but not without bound (the whole request is bounded too).
MAX_EXTRA_CHARS = 64_000
#: How deeply a carried JSON object may nest (the model's own nesting is shallow).
MAX_EXTRA_DEPTH = 12
#: The id of the checkbox that leaves the carried facts out (and of the errors about them).
DROP = "drop_extra"

#: How the form names the things other than players that the ball can hit.
OBJECT_WORDS = {
    "goalpost": ("the goalpost", "goalpost", "post", "the post"),
    "crossbar": ("the crossbar", "crossbar", "bar", "the bar"),
    "referee": ("the referee", "referee"),
    "assistant_referee": ("an assistant referee", "assistant referee", "the assistant referee"),
    "official": ("a match official", "match official", "official"),
}

_ROW_KEY = re.compile(r"^(" + "|".join(GROUPS) + r")-(\d{1,3})-(.+)$")


def _is_extra(key: str) -> bool:
    return key == "extra" or key.endswith("-extra")


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

    def extra_fields(self) -> list[str]:
        """The hidden carried-facts fields that hold something, in page order (those of
        blank rows are left out: a blank row is dropped with what it carries)."""
        found = []
        for group in GROUPS:
            for i in range(self.counts.get(group, 0)):
                name = f"{group}-{i}-extra"
                if self.get(name).strip() and not _row_is_blank(self, group, i):
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
                _count_kinds(value, counts, top=name == "extra")
        order = ("provenance", "disputes", "location", "opponents", "other", "unreadable")
        return [(kind, counts[kind]) for kind in order if counts.get(kind)]

    def field_ids(self) -> set[str]:
        ids = {name for name in SINGLE if name not in ("extra", DROP)}
        if self.kept_facts():  # the page shows the checkbox exactly then
            ids.add(DROP)
        for group, names in GROUPS.items():
            for i in range(self.counts.get(group, 0)):
                ids.update(f"{group}-{i}-{name}" for name in names if name not in HIDDEN)
        return ids


def _count_kinds(value: dict[str, Any], counts: dict[str, int], top: bool = False) -> None:
    def add(kind: str, n: int = 1) -> None:
        counts[kind] = counts.get(kind, 0) + n

    for key, item in value.items():
        if key == "provenance" and isinstance(item, list):
            add("provenance", len(item))
        elif key == "disputes" and isinstance(item, list):
            add("disputes", len(item))
        elif key == "location":
            add("location")
        elif key == "where" and isinstance(item, dict):
            for sub, inner in item.items():
                if sub == "opponents_m" and isinstance(inner, dict):
                    add("opponents", len(inner))
                else:
                    add("other")
        elif top and isinstance(item, dict):
            _count_kinds(item, counts)
        else:
            add("other")


def parse_extra(text: str) -> tuple[dict[str, Any], str | None]:
    """A carried JSON object, or ({}, why it cannot be read). A blank value is {}."""
    if not text.strip():
        return {}, None
    if len(text) > MAX_EXTRA_CHARS:
        return {}, "too_long"
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return {}, "not_json"
    if not isinstance(value, dict):
        return {}, "not_object"
    if _depth(value) > MAX_EXTRA_DEPTH:
        return {}, "too_deep"
    return value, None


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level <= MAX_EXTRA_DEPTH:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)
    return deepest


# --- reading what the browser sent ----------------------------------------------------------


_NEWLINES = re.compile(r"\r\n?")


def read(form: Mapping[str, str]) -> FormState:
    """Keep every known field exactly as typed (within size limits); ignore anything else."""
    state = FormState(counts={g: 0 for g in GROUPS})
    for key in form:
        limit = MAX_EXTRA_CHARS + 1 if _is_extra(key) else MAX_VALUE_CHARS
        # Browsers send a text area's line breaks as CR LF: they are line breaks.
        value = _NEWLINES.sub("\n", str(form.get(key, "")))[:limit]
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
    return True


# --- form -> incident data -------------------------------------------------------------------


@dataclass
class Converted:
    """Incident data built from the form, the form errors found on the way, and the row maps."""

    data: dict[str, Any]
    #: For each group, the form row index of each item in the data (model index -> row);
    #: under "inside_goal", the player row of each id in ``inside_goal``.
    rows: dict[str, list[int]]
    problems: list[tuple[str, str]]


def slug(name: str) -> str:
    """A player id from a name: 'Ivan Perišić' -> 'ivan-perisic'."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:36]


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _row_is_blank(state: FormState, group: str, i: int) -> bool:
    """Nothing typed or chosen in the row (hidden and pre-selected fields do not count)."""
    skip = HIDDEN + PRESELECTED.get(group, ())
    return all(not state.get(f"{group}-{i}-{n}").strip() for n in GROUPS[group] if n not in skip)


_TRI: dict[str, bool | str] = {"yes": True, "no": False, "unknown": "unknown"}


def _tri(value: str) -> bool | str | None:
    """yes/no/unknown as the model has them; anything else as sent (the model refuses it)."""
    text = value.strip()
    if not text:
        return None
    return _TRI.get(text, text)


def _number(value: str) -> str:
    return value.strip().replace(",", ".")


def _put(target: dict[str, Any], key: str, value: Any) -> None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return
    target[key] = value.strip() if isinstance(value, str) else value


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


def _new_id(base: str, used: set[str]) -> str:
    ident, k = base, 2
    while ident in used:
        ident, k = f"{base}-{k}", k + 1
    used.add(ident)
    return ident


def to_data(state: FormState) -> Converted:
    """Build incident data from the form. Problems the model cannot name are returned too."""
    v = state.get
    put = _put
    problems: list[tuple[str, str]] = []
    rows: dict[str, list[int]] = {
        g: [i for i in range(state.counts.get(g, 0)) if not _row_is_blank(state, g, i)]
        for g in GROUPS
    }
    data: dict[str, Any] = {}

    put(data, "title", v("title"))
    match: dict[str, Any] = {}
    for name in ("competition", "home", "away"):
        put(match, name, v(f"match-{name}"))
    put(match, "date", _date(v("match-date")))
    put(match, "minute", _number(v("match-minute")))
    put(match, "added_time", _number(v("match-added_time")))
    put(match, "pitch_length_m", _number(v("match-pitch_length_m")))
    data["match"] = match
    put(data, "edition", v("edition"))

    # Sources keep the id they came with (facts cite it); new ones are s1, s2, ...
    carried = [v(f"sources-{i}-id").strip() for i in rows["sources"]]
    used_sources = {ident for ident in carried if ident}
    sources = []
    for n, i in enumerate(rows["sources"]):
        ident = carried[n]
        if not ident:
            k = n + 1
            while f"s{k}" in used_sources:
                k += 1
            ident = f"s{k}"
            used_sources.add(ident)
        src: dict[str, Any] = {"id": ident}
        for name in ("publisher", "headline", "url"):
            put(src, name, v(f"sources-{i}-{name}"))
        put(src, "date", _date(v(f"sources-{i}-date")))
        sources.append(src)
    data["sources"] = sources

    # Players: new ids come from names, so the rest of the form can refer to them by name;
    # a player the form was filled in with keeps their id.
    carried = [v(f"players-{i}-id").strip() for i in rows["players"]]
    used: set[str] = set(OBJECTS) | {ident for ident in carried if ident}
    players = []
    by_name: dict[str, str] = {}
    by_last: dict[str, list[str]] = {}
    teams: dict[str, str] = {}
    for n, i in enumerate(rows["players"]):
        name = " ".join(v(f"players-{i}-name").split())
        ident = carried[n] or _new_id(slug(name) or f"player-{n + 1}", used)
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
        found = by_name.get(key)
        if found is None and objects:
            for obj, words in OBJECT_WORDS.items():
                if key in words or key == obj:
                    return obj
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

    inside_goal: list[str] = []
    rows["inside_goal"] = []
    for n, i in enumerate(rows["players"]):
        if v(f"players-{i}-inside_goal"):
            inside_goal.append(players[n]["id"])
            rows["inside_goal"].append(i)
            if players[n].get("team") == "defending":
                problems.append(
                    (
                        f"players-{i}-inside_goal",
                        "Only an attacker standing inside the goal matters here: untick "
                        "the box, or put them in the attacking team",
                    )
                )
    if inside_goal:
        data["inside_goal"] = inside_goal

    data["start"] = {"kind": v("start-kind").strip()} if v("start-kind").strip() else {}

    # Touches and positions are numbered as the form shows them (row + 1); blank rows are
    # skipped. Touches are numbered from 1 in the model, positions from 0.
    touch_number = {i + 1: n + 1 for n, i in enumerate(rows["sequence"])}
    position_number = {i + 1: n for n, i in enumerate(rows["positions"])}

    def numbered(field_id: str, text: str, numbers: dict[int, int], what: str) -> int | str | None:
        raw = text.strip()
        if not raw:
            return None
        if not raw.isdigit() or len(raw) > 3:
            problems.append((field_id, f"Enter the number of the {what}, like 2"))
            return raw
        number = int(raw)
        if number not in numbers:
            where = "in the sequence" if what == "touch" else "under Where the attackers were"
            problems.append((field_id, f"There is no {what} {number} {where}"))
            return 1 if what == "touch" else 0
        return numbers[number]

    def touch(field_id: str, text: str) -> int | str | None:
        return numbered(field_id, text, touch_number, "touch")

    sequence = []
    for i in rows["sequence"]:
        contact: dict[str, Any] = {}
        put(contact, "by", resolve(f"sequence-{i}-by", v(f"sequence-{i}-by"), objects=True))
        for name in ("action", "direction", "classification", "note"):
            put(contact, name, v(f"sequence-{i}-{name}"))
        indicators: dict[str, Any] = {}
        for name in INDICATORS:
            put(indicators, name, _tri(v(f"sequence-{i}-ind-{name}")))
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
        put(pos, "point", v(p + "point"))
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

    fouls = []
    for i in rows["fouls"]:
        p = f"fouls-{i}-"
        foul: dict[str, Any] = {}
        put(foul, "by", resolve(p + "by", v(p + "by")))
        put(foul, "against", resolve(p + "against", v(p + "against")))
        put(foul, "after", touch(p + "after", v(p + "after")))
        for name in ("free_kick", "victim_was", "relative_to_involvement"):
            put(foul, name, v(p + name))
        if v(p + "advantage_played"):
            foul["advantage_played"] = True
        fouls.append(foul)
    data["fouls"] = fouls

    off_field = []
    for i in rows["off_field"]:
        p = f"off_field-{i}-"
        off: dict[str, Any] = {}
        put(off, "player", resolve(p + "player", v(p + "player")))
        put(off, "at", touch(p + "at", v(p + "at")))
        put(off, "with_permission", _tri(v(p + "with_permission")))
        put(off, "crossed", v(p + "crossed"))
        put(off, "exit_point_m", _number(v(p + "exit_point_m")))
        put(off, "reset_since", _tri(v(p + "reset_since")))
        if v(p + "reentered"):
            off["reentered"] = True
        off_field.append(off)
    data["off_field"] = off_field

    put(data, "outcome", v("outcome"))
    put(data, "unlisted_positions", v("unlisted_positions"))

    officials: dict[str, Any] = {}
    for name in ("on_field", "review", "final"):
        put(officials, name, v(f"officials-{name}"))
    for name in ("delayed_flag", "var_checked", "restarted_before_check"):
        put(officials, name, _tri(v(f"officials-{name}")))
    if officials:
        data["officials"] = officials

    measurements = []
    for i in rows["measurements"]:
        p = f"measurements-{i}-"
        measured: dict[str, Any] = {}
        put(
            measured,
            "position",
            numbered(p + "position", v(p + "position"), position_number, "position"),
        )
        put(measured, "technology", v(p + "technology"))
        for name in ("frame_rate_fps", "margin_cm", "attacker_speed_kmh", "defender_speed_kmh"):
            put(measured, name, _number(v(p + name)))
        measurements.append(measured)
    data["measurements"] = measurements

    competition: dict[str, Any] = {}
    put(competition, "var_in_use", _tri(v("competition-var_in_use")))
    put(competition, "attacking_phase", v("competition-attacking_phase"))
    put(competition, "offside_tolerance_cm", _number(v("competition-offside_tolerance_cm")))
    if competition:
        data["competition_rules"] = competition
    put(data, "notes", v("notes"))

    if not v(DROP):
        _merge_carried(state, data, rows, problems)
    return Converted(data, rows, problems)


# --- the facts the form carries without showing them -----------------------------------------

_UNREADABLE = {
    "too_long": "are too long to keep",
    "not_json": "could not be read",
    "not_object": "could not be read",
    "too_deep": "are nested too deeply to keep",
    "bad_disputes": "could not be read",
}


def _unreadable(label: str, why: str) -> str:
    return (
        f"{label}: the facts kept from where you started {_UNREADABLE[why]} (the page "
        "was changed on the way). Tick \u201cLeave these facts out\u201d to go on without them"
    )


def _same_items(first: Any, second: Any) -> bool:
    """Two lists with the same items, perhaps in another order."""
    if not isinstance(first, list) or not isinstance(second, list) or len(first) != len(second):
        return False
    return sorted(json.dumps(x, sort_keys=True) for x in first) == sorted(
        json.dumps(x, sort_keys=True) for x in second
    )


def _merge(target: dict[str, Any], carried: dict[str, Any]) -> None:
    """Add carried facts under the typed ones: what the form says wins.

    A carried list with the same items as the typed one gives their order (the form lists
    ticked boxes in its own order).
    """
    for key, value in carried.items():
        if key not in target:
            target[key] = value
        elif isinstance(target[key], dict) and isinstance(value, dict):
            _merge(target[key], value)
        elif _same_items(target[key], value):
            target[key] = value


def _take_disputes(
    carried: dict[str, Any], base: str, found: list[tuple[int, int, dict[str, Any]]]
) -> bool:
    """Move carried disputes (paths relative to ``base``) to ``found``; False if malformed."""
    disputes = carried.pop("disputes", None)
    if disputes is None:
        return True
    if not isinstance(disputes, list) or not all(
        isinstance(d, dict) and isinstance(d.get("field", ""), str) for d in disputes
    ):
        return False
    for dispute in disputes:
        order = dispute.get("order")
        if not isinstance(order, int) or isinstance(order, bool):
            order = 10**6
        path = ".".join(part for part in (base, dispute.get("field", "")) if part)
        rest = {k: value for k, value in dispute.items() if k not in ("order", "field")}
        found.append((order, len(found), {"field": path, **rest}))
    return True


def _merge_carried(
    state: FormState,
    data: dict[str, Any],
    rows: dict[str, list[int]],
    problems: list[tuple[str, str]],
) -> None:
    """Merge the hidden carried facts into ``data``; unreadable ones are problems."""
    disputes: list[tuple[int, int, dict[str, Any]]] = []
    for group in GROUPS:
        for n, i in enumerate(rows[group]):
            label = _ROW_LABEL[group].format(n=i + 1)
            carried, why = parse_extra(state.get(f"{group}-{i}-extra"))
            if why is None and not _take_disputes(carried, f"{group}[{n}]", disputes):
                why = "bad_disputes"
            if why is not None:
                problems.append((DROP, _unreadable(label, why)))
                continue
            _merge(data[group][n], carried)
    carried, why = parse_extra(state.get("extra"))
    if why is None and not _take_disputes(carried, "", disputes):
        why = "bad_disputes"
    if why is not None:
        problems.append((DROP, _unreadable("The incident", why)))
        return
    if "officials" not in data:
        # The officials' fields were emptied: what cited them goes with them.
        carried.pop("officials", None)
    _merge(data, carried)
    if disputes:
        data["disputes"] = [d for _, _, d in sorted(disputes, key=lambda t: (t[0], t[1]))]


def _leftover(original: dict[str, Any], built: dict[str, Any]) -> dict[str, Any]:
    """What ``original`` has that the form's own fields did not give back (``built``)."""
    left: dict[str, Any] = {}
    for key, value in original.items():
        if key not in built:
            left[key] = value
        elif isinstance(value, dict) and isinstance(built[key], dict):
            sub = _leftover(value, built[key])
            if sub:
                left[key] = sub
        elif value != built[key] and _same_items(value, built[key]):
            left[key] = value  # the same items in another order: keep the order
    return left


_GROUP_PATH = re.compile(r"^([a-z_]+)\[(\d{1,3})\](?:\.(.+))?$")


def _carry(incident: Incident, state: FormState) -> None:
    """Put what the form cannot show of ``incident`` into its hidden fields."""
    built = to_data(state)
    original = incident.model_dump(mode="json", exclude_defaults=True)
    carried: dict[str, dict[str, Any]] = {}
    for group in GROUPS:
        rows, made = built.rows[group], built.data.get(group, [])
        for n, item in enumerate(original.get(group, [])):
            left = _leftover(item, made[rows.index(n)] if n in rows else {})
            if left:
                carried[f"{group}-{n}-extra"] = left
    rest = {k: v for k, v in original.items() if k not in GROUPS and k != "disputes"}
    top = _leftover(rest, built.data)
    # A dispute about a row travels with that row, so it follows the row when rows move.
    for order, dispute in enumerate(original.get("disputes", [])):
        row = _GROUP_PATH.match(dispute["field"])
        if row and row.group(1) in GROUPS and int(row.group(2)) < len(original[row.group(1)]):
            name = f"{row.group(1)}-{int(row.group(2))}-extra"
            relative = {**dispute, "order": order, "field": row.group(3) or ""}
            carried.setdefault(name, {}).setdefault("disputes", []).append(relative)
        else:
            top.setdefault("disputes", []).append({**dispute, "order": order})
    if top:
        carried["extra"] = top
    for name, value in carried.items():
        state.values[name] = json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# --- model errors -> form fields ---------------------------------------------------------------

_TOKEN = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


def _tokens(path: str) -> list[str | int]:
    out: list[str | int] = []
    for index, name in _TOKEN.findall(path):
        out.append(int(index) if index else name)
    return out


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
        elif group == "positions" and (name == "kind" or (not rest and "where" in parts[2:])):
            name = "method"
        if name and (name not in GROUPS[group] or name in HIDDEN):
            candidates.append(DROP)
        candidates += [prefix + name, prefix + GROUPS[group][0]]
    elif head == "start":
        if len(parts) > 1 and parts[1] != "kind":
            candidates.append(DROP)
        candidates.append("start-kind")
    elif head in ("match", "officials", "competition_rules") and len(parts) > 1:
        single = "competition" if head == "competition_rules" else str(head)
        candidates += [f"{single}-{parts[1]}", DROP]
        if head == "officials":
            candidates.append("officials-on_field")
    elif head == "inside_goal":
        checked = converted.rows.get("inside_goal", [])
        if len(parts) > 1 and isinstance(parts[1], int) and parts[1] < len(checked):
            candidates.append(f"players-{checked[parts[1]]}-inside_goal")
    elif head in ("title", "edition", "outcome", "unlisted_positions", "notes"):
        candidates.append(str(head))
    elif head == "officials":
        candidates.append("officials-on_field")
    else:
        candidates.append(DROP)
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
    "match-pitch_length_m": "the length of the pitch in metres",
    "edition": "the edition of the Laws",
    "start-kind": "how play started",
    "outcome": "how the move ended",
    "unlisted_positions": "what to assume about attackers whose position is not given",
    "officials-on_field": "the decision on the field",
    "officials-final": "the final decision",
    "officials-review": "the kind of review",
    "officials-var_checked": "whether VAR checked it",
    "officials-delayed_flag": "whether the assistant delayed the flag",
    "officials-restarted_before_check": "whether play restarted before the check ended",
    "competition-var_in_use": "whether VAR was in use",
    "competition-attacking_phase": "how the competition judges the attacking phase",
    "competition-offside_tolerance_cm": "the tolerance in centimetres",
    "notes": "the notes",
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
    "sequence-note": "the note",
    "positions-player": "the attacker",
    "positions-at": "the touch number",
    "positions-point": "which moment of the touch",
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
    "fouls-by": "who committed the foul",
    "fouls-against": "who was fouled",
    "fouls-after": "the touch number",
    "fouls-free_kick": "the kind of free kick",
    "fouls-victim_was": "what the fouled attacker was doing",
    "fouls-relative_to_involvement": "when the foul came",
    "off_field-player": "the player",
    "off_field-at": "the touch number",
    "off_field-with_permission": "whether they had the referee's permission",
    "off_field-crossed": "which line they crossed",
    "off_field-exit_point_m": "the distance from the goal line in metres",
    "off_field-reset_since": "whether play had reset",
    "measurements-position": "the position number",
    "measurements-technology": "how it was measured",
    "measurements-frame_rate_fps": "the frames per second",
    "measurements-margin_cm": "the margin in centimetres",
    "measurements-attacker_speed_kmh": "the attacker's speed in km/h",
    "measurements-defender_speed_kmh": "the defender's speed in km/h",
}
_CHOICE = (
    "edition",
    "start-kind",
    "outcome",
    "unlisted_positions",
    "officials-",
    "competition-var_in_use",
    "competition-attacking_phase",
    "players-team",
    "sequence-action",
    "sequence-direction",
    "sequence-classification",
    "sequence-ind-",
    "positions-point",
    "positions-half",
    "positions-ball",
    "positions-second_last",
    "involvements-kind",
    "positions-method",
    "fouls-free_kick",
    "fouls-victim_was",
    "fouls-relative_to_involvement",
    "off_field-with_permission",
    "off_field-crossed",
    "off_field-reset_since",
    "measurements-technology",
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
    "fouls": "Foul {n}",
    "off_field": "Player off the field {n}",
    "measurements": "Measurement {n}",
}
#: What a carried fact outside the rows belongs to, for its error message.
_PART_LABEL = {
    "match": "The match",
    "start": "How play started",
    "officials": "What the officials did",
    "disputes": "A disputed fact",
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


def _carried_message(path: str, message: str, converted: Converted) -> str:
    """The message for an error in a fact the form carries without showing it."""
    parts = _tokens(path)
    label = "The incident"
    if parts and parts[0] in GROUPS and len(parts) > 1 and isinstance(parts[1], int):
        rows = converted.rows[str(parts[0])]
        if parts[1] < len(rows):
            label = _ROW_LABEL[str(parts[0])].format(n=rows[parts[1]] + 1)
    elif parts and parts[0] in _PART_LABEL:
        label = _PART_LABEL[str(parts[0])]
    if "unknown source" in message:
        return (
            f"{label} has a kept fact that cites a source no longer listed: add the source "
            "back, or tick \u201cLeave these facts out\u201d"
        )
    return (
        f"{label}: a fact kept from where you started is not valid ({path}: {message}). "
        "Tick \u201cLeave these facts out\u201d to go on without the kept facts"
    )


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
        if field_id == DROP:
            state.add_error(DROP, _carried_message(err.path, err.message, converted))
        else:
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
    """Every visible field id, in the order the page shows them."""

    def rows(group: str) -> Iterable[str]:
        for i in range(state.counts.get(group, 0)):
            yield from (f"{group}-{i}-{n}" for n in GROUPS[group] if n not in HIDDEN)

    yield "title"
    yield from (f for f in SINGLE if f.startswith("match-"))
    yield "edition"
    yield from rows("sources")
    yield from rows("players")
    yield "start-kind"
    yield from rows("sequence")
    yield "outcome"
    yield from rows("positions")
    yield "unlisted_positions"
    yield from rows("involvements")
    yield from rows("fouls")
    yield from rows("off_field")
    yield from (f for f in SINGLE if f.startswith("officials-"))
    yield from rows("measurements")
    yield from (f for f in SINGLE if f.startswith("competition-"))
    yield "notes"
    yield DROP


# --- incident -> form (to start from a casebook incident or a saved one) -----------------------


def _num_text(value: float | None) -> str:
    """A number as the form shows it, exactly (12.0 -> "12", 0.1 -> "0.1")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def _tri_text(value: bool | str | None) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


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
            "match-pitch_length_m": _num_text(m.pitch_length_m),
            "edition": incident.edition or "",
            "start-kind": incident.start.kind,
            "outcome": incident.outcome,
            "unlisted_positions": incident.unlisted_positions,
            "notes": incident.notes or "",
        }
    )
    for i, s in enumerate(incident.sources):
        values[f"sources-{i}-id"] = s.id
        values[f"sources-{i}-publisher"] = s.publisher
        values[f"sources-{i}-headline"] = s.headline
        values[f"sources-{i}-url"] = str(s.url)
        values[f"sources-{i}-date"] = s.date.strftime("%d/%m/%Y") if s.date else ""
    inside = set(incident.inside_goal)
    for i, player in enumerate(incident.players):
        values[f"players-{i}-id"] = player.id
        values[f"players-{i}-name"] = player.name
        values[f"players-{i}-number"] = "" if player.number is None else str(player.number)
        values[f"players-{i}-team"] = player.team
        values[f"players-{i}-goalkeeper"] = "on" if player.goalkeeper else ""
        values[f"players-{i}-inside_goal"] = "on" if player.id in inside else ""
    for i, c in enumerate(incident.sequence):
        values[f"sequence-{i}-by"] = name_of(c.by)
        values[f"sequence-{i}-action"] = c.action
        values[f"sequence-{i}-direction"] = c.direction or ""
        values[f"sequence-{i}-classification"] = c.classification or ""
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
            for k, (ident, metres) in enumerate(list(w.opponents_m.items())[:OPPONENT_SLOTS]):
                values[f"{p}opp-{k}-name"] = name_of(ident)
                values[f"{p}opp-{k}-m"] = _num_text(metres)
        else:
            values[p + "method"] = "qualitative"
            values[p + "half"] = w.half
            values[p + "ball"] = w.ball
            values[p + "second_last"] = w.second_last
            values[p + "second_last_player"] = name_of(w.second_last_player)
            values[p + "margin_cm"] = _num_text(w.margin_cm)
            for part in w.parts_beyond or ():
                values[f"{p}beyond-{part}"] = "on"
    for i, inv in enumerate(incident.involvements):
        p = f"involvements-{i}-"
        values[p + "player"] = name_of(inv.player)
        values[p + "after"] = str(inv.after)
        values[p + "kind"] = inv.kind
        values[p + "opponent"] = name_of(inv.opponent)
    for i, foul in enumerate(incident.fouls):
        p = f"fouls-{i}-"
        values[p + "by"] = name_of(foul.by)
        values[p + "against"] = name_of(foul.against)
        values[p + "after"] = str(foul.after)
        values[p + "free_kick"] = foul.free_kick
        values[p + "victim_was"] = foul.victim_was or ""
        values[p + "relative_to_involvement"] = foul.relative_to_involvement or ""
        values[p + "advantage_played"] = "on" if foul.advantage_played else ""
    for i, off in enumerate(incident.off_field):
        p = f"off_field-{i}-"
        values[p + "player"] = name_of(off.player)
        values[p + "at"] = str(off.at)
        values[p + "with_permission"] = _tri_text(off.with_permission)
        values[p + "crossed"] = off.crossed
        values[p + "exit_point_m"] = _num_text(off.exit_point_m)
        values[p + "reset_since"] = _tri_text(off.reset_since)
        values[p + "reentered"] = "on" if off.reentered else ""
    if incident.officials is not None:
        o = incident.officials
        values["officials-on_field"] = o.on_field
        values["officials-review"] = o.review
        values["officials-final"] = o.final
        values["officials-delayed_flag"] = _tri_text(o.delayed_flag)
        values["officials-var_checked"] = _tri_text(o.var_checked)
        values["officials-restarted_before_check"] = _tri_text(o.restarted_before_check)
    for i, measured in enumerate(incident.measurements):
        p = f"measurements-{i}-"
        values[p + "position"] = str(measured.position + 1)
        values[p + "technology"] = measured.technology
        values[p + "frame_rate_fps"] = _num_text(measured.frame_rate_fps)
        values[p + "margin_cm"] = _num_text(measured.margin_cm)
        values[p + "attacker_speed_kmh"] = _num_text(measured.attacker_speed_kmh)
        values[p + "defender_speed_kmh"] = _num_text(measured.defender_speed_kmh)
    rules = incident.competition_rules
    values["competition-var_in_use"] = _tri_text(rules.var_in_use)
    values["competition-attacking_phase"] = rules.attacking_phase
    values["competition-offside_tolerance_cm"] = (
        _num_text(rules.offside_tolerance_cm) if rules.offside_tolerance_cm else ""
    )
    counts = {group: max(len(getattr(incident, group)), 1) for group in GROUPS}
    state = FormState(values=values, counts=counts)
    _carry(incident, state)
    return state


def player_names(state: FormState) -> list[str]:
    """Names typed under Players, for the touch and position name suggestions."""
    names = []
    for i in range(state.counts.get("players", 0)):
        name = " ".join(state.get(f"players-{i}-name").split())
        if name and name not in names:
            names.append(name)
    return names
