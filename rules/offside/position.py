"""Law 11.1 Offside position, and the off-the-field cases of Law 11.4.

A player is in an offside position when some part of head, body or feet is in the
opponents' half (the halfway line does not count) and nearer to the opponents'
goal line than both the ball and the second-last opponent. Arms and hands of all
players are ignored; since 2021/22 the arm ends at the bottom of the armpit.
Level is not offside. A player standing inside the goal is judged like any other
(OFF-POS-10), and an offside position alone is no offence (OFF-POS-1).
Ids: OFF-POS-1 ... OFF-POS-10.
"""

from __future__ import annotations

from typing import Literal

from rules import paths
from rules.catalogue.position import (
    Half,
    OffPos1,
    OffPos2,
    OffPos3,
    OffPos4,
    OffPos5,
    OffPos6,
    OffPos7,
    OffPos8,
    OffPos9,
    OffPos10,
    TrialDaylight1,
)
from rules.context import Context, missing
from rules.incident import Distances, OffField, Opponents, Position, Qualitative
from rules.trace import FactValue, Missing

#: Law 1: a pitch is 90-120 m long, so the halfway line is 45-60 m from a goal line.
HALFWAY_MIN_M = 45.0
HALFWAY_MAX_M = 60.0
LEGAL_PARTS = frozenset({"head", "shoulder", "torso", "leg", "knee", "foot"})

Rel = Literal["ahead", "level", "behind", "unknown"]


class PositionVerdict:
    """Whether a player was in an offside position at one moment of judgement, and the
    facts missing to say. (Its own ``__init__``, as rules.phases.Status has.)"""

    __slots__ = ("offside", "missing")

    def __init__(self, offside: bool | None, missing: list[Missing] | None = None) -> None:
        self.offside = offside
        self.missing: list[Missing] = [] if missing is None else missing


def compare(attacker: float, other: float) -> Rel:
    """Where an attacker at ``attacker`` metres stands relative to something at ``other``."""
    if attacker < other:
        return "ahead"
    if attacker == other:
        return "level"
    return "behind"


def judge(
    ctx: Context,
    player: str,
    at: int,
    point: Literal["first_contact", "last_contact"],
    *,
    reentry_applies: bool = True,
    item: Position | None = None,
) -> PositionVerdict:
    """Judge ``player``'s position at contact ``at`` and record the findings.

    ``reentry_applies=False`` judges the position as given, ignoring Law 11.4's
    goal-line rule for an attacker who came back on (OFF-POS-9). ``item``: judge this
    position in place of the incident's own (a change the analysis tries, ``bearing``).
    """
    incident = ctx.incident
    reentry = _attacker_reentry(ctx, player, at) if reentry_applies and incident.off_field else None
    index = ctx.position_index.get((player, at, point), -1)
    pos = item if item is not None else incident.positions[index] if index >= 0 else None
    if reentry is not None and reentry.reset_since == "unknown":
        # Law 11.4 holds the player on the goal line only until play has reset:
        # without knowing whether it had, decide only if it makes no difference.
        with ctx.deferred() as held:
            as_given = judge(ctx, player, at, point, reentry_applies=False, item=item)
        if as_given.offside:
            ctx.findings.extend(held)
            return as_given
        ctx.add(OffPos2.unknown, at=at, player=player, point=point)
        path = paths.at("off_field", ctx.index_of("off_field", reentry), "reset_since")
        return PositionVerdict(None, [*as_given.missing, missing(path, "OFF-POS-9")])
    if reentry is not None:
        ctx.add(OffPos9.treated_as_on_goal_line, at=at, player=player)
        if pos is None or not isinstance(pos.where, Distances):
            # On the goal line: nearer to it than the ball and the second-last opponent
            # unless they are on the line too, which the incident would have to say.
            ctx.add(OffPos2.offside_position, at=at, player=player, from_goal_line=True)
            return PositionVerdict(True)
    if pos is None and incident.unlisted_positions == "onside":
        ctx.add(OffPos2.not_offside_position, at=at, player=player, basis="not_reported")
        return PositionVerdict(False)
    if pos is None:
        ctx.add(OffPos2.unknown, at=at, player=player, point=point)
        return PositionVerdict(None, [missing(_position_path(ctx, player, at), "OFF-POS-2")])
    path = paths.at("positions", index, "where")
    where = pos.where
    if isinstance(where, Distances):
        return _judge_distances(ctx, pos, where, path, on_goal_line=reentry is not None)
    if isinstance(where, Opponents):
        return _judge_opponents(ctx, pos, where, path)
    return _judge_qualitative(ctx, pos, where, path)


