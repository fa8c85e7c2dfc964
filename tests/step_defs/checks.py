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
from rules.catalogue import Outcome, Rule
from rules.catalogue.edition import Edition1
from rules.catalogue.offence import (
    OffDp1,
    OffDp2,
    OffDp3,
    OffDp4,
    OffMoj1,
    OffMoj2,
    OffMoj3,
    OffMoj4,
    OffNooff1,
    OffOff1,
    OffOff2,
    OffOff3,
    OffOff4,
)
from rules.catalogue.play import (
    BallOfficial1,
    BallOut1,
    BallStopped1,
    Drop1,
    HbSanc1,
    Restart5s1,
    Restart8s1,
)
from rules.catalogue.position import (
    OffPos1,
    OffPos2,
    OffPos3,
    OffPos4,
    OffPos5,
    OffPos6,
    OffPos7,
    OffPos8,
    OffPos9,
    OffPos10,
    TrialDaylight1,
)
from rules.catalogue.sanction import (
    OffOrder1,
    OffOrder2,
    OffOrder3,
    OffOrder4,
    OffSanc1,
    OffSanc2,
    OffSanc3,
    Phase1,
    Phase2,
    Phase3,
    Phase4,
)
from rules.catalogue.var import (
    App1,
    App2,
    App3,
    App4,
    RefChange1,
    Saot1,
    VarAnnounce1,
    VarCat1,
    VarCat2,
    VarCat3,
    VarFact1,
    VarFact2,
    VarFact3,
    VarPrin1,
    VarProc1,
    VarProc2,
    VarTrial1,
)
from step_defs.scene import NAME, OBJECTS, POSSESSIVE, PRONOUN, PhraseError, Scene


@dataclass(frozen=True)
class Reason:
    pattern: str
    #: The declared outcome the finding records, or its clause's rule (any outcome).
    records: Outcome | Rule
    #: Facts the finding must carry (values as the engine records them).
    facts: dict[str, object] = field(default_factory=dict)

    @property
    def rule(self) -> str:
        return self.records.rule if isinstance(self.records, Outcome) else self.records.id

    @property
    def outcome(self) -> str:
        return self.records.name if isinstance(self.records, Outcome) else "*"


P = rf"(?P<p>{NAME})"
OPP = rf"(?P<o>{NAME})"

