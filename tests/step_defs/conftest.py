"""Step definitions for the rule book (features/*.feature), and its markers.

The steps stay thin: each parses its words (the vocabulary lives in scene.py and
checks.py), adds to the incident, asks ``rules.decide`` and checks the decision
and the clause in the trace that decided it. Every tag in the rule book is a
registered marker, so ``pytest -m OFF_DP_2`` runs the scenarios of one clause.
"""

from __future__ import annotations

import datetime as dt
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, step, then, when

from explainer.casebook import case
from rules.editions import LATEST
from rules.incident import CLOSED_WORLD_OFFICIALS
from step_defs import recording
from step_defs import review as var
from step_defs.checks import belief_id, check_open, trace_records
from step_defs.rulebook import ENGINE_BUGS, RULE_TAGS, markers
from step_defs.scene import NAME, PRONOUN, PhraseError, Scene, parse_where, slug

HERE = Path(__file__).resolve().parent


def pytest_configure(config: pytest.Config) -> None:
    for name, description in markers():
        config.addinivalue_line("markers", f"{name}: {description}")


def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """A known-engine-bug tag makes the scenario a strict xfail with the bug as reason."""
    if tag in ENGINE_BUGS:
        pytest.mark.xfail(strict=True, reason=ENGINE_BUGS[tag])(function)
        return True
    return None


