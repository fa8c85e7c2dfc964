"""Form -> incident data: ``to_data`` builds data for the engine's own model from the
values as typed (names read as ids, touches and positions numbered as the form shows them,
dates and decimals as people type them), with the problems only the form can name."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, get_args

from explainer.form.carry import merge_carried
from explainer.form.dates import read_date, read_minute
from explainer.form.fieldmap import (
    FIELD_OF,
    OPPONENT_SLOTS,
    RowField,
    row_facts,
    row_field,
    where_fields,
)
from explainer.form.fields import (
    ANSWERS,
    DROP,
    GROUPS,
)
from explainer.form.messages import Problem
from explainer.form.names import Roster, new_id, slug
from explainer.form.state import FormState, row_is_blank
from rules import paths
from rules.incident import OBJECTS, Classification


@dataclass
class Converted:
    """Incident data built from the form, the form errors found on the way, and the row maps."""

    data: dict[str, Any]
    #: For each group, the form row index of each item in the data (model index -> row);
    #: under "inside_goal", the player row of each id in ``inside_goal``.
    rows: dict[str, list[int]]
    #: (field id, message code, facts): see explainer/form/messages.py.
    problems: list[Problem]
    #: Field id -> the stored spelling of a player's name typed there another way.
    spelled: dict[str, str] = field(default_factory=dict)


_TRI: dict[str, bool | str] = {"yes": True, "no": False, "unknown": "unknown"}
#: The officials' yes/no facts: a select with "Not known" first, sent as "unknown" when
#: not answered.
OFFICIALS_YES_NO = ("delayed_flag", "stopped_before_goal", "var_checked", "restarted_before_check")
#: The ways an opponent's touch counts for offside: each is both an answer to "What they
#: did" and one to how the touch counts, and a touch may have only one of them.
_TOUCH_KINDS: tuple[str, ...] = get_args(Classification)
#: The parts of a position in words that a short answer gives (explainer.form.fields.ANSWERS).
ANSWER_PARTS = ("half", "ball", "second_last")


def _tri(value: str) -> bool | str | None:
    """yes/no/unknown as the model has them; anything else as sent (the model refuses it)."""
    text = value.strip()
    if not text:
        return None
    return _TRI.get(text, text)


#: A number as people type it (a decimal comma read as a point): what the form turns into a
#: number for the model, which takes numbers strictly; anything else goes as typed, for the
#: model to refuse ("9_0", "0x5A", "1e400" are not numbers here).
_DECIMAL = re.compile(r"^[-+]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})$")


def _number(value: str) -> int | float | str:
    text = value.strip().replace(",", ".")
    if not _DECIMAL.match(text):
        return text
    number = float(text)
    return int(number) if number.is_integer() else number


def _put(target: dict[str, Any], key: str, value: Any) -> None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return
    target[key] = value.strip() if isinstance(value, str) else value


class _Builder:
    """The state of one conversion: the form, its non-blank rows, players and problems."""

    def __init__(self, state: FormState) -> None:
        self.v = state.get
        self.problems: list[Problem] = []
        self.rows: dict[str, list[int]] = {
            g: [i for i in range(state.counts.get(g, 0)) if not row_is_blank(state, g, i)]
            for g in GROUPS
        }
        self.roster = Roster(self.problems)
        # Touches and positions are numbered as the form shows them (row + 1); blank rows
        # are skipped. Touches are numbered from 1 in the model, positions from 0.
        self.numbers = {
            "touch": {i + 1: n + 1 for n, i in enumerate(self.rows["sequence"])},
            "position": {i + 1: n for n, i in enumerate(self.rows["positions"])},
        }

    def single(
        self, target: dict[str, Any], path: str, read: Callable[[str], Any] | None = None
    ) -> None:
        """Put what the single field showing ``path`` holds (explainer.form.fieldmap) under
        the path's last step in ``target``: read by ``read`` from the field's id, else as
        typed."""
        field_id = FIELD_OF[path]
        _put(target, str(paths.tokens(path)[-1]), (read or self.v)(field_id))

    def tri(self, field_id: str) -> bool | str | None:
        return _tri(self.v(field_id))

    def number(self, field_id: str) -> int | float | str:
        return _number(self.v(field_id))

    def date(self, field_id: str) -> str:
        """A date as people type it, in ISO form; one whose day and month could be either
        way round is a problem that gives both readings (asked, not guessed)."""
        reading = read_date(self.v(field_id))
        if reading.either is not None:
            first, second = reading.either
            self.problems.append(
                (
                    field_id,
                    "ambiguous_date",
                    {"typed": reading.value, "first": first, "second": second},
                )
            )
        return reading.value

    def numbered(self, field_id: str, thing: str) -> int | str | None:
        """The model's number for the touch or position whose number is typed in a field."""
        raw = self.v(field_id).strip()
        if not raw:
            return None
        if not (raw.isascii() and raw.isdigit()) or len(raw) > 3:
            self.problems.append((field_id, "not_a_number", {"thing": thing}))
            return raw
        number = int(raw)
        if number not in self.numbers[thing]:
            self.problems.append((field_id, "no_such_number", {"thing": thing, "number": number}))
            return 1 if thing == "touch" else 0
        return self.numbers[thing][number]

    def sources(self) -> list[dict[str, Any]]:
        """Sources keep the id they came with (facts cite it); new ones are s1, s2, ..."""
        v = self.v
        carried = [v(f"sources-{i}-id").strip() for i in self.rows["sources"]]
        used = {ident for ident in carried if ident}
        sources = []
        for n, i in enumerate(self.rows["sources"]):
            ident = carried[n]
            if not ident:
                k = n + 1
                while f"s{k}" in used:
                    k += 1
                ident = f"s{k}"
                used.add(ident)
            src: dict[str, Any] = {"id": ident}
            self.facts(src, "sources", i, skip=("id",))
            sources.append(src)
        return sources

    def players(self) -> list[dict[str, Any]]:
        """New ids come from names, so the rest of the form can refer to them by name; a
        player the form was filled in with keeps their id."""
        v, put = self.v, _put
        carried = [v(f"players-{i}-id").strip() for i in self.rows["players"]]
        used: set[str] = set(OBJECTS) | {ident for ident in carried if ident}
        players = []
        for n, i in enumerate(self.rows["players"]):
            name = " ".join(v(f"players-{i}-name").split())
            ident = carried[n] or new_id(slug(name) or f"player-{n + 1}", used)
            player: dict[str, Any] = {"id": ident}
            put(player, "name", name)
            self.facts(player, "players", i, skip=("id", "name"))
            players.append(player)
            if name:
                self.roster.add(f"players-{i}-name", name, ident, player.get("team", ""))
        return players

    def inside_goal(self, players: list[dict[str, Any]]) -> list[str]:
        inside_goal: list[str] = []
        self.rows["inside_goal"] = []
        for n, i in enumerate(self.rows["players"]):
            if self.v(f"players-{i}-inside_goal"):
                inside_goal.append(players[n]["id"])
                self.rows["inside_goal"].append(i)
                if players[n].get("team") == "defending":
                    self.problems.append((f"players-{i}-inside_goal", "defender_inside_goal", {}))
        return inside_goal

    def sequence(self) -> list[dict[str, Any]]:
        sequence = []
        for i in self.rows["sequence"]:
            contact: dict[str, Any] = {}
            self.facts(contact, "sequence", i)
            action, kind = contact.get("action"), contact.get("classification")
            if action in _TOUCH_KINDS and kind in _TOUCH_KINDS and action != kind:
                # The explanation would rest on one answer while the form showed both.
                self.problems.append(
                    (
                        row_field("sequence", i, "classification"),
                        "touch_kind_contradiction",
                        {"action": action, "classification": kind},
                    )
                )
            sequence.append(contact)
        return sequence

    def positions(self) -> list[dict[str, Any]]:
        v = self.v
        positions = []
        for i in self.rows["positions"]:
            p = row_field("positions", i, "")
            pos: dict[str, Any] = {}
            self.facts(pos, "positions", i, skip=("where",))
            method = v(p + "method").strip()
            answer = v(p + "answer").strip()
            if answer and method not in ("", "qualitative"):
                self.problems.append((p + "answer", "answer_and_method", {}))
            kind = method if method in ("distances", "opponents") else "qualitative"
            pos["where"] = self.where(i, kind)
            positions.append(pos)
        return positions

    def where(self, row: int, kind: str) -> dict[str, Any]:
        """Where the player of position row ``row`` was, given as ``kind``: the fields of
        that kind (fieldmap.where_fields; in words, the parts the row's short answer fills
        in), and a distances one's opponents."""
        p = row_field("positions", row, "")
        where: dict[str, Any] = {"kind": kind}
        implied = self.implied(p) if kind == "qualitative" else None
        for spec in where_fields(kind):
            name = str(paths.leaf(spec.path))
            value = self.fact(spec, p + spec.name)
            if kind == "qualitative" and name in ANSWER_PARTS:
                value = self.answered(p, name, value, implied)
            if not spec.member:
                _put(where, name, value)
            elif value:
                where.setdefault(name, []).append(spec.member)
        if kind == "distances":
            where["opponents_m"] = self.opponents_m(p)
        return where

    def implied(self, p: str) -> tuple[str, str, str] | None:
        """What the short answer to the form's question about a position in words says of
        its parts (``p``: the row's field prefix), if it is one of the answers."""
        answer = self.v(p + "answer").strip()
        implied = ANSWERS.get(answer)
        if answer and implied is None:
            self.problems.append((p + "answer", "not_an_answer", {}))
        return implied

    def answered(self, p: str, name: str, typed: str, implied: tuple[str, str, str] | None) -> str:
        """A part of a position in words: as typed under "More precisely", or what the
        short answer says where that is left open; a problem when the two disagree."""
        typed = typed.strip()
        wanted = implied[ANSWER_PARTS.index(name)] if implied is not None else "unknown"
        if implied is not None and typed in ("", "unknown"):
            return wanted  # the answer fills in what "More precisely" leaves open
        if wanted != "unknown" and typed != wanted:
            self.problems.append((p + "answer", "answer_contradiction", {"part": name}))
        return typed

    def opponents_m(self, p: str) -> dict[str, Any]:
        """A position's opponents as distances from the goal line, a name and metres per
        slot (``p``: the row's field prefix)."""
        v = self.v
        opponents: dict[str, Any] = {}
        for k in range(OPPONENT_SLOTS):
            name, typed = v(f"{p}opp-{k}-name"), v(f"{p}opp-{k}-m").strip()
            metres = _number(typed)
            if not name.strip() and not typed:
                continue
            if not name.strip():
                self.problems.append((f"{p}opp-{k}-name", "opponent_name", {}))
                continue
            opponent = self.roster.resolve(f"{p}opp-{k}-name", name, team="defending")
            if not typed:
                self.problems.append((f"{p}opp-{k}-m", "opponent_distance", {"name": name.strip()}))
                continue
            opponents[opponent or ""] = metres
        return opponents

    def simple_rows(self, group: str) -> list[dict[str, Any]]:
        """The items of a group whose fields each give one fact (fieldmap.ROWS)."""
        items = []
        for i in self.rows[group]:
            item: dict[str, Any] = {}
            self.facts(item, group, i)
            items.append(item)
        return items

    def facts(self, item: dict[str, Any], group: str, row: int, skip: tuple[str, ...] = ()) -> None:
        """Put the facts row ``row`` of ``group`` shows in ``item``, as fieldmap.ROWS
        declares them (but the fields read their own way: ``skip``, names or paths)."""
        for spec in row_facts(group, skip):
            field_id = row_field(group, row, spec.name)
            *parents, last = (str(step) for step in paths.tokens(spec.path))
            value = self.fact(spec, field_id)
            if value is None or (isinstance(value, str) and not value.strip()):
                continue
            target = item
            for step in parents:
                target = target.setdefault(step, {})
            _put(target, last, value)

    def fact(self, spec: RowField, field_id: str) -> Any:
        """What a row's field holds, read as its declaration says."""
        text, how = self.v(field_id), spec.how
        if how in ("player", "object"):
            return self.roster.resolve(field_id, text, objects=how == "object", team=spec.team)
        if how in ("players", "players_or_nobody"):
            return self.roster.resolve_list(field_id, text, team=spec.team)
        if how in ("touch", "position"):
            return self.numbered(field_id, how)
        if how.startswith("tri"):
            return _tri(text)
        if how == "number":
            return _number(text)
        if how == "flag":
            return True if text else None
        if how == "date":
            return self.date(field_id)
        return text


