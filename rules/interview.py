"""The interview: the facts the outcome turns on that nobody has given, most decisive first.

An incident's facts come from people and articles, and what they never said is not known
(rules.incident, schema version 2). The engine names every fact its answer needs and does
not have (``Decision.missing``, and what stood depends on: ``Summary.depends_on``); the
interview turns each into a question, with the answers the incident's own model allows
(read from its field types, never a list kept here) and, for each answer, what would then
stand, what the Law would say and how play would restart, worked out by deciding the
incident with that answer (rules.outcomes: with as few runs as give the same). The most
decisive come first: those whose answers settle the outcome in different ways, then those
one of whose answers settles it, then the rest, the latest touch first; at most
MAX_QUESTIONS at a time (the answers to them settle or change the rest). Some answers
also speak for every attacker the reports leave out ("onside, like every other attacker
not placed"; "nothing, like every other attacker").

The interview is settled when the Law's call and what stood are known: the engine
concludes only from facts given (an unknown fact that could change its answer leaves the
answer open and is named), so no fact left unknown can change a settled outcome. "Not
known" is always an answer: a question the person declined is not asked again, and the
answer stays conditional on it.
"""

from __future__ import annotations

import types
from collections.abc import Iterable, Iterator
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from rules import paths
from rules.api import decide
from rules.incident import Incident, Involvement
from rules.outcomes import Answers, Out
from rules.outcomes import Outcome as Outcome  # (public here: the interview's outcomes)
from rules.outcomes import outcome_of as outcome_of
from rules.session import Session
from rules.trace import Decision, Missing

#: The questions worked out at a time (each answer to each is a run of the engine).
MAX_QUESTIONS = 8

#: Where an attacker may have been at a team-mate's touch, when nobody said: each answer is
#: a position in words (rules.incident.Qualitative), from an offside position to onside.
POSITIONS: dict[str, dict[str, str]] = {
    "offside_position": {"half": "opponents", "ball": "ahead", "second_last": "ahead"},
    "level_with_second_last": {"half": "opponents", "ball": "ahead", "second_last": "level"},
    "behind_second_last": {"half": "opponents", "ball": "ahead", "second_last": "behind"},
    "behind_ball": {"half": "opponents", "ball": "behind", "second_last": "unknown"},
    "own_half": {"half": "own", "ball": "unknown", "second_last": "unknown"},
}


class Choice(Out):
    """One answer to a question: the value it puts at the question's fact, and the outcome
    the incident then comes to (None when the incident cannot take that value)."""

    #: A short name for the answer (a value of the field, or a position's name).
    key: str
    #: What the answer writes at the question's ``fact`` (JSON).
    value: Any
    #: What else it writes: (field path, value), e.g. the word on every attacker not listed.
    also: tuple[tuple[str, Any], ...] = ()
    outcome: Outcome | None


class Question(Out):
    """A fact the outcome turns on that nobody gave."""

    #: Stable for the same fact of the same incident: the fact's path.
    id: str
    #: The field path of the fact (rules.paths syntax).
    fact: str
    #: The clause that needs it.
    rule: str
    #: The incident fields that answering it fills in: the fact, and for an attacker's
    #: position or involvement, the incident's word on every one not listed.
    paths: tuple[str, ...]
    choices: tuple[Choice, ...]
    #: Do its answers settle the outcome in different ways? (Then it is asked first.)
    decisive: bool


class Interview(Out):
    settled: bool
    outcome: Outcome
    questions: tuple[Question, ...]
    decision: Decision


def interview(
    incident: Incident, edition: str | None = None, declined: Iterable[str] = ()
) -> Interview:
    """The questions still to ask about ``incident``: every fact the outcome turns on
    that is not known, but those in ``declined`` (answered "not known")."""
    session = Session()
    decision = decide(incident, edition, session=session)
    outcome = outcome_of(incident, decision)
    skip = set(declined)
    open_facts = [m for m in unsettled(decision, outcome) if m.field not in skip]
    order = {m.field: i for i, m in enumerate(open_facts)}
    # At most MAX_QUESTIONS at a time, the latest touches first (each answer tried is a run
    # of the engine): an incident at the model's limits can leave thousands of facts open,
    # and the answers to the first few settle or change most of the rest.
    asked = sorted(open_facts, key=lambda m: (-_when(incident, m.field), order[m.field]))
    tried = Answers(incident, decision.edition, session)
    questions = [_question(incident, tried, m) for m in asked[:MAX_QUESTIONS]]
    # Most decisive first: those whose answers settle the outcome in different ways, then
    # those one of whose answers settles it, then the rest; each the latest touch first
    # (the moment nearest the end of the move; what the officials did comes after it),
    # then as the engine named them.
    questions.sort(
        key=lambda q: (not q.decisive, not _settles(q), -_when(incident, q.fact), order[q.id])
    )
    return Interview(
        settled=outcome.settled, outcome=outcome, questions=tuple(questions), decision=decision
    )


