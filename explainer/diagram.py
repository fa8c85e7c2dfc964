"""Geometry of the pitch diagram: the moment of judgement, seen from above.

The goal is at the top and the attack goes up the page. Only the distance from
the goal line matters for offside, so that is the one coordinate drawn to scale
(when the incident gives distances). Positions across the pitch are chosen for
legibility. When the incident only says who was ahead
of whom, the diagram is a schematic with illustrative distances, and says so.

Nothing here judges the Law again: which position is drawn comes from the summary's
decisive findings (or the offender's judgement), and whether the player was in the
opponents' half, ahead of the ball or of the second-last opponent, and in an offside
position, is read off the engine's findings for that position. The incident gives only
the distances to draw. Wording lives in templates/html/_diagram.html.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules import Decision, Incident
from rules.catalogue import PositionClause, family
from rules.incident import Distances, Opponents, Position, Qualitative

Rel = Literal["ahead", "level", "behind", "unknown"]
#: The clauses that judge a position (rules.catalogue.family).
_POSITION_RULES = family(PositionClause)

#: Pixels per metre in the SVG's user units.
SCALE = 10.0
PAD = 24.0
#: The half-width of pitch shown either side of its centre line, in metres.
HALF_WIDTH_M = 24.0
HALFWAY_DEFAULT_M = 52.5
GOAL_DEPTH_M = 2.0
#: Illustrative distances for a schematic: attacker 12 m out, the others relative to them.
SCHEMATIC_ATTACKER_M = 12.0
SCHEMATIC_GAP_M = 2.5
SCHEMATIC_BALL_BEHIND_M = 9.0
SCHEMATIC_BALL_AHEAD_M = 6.0
#: Lanes across the pitch (metres from its centre line, to the right positive).
LANE_ATTACKER = -3.0
LANE_SECOND_LAST = 8.0
LANE_LAST = 3.0
LANE_BALL = -15.0
#: Where a goalkeeper stands when the incident gives no distance: a metre off the line.
KEEPER_M = 1.0


@dataclass(frozen=True)
class Mark:
    """A player or the ball: where it is drawn, and who it is."""

    x: float
    y: float
    d_m: float
    ident: str | None = None


@dataclass(frozen=True)
class Pitch:
    """The lines of the attacking half, goal at the top, in user units.

    Rectangles are (x, y, width, height).
    """

    goal_line_y: float
    halfway_y: float
    left: float
    right: float
    bottom: float
    penalty_area: tuple[float, float, float, float]
    goal_area: tuple[float, float, float, float]
    goal: tuple[float, float, float, float]
    penalty_spot: tuple[float, float]
    centre_x: float


@dataclass(frozen=True)
class Diagram:
    width: float
    height: float
    pitch: Pitch
    schematic: bool
    #: The touch (1-based) at which the position is judged, and who made it.
    at: int
    toucher: str | None
    attacker: Mark
    ball: Mark | None
    second_last: Mark | None
    last: Mark | None
    #: Where the offside line is drawn, and what sets it ("second_last" or "ball").
    line_y: float | None
    line_basis: Literal["second_last", "ball"] | None
    half: str
    ball_rel: Rel
    second_last_rel: Rel
    margin_cm: float | None
    parts_beyond: tuple[str, ...]
    #: True: in an offside position; False: not; None: cannot tell from the facts.
    offside_position: bool | None
    #: The defending goalkeeper, when the incident names one: at their mark when they are
    #: the last or second-last opponent drawn, else a metre off the goal line.
    goalkeeper: Mark | None = None


def choose_position(incident: Incident, decision: Decision) -> Position | None:
    """The position that mattered, as the engine judged it: the first of the summary's
    decisive findings about a position, else the offender's at the moment of judgement,
    else the last attacker's to touch the ball, else the last one judged."""
    judged = {(f.player, f.at) for f in decision.trace if f.rule in _POSITION_RULES}
    candidates = [p for p in incident.positions if (p.player, p.at) in judged]
    if not candidates:
        return None
    wanted: list[tuple[str | None, int | None]] = []
    if decision.summary is not None:
        wanted += [(r.player, r.at) for r in decision.summary.decisive if r.rule in _POSITION_RULES]
    wanted.append((decision.offender, decision.judged_at))
    for player, at in wanted:
        found = next((p for p in candidates if (p.player, p.at) == (player, at)), None)
        if found is not None:
            return found
    last_attacker = next(
        (c.by for c in reversed(incident.sequence) if incident.team_of(c.by) == "attacking"),
        None,
    )
    mine = [p for p in candidates if p.player == last_attacker]
    return (mine or candidates)[-1]


