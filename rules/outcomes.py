"""What an incident comes to, and what it would come to with each answer to an open fact.

The interview (rules.interview) tries every answer to the facts an unsettled outcome
turns on. ``Answers`` works out the outcome of each exactly as deciding the answered
incident afresh would (``outcome_of(answered, decide(answered))``), with fewer and
lighter runs, each shortcut proven to give the same:

- one session for every run (rules.session): the answered incidents share every part
  they do not change (rules.changes), so what was worked out from those parts is taken
  again, not worked out anew;
- the engine alone, when nothing else bears on the outcome (``_alone``);
- one run per bearing: answers that bear alike on the walk reach the same outcome there
  (``_bearing``), so the run of one stands for the others;
- an attacker's position answered in words: the answers after the fact's first differ
  from it in the words alone, and only those are checked (``_where_only``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from rules import paths
from rules.api import decide
from rules.changes import ChangeError, changed
from rules.context import Context, make_context
from rules.engine import evaluate
from rules.incident import Incident, Position, Qualitative
from rules.offside import deliberate, judgements
from rules.session import Session
from rules.summary import law_call
from rules.trace import Call, Decision, RestartKind, Stood
from rules.var.officials import deduced

#: A change the interview makes: (field path, value).
Change = tuple[str, Any]


class Out(BaseModel):
    """The base of the interview's answers (validated pydantic models)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Outcome(Out):
    """What an incident comes to: what stood, the Law's call and its restart."""

    stood: Stood
    call: Call | None
    restart: RestartKind | None
    restart_to: Literal["attacking", "defending"] | None
    #: Are the Law's call and what stood both known?
    settled: bool


def outcome_of(incident: Incident, decision: Decision) -> Outcome:
    """What stood, the Law's call and the restart, from a decision with its summary."""
    summary = decision.summary
    assert summary is not None
    return _outcome(incident, decision, summary.stood)


def _outcome(incident: Incident, decision: Decision, stood: Stood) -> Outcome:
    restart = decision.restart
    call = law_call(incident, decision)
    return Outcome(
        stood=stood,
        call=call,
        restart=restart.kind if restart is not None else None,
        restart_to=restart.to if restart is not None else None,
        settled=call is not None and stood != "undetermined",
    )


