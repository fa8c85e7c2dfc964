"""A frame of the storyboard: the pitch at one moment the outcome turns on.

A frame keeps the positions of the moment of judgement in force (a diagram of
explainer.diagram), and draws on it what happens at its touch (an ``Event``), the ball's
path through the touches so far, numbered as in the steps (the last frame's on to the
shot and into the goal), the team-mate who played the ball at the moment of judgement,
and the goalkeeper; its ``view`` is the part of the pitch that holds all of them.

Which moments become frames, and what each one's event is, is read off the decision by
the storyboards that build them: the explanation's (explainer.storyboard) and a
question's (explainer.question_storyboard). Nothing here judges the Law.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from explainer import diagram
from explainer.diagram import Diagram, Mark
from rules import Incident
from rules.incident import OBJECTS

FrameKind = Literal["position", "touch", "involvement"]
EventKind = Literal[
    "deflection",
    "deliberate_play",
    "deliberate_handball",
    "save",
    "rebound",
    "restart",
    "line_of_vision",
    "challenge",
    "impact",
    "before_touch",
    "foul",
    "plays_the_ball",
    "not_involved",
    "touch",
]

#: Events drawn off the ball's path (at a touch, the path goes to whoever touched it).
_NOT_ON_THE_PATH = frozenset({"line_of_vision", "challenge", "impact", "before_touch", "foul"})
#: How far below the ball the player who played it is drawn, in the diagram's units.
TOUCHER_BELOW = 16.0
#: Where across the goal a shot that scored is drawn going in (a share of its width).
SHOT_SIDE = 0.18
#: Where a touch by a player not drawn is drawn: this share of the way from the ball of
#: the moment of judgement to the attacker, and a little below that line.
ON_THE_WAY = 0.6
BELOW_THE_WAY = 10.0


@dataclass(frozen=True)
class Event:
    """What happens in a touch or involvement frame, and where it is drawn."""

    kind: EventKind
    #: Who did it (a player id, or an object such as the goalpost).
    by: str | None
    x: float
    y: float
    #: The opponent it affected (the goalkeeper whose view was blocked, the opponent
    #: challenged), when there is one.
    target: Mark | None = None


@dataclass(frozen=True)
class Other:
    """A player drawn beside the attacker, and their side ("attacking" or "defending")."""

    mark: Mark
    team: str | None


@dataclass(frozen=True)
class Frame:
    """One moment the outcome turns on."""

    number: int
    kind: FrameKind
    #: The touch (1-based) the moment belongs to.
    at: int
    #: The positions in force at this moment: those of the last moment of judgement.
    diagram: Diagram
    event: Event | None
    #: The ball's path through the touches so far: (x, y, touch number).
    path: tuple[tuple[float, float, int], ...]
    #: The defending goalkeeper, in every frame when the incident names one.
    goalkeeper: Mark | None
    #: The part of the pitch shown: (x, y, width, height) in the diagram's units.
    view: tuple[float, float, float, float]
    #: The player whose touch is the moment of judgement, beside the ball they played
    #: (None when it is the attacker judged, or not a player).
    toucher: Mark | None = None
    #: The last frame only: where the ball ends in the goal when a goal was scored (the
    #: path runs on through the touches after the frame's own to the shot).
    goal: tuple[float, float] | None = None
    #: Players a decisive finding at this touch names whom nothing else here draws (a
    #: second attacker whose position is judged at the same touch): beside the attacker.
    others: tuple[Other, ...] = ()

    @property
    def numbers(self) -> tuple[tuple[float, float, int], ...]:
        """Where each touch's number is drawn: up and to the right of the ball, and when
        touches were at one spot (a player playing the ball twice where he stood), each
        later number beside the one before it rather than over it."""
        placed: list[tuple[float, float, int]] = []
        for x, y, n in self.path:
            bx, by = x + BADGE_OFFSET, y - BADGE_OFFSET
            while any(abs(bx - px) < BADGE_GAP > abs(by - py) for px, py, _ in placed):
                bx += BADGE_GAP + 2
            placed.append((bx, by, n))
        return tuple(placed)


#: A touch number's badge: its centre from the ball, and the room one needs.
BADGE_OFFSET = 18
BADGE_GAP = 26


def in_force(
    positions: dict[tuple[str, int], Diagram], at: int, player: str | None
) -> Diagram | None:
    """The position drawn at touch ``at``: the latest judged at or before it (the player's
    own when there is one)."""
    earlier = [(a, p, g) for (p, a), g in positions.items() if a <= at]
    mine = [e for e in earlier if e[1] == player] or earlier
    return max(mine, key=lambda e: e[0])[2] if mine else None


def spot_of(g: Diagram, by: str, at: int) -> tuple[float, float]:
    """Where a touch is drawn: at the player's mark when drawn, else between the ball of the
    moment of judgement and the attacker."""
    for mark in (g.attacker, g.goalkeeper, g.second_last, g.last):
        if mark is not None and mark.ident == by:
            return mark.x, mark.y
    if by in ("goalpost", "crossbar"):
        return g.pitch.goal[0] + g.pitch.goal[2], g.pitch.goal_line_y
    (x, y), a = _ball_spot(g), g.attacker
    x += (a.x - x) * ON_THE_WAY
    return round(x, 1), round(y + (a.y - y) * ON_THE_WAY + BELOW_THE_WAY, 1)


def _ball_spot(g: Diagram) -> tuple[float, float]:
    """Where the ball was played at the moment of judgement: as drawn, else (not given)
    to the side of and behind the attacker, as a schematic draws a ball played forward."""
    if g.ball is not None:
        return g.ball.x, g.ball.y
    x = diagram.PAD + (diagram.HALF_WIDTH_M + diagram.LANE_BALL) * diagram.SCALE
    return round(x, 1), round(g.attacker.y + diagram.SCHEMATIC_BALL_BEHIND_M * diagram.SCALE, 1)


def _path(
    incident: Incident, g: Diagram, at: int, event: Event | None
) -> tuple[tuple[float, float, int], ...]:
    """The ball's path from the touch of the moment of judgement up to ``at``."""
    points: list[tuple[float, float, int]] = []
    # From the ball as drawn; where it is not given, from the player who played it.
    played_by_attacker = g.toucher in (None, g.attacker.ident)
    start = (g.attacker.x, g.attacker.y) if g.ball is None and played_by_attacker else _ball_spot(g)
    points.append((*start, g.at))
    last = min(at, len(incident.sequence))
    points += _touches(incident, g, g.at + 1, last - 1 if last == at else last)
    if last == at > g.at:
        if event is not None and event.kind not in _NOT_ON_THE_PATH:
            points.append((event.x, event.y, at))
        else:
            points += _touches(incident, g, at, at)
    return tuple(points)


