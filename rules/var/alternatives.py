"""What would have changed the decision, and what it depends on.

Every alternative is found by changing one fact (or the edition of the Laws) and
running the engine again, so no alternative claims a flip the engine does not
confirm. Disputed facts and unknown facts are resolved reading by reading.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator
from typing import Any

from rules import engine
from rules.api import decide
from rules.catalogue import outcome_of
from rules.catalogue.offence import OffDp4
from rules.catalogue.sanction import Phase2
from rules.changes import Change, ChangeError, changed, drafted
from rules.context import Context, Question, answers_alike, asking, make_context, remembering
from rules.editions import CHANGES, EDITIONS, LATEST, changes_between, edition_named
from rules.incident import Distances, Incident, Qualitative
from rules.offside import deliberate, involvement, position
from rules.paths import get_path, selector
from rules.trace import Alternative, Analysis, Decision, EditionComparison, FactValue
from rules.var.budget import Budget, Kind

_TOUCH_KINDS = ("deliberate_play", "deflection", "save")
CHANGE_CLAUSES: dict[str, tuple[str, ...]] = {c.name: c.clauses for c in CHANGES}
_OPTIONS: dict[str, tuple[FactValue, ...]] = {
    "classification": _TOUCH_KINDS,
    "half": ("opponents", "halfway_line", "own"),
    "ball": ("ahead", "level", "behind"),
    "second_last": ("ahead", "level", "behind"),
    "kind": ("none", "obvious_action_impacting_opponent"),
    "victim_was": ("moving_towards_ball", "playing_or_challenging"),
    "relative_to_involvement": ("before", "same_action", "after"),
    "with_permission": (True, False),
    "reset_since": (True, False),
    "restarted_before_check": (True, False),
    "stopped_before_goal": (True, False),
}


def analyse(incident: Incident, edition: str | None = None) -> Analysis:
    """Decide ``incident`` and work out its alternatives, within one analysis's work
    (rules/var/budget.py): the comparison with today's Laws first, then the unknown and
    disputed facts, then single changes of fact (those about the offender and the decisive
    touches first), then other editions."""
    with remembering():
        with asking() as asked:
            decision = decide(incident, edition)
        runs = _Runs(incident, decision, asked)
        comparison = compare_editions(incident, decision, runs)
        found_readings = readings(incident, decision, runs)
        found = counterfactuals(incident, decision, runs)
    return Analysis(
        decision=decision,
        counterfactuals=found,
        readings=found_readings,
        edition_comparison=comparison,
        unexplored=runs.budget.unexplored(),
    )


class _Runs:
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
        self, incident: Incident, decision: Decision, asked: dict[Question, bool] | None = None
    ) -> None:
        """``asked``: what the run that made ``decision`` asked of its edition (if known)."""
        self.incident = incident
        self.budget = Budget(incident)
        self.editions: dict[str, Decision] = {decision.edition: decision}
        #: The runs whose questions are known: what each asked of its edition
        #: (rules.context.Context.asked), its decision, and whether that decision is in
        #: full (else quiet: the offside answer and goal alone, ``law_outcome``).
        self.asked: list[tuple[dict[Question, bool], Decision, bool]] = []
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
            with asking() as asked:
                decision = decide(self.incident, name)
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
            with asking() as asked:
                same = law_outcome(self.incident, name)
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
            return decide(changed(self.incident, changes), edition)
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
            outcome = law_outcome(incident, decision.edition)
            flips = outcome.offside_offence is not None and _key(outcome) != _key(decision)
            if bearing is not None:
                self.flipped[bearing[1]] = flips
            if not flips:
                return None
        return decide(incident, decision.edition)

    def _bearing(self, changes: list[Change], edition: str) -> tuple[Hashable, Hashable] | None:
        """What the item a change of a position's facts or of a touch's classification is
        about bears on the engine under ``edition``, in the incident and with the change
        (rules.offside.position.bearing, rules.offside.deliberate.bearing); None for any
        other change. Two incidents that differ in that item alone, in which it bears
        alike, take the same path through the rules, or one that differs only in its words,
        and reach the same offside answer and goal: a change that bears as the incident
        does flips nothing (most changes of position: an attacker already onside moved
        level; a deflection made a save), and one that bears as a change already run
        flips as that one did. The change is looked at in a draft (rules.changes.drafted),
        whatever the incident would make of it: no run is needed, nor the change itself.
        Nor even a look, when nothing after the item reads it: where an attacker stood who
        is never involved afterwards, or how an opponent's touch counted when no attacker
        plays the ball or is involved after it (rules.offside.involvement.involved_after),
        bears on no offence however it changes."""
        path = changes[0][0] if len(changes) == 1 else ""
        item = _ITEM.match(path)
        if item is None:
            return None
        name, index = item.group(1), int(item.group(2))
        if name != "positions" and not (name == "sequence" and path.endswith(".classification")):
            return None
        known = (edition, name, index)
        if name == "positions" and path.startswith(f"positions[{index}].where."):
            own = self.incident.positions[index]
            if not involvement.involved_after(self.incident, own.at, own.player):
                # Where an attacker stood who is never involved afterwards bears on no
                # offence (OFF-POS-1): moved anywhere, they change no answer.
                return (known, "not involved"), (known, "not involved")
        elif name == "sequence" and not involvement.involved_after(self.incident, index + 1):
            # Nothing after the touch reads whether it started a new phase (no attacker
            # plays the ball or is involved after it): however it counts, no answer changes.
            return (known, "not read"), (known, "not read")
        draft = drafted(self.incident, *changes[0])
        if draft is None:
            return None
        before = self.contexts.get(edition)
        if before is None:
            before = self.contexts[edition] = make_context(self.incident, edition, quiet=True)
        then = self.bearings.get(known)
        now: Hashable
        if name == "sequence":
            if then is None:
                then = deliberate.bearing(before, self.incident.sequence[index], index + 1)
            now = deliberate.bearing(before, draft.sequence[index], index + 1)
        else:
            if then is None:
                then = position.bearing(before, index)
            now = position.bearing(before, index, draft.positions[index])
            if now is None:
                return None
        self.bearings[known] = then
        return (known, then), (known, now)


def law_outcome(incident: Incident, edition: str | None) -> Decision:
    """The engine alone (Law 11, no VAR layer nor summary), and quiet (no trace): the
    offside answer and goal, all that a counterfactual or the search of edition flips
    turns on."""
    return engine.decide(incident, edition, quiet=True)


def _key(d: Decision) -> tuple[bool | None, str | None]:
    return d.offside_offence, d.goal


def _alternative(changed: Decision, **kw: Any) -> Alternative:
    return Alternative(
        offside_offence=changed.offside_offence,
        goal=changed.goal,
        offender=changed.offender,
        var_outcome=changed.review.outcome if changed.review is not None else None,
        stood=changed.summary.stood if changed.summary is not None else None,
        **kw,
    )


# --- counterfactuals ----------------------------------------------------------------------


def counterfactuals(
    incident: Incident, decision: Decision, runs: _Runs | None = None
) -> tuple[Alternative, ...]:
    """The smallest single changes of fact, restart or edition that flip the decision."""
    if decision.offside_offence is None:
        return ()
    runs = runs or _Runs(incident, decision)
    candidates = list(_candidates(incident, decision))
    focus = _focus(decision)
    # Tried in order of relevance while work is left; listed in the order of the incident.
    relevant = [_about(incident, path, focus) for _, path, _, _ in candidates]
    results: dict[int, Decision] = {}
    for i in sorted(range(len(candidates)), key=lambda i: not relevant[i]):
        _, path, value, _ = candidates[i]
        changed = runs.flip([(path, value)], decision)
        if changed is not None:
            results[i] = changed
    found: list[Alternative] = []
    original = incident.model_dump(mode="json") if results else {}
    for i, (kind, path, value, rule) in enumerate(candidates):
        changed = results.get(i)
        if changed is None:
            continue
        before = get_path(original, path)
        found.append(
            _alternative(
                changed,
                kind=kind,
                field=path,
                from_value=before,
                to_value=value,
                rule=rule,
            )
        )
    found.extend(_edition_flips(decision, runs))
    return tuple(found)


def _focus(decision: Decision) -> tuple[set[str], set[int]]:
    """The players and touches the outcome turns on: the offender, the touches at which
    the offence was judged and completed, and those the decisive findings name."""
    refs = decision.summary.decisive if decision.summary is not None else ()
    players = {p for p in (decision.offender, *(r.player for r in refs)) if p is not None}
    touches = {
        t for t in (decision.judged_at, decision.offence_at, *(r.at for r in refs)) if t is not None
    }
    return players, touches


def _about(incident: Incident, path: str, focus: tuple[set[str], set[int]]) -> bool:
    """Is the fact at ``path`` about a player or touch the outcome turns on?"""
    players, touches = focus
    item_path = _ITEM.match(path)
    if item_path is None:
        return True  # the restart: one fact, always worth a run
    name, index = item_path.group(1), int(item_path.group(2))
    item = getattr(incident, name)[index]
    if name == "sequence":
        return index + 1 in touches or item.by in players
    fields = vars(item)  # (a field the item lacks reads as None, without an exception)
    who = {fields.get(f) for f in ("player", "by", "against")}
    when = {fields.get(f) for f in ("at", "after")}
    return bool(who & players or when & touches)


_ITEM = re.compile(r"(\w+)\[(\d+)\]")


def _touch_kind(decision: Decision, at: int) -> str | None:
    for f in decision.trace:
        if f.at != at:
            continue
        if f.rule == Phase2.rule.id:
            return outcome_of(f).draws
        if OffDp4.save_no_reset.recorded(f):
            return OffDp4.save_no_reset.draws
    return None


def _candidates(incident: Incident, decision: Decision) -> Iterator[tuple[str, str, Any, str]]:
    for i, contact in enumerate(incident.sequence):
        if incident.team_of(contact.by) != "defending":
            continue
        current = _touch_kind(decision, i + 1)
        for option in _TOUCH_KINDS:
            if option != current:
                yield "subjective_call", f"sequence[{i}].classification", option, "OFF-DP-1"
    for i, inv in enumerate(incident.involvements):
        option = "none" if inv.kind != "none" else "obvious_action_impacting_opponent"
        yield "subjective_call", f"involvements[{i}].kind", option, "OFF-OFF-2"
    for i, pos in enumerate(incident.positions):
        where = pos.where
        if isinstance(where, Qualitative):
            if where.second_last == "ahead":
                yield "position", f"positions[{i}].where.second_last", "level", "OFF-POS-5"
            elif where.second_last in ("level", "behind"):
                yield "position", f"positions[{i}].where.second_last", "ahead", "OFF-POS-7"
            if where.ball == "ahead":
                yield "position", f"positions[{i}].where.ball", "level", "OFF-POS-6"
        elif isinstance(where, Distances):
            second = sorted(where.opponents_m.values())[1]
            if where.attacker_m != second:
                yield "position", f"positions[{i}].where.attacker_m", second, "OFF-POS-5"
    for i, foul in enumerate(incident.fouls):
        if foul.victim_was in ("moving_towards_ball", "playing_or_challenging"):
            other = (
                "playing_or_challenging"
                if foul.victim_was == "moving_towards_ball"
                else "moving_towards_ball"
            )
            yield "subjective_call", f"fouls[{i}].victim_was", other, "OFF-ORDER-1"
    start = incident.start.kind
    exempt = ("goal_kick", "throw_in", "corner_kick")
    if start in exempt:
        yield "restart", "start.kind", "free_kick", "OFF-NOOFF-1"
    elif start in ("free_kick", "open_play", "penalty_kick") and decision.judged_at == 1:
        yield "restart", "start.kind", "throw_in", "OFF-NOOFF-1"


def _edition_flips(decision: Decision, runs: _Runs) -> list[Alternative]:
    """The nearest earlier and later editions under which the decision differs."""
    names = [e.name for e in EDITIONS]
    here = names.index(decision.edition)
    found: list[Alternative] = []
    for direction in (range(here - 1, -1, -1), range(here + 1, len(names))):
        for index in direction:
            changed = runs.edition_outcome(names[index])
            if changed is None:
                continue
            if changed.offside_offence is not None and _key(changed) != _key(decision):
                changed = runs.edition(names[index])  # the flip, from its own run
                assert changed is not None
                found.append(
                    _alternative(
                        changed,
                        kind="edition",
                        field="edition",
                        from_value=decision.edition,
                        to_value=names[index],
                        rule="EDITION-1",
                    )
                )
                break
    return found


# --- readings of disputed and unknown facts ------------------------------------------------


def readings(
    incident: Incident, decision: Decision, runs: _Runs | None = None
) -> tuple[Alternative, ...]:
    """The decision under each source's reading of a disputed fact, and each value of an
    unknown fact the decision depends on (the unknown ones tried first: the answer turns
    on them). A reading that is the incident's own value is the decision itself."""
    runs = runs or _Runs(incident, decision)
    # (kind, field, value, rule, source, changes to make)
    trials: list[tuple[str, str, Any, str, str | None, list[Change]]] = [
        ("reading", d.field, r.value, _rule_for(decision, d.field), r.source, [(d.field, r.value)])
        for d in incident.disputes
        for r in d.readings
    ]
    unsettled = [*decision.missing, *(decision.review.missing if decision.review else ())]
    trials += [
        ("unknown_fact", m.field, value, m.rule, None, changes)
        for m in unsettled
        for value, changes in _fill(incident, m.field)
    ]
    data = incident.model_dump(mode="json") if incident.disputes else {}
    results: dict[int, Decision] = {}
    for i in sorted(range(len(trials)), key=lambda i: trials[i][0] != "unknown_fact"):
        kind, field_path, value, _, _, changes = trials[i]
        if kind == "reading" and _holds(data, field_path, value):
            results[i] = decision
            continue
        changed = runs.rerun("readings", changes, decision.edition)
        if changed is not None:
            results[i] = changed
    # An unknown fact whose every value leads to the same settled answer is not what the
    # decision depends on (one that leaves it open may be, with another fact).
    alike = {
        field_path
        for field_path in {t[1] for t in trials if t[0] == "unknown_fact"}
        if len(
            {
                _reading_key(results[i])
                for i, t in enumerate(trials)
                if t[0] == "unknown_fact" and t[1] == field_path and i in results
            }
        )
        == 1
    }
    return tuple(
        _alternative(
            results[i], kind=kind, field=field_path, to_value=value, rule=rule, source=source
        )
        for i, (kind, field_path, value, rule, source, _) in enumerate(trials)
        if i in results and not (kind == "unknown_fact" and field_path in alike)
    )


