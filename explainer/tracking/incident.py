"""One pass as an incident the engine decides: the passer's touch (the restart itself when
play restarted with it), the receiver's, and where he stood when the ball was played."""

from __future__ import annotations

from typing import Any

from explainer.messages import say
from explainer.tracking.frames import PITCH_LENGTH_M, PITCH_WIDTH_M, Pass, Person
from explainer.tracking.placing import TOLERANCE_M, Placing, passer_at_receipt

SOURCE = "statsbomb"
#: How a position from a freeze frame was located: the explanation says it (SAOT-1).
LOCATED = {"method": "tracking_centres", "tolerance_m": TOLERANCE_M}
#: What the incident's match says, of what the import knows of it.
MATCH_FACTS = ("competition", "home", "away", "date")


def player_id(person: Person) -> str:
    """The incident's id of a named player: the provider's id."""
    return f"p{person.id}"


def _named(person: Person, team: str) -> dict[str, Any]:
    named: dict[str, Any] = {"id": player_id(person), "name": person.name, "team": team}
    if person.number is not None and 0 <= person.number <= 99:
        named["number"] = person.number
    return named


def note(play: Pass) -> str:
    """What the positions are and how far they can be trusted (the tolerance)."""
    length = play.frame.length_m if play.frame else PITCH_LENGTH_M
    width = play.frame.width_m if play.frame else PITCH_WIDTH_M
    return say(
        "tracking", "note", tolerance=TOLERANCE_M, length=_number(length), width=_number(width)
    )


def _number(value: float) -> str:
    return f"{value:g}"


def build(play: Pass, placing: Placing | None) -> dict[str, Any]:
    """The incident of ``play`` (plain data, as ``var-explainer batch`` reads it)."""
    receiver = play.recipient
    players = [_named(play.passer, "attacking")]
    sequence: list[dict[str, Any]] = [{"by": player_id(play.passer), "action": play.action}]
    if receiver is not None and receiver.id != play.passer.id:
        players.append(_named(receiver, "attacking"))
        sequence.append({"by": player_id(receiver), "action": "control"})
    positions: list[dict[str, Any]] = []
    if placing is not None and placing.where is not None and len(sequence) > 1:
        for ident, seen in placing.opponents.items():
            number = ident.rsplit("_", 1)[1]
            name = say("tracking", "opponent", play.opponents, number, keeper=seen.keeper)
            players.append({"id": ident, "name": name[:120], "team": "defending"})
            if seen.keeper:
                players[-1]["goalkeeper"] = True
        provenance = [{"source": SOURCE, "note": note(play)}]
        position = {"player": sequence[1]["by"], "at": 1, "where": placing.where}
        positions.append({**position, "located": LOCATED, "provenance": provenance})
    if len(sequence) > 1 and play.frame is not None:
        later = passer_at_receipt(play.ball, play.end, play.duration_s, play.frame)
        if later is not None:
            provenance = [{"source": SOURCE, "note": say("tracking", "passer_later")}]
            positions.append(
                {"player": sequence[0]["by"], "at": 2, "where": later, "provenance": provenance}
            )
    title = say(
        "tracking",
        "title",
        play.minute,
        play.second,
        play.passer.name,
        receiver.name if receiver is not None else None,
    )
    match: dict[str, Any] = {k: play.match[k] for k in MATCH_FACTS if k in play.match}
    match["minute"] = min(play.minute, 130)
    if play.frame is not None:
        match["pitch_length_m"] = play.frame.length_m
    return {
        "title": title[:120],
        "match": match,
        "sources": [
            {
                "id": SOURCE,
                "publisher": say("tracking", "publisher"),
                "headline": say("tracking", "headline", play.event_id),
            }
        ],
        "players": players,
        "start": {"kind": play.start},
        "sequence": sequence,
        "positions": positions,
        "outcome": "play_continued",
        "notes": note(play),
    }
