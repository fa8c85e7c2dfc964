"""Turn the rule book's referee language into incident data.

A ``Scene`` is the incident a scenario tells, built step by step: the players
named in the steps become players, each touch of the ball becomes a contact, and
"Kane is ... when Emerson heads the ball" becomes Kane's position at that touch.
The phrase tables below are the whole vocabulary of the feature files; a phrase
that is not in them fails loudly rather than being guessed at.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules import Analysis, Decision, Incident, analyse, decide
from rules.incident import CLOSED_WORLD_OFFICIALS

#: The capital letters of the Latin alphabets a player's name may start with ("Škriniar").
CAPITALS = "".join(c for c in map(chr, range(0x250)) if c.isupper())
#: A player's name as written in a step: one capitalised word ("Kane", "Adán", "Østigård").
NAME = rf"[{CAPITALS}][\w-]*"
PRONOUN = r"(?:he|she|they)"
POSSESSIVE = r"(?:his|her|their)"
OBJECT_PRONOUN = r"(?:him|her|them)"


class PhraseError(AssertionError):
    """A step used words the rule book's vocabulary does not define."""


def slug(name: str) -> str:
    """``Adán`` -> ``adan``: the player id for a name written in a step."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9_.-]+", "_", folded.lower()).strip("_")


def names_in(text: str) -> list[str]:
    """``"Eriksen, Son and Kane"`` -> ``["Eriksen", "Son", "Kane"]``."""
    return [n.strip() for n in re.split(r",\s*|\s+and\s+", text) if n.strip()]


# --- touches of the ball ----------------------------------------------------------------

RESTARTS = {
    "goal kick": "goal_kick",
    "throw-in": "throw_in",
    "corner kick": "corner_kick",
    "free kick": "free_kick",
    "penalty kick": "penalty_kick",
    "kick-off": "kick_off",
}

#: What a player does with the ball -> the contact's action. Checked in order.
TOUCHES: tuple[tuple[str, str], ...] = (
    (
        r"takes (?:a|the) "
        r"(?P<restart>goal kick|throw-in|corner kick|free kick|penalty kick|kick-off)",
        "pass",
    ),
    (r"passes(?: the ball)?", "pass"),
    (r"plays the ball deliberately|deliberately plays the ball", "deliberate_play"),
    (r"plays the ball", "pass"),
    (r"crosses(?: the ball)?", "cross"),
    (r"scores", "shot"),
    (r"shoots", "shot"),
    (r"heads the ball(?: on)?|heads it on", "header"),
    (r"throws the ball", "throw"),
    (r"receives the ball|controls the ball|gains control of the ball", "control"),
    (r"deflects the ball", "deflection"),
    (r"saves the shot|saves the ball|makes a save|saves", "save"),
    (r"deliberately handles the ball", "deliberate_handball"),
    (r"clears the ball|tries to clear the ball", "clearance"),
    (r"touches the ball by accident", "unintended_touch"),
)

#: The ball hitting something that is not a player.
OBJECTS = {
    "post": "goalpost",
    "crossbar": "crossbar",
    "referee": "referee",
    "assistant referee": "assistant_referee",
    "fourth official": "official",
}

HALVES = {
    "in the opponents' half": "opponents",
    "on the halfway line": "halfway_line",
    f"in {POSSESSIVE} own half": "own",
}


@dataclass
class Touch:
    """A parsed touch of the ball: who, the action, and its details."""

    who: str
    action: str
    restart: str | None = None
    direction: str | None = None
    location: dict[str, str] | None = None
    scores: bool = False


def parse_touch(text: str) -> Touch:
    """Parse ``"Emerson heads the ball backwards"`` into a Touch (names as written)."""
    m = re.fullmatch(rf"the ball (?:strikes|hits) (?P<who>{NAME})(?: by accident)?", text)
    if m is not None:
        return Touch(m["who"], "unintended_touch")
    m = re.fullmatch(rf"(?P<who>{NAME}) (?P<rest>.+)", text)
    if m is None:
        raise PhraseError(f"not a touch of the ball: {text!r}")
    rest = m["rest"]
    for pattern, action in TOUCHES:
        v = re.match(pattern, rest)
        if v is None:
            continue
        touch = Touch(m["who"], action, scores=v.group(0) == "scores")
        if "restart" in v.groupdict() and v["restart"]:
            touch.restart = RESTARTS[v["restart"]]
        _touch_details(touch, rest[v.end() :])
        return touch
    raise PhraseError(f"unknown way of touching the ball: {rest!r} (in {text!r})")


def _touch_details(touch: Touch, tail: str) -> None:
    """Read what follows the verb: direction, receiver, place."""
    while tail:
        for pattern, apply in _DETAILS:
            d = re.match(pattern, tail)
            if d is not None:
                apply(touch, d)
                tail = tail[d.end() :]
                break
        else:
            raise PhraseError(f"unknown detail of a touch: {tail!r}")


def _set_direction(touch: Touch, m: re.Match[str]) -> None:
    touch.direction = m["dir"]


def _set_half(touch: Touch, m: re.Match[str]) -> None:
    touch.location = {**(touch.location or {}), "half": _half(m["half"])}


def _set_place(touch: Touch, m: re.Match[str]) -> None:
    touch.location = {**(touch.location or {}), "description": m["place"]}


def _ignore(touch: Touch, m: re.Match[str]) -> None:
    """Words that help the reader but change nothing (the receiver of a pass)."""


_DETAILS: tuple[tuple[str, Callable[[Touch, re.Match[str]], None]], ...] = (
    (r" (?P<dir>forwards|backwards|square)", _set_direction),
    (rf" (?:back |on |forward )?to {NAME}", _ignore),
    (r" (?:across goal|towards goal|into the net|over the line)", _ignore),
    (
        rf" (?P<half>in the opponents' half|on the halfway line|in {POSSESSIVE} own half)",
        _set_half,
    ),
    (
        r" (?P<place>from inside the goal area|from the edge of the penalty area|from close range)",
        _set_place,
    ),
)


def _half(phrase: str) -> str:
    for pattern, half in HALVES.items():
        if re.fullmatch(pattern, phrase):
            return half
    raise PhraseError(f"unknown half: {phrase!r}")


# --- positions ----------------------------------------------------------------------------

RELATIONS = {"ahead of": "ahead", "beyond": "ahead", "level with": "level", "behind": "behind"}
_REL = r"ahead of|beyond|level with|behind"
BODY_PARTS = {
    "head": "head",
    "shoulder": "shoulder",
    "body": "torso",
    "torso": "torso",
    "leg": "leg",
    "knee": "knee",
    "foot": "foot",
    "boot": "foot",
    "arm": "arm",
    "hand": "hand",
}


def parse_where(text: str) -> dict[str, Any]:
    """Parse where a player was into a qualitative position.

    Unless the phrase says otherwise the player is in the opponents' half and
    upfield of the ball (the usual through ball).
    """
    where: dict[str, Any] = {"kind": "qualitative", "half": "opponents", "ball": "ahead"}
    for phrase, half in HALVES.items():
        m = re.search(rf",? {phrase}$", text)
        if m is not None:
            where["half"] = half
            text = text[: m.start()]
            break
    if text == "somewhere nobody reported":
        return {
            "kind": "qualitative",
            "half": "unknown",
            "ball": "unknown",
            "second_last": "unknown",
        }
    if text in (
        "in an offside position",
        "nearer the goal line than both the ball and the second-last opponent",
    ):
        return {**where, "second_last": "ahead"}
    m = re.fullmatch(
        rf"(?P<line>{_REL}) the second-last opponent(?:,? (?:and|but) (?P<ball>{_REL}) the ball)?",
        text,
    )
    if m is not None:
        where["second_last"] = RELATIONS[m["line"]]
        if m["ball"]:
            where["ball"] = RELATIONS[m["ball"]]
        return where
    m = re.fullmatch(
        rf"(?P<ball>{_REL}) the ball,? with (?:only )?{POSSESSIVE} (?P<parts>.+?)"
        r" beyond the second-last opponent",
        text,
    )
    if m is not None:
        parts = [BODY_PARTS[p] for p in names_in(m["parts"]) if p in BODY_PARTS]
        if len(parts) != len(names_in(m["parts"])):
            raise PhraseError(f"unknown body part in {m['parts']!r}")
        where.update(ball=RELATIONS[m["ball"]], second_last="ahead", parts_beyond=parts)
        return where
    m = re.fullmatch(
        rf"(?P<line>{_REL}) the second-last opponent's (?P<part>arm|hand|foot|head|shoulder)",
        text,
    )
    if m is not None:
        where.update(second_last=RELATIONS[m["line"]], second_last_part=m["part"])
        return where
    m = re.fullmatch(
        r"ahead of the ball, with (?:only )?(?P<nearer>nobody|.+?) nearer the goal line"
        r"(?: and (?P<level>nobody|.+?) level with (?:him|her|them))?(?P<some>, among others)?",
        text,
    )
    if m is not None:
        nearer = [] if m["nearer"] == "nobody" else names_in(m["nearer"])
        found: dict[str, Any] = {
            "kind": "opponents",
            "half": where["half"],
            "ball": "ahead",
            "nearer": [slug(n) for n in nearer],
            "level": [slug(n) for n in names_in(m["level"] or "") if n != "nobody"],
        }
        if m["some"]:
            found["complete"] = False
        return found
    m = re.fullmatch(
        r"(?P<wholly>wholly beyond|beyond) the second-last opponent"
        r"(?P<part>, with part of (?:him|her|them) still level with the opponent)?",
        text,
    )
    if m is not None and (m["wholly"] == "wholly beyond" or m["part"]):
        where.update(second_last="ahead", wholly_beyond=m["wholly"] == "wholly beyond")
        return where
    m = re.fullmatch(r"(?P<margin>\d+(?:\.\d+)?) cm beyond the second-last opponent", text)
    if m is not None:
        where.update(second_last="ahead", margin_cm=float(m["margin"]))
        return where
    raise PhraseError(f"unknown way of saying where a player was: {text!r}")


# --- what players do besides touching the ball --------------------------------------------

#: Involvement phrases -> involvement kind; ``o`` names the opponent affected.
INVOLVEMENTS: tuple[tuple[str, str], ...] = (
    (r"runs to play the ball(?P<could>, and (?:no|an) .+)?", "moving_to_play_ball"),
    (rf"blocks (?P<o>{NAME})'s line of vision", "obstructed_line_of_vision"),
    (rf"challenges (?P<o>{NAME}) for the ball", "challenged_opponent"),
    (
        rf"clearly tries to play the ball close to {OBJECT_PRONOUN},"
        rf" and this impacts on (?P<o>{NAME})",
        "attempted_close_ball_impacting_opponent",
    ),
    (
        rf"makes an obvious action that stops (?P<o>{NAME}) playing the ball",
        "obvious_action_impacting_opponent",
    ),
    (
        rf"stands in (?P<o>{NAME})'s way and stops {OBJECT_PRONOUN} reaching the ball",
        "in_opponents_way_impacting",
    ),
    (rf"moves into (?P<o>{NAME})'s path and impedes {OBJECT_PRONOUN}", "moved_into_opponents_path"),
    (
        r"stays out of play|does not become involved|runs with the play without touching the ball",
        "none",
    ),
    (rf"may or may not have affected (?P<o>{NAME})", "unknown"),
)

#: Foul verbs -> the free kick they give (a penalty when in the penalty area).
FOUL_VERBS = {
    "fouls": "direct",
    "trips": "direct",
    "holds": "direct",
    "pushes": "direct",
    "impedes": "indirect",
}

#: What follows a foul: the victim's action or the foul's timing.
FOUL_DETAILS: tuple[tuple[str, str, str | bool], ...] = (
    (rf" as {PRONOUN} (?:moves|runs) towards the ball", "victim_was", "moving_towards_ball"),
    (
        rf" while {PRONOUN} (?:is|are) already (?:playing|challenging for) the ball",
        "victim_was",
        "playing_or_challenging",
    ),
    (rf" before {PRONOUN} (?:becomes|become) involved", "relative_to_involvement", "before"),
    (rf" after {PRONOUN} (?:has|have) become involved", "relative_to_involvement", "after"),
    (r" in the same action", "relative_to_involvement", "same_action"),
    (r" but the referee plays advantage", "advantage_played", True),
)


def _latest(entries: list[dict[str, Any]], matches: Callable[[dict[str, Any]], bool]) -> int | None:
    """The index of the last of ``entries`` that ``matches``, or None."""
    return next((i for i in range(len(entries) - 1, -1, -1) if matches(entries[i])), None)


@dataclass
class Scene:
    """The incident a scenario describes, as plain data, and the decisions made on it."""

    data: dict[str, Any] = field(default_factory=dict)
    decisions: list[Decision] = field(default_factory=list)
    case: Incident | None = None
    #: What would have changed the decision, once a scenario asks for it.
    analysis: Analysis | None = None
    #: Decisions on changed incidents, made to confirm the engine's alternatives.
    reruns: list[Decision] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.data = {
            "match": {
                "competition": "Rule book",
                "home": "Attackers",
                "away": "Defenders",
                "date": "2024-10-01",
                "minute": 10,
            },
            "players": [],
            "start": {"kind": "open_play"},
            "sequence": [],
            "positions": [],
            "off_field": [],
            "involvements": [],
            "fouls": [],
            "inside_goal": [],
            "unlisted_positions": "onside",
            # A scene is a textbook one: nobody does anything the scenario does not tell.
            "unlisted_involvements": "none",
            "unlisted_fouls": "none",
            "outcome": "play_continued",
        }

    # players ------------------------------------------------------------------------------

    def add_team(self, team: str, names: str) -> None:
        keeper = None
        m = re.fullmatch(rf"(?P<names>.+?),? with (?P<keeper>{NAME}) in goal", names)
        if m is not None:
            names, keeper = m["names"], m["keeper"]
        for name in [*names_in(names), *([keeper] if keeper else [])]:
            self.data["players"].append(
                {"id": slug(name), "name": name, "team": team, "goalkeeper": name == keeper}
            )

    def entries(self, key: str) -> list[dict[str, Any]]:
        """The incident's list ``key`` (players, sequence, positions ...) as data: the
        loaded case's if there is one, else what the steps built."""
        if self.case is not None:
            return [e.model_dump() for e in getattr(self.case, key)]
        return list(self.data[key])

    @property
    def players(self) -> list[dict[str, Any]]:
        return self.entries("players")

    def pid(self, name: str) -> str:
        """The id of the player a step names: by id, by name, or by surname."""
        wanted = slug(name)
        for player in self.players:
            if player["id"] == wanted or slug(player["name"]) == wanted:
                return str(player["id"])
        matches = [p for p in self.players if slug(p["name"].split()[-1]) == wanted]
        if len(matches) == 1:
            return str(matches[0]["id"])
        known = ", ".join(p["name"] for p in self.players)
        raise PhraseError(f"no player called {name!r} in this scene (players: {known})")

    # touches ------------------------------------------------------------------------------

    def touch(self, text: str) -> int:
        """Add the touch ``text`` describes to the sequence; return its number (from 1)."""
        t = parse_touch(text)
        seq = self.data["sequence"]
        if t.restart is not None:
            if seq:
                raise PhraseError(f"a restart must be the first touch: {text!r}")
            self.data["start"] = {"kind": t.restart}
        contact: dict[str, Any] = {"by": self.pid(t.who), "action": t.action}
        if t.direction:
            contact["direction"] = t.direction
        if t.location:
            contact["location"] = t.location
        seq.append(contact)
        if t.scores:
            self.data["outcome"] = "goal_scored"
        return len(seq)

    def rebound(self, thing: str) -> int:
        self.data["sequence"].append({"by": OBJECTS[thing], "action": "rebound"})
        return len(self.data["sequence"])

    def touch_at(self, text: str, *, create: bool) -> int:
        """The number of the touch ``text`` describes: its player's latest touch of that kind.

        With ``create`` (a Given step) it is the last touch so far if that is the one
        described, and otherwise a new touch added to the sequence.
        """
        t = parse_touch(text)
        contacts = self.contacts()
        who = self.pid(t.who)
        if create:
            last = contacts[-1] if contacts else None
            if last is not None and (last["by"], last["action"]) == (who, t.action):
                return len(contacts)
            return self.touch(text)
        for at in range(len(contacts), 0, -1):
            if contacts[at - 1]["by"] == who and contacts[at - 1]["action"] == t.action:
                return at
        raise PhraseError(f"{text!r} did not happen in this scene")

    def contacts(self) -> list[dict[str, Any]]:
        return self.entries("sequence")

    def last_contact(self) -> int:
        if not self.data["sequence"]:
            raise PhraseError("nothing has happened to the ball yet")
        return len(self.data["sequence"])

    def contact(self, at: int) -> dict[str, Any]:
        return self.data["sequence"][at - 1]  # type: ignore[no-any-return]

    # positions ----------------------------------------------------------------------------

    def position(self, name: str, where: dict[str, Any], at: int, point: str | None) -> None:
        pos: dict[str, Any] = {"player": self.pid(name), "at": at, "where": where}
        if point:
            pos["point"] = f"{point}_contact"
        self.data["positions"].append(pos)

    def distances(self, at: int, rows: list[list[str]]) -> None:
        """Positions from a table of distances from the goal line at touch ``at``."""
        header, *body = rows
        if [h.lower() for h in header] != ["who", "metres from the goal line"]:
            raise PhraseError(
                f"distances table needs columns who | metres from the goal line, not {header}"
            )
        ball: float | None = None
        attackers: dict[str, float] = {}
        opponents: dict[str, float] = {}
        teams = {p["id"]: p["team"] for p in self.players}
        for who, metres in body:
            if who == "the ball":
                ball = float(metres)
                continue
            ident = self.pid(who)
            (attackers if teams[ident] == "attacking" else opponents)[ident] = float(metres)
        if ball is None:
            raise PhraseError("the distances table must give the ball")
        for ident, attacker_m in attackers.items():
            where = {
                "kind": "distances",
                "attacker_m": attacker_m,
                "ball_m": ball,
                "opponents_m": opponents,
            }
            self.data["positions"].append({"player": ident, "at": at, "where": where})

    # involvement, fouls, players off the field -------------------------------------------

    def involvement(self, name: str, text: str) -> None:
        half = None
        for phrase, value in HALVES.items():
            m = re.search(rf" {phrase}$", text)
            if m is not None:
                half, text = value, text[: m.start()]
                break
        for pattern, kind in INVOLVEMENTS:
            m = re.fullmatch(pattern, text)
            if m is None:
                continue
            inv: dict[str, Any] = {
                "player": self.pid(name),
                "after": self.last_contact(),
                "kind": kind,
            }
            if m.groupdict().get("o"):
                inv["opponent"] = self.pid(m["o"])
            could = m.groupdict().get("could")
            if could:
                inv["onside_teammate_could_play"] = could.startswith(", and an")
            if half:
                inv["location"] = {"half": half}
            self.data["involvements"].append(inv)
            return
        raise PhraseError(f"unknown involvement: {text!r}")

    def foul(self, by: str, verb: str, against: str, in_box: bool, tail: str) -> None:
        foul: dict[str, Any] = {
            "by": self.pid(by),
            "against": self.pid(against),
            "after": self.last_contact(),
            "free_kick": "penalty" if in_box and FOUL_VERBS[verb] == "direct" else FOUL_VERBS[verb],
        }
        if in_box:
            foul["location"] = {"description": "in the penalty area"}
        while tail:
            for pattern, key, value in FOUL_DETAILS:
                m = re.match(pattern, tail)
                if m is not None:
                    foul[key] = value
                    tail = tail[m.end() :]
                    break
            else:
                raise PhraseError(f"unknown detail of a foul: {tail!r}")
        self.data["fouls"].append(foul)

    def off_field(
        self,
        name: str,
        crossed: str,
        exit_m: str | None,
        permission: str,
        at: int,
        *,
        reentered: bool = False,
    ) -> None:
        entry: dict[str, Any] = {
            "player": self.pid(name),
            "at": at,
            "crossed": "goal_line" if crossed == "goal line" else "touchline",
            "with_permission": permission == "with",
            "reentered": reentered,
        }
        if exit_m is not None:
            entry["exit_point_m"] = float(exit_m)
        self.data["off_field"].append(entry)

    # the officials, the competition, measurements and disputes ---------------------------

    def officials(self) -> dict[str, Any]:
        """What the officials did; "on_field" and "final" must both be stated by the steps."""
        # What the scenario does not tell the officials did not do (version 1's defaults),
        # but for the review: a decision changed in a scenario that names no review was
        # changed by one, and one that stood needs none to be said (REF-CHANGE-1 is the
        # referee's change with no review, which a scenario states: "there is no review").
        return self.data.setdefault(  # type: ignore[no-any-return]
            "officials", {**CLOSED_WORLD_OFFICIALS, "review": "unknown"}
        )

    def competition(self) -> dict[str, Any]:
        return self.data.setdefault("competition_rules", {})  # type: ignore[no-any-return]

    def position_index(self, name: str, at: int | None = None) -> int:
        """The index of ``name``'s latest position (at touch ``at``, if given)."""
        ident = self.pid(name)
        found = _latest(
            self.entries("positions"), lambda p: p["player"] == ident and at in (None, p["at"])
        )
        if found is None:
            raise PhraseError(f"say where {name} was before measuring it")
        return found

    def measure(self, name: str, margin_cm: float, technology: str, fps: float) -> None:
        index = self.position_index(name)
        where = self.data["positions"][index]["where"]
        side = "ahead" if margin_cm > 0 else ("behind" if margin_cm < 0 else "level")
        if where.get("second_last") != side:
            raise PhraseError(
                f"the line shows {name} {side} of the second-last opponent, but the scene"
                f" puts {name} {where.get('second_last')}"
            )
        self.data.setdefault("measurements", []).append(
            {
                "position": index,
                "technology": technology,
                "frame_rate_fps": fps,
                "margin_cm": margin_cm,
            }
        )

    def speed(self, name: str, kmh: float) -> None:
        if not self.data.get("measurements"):
            raise PhraseError("give the VAR's line before the players' speeds")
        team = {p["id"]: p["team"] for p in self.players}[self.pid(name)]
        key = "attacker_speed_kmh" if team == "attacking" else "defender_speed_kmh"
        self.data["measurements"][-1][key] = kmh

    def dispute(self, field_path: str, readings: list[tuple[str, Any]]) -> None:
        # Each reading cites a source, which the incident must list.
        sources = self.data.setdefault("sources", [])
        for name, _ in readings:
            if slug(name) not in {s["id"] for s in sources}:
                sources.append(
                    {
                        "id": slug(name),
                        "publisher": name,
                        "headline": f"{name}'s account",
                        "url": f"https://example.org/{slug(name)}",
                    }
                )
        self.data.setdefault("disputes", []).append(
            {
                "field": field_path,
                "readings": [{"value": v, "source": slug(s)} for s, v in readings],
            }
        )

    def latest_touch_index(self, name: str) -> int:
        """The 0-based index in the sequence of ``name``'s latest touch."""
        ident = self.pid(name)
        found = _latest(self.contacts(), lambda c: c["by"] == ident)
        if found is None:
            raise PhraseError(f"{name} has not touched the ball")
        return found

    def involvement_index(self, name: str) -> int:
        ident = self.pid(name)
        found = _latest(self.entries("involvements"), lambda i: i["player"] == ident)
        if found is None:
            raise PhraseError(f"nothing is said about what {name} did")
        return found

    # deciding ----------------------------------------------------------------------------

    def incident(self) -> Incident:
        if self.case is not None:
            return self.case
        return Incident.model_validate(self.data)

    def decide(self, edition: str | None = None) -> Decision:
        decision = decide(self.incident(), edition)
        self.decisions.append(decision)
        return decision

    def analyse(self, edition: str | None = None) -> Analysis:
        self.analysis = analyse(self.incident(), edition)
        self.decisions.append(self.analysis.decision)
        return self.analysis

    def rerun(self, changes: dict[str, Any], edition: str | None = None) -> Decision:
        """Decide the incident again with ``changes`` (field path -> value) made.

        The rule book checks the engine's alternatives by this independent re-run,
        and the re-run's trace counts as the engine citing the clauses it turns on.
        """
        data = self.incident().model_dump(mode="json")
        for path, value in changes.items():
            _set_path(data, path, value)
        decision = decide(Incident.model_validate(data), edition)
        self.reruns.append(decision)
        return decision

    @property
    def decision(self) -> Decision:
        if not self.decisions:
            raise PhraseError(
                "no decision yet: add a step such as 'When the referee applies the Laws'"
            )
        return self.decisions[-1]


def _set_path(data: dict[str, Any], path: str, value: Any) -> None:
    """Set ``value`` at a field path such as ``sequence[2].classification``.

    Setting ``positions[+]`` appends to the list.
    """
    tokens: list[str | int] = [
        name or (index if index == "+" else int(index))
        for name, index in re.findall(r"([A-Za-z_]+)|\[(\d+|\+)\]", path)
    ]
    target: Any = data
    for token in tokens[:-1]:
        target = target[token]
    if tokens[-1] == "+":
        target.append(value)
    else:
        target[tokens[-1]] = value
