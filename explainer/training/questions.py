"""The questions of one incident, each answered by the engine's decision of it.

A question asks for the value the decisions API (POST /api/v1/decisions) gives at one field
of its answer: whether there was an offside offence, who committed it, at which touch the
position was judged, the restart and the player whose place fixes it, what stood, what the
VAR protocol expects, and the clause the decision turns on first. Its wrong choices are
values that are wrong for this incident (its other players, its other touches, the other
restarts and calls, the other clauses its trace cites); a question that would have two
right choices is not asked. Nothing here words anything: explainer.training.document does,
from templates/training/.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from explainer.store import canonical, canonical_json
from explainer.training.material import Material
from explainer.training.topics import family_topic, topic_of, topics_of
from explainer.wording.tables import PROTOCOL_RULES
from rules import Decision, choose_edition, paths

Kind = Literal[
    "offence",
    "offender",
    "judged_at",
    "restart",
    "restart_place",
    "var_restart",
    "stood",
    "var",
    "clause",
]

#: Where the decisions API answers each kind of question (a path of its JSON document).
FIELDS: dict[Kind, str] = {
    "offence": "decision.offside_offence",
    "offender": "decision.offender",
    "judged_at": "decision.judged_at",
    "restart": "decision.restart.kind",
    "restart_place": "decision.restart.at_player",
    "var_restart": "review.restart.kind",
    "stood": "summary.stood",
    "var": "review.procedure",
    "clause": "summary.decisive[0].rule",
}
KINDS: tuple[Kind, ...] = tuple(FIELDS)

#: The findings that make a player's involvement an offence (rule, outcome): a "who"
#: question is not asked when a second player has one.
OFFENCES = frozenset(
    {
        ("OFF-OFF-1", "interfering_with_play"),
        ("OFF-OFF-2", "interfering_with_opponent"),
        ("OFF-OFF-3", "gaining_advantage"),
        ("OFF-OFF-3", "rebound_no_reset"),
        ("OFF-OFF-4", "penalised_before_touch"),
        ("OFF-ORDER-2", "offside_first"),
    }
)
#: The restarts (rules.trace.RestartKind), the calls that may stand (rules.trace.Stood but
#: undetermined), and what the VAR protocol may expect (rules.trace.Review.procedure).
RESTARTS = (
    "indirect_free_kick", "direct_free_kick", "penalty_kick", "goal_kick",
    "corner_kick", "kick_off", "throw_in", "dropped_ball",
)  # fmt: skip
CALLS = ("goal", "no_goal", "penalty", "no_penalty", "free_kick", "play_on")
OPPOSITE_CALL = {
    "goal": "no_goal", "no_goal": "goal", "penalty": "no_penalty",
    "no_penalty": "penalty", "free_kick": "play_on", "play_on": "free_kick",
}  # fmt: skip
PROCEDURES = ("silent_check", "var_only_review", "on_field_review", "no_review_possible")
#: Offside is not misconduct: every offence cites it, no answer turns on it.
NEVER_DECISIVE = "OFF-SANC-2"
#: The misreadings that argue for the other verdict, and the one that argues for a goal.
FOR_A_GOAL = "flag_was_wrong"
MAX_CHOICES = 4
LETTERS = "abcd"


@dataclass(frozen=True)
class Choice:
    """One choice: its id, the value it stands for at the question's field, and the
    misreading it reflects when it is wrong and the engine knows one (rules.misconceptions)."""

    id: str
    value: Any
    misconception: str | None = None


@dataclass(frozen=True)
class Question:
    """One question of one incident; its answer is a choice id."""

    id: str
    kind: Kind
    field: str
    material: Material
    decision: Decision
    choices: tuple[Choice, ...]
    answer: str
    clauses: tuple[str, ...]
    topic: str
    #: Every topic of its clauses (a trainer's pick of a topic finds it by any of them).
    topics: tuple[str, ...]
    edition: str
    difficulty: int

    @property
    def incident_key(self) -> str:
        return self.id.split("-", 1)[0]

    def right(self) -> Choice:
        return next(c for c in self.choices if c.id == self.answer)


def incident_key(material: Material) -> str:
    """A stable hash of the incident's canonical form (the permalink's), with the edition."""
    edition = choose_edition(material.incident)[0].name
    text = canonical_json(canonical(material.incident, edition))
    return hashlib.sha256(f"{edition}\n{text}".encode()).hexdigest()[:16]


def questions(material: Material, decision: Decision) -> Iterator[Question]:
    """Every question ``material`` allows, in the order of ``KINDS``."""
    key = incident_key(material)
    for kind in KINDS:
        found = _VALUES[kind](material, decision)
        if found is None:
            continue
        answer, wrong, misreadings = found
        wrong = [w for w in dict.fromkeys(wrong) if w != answer and w is not None]
        if answer is None or not wrong:
            continue
        yield _question(material, decision, key, kind, answer, wrong, misreadings)


def _question(
    material: Material,
    decision: Decision,
    key: str,
    kind: Kind,
    answer: Any,
    wrong: list[Any],
    misreadings: dict[Any, str],
) -> Question:
    ident = f"{key}-{kind}"
    values = [answer, *wrong[: MAX_CHOICES - 1]]
    # One order per question, the same every time, so the answer is not always first.
    turn = int(hashlib.sha256(ident.encode()).hexdigest(), 16) % len(values)
    values = values[turn:] + values[:turn]
    choices = tuple(
        Choice(LETTERS[i], v, None if v == answer else misreadings.get(v))
        for i, v in enumerate(values)
    )
    clauses = _clauses(kind, material, decision)
    return Question(
        id=ident,
        kind=kind,
        field=FIELDS[kind],
        material=material,
        decision=decision,
        choices=choices,
        answer=LETTERS[values.index(answer)],
        clauses=clauses,
        topic=(topic := topic_of(kind, clauses, material)),
        topics=tuple(dict.fromkeys((topic, *topics_of(clauses)))),
        edition=decision.edition,
        difficulty=min(3, max(1, len(decision.summary.decisive) if decision.summary else 1)),
    )


def _clauses(kind: Kind, material: Material, d: Decision) -> tuple[str, ...]:
    """The clauses the answer cites: the one the kind asks about first, then those the
    decision turns on, then the edition's when the variant changed the edition."""
    first: list[str] = []
    if kind in ("restart", "restart_place") and d.restart is not None:
        first.append(d.restart.rule)
    elif kind == "var":
        first += [f.rule for f in d.trace if f.rule in PROTOCOL_RULES]
    elif kind in ("offence", "offender", "judged_at") and d.offence_rule:
        first.append(d.offence_rule)
    elif kind == "var_restart" and d.review is not None and d.review.restart is not None:
        first.append(d.review.restart.rule)
    decisive = [r.rule for r in d.summary.decisive] if d.summary else []
    if kind == "clause":
        first = decisive[:1]
    found = [*first, *decisive, *_grounds(kind, d)]
    if material.change is not None and material.change[0] == "edition":
        found.append("EDITION-1")
    return tuple(dict.fromkeys(found))


