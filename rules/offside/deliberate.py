"""Law 11.2: an opponent's touch — deliberate play, deflection or save.

A ball deliberately played by an opponent (including, since 2020/21, a deliberate
handball) gives the receiver no advantage and starts a new phase, unless it was a
deliberate save. Since the IFAB clarification of July 2022 (in Law 11 from
2023/24) "deliberate play" means the opponent had control of the ball, and a set
of indicators is used to judge it. Ids: OFF-DP-1 ... OFF-DP-4, PHASE-2, PHASE-4.
"""

from __future__ import annotations

from typing import Literal

from rules import paths
from rules.catalogue.offence import OffDp1, OffDp2, OffDp3, OffDp4
from rules.catalogue.sanction import Phase2, Phase4
from rules.context import Context, missing
from rules.editions import DELIBERATE_PLAY_CIRCULAR
from rules.incident import Contact, Indicators
from rules.trace import FactValue, Missing

Touch = Literal["deliberate_play", "deflection", "save", "deliberate_handball"]

#: Actions that say on their face how an opponent touched the ball.
_BY_ACTION: dict[str, Touch] = {
    "deliberate_play": "deliberate_play",
    "control": "deliberate_play",
    "pass": "deliberate_play",
    "deflection": "deflection",
    "rebound": "deflection",
    "unintended_touch": "deflection",
    "save": "save",
    "deliberate_handball": "deliberate_handball",
}

_INDICATORS = (
    "travelled_from_distance_clear_view",
    "not_moving_quickly",
    "direction_not_unexpected",
    "time_to_coordinate",
    "on_the_ground",
)


class TouchVerdict:
    """How an opponent's touch counts for offside. ``kind`` None means undetermined.
    (Its own ``__init__``, as rules.phases.Status has.)"""

    __slots__ = ("kind", "missing")

    def __init__(self, kind: Touch | None, missing: list[Missing] | None = None) -> None:
        self.kind = kind
        self.missing: list[Missing] = [] if missing is None else missing

    @property
    def resets(self) -> bool | None:
        """True when the touch starts a new phase (a deliberate play that is not a save)."""
        if self.kind is None:
            return None
        return self.kind in ("deliberate_play", "deliberate_handball")


#: What the walk reads of an opponent's touch (``bearing``): whether it starts a new phase
#: (None: undetermined), and the facts missing to say, each as (field, rule).
Bearing = tuple[bool | None, tuple[tuple[str, str], ...]]


def bearing(ctx: Context, contact: Contact, at: int) -> Bearing:
    """What the walk through the sequence reads of the opponent's touch ``contact`` at
    contact ``at``: whether it starts a new phase (None: undetermined), for want of which
    facts. The walk reads a touch's verdict for that, and for whether a touch that kept the
    positions was a save (rules.phases.after_opponent), which changes only the words and
    the rule an offence is named by (OFF-OFF-3), never whether there was one. So two
    versions of the touch that bear alike give the same offside answer and goal. The
    analysis asks this before running the engine on a changed classification
    (rules/analysis/runs.py)."""
    with ctx.deferred():
        verdict = classify(ctx, contact, at)
    return verdict.resets, tuple((m.field, m.rule) for m in verdict.missing)


def criteria_verdict(ind: Indicators) -> Touch | None:
    """Apply the 2022 indicators: control decides; otherwise they must all agree."""
    if ind.had_control is not None:
        return "deliberate_play" if ind.had_control else "deflection"
    votes = [getattr(ind, name) for name in _INDICATORS]
    given = [v for v in votes if v is not None]
    if given and all(given):
        return "deliberate_play"
    if given and not any(given):
        return "deflection"
    return None


def classify(ctx: Context, contact: Contact, at: int) -> TouchVerdict:
    """Decide how the opponent's touch at contact ``at`` counts, recording findings."""
    officials: Touch | None = None
    if contact.classification is not None and contact.classification != "unknown":
        officials = contact.classification
    criteria = _criteria(ctx, contact, at)
    # The officials' call stands as the judgement on the day; the indicators decide
    # when there is no such call, or when we decide under different Laws than theirs.
    kind: Touch | None
    if criteria is not None and (officials is None or not ctx.applied_on_the_day()):
        kind, basis = criteria, "criteria"
    elif officials is not None:
        kind, basis = officials, "officials"
    elif contact.action in _BY_ACTION:
        kind, basis = _BY_ACTION[contact.action], "action"
    else:
        ctx.add(OffDp2.undetermined, at=at, player=contact.by, action=contact.action)
        path = paths.at("sequence", at - 1, "classification")
        return TouchVerdict(None, [missing(path, "OFF-DP-2")])
    if kind == "deliberate_handball" and not ctx.has("deliberate_handball_is_play"):
        # Before 2020/21 Law 11 did not say whether a deliberate handball counts.
        ctx.add(OffDp1.handball_not_covered, at=at, player=contact.by, judgement=True)
        path = paths.at("sequence", at - 1, "classification")
        return TouchVerdict(None, [missing(path, "OFF-DP-1")])
    facts: dict[str, FactValue] = {"basis": basis, "action": contact.action, "officials": officials}
    if criteria is not None and officials is not None and criteria != officials:
        facts["criteria"] = criteria
    _state_kind(ctx, contact, at, kind, facts)
    return TouchVerdict(kind)


def _criteria(ctx: Context, contact: Contact, at: int) -> Touch | None:
    """OFF-DP-3: what the IFAB indicators say, when they apply and are given."""
    if contact.indicators is None:
        return None
    in_use = ctx.criteria_in_use()
    if not in_use and ctx.has("deliberate_play_criteria"):
        # The edition of the day has the criteria, but the match came before the circular.
        ctx.add(
            OffDp3.not_yet_issued,
            at=at,
            player=contact.by,
            issued=DELIBERATE_PLAY_CIRCULAR.isoformat(),
            match_date=ctx.incident.match.date.isoformat() if ctx.incident.match.date else None,
        )
    if not in_use:
        return None
    criteria = criteria_verdict(contact.indicators)
    ctx.add(
        OffDp3.by_verdict[criteria],
        at=at,
        player=contact.by,
        facts={k: v for k, v in contact.indicators.model_dump().items() if v is not None},
    )
    return criteria


def _state_kind(
    ctx: Context, contact: Contact, at: int, kind: Touch, facts: dict[str, FactValue]
) -> None:
    """Say what the touch was: a save (OFF-DP-4) or a deflection keep the positions;
    a deliberate play (OFF-DP-1, OFF-DP-2) starts a new phase (PHASE-2, PHASE-4).

    A deliberate handball counts like a deliberate play (OFF-DP-1, since 2020/21) but is
    not one: the definition of a deliberate play (control of the ball, OFF-DP-2) leaves
    handling out, so it is not said of a handball, and the new phase says it was one."""
    if kind == "save":
        ctx.add(OffDp4.save_no_reset, at=at, player=contact.by, facts=facts)
    elif kind == "deflection":
        ctx.add(Phase2.not_reset, at=at, player=contact.by, facts=facts)
    else:
        if kind == "deliberate_play" and ctx.criteria_in_use():
            ctx.add(OffDp2.control, at=at, player=contact.by, facts=facts)
        ctx.add(OffDp1.by_kind[kind], at=at, player=contact.by, facts=facts)
        phase = facts if kind == "deliberate_play" else {**facts, "handball": True}
        ctx.add(Phase2.reset, at=at, player=contact.by, facts=phase)
        if contact.action == "control":
            ctx.add(Phase4.defending_control, at=at, player=contact.by)