REASONS: tuple[Reason, ...] = (
    # Law 11.1 offside position
    Reason(rf"{P} was nearer the goal line than the ball", OffPos6.ball_ahead),
    Reason(rf"{P} was level with the ball", OffPos6.ball_level),
    Reason(rf"{P} was behind the ball", OffPos6.ball_behind),
    Reason(rf"{P} was ahead of the second-last opponent", OffPos7.second_last_ahead),
    Reason(rf"{P} was behind the second-last opponent", OffPos7.second_last_behind),
    Reason(rf"the second-last opponent was {OPP}", OffPos7.rule),
    Reason(
        rf"{P} was level with the second-last opponent, and level is onside",
        OffPos5.level_is_onside,
    ),
    Reason(rf"{P} was in the opponents' half", OffPos2.half_opponents),
    Reason(rf"{P} was in {POSSESSIVE} own half", OffPos2.half_own),
    Reason(
        rf"{P} was on the halfway line, which is not the opponents' half",
        OffPos2.half_halfway_line,
    ),
    Reason(rf"{P} was in an offside position", OffPos2.offside_position),
    Reason(rf"{P} was not in an offside position", OffPos2.not_offside_position),
    Reason(
        rf"{P}'s position was not reported, so it is taken as onside",
        OffPos2.not_offside_position,
        {"basis": "not_reported"},
    ),
    Reason(rf"{P}'s arms and hands were ignored", OffPos3.arms_ignored),
    Reason(
        rf"the line was drawn to (?:{OPP}|the second-last opponent)'s arm, which does not count",
        OffPos3.opponent_arm_ignored,
    ),
    Reason(
        rf"the opponents nearer the goal line than {P} were listed",
        OffPos7.rule,
        {"basis": "opponents_listed"},
    ),
    Reason(
        rf"{P} left the field deliberately and is cautioned at the next stoppage",
        OffPos8.cautioned_next_stoppage,
    ),
    Reason(r"the competition plays the daylight trial", TrialDaylight1.trial_applies),
    Reason(
        rf"{P} was wholly beyond the second-last opponent, so offside under the trial",
        TrialDaylight1.wholly_beyond,
    ),
    Reason(
        rf"part of {P} was still level, so onside under the trial",
        TrialDaylight1.not_wholly_beyond,
    ),
    Reason(
        rf"{P} could be penalised before touching the ball, as no onside team-mate could play it",
        OffOff4.penalised_before_touch,
    ),
    Reason(
        rf"{P} was not penalised for running to the ball, as an onside team-mate could play it",
        OffOff4.onside_teammate_could_play,
    ),
    Reason(
        r"the goalkeeper held the ball too long, which gives a corner kick",
        Restart8s1.corner_kick,
    ),
    Reason(
        r"the goalkeeper held the ball too long, which gave an indirect free kick",
        Restart8s1.indirect_free_kick,
    ),
    Reason(
        r"the late throw-in went to the opponents, still a throw-in",
        Restart5s1.throw_in_to_opponents,
    ),
    Reason(r"the late goal kick became a corner kick", Restart5s1.corner_kick),
    Reason(
        r"there was no countdown in these Laws, so the move is judged as entered",
        Restart5s1.no_such_restart,
    ),
    Reason(rf"{P} touched the ball last, so it is a goal kick", BallOut1.goal_kick),
    Reason(rf"{P} touched the ball last, so it is a corner kick", BallOut1.corner_kick),
    Reason(rf"{P} touched the ball last, so it is a throw-in", BallOut1.throw_in),
    Reason(r"the ball is dropped for the goalkeeper", Drop1.goalkeeper),
    Reason(
        r"the ball is dropped for the team that would have won it",
        Drop1.possession_team,
    ),
    Reason(
        r"the ball is dropped for the team that touched it last",
        Drop1.last_touch,
    ),
    Reason(rf"{P}'s deliberate handball gives a penalty kick", HbSanc1.penalty_kick),
    Reason(rf"{P}'s deliberate handball gives a direct free kick", HbSanc1.direct_free_kick),
    Reason(
        rf"the referee played advantage after {P}'s deliberate handball",
        HbSanc1.advantage,
    ),
    Reason(r"the referee announced the decision in the stadium", VarAnnounce1.announced),
    Reason(r"the decision was not announced in the stadium", VarAnnounce1.not_announced),
    Reason(rf"{P}'s shoulder counts", OffPos4.shoulder_counts),
    Reason(
        rf"{P}'s shoulder counted only by the practice of the time",
        OffPos4.shoulder_counts_by_practice,
    ),
    Reason(
        rf"{P} was not involved, so being in an offside position was no offence",
        OffPos1.not_involved,
    ),
    Reason(
        r"being in an offside position was not in itself an offence",
        OffPos1.rule,
    ),
    # Law 11.4 players off the field, inside the goal
    Reason(
        rf"{P} counts as standing on the goal line",
        OffPos8.counts_on_line,
        {"line": "goal_line"},
    ),
    Reason(
        rf"{P} counts as standing on the touchline where {PRONOUN} left",
        OffPos8.counts_on_line,
        {"line": "touchline"},
    ),
    Reason(rf"{P} does not count for offside while off the field", OffPos8.does_not_count),
    Reason(rf"{P} is treated as being on the goal line", OffPos9.treated_as_on_goal_line),
    Reason(rf"{P} stood still inside the goal", OffPos10.inside_goal),
    # Law 11.2 moment of judgement
    Reason(rf"{P}'s touch was a moment of judgement", OffMoj1.moment_of_judgement),
    Reason(rf"{P}'s throw was judged at its first point of contact", OffMoj2.first_contact),
    Reason(rf"{P}'s throw was judged at its last point of contact", OffMoj3.last_contact),
    Reason(
        rf"where {P} was when receiving the ball does not matter",
        OffMoj4.position_at_receipt_irrelevant,
    ),
    # Law 11.2 the offence
    Reason(rf"{P} interfered with play by touching the ball", OffOff1.interfering_with_play),
    Reason(
        rf"{P} interfered with {OPP} by blocking {POSSESSIVE} line of vision",
        OffOff2.interfering_with_opponent,
        {"subcase": "a"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by challenging for the ball",
        OffOff2.interfering_with_opponent,
        {"subcase": "b"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by trying to play a ball close by",
        OffOff2.interfering_with_opponent,
        {"subcase": "c"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by an obvious action",
        OffOff2.interfering_with_opponent,
        {"subcase": "d"},
    ),
    Reason(
        rf"{P} interfered with {OPP} by being in {POSSESSIVE} way",
        OffOff2.interfering_with_opponent,
        {"subcase": "in_the_way"},
    ),
    Reason(rf"nobody reported whether {P} affected an opponent", OffOff2.unknown),
    Reason(r"the officials penalised a foul nobody described", OffOrder4.unreported_foul),
    Reason(
        r"nothing described explains why the officials ruled the goal out", App4.unreported_offence
    ),
    Reason(
        rf"{P} gained an advantage from the rebound",
        OffOff3.gaining_advantage,
        {"via": "rebound"},
    ),
    Reason(
        rf"{P} gained an advantage from the deflection",
        OffOff3.gaining_advantage,
        {"via": "deflection"},
    ),
    Reason(rf"{P} gained an advantage from the save", OffOff3.gaining_advantage, {"via": "save"}),
    Reason(
        r"the rebound off the (?P<thing>post|crossbar|referee|assistant referee|fourth official)"
        r" did not start a new phase",
        OffOff3.rebound_no_reset,
    ),
    # Law 11.2 deliberate play, deflection, save
    Reason(rf"{P}'s touch was a deliberate play", OffDp1.deliberate_play),
    Reason(rf"{P}'s deliberate handball counts as a deliberate play", OffDp1.deliberate_handball),
    Reason(
        rf"the Laws of the day did not say whether {P}'s deliberate handball counts",
        OffDp1.handball_not_covered,
    ),
    Reason(rf"{P} had control of the ball", OffDp2.control),
    Reason(rf"nobody reported whether {P} had control of the ball", OffDp2.undetermined),
    Reason(
        rf"the signs of control point to a deliberate play by {P}",
        OffDp3.indicators_deliberate_play,
    ),
    Reason(rf"the signs of control point to a deflection by {P}", OffDp3.indicators_deflection),
    Reason(rf"the signs of control for {P}'s touch are mixed", OffDp3.indicators_mixed),
    Reason(rf"the signs of control for {P}'s touch were not yet issued", OffDp3.not_yet_issued),
    Reason(rf"{P}'s save did not start a new phase", OffDp4.save_no_reset),
    Reason(rf"a save does not protect {P}", OffDp4.save_gives_advantage),
    # Law 11.3 restarts
    Reason(
        rf"{P} received the ball directly from a (?:goal kick|throw-in|corner kick),"
        r" so there is no offside offence",
        OffNooff1.exempt,
    ),
    Reason(rf"a (?:free kick|penalty kick) gives {P} no exemption", OffNooff1.not_exempt),
    # Law 11.2 and Law 5 order of offences
    Reason(rf"the foul on {P} came first", OffOrder1.foul_first),
    Reason(
        rf"{P} was already involved when fouled, so the offside came first",
        OffOrder2.offside_first,
    ),
    Reason(rf"nobody reported what {P} was doing when fouled", OffOrder2.unknown),
    Reason(rf"{P} impeded {OPP}, which is a Law 12 offence", OffOrder3.law_12_impeding),
    Reason(rf"{P} fouled before becoming involved", OffOrder4.foul_first),
    Reason(rf"{P} became involved before fouling", OffOrder4.offside_first),
    Reason(
        rf"{P}'s foul was the more serious of two offences at once",
        OffOrder4.foul_more_serious,
    ),
    Reason(
        rf"{P}'s offside was penalised as the foul at the same time was no more serious",
        OffOrder4.offside_penalised,
    ),
    Reason(
        rf"nobody reported whether {P} fouled before or after becoming involved",
        OffOrder4.unknown,
    ),
    # Law 11.4 sanctions
    Reason(rf"the indirect free kick is where {P} became involved", OffSanc1.indirect_free_kick),
    Reason(rf"no card is shown to {P} for offside", OffSanc2.no_card),
    Reason(rf"the goal is disallowed because of {P}'s offside", OffSanc3.goal_disallowed),
    Reason(r"the goal stands", OffSanc3.goal_stands),
    # phases
    Reason(rf"{P}'s touch started a new phase", Phase1.new_phase),
    Reason(rf"{P}'s deliberate play started a new phase", Phase2.reset),
    Reason(
        rf"{P}'s deliberate handball started a new phase",
        Phase2.reset,
        {"handball": True},
    ),
    Reason(
        rf"{P}'s touch was not a deliberate play, so it did not start a new phase",
        Phase2.not_reset,
    ),
    Reason(
        r"the phase ended when the ball went out of play",
        Phase3.ended,
        {"ended_by": "ball_out_of_play"},
    ),
    Reason(
        r"the phase ended when the referee stopped play",
        Phase3.ended,
        {"ended_by": "play_stopped"},
    ),
    Reason(rf"the defending team gained control through {P}", Phase4.defending_control),
    # editions
    Reason(r"the Laws in force on the match date were applied", Edition1.match_date),
    Reason(
        r"the Laws that (?P<c>.+) applied early, from (?P<d>.+), were applied",
        Edition1.competition,
    ),
    Reason(r"the Laws named in the incident were applied", Edition1.incident),
    Reason(r"the Laws asked for were applied", Edition1.explicit),
    # VAR protocol: principles and reviewable decisions
    Reason(
        r"VAR changes a judgement call only for a clear and obvious error",
        VarPrin1.clear_and_obvious_needed,
    ),
    Reason(r"this is a goal decision, which VAR may review", VarCat1.category_goal),
    Reason(
        r"VAR was an IFAB experiment, reviewed under the 2018/19 protocol",
        VarTrial1.experiment,
    ),
    Reason(
        r"the competition does not let VAR review corner awards",
        VarCat3.corner_review_not_in_competition,
    ),
    Reason(
        r"a wrongly awarded corner could have been put right only before it was taken",
        VarCat3.corner_award_only_before_the_kick,
    ),
    Reason(
        r"the ball went into the goal off a match official, which was part of play",
        BallOfficial1.part_of_play,
    ),
    Reason(
        r"the ball went into the goal off a match official, so it is no goal",
        BallOfficial1.dropped_ball,
    ),
    Reason(
        r"the referee had stopped play before the ball went in",
        BallStopped1.no_goal_after_stoppage,
    ),
    Reason(
        r"play restarts with the indirect free kick for the offside that stopped play",
        BallStopped1.offside_free_kick,
    ),
    Reason(
        r"play restarts with a dropped ball, as no reason for the whistle is known",
        BallStopped1.dropped_ball,
    ),
    Reason(
        r"play restarts with the penalty kick that stopped play",
        BallStopped1.penalty_kick,
    ),
    Reason(
        r"nothing shows a clear and obvious error in the on-field decision",
        VarPrin1.no_clear_error_shown,
    ),
    Reason(
        r"the referee changed the decision before play restarted, with no review",
        RefChange1.changed_without_review,
    ),
    Reason(r"this is a penalty decision, which VAR may review", VarCat1.category_penalty),
    Reason(
        r"no goal or penalty followed, so there was nothing for VAR to review",
        VarCat1.category_none,
    ),
    Reason(
        r"play had restarted before the check was complete, so it was too late to review",
        VarCat2.play_restarted,
    ),
    # VAR protocol: the attacking phase of play
    Reason(
        r"nothing in the move falls outside the attacking phase",
        App1.whole_sequence_in_phase,
    ),
    Reason(
        r"nothing gave the defending team control before the goal, so the attacking phase"
        r" went on",
        App2.phase_not_reset,
    ),
    Reason(
        rf"{P}'s control of the ball ended the attacking phase",
        App2.defending_control_ends_phase,
    ),
    Reason(
        rf"whether the defence had reset after {P}'s touch is a judgement call",
        App3.defence_may_have_reset,
    ),
    # VAR protocol: fact or opinion, tolerance, procedure, restart
    Reason(
        r"the error was about a fact, so the VAR could tell the referee directly",
        VarFact1.var_only_review,
    ),
    Reason(
        r"the call turns on an opinion, so the referee should look again at the monitor",
        VarFact2.on_field_review,
    ),
    Reason(
        rf"the competition's tolerance gave {P} the benefit of the doubt",
        VarFact3.tolerance_applied,
    ),
    Reason(
        rf"{P} was beyond the competition's tolerance",
        VarFact3.beyond_tolerance,
    ),
    Reason(
        rf"neither the Law nor the competition allows {P} any tolerance",
        VarFact3.no_tolerance,
    ),
    Reason(
        r"the on-field decision was right, so the check needed no review",
        VarProc1.silent_check,
    ),
    Reason(r"the assistant referee delayed the flag", VarProc2.delayed_flag),
    Reason(
        r"the flag could have been held so that VAR could still give the goal",
        VarProc2.stopped_not_delayed,
    ),
    # semi-automated offside technology and hand-drawn lines
    Reason(
        rf"{P}'s line was drawn by semi-automated offside technology",
        Saot1.rule,
        {"technology": "semi_automated"},
    ),
    Reason(
        rf"{P}'s line was drawn by hand",
        Saot1.rule,
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
    from explainer.wording import Words

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
    (r"whether the attack had an offence nobody described", r"^fouls$", "APP-4"),
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