def _grounds(kind: Kind, d: Decision) -> list[str]:
    """The clauses of the findings that ground the decisive ones: those about the same
    player at the same touch (how the position was measured, when it was judged, the
    phase and the touches between), the moment each touch was judged at, a player's facts
    for the whole move (inside the goal, off the field), and for a restart those of the
    restart's topic."""
    refs = {(r.player, r.at) for r in d.summary.decisive} if d.summary else set()
    if kind in ("offender", "judged_at") and d.offender is not None:
        refs |= {(d.offender, d.judged_at), (d.offender, d.offence_at), (None, d.judged_at)}
    ats = {at for _, at in refs if at is not None}
    found = [
        f.rule
        for f in d.trace
        if f.rule != NEVER_DECISIVE
        and (
            (f.player, f.at) in refs
            or (f.at in ats and family_topic(f.rule) == "judgement")
            or (f.at is None and f.player is not None and family_topic(f.rule) == "position")
        )
    ]
    if kind in ("restart", "restart_place"):
        found += [
            f.rule
            for f in d.trace
            if family_topic(f.rule) == "restarts" and f.rule != NEVER_DECISIVE
        ]
    return found


Values = tuple[Any, list[Any], dict[Any, str]] | None


def _offence(m: Material, d: Decision) -> Values:
    if d.offside_offence is None:
        return None
    against = [x.id for x in d.misconceptions if x.id != FOR_A_GOAL]
    return (
        d.offside_offence,
        [not d.offside_offence],
        ({not d.offside_offence: against[0]} if against else {}),
    )