@dataclass(frozen=True)
class Judged:
    """What the engine found about one position, read off its findings."""

    half: str
    ball_rel: Rel
    second_last_rel: Rel
    second_last_player: str | None
    margin_cm: float | None
    offside_position: bool | None


def judged(decision: Decision, player: str, at: int) -> Judged:
    """The engine's findings about ``player``'s position at touch ``at``."""
    found = {
        (f.rule, f.outcome): f
        for f in decision.trace
        if f.player == player and f.at == at and f.rule in _POSITION_RULES
    }
    outcomes = {outcome: f for (_, outcome), f in found.items()}
    half = next((o.removeprefix("half_") for o in outcomes if o.startswith("half_")), "unknown")
    ball = next((o.removeprefix("ball_") for o in outcomes if o.startswith("ball_")), "unknown")
    line = outcomes.get("level_is_onside") or next(
        (f for o, f in outcomes.items() if o.startswith("second_last_")), None
    )
    second: Rel = "unknown"
    if line is not None:
        second = "level" if line.outcome == "level_is_onside" else line.outcome.rsplit("_", 1)[1]  # type: ignore[assignment]
    verdict = {"offside_position": True, "not_offside_position": False}
    final = [f.outcome for (rule, _), f in found.items() if rule == "OFF-POS-2"]
    margin = line.facts.get("margin_cm") if line is not None else None
    named = line.facts.get("second_last_player") if line is not None else None
    return Judged(
        half=half,
        ball_rel=ball,  # type: ignore[arg-type]
        second_last_rel=second,
        second_last_player=named if isinstance(named, str) else None,
        margin_cm=abs(margin) if isinstance(margin, int | float) else None,
        offside_position=next((verdict[o] for o in final if o in verdict), None),
    )


@dataclass(frozen=True)
class _Depths:
    """Where the marks are, in metres from the goal line, and whom they show."""

    schematic: bool
    attacker_m: float
    ball_m: float | None
    second_m: float | None
    second_id: str | None
    last_m: float | None = None
    last_id: str | None = None
    parts: tuple[str, ...] = ()


def _depths(where: Qualitative | Distances | Opponents, seen: Judged, halfway_m: float) -> _Depths:
    """The measured depths of a position given by distances, else schematic ones."""
    if isinstance(where, Distances):
        ranked = sorted(where.opponents_m.items(), key=lambda kv: (kv[1], kv[0]))
        last_id, last_m = ranked[0]
        second_id = seen.second_last_player or ranked[1][0]
        second_m: float | None = where.opponents_m.get(second_id, ranked[1][1])
        return _Depths(False, where.attacker_m, where.ball_m, second_m, second_id, last_m, last_id)
    parts = tuple(where.parts_beyond or ()) if isinstance(where, Qualitative) else ()
    attacker_m = {
        "opponents": SCHEMATIC_ATTACKER_M,
        "halfway_line": halfway_m,
        "own": halfway_m + 4.0,
    }.get(seen.half, SCHEMATIC_ATTACKER_M)
    second_m = {
        "ahead": attacker_m + SCHEMATIC_GAP_M,
        "level": attacker_m,
        "behind": max(attacker_m - SCHEMATIC_GAP_M, 1.0),
    }.get(seen.second_last_rel)
    ball_m = {
        "ahead": attacker_m + SCHEMATIC_BALL_BEHIND_M,
        "level": attacker_m,
        "behind": max(attacker_m - SCHEMATIC_BALL_AHEAD_M, 1.0),
    }.get(seen.ball_rel)
    return _Depths(True, attacker_m, ball_m, second_m, seen.second_last_player, parts=parts)


def _y_of(goal_line_y: float, d_m: float) -> float:
    return round(goal_line_y + d_m * SCALE, 1)


def _x_of(lane_m: float) -> float:
    return round(PAD + (HALF_WIDTH_M + lane_m) * SCALE, 1)


