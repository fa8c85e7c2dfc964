"""What the rule book's "Then" steps may say about a decision and its trace.

Each reason phrase names one finding the engine must have recorded: the clause
(rule id), its outcome token, and the player it concerns. A phrase that is not listed
must be words the explanation gives a finding of the trace (its template in
templates/findings/, in English): a new clause's scenario can say what its finding says
without a phrase here. A phrase that is neither fails the step instead of passing silently.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from rules import Decision, Finding
from step_defs.scene import NAME, OBJECTS, POSSESSIVE, PRONOUN, PhraseError, Scene


@dataclass(frozen=True)
class Reason:
    pattern: str
    rule: str
    outcome: str
    #: Facts the finding must carry (values as the engine records them).
    facts: dict[str, object] = field(default_factory=dict)


P = rf"(?P<p>{NAME})"
OPP = rf"(?P<o>{NAME})"

REASONS: tuple[Reason, ...] = (
    # Law 11.1 offside position
    Reason(rf"{P} was nearer the goal line than the ball", "OFF-POS-6", "ball_ahead"),
    Reason(rf"{P} was level with the ball", "OFF-POS-6", "ball_level"),
    Reason(rf"{P} was behind the ball", "OFF-POS-6", "ball_behind"),
    Reason(rf"{P} was ahead of the second-last opponent", "OFF-POS-7", "second_last_ahead"),
    Reason(rf"{P} was behind the second-last opponent", "OFF-POS-7", "second_last_behind"),
    Reason(rf"the second-last opponent was {OPP}", "OFF-POS-7", "*"),
    Reason(
        rf"{P} was level with the second-last opponent, and level is onside",
        "OFF-POS-5",
        "level_is_onside",
    ),
    Reason(rf"{P} was in the opponents' half", "OFF-POS-2", "half_opponents"),
    Reason(rf"{P} was in {POSSESSIVE} own half", "OFF-POS-2", "half_own"),
    Reason(
        rf"{P} was on the halfway line, which is not the opponents' half",
        "OFF-POS-2",
        "half_halfway_line",
    ),
    Reason(rf"{P} was in an offside position", "OFF-POS-2", "offside_position"),
    Reason(rf"{P} was not in an offside position", "OFF-POS-2", "not_offside_position"),
    Reason(
        rf"{P}'s position was not reported, so it is taken as onside",
        "OFF-POS-2",
        "not_offside_position",
        {"basis": "not_reported"},
    ),
    Reason(rf"{P}'s arms and hands were ignored", "OFF-POS-3", "arms_ignored"),
    Reason(
        rf"the line was drawn to (?:{OPP}|the second-last opponent)'s arm, which does not count",
        "OFF-POS-3",
        "opponent_arm_ignored",
    ),
    Reason(
        rf"the opponents nearer the goal line than {P} were listed",
        "OFF-POS-7",
        "*",
        {"basis": "opponents_listed"},
    ),
    Reason(
        rf"{P} left the field deliberately and is cautioned at the next stoppage",
        "OFF-POS-8",
        "cautioned_next_stoppage",
    ),
    Reason(r"the competition plays the daylight trial", "TRIAL-DAYLIGHT-1", "trial_applies"),
    Reason(
        rf"{P} was wholly beyond the second-last opponent, so offside under the trial",
        "TRIAL-DAYLIGHT-1",
        "wholly_beyond",
    ),
    Reason(
        rf"part of {P} was still level, so onside under the trial",
        "TRIAL-DAYLIGHT-1",
        "not_wholly_beyond",
    ),
    Reason(
        rf"{P} could be penalised before touching the ball, as no onside team-mate could play it",
        "OFF-OFF-4",
        "penalised_before_touch",
    ),
    Reason(
        rf"{P} was not penalised for running to the ball, as an onside team-mate could play it",
        "OFF-OFF-4",
        "onside_teammate_could_play",
    ),
    Reason(
        r"the goalkeeper held the ball too long, which gives a corner kick",
        "RESTART-8S-1",
        "corner_kick",
    ),
    Reason(
        r"the goalkeeper held the ball too long, which gave an indirect free kick",
        "RESTART-8S-1",
        "indirect_free_kick",
    ),
    Reason(
        r"the late throw-in went to the opponents, still a throw-in",
        "RESTART-5S-1",
        "throw_in_to_opponents",
    ),
    Reason(r"the late goal kick became a corner kick", "RESTART-5S-1", "corner_kick"),
    Reason(
        r"there was no countdown in these Laws, so the move is judged as entered",
        "RESTART-5S-1",
        "no_such_restart",
    ),
    Reason(rf"{P} touched the ball last, so it is a goal kick", "BALL-OUT-1", "goal_kick"),
    Reason(rf"{P} touched the ball last, so it is a corner kick", "BALL-OUT-1", "corner_kick"),
    Reason(rf"{P} touched the ball last, so it is a throw-in", "BALL-OUT-1", "throw_in"),
    Reason(r"the ball is dropped for the goalkeeper", "DROP-1", "goalkeeper"),
    Reason(
        r"the ball is dropped for the team that would have won it",
        "DROP-1",
        "possession_team",
    ),
    Reason(
        r"the ball is dropped for the team that touched it last",
        "DROP-1",
        "last_touch",
    ),
    Reason(rf"{P}'s deliberate handball gives a penalty kick", "HB-SANC-1", "penalty_kick"),
    Reason(rf"{P}'s deliberate handball gives a direct free kick", "HB-SANC-1", "direct_free_kick"),
    Reason(
        rf"the referee played advantage after {P}'s deliberate handball",
        "HB-SANC-1",
        "advantage",
    ),
    Reason(r"the referee announced the decision in the stadium", "VAR-ANNOUNCE-1", "announced"),
    Reason(r"the decision was not announced in the stadium", "VAR-ANNOUNCE-1", "not_announced"),
    Reason(rf"{P}'s shoulder counts", "OFF-POS-4", "shoulder_counts"),
    Reason(
        rf"{P}'s shoulder counted only by the practice of the time",
        "OFF-POS-4",
        "shoulder_counts_by_practice",
    ),
    Reason(
        rf"{P} was not involved, so being in an offside position was no offence",
        "OFF-POS-1",
        "not_involved",
    ),
    Reason(
        r"being in an offside position was not in itself an offence",
        "OFF-POS-1",
        "*",
    ),
    # Law 11.4 players off the field, inside the goal
    Reason(
        rf"{P} counts as standing on the goal line",
        "OFF-POS-8",
        "counts_on_line",
        {"line": "goal_line"},
    ),
    Reason(
        rf"{P} counts as standing on the touchline where {PRONOUN} left",
        "OFF-POS-8",
        "counts_on_line",
        {"line": "touchline"},
    ),
    Reason(rf"{P} does not count for offside while off the field", "OFF-POS-8", "does_not_count"),
    Reason(rf"{P} is treated as being on the goal line", "OFF-POS-9", "treated_as_on_goal_line"),
    Reason(rf"{P} stood still inside the goal", "OFF-POS-10", "inside_goal"),
    # Law 11.2 moment of judgement
    Reason(rf"{P}'s touch was a moment of judgement", "OFF-MOJ-1", "moment_of_judgement"),
    Reason(rf"{P}'s throw was judged at its first point of contact", "OFF-MOJ-2", "first_contact"),
    Reason(rf"{P}'s throw was judged at its last point of contact", "OFF-MOJ-3", "last_contact"),
    Reason(
        rf"where {P} was when receiving the ball does not matter",
        "OFF-MOJ-4",
        "position_at_receipt_irrelevant",
    ),
    # Law 11.2 the offence
    Reason(rf"{P} interfered with play by touching the ball", "OFF-OFF-1", "interfering_with_play"),
    Reason(
        rf"{P} interfered with {OPP} by blocking {POSSESSIVE} line of vision",
        "OFF-OFF-2",
        "interfering_with_opponent",
        {"subcase": "a"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by challenging for the ball",
        "OFF-OFF-2",
        "interfering_with_opponent",
        {"subcase": "b"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by trying to play a ball close by",
        "OFF-OFF-2",
        "interfering_with_opponent",
        {"subcase": "c"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by an obvious action",
        "OFF-OFF-2",
        "interfering_with_opponent",
        {"subcase": "d"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by being in {POSSESSIVE} way",
        "OFF-OFF-2",
        "interfering_with_opponent",
        {"subcase": "in_the_way"},
    ),
    Reason(rf"nobody reported whether {P} affected an opponent", "OFF-OFF-2", "unknown"),
    Reason(r"the officials penalised a foul nobody described", "OFF-ORDER-4", "unreported_foul"),
    Reason(
        rf"{P} gained an advantage from the rebound",
        "OFF-OFF-3",
        "gaining_advantage",
        {"via": "rebound"},
    ),
    Reason(
        rf"{P} gained an advantage from the deflection",
        "OFF-OFF-3",
        "gaining_advantage",
        {"via": "deflection"},
    ),
    Reason(
        rf"{P} gained an advantage from the save", "OFF-OFF-3", "gaining_advantage", {"via": "save"}
    ),
    Reason(
        r"the rebound off the (?P<thing>post|crossbar|referee|assistant referee|fourth official)"
        r" did not start a new phase",
        "OFF-OFF-3",
        "rebound_no_reset",
    ),
    # Law 11.2 deliberate play, deflection, save
    Reason(rf"{P}'s touch was a deliberate play", "OFF-DP-1", "deliberate_play"),
    Reason(
        rf"{P}'s deliberate handball counts as a deliberate play", "OFF-DP-1", "deliberate_handball"
    ),
    Reason(
        rf"the Laws of the day did not say whether {P}'s deliberate handball counts",
        "OFF-DP-1",
        "handball_not_covered",
    ),
    Reason(rf"{P} had control of the ball", "OFF-DP-2", "control"),
    Reason(rf"nobody reported whether {P} had control of the ball", "OFF-DP-2", "undetermined"),
    Reason(
        rf"the signs of control point to a deliberate play by {P}",
        "OFF-DP-3",
        "indicators_deliberate_play",
    ),
    Reason(
        rf"the signs of control point to a deflection by {P}", "OFF-DP-3", "indicators_deflection"
    ),
    Reason(rf"the signs of control for {P}'s touch are mixed", "OFF-DP-3", "indicators_mixed"),
    Reason(
        rf"the signs of control for {P}'s touch were not yet issued", "OFF-DP-3", "not_yet_issued"
    ),
    Reason(rf"{P}'s save did not start a new phase", "OFF-DP-4", "save_no_reset"),
    Reason(rf"a save does not protect {P}", "OFF-DP-4", "save_gives_advantage"),
    # Law 11.3 restarts
    Reason(
        rf"{P} received the ball directly from a (?:goal kick|throw-in|corner kick),"
        r" so there is no offside offence",
        "OFF-NOOFF-1",
        "exempt",
    ),
    Reason(rf"a (?:free kick|penalty kick) gives {P} no exemption", "OFF-NOOFF-1", "not_exempt"),
    # Law 11.2 and Law 5 order of offences
    Reason(rf"the foul on {P} came first", "OFF-ORDER-1", "foul_first"),
    Reason(
        rf"{P} was already involved when fouled, so the offside came first",
        "OFF-ORDER-2",
        "offside_first",
    ),
    Reason(rf"nobody reported what {P} was doing when fouled", "OFF-ORDER-2", "unknown"),
    Reason(rf"{P} impeded {OPP}, which is a Law 12 offence", "OFF-ORDER-3", "law_12_impeding"),
    Reason(rf"{P} fouled before becoming involved", "OFF-ORDER-4", "foul_first"),
    Reason(rf"{P} became involved before fouling", "OFF-ORDER-4", "offside_first"),
    Reason(
        rf"{P}'s foul was the more serious of two offences at once",
        "OFF-ORDER-4",
        "foul_more_serious",
    ),
    Reason(
        rf"{P}'s offside was penalised as the foul at the same time was no more serious",
        "OFF-ORDER-4",
        "offside_penalised",
    ),
    Reason(
        rf"nobody reported whether {P} fouled before or after becoming involved",
        "OFF-ORDER-4",
        "unknown",
    ),
    # Law 11.4 sanctions
    Reason(
        rf"the indirect free kick is where {P} became involved", "OFF-SANC-1", "indirect_free_kick"
    ),
    Reason(rf"no card is shown to {P} for offside", "OFF-SANC-2", "no_card"),
    Reason(rf"the goal is disallowed because of {P}'s offside", "OFF-SANC-3", "goal_disallowed"),
    Reason(r"the goal stands", "OFF-SANC-3", "goal_stands"),
    # phases
    Reason(rf"{P}'s touch started a new phase", "PHASE-1", "new_phase"),
    Reason(rf"{P}'s deliberate play started a new phase", "PHASE-2", "reset"),
    Reason(
        rf"{P}'s deliberate handball started a new phase",
        "PHASE-2",
        "reset",
        {"handball": True},
    ),
    Reason(
        rf"{P}'s touch was not a deliberate play, so it did not start a new phase",
        "PHASE-2",
        "not_reset",
    ),
    Reason(
        r"the phase ended when the ball went out of play",
        "PHASE-3",
        "ended",
        {"ended_by": "ball_out_of_play"},
    ),
    Reason(
        r"the phase ended when the referee stopped play",
        "PHASE-3",
        "ended",
        {"ended_by": "play_stopped"},
    ),
    Reason(rf"the defending team gained control through {P}", "PHASE-4", "defending_control"),
    # editions
    Reason(r"the Laws in force on the match date were applied", "EDITION-1", "match_date"),
    Reason(
        r"the Laws that (?P<c>.+) applied early, from (?P<d>.+), were applied",
        "EDITION-1",
        "competition",
    ),
    Reason(r"the Laws named in the incident were applied", "EDITION-1", "incident"),
    Reason(r"the Laws asked for were applied", "EDITION-1", "explicit"),
    # VAR protocol: principles and reviewable decisions
    Reason(
        r"VAR changes a judgement call only for a clear and obvious error",
        "VAR-PRIN-1",
        "clear_and_obvious_needed",
    ),
    Reason(r"this is a goal decision, which VAR may review", "VAR-CAT-1", "category_goal"),
    Reason(
        r"VAR was an IFAB experiment, reviewed under the 2018/19 protocol",
        "VAR-TRIAL-1",
        "experiment",
    ),
    Reason(
        r"the competition does not let VAR review corner awards",
        "VAR-CAT-3",
        "corner_review_not_in_competition",
    ),
    Reason(
        r"a wrongly awarded corner could have been put right only before it was taken",
        "VAR-CAT-3",
        "corner_award_only_before_the_kick",
    ),
    Reason(
        r"the ball went into the goal off a match official, which was part of play",
        "BALL-OFFICIAL-1",
        "part_of_play",
    ),
    Reason(
        r"the ball went into the goal off a match official, so it is no goal",
        "BALL-OFFICIAL-1",
        "dropped_ball",
    ),
    Reason(
        r"the referee had stopped play before the ball went in",
        "BALL-STOPPED-1",
        "no_goal_after_stoppage",
    ),
    Reason(
        r"play restarts with the indirect free kick for the offside that stopped play",
        "BALL-STOPPED-1",
        "offside_free_kick",
    ),
    Reason(
        r"play restarts with a dropped ball, as no reason for the whistle is known",
        "BALL-STOPPED-1",
        "dropped_ball",
    ),
    Reason(
        r"play restarts with the penalty kick that stopped play",
        "BALL-STOPPED-1",
        "penalty_kick",
    ),
    Reason(
        r"nothing shows a clear and obvious error in the on-field decision",
        "VAR-PRIN-1",
        "no_clear_error_shown",
    ),
    Reason(r"this is a penalty decision, which VAR may review", "VAR-CAT-1", "category_penalty"),
    Reason(
        r"no goal or penalty followed, so there was nothing for VAR to review",
        "VAR-CAT-1",
        "category_none",
    ),
    Reason(
        r"play had restarted before the check was complete, so it was too late to review",
        "VAR-CAT-2",
        "play_restarted",
    ),
    # VAR protocol: the attacking phase of play
    Reason(
        r"nothing in the move falls outside the attacking phase",
        "APP-1",
        "whole_sequence_in_phase",
    ),
    Reason(
        r"nothing gave the defending team control before the goal, so the attacking phase"
        r" went on",
        "APP-2",
        "phase_not_reset",
    ),
    Reason(
        rf"{P}'s control of the ball ended the attacking phase",
        "APP-2",
        "defending_control_ends_phase",
    ),
    Reason(
        rf"whether the defence had reset after {P}'s touch is a judgement call",
        "APP-3",
        "defence_may_have_reset",
    ),
    # VAR protocol: fact or opinion, tolerance, procedure, restart
    Reason(
        r"the error was about a fact, so the VAR could tell the referee directly",
        "VAR-FACT-1",
        "var_only_review",
    ),
    Reason(
        r"the call turns on an opinion, so the referee should look again at the monitor",
        "VAR-FACT-2",
        "on_field_review",
    ),
    Reason(
        rf"the competition's tolerance gave {P} the benefit of the doubt",
        "VAR-FACT-3",
        "tolerance_applied",
    ),
    Reason(
        rf"{P} was beyond the competition's tolerance",
        "VAR-FACT-3",
        "beyond_tolerance",
    ),
    Reason(
        rf"neither the Law nor the competition allows {P} any tolerance",
        "VAR-FACT-3",
        "no_tolerance",
    ),
    Reason(
        r"the on-field decision was right, so the check needed no review",
        "VAR-PROC-1",
        "silent_check",
    ),
    Reason(r"the assistant referee delayed the flag", "VAR-PROC-2", "delayed_flag"),
    Reason(
        r"the flag could have been held so that VAR could still give the goal",
        "VAR-PROC-2",
        "stopped_not_delayed",
    ),
    # semi-automated offside technology and hand-drawn lines
    Reason(
        rf"{P}'s line was drawn by semi-automated offside technology",
        "SAOT-1",
        "*",
        {"technology": "semi_automated"},
    ),
    Reason(
        rf"{P}'s line was drawn by hand",
        "SAOT-1",
        "*",
        {"technology": "manual_lines"},
    ),
)


def _matches(finding: Finding, reason: Reason, m: re.Match[str], scene: Scene) -> bool:
    if finding.rule != reason.rule:
        return False
    if reason.outcome != "*" and finding.outcome != reason.outcome:
        return False
    groups = m.groupdict()
    if groups.get("p") and finding.player != scene.pid(groups["p"]):
        return False
    if groups.get("o"):
        opponent = scene.pid(groups["o"])
        if opponent not in (finding.facts.get("opponent"), finding.facts.get("second_last_player")):
            return False
    if groups.get("thing") and finding.facts.get("object") != OBJECTS[groups["thing"]]:
        return False
    if groups.get("c") and finding.facts.get("competition") != groups["c"]:
        return False
    if groups.get("d"):
        day = dt.datetime.strptime(groups["d"], "%d %B %Y").date().isoformat()
        if finding.facts.get("adopted_from") != day:
            return False
    for key, value in reason.facts.items():
        have = finding.facts.get(key)
        if key == "via" and isinstance(have, str):
            if value not in have.split(","):
                return False
        elif have != value:
            return False
    return True


def trace_records(scene: Scene, text: str) -> Finding:
    """The finding that ``text`` describes; fail naming what the trace holds instead."""
    for reason in REASONS:
        m = re.fullmatch(reason.pattern, text)
        if m is None:
            continue
        trace = [f for d in scene.decisions for f in d.trace] or list(scene.decision.trace)
        for finding in trace:
            if _matches(finding, reason, m, scene):
                return finding
        held = "\n  ".join(
            f"{f.rule} {f.outcome} player={f.player} {f.facts}"
            for f in trace
            if f.rule == reason.rule
        )
        raise AssertionError(
            f"the trace has no {reason.rule} {reason.outcome} for {text!r}; "
            f"its {reason.rule} findings are:\n  {held or '(none)'}"
        )
    return _worded(scene, text)


def _worded(scene: Scene, text: str) -> Finding:
    """The finding whose words (its template's, in English) say ``text``."""
    from explainer.render import Words

    wanted = text[:1].lower() + text[1:]
    said: list[str] = []
    for d in scene.decisions or [scene.decision]:
        words = Words(scene.incident(), d)
        for f in d.trace:
            worded = words.finding(f)
            if wanted in worded[:1].lower() + worded[1:]:
                return f
            said.append(f"{f.rule} {f.outcome}: {worded}")
    listing = "\n  ".join(said) or "(no findings)"
    raise PhraseError(
        f"unknown reason: {text!r} is no phrase of step_defs/checks.py, and no finding says it; "
        f"the findings say:\n  {listing}"
    )


# --- open decisions -----------------------------------------------------------------------

#: "the decision stays open until we know ..." -> the missing field (regex) and its rule.
OPEN_FACTS: tuple[tuple[str, str, str], ...] = (
    (rf"where {P} was when .+", r"^positions\[", r"OFF-POS-\d+"),
    (rf"how {P} touched the ball", r"\.classification$", r"OFF-DP-[12]"),
    (rf"what {P} was doing when fouled", r"\.victim_was$", "OFF-ORDER-2"),
    (
        rf"whether {P} affected an opponent",
        r"^involvements\[(?:\d+\]\.kind|player=.+, after=\d+\])$",
        "OFF-OFF-2",
    ),
    (r"which foul the officials penalised", r"^fouls$", "OFF-ORDER-4"),
    (
        rf"whether {P}'s handball was inside (?:his|her|their) penalty area",
        r"\.in_defending_penalty_area$",
        "HB-SANC-1",
    ),
    (
        rf"whether {P} fouled before or after becoming involved",
        r"\.relative_to_involvement$",
        "OFF-ORDER-4",
    ),
    (
        rf"whether {P} had the referee's permission to leave the field",
        r"\.with_permission$",
        "OFF-POS-8",
    ),
    (rf"whether play had stopped since {P} left the field", r"\.reset_since$", "OFF-POS-8"),
    (rf"where {P} left the field", r"\.exit_point_m$", "OFF-POS-8"),
    (r"how long the pitch is", r"^match\.pitch_length_m$", "OFF-POS-2"),
    (
        r"whether an onside team-mate could have played the ball",
        r"\.onside_teammate_could_play$",
        "OFF-OFF-4",
    ),
    (
        rf"whether every part of {P} that can score was beyond the line",
        r"\.(?:wholly_beyond|attacker_rear_m)$",
        "TRIAL-DAYLIGHT-1",
    ),
)


def check_open(decision: Decision, text: str) -> None:
    for pattern, field_re, rule_re in OPEN_FACTS:
        if re.fullmatch(pattern, text):
            assert decision.offside_offence is None, (
                f"expected an open decision, got offside_offence={decision.offside_offence}"
            )
            found = [(m.field, m.rule) for m in decision.missing]
            assert any(re.search(field_re, f) and re.fullmatch(rule_re, r) for f, r in found), (
                f"no missing fact like {field_re} ({rule_re}); missing: {found}"
            )
            return
    raise PhraseError(f"unknown missing fact: {text!r}")


#: "the explanation answers the belief that ..." -> misconception id.
BELIEFS = {
    "the ball went backwards": "ball_went_backwards",
    "it hit a defender": "hit_a_defender",
    f"{NAME} never touched the ball": "never_touched_it",
    f"{NAME} was onside when receiving the ball": "behind_when_received",
    f"{NAME} was clearly beyond the defender": "clearly_beyond",
    f"{NAME} was in {POSSESSIVE} own half when the ball was played": "own_half",
    "the flag was wrong, so it should be a goal": "flag_was_wrong",
}


def belief_id(text: str) -> str:
    for pattern, ident in BELIEFS.items():
        if re.fullmatch(pattern, text):
            return ident
    raise PhraseError(f"unknown belief: {text!r}")