def _position_path(ctx: Context, player: str, at: int) -> str:
    return paths.select("positions", player=player, at=at)


def _attacker_reentry(ctx: Context, player: str, at: int) -> OffField | None:
    """The player came back on from the goal line and play had not reset since they left."""
    for off in ctx.incident.off_field:
        if off.player == player and off.at == at and off.reentered and off.reset_since is not True:
            return off
    return None


def _half_and_ball(
    ctx: Context,
    pos: Position,
    where: Qualitative | Opponents,
    path: str,
) -> tuple[list[bool], list[Missing]]:
    """Law 11.1 (a) the opponents' half, the halfway line not counting, and (b) nearer the
    goal line than the ball, for a position described in words."""
    player, at = pos.player, pos.at
    half, ball = where.half, where.ball
    lacking: list[Missing] = []
    verdicts: list[bool] = []
    if half == "unknown":
        lacking.append(missing(paths.at(path, "half"), "OFF-POS-2"))
    else:
        ctx.add(OffPos2.by_half[half], at=at, player=player, half=half)
        verdicts.append(half == "opponents")
    if ball == "unknown":
        lacking.append(missing(paths.at(path, "ball"), "OFF-POS-6"))
    else:
        ctx.add(OffPos6.by_relative[ball], at=at, player=player, relative=ball)
        verdicts.append(ball == "ahead")
    return verdicts, lacking


def _judge_qualitative(
    ctx: Context, pos: Position, where: Qualitative, path: str
) -> PositionVerdict:
    verdicts, lacking = _half_and_ball(ctx, pos, where, path)
    # (b) nearer the goal line than the second-last opponent
    second = where.second_last
    if second == "ahead" and where.parts_beyond is not None:
        second = _legal_parts_beyond(ctx, pos, where.parts_beyond)
    if second != "unknown" and where.second_last_part in ("arm", "hand"):
        second = _opponent_arm(ctx, pos, where, second)
        if second == "unknown":
            lacking.append(missing(paths.at(path, "second_last_part"), "OFF-POS-3"))
            return _combine(ctx, pos, verdicts, lacking)
    if second == "unknown":
        lacking.append(missing(paths.at(path, "second_last"), "OFF-POS-7"))
    else:
        facts: dict[str, FactValue] = {
            "relative": second,
            "second_last_player": where.second_last_player,
            "margin_cm": where.margin_cm,
        }
        trial = (where.wholly_beyond, paths.at(path, "wholly_beyond"))
        _settle(verdicts, lacking, _beyond(ctx, pos, second, facts, trial))
    return _combine(ctx, pos, verdicts, lacking)


def _opponent_arm(ctx: Context, pos: Position, where: Qualitative, rel: Rel) -> Rel:
    """The line was drawn to the second-last opponent's arm or hand, which do not count
    (OFF-POS-3): ahead of it is ahead of the body too (the arm was the part nearest the
    goal line), but level with or behind it says nothing of the body."""
    facts: dict[str, FactValue] = {
        "opponent": where.second_last_player,
        "part": where.second_last_part,
        "relative": rel,
    }
    ctx.add(OffPos3.opponent_arm_ignored, at=pos.at, player=pos.player, facts=facts)
    return "ahead" if rel == "ahead" else "unknown"


#: A trial's question about a position: the answer as given, and the field that holds it.
TrialFact = tuple[bool | Literal["unknown"] | None, str]


def _beyond(
    ctx: Context,
    pos: Position,
    rel: Rel,
    facts: dict[str, FactValue],
    trial: TrialFact,
) -> bool | Missing:
    """Where the player stood against the second-last opponent: level is onside
    (OFF-POS-5), ahead or behind decides (OFF-POS-7). True when in an offside position by
    this test; under the daylight trial a player ahead is offside only when every scoring
    part is beyond (TRIAL-DAYLIGHT-1), and a Missing when that is not known."""
    if rel == "level":
        ctx.add(OffPos5.level_is_onside, at=pos.at, player=pos.player, facts=facts)
    else:
        ctx.add(OffPos7.by_relative[rel], at=pos.at, player=pos.player, facts=facts)
    if rel != "ahead":
        return False
    if ctx.offside_rule == "daylight_trial":
        return _daylight(ctx, pos, *trial)
    return True


