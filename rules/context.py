"""The state one evaluation carries: the incident, the edition, and the findings so far.

``make_context`` is the one way to start an evaluation: it chooses the edition of the
Laws (given, in the incident, or in force on the match date), says so in the trace
(EDITION-1), and works out what that edition brings, such as whether the IFAB
deliberate-play criteria had been issued by the day of the match.
"""

from __future__ import annotations

from datetime import date
from functools import cache, lru_cache
from types import TracebackType
from typing import Literal

from rules.catalogue import RULES, Outcome, cite
from rules.catalogue.edition import Edition1
from rules.catalogue.position import TrialDaylight1
from rules.editions import (
    DELIBERATE_PLAY_CIRCULAR,
    EARLIEST,
    LATEST,
    ChangeName,
    Edition,
    edition_named,
    edition_on,
    known_adopter,
)
from rules.incident import EarlyAdoption, Foul, Incident, Involvement, Player, Position
from rules.offside.unreported import unreported
from rules.session import PositionIndex, PositionsJudged, Question, Session, Shelf, Team
from rules.trace import Citation, FactValue, Finding, Missing
from rules.trials import OffsideRule, known_trial

#: Why an edition applies: asked for, given with the incident, applied early by the
#: competition (its own setting, or a known early adopter), in force on the match date,
#: the latest for a hypothetical incident (no date), or the earliest encoded (only for
#: dates the model refuses anyway).
Basis = Literal["explicit", "incident", "competition", "match_date", "hypothetical", "earliest"]


