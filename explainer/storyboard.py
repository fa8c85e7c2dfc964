"""The storyboard: one small pitch frame per moment the outcome turns on.

The summary names the one to three findings the outcome turns on (rules.reasons): for
Kane at Sporting, his position at Emerson's header and the deflection off Nazinho; for
Mbappé in 2021, his position at Hernández's pass and García's deliberate play. Each
becomes a frame, in the order of the touches: a *position* frame draws the attacker, the
second-last opponent, the ball and the offside line at a moment of judgement (the
geometry of explainer.diagram); a *touch* frame marks an opponent's touch (a deflection,
a deliberate play, a save) or a rebound; an *involvement* frame marks what the attacker
did (blocking the goalkeeper's view, challenging, going for the ball). Every frame keeps
the positions of the moment of judgement before it, draws the ball's path through the
touches so far, numbered as in the steps (the last frame on to the shot and into the goal),
the player who played the ball at the moment of judgement, and the goalkeeper.

Nothing here judges the Law: what each frame shows is read off the decisive findings and
the incident. Wording lives in templates/html/_storyboard.html.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from explainer import diagram
from explainer.diagram import Diagram, Mark
from rules import Decision, Incident
from rules.catalogue import OrderClause, PositionClause, family, outcome_of
from rules.catalogue.offence import OffOff1, OffOff2, OffOff4
from rules.catalogue.position import OffPos1, TrialDaylight1
from rules.incident import OBJECTS
from rules.offside.involvement import SUBCASES
from rules.trace import TraceRef

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

#: Clauses whose decisive findings are drawn as what the attacker did.
_INVOLVEMENTS = (OffOff1.rule.id, OffOff2.rule.id, OffOff4.rule.id)
#: The clauses of a position, and of the order of offences (rules.catalogue.family).
_POSITION_RULES = family(PositionClause)
_ORDER_RULES = family(OrderClause)
#: The sub-cases of interfering with an opponent (OFF-OFF-2), as drawn.
_SUBCASE_EVENTS: dict[str, EventKind] = {
    "a": "line_of_vision",
    "b": "challenge",
    "c": "impact",
    "d": "impact",
    "in_the_way": "impact",
}
#: Events drawn off the ball's path (at a touch, the path goes to whoever touched it).
_NOT_ON_THE_PATH = frozenset({"line_of_vision", "challenge", "impact", "before_touch", "foul"})
#: Events that are not a touch of the ball (the path does not pass through them).
_NOT_A_TOUCH = frozenset(
    {"line_of_vision", "challenge", "impact", "before_touch", "foul", "not_involved"}
)
_ORDER: dict[FrameKind, int] = {"position": 0, "touch": 1, "involvement": 2}
#: How far below the ball the player who played it is drawn, in the diagram's units.
TOUCHER_BELOW = 16.0
#: How far apart players drawn beside the attacker are, in the diagram's units.
OTHERS_APART = 84.0
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


@dataclass(frozen=True)
class Storyboard:
    frames: tuple[Frame, ...]
    #: A question's storyboard (explainer.question_storyboard): no verdict, drawn or said.
    neutral: bool = False

    @property
    def schematic(self) -> bool:
        return any(f.diagram.schematic for f in self.frames)

    @property
    def drawn(self) -> tuple[str, ...]:
        """What the frames draw, as the key names it: the key lists only these."""
        kinds = {"attacker", "ball"}
        for f in self.frames:
            kinds |= _drawn(f)
        return tuple(k for k in KEY_ORDER if k in kinds)


#: The key's entries, in order.
KEY_ORDER = ("attacker", "teammate", "opponent", "keeper", "ball", "line")


def _drawn(f: Frame) -> set[str]:
    g, keeper = f.diagram, f.goalkeeper.ident if f.goalkeeper else None
    kinds = {"keeper"} if keeper else set()
    if f.toucher is not None:
        kinds.add("teammate")
    if g.line_y is not None:
        kinds.add("line")
    others = [m.ident for m in (g.second_last, g.last) if m is not None]
    if f.event is not None and f.kind == "touch":
        others.append(f.event.by)
    if f.event is not None and f.event.target is not None:
        others.append(f.event.target.ident)
    if any(ident is None or ident != keeper for ident in others):
        kinds.add("opponent")
    return kinds


def build(incident: Incident, decision: Decision) -> Storyboard | None:
    """The storyboard of ``decision``, or None when no judged position is given."""
    main = diagram.build(incident, decision)
    if main is None:
        return None
    moments = _moments(incident, decision)
    positions: dict[tuple[str, int], Diagram] = {}
    for kind, at, player, _ in moments:
        if kind == "position" and player is not None:
            drawn = _position(incident, decision, player, at)
            if drawn is not None:
                positions[(player, at)] = drawn
    first = min((at for _, at, _, _ in moments), default=main.at)
    if not positions or min(a for _, a in positions) > first:
        # The story starts from a moment of judgement: the position the outcome turns on.
        positions[(main.attacker.ident or "", main.at)] = main
        moments.append(("position", main.at, main.attacker.ident, None))
    frames: list[Frame] = []
    seen: set[tuple[FrameKind, int]] = set()
    for kind, at, player, ref in sorted(moments, key=lambda m: (m[1], _ORDER[m[0]])):
        if (kind, at) in seen or (kind == "position" and (player or "", at) not in positions):
            continue
        current = in_force(positions, at, player)
        if current is None:
            continue  # nothing judged yet to draw it against
        event = None if kind == "position" else _event(incident, current, kind, at, ref)
        if kind != "position" and event is None:
            continue
        seen.add((kind, at))
        frames.append(frame(incident, len(frames) + 1, kind, at, current, event))
    if not frames:
        return None
    frames = _with_the_others(incident, decision, frames)
    return Storyboard((*frames[:-1], to_the_end(incident, frames[-1])))


Moment = tuple[FrameKind, int, str | None, TraceRef | None]


def _moments(incident: Incident, decision: Decision) -> list[Moment]:
    """The decisive findings as moments (kind, touch, player, finding)."""
    refs = decision.summary.decisive if decision.summary is not None else ()
    found: list[Moment] = []
    for ref in refs:
        kind = _kind_of(ref)
        if kind is not None and ref.at is not None:
            found.append((kind, ref.at, ref.player, ref))
    return found


def _kind_of(ref: TraceRef) -> FrameKind | None:
    if OffPos1.not_involved.recorded(ref):
        return "involvement"
    if ref.rule in _POSITION_RULES or ref.rule == TrialDaylight1.rule.id:
        return "position" if ref.player is not None else None
    if outcome_of(ref).draws is not None:
        return "touch"
    if ref.rule in _INVOLVEMENTS or ref.rule in _ORDER_RULES:
        return "involvement"
    return None


def _position(incident: Incident, decision: Decision, player: str, at: int) -> Diagram | None:
    pos = next((p for p in incident.positions if (p.player, p.at) == (player, at)), None)
    return diagram.build(incident, decision, pos) if pos is not None else None


def in_force(
    positions: dict[tuple[str, int], Diagram], at: int, player: str | None
) -> Diagram | None:
    """The position drawn at touch ``at``: the latest judged at or before it (the player's
    own when there is one)."""
    earlier = [(a, p, g) for (p, a), g in positions.items() if a <= at]
    mine = [e for e in earlier if e[1] == player] or earlier
    return max(mine, key=lambda e: e[0])[2] if mine else None


def _event(
    incident: Incident, g: Diagram, kind: FrameKind, at: int, ref: TraceRef | None
) -> Event | None:
    if ref is None:
        return None
    if kind == "touch":
        if at > len(incident.sequence):
            return None
        by = incident.sequence[at - 1].by
        x, y = spot_of(g, by, at)
        drawn = outcome_of(ref).draws
        return Event(drawn, by, x, y) if drawn is not None else None
    subcase = None
    for inv in incident.involvements:
        if inv.player == ref.player and inv.after == at:
            subcase = inv
    event: EventKind = "plays_the_ball" if ref.rule == OffOff1.rule.id else "impact"
    if ref.rule == OffPos1.rule.id:
        event = "not_involved"
    elif ref.rule == OffOff4.rule.id:
        event = "before_touch"
    elif ref.rule in _ORDER_RULES:
        event = "foul"
    elif ref.rule == OffOff2.rule.id and subcase is not None:
        event = _SUBCASE_EVENTS.get(SUBCASES.get(subcase.kind, ""), "impact")
    target = None
    if event == "foul":
        foul = next(
            (f for f in incident.fouls if f.after == at and ref.player in (f.by, f.against)),
            None,
        )
        if foul is None:
            return None
        # The other party to the foul is drawn beside the attacker.
        other = foul.by if foul.against == g.attacker.ident else foul.against
        return Event("foul", foul.by, g.attacker.x, g.attacker.y, _opponent_mark(g, other))
    if subcase is not None and subcase.opponent is not None:
        target = _opponent_mark(g, subcase.opponent)
    elif event == "line_of_vision":
        target = g.goalkeeper
    return Event(event, ref.player, g.attacker.x, g.attacker.y, target)


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


def _opponent_mark(g: Diagram, ident: str) -> Mark:
    for mark in (g.goalkeeper, g.second_last, g.last):
        if mark is not None and mark.ident == ident:
            return mark
    return Mark(round(g.attacker.x + 60, 1), round(g.attacker.y - 25, 1), g.attacker.d_m, ident)


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
    view = _view(g, path, keeper, event, toucher)
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


def _with_the_others(incident: Incident, decision: Decision, frames: list[Frame]) -> list[Frame]:
    """The frames with every player the decisive findings of their touch name: whom no
    frame of that touch draws is drawn in its first frame."""
    named = _named(incident, decision)
    done: set[int] = set()
    out = []
    for f in frames:
        if f.at not in done:
            done.add(f.at)
            drawn = set().union(*(_idents(x) for x in frames if x.at == f.at))
            missing = [i for i in named.get(f.at, ()) if i not in drawn]
            if missing:
                others = _beside(incident, decision, f.diagram, missing)
                extra = tuple(o.mark for o in others)
                view = _view(f.diagram, f.path, f.goalkeeper, f.event, f.toucher, *extra)
                f = replace(f, others=others, view=view)
        out.append(f)
    return out


def _named(incident: Incident, decision: Decision) -> dict[int, list[str]]:
    """The players the decisive findings name, by touch: each finding's own player and the
    players its facts name."""
    players = {p.id for p in incident.players}
    named: dict[int, list[str]] = {}
    for ref in decision.summary.decisive if decision.summary is not None else ():
        if ref.at is None:
            continue
        these = named.setdefault(ref.at, [])
        for ident in (ref.player, *decision.trace[ref.index].facts.values()):
            if isinstance(ident, str) and ident in players and ident not in these:
                these.append(ident)
    return named


def _idents(f: Frame) -> set[str | None]:
    """Whom a frame draws."""
    g, e = f.diagram, f.event
    marks: tuple[Mark | None, ...] = (g.attacker, g.second_last, g.last, f.goalkeeper, f.toucher)
    marks += tuple(o.mark for o in f.others)
    drawn = {m.ident for m in marks if m is not None}
    if e is not None and f.kind == "touch":
        drawn.add(e.by)
    if e is not None and e.target is not None:
        drawn.add(e.target.ident)
    return drawn


def _beside(
    incident: Incident, decision: Decision, g: Diagram, idents: list[str]
) -> tuple[Other, ...]:
    """Marks for ``idents`` in a row to the right of the attacker, each at the depth of its
    own judged position at the same touch when the incident gives one."""
    marks = []
    for n, ident in enumerate(idents, 1):
        own = _position(incident, decision, ident, g.at)
        y = own.attacker.y if own is not None and not own.schematic else g.attacker.y
        x = min(g.attacker.x + OTHERS_APART * n, g.width - diagram.PAD)
        marks.append(Other(Mark(round(x, 1), y, g.attacker.d_m, ident), incident.team_of(ident)))
    return tuple(marks)


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
    view = _view(g, tuple(path), last.goalkeeper, last.event, last.toucher, *others)
    return replace(last, path=tuple(path), goal=goal, view=view)


def _view(
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