def to_data(state: FormState) -> Converted:
    """Build incident data from the form. Problems the model cannot name are returned too."""
    build = _Builder(state)
    data: dict[str, Any] = {}

    build.single(data, "title")
    data["match"] = _match(build)
    build.single(data, "edition")
    data["sources"] = build.sources()
    data["players"] = build.players()
    inside_goal = build.inside_goal(data["players"])
    if inside_goal:
        data["inside_goal"] = inside_goal
    start: dict[str, Any] = {}
    build.single(start, "start.kind")
    build.single(start, "start.awarded_for")
    data["start"] = start
    data["sequence"] = build.sequence()
    data["positions"] = build.positions()
    for group in ("involvements", "fouls", "off_field"):
        data[group] = build.simple_rows(group)
    for path in ("outcome", "out_over", *_UNLISTED):
        build.single(data, path)
    officials = _officials(build)
    if officials:
        data["officials"] = officials
    data["measurements"] = build.simple_rows("measurements")
    competition = _competition(build)
    if competition:
        data["competition_rules"] = competition
    build.single(data, "notes")

    if not state.get(DROP):
        merge_carried(state, data, build.rows, build.problems)
    return Converted(data, build.rows, build.problems, build.roster.spelled)


_UNLISTED = ("unlisted_positions", "unlisted_involvements", "unlisted_fouls")