def _touches(
    incident: Incident, g: Diagram, first: int, last: int
) -> list[tuple[float, float, int]]:
    """Where touches ``first`` to ``last`` are drawn (an object's, but the woodwork's, not)."""
    found = []
    for n in range(first, last + 1):
        by = incident.sequence[n - 1].by
        if by not in OBJECTS or by in ("goalpost", "crossbar"):
            found.append((*spot_of(g, by, n), n))
    return found


def frame(
    incident: Incident, number: int, kind: FrameKind, at: int, g: Diagram, event: Event | None
) -> Frame:
    keeper = g.goalkeeper
    keeper_id = keeper.ident if keeper else None
    if event is not None and kind == "touch" and keeper and event.by == keeper_id:
        # The goalkeeper's own touch (a save, a deflection) is drawn where the keeper is.
        event = replace(event, x=keeper.x, y=keeper.y)
    path = _path(incident, g, at, event)
    toucher = _toucher(incident, g)
    view = view_of(g, path, keeper, event, toucher)
    return Frame(number, kind, at, g, event, path, keeper, view, toucher)


def _toucher(incident: Incident, g: Diagram) -> Mark | None:
    """The team-mate who played the ball at the moment of judgement, just below the ball
    (where the ball is not given, below and to the side of the attacker)."""
    if g.toucher is None or g.toucher == g.attacker.ident or g.toucher in OBJECTS:
        return None
    if incident.team_of(g.toucher) != "attacking":
        return None
    x, y = _ball_spot(g)
    depth = g.ball.d_m if g.ball is not None else g.attacker.d_m
    return Mark(x, round(y + TOUCHER_BELOW, 1), depth, g.toucher)


def to_the_end(incident: Incident, last: Frame) -> Frame:
    """The last frame with the ball's path run on to the end of the sequence, and into the
    goal when one was scored: the shot is drawn."""
    g = last.diagram
    path = [*last.path, *_touches(incident, g, last.at + 1, len(incident.sequence))]
    goal = None
    if incident.outcome == "goal_scored":
        # Into the side of the goal nearer the shot: clear of the goalkeeper in the middle.
        x, y, width, depth = g.pitch.goal
        side = SHOT_SIDE if path[-1][0] <= g.pitch.centre_x else 1 - SHOT_SIDE
        goal = (round(x + width * side, 1), round(y + depth / 2, 1))
    others = tuple(o.mark for o in last.others)
    view = view_of(g, tuple(path), last.goalkeeper, last.event, last.toucher, *others)
    return replace(last, path=tuple(path), goal=goal, view=view)


def view_of(
    g: Diagram,
    path: tuple[tuple[float, float, int], ...],
    keeper: Mark | None,
    event: Event | None,
    *extra: Mark | None,
) -> tuple[float, float, float, float]:
    """The part of the pitch a frame shows: from behind the goal to just past the lowest
    mark, the full width."""
    ys = [g.attacker.y, g.pitch.goal_line_y + 120]
    ys += [m.y for m in (g.ball, g.second_last, g.last, keeper, *extra) if m is not None]
    ys += [y for _, y, _ in path]
    if g.line_y is not None:
        ys.append(g.line_y)
    if event is not None:
        ys.append(event.y)
        if event.target is not None:
            ys.append(event.target.y)
    bottom = min(max(ys) + 90, g.height)
    return (0.0, 0.0, g.width, round(bottom, 1))
