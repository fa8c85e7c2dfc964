"""What the rule book's VAR steps may say: the officials' actions, the review, the line's
precision, and what would have changed the decision.

Like checks.py, every phrase maps to data the engine produces (a field of
``decision.review``, a finding, an alternative); a phrase not listed here fails
the step rather than passing silently.
"""

from __future__ import annotations

import re
from typing import Any

from rules import Alternative, Analysis, Decision, Finding, Review, Summary
from step_defs.scene import NAME, PhraseError, Scene

# --- what the officials did ---------------------------------------------------------------

#: The on-field decision, in the words of a match report.
ON_FIELD = {
    "the referee gives the goal": "goal",
    "the referee disallows the goal": "no_goal",
    "the assistant referee flags for offside": "offside_flag",
    "the referee blows for offside": "whistle",
    "the referee waves play on": "play_on",
    "the referee awards a penalty": "penalty",
    "nobody reported what the referee decided on the field": "unknown",
}

#: The final decision as reported.
FINAL = {
    "a goal": "goal",
    "no goal": "no_goal",
    "a penalty": "penalty",
    "no penalty": "no_penalty",
    "a free kick": "free_kick",
    "play on": "play_on",
    "not reported": "unknown",
}

TECHNOLOGY = {
    "semi-automated offside technology": "semi_automated",
    "hand": "manual_lines",
}

#: How a defender's touch was judged, as a reading of a disputed or changed fact.
TOUCH_KINDS = {
    "a deliberate play": "deliberate_play",
    "a deflection": "deflection",
    "a save": "save",
}

#: Whether an attacker affected an opponent, as a reading of a disputed or changed fact.
IMPACT = {
    "he did not affect an opponent": "none",
    "he affected an opponent": "obvious_action_impacting_opponent",
    "he tried to play the ball close to an opponent and impacted him": (
        "attempted_close_ball_impacting_opponent"
    ),
}

# --- the review -----------------------------------------------------------------------------

#: The calls a review can reach: the final decisions but "not reported".
CALLS = {phrase: call for phrase, call in FINAL.items() if call != "unknown"}

#: The outcome of the review relative to the on-field decision (VAR-PRIN-2).
OUTCOMES = {
    "the on-field decision stands": "stood",
    "the on-field decision stands as the referee's call, with no clear and obvious error": (
        "stood_no_clear_error"
    ),
    "the on-field decision is overturned": "overturned",
    "the on-field decision is overturned, wrongly": "wrongly_overturned",
    "the error stands, though VAR should have corrected it": "wrong_not_corrected",
    "the error can no longer be corrected": "uncorrectable",
    "the VAR never checked the call": "not_checked",
    "there was no VAR to check the call": "no_var",
    "what came of the VAR's check cannot be said": "unknown",
    "VAR could not intervene, as play had already stopped": "not_reviewable",
    "the referee changed the on-field decision without a review": "changed_without_review",
}

#: The procedure the protocol expects, and the clause whose finding states it.
PROCEDURES: dict[str, tuple[str, str | None]] = {
    "the VAR corrects the call without the referee going to the monitor": (
        "var_only_review",
        "VAR-FACT-1",
    ),
    "the referee is sent to the monitor to look again": ("on_field_review", "VAR-FACT-2"),
    "the VAR checks the call and lets it stand without a review": ("silent_check", "VAR-PROC-1"),
    "no review is possible": ("no_review_possible", None),
}

PHASE = {
    "inside the attacking phase": True,
    "outside the attacking phase": False,
}

RESTARTS = {
    "a kick-off by the defending team": ("kick_off", "defending"),
    "an indirect free kick to the defending team": ("indirect_free_kick", "defending"),
    "a penalty kick to the attacking team": ("penalty_kick", "attacking"),
}


#: What stood, in the words of a match report: the calls, or undetermined.
STOOD = {**CALLS, "undetermined": "undetermined"}


def summary_of(decision: Decision) -> Summary:
    if decision.summary is None:
        raise PhraseError("the decision has no summary")
    return decision.summary


def check_stood(decision: Decision, phrase: str) -> None:
    found = summary_of(decision)
    assert found.stood == STOOD[phrase], (
        f"stood={found.stood} ({found.stood_basis}), reason={found.reason}"
    )


def check_correct(decision: Decision, wanted: bool | None) -> None:
    found = summary_of(decision)
    assert found.correct is wanted, f"correct={found.correct} (stood {found.stood})"


#: What the officials did that what stood may depend on, and the field that records it.
OFFICIALS_FACTS = {
    "whether the referee had stopped play before the ball went in": (
        "officials.stopped_before_goal"
    ),
    "whether play restarted before the VAR's check was complete": (
        "officials.restarted_before_check"
    ),
    "the final decision": "officials.final",
}


