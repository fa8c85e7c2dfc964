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
the incident. How a frame is drawn (the ball's path, the team-mate, the part of the pitch
shown) is explainer.storyboard_frames; wording lives in templates/html/_storyboard.html.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explainer import diagram
from explainer.diagram import Diagram, Mark
from explainer.storyboard_frames import (
    Event,
    EventKind,
    Frame,
    FrameKind,
    Other,
    frame,
    in_force,
    spot_of,
    to_the_end,
    view_of,
)
from rules import Decision, Incident
from rules.catalogue import OrderClause, PositionClause, family, outcome_of
from rules.catalogue.offence import OffOff1, OffOff2, OffOff4
from rules.catalogue.position import OffPos1, TrialDaylight1
from rules.offside.involvement import SUBCASES
from rules.trace import TraceRef

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
_ORDER: dict[FrameKind, int] = {"position": 0, "touch": 1, "involvement": 2}
#: How far apart players drawn beside the attacker are, in the diagram's units.
OTHERS_APART = 84.0


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


def _opponent_mark(g: Diagram, ident: str) -> Mark:
    for mark in (g.goalkeeper, g.second_last, g.last):
        if mark is not None and mark.ident == ident:
            return mark
    return Mark(round(g.attacker.x + 60, 1), round(g.attacker.y - 25, 1), g.attacker.d_m, ident)


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
                view = view_of(f.diagram, f.path, f.goalkeeper, f.event, f.toucher, *extra)
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