class Context:
    """What one evaluation carries (``make_context`` makes it).

    (A class with its own ``__init__`` rather than a dataclass: compiled (make compile),
    this ``__init__`` runs as C, where a dataclass's generated one stays interpreted, and
    the engine makes a context at every run, dozens per analysis.)"""

    incident: Incident
    edition: Edition
    #: The edition in force for the match (the one the officials applied): on the match
    #: date, or the one its competition applied early.
    edition_on_the_day: Edition | None
    basis: Basis
    #: The offside rule applied: Law 11, or the competition's daylight trial.
    offside_rule: OffsideRule
    findings: list[Finding]
    #: Moments of judgement already stated in the trace.
    stated_moments: set[int]
    attackers: tuple[str, ...]
    #: (player, contact, point) -> index into incident.positions
    position_index: dict[tuple[str, int, str], int]
    #: player id -> team (Incident.team_of, looked up once per analysis).
    teams: dict[str, Team]
    #: The contacts after which an involvement or a foul happens (or may have: unreported).
    moments_with_events: frozenset[int]
    #: The involvements nobody reported that may have happened (rules.offside.unreported).
    unreported: tuple[Involvement, ...]
    #: What the run asked of its edition (``has``, ``applied_on_the_day``,
    #: ``criteria_in_use``), and the edition's answers: the dict given to the run, when
    #: its caller wants them (rules/analysis/ reads them).
    asked: dict[Question, bool]
    #: What the runs of one analysis share (rules.session); None outside one.
    session: Session | None
    #: The session's judgements made on what every position of this run shares (players,
    #: players off the field, match, unlisted-positions rule and offside rule), by
    #: position (rules.offside.position, found on first use).
    judged_here: PositionsJudged | None
    #: Record no findings (``add`` does nothing, and the decision's trace is empty): a run
    #: of which only the offside answer and goal are read (rules/analysis/runs.py,
    #: ``law_outcome``). Nothing in the engine reads a finding back, so it takes the same
    #: path and reaches the same answer.
    quiet: bool
    #: rule -> what ``add`` and ``cited`` need of it in this edition (``_rule``).
    _parts: dict[str, RuleParts]

    def __init__(
        self,
        incident: Incident,
        edition: Edition,
        edition_on_the_day: Edition | None,
        basis: Basis = "match_date",
        offside_rule: OffsideRule = "law",
        *,
        quiet: bool = False,
        session: Session | None = None,
        asked: dict[Question, bool] | None = None,
    ) -> None:
        self.incident = incident
        self.edition = edition
        self.edition_on_the_day = edition_on_the_day
        self.basis = basis
        self.offside_rule = offside_rule
        self.quiet = quiet
        self.findings = []
        self.stated_moments = set()
        self.judged_here = None
        self._parts = _parts_in(edition.name)
        self.asked = {} if asked is None else asked
        self.session = session
        # (The look-ups are the incident's, whatever the edition: kept for every run.)
        lookups = _lookups(incident, session)
        self.attackers, self.moments_with_events, self.position_index, self.teams = lookups[:4]
        self.unreported = lookups[4]

    def has(self, change: ChangeName) -> bool:
        """Does the edition applied have ``change``? With ``applied_on_the_day`` and
        ``criteria_in_use``, the only ways the rules ask the edition anything but its name,
        so that the answers are known (``asked``). (Asked directly, not through ``_ask``:
        the rules ask it at every run.)"""
        answer = self.asked[change] = self.edition.has(change)
        return answer

    def applied_on_the_day(self) -> bool:
        """Is the edition applied the one the officials applied (in force for the match)?"""
        return self._ask("applied_on_the_day")

    def criteria_in_use(self) -> bool:
        """Are the IFAB deliberate-play criteria applied (``criteria_in_use``)?"""
        return self._ask("criteria_in_use")

    def _ask(self, question: Question) -> bool:
        answer = self.asked[question] = _answer(
            question, self.incident, self.edition, self.basis, self.edition_on_the_day
        )
        return answer

    def answers_alike(self, asked: dict[Question, bool]) -> bool:
        """Does this context's edition answer each question of ``asked`` as given there?
        (Not recorded: the caller records them if it takes what they led to.)"""
        return _alike(asked, self.incident, self.edition, self.basis, self.edition_on_the_day)

    def cited(self, finding: Finding) -> Finding:
        """``finding`` as this context's edition words its citation (the rest of a finding
        is its edition's only through what the run asked, ``asked``)."""
        f = finding
        citation = self._rule(f.rule).citation
        return Finding(
            f.rule, citation, f.outcome, f.at, f.player, f.judgement, f.overrides, f.facts
        )

    def _rule(self, rule: str) -> RuleParts:
        """What ``add`` and ``cited`` need of ``rule`` in this edition (looked up once)."""
        parts = self._parts.get(rule)
        if parts is None:
            parts = self._parts[rule] = _rule_parts(rule, self.edition.name)
        return parts

    def index_of(self, name: str, item: object) -> int:
        """The index of ``item`` in the incident's list ``name`` (by identity: two equal
        involvements are two involvements), for the field paths findings name."""
        items: tuple[object, ...] = getattr(self.incident, name)
        for i, it in enumerate(items):
            if it is item:
                return i
        raise KeyError(f"{name} has no such item")

    def deferred(self, *, record: bool = False) -> Deferred:
        """Collect findings aside, for the caller to add to the trace only if they matter:
        ``with ctx.deferred() as found: ...``; ``record`` collects them even in a quiet
        run (for findings kept beyond the run, rules.offside.judgements.judged)."""
        return Deferred(self, record)

    def add(
        self,
        outcome: Outcome,
        *,
        at: int | None = None,
        player: str | None = None,
        judgement: bool | None = None,
        facts: dict[str, FactValue] | None = None,
        **more: FactValue,
    ) -> None:
        """Record a finding: ``outcome`` is a declared outcome of its clause
        (``OffPos7.second_last_ahead``), which names the rule."""
        if self.quiet:
            return
        rule, name = outcome.rule, outcome.name
        parts = self._rule(rule)
        if name not in parts.outcomes:
            raise ValueError(f"{rule} has no outcome {name!r} (declared: {sorted(parts.outcomes)})")
        if facts:
            more = {**facts, **more}
        judged = parts.subjective if judgement is None else judgement
        found = Finding(rule, parts.citation, name, at, player, judged, parts.overrides, more)
        self.findings.append(found)


class Deferred:
    """``Context.deferred``: the findings made inside the block go on a list of their own,
    and the trace is put back as it was on leaving it (and the context as quiet as it
    was). (A class rather than a @contextmanager generator: the engine sets findings aside
    several times a decision, and the generator's machinery cost more than the rest.)"""

    __slots__ = ("ctx", "saved", "quiet", "record")

    def __init__(self, ctx: Context, record: bool = False) -> None:
        self.ctx = ctx
        self.saved = ctx.findings
        self.quiet = ctx.quiet
        self.record = record

    def __enter__(self) -> list[Finding]:
        found: list[Finding] = []
        self.ctx.findings = found
        if self.record:
            self.ctx.quiet = False
        return found

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.ctx.findings = self.saved
        self.ctx.quiet = self.quiet


#: What a context looks up in its incident: the attackers, the contacts after which an
#: involvement or a foul happens, the index of each position, each player's team, and the
#: involvements nobody reported that may have happened.
Lookups = tuple[
    tuple[str, ...], frozenset[int], PositionIndex, dict[str, Team], tuple[Involvement, ...]
]


