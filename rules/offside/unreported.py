"""Law 11.2 (OFF-OFF-2): what an attacker may have done that nobody reported.

A player in an offside position who never plays the ball commits an offence only by
interfering with an opponent (blocking the goalkeeper's view, challenging, an obvious
action, being in the way) or by moving to play the ball. A report that does not say what
such a player did has not said that he did nothing: unless the incident says so
(``unlisted_involvements: none``), each attacker who may have done so is given an
involvement of unknown kind right after each team-mate's touch (his moment of
judgement), and the engine treats it as it treats one reported as unknown: the offence
depends on it when, and only when, he was (or may have been) in an offside position.

Not for a touch at which he plays the ball himself next (he is judged for playing it),
nor where an involvement of his between that touch and the attackers' next is reported.

Fouls are asked more sparingly: a foul nobody reported is not known, but only where the
officials' own decision shows one (a penalty, or a free kick where the Law sees no offside
offence) that nothing in the incident explains is the Law's answer left to depend on it
(``implied_foul``, OFF-ORDER-4: which offence came first decides what is penalised),
or a goal ruled out where the Law finds no offside offence and nothing listed explains why
(``unexplained_no_goal``, APP-4: the VAR protocol lets a goal be ruled out for an attacking
team's offence in the build-up, a foul or a handball as well as offside).
"""

from __future__ import annotations

from rules import paths
from rules.incident import Incident, Involvement


def unreported(incident: Incident) -> tuple[Involvement, ...]:
    """The involvements of unknown kind that stand for what nobody reported."""
    if incident.unlisted_involvements != "unknown":
        return ()
    team_of = incident.team_of
    # By id, not as listed: the same facts must give the same explanation whatever the
    # order of the players (issue 31, item 10), and of the offences that may be one at a
    # moment, the first is what the decision turns on first (rules.offside.order).
    attackers = sorted(p.id for p in incident.players if p.team == "attacking")
    touches = [(at, c.by) for at, c in enumerate(incident.sequence, start=1)]
    by_attackers = [(at, by) for at, by in touches if team_of(by) == "attacking"]
    reported = [(inv.player, inv.after) for inv in incident.involvements]
    found: list[Involvement] = []
    for k, (at, by) in enumerate(by_attackers):
        following = by_attackers[k + 1] if k + 1 < len(by_attackers) else None
        until = following[0] if following is not None else len(touches) + 1
        for player in attackers:
            if player == by or (following is not None and following[1] == player):
                continue
            if any(who == player and at <= after < until for who, after in reported):
                continue
            found.append(Involvement.model_construct(player=player, after=at, kind="unknown"))
    return tuple(found)


def path_of(inv: Involvement) -> str:
    """The field path that names an unreported involvement (a selector: the incident has
    no such item until somebody says what the player did)."""
    return paths.select("involvements", player=inv.player, after=inv.after)


def implied_foul(incident: Incident, offside: bool) -> bool:
    """Does the officials' decision show a foul that the incident does not give, when the
    Law finds an offside offence or not (``offside``)? A penalty (given on the field or in
    the end), or a free kick where the Law sees no offside offence, that no listed foul nor
    a defender's deliberate handball explains."""
    officials = incident.officials
    if officials is None or incident.fouls or incident.unlisted_fouls != "unknown":
        return False
    team_of = incident.team_of
    if any(
        c.action == "deliberate_handball" and team_of(c.by) == "defending"
        for c in incident.sequence
    ):
        return False
    calls = (officials.on_field, officials.final)
    return "penalty" in calls or (officials.final == "free_kick" and not offside)


def unexplained_no_goal(incident: Incident) -> bool:
    """Did the officials rule out a goal that nothing listed explains? Their final decision
    is no goal, the ball went in, no foul is listed and the list may leave one out, no
    attacker handled the ball, and no flag or whistle for offside explains it (a listed
    position that was or may have been offside, which a VAR may have called, the engine
    judges: rules.engine; Díaz, 2023, is such a mistaken call)."""
    officials = incident.officials
    if officials is None or officials.final != "no_goal" or incident.outcome != "goal_scored":
        return False
    if officials.on_field in ("offside_flag", "whistle"):
        return False
    if incident.fouls or incident.unlisted_fouls != "unknown":
        return False
    team_of = incident.team_of
    return not any(
        c.action == "deliberate_handball" and team_of(c.by) == "attacking"
        for c in incident.sequence
    )
