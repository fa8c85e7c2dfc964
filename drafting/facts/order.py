"""The officials' decisions in the order the text tells them: given on the field, checked
by the VAR (or reviewed at the monitor), then changed or left standing.

Every language fills the same events from its own words (patterns.yaml ``officials``): a
decision (``on_field``, ``final``), a check (``var``, ``review``), a visit to the monitor
denied (``no_visit``). What the events say in their order is shared:

- a goal told as given, then a check, then the goal ruled out: the goal was the decision
  on the field and the one ruled out the final one ("The goal was given. ... the VAR sent
  him to the screen ... he disallowed it"); a goal ruled out, then a check, then the goal
  told as standing: the final decision is the goal (told last, after the check);
- a check, and the goal then standing, with no other decision on the field and no review
  told: the goal was given on the field and the VAR did not intervene (review none);
- the referee did not go to the monitor: no on-field review; the VAR decided alone when
  the decision was changed (var_only), and did not intervene when it stood (none);
- the flag raised, and in its sentence or the next the ball already in the net ("the flag
  went up once the ball was in the net", ``flag_late``): the flag was delayed.
"""

from __future__ import annotations

from collections.abc import Sequence

from drafting.facts.base import Cand
from drafting.lazy import Regex
from drafting.reading import Reading

GOALS = frozenset({"goal", "no_goal"})
#: A penalty given, and taken back: read in their order as a goal and no goal are.
PENALTIES = frozenset({"penalty", "no_penalty"})


def changed(
    r: Reading, on_field: list[Cand], final: list[Cand], checks: Sequence[int]
) -> tuple[list[Cand], list[Cand]]:
    """The decisions on the field and the final ones, when the final ones the text gives
    disagree (a goal, and no goal; a penalty, and no penalty): the final decision is the
    one told last, after a check that follows every word of the other; the other, a goal
    or a penalty given, was the decision on the field when the text gives none. Unchanged
    when the words of the two are not told so."""
    pair = {c.value for c in final}
    if pair not in (GOALS, PENALTIES):
        return on_field, final
    given, taken = ("goal", "no_goal") if pair == GOALS else ("penalty", "no_penalty")
    told = sorted(final, key=lambda c: c.start)
    last = told[-1].value
    before = max(c.start for c in told if c.value != last)
    tail = [c for c in told if c.start > before]
    if not tail:
        return on_field, final  # one phrase read both ways
    sentence = r.index.at(tail[0].start)
    upto = sentence.end if sentence is not None else tail[0].end
    if not any(before < p < upto for p in checks):
        return on_field, final  # no check between: not a decision changed
    if not on_field and last == taken:
        first = next(c for c in told if c.value == given)
        on_field = [Cand("officials.on_field", given, first.start, first.end)]
    return on_field, tail


def taken_back(r: Reading, final: list[Cand]) -> list[Cand]:
    """``final`` without the goal read as ruled out in a sentence that tells of a penalty
    given taken back ("el penalti fue anulado por fuera de juego": no penalty, not no
    goal)."""
    cancelled = {r.index.number(c.start) for c in final if c.value == "no_penalty"}
    if not cancelled or not any(c.value == "penalty" for c in final):
        return final  # (no penalty given: "there was no penalty, and no goal" is read as told)
    return [c for c in final if c.value != "no_goal" or r.index.number(c.start) not in cancelled]


def kept(r: Reading, out: list[Cand], reviews: list[Cand], checks: Sequence[int]) -> list[Cand]:
    """A check, then the goal standing (in the check's sentence or after it), the text
    telling of no other decision on the field and of no review: given on the field, and
    the VAR did not intervene (on_field goal, review none); a goal given on the field
    that stood after a check with no review told: review none. A review the text says
    was none ("the VAR checked and agreed") is no other one."""
    if any(c.value != "none" for c in reviews):
        return []
    fields = {c.value for c in out if c.path == "officials.on_field"}
    finals = [c for c in out if c.path == "officials.final"]
    if fields - {"goal"} or len(finals) != 1 or finals[0].value != "goal" or finals[0].reason:
        return []
    stood = finals[0]
    told = r.index.number(stood.start)
    if not any(r.index.number(p) <= told for p in checks if p >= 0):
        return []  # the goal stood before any check the text tells of
    given = [] if fields else [Cand("officials.on_field", "goal", stood.start, stood.end)]
    return given if reviews else [*given, Cand("officials.review", "none", stood.start, stood.end)]