class Answers:
    """The outcomes of the answers to ``incident``'s open facts, under edition ``edition``
    (a name), from the runs of one session."""

    def __init__(self, incident: Incident, edition: str, session: Session | None = None) -> None:
        self.incident = incident
        self.edition = edition
        self.session = session if session is not None else Session()
        #: The outcome (only where ``_alone``), and the Law's call, of each bearing run:
        #: the call is the engine's, shared by bearing even where the VAR layer reads
        #: the item.
        self.outcomes: dict[Hashable, Outcome] = {}
        self.calls: dict[Hashable, Call | None] = {}
        #: Per fact, the context of its first answered incident (quiet), in which the
        #: other answers' items are judged, and the index of the item there.
        self.references: dict[str, tuple[Context, int]] = {}
        #: Per position fact, its first answer the incident took: the value, the item it
        #: made and the item's index (``_where_only``).
        self.firsts: dict[str, tuple[dict[str, Any], Position, int]] = {}

    def outcome(self, fact: str, changes: list[Change]) -> Outcome | None:
        """The outcome with these changes (an answer at ``fact``); None when the incident
        cannot take them."""
        return self._found(fact, changes, settled_only=False)

    def settled(self, fact: str, changes: list[Change]) -> Outcome | None:
        """The outcome with these changes when it is settled; None when it is not, or
        when the incident cannot take them. An outcome is settled only once the Law's
        call is known, and the engine's answer alone gives that call (the VAR layer and
        the summary never change the offside answer, the goal or the other offence;
        rules.api ``_decided`` carries the engine's into the decision): an answer whose
        bearing left the call open in an answer run before needs no run."""
        return self._found(fact, changes, settled_only=True)

    def _found(self, fact: str, changes: list[Change], settled_only: bool) -> Outcome | None:
        answered = self._answered(fact, changes)
        if answered is None:
            return None
        if _alone(answered):
            return _kept(self._engine_alone(fact, changes, answered), settled_only)
        tag = self._bearing(fact, changes, answered)
        if settled_only and tag is not None and tag in self.calls and self.calls[tag] is None:
            return None
        decision = decide(answered, self.edition, session=self.session)
        if tag is not None:
            self.calls[tag] = law_call(answered, decision)
        return _kept(outcome_of(answered, decision), settled_only)

    def _answered(self, fact: str, changes: list[Change]) -> Incident | None:
        """``changed(self.incident, changes)``; None where it refuses them."""
        quick = self._where_only(fact, changes)
        if quick is not None:
            return quick
        try:
            answered = changed(self.incident, changes)
        except ChangeError:
            return None  # (an answer may be refused where one alike is not)
        if len(changes) == 1 and fact not in self.firsts and isinstance(changes[0][1], dict):
            item = _item(self.incident, fact, answered)
            if item is not None and item[0] == "positions" and paths.selector(fact) is not None:
                index = item[1]
                self.firsts[fact] = changes[0][1], answered.positions[index], index
        return answered

    def _where_only(self, fact: str, changes: list[Change]) -> Incident | None:
        """What ``changed`` makes of an answer at a position ``fact`` that differs from the
        fact's first answer the incident took (``firsts``) in the position's ``where``
        alone, a position in words naming no second-last opponent; None for any other
        answer, or a ``where`` its type refuses (then ``changed`` says so).

        The same: both answers replace (or add) the same item, the attacker's at the
        touch (the same ``player``, ``at``, ``point`` and provenance). A Position is
        checked by its fields' types alone (rules.incident CHECKED_WHOLE), so the item
        validated anew is the first one's with ``where`` validated by its type (the
        discriminator ``kind`` is "qualitative": Qualitative's). The incident's checks
        of the item (rules.incident.checks ``position``) read of a ``where`` in words
        only the second-last opponent it names: none here, so they find what they found
        in the first answer, nothing; the list keeps the first answer's length."""
        first = self.firsts.get(fact)
        if first is None or len(changes) != 1 or changes[0][0] != fact:
            return None
        value, item, index = first
        new = changes[0][1]
        if not isinstance(new, dict) or new.keys() != value.keys():
            return None
        where = new.get("where")
        if not isinstance(where, dict) or where.get("kind") != "qualitative":
            return None
        if where.get("second_last_player") is not None:
            return None
        if any(new[key] != value[key] for key in value if key != "where"):
            return None
        try:
            words = Qualitative.model_validate(where)
        except ValidationError:
            return None
        before = self.incident.positions
        made = item.model_copy(update={"where": words})
        after = (*before[:index], made, *before[index + 1 :])
        return self.incident.model_copy(update={"positions": after})

    def _engine_alone(self, fact: str, changes: list[Change], answered: Incident) -> Outcome:
        """The outcome from the engine alone, run quiet (``_alone``: what stood is then the
        Law's call, rules.summary.summarise), once per bearing."""
        tag = self._bearing(fact, changes, answered)
        if tag is not None and tag in self.outcomes:
            return self.outcomes[tag]
        quiet = self._quiet(answered)
        call = law_call(answered, quiet)
        found = _outcome(answered, quiet, call if call is not None else "undetermined")
        if tag is not None:
            self.outcomes[tag] = found
        return found

    def _quiet(self, answered: Incident) -> Decision:
        """The engine alone, run quiet (no findings recorded, the same answer)."""
        return evaluate(answered, self.edition, quiet=True, session=self.session)[1]

    def _bearing(self, fact: str, changes: list[Change], answered: Incident) -> Hashable | None:
        """What the one item an answer changes bears on the walk (rules.offside.judgements
        .bearing for a position, rules.offside.deliberate.bearing for a touch's
        classification), judged in the place of the item in the fact's first answered
        incident: two answered incidents differ in that item alone, and where it bears
        alike they take the same path through the rules, to the same offside answer, goal,
        other offence and restart. (Their outcomes are shared only where nothing besides
        the walk reads the item: ``_alone``, the same for both.) None for any other
        answer: no sharing."""
        if len(changes) != 1:
            return None  # (an answer for every attacker not listed changes more)
        first = self.firsts.get(fact) if changes[0][0] == fact else None
        # (Every answer at a position fact replaces, or adds, the item its first answer did.)
        item = (
            ("positions", first[2]) if first is not None else _item(self.incident, fact, answered)
        )
        if item is None:
            return None
        name, index = item
        if fact not in self.references:
            context = make_context(
                deduced(answered), self.edition, quiet=True, session=self.session
            )
            self.references[fact] = context, index
        reference, at = self.references[fact]
        if at != index:
            return None  # (another item than the first answer's: not comparable)
        if name == "sequence":
            return fact, deliberate.bearing(reference, answered.sequence[index], index + 1)
        found = judgements.bearing(reference, index, answered.positions[index])
        return None if found is None else (fact, found)


def _kept(found: Outcome, settled_only: bool) -> Outcome | None:
    return None if settled_only and not found.settled else found


def _alone(incident: Incident) -> bool:
    """Is the engine's answer all an outcome of ``incident`` is made of? So when nobody
    reports what the officials did (no VAR review: it reads the decisive findings, their
    judgement badges and the classification of a touch, rules.var.protocol) and no
    line was measured (a measurement reads a position and may give the competition's
    tolerance, which changes what stood: rules.var.measurement). Then what stood is the
    Law's call, and the engine run quiet gives it."""
    return incident.officials is None and not incident.measurements


def _item(incident: Incident, fact: str, answered: Incident) -> tuple[str, int] | None:
    """The position, or the touch whose classification, an answer at ``fact`` changed:
    its list and index in ``answered`` (a position nobody listed is added at the end)."""
    head, leaf = paths.head(fact), paths.leaf(fact)
    if head == "sequence" and leaf == "classification":
        found = paths.split_item(fact)
        return None if found is None else ("sequence", found[1])
    if head != "positions":
        return None
    before, after = incident.positions, answered.positions
    changed_at = [i for i, p in enumerate(after) if i >= len(before) or p is not before[i]]
    return ("positions", changed_at[0]) if len(changed_at) == 1 else None