def pytest_bdd_after_scenario(
    request: pytest.FixtureRequest, feature: object, scenario: object
) -> None:
    """A scenario tagged with a clause must see the engine cite that clause.

    The engine cites a clause by a finding in the trace, or, when the decision
    stays open, by naming it as the clause a missing fact belongs to. Decisions
    re-run to confirm a "what would have changed it" alternative count too.
    """
    if sys.exc_info()[0] is not None:
        return  # the scenario already failed; let that failure speak
    if Path(str(request.node.path)).parent != HERE:
        return  # a scenario of some other test directory
    scene: Scene = request.getfixturevalue("scene")
    tagged = {RULE_TAGS[m.name] for m in request.node.iter_markers() if m.name in RULE_TAGS}
    decisions = [*scene.decisions, *scene.reruns]
    cited = {f.rule for d in decisions for f in d.trace}
    cited |= {m.rule for d in decisions for m in d.missing}
    cited |= {m.rule for d in decisions if d.summary for m in d.summary.depends_on}
    uncited = sorted(tagged - cited)
    assert scene.decisions, "the scenario never asked for a decision"
    assert not uncited, f"tagged with {uncited} but the engine's trace never cites them"
    recording.record(Path(str(getattr(feature, "filename", ""))).name, str(scenario.name), scene)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write the incidents the scenarios built (step_defs.recording), once per run, and
    only for a whole run that passed: a run of some scenarios (-k, -m, an xdist worker) or
    with a failure would ship fewer incidents than the rule book builds."""
    options = session.config.option
    whole = not options.keyword and options.markexpr in ("", "not stress")
    if whole and exitstatus == 0 and not hasattr(session.config, "workerinput"):
        recording.write()


@pytest.fixture
def scene() -> Scene:
    return Scene()


R = parsers.re


# --- the setting --------------------------------------------------------------------------


@given(R(r"the (?P<side>attacking|defending) team is (?P<team>[^:]+): (?P<names>.+)"))
def team(scene: Scene, side: str, team: str, names: str) -> None:
    scene.add_team(side, names)
    scene.data["match"]["home" if side == "attacking" else "away"] = team


@given(R(r"the match is played on (?P<day>\d{1,2} [A-Z][a-z]+ \d{4})"))
def match_day(scene: Scene, day: str) -> None:
    scene.data["match"]["date"] = dt.datetime.strptime(day, "%d %B %Y").date().isoformat()


@given(
    R(
        r'the match is (?:in|at) (?:the )?(?P<name>[A-Z][^"]*?)'
        r"(?: on (?P<day>\d{1,2} [A-Z][a-z]+ \d{4}))?$"
    )
)
def competition_name(scene: Scene, name: str, day: str | None) -> None:
    scene.data["match"]["competition"] = name
    if day:
        match_day(scene, day)


@given(
    R(
        r"the competition applied the (?P<edition>\d{4}/\d{2}) Laws early,"
        r" from (?P<day>\d{1,2} [A-Z][a-z]+ \d{4})"
    )
)
def early_adoption(scene: Scene, edition: str, day: str) -> None:
    when = dt.datetime.strptime(day, "%d %B %Y").date().isoformat()
    scene.competition()["early_adoption"] = {"edition": edition, "date": when}


@given(R(r"the incident is to be judged under the (?P<edition>\d{4}/\d{2}) Laws"))
def incident_edition(scene: Scene, edition: str) -> None:
    scene.data["edition"] = edition


@given(R(r"the pitch is (?P<metres>\d+) metres long"))
def pitch_length(scene: Scene, metres: str) -> None:
    scene.data["match"]["pitch_length_m"] = float(metres)


@given(R(r"nobody reported where the other attackers were"))
def unlisted_unknown(scene: Scene) -> None:
    scene.data["unlisted_positions"] = "unknown"


@given(R(r"nobody reported whether the attackers did anything else"))
def unlisted_involvements_unknown(scene: Scene) -> None:
    scene.data["unlisted_involvements"] = "unknown"


@given(R(r"nobody reported whether the move had any foul"))
def unlisted_fouls_unknown(scene: Scene) -> None:
    scene.data["unlisted_fouls"] = "unknown"


@given(R(r"nobody reported whether the officials stopped play, checked or reviewed it"))
def officials_not_reported(scene: Scene) -> None:
    officials = scene.officials()
    for fact in CLOSED_WORLD_OFFICIALS:  # (each fact version 1 took as "did not happen")
        officials[fact] = "unknown"


@given(R(r'the casebook incident "(?P<slug>[^"]+)"'))
def casebook_incident(scene: Scene, slug: str) -> None:
    found = case(slug)
    assert found is not None, f"no casebook incident {slug!r}"
    scene.case = found.incident


# --- what happened --------------------------------------------------------------------------

TOUCH_VERBS = (
    "takes|passes|plays|crosses|scores|shoots|heads|throws|receives|controls|gains control"
    "|deflects|saves|makes a save|deliberately|clears|tries to clear|touches the ball"
)


@step(R(rf"(?P<text>{NAME} (?:{TOUCH_VERBS})\b.*|the ball (?:strikes|hits) {NAME}.*)"))
def touch(scene: Scene, text: str) -> None:
    scene.touch(text)


@step(
    R(
        r"the ball rebounds off the "
        r"(?P<thing>post|crossbar|referee|assistant referee|fourth official)"
    )
)
def rebound(scene: Scene, thing: str) -> None:
    scene.rebound(thing)


@given(
    R(
        rf"(?P<name>{NAME}) is (?P<where>.+) when (?P<when>.+?)"
        r"(?:, at the (?P<point>first|last) point of contact)?"
    )
)
def position(scene: Scene, name: str, where: str, when: str, point: str | None) -> None:
    if re.fullmatch(rf"{PRONOUN} receives the ball|receiving the ball", when):
        at = scene.touch(f"{name} receives the ball")
    else:
        at = scene.touch_at(when, create=True)
    scene.position(name, parse_where(where), at, point)


@given(R(r"the distances from the goal line when (?P<when>.+) are:"))
def distances(scene: Scene, when: str, datatable: list[list[str]]) -> None:
    scene.distances(scene.touch_at(when, create=True), datatable)


INVOLVEMENT_VERBS = (
    "runs to play|blocks|challenges|clearly tries|makes an obvious|stands in|moves into|stays out"
    "|does not become|runs with|may or may not"
)


@step(R(rf"(?P<name>{NAME}) (?P<text>(?:{INVOLVEMENT_VERBS})\b.*)"))
def involvement(scene: Scene, name: str, text: str) -> None:
    scene.involvement(name, text)


@step(
    R(
        rf"(?P<by>{NAME}) (?P<verb>fouls|trips|holds|pushes|impedes) (?P<against>{NAME})"
        r"(?P<box> in the penalty area)?(?P<tail>.*)"
    )
)
def foul(scene: Scene, by: str, verb: str, against: str, box: str | None, tail: str) -> None:
    scene.foul(by, verb, against, bool(box), tail)


CLASSIFICATIONS = {
    "a deliberate play": "deliberate_play",
    "a deflection": "deflection",
    "a save": "save",
    "a deliberate handball": "deliberate_handball",
}


@step(
    R(rf"the referee judges (?P<name>{NAME})'s touch to be (?P<kind>{'|'.join(CLASSIFICATIONS)})")
)
def classification(scene: Scene, name: str, kind: str) -> None:
    scene.contact(_latest_touch_by(scene, name))["classification"] = CLASSIFICATIONS[kind]


#: The IFAB 2022 indicators of control, in the rule book's words.
SIGNS = {
    "the ball came from a distance and was in clear view": "travelled_from_distance_clear_view",
    "the ball was not moving quickly": "not_moving_quickly",
    "the ball's direction was not unexpected": "direction_not_unexpected",
    "there was time to coordinate the body": "time_to_coordinate",
    "the ball was on the ground": "on_the_ground",
    "the player had the ball under control": "had_control",
}
ANSWERS: dict[str, bool | None] = {"yes": True, "no": False, "not known": None}


@step(R(rf"the signs that (?P<name>{NAME}) controlled the ball are:"))
def indicators(scene: Scene, name: str, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    if header != ["sign", "present"]:
        raise PhraseError(f"the signs table needs columns sign | present, not {header}")
    found: dict[str, Any] = {}
    for sign, answer in rows:
        if sign not in SIGNS or answer not in ANSWERS:
            raise PhraseError(f"unknown sign or answer: {sign!r} {answer!r}")
        found[SIGNS[sign]] = ANSWERS[answer]
    scene.contact(_latest_touch_by(scene, name))["indicators"] = found


def _latest_touch_by(scene: Scene, name: str) -> int:
    ident = scene.pid(name)
    for at in range(len(scene.data["sequence"]), 0, -1):
        if scene.contact(at)["by"] == ident:
            return at
    raise PhraseError(f"{name} has not touched the ball")


@given(
    R(
        rf"(?P<name>{NAME}) has left the field over the (?P<crossed>goal line|touchline)"
        r"(?: (?P<exit>\d+(?:\.\d+)?) metres from the goal line)?"
        r" (?P<permission>with|without) the referee's permission when (?P<when>.+)"
    )
)
def defender_off_field(
    scene: Scene, name: str, crossed: str, exit: str | None, permission: str, when: str
) -> None:
    at = scene.touch_at(when, create=True)
    scene.off_field(name, crossed, exit, permission, at)


@given(R(rf"nobody knows whether (?P<name>{NAME}) had the referee's permission"))
def permission_unknown(scene: Scene, name: str) -> None:
    _off_field_entry(scene, name)["with_permission"] = "unknown"


@given(
    R(rf"(?P<unknown>nobody knows whether )?play has stopped since (?P<name>{NAME}) left the field")
)
def reset_since(scene: Scene, unknown: str | None, name: str) -> None:
    _off_field_entry(scene, name)["reset_since"] = "unknown" if unknown else True


def _off_field_entry(scene: Scene, name: str) -> dict[str, Any]:
    ident = scene.pid(name)
    entries = [e for e in scene.data["off_field"] if e["player"] == ident]
    if not entries:
        raise PhraseError(f"{name} has not left the field in this scene")
    return entries[-1]  # type: ignore[no-any-return]


@given(
    R(
        rf"(?P<name>{NAME}), off the field over the goal line when (?P<when>.+),"
        r" comes back on to play the ball"
    )
)
def attacker_reentry(scene: Scene, name: str, when: str) -> None:
    at = scene.touch_at(when, create=True)
    scene.off_field(name, "goal line", None, "without", at, reentered=True)


@step(R(rf"(?P<name>{NAME}) stands still inside the goal as the ball goes in"))
def inside_goal(scene: Scene, name: str) -> None:
    scene.data["inside_goal"].append(scene.pid(name))
    scene.data["outcome"] = "goal_scored"


OUTCOMES = {
    "the ball goes out of play": "ball_out_of_play",
    "the referee stops play": "play_stopped",
    "the ball goes into the net": "goal_scored",
}


@step(R(r"the ball goes out of play over the (?P<line>goal line|touchline)"))
def out_over(scene: Scene, line: str) -> None:
    scene.data["outcome"] = "ball_out_of_play"
    scene.data["out_over"] = line.replace(" ", "_")


AWARDED = {
    "the goalkeeper held the ball for too long": "goalkeeper_held_ball_too_long",
    "the other team took too long over their throw-in": "throw_in_too_slow",
    "the defenders took too long over their goal kick": "goal_kick_too_slow",
}


@given(R(rf"the restart was given because (?P<why>{'|'.join(AWARDED)})"))
def awarded_for(scene: Scene, why: str) -> None:
    scene.data["start"]["awarded_for"] = AWARDED[why]


@step(
    R(
        r"the referee touched the ball (?P<where>inside|outside) the defending team's"
        r" penalty area(?P<team>, where the (?:attackers|defenders) would have won the ball"
        r"|, where it was not clear who would have won it)?"
    )
)
def official_touch(scene: Scene, where: str, team: str | None) -> None:
    contact = scene.contact(scene.last_contact())
    if contact["by"] != "referee":
        raise PhraseError("the last touch was not the referee's")
    contact["in_defending_penalty_area"] = where == "inside"
    if team:
        won = {"attackers": "attacking", "defenders": "defending"}
        contact["possession_to"] = next((v for k, v in won.items() if k in team), "unclear")


@step(
    R(
        rf"(?P<name>{NAME})'s handball was (?P<where>inside|outside) (?:his|her|their) own"
        r" penalty area"
    )
)
def handball_area(scene: Scene, name: str, where: str) -> None:
    scene.contact(_latest_touch_by(scene, name))["in_defending_penalty_area"] = where == "inside"


@step("the referee stops play for the handball")
def stopped_for_handball(scene: Scene) -> None:
    scene.data["outcome"] = "play_stopped"


@given(R(rf"(?P<name>{NAME}) left the field deliberately, to put an attacker offside"))
def left_deliberately(scene: Scene, name: str) -> None:
    _off_field_entry(scene, name)["deliberate"] = True


@step(R(rf"(?P<what>{'|'.join(OUTCOMES)})"))
def outcome(scene: Scene, what: str) -> None:
    scene.data["outcome"] = OUTCOMES[what]


# --- deciding -------------------------------------------------------------------------------


@when("the referee applies the Laws")
def apply_laws(scene: Scene) -> None:
    scene.decide()


@when(R(r"the (?P<edition>\d{4}/\d{2}) Laws are applied"))
def apply_edition(scene: Scene, edition: str) -> None:
    scene.decide(edition)


# --- the decision -------------------------------------------------------------------------


@then(R(rf"(?P<name>{NAME}) is penalised for offside"))
def penalised(scene: Scene, name: str) -> None:
    d = scene.decision
    assert (d.offside_offence, d.offender) == (True, scene.pid(name)), (
        f"expected {name} offside; got offside_offence={d.offside_offence}, offender={d.offender},"
        f" missing={[m.field for m in d.missing]}"
    )


@then(R(rf"(?P<name>{NAME}) is not penalised for offside"))
def not_penalised(scene: Scene, name: str) -> None:
    d = scene.decision
    assert d.offside_offence is not None, f"decision is open: {d.missing}"
    assert d.offender != scene.pid(name)


@then("there is no offside offence")
def no_offence(scene: Scene) -> None:
    d = scene.decision
    assert d.offside_offence is False, (
        f"expected no offence; got {d.offside_offence} by {d.offender} missing={d.missing}"
    )


@then(R(r"the offside decision stays open until we know (?P<what>.+)"))
def stays_open(scene: Scene, what: str) -> None:
    check_open(scene.decision, what)


@then(R(r"the goal (?P<verdict>stands|is disallowed)"))
def goal(scene: Scene, verdict: str) -> None:
    assert scene.decision.goal == ("stands" if verdict == "stands" else "disallowed")


@then(
    R(
        r"the defending team restarts with an indirect free kick"
        rf" where (?P<name>{NAME}) became involved"
    )
)
def offside_free_kick(scene: Scene, name: str) -> None:
    r = scene.decision.restart
    assert r is not None, "no restart"
    assert (r.kind, r.to, r.at_player, r.rule) == (
        "indirect_free_kick",
        "defending",
        scene.pid(name),
        "OFF-SANC-1",
    )


@then(R(rf"the free kick is taken in (?P<name>{NAME})'s own half"))
def free_kick_own_half(scene: Scene, name: str) -> None:
    r = scene.decision.restart
    assert r is not None and r.at_player == scene.pid(name)
    assert r.location is not None and r.location.half == "own", r.location


@then("play restarts with a kick-off by the defending team")
def kick_off(scene: Scene) -> None:
    r = scene.decision.restart
    assert r is not None and (r.kind, r.to) == ("kick_off", "defending"), r


KICKS = {
    "a direct free kick": "direct_free_kick",
    "an indirect free kick": "indirect_free_kick",
    "a penalty kick": "penalty_kick",
}


@then(
    R(
        rf"(?P<by>{NAME})'s foul on (?P<against>{NAME}) is penalised with "
        rf"(?P<kick>{'|'.join(KICKS)})"
    )
)
def foul_penalised(scene: Scene, by: str, against: str, kick: str) -> None:
    d = scene.decision
    assert d.offside_offence is False, f"offside_offence={d.offside_offence} missing={d.missing}"
    assert d.other_offence is not None, "no foul was penalised"
    assert (d.other_offence.by, d.other_offence.against) == (scene.pid(by), scene.pid(against))
    assert d.restart is not None and d.restart.kind == KICKS[kick], d.restart


OFFENCES = {
    "going for the ball when no onside team-mate could play it": "OFF-OFF-4",
    "interfering with play": "OFF-OFF-1",
    "interfering with an opponent": "OFF-OFF-2",
    "gaining an advantage": "OFF-OFF-3",
    "an offside that came before the foul": "OFF-ORDER-2",
}


@then(R(rf"the offence is (?P<kind>{'|'.join(OFFENCES)})"))
def offence_kind(scene: Scene, kind: str) -> None:
    assert scene.decision.offence_rule == OFFENCES[kind], scene.decision.offence_rule


@then(R(rf"(?P<name>{NAME})'s position is judged when (?P<when>.+)"))
def judged_when(scene: Scene, name: str, when: str) -> None:
    d = scene.decision
    assert d.offender == scene.pid(name), d.offender
    assert d.judged_at == scene.touch_at(when, create=False), d.judged_at


@then(R(r"the offence is completed when (?P<when>.+)"))
def completed_when(scene: Scene, when: str) -> None:
    assert scene.decision.offence_at == scene.touch_at(when, create=False)


@then(
    R(
        rf"(?P<name>{NAME}) (?P<verdict>is|is not|cannot be said to be)"
        r" in an offside position when (?P<when>.+)"
    )
)
def position_verdict(scene: Scene, name: str, verdict: str, when: str) -> None:
    at = scene.touch_at(when, create=False)
    wanted = {
        "is": "offside_position",
        "is not": "not_offside_position",
        "cannot be said to be": "unknown",
    }[verdict]
    found = [
        f.outcome
        for d in scene.decisions
        for f in d.trace
        if f.rule == "OFF-POS-2"
        and f.player == scene.pid(name)
        and f.at == at
        and f.outcome in ("offside_position", "not_offside_position", "unknown")
    ]
    assert found and found[-1] == wanted, f"OFF-POS-2 verdicts for {name} at touch {at}: {found}"


@then(R(r"the reasoning says that (?P<reason>.+)"))
def trace_has(scene: Scene, reason: str) -> None:
    trace_records(scene, reason)


@then(R(r"the explanation answers the belief that (?P<belief>.+)"))
def answers_belief(scene: Scene, belief: str) -> None:
    ids = [m.id for m in scene.decision.misconceptions]
    assert belief_id(belief) in ids, ids


@then(R(r"the decision is made under the (?P<edition>\d{4}/\d{2}) Laws"))
def decided_under(scene: Scene, edition: str) -> None:
    assert scene.decision.edition == edition


# --- what the officials did (VAR protocol) ------------------------------------------------


def _alternatives(phrases: dict[str, Any]) -> str:
    return "|".join(re.escape(p) for p in phrases)


@step(R(rf"(?P<phrase>{_alternatives(var.ON_FIELD)})"))
def on_field(scene: Scene, phrase: str) -> None:
    scene.officials()["on_field"] = var.ON_FIELD[phrase]


REVIEWS = {
    "the decision is changed on the VAR's word": "var_only",
    "the referee reviews it at the monitor": "on_field_review",
}


@step(R(rf"(?P<how>{'|'.join(re.escape(k) for k in REVIEWS)})"))
def review_kind(scene: Scene, how: str) -> None:
    scene.officials()["review"] = REVIEWS[how]


@step("the assistant referee delays the flag until the move is over")
def delayed_flag(scene: Scene) -> None:
    scene.officials().update(on_field="offside_flag", delayed_flag=True)


#: Steps that only record one thing the officials did: the field and its value.
OFFICIALS_FACTS: dict[str, tuple[str, Any]] = {
    "the VAR does not check the call": ("var_checked", False),
    "the VAR checks the call": ("var_checked", True),
    "there is no review": ("review", "none"),
    "play restarts before the VAR's check is complete": ("restarted_before_check", True),
    "nobody knows whether play restarted before the VAR's check was complete": (
        "restarted_before_check",
        "unknown",
    ),
    "the referee had already stopped play before the ball went in": ("stopped_before_goal", True),
    "nobody knows whether the referee had stopped play before the ball went in": (
        "stopped_before_goal",
        "unknown",
    ),
}


def _recording(part: str, key: str, value: Any) -> Any:
    """A step that sets ``key`` to ``value`` in the scene's officials or competition."""

    def record(scene: Scene) -> None:
        getattr(scene, part)()[key] = value

    return record