def _daylight(
    ctx: Context, pos: Position, wholly: bool | Literal["unknown"] | None, path: str
) -> bool | Missing:
    """TRIAL-DAYLIGHT-1: offside only with daylight between the player and the line."""
    if wholly is None or wholly == "unknown":
        ctx.add(TrialDaylight1.unknown, at=pos.at, player=pos.player)
        return missing(path, "TRIAL-DAYLIGHT-1")
    outcome = TrialDaylight1.wholly_beyond if wholly else TrialDaylight1.not_wholly_beyond
    ctx.add(outcome, at=pos.at, player=pos.player)
    return wholly


def _settle(verdicts: list[bool], lacking: list[Missing], verdict: bool | Missing) -> None:
    if isinstance(verdict, bool):
        verdicts.append(verdict)
    else:
        lacking.append(verdict)


def _legal_parts_beyond(ctx: Context, pos: Position, parts: tuple[str, ...]) -> Rel:
    legal = [p for p in parts if p in LEGAL_PARTS]
    ignored = [p for p in parts if p not in LEGAL_PARTS]
    if ignored:
        ctx.add(OffPos3.arms_ignored, at=pos.at, player=pos.player, parts=",".join(ignored))
    if "shoulder" in legal:
        before_line = not ctx.has("armpit_line")
        ctx.add(
            OffPos4.shoulder_counts_by_practice if before_line else OffPos4.shoulder_counts,
            at=pos.at,
            player=pos.player,
            judgement=before_line,
        )
    return "ahead" if legal else "behind"


def _judge_distances(
    ctx: Context, pos: Position, where: Distances, path: str, *, on_goal_line: bool
) -> PositionVerdict:
    player, at = pos.player, pos.at
    lacking: list[Missing] = []
    verdicts: list[bool] = []
    attacker_m = 0.0 if on_goal_line else where.attacker_m
    # (a) the opponents' half, from the pitch length when known
    half = _half_at(ctx, attacker_m)
    if half == "unknown":
        lacking.append(missing("match.pitch_length_m", "OFF-POS-2"))
    else:
        ctx.add(OffPos2.by_half[half], at=at, player=player, half=half, attacker_m=attacker_m)
        verdicts.append(half == "opponents")
    # the ball
    ball = compare(attacker_m, where.ball_m)
    ctx.add(OffPos6.by_relative[ball], at=at, player=player, relative=ball, ball_m=where.ball_m)
    verdicts.append(ball == "ahead")
    # the second-last opponent, found from the distances (Law 11.1, OFF-POS-7/8)
    opponents, lack, open_ = _opponent_line(ctx, pos, where.opponents_m)
    if lack:
        # A defender off the field may or may not count: decide if it cannot matter.
        rel_open = _bounded(attacker_m, opponents, open_)
        if rel_open is None:
            lacking.extend(lack)
        else:
            bounded: dict[str, FactValue] = {
                "relative": rel_open,
                "second_last_player": None,
                "margin_cm": None,
                "off_field_unknown": True,
            }
            ctx.add(OffPos7.by_relative[rel_open], at=at, player=player, facts=bounded)
            if rel_open == "ahead" and ctx.offside_rule == "daylight_trial":
                # Where the line is open, so is the daylight between it and the player.
                lacking.extend(lack)
            else:
                verdicts.append(rel_open == "ahead")
    elif len(opponents) < 2:
        lacking.append(missing(paths.at(path, "opponents_m"), "OFF-POS-7"))
    else:
        # Nearest the goal line first; of two at the same distance, by id.
        ranked = sorted([(metres, ident) for ident, metres in opponents.items()])
        second_m, second_id = ranked[1]
        rel = compare(attacker_m, second_m)
        facts: dict[str, FactValue] = {
            "relative": rel,
            "second_last_player": second_id,
            "second_last_m": second_m,
            "last_player": ranked[0][1],
            "margin_cm": round((second_m - attacker_m) * 100, 1),
        }
        rear = where.attacker_rear_m
        wholly = None if rear is None else compare(rear, second_m) == "ahead"
        _settle(
            verdicts,
            lacking,
            _beyond(ctx, pos, rel, facts, (wholly, paths.at(path, "attacker_rear_m"))),
        )
    return _combine(ctx, pos, verdicts, lacking)


