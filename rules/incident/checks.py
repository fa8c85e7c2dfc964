"""The checks across fields: every player, touch, position and source an incident refers
to exists and fits (a position is an attacker's, a foul is not against its author...),
and what an incident says does not contradict itself. Each problem is a message code
with the field path it concerns (rules.problems); explainer words it."""

from __future__ import annotations

from typing import Any

from rules import paths
from rules.editions import EARLIEST, EDITIONS, edition_named, edition_on
from rules.incident.disputes import dispute_problems
from rules.incident.events import Foul, Involvement
from rules.incident.facts import IncidentFacts
from rules.incident.officials import Measurement
from rules.incident.positions import Distances, OffField, Opponents, Position
from rules.incident.sources import Provenance
from rules.incident.touches import AWARDED_KINDS, OBJECTS, OFFICIAL_OBJECTS, Contact
from rules.problems import Problem, problem

#: The lists whose items no other check reads one by one: a change to one of their items
#: (the list keeping its length) can only break the checks of that item.
ITEM_LISTS = ("sequence", "positions", "off_field", "involvements", "fouls", "measurements")

#: A field path as its steps (rules.paths.at joins them), built only for a problem found.
Steps = tuple[str | int, ...]


def reference_problems(
    incident: IncidentFacts, *, disputes: bool = True, only: tuple[str, int] | None = None
) -> list[Problem]:
    """Cross-field checks, each a message code (rules.problems) with the field path it
    concerns. ``disputes=False``: all but the disputes' checks, for a copy whose disputes
    were checked already. ``only=(name, i)``: a copy of a valid incident in which only
    item ``i`` of the list ``name`` (one of ITEM_LISTS) changed, so only that item's
    checks are run. Whether each disputed reading is a value its field can take is
    tried apart (rules.reading), once these checks pass."""
    check = _Checks(incident)
    if only is None:
        check.players_and_sources()
        check.sequence()
        check.positions()
        check.events()
        check.provenance(_provenances(incident))
    else:
        name, index = only
        item = getattr(incident, name)[index]
        getattr(check, _ITEM_CHECKS[name])(index, item)
        check.provenance([((name, index), item.provenance)])
    if disputes and incident.disputes:
        source_ids = {s.id for s in incident.sources}
        data = incident.model_dump(mode="json", exclude={"disputes"})
        check.problems.extend(dispute_problems(incident.disputes, source_ids, data))
    return check.problems


