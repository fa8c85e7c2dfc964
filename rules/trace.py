"""The engine's output: a decision and the ordered findings that led to it. Data, not prose."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

# (Defined apart, re-exported here: the outputs' base and their parts.)
from rules.citation import Citation as Citation
from rules.citation import Document as Document
from rules.citation import Out as Out
from rules.finding import FactValue as FactValue
from rules.finding import Finding as Finding
from rules.finding import TraceRef as TraceRef
from rules.incident import Location


@dataclass
class _FindingFields:
    """One step of the reasoning: the rule applied, its citation, and what it found."""

    rule: str
    citation: Citation
    outcome: str
    at: int | None = None
    player: str | None = None
    judgement: bool = False
    overrides: str | None = None
    facts: dict[str, FactValue] = field(default_factory=dict)


@dataclass
class _TraceRefFields:
    """A finding of the trace that the outcome turns on."""

    index: int
    rule: str
    outcome: str
    at: int | None = None
    player: str | None = None


def _declare(cls: type, fields: type) -> None:
    """Tell pydantic what a Finding or TraceRef (rules/finding.py) is, for the models that
    hold them: the fields ``fields`` declares, with their types and defaults. Compiled, the
    class keeps of its annotations only what C checks (``int | None`` becomes ``type``),
    and pydantic could not make one (its fields are read-only): data is validated as
    ``fields`` (named as the class, for the JSON schema), then made into the class; one is
    serialised field by field, as ``fields``. (tests/unit/engine/test_native.py checks
    that both name the same fields and types.)"""
    fields.__name__ = fields.__qualname__ = cls.__name__
    names = [f.name for f in dataclasses.fields(fields)]

    def made(value: Any) -> Any:
        return cls(*(getattr(value, name) for name in names))

    def schema(source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_after_validator_function(made, handler(fields))

    hooked: Any = cls  # (pydantic looks for the hook on the class)
    hooked.__get_pydantic_core_schema__ = schema


_declare(Finding, _FindingFields)
_declare(TraceRef, _TraceRefFields)


class Missing(Out):
    """A fact the decision depends on that the incident does not give."""

    field: str
    rule: str


RestartKind = Literal[
    "indirect_free_kick",
    "direct_free_kick",
    "penalty_kick",
    "kick_off",
    "goal_kick",
    "corner_kick",
    "throw_in",
    "dropped_ball",
]


class Restart(Out):
    kind: RestartKind
    to: Literal["attacking", "defending"] | None
    #: The player whose action fixes the place of the kick.
    at_player: str | None = None
    location: Location | None = None
    rule: str


class OtherOffence(Out):
    """A Law 12 offence that came first, so it (not offside) is penalised."""

    by: str
    #: Who was fouled; None for an offence without a victim (a deliberate handball).
    against: str | None
    after: int
    free_kick: Literal["direct", "indirect", "penalty"]
    rule: str


MisconceptionId = Literal[
    "ball_went_backwards",
    "hit_a_defender",
    "never_touched_it",
    "behind_when_received",
    "clearly_beyond",
    "own_half",
    "flag_was_wrong",
]


class Misconception(Out):
    """A common misreading the incident invites, with the rule that answers it."""

    id: MisconceptionId
    rule: str
    at: int | None = None
    #: The player the misreading is about.
    player: str | None = None


Call = Literal["goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on"]


class Element(Out):
    """A fact or judgement the decision rests on, as the VAR protocol sees it."""

    rule: str
    nature: Literal["factual", "subjective"]
    at: int | None = None
    player: str | None = None
    #: Index of the finding in the trace.
    index: int | None = None


#: What the decisive question was: a fact, a judgement call, both, or nothing VAR could look at.
Nature = Literal["factual", "subjective", "both", "none"]


ReviewOutcome = Literal[
    "stood",
    "stood_no_clear_error",
    "overturned",
    "wrongly_overturned",
    "wrong_not_corrected",
    "not_reviewable",
    "uncorrectable",
    "not_checked",
    "no_var",
    "unknown",
]


class Review(Out):
    """How VAR could and did handle the incident (VAR protocol)."""

    category: Literal["goal", "penalty", "none"]
    reviewable: bool | None
    in_attacking_phase: bool | None
    elements: tuple[Element, ...] = ()
    nature: Nature
    #: The call the Laws (and the competition's tolerance, if any) lead to.
    correct_call: Call | None
    on_field_call: Call | None
    final_call: Call | None
    #: What the protocol expects: no intervention, a VAR-only review, an on-field review.
    procedure: (
        Literal["silent_check", "var_only_review", "on_field_review", "no_review_possible"] | None
    )
    outcome: ReviewOutcome
    #: The measured margin lies within the distance players move between two frames.
    within_uncertainty: bool | None = None
    #: The competition's tolerance turned a measured offside into onside.
    tolerance_applied: bool = False
    restart: Restart | None = None
    #: Facts about what the officials did that the outcome depends on.
    missing: tuple[Missing, ...] = ()
    #: Why VAR could not review the decision, when it could not.
    blocked_by: Literal["play_restarted", "outside_attacking_phase", "play_stopped"] | None = None


# --- the summary: what stood, and the one reason why ------------------------------------------

#: What stood at the end: a call, or undetermined when neither the Law nor the officials'
#: reported decisions settle it.
Stood = Literal["goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on", "undetermined"]

#: The one reason the outcome turned on: the Law's own reasons, and the VAR protocol's,
#: used when they (not the Law) explain what stood.
LawReason = Literal[
    "offside",
    "offside_within_tolerance",
    "deliberate_play",
    "not_involved",
    "onside",
    "restart_exempt",
    "foul",
    "off_an_official",
    "unsettled_fact",
]
ProtocolReason = Literal[
    "play_stopped",
    "play_restarted",
    "outside_attacking_phase",
    "no_clear_error",
    "no_var",
    "not_checked",
    "not_corrected",
    "not_reviewable",
    "restart_not_known",
    "wrongly_overturned",
    "unsettled_officials",
]
Reason = Literal[LawReason, ProtocolReason]
LAW_REASONS: tuple[str, ...] = get_args(LawReason)

#: Where what stood comes from: the officials' reported final decision; the on-field
#: decision, which VAR could not or need not change; the VAR protocol (a factual error VAR
#: must correct); the Law alone (nothing is reported about the officials); or play having
#: been stopped before the ball went in.
StoodBasis = Literal["reported", "on_field", "protocol", "law", "play_stopped"]


class OffsideAnswer(Out):
    """Whether there was an offside offence, by whom, and at which touches (the first
    fields of both the Law's answer and the decision)."""

    offside_offence: bool | None
    offender: str | None = None
    #: Contact (1-based) at which the offender's position was judged.
    judged_at: int | None = None
    #: Contact (1-based) or involvement that completed the offence.
    offence_at: int | None = None


class LawAnswer(OffsideAnswer):
    """What the Laws of the Game say about the incident, whatever anyone decided."""

    #: A Law 12 offence is penalised instead of (or without any) offside.
    other_offence: bool = False
    #: The call the Laws lead to (None when a decisive fact is unsettled).
    call: Call | None
    #: The call under the competition's own rules when they differ from the Law's (an
    #: offside line within the competition's tolerance is given to the attacker).
    competition_call: Call | None = None
    #: The Law's reason, whatever stood.
    reason: Reason


#: What VAR did: nothing (no VAR, or no check), a check, a review, or could not review.
VarStatus = Literal["no_var", "not_checked", "checked", "reviewed", "could_not_review", "unknown"]


class OfficialsAnswer(Out):
    """What the officials decided on the field, and what VAR did with it."""

    on_field: Call | None
    final: Call | None
    var: VarStatus
    #: Why VAR could not review, when it could not.
    blocked_by: Literal["play_restarted", "outside_attacking_phase", "play_stopped"] | None = None
    outcome: ReviewOutcome


class Summary(Out):
    """The answer at the top: what stood, whether that was right, and the one reason why.

    Four things are kept apart: what the Law says (``law``), what the officials did
    (``officials``), what stood (``stood``) and whether that was right by the Law
    (``correct``). ``decisive`` points at the one to three findings the outcome turns on.
    """

    stood: Stood
    stood_basis: StoodBasis | None
    law: LawAnswer
    officials: OfficialsAnswer | None = None
    #: Was what stood right by the Law (and the competition's own rules)? None when the
    #: Law's answer is unsettled, or when nothing is reported about the officials.
    correct: bool | None
    reason: Reason
    #: Was the outcome a matter of fact, of judgement, or both (from the judgement badges
    #: of the decisive findings)?
    nature: Nature
    decisive: tuple[TraceRef, ...]
    #: The facts the outcome depends on, when it is undetermined.
    depends_on: tuple[Missing, ...] = ()
    #: For a competition that plays a trial offside rule (the daylight trial): what Law 11
    #: as written says. ``law`` is then the trial's answer, the rule the match was played to.
    law_11: LawAnswer | None = None


class Decision(OffsideAnswer):
    """What the Laws say about the incident, and why."""

    #: The rule that made the involvement an offence (OFF-OFF-1/2/3 or OFF-ORDER-2).
    offence_rule: str | None = None
    goal: Literal["stands", "disallowed"] | None = None
    restart: Restart | None = None
    other_offence: OtherOffence | None = None
    missing: tuple[Missing, ...] = ()
    misconceptions: tuple[Misconception, ...] = ()
    edition: str
    engine_version: str
    trace: tuple[Finding, ...]
    #: The VAR layer, when the incident says what the officials did.
    review: Review | None = None
    #: What stood and why (computed last, from everything above).
    summary: Summary | None = None


class Alternative(Out):
    """A change of fact (or of Laws) and the decision the engine reaches with it."""

    kind: Literal["subjective_call", "position", "restart", "edition", "reading", "unknown_fact"]
    #: Path of the changed field in the incident (``edition`` for a change of Laws).
    field: str
    from_value: FactValue = None
    to_value: FactValue = None
    #: The rule the change is about.
    rule: str
    #: For a disputed fact: the source giving this reading.
    source: str | None = None
    offside_offence: bool | None
    goal: Literal["stands", "disallowed"] | None = None
    offender: str | None = None
    #: How VAR's handling reads under this alternative, when the officials are known.
    var_outcome: str | None = None
    #: What would have stood under this alternative.
    stood: Stood | None = None


class EditionComparison(Out):
    """The same incident under the Laws of the day and under the latest Laws."""

    then: str
    now: str
    changed: bool
    #: The Law changes between the two editions that bear on offside.
    changes: tuple[str, ...] = ()
    then_offside: bool | None
    now_offside: bool | None


class Unexplored(Out):
    """What the analysis did not try, having spent the work one analysis may do
    (rules/analysis/budget.py): each count is of engine runs not made."""

    #: Changes of fact, restart or edition that might have changed the decision.
    counterfactuals: int = 0
    #: Readings of disputed facts, and values of unknown facts.
    readings: int = 0
    #: Editions of the Laws not compared (the latest, for the comparison with today).
    editions: int = 0


class Analysis(Out):
    """A decision with what would have changed it and how it depends on unsettled facts."""

    decision: Decision
    counterfactuals: tuple[Alternative, ...] = ()
    readings: tuple[Alternative, ...] = ()
    edition_comparison: EditionComparison | None = None
    #: What was not tried for want of work left (None: everything was).
    unexplored: Unexplored | None = None
