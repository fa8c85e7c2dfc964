"""Every rule the engine can apply: its id, where it lives in the Laws, and its kind.

Rule ids follow ../shared/docs/laws.md (OFF-POS-3, PHASE-2, ...). The same id is
used in the trace, in the Gherkin tags (with ``_`` for ``-``), in the templates
that word it and in the rule book's URLs. Wording lives in templates/, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, get_args

from rules.editions import CHANGES, ChangeName
from rules.trace import Citation, Document, RestartKind, ReviewOutcome

Kind = Literal["factual", "subjective", "procedural"]

LAWS_URL = "https://www.theifab.com/laws/latest/offside/"
#: The IFAB page of each Law the catalogue cites.
LAW_URLS = {
    5: "https://www.theifab.com/laws/latest/the-referee/",
    9: "https://www.theifab.com/laws/latest/the-ball-in-and-out-of-play/",
    11: LAWS_URL,
}
VAR_URL = "https://www.theifab.com/laws/latest/video-assistant-referee-var-protocol/"
LAWS_TEXT_URL = (
    "https://github.com/knbhagat/soccer-referee-app/tree/main/Backend/data/soccer_referee_rules"
)


@dataclass(frozen=True, slots=True)
class Rule:
    """A clause the engine encodes: the one place it is declared.

    Its id, short title, where it lives in the Laws, its kind, the first edition that has
    it, the rule it is an exception to, and the outcomes its findings may record (a closed
    set: ``Context.add`` refuses any other, and a test ties each finding template to them).
    The edition changes that alter its reading come from rules.editions.CHANGES.
    """

    id: str
    document: Document
    law: int | None
    section: str
    kind: Kind
    #: First edition that carries the clause, when it is newer than 2019/20.
    since: str | None = None
    #: The rule this one is an explicit exception to.
    overrides: str | None = None
    #: A short title, as the rule book lists the clause.
    title: str = ""
    #: Every outcome a finding of this rule may record.
    outcomes: frozenset[str] = frozenset()

    @property
    def changes(self) -> tuple[ChangeName, ...]:
        """The edition changes (rules.editions.CHANGES) that alter how this clause reads."""
        return tuple(c.name for c in CHANGES if self.id in c.clauses)


def _rule(
    id_: str,
    document: Document,
    law: int | None,
    section: str,
    kind: Kind,
    *,
    title: str,
    outcomes: tuple[str, ...],
    since: str | None = None,
    overrides: str | None = None,
) -> Rule:
    return Rule(id_, document, law, section, kind, since, overrides, title, frozenset(outcomes))


def _law11(id_: str, section: str, kind: Kind = "factual", **kw: Any) -> Rule:
    return _rule(id_, "Laws of the Game", 11, section, kind, **kw)


def _var(id_: str, section: str, kind: Kind, **kw: Any) -> Rule:
    return _rule(id_, "VAR protocol", None, section, kind, **kw)


_RULES: tuple[Rule, ...] = (
    _rule(
        "EDITION-1",
        "Laws of the Game",
        None,
        "Introduction",
        "procedural",
        title="Which edition of the Laws applies",
        outcomes=("explicit", "incident", "match_date", "earliest"),
    ),
    # Law 11.1 Offside position
    _law11(
        "OFF-POS-1",
        "11.1",
        title="Being in an offside position is not an offence",
        outcomes=("not_involved", "position_alone_no_offence"),
    ),
    _law11(
        "OFF-POS-2",
        "11.1",
        title="The two tests for an offside position",
        outcomes=(
            "offside_position",
            "not_offside_position",
            "unknown",
            "half_opponents",
            "half_halfway_line",
            "half_own",
        ),
    ),
    _law11(
        "OFF-POS-3",
        "11.1",
        title="Arms and hands never count",
        outcomes=("arms_ignored",),
    ),
    _law11(
        "OFF-POS-4",
        "11.1",
        since="2021/22",
        title="Where the arm ends: the armpit line",
        outcomes=("shoulder_counts", "shoulder_counts_by_practice"),
    ),
    _law11(
        "OFF-POS-5",
        "11.1",
        title="Level is onside",
        outcomes=("level_is_onside",),
    ),
    _law11(
        "OFF-POS-6",
        "11.1",
        title="The ball is part of the test",
        outcomes=("ball_ahead", "ball_level", "ball_behind"),
    ),
    _law11(
        "OFF-POS-7",
        "11.1",
        title="The second-last opponent can be anyone",
        outcomes=("second_last_ahead", "second_last_behind"),
    ),
    _law11(
        "OFF-POS-8",
        "11.4",
        title="A defender who leaves the field without permission",
        outcomes=("counts_on_line", "does_not_count", "unknown"),
    ),
    _law11(
        "OFF-POS-9",
        "11.4",
        title="An attacker who steps off the field",
        outcomes=("treated_as_on_goal_line",),
    ),
    _law11(
        "OFF-POS-10",
        "11.4",
        title="An attacker standing inside the goal",
        outcomes=("inside_goal",),
    ),
    # Law 11.2 moment of judgement
    _law11(
        "OFF-MOJ-1",
        "11.2",
        title="Position is judged when a team-mate touches the ball",
        outcomes=("moment_of_judgement",),
    ),
    _law11(
        "OFF-MOJ-2",
        "11.2",
        title="The first point of contact",
        outcomes=("first_contact",),
    ),
    _law11(
        "OFF-MOJ-3",
        "11.2",
        since="2025/26",
        overrides="OFF-MOJ-2",
        title="A goalkeeper's throw: the last point of contact",
        outcomes=("last_contact",),
    ),
    _law11(
        "OFF-MOJ-4",
        "11.2",
        title="Only the position at the touch counts",
        outcomes=("position_at_receipt_irrelevant",),
    ),
    # Law 11.2 offside offence
    _law11(
        "OFF-OFF-1",
        "11.2",
        title="Interfering with play: touching the ball",
        outcomes=("interfering_with_play",),
    ),
    _law11(
        "OFF-OFF-2",
        "11.2",
        "subjective",
        title="Interfering with an opponent",
        outcomes=("interfering_with_opponent", "unknown"),
    ),
    _law11(
        "OFF-OFF-3",
        "11.2",
        title="Gaining an advantage from a rebound, deflection or save",
        outcomes=("gaining_advantage", "rebound_no_reset"),
    ),
    # Law 11.2 deliberate play
    _law11(
        "OFF-DP-1",
        "11.2",
        "subjective",
        overrides="OFF-OFF-3",
        title="An opponent's deliberate play frees the player",
        outcomes=("deliberate_play", "deliberate_handball", "handball_not_covered"),
    ),
    _law11(
        "OFF-DP-2",
        "11.2",
        "subjective",
        since="2022/23",
        title="A deliberate play means having the ball under control",
        outcomes=("control", "undetermined"),
    ),
    _law11(
        "OFF-DP-3",
        "11.2",
        "subjective",
        since="2022/23",
        title="The signs of control",
        outcomes=(
            "indicators_deliberate_play",
            "indicators_deflection",
            "indicators_mixed",
            "not_yet_issued",
        ),
    ),
    _law11(
        "OFF-DP-4",
        "11.2",
        "subjective",
        overrides="OFF-DP-1",
        title="What counts as a save",
        outcomes=("save_no_reset", "save_gives_advantage"),
    ),
    # Law 11.3 no offence
    _law11(
        "OFF-NOOFF-1",
        "11.3",
        overrides="OFF-OFF-1",
        title="No offside straight from a goal kick, throw-in or corner",
        outcomes=("exempt", "not_exempt"),
    ),
    # Law 11.2 order of offences (and Law 5 for simultaneous offences)
    _law11(
        "OFF-ORDER-1",
        "11.2",
        "subjective",
        overrides="OFF-OFF-1",
        title="Fouled before getting involved: the foul is penalised",
        outcomes=("foul_first",),
    ),
    _law11(
        "OFF-ORDER-2",
        "11.2",
        "subjective",
        title="Already involved when fouled: offside is penalised",
        outcomes=("offside_first", "unknown"),
    ),
    _law11(
        "OFF-ORDER-3",
        "11.2",
        "subjective",
        overrides="OFF-OFF-2",
        title="In the way, or impeding",
        outcomes=("law_12_impeding",),
    ),
    _rule(
        "OFF-ORDER-4",
        "Laws of the Game",
        5,
        "5.3",
        "subjective",
        title="Two offences: the first one is penalised",
        outcomes=(
            "foul",
            "foul_first",
            "offside_first",
            "foul_more_serious",
            "offside_penalised",
            "advantage",
            "unknown",
        ),
    ),
    # Law 11.4 sanctions
    _law11(
        "OFF-SANC-1",
        "11.4",
        "procedural",
        title="The restart: an indirect free kick where the player got involved",
        outcomes=("indirect_free_kick",),
    ),
    _law11(
        "OFF-SANC-2",
        "11.4",
        "procedural",
        title="Offside is not misconduct",
        outcomes=("no_card",),
    ),
    _law11(
        "OFF-SANC-3",
        "11.4",
        "procedural",
        title="An offence before the ball goes in rules the goal out",
        outcomes=("goal_disallowed", "goal_stands"),
    ),
    # Phases of play in the offside sense
    _law11(
        "PHASE-1",
        "11.2",
        title="A team-mate's touch starts a new phase",
        outcomes=("new_phase",),
    ),
    _law11(
        "PHASE-2",
        "11.2",
        "subjective",
        title="Only a deliberate play by an opponent resets offside",
        outcomes=("reset", "not_reset"),
    ),
    _law11(
        "PHASE-3",
        "11.2",
        title="A stoppage ends the phase",
        outcomes=("ended",),
    ),
    _law11(
        "PHASE-4",
        "11.2",
        "subjective",
        title="Defenders gaining control ends the phase",
        outcomes=("defending_control",),
    ),
    # Law 9.2: the ball touching a match official (since 2019/20)
    _rule(
        "BALL-OFFICIAL-1",
        "Laws of the Game",
        9,
        "9.2",
        "factual",
        title="A ball off a match official into the goal is no goal",
        outcomes=("dropped_ball",),
    ),
    # Law 9.1: once the referee has stopped play the ball is out of play, so no goal
    _rule(
        "BALL-STOPPED-1",
        "Laws of the Game",
        9,
        "9.1",
        "factual",
        title="No goal once the referee has stopped play",
        outcomes=("no_goal_after_stoppage",),
    ),
    # VAR protocol, as it bears on goals
    _var(
        "VAR-PRIN-1",
        "1. Principles (3)",
        "procedural",
        title="Only clear and obvious errors",
        outcomes=("clear_and_obvious_needed", "no_clear_error_shown"),
    ),
    _var(
        "VAR-PRIN-2",
        "1. Principles (2, 5)",
        "procedural",
        title="The referee decides, and the decision stands unless changed",
        outcomes=get_args(ReviewOutcome),
    ),
    _var(
        "VAR-CAT-1",
        "2. Reviewable decisions (a)",
        "procedural",
        title="What VAR may review",
        outcomes=("category_goal", "category_penalty", "category_none"),
    ),
    _var(
        "VAR-CAT-2",
        "1. Principles (10)",
        "procedural",
        title="No review once play has restarted",
        outcomes=("play_restarted",),
    ),
    _var(
        "VAR-CAT-3",
        "2. Reviewable decisions",
        "procedural",
        since="2026/27",
        title="VAR's wider remit from 2026/27",
        outcomes=("corner_award_only_before_the_kick",),
    ),
    _var(
        "APP-1",
        "4. Procedures: review",
        "procedural",
        title="VAR looks back to the start of the attack",
        outcomes=("whole_sequence_in_phase",),
    ),
    _var(
        "APP-2",
        "4. Procedures: review",
        "procedural",
        title="What ends the attacking phase",
        outcomes=("defending_control_ends_phase", "phase_not_reset"),
    ),
    _var(
        "APP-3",
        "4. Procedures: review (competition practice)",
        "subjective",
        title="The attacking phase as some competitions judge it",
        outcomes=("defence_may_have_reset",),
    ),
    _var(
        "VAR-FACT-1",
        "4. Procedures: review",
        "factual",
        title="Facts are corrected on the VAR's word",
        outcomes=("var_only_review",),
    ),
    _var(
        "VAR-FACT-2",
        "4. Procedures: review",
        "subjective",
        title="Judgement calls are reviewed at the monitor",
        outcomes=("on_field_review",),
    ),
    _var(
        "VAR-FACT-3",
        "4. Procedures: review (competition practice)",
        "procedural",
        title="No tolerance in the Law, some in practice",
        outcomes=("onside_by_measure", "tolerance_applied", "no_tolerance", "beyond_tolerance"),
    ),
    _var(
        "VAR-PROC-1",
        "4. Procedures: check",
        "procedural",
        title="A silent check",
        outcomes=("silent_check",),
    ),
    _var(
        "VAR-PROC-2",
        "4. Procedures: delayed flag",
        "procedural",
        title="The delayed flag",
        outcomes=("delayed_flag",),
    ),
    _var(
        "VAR-RESTART-1",
        "4. Procedures: restart after review",
        "procedural",
        title="How play restarts after a review",
        outcomes=get_args(RestartKind),
    ),
    _var(
        "SAOT-1",
        "4. Procedures: check (offside technology)",
        "factual",
        title="How precise the offside line can be",
        outcomes=("within_uncertainty", "outside_uncertainty", "unknown"),
    ),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


@lru_cache(maxsize=1024)
def cite(rule_id: str, edition: str) -> Citation:
    """Build the citation of ``rule_id`` in ``edition``."""
    rule = RULES[rule_id]
    law_url = LAW_URLS.get(rule.law or 11, LAWS_URL)
    url = VAR_URL if rule.document == "VAR protocol" else law_url
    return Citation(
        rule=rule.id,
        document=rule.document,
        law=rule.law,
        section=rule.section,
        edition=edition,
        url=url,
    )


def tag_for(rule_id: str) -> str:
    """Return the Gherkin tag / pytest marker for a rule id (``OFF-DP-2`` -> ``OFF_DP_2``)."""
    return rule_id.replace("-", "_")