def _judge_opponents(ctx: Context, pos: Position, where: Opponents, path: str) -> PositionVerdict:
    """A position given as the opponents nearer the goal line (and level): the player is
    ahead of the second-last opponent when fewer than two are nearer and none of the
    second pair is level (OFF-POS-7, OFF-POS-5); defenders off the field count where
    Law 11.4 puts them (OFF-POS-8)."""
    verdicts, lacking = _half_and_ball(ctx, pos, where, path)
    nearer, level, lack = _listed_with_off_field(ctx, pos, where, path)
    if lack:
        lacking.extend(lack)
        return _combine(ctx, pos, verdicts, lacking)
    rel: Rel
    if len(nearer) >= 2:
        rel = "behind"
    elif not where.complete:
        lacking.append(missing(paths.at(path, "nearer"), "OFF-POS-7"))
        return _combine(ctx, pos, verdicts, lacking)
    elif level and len(nearer) + len(level) >= 2:
        rel = "level"
    else:
        rel = "ahead"
    candidates = sorted(level) if len(nearer) == 1 else []
    facts: dict[str, FactValue] = {
        "relative": rel,
        "second_last_player": candidates[0] if len(candidates) == 1 else None,
        "margin_cm": None,
        "basis": "opponents_listed",
        "nearer": ",".join(sorted(nearer)),
        "level": ",".join(sorted(level)),
    }
    trial = (where.wholly_beyond, paths.at(path, "wholly_beyond"))
    _settle(verdicts, lacking, _beyond(ctx, pos, rel, facts, trial))
    return _combine(ctx, pos, verdicts, lacking)


def _listed_with_off_field(
    ctx: Context, pos: Position, where: Opponents, path: str
) -> tuple[set[str], set[str], list[Missing]]:
    """The opponents nearer and level, with Law 11.4 applied to defenders off the field:
    over the goal line without permission, a defender is nearer the goal line than
    anyone on the field; with permission (or once play has reset) not counted at all; over
    a touchline, where the source placed them (unlisted, where they count is open)."""
    nearer, level = set(where.nearer), set(where.level)
    lacking: list[Missing] = []
    for i, off in enumerate(ctx.incident.off_field):
        if off.at != pos.at or ctx.incident.team_of(off.player) != "defending":
            continue
        if off.with_permission == "unknown" or off.reset_since == "unknown":
            field_name = "with_permission" if off.with_permission == "unknown" else "reset_since"
            ctx.add(OffPos8.unknown, at=pos.at, player=off.player, missing=field_name)
            lacking.append(missing(paths.at("off_field", i, field_name), "OFF-POS-8"))
        elif off.with_permission or off.reset_since:
            nearer.discard(off.player)
            level.discard(off.player)
            ctx.add(OffPos8.does_not_count, at=pos.at, player=off.player)
        elif off.crossed == "goal_line":
            level.discard(off.player)
            nearer.add(off.player)
            facts: dict[str, FactValue] = {"line": "goal_line", "line_m": 0.0}
            ctx.add(OffPos8.counts_on_line, at=pos.at, player=off.player, facts=facts)
        elif off.player not in nearer | level:
            ctx.add(OffPos8.unknown, at=pos.at, player=off.player, missing="listed")
            lacking.append(missing(paths.at(path, "nearer"), "OFF-POS-8"))
        else:
            facts = {"line": "touchline", "line_m": off.exit_point_m}
            ctx.add(OffPos8.counts_on_line, at=pos.at, player=off.player, facts=facts)
    return nearer, level, lacking


def _half_at(ctx: Context, attacker_m: float) -> Half | Literal["unknown"]:
    """The half a player ``attacker_m`` metres from the goal line is in: from the pitch's
    length when known; otherwise only where every legal pitch (Law 1) agrees."""
    length = ctx.incident.match.pitch_length_m
    if length is not None:
        relative = compare(attacker_m, length / 2)
        halves: dict[Rel, Half] = {"ahead": "opponents", "level": "halfway_line", "behind": "own"}
        return halves[relative]
    if attacker_m < HALFWAY_MIN_M:
        return "opponents"
    if attacker_m > HALFWAY_MAX_M:
        return "own"
    return "unknown"


