"""The common misreadings an incident invites, each with the clause that answers it.

Every one is triggered from the trace and the summary, never from the wording:

- "the ball went backwards" (OFF-POS-6): the offender was ahead of the ball when a
  team-mate played it backwards or square;
- "a defender touched it last" (PHASE-2): the ball came off an opponent between the
  moment of judgement and the offence;
- "he never touched the ball" (OFF-OFF-2): the offence was interfering with an opponent;
- "he came back from an offside position" (OFF-MOJ-4): he was onside when he received it;
- "he was in his own half when the ball was played" (OFF-POS-2): he was, at an earlier
  touch, but positions are judged afresh at every team-mate's touch;
- "he was clearly beyond the defender" (PHASE-2, OFF-POS-1, OFF-POS-6 or OFF-POS-2): and
  still no offence, because a deliberate play reset it, he was not involved, he was
  behind the ball, or he was in his own half;
- "the flag was wrong, so it should be a goal" (BALL-STOPPED-1): play had stopped.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.catalogue import outcome_of
from rules.catalogue.offence import OffDp1, OffMoj4, OffOff2
from rules.catalogue.play import BallStopped1
from rules.catalogue.position import OffPos1, OffPos2, OffPos6, OffPos7
from rules.catalogue.sanction import OffOrder2, Phase2
from rules.incident import Incident
from rules.reasons import Index, find
from rules.trace import Decision, Misconception, MisconceptionId, Summary

Add = Callable[[MisconceptionId, str, int | None, str | None], None]

#: For "he was clearly beyond the defender": the clause that answers it, by the Law's reason.
_BEYOND_BY_REASON = {"deliberate_play": Phase2.rule.id, "not_involved": OffPos1.rule.id}


def find_all(
    incident: Incident, decision: Decision, index: Index, summary: Summary
) -> tuple[Misconception, ...]:
    """The misreadings of ``decision`` (the Law's), read off the index of the decision's
    whole trace (with the VAR layer's findings) and ``summary``."""
    trace = index.trace
    found: list[Misconception] = []

    def add(id_: MisconceptionId, rule: str, at: int | None, player: str | None) -> None:
        found.append(Misconception(id=id_, rule=rule, at=at, player=player))

    if decision.offside_offence and decision.judged_at and decision.offence_at:
        _offence(incident, decision, index, add)
    law = summary.law
    decisive = [trace[r.index] for r in summary.decisive]
    if law.reason in _BEYOND_BY_REASON:
        position = next((f for f in decisive if OffPos2.offside_position.recorded(f)), None)
        if position is not None:
            rule = _BEYOND_BY_REASON[law.reason]
            at = next((f.at for f in decisive if f.rule == OffDp1.rule.id), position.at)
            add("clearly_beyond", rule, at, position.player)
    elif law.reason == "onside":
        for f in decisive:
            beyond = find(index, OffPos7.second_last_ahead, player=f.player, at=f.at)
            if f.rule in (OffPos6.rule.id, OffPos2.rule.id) and beyond is not None:
                add("clearly_beyond", f.rule, f.at, f.player)
    if (
        summary.stood_basis == "play_stopped"
        and law.offside_offence is False
        and not law.other_offence
    ):
        add("flag_was_wrong", BallStopped1.rule.id, None, None)
    return tuple(found)


def _offence(incident: Incident, decision: Decision, index: Index, add: Add) -> None:
    trace = index.trace
    player, judged, at = decision.offender, decision.judged_at or 0, decision.offence_at or 0
    if incident.sequence[judged - 1].direction in ("backwards", "square"):
        add("ball_went_backwards", OffPos6.rule.id, judged, player)
    between = incident.sequence[judged:at]
    if any(incident.team_of(c.by) == "defending" for c in between):
        add("hit_a_defender", Phase2.rule.id, at, player)
    touched = incident.sequence[at - 1].by == player if at <= len(incident.sequence) else False
    involved = find(index, OffOff2.interfering_with_opponent, player=player, at=at)
    if decision.offence_rule in (OffOff2.rule.id, OffOrder2.rule.id) or (
        involved is not None and not touched
    ):
        add("never_touched_it", OffOff2.rule.id, at, player)
    if find(index, OffMoj4.position_at_receipt_irrelevant, player=player) is not None:
        add("behind_when_received", OffMoj4.rule.id, at, player)
    earlier = next(
        (
            f
            for f in trace
            if f.player == player
            and f.at is not None
            and f.at < judged
            and outcome_of(f).answers == "own_half"
        ),
        None,
    )
    if earlier is not None:
        add("own_half", earlier.rule, earlier.at, player)
