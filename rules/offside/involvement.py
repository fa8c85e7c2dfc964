"""Law 11.2 Offside offence: becoming involved in active play.

A player in an offside position at a team-mate's touch is penalised only for
interfering with play (touching the ball, OFF-OFF-1), interfering with an opponent
(OFF-OFF-2) or gaining an advantage from a rebound, deflection or save
(OFF-OFF-3). Law 11.3 exempts receiving the ball directly from a goal kick,
throw-in or corner kick (OFF-NOOFF-1).
"""

from __future__ import annotations

from rules import paths, restarts
from rules.catalogue import Outcome
from rules.catalogue.offence import OffDp4, OffNooff1, OffOff1, OffOff2, OffOff3, OffOff4
from rules.catalogue.position import OffPos1
from rules.context import Context, missing
from rules.incident import Incident, Involvement
from rules.offside.unreported import unreported
from rules.phases import Status
from rules.trace import FactValue, Missing

EXEMPT_RESTARTS = ("goal_kick", "throw_in", "corner_kick")

#: Non-touch involvement and the sub-case of Law 11.2 it falls under.
SUBCASES = {
    "obstructed_line_of_vision": "a",
    "challenged_opponent": "b",
    "attempted_close_ball_impacting_opponent": "c",
    "obvious_action_impacting_opponent": "d",
    "in_opponents_way_impacting": "in_the_way",
}


class Offence:
    """A (possible) offside offence: ``certain`` False means it depends on ``missing``.
    (Its own ``__init__``, as rules.phases.Status has.)"""

    __slots__ = ("player", "judged_at", "at", "rule", "certain", "missing", "involvement")

    def __init__(
        self,
        player: str,
        judged_at: int,
        at: int,
        rule: str,
        certain: bool,
        missing: list[Missing] | None = None,
        involvement: Involvement | None = None,
    ) -> None:
        self.player = player
        self.judged_at = judged_at
        self.at = at
        self.rule = rule
        self.certain = certain
        self.missing: list[Missing] = [] if missing is None else missing
        self.involvement = involvement


def involved_after(incident: Incident, at: int, player: str | None = None) -> bool:
    """Does ``player`` (or, without one, any attacker) play the ball at or after contact
    ``at``, or does an involvement or a foul (theirs, or against them) come after it? An
    offence needs an attacker involved after his moment of judgement (Law 11.2, OFF-POS-1:
    the position alone is none). So where ``player`` stood at contact ``at`` matters to
    whether there was an offence only if this holds for him (each player's position is
    judged against the ball and the opponents alone), and whether an opponent's touch at
    ``at`` started a new phase only if it holds for some attacker."""
    team_of = incident.team_of
    return (
        any(
            c.by == player if player is not None else team_of(c.by) == "attacking"
            for c in incident.sequence[at - 1 :]
        )
        or any(
            inv.after >= at and player in (None, inv.player)
            for inv in (*incident.involvements, *unreported(incident))
        )
        or any(
            foul.after >= at and player in (None, foul.by, foul.against) for foul in incident.fouls
        )
    )


def _uncertainty(status: Status) -> list[Missing]:
    return [*status.missing, *status.maybe_reset]


def _known(status: Status) -> dict[str, FactValue]:
    """Whether the offside position, and the absence of a reset since, are settled facts
    (the wording then says "as he was", not "if he was")."""
    return {"position_known": status.offside is True, "reset_known": not status.maybe_reset}


def _gained_advantage(ctx: Context, player: str, at: int, status: Status, kind: str) -> None:
    """OFF-OFF-3: the ball reached the player off the frame, an official or an opponent.

    Playing it is a fact; interfering with an opponent after it is a judgement.
    """
    ctx.add(
        OffOff3.gaining_advantage,
        at=at,
        player=player,
        judged_at=status.judged_at,
        via=",".join(status.via),
        kind=kind,
        judgement=kind == "action",
        facts=_known(status),
    )
    if "save" in status.via:
        ctx.add(OffDp4.save_gives_advantage, at=at, player=player)