#: A defender off the field whose place in the line is open: (nearest distance it
#: could count at, farthest or None for anywhere, whether it may not count at all).
Open = tuple[float, float | None, bool]


def _opponent_line(
    ctx: Context, pos: Position, opponents: dict[str, float]
) -> tuple[dict[str, float], list[Missing], list[Open]]:
    """Apply Law 11.4 to defenders off the field (OFF-POS-8): ``opponents`` as they
    count (a copy, when a defender off the field changes them)."""
    lacking: list[Missing] = []
    open_: list[Open] = []
    if not ctx.incident.off_field:
        return opponents, lacking, open_
    opponents = dict(opponents)
    for i, off in enumerate(ctx.incident.off_field):
        if off.at != pos.at or ctx.incident.team_of(off.player) != "defending":
            continue
        path = paths.at("off_field", i)
        line: float | None = 0.0 if off.crossed == "goal_line" else off.exit_point_m
        if off.with_permission == "unknown" or off.reset_since == "unknown":
            field_name = "with_permission" if off.with_permission == "unknown" else "reset_since"
            ctx.add(OffPos8.unknown, at=pos.at, player=off.player, missing=field_name)
            lacking.append(missing(paths.at(path, field_name), "OFF-POS-8"))
            opponents.pop(off.player, None)
            open_.append((0.0 if line is None else line, line, True))
            continue
        if off.with_permission or off.reset_since:
            opponents.pop(off.player, None)
            ctx.add(OffPos8.does_not_count, at=pos.at, player=off.player)
            continue
        if line is None:
            ctx.add(OffPos8.unknown, at=pos.at, player=off.player, missing="exit_point_m")
            lacking.append(missing(paths.at(path, "exit_point_m"), "OFF-POS-8"))
            opponents.pop(off.player, None)
            open_.append((0.0, None, False))
            continue
        opponents[off.player] = line
        facts: dict[str, FactValue] = {"line": off.crossed, "line_m": line}
        ctx.add(OffPos8.counts_on_line, at=pos.at, player=off.player, facts=facts)
    return opponents, lacking, open_


def _bounded(attacker_m: float, opponents: dict[str, float], open_: list[Open]) -> Rel | None:
    """Ahead of / behind the second-last opponent wherever the open defenders count, or None."""
    nearest = sorted([*opponents.values(), *(near for near, _, _ in open_)])
    farthest = sorted(
        [*opponents.values(), *(far for _, far, absent in open_ if far is not None and not absent)]
    )
    if len(nearest) < 2:
        return None
    if attacker_m < nearest[1]:
        return "ahead"
    if len(farthest) >= 2 and attacker_m > farthest[1]:
        return "behind"
    return None


def _combine(
    ctx: Context, pos: Position, verdicts: list[bool], lacking: list[Missing]
) -> PositionVerdict:
    if False in verdicts:
        ctx.add(OffPos2.not_offside_position, at=pos.at, player=pos.player)
        return PositionVerdict(False)
    if lacking:
        ctx.add(OffPos2.unknown, at=pos.at, player=pos.player)
        return PositionVerdict(None, lacking)
    ctx.add(OffPos2.offside_position, at=pos.at, player=pos.player)
    return PositionVerdict(True)


def inside_goal(ctx: Context) -> None:
    """OFF-POS-10: an attacker standing still inside the goal as the ball went in."""
    if ctx.incident.outcome != "goal_scored":
        return
    for player in ctx.incident.inside_goal:
        ctx.add(OffPos10.inside_goal, player=player)


def alone_is_no_offence(ctx: Context) -> None:
    """OFF-POS-1: somebody was in an offside position but never became involved; say
    so once, unless an involvement finding already said it."""
    offside_seen = False
    for f in ctx.findings:
        rule = f.rule  # (read once: compiled, a finding's field is a look-up by name)
        if rule == "OFF-POS-1":
            return  # said already
        offside_seen = offside_seen or (rule == "OFF-POS-2" and f.outcome == "offside_position")
    if offside_seen:
        ctx.add(OffPos1.position_alone_no_offence)


def deliberate_exits(ctx: Context) -> None:
    """OFF-POS-8: a defender who left the field deliberately, without permission, to put
    an attacker offside is cautioned when the ball is next out of play."""
    for off in ctx.incident.off_field:
        if off.deliberate is True:
            ctx.add(OffPos8.cautioned_next_stoppage, at=off.at, player=off.player)
