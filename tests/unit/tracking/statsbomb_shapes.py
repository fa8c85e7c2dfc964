"""Small StatsBomb-shaped files written here for the tracking tests (nothing is taken from
StatsBomb's own files, whose terms forbid redistribution): a lineup, events and 360 frames
of an invented match, in StatsBomb's coordinates (120 x 80 units, the acting team
attacking towards x = 120)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HOME = {"id": 1, "name": "Northton"}
AWAY = {"id": 2, "name": "Southby"}
#: The players: (id, name, number) of each team; 201 is Southby's goalkeeper.
PLAYERS = {
    1: [(101, "Ada Passer", 8), (102, "Bea Runner", 9), (103, "Cy Wide", 7), (104, "Di Back", 4)],
    2: [(201, "Ed Keeper", 1), (202, "Flo Back", 5), (203, "Gus Back", 6), (204, "Hal Mid", 10)],
}
#: StatsBomb's ids of the pass types and outcomes the tests use.
PASS_TYPES = {"Corner": 61, "Free Kick": 62, "Goal Kick": 63, "Kick Off": 65, "Throw-in": 67}
OUTCOMES = {"Incomplete": 9, "Out": 75, "Pass Offside": 76}
WHOLE_PITCH = [0.0, 0.0, 120.0, 0.0, 120.0, 80.0, 0.0, 80.0, 0.0, 0.0]


def mate(x: float, y: float, actor: bool = False) -> dict[str, Any]:
    return {"teammate": True, "actor": actor, "keeper": False, "location": [float(x), float(y)]}


def opponent(x: float, y: float, keeper: bool = False) -> dict[str, Any]:
    return {"teammate": False, "actor": False, "keeper": keeper, "location": [float(x), float(y)]}


def area(x_from: float, x_to: float) -> list[float]:
    """A visible area across the whole width, between two x values."""
    return [x_from, 0.0, x_to, 0.0, x_to, 80.0, x_from, 80.0, x_from, 0.0]


@dataclass
class Play:
    """One pass of the invented match, and its 360 frame (None: no frame)."""

    ident: str
    start: tuple[float, float]
    end: tuple[float, float]
    recipient: int | None = 102
    passer: int = 101
    kind: str | None = None
    outcome: str | None = None
    duration: float = 1.0
    frame: list[dict[str, Any]] | None = field(default_factory=list)
    visible: list[float] = field(default_factory=lambda: list(WHOLE_PITCH))
    team: dict[str, Any] = field(default_factory=lambda: dict(HOME))


def _name(player: int) -> str:
    return next(n for team in PLAYERS.values() for i, n, _ in team if i == player)


def _starting_xi(team: dict[str, Any], index: int) -> dict[str, Any]:
    lineup = [
        {
            "player": {"id": i, "name": n},
            "position": {"id": 1, "name": "Goalkeeper"},
            "jersey_number": k,
        }
        for i, n, k in PLAYERS[team["id"]]
    ]
    return {
        "id": f"xi-{team['id']}",
        "index": index,
        "period": 1,
        "timestamp": "00:00:00.000",
        "minute": 0,
        "second": 0,
        "type": {"id": 35, "name": "Starting XI"},
        "possession": 1,
        "possession_team": HOME,
        "play_pattern": {"id": 1, "name": "Regular Play"},
        "team": team,
        "duration": 0.0,
        "tactics": {"formation": 442, "lineup": lineup},
    }


def _half(kind: str, team: dict[str, Any], index: int, minute: int) -> dict[str, Any]:
    return {
        "id": f"{kind}-{team['id']}".replace(" ", "-").lower(),
        "index": index,
        "period": 1,
        "timestamp": f"00:{minute:02d}:00.000",
        "minute": minute,
        "second": 0,
        "type": {"id": 18 if kind == "Half Start" else 34, "name": kind},
        "possession": 1,
        "possession_team": HOME,
        "play_pattern": {"id": 1, "name": "Regular Play"},
        "team": team,
        "duration": 0.0,
    }


def _pass(play: Play, index: int) -> dict[str, Any]:
    details: dict[str, Any] = {
        "length": 10.0,
        "angle": 0.0,
        "height": {"id": 1, "name": "Ground Pass"},
        "end_location": [float(v) for v in play.end],
    }
    if play.recipient is not None:
        details["recipient"] = {"id": play.recipient, "name": _name(play.recipient)}
    if play.kind is not None:
        details["type"] = {"id": PASS_TYPES[play.kind], "name": play.kind}
    if play.outcome is not None:
        details["outcome"] = {"id": OUTCOMES[play.outcome], "name": play.outcome}
    return {
        "id": play.ident,
        "index": index,
        "period": 1,
        "timestamp": f"00:{index:02d}:00.000",
        "minute": index,
        "second": 0,
        "type": {"id": 30, "name": "Pass"},
        "possession": index,
        "possession_team": play.team,
        "play_pattern": {"id": 1, "name": "Regular Play"},
        "team": play.team,
        "player": {"id": play.passer, "name": _name(play.passer)},
        "position": {"id": 1, "name": "Goalkeeper"},
        "location": [float(v) for v in play.start],
        "duration": play.duration,
        "pass": details,
    }


def write(folder: Path, plays: list[Play]) -> tuple[Path, Path, Path]:
    """The events, lineup and 360 files of a match of ``plays``, in ``folder``."""
    events = [_starting_xi(HOME, 1), _starting_xi(AWAY, 2), _half("Half Start", HOME, 3, 0)]
    events += [_pass(p, i) for i, p in enumerate(plays, start=4)]
    events.append(_half("Half End", HOME, len(events) + 1, 45))
    lineup = [
        {
            "team_id": team["id"],
            "team_name": team["name"],
            "lineup": [
                {"player_id": i, "player_name": n, "player_nickname": None, "jersey_number": k}
                for i, n, k in PLAYERS[team["id"]]
            ],
        }
        for team in (HOME, AWAY)
    ]
    frames = [
        {"event_uuid": p.ident, "visible_area": p.visible, "freeze_frame": p.frame}
        for p in plays
        if p.frame is not None
    ]
    paths = (folder / "events.json", folder / "lineup.json", folder / "three_sixty.json")
    for path, data in zip(paths, (events, lineup, frames), strict=True):
        path.write_text(json.dumps(data))
    return paths