def _offenders(d: Decision) -> set[str]:
    return {f.player for f in d.trace if (f.rule, f.outcome) in OFFENCES and f.player}


def _others(m: Material, but: str) -> list[str]:
    """The incident's other players: the attackers first, then the defenders."""
    team = m.incident.team_of
    players = [p.id for p in m.incident.players if p.id != but]
    return sorted(players, key=lambda p: team(p) != "attacking")


def _offender(m: Material, d: Decision) -> Values:
    if not d.offside_offence or d.offender is None or _offenders(d) - {d.offender}:
        return None
    return d.offender, _others(m, d.offender), {}


def _judged_at(m: Material, d: Decision) -> Values:
    at = d.judged_at
    if not d.offside_offence or at is None:
        return None
    touches = range(1, len(m.incident.sequence) + 1)
    misread: dict[Any, str] = {
        x.at: x.id for x in d.misconceptions if x.at is not None and x.at != at
    }
    wrong = sorted(touches, key=lambda t: (t not in misread, abs(t - at), t))
    return at, list(wrong), misread


def _restart(m: Material, d: Decision) -> Values:
    if d.restart is None:
        return None
    return d.restart.kind, list(RESTARTS), {}


def _restart_place(m: Material, d: Decision) -> Values:
    if d.restart is None or d.restart.at_player is None:
        return None
    return d.restart.at_player, _others(m, d.restart.at_player), {}


def _var_restart(m: Material, d: Decision) -> Values:
    if d.review is None or d.review.restart is None:
        return None
    return d.review.restart.kind, list(RESTARTS), {}


def _stood(m: Material, d: Decision) -> Values:
    if d.summary is None or d.summary.stood == "undetermined":
        return None
    stood = d.summary.stood
    misread = {"goal": FOR_A_GOAL} if any(x.id == FOR_A_GOAL for x in d.misconceptions) else {}
    return stood, [OPPOSITE_CALL[stood], *CALLS], misread


def _var(m: Material, d: Decision) -> Values:
    if d.review is None or d.review.procedure is None:
        return None
    return d.review.procedure, list(PROCEDURES), {}


def _clause(m: Material, d: Decision) -> Values:
    if d.summary is None or not d.summary.decisive:
        return None
    decisive = {r.rule for r in d.summary.decisive}
    cited = [f.rule for f in d.trace if f.rule not in decisive]
    return d.summary.decisive[0].rule, cited, {}


_VALUES = {
    "offence": _offence,
    "offender": _offender,
    "judged_at": _judged_at,
    "restart": _restart,
    "restart_place": _restart_place,
    "var_restart": _var_restart,
    "stood": _stood,
    "var": _var,
    "clause": _clause,
}


def value_at(document: dict[str, Any], field: str) -> Any:
    """The value at ``field`` of a decisions API document (None where it has none)."""
    try:
        return paths.get_path(document, field)
    except (KeyError, IndexError, StopIteration, TypeError):
        return None