for _phrase, (_key, _value) in OFFICIALS_FACTS.items():
    step(_phrase)(_recording("officials", _key, _value))


@step(R(rf"the final decision is (?P<call>{_alternatives(var.FINAL)})"))
def final_decision(scene: Scene, call: str) -> None:
    scene.officials()["final"] = var.FINAL[call]


# --- the competition, the VAR's lines, disputed facts --------------------------------------


#: Steps that only record one of the competition's rules: the field and its value.
COMPETITION_RULES: dict[str, tuple[str, Any]] = {
    "the competition does not use VAR": ("var_in_use", False),
    "the competition plays the daylight offside trial": ("offside_rule", "daylight_trial"),
    "the competition lets VAR review corner awards": ("var_corner_review", True),
    "the competition judges the attacking phase by whether the defence had time to reset": (
        "attacking_phase",
        "premier_league",
    ),
}

for _phrase, (_key, _value) in COMPETITION_RULES.items():
    given(_phrase)(_recording("competition", _key, _value))


ANNOUNCES = {
    "every review decision": "every_review",
    "only decisions taken at the monitor": "on_field_reviews",
}


@given(R(rf"the competition announces (?P<which>{'|'.join(ANNOUNCES)}) in the stadium"))
def announcements(scene: Scene, which: str) -> None:
    scene.competition()["announcements"] = ANNOUNCES[which]