def _pitch(goal_line_y: float, halfway_m: float, span_m: float) -> Pitch:
    """The pitch's lines, goal at the top, from the goal line to ``span_m`` past it."""
    return Pitch(
        goal_line_y=goal_line_y,
        halfway_y=_y_of(goal_line_y, halfway_m),
        left=PAD,
        right=PAD + HALF_WIDTH_M * 2 * SCALE,
        bottom=_y_of(goal_line_y, span_m),
        penalty_area=(_x_of(-20.16), goal_line_y, 40.32 * SCALE, 16.5 * SCALE),
        goal_area=(_x_of(-9.16), goal_line_y, 18.32 * SCALE, 5.5 * SCALE),
        goal=(_x_of(-3.66), PAD, 7.32 * SCALE, GOAL_DEPTH_M * SCALE),
        penalty_spot=(_x_of(0.0), _y_of(goal_line_y, 11.0)),
        centre_x=_x_of(0.0),
    )


def _mark(goal_line_y: float, lane_m: float, d_m: float | None, who: str | None) -> Mark | None:
    if d_m is None:
        return None
    return Mark(_x_of(lane_m), _y_of(goal_line_y, d_m), d_m, who)


def build(incident: Incident, decision: Decision, pos: Position | None = None) -> Diagram | None:
    """The diagram of the moment of judgement (of ``pos``, or the position the outcome
    turns on), or None when no judged position is given."""
    pos = pos or choose_position(incident, decision)
    if pos is None:
        return None
    seen = judged(decision, pos.player, pos.at)
    length = incident.match.pitch_length_m
    halfway_m = length / 2 if length else HALFWAY_DEFAULT_M
    toucher = incident.sequence[pos.at - 1].by if pos.at <= len(incident.sequence) else None
    d = _depths(pos.where, seen, halfway_m)
    # The view, goal at the top: from the goal line to a little past halfway.
    depths = (d.ball_m, d.second_m, d.last_m)
    span_m = max([halfway_m, d.attacker_m] + [m for m in depths if m is not None]) + 6.0
    top = PAD + GOAL_DEPTH_M * SCALE
    attacker = Mark(_x_of(LANE_ATTACKER), _y_of(top, d.attacker_m), d.attacker_m, pos.player)
    ball = _mark(top, LANE_BALL, d.ball_m, toucher)
    second = _mark(top, LANE_SECOND_LAST, d.second_m, d.second_id)
    last = _mark(top, LANE_LAST, d.last_m, d.last_id)
    line_y: float | None = None
    basis: Literal["second_last", "ball"] | None = None
    if second is not None:
        line_y, basis = second.y, "second_last"
        if ball is not None and ball.d_m < second.d_m:
            line_y, basis = ball.y, "ball"
    return Diagram(
        width=round(PAD * 2 + HALF_WIDTH_M * 2 * SCALE, 1),
        height=round(top + span_m * SCALE + PAD, 1),
        pitch=_pitch(top, halfway_m, span_m),
        schematic=d.schematic,
        at=pos.at,
        toucher=toucher,
        attacker=attacker,
        ball=ball,
        second_last=second,
        last=last,
        line_y=line_y,
        line_basis=basis,
        half=seen.half,
        ball_rel=seen.ball_rel,
        second_last_rel=seen.second_last_rel,
        margin_cm=seen.margin_cm if seen.margin_cm is not None else _reported_margin(pos.where),
        parts_beyond=d.parts,
        offside_position=seen.offside_position,
        goalkeeper=_keeper(incident, top, (second, last)),
    )


def keeper_id(incident: Incident) -> str | None:
    """The defending goalkeeper the incident names, if any."""
    return next((p.id for p in incident.players if p.team == "defending" and p.goalkeeper), None)


def _keeper(incident: Incident, top: float, drawn: tuple[Mark | None, ...]) -> Mark | None:
    ident = keeper_id(incident)
    if ident is None:
        return None
    for mark in drawn:
        if mark is not None and mark.ident == ident:
            return mark
    return Mark(_x_of(0.0), _y_of(top, KEEPER_M), KEEPER_M, ident)


def _reported_margin(where: Qualitative | Distances | Opponents) -> float | None:
    """The margin the reports give for a position in words, when no finding carries it."""
    return where.margin_cm if isinstance(where, Qualitative) else None