class _Checks:
    """The cross-field checks of one incident, gathering Problems (a field path and a
    message code with its values, rules.problems). Each list's items are checked one by
    one (``contact``, ``position``...), so that a copy with one item changed checks that
    item alone (``_ITEM_CHECKS``)."""

    def __init__(self, incident: IncidentFacts) -> None:
        self.incident = incident
        self.problems: list[Problem] = []
        #: The players' ids (a look-up kept with the incident, shared by its copies).
        self.known = incident._players_by_id()

    def add(self, steps: Steps, code: str, **params: Any) -> None:
        self.problems.append(problem(paths.at(*steps), code, **params))

    def player_ref(self, steps: Steps, ident: str, team: str | None = None) -> None:
        if ident not in self.known:
            self.add(steps, "unknown_player", ident=ident)
        elif team and self.incident.team_of(ident) != team:
            self.add(steps, "wrong_team", ident=ident, team=team)

    def contact_ref(self, steps: Steps, index: int) -> None:
        n = len(self.incident.sequence)
        if index > n:
            self.add(steps, "no_contact", index=index, count=n)

    def players_and_sources(self) -> None:
        incident = self.incident
        ids = [p.id for p in incident.players]
        for i, ident in enumerate(ids):
            if ident in ids[:i]:
                self.add(("players", i, "id"), "duplicate_player", ident=ident)
            if ident in OBJECTS:
                self.add(("players", i, "id"), "reserved_id", ident=ident)
        if len({s.id for s in incident.sources}) != len(incident.sources):
            self.add(("sources",), "duplicate_sources")
        day = incident.match.date
        if day is None:
            pass  # hypothetical: the latest Laws, or the edition named
        elif EARLIEST.effective > day and incident.edition is None:
            self.add(("match", "date"), "before_earliest_edition", earliest=EARLIEST.name)
        elif edition_on(day) is None and incident.edition is None:
            self.add(("match", "date"), "no_edition_for_date")
        self.early_adoption()

    def early_adoption(self) -> None:
        early = self.incident.competition_rules.early_adoption
        if early is None:
            return
        steps: Steps = ("competition_rules", "early_adoption")
        if self.incident.match.date is None:
            self.add(steps, "early_adoption_without_date")
            return
        chosen = edition_named(early.edition)
        index = EDITIONS.index(chosen)
        if early.date >= chosen.effective:
            self.add(
                (*steps, "date"),
                "early_adoption_not_early",
                edition=chosen.name,
                effective=chosen.effective.isoformat(),
            )
        elif index == 0 or early.date < EDITIONS[index - 1].effective:
            self.add((*steps, "date"), "early_adoption_too_early", edition=chosen.name)

    def sequence(self) -> None:
        incident = self.incident
        for i, c in enumerate(incident.sequence):
            self.contact(i, c)
        self.start()

    def touch(self, i: int, c: Contact) -> None:
        """One touch changed: its own checks, and the restart's when it is the first."""
        self.contact(i, c)
        if i == 0:
            self.start()

    def start(self) -> None:
        """The restart, and who took it (the first touch)."""
        incident = self.incident
        if incident.start.kind != "open_play" and incident.sequence[0].by in OBJECTS:
            self.add(("sequence", 0, "by"), "restart_by_object")
        reason = incident.start.awarded_for
        if reason is not None and incident.start.kind not in AWARDED_KINDS[reason]:
            kinds = AWARDED_KINDS[reason]
            self.add(("start", "awarded_for"), "reason_gives_other_restart", kinds=kinds)
        if incident.out_over is not None and incident.outcome != "ball_out_of_play":
            self.add(("out_over",), "out_over_not_out_of_play")
        self.officials()

    def officials(self) -> None:
        """A goal cannot be given once play was stopped before the ball went in (Law 9.1),
        and a goal can be given or disallowed only when the ball went in (Law 10.1): an
        incident that says otherwise contradicts itself."""
        officials = self.incident.officials
        if officials is None:
            return
        outcome = self.incident.outcome
        stopped = outcome == "goal_scored" and officials.stopped_before_goal is True
        for field in ("on_field", "final"):
            call = getattr(officials, field)
            if call in ("goal", "no_goal") and outcome not in ("goal_scored", "unknown"):
                self.add(("officials", field), "goal_call_without_goal", outcome=outcome)
            elif call == "goal" and stopped:
                self.add(("officials", field), "goal_after_stoppage")

    def contact(self, i: int, c: Contact) -> None:
        if c.by not in self.known and c.by not in OBJECTS:
            self.add(("sequence", i, "by"), "unknown_player", ident=c.by)
        is_opponent = self.incident.team_of(c.by) == "defending"
        if (c.classification is not None or c.indicators is not None) and not is_opponent:
            self.add(("sequence", i, "classification"), "classified_not_defender")
        if c.action == "throw":
            player = self.incident.player(c.by)
            if player is None or not player.goalkeeper:
                self.add(("sequence", i, "action"), "throw_not_goalkeeper")
        self.contact_facts(i, c)

    def contact_facts(self, i: int, c: Contact) -> None:
        """The facts that only some touches can have."""
        handball = c.action == "deliberate_handball" and self.incident.team_of(c.by) == "defending"
        official = c.by in OFFICIAL_OBJECTS
        if c.advantage_played is not None and not handball:
            self.add(("sequence", i, "advantage_played"), "advantage_not_handball")
        elif c.advantage_played is False and i + 1 < len(self.incident.sequence):
            self.add(("sequence", i, "advantage_played"), "touch_after_stopped_handball")
        if c.in_defending_penalty_area is not None and not (handball or official):
            self.add(("sequence", i, "in_defending_penalty_area"), "penalty_area_not_asked")
        if c.possession_to is not None and not official:
            self.add(("sequence", i, "possession_to"), "possession_not_official")

    def positions(self) -> None:
        positions = self.incident.positions
        twice = _repeated([(p.player, p.at, p.point) for p in positions])
        for i, pos in enumerate(positions):
            self.position(i, pos, i in twice)

    def position(self, i: int, pos: Position, twice: bool | None = None) -> None:
        """``twice``: another position has the same player, touch and point (None: see)."""
        self.player_ref(("positions", i, "player"), pos.player, "attacking")
        self.contact_ref(("positions", i, "at"), pos.at)
        if twice is None:
            key = (pos.player, pos.at, pos.point)
            twice = sum((p.player, p.at, p.point) == key for p in self.incident.positions) > 1
        if twice:
            self.add(("positions", i), "position_twice")
        where = pos.where
        steps: Steps = ("positions", i, "where")
        if isinstance(where, Distances):
            for ident in where.opponents_m:
                self.player_ref((*steps, "opponents_m", ident), ident, "defending")
        elif isinstance(where, Opponents):
            self.opponent_lists(steps, where)
        elif where.second_last_player is not None:
            self.player_ref((*steps, "second_last_player"), where.second_last_player, "defending")

    def opponent_lists(self, steps: Steps, where: Opponents) -> None:
        seen: set[str] = set()
        for name, idents in (("nearer", where.nearer), ("level", where.level)):
            for j, ident in enumerate(idents):
                self.player_ref((*steps, name, j), ident, "defending")
                if ident in seen:
                    self.add((*steps, name, j), "listed_twice", ident=ident)
                seen.add(ident)

    def events(self) -> None:
        incident = self.incident
        for i, off in enumerate(incident.off_field):
            self.off_field(i, off)
        for i, inv in enumerate(incident.involvements):
            self.involvement(i, inv)
        for i, foul in enumerate(incident.fouls):
            self.foul(i, foul)
        for i, ident in enumerate(incident.inside_goal):
            self.player_ref(("inside_goal", i), ident, "attacking")
        for i, m in enumerate(incident.measurements):
            self.measurement(i, m)

    def off_field(self, i: int, off: OffField) -> None:
        self.player_ref(("off_field", i, "player"), off.player)
        if off.reentered and off.crossed != "goal_line":
            self.add(("off_field", i, "reentered"), "reentry_not_goal_line")
        self.contact_ref(("off_field", i, "at"), off.at)
        if off.deliberate is not None and (
            self.incident.team_of(off.player) != "defending" or off.with_permission is not False
        ):
            self.add(("off_field", i, "deliberate"), "deliberate_not_defender")

    def involvement(self, i: int, inv: Involvement) -> None:
        self.player_ref(("involvements", i, "player"), inv.player, "attacking")
        self.contact_ref(("involvements", i, "after"), inv.after)
        if inv.opponent is not None:
            self.player_ref(("involvements", i, "opponent"), inv.opponent, "defending")
        if inv.onside_teammate_could_play is not None and inv.kind != "moving_to_play_ball":
            steps = ("involvements", i, "onside_teammate_could_play")
            self.add(steps, "onside_teammate_not_asked")

    def foul(self, i: int, foul: Foul) -> None:
        self.player_ref(("fouls", i, "by"), foul.by)
        self.player_ref(("fouls", i, "against"), foul.against)
        self.contact_ref(("fouls", i, "after"), foul.after)
        if foul.by in self.known and foul.by == foul.against:
            self.add(("fouls", i, "against"), "foul_against_self")

    def measurement(self, i: int, m: Measurement) -> None:
        if m.position >= len(self.incident.positions):
            self.add(("measurements", i, "position"), "no_position", index=m.position)

    def provenance(self, found: list[tuple[Steps, tuple[Provenance, ...]]]) -> None:
        source_ids = {s.id for s in self.incident.sources}
        for steps, provs in found:
            for j, prov in enumerate(provs):
                if prov.source not in source_ids:
                    self.add(
                        (*steps, "provenance", j, "source"), "unknown_source", ident=prov.source
                    )


#: The check of one item of each list (``_Checks``), by the list's name (ITEM_LISTS).
_ITEM_CHECKS = {
    "sequence": "touch",
    "positions": "position",
    "off_field": "off_field",
    "involvements": "involvement",
    "fouls": "foul",
    "measurements": "measurement",
}


def _repeated(keys: list[Any]) -> set[int]:
    """The indices of the keys that an earlier one repeats."""
    seen: set[Any] = set()
    found: set[int] = set()
    for i, key in enumerate(keys):
        if key in seen:
            found.add(i)
        seen.add(key)
    return found


def _provenances(incident: IncidentFacts) -> list[tuple[Steps, tuple[Provenance, ...]]]:
    found: list[tuple[Steps, tuple[Provenance, ...]]] = [
        (("match",), incident.match.provenance),
        (("start",), incident.start.provenance),
    ]
    if incident.officials is not None:
        found.append((("officials",), incident.officials.provenance))
    for name in ITEM_LISTS:
        items: tuple[Any, ...] = getattr(incident, name)
        found.extend(((name, i), item.provenance) for i, item in enumerate(items))
    return found
