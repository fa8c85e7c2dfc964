"""Law 12: a defender's deliberate handball, as it bears on a move that may be offside.

An opponent's deliberate handball is a deliberate play for offside (from 2020/21,
OFF-DP-1): it frees an attacker who was in an offside position. It is also an offence of
its own: a direct free kick to the attacking team, or a penalty kick inside the
defender's penalty area, unless the referee lets play go on to the attackers' advantage
(HB-SANC-1, Laws 12.1 and 12.3). Nobody is fouled: the offence has no victim.
"""

from __future__ import annotations

from rules.catalogue.play import HbSanc1
from rules.context import Context
from rules.incident import Contact, Incident
from rules.trace import OtherOffence, Restart, RestartKind


def _first(incident: Incident) -> tuple[int, Contact, bool] | None:
    """The first deliberate handball by a defender: its touch, and whether it stopped play
    (no advantage played)."""
    for at, contact in enumerate(incident.sequence, start=1):
        if contact.action != "deliberate_handball" or incident.team_of(contact.by) != "defending":
            continue
        last = at == len(incident.sequence)
        stopped = contact.advantage_played is False or (
            last and incident.outcome == "play_stopped" and contact.advantage_played is not True
        )
        return at, contact, stopped
    return None


def area_unknown(incident: Incident) -> int | None:
    """The touch of the first defender's deliberate handball when it stopped play and
    nobody said whether it was inside the penalty area: the Law's answer (a penalty kick
    or a direct free kick) turns on it."""
    found = _first(incident)
    if found is None or not found[2]:
        return None
    area = found[1].in_defending_penalty_area
    return found[0] if area is None or area == "unknown" else None


def sanction(ctx: Context) -> tuple[OtherOffence | None, Restart | None] | None:
    """The first deliberate handball by a defender: None when there is none or advantage
    was played (play went on); else the offence and its free kick (both None when where
    it happened is not known)."""
    found = _first(ctx.incident)
    if found is not None:
        at, contact, stopped = found
        if not stopped:
            ctx.add(HbSanc1.advantage, at=at, player=contact.by)
            return None
        area = contact.in_defending_penalty_area
        if area is None or area == "unknown":
            ctx.add(HbSanc1.unknown, at=at, player=contact.by)
            return None, None
        outcome: RestartKind = "penalty_kick" if area else "direct_free_kick"
        ctx.add(
            HbSanc1.penalty_kick if area else HbSanc1.direct_free_kick, at=at, player=contact.by
        )
        other = OtherOffence(
            by=contact.by,
            against=None,
            after=at,
            free_kick="penalty" if area else "direct",
            rule="HB-SANC-1",
        )
        restart = Restart(
            kind=outcome,
            to="attacking",
            at_player=contact.by,
            location=contact.location,
            rule="HB-SANC-1",
        )
        return other, restart
    return None
