"""A draft's decision: how the move started, the officials' decisions and the outcome."""

from __future__ import annotations

from collections.abc import Callable

from drafting.facts import Cand
from drafting.model import Value
from drafting.scene import Scene
from rules.paths import joined, tokens


def find_start(s: Scene) -> None:
    """How the move started (``start.kind``): a restart is a fact, open play a suggestion
    when the text names no restart."""
    b = s.b
    minute = s.match.get("minute")
    start_cands = s.f.start_kind(
        s.r, s.span, frozenset(s.dropped), s.touches, minute if isinstance(minute, int) else None
    )
    for c in start_cands:
        if b.cand(c):
            s.incident["start"] = {"kind": c.value}
            if c.value != "open_play":
                b.suggest("start.kind", c.value, "restart_taker", c.start, c.end)
    if not start_cands and s.sequence:
        first_touch = joined(["sequence", 0]) + "."
        first = next((x for x in b.facts if x.path.startswith(first_touch)), None)
        if first is not None:
            b.suggest(
                "start.kind", "open_play", "no_restart_mentioned", first.cue.start, first.cue.end
            )


def find_officials(s: Scene) -> None:
    """The officials' decisions (``s.officials``): on the field, final, and the rest."""
    b, officials = s.b, s.officials
    for c in s.official_cands:
        if b.cand(c):
            officials[str(tokens(c.path)[1])] = c.value
    if officials.get("final") == "no_goal" and "on_field" not in officials:
        var_call = next((c for c in s.calls if c["by"] == "var"), None)
        if var_call is not None:
            b.suggest(
                "officials.on_field", "goal", "var_overturned", var_call["start"], var_call["end"]
            )
    _referee_at_the_screen(s)
    if officials:
        s.incident["officials"] = officials


def _referee_at_the_screen(s: Scene) -> None:
    """A referee who reviewed the VAR's call at the screen and decided against the goal or
    gave the penalty made that call too ("called to the monitor for offside, he ruled the
    goal out": the VAR's call and the referee's), where the language's data says so
    (patterns.yaml ``officials.referee_at_screen``)."""
    officials = s.officials
    if not s.r.t.raw["officials"].get("referee_at_screen"):
        return  # a language's data says whether its texts are read so (patterns.yaml)
    if officials.get("review") != "on_field_review" or any(
        c.path == "officials.review" and c.value == "var_only" for c in s.official_cands
    ):
        return  # (the text says the VAR decided alone somewhere: not sure who called it)
    if officials.get("final") not in ("no_goal", "penalty", "free_kick"):
        return
    made = {(c["by"], c["call"]) for c in s.calls}
    for c in list(s.calls):
        if c["by"] == "var" and ("referee", c["call"]) not in made:
            s.calls.append({**c, "by": "referee"})
            made.add(("referee", c["call"]))


def find_outcome(s: Scene) -> None:
    """What became of the ball (``outcome``); a goal given after play was stopped leaves
    the stoppage unknown."""
    b, officials = s.b, s.officials
    outcome = _outcome(s)
    for c in outcome[:1]:
        if b.cand(c):
            s.incident["outcome"] = c.value
    if officials.get("stopped_before_goal") is True and "goal" in (
        officials.get("on_field"),
        officials.get("final"),
    ):
        # Play stopped before the ball went in, and a goal given: the text is not clear.
        del officials["stopped_before_goal"]
        b.facts = [x for x in b.facts if x.path != "officials.stopped_before_goal"]
    settle(s)
    _whistled_penalty(s)


def _whistled_penalty(s: Scene) -> None:
    """A penalty given on the field, or a flag the final decision made a penalty, is a
    whistle that ended the move: with no goal in it (no outcome found), play was stopped
    (``play_stopped``, cued by the decision on the field). A penalty given only after play
    went on, or with the decision on the field unknown, leaves the outcome open."""
    officials = s.officials
    on_field, final = officials.get("on_field"), officials.get("final")
    whistled = on_field == "penalty" or (on_field == "offside_flag" and final == "penalty")
    if "outcome" in s.incident or not whistled:
        return
    cue = next((x.cue for x in s.b.facts if x.path == "officials.on_field"), None)
    if cue is not None and s.b.cand(Cand("outcome", "play_stopped", cue.start, cue.end)):
        s.incident["outcome"] = "play_stopped"