def by_touch(ctx: Context, player: str, at: int, status: Status) -> Offence | None:
    """The player touches the ball at contact ``at`` while carrying ``status``."""
    start = restarts.kind_given(ctx, ctx.incident.start)
    if start in EXEMPT_RESTARTS and status.judged_at == 1 and at == 2:
        ctx.add(OffNooff1.exempt, at=at, player=player, restart=start)
        return None
    if status.judged_at == 1 and start in ("free_kick", "penalty_kick") and status.offside:
        ctx.add(OffNooff1.not_exempt, at=at, player=player, restart=start)
    rule = "OFF-OFF-3" if status.via else "OFF-OFF-1"
    if status.via:
        _gained_advantage(ctx, player, at, status, "touch")
    else:
        _judged(ctx, OffOff1.interfering_with_play, status, at, player)
    lacking = _uncertainty(status)
    return Offence(player, status.judged_at, at, rule, certain=not lacking, missing=lacking)


def _judged(
    ctx: Context,
    outcome: Outcome,
    status: Status,
    at: int,
    player: str,
    **more: FactValue,
) -> None:
    """A finding of an offence by ``player`` at ``at``, with the position it was judged
    from (the touch, and the facts of that position the finding rests on)."""
    facts = {**_known(status), **more, "judged_at": status.judged_at}
    ctx.add(outcome, at=at, player=player, facts=facts)


def by_action(
    ctx: Context, inv: Involvement, status: Status | None, path: str | None = None
) -> Offence | None:
    """An involvement other than a touch, after contact ``inv.after``; ``path`` names it
    when the incident does not list it (rules.offside.unreported)."""
    if path is None:
        path = paths.at("involvements", ctx.index_of("involvements", inv), "kind")
    player, at = inv.player, inv.after
    if status is None or status.offside is False:
        return None
    if inv.kind == "none":
        # Whether a player affected an opponent is a judgement, even when nobody thinks so.
        ctx.add(
            OffPos1.not_involved,
            at=at,
            player=player,
            judged_at=status.judged_at,
            judgement=True,
        )
        return None
    if inv.kind == "moved_into_opponents_path":
        # Handled as a Law 12 offence by the order-of-offences rules.
        return None
    if inv.kind == "moving_to_play_ball":
        return _before_touch(ctx, inv, status)
    if inv.kind == "unknown":
        ctx.add(OffOff2.unknown, at=at, player=player, judged_at=status.judged_at)
        lacking = [*_uncertainty(status), missing(path, "OFF-OFF-2")]
        return Offence(player, status.judged_at, at, "OFF-OFF-2", False, lacking, inv)
    subcase = SUBCASES[inv.kind]
    rule = "OFF-OFF-3" if status.via else "OFF-OFF-2"
    _judged(
        ctx,
        OffOff2.interfering_with_opponent,
        status,
        at,
        player,
        subcase=subcase,
        opponent=inv.opponent,
    )
    if status.via:
        _gained_advantage(ctx, player, at, status, "action")
    lacking = _uncertainty(status)
    return Offence(player, status.judged_at, at, rule, not lacking, lacking, inv)


def _before_touch(ctx: Context, inv: Involvement, status: Status) -> Offence | None:
    """OFF-OFF-4 (Law 11, practical guidelines, diagram 4): a player in an offside position
    moving to play the ball may be penalised before touching it when, in the referee's
    opinion, no team-mate in an onside position could play it; if one could, the referee
    waits to see who plays it."""
    player, at = inv.player, inv.after
    could = inv.onside_teammate_could_play
    if could is True:
        ctx.add(OffOff4.onside_teammate_could_play, at=at, player=player)
        return None
    lacking = _uncertainty(status)
    if could is None or could == "unknown":
        ctx.add(OffOff4.unknown, at=at, player=player, judged_at=status.judged_at)
        index = ctx.index_of("involvements", inv)
        path = paths.at("involvements", index, "onside_teammate_could_play")
        lacking = [*lacking, missing(path, "OFF-OFF-4")]
        return Offence(player, status.judged_at, at, "OFF-OFF-4", False, lacking, inv)
    _judged(ctx, OffOff4.penalised_before_touch, status, at, player)
    return Offence(player, status.judged_at, at, "OFF-OFF-4", not lacking, lacking, inv)