def unsettled(decision: Decision, outcome: Outcome) -> list[Missing]:
    """The facts the outcome turns on and nobody gave, each once, in the engine's order:
    the Law's first, then what stood depends on, then the VAR protocol's."""
    if outcome.settled:
        return []
    review = decision.review
    summary = decision.summary
    found: dict[str, Missing] = {}
    groups = (
        decision.missing,
        summary.depends_on if summary is not None else (),
        review.missing if review is not None else (),
    )
    for group in groups:
        for m in group:
            found.setdefault(m.field, m)
    return list(found.values())


def _question(incident: Incident, tried: Answers, m: Missing) -> Question:
    choices = tuple(
        Choice(
            key=key,
            value=value,
            also=also(key),
            outcome=tried.outcome(m.field, [(m.field, value), *also(key)]),
        )
        for key, value in answers(incident, m.field)
    )
    # Decisive: its own answers (not those that speak for every attacker not listed) settle
    # the outcome in more than one way.
    outcomes = {
        c.outcome for c in choices if c.outcome is not None and c.outcome.settled and not c.also
    }
    return Question(
        id=m.field,
        fact=m.field,
        rule=m.rule,
        paths=fills(m.field),
        choices=choices,
        decisive=len(outcomes) > 1,
    )


def _when(incident: Incident, fact: str) -> int:
    """The touch a fact is about; what is about none (what the officials did) comes after
    the last touch."""
    return about(incident, fact)[1] or len(incident.sequence) + 1


def _settles(q: Question) -> bool:
    """Does one of the question's own answers (not one that speaks for every attacker not
    listed) settle the outcome?"""
    return any(c.outcome is not None and c.outcome.settled and not c.also for c in q.choices)


def fills(path: str) -> tuple[str, ...]:
    """The incident fields an answer at ``path`` fills in: the fact itself, and for a
    position or an involvement nobody listed, the word on every one not listed; the fouls
    with the word on whether they are all there (an answer "none" says the move had none)."""
    if path == "fouls":
        return (path, "unlisted_fouls")
    keys = paths.selector(path)
    if keys is not None and paths.head(path) == "positions":
        return (path, "unlisted_positions")
    if keys is not None and paths.head(path) == "involvements":
        return (path, "unlisted_involvements")
    return (path,)


#: The answers that also say it of every attacker the reports do not list: onside, like
#: every other attacker whose position is not given; nothing, like every other attacker.
EVERY_OTHER_ONSIDE = "every_other_onside"
NOBODY_ELSE = "nobody_else"
_ALSO: dict[str, tuple[tuple[str, Any], ...]] = {
    EVERY_OTHER_ONSIDE: (("unlisted_positions", "onside"),),
    NOBODY_ELSE: (("unlisted_involvements", "none"),),
}


def also(key: str) -> tuple[tuple[str, Any], ...]:
    """What else answer ``key`` writes besides the question's fact."""
    return _ALSO.get(key, ())


def answers(incident: Incident, path: str) -> Iterator[tuple[str, Any]]:
    """Each answer to the question of the fact at ``path``: a short name, and the value it
    writes there (JSON). From the field's type in the incident's model."""
    keys = paths.selector(path)
    if keys is not None and paths.head(path) == "positions":
        position = {"player": keys["player"], "at": int(keys["at"])}
        for name, where in POSITIONS.items():
            yield name, {**position, "where": {"kind": "qualitative", **where}}
        onside = {"kind": "qualitative", **POSITIONS["behind_second_last"]}
        yield EVERY_OTHER_ONSIDE, {**position, "where": onside}
        return
    if keys is not None and paths.head(path) == "involvements":
        item = {"player": keys["player"], "after": int(keys["after"])}
        for kind in field_values(Involvement.model_fields["kind"].annotation):
            if kind != "moved_into_opponents_path":  # (impeding: a foul, asked as one)
                yield str(kind), {**item, "kind": kind}
        yield NOBODY_ELSE, {**item, "kind": "none"}
        return
    for value in field_values(_annotation(incident, path)):
        yield str(value).lower() if isinstance(value, bool) else str(value), value


def _annotation(incident: Incident, path: str) -> Any:
    """The declared type of the field at ``path`` in ``incident``."""
    *parents, leaf = paths.tokens(path)
    target: Any = incident
    for token in parents:
        target = target[token] if isinstance(token, int) else getattr(target, str(token))
    if not isinstance(target, BaseModel) or not isinstance(leaf, str):
        return None
    field = type(target).model_fields.get(leaf)
    return field.annotation if field is not None else None


