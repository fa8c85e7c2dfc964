"""The engine runs of one analysis: counted against its budget, sharing one session.

Every run the analysis makes goes through ``Runs`` (and the names ``decide`` and
``law_outcome`` here: the tests replace them to count the runs).
"""

from __future__ import annotations

from collections.abc import Hashable

from rules import engine, paths
from rules.analysis.budget import Budget, Kind
from rules.api import decide
from rules.changes import Change, ChangeError, changed, drafted
from rules.context import Context, answers_alike, make_context
from rules.incident import Incident
from rules.offside import deliberate, involvement, judgements
from rules.session import Question, Session
from rules.trace import Decision

#: What a run asked of its edition (rules.context.Context.asked).
Asked = dict[Question, bool]


def begin(incident: Incident, edition: str | None = None) -> Runs:
    """The runs of an analysis of ``incident``, its decision made first (``Runs.decision``),
    in a session of its own that every later run shares (rules.session)."""
    session = Session()
    asked: Asked = {}
    decision = decide(incident, edition, session=session, asked=asked)
    return Runs(incident, decision, asked, session)


class Runs:
    """The engine runs of one analysis: counted against its budget, and one per edition
    at most (the comparison with today and the nearest flips may ask for the same one).

    An edition differs from another, for the engine, only in the changes to the Laws it
    has (rules/editions.py), in whether it is the one the officials applied, and in
    whether the deliberate-play criteria apply under it; a run asks a few of those
    questions (rules.context.Context.asked). An edition that gives the same answers to
    the questions a run under another edition asked takes the same path through the
    rules, and reaches the same decision but for the edition's name and the words of its
    citations. Such an edition's run is taken as read: for the search of the nearest flips
    (``edition_outcome``), and for the comparison with today's Laws (``stand_in``, from a
    run in full: the analysis's own decision, most often). A flip is still only claimed
    from the decision in full under its own edition (``edition``)."""

    def __init__(
        self,
        incident: Incident,
        decision: Decision,
        asked: Asked | None = None,
        session: Session | None = None,
    ) -> None:
        """``asked``: what the run that made ``decision`` asked of its edition (if known);
        ``session``: what the runs share (none: each run works everything out afresh)."""
        self.incident = incident
        self.decision = decision
        self.session = session
        self.budget = Budget(incident)
        self.editions: dict[str, Decision] = {decision.edition: decision}
        #: The runs whose questions are known: what each asked of its edition, its
        #: decision, and whether that decision is in full (else quiet: the offside answer
        #: and goal alone, ``law_outcome``).
        self.asked: list[tuple[Asked, Decision, bool]] = []
        if asked is not None:
            self.asked.append((asked, decision, True))
        #: Editions whose outcome is known without a decision in full: the run of the
        #: engine alone, or the run under another edition that stands in for it.
        self.read: dict[str, Decision] = {}
        #: A quiet context of the incident itself under each edition a change was
        #: tried in, what each item changed bears on the engine there (``_bearing``), and
        #: whether the change of each bearing run flipped the decision.
        self.contexts: dict[str, Context] = {}
        self.bearings: dict[tuple[str, str, int], Hashable] = {}
        self.flipped: dict[Hashable, bool] = {}

    def edition(self, name: str) -> Decision | None:
        """The decision under edition ``name``, from its own run."""
        if name not in self.editions:
            # An edition taken as read has had its share of the budget.
            if name not in self.read and not self.budget.spend("editions"):
                return None
            asked: Asked = {}
            decision = decide(self.incident, name, session=self.session, asked=asked)
            self.asked.append((asked, decision, True))
            self.editions[name] = decision
        return self.editions[name]

    def edition_outcome(self, name: str) -> Decision | None:
        """The offside answer and goal under edition ``name`` (for the search of the
        nearest flips): of its own run if it has one, else of a run under another edition
        that gives the same answers, else of a run of the engine alone (``law_outcome``:
        the VAR layer and the summary never change them). Either way the edition has had
        its share of the budget, and ``edition`` decides it in full when asked."""
        if name in self.editions:
            return self.editions[name]
        if name in self.read:
            return self.read[name]
        if not self.budget.spend("editions"):
            return None
        same = self._same_answers(name)
        if same is None:
            asked: Asked = {}
            same = law_outcome(self.incident, name, session=self.session, asked=asked)
            self.asked.append((asked, same, False))
        self.read[name] = same
        return same

    def stand_in(self, name: str) -> Decision | None:
        """The decision under edition ``name``, or the decision in full of a run under an
        edition that gives the same answers (``_same_answers``): the same offside answer,
        goal and trace but for the edition's name and the words of its citations. For the
        comparison with today's Laws, which reads those alone."""
        if name in self.editions:
            return self.editions[name]
        same = self._same_answers(name, full=True)
        if same is None:
            return self.edition(name)
        if name not in self.read:
            if not self.budget.spend("editions"):
                return None
            self.read[name] = same
        return same

    def _same_answers(self, name: str, full: bool = False) -> Decision | None:
        """The decision of a run (in full, if ``full``) whose questions edition ``name``
        answers as that run's edition did (rules.context.answers_alike): a run under
        ``name`` would take the same path through the rules."""
        for asked, decision, in_full in self.asked:
            if (in_full or not full) and answers_alike(self.incident, name, asked):
                return decision
        return None

    def rerun(self, kind: Kind, changes: list[Change], edition: str) -> Decision | None:
        """The decision with these facts changed; None when the incident cannot take them,
        or when no work is left (then counted as not tried)."""
        if not self.budget.spend(kind):
            return None
        try:
            return decide(changed(self.incident, changes), edition, session=self.session)
        except ChangeError:
            return None

    def flip(self, changes: list[Change], decision: Decision) -> Decision | None:
        """The decision with these facts changed, when it flips ``decision`` (another
        offside answer or goal, not undetermined); None otherwise, or when the incident
        cannot take them or no work is left.

        Which way it goes is the Law's answer alone (``engine.decide``): the layers on top
        (the VAR review, the summary, the misconceptions) add to a decision, never change
        its offside answer or goal. So the engine's run settles it, and only a flip (a few
        in a hundred) is decided in full, on the same changed incident. A change that bears
        on the engine as the incident does (a position judged as before, a touch counting
        as before), or as a change already run, needs no run of its own (``_bearing``); it
        is still counted against the budget, as a change tried."""
        if not self.budget.spend("counterfactuals"):
            return None
        bearing = self._bearing(changes, decision.edition)
        if bearing is not None:
            then, now = bearing
            if now == then or self.flipped.get(now) is False:
                return None
        try:
            incident = changed(self.incident, changes)
        except ChangeError:
            return None
        if bearing is None or bearing[1] not in self.flipped:
            outcome = law_outcome(incident, decision.edition, session=self.session)
            flips = outcome.offside_offence is not None and key(outcome) != key(decision)
            if bearing is not None:
                self.flipped[bearing[1]] = flips
            if not flips:
                return None
        return decide(incident, decision.edition, session=self.session)

    def _bearing(self, changes: list[Change], edition: str) -> tuple[Hashable, Hashable] | None:
        """What the item a change of a position's facts or of a touch's classification is
        about bears on the engine under ``edition``, in the incident and with the change
        (rules.offside.judgements.bearing, rules.offside.deliberate.bearing); None for any
        other change. Two incidents that differ in that item alone, in which it bears
        alike, take the same path through the rules, or one that differs only in its words,
        and reach the same offside answer and goal: a change that bears as the incident
        does flips nothing, and one that bears as a change already run flips as that one
        did. The change is looked at in a draft (rules.changes.drafted): no run is needed,
        nor the change itself. Nor even a look, when nothing after the item reads it
        (``_unread``)."""
        path = changes[0][0] if len(changes) == 1 else ""
        item = paths.split_item(path)
        if item is None:
            return None
        name, index, rest = item
        if name != "positions" and not (name == "sequence" and rest == "classification"):
            return None
        known = (edition, name, index)
        if self._unread(name, index, rest):
            tag = "not involved" if name == "positions" else "not read"
            return (known, tag), (known, tag)
        draft = drafted(self.incident, *changes[0])
        if draft is None:
            return None
        before = self.contexts.get(edition)
        if before is None:
            before = self.contexts[edition] = make_context(
                self.incident, edition, quiet=True, session=self.session
            )
        then = self.bearings.get(known)
        now: Hashable
        if name == "sequence":
            if then is None:
                then = deliberate.bearing(before, self.incident.sequence[index], index + 1)
            now = deliberate.bearing(before, draft.sequence[index], index + 1)
        else:
            if then is None:
                then = judgements.bearing(before, index)
            now = judgements.bearing(before, index, draft.positions[index])
            if now is None:
                return None
        self.bearings[known] = then
        return (known, then), (known, now)

    def _unread(self, name: str, index: int, rest: str) -> bool:
        """Does nothing after the item read the fact changed? Where an attacker stood who
        is never involved afterwards bears on no offence (OFF-POS-1: moved anywhere, he
        changes no answer); nor does how an opponent's touch counted when no attacker plays
        the ball or is involved after it (rules.offside.involvement.involved_after)."""
        if name == "positions":
            if not rest.startswith("where."):
                return False
            own = self.incident.positions[index]
            return not involvement.involved_after(self.incident, own.at, own.player)
        return not involvement.involved_after(self.incident, index + 1)


def law_outcome(
    incident: Incident,
    edition: str | None,
    *,
    session: Session | None = None,
    asked: Asked | None = None,
) -> Decision:
    """The engine alone (Law 11, no VAR layer nor summary), and quiet (no trace): the
    offside answer and goal, all that a counterfactual or the search of edition flips
    turns on."""
    return engine.evaluate(incident, edition, quiet=True, session=session, asked=asked)[1]


def key(d: Decision) -> tuple[bool | None, str | None]:
    """What a flip turns on: the offside answer and the goal."""
    return d.offside_offence, d.goal
