"""What follows from the officials' decisions as told: who owns a call made at the screen
or by the VAR alone, and the final decision or review a text leaves unsaid (a goal scored
after the whistle, a VAR that changed nothing)."""

from __future__ import annotations

from typing import Any

from drafting.facts.base import Cand
from drafting.reading import Reading

#: How far after the words of a final decision a call's words still tell that decision
#: ("disallowed the goal for offside", "annule le but pour hors-jeu").
DECISION_REACH = 40
#: The final decisions a referee takes at the screen against the attack or for a penalty.
DECIDING = frozenset({"no_goal", "penalty", "no_penalty"})


def decided_at_screen(
    r: Reading, calls: list[dict[str, Any]], reviewed: list[Cand], final: list[Cand]
) -> list[dict[str, Any]]:
    """``calls``, with the decision the referee took at the screen his: where the text
    tells of an on-field review (and of no decision by the VAR alone), a call told with
    the final decision's words ("sent to the monitor, she disallowed it for offside";
    "el VAR le llamó y anuló el gol por fuera de juego"; "nach Videobeweis aberkannt") is
    the referee's, not the VAR's, whose recommendation is no call of its own, nor the
    officials' ("il annule le but pour hors-jeu" after the screen: he decided). The VAR's
    own words of the offence ("the VAR flagged a possible offside") stay its call."""
    values = {c.value for c in reviewed if not c.reason}
    if values != {"on_field_review"}:
        return calls
    decisions = [c for c in final if c.value in DECIDING and not c.reason]
    if not decisions:
        return calls
    out = []
    for call in calls:
        number = r.index.number(call["start"])
        if call["by"] in ("var", "officials") and any(
            d.start <= call["start"] <= d.end + DECISION_REACH and r.index.number(d.start) == number
            for d in decisions
        ):
            call = {**call, "by": "referee"}
        out.append(call)
    return out


def by_var_alone(calls: list[dict[str, Any]], out: list[Cand]) -> list[dict[str, Any]]:
    """``calls``, with the officials' (nobody named: "goal disallowed for offside") the
    VAR's where the text says the VAR decided alone, the referee not at the monitor ("No
    monitor, no review", "sin ir al monitor"; review var_only): nobody else made it."""
    if not any(
        c.path == "officials.review" and c.value == "var_only" and not c.reason for c in out
    ):
        return calls
    return [{**c, "by": "var"} if c["by"] == "officials" else c for c in calls]


def stopped_no_goal(stoppage: list[Cand], out: list[Cand]) -> list[Cand]:
    """``stoppage``, and no goal as the final decision when play was stopped before the
    ball went in and the narrative gives no final decision of its own, only readings it
    leaves open or a quotation's (a goal scored after the whistle is no goal: "Tor hätte
    gezählt" beside "kein Tor", a speaker's "the goal counts")."""
    stopped = [c for c in stoppage if c.path == "officials.stopped_before_goal" and c.value is True]
    if not stopped or stopped[0].reason:
        return stoppage
    if any(c.path == "officials.final" and not c.reason for c in out):
        return stoppage
    cue = stopped[0]
    return [*stoppage, Cand("officials.final", "no_goal", cue.start, cue.end)]


def review_stood(reviewed: list[Cand], on_field: list[Cand], final: list[Cand]) -> list[Cand]:
    """``reviewed`` without a VAR that did not intervene when the decision on the field and
    the final one differ ("the goal survived a check": the VAR overturned the flag)."""
    if not reviewed or reviewed[0].value != "none":
        return reviewed
    field = {"no_goal" if c.value == "offside_flag" else c.value for c in on_field}
    ended = {c.value for c in final}
    if len(field) == 1 and len(ended) == 1 and field <= {"goal", "no_goal"} and field != ended:
        return []
    return reviewed


def not_reviewed(on_field: list[Cand], reviewed: list[Cand]) -> list[Cand]:
    """The final decision when the text gives none: the decision on the field, when the
    VAR did not intervene."""
    decided = {c.value for c in on_field}
    if len(decided) != 1 or len(reviewed) != 1:
        return []
    if reviewed[0].value != "none" or reviewed[0].reason:
        return []
    first = next(iter(decided))
    if first not in ("goal", "no_goal", "offside_flag"):
        return []
    value = "goal" if first == "goal" else "no_goal"
    return [Cand("officials.final", value, reviewed[0].start, reviewed[0].end)]


def penalty_foul(calls: list[dict[str, Any]], out: list[Cand]) -> list[dict[str, Any]]:
    """The referee's foul call where he gave a penalty on the field (officials.on_field
    penalty, told in the narrative) and no call names the offence: "the referee pointed to
    the spot", "l'arbitre a désigné le point de penalty", "zeigte auf den Punkt", "señaló
    penalti" give a penalty for a foul where no handball is told (the dev golds' practice:
    45 of 47 penalties given on the field are the referee's foul, the other two handball).
    None where a handball or foul call is told already, whoever made it but the officials
    (nobody named: the referee's is the same call, ``_once``)."""
    given = [c for c in out if c.path == "officials.on_field" and c.value == "penalty"]
    if len(given) != 1 or given[0].reason:
        return []
    if any(
        c["call"] == "handball" or (c["call"] == "foul" and c["by"] != "officials") for c in calls
    ):
        return []
    return [{"by": "referee", "call": "foul", "start": given[0].start, "end": given[0].end}]