def check_stood_depends_on(scene: Scene, what: str) -> None:
    """What stood is open on a fact about the officials, and each answer settles it."""
    if what not in OFFICIALS_FACTS:
        raise PhraseError(f"unknown fact about the officials: {what!r}")
    path = OFFICIALS_FACTS[what]
    summary = summary_of(scene.decision)
    assert summary.stood == "undetermined", f"stood={summary.stood}"
    assert path in [m.field for m in summary.depends_on], summary.depends_on
    readings = [r for r in analysis_of(scene).readings if r.field == path]
    assert len({r.stood for r in readings}) >= 2, f"readings of {path}: {readings}"
    assert "undetermined" not in {r.stood for r in readings}, readings


def check_headline(scene: Scene, text: str) -> None:
    """The headline every page, card and output gives (explainer.wording.summary_lines)."""
    from explainer.wording import summary_lines  # the wording lives with the explainer

    found = summary_lines(scene.incident(), scene.decision).headline
    assert found == text, f"the headline reads {found!r}"


def check_decisive(decision: Decision, finding: Finding) -> None:
    refs = summary_of(decision).decisive
    indices = [i for i, f in enumerate(decision.trace) if f is finding or f == finding]
    assert any(r.index in indices for r in refs), (
        f"{finding.rule} {finding.outcome} is not among the decisive findings "
        f"{[(r.rule, r.outcome, r.at) for r in refs]}"
    )


def review_of(decision: Decision) -> Review:
    if decision.review is None:
        raise PhraseError("no VAR review: say what the officials did (on the field and finally)")
    return decision.review


def var_findings(decision: Decision, rule: str) -> list[Finding]:
    return [f for f in decision.trace if f.rule == rule]


def check_outcome(decision: Decision, phrase: str) -> None:
    """The review's outcome, and the VAR-PRIN-2 finding that cites it."""
    wanted = OUTCOMES[phrase]
    review = review_of(decision)
    assert review.outcome == wanted, f"outcome {review.outcome!r}, expected {wanted!r}"
    # (The referee's own change is Law 5.2's finding, not the protocol's.)
    rule = "REF-CHANGE-1" if wanted == "changed_without_review" else "VAR-PRIN-2"
    cited = [f.outcome for f in var_findings(decision, rule)]
    assert wanted in cited, f"the trace does not cite the outcome {wanted!r} ({rule}: {cited})"


def check_procedure(decision: Decision, phrase: str) -> None:
    wanted, rule = PROCEDURES[phrase]
    review = review_of(decision)
    assert review.procedure == wanted, f"procedure {review.procedure!r}, expected {wanted!r}"
    if rule is not None:
        found = [f.outcome for f in var_findings(decision, rule)]
        assert wanted in found, f"no {rule} {wanted} finding in the trace ({rule}: {found})"


def check_restart(decision: Decision, phrase: str) -> None:
    kind, to = RESTARTS[phrase]
    restart = review_of(decision).restart
    assert restart is not None, "the review gives no restart"
    assert (restart.kind, restart.to, restart.rule) == (kind, to, "VAR-RESTART-1"), restart
    cited = [(f.outcome, f.facts.get("to")) for f in var_findings(decision, "VAR-RESTART-1")]
    assert (kind, to) in cited, f"VAR-RESTART-1 findings: {cited}"


def check_element(scene: Scene, nature: str, what: str) -> None:
    """A fact or judgement the review says the call rests on."""
    elements = review_of(scene.decision).elements
    wanted: list[tuple[str, str, str | None, int | None]]
    m = re.fullmatch(rf"where (?P<p>{NAME}) was when (?P<when>.+)", what)
    if m is not None:
        at = scene.touch_at(m["when"], create=False)
        wanted = [("factual", "OFF-POS-2", scene.pid(m["p"]), at)]
    else:
        m = re.fullmatch(
            rf"(?:how (?P<t>{NAME}) touched the ball|whether (?P<i>{NAME}) was involved)", what
        )
        if m is None:
            raise PhraseError(f"unknown element of a call: {what!r}")
        player = scene.pid(m["t"] or m["i"])
        rules = r"OFF-DP-\d|PHASE-\d" if m["t"] else r"OFF-POS-1|OFF-OFF-\d"
        wanted = [
            (e.nature, e.rule, e.player, e.at)
            for e in elements
            if e.player == player and re.fullmatch(rules, e.rule)
        ]
        if not wanted:
            raise AssertionError(f"no element about {what!r} in {elements}")
    found = {(e.nature, e.rule, e.player, e.at) for e in elements}
    for element in wanted:
        assert element in found, f"no element {element} in {sorted(found, key=str)}"
        assert element[0] == nature, f"{what!r} is {element[0]}, not {nature}"


# --- the line's precision (SAOT-1) ------------------------------------------------------------


def saot(decision: Decision, player: str | None = None) -> Finding:
    found = [f for f in var_findings(decision, "SAOT-1") if player in (None, f.player)]
    assert found, "the trace has no SAOT-1 finding: was the line measured?"
    return found[-1]


def close(value: object, wanted: float) -> bool:
    return isinstance(value, int | float) and abs(value - wanted) < 0.05