def _reading_key(d: Decision) -> tuple[object, ...]:
    """What a reading says: the offside answer, the goal, the offender and what stood (a
    reading that leaves either open says something of its own: it is never alike)."""
    stood = d.summary.stood if d.summary is not None else None
    if d.offside_offence is None or stood == "undetermined":
        return (id(d),)
    return d.offside_offence, d.goal, d.offender, stood


def _holds(data: dict[str, Any], path: str, value: Any) -> bool:
    """Does the incident already give ``value`` at ``path``?"""
    try:
        current = get_path(data, path)
    except (KeyError, IndexError, TypeError, StopIteration):
        return False
    return bool(current == value and type(current) is type(value))


def _rule_for(decision: Decision, path: str) -> str:
    for m in decision.missing:
        if m.field == path:
            return m.rule
    leaf = path.rsplit(".", 1)[-1]
    return {
        "classification": "OFF-DP-1",
        "kind": "OFF-OFF-2",
        "second_last": "OFF-POS-7",
        "ball": "OFF-POS-6",
        "half": "OFF-POS-2",
        "victim_was": "OFF-ORDER-1",
    }.get(leaf, "OFF-POS-2")


def _fill(incident: Incident, path: str) -> list[tuple[FactValue, list[Change]]]:
    """The values an unknown fact may take, each as the changes that give it."""
    wanted = selector(path)
    if wanted is not None and path.startswith("positions["):
        # A position the incident does not give: try it offside, and onside.
        options: list[tuple[FactValue, list[Change]]] = []
        for value, second in (("offside_position", "ahead"), ("onside", "behind")):
            where = {"kind": "qualitative", "half": "opponents", "ball": "ahead"}
            position = {
                "player": wanted["player"],
                "at": int(wanted["at"]),
                "where": {**where, "second_last": second},
            }
            options.append((value, [(path, position)]))
        return options
    if wanted is not None and path.startswith("involvements["):
        # What nobody reported an attacker did (rules.offside.unreported): nothing, or
        # something that affected an opponent.
        item = {"player": wanted["player"], "after": int(wanted["after"])}
        return [(kind, [(path, {**item, "kind": kind})]) for kind in _OPTIONS["kind"]]
    leaf = path.rsplit(".", 1)[-1]
    return [(value, [(path, value)]) for value in _OPTIONS.get(leaf, ())]


# --- editions ---------------------------------------------------------------------------------


def compare_editions(
    incident: Incident, decision: Decision, runs: _Runs | None = None
) -> EditionComparison | None:
    """Would the latest Laws decide this incident differently from the Laws applied?"""
    if decision.edition == LATEST.name:
        return None
    now = (runs or _Runs(incident, decision)).stand_in(LATEST.name)
    if now is None:
        return None
    # Only the changes that bear on this incident: those whose clauses either decision cites.
    cited = {f.rule for d in (decision, now) for f in d.trace}
    changes = tuple(
        name
        for name in changes_between(edition_named(decision.edition), LATEST)
        if cited & set(CHANGE_CLAUSES[name])
    )
    return EditionComparison(
        then=decision.edition,
        now=LATEST.name,
        changed=_key(now) != _key(decision),
        changes=changes,
        then_offside=decision.offside_offence,
        now_offside=now.offside_offence,
    )