def _match(build: _Builder) -> dict[str, Any]:
    v = build.v
    match: dict[str, Any] = {}
    for path in ("match.competition", "match.home", "match.away"):
        build.single(match, path)
    build.single(match, "match.date", build.date)
    minute_field, added_field = FIELD_OF["match.minute"], FIELD_OF["match.added_time"]
    minute, added = read_minute(v(minute_field))
    typed_added = v(added_field).strip().replace(",", ".")
    if added is not None and typed_added and typed_added.lstrip("0") != added.lstrip("0"):
        build.problems.append(
            (added_field, "added_time_twice", {"minute": v(minute_field).strip()})
        )
    _put(match, "minute", _number(minute))
    _put(match, "added_time", _number(typed_added or added or ""))
    build.single(match, "match.pitch_length_m", build.number)
    build.single(match, "match.women", build.tri)
    return match


def _officials(build: _Builder) -> dict[str, Any]:
    officials: dict[str, Any] = {}
    for name in ("on_field", "review", "final"):
        build.single(officials, paths.at("officials", name))
    for name in OFFICIALS_YES_NO:
        build.single(officials, paths.at("officials", name), build.tri)
    if officials:
        # What the officials did, as reported: a decision or a yes/no not answered is not
        # known ("Not reported", "Not known"), never the model's default for it.
        for name in ("on_field", "final", *OFFICIALS_YES_NO):
            officials.setdefault(name, "unknown")
    return officials


def _competition(build: _Builder) -> dict[str, Any]:
    competition: dict[str, Any] = {}
    build.single(competition, "competition_rules.var_in_use", build.tri)
    build.single(competition, "competition_rules.attacking_phase")
    build.single(competition, "competition_rules.offside_tolerance_cm", build.number)
    build.single(competition, "competition_rules.var_corner_review", build.tri)
    build.single(competition, "competition_rules.announcements")
    early: dict[str, Any] = {}
    build.single(early, "competition_rules.early_adoption.edition")
    build.single(early, "competition_rules.early_adoption.date", build.date)
    if early:
        competition["early_adoption"] = early
    build.single(competition, "competition_rules.offside_rule")
    return competition