# --- what would have changed the decision -----------------------------------------------------


def verdict(scene: Scene, text: str) -> tuple[bool | None, str | None, str | None]:
    """``"Kane would be penalised for offside"`` -> (offside_offence, goal, offender).

    A ``None`` in the goal or offender slot means the phrase says nothing about it.
    """
    m = re.fullmatch(
        rf"(?P<p>{NAME}) (?:would be|is) penalised for offside(?:, and the goal"
        r" (?:would be|is) disallowed)?",
        text,
    )
    if m is not None:
        return True, ("disallowed" if "goal" in text else None), scene.pid(m["p"])
    if re.fullmatch(r"there (?:would be|is) no offside offence", text):
        return False, None, None
    if re.fullmatch(r"the goal (?:would stand|stands)", text):
        return False, "stands", None
    raise PhraseError(f"unknown verdict: {text!r}")


def matches(
    found: tuple[bool | None, str | None, str | None],
    wanted: tuple[bool | None, str | None, str | None],
) -> bool:
    offside, goal, offender = wanted
    return (
        found[0] == offside
        and (goal is None or found[1] == goal)
        and (offender is None or found[2] == offender)
    )


def key_of(d: Decision | Alternative) -> tuple[bool | None, str | None, str | None]:
    return d.offside_offence, d.goal, d.offender


def change_of(scene: Scene, text: str) -> tuple[str, str, Any]:
    """A change of fact, in words -> (alternative kind, field path, new value)."""
    m = re.fullmatch(rf"(?P<p>{NAME})'s touch been (?P<k>{'|'.join(TOUCH_KINDS)})", text)
    if m is not None:
        index = scene.latest_touch_index(m["p"])
        return "subjective_call", f"sequence[{index}].classification", TOUCH_KINDS[m["k"]]
    m = re.fullmatch(
        rf"(?P<p>{NAME}) been level with the (?P<what>second-last opponent|ball)"
        r" when (?P<when>.+)",
        text,
    )
    if m is not None:
        index = scene.position_index(m["p"], scene.touch_at(m["when"], create=False))
        leaf = "second_last" if m["what"] == "second-last opponent" else "ball"
        return "position", f"positions[{index}].where.{leaf}", "level"
    m = re.fullmatch(rf"(?P<p>{NAME}) (?P<not>not )?affected an opponent", text)
    if m is not None:
        index = scene.involvement_index(m["p"])
        kind = "none" if m["not"] else "obvious_action_impacting_opponent"
        return "subjective_call", f"involvements[{index}].kind", kind
    m = re.fullmatch(
        r"the move started with a (?P<r>throw-in|free kick|goal kick|corner kick)", text
    )
    if m is not None:
        return "restart", "start.kind", m["r"].replace("-", "_").replace(" ", "_")
    raise PhraseError(f"unknown change of fact: {text!r}")


def analysis_of(scene: Scene) -> Analysis:
    if scene.analysis is None:
        raise PhraseError("add 'When we ask what would have changed the decision' first")
    return scene.analysis


def alternative(scene: Scene, kind: str, field: str, value: object) -> Alternative | None:
    analysis = analysis_of(scene)
    pool = analysis.counterfactuals
    if kind in ("reading", "unknown_fact"):
        pool = analysis.readings
    for alt in pool:
        if (alt.kind, alt.field, alt.to_value) == (kind, field, value):
            return alt
    return None


#: Edition changes bearing on offside, in words -> the engine's name for them.
EDITION_CHANGES = {
    "a deliberate handball counting as a deliberate play": "deliberate_handball_is_play",
    "the arm ending at the bottom of the armpit": "armpit_line",
    "the criteria for telling a deliberate play from a deflection": "deliberate_play_criteria",
    "a goalkeeper's throw being judged at its last point of contact": (
        "goalkeeper_throw_last_contact"
    ),
    "VAR's wider remit": "var_extended_scope",
}


def readings_for(scene: Scene, what: str) -> list[Alternative]:
    """The readings of the disputed or unknown fact ``what`` describes."""
    analysis = analysis_of(scene)
    m = re.fullmatch(rf"how (?P<p>{NAME}) touched the ball", what)
    if m is not None:
        path = re.escape(f"sequence[{scene.latest_touch_index(m['p'])}].classification")
    else:
        m = re.fullmatch(rf"whether (?P<p>{NAME}) affected an opponent", what)
        if m is not None:
            path = re.escape(f"involvements[{scene.involvement_index(m['p'])}].kind")
        else:
            m = re.fullmatch(rf"where (?P<p>{NAME}) was when (?P<when>.+)", what)
            if m is None:
                raise PhraseError(f"unknown fact a decision may depend on: {what!r}")
            at = scene.touch_at(m["when"], create=False)
            ident = re.escape(scene.pid(m["p"]))
            path = rf"positions\[player={ident}, at={at}\]|positions\[\d+\]\.where\.\w+"
    return [r for r in analysis.readings if re.fullmatch(path, r.field)]
