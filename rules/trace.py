"""The engine's output: a decision and the ordered findings that led to it. Data, not prose."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.catalogue import Citation
from rules.incident import Location

FactValue = str | int | float | bool | None


class Out(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


@dataclass(frozen=True, slots=True)
class Finding:
    """One step of the reasoning: the rule applied, its citation, and what it found.

    A plain dataclass rather than a pydantic model: the engine makes dozens per
    incident, and pydantic still validates and serialises it inside a Decision.
    """

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


class Missing(Out):
    """A fact the decision depends on that the incident does not give."""

    field: str
    rule: str


class Restart(Out):
    kind: Literal[
        "indirect_free_kick",
        "direct_free_kick",
        "penalty_kick",
        "kick_off",
        "goal_kick",
        "corner_kick",
        "throw_in",
        "dropped_ball",
    ]
    to: Literal["attacking", "defending"] | None
    #: The player whose action fixes the place of the kick.
    at_player: str | None = None
    location: Location | None = None
    rule: str


class OtherOffence(Out):
    """A Law 12 offence that came first, so it (not offside) is penalised."""

    by: str
    against: str
    after: int
    free_kick: Literal["direct", "indirect", "penalty"]
    rule: str


class Misconception(Out):
    """A common misreading the incident invites, with the rule that answers it."""

    id: Literal[
        "ball_went_backwards",
        "hit_a_defender",
        "never_touched_it",
        "behind_when_received",
    ]
    rule: str
    at: int | None = None


Call = Literal["goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on"]


class Element(Out):
    """A fact or judgement the decision rests on, as the VAR protocol sees it."""

    rule: str
    nature: Literal["factual", "subjective"]
    at: int | None = None
    player: str | None = None


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
    nature: Literal["factual", "subjective", "none"]
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


class Decision(Out):
    """What the Laws say about the incident, and why."""

    offside_offence: bool | None
    offender: str | None = None
    #: Contact (1-based) at which the offender's position was judged.
    judged_at: int | None = None
    #: Contact (1-based) or involvement that completed the offence.
    offence_at: int | None = None
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


class EditionComparison(Out):
    """The same incident under the Laws of the day and under the latest Laws."""

    then: str
    now: str
    changed: bool
    #: The Law changes between the two editions that bear on offside.
    changes: tuple[str, ...] = ()
    then_offside: bool | None
    now_offside: bool | None


class Analysis(Out):
    """A decision with what would have changed it and how it depends on unsettled facts."""

    decision: Decision
    counterfactuals: tuple[Alternative, ...] = ()
    readings: tuple[Alternative, ...] = ()
    edition_comparison: EditionComparison | None = None