@then(R(r"under Law 11 as written, (?P<verdict>.+)"))
def law_11_answer(scene: Scene, verdict: str) -> None:
    summary = scene.decision.summary
    assert summary is not None and summary.law_11 is not None, "no Law 11 answer beside the trial's"
    law = summary.law_11
    m = re.fullmatch(rf"(?P<name>{NAME}) is offside", verdict)
    if m is not None:
        assert (law.offside_offence, law.offender) == (True, scene.pid(m["name"])), law
    elif verdict == "there is no offside offence":
        assert law.offside_offence is False, law
    else:
        raise PhraseError(f"unknown Law 11 answer: {verdict!r}")


RESTART_KINDS = (
    "a goal kick|a corner kick|a throw-in|a dropped ball|a direct free kick|a penalty kick"
    "|an indirect free kick"
)


@then(
    R(rf"play restarts with (?P<kind>{RESTART_KINDS}) for the (?P<team>attacking|defending) team")
)
def restart_for(scene: Scene, kind: str, team: str) -> None:
    r = scene.decision.restart
    wanted = kind.removeprefix("an ").removeprefix("a ").replace(" ", "_").replace("-", "_")
    assert r is not None and (r.kind, r.to) == (wanted, team), r


@then(R(rf"the Law's answer is (?P<call>{_alternatives(var.CALLS)})"))
def law_call(scene: Scene, call: str) -> None:
    law = var.summary_of(scene.decision).law
    assert law.call == var.CALLS[call], f"the Law's call is {law.call!r}"


