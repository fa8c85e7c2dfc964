"""The engine's outputs, declared once: dataclasses, made and read as plain objects.

Left uncompiled (compile_rules.py) so that pydantic reads their annotations where they
leave the engine (rules/edges.py: JSON and JSON Schema through pydantic's TypeAdapter).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeVar, dataclass_transform, get_args

from pydantic import ConfigDict, with_config

from rules.incident import Location

T = TypeVar("T")

FactValue = str | int | float | bool | None

#: Their JSON Schema forbids fields they do not declare (as the API always said).
_CONFIG = ConfigDict(extra="forbid")


@dataclass_transform(frozen_default=True, kw_only_default=True)
def output(cls: type[T]) -> type[T]:
    """An output, its fields given by name: see ``_made``."""
    return _made(cls, kw_only=True)


@dataclass_transform(frozen_default=True)
def _step(cls: type[T]) -> type[T]:
    """A step of the trace (Finding, TraceRef), its fields also given in order."""
    return _made(cls, kw_only=False)


def _made(cls: type[T], kw_only: bool) -> type[T]:
    """A dataclass with slots, compared and hashed by its fields. Frozen to the type
    checker, which refuses any assignment but the constructor's; not at run time, where a
    frozen dataclass's constructor costs some five times a plain one's (the engine makes
    some forty outputs a decision, thirty of them findings)."""
    made: type[T] = dataclass(kw_only=kw_only, slots=True, unsafe_hash=True)(cls)
    return with_config(_CONFIG)(made)


Document = Literal["Laws of the Game", "VAR protocol", "IFAB trial"]


@output
class Citation:
    """Where a finding comes from: document, Law, section and edition."""

    rule: str
    document: Document
    law: int | None
    section: str
    edition: str
    url: str


@_step
class Finding:
    """One step of the reasoning: the rule applied, its citation, and what it found."""

    rule: str
    citation: Citation
    #: A short machine token, e.g. ``offside_position`` or ``not_reset``.
    outcome: str
    #: The contact (1-based) the finding is about, if any.
    at: int | None = None
    player: str | None = None
    #: True when the finding rests on a subjective judgement (an opinion, not a fact).
    judgement: bool = False
    #: The rule this finding sets aside, when it is an exception.
    overrides: str | None = None
    facts: dict[str, FactValue] = field(default_factory=dict)


@_step
class TraceRef:
    """A finding of the trace that the outcome turns on."""

    #: Position of the finding in ``Decision.trace`` (from 0).
    index: int
    #: The finding's clause (an id of rules.catalogue) and its outcome there.
    rule: str
    outcome: str
    #: The touch and the player it is about, as the finding gives them.
    at: int | None = None
    player: str | None = None


@output
class Missing:
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


@output
class Restart:
    kind: RestartKind
    to: Literal["attacking", "defending"] | None
    #: The player whose action fixes the place of the kick.
    at_player: str | None = None
    location: Location | None = None
    rule: str


@output
class OtherOffence:
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


@output
class Misconception:
    """A common misreading the incident invites, with the rule that answers it."""

    id: MisconceptionId
    rule: str
    at: int | None = None
    #: The player the misreading is about.
    player: str | None = None


Call = Literal["goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on"]


@output
class Element:
    """A fact or judgement the decision rests on, as the VAR protocol sees it."""

    rule: str
    nature: Literal["factual", "subjective"]
    at: int | None = None
    player: str | None = None
    #: Index of the finding in the trace.
    index: int | None = None


#: What the decisive question was: a fact, a judgement call, both, or nothing VAR could look at.
Nature = Literal["factual", "subjective", "both", "none"]


#: The review's outcomes under the VAR protocol (VAR-PRIN-2's).
VarOutcome = Literal[
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
#: How the decision ended up: one of the protocol's outcomes, or the referee's own change
#: with no review (REF-CHANGE-1, Law 5.2).
ReviewOutcome = Literal[VarOutcome, "changed_without_review"]


@output
class Review:
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
    "changed_without_review",
    "unsettled_officials",
]
Reason = Literal[LawReason, ProtocolReason]
LAW_REASONS: tuple[str, ...] = get_args(LawReason)

#: Where what stood comes from: the officials' reported final decision; the on-field
#: decision, which VAR could not or need not change; the VAR protocol (a factual error VAR
#: must correct); the Law alone (nothing is reported about the officials); or play having
#: been stopped before the ball went in.
StoodBasis = Literal["reported", "on_field", "protocol", "law", "play_stopped"]


@output
class OffsideAnswer:
    """Whether there was an offside offence, by whom, and at which touches (the first
    fields of both the Law's answer and the decision)."""

    offside_offence: bool | None
    offender: str | None = None
    #: Contact (1-based) at which the offender's position was judged.
    judged_at: int | None = None
    #: Contact (1-based) or involvement that completed the offence.
    offence_at: int | None = None


@output
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


@output
class OfficialsAnswer:
    """What the officials decided on the field, and what VAR did with it."""

    on_field: Call | None
    final: Call | None
    var: VarStatus
    #: Why VAR could not review, when it could not.
    blocked_by: Literal["play_restarted", "outside_attacking_phase", "play_stopped"] | None = None
    outcome: ReviewOutcome


@output
class Summary:
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


@output
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


@output
class Alternative:
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


@output
class EditionComparison:
    """The same incident under the Laws of the day and under the latest Laws."""

    then: str
    now: str
    changed: bool
    #: The Law changes between the two editions that bear on offside.
    changes: tuple[str, ...] = ()
    then_offside: bool | None
    now_offside: bool | None


@output
class Unexplored:
    """What the analysis did not try, having spent the work one analysis may do
    (rules/analysis/budget.py): each count is of engine runs not made."""

    #: Changes of fact, restart or edition that might have changed the decision.
    counterfactuals: int = 0
    #: Readings of disputed facts, and values of unknown facts.
    readings: int = 0
    #: Editions of the Laws not compared (the latest, for the comparison with today).
    editions: int = 0


@output
class Analysis:
    """A decision with what would have changed it and how it depends on unsettled facts."""

    decision: Decision
    counterfactuals: tuple[Alternative, ...] = ()
    readings: tuple[Alternative, ...] = ()
    edition_comparison: EditionComparison | None = None
    #: What was not tried for want of work left (None: everything was).
    unexplored: Unexplored | None = None
