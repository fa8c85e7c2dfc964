"""Every rule the engine can apply: its id, where it lives in the Laws, and its kind.

Rule ids follow ../shared/docs/laws.md (OFF-POS-3, PHASE-2, ...). The same id is
used in the trace, in the Gherkin tags (with ``_`` for ``-``), in the templates
that word it and in the rule book's URLs. Wording lives in templates/, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, get_args

from rules.editions import CHANGES, ChangeName
from rules.trace import Citation, Document, RestartKind, ReviewOutcome

Kind = Literal["factual", "subjective", "procedural"]

LAWS_URL = "https://www.theifab.com/laws/latest/offside/"
#: The IFAB page of each Law the catalogue cites.
LAW_URLS = {
    5: "https://www.theifab.com/laws/latest/the-referee/",
    8: "https://www.theifab.com/laws/latest/the-start-and-restart-of-play/",
    9: "https://www.theifab.com/laws/latest/the-ball-in-and-out-of-play/",
    11: LAWS_URL,
    12: "https://www.theifab.com/laws/latest/fouls-and-misconduct/",
    15: "https://www.theifab.com/laws/latest/the-throw-in/",
    16: "https://www.theifab.com/laws/latest/the-goal-kick/",
    17: "https://www.theifab.com/laws/latest/the-corner-kick/",
}
#: No IFAB text of the daylight trial is public: the report of the trial's terms.
TRIAL_URL = (
    "https://spinset.site/fifa-confirms-new-offside-rule-to-be-trialed-in-canadian-premier-league/"
)
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
    #: First edition that carries the clause, when it is newer than 2016/17.
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


#: Where a clause lives: the document, and the Law it is in (None for the VAR protocol and
#: the Laws' introduction).
LAW_11: tuple[Document, int | None] = ("Laws of the Game", 11)
LAW_9: tuple[Document, int | None] = ("Laws of the Game", 9)
LAW_5: tuple[Document, int | None] = ("Laws of the Game", 5)
LAW_8: tuple[Document, int | None] = ("Laws of the Game", 8)
LAW_12: tuple[Document, int | None] = ("Laws of the Game", 12)
LAW_15: tuple[Document, int | None] = ("Laws of the Game", 15)
TRIAL: tuple[Document, int | None] = ("IFAB trial", None)
LAWS: tuple[Document, int | None] = ("Laws of the Game", None)
VAR: tuple[Document, int | None] = ("VAR protocol", None)
#: Outcomes that would not fit on one line of the table.
_HALVES = "half_opponents half_halfway_line half_own"
_SAME_ACTION = "foul_more_serious offside_penalised"
#: The outcomes of a review, and the kinds of restart (rules.trace declares them).
_REVIEW_OUTCOMES = " ".join(get_args(ReviewOutcome))
_RESTARTS = " ".join(get_args(RestartKind))
FACT: Kind = "factual"
JUDGEMENT: Kind = "subjective"
PROCEDURE: Kind = "procedural"


def _clause(
    id_: str,
    where: tuple[Document, int | None],
    section: str,
    kind: Kind,
    *,
    since: str | None,
    overrides: str | None,
    title: str,
    outcomes: str,
) -> Rule:
    """One clause of the table below; ``outcomes`` separated by spaces."""
    document, law = where
    found = frozenset(outcomes.split())
    return Rule(id_, document, law, section, kind, since, overrides, title, found)


_RULES: tuple[Rule, ...] = (
    _clause(
        "EDITION-1",
        LAWS,
        "Introduction",
        PROCEDURE,
        since=None,
        overrides=None,
        title="Which edition of the Laws applies",
        outcomes="explicit incident competition match_date hypothetical earliest",
    ),
    # Law 11.1 Offside position
    _clause(
        "OFF-POS-1",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="Being in an offside position is not an offence",
        outcomes="not_involved position_alone_no_offence",
    ),
    _clause(
        "OFF-POS-2",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="The two tests for an offside position",
        outcomes=f"offside_position not_offside_position unknown {_HALVES}",
    ),
    _clause(
        "OFF-POS-3",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="Arms and hands never count, for attackers and defenders alike",
        outcomes="arms_ignored opponent_arm_ignored",
    ),
    _clause(
        "OFF-POS-4",
        LAW_11,
        "11.1",
        FACT,
        since="2021/22",
        overrides=None,
        title="Where the arm ends: the armpit line",
        outcomes="shoulder_counts shoulder_counts_by_practice",
    ),
    _clause(
        "OFF-POS-5",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="Level is onside",
        outcomes="level_is_onside",
    ),
    _clause(
        "OFF-POS-6",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="The ball is part of the test",
        outcomes="ball_ahead ball_level ball_behind",
    ),
    _clause(
        "OFF-POS-7",
        LAW_11,
        "11.1",
        FACT,
        since=None,
        overrides=None,
        title="The second-last opponent can be anyone",
        outcomes="second_last_ahead second_last_behind",
    ),
    _clause(
        "TRIAL-DAYLIGHT-1",
        TRIAL,
        "Daylight offside (2024 trial)",
        FACT,
        since=None,
        overrides="OFF-POS-7",
        title="The daylight trial: onside while any scoring part is level or behind",
        outcomes="trial_applies wholly_beyond not_wholly_beyond unknown",
    ),
    _clause(
        "OFF-POS-8",
        LAW_11,
        "11.4",
        FACT,
        since=None,
        overrides=None,
        title="A defender who leaves the field without permission",
        outcomes="counts_on_line does_not_count unknown cautioned_next_stoppage",
    ),
    _clause(
        "OFF-POS-9",
        LAW_11,
        "11.4",
        FACT,
        since=None,
        overrides=None,
        title="An attacker who steps off the field",
        outcomes="treated_as_on_goal_line",
    ),
    _clause(
        "OFF-POS-10",
        LAW_11,
        "11.4",
        FACT,
        since=None,
        overrides=None,
        title="An attacker standing inside the goal",
        outcomes="inside_goal",
    ),
    # Law 11.2 moment of judgement
    _clause(
        "OFF-MOJ-1",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="Position is judged when a team-mate touches the ball",
        outcomes="moment_of_judgement",
    ),
    _clause(
        "OFF-MOJ-2",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="The first point of contact",
        outcomes="first_contact",
    ),
    _clause(
        "OFF-MOJ-3",
        LAW_11,
        "11.2",
        FACT,
        since="2025/26",
        overrides="OFF-MOJ-2",
        title="A goalkeeper's throw: the last point of contact",
        outcomes="last_contact",
    ),
    _clause(
        "OFF-MOJ-4",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="Only the position at the touch counts",
        outcomes="position_at_receipt_irrelevant",
    ),
    # Law 11.2 offside offence
    _clause(
        "OFF-OFF-1",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="Interfering with play: touching the ball",
        outcomes="interfering_with_play",
    ),
    _clause(
        "OFF-OFF-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Interfering with an opponent",
        outcomes="interfering_with_opponent unknown",
    ),
    _clause(
        "OFF-OFF-3",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="Gaining an advantage from a rebound, deflection or save",
        outcomes="gaining_advantage rebound_no_reset",
    ),
    _clause(
        "OFF-OFF-4",
        LAW_11,
        "11.2 (practical guidelines, diagram 4)",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Penalised before touching the ball, when no onside team-mate can play it",
        outcomes="penalised_before_touch onside_teammate_could_play unknown",
    ),
    # Law 11.2 deliberate play
    _clause(
        "OFF-DP-1",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides="OFF-OFF-3",
        title="An opponent's deliberate play frees the player",
        outcomes="deliberate_play deliberate_handball handball_not_covered",
    ),
    _clause(
        "OFF-DP-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since="2022/23",
        overrides=None,
        title="A deliberate play means having the ball under control",
        outcomes="control undetermined",
    ),
    _clause(
        "OFF-DP-3",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since="2022/23",
        overrides=None,
        title="The signs of control",
        outcomes="indicators_deliberate_play indicators_deflection indicators_mixed not_yet_issued",
    ),
    _clause(
        "OFF-DP-4",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides="OFF-DP-1",
        title="What counts as a save",
        outcomes="save_no_reset save_gives_advantage",
    ),
    # Law 11.3 no offence
    _clause(
        "OFF-NOOFF-1",
        LAW_11,
        "11.3",
        FACT,
        since=None,
        overrides="OFF-OFF-1",
        title="No offside straight from a goal kick, throw-in or corner",
        outcomes="exempt not_exempt",
    ),
    # Law 11.2 order of offences (and Law 5 for simultaneous offences)
    _clause(
        "OFF-ORDER-1",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides="OFF-OFF-1",
        title="Fouled before getting involved: the foul is penalised",
        outcomes="foul_first",
    ),
    _clause(
        "OFF-ORDER-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Already involved when fouled: offside is penalised",
        outcomes="offside_first unknown",
    ),
    _clause(
        "OFF-ORDER-3",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides="OFF-OFF-2",
        title="In the way, or impeding",
        outcomes="law_12_impeding",
    ),
    _clause(
        "OFF-ORDER-4",
        LAW_5,
        "5.3",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Two offences: the first one is penalised",
        outcomes=f"foul foul_first offside_first {_SAME_ACTION} advantage unknown unreported_foul",
    ),
    # Law 11.4 sanctions
    _clause(
        "OFF-SANC-1",
        LAW_11,
        "11.4",
        PROCEDURE,
        since=None,
        overrides=None,
        title="The restart: an indirect free kick where the player got involved",
        outcomes="indirect_free_kick",
    ),
    _clause(
        "OFF-SANC-2",
        LAW_11,
        "11.4",
        PROCEDURE,
        since=None,
        overrides=None,
        title="Offside is not misconduct",
        outcomes="no_card",
    ),
    _clause(
        "OFF-SANC-3",
        LAW_11,
        "11.4",
        PROCEDURE,
        since=None,
        overrides=None,
        title="An offence before the ball goes in rules the goal out",
        outcomes="goal_disallowed goal_stands",
    ),
    # Phases of play in the offside sense
    _clause(
        "PHASE-1",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="A team-mate's touch starts a new phase",
        outcomes="new_phase",
    ),
    _clause(
        "PHASE-2",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Only a deliberate play by an opponent resets offside",
        outcomes="reset not_reset",
    ),
    _clause(
        "PHASE-3",
        LAW_11,
        "11.2",
        FACT,
        since=None,
        overrides=None,
        title="A stoppage ends the phase",
        outcomes="ended",
    ),
    _clause(
        "PHASE-4",
        LAW_11,
        "11.2",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Defenders gaining control ends the phase",
        outcomes="defending_control",
    ),
    # Law 9.2: the ball touching a match official (since 2019/20)
    _clause(
        "BALL-OFFICIAL-1",
        LAW_9,
        "9.2",
        FACT,
        since=None,
        overrides=None,
        title="A ball off a match official into the goal is no goal",
        outcomes="dropped_ball part_of_play",
    ),
    # Law 9.1: once the referee has stopped play the ball is out of play, so no goal
    _clause(
        "BALL-STOPPED-1",
        LAW_9,
        "9.1",
        FACT,
        since=None,
        overrides=None,
        title="No goal once the referee has stopped play",
        outcomes="no_goal_after_stoppage offside_free_kick penalty_kick dropped_ball",
    ),
    _clause(
        "BALL-OUT-1",
        LAW_9,
        "9.1",
        FACT,
        since=None,
        overrides=None,
        title="The ball out of play over a line, and the restart it gives",
        outcomes="goal_kick corner_kick throw_in unknown",
    ),
    _clause(
        "DROP-1",
        LAW_8,
        "8.2",
        FACT,
        since=None,
        overrides=None,
        title="Who gets the dropped ball",
        outcomes="goalkeeper possession_team last_touch unknown",
    ),
    # Laws 12, 15 and 16: restarts that recent changes created
    _clause(
        "RESTART-8S-1",
        LAW_12,
        "12.2",
        FACT,
        since=None,
        overrides=None,
        title="A goalkeeper holding the ball too long",
        outcomes="corner_kick indirect_free_kick",
    ),
    _clause(
        "RESTART-5S-1",
        LAW_15,
        "15.2 and 16.2",
        FACT,
        since="2026/27",
        overrides=None,
        title="The five-second countdown for throw-ins and goal kicks",
        outcomes="throw_in_to_opponents corner_kick no_such_restart",
    ),
    _clause(
        "HB-SANC-1",
        LAW_12,
        "12.1 and 12.3",
        FACT,
        since=None,
        overrides=None,
        title="A defender's deliberate handball: free kick, penalty or advantage",
        outcomes="direct_free_kick penalty_kick advantage unknown",
    ),
    # VAR protocol, as it bears on goals
    _clause(
        "VAR-PRIN-1",
        VAR,
        "1. Principles (3)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="Only clear and obvious errors",
        outcomes="clear_and_obvious_needed no_clear_error_shown",
    ),
    _clause(
        "VAR-PRIN-2",
        VAR,
        "1. Principles (2, 5)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="The referee decides, and the decision stands unless changed",
        outcomes=f"{_REVIEW_OUTCOMES}",
    ),
    _clause(
        "VAR-TRIAL-1",
        VAR,
        "IFAB experiment (2016 to 2018)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="Before 2018/19, VAR was an experiment",
        outcomes="experiment",
    ),
    _clause(
        "VAR-CAT-1",
        VAR,
        "2. Reviewable decisions (a)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="What VAR may review",
        outcomes="category_goal category_penalty category_none",
    ),
    _clause(
        "VAR-CAT-2",
        VAR,
        "1. Principles (10)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="No review once play has restarted",
        outcomes="play_restarted",
    ),
    _clause(
        "VAR-CAT-3",
        VAR,
        "2. Reviewable decisions",
        PROCEDURE,
        since="2026/27",
        overrides=None,
        title="VAR's wider remit from 2026/27",
        outcomes="corner_award_only_before_the_kick corner_review_not_in_competition",
    ),
    _clause(
        "APP-1",
        VAR,
        "4. Procedures: review",
        PROCEDURE,
        since=None,
        overrides=None,
        title="VAR looks back to the start of the attack",
        outcomes="whole_sequence_in_phase",
    ),
    _clause(
        "APP-2",
        VAR,
        "4. Procedures: review",
        PROCEDURE,
        since=None,
        overrides=None,
        title="What ends the attacking phase",
        outcomes="defending_control_ends_phase phase_not_reset",
    ),
    _clause(
        "APP-3",
        VAR,
        "4. Procedures: review (competition practice)",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="The attacking phase as some competitions judge it",
        outcomes="defence_may_have_reset",
    ),
    _clause(
        "VAR-FACT-1",
        VAR,
        "4. Procedures: review",
        FACT,
        since=None,
        overrides=None,
        title="Facts are corrected on the VAR's word",
        outcomes="var_only_review",
    ),
    _clause(
        "VAR-FACT-2",
        VAR,
        "4. Procedures: review",
        JUDGEMENT,
        since=None,
        overrides=None,
        title="Judgement calls are reviewed at the monitor",
        outcomes="on_field_review",
    ),
    _clause(
        "VAR-FACT-3",
        VAR,
        "4. Procedures: review (competition practice)",
        PROCEDURE,
        since=None,
        overrides=None,
        title="No tolerance in the Law, some in practice",
        outcomes="onside_by_measure tolerance_applied no_tolerance beyond_tolerance",
    ),
    _clause(
        "VAR-PROC-1",
        VAR,
        "4. Procedures: check",
        PROCEDURE,
        since=None,
        overrides=None,
        title="A silent check",
        outcomes="silent_check",
    ),
    _clause(
        "VAR-PROC-2",
        VAR,
        "4. Procedures: delayed flag",
        PROCEDURE,
        since=None,
        overrides=None,
        title="The delayed flag",
        outcomes="delayed_flag stopped_not_delayed",
    ),
    _clause(
        "VAR-ANNOUNCE-1",
        VAR,
        "4. Procedures: communicating the decision",
        PROCEDURE,
        since=None,
        overrides=None,
        title="Announcing the decision in the stadium",
        outcomes="announced not_announced",
    ),
    _clause(
        "VAR-RESTART-1",
        VAR,
        "4. Procedures: restart after review",
        PROCEDURE,
        since=None,
        overrides=None,
        title="How play restarts after a review",
        outcomes=f"{_RESTARTS}",
    ),
    _clause(
        "SAOT-1",
        VAR,
        "4. Procedures: check (offside technology)",
        FACT,
        since=None,
        overrides=None,
        title="How precise the offside line can be",
        outcomes="within_uncertainty outside_uncertainty unknown",
    ),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


@lru_cache(maxsize=1024)
def cite(rule_id: str, edition: str) -> Citation:
    """Build the citation of ``rule_id`` in ``edition``."""
    rule = RULES[rule_id]
    law_url = LAW_URLS.get(rule.law or 11, LAWS_URL)
    url = {"VAR protocol": VAR_URL, "IFAB trial": TRIAL_URL}.get(rule.document, law_url)
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
