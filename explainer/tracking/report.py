"""The match report: every pass decided by the engine, the receiver's position and offence
beside the provider's own offside label, and why the answer is what it is."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from explainer.messages import say
from explainer.service import parse_incident
from explainer.tracking import incident as incidents
from explainer.tracking.frames import Pass
from explainer.tracking.placing import TOLERANCE_M, Placing, place
from explainer.tracking.receiver import Found, find
from rules import Decision, decide
from rules.catalogue.position import OffPos2

#: The engine's finding of an offside position (OFF-POS-2), as the report says it.
POSITIONS = {
    OffPos2.offside_position.name: "offside",
    OffPos2.not_offside_position.name: "onside",
    OffPos2.unknown.name: "not_known",
}


@dataclass(frozen=True)
class Judged:
    """One pass: its incident (plain data), the engine's decision and the report's entry."""

    play: Pass
    incident: dict[str, Any]
    decision: Decision
    entry: dict[str, Any]


def judge(play: Pass) -> Judged:
    """Decide ``play``'s incident with the engine and word the report's entry."""
    found = find(play)
    placing: Placing | None = None
    if found.seen is not None and play.frame is not None:
        placing = place(found.seen, play.ball, play.frame)
    data = incidents.build(play, placing)
    decision = decide(parse_incident(data))
    receiver = data["sequence"][1]["by"] if len(data["sequence"]) > 1 else None
    return Judged(play, data, decision, _entry(play, found, placing, decision, receiver))


def _position(decision: Decision, receiver: str | None) -> str:
    for finding in decision.trace:
        mine = finding.rule == OffPos2.rule.id and finding.player == receiver and finding.at == 1
        if mine and finding.outcome in POSITIONS:
            return POSITIONS[finding.outcome]
    return "not_known"


def _offence(decision: Decision, receiver: str | None, position: str) -> bool | None:
    """Did the receiver commit an offside offence by playing the ball? The engine's answer
    when it names him; none when it found him not in an offside position (Law 11.2: the
    position comes first); the engine's answer otherwise, if he is the one it is about
    (other facts it lacks, such as the passer's position at the receiver's touch, are
    another question)."""
    if receiver is None or position == "not_known":
        return None
    if decision.offside_offence is True and decision.offender == receiver:
        return True
    if position == "onside":
        return False
    return decision.offside_offence if decision.offender in (None, receiver) else None


def _entry(
    play: Pass, found: Found, placing: Placing | None, decision: Decision, receiver: str | None
) -> dict[str, Any]:
    code = placing.reason if placing is not None else found.reason or "no_receiver"
    position = _position(decision, receiver)
    return {
        "event_id": play.event_id,
        "period": play.period,
        "minute": play.minute,
        "second": play.second,
        "team": play.team,
        "passer": play.passer.name,
        "receiver": play.recipient.name if play.recipient is not None else None,
        "start": play.start,
        "provider_label": play.provider_label,
        "position": position,
        "offence": _offence(decision, receiver, position),
        "reason": {"code": code, "words": say("tracking", code, tolerance=TOLERANCE_M)},
    }


def judge_all(plays: Iterable[Pass]) -> Iterator[Judged]:
    for play in plays:
        yield judge(play)


def report(judged: Iterable[Judged], match: dict[str, Any]) -> dict[str, Any]:
    """The report of a match: its teams and every pass's entry, in the data's order."""
    return {"match": match, "passes": [j.entry for j in judged]}