@given(R(r"the competition gives the attacker the benefit of lines within (?P<cm>\d+) cm"))
def tolerance(scene: Scene, cm: str) -> None:
    scene.competition()["offside_tolerance_cm"] = float(cm)


@given(
    R(
        r"the VAR's line, drawn by (?P<tech>semi-automated offside technology|hand)"
        r" at (?P<fps>\d+) frames a second,"
        rf" shows (?P<name>{NAME}) (?P<cm>\d+(?:\.\d+)?) cm (?P<side>beyond|behind)"
        r" the second-last opponent"
    )
)
def measured(scene: Scene, tech: str, fps: str, name: str, cm: str, side: str) -> None:
    margin = float(cm) if side == "beyond" else -float(cm)
    scene.measure(name, margin, var.TECHNOLOGY[tech], float(fps))


@given(R(rf"(?P<name>{NAME}) was running at (?P<kmh>\d+(?:\.\d+)?) km/h"))
def running(scene: Scene, name: str, kmh: str) -> None:
    scene.speed(name, float(kmh))


def _readings(datatable: list[list[str]], phrases: dict[str, str]) -> list[tuple[str, str]]:
    header, *rows = datatable
    if header != ["source", "says"]:
        raise PhraseError(f"a dispute table needs columns source | says, not {header}")
    for _, says in rows:
        if says not in phrases:
            raise PhraseError(f"unknown reading {says!r}; say one of {sorted(phrases)}")
    return [(source, phrases[says]) for source, says in rows]


