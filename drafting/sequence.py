"""A draft's sequence: the touches of the ball, each with the words that tell it."""

from __future__ import annotations

from typing import Any

from drafting.facts import Cand
from drafting.hits import Touch
from drafting.scene import Scene
from rules.paths import joined


def find_sequence(s: Scene) -> None:
    """``s.sequence``: who touched the ball, how, which way, and the defenders' touches'
    classification; not the touches of an unnamed player of no known side."""
    b = s.b
    player_side = {pl["id"]: pl.get("team") for pl in s.players}
    unnamed = set(s.unnamed_ids)
    for t in s.touches:
        ident = s.ids.get(t.person) if t.person is not None else None
        if ident in unnamed and player_side.get(ident) is None:
            # "X cleared as far as Y, and the midfielder drove it in": a role word that
            # stands for no one the draft can tell, on no known side; better no touch
            # than one of a player no one can name or place (the interview asks)
            continue
        i = len(s.sequence)
        contact: dict[str, Any] = {}
        if t.person is not None and t.person in s.ids and t.by_hit:
            contact["by"] = s.ids[t.person]
            h = t.by_hit
            b.fact(joined(["sequence", i, "by"]), contact["by"], h.start, h.end, h.said_by)
        if t.action and t.action_hit:
            contact["action"] = t.action
            h = t.action_hit
            b.fact(joined(["sequence", i, "action"]), t.action, h.start, h.end, h.said_by)
        if t.direction and t.direction_hit:
            contact["direction"] = t.direction
            h = t.direction_hit
            end = h.direction_end if h.direction_end > h.start else h.end
            b.fact(joined(["sequence", i, "direction"]), t.direction, h.start, end, h.said_by)
        if (
            t.classification
            and t.classification_cue
            and player_side.get(contact.get("by")) == "defending"
        ):
            contact["classification"] = t.classification
            start, end = t.classification_cue
            path = joined(["sequence", i, "classification"])
            b.fact(path, t.classification, start, end, None)
        s.sequence.append(contact)


def penalty_handball(
    touches: list[Touch], officials: list[Cand], calls: list[dict[str, Any]], attackers: set[int]
) -> None:
    """A penalty given for a handball, and one touch told as a hand's, not a scorer's nor an
    attacker's ("contrée du bras par Carrier ... la VAR pour une main ... penalty"): the
    officials judged it a deliberate handball by that (defending) player."""
    finals = {c.value for c in officials if c.path == "officials.final" and not c.reason}
    if finals != {"penalty"}:
        return
    if not any(c["call"] == "handball" and c["by"] in ("var", "referee") for c in calls):
        return
    if {c["call"] for c in calls} != {"handball"}:
        return
    handled = [
        (t, h)
        for t in touches
        for h in t.hits
        if (h.handled or h.hand)
        and not t.scoring
        and t.person is not None
        and t.person not in attackers
    ]
    if len({id(t) for t, _ in handled}) != 1:
        return
    touch, hit = handled[0]
    if touch.classification is None and touch.action in (None, "deliberate_handball"):
        touch.classification = "deliberate_handball"
        touch.classification_cue = (hit.start, hit.end)
