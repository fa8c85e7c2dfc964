"""Geometry of the pitch diagram: the moment of judgement, seen from above.

The goal is at the top and the attack goes up the page. Only the distance from
the goal line matters for offside, so that is the one coordinate drawn to scale
(when the incident gives distances). Positions across the pitch are chosen for
legibility. When the incident only says who was ahead
of whom, the diagram is a schematic with illustrative distances, and says so.
Wording lives in templates/html/_diagram.html; this module only computes numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules import Decision, Incident
from rules.incident import Distances, Position
from rules.offside.position import compare

Rel = Literal["ahead", "level", "behind", "unknown"]

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


def choose_position(incident: Incident, decision: Decision) -> Position | None:
    """The position that mattered: the offender's when judged, else the scorer's, else the last."""
    if not incident.positions:
        return None
    if decision.offender is not None and decision.judged_at is not None:
        for pos in incident.positions:
            if pos.player == decision.offender and pos.at == decision.judged_at:
                return pos
    last_attacker = next(
        (c.by for c in reversed(incident.sequence) if incident.team_of(c.by) == "attacking"),
        None,
    )
    mine = [p for p in incident.positions if p.player == last_attacker]
    return (mine or list(incident.positions))[-1]


def build(incident: Incident, decision: Decision) -> Diagram | None:
    """The diagram of the moment of judgement, or None when no position is given."""
    pos = choose_position(incident, decision)
    if pos is None:
        return None
    length = incident.match.pitch_length_m
    halfway_m = length / 2 if length else HALFWAY_DEFAULT_M
    toucher = incident.sequence[pos.at - 1].by if pos.at <= len(incident.sequence) else None
    where = pos.where
    last_m: float | None = None
    last_id: str | None = None
    second_id: str | None = None
    parts: tuple[str, ...] = ()
    if isinstance(where, Distances):
        schematic = False
        attacker_m = where.attacker_m
        ball_m: float | None = where.ball_m
        ranked = sorted(where.opponents_m.items(), key=lambda kv: (kv[1], kv[0]))
        second_id, second_m = ranked[1]
        last_id, last_m = ranked[0]
        second_m_opt: float | None = second_m
        ball_rel = compare(attacker_m, where.ball_m)
        second_rel = compare(attacker_m, second_m)
        if length is not None:
            half = {"ahead": "opponents", "level": "halfway_line", "behind": "own"}[
                compare(attacker_m, halfway_m)
            ]
        elif attacker_m < 45.0:
            half = "opponents"
        elif attacker_m > 60.0:
            half = "own"
        else:
            half = "unknown"
        margin = round((second_m - attacker_m) * 100, 1)
        margin_cm: float | None = abs(margin)
    else:
        schematic = True
        half = where.half
        ball_rel, second_rel = where.ball, where.second_last
        second_id = where.second_last_player
        margin_cm = where.margin_cm
        parts = tuple(where.parts_beyond or ())
        attacker_m = {
            "opponents": SCHEMATIC_ATTACKER_M,
            "halfway_line": halfway_m,
            "own": halfway_m + 4.0,
        }.get(half, SCHEMATIC_ATTACKER_M)
        second_m_opt = {
            "ahead": attacker_m + SCHEMATIC_GAP_M,
            "level": attacker_m,
            "behind": max(attacker_m - SCHEMATIC_GAP_M, 1.0),
        }.get(second_rel)
        ball_m = {
            "ahead": attacker_m + SCHEMATIC_BALL_BEHIND_M,
            "level": attacker_m,
            "behind": max(attacker_m - SCHEMATIC_BALL_AHEAD_M, 1.0),
        }.get(ball_rel)
    # The view, goal at the top: from the goal line to a little past halfway.
    furthest = max(
        [halfway_m, attacker_m] + [m for m in (ball_m, second_m_opt, last_m) if m is not None]
    )
    span_m = furthest + 6.0
    goal_line_y = PAD + GOAL_DEPTH_M * SCALE

    def y_of(d_m: float) -> float:
        return round(goal_line_y + d_m * SCALE, 1)

    def x_of(lane_m: float) -> float:
        return round(PAD + (HALF_WIDTH_M + lane_m) * SCALE, 1)

    width = PAD * 2 + HALF_WIDTH_M * 2 * SCALE
    height = goal_line_y + span_m * SCALE + PAD
    pitch = Pitch(
        goal_line_y=goal_line_y,
        halfway_y=y_of(halfway_m),
        left=PAD,
        right=PAD + HALF_WIDTH_M * 2 * SCALE,
        bottom=y_of(span_m),
        penalty_area=(x_of(-20.16), goal_line_y, 40.32 * SCALE, 16.5 * SCALE),
        goal_area=(x_of(-9.16), goal_line_y, 18.32 * SCALE, 5.5 * SCALE),
        goal=(x_of(-3.66), PAD, 7.32 * SCALE, GOAL_DEPTH_M * SCALE),
        penalty_spot=(x_of(0.0), y_of(11.0)),
        centre_x=x_of(0.0),
    )
    attacker = Mark(x_of(LANE_ATTACKER), y_of(attacker_m), attacker_m, pos.player)
    ball = Mark(x_of(LANE_BALL), y_of(ball_m), ball_m, toucher) if ball_m is not None else None
    second = (
        Mark(x_of(LANE_SECOND_LAST), y_of(second_m_opt), second_m_opt, second_id)
        if second_m_opt is not None
        else None
    )
    last = Mark(x_of(LANE_LAST), y_of(last_m), last_m, last_id) if last_m is not None else None
    line_y: float | None = None
    basis: Literal["second_last", "ball"] | None = None
    if second is not None:
        line_y, basis = second.y, "second_last"
        if ball is not None and ball.d_m < second.d_m:
            line_y, basis = ball.y, "ball"
    verdicts = {
        "half": None if half == "unknown" else half == "opponents",
        "ball": None if ball_rel == "unknown" else ball_rel == "ahead",
        "second": None if second_rel == "unknown" else second_rel == "ahead",
    }
    if parts and second_rel == "ahead" and not any(p not in ("arm", "hand") for p in parts):
        verdicts["second"] = False
    known = [v for v in verdicts.values() if v is not None]
    offside_position: bool | None
    if known and not all(known):
        offside_position = False
    elif len(known) == len(verdicts):
        offside_position = True
    else:
        offside_position = None
    return Diagram(
        width=round(width, 1),
        height=round(height, 1),
        pitch=pitch,
        schematic=schematic,
        at=pos.at,
        toucher=toucher,
        attacker=attacker,
        ball=ball,
        second_last=second,
        last=last,
        line_y=line_y,
        line_basis=basis,
        half=half,
        ball_rel=ball_rel,
        second_last_rel=second_rel,
        margin_cm=margin_cm,
        parts_beyond=parts,
        offside_position=offside_position,
    )