@given(R(rf"sources disagree on how (?P<name>{NAME}) touched the ball:"))
def disputed_touch(scene: Scene, name: str, datatable: list[list[str]]) -> None:
    path = f"sequence[{scene.latest_touch_index(name)}].classification"
    scene.dispute(path, _readings(datatable, var.TOUCH_KINDS))


@given(R(rf"sources disagree on whether (?P<name>{NAME}) affected an opponent:"))
def disputed_impact(scene: Scene, name: str, datatable: list[list[str]]) -> None:
    path = f"involvements[{scene.involvement_index(name)}].kind"
    scene.dispute(path, _readings(datatable, var.IMPACT))


@when("we ask what would have changed the decision")
def ask_alternatives(scene: Scene) -> None:
    scene.analyse()


# --- the review ------------------------------------------------------------------------------


@then(R(r"VAR (?P<may>may|may not) review the (?P<category>goal|penalty) decision"))
def may_review(scene: Scene, may: str, category: str) -> None:
    r = var.review_of(scene.decision)
    assert (r.category, r.reviewable) == (category, may == "may"), (
        f"category={r.category} reviewable={r.reviewable}"
    )


@then("there is no goal or penalty decision for VAR to review")
def nothing_to_review(scene: Scene) -> None:
    r = var.review_of(scene.decision)
    assert (r.category, r.reviewable) == ("none", False), (r.category, r.reviewable)


@then("whether VAR may review the goal decision cannot be said")
def reviewable_open(scene: Scene) -> None:
    r = var.review_of(scene.decision)
    assert (r.category, r.reviewable) == ("goal", None), (r.category, r.reviewable)


@then(R(r"the offence lies (?P<where>inside|outside) the attacking phase"))
def in_phase(scene: Scene, where: str) -> None:
    found = var.review_of(scene.decision).in_attacking_phase
    assert found is var.PHASE[f"{where} the attacking phase"], f"in_attacking_phase={found}"


@then("whether the offence lies inside the attacking phase is a judgement call")
def phase_open(scene: Scene) -> None:
    found = var.review_of(scene.decision).in_attacking_phase
    assert found is None, f"in_attacking_phase={found}"


NATURES = {"fact": "factual", "opinion": "subjective", "fact and of opinion": "both"}


@then(R(rf"the review treats the call as a matter of (?P<kind>{'|'.join(NATURES)})$"))
def call_nature(scene: Scene, kind: str) -> None:
    found = var.review_of(scene.decision).nature
    assert found == NATURES[kind], f"nature={found}"
    summary = scene.decision.summary
    assert summary is not None and summary.nature == found, "the summary says otherwise"


@then(R(r"the call rests on (?P<kind>a fact|a judgement): (?P<what>.+)"))
def call_rests_on(scene: Scene, kind: str, what: str) -> None:
    var.check_element(scene, "factual" if kind == "a fact" else "subjective", what)


@then(R(rf"the right call was (?P<call>{_alternatives(var.CALLS)})"))
def right_call(scene: Scene, call: str) -> None:
    found = var.review_of(scene.decision).correct_call
    assert found == var.CALLS[call], f"correct_call={found}"


@then(R(rf"(?P<phrase>{_alternatives(var.PROCEDURES)})"))
def procedure(scene: Scene, phrase: str) -> None:
    var.check_procedure(scene.decision, phrase)


@then(R(rf"(?P<phrase>{_alternatives(var.OUTCOMES)})"))
def review_outcome(scene: Scene, phrase: str) -> None:
    var.check_outcome(scene.decision, phrase)


@then(R(rf"after the review play restarts with (?P<phrase>{_alternatives(var.RESTARTS)})"))
def review_restart(scene: Scene, phrase: str) -> None:
    var.check_restart(scene.decision, phrase)