def _lookups(incident: Incident, session: Session | None) -> Lookups:
    """The context's look-ups, built from the incident's lists; inside an analysis
    (``session``) each built once for the list it comes from: the copies of an incident
    with one fact changed share every list but the one changed (the same objects, kept
    with their look-ups), and only read them. A copy with one position changed builds
    the index of the positions again, and nothing else."""
    players, positions = incident.players, incident.positions
    involvements, fouls = incident.involvements, incident.fouls
    if session is None:  # (called with its arguments one by one: compiled, a direct call)
        attackers, teams = _teams(players)
        maybe = unreported(incident)
        at_moments = _moments(involvements, fouls, maybe)
        return attackers, at_moments, _position_index(positions), teams, maybe
    kept = session.teams.find((players,))
    if kept is None:
        kept = session.teams.keep((players,), _teams(players))
    attackers, teams = kept
    # (What nobody reported depends on who touched the ball, the players and what was
    # reported: a copy that changes none of them shares it.)
    shelf = session.moments.get(incident.unlisted_involvements)
    if shelf is None:
        shelf = session.moments[incident.unlisted_involvements] = Shelf()
    parts = (involvements, fouls, incident.sequence, players)
    found = shelf.find(parts)
    if found is None:
        maybe = unreported(incident)
        found = shelf.keep(parts, (_moments(involvements, fouls, maybe), maybe))
    index = session.index.find((positions,))
    if index is None:
        index = session.index.keep((positions,), _position_index(positions))
    return attackers, found[0], index, teams, found[1]


def _teams(players: tuple[Player, ...]) -> tuple[tuple[str, ...], dict[str, Team]]:
    """The attackers' ids, and each player's team (the first of an id, as Incident.player)."""
    teams: dict[str, Team] = {}
    attackers: list[str] = []
    for player in players:
        ident, team = player.id, player.team
        teams.setdefault(ident, team)
        if team == "attacking":
            attackers.append(ident)
    return tuple(attackers), teams


def _moments(
    involvements: tuple[Involvement, ...],
    fouls: tuple[Foul, ...],
    maybe: tuple[Involvement, ...],
) -> frozenset[int]:
    """The contacts after which an involvement or a foul happens (or may have)."""
    return frozenset([i.after for i in (*involvements, *maybe)] + [f.after for f in fouls])


def _position_index(positions: tuple[Position, ...]) -> dict[tuple[str, int, str], int]:
    """Each position's index, by (player, contact, point)."""
    return {(p.player, p.at, p.point): i for i, p in enumerate(positions)}


def choose_edition(
    incident: Incident, edition: str | None = None, today: tuple[Edition, Basis] | None = None
) -> tuple[Edition, Basis]:
    """The edition to apply: given explicitly, in the incident, or in force on the day
    (``today``: ``in_force(incident)``, when the caller has it)."""
    if edition is not None:
        return edition_named(edition), "explicit"
    if incident.edition is not None:
        return edition_named(incident.edition), "incident"
    return in_force(incident) if today is None else today


def criteria_in_use(incident: Incident, edition: Edition, basis: Basis) -> bool:
    """Are the IFAB deliberate-play criteria applied? The edition has them, and (when the
    edition is the one in force on the day) the circular had been issued by the match."""
    day = incident.match.date
    return edition.has("deliberate_play_criteria") and not (
        basis in ("match_date", "competition")
        and day is not None
        and day < DELIBERATE_PLAY_CIRCULAR
    )


def answers_alike(incident: Incident, name: str, asked: dict[Question, bool]) -> bool:
    """Would a run of ``incident`` under edition ``name`` (asked for by name) answer each
    question of ``asked`` (``Context.asked``) as given there? Told without the run."""
    edition, basis = choose_edition(incident, name)
    return _alike(asked, incident, edition, basis, in_force(incident)[0])


def _alike(
    asked: dict[Question, bool],
    incident: Incident,
    edition: Edition,
    basis: Basis,
    on_the_day: Edition | None,
) -> bool:
    for question, value in asked.items():
        if _answer(question, incident, edition, basis, on_the_day) != value:
            return False
    return True


def _answer(
    question: Question,
    incident: Incident,
    edition: Edition,
    basis: Basis,
    on_the_day: Edition | None,
) -> bool:
    if question == "applied_on_the_day":
        return edition is on_the_day
    if question == "criteria_in_use":
        return criteria_in_use(incident, edition, basis)
    return edition.has(question)


def in_force(incident: Incident) -> tuple[Edition, Basis]:
    """The edition in force for this match: the one its competition applied early, if it
    did, else the one in force on the match date."""
    match = incident.match
    return _in_force(match.date, match.competition, incident.competition_rules.early_adoption)


# The edition and the offside rule of a match are worked out from its date and the
# competition's name and setting alone (walking the tables of editions, early adopters and
# trials, and normalising the name): kept, for the engine asks for them at every run.
@lru_cache(maxsize=1024)
def _in_force(
    day: date | None, competition: str | None, setting: EarlyAdoption | None
) -> tuple[Edition, Basis]:
    early = _early_adoption(day, competition, setting)
    if early is not None:
        return edition_named(early[0]), "competition"
    if day is None:
        return LATEST, "hypothetical"
    found = edition_on(day)
    if found is None:  # the model rejects such incidents; keep the engine total anyway
        return EARLIEST, "earliest"
    return found, "match_date"