#: The final decision that keeps each decision on the field: the VAR did not intervene.
KEPT = {
    "goal": "goal",
    "no_goal": "no_goal",
    "offside_flag": "no_goal",
    "play_on": "no_penalty",
    "penalty": "penalty",
}
#: The decision on the field a final one kept, where only one could be kept as it.
KEPT_FROM = {"goal": "goal", "penalty": "penalty", "no_penalty": "play_on"}
#: The decisions on the field a VAR that checked confirmed, when the final decision is the
#: one they make (a flag, then no goal; play on, then no penalty; a goal given that stood; a
#: whistle before the ball went in, then no goal) and the text tells of no review: it did
#: not intervene (review none; the convention of drafting/eval/README.md: a review at the
#: screen that gave the goal again is told as such, and then read as on_field_review).
CONFIRMED = frozenset(
    {
        ("offside_flag", "no_goal"),
        ("play_on", "no_penalty"),
        ("goal", "goal"),
        ("penalty", "penalty"),
        ("whistle", "no_goal"),
    }
)


def settle(s: Scene) -> None:
    """What the officials' decisions found say of the others (each derived fact cued by
    the words of the one it follows from): a VAR said nothing of after play had stopped
    before the goal could not intervene (review none), and the whistle that stopped it
    was the decision on the field; a review means the VAR checked;
    with no intervention, the decision on the field and the final one are the same; a
    goal given went in (when its scorer is known, or no touch is: "no goal" alone says
    nothing of the ball); a VAR that checked a flag or play going on, with the final
    decision the field's (a goal given that stood, a whistle then no goal among them), did
    not intervene (review none): a review at the screen is told as such."""
    officials, b = s.officials, s.b

    def cue(*paths: str) -> tuple[int, int] | None:
        found = [x for x in b.facts if x.path in paths]
        return (found[0].cue.start, found[0].cue.end) if found else None

    def derive(field: str, value: Value, *premises: str) -> None:
        where = cue(*premises)
        if where is not None and b.cand(Cand(f"officials.{field}", value, *where)):
            officials[field] = value

    _stopped_or_late(s, derive)
    stopped = officials.get("stopped_before_goal") is True
    # A review, or a VAR that did not intervene while play went on (no whistle before the
    # goal: then it had nothing to check), means the VAR checked.
    whistled = stopped or officials.get("on_field") == "whistle"
    reviewed = officials.get("review") in ("var_only", "on_field_review")
    reviewed = reviewed or officials.get("review") == "none" and not whistled
    if reviewed and "var_checked" not in officials:
        derive("var_checked", True, "officials.review")
    on_field, final = officials.get("on_field"), officials.get("final")
    checked = officials.get("var_checked") is True and "review" not in officials
    if checked and (on_field, final) in CONFIRMED:
        derive("review", "none", "officials.var_checked")
    if checked and final == "goal" and on_field is None and not _told(s, "on_field", "review"):
        # a goal that stood after a check, no flag, whistle or review told: the VAR kept
        # the goal the referee had given (review none, then the decision on the field)
        derive("review", "none", "officials.final")
    if officials.get("review") == "none":
        if final is None and on_field in KEPT:
            derive("final", KEPT[on_field], "officials.on_field")
        if on_field is None and final in KEPT_FROM:
            derive("on_field", KEPT_FROM[final], "officials.final")
    if _overturned_goal(s):
        derive("on_field", "goal", "officials.review")
    scored = "goal" in (officials.get("on_field"), officials.get("final"))
    # (With touches told and none of them the goal, the last is not known to be the
    # scorer's: a goal_scored outcome would make it so; unless the narrative's own words
    # say the goal was given or stood: "X crossed and the referee pointed to the centre
    # spot" tells the ball went in, whoever put it there.)
    if (
        "outcome" not in s.incident
        and scored
        and (s.scorer is not None or not s.sequence or _goal_told(s))
    ):
        where = cue("officials.final", "officials.on_field")
        if where is not None and b.cand(Cand("outcome", "goal_scored", *where)):
            s.incident["outcome"] = "goal_scored"
    if officials:
        s.incident["officials"] = officials


def _goal_told(s: Scene) -> bool:
    """Whether the narrative's words (not a quotation's) say the goal was given on the
    field or stood: the ball went in."""
    paths = ("officials.on_field", "officials.final")
    return any(c.path in paths and c.value == "goal" and not c.reason for c in s.official_cands)


def _told(s: Scene, *fields: str) -> bool:
    """Whether the text tells any of the officials' ``fields`` (a candidate found)."""
    paths = {f"officials.{f}" for f in fields}
    return any(c.path in paths for c in s.official_cands)