# --- what stood, and the one reason why --------------------------------------------------------


@then(R(rf"what stood is (?P<call>{_alternatives(var.STOOD)})"))
def what_stood(scene: Scene, call: str) -> None:
    var.check_stood(scene.decision, call)


@then(R(r"that was (?P<verdict>right|wrong) by the Law"))
def stood_right(scene: Scene, verdict: str) -> None:
    var.check_correct(scene.decision, verdict == "right")


@then("whether that was right by the Law cannot be said")
def stood_right_open(scene: Scene) -> None:
    var.check_correct(scene.decision, None)


@then(R(r'the headline reads "(?P<text>[^"]+)"'))
def headline(scene: Scene, text: str) -> None:
    var.check_headline(scene, text)


@then(R(r"what stood depends on (?P<what>.+)"))
def stood_depends_on(scene: Scene, what: str) -> None:
    var.check_stood_depends_on(scene, what)


@then(R(r"the outcome turns on the fact that (?P<reason>.+)"))
def turns_on(scene: Scene, reason: str) -> None:
    finding = trace_records(scene, reason)
    var.check_decisive(scene.decision, finding)


# --- the line's precision and the competition's tolerance ------------------------------------


@then(R(r"a frame lasts (?P<ms>\d+(?:\.\d+)?) ms"))
def frame_lasts(scene: Scene, ms: str) -> None:
    found = var.saot(scene.decision).facts.get("frame_ms")
    assert var.close(found, float(ms)), f"frame_ms={found}"


@then(R(rf"between two frames (?P<name>{NAME}) moves (?P<cm>\d+(?:\.\d+)?) cm"))
def moves_per_frame(scene: Scene, name: str, cm: str) -> None:
    attacker = {p["id"]: p["team"] for p in scene.players}[scene.pid(name)] == "attacking"
    key = "attacker_per_frame_cm" if attacker else "defender_per_frame_cm"
    found = var.saot(scene.decision).facts.get(key)
    assert var.close(found, float(cm)), f"{key}={found}"


@then(R(r"the lines may be out by up to (?P<cm>\d+(?:\.\d+)?) cm"))
def uncertainty(scene: Scene, cm: str) -> None:
    found = var.saot(scene.decision).facts.get("uncertainty_cm")
    assert var.close(found, float(cm)), f"uncertainty_cm={found}"


@then(R(r"the measured margin is (?P<where>within|beyond) that uncertainty"))
def margin_vs_uncertainty(scene: Scene, where: str) -> None:
    within = where == "within"
    assert var.review_of(scene.decision).within_uncertainty is within
    outcome = var.saot(scene.decision).outcome
    assert outcome == ("within_uncertainty" if within else "outside_uncertainty"), outcome


@then("how precise the line is cannot be said, as the players' speeds were not reported")
def precision_unknown(scene: Scene) -> None:
    assert var.review_of(scene.decision).within_uncertainty is None
    assert var.saot(scene.decision).outcome == "unknown"


@then(R(r"the competition's tolerance (?P<does>decides|does not decide) the call"))
def tolerance_decides(scene: Scene, does: str) -> None:
    found = var.review_of(scene.decision).tolerance_applied
    assert found is (does == "decides"), f"tolerance_applied={found}"


# --- what would have changed the decision ----------------------------------------------------


def _confirm(
    scene: Scene,
    changes: dict[str, Any],
    wanted: tuple[bool | None, str | None, str | None],
    edition: str | None = None,
) -> None:
    """Re-run the engine on the changed incident: it must reach the verdict claimed."""
    again = scene.rerun(changes, edition or scene.decision.edition)
    assert var.matches(var.key_of(again), wanted), (
        f"re-run with {changes}: {var.key_of(again)}, expected {wanted}"
    )


@then(R(r"had (?P<change>[^,]+), (?P<verdict>.+)"))
def counterfactual(scene: Scene, change: str, verdict: str) -> None:
    kind, path, value = var.change_of(scene, change)
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    alt = var.alternative(scene, kind, path, value)
    listed = [(a.kind, a.field, a.to_value) for a in var.analysis_of(scene).counterfactuals]
    assert alt is not None, f"no alternative {kind} {path}={value!r}; the engine lists {listed}"
    assert var.matches(var.key_of(alt), wanted), f"{alt} does not say {verdict!r}"
    _confirm(scene, {path: value}, wanted)


@then(
    R(
        rf"changing how (?P<name>{NAME}) touched the ball to"
        rf" (?P<kind>{'|'.join(var.TOUCH_KINDS)}) would not change the decision"
    )
)
def no_flip(scene: Scene, name: str, kind: str) -> None:
    path = f"sequence[{scene.latest_touch_index(name)}].classification"
    value = var.TOUCH_KINDS[kind]
    assert var.alternative(scene, "subjective_call", path, value) is None
    d = scene.decision
    _confirm(scene, {path: value}, (d.offside_offence, d.goal, d.offender))