def early_adoption(incident: Incident) -> tuple[str, date, str | None, str | None] | None:
    """The edition the competition applied early on the match date, if it did: (edition,
    first day, the competition's name, the source when it comes from the known table).
    The incident's own setting wins over the table."""
    match = incident.match
    return _early_adoption(match.date, match.competition, incident.competition_rules.early_adoption)


@lru_cache(maxsize=1024)
def _early_adoption(
    day: date | None, competition: str | None, setting: EarlyAdoption | None
) -> tuple[str, date, str | None, str | None] | None:
    if day is None:
        return None
    if setting is not None:
        if setting.date <= day < edition_named(setting.edition).effective:
            return setting.edition, setting.date, competition, None
        return None
    if competition is None:
        return None
    known = known_adopter(competition, day)
    if known is None:
        return None
    return known.edition, known.start, known.competition, known.source


def offside_rule(incident: Incident) -> tuple[OffsideRule, str | None]:
    """The offside rule the competition played, and the source when it comes from the
    table of known trials: the incident's own setting wins."""
    setting = incident.competition_rules.offside_rule
    if setting is not None:
        return setting, None
    return _known_rule(incident.match.competition, incident.match.date)


@lru_cache(maxsize=1024)
def _known_rule(competition: str | None, day: date | None) -> tuple[OffsideRule, str | None]:
    if competition is None or day is None:
        return "law", None
    known = known_trial(competition, day)
    if known is None:
        return "law", None
    return known.rule, known.source


def make_context(
    incident: Incident,
    edition: str | None = None,
    *,
    state: bool = True,
    law_11: bool = False,
    quiet: bool = False,
    session: Session | None = None,
    asked: dict[Question, bool] | None = None,
) -> Context:
    """The context of one evaluation of ``incident`` under ``edition`` (default: the Laws
    in force on the day). ``state`` adds the findings that say which Laws apply (EDITION-1)
    and which offside rule (TRIAL-DAYLIGHT-1); a layer that adds to an existing trace (the
    VAR protocol) leaves them out. ``law_11`` applies Law 11 whatever trial the competition
    plays, for the answer beside the trial's. ``quiet``: a context that records no findings
    (``Context.quiet``). ``session``: what the runs of one analysis share; ``asked``: the
    dict that gathers what the run asks of its edition (``Context.asked``)."""
    today = in_force(incident)
    chosen, basis = choose_edition(incident, edition, today)
    rule, rule_source = ("law", None) if law_11 else offside_rule(incident)
    on_the_day = today[0]
    ctx = Context(
        incident, chosen, on_the_day, basis, rule, quiet=quiet, session=session, asked=asked
    )
    if state and not quiet:
        facts: dict[str, FactValue] = {
            "edition": chosen.name,
            "match_date": incident.match.date.isoformat() if incident.match.date else None,
        }
        early = early_adoption(incident) if basis == "competition" else None
        if early is not None:
            facts.update(competition=early[2], adopted_from=early[1].isoformat())
            if early[3] is not None:
                facts["source"] = early[3]
        ctx.add(Edition1.by_basis[basis], facts=facts)
        if rule == "daylight_trial":
            trial: dict[str, FactValue] = {"competition": incident.match.competition}
            if rule_source is not None:
                trial["source"] = rule_source
            ctx.add(TrialDaylight1.trial_applies, facts=trial)
    return ctx


class RuleParts:
    """What ``Context.add`` needs of a rule: its citation in the edition, whether it is a
    judgement, the rule it overrides, and the outcomes it declares. (A class, not a tuple:
    compiled, its fields are read in place, where a tuple is unpacked whole at every add.)"""

    def __init__(
        self, citation: Citation, subjective: bool, overrides: str | None, outcomes: frozenset[str]
    ) -> None:
        self.citation, self.subjective = citation, subjective
        self.overrides, self.outcomes = overrides, outcomes


@cache
def _parts_in(edition: str) -> dict[str, RuleParts]:
    """The rules' parts in ``edition``, as ``Context.add`` fills it in (one dict an edition)."""
    return {}


@cache
def _rule_parts(rule: str, edition: str) -> RuleParts:
    spec = RULES[rule]
    return RuleParts(cite(rule, edition), spec.kind == "subjective", spec.overrides, spec.outcomes)


def missing(field_path: str, rule: str) -> Missing:
    """The fact at ``field_path`` is missing, and ``rule`` needs it."""
    return Missing(field=field_path, rule=rule)