def field_values(annotation: Any) -> list[Any]:
    """The values a field of this type can take but "unknown" and None: the members of
    its literals, and yes or no."""
    found: list[Any] = []
    origin = get_origin(annotation)
    if annotation is bool:
        return [True, False]
    if origin is Literal:
        return [v for v in get_args(annotation) if v != "unknown"]
    if origin is Annotated:
        return field_values(get_args(annotation)[0])
    if origin is Union or origin is types.UnionType:
        for member in get_args(annotation):
            found.extend(v for v in field_values(member) if v not in found)
    return found


class Branch(Out):
    """The one fact an unsettled outcome turns on, and the outcome either way: ``yes``
    when it holds (he interfered; he was in an offside position; the touch was a
    deliberate play; yes), ``no`` when it does not."""

    fact: str
    rule: str
    #: Whom and which touch the fact is about, when it is about one.
    player: str | None
    at: int | None
    yes: Outcome
    no: Outcome


def about(incident: Incident, fact: str) -> tuple[str | None, int | None]:
    """The player and the touch the fact at path ``fact`` is about, where it names them."""
    keys = paths.selector(fact)
    if keys is not None:
        when = keys.get("at") or keys.get("after") or ""
        return keys.get("player"), int(when) if when.isascii() and when.isdigit() else None
    steps = paths.tokens(fact)
    index = steps[1] if steps[:1] == ["sequence"] and len(steps) > 1 else None
    if isinstance(index, int) and index < len(incident.sequence):
        return incident.sequence[index].by, index + 1
    return None, None


#: What ``_holds`` reads of a fact's path: its list or field, last step and length.
Shape = tuple[str | None, paths.Token | None, int]


def _shape(fact: str) -> Shape:
    return paths.head(fact), paths.leaf(fact), len(paths.tokens(fact))


def _holds(fact: str, key: str) -> bool | None:
    """Does answer ``key`` say the fact holds (True), does not (False), or neither (None:
    another kind of involvement, a save, another value)?"""
    return _holding(_shape(fact), key)


def _holding(shape: Shape, key: str) -> bool | None:
    """``_holds``, the fact's path read once (``_shape``)."""
    name, last, steps = shape
    if name == "involvements" or last == "kind":
        if key in ("moving_to_play_ball", "moved_into_opponents_path"):
            return None
        return key not in ("none", NOBODY_ELSE)
    if name == "positions" and steps == 2:
        return key == "offside_position"
    if last == "classification":
        return {"deliberate_play": True, "deflection": False}.get(key)
    return {"true": True, "false": False}.get(key)


def branch(incident: Incident, decision: Decision, look: int = 3) -> Branch | None:
    """The first of the facts an unsettled decision turns on (looking at ``look`` at most)
    whose answers split the outcome in two: one outcome whenever it holds, another
    whenever it does not. None when the decision is settled or no such fact is found."""
    outcome = outcome_of(incident, decision)
    tried = Answers(incident, decision.edition)
    for m in unsettled(decision, outcome)[:look]:
        found = _split(incident, tried, m.field)
        if found is not None:
            player, at = about(incident, m.field)
            yes, no = found
            return Branch(fact=m.field, rule=m.rule, player=player, at=at, yes=yes, no=no)
    return None


def _split(incident: Incident, tried: Answers, fact: str) -> tuple[Outcome, Outcome] | None:
    """The settled outcome of the answers at ``fact`` that say it holds, and of those that
    say it does not, when each side comes to one and the two differ; else None.

    The side with fewer answers is tried first, and a side stops at its second settled
    outcome: a side with none, or with two, cannot split the outcome whatever the other
    answers come to, so they need no run."""
    sides: dict[bool, list[Any]] = {True: [], False: []}
    shape = _shape(fact)
    for key, value in answers(incident, fact):
        holds = _holding(shape, key)
        if holds is not None and not also(key):
            # (An answer for every attacker not listed says more than this fact.)
            sides[holds].append(value)
    first, second = sorted((True, False), key=lambda side: len(sides[side]))
    outcomes: dict[bool, Outcome] = {}
    for side in (first, second):
        found = _one_outcome(tried, fact, sides[side])
        if found is None:
            return None
        outcomes[side] = found
    yes, no = outcomes[True], outcomes[False]
    return (yes, no) if yes != no else None


def _one_outcome(tried: Answers, fact: str, values: list[Any]) -> Outcome | None:
    """The one settled outcome these answers at ``fact`` come to (those that are not
    settled, or that the incident cannot take, aside); None when none does, or two."""
    found: Outcome | None = None
    for value in values:
        outcome = tried.settled(fact, [(fact, value)])
        if outcome is None or outcome == found:
            continue
        if found is not None:
            return None
        found = outcome
    return found