@then(R(r"under the (?P<edition>\d{4}/\d{2}) Laws, (?P<verdict>.+)"))
def edition_flip(scene: Scene, edition: str, verdict: str) -> None:
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    alt = var.alternative(scene, "edition", "edition", edition)
    assert alt is not None, "the engine lists no edition under which the decision changes"
    assert var.matches(var.key_of(alt), wanted), f"{alt} does not say {verdict!r}"
    _confirm(scene, {}, wanted, edition)


@then(R(r"by (?P<source>[^,]+?)'s account, (?P<verdict>.+)"))
def by_account(scene: Scene, source: str, verdict: str) -> None:
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    readings = var.analysis_of(scene).readings
    found = [r for r in readings if r.kind == "reading" and r.source == slug(source)]
    assert found, f"no reading from {source!r}: {readings}"
    for reading in found:
        assert var.matches(var.key_of(reading), wanted), f"{reading} does not say {verdict!r}"
        _confirm(scene, {reading.field: reading.to_value}, wanted)


@then(R(r"the decision depends on (?P<what>.+)"))
def depends_on(scene: Scene, what: str) -> None:
    found = var.readings_for(scene, what)
    outcomes = {var.key_of(r)[:2] for r in found}
    assert len(outcomes) >= 2, f"readings of {what!r}: {found}"


@then(
    R(
        rf"if (?P<name>{NAME}) was (?P<where>in an offside position|onside)"
        r" when (?P<when>.+?), (?P<verdict>.+)"
    )
)
def if_position(scene: Scene, name: str, where: str, when: str, verdict: str) -> None:
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    value = "offside_position" if where == "in an offside position" else "onside"
    found = [
        r
        for r in var.readings_for(scene, f"where {name} was when {when}")
        if r.kind == "unknown_fact" and r.to_value == value
    ]
    assert found, f"no reading with {name} {where}: {var.analysis_of(scene).readings}"
    for reading in found:
        assert var.matches(var.key_of(reading), wanted), f"{reading} does not say {verdict!r}"
    at = scene.touch_at(when, create=False)
    position = {
        "player": scene.pid(name),
        "at": at,
        "where": {
            "kind": "qualitative",
            "half": "opponents",
            "ball": "ahead",
            "second_last": "ahead" if value == "offside_position" else "behind",
        },
    }
    _confirm(scene, {"positions[+]": position}, wanted)


@then(
    R(
        r"the latest Laws would decide it (?P<how>differently|the same way)"
        r"(?:, because of (?P<change>.+))?"
    )
)
def latest_laws(scene: Scene, how: str, change: str | None) -> None:
    comparison = var.analysis_of(scene).edition_comparison
    assert comparison is not None, "the decision was already made under the latest Laws"
    assert comparison.now == LATEST.name
    assert comparison.changed is (how == "differently"), comparison
    if change is not None:
        if change not in var.EDITION_CHANGES:
            raise PhraseError(f"unknown change of the Laws: {change!r}")
        assert var.EDITION_CHANGES[change] in comparison.changes, comparison.changes
    now = scene.rerun({}, LATEST.name)
    assert now.offside_offence == comparison.now_offside, (now.offside_offence, comparison)


@then(R(r"under the latest Laws, (?P<verdict>.+)"))
def under_latest(scene: Scene, verdict: str) -> None:
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    _confirm(scene, {}, wanted, LATEST.name)


@then("the error stands, but it was not one VAR could correct")
def error_not_for_var(scene: Scene) -> None:
    """A wrong call VAR was not allowed to review must not be reported as VAR's failure."""
    r = var.review_of(scene.decision)
    assert r.final_call == r.on_field_call != r.correct_call, r
    assert r.reviewable is False, f"reviewable={r.reviewable}"
    blamed = ("wrong_not_corrected", "stood_no_clear_error")
    assert r.outcome not in blamed, f"outcome {r.outcome!r} puts the error down to VAR"
    cited = [f.outcome for f in var.var_findings(scene.decision, "VAR-PRIN-2")]
    assert cited and not set(cited) & set(blamed), f"VAR-PRIN-2 findings: {cited}"


@then(R(r"the reasoning does not say that (?P<reason>.+)"))
def trace_lacks(scene: Scene, reason: str) -> None:
    try:
        finding = trace_records(scene, reason)
    except PhraseError:
        raise
    except AssertionError:
        return
    raise AssertionError(f"the trace records {finding.rule} {finding.outcome} {finding.facts}")


@then(
    R(
        rf"if (?P<name>{NAME})'s touch was (?P<kind>{'|'.join(var.TOUCH_KINDS)}),"
        r" (?P<verdict>.+)"
    )
)
def if_touch(scene: Scene, name: str, kind: str, verdict: str) -> None:
    wanted = var.verdict(scene, verdict.replace("would be", "is"))
    path = f"sequence[{scene.latest_touch_index(name)}].classification"
    value = var.TOUCH_KINDS[kind]
    found = [
        r for r in var.readings_for(scene, f"how {name} touched the ball") if r.to_value == value
    ]
    assert found, f"no reading of {name}'s touch as {kind}: {var.analysis_of(scene).readings}"
    for reading in found:
        assert var.matches(var.key_of(reading), wanted), f"{reading} does not say {verdict!r}"
    _confirm(scene, {path: value}, wanted)