def _stopped_or_late(s: Scene, derive: Callable[..., None]) -> None:
    """What play stopped before the goal, a match without VAR and a flag raised late say
    of the decision on the field and the review (settle's first part)."""
    officials = s.officials
    stopped = officials.get("stopped_before_goal") is True
    if stopped and "review" not in officials and "var_checked" not in officials:
        derive("review", "none", "officials.stopped_before_goal")
    told = {c.value for c in s.official_cands if c.path == "officials.on_field"}
    if stopped and officials.get("on_field") in (None, "offside_flag") and told <= FLAGGED:
        # play stopped before the ball went in: the whistle was the decision on the field,
        # also when the referee whistled on the assistant's flag
        _forget(s, "officials.on_field")
        derive("on_field", "whistle", "officials.stopped_before_goal")
    # (the ball put in after the whistle keeps its outcome, goal_scored: the incident model's
    # stopped_before_goal is of a ball that went in, rules/ball.py play_stopped)
    # (a derived decision needs one of the move's own: a headline's late flag or a
    # sentence on the league's lack of VAR, drafted alone, tells of no move)
    moved = (
        "outcome" in s.incident
        or bool(s.incident.get("players"))
        or any(officials.get(k) is not None for k in ("final", "on_field", "stopped_before_goal"))
    )
    if moved and officials.get("var_checked") is False and "review" not in officials:
        # the match had no VAR: nothing was reviewed
        derive("review", "none", "officials.var_checked")
    late = officials.get("delayed_flag") is True and "outcome" in s.incident
    if late and officials.get("on_field") in (None, "goal"):
        # a flag raised late was raised: it was the decision on the field (the flag kept
        # down until the ball went in is not a goal given)
        _forget(s, "officials.on_field")
        derive("on_field", "offside_flag", "officials.delayed_flag")
    _late_flag_call(s)


def _late_flag_call(s: Scene) -> None:
    """The assistant's offside call where the flag was raised late (delayed_flag true),
    the ball went in (an outcome) and the decision on the field is that flag, told or
    derived from its lateness ("his flag stayed down until the ball hit the net", "n'a
    levé son drapeau qu'une fois le ballon au fond"): a flag raised late was raised, and
    the flag is the assistant's call (drafting/eval/README.md, calls). Cued by the words of
    the late flag; none where the text already gives the assistant's call, where the
    lateness is only a quoted speaker's (his claim, not the writer's), or where the
    assistant's flag is told as a call of another offence ("raised late for a foul on the
    keeper": the flag was not an offside call)."""
    officials = s.officials
    if officials.get("delayed_flag") is not True or officials.get("on_field") != "offside_flag":
        return
    if "outcome" not in s.incident or any(c["by"] == "assistant" for c in s.calls):
        return
    late = next((x for x in s.b.facts if x.path == "officials.delayed_flag"), None)
    if late is not None and late.said_by is None:
        s.calls.append(
            {"by": "assistant", "call": "offside", "start": late.cue.start, "end": late.cue.end}
        )


#: The decisions on the field a whistle before the ball went in takes the place of.
FLAGGED = frozenset({"whistle", "offside_flag"})


def _forget(s: Scene, path: str) -> None:
    """Take out the facts of ``path`` (a derived fact replaces them) and their value."""
    s.b.facts = [x for x in s.b.facts if x.path != path]
    if path == "outcome":
        s.incident.pop("outcome", None)
    else:
        s.officials.pop(str(tokens(path)[1]), None)


def _overturned_goal(s: Scene) -> bool:
    """The ball went in, no flag or whistle is told, and a review (the VAR's alone, or the
    referee's at the monitor) had the goal taken away: it overturned a goal the referee had
    given."""
    officials = s.officials
    told = any(c.path == "officials.on_field" for c in s.official_cands)
    reviewed = officials.get("review") in ("var_only", "on_field_review")
    overturned = reviewed and officials.get("final") == "no_goal"
    return overturned and not told and s.incident.get("outcome") == "goal_scored"


def _outcome(s: Scene) -> list[Cand]:
    """The outcome's candidates: the text's, else the scorer's goal; none for a penalty
    given without a scorer, or a goal told after the penalty was given."""
    finals = [c for c in s.official_cands if c.path == "officials.final"]
    outcome = s.f.outcome(s.r, s.scorer is not None, finals)
    if s.scorer is not None and not outcome:
        hit = next(
            (
                h
                for t in s.touches
                if t.person == s.scorer and t.scoring
                for h in t.hits
                if h.scoring
            ),
            None,
        )
        if hit is not None:
            outcome = [Cand("outcome", "goal_scored", hit.start, hit.end, hit.said_by)]
    if outcome and s.officials.get("final") == "penalty" and s.scorer is None:
        outcome = []
    award = next((c for c in finals if c.value == "penalty" and not c.reason), None)
    if outcome and s.officials.get("final") == "penalty" and award is not None:
        # A goal told in a sentence after the penalty was given is the kick's or a later
        # one ("... señalando penalti. La propia Van der Gragt igualó en el descuento"),
        # not the end of the move that was reviewed.
        told = s.r.index.number(outcome[0].start)
        if told > s.r.index.number(award.start) >= 0:
            outcome = []
    return outcome