def unvisited(visit: Cand | None, out: list[Cand], reviews: list[Cand]) -> list[Cand]:
    """The review when the text says the referee did not go to the monitor and tells of no
    review otherwise: the VAR alone changed the decision (var_only) when the final one is
    no goal after a goal given or nothing said of the field, or a goal after a flag; it
    did not intervene (none) when a goal given stood, or a flag was upheld."""
    if visit is None or reviews:
        return []
    fields = {c.value for c in out if c.path == "officials.on_field" and not c.reason}
    finals = {c.value for c in out if c.path == "officials.final" and not c.reason}
    if len(finals) != 1 or len(fields) > 1:
        return []
    final = next(iter(finals))
    field = next(iter(fields), None)
    if (final, field) in (("no_goal", "goal"), ("no_goal", None), ("goal", "offside_flag")):
        value = "var_only"
    elif (final, field) in (("goal", "goal"), ("goal", None), ("no_goal", "offside_flag")):
        value = "none"
    else:
        return []
    return [Cand("officials.review", value, visit.start, visit.end)]


def late_flag(
    r: Reading,
    on_field: list[Cand],
    out: list[Cand],
    late: Regex | None,
    at_once: Regex | None = None,
) -> list[Cand]:
    """The flag was delayed when the words of its raising are told with the ball already
    in ("Erst danach geht die Fahne hoch", "lève son drapeau une fois le ballon au fond"):
    ``late`` just before the flag's words, or after them in its sentence or the next.
    Nothing when the text says of the flag's timing already, or for a flag told as raised
    at once (``at_once`` in or just after its words: "die Fahne ging sofort hoch, ... und
    er schob den Ball erst danach ins Tor": what came late was the ball)."""
    if late is None or any(c.path == "officials.delayed_flag" for c in out):
        return []
    for c in on_field:
        sentence = r.index.at(c.start)
        if c.value != "offside_flag" or sentence is None:
            continue
        if at_once is not None and at_once.search(
            r.narrative, c.start, min(sentence.end, c.end + 25)
        ):
            continue
        number = r.index.number(c.start)
        after = r.sentences[min(number + 1, len(r.sentences) - 1)].end
        m = late.search(r.narrative, max(sentence.start, c.start - 60), min(after, c.end + 200))
        if m is not None:
            return [Cand("officials.delayed_flag", True, m.start(), m.end())]
    return []


def whistle_first(
    r: Reading,
    told: list[Cand],
    whistled: Regex,
    later: Regex,
) -> list[Cand]:
    """Play was stopped before the ball went in when the referee's whistle is told and,
    after it in its sentence or the next, the ball going in as later ("Sauer pfiff, und Rau
    schob den Ball erst danach ins Tor", "a sifflé un hors-jeu. Le ballon a terminé au fond
    des filets une fraction de seconde plus tard"). Nothing when the text says of the
    stoppage already (a quotation's word on it is only a suggestion: the narrative's is
    the fact)."""
    if any(c.path == "officials.stopped_before_goal" and c.reason is None for c in told):
        return []
    for m in r.in_narrative(whistled):
        sentence = r.index.at(m.start())
        if sentence is None or m.end() > sentence.end or r.negated(r.narrative, m.start()):
            continue
        number = r.index.number(m.start())
        after = r.sentences[min(number + 1, len(r.sentences) - 1)].end
        ball = later.search(r.narrative, m.end(), after)
        if ball is not None and r.index.within(ball.start(), ball.end()) is not None:
            return [Cand("officials.stopped_before_goal", True, ball.start(), ball.end())]
    return []


def gestured(
    on_field: list[Cand], final: list[Cand], checks: Sequence[int]
) -> tuple[list[Cand], list[Cand]]:
    """The flag raised, then a check, then the goal told as given ("the flag went up ...
    after the VAR check the referee pointed to the centre circle"): the flag was the
    decision on the field and the goal the final one. Unchanged when the text gives a
    final decision, or a goal's words come before a flag's or with no check between."""
    if final or {c.value for c in on_field} != {"offside_flag", "goal"}:
        return on_field, final
    flags = [c for c in on_field if c.value == "offside_flag"]
    goals = [c for c in on_field if c.value == "goal"]
    last_flag = max(c.start for c in flags)
    first_goal = min(c.start for c in goals)
    if first_goal < last_flag or not any(last_flag < p < first_goal for p in checks):
        return on_field, final
    return flags, [Cand("officials.final", "goal", c.start, c.end) for c in goals]
