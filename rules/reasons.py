"""The Law's one reason: which findings of the trace a Law 11 decision turns on.

A decision has many steps, but readers need the one or two it turns on: for Kane at
Sporting, his position at Emerson's header and the deflection off Nazinho that did not
change it; for Mbappé in 2021, García's deliberate play that wiped his position out.
This module picks them from the trace (positions in it, never copies) and names the
reason with a code. The wording of both is in templates/summary/.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from rules.catalogue import Outcome, Outcomes, pairs
from rules.catalogue.offence import OffDp1, OffNooff1, OffOff1
from rules.catalogue.play import BallOfficial1
from rules.catalogue.position import OffPos1, OffPos2, OffPos5, OffPos6, OffPos7, TrialDaylight1
from rules.incident import Incident
from rules.trace import Decision, Finding, Nature, Reason


class Wanted:
    """Outcomes a reader looks for in a trace, as (rule, outcome) pairs, and their rules
    (``Index.recording`` reads the findings of those rules alone)."""

    def __init__(self, wanted: frozenset[tuple[str, str]]) -> None:
        self.pairs = wanted
        self.rules = frozenset(rule for rule, _ in wanted)

    @staticmethod
    def of(*outcomes: Outcome) -> Wanted:
        """The declared ``outcomes``."""
        return Wanted(frozenset((o.rule, o.name) for o in outcomes))


#: Touches after which an earlier offside position still counts (OFF-OFF-3, OFF-DP-4).
NOT_RESET = Wanted(pairs(lambda o: o.keeps_position))
#: An involvement other than simply playing the ball (the judgement it rests on).
INVOLVEMENT = Wanted(pairs(lambda o: o.involvement))
#: Findings that say a fact the decision needs is not settled.
UNSETTLED = Wanted(pairs(lambda o: o.unsettled))
#: The part of an offside position that failed, in the order the Law lists them.
ONSIDE_PARTS: tuple[Outcomes, ...] = (
    (OffPos2.half_own, OffPos2.half_halfway_line),
    (OffPos6.ball_behind, OffPos6.ball_level),
    (OffPos5.level_is_onside,),
    (OffPos7.second_last_behind,),
    (TrialDaylight1.not_wholly_beyond,),
)
#: A deliberate play by an opponent that wipes an earlier offside position out.
WIPES_OUT = Wanted.of(OffDp1.deliberate_play, OffDp1.deliberate_handball)
_OFFSIDE_POSITION = Wanted.of(OffPos2.offside_position)
MAX_DECISIVE = 3


class Index:
    """A trace's findings by rule, gathered once for the many look-ups of one decision
    (``find``), which then read only the findings of the rule they look for. (Compiled,
    each read of a finding's field is a look-up by name: scanning the whole trace at every
    look-up read some hundred and fifty fields a decision.)"""

    def __init__(self, trace: Sequence[Finding]) -> None:
        self.trace: tuple[Finding, ...] = tuple(trace)
        #: rule id -> the positions of its findings in the trace, in order.
        self.by_rule: dict[str, list[int]] = {}
        self._gather(0)

    def _gather(self, start: int) -> None:
        """Put the findings from position ``start`` on under their rules."""
        by_rule, trace = self.by_rule, self.trace
        for i in range(start, len(trace)):
            rule = trace[i].rule
            found = by_rule.get(rule)
            if found is None:
                by_rule[rule] = [i]
            else:
                found.append(i)

    def extended(self, more: Sequence[Finding]) -> Index:
        """The index of the trace with ``more`` findings after it (the VAR layer's): this
        one's look-ups copied, and only the new findings gathered."""
        whole = Index(())
        whole.trace = (*self.trace, *more)
        whole.by_rule = {rule: list(places) for rule, places in self.by_rule.items()}
        whole._gather(len(self.trace))
        return whole

    def recording(self, wanted: Wanted) -> list[int]:
        """The positions, in trace order, of the findings of an outcome ``wanted``."""
        trace, pairs, rules = self.trace, wanted.pairs, wanted.rules
        found = [i for rule, places in self.by_rule.items() if rule in rules for i in places]
        return [i for i in sorted(found) if (trace[i].rule, trace[i].outcome) in pairs]


def _of_rule(trace: Sequence[Finding] | Index, rule: str) -> list[int]:
    """The positions of ``rule``'s findings in ``trace`` (an index's, or found by a scan)."""
    if isinstance(trace, Index):
        return trace.by_rule.get(rule, [])
    return [i for i, f in enumerate(trace) if f.rule == rule]


def find(
    trace: Sequence[Finding] | Index,
    what: str | Outcome | Outcomes,
    outcomes: Collection[str] | None = None,
    *,
    player: str | None = None,
    at: int | None = None,
) -> int | None:
    """The index of the first finding of ``what`` (a rule id, with one of ``outcomes``; a
    declared outcome; or several of one rule) that matches; of those about players at the
    earliest touch, the one about the player first by id. ``trace``: the findings, or
    their ``Index`` (for a reader that looks several times).

    The same facts must give the same explanation whatever the order they are listed in
    (issue 31, item 10), and the trace gives the findings of one touch about several
    attackers in the order of the players: two attackers in an offside position at the
    same pass are equally decisive, and which of them the summary, the headline and the
    review name is the first by id, never the first listed. (The summary and the review
    look a dozen times a decision: ``outcomes`` is one to three tokens, looked in as
    given.)"""
    rule, outcomes = _rule_and_names(what, outcomes)
    findings = trace.trace if isinstance(trace, Index) else trace
    best: int | None = None
    best_at: int | None = None
    best_player = ""
    for i in _of_rule(trace, rule):
        f = findings[i]
        if outcomes is not None and f.outcome not in outcomes:
            continue
        if (player is None or f.player == player) and (at is None or f.at == at):
            who = f.player or ""
            if best is None:
                best, best_at, best_player = i, f.at, who
            elif f.at == best_at and who and best_player and who < best_player:
                best, best_player = i, who
    return best


def _rule_and_names(
    what: str | Outcome | Outcomes, outcomes: Collection[str] | None
) -> tuple[str, Collection[str] | None]:
    if isinstance(what, str):
        return what, outcomes
    if isinstance(what, Outcome):
        return what.rule, (what.name,)
    assert len({o.rule for o in what}) == 1, what
    return what[0].rule, tuple(o.name for o in what)


def in_stable_order(
    incident: Incident, trace: Sequence[Finding], indices: Iterable[int]
) -> list[int]:
    """``indices`` (into ``trace``, in its order) with the findings about attackers at each
    touch put in the order of the attackers' ids: an order the order of the players and
    positions does not change.

    At one touch the trace gives each attacker's findings in the order the players are
    listed (his position when it was judged, his involvement), between findings that
    follow the play (the moment of judgement, a defender's touch). The same facts must
    give the same explanation whatever the order they are listed in (issue 31, item 10):
    the places those attackers' findings take among the others stay, and they fill them
    by id, each attacker's own in the order found."""
    chosen = list(indices)
    by_touch: dict[int | None, list[int]] = {}
    for n, i in enumerate(chosen):
        f = trace[i]
        if f.player is not None and incident.team_of(f.player) == "attacking":
            by_touch.setdefault(f.at, []).append(n)
    for places in by_touch.values():
        found = sorted((trace[chosen[n]].player or "", chosen[n]) for n in places)
        for n, (_, i) in zip(places, found, strict=True):
            chosen[n] = i
    return chosen


def law_reason(
    incident: Incident, decision: Decision, index: Index | None = None
) -> tuple[Reason, tuple[int, ...]]:
    """The Law's reason for ``decision`` and the findings (indices) it turns on; ``index``:
    the decision's trace's, when the caller has it."""
    trace = decision.trace
    index = Index(trace) if index is None else index
    if decision.offside_offence is None:
        unsettled = index.recording(UNSETTLED)
        return "unsettled_fact", _first(in_stable_order(incident, trace, unsettled))
    if decision.offside_offence:
        return "offside", _offence(decision, index)
    if decision.other_offence is not None:
        return "foul", _foul(incident, decision, index)
    official = find(index, BallOfficial1.dropped_ball)
    if official is not None:
        return "off_an_official", (official,)
    exempt = find(index, OffNooff1.exempt)
    if exempt is not None:
        receiver = trace[exempt].player
        pos = find(index, OffPos2.offside_position, player=receiver, at=1)
        return "restart_exempt", _first([pos, exempt])
    reset = _deliberate_reset(incident, index)
    if reset:
        return "deliberate_play", reset
    idle = find(index, OffPos1.not_involved)
    if idle is not None:
        judged = trace[idle].facts.get("judged_at")
        at = judged if isinstance(judged, int) else None
        pos = find(index, OffPos2.offside_position, player=trace[idle].player, at=at)
        return "not_involved", _first([pos, idle])
    alone = find(index, OffPos1.position_alone_no_offence)
    if alone is not None:
        return "not_involved", _first([find(index, OffPos2.offside_position), alone])
    return "onside", _onside(incident, index)


def nature_of(trace: Sequence[Finding], refs: Iterable[int]) -> Nature:
    """Fact, judgement or both: read off the judgement badges of the decisive findings."""
    badges = {trace[i].judgement for i in refs if trace[i].citation.document != "VAR protocol"}
    if not badges:
        return "none"
    if badges == {True}:
        return "subjective"
    return "factual" if badges == {False} else "both"


def _first(indices: Iterable[int | None]) -> tuple[int, ...]:
    found = [i for i in indices if i is not None]
    return tuple(dict.fromkeys(found))[:MAX_DECISIVE]


def _offence(decision: Decision, index: Index) -> tuple[int, ...]:
    """The offender's position, what the ball did since (if it could have reset), and the
    involvement when it was more than playing the ball."""
    trace, player = index.trace, decision.offender
    judged, at = decision.judged_at or 0, decision.offence_at or 0
    pos = find(index, OffPos2.offside_position, player=player, at=judged)
    between = [
        i
        for i in index.recording(NOT_RESET)
        if (touch := trace[i].at) is not None and judged < touch <= at
    ]
    involved = next(
        (
            i
            for i in index.recording(INVOLVEMENT)
            if trace[i].player == player and trace[i].at == at
        ),
        None,
    )
    refs: list[int | None] = [pos, between[-1] if between else None, involved]
    if involved is None and not between:
        refs.append(find(index, decision.offence_rule or OffOff1.rule.id, player=player, at=at))
    return _first(refs)


def _foul(incident: Incident, decision: Decision, index: Index) -> tuple[int, ...]:
    """The foul that is penalised, and the deliberate play that took offside out of it."""
    other = decision.other_offence
    assert other is not None
    trace = index.trace
    foul = find(index, other.rule, at=other.after)
    against = other.against
    attacker = against if against and incident.team_of(against) == "attacking" else other.by
    reset = [
        refs
        for refs in _resets(incident, index)
        if trace[refs[0]].player == attacker
        and trace[refs[1]].at is not None
        and (trace[refs[1]].at or 0) <= other.after
    ]
    return _first([*(reset[0] if reset else ()), foul])


def _resets(incident: Incident, index: Index) -> list[tuple[int, int]]:
    """(offside position, deliberate play) pairs: a position the deliberate play wiped out."""
    pairs: list[tuple[int, int]] = []
    trace = index.trace
    positions = index.recording(_OFFSIDE_POSITION)
    for d in index.recording(WIPES_OUT):
        play_at = trace[d].at or 0
        wiped = [
            p
            for p in positions
            if (touch := trace[p].at) is not None
            and touch < play_at
            and not _team_touch_between(incident, touch, play_at)
        ]
        # (Of the positions at one touch, the players' by id: not the order of the list.)
        pairs.extend((p, d) for p in in_stable_order(incident, trace, wiped))
    return pairs


def _deliberate_reset(incident: Incident, index: Index) -> tuple[int, ...]:
    """A deliberate play that wiped out the position of an attacker who then took part."""
    trace = index.trace
    for pos, play in _resets(incident, index):
        player, play_at = trace[pos].player, trace[play].at or 0
        if player is not None and _took_part_after(incident, player, play_at):
            return (pos, play)
    return ()


def _team_touch_between(incident: Incident, after: int, before: int) -> bool:
    """Did an attacker touch the ball between contacts ``after`` and ``before``?"""
    return any(incident.team_of(c.by) == "attacking" for c in incident.sequence[after : before - 1])


def _took_part_after(incident: Incident, player: str, at: int) -> bool:
    """Did ``player`` play the ball, or otherwise become involved, in the phase after ``at``?"""
    for c in incident.sequence[at:]:
        if c.by == player:
            return True
        if incident.team_of(c.by) == "attacking":
            break
    involved = any(
        i.player == player and i.after >= at and i.kind not in ("none", "unknown")
        for i in incident.involvements
    )
    fouled = any(player in (f.by, f.against) and f.after >= at for f in incident.fouls)
    return involved or fouled


def _onside(incident: Incident, index: Index) -> tuple[int, ...]:
    """Where the attacker in question was onside: the part of the test that failed.

    The attacker in question is one whose position the sources report, the scorer (the
    last attacker to touch the ball) first.
    """
    last = next(
        (c.by for c in reversed(incident.sequence) if incident.team_of(c.by) == "attacking"),
        None,
    )
    # (Then by id and point: which of two positions at one touch is named must not depend
    # on which was listed first.)
    reported = sorted(
        incident.positions, key=lambda p: (p.player != last, -p.at, p.player, p.point)
    )
    for pos in reported:
        for part in ONSIDE_PARTS:
            found = find(index, part, player=pos.player, at=pos.at)
            if found is not None:
                return (found,)
        found = find(index, OffPos2.not_offside_position, player=pos.player, at=pos.at)
        if found is not None:
            return (found,)
    if last is not None:
        found = find(index, OffPos2.not_offside_position, player=last)
        if found is not None:
            return (found,)
    return ()
